/**
 * D1 access of the notification service (worker/db/migrations/0021_notifications.sql): the
 * notifications of each person, their read state and where their e-mail stands, and each person's
 * e-mail settings (language, categories turned off).
 */
import { type } from 'arktype'
import { type LocaleCode, isLocaleCode } from '../../locales/registry.ts'
import {
  ALWAYS_MAILED_CATEGORIES,
  type NotificationCategory,
  type NotificationKind,
  isNotificationCategory,
  isNotificationKind,
} from '../../ui/notifications/notification-kinds.ts'
import type { RouteName, RouteParams } from '../../ui/routes/route-table.ts'
import { SQL_NOW, allRows, firstRow, runBatch, runStatement } from '../db/d1-queries.ts'

export type MailStatus = 'not-wanted' | 'pending' | 'sent' | 'failed'

/** A notification as stored for its recipient. */
export interface StoredNotification {
  id: string
  userId: string
  kind: NotificationKind
  category: NotificationCategory
  subjectType: string
  subjectId: string
  route: RouteName
  routeParams: RouteParams
  values: Record<string, string>
  createdAt: string
  readAt: string | null
  mailStatus: MailStatus
  mailAttempts: number
}

const notificationRow = type({
  id: 'string',
  user_id: 'string',
  kind: 'string',
  category: 'string',
  subject_type: 'string',
  subject_id: 'string',
  route: 'string',
  route_params_json: 'string',
  values_json: 'string',
  created_at: 'string',
  read_at: 'string | null',
  mail_status: "'not-wanted' | 'pending' | 'sent' | 'failed'",
  mail_attempts: 'number',
})

function jsonRecord(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  } catch {
    return {}
  }
}

function notificationOf(row: typeof notificationRow.infer): StoredNotification | null {
  if (!isNotificationKind(row.kind) || !isNotificationCategory(row.category)) return null
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    category: row.category,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    route: row.route as RouteName,
    routeParams: jsonRecord(row.route_params_json),
    values: jsonRecord(row.values_json),
    createdAt: row.created_at,
    readAt: row.read_at,
    mailStatus: row.mail_status,
    mailAttempts: row.mail_attempts,
  }
}

const NOTIFICATION_COLUMNS =
  'id, user_id, kind, category, subject_type, subject_id, route, route_params_json, values_json, created_at, read_at, mail_status, mail_attempts'

/* ------------------------------------------------------------------ recipients */

/** Who a notification goes to, with what their e-mail needs. */
export interface Recipient {
  id: string
  name: string
  email: string
  /** Their chosen e-mail language, else the one they last signed in with; null when neither is known. */
  locale: LocaleCode | null
  /** False when they turned this category's e-mails off. */
  wantsMail: boolean
}

const recipientRow = type({
  id: 'string',
  name: 'string',
  email: 'string',
  mail_locale: 'string | null',
  last_locale: 'string | null',
  muted: 'number',
})

/** The people with these ids (unknown ids are left out), and whether they want e-mail of `category`. */
export async function recipientsOf(db: D1Database, userIds: readonly string[], category: NotificationCategory): Promise<Recipient[]> {
  if (userIds.length === 0) return []
  const placeholders = userIds.map((_, index) => `?${index + 2}`).join(', ')
  const rows = await allRows(
    db
      .prepare(
        `SELECT u.id, u.name, u.email, s.mail_locale, s.last_locale,
                EXISTS (SELECT 1 FROM notification_mail_opt_outs o WHERE o.user_id = u.id AND o.category = ?1) AS muted
           FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id
          WHERE u.id IN (${placeholders}) AND u.deactivated_at IS NULL`,
      )
      .bind(category, ...userIds),
    recipientRow,
  )
  const always = ALWAYS_MAILED_CATEGORIES.includes(category)
  return rows.map((row) => {
    const chosen = [row.mail_locale, row.last_locale].find((code): code is LocaleCode => !!code && isLocaleCode(code)) ?? null
    return { id: row.id, name: row.name, email: row.email, locale: chosen, wantsMail: always || row.muted === 0 }
  })
}

/** One recipient (for the mail sweep). */
export async function recipientOf(db: D1Database, userId: string, category: NotificationCategory): Promise<Recipient | null> {
  return (await recipientsOf(db, [userId], category))[0] ?? null
}

/* ------------------------------------------------------------------ writing */

export interface NewNotification {
  id: string
  userId: string
  kind: NotificationKind
  category: NotificationCategory
  subjectType: string
  subjectId: string
  route: RouteName
  routeParams: RouteParams
  values: Record<string, string>
  mailStatus: 'not-wanted' | 'pending'
}

export function insertNotificationStatement(db: D1Database, notification: NewNotification): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO notifications (id, user_id, kind, category, subject_type, subject_id, route, route_params_json, values_json, mail_status)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
    )
    .bind(
      notification.id,
      notification.userId,
      notification.kind,
      notification.category,
      notification.subjectType,
      notification.subjectId,
      notification.route,
      JSON.stringify(notification.routeParams),
      JSON.stringify(notification.values),
      notification.mailStatus,
    )
}

export async function storeNotifications(db: D1Database, notifications: readonly NewNotification[]): Promise<void> {
  await runBatch(
    db,
    notifications.map((notification) => insertNotificationStatement(db, notification)),
  )
}

/** Where an e-mail attempt left the notification: sent, still pending (a later attempt may work) or failed for good. */
export async function recordMailAttempt(
  db: D1Database,
  id: string,
  outcome: 'sent' | 'pending' | 'failed',
  error: string | null,
): Promise<void> {
  await runStatement(
    db
      .prepare(
        `UPDATE notifications SET mail_status = ?2, mail_attempts = mail_attempts + 1, mail_error = ?3,
                mailed_at = CASE WHEN ?2 = 'sent' THEN ${SQL_NOW} ELSE mailed_at END
          WHERE id = ?1 AND mail_status = 'pending'`,
      )
      .bind(id, outcome, error ? error.slice(0, 500) : null),
  )
}

/** Notifications whose e-mail is still pending, oldest first, created before `before` (ISO time). */
export async function pendingMails(db: D1Database, before: string, limit: number): Promise<StoredNotification[]> {
  const rows = await allRows(
    db
      .prepare(
        `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE mail_status = 'pending' AND created_at < ?1 ORDER BY created_at LIMIT ?2`,
      )
      .bind(before, limit),
    notificationRow,
  )
  return rows.flatMap((row) => notificationOf(row) ?? [])
}

/* ------------------------------------------------------------------ reading */

/** One page of a person's notifications, newest first, and how many there are. */
export async function notificationsOf(
  db: D1Database,
  userId: string,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ notifications: StoredNotification[]; total: number; unread: number }> {
  const [rows, counts] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE user_id = ?1 ORDER BY created_at DESC, rowid DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(userId, perPage, (page - 1) * perPage),
    db
      .prepare('SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread FROM notifications WHERE user_id = ?1')
      .bind(userId),
  ])
  const notifications = (rows!.results as unknown[]).flatMap((row) => {
    const checked = notificationRow(row)
    return checked instanceof type.errors ? [] : (notificationOf(checked) ?? [])
  })
  const count = (counts!.results[0] ?? { total: 0, unread: 0 }) as { total: number; unread: number }
  return { notifications, total: count.total, unread: count.unread }
}

/** How many of a person's notifications are unread (the portal header's count). */
export async function unreadCountOf(db: D1Database, userId: string): Promise<number> {
  const row = await firstRow(
    db.prepare('SELECT count(*) AS unread FROM notifications WHERE user_id = ?1 AND read_at IS NULL').bind(userId),
    type({ unread: 'number' }),
  )
  return row?.unread ?? 0
}

/** Marks one of the person's notifications read; the notification, or null when it is not theirs. */
export async function markNotificationRead(db: D1Database, userId: string, id: string): Promise<StoredNotification | null> {
  const row = await firstRow(
    db
      .prepare(
        `UPDATE notifications SET read_at = coalesce(read_at, ${SQL_NOW}) WHERE id = ?1 AND user_id = ?2 RETURNING ${NOTIFICATION_COLUMNS}`,
      )
      .bind(id, userId),
    notificationRow,
  )
  return row ? notificationOf(row) : null
}

export async function markAllNotificationsRead(db: D1Database, userId: string): Promise<number> {
  return runStatement(db.prepare(`UPDATE notifications SET read_at = ${SQL_NOW} WHERE user_id = ?1 AND read_at IS NULL`).bind(userId))
}

/** A person's notifications about one thing (tests and the pages that show what was sent). */
export async function notificationsAbout(db: D1Database, subjectType: string, subjectId: string): Promise<StoredNotification[]> {
  const rows = await allRows(
    db
      .prepare(`SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE subject_type = ?1 AND subject_id = ?2 ORDER BY created_at, rowid`)
      .bind(subjectType, subjectId),
    notificationRow,
  )
  return rows.flatMap((row) => notificationOf(row) ?? [])
}

/* ------------------------------------------------------------------ settings */

export interface NotificationSettings {
  /** The language the person chose for their e-mails; null: the one they sign in with. */
  mailLocale: LocaleCode | null
  lastLocale: LocaleCode | null
  /** Categories whose e-mails they turned off. */
  mutedCategories: NotificationCategory[]
}

export async function notificationSettingsOf(db: D1Database, userId: string): Promise<NotificationSettings> {
  const [settings, optOuts] = await db.batch<unknown>([
    db.prepare('SELECT mail_locale, last_locale FROM notification_settings WHERE user_id = ?1').bind(userId),
    db.prepare('SELECT category FROM notification_mail_opt_outs WHERE user_id = ?1 ORDER BY category').bind(userId),
  ])
  const row = (settings!.results[0] ?? null) as { mail_locale: string | null; last_locale: string | null } | null
  const asLocale = (code: string | null | undefined) => (code && isLocaleCode(code) ? code : null)
  return {
    mailLocale: asLocale(row?.mail_locale),
    lastLocale: asLocale(row?.last_locale),
    mutedCategories: (optOuts!.results as Array<{ category: string }>).map((one) => one.category).filter(isNotificationCategory),
  }
}

/** Saves the person's choices: the e-mail language (null: as they sign in) and the categories they turned off. */
export async function saveNotificationSettings(
  db: D1Database,
  userId: string,
  { mailLocale, mutedCategories }: { mailLocale: LocaleCode | null; mutedCategories: readonly NotificationCategory[] },
): Promise<void> {
  await runBatch(db, [
    db
      .prepare(
        `INSERT INTO notification_settings (user_id, mail_locale) VALUES (?1, ?2)
         ON CONFLICT (user_id) DO UPDATE SET mail_locale = excluded.mail_locale, updated_at = ${SQL_NOW}`,
      )
      .bind(userId, mailLocale),
    db.prepare('DELETE FROM notification_mail_opt_outs WHERE user_id = ?1').bind(userId),
    ...mutedCategories
      .filter((category) => !ALWAYS_MAILED_CATEGORIES.includes(category))
      .map((category) => db.prepare('INSERT INTO notification_mail_opt_outs (user_id, category) VALUES (?1, ?2)').bind(userId, category)),
  ])
}

/** Remembers the language someone signed in with: their e-mails use it until they choose one. */
export async function noteSignInLocale(db: D1Database, userId: string, locale: LocaleCode): Promise<void> {
  await runStatement(
    db
      .prepare(
        `INSERT INTO notification_settings (user_id, last_locale) VALUES (?1, ?2)
         ON CONFLICT (user_id) DO UPDATE SET last_locale = excluded.last_locale, updated_at = ${SQL_NOW}`,
      )
      .bind(userId, locale),
  )
}

/* ------------------------------------------------------------------ who acts */

/** The ids of every account with a staff role (the demo coordinators, the support agents). */
export async function staffWithRole(
  db: D1Database,
  role: 'demo-coordinator' | 'support-agent' | 'user-admin' | 'marketing' | 'trainer',
): Promise<string[]> {
  const rows = await allRows(db.prepare('SELECT id FROM users WHERE role = ?1 ORDER BY id').bind(role), type({ id: 'string' }))
  return rows.map((row) => row.id)
}
