/**
 * The product information area: the same worker answers on the PIM host (PIM_ORIGIN) with this
 * app. Its pipeline: security headers, the reader's language (cookie, then browser), body limits, CSRF, the
 * session (the same sign-in as the portal, with its own cookie on this host), then the sign-in
 * endpoints, the PIM's JSON endpoints and its screens.
 */
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { localeFor } from '../../locales/registry.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { AUTH_ROOT } from '../auth/auth-paths.ts'
import { authRoutes } from '../auth/auth-routes.ts'
import { partnerSession } from '../auth/session-step.ts'
import type { AppEnv } from '../env.ts'
import { pimBodyLimit } from '../middleware/body-limits.ts'
import { csrfProtection } from '../middleware/csrf.ts'
import { detectRequestLocale } from '../middleware/locale.ts'
import { requestContext, requireEnvironment } from '../middleware/request-context.ts'
import { securityHeaders } from '../middleware/security-headers.ts'
import { pimApi } from './pim-api.ts'
import { isPimHost } from './pim-host.ts'
import { pimPages } from './routes.tsx'
import { cataloguePages } from './catalogue-routes.tsx'

const pimLocale = createMiddleware<AppEnv>(async (c, next) => {
  const locale = localeFor(detectRequestLocale(c), c.get('environment'))
  c.set('locale', locale)
  c.set('i18n', i18nFor(locale, c.get('logger')))
  await next()
})

export const pimApp = new Hono<AppEnv>()

pimApp.use(requireEnvironment)
pimApp.use(requestContext)
pimApp.use(securityHeaders)
pimApp.use(pimLocale)
pimApp.use(pimBodyLimit)
pimApp.use(csrfProtection)
pimApp.use(partnerSession)
pimApp.route(AUTH_ROOT, authRoutes)
pimApp.route('/api/pim', pimApi)
pimApp.route('/', cataloguePages)
pimApp.route('/', pimPages)

pimApp.onError((error, c) => {
  c.get('logger')?.error('Unhandled error on the PIM host', error.stack ?? error.message)
  const message =
    c.get('i18n')?._({ id: 'pim.problem.save_failed', message: 'Something went wrong while saving the asset. Please try again.' }) ??
    'An error occurred'
  return c.json({ message, statusCode: 500 }, 500)
})

/** Hands every request for the PIM host to the PIM app; the site's pipeline never sees them. */
export const pimHost = createMiddleware<AppEnv>(async (c, next) => {
  if (!isPimHost(c)) return next()
  let executionContext: Parameters<typeof pimApp.fetch>[2]
  try {
    executionContext = c.executionCtx
  } catch {
    executionContext = undefined
  }
  return pimApp.fetch(c.req.raw, c.env, executionContext)
})
