/**
 * The Hono app: the request pipeline of DESIGN.md (security headers, /pim, redirects, locale,
 * session), then the routes: the endpoints below, then the route registry's pages and forms.
 */
import { httpErrorResponse } from './middleware/json-errors.ts'
import { Hono } from 'hono'
import { authRoutes } from './auth/auth-routes.ts'
import { AUTH_PATHS, AUTH_ROOT } from './auth/auth-paths.ts'
import { localProvider } from './auth/local-provider/local-provider.tsx'
import { partnerSession } from './auth/session-step.ts'
import type { AppEnv } from './env.ts'
import { csrfProtection } from './middleware/csrf.ts'
import { pimRedirect } from './middleware/pim-redirect.ts'
import { pimHost } from './pim/pim-app.tsx'
import { pamApi } from './downloads/product-downloads-api.ts'
import { downloadFileRoutes } from './downloads/download-file-routes.ts'
import { productPictureRoutes } from './catalogue/product-picture-routes.ts'
import { ledDocumentRoutes } from './led/led-document-routes.ts'
import { contentRedirects } from './middleware/redirects.ts'
import { requestContext, requireEnvironment } from './middleware/request-context.ts'
import { securityHeaders } from './middleware/security-headers.ts'
import { siteBodyLimit } from './middleware/body-limits.ts'
import { postRateLimits } from './middleware/post-rate-limits.ts'
import { renderError, renderNotFound } from './pages/error-pages.tsx'
import { registerRoutes } from './pages/route-registration.ts'
import { RememberingRouter } from './pages/remembering-router.ts'
import { previewMode } from './preview/preview-mode.ts'
import { streamedRenderer } from './render/renderer.tsx'
import { buildRecords } from './builds/routes.ts'
import { consentRoutes } from './consent/routes.ts'
import { contentApi } from './content-api/routes.ts'
import { customerRecordApi } from './customer-records/routes.ts'
import { previewRoutes } from './preview/routes.ts'
import { publishRoutes } from './publish/routes.ts'
import { formApi } from './leads/form-api.ts'
import { guideApi } from './guides/share-api.ts'
import { portalFiles } from './videos/video-files.ts'
import { sitemaps } from './sitemaps/routes.ts'
import { LOCAL_MAILBOX_PATH } from './local-mailbox/local-mailbox-access.ts'
import { localMailbox } from './local-mailbox/routes.tsx'
import { FILES_PATH } from '../ui/downloads/download-files.ts'
import { PRODUCT_PICTURES_PATH } from '../ui/catalogue/product-pictures.ts'
import { LED_DOCUMENTS_PATH } from '../ui/led/led-document-paths.ts'

/**
 * The trie router: every route × locale of the route registry is a route (about 1,200), and the
 * default router first tries to compile them into one regular expression, which these patterns
 * (a static segment beside a parameter) defeat only after some 250 ms on the first request of an
 * isolate; the trie registers in ~13 ms, answers the first request at once and matches in ~30 µs
 * (decision 021). Its answers are remembered per method and path (decision 045).
 */
export const app = new Hono<AppEnv>({ router: new RememberingRouter() })

// An unknown or missing ENVIRONMENT refuses every request (never runs as LOCAL).
app.use(requireEnvironment)
// The PIM host has its own app (worker/pim/pim-app.tsx).
app.use(pimHost)
app.use(requestContext)
app.use(securityHeaders)
// The renderer only prepares c.render: set early so that a refusal below can show the error page.
app.use(streamedRenderer)
// Limited posts are counted before anything reads their body, and bodies are cut off at their
// limit before anything parses them (the CSRF check reads form fields).
app.use(postRateLimits)
app.use(siteBodyLimit)
app.use(previewMode)
app.use(pimRedirect)
app.use(csrfProtection)
app.use(contentRedirects())
app.use(partnerSession)

app.route(AUTH_PATHS.localProvider, localProvider)
app.route(AUTH_ROOT, authRoutes)
app.route('/api/salesforce', customerRecordApi)
app.route('/api/pam', pamApi)
app.route(FILES_PATH, downloadFileRoutes)
app.route(PRODUCT_PICTURES_PATH, productPictureRoutes)
app.route(LED_DOCUMENTS_PATH, ledDocumentRoutes)
app.route('/api/portal', portalFiles)
app.route(LOCAL_MAILBOX_PATH, localMailbox)
app.route('/api', formApi)
app.route('/api', guideApi)
app.route('/api', contentApi)
app.route('/builds', buildRecords)
app.route('/consent', consentRoutes)
app.route('/preview', previewRoutes)
app.route('/publish', publishRoutes)
app.route('/', sitemaps)
// Every route of the route table in every locale, the CMS catch-all last (worker/pages/route-registration.ts).
registerRoutes(app)

app.notFound((c) => renderNotFound(c))

app.onError((error, c) => {
  const answered = httpErrorResponse(error)
  if (answered) return answered
  c.get('logger')?.error('Unhandled error', error.stack ?? error.message)
  if (new URL(c.req.url).pathname.startsWith('/api/')) {
    return c.json({ message: 'An error occurred', statusCode: 500, statusMessage: 'Internal Server Error', data: null }, 500)
  }
  return renderError(c, { statusCode: 500, statusMessage: 'Internal Server Error', message: 'An error occurred' })
})
