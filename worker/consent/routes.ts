/**
 * `POST /consent`: the consent banner's form without JavaScript. Remembers the choice (accept
 * all, deny, or the ticked categories) in the consent cookie and sends the visitor back to the
 * page, now without the banner. The client runtime writes the same cookie itself and never
 * posts here.
 *
 * Exempt from the CSRF token (a visitor with only a locale cookie has no token to send); the
 * same-site check below stands in for it, so another site cannot choose for the visitor.
 */
import { type } from 'arktype'
import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { CONSENT_COOKIE, consentCookieValue, consentFor } from '../../ui/consent/categories.ts'
import { isSitePath } from '../../ui/routes/safe-url.ts'
import type { AppEnv } from '../env.ts'
import { isSameSiteRequest } from '../middleware/csrf.ts'

const ConsentForm = type({
  decision: "'accept' | 'deny' | 'save'",
  'categories?': 'string | string[]',
  'return?': 'string',
})

export const consentRoutes = new Hono<AppEnv>()

consentRoutes.post('/', async (c) => {
  if (!isSameSiteRequest(c)) {
    return c.json({ message: 'Forbidden', statusCode: 403, statusMessage: 'Forbidden', data: { reason: 'cross-site' } }, 403)
  }
  const form = ConsentForm(await c.req.parseBody({ all: true }).catch(() => null))
  if (form instanceof type.errors) {
    return c.json({ message: form.summary, statusCode: 422, statusMessage: 'Unprocessable Entity', data: null }, 422)
  }
  const ticked = form.categories === undefined ? [] : [form.categories].flat()
  setCookie(c, CONSENT_COOKIE.name, consentCookieValue(consentFor(form.decision, ticked)), {
    path: CONSENT_COOKIE.path,
    maxAge: CONSENT_COOKIE.maxAgeSeconds,
    sameSite: CONSENT_COOKIE.sameSite,
    secure: c.get('environment') !== 'LOCAL',
  })
  const back = form.return && isSitePath(form.return) ? form.return : '/'
  return c.redirect(back, 303)
})
