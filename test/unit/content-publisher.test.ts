/** The publisher: the seed becomes one resolved record per locale, with hrefs, alternates and indexes. */
import { describe, expect, it } from 'vitest'
import { type KvEntry, type Seed, publishSeed, textIn } from '../../kv-seed/publish.ts'
import { seed } from '../../kv-seed/seed.ts'
import { LOCALE_CODES, type LocaleCode } from '../../locales/registry.ts'
import {
  CONTENT_KEYS,
  type Catalogue,
  type DownloadIndex,
  type Industry,
  type IndustryIndex,
  type Insight,
  type InsightIndex,
  type Navigation,
  type ProductDetail,
  SUCCESS_STORY_CATEGORY_ID,
  type SearchIndex,
  type SuccessStory,
} from '../../ui/content/model.ts'
import { contentKeys } from '../../ui/content/published.ts'
import { SITEMAP_KEY, type SitemapRecord } from '../../ui/sitemaps/sitemap-xml.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { fixtureCatalogue, fixtureEditorial, fixtureSuccessStoryCategory } from './content-fixture.ts'

const entries: KvEntry[] = publishSeed(seed)
const published = new Map(entries.map((entry) => [entry.key, entry.value]))
function record<T>(key: string): T {
  const value = published.get(key)
  if (value === undefined) throw new Error(`Nothing published under ${key}`)
  return JSON.parse(value) as T
}
const catalogueIn = (code: LocaleCode) => record<Catalogue>(CONTENT_KEYS.catalogue(code))

describe('publishSeed on the seed', () => {
  it('publishes the catalogue of 4 categories, 12 lines and 150 products', () => {
    const catalogue = catalogueIn('en-gb')
    expect(catalogue.categories).toHaveLength(4)
    expect(catalogue.lines).toHaveLength(12)
    expect(catalogue.products).toHaveLength(150)
    expect(catalogue.facets.map((facet) => facet.name)).toEqual([
      'screenSize',
      'resolution',
      'brightness',
      'displayType',
      'solutions',
      'features',
      'usage',
      'orientation',
      'connections',
    ])
  })

  it('writes every key once, and the same entries on every run (loading is idempotent)', () => {
    expect(published.size).toBe(entries.length)
    expect(publishSeed(seed)).toEqual(entries)
  })

  it('writes every list record of the content model in every locale', () => {
    for (const code of LOCALE_CODES) {
      for (const key of [
        'catalogue',
        'insights',
        'events',
        'jobs',
        'industries',
        'downloads',
        'navigation',
        'globals',
        'search',
      ] as const) {
        expect(published.has(CONTENT_KEYS[key](code)), `${key} ${code}`).toBe(true)
      }
    }
  })

  it('writes a detail record per product, insight, success story, event and industry in every locale', () => {
    for (const code of LOCALE_CODES) {
      const catalogue = catalogueIn(code)
      for (const product of catalogue.products) expect(published.has(CONTENT_KEYS.product(code, product.slug))).toBe(true)
      const insights = record<InsightIndex>(CONTENT_KEYS.insights(code))
      expect(insights.items).toHaveLength(seed.editorial.insights.length + seed.editorial.successStories.length)
      for (const item of insights.items) expect(published.has(CONTENT_KEYS.insight(code, item.slug))).toBe(true)
      const industries = record<IndustryIndex>(CONTENT_KEYS.industries(code))
      for (const item of industries.items) expect(published.has(CONTENT_KEYS.industry(code, item.slug))).toBe(true)
    }
    const details = entries.filter((entry) => entry.key.startsWith('product/'))
    expect(details).toHaveLength(seed.catalogue.products.length * LOCALE_CODES.length)
  })

  it('resolves texts per locale: Swiss locales read their language, ja-jp its own', () => {
    const [first] = seed.catalogue.products
    const name = (code: LocaleCode) => catalogueIn(code).products[0]!.name
    expect(name('en-gb')).toBe(first!.name['en-gb'])
    expect(name('de-ch')).toBe(name('de-de'))
    expect(name('fr-ch')).toBe(name('fr-fr'))
    expect(name('it-ch')).toBe(name('it-it'))
    expect(name('ja-jp')).toBe(textIn(first!.name, 'ja-jp'))
    const category = (code: LocaleCode) => catalogueIn(code).categories[0]!
    expect(category('de-de').title).not.toBe(category('en-gb').title)
    expect(category('ja-jp').title).not.toBe(category('en-gb').title)
  })

  it('builds product hrefs from the route table: /display-solutions/{category}/{line}/{ctn slug}', () => {
    for (const code of ['en-gb', 'fr-fr', 'de-ch', 'es-es'] as const) {
      const catalogue = catalogueIn(code)
      for (const product of catalogue.products) {
        const category = catalogue.categories.find((c) => c.id === product.categoryId)!
        const line = catalogue.lines.find((l) => l.id === product.lineId)!
        expect(product.href).toBe(
          pathFor('display-solutions-productCategory-productLine-productCtn', code, {
            productCategory: category.slug,
            productLine: line.slug,
            productCtn: product.slug,
          }),
        )
        expect(product.slug).toBe(product.ctn.toLowerCase().replace('/', '_'))
        expect(category.lineIds).toContain(line.id)
      }
    }
    expect(catalogueIn('fr-fr').products[0]!.href).toMatch(/^\/fr-fr\/solutions-d-affichage\//)
  })

  it('gives every detail its path in every locale, equal to that locale’s own href', () => {
    const product = catalogueIn('en-gb').products[0]!
    const detail = record<ProductDetail>(CONTENT_KEYS.product('it-it', product.slug))
    for (const code of LOCALE_CODES) {
      expect(detail.alternates[code]).toBe(catalogueIn(code).products.find((p) => p.ctn === product.ctn)!.href)
    }
    const insight = record<InsightIndex>(CONTENT_KEYS.insights('en-gb')).items[0]!
    const frInsight = record<InsightIndex>(CONTENT_KEYS.insights('fr-fr')).items.find((i) => i.id === insight.id)!
    const insightDetail = record<Insight>(CONTENT_KEYS.insight('en-gb', insight.slug))
    expect(insightDetail.alternates['fr-fr']).toBe(frInsight.href)
    expect(frInsight.href).toBe(pathFor('insights-slug', 'fr-fr', { slug: frInsight.slug }))
  })

  it('gives product details a spec table, breadcrumbs and the downloads that name them', () => {
    const downloads = record<DownloadIndex>(CONTENT_KEYS.downloads('en-gb'))
    for (const product of catalogueIn('en-gb').products) {
      const detail = record<ProductDetail>(CONTENT_KEYS.product('en-gb', product.slug))
      expect(detail.specs.length).toBeGreaterThan(0)
      for (const group of detail.specs) {
        expect(group.title).not.toBe('')
        for (const row of group.rows) expect(row.label && row.value).toBeTruthy()
      }
      expect(detail.breadcrumbs.at(-1)).toEqual({ title: detail.name, href: detail.href })
      expect(detail.breadcrumbs[0]!.href).toBe('/display-solutions')
      const source = seed.catalogue.products.find((p) => p.ctn === product.ctn)!
      const lineIdsOf = new Map(seed.editorial.downloads.map((d) => [d.id, d.lineIds ?? []]))
      const expected = downloads.items
        .filter(
          (d) => d.productCtns.includes(product.ctn) || source.downloadIds.includes(d.id) || lineIdsOf.get(d.id)!.includes(product.lineId),
        )
        .map((d) => d.id)
      expect([...detail.downloadIds].sort()).toEqual([...expected].sort())
    }
  })

  it('lists the files of its line on every product of the catalogue (no product page without downloads)', () => {
    for (const product of catalogueIn('en-gb').products) {
      const detail = record<ProductDetail>(CONTENT_KEYS.product('en-gb', product.slug))
      expect(detail.downloadIds.length, product.ctn).toBeGreaterThan(0)
    }
  })

  it('lists success stories among the insights under their own translated category', () => {
    for (const code of ['en-gb', 'fr-fr', 'ja-jp'] as const) {
      const index = record<InsightIndex>(CONTENT_KEYS.insights(code))
      const category = index.categories.find((c) => c.id === SUCCESS_STORY_CATEGORY_ID)
      expect(category?.title).toBe(textIn(seed.successStoryCategory.title, code))
      const stories = index.items.filter((item) => item.categoryId === SUCCESS_STORY_CATEGORY_ID)
      expect(stories).toHaveLength(seed.editorial.successStories.length)
      const story = record<SuccessStory>(CONTENT_KEYS.insight(code, stories[0]!.slug))
      expect(story.client).toBeTruthy()
      expect(story.industryId).toBeTruthy()
      expect(index.items.map((i) => i.date)).toEqual(
        index.items
          .map((i) => i.date)
          .sort()
          .reverse(),
      )
    }
    expect(textIn(seed.successStoryCategory.title, 'de-de')).not.toBe(seed.successStoryCategory.title['en-gb'])
  })

  it('links industries, downloads and navigation with localised hrefs', () => {
    const industries = record<IndustryIndex>(CONTENT_KEYS.industries('es-es'))
    for (const item of industries.items) {
      expect(item.href).toBe(pathFor('industry-display-solutions-slug', 'es-es', { slug: item.slug }))
      const detail = record<Industry>(CONTENT_KEYS.industry('es-es', item.slug))
      expect(detail.breadcrumbs.at(-1)!.href).toBe(item.href)
    }
    for (const group of industries.groups) {
      for (const id of group.industryIds) expect(industries.items.some((i) => i.id === id)).toBe(true)
    }
    const downloads = record<DownloadIndex>(CONTENT_KEYS.downloads('fr-fr'))
    for (const category of downloads.categories) expect(category.href).toBe(pathFor('downloads-slug', 'fr-fr', { slug: category.slug }))
    // Versioned by the file's date (ui/downloads/download-files.ts), so the path may be cached as immutable.
    for (const download of downloads.items) {
      expect(download.href).toBe(`/files/downloads/${download.updated}/${encodeURIComponent(download.fileName)}`)
    }
    const navigation = record<Navigation>(CONTENT_KEYS.navigation('de-de'))
    const hrefs = [...navigation.main, ...navigation.footer].flatMap((item) => [item, ...(item.children ?? [])]).map((item) => item.href)
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href === '' || href.startsWith('/de-de') || href.startsWith('https://')).toBe(true)
  })

  it('indexes products, insights, events, jobs, downloads and pages for search', () => {
    const { documents } = record<SearchIndex>(CONTENT_KEYS.search('en-gb'))
    const types = new Set(documents.map((d) => d.type))
    expect([...types].sort()).toEqual(['download', 'event', 'insight', 'job', 'page', 'product'])
    const products = documents.filter((d) => d.type === 'product')
    expect(products.every((d) => d.ctn && d.href.startsWith('/display-solutions/'))).toBe(true)
    const partner = seed.editorial.downloads.find((d) => d.access === 'partner')
    if (partner) {
      const doc = documents.find((d) => d.type === 'download' && d.keywords.includes(partner.fileName))!
      expect(doc.href).not.toContain('/files/')
    }
  })

  it('keeps pages, features and redirects in the page format, and no longer the old insight, event and category records', () => {
    expect(published.has(contentKeys.page('en-gb', ''))).toBe(true)
    expect(published.has(contentKeys.collection('features', 'fr-fr'))).toBe(true)
    expect(published.has('redirects')).toBe(true)
    expect(entries.some((e) => /^records\/(insight|event|product-category)\//.test(e.key))).toBe(false)
    expect(entries.some((e) => /^collections\/(insights|events|product-categories)\//.test(e.key))).toBe(false)
  })

  it('publishes the sitemap record with every file', () => {
    const sitemap = record<SitemapRecord>(SITEMAP_KEY)
    expect(Object.keys(sitemap.files)).toEqual(['pages', 'contact', 'display-solutions', 'downloads', 'events', 'insights'])
    const active = seed.catalogue.products.filter((p) => p.status === 'active').length
    expect(sitemap.files['display-solutions']).toHaveLength(1 + seed.catalogue.categories.length + seed.catalogue.lines.length + active)
    expect(sitemap.files.contact[0]!.paths['it-it']).toBe('/it-it/contatti')
  })
})

describe('publishSeed on a fixture', () => {
  const fixtureSeed: Seed = {
    ...seed,
    // The seed's home page and block samples name the seed's own categories, industries and articles.
    pages: seed.pages.filter((page) => page.id !== 'home'),
    blockSamples: [],
    catalogue: fixtureCatalogue,
    editorial: fixtureEditorial,
    successStoryCategory: fixtureSuccessStoryCategory,
  }
  const fixture = new Map(publishSeed(fixtureSeed).map((e) => [e.key, JSON.parse(e.value) as unknown]))

  it('links downloads to the products they name, and to the products that name them', () => {
    expect((fixture.get('product/en-gb/55bdl4511d_00') as ProductDetail).downloadIds).toEqual(['manual-x', 'firmware-x'])
    expect((fixture.get('product/en-gb/65bdl4511d_00') as ProductDetail).downloadIds).toEqual(['manual-x', 'firmware-x'])
    expect((fixture.get('product/en-gb/43bdl3511q_00') as ProductDetail).downloadIds).toEqual([])
  })

  it('resolves link params naming a record by id to its slug in the locale', () => {
    const insight = fixture.get('insight/fr-fr/choisir-pas-de-pixel') as Insight
    expect(insight.body[1]).toEqual({
      type: 'link',
      text: 'See the X-Line (fr)',
      href: '/fr-fr/solutions-d-affichage/ecrans-signaletique/gamme-x',
    })
    const navigation = fixture.get('navigation/fr-fr') as Navigation
    expect(navigation.main[0]!.children![0]!.href).toBe('/fr-fr/solutions-d-affichage/ecrans-signaletique')
    expect(navigation.footer[0]!.href).toBe('https://www.linkedin.com/company/example')
  })

  it('formats spec values for the locale', () => {
    const product = fixture.get('product/de-de/55bdl4511d_00') as ProductDetail
    const rows = product.specs.flatMap((group) => group.rows)
    expect(rows).toContainEqual({ label: 'Label diagonal (de)', value: '139,7 cm' })
    expect(rows).toContainEqual({ label: 'Label resolution (de)', value: '3840 × 2160' })
  })

  it('refuses broken references', () => {
    const broken = (change: (s: Seed) => void) => {
      const copy = structuredClone(fixtureSeed)
      change(copy)
      return () => publishSeed(copy)
    }
    expect(broken((s) => (s.editorial.industries[0]!.recommendedLineIds = ['no-such-line']))).toThrow(/unknown product line no-such-line/)
    expect(broken((s) => (s.editorial.downloads[0]!.productCtns = ['NOPE/00']))).toThrow(/unknown product NOPE\/00/)
    expect(broken((s) => (s.catalogue.products[0]!.facets.screenSize = ['99']))).toThrow(/undefined screenSize value "99"/)
    expect(broken((s) => (s.catalogue.products[0]!.lineId = 'nope'))).toThrow(/unknown line nope/)
    expect(broken((s) => (s.editorial.events[1]!.slug = s.editorial.events[0]!.slug))).toThrow(/Duplicate event slug/)
  })
})
