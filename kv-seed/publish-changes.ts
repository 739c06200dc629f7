/**
 * Sends published records to a running site (`POST /publish`, worker/publish/routes.ts) in
 * batches. The site writes the records whose value changed, purges the cached pages built from
 * them and notifies pages open in preview mode. Used by the publish command and the tests.
 */
import type { KvEntry } from './publish.ts'
import type { CatalogueRecords } from '../ui/content/catalogue-source.ts'

/** Must match PUBLISH_MAX_ENTRIES of worker/publish/routes.ts. */
export const PUBLISH_BATCH_SIZE = 100
/** PUBLISH_SECRET of the LOCAL environment (wrangler.toml [vars]). */
export const LOCAL_PUBLISH_SECRET = 'local-publish-secret'

export interface PublishTarget {
  origin: string
  secret: string
  fetch?: typeof fetch
}

export interface PublishSummary {
  written: string[]
  unchanged: number
  purged: number
  notified: number
}

/** The entries whose key starts with one of `prefixes` (all of them without prefixes). */
export function selectEntries(entries: readonly KvEntry[], prefixes: readonly string[]): KvEntry[] {
  if (!prefixes.length) return [...entries]
  return entries.filter((entry) => prefixes.some((prefix) => entry.key.startsWith(prefix)))
}

export async function publishToSite(entries: readonly KvEntry[], target: PublishTarget): Promise<PublishSummary> {
  const send = target.fetch ?? fetch
  const summary: PublishSummary = { written: [], unchanged: 0, purged: 0, notified: 0 }
  for (let start = 0; start < entries.length; start += PUBLISH_BATCH_SIZE) {
    const batch = entries.slice(start, start + PUBLISH_BATCH_SIZE)
    const response = await send(new URL('/publish', target.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${target.secret}` },
      body: JSON.stringify({ entries: batch }),
    })
    if (!response.ok) throw new Error(`Publishing to ${target.origin} failed: ${response.status} ${await response.text()}`)
    const report = (await response.json()) as PublishSummary
    summary.written.push(...report.written)
    summary.unchanged += report.unchanged
    summary.purged += report.purged
    summary.notified += report.notified
  }
  return summary
}

/**
 * The catalogue the site's PIM has published (`GET /publish/catalogue`): the seed's content is
 * published with it, so the command never undoes an editor's publish. Null when the PIM holds none
 * yet (a site whose D1 was never seeded): then the seed's own catalogue is published.
 */
export async function siteCatalogue(target: PublishTarget): Promise<CatalogueRecords | null> {
  const send = target.fetch ?? fetch
  const response = await send(new URL('/publish/catalogue', target.origin), { headers: { Authorization: `Bearer ${target.secret}` } })
  if (response.status === 404) {
    await response.body?.cancel()
    return null
  }
  if (!response.ok) throw new Error(`Reading the catalogue of ${target.origin} failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as CatalogueRecords
}
