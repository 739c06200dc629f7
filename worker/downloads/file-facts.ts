/**
 * What the product page shows of a product's own files (size and date of the stored file, or that
 * there is none), read from R2 and kept per isolate for as long as published content is
 * (CONTENT_CACHE_TTL_MS): the files are written when the catalogue is seeded or deployed, never by
 * a visitor, so a change shows within a minute, as a publish does. A product page made up to four
 * R2 round trips for them on every request (decision 052). Only files found are kept: a file not
 * (yet) there is looked for again on the next request, so one stored after a page asked shows at
 * once; a failed read is never kept.
 */
import { CONTENT_CACHE_MAX_ENTRIES, CONTENT_CACHE_TTL_MS } from '../content/content-store.ts'

export interface FileFacts {
  size: number
  uploaded: Date
}

interface Kept {
  facts: FileFacts
  expiresAt: number
}

/** Per bucket binding (a test may hand a request another one), then per key. */
const keptByBucket = new WeakMap<R2Bucket, Map<string, Kept>>()

/** The size and upload date of the object under `key`, or null when there is none; throws when R2 fails. */
export async function fileFacts(bucket: R2Bucket, key: string, now = Date.now()): Promise<FileFacts | null> {
  let kept = keptByBucket.get(bucket)
  if (!kept) {
    kept = new Map()
    keptByBucket.set(bucket, kept)
  }
  const known = kept.get(key)
  if (known && known.expiresAt > now) return known.facts
  const head = await bucket.head(key)
  if (!head) return null
  const facts = { size: head.size, uploaded: head.uploaded }
  if (kept.size >= CONTENT_CACHE_MAX_ENTRIES) kept.clear()
  kept.set(key, { facts, expiresAt: now + CONTENT_CACHE_TTL_MS })
  return facts
}
