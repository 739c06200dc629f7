/**
 * The product overview: the nine filters and the sort order (ProductFilters: a GET form in a
 * drawer on phones, applied on change by the client runtime, which swaps in this page's live
 * regions for the new address), the active filters as removable chips, the result count, one page
 * of product cards with a "Compare" checkbox each (they submit to the compare page, keeping
 * products already chosen on other pages), pagination, the empty state and the compare tray (the
 * CompareTray island, loaded only once the visitor compares). Works without JavaScript; ships no
 * page JavaScript up front (docs/decisions/032).
 */
import { useLingui } from '@lingui/react'
import { css, cx } from 'styled-system/css'
import { buttonClass } from '../components/Button.tsx'
import { Icon } from '../components/Icon.tsx'
import { EmptyState } from '../components/ListMessage.tsx'
import { Pagination, pageOf, requestedPage } from '../components/Pagination.tsx'
import type { ProductFacet, ProductSummary } from '../content/model.ts'
import { Island } from '../islands/Island.tsx'
import { CompareTray } from './CompareTray.tsx'
import { ProductCard } from './ProductCard.tsx'
import { FILTER_REGIONS, ProductFilters } from './ProductFilters.tsx'
import { COMPARE_MAX, COMPARE_PARAMETER } from './compare-selection.ts'
import { COMPARE_STORAGE_KEY, type ComparedProduct } from './compare-tray-state.ts'
import type { FacetCount } from './product-filters.ts'
import { PRODUCT_SORTS, type ProductSort } from './product-sort.ts'

/** Product cards per page of the overview. */
export const PRODUCTS_PER_PAGE = 24
export const COMPARE_FORM_ID = 'compare-products'
export const FILTER_FORM_ID = 'product-filters'
/** Marks the result list (tests and the live form's swaps find it by this). */
export const RESULTS_ATTRIBUTE = 'data-product-results'
const RESULTS_HEADING_ID = 'product-results-heading'

export function compareTrayTexts(i18n: ReturnType<typeof useLingui>['i18n']) {
  return {
    title: i18n._({ id: 'compare.tray_title', message: 'Products to compare' }),
    compare: i18n._({ id: 'compare.tray_compare', message: 'Compare' }),
    remove: i18n._({ id: 'compare.remove', message: 'Remove' }),
    clear: i18n._({ id: 'compare.tray_clear', message: 'Clear all' }),
    limit: i18n._({
      id: 'compare.limit_reached',
      message: 'You can compare up to {max} products. Remove one to add another.',
      values: { max: COMPARE_MAX },
    }),
  }
}

export interface ProductOverviewData {
  /** Every product matching the filters (all pages), in the chosen order. */
  products: ProductSummary[]
  facetCounts: FacetCount[]
  sort: ProductSort
  /** The products the address names for comparison (`?ctn=…`, from "Add products" on the compare page). */
  compared: ComparedProduct[]
}

export function sortLabel(i18n: ReturnType<typeof useLingui>['i18n'], sort: ProductSort): string {
  switch (sort) {
    case 'featured':
      return i18n._({ id: 'products.sort.featured', message: 'Featured' })
    case 'name':
      return i18n._({ id: 'products.sort.name', message: 'Name (A–Z)' })
    case 'size-asc':
      return i18n._({ id: 'products.sort.size_asc', message: 'Screen size (smallest first)' })
    case 'size-desc':
      return i18n._({ id: 'products.sort.size_desc', message: 'Screen size (largest first)' })
    case 'brightness':
      return i18n._({ id: 'products.sort.brightness', message: 'Brightness (brightest first)' })
  }
}

const layoutClass = css({
  display: 'grid',
  // minmax(0, …): a wide child (the tray's row of chips) scrolls inside its column instead of widening the page.
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '18rem minmax(0, 1fr)' },
  gap: { base: '4', lg: '8' },
  alignItems: 'start',
})
// The tray sits under the results, sticky at the bottom of the viewport while they are in view.
const trayPlaceClass = css({ gridColumn: { lg: '2' }, position: 'sticky', bottom: '0', zIndex: 30 })
const headingClass = css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })
const linkClass = css({ color: 'brand.theme', textDecoration: 'underline' })
const activeFiltersClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', mb: '4' })
const activeFiltersHeadingClass = css({ fontSize: 'sm', fontWeight: 'bold' })
const chipListClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })
const clearFiltersParagraphClass = css({ mt: '4' })
// Once the compare tray runs, submitting compares every product it holds, on this page or others.
const compareFormClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  mb: '4',
})
const compareHintClass = css({ color: 'gray.700', fontSize: 'sm' })
const compareButtonClass = cx(buttonClass({ kind: 'naked', size: 'sm' }), css({ borderColor: 'brand.theme' }))
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
  const comparedCtns = new Set(data.compared.map((product) => product.ctn))
  const shownCtns = new Set(page.items.map((product) => product.ctn))
  const resultCount = i18n._({
    id: 'products.result_count',
    message: '{count, plural, one {# product} other {# products}}',
    values: { count: data.products.length },
  })
  return (
    <div className={layoutClass}>
      <ProductFilters
        formId={FILTER_FORM_ID}
        headingId="product-filters-heading"
        path={path}
        iso={iso}
        facets={data.facetCounts}
        sort={data.sort}
        sortOptions={PRODUCT_SORTS.map((value) => ({ value, label: sortLabel(i18n, value) }))}
        keep={data.compared.map((product): [string, string] => [COMPARE_PARAMETER, product.ctn])}
        total={data.products.length}
        resultsId={RESULTS_HEADING_ID}
        texts={{
          heading: i18n._({ id: 'products.filters', message: 'Filters' }),
          drawer: i18n._({ id: 'products.filter_and_sort', message: 'Filter and sort' }),
          sort: i18n._({ id: 'products.sort.label', message: 'Sort by' }),
          showResults: i18n._({ id: 'products.show_results', message: 'Show results' }),
          clear: i18n._({ id: 'products.clear_filters', message: 'Clear filters' }),
          status: resultCount,
        }}
      />
      <section aria-labelledby={RESULTS_HEADING_ID} {...{ [RESULTS_ATTRIBUTE]: '' }} data-live-region={FILTER_REGIONS.results}>
        <h2 id={RESULTS_HEADING_ID} className={headingClass} data-result-count={data.products.length}>
          {resultCount}
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
              {data.compared
                .filter((product) => !shownCtns.has(product.ctn))
                .map((product) => (
                  <input key={product.ctn} type="hidden" name={COMPARE_PARAMETER} value={product.ctn} />
                ))}
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
                    compared={comparedCtns.has(product.ctn)}
                    aboveTheFold={eagerImages && index < 3 && page.page === 1}
                  />
                </li>
              ))}
            </ul>
            <Pagination path={path} query={query} page={page.page} pageCount={page.pageCount} />
          </>
        )}
      </section>
      <div className={trayPlaceClass}>
        <Island
          name="CompareTray"
          component={CompareTray}
          props={{
            comparePath,
            compareFormId: COMPARE_FORM_ID,
            fromAddress: data.compared,
            addressDecides: false,
            texts: compareTrayTexts(i18n),
          }}
          // Loaded with the page only when the address names products to compare; otherwise once
          // storage holds a comparison (an earlier visit) or the visitor ticks a compare box.
          load={data.compared.length ? undefined : { whenStored: COMPARE_STORAGE_KEY, whenChanged: `input[name="${COMPARE_PARAMETER}"]` }}
        />
      </div>
    </div>
  )
}
