/** SPEC.md point 2, redirect step 2–3: content-managed redirects, honoured on every navigation. */
import { createMiddleware } from 'hono/factory'
import { RedirectList, redirectFor } from '../content/redirects.ts'
import type { AppEnv } from '../env.ts'
import { pathnameOf, searchOf } from './request-url.ts'

/** Lives as long as the isolate: that is the per-isolate cache. */
export const isolateRedirectList = new RedirectList()

export function contentRedirects(list: RedirectList = isolateRedirectList) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const pathname = pathnameOf(c.req.url)
    if (pathname.startsWith('/api/') || pathname.startsWith('/assets/')) return next()
    const { index } = await list.current(c.env.CONTENT, c.get('logger'))
    const target = redirectFor(index, pathname, searchOf(c.req.url), c.get('environment'))
    if (!target) return next()
    return c.redirect(target.location, target.status)
  })
}
