/**
 * The dashboard's view of the portal's activity in D1: the next upcoming training, the latest
 * promotion and the open demo requests, each only when the viewer may open that area.
 */
import { isoDay } from '../../ui/demo-requests/demo-request-rules.ts'
import { isAllowed, permissionFor } from '../../ui/portal/permissions.ts'
import type { PortalViewer } from '../../ui/portal/viewer.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import type { PortalActivity } from './dashboard-blocks-store.ts'
import { demoScopeOf, listDemoRequests } from '../demo-requests/demo-request-store.ts'

/** The dashboard lists at most this many open demo requests (staff reach many partners). */
const OPEN_DEMO_REQUESTS_SHOWN = 10
import { listPromotions } from '../promotions/promotion-store.ts'
import { nextUpcomingTraining } from '../trainings/training-store.ts'

export function portalActivity(db: D1Database, viewer: PortalViewer): PortalActivity {
  return {
    async nextTraining(person, code, now) {
      if (!isAllowed(viewer, 'trainings.view')) return null
      const training = await nextUpcomingTraining(db, person, code, now)
      return training ? { title: training.title, startsAt: training.startsAt!, location: training.location, href: training.href } : null
    },
    async latestPromotion(person, code, now) {
      if (!isAllowed(viewer, 'promotions.view')) return null
      const [latest] = await listPromotions(db, person, code, isoDay(now))
      return latest
        ? { title: latest.title, validUntil: latest.validUntil, href: `${pathFor('portal-promotions', code)}#promotion-${latest.id}` }
        : null
    },
    async openDemoRequests(person, code) {
      const scope = demoScopeOf(person, permissionFor(viewer, 'demo-requests.view'))
      if (!scope) return []
      const { pending } = await listDemoRequests(db, scope)
      return pending.slice(0, OPEN_DEMO_REQUESTS_SHOWN).map((request) => ({
        id: request.id,
        event: request.event,
        from: request.from,
        until: request.until,
        status: request.status,
        href: pathFor('portal-demo-requests-request', code, { requestId: request.id }),
      }))
    },
  }
}
