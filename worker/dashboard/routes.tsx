/**
 * The portal's dashboard (SPEC.md point 6): the viewer's blocks (dashboard-blocks-store.ts) and a
 * quick link to every other area they may open. Blocks follow the viewer's rights and organisation
 * (DashboardRights): no promotions block without access to promotions, no "Request Wave" for an
 * organisation that has Wave, and staff get a block leading to their inbox.
 */
import { DashboardPage } from '../../ui/dashboard/DashboardPage.tsx'
import type { DashboardRights } from '../../ui/dashboard/dashboard-blocks.ts'
import { isoOf } from '../../ui/format/intl.ts'
import { isAllowed } from '../../ui/portal/permissions.ts'
import { areaLabel } from '../../ui/portal/portal-navigation.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'
import type { PortalPageKit } from '../portal/portal-page-kit.ts'
import { portalNavigationOf } from '../portal/portal-shell.tsx'
import { dashboardBlocks } from './dashboard-blocks-store.ts'
import { portalActivity } from './portal-activity.ts'

async function dashboardPage(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const code = match.locale.code
  const i18n = c.get('i18n')!
  const blocks = await dashboardBlocks(c.env.DB, portalActivity(c.env.DB, viewer), viewer.person, code, new Date())
  const quickLinks = portalNavigationOf(c, viewer).filter((item) => item.area !== 'portal')
  const rights: DashboardRights = {
    promotionsHref: isAllowed(viewer, 'promotions.view') ? pathFor('portal-promotions', code) : null,
    demoRequestsHref: isAllowed(viewer, 'demo-requests.view') ? pathFor('portal-demo-requests', code) : null,
    staffInboxHref: isAllowed(viewer, 'staff.inbox') ? pathFor('portal-staff', code) : null,
    waveRequestHref:
      isAllowed(viewer, 'wave-request.view') && !viewer.person.organisation?.waveEnabled ? pathFor('portal-wave-request', code) : null,
  }
  return kit.render(
    areaLabel(i18n, 'portal'),
    <DashboardPage
      viewer={viewer}
      code={code}
      iso={isoOf(code)}
      blocks={blocks}
      rights={rights}
      quickLinks={quickLinks}
      supportHref={isAllowed(viewer, 'support.view') ? pathFor('portal-support', code) : null}
    />,
  )
}

export const dashboardRoutes = {
  portal: portalPage('portal', needs('dashboard.view', dashboardPage)),
} satisfies FeatureRoutes
