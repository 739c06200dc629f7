/**
 * Site-wide endpoints: /api/globals (with the navigation), /api/pages (?path=), /api/block-overview,
 * /api/search (?q=) and /api/sitemap (the sitemap files of this environment).
 */
import { Hono } from 'hono'
import { DEFAULT_LOCALE, type LocaleCode, findActiveLocale } from '../../locales/registry.ts'
import type { SearchResultType } from '../../ui/content/model.ts'
import { type PublishedPage, contentKeys } from '../../ui/content/published.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { blockOverviewSections } from '../content-pages/block-types.ts'
import { ContentStore } from '../content/content-store.ts'
import { searchDocuments } from '../search/search-index.ts'
import { searchSuggestions } from '../search/search-suggestions.ts'
import { sitemapFiles } from '../sitemaps/sitemap-entries.ts'
import { type ApiEnv, apiError, listResponse, notFound, pageRequestOf, queryList, wholeList } from './api-context.ts'

export const siteApi = new Hono<ApiEnv>()

siteApi.get('/globals', async (c) => {
  const repository = c.get('repository')
  const [globals, navigation] = await Promise.all([repository.globals(), repository.navigation()])
  if (!globals) return notFound(c, 'Globals')
  return c.json({ data: { ...globals, navigation: navigation ?? { main: [], footer: [] } } })
})

/** `/fr-fr/a-propos` → the locale and the path without its prefix (`/a-propos`); `/` → ''. */
function pageKeyOf(path: string, code: LocaleCode, explicitLocale: boolean, environment: Parameters<typeof findActiveLocale>[1]) {
  const clean = `/${path.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '')}`
  const first = clean.split('/')[1] ?? ''
  const prefixed = first !== DEFAULT_LOCALE ? findActiveLocale(first, environment) : undefined
  let locale = code
  let rest = clean
  if (prefixed && (!explicitLocale || prefixed.code === code)) {
    locale = prefixed.code
    rest = clean.slice(first.length + 1) || '/'
  }
  return { locale, rest: rest === '/' ? '' : rest }
}

siteApi.get('/pages', async (c) => {
  const path = c.req.query('path')
  if (path === undefined) {
    const documents = (await c.get('repository').search())?.documents ?? []
    const pages = documents.filter((doc) => doc.type === 'page').map(({ title, summary, href }) => ({ title, summary, href }))
    return listResponse(c, pages, pageRequestOf(c))
  }
  const explicit = c.req.query('locale') !== undefined
  const { locale, rest } = pageKeyOf(path, c.get('apiLocale').code, explicit, c.get('environment'))
  const page = await new ContentStore(c.env.CONTENT, c.get('logger')).json<PublishedPage>(contentKeys.page(locale, rest))
  return page ? c.json({ data: { ...page, locale } }) : notFound(c, `Page "${path}"`)
})

siteApi.get('/block-overview', (c) => wholeList(c, blockOverviewSections(i18nFor(c.get('apiLocale'), c.get('logger')))))

const SEARCH_TYPES: readonly SearchResultType[] = ['product', 'insight', 'event', 'job', 'download', 'page']

siteApi.get('/search', async (c) => {
  const query = (c.req.query('q') ?? '').trim()
  const types = queryList(c, 'type')
  const unknown = types.filter((type) => !(SEARCH_TYPES as readonly string[]).includes(type))
  if (unknown.length) return apiError(c, 400, `Unknown result type "${unknown[0]}"`, { parameter: 'type' })
  const documents = query ? ((await c.get('repository').search())?.documents ?? []) : []
  const hits = searchDocuments(documents, query, types.length ? { types: types as SearchResultType[] } : {})
  return listResponse(c, hits, pageRequestOf(c), { query })
})

/** As-you-type suggestions: the best few hits with product thumbnails, or a "did you mean". */
siteApi.get('/search/suggestions', async (c) => {
  const typed = c.req.query('q') ?? ''
  if (!typed.trim()) return c.json(searchSuggestions([], [], ''))
  const repository = c.get('repository')
  const [index, catalogue] = await Promise.all([repository.search(), repository.catalogue()])
  return c.json(searchSuggestions(index?.documents ?? [], catalogue?.products ?? [], typed))
})

siteApi.get('/sitemap', (c) => {
  const origin = c.env.SITE_ORIGIN
  const files = sitemapFiles(c.get('environment')).map((ref) => ({ ...ref, url: new URL(`/${ref.name}`, origin).toString() }))
  return c.json({
    data: files,
    meta: { page: 1, pageSize: files.length, total: files.length },
    index: new URL('/sitemap.xml', origin).toString(),
  })
})
