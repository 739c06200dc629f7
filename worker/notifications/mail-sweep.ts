/**
 * The cron's retry of notification e-mails (docs/decisions/034-notifications.md): a notification
 * whose e-mail is still `pending` a minute after it was stored (the mail system failed, or the
 * request ended before it was sent) is mailed again; after MAIL_ATTEMPTS_BEFORE_GIVING_UP failed
 * attempts it is `failed`, which the person sees beside the notification. Every e-mail ends sent
 * or failed.
 */
import { type NotificationContext, mailNotification } from './notification-service.ts'
import { pendingMails, recipientOf } from './notification-store.ts'

/** A pending e-mail younger than this is left to the request that is sending it. */
export const PENDING_MAIL_GRACE_MS = 60_000
/** At most this many e-mails per sweep (the cron runs every 10 minutes). */
export const MAIL_SWEEP_LIMIT = 100

export async function retryPendingMails(
  context: NotificationContext,
  now = new Date(),
): Promise<{ sent: number; failed: number; pending: number }> {
  const waiting = await pendingMails(context.db, new Date(now.getTime() - PENDING_MAIL_GRACE_MS).toISOString(), MAIL_SWEEP_LIMIT)
  const tally = { sent: 0, failed: 0, pending: 0 }
  for (const notification of waiting) {
    const recipient = await recipientOf(context.db, notification.userId, notification.category)
    if (!recipient) continue
    tally[await mailNotification(context, notification, recipient, notification.mailAttempts)]++
  }
  return tally
}
