/**
 * Putting leads on the LEADS queue: after they are stored, when a replay releases parked or held
 * leads, and when the sweep finds leads whose enqueue failed at intake.
 */
import type { Logger } from '../../ui/log/logger.ts'
import type { LeadMessage, LeadStatus } from './lead.ts'
import { leadIdsWithStatus, markQueued } from './lead-store.ts'

/** A replay or sweep moves at most this many leads per call. */
export const REPLAY_BATCH_LIMIT = 100
/** A lead still `received` this long after intake missed its enqueue and is swept onto the queue. */
export const UNQUEUED_GRACE_MINUTES = 5

/** Queues a stored lead; false (and a log line) when the queue refused, the lead stays `received`. */
export async function enqueueLead(queue: Queue, db: D1Database, leadId: string, logger: Logger): Promise<boolean> {
  try {
    await queue.send({ leadId } satisfies LeadMessage, { contentType: 'json' })
    await markQueued(db, leadId)
    return true
  } catch (error) {
    logger.error(`Lead ${leadId} is stored but could not be queued; the sweep will queue it`, error instanceof Error ? error.message : String(error))
    return false
  }
}

/** The statuses a replay may release: parked after failed hand-offs, held without a bot check, never queued. */
export const REPLAYABLE_STATUSES = ['dead_letter', 'held', 'received'] as const satisfies readonly LeadStatus[]
export type ReplayableStatus = (typeof REPLAYABLE_STATUSES)[number]

export function isReplayableStatus(value: unknown): value is ReplayableStatus {
  return typeof value === 'string' && (REPLAYABLE_STATUSES as readonly string[]).includes(value)
}

/** Puts the leads of a status back on the queue (oldest first); returns their ids. */
export async function replayLeads(queue: Queue, db: D1Database, status: ReplayableStatus, logger: Logger, limit = REPLAY_BATCH_LIMIT): Promise<string[]> {
  const ids = await leadIdsWithStatus(db, [status], Math.min(limit, REPLAY_BATCH_LIMIT))
  const replayed: string[] = []
  for (const id of ids) {
    if (await enqueueLead(queue, db, id, logger)) replayed.push(id)
  }
  if (replayed.length > 0) logger.info(`Replayed ${replayed.length} ${status} lead(s)`)
  return replayed
}

/** Leads stored but never queued (the queue refused at intake) older than the grace period. */
export async function sweepUnqueuedLeads(queue: Queue, db: D1Database, logger: Logger, now: Date = new Date()): Promise<string[]> {
  const before = new Date(now.getTime() - UNQUEUED_GRACE_MINUTES * 60_000).toISOString()
  const rows = await db
    .prepare("SELECT id FROM leads WHERE status = 'received' AND received_at < ? ORDER BY received_at LIMIT ?")
    .bind(before, REPLAY_BATCH_LIMIT)
    .all<{ id: string }>()
  const queued: string[] = []
  for (const { id } of rows.results) {
    if (await enqueueLead(queue, db, id, logger)) queued.push(id)
  }
  return queued
}
