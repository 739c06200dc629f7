/** The head of a page (title, canonical URL, hreflang alternates) from its route and locale. */
import type { Context } from 'hono'
import { type LocaleCode, activeLocales } from '../../locales/registry.ts'
import { parsePageRequest } from '../../ui/content/pagination.ts'
import type { PageHead } from '../../ui/layout/page-head.ts'
import { type RouteMatch, pathFor } from '../../ui/routes/route-table.ts'
import type { AppEnv } from '../env.ts'
import { requestUrl } from '../middleware/request-url.ts'

/** Absolute URLs already made, per site origin: a page makes one per locale, and the paths repeat (decision 052). */
const absoluteUrls = new Map<string, Map<string, string>>()
const MAX_ABSOLUTE_URLS = 4000

export function absolute(c: Context<AppEnv>, path: string): string {
  const origin = c.env.SITE_ORIGIN
  let made = absoluteUrls.get(origin)
  if (!made) {
    made = new Map()
    absoluteUrls.set(origin, made)
  }
  let url = made.get(path)
  if (url === undefined) {
    url = new URL(path, origin).toString()
    if (made.size >= MAX_ABSOLUTE_URLS) made.clear()
    made.set(path, url)
  }
  return url
}

/** The same route in every active locale (paths). */
export function routeAlternates(c: Context<AppEnv>, match: RouteMatch): Partial<Record<LocaleCode, string>> {
  const alternates: Partial<Record<LocaleCode, string>> = {}
  for (const locale of activeLocales(c.get('environment'))) {
    alternates[locale.code] = pathFor(match.name, locale.code, match.params)
  }
  return alternates
}

function absoluteAlternates(c: Context<AppEnv>, paths: Partial<Record<LocaleCode, string>>) {
  const active = new Set(activeLocales(c.get('environment')).map((locale) => locale.code))
  const result: Partial<Record<LocaleCode, string>> = {}
  for (const [code, path] of Object.entries(paths) as Array<[LocaleCode, string]>) {
    if (active.has(code)) result[code] = absolute(c, path)
  }
  return result
}

/** `?page=N` for page 2 and later of a paginated list (the parameter of ui/content/pagination.ts), else nothing. */
export function pageSuffix(query: URLSearchParams): string {
  const page = parsePageRequest(query).page
  return page > 1 ? `?page=${page}` : ''
}

export function headFor(
  c: Context<AppEnv>,
  title: string,
  alternates: Partial<Record<LocaleCode, string>>,
  extra: Partial<PageHead> = {},
): PageHead {
  const url = requestUrl(c.req.raw)
  // A later page of a paginated list is a page of its own: its canonical URL (and its alternates) keep `?page=`.
  const suffix = pageSuffix(url.searchParams)
  const paged = suffix ? Object.fromEntries(Object.entries(alternates).map(([code, path]) => [code, `${path}${suffix}`])) : alternates
  return { title, canonical: absolute(c, `${url.pathname}${suffix}`), alternates: absoluteAlternates(c, paged), ...extra }
}
