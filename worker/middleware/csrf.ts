/**
 * CSRF protection for every state-changing request (DESIGN.md, brief "Security").
 * Two checks, both must pass:
 *  1. the request comes from this site: `Origin` (or, without it, `Sec-Fetch-Site`) is not
 *     another site;
 *  2. when the request carries cookies (ambient credentials a forged request could ride on), the
 *     double-submit token: the token in the CSRF cookie equals the one sent back in the form field
 *     `_csrf` or the `X-CSRF-Token` header. A cookie-less API client (DESIGN.md form contract:
 *     JSON posts to /api/contact-request) has nothing to forge and needs no token.
 * The cookie is set only when a page asks for a token (`csrfTokenFor`), so pages without forms
 * stay free of cookies.
 */
import { randomToken } from '../crypto/random-token.ts'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { CSRF_FIELD_NAME } from '../../ui/forms/CsrfField.tsx'
import { AUTH_PATHS } from '../auth/auth-paths.ts'
import type { AppEnv } from '../env.ts'
import { timingSafeEqual } from '../crypto/timing-safe-equal.ts'

export const CSRF_FIELD = CSRF_FIELD_NAME
export const CSRF_HEADER = 'X-CSRF-Token'
/** `__Host-` needs Secure, which plain-http LOCAL cannot have. */
export const CSRF_COOKIE = { secureName: '__Host-csrf', localName: 'csrf' } as const
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/**
 * Paths that receive server-to-server posts without cookies (e.g. an OpenID Connect token
 * endpoint), or posts a page without a CSRF token must be able to send. Each entry needs its own
 * authentication of the caller:
 * - `/consent`: the consent banner form on every page; checks the request is same-site;
 * - `/publish`: the publish command; bearer secret.
 */
export const CSRF_EXEMPT_PATH_PREFIXES: readonly string[] = [
  // The built-in provider's token endpoint (LOCAL and DEV): client authentication and PKCE.
  `${AUTH_PATHS.localProvider}/token`,
  '/consent',
  '/publish',
]
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/

function cookieName(c: Context<AppEnv>): string {
  return c.get('environment') === 'LOCAL' ? CSRF_COOKIE.localName : CSRF_COOKIE.secureName
}

/** Random bytes of a CSRF token (base64url: 32 characters). */
const CSRF_TOKEN_BYTES = 24

function newToken(): string {
  return randomToken(CSRF_TOKEN_BYTES)
}

/** Tokens made during a request, so that every form of one page carries the token of the one cookie set. */
const madeThisRequest = new WeakMap<Context<AppEnv>, string>()

/** The visitor's CSRF token, creating it (and its cookie) on first use. Call before rendering. */
export function csrfTokenFor(c: Context<AppEnv>): string {
  const existing = getCookie(c, cookieName(c))
  if (existing && TOKEN_PATTERN.test(existing)) return existing
  const made = madeThisRequest.get(c)
  if (made) return made
  const token = newToken()
  madeThisRequest.set(c, token)
  setCookie(c, cookieName(c), token, {
    path: '/',
    httpOnly: true,
    secure: c.get('environment') !== 'LOCAL',
    sameSite: 'Lax',
  })
  return token
}

export function isSameSiteRequest(c: Context<AppEnv>): boolean {
  const origin = c.req.header('Origin')
  if (origin) {
    const allowed = new Set([new URL(c.env.SITE_ORIGIN).origin, new URL(c.env.PIM_ORIGIN).origin, new URL(c.req.url).origin])
    return allowed.has(origin)
  }
  const fetchSite = c.req.header('Sec-Fetch-Site')
  return !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none'
}

async function submittedToken(c: Context<AppEnv>): Promise<string | undefined> {
  const header = c.req.header(CSRF_HEADER)
  if (header) return header
  const type = c.req.header('Content-Type') ?? ''
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const value = (await c.req.parseBody())[CSRF_FIELD]
    return typeof value === 'string' ? value : undefined
  }
  return undefined
}

export type CsrfRefusal = 'cross-site' | 'token'

/** Why a state-changing request must be refused, or undefined when it may go on. */
export async function csrfRefusal(c: Context<AppEnv>): Promise<CsrfRefusal | undefined> {
  if (SAFE_METHODS.has(c.req.method)) return undefined
  const path = new URL(c.req.url).pathname
  if (CSRF_EXEMPT_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return undefined
  if (!isSameSiteRequest(c)) return 'cross-site'
  if (!c.req.header('Cookie')) return undefined
  const cookie = getCookie(c, cookieName(c))
  const submitted = await submittedToken(c)
  if (!cookie || !submitted || !timingSafeEqual(cookie, submitted)) return 'token'
  return undefined
}

/** Refuses state-changing requests that fail the CSRF checks with 403 in the page-data error shape. */
export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  // A safe method changes nothing: on, without a check's promise (every page request).
  if (SAFE_METHODS.has(c.req.method)) return next()
  const refusal = await csrfRefusal(c)
  if (!refusal) return next()
  c.get('logger').warn(`Refused a ${c.req.method} ${new URL(c.req.url).pathname}: CSRF ${refusal}`)
  const i18n = c.get('i18n')
  const message = i18n
    ? i18n._({ id: 'security.csrf_refused', message: 'This form has expired. Please reload the page and try again.' })
    : 'This form has expired. Please reload the page and try again.'
  return c.json({ message, statusCode: 403, statusMessage: 'Forbidden', data: { reason: refusal } }, 403)
})
