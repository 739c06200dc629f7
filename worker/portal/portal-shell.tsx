/**
 * The portal shell, middleware on every portal route: a portal page renders in it with the portal
 * navigation beside it (for a signed-in viewer; the route's area marked), never cached but by the
 * visitor's browser, kept out of search engines. It also builds the page kit a portal page gets.
 */
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ReactElement } from 'react'
import type { PortalArea } from '../../ui/portal/portal-areas.ts'
import { type PortalNavigationItem, portalNavigation } from '../../ui/portal/portal-navigation.ts'
import { type PortalNotificationsLink, PortalLayout } from '../../ui/portal/PortalLayout.tsx'
import { isAllowed } from '../../ui/portal/permissions.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { unreadCountOf } from '../notifications/notification-store.ts'
import type { PortalViewer } from '../../ui/portal/viewer.ts'
import { PRIVATE_RESPONSE } from '../auth/session-step.ts'
import type { AppEnv } from '../env.ts'
import { headFor, routeAlternates } from '../pages/page-heads.ts'
import { ROUTE_REGISTRY } from '../pages/route-registry.ts'
import { refusalOf } from './portal-gate.tsx'
import type { OpenPortalPageKit, PortalMatch, PortalPageKit, PortalStatus } from './portal-page-kit.ts'

/** The portal areas the viewer may open, by what each area's page needs (the route registry). */
export function portalNavigationOf(c: Context<AppEnv>, viewer: PortalViewer): PortalNavigationItem[] {
  return portalNavigation(c.get('i18n')!, viewer, c.get('route')!.locale.code, (area) => ROUTE_REGISTRY[area].get.permission)
}

/** The header's link to the notification centre with the viewer's unread count, when they have one. */
async function notificationsLinkOf(c: Context<AppEnv>, viewer: PortalViewer): Promise<PortalNotificationsLink | null> {
  if (!isAllowed(viewer, 'notifications.view')) return null
  return {
    href: pathFor('portal-notifications', c.get('route')!.locale.code),
    unread: await unreadCountOf(c.env.DB, viewer.person.id),
  }
}

async function renderInShell(c: Context<AppEnv>, area: PortalArea | null, title: string, body: ReactElement, status?: PortalStatus) {
  if (status) c.status(status)
  c.header('Cache-Control', PRIVATE_RESPONSE)
  const viewer = c.get('viewer')
  const content = viewer ? (
    <PortalLayout items={portalNavigationOf(c, viewer)} current={area} notifications={await notificationsLinkOf(c, viewer)}>
      {body}
    </PortalLayout>
  ) : (
    body
  )
  return c.render(content, { head: headFor(c, title, routeAlternates(c, c.get('route')!), { noindex: true }) })
}

/** The shell of a portal route in `area`; posts are private answers whatever they end in. */
export function portalShell(area: PortalArea | null) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'POST') c.header('Cache-Control', PRIVATE_RESPONSE)
    c.set('portalRender', (title, body, status) => renderInShell(c, area, title, body, status))
    await next()
  })
}

function portalMatchOf(c: Context<AppEnv>): PortalMatch {
  return c.get('route') as PortalMatch
}

/** What a portal page gets, once the gate has let the viewer through. */
export function portalPageKit(c: Context<AppEnv>): PortalPageKit {
  return {
    c,
    match: portalMatchOf(c),
    viewer: c.get('viewer')!,
    render: c.get('portalRender')!,
    refuse: (action) => refusalOf(c, action),
  }
}

/** What the page anyone may open gets. */
export function openPortalPageKit(c: Context<AppEnv>): OpenPortalPageKit {
  return { c, match: portalMatchOf(c), viewer: c.get('viewer'), render: c.get('portalRender')! }
}
