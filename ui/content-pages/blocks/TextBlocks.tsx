/** Text blocks: rich text (paragraphs and a bullet list) and questions and answers (each a <details>, no JavaScript). */
import { css } from 'styled-system/css'
import { Icon } from '../../components/Icon.tsx'
import type { BlockOf } from '../../content/published.ts'
import { BlockHead, Heading, type HeadingLevel, blockSectionClass } from './block-heading.tsx'

const proseClass = css({ maxWidth: '70ch', py: '6' })
const paragraphClass = css({ textStyle: 'paragraph', mb: '4' })
const bulletsClass = css({ listStyle: 'disc', pl: '6', mb: '4', '& li': { textStyle: 'paragraph', mb: '1' } })

export function RichTextBlock({ block, level, id }: { block: BlockOf<'rich-text'>; level: HeadingLevel; id: string }) {
  return (
    <section className={proseClass} aria-labelledby={block.title ? id : undefined} data-block="rich-text">
      {block.title ? (
        <Heading level={level} id={id} className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'brand.theme', mb: '4' })}>
          {block.title}
        </Heading>
      ) : null}
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph} className={paragraphClass}>
          {paragraph}
        </p>
      ))}
      {block.bullets.length ? (
        <ul className={bulletsClass}>
          {block.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

const faqListClass = css({ borderTopWidth: '1px', borderColor: 'gray.200', maxWidth: '70ch' })
const faqItemClass = css({ borderBottomWidth: '1px', borderColor: 'gray.200', '&[open] > summary svg': { transform: 'rotate(180deg)' } })
const faqSummaryClass = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '4',
  py: '4',
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: 'semibold',
  fontSize: 'lg',
  color: 'brand.theme',
  '&::-webkit-details-marker': { display: 'none' },
  '& svg': { transition: 'transform 0.15s' },
})

export function FaqBlock({ block, level, id }: { block: BlockOf<'faq'>; level: HeadingLevel; id: string }) {
  return (
    <section className={blockSectionClass} aria-labelledby={id} data-block="faq">
      <BlockHead title={block.title} level={level} id={id} />
      <div className={faqListClass}>
        {block.items.map((item) => (
          <details key={item.question} className={faqItemClass}>
            <summary className={faqSummaryClass}>
              {item.question}
              <Icon name="chevron-down" />
            </summary>
            <p className={css({ textStyle: 'paragraph', pb: '4' })}>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
