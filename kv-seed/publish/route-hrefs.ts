/**
 * The paths of everything the seed publishes, per locale, built with the route table
 * (ui/routes): product categories, lines and products, insights and success stories, events,
 * industries, download categories, features and CMS pages. Route parameters in the seed (links
 * in blocks, navigation items) may name a record by id or by its en-gb slug; they are replaced
 * by the record's slug in the locale of the link.
 */
import { LOCALE_CODES, type LocaleCode } from '../../locales/registry.ts'
import type { LocalisedSlug, PageRecord } from '../../ui/content/link-records.ts'
import { productSlug } from '../../ui/catalogue/product-slug.ts'
import { linkFor } from '../../ui/routes/links.ts'
import { type RouteName, type RouteParams, pathFor } from '../../ui/routes/route-table.ts'
import type { SeedPage, SeedRecord } from '../publish.ts'
import type { LocalisedText, SourceCatalogue, SourceEditorial } from '../source.ts'
import { textIn } from './localise.ts'

export interface RouteHrefs {
  /** A route's path in a locale; parameters naming a record (id or en-gb slug) get its slug there. */
  href(route: RouteName, code: LocaleCode, params?: RouteParams): string
  category(id: string, code: LocaleCode): string
  line(id: string, code: LocaleCode): string
  product(ctn: string, code: LocaleCode): string
  insight(id: string, code: LocaleCode): string
  event(id: string, code: LocaleCode): string
  industry(id: string, code: LocaleCode): string
  job(id: string, code: LocaleCode): string
  downloadCategory(id: string, code: LocaleCode): string
  page(id: string, code: LocaleCode): string
}

export interface HrefSources {
  pages: readonly SeedPage[]
  records: readonly SeedRecord[]
  catalogue: SourceCatalogue
  editorial: SourceEditorial
}

interface Slugged {
  id: string
  slug: LocalisedText
}

function byIdOrSlug<T extends Slugged>(items: readonly T[]) {
  const index = new Map<string, T>()
  for (const item of items) {
    index.set(item.id, item)
    index.set(textIn(item.slug, 'en-gb'), item)
  }
  return (key: string): T | undefined => index.get(key)
}

function pagePaths(pages: readonly SeedPage[]): Map<string, Record<LocaleCode, string>> {
  const records = new Map<string, PageRecord>()
  for (const page of pages) {
    if (page.slug) {
      const slug: LocalisedSlug[] = LOCALE_CODES.map((code) => ({ locale: code, value: textIn(page.slug!, code) }))
      records.set(page.id, { __typename: 'PageRecord', slug, parent: null })
    }
  }
  for (const page of pages) {
    const record = records.get(page.id)
    if (record && page.parent) {
      const parent = records.get(page.parent)
      if (!parent) throw new Error(`Page ${page.id} has an unknown parent ${page.parent}`)
      record.parent = parent
    }
  }
  const paths = new Map<string, Record<LocaleCode, string>>()
  for (const page of pages) {
    const byLocale = {} as Record<LocaleCode, string>
    for (const code of LOCALE_CODES) {
      const href = page.route ? pathFor(page.route, code) : linkFor(records.get(page.id) ?? null, code)?.href
      if (!href) throw new Error(`Page ${page.id} has no path in ${code}`)
      byLocale[code] = href
    }
    paths.set(page.id, byLocale)
  }
  return paths
}

export function routeHrefs({ pages, records, catalogue, editorial }: HrefSources): RouteHrefs {
  const category = byIdOrSlug(catalogue.categories)
  const line = byIdOrSlug(catalogue.lines)
  const articles = byIdOrSlug([...editorial.insights, ...editorial.successStories])
  const event = byIdOrSlug(editorial.events)
  const industry = byIdOrSlug(editorial.industries)
  const job = byIdOrSlug(editorial.jobs)
  const downloadCategory = byIdOrSlug(editorial.downloadCategories)
  const feature = byIdOrSlug(records.filter((record) => record.type === 'feature'))
  const productByKey = new Map(
    catalogue.products.flatMap(
      (p) =>
        [
          [p.ctn.toLowerCase(), p],
          [productSlug(p.ctn), p],
        ] as const,
    ),
  )
  const paths = pagePaths(pages)
  const pageByPath = new Map([...paths].map(([id, byLocale]) => [byLocale['en-gb'].replace(/^\//, ''), id]))

  const need = <T>(found: T | undefined, what: string, key: string): T => {
    if (found === undefined) throw new Error(`Unknown ${what} "${key}"`)
    return found
  }
  const slugOf = (item: Slugged, code: LocaleCode) => textIn(item.slug, code)

  const hrefs: RouteHrefs = {
    category: (id, code) =>
      pathFor('display-solutions-productCategory', code, { productCategory: slugOf(need(category(id), 'product category', id), code) }),
    line: (id, code) => {
      const found = need(line(id), 'product line', id)
      const parent = need(category(found.categoryId), 'product category', found.categoryId)
      return pathFor('display-solutions-productCategory-productLine', code, {
        productCategory: slugOf(parent, code),
        productLine: slugOf(found, code),
      })
    },
    product: (ctn, code) => {
      const product = need(productByKey.get(ctn.toLowerCase()), 'product', ctn)
      const productLine = need(line(product.lineId), 'product line', product.lineId)
      const parent = need(category(productLine.categoryId), 'product category', productLine.categoryId)
      return pathFor('display-solutions-productCategory-productLine-productCtn', code, {
        productCategory: slugOf(parent, code),
        productLine: slugOf(productLine, code),
        productCtn: productSlug(product.ctn),
      })
    },
    insight: (id, code) => pathFor('insights-slug', code, { slug: slugOf(need(articles(id), 'insight', id), code) }),
    event: (id, code) => pathFor('events-slug', code, { slug: slugOf(need(event(id), 'event', id), code) }),
    industry: (id, code) => pathFor('industry-display-solutions-slug', code, { slug: slugOf(need(industry(id), 'industry', id), code) }),
    job: (id, code) => pathFor('careers-slug', code, { slug: slugOf(need(job(id), 'job', id), code) }),
    downloadCategory: (id, code) =>
      pathFor('downloads-slug', code, { slug: slugOf(need(downloadCategory(id), 'download category', id), code) }),
    page: (id, code) => need(paths.get(id), 'page', id)[code],
    href(route, code, params = {}) {
      switch (route) {
        case 'display-solutions-productCategory':
          return hrefs.category(need(params.productCategory, 'parameter', 'productCategory'), code)
        case 'display-solutions-productCategory-productLine':
          return hrefs.line(need(params.productLine, 'parameter', 'productLine'), code)
        case 'display-solutions-productCategory-productLine-productCtn':
          return hrefs.product(need(params.productCtn, 'parameter', 'productCtn'), code)
        case 'insights-slug':
          return hrefs.insight(need(params.slug, 'parameter', 'slug'), code)
        case 'events-slug':
          return hrefs.event(need(params.slug, 'parameter', 'slug'), code)
        case 'industry-display-solutions-slug':
          return hrefs.industry(need(params.slug, 'parameter', 'slug'), code)
        case 'careers-slug':
          return hrefs.job(need(params.slug, 'parameter', 'slug'), code)
        case 'downloads-slug':
          return params.slug ? hrefs.downloadCategory(params.slug, code) : pathFor('downloads-slug', code)
        case 'partnership-slug': {
          const slug = need(params.slug, 'parameter', 'slug')
          return pathFor('partnership-slug', code, { slug: slugOf(need(feature(slug), 'feature', slug), code) })
        }
        case 'slug': {
          const slug = params.slug ?? ''
          const id = paths.has(slug) ? slug : pageByPath.get(slug.replace(/^\//, ''))
          return id ? hrefs.page(id, code) : pathFor('slug', code, { slug })
        }
        default:
          return pathFor(route, code, params)
      }
    },
  }
  return hrefs
}
