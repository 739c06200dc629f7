/** The search documents of one locale (`search/{code}`), built from what that locale publishes. */
import type { LocaleCode } from '../../locales/registry.ts'
import type { Catalogue, ProductDetail, SearchDocument, SearchIndex } from '../../ui/content/model.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import type { SeedPage } from '../publish.ts'
import type { EditorialInLocale } from './editorial.ts'
import { textIn } from './localise.ts'
import type { RouteHrefs } from './route-hrefs.ts'

const SUMMARY_LENGTH = 180

/** The text cut at a word boundary to about `SUMMARY_LENGTH` characters. */
export function shorten(text: string, length = SUMMARY_LENGTH): string {
  if (text.length <= length) return text
  const cut = text.slice(0, length)
  const space = cut.lastIndexOf(' ')
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`
}

function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

export function publishSearchIndex(
  code: LocaleCode,
  catalogue: Catalogue,
  products: readonly ProductDetail[],
  editorial: EditorialInLocale,
  pages: readonly SeedPage[],
  hrefs: RouteHrefs,
): SearchIndex {
  const documents: SearchDocument[] = []
  const categoryTitle = new Map(catalogue.categories.map((c) => [c.id, c.title]))
  const lineTitle = new Map(catalogue.lines.map((l) => [l.id, l.title]))
  const facetLabels = new Map(catalogue.facets.map((f) => [f.name, new Map(f.values.map((v) => [v.value, v.label]))]))

  // Disabled products have no public page; archived ones keep theirs (support, downloads).
  for (const product of products) {
    if (product.status === 'disabled') continue
    const labels = (['displayType', 'solutions', 'usage'] as const).flatMap((facet) =>
      product.facets[facet].map((value) => facetLabels.get(facet)?.get(value) ?? value),
    )
    documents.push({
      type: 'product',
      title: product.name,
      summary: shorten(product.description),
      href: product.href,
      ctn: product.ctn,
      keywords: [categoryTitle.get(product.categoryId) ?? '', lineTitle.get(product.lineId) ?? '', ...labels].filter(Boolean),
    })
  }

  const insightCategory = new Map(editorial.insights.categories.map((c) => [c.id, c.title]))
  for (const article of editorial.articles) {
    documents.push({
      type: 'insight',
      title: article.title,
      summary: article.summary,
      href: article.href,
      keywords: [insightCategory.get(article.categoryId) ?? '', article.author, 'client' in article ? article.client : ''].filter(Boolean),
    })
  }

  for (const event of editorial.eventDetails) {
    documents.push({ type: 'event', title: event.title, summary: event.summary, href: event.href, keywords: [event.location] })
  }

  const careers = pathFor('careers', code)
  for (const job of editorial.jobs.items) {
    documents.push({
      type: 'job',
      title: job.title,
      summary: job.summary,
      href: `${careers}#${job.slug}`,
      keywords: [job.location, job.department],
    })
  }

  const downloadCategory = new Map(editorial.downloads.categories.map((c) => [c.id, c]))
  for (const download of editorial.downloads.items) {
    const category = downloadCategory.get(download.categoryId)
    documents.push({
      type: 'download',
      title: download.title,
      summary: [category?.title, download.fileType.toUpperCase(), fileSize(download.sizeBytes)].filter(Boolean).join(' · '),
      // Partner files are only reachable through their category page (which checks the session).
      href: download.access === 'public' ? download.href : (category?.href ?? pathFor('downloads-slug', code)),
      keywords: [download.fileName, ...download.productCtns, category?.title ?? ''].filter(Boolean),
    })
  }

  for (const page of pages) {
    documents.push({
      type: 'page',
      title: textIn(page.title, code),
      summary: page.description ? textIn(page.description, code) : page.intro ? shorten(textIn(page.intro, code)) : '',
      href: hrefs.page(page.id, code),
      keywords: [],
    })
  }
  for (const category of catalogue.categories) {
    documents.push({ type: 'page', title: category.title, summary: category.summary, href: category.href, keywords: [] })
  }
  for (const line of catalogue.lines) {
    documents.push({
      type: 'page',
      title: line.title,
      summary: line.summary,
      href: line.href,
      keywords: [categoryTitle.get(line.categoryId) ?? ''].filter(Boolean),
    })
  }
  for (const industry of editorial.industries.items) {
    documents.push({ type: 'page', title: industry.title, summary: industry.summary, href: industry.href, keywords: [] })
  }

  return { documents }
}
