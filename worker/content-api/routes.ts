/**
 * The content API (SPEC.md point 7; shapes in docs/content-api.md). Every GET answers JSON read
 * from KV through ContentRepository, in the locale of `?locale=` (default en-gb). Errors use the
 * page-data error shape { message, statusCode, statusMessage, data }.
 */
import { Hono } from 'hono'
import { ContentUnavailableError } from '../content/content-store.ts'
import { isolateRedirectList } from '../middleware/redirects.ts'
import { type ApiEnv, apiError, apiLocale } from './api-context.ts'
import { catalogueApi } from './catalogue-api.ts'
import { editorialApi } from './editorial-api.ts'
import { siteApi } from './site-api.ts'

export const contentApi = new Hono<ApiEnv>()

contentApi.get('/redirects', async (c) => {
  const { redirects } = await isolateRedirectList.current(c.env.CONTENT, c.get('logger'))
  c.header('Cache-Control', 'public, max-age=300')
  return c.json({ data: redirects })
})

/** The endpoints that read a locale's content (all but /redirects). */
export const LOCALISED_API_PATHS = [
  '/globals',
  '/pages',
  '/products',
  '/products/product-line',
  '/product-groups',
  '/industries',
  '/industry-groups',
  '/insights',
  '/insight-categories',
  '/downloads',
  '/download-categories',
  '/events',
  '/jobs',
  '/block-overview',
  '/search',
  '/search/suggestions',
  '/sitemap',
] as const

for (const path of LOCALISED_API_PATHS) contentApi.use(path, apiLocale)
contentApi.route('/', catalogueApi)
contentApi.route('/', editorialApi)
contentApi.route('/', siteApi)

contentApi.all('*', (c) =>
  c.json({ message: 'Not Found', statusCode: 404, statusMessage: `No API endpoint at ${new URL(c.req.url).pathname}`, data: null }, 404),
)

contentApi.onError((error, c) => {
  if (error instanceof ContentUnavailableError) {
    return apiError(c, 503, 'The content is unavailable at the moment; please try again later.')
  }
  c.get('logger')?.error('Unhandled error', error.stack ?? error.message)
  return c.json({ message: 'An error occurred', statusCode: 500, statusMessage: 'Internal Server Error', data: null }, 500)
})
