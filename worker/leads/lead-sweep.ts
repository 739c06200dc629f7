/**
 * The sweep that leaves no lead stuck (docs/decisions/009-lead-hand-off.md, "Nothing stuck"): run
 * by the cron trigger every 10 minutes, and on demand through `POST /api/leads/sweep`
 * (`npm run leads:sweep`, for `wrangler dev`, which has no cron). Every lead ends delivered to the
 * customer record system or in `dead_letter` with the reason:
 *
 * - `received` longer than UNQUEUED_GRACE_MINUTES: its enqueue failed at intake; queue it.
 * - `queued` with no hand-off activity (queued, or an attempt) for QUEUED_IDLE_MINUTES: its
 *   message was lost (a crash, a lost batch); queue it again. The hand-off is idempotent (a
 *   delivered lead is skipped, Salesforce upserts on the website's lead id), so a second message
 *   for a lead that was only slow does no harm.
 * - A lead the sweep has already acted on MAX_LEAD_SWEEPS times (since it was stored or last
 *   replayed) is not queued again: it is parked in `dead_letter` with the reason, for a person.
 * - `held` (no bot-protection verdict) longer than HELD_REVIEW_HOURS: parked in `dead_letter`
 *   with the reason. It is never forwarded by the sweep: unverified leads reach the customer
 *   record system only when a person replays them.
 */
import type { Logger } from '../../ui/log/logger.ts'
import { REPLAY_BATCH_LIMIT, enqueueLead } from './lead-queue.ts'
import { type WaitingLead, countSweep, parkLead, waitingLeads } from './lead-store.ts'
import { MAX_RETRY_DELAY_SECONDS } from './retry-policy.ts'

/** A lead still `received` this long after intake missed its enqueue and is swept onto the queue. */
export const UNQUEUED_GRACE_MINUTES = 5
/**
 * How long past the longest retry delay of the hand-off a queued lead may go without activity
 * before its message counts as lost (queue delivery and batching take time too).
 */
export const QUEUE_DELIVERY_MARGIN_MINUTES = 30
/** A queued lead without hand-off activity this long lost its message: the longest retry wait plus the margin (90 minutes). */
export const QUEUED_IDLE_MINUTES = MAX_RETRY_DELAY_SECONDS / 60 + QUEUE_DELIVERY_MARGIN_MINUTES
/** How often the sweep puts the same lead back before it parks it instead. */
export const MAX_LEAD_SWEEPS = 6
/** How long a held lead waits for a person before the sweep parks it in dead_letter. */
export const HELD_REVIEW_HOURS = 24

const MINUTE_MS = 60_000

export interface SweepResult {
  /** Leads put (back) on the queue. */
  requeued: string[]
  /** Leads parked in dead_letter, each with its reason in last_error. */
  parked: string[]
}

function parkingReason(lead: WaitingLead): string {
  switch (lead.status) {
    case 'held':
      return `Held ${HELD_REVIEW_HOURS} h without a bot-protection verdict (no token, or Turnstile unavailable): check it, then replay it`
    case 'received':
      return `The queue refused this lead at intake and ${lead.sweeps} times after (stored, never queued): replay it once the queue takes messages`
    case 'queued':
      return `Its queue message kept getting lost: put back on the queue ${lead.sweeps} times by the sweep after ${QUEUED_IDLE_MINUTES} minutes without hand-off activity; replay it`
  }
}

export async function sweepStuckLeads(queue: Queue, db: D1Database, logger: Logger, now: Date = new Date()): Promise<SweepResult> {
  const before = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS).toISOString()
  const waiting = await waitingLeads(
    db,
    {
      receivedBefore: before(UNQUEUED_GRACE_MINUTES),
      queuedIdleBefore: before(QUEUED_IDLE_MINUTES),
      heldBefore: before(HELD_REVIEW_HOURS * 60),
    },
    REPLAY_BATCH_LIMIT,
  )
  const result: SweepResult = { requeued: [], parked: [] }
  for (const lead of waiting) {
    if (lead.status === 'held' || lead.sweeps >= MAX_LEAD_SWEEPS) {
      const reason = parkingReason(lead)
      await parkLead(db, lead.id, reason)
      logger.error(`Lead ${lead.id} parked by the sweep: ${reason}`)
      result.parked.push(lead.id)
      continue
    }
    await countSweep(db, lead.id)
    if (await enqueueLead(queue, db, lead.id, logger, { from: lead.status, now })) result.requeued.push(lead.id)
  }
  if (result.requeued.length > 0 || result.parked.length > 0) {
    logger.warn(`Lead sweep: ${result.requeued.length} put back on the queue, ${result.parked.length} parked`)
  }
  return result
}
