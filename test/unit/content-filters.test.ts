/** Product filters (AND across facets, OR within), facet counts against the other filters, pagination. */
import { describe, expect, it } from 'vitest'
import { publishCatalogue } from '../../kv-seed/publish/catalogue.ts'
import { routeHrefs } from '../../kv-seed/publish/route-hrefs.ts'
import type { Catalogue } from '../../ui/content/model.ts'
import { paginate, parsePageRequest } from '../../ui/content/pagination.ts'
import {
  type ProductSelection,
  filterProducts,
  parseProductSelection,
  productSelectionParams,
  toggleFacetValue,
} from '../../worker/catalogue/product-filter-exports.ts'
import { fixtureCatalogue, fixtureEditorial } from './content-fixture.ts'

const hrefs = routeHrefs({ pages: [], records: [], catalogue: fixtureCatalogue, editorial: fixtureEditorial })
const catalogue: Catalogue = publishCatalogue(fixtureCatalogue, fixtureEditorial.downloads, 'en-gb', hrefs).catalogue
const frCatalogue: Catalogue = publishCatalogue(fixtureCatalogue, fixtureEditorial.downloads, 'fr-fr', hrefs).catalogue

const select = (query: string): ProductSelection => parseProductSelection(new URLSearchParams(query))
const ctns = (query: string, from = catalogue) => filterProducts(from, select(query)).products.map((p) => p.ctn)
const countOf = (query: string, facet: string, value: string) =>
  filterProducts(catalogue, select(query))
    .facetCounts.find((f) => f.name === facet)!
    .values.find((v) => v.value === value)!

describe('parseProductSelection', () => {
  it('reads comma-separated and repeated facet values, scope, status and paging', () => {
    expect(
      select(
        'screenSize=55,65&orientation=portrait&orientation=landscape&category=signage&line=x-line&status=active,archived&page=2&pageSize=10',
      ),
    ).toEqual({
      category: 'signage',
      line: 'x-line',
      facets: { screenSize: ['55', '65'], orientation: ['portrait', 'landscape'] },
      statuses: ['active', 'archived'],
      page: 2,
      pageSize: 10,
    })
  })

  it('defaults to active products, page 1 and 24 per page; caps the page size at 100', () => {
    expect(select('')).toEqual({ facets: {}, statuses: ['active'], page: 1, pageSize: 24 })
    expect(select('pageSize=500&page=0').pageSize).toBe(100)
    expect(select('page=-3&pageSize=abc')).toMatchObject({ page: 1, pageSize: 24 })
    expect(select('status=all').statuses).toEqual(['active', 'disabled', 'archived'])
    expect(select('status=bogus').statuses).toEqual(['active'])
  })

  it('round-trips through productSelectionParams', () => {
    const selection = select('screenSize=55,65&category=signage&status=archived&page=3')
    expect(parseProductSelection(productSelectionParams(selection))).toEqual(selection)
    expect(productSelectionParams(select('')).toString()).toBe('')
  })

  it('toggles a facet value and goes back to page 1', () => {
    const on = toggleFacetValue(select('page=3'), 'screenSize', '55')
    expect(on).toMatchObject({ facets: { screenSize: ['55'] }, page: 1 })
    expect(toggleFacetValue(on, 'screenSize', '55').facets).toEqual({})
  })
})

describe('filterProducts', () => {
  it('shows the active products of the catalogue without filters', () => {
    expect(ctns('')).toEqual(['55BDL4511D/00', '65BDL4511D/00', '43BDL3511Q/00', '55HFL5214U/12'])
    expect(ctns('status=archived')).toEqual(['55BDL3511Q/00'])
  })

  it('ORs the values of one facet and ANDs facets', () => {
    expect(ctns('screenSize=55')).toEqual(['55BDL4511D/00', '55HFL5214U/12'])
    expect(ctns('screenSize=55,43')).toEqual(['55BDL4511D/00', '43BDL3511Q/00', '55HFL5214U/12'])
    expect(ctns('screenSize=55,43&solutions=hospitality')).toEqual(['43BDL3511Q/00', '55HFL5214U/12'])
    expect(ctns('screenSize=55&solutions=hospitality&connections=usb-c')).toEqual([])
  })

  it('limits to a category or line given by id or by its slug in the locale', () => {
    expect(ctns('category=tv')).toEqual(['55HFL5214U/12'])
    expect(ctns('category=signage-displays&line=q-line')).toEqual(['43BDL3511Q/00'])
    expect(ctns('category=ecrans-signaletique&line=gamme-x', frCatalogue)).toEqual(['55BDL4511D/00', '65BDL4511D/00'])
    const result = filterProducts(catalogue, select('line=signage-x'))
    expect(result.line?.id).toBe('signage-x')
    expect(result.unknownScope).toBe(false)
  })

  it('flags an unknown category or line and matches nothing', () => {
    expect(filterProducts(catalogue, select('category=nope'))).toMatchObject({ products: [], unknownScope: true })
    expect(filterProducts(catalogue, select('category=tv&line=x-line'))).toMatchObject({ products: [], unknownScope: true })
  })

  it('counts facet values against the other active filters (not against their own facet)', () => {
    // No filter: every active product with the value.
    expect(countOf('', 'screenSize', '55')).toMatchObject({ count: 2, selected: false })
    // Choosing 55" does not shrink the other screen sizes' counts …
    expect(countOf('screenSize=55', 'screenSize', '65')).toMatchObject({ count: 1, selected: false })
    expect(countOf('screenSize=55', 'screenSize', '55')).toMatchObject({ count: 2, selected: true })
    // … but does shrink the other facets' counts.
    expect(countOf('screenSize=55', 'solutions', 'retail').count).toBe(1)
    expect(countOf('screenSize=55', 'solutions', 'hospitality').count).toBe(1)
    // A count is what choosing the value (in addition) would show.
    expect(countOf('screenSize=55&solutions=retail', 'solutions', 'hospitality').count).toBe(
      ctns('screenSize=55&solutions=hospitality').length,
    )
    // Scope and status apply to counts too.
    expect(countOf('category=tv', 'screenSize', '65').count).toBe(0)
    expect(countOf('status=all', 'features', 'touch').count).toBe(1)
  })

  it('lists every defined value of every facet with its translated label', () => {
    const result = filterProducts(frCatalogue, select(''))
    expect(result.facetCounts.map((f) => f.name)).toEqual([
      'screenSize',
      'resolution',
      'brightness',
      'displayType',
      'solutions',
      'features',
      'usage',
      'orientation',
      'connections',
    ])
    expect(result.facetCounts[0]).toMatchObject({
      label: 'Facet screenSize (fr)',
      values: [{ value: '43', label: 'screenSize 43 (fr)' }, {}, {}],
    })
  })
})

describe('pagination', () => {
  it('slices pages and reports the total', () => {
    const items = Array.from({ length: 30 }, (_, i) => i)
    expect(paginate(items, parsePageRequest(new URLSearchParams('')))).toMatchObject({ meta: { page: 1, pageSize: 24, total: 30 } })
    expect(paginate(items, parsePageRequest(new URLSearchParams('page=2'))).items).toEqual([24, 25, 26, 27, 28, 29])
    expect(paginate(items, parsePageRequest(new URLSearchParams('page=9'))).items).toEqual([])
  })
})
