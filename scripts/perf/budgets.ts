/**
 * The performance budgets `npm run bench -- --check` enforces (issue 10; DESIGN.md: content pages
 * stay under 15 KB of JavaScript). Sizes are gzip bytes as the browser downloads them.
 */

/** JavaScript a content page (no island) loads, the shared client runtime included. */
export const CONTENT_PAGE_JS_BUDGET_BYTES = 15 * 1024
/**
 * JavaScript a page with a React island loads up front (its HTML's scripts and module preloads),
 * the client runtime included; what the island needs only on interaction loads later (issue 20).
 */
export const ISLAND_PAGE_JS_BUDGET_BYTES = 85 * 1024
/** CSS any page loads. */
export const PAGE_CSS_BUDGET_BYTES = 30 * 1024
/** Requests/s of a page or read (sitemap, content API) as a share of the trivial route of the same worker, measured in the same run. */
export const MIN_THROUGHPUT_RATIO = 0.5
/**
 * Requests/s as a share of the bare worker (a constant JSON answer through the same `wrangler
 * dev`, measured alternately): what the app's shared per-request work leaves of the runtime's
 * best (issue 20). The trivial route: the pipeline and one KV read.
 */
export const MIN_TRIVIAL_VS_BARE_RATIO = 0.8
/** Every content page (no island: home, the filtered overview, product, insight, CMS page) against the bare worker. */
export const MIN_CONTENT_PAGE_VS_BARE_RATIO = 0.4
/** The form POST (one D1 round trip: rate-limit window, duplicate check, lead and queue state) against the trivial route. */
export const MIN_FORM_POST_RATIO = 0.5
/** A page served from the edge page cache costs no more than the trivial route: its rate at least the trivial route's. */
export const MIN_CACHE_HIT_RATIO = 1
/** The worker script, gzip: Cloudflare refuses more than 3 MB on the Free plan (10 MB on paid plans). */
export const WORKER_BUNDLE_BUDGET_BYTES = 3 * 1024 * 1024
/** CPU time of the worker's startup (module evaluation): Cloudflare refuses a script above 1 s. */
export const WORKER_STARTUP_BUDGET_MS = 1000

export interface BudgetVerdict {
  what: string
  measured: string
  budget: string
  kept: boolean
}

export function verdict(what: string, measured: number, budget: number, show: (value: number) => string, atLeast = false): BudgetVerdict {
  return {
    what,
    measured: show(measured),
    budget: `${atLeast ? '≥' : '≤'} ${show(budget)}`,
    kept: atLeast ? measured >= budget : measured <= budget,
  }
}
