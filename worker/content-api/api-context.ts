/**
 * What every content API route shares: the `?locale=` parameter (default en-gb; unknown or not
 * active in this environment → 400), the locale's ContentRepository, the page-data error shape
 * (SPEC.md point 3: message, statusCode, statusMessage, data) and the list envelope
 * `{ data, meta: { page, pageSize, total } }`.
 */
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { DEFAULT_LOCALE, type Locale, findActiveLocale } from '../../locales/registry.ts'
import { type PageMeta, type PageRequest, paginate, parsePageRequest } from '../../ui/content/pagination.ts'
import { ContentStore } from '../content/content-store.ts'
import { ContentRepository } from '../content/repository.ts'
import type { Bindings, RequestVariables } from '../env.ts'

export interface ApiEnv {
  Bindings: Bindings
  Variables: RequestVariables & { repository: ContentRepository; apiLocale: Locale }
}

export type ApiContext = Context<ApiEnv>

export const API_CACHE_CONTROL = 'public, max-age=60'

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  503: 'Service Unavailable',
}

/** The page-data error (SPEC.md point 3) as JSON. */
export function apiError(c: Context, statusCode: ContentfulStatusCode, message: string, data: unknown = null) {
  return c.json({ message, statusCode, statusMessage: STATUS_TEXT[statusCode] ?? 'Error', data }, statusCode)
}

export function notFound(c: Context, what: string) {
  return apiError(c, 404, `${what} not found`)
}

/** Resolves `?locale=` and puts the locale's repository on the context. */
export const apiLocale = createMiddleware<ApiEnv>(async (c, next) => {
  const requested = c.req.query('locale')
  const code = requested === undefined || requested === '' ? DEFAULT_LOCALE : requested.toLowerCase()
  const locale = findActiveLocale(code, c.get('environment'))
  if (!locale) return apiError(c, 400, `Unknown locale "${requested}"`, { parameter: 'locale' })
  c.set('apiLocale', locale)
  c.set('repository', new ContentRepository(new ContentStore(c.env.CONTENT, c.get('logger')), locale.code))
  await next()
  if (c.res.ok && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', API_CACHE_CONTROL)
})

export function pageRequestOf(c: Context): PageRequest {
  return parsePageRequest(new URL(c.req.url).searchParams)
}

/** A paginated list response. */
export function listResponse<T>(c: Context, items: readonly T[], request: PageRequest, extra: Record<string, unknown> = {}) {
  const { items: data, meta } = paginate(items, { page: request.page, pageSize: request.pageSize })
  return c.json({ data, meta, ...extra })
}

/** A list that is never paginated (taxonomies): one page holding everything. */
export function wholeList<T>(c: Context, items: readonly T[]) {
  const meta: PageMeta = { page: 1, pageSize: items.length, total: items.length }
  return c.json({ data: items, meta })
}

/** Comma-separated values of a query parameter (repeated parameters too). */
export function queryList(c: Context, name: string): string[] {
  return (c.req.queries(name) ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
}
