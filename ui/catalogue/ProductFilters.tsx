/**
 * The product overview's filters and sort order: a GET form (tick values, choose an order, "Show
 * results") that the client runtime applies on change (ui/client/live-forms.ts): each change
 * fetches the overview of the new address, rendered here on the server, and swaps in its live
 * regions — the counts per value (values that would show nothing disabled), the number behind
 * "Show results", the drawer button's count and the result list — and replaces the address.
 * No page JavaScript: the overview stays a content page (docs/decisions/032).
 *
 * On phones the form sits in a drawer (a `<details>` whose summary is the "Filter and sort"
 * button) so the first result is near the top; "Show results" closes it and moves to the results.
 * From the `lg` breakpoint the drawer is always open beside the results.
 */
import { css } from 'styled-system/css'
import { buttonClass } from '../components/Button.tsx'
import { formatNumber } from '../format/intl.ts'
import type { FacetCount } from './product-filters.ts'
import { DEFAULT_PRODUCT_SORT, type ProductSort, SORT_PARAMETER } from './product-sort.ts'

export interface ProductFiltersProps {
  formId: string
  headingId: string
  /** The overview's path: the form's action. */
  path: string
  iso: string
  facets: FacetCount[]
  sort: ProductSort
  sortOptions: Array<{ value: ProductSort; label: string }>
  /** Other parameters of the address to keep (the products chosen for comparison). */
  keep: Array<[string, string]>
  /** Products matching the current choice (all pages). */
  total: number
  /** The element "Show results" moves to (the results' heading). */
  resultsId: string
  texts: { heading: string; drawer: string; sort: string; showResults: string; clear: string; status: string }
}

/** The live regions of the overview (ui/client/page-swap.ts swapRegions). */
export const FILTER_REGIONS = {
  facets: 'filter-facets',
  active: 'filter-active-count',
  total: 'filter-total',
  results: 'product-results',
} as const

const drawerClass = css({
  '& > summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    cursor: 'pointer',
    listStyle: 'none',
    px: '4',
    py: '3',
    borderWidth: '1px',
    borderColor: 'gray.300',
    borderRadius: 'md',
    fontWeight: 'bold',
    bg: 'white',
    '&::-webkit-details-marker': { display: 'none' },
  },
  '&[open] > summary': { position: { base: 'fixed', lg: 'static' }, top: '0', insetInline: '0', zIndex: 41, borderRadius: '0' },
  '&[open] > div': {
    position: { base: 'fixed', lg: 'static' },
    inset: '0',
    zIndex: 40,
    bg: 'white',
    overflowY: 'auto',
    px: { base: '4', lg: '0' },
    pt: { base: '16', lg: '0' },
  },
  // Wide screens: always open beside the results, no drawer button (where the browser can show a
  // closed <details>' content; elsewhere the button stays and opens it).
  '@supports selector(::details-content)': {
    lg: {
      '& > summary': { display: 'none' },
      '&::details-content': { contentVisibility: 'visible', display: 'block' },
    },
  },
})
const headingClass = css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })
const fieldsetClass = css({ borderTopWidth: '1px', borderColor: 'gray.200', py: '3' })
const legendClass = css({ fontWeight: 'bold', fontSize: 'md', py: '1', float: 'left', width: '100%', mb: '1' })
const optionClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  py: '1',
  clear: 'both',
  cursor: 'pointer',
  '&:has(input:disabled)': { color: 'gray.500', cursor: 'not-allowed' },
})
const optionCheckboxClass = css({ width: '4', height: '4', accentColor: 'brand.theme', flexShrink: '0' })
const optionCountClass = css({ color: 'gray.600', ml: 'auto', pl: '1' })
const sortClass = css({ display: 'grid', gap: '1', mb: '3' })
const selectClass = css({ borderWidth: '1px', borderColor: 'gray.500', borderRadius: 'md', px: '3', py: '2', bg: 'white' })
const actionsClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  mt: '4',
  py: '3',
  position: { base: 'sticky', lg: 'static' },
  bottom: '0',
  bg: 'white',
})
const linkClass = css({ color: 'brand.theme', textDecoration: 'underline' })
const statusClass = css({ srOnly: true })
// Without the runtime the number would describe the list shown, not the ticks about to be sent: it shows once the runtime runs.
const liveTotalClass = css({ display: 'none', '[data-runtime=ready] &': { display: 'inline' } })

export function ProductFilters(props: ProductFiltersProps) {
  const { formId, headingId, path, iso, facets, sort, sortOptions, keep, total, resultsId, texts } = props
  const activeCount = facets.reduce((count, facet) => count + facet.values.filter((value) => value.selected).length, 0)
  return (
    <form
      id={formId}
      method="get"
      action={path}
      aria-labelledby={headingId}
      data-product-filters=""
      data-live-form=""
      data-live-form-results={resultsId}
    >
      {keep.map(([name, value]) => (
        <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
      ))}
      <details className={drawerClass} data-filter-drawer="">
        <summary>
          <span>
            {texts.drawer}
            <span data-live-region={FILTER_REGIONS.active}>{activeCount ? ` (${formatNumber(iso, activeCount)})` : ''}</span>
          </span>
          <span aria-hidden="true">☰</span>
        </summary>
        <div>
          <h2 id={headingId} className={headingClass}>
            {texts.heading}
          </h2>
          <label className={sortClass}>
            <span>{texts.sort}</span>
            {/* The default order is the empty value: it stays out of the address. */}
            <select name={SORT_PARAMETER} defaultValue={sort === DEFAULT_PRODUCT_SORT ? '' : sort} className={selectClass}>
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value === DEFAULT_PRODUCT_SORT ? '' : option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <div data-live-region={FILTER_REGIONS.facets}>
            {facets.map((facet) => (
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
                      disabled={value.count === 0 && !value.selected}
                      className={optionCheckboxClass}
                    />
                    {value.label}
                    <span className={optionCountClass} data-facet-count="">{`(${formatNumber(iso, value.count)})`}</span>
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          <div className={actionsClass}>
            <button type="submit" className={buttonClass({})} data-show-results="">
              {/* One flex item: the button's gap would double the space before the number. */}
              <span>
                {texts.showResults}
                <span className={liveTotalClass} data-live-region={FILTER_REGIONS.total}>{` (${formatNumber(iso, total)})`}</span>
              </span>
            </button>
            <a href={path} className={linkClass}>
              {texts.clear}
            </a>
          </div>
        </div>
      </details>
      <p id={`${formId}-status`} role="status" className={statusClass} data-live-status={texts.status} />
    </form>
  )
}
