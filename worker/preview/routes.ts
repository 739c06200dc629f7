/**
 * Live content preview (docs/decisions/018-live-content-preview.md):
 * - `GET /preview?path=/…[&secret=…]` hands out the preview token (a signed cookie) and opens the
 *   page; outside PRD freely, in PRD only with the secret;
 * - `GET /preview/draft?token=…` opens a PIM draft's signed preview link (draft-preview.ts);
 * - `GET /preview/exit?path=/…` ends preview mode (and any draft preview);
 * - `GET /preview/socket` is the content subscription: a WebSocket speaking graphql-ws
 *   (decision 040) whose `contentChanged(keys)` subscription gets a `next` message whenever a
 *   publish or a previewed draft's save changes one of the keys.
 */
import { type Context, Hono } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { isSitePath } from '../../ui/routes/safe-url.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import type { AppEnv } from '../env.ts'
import { isSameSiteRequest } from '../middleware/csrf.ts'
import { contentChanges } from './content-changes.ts'
import { GRAPHQL_TRANSPORT_WS_PROTOCOL } from 'graphql-ws'
import { PREVIEW_SOCKET_UNAUTHORISED } from './preview-page.ts'
import { PREVIEW_COOKIE, mayEnterPreview, previewToken } from './preview-token.ts'
import { DRAFT_PREVIEW_COOKIE, draftPreviewCookie, openedDraftPreviewLink } from './draft-preview.ts'

export const previewRoutes = new Hono<AppEnv>()

function sitePathOr(value: string | undefined, fallback = '/'): string {
  return value && isSitePath(value) ? value : fallback
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

/**
 * The preview socket (decision 040): a WebSocket speaking graphql-ws, held by the content-change
 * Durable Object. Same-site upgrades only (the CSRF check of a GET that opens a socket: a page on
 * another site could otherwise open one with the editor's cookie). Without a valid preview token
 * the socket is accepted and closed at once with 4401, which the client takes as a refusal and
 * does not retry (a refused upgrade would look to the browser like a network failure).
 */
previewRoutes.get('/socket', async (c) => {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') return c.json(graphqlError('Expected a WebSocket upgrade'), 426)
  if (!isSameSiteRequest(c)) {
    c.get('logger').warn('Refused a cross-site preview socket')
    return c.json(graphqlError('Cross-site subscriptions are refused'), 403)
  }
  const offered = (c.req.header('Sec-WebSocket-Protocol') ?? '').split(',').map((each) => each.trim())
  const headers = offered.includes(GRAPHQL_TRANSPORT_WS_PROTOCOL) ? { 'Sec-WebSocket-Protocol': GRAPHQL_TRANSPORT_WS_PROTOCOL } : undefined
  if (!c.get('preview')) {
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket]
    server.accept()
    server.close(PREVIEW_SOCKET_UNAUTHORISED, 'A valid preview token is required')
    return new Response(null, { status: 101, webSocket: client, headers })
  }
  const answer = await contentChanges(c.env).fetch(c.req.raw)
  // The stub's headers are immutable; later middleware sets its own.
  return new Response(null, { status: answer.status, webSocket: answer.webSocket, headers: new Headers(answer.headers) })
})
