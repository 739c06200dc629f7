/**
 * The route registry (docs/decisions/021-route-registry.md): every route name of the route table
 * has exactly one definition, from exactly one feature, of the right kind; and the app registers
 * every route × locale as one Hono route per method it takes, so the router lists each once.
 */
import { inspectRoutes } from 'hono/dev'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES, activeLocales } from '../../locales/registry.ts'
import { ROUTES, ROUTE_NAMES, type RouteName, isPortalRoute, pathPatternFor } from '../../ui/routes/route-table.ts'
import { app } from '../../worker/app.tsx'
import type { RouteDefinition } from '../../worker/pages/route-definition.ts'
import { CATCH_ALL_ROUTE, REGISTERED_LOCALES, ROUTE_METHODS, type RouteMethod } from '../../worker/pages/route-registration.ts'
import { FEATURE_ROUTES, ROUTE_REGISTRY } from '../../worker/pages/route-registry.ts'
import { visit } from './helpers.ts'

function definitionOf(name: RouteName): RouteDefinition {
  return ROUTE_REGISTRY[name]
}

/** The methods a route answers itself: GET always, POST when it takes a form (a portal route always: 405 or the form). */
function methodsOf(name: RouteName): RouteMethod[] {
  const definition = definitionOf(name)
  return ROUTE_METHODS.filter((method) => method === 'GET' || definition.shell === 'portal' || definition.post !== undefined)
}

/** The app's endpoints (not middleware) by method and path, with how often each is registered. */
function endpointCounts(): Map<string, number> {
  const counts = new Map<string, number>()
  for (const route of inspectRoutes(app)) {
    if (route.isMiddleware) continue
    const key = `${route.method} ${route.path}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

describe('the route registry', () => {
  it('defines every route name of the route table, and nothing else', () => {
    expect(Object.keys(ROUTE_REGISTRY).sort()).toEqual([...ROUTE_NAMES].sort())
  })

  it('takes each route from exactly one feature', () => {
    const owners = new Map<string, string[]>()
    for (const [feature, routes] of Object.entries(FEATURE_ROUTES)) {
      for (const name of Object.keys(routes)) owners.set(name, [...(owners.get(name) ?? []), feature])
    }
    const twice = [...owners].filter(([, features]) => features.length > 1)
    expect(twice).toEqual([])
    expect([...owners.keys()].sort()).toEqual([...ROUTE_NAMES].sort())
  })

  it('shows portal routes in the portal shell, privately, and every other route in the site shell', () => {
    for (const name of ROUTE_NAMES) {
      const definition = definitionOf(name)
      expect({ name, shell: definition.shell, cache: definition.cache }).toEqual(
        isPortalRoute(name) ? { name, shell: 'portal', cache: 'private' } : { name, shell: 'site', cache: 'edge' },
      )
    }
  })

  it('gives every portal page a permission, but the sign-in page and an invitation’s page, which anyone may open', () => {
    for (const name of ROUTE_NAMES.filter(isPortalRoute)) {
      const definition = definitionOf(name)
      if (definition.shell !== 'portal') throw new Error(`${name} is not a portal page`)
      expect({ name, open: definition.get.permission === null }).toEqual({
        name,
        open: name === 'portal-sign-in' || name === 'portal-invitation',
      })
    }
  })
})

describe('the app’s routes', () => {
  it('registers every locale any environment serves', () => {
    expect([...REGISTERED_LOCALES].sort()).toEqual([...LOCALE_CODES].sort())
    for (const locale of activeLocales('LOCAL')) expect(REGISTERED_LOCALES).toContain(locale.code)
  })

  it('lists each route × locale once for each method it answers', () => {
    const counts = endpointCounts()
    for (const name of ROUTE_NAMES) {
      for (const code of REGISTERED_LOCALES) {
        const path = pathPatternFor(name, code)
        for (const method of ROUTE_METHODS) {
          const expected = methodsOf(name).includes(method) ? 1 : 0
          expect({ route: `${method} ${name} ${code}`, count: counts.get(`${method} ${path}`) ?? 0 }).toEqual({
            route: `${method} ${name} ${code}`,
            count: expected,
          })
        }
      }
    }
  })

  it('has no wildcard page routes but the rest parameters of the route table (the CMS catch-all, the downloads path)', () => {
    const restRoutes = ROUTE_NAMES.filter((name) => (ROUTES[name] as ReadonlyArray<object>).some((part) => 'rest' in part))
    expect(restRoutes).toContain(CATCH_ALL_ROUTE)
    const pagePaths = new Set(ROUTE_NAMES.flatMap((name) => REGISTERED_LOCALES.map((code) => pathPatternFor(name, code))))
    const wildcards = inspectRoutes(app)
      .filter((route) => !route.isMiddleware && pagePaths.has(route.path) && route.path.includes('*'))
      .map((route) => route.path)
    const expected = restRoutes.flatMap((name) => REGISTERED_LOCALES.map((code) => pathPatternFor(name, code)))
    expect([...new Set(wildcards)].sort()).toEqual([...new Set(expected)].sort())
  })
})

describe('paths the router does not place', () => {
  it('an upper-case locale prefix still reaches its route, through the catch-all', async () => {
    const exact = await visit('/it-it/contatti')
    const upper = await visit('/IT-IT/contatti')
    const [exactPage, upperPage] = [await exact.text(), await upper.text()]
    expect(exact.status).toBe(200)
    expect(upper.status).toBe(200)
    const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]
    expect(heading(upperPage)).toBe(heading(exactPage))
  })

  it('a portal post the router did not place (trailing slash) still passes the shell and the gate', async () => {
    const placed = await visit('/portal/trainings', { method: 'POST', body: new URLSearchParams({}) })
    const unplaced = await visit('/portal/trainings/', { method: 'POST', body: new URLSearchParams({}) })
    const [placedPage, unplacedPage] = [await placed.text(), await unplaced.text()]
    expect(placed.status).toBe(401)
    expect(unplaced.status).toBe(401)
    expect(unplacedPage).toContain('data-gate="sign-in"')
    expect(placedPage).toContain('data-gate="sign-in"')
  })

  it('a post to a public page that takes none is not found', async () => {
    const response = await visit('/insights', { method: 'POST', body: new URLSearchParams({}) })
    await response.arrayBuffer()
    expect(response.status).toBe(404)
  })
})
