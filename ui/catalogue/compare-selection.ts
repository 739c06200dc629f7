/**
 * Which products the compare page shows: the `ctn` query parameters (repeated, in order), matched
 * to the catalogue by CTN or URL slug, duplicates dropped, at most COMPARE_MAX.
 */
import type { ProductSummary } from '../content/model.ts'
import { productSlug } from './product-slug.ts'

/** The most products the compare page shows side by side. */
export const COMPARE_MAX = 4
export const COMPARE_PARAMETER = 'ctn'

export interface CompareSelection {
  products: ProductSummary[]
  /** More products were asked for than COMPARE_MAX; the first ones are kept. */
  overLimit: boolean
  /** Asked-for codes that match no product. */
  unknown: string[]
}

export function compareSelection(query: URLSearchParams, products: readonly ProductSummary[]): CompareSelection {
  const bySlug = new Map(products.map((product) => [productSlug(product.ctn), product]))
  const chosen: ProductSummary[] = []
  const unknown: string[] = []
  for (const requested of query.getAll(COMPARE_PARAMETER).flatMap((value) => value.split(','))) {
    const code = requested.trim()
    if (!code) continue
    const product = bySlug.get(productSlug(code))
    if (!product) unknown.push(code)
    else if (!chosen.includes(product)) chosen.push(product)
  }
  return { products: chosen.slice(0, COMPARE_MAX), overLimit: chosen.length > COMPARE_MAX, unknown }
}

/** The compare page's URL for a list of products. */
export function compareHref(comparePath: string, ctns: readonly string[]): string {
  const query = new URLSearchParams()
  for (const ctn of ctns) query.append(COMPARE_PARAMETER, ctn)
  const search = query.toString()
  return search ? `${comparePath}?${search}` : comparePath
}
