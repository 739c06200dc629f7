/**
 * How hard the hand-off tries before it parks a lead (docs/decisions/009-lead-hand-off.md).
 * Attempts are counted per queue message (Cloudflare Queues' `message.attempts`, from 1), so a
 * replayed lead gets a full new round.
 */

/** Attempts per round before the lead is parked in the dead-letter state. */
export const MAX_HAND_OFF_ATTEMPTS = 8
/** The wait before the second attempt; it doubles with every further failure… */
export const FIRST_RETRY_DELAY_SECONDS = 30
/** …up to this (an hour). Eight attempts span about two hours. */
export const MAX_RETRY_DELAY_SECONDS = 60 * 60

/** Seconds to wait after failed attempt number `attempt` (1-based). */
export function retryDelaySeconds(attempt: number): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30))
  return Math.min(FIRST_RETRY_DELAY_SECONDS * 2 ** exponent, MAX_RETRY_DELAY_SECONDS)
}

/** Whether another attempt may follow failed attempt number `attempt`. */
export function mayRetry(attempt: number): boolean {
  return attempt < MAX_HAND_OFF_ATTEMPTS
}
