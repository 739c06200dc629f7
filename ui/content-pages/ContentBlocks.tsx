import { css } from 'styled-system/css'
import type { ContentBlock } from '../content/published.ts'
import { isSafeHref } from '../routes/safe-url.ts'

const paragraphClass = css({ textStyle: 'paragraph', maxWidth: '65ch', mb: '4' })

// Class names computed once, not per render.
const headingClass = css({ fontSize: '2xl', fontWeight: 'bold', mt: '8', mb: '3' })
const linkClass = css({ color: 'brand.theme', textDecoration: 'underline' })

export function ContentBlocks({ blocks, headingLevel = 2 }: { blocks: readonly ContentBlock[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <Heading key={index} className={headingClass}>
                {block.text}
              </Heading>
            )
          case 'paragraph':
            return (
              <p key={index} className={paragraphClass}>
                {block.text}
              </p>
            )
          case 'link':
            return isSafeHref(block.href) ? (
              <p key={index} className={paragraphClass}>
                <a href={block.href} className={linkClass}>
                  {block.text}
                </a>
              </p>
            ) : null
          default:
            return null
        }
      })}
    </>
  )
}
