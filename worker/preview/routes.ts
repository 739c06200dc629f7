/**
 * Live content preview (docs/decisions/018-live-content-preview.md):
 * - `GET /preview?path=/…[&secret=…]` hands out the preview token (a signed cookie) and opens the
 *   page; outside PRD freely, in PRD only with the secret;
 * - `GET /preview/draft?token=…` opens a PIM draft's signed preview link (draft-preview.ts);
 * - `GET /preview/exit?path=/…` ends preview mode (and any draft preview);
 * - `POST /preview/stream` is the content subscription: a GraphQL-style body
 *   `{ query, variables: { keys } }` answered by an event stream of `next` events whenever a
 *   publish changes one of the keys. 400 for another query, 401 without a valid token, 403 from
 *   another site.
 */
import { type } from 'arktype'
import { type Context, Hono } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { isSitePath } from '../../ui/routes/safe-url.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import type { AppEnv } from '../env.ts'
import { isSameSiteRequest } from '../middleware/csrf.ts'
import { contentChanges } from './content-changes.ts'
import { CONTENT_CHANGED_QUERY, PREVIEW_MAX_KEYS } from './preview-page.ts'
import { PREVIEW_COOKIE, mayEnterPreview, previewToken } from './preview-token.ts'
import { DRAFT_PREVIEW_COOKIE, draftPreviewCookie, openedDraftPreviewLink } from './draft-preview.ts'

export const previewRoutes = new Hono<AppEnv>()

const SubscriptionRequest = type({
  query: 'string <= 2000',
  'operationName?': 'string | null',
  variables: { keys: type('0 < string <= 512').array().atLeastLength(1).atMostLength(PREVIEW_MAX_KEYS) },
})

function sitePathOr(value: string | undefined, fallback = '/'): string {
  return value && isSitePath(value) ? value : fallback
}

function normalisedQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim()
}

function graphqlError(message: string) {
  return { errors: [{ message }] }
}

/** Sets the preview token: pages then read KV fresh and carry their subscription. */
async function enterPreview(c: Context<AppEnv>, secret: string): Promise<void> {
  setCookie(c, PREVIEW_COOKIE.name, await previewToken(secret), {
    path: PREVIEW_COOKIE.path,
    maxAge: PREVIEW_COOKIE.maxAgeSeconds,
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('environment') !== 'LOCAL',
  })
  c.header('Cache-Control', 'no-store')
}

previewRoutes.get('/', async (c) => {
  const secret = c.env.PREVIEW_SECRET
  if (!mayEnterPreview(c.get('environment'), secret, c.req.query('secret')) || !secret) {
    c.get('logger').warn('Refused to enter preview mode')
    return c.json({ message: 'Preview is not available', statusCode: 404, statusMessage: 'Not Found', data: null }, 404)
  }
  await enterPreview(c, secret)
  return c.redirect(sitePathOr(c.req.query('path')), 302)
})

/**
 * A PIM draft's preview link (decision 037): the signed link is the permission (in every
 * environment, PRD included); preview mode starts and the drafts join those this browser previews.
 */
previewRoutes.get('/draft', async (c) => {
  const secret = c.env.PREVIEW_SECRET
  const opened = secret ? await openedDraftPreviewLink(secret, c.req.query('token') ?? '') : null
  if (!secret || !opened) {
    c.get('logger').warn('Refused a draft preview link')
    const i18n = c.get('i18n') ?? i18nFor(c.get('locale'), c.get('logger'))
    const message = i18n._({
      id: 'preview.draft_link_refused',
      message: 'This preview link is not valid any more. Open a new one from the product information area.',
    })
    return c.json({ message, statusCode: 403, statusMessage: 'Forbidden', data: null }, 403)
  }
  await enterPreview(c, secret)
  const drafts = [...(c.get('previewDrafts') ?? []), ...opened.drafts]
  setCookie(c, DRAFT_PREVIEW_COOKIE.name, await draftPreviewCookie(secret, drafts), {
    path: DRAFT_PREVIEW_COOKIE.path,
    maxAge: DRAFT_PREVIEW_COOKIE.maxAgeSeconds,
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('environment') !== 'LOCAL',
  })
  return c.redirect(sitePathOr(opened.path), 302)
})

previewRoutes.get('/exit', (c) => {
  deleteCookie(c, PREVIEW_COOKIE.name, { path: PREVIEW_COOKIE.path })
  deleteCookie(c, DRAFT_PREVIEW_COOKIE.name, { path: DRAFT_PREVIEW_COOKIE.path })
  c.header('Cache-Control', 'no-store')
  return c.redirect(sitePathOr(c.req.query('path')), 302)
})

previewRoutes.post('/stream', async (c) => {
  if (!isSameSiteRequest(c)) return c.json(graphqlError('Cross-site subscriptions are refused'), 403)
  if (!c.get('preview')) return c.json(graphqlError('A valid preview token is required'), 401)
  const body = SubscriptionRequest(await c.req.json().catch(() => null))
  if (body instanceof type.errors) return c.json(graphqlError(body.summary), 400)
  if (normalisedQuery(body.query) !== CONTENT_CHANGED_QUERY) return c.json(graphqlError('Unknown subscription'), 400)
  const stream = await contentChanges(c.env).subscribe(body.variables.keys)
  return new Response(stream, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
  })
})
