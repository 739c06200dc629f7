/**
 * When to stream. Content that is ready quickly renders in place (readable without JavaScript
 * and by crawlers); only content slower than the deadline streams in behind the loading text,
 * which React swaps in with a small inline script. Crawlers always get the finished page.
 */

/** How long a page waits for its main content before streaming the shell with the loading text. */
export const INLINE_CONTENT_DEADLINE_MS = 150

/**
 * Sent by the client runtime when it fetches a page to swap in (ui/client/page-swap.ts): it
 * parses the HTML and cannot run React's streaming scripts, so it gets the finished page.
 */
export const PAGE_SWAP_HEADER = 'X-Page-Swap'

const CRAWLER_PATTERN = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|preview|lighthouse/i

export function isCrawler(userAgent: string | undefined): boolean {
  return Boolean(userAgent && CRAWLER_PATTERN.test(userAgent))
}

/** Whether a request gets the whole page at once: crawlers and the client runtime's page swaps. */
export function wantsCompletePage(userAgent: string | undefined, pageSwap: string | undefined): boolean {
  return isCrawler(userAgent) || pageSwap === '1'
}

/**
 * Waits for `pending` up to the deadline (or fully for a complete page). The caller then hands
 * the same promise to the page, which renders it in place if settled, or streams it in later.
 */
export async function settleOrStream(
  pending: Promise<unknown>,
  completePage: boolean,
  deadlineMs = INLINE_CONTENT_DEADLINE_MS,
): Promise<void> {
  markSettlement(pending)
  if (completePage) {
    await pending.catch(() => undefined)
    return
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    pending.catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, deadlineMs)
    }),
  ])
  clearTimeout(timer)
}

/**
 * React's `use()` reads `status`/`value` on a promise and renders a settled one without
 * suspending; annotating it makes "settled before render" mean "rendered in place".
 */
function markSettlement<T>(pending: Promise<T>): void {
  const thenable = pending as Promise<T> & { status?: string; value?: T; reason?: unknown }
  if (thenable.status) return
  thenable.status = 'pending'
  pending.then(
    (value) => {
      thenable.status = 'fulfilled'
      thenable.value = value
    },
    (reason: unknown) => {
      thenable.status = 'rejected'
      thenable.reason = reason
    },
  )
}
