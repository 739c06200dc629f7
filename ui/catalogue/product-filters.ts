/**
 * The product overview's filters (SPEC.md point 2: screen size, resolution, brightness, display
 * type, solutions, features, usage, orientation, connections), shared by the /api/products
 * endpoint and the overview pages. Pure: a catalogue and a selection in, products and facet
 * counts out.
 *
 * Semantics (standard faceted search): values of one facet are OR-ed, facets are AND-ed; the
 * count of a facet value is the number of products the selection would show with that value
 * chosen instead, i.e. counted against every *other* active filter.
 */
import {
  type Catalogue,
  PRODUCT_FACETS,
  type ProductCategory,
  type ProductFacet,
  type ProductLine,
  type ProductStatus,
  type ProductSummary,
} from '../content/model.ts'
import { type PageRequest, parsePageRequest } from '../content/pagination.ts'

export const PRODUCT_STATUSES: readonly ProductStatus[] = ['active', 'disabled', 'archived']
/** The public overview shows active products unless a status filter says otherwise. */
export const DEFAULT_PRODUCT_STATUSES: readonly ProductStatus[] = ['active']

export interface ProductSelection extends PageRequest {
  /** Category id or slug (in the catalogue's locale). */
  category?: string
  /** Product line id or slug (in the catalogue's locale). */
  line?: string
  /** Chosen values per facet; a facet without values does not filter. */
  facets: Partial<Record<ProductFacet, string[]>>
  statuses: ProductStatus[]
}

export interface FacetValueCount {
  value: string
  label: string
  count: number
  selected: boolean
}

export interface FacetCount {
  name: ProductFacet
  label: string
  values: FacetValueCount[]
}

export interface ProductFilterResult {
  /** Every matching product, in catalogue order (paginate with ui/content/pagination.ts). */
  products: ProductSummary[]
  facetCounts: FacetCount[]
  /** The category and line the selection names, when it names a known one. */
  category?: ProductCategory
  line?: ProductLine
  /** True when the selection names a category or line the catalogue does not have. */
  unknownScope: boolean
}

function listValues(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '')
  return [...new Set(values)]
}

/**
 * Reads a selection from query parameters: `category`, `line`, one parameter per facet with
 * comma-separated values (`screenSize=55,65&orientation=portrait`; repeated parameters work too),
 * `status` (comma-separated, or `all`), `page` and `pageSize`. Unknown values are kept (they
 * match nothing); unusable page numbers fall back to the defaults.
 */
export function parseProductSelection(params: URLSearchParams): ProductSelection {
  const facets: Partial<Record<ProductFacet, string[]>> = {}
  for (const facet of PRODUCT_FACETS) {
    const values = listValues(params, facet)
    if (values.length) facets[facet] = values
  }
  const statusValues = listValues(params, 'status').map((value) => value.toLowerCase())
  const statuses = statusValues.includes('all') ? [...PRODUCT_STATUSES] : PRODUCT_STATUSES.filter((status) => statusValues.includes(status))
  const category = params.get('category')?.trim() || undefined
  const line = params.get('line')?.trim() || undefined
  return {
    ...(category ? { category } : {}),
    ...(line ? { line } : {}),
    facets,
    statuses: statuses.length ? statuses : [...DEFAULT_PRODUCT_STATUSES],
    ...parsePageRequest(params),
  }
}

/** The query parameters of a selection (the inverse of parseProductSelection), for filter links. */
export function productSelectionParams(selection: Partial<ProductSelection>): URLSearchParams {
  const params = new URLSearchParams()
  if (selection.category) params.set('category', selection.category)
  if (selection.line) params.set('line', selection.line)
  for (const facet of PRODUCT_FACETS) {
    const values = selection.facets?.[facet]
    if (values?.length) params.set(facet, values.join(','))
  }
  const statuses = selection.statuses ?? DEFAULT_PRODUCT_STATUSES
  const isDefault = statuses.length === DEFAULT_PRODUCT_STATUSES.length && statuses.every((s) => DEFAULT_PRODUCT_STATUSES.includes(s))
  if (!isDefault) params.set('status', statuses.join(','))
  if (selection.page && selection.page > 1) params.set('page', String(selection.page))
  return params
}

/** The selection with one facet value switched on or off (and back to page 1). */
export function toggleFacetValue(selection: ProductSelection, facet: ProductFacet, value: string): ProductSelection {
  const current = selection.facets[facet] ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  const facets = { ...selection.facets }
  if (next.length) facets[facet] = next
  else delete facets[facet]
  return { ...selection, facets, page: 1 }
}

export function findCategory(catalogue: Catalogue, idOrSlug: string): ProductCategory | undefined {
  const key = idOrSlug.toLowerCase()
  return catalogue.categories.find((category) => category.id === key || category.slug === key)
}

export function findLine(catalogue: Catalogue, idOrSlug: string, categoryId?: string): ProductLine | undefined {
  const key = idOrSlug.toLowerCase()
  return catalogue.lines.find(
    (line) => (line.id === key || line.slug === key) && (categoryId === undefined || line.categoryId === categoryId),
  )
}

function matchesFacet(product: ProductSummary, facet: ProductFacet, chosen: readonly string[] | undefined): boolean {
  if (!chosen?.length) return true
  const values = product.facets[facet] ?? []
  return chosen.some((value) => values.includes(value))
}

function matchesFacetsExcept(product: ProductSummary, selection: ProductSelection, except?: ProductFacet): boolean {
  return PRODUCT_FACETS.every((facet) => facet === except || matchesFacet(product, facet, selection.facets[facet]))
}

/** Filter results kept per catalogue record (a new record, e.g. after a publish, starts afresh). */
const resultsByCatalogue = new WeakMap<Catalogue, Map<string, ProductFilterResult>>()
/** Distinct selections kept per catalogue; the oldest goes first. */
export const FILTER_RESULTS_KEPT = 200

function selectionKey(selection: ProductSelection): string {
  return JSON.stringify([
    selection.category ?? '',
    selection.line ?? '',
    [...selection.statuses].sort(),
    PRODUCT_FACETS.map((facet) => [...(selection.facets[facet] ?? [])].sort()),
  ])
}

/**
 * filterProducts, remembered for the catalogue record it was given: the content store hands every
 * request of an isolate the same record until it expires, so a popular filter combination is
 * counted once per isolate instead of once per request. The result is shared: never mutate it.
 */
export function filterProducts(catalogue: Catalogue, selection: ProductSelection): ProductFilterResult {
  let results = resultsByCatalogue.get(catalogue)
  if (!results) {
    results = new Map()
    resultsByCatalogue.set(catalogue, results)
  }
  const key = selectionKey(selection)
  let result = results.get(key)
  if (!result) {
    result = computeFilterResult(catalogue, selection)
    if (results.size >= FILTER_RESULTS_KEPT) results.delete(results.keys().next().value!)
    results.set(key, result)
  }
  return result
}

function computeFilterResult(catalogue: Catalogue, selection: ProductSelection): ProductFilterResult {
  const category = selection.category ? findCategory(catalogue, selection.category) : undefined
  const line = selection.line ? findLine(catalogue, selection.line, category?.id) : undefined
  const unknownScope = Boolean((selection.category && !category) || (selection.line && !line))

  const inScope = unknownScope
    ? []
    : catalogue.products.filter(
        (product) =>
          selection.statuses.includes(product.status) &&
          (!category || product.categoryId === category.id) &&
          (!line || product.lineId === line.id),
      )

  const products = inScope.filter((product) => matchesFacetsExcept(product, selection))

  const facetCounts = catalogue.facets.map((definition): FacetCount => {
    const base = inScope.filter((product) => matchesFacetsExcept(product, selection, definition.name))
    const chosen = selection.facets[definition.name] ?? []
    return {
      name: definition.name,
      label: definition.label,
      values: definition.values.map((value) => ({
        value: value.value,
        label: value.label,
        count: base.filter((product) => (product.facets[definition.name] ?? []).includes(value.value)).length,
        selected: chosen.includes(value.value),
      })),
    }
  })

  return { products, facetCounts, ...(category ? { category } : {}), ...(line ? { line } : {}), unknownScope }
}
