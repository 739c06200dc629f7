/**
 * Content change notifications (docs/decisions/018-live-content-preview.md): one Durable Object
 * per environment that
 * - holds the event streams of pages open in preview mode, each subscribed to the KV keys it
 *   shows, and sends them a `next` event when a publish, or a save of a draft previewed on the
 *   site (the PIM), changes one of those keys;
 * - keeps the index of cached pages by the keys they were rendered from, so a publish purges
 *   exactly the pages it affects (worker/render/page-cache.ts).
 * The stream speaks the graphql-sse "distinct connections" format: `event: next` with
 * `{ data: { contentChanged: { keys, publishedAt } } }`, comments as keep-alives.
 */
import { DurableObject } from 'cloudflare:workers'
import type { Bindings } from '../env.ts'

/** The one instance every worker talks to. */
export const CONTENT_CHANGES_INSTANCE = 'content'
/** A comment line this often keeps proxies from closing an idle stream and finds closed ones. */
export const STREAM_KEEPALIVE_MS = 25_000

export interface ContentChangedEvent {
  keys: string[]
  publishedAt: string
}

export interface PublishOutcome {
  /** Cache API keys of the pages rendered from a changed key. */
  cacheKeys: string[]
  /** Subscribers told about the change. */
  notified: number
}

interface Subscriber {
  keys: ReadonlySet<string>
  writer: WritableStreamDefaultWriter<Uint8Array>
  /** Writes go one after the other. */
  queue: Promise<void>
}

const encoder = new TextEncoder()

export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

export class ContentChanges extends DurableObject<Bindings> {
  private readonly subscribers = new Set<Subscriber>()
  private keepalive: ReturnType<typeof setInterval> | undefined

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env)
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS cached_pages (
        content_key TEXT NOT NULL,
        cache_key TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        PRIMARY KEY (content_key, cache_key)
      )`,
    )
  }

  /** An event stream that receives the changes of `keys`, opened with a comment. */
  subscribe(keys: string[]): ReadableStream<Uint8Array> {
    const stream = new IdentityTransformStream()
    const subscriber: Subscriber = { keys: new Set(keys), writer: stream.writable.getWriter(), queue: Promise.resolve() }
    this.subscribers.add(subscriber)
    this.send(subscriber, ': subscribed\n\n')
    this.keepalive ??= setInterval(() => {
      for (const each of this.subscribers) this.send(each, ': keep-alive\n\n')
    }, STREAM_KEEPALIVE_MS)
    return stream.readable
  }

  /** Notes that `cacheKey` holds a page rendered from `contentKeys`, until `expiresAt` (ms). */
  recordCachedPage(cacheKey: string, contentKeys: string[], expiresAt: number): void {
    const sql = this.ctx.storage.sql
    sql.exec('DELETE FROM cached_pages WHERE expires_at < ?', Date.now())
    for (const key of contentKeys) {
      sql.exec('INSERT OR REPLACE INTO cached_pages (content_key, cache_key, expires_at) VALUES (?, ?, ?)', key, cacheKey, expiresAt)
    }
  }

  /** A publish changed `keys`: tell the subscribers that show one of them, and hand back the pages to purge. */
  published(keys: string[], publishedAt: string): PublishOutcome {
    const changed = new Set(keys)
    const notified = this.notify(keys, publishedAt)
    const cacheKeys = new Set<string>()
    const sql = this.ctx.storage.sql
    for (const key of changed) {
      for (const row of sql.exec<{ cache_key: string }>('SELECT cache_key FROM cached_pages WHERE content_key = ?', key)) {
        cacheKeys.add(row.cache_key)
      }
    }
    for (const cacheKey of cacheKeys) sql.exec('DELETE FROM cached_pages WHERE cache_key = ?', cacheKey)
    return { cacheKeys: [...cacheKeys], notified }
  }

  /**
   * A draft previewed on the site changed what it shows under `keys` (a PIM save): tell the
   * subscribers that show one of them. Nothing public changed, so no cached page is purged.
   */
  draftChanged(keys: string[], savedAt: string): number {
    return this.notify(keys, savedAt)
  }

  private notify(keys: string[], at: string): number {
    const changed = new Set(keys)
    let notified = 0
    const payload = sseEvent('next', { data: { contentChanged: { keys, publishedAt: at } satisfies ContentChangedEvent } })
    for (const subscriber of this.subscribers) {
      if (![...subscriber.keys].some((key) => changed.has(key))) continue
      this.send(subscriber, payload)
      notified++
    }
    return notified
  }

  /** How many streams are open (tests and the publish report). */
  subscriberCount(): number {
    return this.subscribers.size
  }

  private send(subscriber: Subscriber, text: string): void {
    subscriber.queue = subscriber.queue.then(() => subscriber.writer.write(encoder.encode(text))).catch(() => this.drop(subscriber))
  }

  private drop(subscriber: Subscriber): void {
    if (!this.subscribers.delete(subscriber)) return
    subscriber.writer.abort().catch(() => undefined)
    if (this.subscribers.size === 0 && this.keepalive !== undefined) {
      clearInterval(this.keepalive)
      this.keepalive = undefined
    }
  }
}

/** The stub of the one instance. */
export function contentChanges(env: Pick<Bindings, 'CONTENT_CHANGES'>): DurableObjectStub<ContentChanges> {
  return env.CONTENT_CHANGES.get(env.CONTENT_CHANGES.idFromName(CONTENT_CHANGES_INSTANCE))
}
