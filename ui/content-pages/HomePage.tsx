/**
 * The home page: its content blocks (kv-seed/content/home-page.ts), the hero first as the page's
 * h1. A home page published without a hero still gets its title as the h1 above the blocks.
 * No islands: the page ships no JavaScript of its own.
 */
import type { PublishedPage } from '../content/published.ts'
import type { BlockData } from './block-data.ts'
import { ContentBlocks } from './ContentBlocks.tsx'
import { pageIntroClass, pageTitleClass } from './ContentPage.tsx'

export function HomePage({ page, data }: { page: PublishedPage; data: BlockData }) {
  const heroFirst = page.blocks[0]?.type === 'hero'
  return (
    <div data-page="home">
      {heroFirst ? null : (
        <>
          <h1 className={pageTitleClass}>{page.title}</h1>
          {page.intro ? <p className={pageIntroClass}>{page.intro}</p> : null}
        </>
      )}
      <ContentBlocks blocks={page.blocks} data={data} firstHeroIsTitle={heroFirst} idPrefix="home" />
    </div>
  )
}
