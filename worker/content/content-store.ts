/**
 * Reads published content from KV, cached per isolate. KV is eventually consistent anyway, so a
 * short cache costs no freshness that matters and saves a KV read per hit.
 */
import type { Logger } from '../../ui/log/logger.ts'

export const CONTENT_CACHE_TTL_MS = 60 * 1000
/** Workers KV refuses keys longer than this many bytes (UTF-8): no record can live under one. */
export const KV_KEY_MAX_BYTES = 512
export const CONTENT_CACHE_MAX_ENTRIES = 1000

interface CacheEntry {
  value: unknown
  expiresAt: number
}

export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError'
}

const isolateCache = new Map<string, CacheEntry>()
const keyEncoder = new TextEncoder()

export class ContentStore {
  /** Every key read through this store: what the page shows (page cache index, preview subscription). */
  readonly keysRead = new Set<string>()

  constructor(
    private readonly kv: KVNamespace,
    private readonly logger: Logger,
    private readonly cache: Map<string, CacheEntry> = isolateCache,
    private readonly now: () => number = Date.now,
    /** Records that stand in for KV's (previewed PIM drafts): the value under a key, or null for KV's. */
    private readonly overlay?: (key: string) => Promise<string | null>,
  ) {}

  /** A store that always reads KV (preview mode), with a cache for this request only. */
  static uncached(kv: KVNamespace, logger: Logger): ContentStore {
    return new ContentStore(kv, logger, new Map())
  }

  /** Preview mode with PIM drafts: their records where they change one, KV for the rest; cached for this request only. */
  static withDrafts(kv: KVNamespace, logger: Logger, overlay: (key: string) => Promise<string | null>): ContentStore {
    return new ContentStore(kv, logger, new Map(), Date.now, overlay)
  }

  /**
   * The record under `key`, or null when there is none (a key KV could not hold, such as one built
   * from a very long path, has none). Throws ContentUnavailableError when KV fails.
   */
  async json<T>(key: string): Promise<T | null> {
    // A key of at most a third of the limit in characters fits whatever they are (UTF-8: ≤ 3 bytes each).
    if (key.length * 3 > KV_KEY_MAX_BYTES && keyEncoder.encode(key).byteLength > KV_KEY_MAX_BYTES) return null
    this.keysRead.add(key)
    const cached = this.cache.get(key)
    if (cached && cached.expiresAt > this.now()) return cached.value as T | null
    let value: T | null
    try {
      const drafted = this.overlay ? await this.overlay(key) : null
      value = drafted === null ? await this.kv.get<T>(key, 'json') : (JSON.parse(drafted) as T)
    } catch (error) {
      this.logger.error(`Reading content "${key}" failed`, String(error))
      throw new ContentUnavailableError(key)
    }
    if (this.cache.size >= CONTENT_CACHE_MAX_ENTRIES) {
      const oldest = this.cache.keys().next().value
      if (oldest !== undefined) this.cache.delete(oldest)
    }
    this.cache.set(key, { value, expiresAt: this.now() + CONTENT_CACHE_TTL_MS })
    return value
  }
}

/** Empties the isolate cache (tests that change KV between requests). */
export function clearContentCache(): void {
  isolateCache.clear()
}

/** Drops published keys from this isolate's cache, so the next read sees the new values. */
export function forgetContent(keys: Iterable<string>): void {
  for (const key of keys) isolateCache.delete(key)
}
