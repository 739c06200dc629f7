import { css } from 'styled-system/css'
import type { ContentBlock } from '../content/published.ts'
import { isSafeHref } from '../routes/safe-url.ts'

const paragraphClass = css({ textStyle: 'paragraph', maxWidth: '65ch', mb: '4' })

export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return <h2 key={index} className={css({ fontSize: '2xl', fontWeight: 'bold', mt: '8', mb: '3' })}>{block.text}</h2>
          case 'paragraph':
            return <p key={index} className={paragraphClass}>{block.text}</p>
          case 'link':
            return isSafeHref(block.href) ? (
              <p key={index} className={paragraphClass}><a href={block.href} className={css({ color: 'brand.theme', textDecoration: 'underline' })}>{block.text}</a></p>
            ) : null
        }
      })}
    </>
  )
}
