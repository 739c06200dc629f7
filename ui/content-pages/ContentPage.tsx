/** A CMS page or an article-like record: title, intro and content blocks. */
import { css } from 'styled-system/css'
import type { PublishedPage } from '../content/published.ts'
import { type BlockData, NO_BLOCK_DATA } from './block-data.ts'
import { ContentBlocks } from './ContentBlocks.tsx'

export const pageTitleClass = css({
  fontSize: { base: '3xl', md: '5xl' },
  fontWeight: 'bold',
  color: 'brand.theme',
  mb: '4',
  lineHeight: '1.1',
})
export const pageIntroClass = css({ fontSize: 'xl', maxWidth: '65ch', mb: '8', color: 'gray.700' })

export function ContentPage({ page, data = NO_BLOCK_DATA }: { page: PublishedPage; data?: BlockData }) {
  return (
    <article>
      <h1 className={pageTitleClass}>{page.title}</h1>
      {page.intro ? <p className={pageIntroClass}>{page.intro}</p> : null}
      <ContentBlocks blocks={page.blocks} data={data} />
    </article>
  )
}
