/**
 * Finding products, server side, against the seed: the overview's sort order, its compare
 * choices kept from the address, zero-result filter values disabled, the language chooser keeping
 * the query, search grouping and "did you mean", and `/api/search/suggestions`.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSeedFor, settle, visit } from './helpers.ts'

const PATHS = [
  '/display-solutions',
  '/display-solutions?screenSize=50-59&sort=name',
  '/display-solutions/compare?ctn=55VS4500/00',
  '/search?q=55VS4050',
  '/search?q=55VS4999',
  '/api/search/suggestions?q=55VS4050',
  '/api/products?sort=size-desc&pageSize=5',
  '/fr-fr/solutions-d-affichage',
  '/display-solutions?ctn=55VS4500%2F00',
  '/api/products?screenSize=50-59&pageSize=100',
  '/api/products?pageSize=3',
]

beforeAll(async () => {
  await loadSeedFor(PATHS)
})

async function html(path: string): Promise<string> {
  const answer = await settle(await visit(path))
  expect(answer.status, path).toBe(200)
  return answer.body
}

/** The product codes of the cards, in page order. */
function cards(body: string): string[] {
  return [...body.matchAll(/<article[^>]*data-product="([^"]+)"/g)].map((match) => match[1]!)
}

describe('the product overview', () => {
  it('sorts by name when asked, and keeps the catalogue order otherwise', async () => {
    const api = async (query: string) =>
      ((await (await visit(`/api/products?${query}`)).json()) as { data: Array<{ ctn: string; name: string }> }).data
    const fifties = await api('screenSize=50-59&pageSize=100')
    const names = new Map(fifties.map((product) => [product.ctn, product.name]))
    const byName = cards(await html('/display-solutions?screenSize=50-59&sort=name')).map((ctn) => names.get(ctn) ?? `unknown ${ctn}`)
    expect(byName.length).toBeGreaterThan(2)
    expect(byName).toEqual([...byName].sort(new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' }).compare))
    expect(byName).not.toEqual(fifties.slice(0, byName.length).map((product) => product.name))
    const featured = await api('pageSize=3')
    expect(cards(await html('/display-solutions')).slice(0, 3)).toEqual(featured.map((product) => product.ctn))
  })

  it('sorts the products API too (largest screen first)', async () => {
    const answer = (await (await visit('/api/products?sort=size-desc&pageSize=5')).json()) as { data: Array<{ screenSizeInch: number }> }
    const sizes = answer.data.map((product) => product.screenSizeInch)
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
  })

  it('disables the filter values that would show nothing, and only those', async () => {
    const body = await html('/display-solutions?screenSize=50-59')
    const form = body.slice(body.indexOf('data-product-filters'), body.indexOf('data-product-results'))
    // Each value: its checkbox (attributes in any order), its label, then its count.
    const values = [...form.matchAll(/<input ([^>]*type="checkbox"[^>]*)\/>[^<]*<span[^>]*data-facet-count="">\((\d+)\)/g)].map(
      ([, attributes, count]) => ({
        value: /name="([^"]+)"[^>]*value="([^"]+)"/.exec(attributes!)?.slice(1).join('=') ?? attributes!,
        disabled: /\bdisabled=""/.test(attributes!),
        checked: /\bchecked=""/.test(attributes!),
        count: Number(count),
      }),
    )
    expect(values.length).toBeGreaterThan(20)
    expect(values.filter((value) => value.disabled !== (value.count === 0 && !value.checked)).map((value) => value.value)).toEqual([])
    expect(values.some((value) => value.disabled)).toBe(true)
    expect(values.find((value) => value.value === 'screenSize=50-59')).toMatchObject({ checked: true, disabled: false })
  })

  it('keeps products chosen for comparison on other pages (the address after "Add products")', async () => {
    const compare = await html('/display-solutions/compare?ctn=55VS4500/00')
    expect(compare).toMatch(/href="\/display-solutions\?ctn=55VS4500%2F00"[^>]*data-compare-add-more/)
    const overview = await html('/display-solutions?ctn=55VS4500%2F00')
    const shown = cards(overview)
    const box = /<input [^>]*value="55VS4500\/00"[^>]*\/>/.exec(overview.slice(overview.indexOf('data-product-results')))?.[0] ?? ''
    if (shown.includes('55VS4500/00')) expect(box).toMatch(/type="checkbox"[^>]*checked=""/)
    else expect(box).toMatch(/type="hidden"/)
    // The filters keep it too, so changing a filter does not lose it.
    expect(overview.slice(overview.indexOf('data-product-filters'))).toMatch(
      /<input (?=[^>]*type="hidden")(?=[^>]*name="ctn")[^>]*value="55VS4500\/00"/,
    )
  })

  it('ships no page JavaScript: the filters are a live form with server-rendered live regions, the compare tray loads on demand', async () => {
    const body = await html('/display-solutions?screenSize=50-59')
    const scripts = [...body.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!)
    expect(scripts.filter((src) => !/\/assets\/runtime-[\w-]+\.js$/.test(src))).toEqual([])
    // Only the runtime's own chunks are preloaded: nothing of React or an island.
    expect(body).not.toMatch(/rel="modulepreload" href="\/assets\/(jsx-runtime|lifecycle|CompareTray|ProductFilters)/)
    expect(body).toMatch(/<form [^>]*data-product-filters=""[^>]*data-live-form=""[^>]*data-live-form-results="product-results-heading"/)
    for (const region of ['filter-facets', 'filter-active-count', 'filter-total', 'product-results'])
      expect(body.match(new RegExp(`data-live-region="${region}"`, 'g'))?.length, region).toBe(1)
    // The default order is the empty value, so it stays out of the address; "Show results" carries the count.
    expect(body).toMatch(/<option value="" selected="">Featured<\/option>/)
    const total = /data-result-count="(\d+)"/.exec(body)?.[1]
    expect(body).toMatch(
      new RegExp(`data-show-results=""[^>]*><span>Show results<span[^>]*data-live-region="filter-total"[^>]*> \\(${total}\\)</span>`),
    )
    expect(body).toMatch(new RegExp(`role="status"[^>]*data-live-status="${total} products"`))
    const tray = /<div [^>]*data-island="CompareTray"[^>]*>/.exec(body)?.[0] ?? ''
    expect(tray).toMatch(/data-island-src="\/assets\/CompareTray\.client-[\w-]+\.js"/)
    expect(tray).toContain('data-island-when-stored="compare-products"')
    expect(tray).toContain('data-island-when-changed="input[name=&quot;ctn&quot;]"')
    // Products to compare in the address: the tray loads with the page.
    const withComparison = await html('/display-solutions?ctn=55VS4500%2F00')
    expect(withComparison).toMatch(/<script type="module" src="\/assets\/CompareTray\.client-[\w-]+\.js" async="">/)
    expect(/<div [^>]*data-island="CompareTray"[^>]*>/.exec(withComparison)?.[0]).not.toContain('data-island-src')
  })

  it('language chooser links keep the filters, on the translated path', async () => {
    const body = await html('/display-solutions?screenSize=50-59&sort=name')
    expect(body).toContain('href="/fr-fr/solutions-d-affichage?screenSize=50-59&amp;sort=name&amp;locale=fr-fr"')
    expect(body).toMatch(/href="\/de-de\/[^"?]+\?screenSize=50-59&amp;sort=name&amp;locale=de-de"/)
  })
})

describe('search', () => {
  it('finds the intended product first for a code with two digits swapped, grouped with the products first', async () => {
    const body = await html('/search?q=55VS4050')
    const first = /data-search-group="([a-z]+)"/.exec(body)
    expect(first?.[1]).toBe('product')
    const results = body.slice(body.indexOf('data-search-results'))
    expect(/data-result-type="product"[\s\S]*?<p[^>]*>([^<]+)<\/p>/.exec(results)?.[1]).toMatch(/^55VS4500/)
  })

  it('offers "did you mean" and help when nothing is found', async () => {
    const body = await html('/search?q=55VS4999')
    expect(body).toContain('No results found')
    expect(body).toMatch(/data-did-you-mean=""[\s\S]*?<a href="\/search\?q=55VS4500"[^>]*>55VS4500<\/a>/)
    expect(body).toContain('data-search-help')
  })

  it('suggests as you type, the intended product first with a thumbnail', async () => {
    const answer = await visit('/api/search/suggestions?q=55VS4050')
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { data: Array<{ type: string; ctn?: string; thumbnail?: { src: string } }> }
    expect(body.data[0]?.ctn).toMatch(/^55VS4500/)
    expect(body.data[0]?.thumbnail?.src).toMatch(/^\/(images|product-images)\/.+\?w=64$/)
    expect(body.data.length).toBeLessThanOrEqual(8)
    const empty = (await (await visit('/api/search/suggestions?q=')).json()) as { data: unknown[] }
    expect(empty.data).toEqual([])
    expect((await visit('/api/search/suggestions?q=x&locale=xx-yy')).status).toBe(400)
  })
})
