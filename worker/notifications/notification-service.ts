/**
 * The one notification service (docs/decisions/034-notifications.md). A feature says what
 * happened — a kind, who it is for, what it is about, the page it leads to and the values its
 * texts need — and the service stores a notification for each recipient (the portal's
 * notification centre, which always gets it), then e-mails those who want that category, in
 * their language, through the mail adapter (locally: the D1 mailbox). A mail that fails stays
 * `pending` and the cron sweep tries again (mail-sweep.ts); it ends `sent` or `failed`.
 *
 * Call it after the change it reports is stored: a notification never stands for something that
 * did not happen, and a failed mail never undoes the change.
 */
import type { Context } from 'hono'
import type { Environment } from '../../locales/registry.ts'
import type { Logger } from '../../ui/log/logger.ts'
import { type NotificationKind, type NotificationValues, categoryOf } from '../../ui/notifications/notification-kinds.ts'
import type { PortalRouteName, RouteParams } from '../../ui/routes/route-table.ts'
import { type MailSender, type MailSettings, mailSenderFor } from '../adapters/mail/mail-sender.ts'
import type { AppEnv, Bindings } from '../env.ts'
import { notificationMail } from './notification-mail.tsx'
import { type NewNotification, type Recipient, recipientsOf, recordMailAttempt, storeNotifications } from './notification-store.ts'

/** An e-mail that failed this many times is given up (`failed`); a person can still read the notification in the portal. */
export const MAIL_ATTEMPTS_BEFORE_GIVING_UP = 5

export interface NotificationEvent {
  kind: NotificationKind
  /** Who gets it (user ids; repeats and unknown ids are dropped). */
  recipients: readonly string[]
  /** What it is about (for the audit of what was said, and tests). */
  subject: { type: string; id: string }
  /** The portal page it leads to. */
  link: { route: PortalRouteName; params?: RouteParams }
  values?: NotificationValues
}

export interface NotificationContext {
  db: D1Database
  environment: Environment
  logger: Logger
  /** SITE_ORIGIN: the e-mails' links point there. */
  siteOrigin: string
  mail: MailSender
}

export function notificationContextFor(env: Bindings & MailSettings, environment: Environment, logger: Logger): NotificationContext {
  return { db: env.DB, environment, logger, siteOrigin: env.SITE_ORIGIN, mail: mailSenderFor(environment, env, logger) }
}

export function notificationContextOf(c: Context<AppEnv>): NotificationContext {
  return notificationContextFor(c.env, c.get('environment'), c.get('logger'))
}

function newNotificationId(): string {
  return `ntf-${crypto.randomUUID()}`
}

/** One e-mail attempt for a stored notification; records where it stands. */
export async function mailNotification(
  context: NotificationContext,
  notification: Pick<NewNotification, 'id' | 'kind' | 'category' | 'route' | 'routeParams' | 'values'>,
  recipient: Pick<Recipient, 'name' | 'email' | 'locale'>,
  attemptsSoFar = 0,
): Promise<'sent' | 'pending' | 'failed'> {
  let outcome: 'sent' | 'pending' | 'failed'
  let error: string | null = null
  try {
    const message = notificationMail(notification, recipient, context)
    const sent = await context.mail.send(message)
    if (sent.ok) outcome = 'sent'
    else {
      error = sent.reason
      outcome = sent.retryable && attemptsSoFar + 1 < MAIL_ATTEMPTS_BEFORE_GIVING_UP ? 'pending' : 'failed'
    }
  } catch (thrown) {
    error = thrown instanceof Error ? thrown.message : String(thrown)
    outcome = attemptsSoFar + 1 < MAIL_ATTEMPTS_BEFORE_GIVING_UP ? 'pending' : 'failed'
  }
  if (error) context.logger.error(`The e-mail of notification ${notification.id} (${notification.kind}) was not sent: ${error}`)
  await recordMailAttempt(context.db, notification.id, outcome, error)
  return outcome
}

/**
 * Stores the notifications of these events (every recipient gets one in the portal), then mails
 * each recipient who wants mail of its category. Never throws for a mail: a failed one waits for
 * the sweep.
 */
export async function notify(context: NotificationContext, events: NotificationEvent | readonly NotificationEvent[]): Promise<void> {
  const list = Array.isArray(events) ? (events as readonly NotificationEvent[]) : [events as NotificationEvent]
  const toMail: Array<{ notification: NewNotification; recipient: Recipient }> = []
  const stored: NewNotification[] = []
  for (const event of list) {
    const category = categoryOf(event.kind)
    const ids = [...new Set(event.recipients)]
    const recipients = (await recipientsOf(context.db, ids, category)).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    for (const recipient of recipients) {
      const notification: NewNotification = {
        id: newNotificationId(),
        userId: recipient.id,
        kind: event.kind,
        category,
        subjectType: event.subject.type,
        subjectId: event.subject.id,
        route: event.link.route,
        routeParams: event.link.params ?? {},
        values: { ...event.values },
        mailStatus: recipient.wantsMail ? 'pending' : 'not-wanted',
      }
      stored.push(notification)
      if (recipient.wantsMail) toMail.push({ notification, recipient })
    }
  }
  if (stored.length === 0) return
  await storeNotifications(context.db, stored)
  for (const { notification, recipient } of toMail) await mailNotification(context, notification, recipient)
}
