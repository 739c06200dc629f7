/**
 * What a feature says about each of its routes of the route table (ui/routes/route-table.ts):
 * what answers GET and POST, the permission each needs, the shell the page is shown in and its
 * cache policy. Each feature exports its definitions (`worker/<feature>/routes.tsx`); the route
 * registry (route-registry.ts) joins them into one map over every route name, and
 * route-registration.ts registers each route in each locale as a route of the Hono app.
 */
import type { Context } from 'hono'
import type { PortalArea } from '../../ui/portal/portal-areas.ts'
import type { PortalAction } from '../../ui/portal/permissions.ts'
import type { PortalRouteName, PublicRouteName, RouteMatch, RouteName } from '../../ui/routes/route-table.ts'
import type { AppEnv } from '../env.ts'
import type { OpenPortalPageKit, PortalPageKit, Served } from '../portal/portal-page-kit.ts'
import type { PageLoader } from './page-loader.ts'

/** A route of the public site. */
export type PublicRouteMatch = RouteMatch & { name: PublicRouteName }

/** A plain form post to a public page (every form works without JavaScript). */
export type PagePost = (c: Context<AppEnv>, match: PublicRouteMatch) => Promise<Response>

/**
 * A page of the public site: in the site's shell (header, footer, navigation); its GETs may be
 * kept by the edge page cache (worker/render/page-cache.ts decides which answers qualify).
 */
export interface SitePageRoute {
  shell: 'site'
  cache: 'edge'
  get: PageLoader
  post?: PagePost
}

/** A portal page or form: what it needs (ui/portal/permissions.ts) and what answers. */
export interface PortalHandler {
  permission: PortalAction
  serve(kit: PortalPageKit): Served
}

/** The one portal page anyone may open (signing in). */
export interface OpenPortalHandler {
  permission: null
  serve(kit: OpenPortalPageKit): Served
}

/**
 * A page of the partner portal: in the portal shell (its navigation, the area marked), behind the
 * permission gate, never cached anywhere but the visitor's browser. A route without `post`
 * answers a post with 405 to whoever may open the page.
 */
export interface PortalPageRoute {
  shell: 'portal'
  cache: 'private'
  /** The navigation area the page belongs to (null: none, the sign-in page). */
  area: PortalArea | null
  get: PortalHandler | OpenPortalHandler
  post?: PortalHandler
}

export type RouteDefinition = SitePageRoute | PortalPageRoute

/** Every route name with its definition: portal routes are portal pages, the others site pages. */
export type RouteDefinitions = { [Name in RouteName]: Name extends PortalRouteName ? PortalPageRoute : SitePageRoute }

/** What one feature defines. */
export type FeatureRoutes = Partial<RouteDefinitions>

export function sitePage(get: PageLoader, post?: PagePost): SitePageRoute {
  return post ? { shell: 'site', cache: 'edge', get, post } : { shell: 'site', cache: 'edge', get }
}

export function portalPage(area: PortalArea | null, get: PortalHandler | OpenPortalHandler, post?: PortalHandler): PortalPageRoute {
  return post ? { shell: 'portal', cache: 'private', area, get, post } : { shell: 'portal', cache: 'private', area, get }
}

/** A portal handler: `serve` when the viewer may take `permission`. */
export function needs(permission: PortalAction, serve: (kit: PortalPageKit) => Served): PortalHandler {
  return { permission, serve }
}
