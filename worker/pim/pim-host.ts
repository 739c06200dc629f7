/** Which host a request came to: the site's or the product information area's (PIM_ORIGIN). */
import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'

export function isPimHost(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).host === new URL(c.env.PIM_ORIGIN).host
}

/** The origin the request came to, as configured (SITE_ORIGIN or PIM_ORIGIN). */
export function configuredOriginOf(c: Context<AppEnv>): string {
  return isPimHost(c) ? c.env.PIM_ORIGIN : c.env.SITE_ORIGIN
}
