/**
 * A product category or a product line: breadcrumbs, title and intro, the category's lines (for a
 * category), then the product overview restricted to it.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { TeaserCard, cardGridClass } from '../components/TeaserCard.tsx'
import type { Breadcrumb, ProductLine } from '../content/model.ts'
import { pageIntroClass, pageTitleClass } from '../content-pages/ContentPage.tsx'
import { resultsFirstClass, sectionTitleClass } from './DisplaySolutionsPage.tsx'
import { ProductOverview, type ProductOverviewData } from './ProductOverview.tsx'

// Class names computed once, not per render.
const linesSectionClass = css({ mb: { base: '0', lg: '12' }, mt: { base: '12', lg: '0' }, order: { base: 1, lg: 0 } })

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
      <div className={resultsFirstClass}>
        {lines?.length ? (
          <section aria-labelledby="lines-heading" className={linesSectionClass}>
            <h2 id="lines-heading" className={sectionTitleClass}>
              {i18n._({ id: 'products.lines', message: 'Product lines' })}
            </h2>
            <ul className={cardGridClass}>
              {lines.map((line, index) => (
                <li key={line.id}>
                  <TeaserCard href={line.href} title={line.title} summary={line.summary} image={line.image} aboveTheFold={index < 3} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <ProductOverview data={overview} path={path} query={query} iso={iso} comparePath={comparePath} eagerImages={!lines?.length} />
      </div>
    </>
  )
}
