/** Every GET path of the content API (SPEC.md point 7): shapes, ?locale, 404 and 400 JSON. */
import { BLOCK_TYPE_ORDER } from '../../ui/content-pages/block-catalogue.ts'
import { COMPONENT_SECTIONS } from '../../ui/content-pages/component-catalogue.ts'
import { beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../kv-seed/seed.ts'
import type { LocaleCode } from '../../locales/registry.ts'
import {
  CONTENT_KEYS,
  type Catalogue,
  type DownloadIndex,
  type EventIndex,
  type IndustryIndex,
  type InsightIndex,
  type JobIndex,
  SUCCESS_STORY_CATEGORY_ID,
} from '../../ui/content/model.ts'
import { LOCALISED_API_PATHS } from '../../worker/content-api/routes.ts'
import { loadPublishedOnce, publishedRecord } from './content-kv.ts'
import { visit, visitWith } from './helpers.ts'

const catalogue = (code: LocaleCode = 'en-gb') => publishedRecord<Catalogue>(CONTENT_KEYS.catalogue(code))
const insights = publishedRecord<InsightIndex>(CONTENT_KEYS.insights('en-gb'))
const events = publishedRecord<EventIndex>(CONTENT_KEYS.events('en-gb'))
const jobs = publishedRecord<JobIndex>(CONTENT_KEYS.jobs('en-gb'))
const industries = publishedRecord<IndustryIndex>(CONTENT_KEYS.industries('en-gb'))
const downloads = publishedRecord<DownloadIndex>(CONTENT_KEYS.downloads('en-gb'))
const firstActive = catalogue().products.find((p) => p.status === 'active')!

/** Every list record, pages and redirects, and only the detail records the tests ask for. */
const DETAILS = new Set([
  CONTENT_KEYS.product('en-gb', firstActive.slug),
  CONTENT_KEYS.product('de-de', firstActive.slug),
  CONTENT_KEYS.insight('en-gb', insights.items[0]!.slug),
  CONTENT_KEYS.event('en-gb', events.items[0]!.slug),
  CONTENT_KEYS.industry('en-gb', industries.items[0]!.slug),
])
const needed = (key: string) => !/^(product|insight|event|industry)\//.test(key) || DETAILS.has(key)

interface ListBody<T = Record<string, unknown>> {
  data: T[]
  meta: { page: number; pageSize: number; total: number }
  [extra: string]: unknown
}

async function api<T = ListBody>(path: string, status = 200): Promise<T> {
  const response = await visit(path)
  expect(response.status, path).toBe(status)
  expect(response.headers.get('Content-Type'), path).toMatch(/^application\/json/)
  return (await response.json()) as T
}

beforeEach(() => loadPublishedOnce(needed))

describe('every localised endpoint', () => {
  it('answers 200 JSON with a data field, in en-gb by default', async () => {
    for (const path of LOCALISED_API_PATHS) {
      const query = path === '/products/product-line' ? `?id=${catalogue().lines[0]!.id}` : ''
      const body = await api<{ data: unknown }>(`/api${path}${query}`)
      expect(body.data, path).toBeDefined()
    }
  })

  it('answers 400 JSON in the page-data error shape for an unknown locale', async () => {
    for (const path of LOCALISED_API_PATHS) {
      const body = await api<Record<string, unknown>>(`/api${path}?locale=xx-yy`, 400)
      expect(body).toMatchObject({ statusCode: 400, statusMessage: 'Bad Request', message: 'Unknown locale "xx-yy"' })
      expect(Object.keys(body).sort()).toEqual(['data', 'message', 'statusCode', 'statusMessage'])
    }
  })

  it('refuses the non-production locales in PRD', async () => {
    const response = await visitWith({ ENVIRONMENT: 'PRD' }, '/api/globals?locale=de-ch')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ statusCode: 400 })
    expect((await visitWith({ ENVIRONMENT: 'PRD' }, '/api/globals?locale=de-de')).status).toBe(200)
  })

  it('keeps the redirects list and the JSON 404 for unknown endpoints', async () => {
    expect(await api<{ data: unknown[] }>('/api/redirects')).toEqual({ data: seed.redirects })
    expect(await api('/api/nothing-here', 404)).toMatchObject({ statusCode: 404, data: null })
  })
})

describe('/api/products', () => {
  it('lists active products 24 to a page with facet counts', async () => {
    const active = catalogue().products.filter((p) => p.status === 'active')
    const body = await api<ListBody<{ ctn: string }> & { facets: Array<{ name: string; values: Array<{ count: number }> }> }>(
      '/api/products',
    )
    expect(body.meta).toEqual({ page: 1, pageSize: 24, total: active.length })
    expect(body.data.map((p) => p.ctn)).toEqual(active.slice(0, 24).map((p) => p.ctn))
    expect(body.facets).toHaveLength(9)
    expect(body.facets[0]!.values.reduce((sum, v) => sum + v.count, 0)).toBeGreaterThan(0)
  })

  it('filters by facets (AND across, OR within), category and line, and pages up to 100', async () => {
    const first = firstActive
    const [facet, values] = Object.entries(first.facets).find(([, v]) => v.length > 0)!
    const body = await api<ListBody<{ ctn: string; facets: Record<string, string[]>; categoryId: string }>>(
      `/api/products?${facet}=${values.join(',')}&category=${first.categoryId}&pageSize=100`,
    )
    expect(body.data.map((p) => p.ctn)).toContain(first.ctn)
    for (const product of body.data) {
      expect(product.categoryId).toBe(first.categoryId)
      expect(product.facets[facet]!.some((v) => values.includes(v))).toBe(true)
    }
    const category = catalogue('fr-fr').categories.find((c) => c.id === first.categoryId)!
    const bySlug = await api<ListBody>(`/api/products?locale=fr-fr&category=${category.slug}&pageSize=500`)
    expect(bySlug.meta.pageSize).toBe(100)
    expect(bySlug.category).toMatchObject({ id: category.id, title: category.title })
    const page2 = await api<ListBody>('/api/products?page=2&pageSize=5')
    expect(page2.meta).toMatchObject({ page: 2, pageSize: 5 })
    expect(page2.data).toHaveLength(5)
  })

  it('answers one product by ?slug or ?ctn, in the locale; 404 for an unknown one or an unknown category', async () => {
    const product = catalogue('de-de').products.find((p) => p.ctn === firstActive.ctn)!
    const body = await api<{ data: { ctn: string; name: string; specs: unknown[] } }>(
      `/api/products?locale=de-de&ctn=${encodeURIComponent(product.ctn)}`,
    )
    expect(body.data).toMatchObject({ ctn: product.ctn, name: product.name })
    expect((await api<{ data: { ctn: string } }>(`/api/products?slug=${product.slug}`)).data.ctn).toBe(product.ctn)
    expect(await api('/api/products?slug=NOPE_00', 404)).toMatchObject({ statusCode: 404, statusMessage: 'Not Found', data: null })
    expect(await api('/api/products?category=nope', 404)).toMatchObject({ statusCode: 404 })
  })

  it('reads ?status', async () => {
    const all = await api<ListBody>('/api/products?status=all&pageSize=1')
    expect(all.meta.total).toBe(catalogue().products.length)
  })
})

describe('/api/products/product-line and /api/product-groups', () => {
  it('answers a line by id or slug with its category and active products', async () => {
    const line = catalogue('es-es').lines[0]!
    const byId = await api<{ data: { id: string; title: string; category: { id: string }; products: Array<{ lineId: string }> } }>(
      `/api/products/product-line?locale=es-es&id=${line.id}`,
    )
    expect(byId.data).toMatchObject({ id: line.id, title: line.title, category: { id: line.categoryId } })
    expect(byId.data.products.length).toBeGreaterThan(0)
    expect(byId.data.products.every((p) => p.lineId === line.id)).toBe(true)
    expect((await api<{ data: { id: string } }>(`/api/products/product-line?locale=es-es&slug=${line.slug}`)).data.id).toBe(line.id)
    expect(await api('/api/products/product-line?slug=nope', 404)).toMatchObject({ statusCode: 404 })
    expect(await api('/api/products/product-line', 400)).toMatchObject({ statusCode: 400 })
  })

  it('lists the categories with their lines', async () => {
    const body = await api<ListBody<{ id: string; lines: Array<{ categoryId: string }> }>>('/api/product-groups?locale=it-it')
    expect(body.data.map((g) => g.id)).toEqual(catalogue('it-it').categories.map((c) => c.id))
    expect(body.meta.total).toBe(catalogue().categories.length)
    for (const group of body.data) expect(group.lines.every((l) => l.categoryId === group.id)).toBe(true)
  })
})

describe('editorial endpoints', () => {
  it('/api/insights pages, filters by category and answers one by slug', async () => {
    const body = await api<ListBody<{ id: string }>>('/api/insights?pageSize=2')
    expect(body.meta).toEqual({ page: 1, pageSize: 2, total: insights.items.length })
    expect(body.data.map((i) => i.id)).toEqual(insights.items.slice(0, 2).map((i) => i.id))
    const stories = await api<ListBody<{ categoryId: string }>>(`/api/insights?category=${SUCCESS_STORY_CATEGORY_ID}`)
    expect(stories.meta.total).toBe(seed.editorial.successStories.length)
    expect(stories.data.every((s) => s.categoryId === SUCCESS_STORY_CATEGORY_ID)).toBe(true)
    const first = insights.items[0]!
    expect((await api<{ data: { id: string } }>(`/api/insights?slug=${first.slug}`)).data.id).toBe(first.id)
    expect(await api('/api/insights?slug=no-such-insight', 404)).toMatchObject({ statusCode: 404, data: null })
    expect(await api('/api/insights?category=no-such-category', 404)).toMatchObject({ statusCode: 404 })
  })

  it('/api/insight-categories counts the insights of each category', async () => {
    const body = await api<ListBody<{ id: string; title: string; count: number }>>('/api/insight-categories?locale=fr-fr')
    const frStories = body.data.find((c) => c.id === SUCCESS_STORY_CATEGORY_ID)!
    expect(frStories.title).toBe(seed.successStoryCategory.title['fr-fr'])
    expect(body.data.reduce((sum, c) => sum + c.count, 0)).toBe(insights.items.length)
  })

  it('/api/events splits upcoming and past', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const all = await api<ListBody<{ endDate: string }>>('/api/events?pageSize=100')
    expect(all.meta.total).toBe(events.items.length)
    const upcoming = await api<ListBody<{ endDate: string; startDate: string }>>('/api/events?when=upcoming&pageSize=100')
    const past = await api<ListBody<{ endDate: string; startDate: string }>>('/api/events?when=past&pageSize=100')
    expect(upcoming.meta.total + past.meta.total).toBe(events.items.length)
    expect(upcoming.data.every((e) => e.endDate >= today)).toBe(true)
    expect(past.data.every((e) => e.endDate < today)).toBe(true)
    expect(await api('/api/events?when=soon', 400)).toMatchObject({ statusCode: 400 })
    expect(await api('/api/events?slug=no-such-event', 404)).toMatchObject({ statusCode: 404 })
    const event = events.items[0]!
    expect((await api<{ data: { id: string; body: unknown[] } }>(`/api/events?slug=${event.slug}`)).data).toMatchObject({ id: event.id })
  })

  it('/api/jobs lists the openings', async () => {
    const body = await api<ListBody<{ id: string; title: string }>>('/api/jobs?locale=de-de')
    expect(body.meta.total).toBe(jobs.items.length)
    expect(body.data[0]!.title).toBe(publishedRecord<JobIndex>(CONTENT_KEYS.jobs('de-de')).items[0]!.title)
  })

  it('/api/industries and /api/industry-groups', async () => {
    const body = await api<ListBody<{ id: string; href: string }>>('/api/industries?pageSize=100')
    expect(body.data.map((i) => i.id)).toEqual(industries.items.map((i) => i.id))
    const group = industries.groups[0]!
    const inGroup = await api<ListBody<{ groupId: string }>>(`/api/industries?group=${group.id}`)
    expect(inGroup.meta.total).toBe(group.industryIds.length)
    const industry = industries.items[0]!
    expect((await api<{ data: { id: string; body: unknown[] } }>(`/api/industries?slug=${industry.slug}`)).data.id).toBe(industry.id)
    expect(await api('/api/industries?slug=nope', 404)).toMatchObject({ statusCode: 404 })
    const groups = await api<ListBody<{ id: string; industries: Array<{ id: string; href: string }> }>>('/api/industry-groups')
    expect(groups.data.map((g) => g.id)).toEqual(industries.groups.map((g) => g.id))
    expect(groups.data[0]!.industries.map((i) => i.id)).toEqual(group.industryIds)
  })

  it('/api/downloads flags partner files and never shows their URL', async () => {
    const body = await api<ListBody<{ id: string; href?: string; partnerOnly: boolean; access: string }>>('/api/downloads?pageSize=100')
    expect(body.meta.total).toBe(downloads.items.length)
    for (const item of body.data) {
      expect(item.partnerOnly).toBe(item.access === 'partner')
      if (item.partnerOnly) expect(item.href).toBeUndefined()
      else expect(item.href).toMatch(/^\/files\/downloads\//)
    }
    expect(JSON.stringify(body)).not.toMatch(
      new RegExp(
        downloads.items
          .filter((d) => d.access === 'partner')
          .map((d) => d.href)
          .join('|') || '^$',
      ),
    )
    const category = downloads.categories[0]!
    const inCategory = await api<ListBody<{ categoryId: string }>>(`/api/downloads?category=${category.slug}&pageSize=100`)
    expect(inCategory.meta.total).toBe(downloads.items.filter((d) => d.categoryId === category.id).length)
    expect(await api('/api/downloads?category=nope', 404)).toMatchObject({ statusCode: 404 })
    const categories = await api<ListBody<{ id: string; count: number }>>('/api/download-categories')
    expect(categories.data.map((c) => c.id)).toEqual(downloads.categories.map((c) => c.id))
    expect(categories.data.reduce((sum, c) => sum + c.count, 0)).toBe(downloads.items.length)
  })
})

describe('site endpoints', () => {
  it('/api/globals carries the navigation, in the locale', async () => {
    const body = await api<{ data: { companyName: string; tagline: string; navigation: { main: unknown[]; footer: unknown[] } } }>(
      '/api/globals?locale=es-es',
    )
    expect(body.data.companyName).toBe(seed.editorial.globals.companyName)
    expect(body.data.tagline).toBe(seed.editorial.globals.tagline['es-es'])
    expect(body.data.navigation.main.length).toBeGreaterThan(0)
  })

  it('/api/pages answers a page by path (with or without the locale prefix) and 404s unknown paths', async () => {
    const home = await api<{ data: { id: string; locale: string } }>('/api/pages?path=/')
    expect(home.data).toMatchObject({ id: 'home', locale: 'en-gb' })
    const about = await api<{ data: { id: string; locale: string; alternates: Record<string, string> } }>('/api/pages?path=/fr-fr/a-propos')
    expect(about.data).toMatchObject({ id: 'about-us', locale: 'fr-fr' })
    expect((await api<{ data: { id: string } }>('/api/pages?locale=fr-fr&path=/a-propos')).data.id).toBe('about-us')
    expect((await api<{ data: { id: string } }>('/api/pages?path=/it-it/contatti')).data.id).toBe('contact')
    expect(await api('/api/pages?path=/no/such/page', 404)).toMatchObject({ statusCode: 404, statusMessage: 'Not Found', data: null })
    const list = await api<ListBody<{ href: string }>>('/api/pages')
    expect(list.meta.total).toBeGreaterThan(seed.pages.length - 1)
  })

  it('/api/block-overview lists the sections of the block overview, translated', async () => {
    const body = await api<ListBody<{ id: string; title: string; anchor: string }>>('/api/block-overview?locale=de-de')
    // One section per content block type, then the design system's components (decision 027).
    expect(body.data.map((s) => s.id)).toEqual([...BLOCK_TYPE_ORDER, ...COMPONENT_SECTIONS.map((section) => section.id)])
    expect(body.data.find((s) => s.id === 'buttons')!.title).not.toBe('Buttons')
    expect(body.data.find((s) => s.id === 'hero')!.anchor).toBe('#block-hero')
  })

  it('/api/search ranks the exact product code first and tolerates typos', async () => {
    const product = firstActive
    const base = product.ctn.split('/')[0]!
    const exact = await api<ListBody<{ ctn?: string; match: string; href: string }> & { query: string }>(
      `/api/search?q=${encodeURIComponent(product.ctn)}`,
    )
    expect(exact.data[0]).toMatchObject({ ctn: product.ctn, match: 'ctn-exact', href: product.href })
    expect(exact.query).toBe(product.ctn)
    const lower = await api<ListBody<{ ctn?: string }>>(`/api/search?q=${base.toLowerCase()}`)
    expect(lower.data[0]!.ctn!.startsWith(base)).toBe(true)
    const typo = `${base.slice(0, -2)}${base.at(-1)}${base.at(-2)}`
    const typoHits = await api<ListBody<{ ctn?: string }>>(`/api/search?q=${typo}&type=product&pageSize=100`)
    expect(typoHits.data.map((hit) => hit.ctn)).toContain(product.ctn)
    expect((await api<ListBody>('/api/search')).meta.total).toBe(0)
    expect(await api('/api/search?q=x&type=nonsense', 400)).toMatchObject({ statusCode: 400 })
  })

  it('/api/sitemap lists the sitemap files of the environment', async () => {
    const body = await api<ListBody<{ name: string; locale: string; url: string }> & { index: string }>('/api/sitemap')
    expect(body.meta.total).toBe(54)
    expect(body.data[0]).toEqual({
      name: 'pages-en-gb-sitemap.xml',
      file: 'pages',
      locale: 'en-gb',
      url: 'http://127.0.0.1:8787/pages-en-gb-sitemap.xml',
    })
    const prd = (await (await visitWith({ ENVIRONMENT: 'PRD' }, '/api/sitemap')).json()) as ListBody<{ locale: string }>
    expect(prd.meta.total).toBe(36)
    expect(prd.data.some((f) => f.locale.endsWith('-ch'))).toBe(false)
  })
})
