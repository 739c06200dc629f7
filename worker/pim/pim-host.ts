/** Which host a request came to: the site's or the product information area's (PIM_ORIGIN). */
import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { hostOf } from '../middleware/request-url.ts'

/** PIM_ORIGIN's host, by the origin configured (one per isolate in practice). */
const pimHosts = new Map<string, string>()

function pimHostOf(pimOrigin: string): string {
  let host = pimHosts.get(pimOrigin)
  if (host === undefined) {
    host = new URL(pimOrigin).host
    pimHosts.set(pimOrigin, host)
  }
  return host
}

export function isPimHost(c: Context<AppEnv>): boolean {
  return hostOf(c.req.url) === pimHostOf(c.env.PIM_ORIGIN)
}

/** The origin the request came to, as configured (SITE_ORIGIN or PIM_ORIGIN). */
export function configuredOriginOf(c: Context<AppEnv>): string {
  return isPimHost(c) ? c.env.PIM_ORIGIN : c.env.SITE_ORIGIN
}
