/**
 * Publishing the PIM's catalogue (decision 037): the publisher of the seed (kv-seed/publish.ts)
 * runs in the worker on the publisher source in KV (`publisher/source`: pages, editorial content,
 * facet definitions and spec labels) and the PIM's records in D1. It runs twice, on the published
 * catalogue and on the catalogue with the changes, and the records that differ are what a change
 * writes: product and catalogue records of every locale, the search indexes, the sitemap, the
 * navigation, pages with category tiles, industries; the same shapes as the seed publishes. A
 * draft's preview entries are the same difference, kept in D1 instead of written to KV.
 */
import { type KvEntry, PUBLISHER_SOURCE_KEY, type PublisherSource, changedEntries, publishSeed, seedOf } from '../../kv-seed/publish.ts'
import { type CatalogueKind, type CatalogueRecordOf, type CatalogueRecords, catalogueIdOf } from '../../ui/content/catalogue-source.ts'
import type { Logger } from '../../ui/log/logger.ts'
import type { Bindings } from '../env.ts'
import type { AuditIdentities } from '../partners/audit-trail-store.ts'
import {
  type PublishedRecord,
  markCataloguePublished,
  publishedCatalogue,
  releasePublishLock,
  takePublishLock,
} from '../pim/catalogue-store.ts'
import { randomToken } from '../crypto/random-token.ts'
import { listsPartnerStories, withPartnerStoriesKeptIn } from '../success-stories/story-publisher.ts'
import { type PublishAnnouncement, announcePublished } from './published-records.ts'

/** The site has no publisher source: the seed was never loaded or published there. */
export class PublisherSourceMissing extends Error {
  override name = 'PublisherSourceMissing'
}

/** Another publish holds the lock longer than a publish waits for it. */
export class PublishBusy extends Error {
  override name = 'PublishBusy'
}

/** The catalogue cannot be published as it would be: the publisher's reference checks refused it. */
export class CatalogueRefused extends Error {
  override name = 'CatalogueRefused'
}

export interface CatalogueChange<Kind extends CatalogueKind = CatalogueKind> {
  kind: Kind
  record: CatalogueRecordOf[Kind]
}

const LIST_OF_KIND = { category: 'categories', line: 'lines', product: 'products' } as const

/** The catalogue with `changes` in place of the records of the same ids (new ids appended). */
export function catalogueWith(records: CatalogueRecords, changes: readonly CatalogueChange[]): CatalogueRecords {
  const next: CatalogueRecords = { categories: [...records.categories], lines: [...records.lines], products: [...records.products] }
  for (const change of changes) {
    const list = next[LIST_OF_KIND[change.kind]] as Array<CatalogueRecordOf[CatalogueKind]>
    const id = catalogueIdOf(change.kind, change.record)
    const at = list.findIndex((record) => catalogueIdOf(change.kind, record) === id)
    if (at >= 0) list[at] = change.record
    else list.push(change.record)
  }
  return next
}

export async function publisherSource(kv: KVNamespace): Promise<PublisherSource> {
  const source = await kv.get<PublisherSource>(PUBLISHER_SOURCE_KEY, 'json')
  if (!source)
    throw new PublisherSourceMissing(`No ${PUBLISHER_SOURCE_KEY} in KV: load the seed (npm run seed) or publish it (npm run publish)`)
  return source
}

function published(source: PublisherSource, records: CatalogueRecords): KvEntry[] {
  try {
    return publishSeed(seedOf(source, records))
  } catch (error) {
    throw new CatalogueRefused(error instanceof Error ? error.message : String(error))
  }
}

/** The site's records that `changes` would change, against the published catalogue `current`. */
export function catalogueEntriesChanged(
  source: PublisherSource,
  current: CatalogueRecords,
  changes: readonly CatalogueChange[],
): KvEntry[] {
  return changedEntries(published(source, current), published(source, catalogueWith(current, changes)))
}

/** What a draft would change on the site: its preview entries. */
export async function draftPreviewEntries(env: Pick<Bindings, 'CONTENT' | 'DB'>, change: CatalogueChange): Promise<KvEntry[]> {
  const [source, current] = await Promise.all([publisherSource(env.CONTENT), publishedCatalogue(env.DB)])
  return catalogueEntriesChanged(source, current, [change])
}

/** How often and how long a publish waits for the lock another one holds. */
const LOCK_ATTEMPTS = 5
const LOCK_RETRY_MS = 500

async function withPublishLock<T>(db: D1Database, work: () => Promise<T>): Promise<T> {
  const holder = randomToken(12)
  for (let attempt = 1; !(await takePublishLock(db, holder)); attempt++) {
    if (attempt >= LOCK_ATTEMPTS) throw new PublishBusy('Another catalogue publish is running')
    await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS))
  }
  try {
    return await work()
  } finally {
    await releasePublishLock(db, holder)
  }
}

export interface CataloguePublishReport extends PublishAnnouncement {
  written: string[]
}

/**
 * Writes the records of `changes` to the site: under the publish lock, against the published
 * catalogue as D1 has it then, KV first (a failure leaves D1 saying "not published", and the next
 * attempt writes the same records again), then D1 notes what was published, then the isolate,
 * previews and the page cache learn of it.
 */
export async function publishCatalogueRecords(
  env: Pick<Bindings, 'CONTENT' | 'DB' | 'CONTENT_CHANGES'>,
  logger: Logger,
  who: AuditIdentities,
  changes: readonly PublishedRecord[],
  options: { action?: 'published' | 'expired'; now?: Date } = {},
): Promise<CataloguePublishReport> {
  return withPublishLock(env.DB, async () => {
    const [source, current] = await Promise.all([publisherSource(env.CONTENT), publishedCatalogue(env.DB)])
    const entries = catalogueEntriesChanged(
      source,
      current,
      changes.map(({ item, record }) => ({ kind: item.kind, record })),
    )
    await Promise.all(
      entries.map(async ({ key, value }) => {
        // The seed's search indexes and insights lists lack the partner stories published from the staff console: kept (decision 036).
        const kept = listsPartnerStories(key) ? withPartnerStoriesKeptIn(key, value, await env.CONTENT.get(key)) : value
        await env.CONTENT.put(key, kept)
      }),
    )
    await markCataloguePublished(env.DB, who, changes, options)
    const written = entries.map(({ key }) => key).sort()
    return { written, ...(await announcePublished(env, logger, written)) }
  })
}
