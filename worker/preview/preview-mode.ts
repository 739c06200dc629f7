/** Sets `preview` for the request: whether it carries a valid preview token. */
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env.ts'
import { PREVIEW_COOKIE, isValidPreviewToken } from './preview-token.ts'

export const previewMode = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, PREVIEW_COOKIE.name)
  c.set('preview', token ? await isValidPreviewToken(token, c.env.PREVIEW_SECRET) : false)
  await next()
})
