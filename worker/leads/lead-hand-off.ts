/**
 * The LEADS queue consumer: hands each stored lead to the customer record system. A failure is
 * retried with backoff (retry-policy.ts); after the last attempt, or at once when the failure
 * cannot heal (bad data), the lead is parked in the dead-letter state in D1, where a replay
 * picks it up. The queue's own dead-letter queue catches messages this consumer could not even
 * process (D1 down); its consumer parks them in D1 as well once it can.
 */
import type { Logger } from '../../ui/log/logger.ts'
import type { CustomerRecordSystem, HandOffResult } from '../adapters/lead-records/lead-record-system.ts'
import { isLeadMessage } from './lead-record.ts'
import type { Lead } from './lead-record.ts'
import { findLeads, markAllDelivered, parkLead, recordFailedAttempt } from './lead-store.ts'
import { mayRetry, retryDelaySeconds } from './retry-policy.ts'

/** Dead-letter queues are named after their queue: leads-dead-letter, leads-dead-letter-uat… */
export const DEAD_LETTER_QUEUE_PREFIX = 'leads-dead-letter'

export interface HandOffDependencies {
  db: D1Database
  customerRecords: CustomerRecordSystem
  logger: Logger
  now?: () => Date
}

/** Each lead's result, in order; a call that throws is a retryable failure of every lead it carried. */
async function attempt(customerRecords: CustomerRecordSystem, leads: readonly Lead[]): Promise<HandOffResult[]> {
  const failed = (error: unknown): HandOffResult => ({
    ok: false,
    retryable: true,
    reason: error instanceof Error ? error.message : String(error),
  })
  if (customerRecords.sendLeads) {
    try {
      return await customerRecords.sendLeads(leads)
    } catch (error) {
      return leads.map(() => failed(error))
    }
  }
  const results: HandOffResult[] = []
  for (const lead of leads) results.push(await customerRecords.sendLead(lead).catch(failed))
  return results
}

const describeError = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error))

/**
 * Hands off a message batch: its leads read in one round trip, sent to the customer record system
 * (in one call where it takes batches), and those delivered marked so in one more (decision 056).
 * Each message is then acknowledged or retried on its own, as its lead fared.
 */
export async function handOffLeads(
  batch: MessageBatch<unknown>,
  { db, customerRecords, logger, now = () => new Date() }: HandOffDependencies,
): Promise<void> {
  // One message per lead does the work; a second one for the same lead (a replay while the first
  // was still on the queue) is acknowledged: the hand-off is idempotent and the first one carries it.
  const byLead = new Map<string, Message<unknown>>()
  for (const message of batch.messages) {
    if (!isLeadMessage(message.body)) {
      logger.error(`Dropped a message that names no lead on ${batch.queue}`, message.body)
      message.ack()
    } else if (byLead.has(message.body.leadId)) message.ack()
    else byLead.set(message.body.leadId, message)
  }
  if (!byLead.size) return
  const retry = (message: Message<unknown>) => message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })

  let leads: Map<string, Lead>
  try {
    leads = await findLeads(db, [...byLead.keys()])
  } catch (error) {
    // D1 itself failed: let the queue try again; after its max_retries the messages go to the dead-letter queue.
    logger.error(`Could not read ${byLead.size} lead(s) to hand off`, describeError(error))
    for (const message of byLead.values()) retry(message)
    return
  }
  const toSend: Lead[] = []
  for (const [leadId, message] of byLead) {
    const lead = leads.get(leadId)
    if (!lead) logger.error(`Queue message for unknown lead ${leadId}`)
    if (!lead || lead.status === 'delivered') message.ack()
    else toSend.push(lead)
  }
  if (!toSend.length) return

  const results = await attempt(customerRecords, toSend)
  const at = now().toISOString()
  const delivered = toSend.flatMap((lead, index) => {
    const result = results[index]
    return result?.ok ? [{ id: lead.id, externalId: result.externalId }] : []
  })
  try {
    await markAllDelivered(db, delivered, at)
    for (const { id } of delivered) byLead.get(id)!.ack()
  } catch (error) {
    logger.error(`Could not mark ${delivered.length} delivered lead(s)`, describeError(error))
    for (const { id } of delivered) retry(byLead.get(id)!)
  }

  for (const [index, lead] of toSend.entries()) {
    const result = results[index] ?? { ok: false, retryable: true, reason: 'The customer record system gave no answer for this lead' }
    if (result.ok) continue
    const message = byLead.get(lead.id)!
    try {
      await recordFailedAttempt(db, lead.id, result.reason, at)
      if (result.retryable && mayRetry(message.attempts)) {
        logger.warn(`Hand-off of lead ${lead.id} failed (attempt ${message.attempts}), retrying: ${result.reason}`)
        retry(message)
      } else {
        logger.error(`Hand-off of lead ${lead.id} failed for good after ${message.attempts} attempt(s), parked: ${result.reason}`)
        await parkLead(db, lead.id, result.reason)
        message.ack()
      }
    } catch (error) {
      logger.error(`Could not process lead ${lead.id}`, describeError(error))
      retry(message)
    }
  }
}

/** Messages the consumer gave up on: park their leads so a replay finds them. */
export async function parkDeadLetters(batch: MessageBatch<unknown>, db: D1Database, logger: Logger): Promise<void> {
  for (const message of batch.messages) {
    if (!isLeadMessage(message.body)) {
      message.ack()
      continue
    }
    try {
      await parkLead(db, message.body.leadId, 'The hand-off could not process this lead (dead-letter queue)')
      logger.error(`Lead ${message.body.leadId} reached the dead-letter queue and was parked`)
      message.ack()
    } catch {
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
    }
  }
}
