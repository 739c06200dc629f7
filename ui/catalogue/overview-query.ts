/** The product overview's address for a filter form's choice. Pure: the filters island and its tests use it. */
import { DEFAULT_PRODUCT_SORT, SORT_PARAMETER } from './product-sort.ts'

/** Sent on document when the filters island has put a new result list in place (the compare tray re-ticks its cards). */
export const RESULTS_UPDATED_EVENT = 'catalogue:results'
/** The element holding the result list, swapped after each change. */
export const RESULTS_ATTRIBUTE = 'data-product-results'

/**
 * The page's address for what the form holds (name/value pairs in form order): the values of one
 * facet comma-joined, the default order left out, other parameters (`repeated`) kept one by one.
 */
export function overviewQuery(entries: Iterable<[string, string]>, facetNames: ReadonlySet<string>): URLSearchParams {
  const joined = new Map<string, string[]>()
  const query = new URLSearchParams()
  for (const [name, value] of entries) {
    if (value === '' || (name === SORT_PARAMETER && value === DEFAULT_PRODUCT_SORT)) continue
    if (facetNames.has(name)) joined.set(name, [...(joined.get(name) ?? []), value])
    else query.append(name, value)
  }
  for (const [name, values] of joined) query.set(name, values.join(','))
  return query
}
