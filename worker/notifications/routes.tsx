/**
 * The notification centre over HTTP (docs/decisions/034-notifications.md): the list (and "mark
 * all as read"), opening one notification (a post: marks it read, then goes to its page) and the
 * e-mail settings. A person only ever reaches their own notifications.
 */
import { i18nOf } from '../render/request-i18n.ts'
import { checkForm } from '../../ui/forms/form-check.ts'
import { type LocaleCode, activeLocales, findActiveLocale } from '../../locales/registry.ts'
import { requestedPage } from '../../ui/components/Pagination.tsx'
import { isoOf } from '../../ui/format/intl.ts'
import { NotificationSettingsPage } from '../../ui/notifications/NotificationSettingsPage.tsx'
import { type NotificationItem, NotificationsPage } from '../../ui/notifications/NotificationsPage.tsx'
import {
  ALWAYS_MAILED_CATEGORIES,
  NOTIFICATION_CATEGORIES,
  OPTIONAL_MAIL_CATEGORIES,
  type NotificationCategory,
} from '../../ui/notifications/notification-kinds.ts'
import { notificationSettingsForm } from '../../ui/notifications/notification-settings-form.ts'
import { notificationCategoryLabel, notificationText } from '../../ui/notifications/notification-texts.ts'
import { ROUTES, type RouteName, isPortalRoute, pathFor } from '../../ui/routes/route-table.ts'
import { postedValues } from '../forms/form-request.ts'
import { LOCAL_MAILBOX_PATH, hasLocalMailbox } from '../local-mailbox/local-mailbox-access.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'
import { type PortalPageKit, type PortalStatus, noticeOf, withNotice } from '../portal/portal-page-kit.ts'
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationSettingsOf,
  notificationsOf,
  saveNotificationSettings,
} from './notification-store.ts'

export const NOTIFICATIONS_PER_PAGE = 20
const LIST_NOTICES = ['all-read'] as const
const SETTINGS_NOTICES = ['saved'] as const

export async function notificationsPage(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const iso = isoOf(code)
  const url = new URL(c.req.url)
  const requested = requestedPage(url.searchParams)
  const { notifications, total, unread } = await notificationsOf(c.env.DB, viewer.person.id, {
    page: requested,
    perPage: NOTIFICATIONS_PER_PAGE,
  })
  const items: NotificationItem[] = notifications.map((notification) => {
    const text = notificationText(i18n, notification.kind, notification.values, iso)
    return {
      id: notification.id,
      title: text.title,
      body: text.body,
      createdAt: notification.createdAt,
      unread: notification.readAt === null,
      mail: notification.mailStatus,
      openAction: pathFor('portal-notifications-notification', code, { notificationId: notification.id }),
    }
  })
  const notice = noticeOf(c, LIST_NOTICES)
  return kit.render(
    i18n._({ id: 'portal.nav.notifications', message: 'Notifications' }),
    <NotificationsPage
      items={items}
      unread={unread}
      total={total}
      page={requested}
      pageCount={Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE))}
      path={pathFor('portal-notifications', code)}
      query={url.searchParams}
      markAllAction={pathFor('portal-notifications', code)}
      csrfToken={csrfTokenFor(c)}
      settingsHref={pathFor('portal-notifications-settings', code)}
      localMailboxHref={hasLocalMailbox(c) ? LOCAL_MAILBOX_PATH : null}
      notice={notice ? i18n._({ id: 'notifications.notice_all_read', message: 'All notifications are marked as read.' }) : null}
      iso={iso}
    />,
  )
}

/** "Mark all as read". */
export async function markAllReadPost(kit: PortalPageKit): Promise<Response> {
  await markAllNotificationsRead(kit.c.env.DB, kit.viewer.person.id)
  return kit.c.redirect(withNotice(pathFor('portal-notifications', kit.match.locale.code), 'all-read'), 303)
}

/** A notification has no page of its own: its address leads to the list. */
export function notificationPage(kit: PortalPageKit): Response {
  return kit.c.redirect(pathFor('portal-notifications', kit.match.locale.code), 302)
}

/** The page a notification leads to, in the reader's locale; the list when the stored route is no portal page. */
function targetOf(route: RouteName, params: Record<string, string>, code: LocaleCode): string {
  if (!Object.hasOwn(ROUTES, route) || !isPortalRoute(route)) return pathFor('portal-notifications', code)
  return pathFor(route, code, params)
}

/** Opening a notification: marked read, then its page. Someone else's (or none) is not found. */
export async function openNotificationPost(kit: PortalPageKit): Promise<Response> {
  const notification = await markNotificationRead(kit.c.env.DB, kit.viewer.person.id, kit.match.params.notificationId!)
  if (!notification) return renderNotFound(kit.c)
  return kit.c.redirect(targetOf(notification.route, notification.routeParams, kit.match.locale.code), 303)
}

/* ------------------------------------------------------------------ settings */

async function renderSettings(
  kit: PortalPageKit,
  state: { mailLocale: string; wanted: readonly NotificationCategory[] } | null,
  problem: string | null,
  status?: PortalStatus,
): Promise<Response> {
  const { c, match, viewer } = kit
  const i18n = i18nOf(kit)
  const code = match.locale.code
  const environment = c.get('environment')
  const stored = await notificationSettingsOf(c.env.DB, viewer.person.id)
  const wanted = state?.wanted ?? NOTIFICATION_CATEGORIES.filter((category) => !stored.mutedCategories.includes(category))
  const signInLocale = stored.lastLocale ? findActiveLocale(stored.lastLocale, environment) : undefined
  const notice = noticeOf(c, SETTINGS_NOTICES)
  return kit.render(
    i18n._({ id: 'notifications.settings_title', message: 'E-mail settings' }),
    <NotificationSettingsPage
      locales={activeLocales(environment).map((locale) => ({ code: locale.code, name: `${locale.name} (${locale.country})` }))}
      mailLocale={state?.mailLocale ?? stored.mailLocale ?? ''}
      signInLanguage={signInLocale ? `${signInLocale.name} (${signInLocale.country})` : null}
      categories={NOTIFICATION_CATEGORIES.map((category) => ({
        category,
        label: notificationCategoryLabel(i18n, category),
        wanted: ALWAYS_MAILED_CATEGORIES.includes(category) || wanted.includes(category),
        optional: !ALWAYS_MAILED_CATEGORIES.includes(category),
      }))}
      action={pathFor('portal-notifications-settings', code)}
      csrfToken={csrfTokenFor(c)}
      backHref={pathFor('portal-notifications', code)}
      notice={notice && !problem ? i18n._({ id: 'notifications.notice_saved', message: 'Your e-mail settings are saved.' }) : null}
      problem={problem}
    />,
    status,
  )
}

export function notificationSettingsPage(kit: PortalPageKit): Promise<Response> {
  return renderSettings(kit, null, null)
}

export async function notificationSettingsPost(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const i18n = i18nOf(kit)
  const posted = await postedValues(c)
  const values = posted ? notificationSettingsForm.read(posted) : null
  const checked = values ? checkForm(notificationSettingsForm, values) : null
  const mailLocale = typeof values?.mail_locale === 'string' ? values.mail_locale : ''
  const active = mailLocale === '' || !!findActiveLocale(mailLocale, c.get('environment'))
  if (!checked?.ok || !active) {
    const problem = i18n._({ id: 'notifications.problem_settings', message: 'Choose a language from the list and the e-mails you want.' })
    return renderSettings(kit, { mailLocale: '', wanted: [] }, problem, 422)
  }
  const wanted = checked.values.mail as NotificationCategory[]
  await saveNotificationSettings(c.env.DB, viewer.person.id, {
    mailLocale: mailLocale === '' ? null : (mailLocale as LocaleCode),
    mutedCategories: OPTIONAL_MAIL_CATEGORIES.filter((category) => !wanted.includes(category)),
  })
  return c.redirect(withNotice(pathFor('portal-notifications-settings', match.locale.code), 'saved'), 303)
}

export const notificationRoutes = {
  'portal-notifications': portalPage(
    'portal-notifications',
    needs('notifications.view', notificationsPage),
    needs('notifications.update', markAllReadPost),
  ),
  'portal-notifications-settings': portalPage(
    'portal-notifications',
    needs('notifications.view', notificationSettingsPage),
    needs('notifications.update', notificationSettingsPost),
  ),
  'portal-notifications-notification': portalPage(
    'portal-notifications',
    needs('notifications.view', notificationPage),
    needs('notifications.update', openNotificationPost),
  ),
} satisfies FeatureRoutes
