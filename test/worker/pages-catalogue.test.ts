/**
 * The catalogue pages against a fixed content set (fixtures/pages-content.ts): the overview's
 * filters, counts, empty state and pagination; category, line and product pages and their 404s;
 * the compare page; product downloads gated for signed-out visitors; JSON-LD and breadcrumbs.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { ACTIVE_PRODUCTS, BROKEN_KV, loadPagesContent } from './fixtures/pages-content.ts'
import { settle, visit, visitWith } from './helpers.ts'

beforeAll(async () => {
  await loadPagesContent()
})

async function page(path: string) {
  return settle(await visit(path))
}

function count(html: string, marker: string): number {
  return html.split(marker).length - 1
}

/** The number the results heading states (`data-result-count`). */
function resultCount(html: string): number {
  const found = /data-result-count="(\d+)"/.exec(html)
  if (!found) throw new Error('no result count on the page')
  return Number(found[1])
}

/** The count shown next to a filter value, e.g. facetCount(html, 'orientation', 'portrait'). */
function facetCount(html: string, facet: string, value: string): number {
  const at = html.search(new RegExp(`<input[^>]*name="${facet}"[^>]*value="${value}"`))
  if (at < 0) throw new Error(`no filter ${facet}=${value}`)
  const found = /data-facet-count="">\((\d+)\)/.exec(html.slice(at))
  return Number(found![1])
}

function jsonLdBlocks(html: string): Array<{ nonce: string | undefined; data: Record<string, unknown>; raw: string }> {
  return [...html.matchAll(/<script type="application\/ld\+json"(?: nonce="([^"]*)")?>(.*?)<\/script>/gs)].map((match) => ({
    nonce: match[1],
    raw: match[2]!,
    data: JSON.parse(match[2]!) as Record<string, unknown>,
  }))
}

function cspNonce(headers: Headers): string {
  return /'nonce-([^']+)'/.exec(headers.get('Content-Security-Policy') ?? '')![1]!
}

describe('product overview /display-solutions', () => {
  it('shows the categories, every active product count, the nine filters with counts and 24 cards on page 1', async () => {
    const { status, body } = await page('/display-solutions')
    expect(status).toBe(200)
    expect(body).toContain('Digital signage')
    expect(body).toContain('LED video walls')
    expect(resultCount(body)).toBe(ACTIVE_PRODUCTS)
    expect(count(body, '<fieldset')).toBe(9)
    expect(count(body, '<legend')).toBe(9)
    expect(body).toMatch(/<form [^>]*action="\/display-solutions" method="get"/)
    expect(body).toContain('Show results')
    expect(body).toContain('Clear filters')
    expect(facetCount(body, 'orientation', 'portrait')).toBe(8)
    expect(facetCount(body, 'orientation', 'landscape')).toBe(22)
    expect(count(body, 'data-product="')).toBe(24)
    // The archived product is not in the public overview.
    expect(body).not.toContain('75BDL9999Q/00')
  })

  it('filters: a chosen value changes the results, the counts of other facets and shows a removable chip', async () => {
    const { body } = await page('/display-solutions?orientation=portrait')
    expect(resultCount(body)).toBe(8)
    expect(count(body, 'data-product="')).toBe(8)
    expect(/<input[^>]*name="orientation"[^>]*value="portrait"[^>]*>/.exec(body)?.[0]).toContain('checked=""')
    // Counts of a facet are counted against the other facets' filters.
    expect(facetCount(body, 'screenSize', '32-43')).toBe(8)
    expect(facetCount(body, 'screenSize', '49-55')).toBe(0)
    // Values of the same facet still count as alternatives.
    expect(facetCount(body, 'orientation', 'landscape')).toBe(22)
    expect(count(body, 'data-filter-chip=""')).toBe(1)
    expect(body).toContain('href="/display-solutions" aria-label="Remove filter Facet orientation: Portrait"')
  })

  it('ORs values of one facet (repeated parameters, as the form sends them)', async () => {
    const { body } = await page('/display-solutions?screenSize=32-43&screenSize=65-86')
    expect(resultCount(body)).toBe(8 + 8 + 2)
    expect(count(body, 'data-filter-chip=""')).toBe(2)
    expect(body).toContain('href="/display-solutions?screenSize=65-86"')
  })

  it('shows "No results found" and a way back when nothing matches', async () => {
    const { status, body } = await page('/display-solutions?orientation=portrait&screenSize=65-86')
    expect(status).toBe(200)
    expect(resultCount(body)).toBe(0)
    expect(body).toContain('No results found')
    expect(count(body, 'data-product="')).toBe(0)
  })

  it('splits the results over pages of 24 with ?page=, keeping the filters in the links', async () => {
    const first = (await page('/display-solutions')).body
    expect(first).toContain('href="/display-solutions?page=2" rel="next"')
    const second = (await page('/display-solutions?page=2')).body
    expect(count(second, 'data-product="')).toBe(ACTIVE_PRODUCTS - 24)
    expect(second).toContain('href="/display-solutions" rel="prev"')
    expect(second).toMatch(/aria-current="page"[^>]*>2</)
    // A page past the end shows the last page.
    expect(count((await page('/display-solutions?page=99')).body, 'data-product="')).toBe(ACTIVE_PRODUCTS - 24)
    const filtered = (await page('/display-solutions?usage=a')).body
    expect(filtered).toContain('href="/display-solutions?usage=a&amp;page=2" rel="next"')
  })

  it('renders a long overview in place, not in a hidden segment that only a script reveals', async () => {
    await page('/display-solutions')
    const { body } = await page('/display-solutions')
    expect(body.length).toBeGreaterThan(50_000)
    expect(body).not.toMatch(/<div hidden id="S:/)
    expect(body.indexOf('data-product-list')).toBeLessThan(body.indexOf('</main>'))
  })

  it('gives each card a Compare checkbox that submits to the compare page', async () => {
    const { body } = await page('/display-solutions')
    expect(body).toMatch(/<form id="compare-products" [^>]*action="\/display-solutions\/compare" method="get"/)
    const checkbox = /<input id="compare-55bdl1000d_00"[^>]*>/.exec(body)![0]
    expect(checkbox).toContain('type="checkbox"')
    expect(checkbox).toContain('name="ctn"')
    expect(checkbox).toContain('value="55BDL1000D/00"')
    expect(checkbox).toContain('form="compare-products"')
    expect(body).toContain('<label for="compare-55bdl1000d_00">Compare')
  })

  it('answers in French on the French path with French number formatting', async () => {
    const { status, body } = await page('/fr-fr/solutions-d-affichage?orientation=portrait')
    expect(status).toBe(200)
    expect(body).toContain('<html lang="fr-FR"')
    expect(body).toContain('Affichage dynamique')
    expect(body).toMatch(/3\s840\s×\s2\s160/u)
  })

  it('shows the products load-failure message when the catalogue cannot be read', async () => {
    clearContentCache()
    const { status, body } = await settle(await visitWith({ CONTENT: BROKEN_KV }, '/display-solutions'))
    expect(status).toBe(200)
    expect(body).toContain('Something went wrong while trying to load the products. Please try again later.')
    clearContentCache()
  })
})

describe('category and line pages', () => {
  it('shows a category with its lines, its products only and breadcrumbs', async () => {
    const { status, body } = await page('/display-solutions/led')
    expect(status).toBe(200)
    expect(body).toContain('Intro of led')
    expect(body).toContain('Indoor LED')
    expect(resultCount(body)).toBe(2)
    expect(body).toMatch(/<form [^>]*action="\/display-solutions\/led" method="get"/)
    expect(body).toContain('<nav aria-label="Breadcrumb">')
    expect(body).toMatch(/<span aria-current="page">LED video walls<\/span>/)
  })

  it('shows a line with its products only, filters working within it', async () => {
    const { body } = await page('/display-solutions/signage/d-line')
    expect(resultCount(body)).toBe(20)
    expect(resultCount((await page('/display-solutions/signage/d-line?orientation=portrait')).body)).toBe(8)
  })

  it('answers 404 for an unknown category, an unknown line, or a line under another category', async () => {
    expect((await page('/display-solutions/unknown')).status).toBe(404)
    expect((await page('/display-solutions/signage/unknown')).status).toBe(404)
    expect((await page('/display-solutions/led/d-line')).status).toBe(404)
  })
})

describe('product page', () => {
  const path = '/display-solutions/signage/d-line/55bdl1000d_00'

  it('shows image, highlights, description, a spec table with caption and header cells, and a compare action', async () => {
    const { status, body } = await page(path)
    expect(status).toBe(200)
    expect(body).toContain('<h1')
    expect(body).toContain('Display 55BDL1000D/00')
    expect(body).toContain('Bright and sharp')
    expect(body).toContain('<caption>Display</caption>')
    expect(body).toContain('<th scope="row">Panel</th>')
    expect(body).toContain('href="/display-solutions/compare?ctn=55BDL1000D%2F00"')
    // Its own pictures drawn from its data (the line's picture stays on cards and line pages).
    expect(body).toMatch(/<img src="\/product-images\/55bdl1000d_00\/front\.svg" width="800" height="600"[^>]*loading="eager"/)
    expect(body).not.toContain('data-led-cabinet')
  })

  it('shows the LED cabinet data of an LED product', async () => {
    const { status, body } = await page('/display-solutions/led/indoor-led/27bdl1500l_00')
    expect(status).toBe(200)
    expect(body).toContain('data-led-cabinet')
    expect(body).toContain('Pixel pitch')
    expect(body).toContain('1.5 mm')
  })

  it('lists its downloads; a partner-only one is locked with "Sign in to download" for a signed-out visitor', async () => {
    const { body } = await page(path)
    expect(body).toContain('href="/files/manual.pdf"')
    expect(body).toContain('2.4 MB')
    expect(body).toContain('Sign in to download')
    expect(body).not.toContain('/files/firmware-secret.bin')
  })

  it('carries Product and BreadcrumbList JSON-LD with the response nonce and `<` escaped', async () => {
    const { body, headers } = await page(path)
    const blocks = jsonLdBlocks(body)
    const types = blocks.map((block) => block.data['@type'])
    expect(types).toContain('Product')
    expect(types).toContain('BreadcrumbList')
    const nonce = cspNonce(headers)
    for (const block of blocks) expect(block.nonce).toBe(nonce)
    const product = blocks.find((block) => block.data['@type'] === 'Product')!
    expect(product.data.sku).toBe('55BDL1000D/00')
    expect(product.data.description).toContain('<with>')
    expect(product.raw).not.toContain('<')
    expect(product.raw).toContain('\\u003cwith\\u003e')
    const crumbs = blocks.find((block) => block.data['@type'] === 'BreadcrumbList')!.data.itemListElement as Array<{
      name: string
      item: string
    }>
    expect(crumbs[0]!.name).toBe('Home')
    expect(crumbs.at(-1)!.item).toBe(`http://127.0.0.1:8787${path}`)
  })

  it('has breadcrumbs from home to the product, the product marked as the current page', async () => {
    const { body } = await page(path)
    const nav = /<nav aria-label="Breadcrumb"><ol[^>]*>(.*?)<\/ol><\/nav>/s.exec(body)![1]!
    expect(count(nav, '<li')).toBe(5)
    expect(nav).toContain('<a class=')
    expect(nav).toMatch(/<span aria-current="page">Display 55BDL1000D\/00<\/span><\/li>$/)
  })

  it('answers 404 for an unknown product, and for a product under the wrong line or category', async () => {
    expect((await page('/display-solutions/signage/d-line/00xx0000x_00')).status).toBe(404)
    expect((await page('/display-solutions/signage/q-line/55bdl1000d_00')).status).toBe(404)
    expect((await page('/display-solutions/led/indoor-led/55bdl1000d_00')).status).toBe(404)
    expect((await page('/display-solutions/unknown/d-line/55bdl1000d_00')).status).toBe(404)
  })
})

describe('compare page', () => {
  it('shows two products side by side with differing rows marked and remove links', async () => {
    const { status, body } = await page('/display-solutions/compare?ctn=55BDL1000D/00&ctn=43BDL2000D/00')
    expect(status).toBe(200)
    expect(count(body, 'data-compare-product="')).toBe(2)
    expect(body).toContain('<th scope="row">')
    // Orientation and brightness differ; the product line does not.
    expect(body).toMatch(/data-differs="true"><th scope="row">Facet orientation/)
    expect(body).toMatch(/data-differs="true"><th scope="row">Brightness/)
    expect(body).toMatch(/data-differs="false"><th scope="row">Product line/)
    expect(body).toContain('href="/display-solutions/compare?ctn=43BDL2000D%2F00"')
    expect(body).not.toContain('data-compare-warning')
  })

  it('keeps the first 4 of 5 products and warns', async () => {
    const ctns = ['55BDL1000D/00', '55BDL1001D/00', '43BDL2000D/00', '75BDL3000Q/00', '27BDL1500L/00']
    const { body } = await page(`/display-solutions/compare?${ctns.map((ctn) => `ctn=${encodeURIComponent(ctn)}`).join('&')}`)
    expect(count(body, 'data-compare-product="')).toBe(4)
    expect(body).toContain('data-compare-warning')
    expect(body).toContain('You can compare up to 4 products at a time.')
    expect(body).not.toContain('data-compare-product="27BDL1500L/00"')
  })

  it('shows the empty state without products, and has breadcrumbs', async () => {
    const { status, body } = await page('/display-solutions/compare')
    expect(status).toBe(200)
    expect(body).toContain('No products selected for comparison yet.')
    expect(body).toContain('<nav aria-label="Breadcrumb">')
  })

  it('exists in French on its localised path', async () => {
    const { status, body } = await page('/fr-fr/solutions-d-affichage/comparer?ctn=55bdl1000d_00')
    expect(status).toBe(200)
    expect(count(body, 'data-compare-product="')).toBe(1)
  })
})
