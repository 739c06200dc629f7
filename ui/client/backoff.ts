/**
 * Reconnect delays of the content stream (SPEC.md point 9): the first wait is 1 s, each next one
 * doubles, up to 20 s, with jitter so that many pages do not reconnect in step.
 */

export const BACKOFF_INITIAL_MS = 1_000
export const BACKOFF_MAX_MS = 20_000
/** Each delay is drawn between (1 - JITTER) and 1 times its nominal value. */
export const BACKOFF_JITTER = 0.5

/** The nominal delay before reconnect attempt `attempt` (0 for the first): 1 s, 2 s, 4 s … 20 s. */
export function nominalDelay(attempt: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_INITIAL_MS * 2 ** Math.max(0, attempt))
}

/** The delay with jitter; `random` returns a number in [0, 1). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const nominal = nominalDelay(attempt)
  return Math.round(nominal * (1 - BACKOFF_JITTER * random()))
}

/** Close codes 4400–4499 are refusals (graphql-ws's 4xx equivalents): the preview socket does not retry them. */
export function isRefusal(closeCode: number): boolean {
  return closeCode >= 4400 && closeCode < 4500
}
