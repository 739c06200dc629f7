/**
 * What the notification service can tell people (docs/decisions/034-notifications.md): each kind
 * of notification, the category a person turns its e-mails on or off by, and who it is for. The
 * texts of each kind are in notification-texts.ts. A new feature adds its kinds here (and their
 * texts), and raises them through the worker's notification service; nothing else changes.
 */

/** E-mail categories a person chooses from (the in-portal notification always arrives). */
export const NOTIFICATION_CATEGORIES = [
  'demo-requests',
  'support',
  'wave',
  'account',
  'success-stories',
  'trainings',
  'promotions',
] as const
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number]

/** Categories whose e-mails nobody can turn off: a changed role is a security matter. */
export const ALWAYS_MAILED_CATEGORIES: readonly NotificationCategory[] = ['account']

export function isNotificationCategory(value: string): value is NotificationCategory {
  return (NOTIFICATION_CATEGORIES as readonly string[]).includes(value)
}

/** Categories a person may turn off. */
export const OPTIONAL_MAIL_CATEGORIES = NOTIFICATION_CATEGORIES.filter((category) => !ALWAYS_MAILED_CATEGORIES.includes(category))

interface KindRule {
  category: NotificationCategory
  /** Who gets it: the partner the matter is about, or the vendor's staff who act on it. */
  audience: 'partner' | 'staff'
}

export const NOTIFICATION_KINDS = {
  /* demo equipment: the requester hears of every step; staff hear of the steps they act on */
  'demo-request.requested': { category: 'demo-requests', audience: 'partner' },
  'demo-request.sent-for-approval': { category: 'demo-requests', audience: 'partner' },
  'demo-request.approved': { category: 'demo-requests', audience: 'partner' },
  'demo-request.rejected': { category: 'demo-requests', audience: 'partner' },
  'demo-request.allocated': { category: 'demo-requests', audience: 'partner' },
  'demo-request.shipped': { category: 'demo-requests', audience: 'partner' },
  'demo-request.returned': { category: 'demo-requests', audience: 'partner' },
  'demo-request.closed': { category: 'demo-requests', audience: 'partner' },
  'demo-request.overdue': { category: 'demo-requests', audience: 'partner' },
  'demo-request.withdrawn': { category: 'demo-requests', audience: 'partner' },
  'demo-request.changed': { category: 'demo-requests', audience: 'partner' },
  'demo-request.to-review': { category: 'demo-requests', audience: 'staff' },
  'demo-request.to-approve': { category: 'demo-requests', audience: 'staff' },
  'demo-request.changed-by-partner': { category: 'demo-requests', audience: 'staff' },
  'demo-request.withdrawn-by-partner': { category: 'demo-requests', audience: 'staff' },
  'demo-request.overdue-for-staff': { category: 'demo-requests', audience: 'staff' },
  /* tickets and portal suggestions */
  'ticket.received': { category: 'support', audience: 'partner' },
  'ticket.answered': { category: 'support', audience: 'partner' },
  'ticket.status-changed': { category: 'support', audience: 'partner' },
  'ticket.new': { category: 'support', audience: 'staff' },
  'ticket.partner-replied': { category: 'support', audience: 'staff' },
  'suggestion.triaged': { category: 'support', audience: 'partner' },
  /* Wave requests */
  'wave-request.finalised': { category: 'wave', audience: 'partner' },
  'wave-request.failed': { category: 'wave', audience: 'partner' },
  'wave-request.rolled-back': { category: 'wave', audience: 'partner' },
  'wave-request.note': { category: 'wave', audience: 'partner' },
  'wave-request.submitted': { category: 'wave', audience: 'staff' },
  'wave-request.needs-attention': { category: 'wave', audience: 'staff' },
  /* success stories: the partner hears of the review; the marketing team of stories to review */
  'success-story.changes-requested': { category: 'success-stories', audience: 'partner' },
  'success-story.published': { category: 'success-stories', audience: 'partner' },
  'success-story.to-review': { category: 'success-stories', audience: 'staff' },
  /* trainings: participants hear of their session, their attendance and their certificate; trainers of new requests */
  'training.scheduled': { category: 'trainings', audience: 'partner' },
  'training.attendance-confirmed': { category: 'trainings', audience: 'partner' },
  'training.certificate-issued': { category: 'trainings', audience: 'partner' },
  'training.requested': { category: 'trainings', audience: 'staff' },
  /* the person's own account */
  'account.role-changed': { category: 'account', audience: 'partner' },
  /* partner self-service: the person who joined an organisation, and its partner executives */
  'organisation.joined': { category: 'account', audience: 'partner' },
  'organisation.user-added': { category: 'account', audience: 'partner' },
  /* a promotion starts for the partner's level and business lines */
  'promotion.new': { category: 'promotions', audience: 'partner' },
} as const satisfies Record<string, KindRule>

export type NotificationKind = keyof typeof NOTIFICATION_KINDS

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KINDS, value)
}

export function categoryOf(kind: NotificationKind): NotificationCategory {
  return NOTIFICATION_KINDS[kind].category
}

/** What a notification's texts fill in: short strings (an event's name, a reason, a case number). */
export type NotificationValues = Readonly<Record<string, string>>
