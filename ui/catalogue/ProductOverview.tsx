/**
 * The product overview: the nine filters as a plain GET form (checkbox groups with result counts),
 * the active filters as removable chips, the result count, one page of product cards with a
 * "Compare" checkbox each (they submit to the compare page), pagination and the empty state.
 * Works without JavaScript.
 */
import { useLingui } from '@lingui/react'
import { css, cx } from 'styled-system/css'
import { buttonClass } from '../components/Button.tsx'
import { Icon } from '../components/Icon.tsx'
import { EmptyState } from '../components/ListMessage.tsx'
import { Pagination, pageOf, requestedPage } from '../components/Pagination.tsx'
import type { ProductFacet, ProductSummary } from '../content/model.ts'
import type { FacetCount } from './product-filters.ts'
import { formatNumber } from '../format/intl.ts'
import { ProductCard } from './ProductCard.tsx'

/** Product cards per page of the overview. */
export const PRODUCTS_PER_PAGE = 24
export const COMPARE_FORM_ID = 'compare-products'

export interface ProductOverviewData {
  /** Every product matching the filters (all pages). */
  products: ProductSummary[]
  facetCounts: FacetCount[]
}

const layoutClass = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '18rem 1fr' }, gap: '8', alignItems: 'start' })
const fieldsetClass = css({ borderTopWidth: '1px', borderColor: 'gray.200', py: '3' })
const legendClass = css({ fontWeight: 'bold', fontSize: 'md', py: '1', float: 'left', width: '100%', mb: '1' })
// Class names computed once, not per render: the nine filter groups hold about a hundred values.
const optionClass = css({ display: 'flex', alignItems: 'center', gap: '2', py: '1', clear: 'both', cursor: 'pointer' })
const optionCheckboxClass = css({ width: '4', height: '4', accentColor: 'brand.theme', flexShrink: '0' })
const optionCountClass = css({ color: 'gray.600', ml: 'auto', pl: '1' })
const headingClass = css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })
const filterActionsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', mt: '4' })
const linkClass = css({ color: 'brand.theme', textDecoration: 'underline' })
const activeFiltersClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', mb: '4' })
const activeFiltersHeadingClass = css({ fontSize: 'sm', fontWeight: 'bold' })
const chipListClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })
const clearFiltersParagraphClass = css({ mt: '4' })
const compareFormClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', mb: '4' })
const compareHintClass = css({ color: 'gray.700', fontSize: 'sm' })
const compareButtonClass = cx(buttonClass({ kind: 'naked', size: 'sm' }), css({ borderColor: 'brand.theme' }))
const showResultsButtonClass = buttonClass({})
const productListClass = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
  listStyle: 'none',
})
const chipClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '3',
  py: '1',
  borderRadius: 'full',
  bg: 'brand.light',
  color: 'brand.theme',
  fontSize: 'sm',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
})

/** The overview's URL with one facet value taken out (and back on page 1). */
function withoutValue(path: string, query: URLSearchParams, facet: ProductFacet, value: string): string {
  const next = new URLSearchParams()
  for (const [name, raw] of query) {
    if (name === 'page') continue
    if (name !== facet) {
      next.append(name, raw)
      continue
    }
    const kept = raw
      .split(',')
      .map((piece) => piece.trim())
      .filter((piece) => piece && piece !== value)
    for (const piece of kept) next.append(name, piece)
  }
  const search = next.toString()
  return search ? `${path}?${search}` : path
}

function FilterForm({ path, facetCounts, headingId, iso }: { path: string; facetCounts: FacetCount[]; headingId: string; iso: string }) {
  const { i18n } = useLingui()
  return (
    <form method="get" action={path} aria-labelledby={headingId} data-product-filters="">
      <h2 id={headingId} className={headingClass}>
        {i18n._({ id: 'products.filters', message: 'Filters' })}
      </h2>
      {facetCounts.map((facet) => (
        <fieldset key={facet.name} className={fieldsetClass}>
          <legend className={legendClass}>{facet.label}</legend>
          {facet.values.map((value) => (
            // The label wraps its checkbox: no id/for pair per value (a hundred values per page).
            <label key={value.value} className={optionClass}>
              <input
                type="checkbox"
                name={facet.name}
                value={value.value}
                defaultChecked={value.selected}
                className={optionCheckboxClass}
              />
              {value.label}
              <span className={optionCountClass} data-facet-count="">{`(${formatNumber(iso, value.count)})`}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <div className={filterActionsClass}>
        <button type="submit" className={showResultsButtonClass}>
          {i18n._({ id: 'products.show_results', message: 'Show results' })}
        </button>
        <a href={path} className={linkClass}>
          {i18n._({ id: 'products.clear_filters', message: 'Clear filters' })}
        </a>
      </div>
    </form>
  )
}

function ActiveFilters({ path, query, facetCounts }: { path: string; query: URLSearchParams; facetCounts: FacetCount[] }) {
  const { i18n } = useLingui()
  const active = facetCounts.flatMap((facet) => facet.values.filter((value) => value.selected).map((value) => ({ facet, value })))
  if (!active.length) return null
  return (
    <div className={activeFiltersClass}>
      <h3 className={activeFiltersHeadingClass} id="active-filters">
        {i18n._({ id: 'products.active_filters', message: 'Active filters:' })}
      </h3>
      <ul aria-labelledby="active-filters" className={chipListClass}>
        {active.map(({ facet, value }) => (
          <li key={`${facet.name}-${value.value}`}>
            <a
              className={chipClass}
              href={withoutValue(path, query, facet.name, value.value)}
              aria-label={i18n._({
                id: 'products.remove_filter',
                message: 'Remove filter {facet}: {value}',
                values: { facet: facet.label, value: value.label },
              })}
              data-filter-chip=""
            >
              <span>
                {facet.label}: {value.label}
              </span>
              <Icon name="close" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function ProductOverview({
  data,
  path,
  query,
  iso,
  comparePath,
  eagerImages = false,
}: {
  data: ProductOverviewData
  /** The page the overview is on: the form's action and the base of every link. */
  path: string
  query: URLSearchParams
  iso: string
  comparePath: string
  /** The first cards are above the fold (no category or line cards before them): load their images first. */
  eagerImages?: boolean
}) {
  const { i18n } = useLingui()
  const page = pageOf(data.products, requestedPage(query), PRODUCTS_PER_PAGE)
  return (
    <div className={layoutClass}>
      <FilterForm path={path} facetCounts={data.facetCounts} headingId="product-filters-heading" iso={iso} />
      <section aria-labelledby="product-results-heading">
        <h2 id="product-results-heading" className={headingClass} data-result-count={data.products.length}>
          {i18n._({
            id: 'products.result_count',
            message: '{count, plural, one {# product} other {# products}}',
            values: { count: data.products.length },
          })}
        </h2>
        <ActiveFilters path={path} query={query} facetCounts={data.facetCounts} />
        {page.total === 0 ? (
          <>
            <EmptyState>{i18n._({ id: 'generic.no_results', message: 'No results found' })}</EmptyState>
            <p className={clearFiltersParagraphClass}>
              <a href={path} className={linkClass}>
                {i18n._({ id: 'products.clear_filters', message: 'Clear filters' })}
              </a>
            </p>
          </>
        ) : (
          <>
            <form id={COMPARE_FORM_ID} method="get" action={comparePath} className={compareFormClass}>
              <p className={compareHintClass}>
                {i18n._({ id: 'products.compare_hint', message: 'Tick up to 4 products to compare them side by side.' })}
              </p>
              <button type="submit" className={compareButtonClass}>
                {i18n._({ id: 'products.compare_selected', message: 'Compare selected products' })}
              </button>
            </form>
            <ul className={productListClass} data-product-list="">
              {page.items.map((product, index) => (
                <li key={product.ctn}>
                  <ProductCard
                    product={product}
                    iso={iso}
                    compareForm={COMPARE_FORM_ID}
                    aboveTheFold={eagerImages && index < 3 && page.page === 1}
                  />
                </li>
              ))}
            </ul>
            <Pagination path={path} query={query} page={page.page} pageCount={page.pageCount} />
          </>
        )}
      </section>
    </div>
  )
}
