/**
 * Putting leads on the LEADS queue: after they are stored, when a replay releases leads, and when
 * the sweep (lead-sweep.ts) puts back leads that waited too long.
 */
import type { Logger } from '../../ui/log/logger.ts'
import type { LeadMessage, LeadStatus } from './lead-record.ts'
import { leadIdsWithStatus, markQueued, unmarkQueued } from './lead-store.ts'

/** A replay or sweep moves at most this many leads per call. */
export const REPLAY_BATCH_LIMIT = 100

export interface EnqueueOptions {
  /** The state the lead is in now; it is queued only from that state. */
  from: LeadStatus
  /** A person released it (replay): its sweep count starts again. */
  restart?: boolean
  now?: Date
}

/**
 * Queues a stored lead: marked `queued` first, then its message sent, so a message is never in
 * flight for a lead the store does not call queued. When the queue refuses, the lead goes back
 * to the state it came from (a log line says so) and the answer is false.
 */
export async function enqueueLead(
  queue: Queue,
  db: D1Database,
  leadId: string,
  logger: Logger,
  { from, restart = false, now = new Date() }: EnqueueOptions,
): Promise<boolean> {
  if (!(await markQueued(db, leadId, from, now.toISOString(), { restart }))) return false
  return sendLeadMessage(queue, db, leadId, logger, { from })
}

/**
 * Sends the message of a lead stored already marked `queued` (in its own batch, decision 046).
 * When the queue refuses, the lead goes back to `from` (a log line says so; the sweep queues it
 * later) and the answer is false.
 */
export async function sendLeadMessage(
  queue: Queue,
  db: D1Database,
  leadId: string,
  logger: Logger,
  { from }: { from: LeadStatus },
): Promise<boolean> {
  try {
    await queue.send({ leadId } satisfies LeadMessage, { contentType: 'json' })
    return true
  } catch (error) {
    await unmarkQueued(db, leadId, from)
    logger.error(
      `Lead ${leadId} is stored but could not be queued; the sweep will queue it`,
      error instanceof Error ? error.message : String(error),
    )
    return false
  }
}

/**
 * The statuses a replay may release: parked after failed hand-offs, held without a bot check,
 * never queued, and queued (a message that may have been lost: the hand-off is idempotent, so a
 * second message for a lead still on the queue does no harm).
 */
export const REPLAYABLE_STATUSES = ['dead_letter', 'held', 'received', 'queued'] as const satisfies readonly LeadStatus[]
export type ReplayableStatus = (typeof REPLAYABLE_STATUSES)[number]

export function isReplayableStatus(value: unknown): value is ReplayableStatus {
  return typeof value === 'string' && (REPLAYABLE_STATUSES as readonly string[]).includes(value)
}

/** Puts the leads of a status back on the queue (oldest first); returns their ids. */
export async function replayLeads(
  queue: Queue,
  db: D1Database,
  status: ReplayableStatus,
  logger: Logger,
  limit = REPLAY_BATCH_LIMIT,
): Promise<string[]> {
  const ids = await leadIdsWithStatus(db, [status], Math.min(limit, REPLAY_BATCH_LIMIT))
  const replayed: string[] = []
  for (const id of ids) {
    if (await enqueueLead(queue, db, id, logger, { from: status, restart: true })) replayed.push(id)
  }
  if (replayed.length > 0) logger.info(`Replayed ${replayed.length} ${status} lead(s)`)
  return replayed
}
