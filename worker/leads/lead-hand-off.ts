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
import { findLead, markDelivered, parkLead, recordFailedAttempt } from './lead-store.ts'
import { mayRetry, retryDelaySeconds } from './retry-policy.ts'

/** Dead-letter queues are named after their queue: leads-dead-letter, leads-dead-letter-uat… */
export const DEAD_LETTER_QUEUE_PREFIX = 'leads-dead-letter'

export interface HandOffDependencies {
  db: D1Database
  customerRecords: CustomerRecordSystem
  logger: Logger
  now?: () => Date
}

async function attempt(
  customerRecords: CustomerRecordSystem,
  lead: Parameters<CustomerRecordSystem['sendLead']>[0],
): Promise<HandOffResult> {
  try {
    return await customerRecords.sendLead(lead)
  } catch (error) {
    return { ok: false, retryable: true, reason: error instanceof Error ? error.message : String(error) }
  }
}

export async function handOffLeads(
  batch: MessageBatch<unknown>,
  { db, customerRecords, logger, now = () => new Date() }: HandOffDependencies,
): Promise<void> {
  for (const message of batch.messages) {
    if (!isLeadMessage(message.body)) {
      logger.error(`Dropped a message that names no lead on ${batch.queue}`, message.body)
      message.ack()
      continue
    }
    const { leadId } = message.body
    try {
      const lead = await findLead(db, leadId)
      if (!lead) {
        logger.error(`Queue message for unknown lead ${leadId}`)
        message.ack()
        continue
      }
      if (lead.status === 'delivered') {
        message.ack()
        continue
      }
      const result = await attempt(customerRecords, lead)
      const at = now().toISOString()
      if (result.ok) {
        await markDelivered(db, leadId, result.externalId, at)
        message.ack()
        continue
      }
      await recordFailedAttempt(db, leadId, result.reason, at)
      if (result.retryable && mayRetry(message.attempts)) {
        logger.warn(`Hand-off of lead ${leadId} failed (attempt ${message.attempts}), retrying: ${result.reason}`)
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
      } else {
        logger.error(`Hand-off of lead ${leadId} failed for good after ${message.attempts} attempt(s), parked: ${result.reason}`)
        await parkLead(db, leadId, result.reason)
        message.ack()
      }
    } catch (error) {
      // D1 itself failed: let the queue try again; after its max_retries the message goes to the dead-letter queue.
      logger.error(`Could not process lead ${leadId}`, error instanceof Error ? (error.stack ?? error.message) : String(error))
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
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
