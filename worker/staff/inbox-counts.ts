/**
 * How each queue of the staff inbox (ui/staff/inbox-queues.ts) is counted and where it leads: the
 * count in the viewer's reach (a sales manager counts the partners they look after) and the list
 * it opens, filtered. Part of the plug-in point for new kinds of work: a queue added there needs its
 * line here (the compiler asks for it).
 */
import type { LocaleCode } from '../../locales/registry.ts'
import { isoDay } from '../../ui/demo-requests/demo-request-rules.ts'
import { permissionFor } from '../../ui/portal/permissions.ts'
import type { PortalViewer } from '../../ui/portal/viewer.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import type { InboxQueue, StaffTool } from '../../ui/staff/inbox-queues.ts'
import { demoQueueCounts, demoScopeOf } from '../demo-requests/demo-request-store.ts'
import { newSuggestionCount, openTicketCount } from '../support/support-store.ts'
import { unfinishedWaveRequestCount } from '../wave-requests/wave-request-store.ts'
import { openTranslationTaskCount, storiesToReviewCount } from '../success-stories/success-story-store.ts'
import { attendanceToConfirmCount, trainingRequestsToScheduleCount } from '../trainings/training-session-store.ts'

interface QueueSource {
  count(db: D1Database, viewer: PortalViewer, today: string): Promise<number>
  href(code: LocaleCode): string
}

async function demoCounts(db: D1Database, viewer: PortalViewer, today: string) {
  const scope = demoScopeOf(viewer.person, permissionFor(viewer, 'demo-requests.view'))
  return scope ? demoQueueCounts(db, scope, today) : { requested: 0, sentForApproval: 0, toShip: 0, overdue: 0 }
}

const demoList = (code: LocaleCode, status: string) => `${pathFor('portal-demo-requests', code)}?status=${status}`

export const INBOX_SOURCES: Record<InboxQueue, QueueSource> = {
  'demo-requests-to-review': {
    count: async (db, viewer, today) => (await demoCounts(db, viewer, today)).requested,
    href: (code) => demoList(code, 'requested'),
  },
  'demo-requests-to-approve': {
    count: async (db, viewer, today) => (await demoCounts(db, viewer, today)).sentForApproval,
    href: (code) => demoList(code, 'sent-for-approval'),
  },
  'demo-requests-to-ship': {
    count: async (db, viewer, today) => (await demoCounts(db, viewer, today)).toShip,
    href: (code) => demoList(code, 'to-ship'),
  },
  'demo-requests-overdue': {
    count: async (db, viewer, today) => (await demoCounts(db, viewer, today)).overdue,
    href: (code) => demoList(code, 'overdue'),
  },
  tickets: { count: (db) => openTicketCount(db), href: (code) => `${pathFor('portal-staff-tickets', code)}?status=open` },
  suggestions: { count: (db) => newSuggestionCount(db), href: (code) => `${pathFor('portal-staff-suggestions', code)}?status=new` },
  'wave-requests': {
    count: (db) => unfinishedWaveRequestCount(db),
    href: (code) => `${pathFor('portal-staff-wave-requests', code)}?status=unfinished`,
  },
  'success-stories-to-review': {
    count: (db) => storiesToReviewCount(db),
    href: (code) => `${pathFor('portal-staff-success-stories', code)}?status=submitted`,
  },
  'stories-to-translate': {
    count: (db) => openTranslationTaskCount(db),
    href: (code) => `${pathFor('portal-staff-translations', code)}?status=open`,
  },
  'training-requests-to-schedule': {
    count: (db) => trainingRequestsToScheduleCount(db),
    href: (code) => `${pathFor('portal-staff-training-requests', code)}?status=to-schedule`,
  },
  'attendance-to-confirm': {
    count: (db) => attendanceToConfirmCount(db, new Date()),
    href: (code) => pathFor('portal-staff-attendance', code),
  },
}

export const TOOL_HREFS: Record<StaffTool, (code: LocaleCode) => string> = {
  'all-demo-requests': (code) => pathFor('portal-demo-requests', code),
  'demo-pool': (code) => pathFor('portal-staff-demo-pool', code),
  'all-tickets': (code) => pathFor('portal-staff-tickets', code),
  'all-suggestions': (code) => pathFor('portal-staff-suggestions', code),
  'all-wave-requests': (code) => pathFor('portal-staff-wave-requests', code),
  'audit-log': (code) => pathFor('portal-staff-audit-log', code),
  'all-success-stories': (code) => pathFor('portal-staff-success-stories', code),
  'all-training-requests': (code) => pathFor('portal-staff-training-requests', code),
}

export function todayOf(now = new Date()): string {
  return isoDay(now)
}
