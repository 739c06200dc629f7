/**
 * /downloads and /downloads/{category}: the categories as links, and the files (all of them by
 * category, or one category's) with type and size; partner-only files are gated.
 */
import { useLingui } from '@lingui/react'
import { type ReactNode, use } from 'react'
import { css, cx } from 'styled-system/css'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { EmptyState, LoadFailure } from '../components/ListMessage.tsx'
import type { DownloadViewer } from './download-access.ts'
import type { Breadcrumb, DownloadCategory, DownloadIndex } from '../content/model.ts'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'
import { DownloadList } from './DownloadList.tsx'
import { ProductAssetList } from './ProductAssetList.tsx'
import type { PublicAsset } from '../pim/assets.ts'

export type DownloadsLoad = { ok: true; index: DownloadIndex } | { ok: false }

const categoryLinkClass = css({
  display: 'block',
  px: '3',
  py: '2',
  borderRadius: 'md',
  color: 'brand.theme',
  textDecoration: 'none',
  _hover: { bg: 'brand.light' },
})
const currentCategoryClass = css({ bg: 'brand.theme', color: 'white', _hover: { bg: 'brand.theme' } })

export function downloadsFailedText(i18n: ReturnType<typeof useLingui>['i18n']): string {
  return i18n._({
    id: 'downloads.load_failed',
    message: 'Some downloads could not be fetched from the server. Please try again in a few minutes.',
  })
}

function CategoryNav({ categories, allHref, current }: { categories: DownloadCategory[]; allHref: string; current?: DownloadCategory }) {
  const { i18n } = useLingui()
  return (
    <nav aria-label={i18n._({ id: 'downloads.categories', message: 'Download categories' })}>
      <ul className={css({ listStyle: 'none', display: 'grid', gap: '1' })}>
        <li>
          <a
            href={allHref}
            className={cx(categoryLinkClass, !current ? currentCategoryClass : undefined)}
            aria-current={!current ? 'page' : undefined}
          >
            {i18n._({ id: 'downloads.all', message: 'All downloads' })}
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={category.href}
              className={cx(categoryLinkClass, current?.id === category.id ? currentCategoryClass : undefined)}
              aria-current={current?.id === category.id ? 'page' : undefined}
            >
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Files({
  index,
  current,
  viewer,
  iso,
  allHref,
}: {
  index: DownloadIndex
  current?: DownloadCategory
  viewer: DownloadViewer
  iso: string
  allHref: string
}) {
  const { i18n } = useLingui()
  const empty = <EmptyState>{i18n._({ id: 'downloads.empty', message: 'There are no downloads in this category yet.' })}</EmptyState>
  let files: ReactNode
  if (current) {
    const items = index.items.filter((download) => download.categoryId === current.id)
    files = items.length ? <DownloadList downloads={items} viewer={viewer} iso={iso} headingLevel={2} /> : empty
  } else {
    const groups = index.categories
      .map((category) => ({ category, items: index.items.filter((download) => download.categoryId === category.id) }))
      .filter((group) => group.items.length)
    files = groups.length
      ? groups.map(({ category, items }) => (
          <section key={category.id} aria-labelledby={`downloads-${category.slug}`} className={css({ mb: '10' })}>
            <h2 id={`downloads-${category.slug}`} className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'brand.theme', mb: '2' })}>
              {category.title}
            </h2>
            <DownloadList downloads={items} viewer={viewer} iso={iso} />
          </section>
        ))
      : empty
  }
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '16rem 1fr' }, gap: '8', alignItems: 'start' })}>
      <CategoryNav categories={index.categories} allHref={allHref} current={current} />
      <div data-download-files="">{files}</div>
    </div>
  )
}

function StreamedFiles({
  load,
  viewer,
  iso,
  allHref,
}: {
  load: Promise<DownloadsLoad>
  viewer: DownloadViewer
  iso: string
  allHref: string
}) {
  const { i18n } = useLingui()
  const result = use(load)
  if (!result.ok) return <LoadFailure>{downloadsFailedText(i18n)}</LoadFailure>
  return <Files index={result.index} viewer={viewer} iso={iso} allHref={allHref} />
}

/** All downloads, by category; the index streams in. */
export function DownloadsPage({
  load,
  viewer,
  iso,
  allHref,
  productAssets,
}: {
  load: Promise<DownloadsLoad>
  viewer: DownloadViewer
  iso: string
  allHref: string
  /** Firmware, software and documents from the PIM the viewer may download; null when they could not be read. */
  productAssets: PublicAsset[] | null
}) {
  const { i18n } = useLingui()
  return (
    <section>
      <h1 className={pageTitleClass}>{i18n._({ id: 'downloads.title', message: 'Downloads' })}</h1>
      <p className={css({ fontSize: 'xl', maxWidth: '65ch', mb: '8', color: 'gray.700' })}>
        {i18n._({ id: 'downloads.intro', message: 'Brochures, manuals, firmware and software for our displays.' })}
      </p>
      <StreamedFiles load={load} viewer={viewer} iso={iso} allHref={allHref} />
      <section aria-labelledby="product-assets-heading" className={css({ mt: '10' })} data-product-assets="">
        <h2 id="product-assets-heading" className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'brand.theme', mb: '2' })}>
          {i18n._({ id: 'pam.section_title', message: 'Firmware and software' })}
        </h2>
        {productAssets === null ? (
          <LoadFailure>{downloadsFailedText(i18n)}</LoadFailure>
        ) : productAssets.length ? (
          <ProductAssetList assets={productAssets} iso={iso} />
        ) : (
          <EmptyState>
            {i18n._({ id: 'pam.section_empty', message: 'There is no firmware or software for you to download yet.' })}
          </EmptyState>
        )}
      </section>
    </section>
  )
}

/** One category's downloads. */
export function DownloadCategoryPage({
  index,
  category,
  crumbs,
  viewer,
  iso,
  allHref,
}: {
  index: DownloadIndex
  category: DownloadCategory
  crumbs: Breadcrumb[]
  viewer: DownloadViewer
  iso: string
  allHref: string
}) {
  return (
    <section>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={pageTitleClass}>{category.title}</h1>
      <Files index={index} current={category} viewer={viewer} iso={iso} allHref={allHref} />
    </section>
  )
}
