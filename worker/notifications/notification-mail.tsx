/**
 * A notification as an e-mail in its recipient's language: the subject and both bodies come from
 * one React template (ui/notifications/NotificationMail.tsx): HTML by React's static renderer,
 * plain text by walking the same element (ui/notifications/mail-plain-text.ts).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { DEFAULT_LOCALE, type Environment, type LocaleCode, findActiveLocale, localeFor } from '../../locales/registry.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import type { Logger } from '../../ui/log/logger.ts'
import { mailPlainText } from '../../ui/notifications/mail-plain-text.ts'
import { NotificationMail } from '../../ui/notifications/NotificationMail.tsx'
import { ALWAYS_MAILED_CATEGORIES, type NotificationCategory, type NotificationKind } from '../../ui/notifications/notification-kinds.ts'
import { notificationText } from '../../ui/notifications/notification-texts.ts'
import { type RouteName, type RouteParams, pathFor } from '../../ui/routes/route-table.ts'
import type { MailMessage } from '../adapters/mail/mail-sender.ts'

/** What the e-mails of notifications say about what they are, for logs, SendGrid's categories and the local mailbox. */
export const NOTIFICATION_MAIL_PURPOSE_PREFIX = 'notification:'

export interface MailedNotification {
  kind: NotificationKind
  category: NotificationCategory
  route: RouteName
  routeParams: RouteParams
  values: Record<string, string>
}

export interface MailRecipient {
  name: string
  email: string
  locale: LocaleCode | null
}

/** The recipient's language when it is active in this environment, else the default. */
export function mailLocaleOf(recipient: Pick<MailRecipient, 'locale'>, environment: Environment): LocaleCode {
  return (recipient.locale && findActiveLocale(recipient.locale, environment)?.code) || DEFAULT_LOCALE
}

export function notificationMail(
  notification: MailedNotification,
  recipient: MailRecipient,
  { environment, siteOrigin, logger }: { environment: Environment; siteOrigin: string; logger: Logger },
): MailMessage {
  const code = mailLocaleOf(recipient, environment)
  const locale = localeFor(code, environment)
  const i18n = i18nFor(locale, logger)
  const text = notificationText(i18n, notification.kind, notification.values, locale.iso)
  const origin = new URL(siteOrigin).origin
  const element = (
    <NotificationMail
      i18n={i18n}
      lang={locale.iso}
      recipientName={recipient.name}
      text={text}
      actionHref={`${origin}${pathFor(notification.route, code, notification.routeParams)}`}
      settingsHref={`${origin}${pathFor('portal-notifications-settings', code)}`}
      alwaysMailed={ALWAYS_MAILED_CATEGORIES.includes(notification.category)}
    />
  )
  return {
    to: { email: recipient.email, name: recipient.name },
    subject: text.title,
    text: mailPlainText(element),
    html: `<!DOCTYPE html>${renderToStaticMarkup(element)}`,
    purpose: `${NOTIFICATION_MAIL_PURPOSE_PREFIX}${notification.kind}`,
  }
}
