/**
 * The performance budgets `npm run bench -- --check` enforces (issue 10; DESIGN.md: content pages
 * stay under 15 KB of JavaScript). Sizes are gzip bytes as the browser downloads them.
 */

/** JavaScript a content page (no island) loads, the shared client runtime included. */
export const CONTENT_PAGE_JS_BUDGET_BYTES = 15 * 1024
/** CSS any page loads. */
export const PAGE_CSS_BUDGET_BYTES = 30 * 1024
/** Requests/s of a page as a share of the trivial route of the same worker, measured in the same run. */
export const MIN_THROUGHPUT_RATIO = 0.5
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
