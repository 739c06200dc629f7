/**
 * The public site's files (worker/downloads/download-file-routes.ts) against the published seed
 * and files put into R2 at the keys the seed writes: ranges, type, download name, caching, ETag,
 * the unversioned and outdated paths, partner access by level; a product's own files; its drawn
 * pictures; and the product page that lists and links them and leads on.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../../kv-seed/seed.ts'
import { productSlug } from '../../ui/catalogue/product-slug.ts'
import type { Download, DownloadIndex, ProductDetail } from '../../ui/content/model.ts'
import { CONTENT_KEYS } from '../../ui/content/model.ts'
import { downloadFileKey, productFileKey } from '../../ui/downloads/download-files.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { loadSeedFor, publishedSeedEntries, settle, visit } from './helpers.ts'
import { sessionCookieFor } from './portal-helpers.ts'

const entries = publishedSeedEntries()
const index = JSON.parse(entries.get(CONTENT_KEYS.downloads('en-gb'))!) as DownloadIndex
const download = (id: string): Download => index.items.find((item) => item.id === id)!

const PUBLIC_FILE = download('signage-standard-datasheet')
/** Partners from silver up. */
const SILVER_FILE = download('signage-service-manual')
const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n% seeded test file of forty bytes\n')

const lcd = seed.catalogue.products.find(
  (product) => product.status === 'active' && product.energyLabel && product.lineId === 'signage-standard',
)!
const led = seed.catalogue.products.find((product) => product.status === 'active' && product.led)!
const disabled = seed.catalogue.products.find((product) => product.status === 'disabled')!
const LCD_SLUG = productSlug(lcd.ctn)
const record = (slug: string, code: 'en-gb' | 'fr-fr' = 'en-gb') =>
  JSON.parse(entries.get(CONTENT_KEYS.product(code, slug))!) as ProductDetail

beforeAll(async () => {
  await loadSeedFor([record(LCD_SLUG).href, record(LCD_SLUG, 'fr-fr').href, record(productSlug(led.ctn)).href])
  const keys = [
    ...(['en-gb', 'fr-fr'] as const).flatMap((code) => [
      CONTENT_KEYS.downloads(code),
      CONTENT_KEYS.catalogue(code),
      CONTENT_KEYS.navigation(code),
      CONTENT_KEYS.globals(code),
      ...[lcd, led, disabled].map((product) => CONTENT_KEYS.product(code, productSlug(product.ctn))),
    ]),
  ]
  await Promise.all(keys.map((key) => env.CONTENT.put(key, entries.get(key)!)))
  await Promise.all([
    env.FILES.put(downloadFileKey(PUBLIC_FILE), PDF_BYTES),
    env.FILES.put(downloadFileKey(SILVER_FILE), PDF_BYTES),
    env.FILES.put(productFileKey(LCD_SLUG, 'datasheet-en-gb.pdf'), PDF_BYTES),
    env.FILES.put(productFileKey(LCD_SLUG, 'datasheet-fr-fr.pdf'), PDF_BYTES),
    env.FILES.put(productFileKey(LCD_SLUG, 'datasheet-ja-jp.pdf'), PDF_BYTES),
    env.FILES.put(productFileKey(LCD_SLUG, 'energy-label.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>'),
    env.FILES.put(productFileKey(productSlug(disabled.ctn), 'datasheet-en-gb.pdf'), PDF_BYTES),
  ])
})

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await visit(path, { method, headers })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) }
}

describe('a public download', () => {
  it('is delivered whole with its type, download name, length, ETag and a year of immutable caching', async () => {
    expect(PUBLIC_FILE.href).toBe(`/files/downloads/${PUBLIC_FILE.updated}/${PUBLIC_FILE.fileName}`)
    const { status, headers, bytes } = await get(PUBLIC_FILE.href)
    expect(status).toBe(200)
    expect(bytes).toEqual(PDF_BYTES)
    expect(headers.get('Content-Type')).toBe('application/pdf')
    expect(headers.get('Content-Length')).toBe(String(PDF_BYTES.length))
    expect(headers.get('Content-Disposition')).toBe(
      `attachment; filename="${PUBLIC_FILE.fileName}"; filename*=UTF-8''${PUBLIC_FILE.fileName}`,
    )
    expect(headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(headers.get('ETag')).toMatch(/^"[0-9a-f]+"$/)
    expect(headers.get('Accept-Ranges')).toBe('bytes')
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(headers.get('Content-Security-Policy')).toContain('sandbox')
  })

  it('answers a byte range with 206 and Content-Range, a suffix range too', async () => {
    const first = await get(PUBLIC_FILE.href, { Range: 'bytes=0-3' })
    expect(first.status).toBe(206)
    expect(first.text).toBe('%PDF')
    expect(first.headers.get('Content-Range')).toBe(`bytes 0-3/${PDF_BYTES.length}`)
    expect(first.headers.get('Content-Length')).toBe('4')
    const last = await get(PUBLIC_FILE.href, { Range: 'bytes=-6' })
    expect(last.status).toBe(206)
    expect(last.bytes).toEqual(PDF_BYTES.slice(-6))
    expect(last.headers.get('Content-Range')).toBe(`bytes ${PDF_BYTES.length - 6}-${PDF_BYTES.length - 1}/${PDF_BYTES.length}`)
  })

  it('answers 416 with the size for a range it cannot satisfy', async () => {
    const { status, headers, bytes } = await get(PUBLIC_FILE.href, { Range: `bytes=${PDF_BYTES.length}-` })
    expect(status).toBe(416)
    expect(headers.get('Content-Range')).toBe(`bytes */${PDF_BYTES.length}`)
    expect(bytes.length).toBe(0)
  })

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const { headers } = await get(PUBLIC_FILE.href)
    const again = await get(PUBLIC_FILE.href, { 'If-None-Match': headers.get('ETag')! })
    expect(again.status).toBe(304)
    const head = await get(PUBLIC_FILE.href, {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Length')).toBe(String(PDF_BYTES.length))
    expect(head.bytes.length).toBe(0)
  })

  it('redirects the unversioned path of older links, and an outdated version, to the current file', async () => {
    const old = await visit(`/files/downloads/${PUBLIC_FILE.fileName}`)
    expect(old.status).toBe(301)
    expect(old.headers.get('Location')).toBe(PUBLIC_FILE.href)
    const outdated = await visit(`/files/downloads/2020-01-01/${PUBLIC_FILE.fileName}`)
    expect(outdated.status).toBe(301)
    expect(outdated.headers.get('Location')).toBe(PUBLIC_FILE.href)
  })

  it('answers 404 for a file the index does not list, and for names that are not file names', async () => {
    for (const path of [
      `/files/downloads/${PUBLIC_FILE.updated}/not-listed.pdf`,
      `/files/downloads/${PUBLIC_FILE.updated}/..%2F..%2Fsecret.pdf`,
      '/files/downloads/latest/whatever.pdf',
      '/files/downloads/whatever.exe',
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
  })
})

describe('a partner download', () => {
  it('sends a signed-out visitor to sign in and back, and is never stored by a shared cache', async () => {
    const response = await visit(SILVER_FILE.href)
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('Location')!, 'http://x')
    expect(location.pathname).toBe(pathFor('portal-sign-in', 'en-gb'))
    expect(location.searchParams.get('return_to')).toBe(SILVER_FILE.href)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('is refused (403) to a partner below its level and delivered, privately, to one at it', async () => {
    const blue = await get(SILVER_FILE.href, { Cookie: await sessionCookieFor('usr-olivia-bennett') })
    expect(blue.status).toBe(403)
    expect(blue.text).not.toContain('%PDF')
    const silver = await get(SILVER_FILE.href, { Cookie: await sessionCookieFor('usr-claire-martin') })
    expect(silver.status).toBe(200)
    expect(silver.bytes).toEqual(PDF_BYTES)
    expect(silver.headers.get('Cache-Control')).toBe('private, no-store')
  })
})

describe('a product’s own files', () => {
  it('serves its datasheet named in the file’s language, cached for a day', async () => {
    const { status, headers, bytes } = await get(`/files/products/${LCD_SLUG}/datasheet-fr-fr.pdf`)
    expect(status).toBe(200)
    expect(bytes).toEqual(PDF_BYTES)
    const name = `Fiche technique ${lcd.ctn.replace('/', '-')}.pdf`
    expect(headers.get('Content-Disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    expect(headers.get('Cache-Control')).toBe('public, max-age=86400')
  })

  it('names a file with a non-ASCII name per RFC 6266 and 5987 (an ASCII fallback and the UTF-8 name)', async () => {
    const { headers } = await get(`/files/products/${LCD_SLUG}/datasheet-ja-jp.pdf`)
    const name = `データシート ${lcd.ctn.replace('/', '-')}.pdf`
    expect(headers.get('Content-Disposition')).toBe(
      `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
  })

  it('serves its energy label as an SVG image shown inline, unable to run anything', async () => {
    const { status, headers } = await get(`/files/products/${LCD_SLUG}/energy-label.svg`)
    expect(status).toBe(200)
    expect(headers.get('Content-Type')).toBe('image/svg+xml')
    expect(headers.get('Content-Disposition')).toMatch(/^inline; /)
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
  })

  it('answers 404 for a disabled product’s files, an unknown file name, or a file not made', async () => {
    expect((await get(`/files/products/${productSlug(disabled.ctn)}/datasheet-en-gb.pdf`)).status).toBe(404)
    expect((await get(`/files/products/${LCD_SLUG}/manual.pdf`)).status).toBe(404)
    expect((await get(`/files/products/${LCD_SLUG}/datasheet-it-it.pdf`)).status).toBe(404)
  })
})

describe('product pictures', () => {
  it('are drawn per product from its data: front, side and detail, each its own', async () => {
    const front = await get(`/product-images/${LCD_SLUG}/front.svg`)
    expect(front.status).toBe(200)
    expect(front.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8')
    expect(front.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(front.text).toContain(lcd.ctn)
    const other = await get(`/product-images/${productSlug(led.ctn)}/front.svg`)
    expect(other.text).not.toBe(front.text)
    const side = await get(`/product-images/${LCD_SLUG}/side.svg`)
    const detail = await get(`/product-images/${LCD_SLUG}/detail.svg`)
    expect(new Set([front.text, side.text, detail.text]).size).toBe(3)
    expect(detail.text).toContain('HDMI')
  })

  it('answer 404 for an unknown view or a disabled product', async () => {
    expect((await get(`/product-images/${LCD_SLUG}/top.svg`)).status).toBe(404)
    expect((await get(`/product-images/${productSlug(disabled.ctn)}/front.svg`)).status).toBe(404)
  })
})

describe('the product page', () => {
  const detail = record(LCD_SLUG)

  it('lists its datasheet and energy label from R2 (with their sizes) before the files of its line', async () => {
    const { status, body } = await settle(await visit(detail.href))
    expect(status).toBe(200)
    expect(body).not.toContain('There are no downloads for this product')
    const datasheet = body.indexOf(`href="/files/products/${LCD_SLUG}/datasheet-en-gb.pdf"`)
    const lineFile = body.indexOf(`href="${PUBLIC_FILE.href}"`)
    expect(datasheet).toBeGreaterThan(0)
    expect(lineFile).toBeGreaterThan(datasheet)
    expect(body).toContain(`data-download="product-file-energy-label"`)
    // The information sheet was not put into R2 for this test: it is not listed.
    expect(body).not.toContain('product-information-sheet-en-gb.pdf')
  })

  it('shows its drawn energy label, not just the letter', async () => {
    const { body } = await settle(await visit(detail.href))
    expect(body).toContain(`data-energy-label="${lcd.energyLabel}"`)
    expect(body).toContain(`src="/files/products/${LCD_SLUG}/energy-label.svg"`)
  })

  it('leads on: a quote request with its code, where to buy in the locale’s country, the line’s other sizes', async () => {
    const { body } = await settle(await visit(detail.href))
    expect(body).toContain(`href="${pathFor('enquiry', 'en-gb')}?product=${encodeURIComponent(lcd.ctn)}"`)
    expect(body).toContain(`href="${pathFor('partner-finder', 'en-gb')}?country=GB&amp;line=signage"`)
    // The site menu links every tool; the product itself offers the configurator only to LED products.
    const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'))
    expect(main).not.toContain(pathFor('led-configurator', 'en-gb'))
    const sameLine = seed.catalogue.products.filter((p) => p.lineId === lcd.lineId && p.status === 'active' && p.ctn !== lcd.ctn)
    expect(body).toContain('data-suggestions="other-sizes-heading"')
    expect(body).toContain(`href="${record(productSlug(sameLine[0]!.ctn)).href}"`)
    const french = await settle(await visit(record(LCD_SLUG, 'fr-fr').href))
    expect(french.body).toContain(`${pathFor('partner-finder', 'fr-fr')}?country=FR&amp;line=signage`)
  })

  it('shows a gallery of its own pictures with width and height, the first eager and the rest lazy', async () => {
    const { body } = await settle(await visit(detail.href))
    const gallery = /<div[^>]*data-product-gallery="">(.*?)<\/div><\/div>/s.exec(body)![1]!
    const images = [...gallery.matchAll(/<img [^>]*>/g)].map((match) => match[0])
    expect(images).toHaveLength(3)
    expect(images[0]).toContain(`src="/product-images/${LCD_SLUG}/front.svg"`)
    expect(images[0]).toContain('loading="eager"')
    for (const image of images) expect(image).toMatch(/width="800" height="600"/)
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"')
  })

  it('of an LED product opens the LED configurator with that model chosen', async () => {
    const { body } = await settle(await visit(record(productSlug(led.ctn)).href))
    expect(body).toContain(`href="${pathFor('led-configurator', 'en-gb')}?step=model&amp;model=${productSlug(led.ctn)}"`)
  })
})
