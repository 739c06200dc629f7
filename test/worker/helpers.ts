/** Shared test helpers: load the seed into the test's KV, and fetch through the real worker. */
import { env } from 'cloudflare:test'
import { exports } from 'cloudflare:workers'
import { publishSeed } from '../../kv-seed/publish.ts'
import { seed } from '../../kv-seed/seed.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'

export const ORIGIN = 'http://127.0.0.1:8787'

export async function loadSeed(): Promise<void> {
  clearContentCache()
  await Promise.all(publishSeed(seed).map(({ key, value }) => env.CONTENT.put(key, value)))
}

export function visit(path: string, init: RequestInit = {}): Promise<Response> {
  return (exports as unknown as { default: Fetcher }).default.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }))
}
