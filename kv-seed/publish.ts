/**
 * Turns the seed (content as editors write it: one record with text per language) into the
 * publish format the worker reads from KV: one record per locale, resolved, with its path in
 * every other locale.
 *
 * - pages (`pages/{code}{path}`), features (`records/feature/…`, `collections/features/…`),
 *   the block overview's samples (`block-samples/{code}`) and `redirects`: the format of
 *   ui/content/published.ts, every block checked against ui/content/block-schemas.ts;
 * - the catalogue and the editorial content: the records of CONTENT_KEYS (ui/content/model.ts),
 *   built by the modules under kv-seed/publish/;
 * - `sitemap`: the URLs of the sitemap files (ui/sitemaps/sitemap-xml.ts);
 * - `publisher/source`: this input itself without the PIM's records (categories, lines and
 *   products), which the worker combines with the PIM's catalogue in D1 when an editor publishes
 *   (worker/publish/catalogue-publisher.ts, docs/decisions/037-pim-owns-the-catalogue.md).
 *
 * Pure and deterministic: the Node loader and the in-workerd tests both call it, and the same
 * seed always gives the same entries.
 */
import { LOCALE_CODES, type LocaleCode } from '../locales/registry.ts'
import { COMPANY_PAGE_IDS, companyPagePath } from '../ui/content/company-pages.ts'
import { CONTENT_KEYS } from '../ui/content/model.ts'
import { type CollectionItem, type PublishedPage, contentKeys } from '../ui/content/published.ts'
import { SITEMAP_KEY } from '../ui/sitemaps/sitemap-xml.ts'
import type { RouteName } from '../ui/routes/route-table.ts'
import { checkCatalogue, publishCatalogue } from './publish/catalogue.ts'
import { checkEditorial, publishEditorial } from './publish/editorial.ts'
import { type BlockRecords, blocksIn } from './publish/blocks.ts'
import { alternatesOf, textIn } from './publish/localise.ts'
import { type RouteHrefs, routeHrefs } from './publish/route-hrefs.ts'
import { publishSearchIndex } from './publish/search-index.ts'
import { publishSitemap } from './publish/sitemap.ts'
import { publishPartnerDirectory } from './publish/partner-directory.ts'
import { PARTNER_DIRECTORY_KEY, type PartnerDirectory } from '../ui/partner-finder/partner-directory.ts'
import type { LocalisedText, SeedBlock, SourceCatalogue, SourceEditorial, SourceInsightCategory } from './source.ts'
import type { CatalogueRecords } from '../ui/content/catalogue-source.ts'

export type { LocalisedText, SeedBlock } from './source.ts'
export { textIn } from './publish/localise.ts'

interface SeedContent {
  id: string
  title: LocalisedText
  description?: LocalisedText
  intro?: LocalisedText
  blocks?: SeedBlock[]
}

export interface SeedPage extends SeedContent {
  /** Pages bound to a named route (home, contact, …). */
  route?: RouteName
  /** CMS pages: slug per language, nested under `parent`. */
  slug?: LocalisedText
  parent?: string | null
  /** ISO date of the last change (the sitemaps' lastmod). */
  updated?: string
}

/** Records published in the page format. Insights, events and product groups moved to the content model. */
export const RECORD_ROUTES = {
  feature: { route: 'partnership-slug', param: 'slug', collection: 'features' },
} as const satisfies Record<string, { route: RouteName; param: string; collection: string }>

export type SeedRecordType = keyof typeof RECORD_ROUTES

export interface SeedRecord extends SeedContent {
  type: SeedRecordType
  slug: LocalisedText
  summary?: LocalisedText
}

export interface SeedRedirect {
  from: string
  to: string
  redirecttype: number
  enableForAllLocales: boolean
}

export interface Seed {
  pages: SeedPage[]
  records: SeedRecord[]
  redirects: SeedRedirect[]
  catalogue: SourceCatalogue
  editorial: SourceEditorial
  /** The category success stories appear under in the insights list (SUCCESS_STORY_CATEGORY_ID). */
  successStoryCategory: SourceInsightCategory
  /** The public partner directory of the partner finder. */
  partners: PartnerDirectory
  /** Every content block in every variant, shown by the block overview (`contentKeys.blockSamples`). */
  blockSamples: SeedBlock[]
}

export interface KvEntry {
  key: string
  value: string
}

/** The KV key of the publisher's input without the PIM's records (never read by a page). */
export const PUBLISHER_SOURCE_KEY = 'publisher/source'

/**
 * What the publisher needs besides the categories, lines and products the PIM owns: the pages,
 * the editorial content and the catalogue's vocabulary (facet definitions, spec labels).
 */
export type PublisherSource = Omit<Seed, 'catalogue'> & { catalogue: Pick<SourceCatalogue, 'facets' | 'specLabels'> }

export function publisherSourceOf(seed: Seed): PublisherSource {
  const { categories: _categories, lines: _lines, products: _products, ...vocabulary } = seed.catalogue
  return { ...seed, catalogue: vocabulary }
}

/** The whole input again: the publisher source with the PIM's records. */
export function seedOf(source: PublisherSource, records: CatalogueRecords): Seed {
  return { ...source, catalogue: { ...source.catalogue, ...records } }
}

/**
 * The entries of `after` that differ from `before` (new keys included): what a publish must
 * write. Keys only `before` has are left alone, as the loader and the publish command leave them.
 */
export function changedEntries(before: readonly KvEntry[], after: readonly KvEntry[]): KvEntry[] {
  const previous = new Map(before.map(({ key, value }) => [key, value]))
  return after.filter(({ key, value }) => previous.get(key) !== value)
}

function withoutPrefix(path: string, code: LocaleCode): string {
  const prefix = `/${code}`
  if (path === prefix) return ''
  const rest = path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path
  return rest === '/' ? '' : rest
}

function published(
  content: SeedContent,
  code: LocaleCode,
  alternates: Record<LocaleCode, string>,
  hrefs: RouteHrefs,
  records: BlockRecords,
): PublishedPage {
  return {
    id: content.id,
    title: textIn(content.title, code),
    ...(content.description ? { description: textIn(content.description, code) } : {}),
    ...(content.intro ? { intro: textIn(content.intro, code) } : {}),
    blocks: blocksIn(content.blocks, code, hrefs, records),
    alternates,
  }
}

/**
 * The shell links the company and legal pages at fixed addresses (ui/content/company-pages.ts):
 * the footer's built-in links and the forms' consent sentences. The seed must publish them there.
 */
function checkCompanyPages(pages: readonly SeedPage[], hrefs: RouteHrefs): void {
  for (const id of COMPANY_PAGE_IDS) {
    if (!pages.some((page) => page.id === id))
      throw new Error(`The seed has no page ${id}, which the site links (ui/content/company-pages.ts)`)
    for (const code of LOCALE_CODES) {
      const published = hrefs.page(id, code)
      const linked = companyPagePath(id, code)
      if (published !== linked) throw new Error(`Page ${id} is published at ${published} in ${code}, but the site links ${linked}`)
    }
  }
}

export function publishSeed(seed: Seed): KvEntry[] {
  const entries: KvEntry[] = []
  const put = (key: string, value: unknown) => entries.push({ key, value: JSON.stringify(value) })

  checkCatalogue(seed.catalogue, seed.editorial.downloads)
  checkEditorial(seed.editorial, seed.catalogue, seed.successStoryCategory)
  const hrefs = routeHrefs(seed)
  const records: BlockRecords = { categories: seed.catalogue.categories, industries: seed.editorial.industries }
  checkCompanyPages(seed.pages, hrefs)

  /* pages, features, redirects */
  for (const page of seed.pages) {
    const paths = alternatesOf((code) => hrefs.page(page.id, code)) as Record<LocaleCode, string>
    for (const code of LOCALE_CODES)
      put(contentKeys.page(code, withoutPrefix(paths[code], code)), published(page, code, paths, hrefs, records))
  }

  const collections = new Map<string, Map<LocaleCode, CollectionItem[]>>()
  for (const record of seed.records) {
    const known = RECORD_ROUTES[record.type]
    if (!known) throw new Error(`Record ${record.id} has a type the page format no longer publishes: ${record.type}`)
    const paths = alternatesOf((code) => hrefs.href(known.route, code, { [known.param]: record.id })) as Record<LocaleCode, string>
    for (const code of LOCALE_CODES) {
      put(contentKeys.record(record.type, code, textIn(record.slug, code)), published(record, code, paths, hrefs, records))
      const byLocale = collections.get(known.collection) ?? new Map<LocaleCode, CollectionItem[]>()
      collections.set(known.collection, byLocale)
      const items = byLocale.get(code) ?? []
      byLocale.set(code, items)
      items.push({
        title: textIn(record.title, code),
        ...(record.summary ? { summary: textIn(record.summary, code) } : {}),
        href: paths[code],
      })
    }
  }
  for (const [name, byLocale] of collections) {
    for (const [code, items] of byLocale) put(contentKeys.collection(name, code), { items })
  }

  put('redirects', seed.redirects)
  for (const code of LOCALE_CODES) put(contentKeys.blockSamples(code), blocksIn(seed.blockSamples, code, hrefs, records))

  /* the content model, per locale */
  for (const code of LOCALE_CODES) {
    const { catalogue, products } = publishCatalogue(seed.catalogue, seed.editorial.downloads, code, hrefs)
    put(CONTENT_KEYS.catalogue(code), catalogue)
    for (const product of products) put(CONTENT_KEYS.product(code, product.slug), product)

    const editorial = publishEditorial(seed.editorial, seed.successStoryCategory, code, hrefs, seed.catalogue)
    put(CONTENT_KEYS.insights(code), editorial.insights)
    for (const article of editorial.articles) put(CONTENT_KEYS.insight(code, article.slug), article)
    put(CONTENT_KEYS.events(code), editorial.events)
    for (const event of editorial.eventDetails) put(CONTENT_KEYS.event(code, event.slug), event)
    put(CONTENT_KEYS.jobs(code), editorial.jobs)
    put(CONTENT_KEYS.industries(code), editorial.industries)
    for (const industry of editorial.industryDetails) put(CONTENT_KEYS.industry(code, industry.slug), industry)
    put(CONTENT_KEYS.downloads(code), editorial.downloads)
    put(CONTENT_KEYS.navigation(code), editorial.navigation)
    put(CONTENT_KEYS.globals(code), editorial.globals)
    put(CONTENT_KEYS.search(code), publishSearchIndex(code, catalogue, products, editorial, seed.pages, hrefs))
  }

  put(SITEMAP_KEY, publishSitemap(seed, hrefs))
  put(PARTNER_DIRECTORY_KEY, publishPartnerDirectory(seed.partners))
  put(PUBLISHER_SOURCE_KEY, publisherSourceOf(seed))
  return entries
}
