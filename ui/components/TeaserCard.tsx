/** A card that leads to another page: image, title (the link), optional meta line and summary. */
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { ContentImage } from '../content/model.ts'
import { isSafeHref } from '../routes/safe-url.ts'
import { ResponsiveImage } from './ResponsiveImage.tsx'

const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  height: '100%',
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'lg',
  overflow: 'hidden',
  bg: 'white',
  position: 'relative',
  _hover: { boxShadow: 'md' },
})

const imageClass = css({ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', bg: 'gray.50' })
const linkClass = css({
  color: 'brand.theme',
  _hover: { textDecoration: 'underline' },
  // The whole card is clickable through the title link.
  _after: { content: '""', position: 'absolute', inset: '0' },
})

export const cardGridClass = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  listStyle: 'none',
})

// Class names computed once, not per card.
const bodyClass = css({ display: 'flex', flexDirection: 'column', gap: '2', px: '5', pb: '5', pt: '5' })
const bodyBelowImageClass = css({ display: 'flex', flexDirection: 'column', gap: '2', px: '5', pb: '5', pt: '0' })
const headingClass = css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.3' })
const metaClass = css({ fontSize: 'sm', color: 'gray.700' })
const summaryClass = css({ color: 'gray.700' })

export function TeaserCard({
  href,
  title,
  summary,
  image,
  meta,
  headingLevel = 3,
  aboveTheFold = false,
}: {
  href: string
  title: string
  summary?: string
  image?: ContentImage
  meta?: ReactNode
  headingLevel?: 2 | 3
  aboveTheFold?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={cardClass}>
      {image ? (
        <ResponsiveImage
          image={image}
          className={imageClass}
          sizes="(min-width: 64em) 30vw, (min-width: 48em) 45vw, 100vw"
          aboveTheFold={aboveTheFold}
          decorative
        />
      ) : null}
      <div className={image ? bodyBelowImageClass : bodyClass}>
        <Heading className={headingClass}>
          {isSafeHref(href) ? (
            <a className={linkClass} href={href}>
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        {meta ? <div className={metaClass}>{meta}</div> : null}
        {summary ? <p className={summaryClass}>{summary}</p> : null}
      </div>
    </article>
  )
}
