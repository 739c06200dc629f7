/**
 * SPEC.md point 2, redirect step 1: any path containing `/pim` on the site host goes, with 307,
 * to the PIM origin plus the rest of the path after `/pim` plus the query string.
 */
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env.ts'

export function pimLocation(url: URL, pimOrigin: string): string | undefined {
  const at = url.pathname.indexOf('/pim')
  if (at < 0) return undefined
  const rest = url.pathname.slice(at + '/pim'.length)
  const path = rest.startsWith('/') ? rest : `/${rest}`
  return `${pimOrigin.replace(/\/$/, '')}${path}${url.search}`
}

export const pimRedirect = createMiddleware<AppEnv>(async (c, next) => {
  // The path as the runtime serialised it: only one holding `/pim` is worth parsing.
  if (!c.req.path.includes('/pim')) return next()
  const url = new URL(c.req.url)
  const pimHost = new URL(c.env.PIM_ORIGIN).host
  if (url.host === pimHost) return next()
  const location = pimLocation(url, c.env.PIM_ORIGIN)
  if (!location) return next()
  return c.redirect(location, 307)
})
