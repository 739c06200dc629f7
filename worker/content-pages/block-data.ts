/**
 * Reads the live data of a page's content blocks (ui/content-pages/block-data.ts) from the
 * locale's published records: only the records some block needs, in parallel. A record that
 * cannot be read leaves its blocks empty (they render nothing) and is logged; the page still answers.
 */
import { type BlockData, liveDataNeeded } from '../../ui/content-pages/block-data.ts'
import { splitEvents } from '../../ui/events/EventsPage.tsx'
import type { ContentBlock } from '../../ui/content/published.ts'
import { isoOf } from '../../ui/format/intl.ts'
import type { PageContext } from '../pages/page-loader.ts'

async function orNull<T>(read: Promise<T | null>, what: string, context: PageContext): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    context.logger.error('content block data unavailable', { what, error: String(error) })
    return null
  }
}

export async function loadBlockData(blocks: readonly ContentBlock[], context: PageContext): Promise<BlockData> {
  const needed = liveDataNeeded(blocks)
  const { repository } = context
  const [catalogue, insights, events, downloads] = await Promise.all([
    needed.products ? orNull(repository.catalogue(), 'catalogue', context) : null,
    needed.insights ? orNull(repository.insights(), 'insights', context) : null,
    needed.events ? orNull(repository.events(), 'events', context) : null,
    needed.downloads ? orNull(repository.downloads(), 'downloads', context) : null,
  ])
  const wanted = new Set(blocks.flatMap((block) => (block.type === 'product-teasers' ? block.ctns : [])))
  return {
    products: new Map((catalogue?.products ?? []).filter((p) => wanted.has(p.ctn) && p.status === 'active').map((p) => [p.ctn, p])),
    insights: [...(insights?.items ?? [])].sort((a, b) => b.date.localeCompare(a.date)),
    upcomingEvents: events ? splitEvents(events.items, context.now).upcoming : [],
    downloads: new Map((downloads?.items ?? []).map((d) => [d.id, d])),
    iso: isoOf(context.code),
  }
}
