/**
 * The staff console's inbox (route `portal-staff`): the queues of the viewer's work with their
 * counts, and the lists and tools their role opens (ui/staff/inbox-queues.ts, inbox-counts.ts).
 */
import { isAllowed } from '../../ui/portal/permissions.ts'
import { INBOX_QUEUES, INBOX_QUEUE_NAMES, STAFF_TOOLS, STAFF_TOOL_NAMES, queueText, toolText } from '../../ui/staff/inbox-queues.ts'
import { StaffInboxPage } from '../../ui/staff/StaffInboxPage.tsx'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'
import type { PortalPageKit } from '../portal/portal-page-kit.ts'
import { INBOX_SOURCES, TOOL_HREFS, todayOf } from './inbox-counts.ts'

export async function staffInboxPage(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const code = match.locale.code
  const i18n = c.get('i18n')!
  const today = todayOf()
  const queues = INBOX_QUEUE_NAMES.filter((queue) => isAllowed(viewer, INBOX_QUEUES[queue].action))
  const counts = await Promise.all(queues.map((queue) => INBOX_SOURCES[queue].count(c.env.DB, viewer, today)))
  return kit.render(
    i18n._({ id: 'portal.nav.staff', message: 'Staff console' }),
    <StaffInboxPage
      items={queues.map((queue, index) => ({
        queue,
        ...queueText(i18n, queue),
        count: counts[index]!,
        href: INBOX_SOURCES[queue].href(code),
      }))}
      tools={STAFF_TOOL_NAMES.filter((tool) => isAllowed(viewer, STAFF_TOOLS[tool].action)).map((tool) => ({
        tool,
        label: toolText(i18n, tool),
        href: TOOL_HREFS[tool](code),
      }))}
    />,
  )
}

export const staffRoutes = {
  'portal-staff': portalPage('portal-staff', needs('staff.inbox', staffInboxPage)),
} satisfies FeatureRoutes
