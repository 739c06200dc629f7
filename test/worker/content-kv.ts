/**
 * Loads part of the published seed into the test's KV, once per test file. A KV put in the
 * test harness costs ~3 ms whatever its size, and the seed publishes ~2,200 records (1,500 of
 * them product details), so content tests write only the records they read.
 */
import { env } from 'cloudflare:test'
import { type KvEntry, publishSeed } from '../../kv-seed/publish.ts'
import { seed } from '../../kv-seed/seed.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'

let entries: KvEntry[] | undefined

/** The published seed, computed once per test file. */
export function publishedSeed(): KvEntry[] {
  entries ??= publishSeed(seed)
  return entries
}

/** The published record under `key`, parsed. */
export function publishedRecord<T>(key: string): T {
  const entry = publishedSeed().find((candidate) => candidate.key === key)
  if (!entry) throw new Error(`Nothing published under ${key}`)
  return JSON.parse(entry.value) as T
}

const MARKER_KEY = 'test/content-loaded'

export async function loadPublishedOnce(include: (key: string) => boolean): Promise<void> {
  clearContentCache()
  if ((await env.CONTENT.get(MARKER_KEY)) !== null) return
  await Promise.all(
    publishedSeed()
      .filter(({ key }) => include(key))
      .map(({ key, value }) => env.CONTENT.put(key, value)),
  )
  await env.CONTENT.put(MARKER_KEY, '1')
}
