/**
 * The product overview's sort orders, the address a live form (the overview's filters) writes, and
 * the compare tray's list rules (kept across pages, merged with the address, a 5th product refused).
 */
import { describe, expect, it } from 'vitest'
import {
  type ComparedProduct,
  addToComparison,
  mergeComparison,
  parseStoredComparison,
  removeFromComparison,
} from '../../ui/catalogue/compare-tray-state.ts'
import { DEFAULT_PRODUCT_SORT, parseProductSort, sortProducts } from '../../ui/catalogue/product-sort.ts'
import type { ProductSummary } from '../../ui/content/model.ts'
import { liveFormQuery } from '../../ui/client/live-forms.ts'

const summary = (ctn: string, name: string, screenSizeInch: number, brightnessNits: number) =>
  ({ ctn, name, screenSizeInch, brightnessNits }) as ProductSummary
const catalogueOrder = [
  summary('A', 'Zeta', 55, 500),
  summary('B', 'alpha', 43, 700),
  summary('C', 'Émeraude', 65, 500),
  summary('D', 'beta', 43, 300),
]
const codes = (products: ProductSummary[]) => products.map((product) => product.ctn)

describe('sorting the overview', () => {
  it('keeps the catalogue order by default and for unknown values', () => {
    expect(parseProductSort(null)).toBe(DEFAULT_PRODUCT_SORT)
    expect(parseProductSort('price')).toBe(DEFAULT_PRODUCT_SORT)
    expect(codes(sortProducts(catalogueOrder, 'featured', 'en-GB'))).toEqual(['A', 'B', 'C', 'D'])
  })

  it('sorts by name (the locale’s collation, case and accents ignored), size both ways and brightness; ties keep the catalogue order', () => {
    expect(codes(sortProducts(catalogueOrder, 'name', 'fr-FR'))).toEqual(['B', 'D', 'C', 'A'])
    expect(codes(sortProducts(catalogueOrder, 'size-asc', 'en-GB'))).toEqual(['B', 'D', 'A', 'C'])
    expect(codes(sortProducts(catalogueOrder, 'size-desc', 'en-GB'))).toEqual(['C', 'A', 'B', 'D'])
    expect(codes(sortProducts(catalogueOrder, 'brightness', 'en-GB'))).toEqual(['B', 'A', 'C', 'D'])
    // The filter results are shared between requests: never sorted in place.
    expect(codes(catalogueOrder)).toEqual(['A', 'B', 'C', 'D'])
  })
})

describe('the address the filters write (a live form)', () => {
  it('keeps every ticked value in form order, leaves the default order (the empty value) out and keeps the compared products', () => {
    const entries: Array<[string, FormDataEntryValue]> = [
      ['ctn', '55VS4500/00'],
      ['ctn', '65VS4500/00'],
      ['sort', ''],
      ['screenSize', '55'],
      ['screenSize', '65'],
      ['orientation', 'portrait'],
    ]
    expect(liveFormQuery(entries).toString()).toBe('ctn=55VS4500%2F00&ctn=65VS4500%2F00&screenSize=55&screenSize=65&orientation=portrait')
    expect(liveFormQuery([['sort', 'name']]).toString()).toBe('sort=name')
    // A file field is never part of a GET address.
    expect(liveFormQuery([['cv', new File(['x'], 'cv.pdf')]]).toString()).toBe('')
  })
})

const product = (ctn: string): ComparedProduct => ({ ctn, name: `Display ${ctn}`, href: `/p/${ctn}` })

describe('the compare tray', () => {
  it('refuses a 5th product and keeps the four it has', () => {
    let list: ComparedProduct[] = []
    for (const ctn of ['A', 'B', 'C', 'D']) {
      const outcome = addToComparison(list, product(ctn))
      expect(outcome.refused).toBe(false)
      list = outcome.list
    }
    const fifth = addToComparison(list, product('E'))
    expect(fifth.refused).toBe(true)
    expect(fifth.list.map((entry) => entry.ctn)).toEqual(['A', 'B', 'C', 'D'])
    // Ticking one it already holds is no addition.
    expect(addToComparison(list, product('B'))).toMatchObject({ refused: false })
    expect(removeFromComparison(list, 'B').map((entry) => entry.ctn)).toEqual(['A', 'C', 'D'])
  })

  it('merges the address’s products before the stored ones, without duplicates, up to the limit', () => {
    const merged = mergeComparison([product('C'), product('A')], [product('A'), product('B'), product('D'), product('E')])
    expect(merged.map((entry) => entry.ctn)).toEqual(['C', 'A', 'B', 'D'])
  })

  it('reads only well-formed stored lists (a hand-edited or foreign value counts as empty)', () => {
    expect(parseStoredComparison(JSON.stringify([product('A'), product('A'), product('B')])).map((entry) => entry.ctn)).toEqual(['A', 'B'])
    expect(parseStoredComparison('{not json')).toEqual([])
    expect(parseStoredComparison(JSON.stringify({ ctn: 'A' }))).toEqual([])
    expect(parseStoredComparison(JSON.stringify([{ ctn: 'A', name: 'x', href: 'javascript:alert(1)' }]))).toEqual([])
    expect(parseStoredComparison(JSON.stringify([{ ctn: 'A', name: 'x', href: '//elsewhere.example/p' }]))).toEqual([])
    expect(parseStoredComparison(null)).toEqual([])
  })
})
