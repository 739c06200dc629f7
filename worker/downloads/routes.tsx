/** The downloads pages: every category, or one category's files (partner files by the viewer's level). */
import { LOCALE_CODES, type LocaleCode } from '../../locales/registry.ts'
import { isoOf } from '../../ui/format/intl.ts'
import { DownloadCategoryPage, type DownloadsLoad, DownloadsPage, downloadsFailedText } from '../../ui/downloads/DownloadsPage.tsx'
import { ListFailurePage } from '../../ui/layout/ListFailurePage.tsx'
import { pathFor } from '../../ui/routes/route-table.ts'
import { routeCrumb, trail } from '../pages/breadcrumbs.ts'
import type { PageLoader } from '../pages/page-loader.ts'
import { settleOrStream } from '../pages/streaming.ts'
import { type FeatureRoutes, sitePage } from '../pages/route-definition.ts'

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
  // Category slugs differ per language: the published category names its path in each (a record
  // published before it did leads the other languages to their downloads page).
  const alternates: Partial<Record<LocaleCode, string>> = {
    ...(category.alternates ?? Object.fromEntries(LOCALE_CODES.map((other) => [other, pathFor('downloads-slug', other)]))),
    [code]: category.href,
  }
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

export const downloadRoutes = {
  'downloads-slug': sitePage(downloadsPage),
} satisfies FeatureRoutes
