/**
 * Registers every route of the route registry (route-registry.ts) in every locale as a route of
 * the Hono app: `app.get('/fr-fr/apercus/:slug', …)`, `app.post('/portal/users/new', …)`. The
 * router matches a request once; the route step then reads the route's parameters with the route
 * table's own rules (ui/routes/route-table.ts) and settles the page's locale.
 *
 * The CMS catch-all (`slug`, `/*` and `/fr-fr/*`) is the one wildcard. It takes what no named
 * route took, and settles it with the route table's matcher, so a path spelled in a way the router
 * does not place (an upper-case locale prefix, a doubled slash, a percent-encoded segment) keeps
 * the route it always had.
 *
 * Each route runs: the route step, then for a portal route the shell and the permission gate
 * (worker/portal/portal-shell.tsx, portal-gate.tsx) and the page, for a site page the page
 * (through the edge page cache, worker/render/page-cache.ts) or its form post.
 */
import type { Context, Handler, Hono, MiddlewareHandler } from 'hono'
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode, isLocaleCode } from '../../locales/registry.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { LOCALE_SWITCH_PARAMETER } from '../../ui/layout/LanguageChooser.tsx'
import {
  ROUTE_NAMES,
  type RouteMatch,
  type RouteName,
  isPortalRoute,
  matchNamedRoute,
  matchRoute,
  pathPatternFor,
  splitLocalePrefix,
} from '../../ui/routes/route-table.ts'
import { onSitePath } from '../../ui/routes/safe-url.ts'
import type { AppEnv } from '../env.ts'
import { rememberLocale } from '../middleware/locale.ts'
import { requestUrl } from '../middleware/request-url.ts'
import { portalGate } from '../portal/portal-gate.tsx'
import type { Served } from '../portal/portal-page-kit.ts'
import { openPortalPageKit, portalPageKit, portalShell } from '../portal/portal-shell.tsx'
import { pageCache } from '../render/page-cache.ts'
import { renderError, renderNotFound } from './error-pages.tsx'
import { routeAlternates } from './page-heads.ts'
import type { PagePost, PortalPageRoute, PublicRouteMatch, RouteDefinition } from './route-definition.ts'
import { ROUTE_REGISTRY } from './route-registry.ts'
import { preferredLocaleRedirect, serveSitePage } from './site-pages.tsx'

/** The CMS catch-all: any path no other route took. */
export const CATCH_ALL_ROUTE: RouteName = 'slug'

export const ROUTE_METHODS = ['GET', 'POST'] as const
export type RouteMethod = (typeof ROUTE_METHODS)[number]

type Step = MiddlewareHandler<AppEnv> | Handler<AppEnv>

/** A site page: from the edge page cache when it has it, otherwise loaded and rendered. */
async function sitePageEndpoint(c: Context<AppEnv>): Promise<Response> {
  const match = c.get('route') as PublicRouteMatch
  await pageCache(c, async () => {
    c.res = await serveSitePage(c, match)
  })
  return c.res
}

function sitePostEndpoint(post: PagePost): Handler<AppEnv> {
  return (c) => post(c, c.get('route') as PublicRouteMatch)
}

function methodNotAllowed(c: Context<AppEnv>): Response {
  c.header('Allow', 'GET')
  return c.text('Method Not Allowed', 405)
}

function portalSteps(definition: PortalPageRoute, method: RouteMethod): Step[] {
  const shell = portalShell(definition.area)
  if (method === 'GET') {
    const page = definition.get
    if (page.permission === null) return [shell, (c: Context<AppEnv>) => page.serve(openPortalPageKit(c))]
    return [shell, portalGate(page.permission), (c: Context<AppEnv>) => page.serve(portalPageKit(c))]
  }
  const form = definition.post
  if (form) return [shell, portalGate(form.permission), (c: Context<AppEnv>) => form.serve(portalPageKit(c))]
  // Who may not open the page hears so (401/403) before learning which methods it takes.
  const pagePermission = definition.get.permission
  return pagePermission === null ? [shell, methodNotAllowed] : [shell, portalGate(pagePermission), methodNotAllowed]
}

/** What runs after the route step for a method of a route; undefined when the route does not take it. */
function stepsOf(definition: RouteDefinition, method: RouteMethod): Step[] | undefined {
  if (definition.shell === 'portal') return portalSteps(definition, method)
  if (method === 'GET') return [sitePageEndpoint]
  return definition.post ? [sitePostEndpoint(definition.post)] : undefined
}

const STEPS = Object.fromEntries(
  ROUTE_NAMES.map((name) => [name, Object.fromEntries(ROUTE_METHODS.map((method) => [method, stepsOf(ROUTE_REGISTRY[name], method)]))]),
) as Record<RouteName, Record<RouteMethod, Step[] | undefined>>

/** Runs steps as the router would (for a path the catch-all settled on another route). */
async function runSteps(c: Context<AppEnv>, steps: readonly Step[]): Promise<Response> {
  const dispatch = async (index: number): Promise<void> => {
    const step = steps[index]
    if (!step) return
    const answer = await step(c, () => dispatch(index + 1))
    if (answer instanceof Response && !c.finalized) c.res = answer
  }
  await dispatch(0)
  return c.res
}

/**
 * The page's locale and translations, then what every page answers before its own work: the
 * language chooser's switch (remember, then the clean URL), a parameter that fails its check
 * (404), and for a portal page an unprefixed path the visitor prefers in another locale.
 */
function enterRoute(c: Context<AppEnv>, match: RouteMatch, method: RouteMethod, url: URL): Served | undefined {
  c.set('route', match)
  c.set('locale', match.locale)
  c.set('i18n', i18nFor(match.locale, c.get('logger')))
  if (method === 'POST') return match.valid ? undefined : renderNotFound(c)

  const switchTo = url.searchParams.get(LOCALE_SWITCH_PARAMETER)
  if (switchTo !== null && isLocaleCode(switchTo) && switchTo === match.locale.code) {
    rememberLocale(c, switchTo)
    const clean = new URL(url)
    clean.searchParams.delete(LOCALE_SWITCH_PARAMETER)
    return c.redirect(onSitePath(clean.pathname, clean.search), 302)
  }
  if (!match.valid) {
    // The full path, as the visitor asked for it (query included).
    const message = `Page Not Found: ${url.pathname}${url.search}`
    return renderError(c, { statusCode: 404, statusMessage: message, message })
  }
  if (isPortalRoute(match.name) && !splitLocalePrefix(url.pathname, c.get('environment')).prefixed) {
    return preferredLocaleRedirect(c, routeAlternates(c, match), url)
  }
  return undefined
}

/** The first step of every registered route: the route's match, or what the catch-all settles. */
function routeStep(name: RouteName, code: LocaleCode, method: RouteMethod): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = requestUrl(c.req.raw)
    if (method === 'GET' && url.pathname.length > 1 && url.pathname.endsWith('/')) {
      return c.redirect(onSitePath(url.pathname, url.search), 301)
    }
    const environment = c.get('environment')
    const placed = name === CATCH_ALL_ROUTE ? undefined : matchNamedRoute(name, code, url.pathname, environment)
    const match = placed ?? matchRoute(url.pathname, environment)
    if (!match) return renderNotFound(c)
    const steps = STEPS[match.name][method]
    if (!steps) return renderNotFound(c)
    const answered = enterRoute(c, match, method, url)
    if (answered) return await answered
    if (match.name === name) return next()
    return runSteps(c, steps)
  }
}

/** The locales a route is registered in: every locale any environment serves, the unprefixed default last. */
export const REGISTERED_LOCALES: readonly LocaleCode[] = [...LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE), DEFAULT_LOCALE]

/** Registers every route × locale on the app, in route-table order (the first matching route answers). */
export function registerRoutes(app: Hono<AppEnv>): void {
  for (const name of ROUTE_NAMES) {
    for (const code of REGISTERED_LOCALES) {
      const path = pathPatternFor(name, code)
      for (const method of ROUTE_METHODS) {
        const steps = STEPS[name][method]
        // The catch-all takes every post no route took: it may belong to a route the router did not place.
        if (!steps && name !== CATCH_ALL_ROUTE) continue
        const handlers = [routeStep(name, code, method), ...(steps ?? [])]
        if (method === 'GET') app.get(path, ...(handlers as [MiddlewareHandler<AppEnv>]))
        else app.post(path, ...(handlers as [MiddlewareHandler<AppEnv>]))
      }
    }
  }
}
