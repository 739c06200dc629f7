/**
 * A product category or a product line: breadcrumbs, title and intro, the category's lines (for a
 * category), then the product overview restricted to it.
 */
import { useLingui } from '@lingui/react'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import type { Breadcrumb, ProductLine } from '../content/model.ts'
import { pageIntroClass, pageTitleClass } from '../content-pages/ContentPage.tsx'
import { GroupLinks } from './GroupLinks.tsx'
import { ProductOverview, type ProductOverviewData } from './ProductOverview.tsx'

export function ProductGroupPage({
  title,
  intro,
  crumbs,
  lines,
  overview,
  path,
  query,
  iso,
  comparePath,
}: {
  title: string
  intro: string
  crumbs: Breadcrumb[]
  /** The category's product lines; absent on a line's page. */
  lines?: ProductLine[]
  overview: ProductOverviewData
  path: string
  query: URLSearchParams
  iso: string
  comparePath: string
}) {
  const { i18n } = useLingui()
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={pageTitleClass}>{title}</h1>
      <p className={pageIntroClass}>{intro}</p>
      {lines?.length ? (
        <GroupLinks headingId="lines-heading" title={i18n._({ id: 'products.lines', message: 'Product lines' })} links={lines} />
      ) : null}
      <ProductOverview data={overview} path={path} query={query} iso={iso} comparePath={comparePath} eagerImages />
    </>
  )
}
