/**
 * Prefetch of likely next pages (SPEC.md point 9): a link the visitor points at or focuses, and
 * links marked as likely next (`rel="next"`, `data-prefetch`) once they scroll into view. At
 * most PREFETCH_CONCURRENCY fetches run at a time; none at all in data-saver mode or on a 2g
 * connection. A prefetched page serves the navigation to it for PREFETCH_TTL_MS.
 */
import { type FetchedPage, fetchPage } from './page-swap.ts'

export const PREFETCH_CONCURRENCY = 4
export const PREFETCH_TTL_MS = 30_000
export const PREFETCH_CACHE_SIZE = 20
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g'])
/** Links worth fetching as soon as they are visible. */
export const LIKELY_NEXT_SELECTOR = 'a[rel~="next"][href], a[data-prefetch][href]'

export interface ConnectionFacts {
  saveData?: boolean
  effectiveType?: string
}

export function prefetchAllowed(connection: ConnectionFacts | undefined): boolean {
  return !connection?.saveData && !SLOW_CONNECTIONS.has(connection?.effectiveType ?? '')
}

interface Prefetched {
  at: number
  page: Promise<FetchedPage | null>
}

const prefetched = new Map<string, Prefetched>()
const waiting: Array<() => void> = []
let running = 0

function cacheKey(url: URL): string {
  return `${url.pathname}${url.search}`
}

/** Runs `task` when fewer than PREFETCH_CONCURRENCY tasks are running. */
export function limited<T>(task: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const run = () => {
      running++
      task()
        .then(resolve, reject)
        .finally(() => {
          running--
          waiting.shift()?.()
        })
    }
    if (running < PREFETCH_CONCURRENCY) run()
    else waiting.push(run)
  })
}

/** How many prefetches run now (tests). */
export function prefetchesRunning(): number {
  return running
}

function connection(): ConnectionFacts | undefined {
  return (navigator as Navigator & { connection?: ConnectionFacts }).connection
}

export function prefetch(url: URL): void {
  const key = cacheKey(url)
  const known = prefetched.get(key)
  if ((known && Date.now() - known.at < PREFETCH_TTL_MS) || !prefetchAllowed(connection())) return
  if (prefetched.size >= PREFETCH_CACHE_SIZE) prefetched.delete(prefetched.keys().next().value as string)
  prefetched.set(key, { at: Date.now(), page: limited(() => fetchPage(url.href)) })
}

/** The prefetched page for `url` if it is fresh; it is handed out once. */
export function takePrefetched(url: URL): Promise<FetchedPage | null> | undefined {
  const key = cacheKey(url)
  const entry = prefetched.get(key)
  prefetched.delete(key)
  return entry && Date.now() - entry.at < PREFETCH_TTL_MS ? entry.page : undefined
}

let observer: IntersectionObserver | undefined

/** Watches the likely-next links of the page shown now; `wanted` filters those the runtime would swap. */
export function watchLikelyNext(wanted: (link: HTMLAnchorElement) => URL | undefined): void {
  observer?.disconnect()
  if (typeof IntersectionObserver === 'undefined') return
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer?.unobserve(entry.target)
      const url = wanted(entry.target as HTMLAnchorElement)
      if (url) prefetch(url)
    }
  })
  for (const link of document.querySelectorAll<HTMLAnchorElement>(LIKELY_NEXT_SELECTOR)) observer.observe(link)
}
