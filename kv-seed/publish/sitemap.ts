/**
 * The sitemap record: every public URL of the site, grouped by sitemap file, with its path per
 * locale, and `lastmod` wherever the content carries the date it last changed (pages' `updated`,
 * articles' date, downloads' `updated`, the newest job for careers, each job's posting date for
 * its page). Every visitor tool is listed
 * (ui/layout/site-navigation.ts TOOL_ROUTES), under its page when the seed has one.
 */
import { LOCALE_CODES, type LocaleCode } from '../../locales/registry.ts'
import type { SitemapEntry, SitemapRecord } from '../../ui/sitemaps/sitemap-xml.ts'
import { TOOL_ROUTES } from '../../ui/layout/site-navigation.ts'
import { type RouteName, pathFor } from '../../ui/routes/route-table.ts'
import type { SeedPage, SeedRecord } from '../publish.ts'
import type { SourceCatalogue, SourceEditorial } from '../source.ts'
import type { RouteHrefs } from './route-hrefs.ts'

function entry(pathIn: (code: LocaleCode) => string, lastmod?: string): SitemapEntry {
  const paths: SitemapEntry['paths'] = {}
  for (const code of LOCALE_CODES) paths[code] = pathIn(code)
  return lastmod ? { paths, lastmod } : { paths }
}

const route = (name: RouteName, lastmod?: string) => entry((code) => pathFor(name, code), lastmod)

const newest = (dates: ReadonlyArray<string | undefined>) =>
  dates
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1)

export function publishSitemap(
  sources: { pages: readonly SeedPage[]; records: readonly SeedRecord[]; catalogue: SourceCatalogue; editorial: SourceEditorial },
  hrefs: RouteHrefs,
): SitemapRecord {
  const { pages, records, catalogue, editorial } = sources
  const isContact = (page: SeedPage) => page.route === 'contact'
  const contactPages = pages.filter(isContact)
  const lastDownload = newest(editorial.downloads.map((d) => d.updated))
  const toolsWithoutPage = TOOL_ROUTES.filter((tool) => !pages.some((page) => page.route === tool))

  return {
    files: {
      pages: [
        ...pages.filter((page) => !isContact(page)).map((page) => entry((code) => hrefs.page(page.id, code), page.updated)),
        ...toolsWithoutPage.map((tool) => route(tool)),
        route('careers', newest(editorial.jobs.map((job) => job.datePosted))),
        ...editorial.jobs.map((job) => entry((code) => hrefs.job(job.id, code), job.datePosted)),
        route('industry-display-solutions'),
        ...editorial.industries.map((industry) => entry((code) => hrefs.industry(industry.id, code))),
        route('partnership'),
        ...records
          .filter((record) => record.type === 'feature')
          .map((record) => entry((code) => hrefs.href('partnership-slug', code, { slug: record.id }))),
      ],
      contact: contactPages.length
        ? contactPages.map((page) => entry((code) => hrefs.page(page.id, code), page.updated))
        : [route('contact')],
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
            newest(editorial.downloads.filter((d) => d.categoryId === category.id).map((d) => d.updated)),
          ),
        ),
      ],
      events: [route('events'), ...editorial.events.map((event) => entry((code) => hrefs.event(event.id, code)))],
      insights: [
        route('insights', newest([...editorial.insights, ...editorial.successStories].map((article) => article.date))),
        ...[...editorial.insights, ...editorial.successStories]
          .sort((a, b) => b.date.localeCompare(a.date))
          .map((article) => entry((code) => hrefs.insight(article.id, code), article.date)),
      ],
    },
  }
}
