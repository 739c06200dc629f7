/**
 * Renders a page's content blocks (ui/content/published.ts), each a server component of
 * ./blocks/. Live data (products, insights, events, downloads) comes in `data`, read by the page
 * loader. Block headings start at `headingLevel`; a first hero can be the page's h1. The questions
 * of the page's FAQ blocks are also given as one FAQPage of structured data.
 */
import { css } from 'styled-system/css'
import { JsonLd, faqPageLd } from '../components/JsonLd.tsx'
import type { ContentBlock } from '../content/published.ts'
import { isSafeHref } from '../routes/safe-url.ts'
import { type BlockData, NO_BLOCK_DATA } from './block-data.ts'
import type { HeadingLevel } from './blocks/block-heading.tsx'
import { HeroBlock } from './blocks/HeroBlock.tsx'
import { DownloadsBlock, LatestInsightsBlock, ProductTeasersBlock, UpcomingEventsBlock } from './blocks/LiveBlocks.tsx'
import { CtaBandBlock, ImageTextBlock, QuoteBlock, StatsBlock } from './blocks/StoryBlocks.tsx'
import { FaqBlock, RichTextBlock } from './blocks/TextBlocks.tsx'
import { TileBlocks } from './blocks/TileBlocks.tsx'

const paragraphClass = css({ textStyle: 'paragraph', maxWidth: '65ch', mb: '4' })

// Class names computed once, not per render.
const headingClass = css({ fontSize: '2xl', fontWeight: 'bold', mt: '8', mb: '3' })
const linkClass = css({ color: 'brand.theme', textDecoration: 'underline' })

export function ContentBlocks({
  blocks,
  headingLevel = 2,
  data = NO_BLOCK_DATA,
  firstHeroIsTitle = false,
  idPrefix = 'block',
  structuredData = true,
}: {
  blocks: readonly ContentBlock[]
  headingLevel?: 2 | 3 | 4
  data?: BlockData
  /** The page has no h1 of its own: a hero as the first block carries it. */
  firstHeroIsTitle?: boolean
  /** Prefix of the blocks' heading ids (unique on the page). */
  idPrefix?: string
  /** False where the blocks are samples, not the page's own content (the block overview). */
  structuredData?: boolean
}) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!
  const questions = blocks.flatMap((block) => (block.type === 'faq' ? block.items : []))
  return (
    <>
      {structuredData && questions.length ? <JsonLd data={faqPageLd(questions)} /> : null}
      {blocks.map((block, index) => {
        const id = `${idPrefix}-${index}`
        const level: HeadingLevel = headingLevel
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
          case 'hero': {
            const isTitle = firstHeroIsTitle && index === 0
            return <HeroBlock key={index} block={block} level={isTitle ? 1 : level} aboveTheFold={index === 0} />
          }
          case 'category-tiles':
          case 'tool-teasers':
          case 'industry-tiles':
            return <TileBlocks key={index} block={block} level={level} id={id} />
          case 'product-teasers':
            return <ProductTeasersBlock key={index} block={block} data={data} level={level} id={id} />
          case 'latest-insights':
            return <LatestInsightsBlock key={index} block={block} data={data} level={level} id={id} />
          case 'upcoming-events':
            return <UpcomingEventsBlock key={index} block={block} data={data} level={level} id={id} />
          case 'downloads':
            return <DownloadsBlock key={index} block={block} data={data} level={level} id={id} />
          case 'quote':
            return <QuoteBlock key={index} block={block} />
          case 'stats':
            return <StatsBlock key={index} block={block} level={level} id={id} />
          case 'cta-band':
            return <CtaBandBlock key={index} block={block} level={level} id={id} />
          case 'rich-text':
            return <RichTextBlock key={index} block={block} level={level} id={id} />
          case 'image-text':
            return <ImageTextBlock key={index} block={block} level={level} id={id} />
          case 'faq':
            return <FaqBlock key={index} block={block} level={level} id={id} />
          default:
            return null
        }
      })}
    </>
  )
}
