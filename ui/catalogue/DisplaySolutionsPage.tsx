/**
 * /display-solutions: the product categories as compact link cards and the whole product overview. The
 * catalogue streams in behind the shell's loading text; a failed read shows the products'
 * load-failure message.
 */
import { useLingui } from '@lingui/react'
import { use } from 'react'
import { css } from 'styled-system/css'
import { LoadFailure } from '../components/ListMessage.tsx'
import type { ProductCategory } from '../content/model.ts'
import { pageIntroClass, pageTitleClass } from '../content-pages/ContentPage.tsx'
import { GroupLinks } from './GroupLinks.tsx'
import { ProductOverview, type ProductOverviewData } from './ProductOverview.tsx'

export type CatalogueLoad = { ok: true; categories: ProductCategory[]; overview: ProductOverviewData } | { ok: false }

export const sectionTitleClass = css({ fontSize: '2xl', fontWeight: 'bold', mb: '4', color: 'brand.theme' })

export function productsFailedText(i18n: ReturnType<typeof useLingui>['i18n']): string {
  return i18n._({ id: 'products.load_failed', message: 'Something went wrong while trying to load the products. Please try again later.' })
}

function Catalogue({
  load,
  path,
  query,
  iso,
  comparePath,
}: {
  load: Promise<CatalogueLoad>
  path: string
  query: URLSearchParams
  iso: string
  comparePath: string
}) {
  const { i18n } = useLingui()
  const result = use(load)
  if (!result.ok) return <LoadFailure>{productsFailedText(i18n)}</LoadFailure>
  return (
    <>
      <GroupLinks
        headingId="categories-heading"
        title={i18n._({ id: 'products.categories', message: 'Product categories' })}
        links={result.categories}
      />
      <ProductOverview data={result.overview} path={path} query={query} iso={iso} comparePath={comparePath} eagerImages />
    </>
  )
}

export function DisplaySolutionsPage(props: {
  load: Promise<CatalogueLoad>
  path: string
  query: URLSearchParams
  iso: string
  comparePath: string
}) {
  const { i18n } = useLingui()
  return (
    <>
      <h1 className={pageTitleClass}>{i18n._({ id: 'products.title', message: 'Display solutions' })}</h1>
      <p className={pageIntroClass}>
        {i18n._({
          id: 'products.intro',
          message: 'Signage displays, LED video walls, professional TVs and monitors: find the right display for every space.',
        })}
      </p>
      <Catalogue {...props} />
    </>
  )
}
