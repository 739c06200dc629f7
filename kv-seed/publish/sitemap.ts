/** The sitemap record: every public URL of the site, grouped by sitemap file, with its path per locale. */
import { LOCALE_CODES, type LocaleCode } from '../../locales/registry.ts'
import type { SitemapEntry, SitemapRecord } from '../../ui/sitemaps/sitemap-xml.ts'
import { type RouteName, pathFor } from '../../ui/routes/route-table.ts'
import type { SeedPage, SeedRecord } from '../publish.ts'
import type { SourceCatalogue, SourceEditorial } from '../source.ts'
import type { RouteHrefs } from './route-hrefs.ts'

function entry(pathIn: (code: LocaleCode) => string, lastmod?: string): SitemapEntry {
  const paths: SitemapEntry['paths'] = {}
  for (const code of LOCALE_CODES) paths[code] = pathIn(code)
  return lastmod ? { paths, lastmod } : { paths }
}

const route = (name: RouteName) => entry((code) => pathFor(name, code))

export function publishSitemap(
  sources: { pages: readonly SeedPage[]; records: readonly SeedRecord[]; catalogue: SourceCatalogue; editorial: SourceEditorial },
  hrefs: RouteHrefs,
): SitemapRecord {
  const { pages, records, catalogue, editorial } = sources
  const isContact = (page: SeedPage) => page.route === 'contact'
  const contactPages = pages.filter(isContact)
  const lastDownload = editorial.downloads
    .map((d) => d.updated)
    .sort()
    .at(-1)

  return {
    files: {
      pages: [
        ...pages.filter((page) => !isContact(page)).map((page) => entry((code) => hrefs.page(page.id, code))),
        route('careers'),
        route('industry-display-solutions'),
        ...editorial.industries.map((industry) => entry((code) => hrefs.industry(industry.id, code))),
        route('partnership'),
        ...records
          .filter((record) => record.type === 'feature')
          .map((record) => entry((code) => hrefs.href('partnership-slug', code, { slug: record.id }))),
      ],
      contact: contactPages.length ? contactPages.map((page) => entry((code) => hrefs.page(page.id, code))) : [route('contact')],
      'display-solutions': [
        route('display-solutions'),
        ...catalogue.categories.map((category) => entry((code) => hrefs.category(category.id, code))),
        ...catalogue.lines.map((line) => entry((code) => hrefs.line(line.id, code))),
        ...catalogue.products
          .filter((product) => product.status === 'active')
          .map((product) => entry((code) => hrefs.product(product.ctn, code))),
      ],
      downloads: [
        entry((code) => pathFor('downloads-slug', code), lastDownload),
        ...editorial.downloadCategories.map((category) =>
          entry(
            (code) => hrefs.downloadCategory(category.id, code),
            editorial.downloads
              .filter((d) => d.categoryId === category.id)
              .map((d) => d.updated)
              .sort()
              .at(-1),
          ),
        ),
      ],
      events: [route('events'), ...editorial.events.map((event) => entry((code) => hrefs.event(event.id, code)))],
      insights: [
        route('insights'),
        ...[...editorial.insights, ...editorial.successStories]
          .sort((a, b) => b.date.localeCompare(a.date))
          .map((article) => entry((code) => hrefs.insight(article.id, code), article.date)),
      ],
    },
  }
}
