/** The queue and cron entry points of the lead hand-off, wired to the environment's adapters; the cron also runs the PIM's schedules. */
import { announceNewPromotions } from '../promotions/promotion-announcements.ts'
import { sweepExpiredLedConfigurations } from '../led/saved-configuration-store.ts'
import { configuredEnvironment } from '../middleware/request-context.ts'
import { createLogger, logLevelFor } from '../../ui/log/logger.ts'
import { customerRecordSystemFor } from '../adapters/lead-records/lead-record-system.ts'
import type { Bindings } from '../env.ts'
import { sweepRateLimitWindows } from '../forms/rate-limit.ts'
import { DEAD_LETTER_QUEUE_PREFIX, handOffLeads, parkDeadLetters } from './lead-hand-off.ts'
import { sweepStuckLeads } from './lead-sweep.ts'
import { isoDay } from '../../ui/demo-requests/demo-request-rules.ts'
import { remindOverdueDemoRequests } from '../demo-requests/overdue-sweep.ts'
import { retryPendingMails } from '../notifications/mail-sweep.ts'
import { notificationContextFor } from '../notifications/notification-service.ts'
import { sweepPimSchedules } from '../pim/pim-schedules.ts'

export async function leadQueueHandler(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  const environment = configuredEnvironment(env.ENVIRONMENT)
  const logger = createLogger(logLevelFor(environment, false))
  if (batch.queue.startsWith(DEAD_LETTER_QUEUE_PREFIX)) return parkDeadLetters(batch, env.DB, logger)
  return handOffLeads(batch, { db: env.DB, customerRecords: customerRecordSystemFor(environment, env, logger), logger })
}

export async function scheduledSweep(controller: ScheduledController, env: Bindings): Promise<void> {
  const environment = configuredEnvironment(env.ENVIRONMENT)
  const logger = createLogger(logLevelFor(environment, false))
  await sweepStuckLeads(env.LEADS, env.DB, logger)
  await sweepRateLimitWindows(env.DB)
  await sweepExpiredLedConfigurations(env.DB)
  // The portal's notifications: overdue demo equipment, then every e-mail still pending.
  const notifications = notificationContextFor(env, environment, logger)
  await remindOverdueDemoRequests(notifications, isoDay(new Date()))
  await announceNewPromotions(notifications, isoDay(new Date()))
  await retryPendingMails(notifications)
  // Scheduled publishes and expiries of the PIM's catalogue and assets (decision 039).
  await sweepPimSchedules(env, logger, new Date(controller.scheduledTime))
}
