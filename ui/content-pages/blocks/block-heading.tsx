/** Headings and "see all" links shared by the content blocks. */
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Icon } from '../../components/Icon.tsx'
import type { BlockLink } from '../../content/published.ts'
import { isSafeHref } from '../../routes/safe-url.ts'

export type HeadingLevel = 1 | 2 | 3 | 4

const HEADING_TAGS = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const

/** The level below a block's own heading (its items' titles), at most h4. */
export function itemLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 4) as HeadingLevel
}

export function Heading({ level, id, className, children }: { level: HeadingLevel; id?: string; className?: string; children: ReactNode }) {
  const Tag = HEADING_TAGS[level]
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  )
}

export const blockSectionClass = css({ py: { base: '8', md: '12' } })
export const blockTitleClass = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
  color: 'brand.theme',
  lineHeight: '1.2',
  overflowWrap: 'break-word',
  hyphens: 'auto',
})
const headRowClass = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '4', flexWrap: 'wrap', mb: '6' })
const moreLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  color: 'brand.theme',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { textDecorationThickness: '2px' },
})

/** A block's title row: the heading, and its "see all" link when it has one. */
export function BlockHead({ title, level, id, link }: { title: string; level: HeadingLevel; id: string; link?: BlockLink }) {
  return (
    <div className={headRowClass}>
      <Heading level={level} id={id} className={blockTitleClass}>
        {title}
      </Heading>
      {link && isSafeHref(link.href) ? <MoreLink link={link} /> : null}
    </div>
  )
}

/** A "see all" link (its label says what it leads to: "All products", "Read the case study"). */
export function MoreLink({ link }: { link: BlockLink }) {
  return (
    <a href={link.href} className={moreLinkClass}>
      {link.label}
      <Icon name="arrow-right" />
    </a>
  )
}
