/** Shared test helpers: load the seed into the test's KV, and fetch through the real worker. */
import { createExecutionContext, env } from 'cloudflare:test'
import { exports } from 'cloudflare:workers'
import { publishSeed } from '../../kv-seed/publish.ts'
import { seed } from '../../kv-seed/seed.ts'
import { app } from '../../worker/app.tsx'
import { clearContentCache } from '../../worker/content/content-store.ts'

export const ORIGIN = 'http://127.0.0.1:8787'

/** Writes the whole published seed (thousands of records: seconds). Prefer `loadSeedFor(paths)`. */
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
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}

/**
 * Sends a request to the worker's app with some bindings replaced: another ENVIRONMENT (PRD), or
 * a broken KV. The real worker (`visit`) always runs with the bindings of wrangler.toml.
 */
export async function visitWith(bindings: Partial<Cloudflare.Env>, path: string, init: RequestInit = {}): Promise<Response> {
  return app.request(`${ORIGIN}${path}`, init, { ...env, ...bindings }, createExecutionContext())
}

let publishedEntries: Map<string, string> | undefined

/** The published seed (key → stored text), computed once per test file. */
export function publishedSeedEntries(): Map<string, string> {
  publishedEntries ??= new Map(publishSeed(seed).map(({ key, value }) => [key, value]))
  return publishedEntries
}

/** A read-only KV over the published seed that notes every key it is asked for. */
function recordingSeedKv(read: Set<string>): KVNamespace {
  const entries = publishedSeedEntries()
  const valueFor = (key: string, type: unknown) => {
    read.add(key)
    const text = entries.get(key)
    if (text === undefined) return null
    const kind = typeof type === 'string' ? type : (type as { type?: string } | undefined)?.type
    if (kind === 'json') return JSON.parse(text) as unknown
    if (kind === 'arrayBuffer') return new TextEncoder().encode(text).buffer
    if (kind === 'stream') return new Blob([text]).stream()
    return text
  }
  const kv = {
    async get(key: string | string[], type?: unknown) {
      return Array.isArray(key) ? new Map(key.map((one) => [one, valueFor(one, type)])) : valueFor(key, type)
    },
    async getWithMetadata(key: string, type?: unknown) {
      return { value: valueFor(key, type), metadata: null, cacheStatus: null }
    },
    async list(options?: { prefix?: string }) {
      const names = [...entries.keys()].filter((key) => key.startsWith(options?.prefix ?? '')).sort()
      for (const name of names) read.add(name)
      return { keys: names.map((name) => ({ name })), list_complete: true, cacheStatus: null }
    },
    async put() {},
    async delete() {},
  }
  return kv as unknown as KVNamespace
}

const readsByPaths = new Map<string, string[]>()

/** The published seed keys the given pages read (learnt once per set of paths, over an in-memory KV). */
export async function seedKeysReadBy(paths: readonly string[]): Promise<string[]> {
  const id = paths.join('\n')
  let keys = readsByPaths.get(id)
  if (!keys) {
    const read = new Set<string>()
    const kv = recordingSeedKv(read)
    await Promise.all(paths.map(async (path) => (await visitWith({ CONTENT: kv }, path)).arrayBuffer()))
    keys = [...read].filter((key) => publishedSeedEntries().has(key))
    readsByPaths.set(id, keys)
    clearContentCache()
  }
  return keys
}

/**
 * Writes into the test's KV the published records that the given pages read, and only those
 * (the seed publishes thousands of records and a KV put costs milliseconds). The pages are first
 * rendered against an in-memory KV over the published seed to learn which keys they read.
 * Cheap when called again with the same paths.
 */
export async function loadSeedFor(paths: readonly string[]): Promise<void> {
  const id = paths.join('\n')
  let hash = 5381
  for (let index = 0; index < id.length; index++) hash = (Math.imul(hash, 33) + id.charCodeAt(index)) >>> 0
  const marker = `test/seed-for/${hash.toString(36)}-${paths.length}`
  clearContentCache()
  if ((await env.CONTENT.get(marker)) !== null) return
  const keys = await seedKeysReadBy(paths)
  const entries = publishedSeedEntries()
  await Promise.all(keys.map((key) => env.CONTENT.put(key, entries.get(key)!)))
  await env.CONTENT.put(marker, '1')
}

/** Reads the whole body (a cancelled stream makes workerd log an uncaught error) and keeps the headers. */
export async function settle(response: Response): Promise<{ status: number; location: string | null; headers: Headers; body: string }> {
  const body = await response.text()
  return { status: response.status, location: response.headers.get('Location'), headers: response.headers, body }
}
