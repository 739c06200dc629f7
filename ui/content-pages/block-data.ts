/**
 * The live data content blocks show (product teasers, latest insights, upcoming events, downloads):
 * read by the page loader (worker/content-pages/block-data.ts) before rendering, handed to the
 * blocks, never read by a component.
 */
import type { ArticleSummary, Download, EventSummary, ProductSummary } from '../content/model.ts'
import type { ContentBlock } from '../content/published.ts'

export interface BlockData {
  /** The products product-teaser blocks name, by CTN. */
  products: ReadonlyMap<string, ProductSummary>
  /** Insights, newest first. */
  insights: readonly ArticleSummary[]
  /** Events not yet over, soonest first. */
  upcomingEvents: readonly EventSummary[]
  /** Downloads, by id. */
  downloads: ReadonlyMap<string, Download>
  /** The visitor's language (dates, numbers, file sizes). */
  iso: string
}

export const NO_BLOCK_DATA: BlockData = {
  products: new Map(),
  insights: [],
  upcomingEvents: [],
  downloads: new Map(),
  iso: 'en-GB',
}

/** What live data a list of blocks needs, so the loader reads only that. */
export function liveDataNeeded(blocks: readonly ContentBlock[]): {
  products: boolean
  insights: boolean
  events: boolean
  downloads: boolean
} {
  const types = new Set(blocks.map((block) => block.type))
  return {
    products: types.has('product-teasers'),
    insights: types.has('latest-insights'),
    events: types.has('upcoming-events'),
    downloads: types.has('downloads'),
  }
}
