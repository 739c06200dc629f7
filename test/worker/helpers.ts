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

/** Fetches an absolute URL (another host, e.g. the PIM host) through the real worker. */
export function visitUrl(url: string, init: RequestInit = {}): Promise<Response> {
  return (exports as unknown as { default: Fetcher }).default.fetch(new Request(url, { redirect: 'manual', ...init }))
}

/** Text as React writes it into HTML, to look for content texts in a page. */
export function asHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}
