/** Shared test helpers: load the seed into the test's KV, and fetch through the real worker. */
import { createExecutionContext, env } from 'cloudflare:test'
import { exports } from 'cloudflare:workers'
import { publishSeed } from '../../kv-seed/publish.ts'
import { seed } from '../../kv-seed/seed.ts'
import { app } from '../../worker/app.tsx'
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

/**
 * Sends a request to the worker's app with some bindings replaced: another ENVIRONMENT (PRD), or
 * a broken KV. The real worker (`visit`) always runs with the bindings of wrangler.toml.
 */
export async function visitWith(bindings: Partial<Cloudflare.Env>, path: string, init: RequestInit = {}): Promise<Response> {
  return app.request(`${ORIGIN}${path}`, init, { ...env, ...bindings }, createExecutionContext())
}

const SEED_MARKER_KEY = 'test/seed-loaded'

/**
 * Loads the seed unless this test's KV already holds it (KV is shared by the tests of one file):
 * writing the whole seed costs far more than one read.
 */
export async function loadSeedOnce(): Promise<void> {
  clearContentCache()
  if ((await env.CONTENT.get(SEED_MARKER_KEY)) !== null) return
  await loadSeed()
  await env.CONTENT.put(SEED_MARKER_KEY, '1')
}

/** Reads the whole body (a cancelled stream makes workerd log an uncaught error) and keeps the headers. */
export async function settle(response: Response): Promise<{ status: number; location: string | null; headers: Headers; body: string }> {
  const body = await response.text()
  return { status: response.status, location: response.headers.get('Location'), headers: response.headers, body }
}
