/** Careers, downloads and search. */
import { LOCALE_CODES, type LocaleCode } from '../../locales/registry.ts'
import { isoOf } from '../../ui/format/intl.ts'
import { type JobsLoad, CareersPage } from '../../ui/careers/CareersPage.tsx'
import { DownloadCategoryPage, type DownloadsLoad, DownloadsPage, downloadsFailedText } from '../../ui/downloads/DownloadsPage.tsx'
import { ListFailurePage } from '../../ui/layout/ListFailurePage.tsx'
import { SEARCH_PARAMETER, type SearchLoad, SearchPage } from '../../ui/search/SearchPage.tsx'
import { pathFor } from '../../ui/routes/route-table.ts'
import { searchDocuments } from '../search/search-index.ts'
import { routeCrumb, trail } from './breadcrumbs.ts'
import type { PageLoader } from './loaders.tsx'
import { settleOrStream } from './streaming.ts'

export const careersPage: PageLoader = async (context) => {
  const { code, i18n } = context
  const load: Promise<JobsLoad> = context.repository
    .jobs()
    .then((index): JobsLoad => ({ ok: true, index: index ?? { items: [] } }))
    .catch((): JobsLoad => ({ ok: false }))
  await settleOrStream(load, context.completePage)
  return {
    title: i18n._({ id: 'careers.title', message: 'Careers' }),
    description: i18n._({
      id: 'careers.intro',
      message: 'Help us bring professional displays to every space. These are our current openings.',
    }),
    body: <CareersPage load={load} iso={isoOf(code)} />,
  }
}

export const downloadsPage: PageLoader = async (context) => {
  const { code, i18n, repository } = context
  const slug = context.match.params.slug ?? ''
  const title = i18n._({ id: 'downloads.title', message: 'Downloads' })
  const allHref = pathFor('downloads-slug', code)
  if (!slug) {
    const load: Promise<DownloadsLoad> = repository
      .downloads()
      .then((index): DownloadsLoad => ({ ok: true, index: index ?? { categories: [], items: [] } }))
      .catch((): DownloadsLoad => ({ ok: false }))
    const productAssets = context.productAssets().catch((error: unknown) => {
      context.logger.error('Product assets could not be read', error instanceof Error ? error.message : String(error))
      return null
    })
    await settleOrStream(load, context.completePage)
    return {
      title,
      description: i18n._({ id: 'downloads.intro', message: 'Brochures, manuals, firmware and software for our displays.' }),
      body: <DownloadsPage load={load} viewer={context.viewer} iso={isoOf(code)} allHref={allHref} productAssets={await productAssets} />,
    }
  }
  const downloadsCrumb = routeCrumb(title, 'downloads-slug', code)
  let index: Awaited<ReturnType<typeof repository.downloads>>
  try {
    index = await repository.downloads()
  } catch {
    return { title, body: <ListFailurePage title={title} message={downloadsFailedText(i18n)} crumbs={trail(i18n, code, downloadsCrumb)} /> }
  }
  const category = index?.categories.find((candidate) => candidate.slug === slug)
  if (!index || !category) return null
  // Category slugs differ per language and the index holds only this locale's: the other languages lead to their downloads page.
  const alternates: Partial<Record<LocaleCode, string>> = Object.fromEntries(
    LOCALE_CODES.map((other) => [other, pathFor('downloads-slug', other)]),
  )
  alternates[code] = category.href
  return {
    title: category.title,
    alternates,
    body: (
      <DownloadCategoryPage
        index={index}
        category={category}
        crumbs={trail(i18n, code, downloadsCrumb, { title: category.title, href: category.href })}
        viewer={context.viewer}
        iso={isoOf(code)}
        allHref={allHref}
      />
    ),
  }
}

export const searchPage: PageLoader = async (context) => {
  const { code, i18n } = context
  const term = (context.query.get(SEARCH_PARAMETER) ?? '').trim().slice(0, 200)
  let load: SearchLoad | undefined
  if (term) {
    try {
      const index = await context.repository.search()
      load = { ok: true, results: searchDocuments(index?.documents ?? [], term) }
    } catch {
      load = { ok: false }
    }
  }
  const title = i18n._({ id: 'search.title', message: 'Search' })
  return {
    title: term ? i18n._({ id: 'search.title_with_term', message: 'Search: {term}', values: { term } }) : title,
    noindex: true,
    body: <SearchPage term={term} load={load} path={pathFor('search', code)} query={context.query} />,
  }
}
