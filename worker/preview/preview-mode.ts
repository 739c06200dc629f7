/**
 * Sets `preview` for the request: whether it carries a valid preview token; and, in preview, the
 * PIM drafts its signed drafts cookie names (worker/preview/draft-preview.ts).
 */
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env.ts'
import { DRAFT_PREVIEW_COOKIE, previewedDrafts } from './draft-preview.ts'
import { PREVIEW_COOKIE, isValidPreviewToken } from './preview-token.ts'

export const previewMode = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, PREVIEW_COOKIE.name)
  const preview = token ? await isValidPreviewToken(token, c.env.PREVIEW_SECRET) : false
  c.set('preview', preview)
  if (preview) c.set('previewDrafts', await previewedDrafts(c.env.PREVIEW_SECRET, getCookie(c, DRAFT_PREVIEW_COOKIE.name)))
  await next()
})
