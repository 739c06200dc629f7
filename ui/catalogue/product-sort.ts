/**
 * The orders the product overview offers (the `sort` query parameter): the catalogue's own order
 * (featured first, as the product team arranges it), name A–Z, screen size up or down, and
 * brightest first. Pure; an unknown value falls back to the catalogue order.
 */
import type { ProductSummary } from '../content/model.ts'

export const SORT_PARAMETER = 'sort'
export const PRODUCT_SORTS = ['featured', 'name', 'size-asc', 'size-desc', 'brightness'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]
export const DEFAULT_PRODUCT_SORT: ProductSort = 'featured'

export function parseProductSort(value: string | null | undefined): ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '') ? (value as ProductSort) : DEFAULT_PRODUCT_SORT
}

/** LED cabinets have no diagonal of their own: they sort by their cabinet's diagonal in inches. */
function sizeOf(product: ProductSummary): number {
  return product.screenSizeInch
}

/** A sorted copy (the filter results are shared: never sorted in place); ties keep the catalogue order. */
export function sortProducts(products: readonly ProductSummary[], sort: ProductSort, iso: string): ProductSummary[] {
  if (sort === 'featured') return [...products]
  const collator = new Intl.Collator(iso, { numeric: true, sensitivity: 'base' })
  const compare: Record<Exclude<ProductSort, 'featured'>, (a: ProductSummary, b: ProductSummary) => number> = {
    name: (a, b) => collator.compare(a.name, b.name),
    'size-asc': (a, b) => sizeOf(a) - sizeOf(b),
    'size-desc': (a, b) => sizeOf(b) - sizeOf(a),
    brightness: (a, b) => b.brightnessNits - a.brightnessNits,
  }
  return products
    .map((product, order) => ({ product, order }))
    .sort((a, b) => compare[sort](a.product, b.product) || a.order - b.order)
    .map(({ product }) => product)
}
