/** /sitemap.xml and the per-locale sitemap files, with hreflang alternates; PRD lists production locales only. */
import { beforeEach, describe, expect, it } from 'vitest'
import type { LocaleCode } from '../../locales/registry.ts'
import { CONTENT_KEYS, type Catalogue, type JobIndex } from '../../ui/content/model.ts'
import { SITEMAP_KEY, type SitemapRecord } from '../../ui/sitemaps/sitemap-xml.ts'
import { loadPublishedOnce, publishedRecord } from './content-kv.ts'
import { ORIGIN, visit, visitWith } from './helpers.ts'

const sitemap = publishedRecord<SitemapRecord>(SITEMAP_KEY)
const catalogue = (code: LocaleCode) => publishedRecord<Catalogue>(CONTENT_KEYS.catalogue(code))

const CODES = ['en-gb', 'en-us', 'fr-fr', 'fr-ch', 'it-it', 'it-ch', 'de-de', 'de-ch', 'es-es']
const PRODUCTION = ['en-gb', 'en-us', 'fr-fr', 'it-it', 'de-de', 'es-es']
const FILES = ['pages', 'contact', 'display-solutions', 'downloads', 'events', 'insights']

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
function urlBlock(xml: string, loc: string): string {
  const start = xml.indexOf(`<url><loc>${loc}</loc>`)
  if (start < 0) throw new Error(`${loc} is not in the sitemap`)
  return xml.slice(start, xml.indexOf('</url>', start))
}
const hreflangs = (block: string) =>
  Object.fromEntries([...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]))

// The sitemaps read one record.
beforeEach(() => loadPublishedOnce((key) => key === SITEMAP_KEY))

describe('/robots.txt', () => {
  it('allows crawling and names the sitemap index by its absolute URL', async () => {
    const response = await visit('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('text/plain')
    const text = await response.text()
    expect(text).toContain('User-agent: *')
    expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', ORIGIN).toString()}`)
  })
})

describe('/sitemap.xml', () => {
  it('is an index of the six files of each of the nine locales', async () => {
    const response = await visit('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    const expected = CODES.flatMap((code) => FILES.map((file) => `${ORIGIN}/${file}-${code}-sitemap.xml`))
    expect(locs(xml)).toEqual(expected)
    expect(expected).toHaveLength(54)
  })

  it('lists the production locales only in PRD', async () => {
    const xml = await (await visitWith({ ENVIRONMENT: 'PRD' }, '/sitemap.xml')).text()
    expect(locs(xml)).toEqual(PRODUCTION.flatMap((code) => FILES.map((file) => `${ORIGIN}/${file}-${code}-sitemap.xml`)))
  })
})

describe('per-locale sitemap files', () => {
  it('serve every file of every locale as XML with absolute URLs in that locale', async () => {
    for (const code of CODES) {
      for (const file of FILES) {
        const response = await visit(`/${file}-${code}-sitemap.xml`)
        expect(response.status, `${file}-${code}`).toBe(200)
        expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
        const xml = await response.text()
        expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
        const urls = locs(xml)
        expect(urls).toHaveLength(sitemap.files[file as 'pages'].length)
        for (const url of urls) {
          expect(url.startsWith(`${ORIGIN}/`)).toBe(true)
          if (code !== 'en-gb') expect(url.startsWith(`${ORIGIN}/${code}`), url).toBe(true)
        }
      }
    }
  })

  it('lists every active product with its alternates in every sitemap locale and an x-default', async () => {
    const xml = await (await visit('/display-solutions-fr-fr-sitemap.xml')).text()
    const products = catalogue('fr-fr').products.filter((p) => p.status === 'active')
    expect(products.length).toBeGreaterThan(0)
    for (const product of products) expect(xml).toContain(`<url><loc>${ORIGIN}${product.href}</loc>`)
    const product = products[0]!
    const alternates = hreflangs(urlBlock(xml, `${ORIGIN}${product.href}`))
    expect(Object.keys(alternates)).toEqual(['en-GB', 'en-US', 'fr-FR', 'fr-CH', 'it-IT', 'it-CH', 'de-DE', 'de-CH', 'es-ES', 'x-default'])
    expect(alternates['de-CH']).toBe(`${ORIGIN}${catalogue('de-ch').products.find((p) => p.ctn === product.ctn)!.href}`)
    expect(alternates['x-default']).toBe(`${ORIGIN}${catalogue('en-gb').products.find((p) => p.ctn === product.ctn)!.href}`)
    const archived = catalogue('fr-fr').products.find((p) => p.status !== 'active')
    if (archived) expect(xml).not.toContain(archived.href)
  })

  it('lists every job page, in the locale’s slug, with its posting date and its alternates', async () => {
    const jobs = publishedRecord<JobIndex>(CONTENT_KEYS.jobs('de-de')).items
    expect(jobs.length).toBeGreaterThan(0)
    const xml = await (await visit('/pages-de-de-sitemap.xml')).text()
    for (const job of jobs) {
      const block = urlBlock(xml, `${ORIGIN}${job.href}`)
      expect(block).toContain(`<lastmod>${job.datePosted}</lastmod>`)
      expect(hreflangs(block)['en-GB']).toBe(
        `${ORIGIN}${publishedRecord<JobIndex>(CONTENT_KEYS.jobs('en-gb')).items.find((item) => item.id === job.id)!.href}`,
      )
    }
  })

  it('puts the contact page in its own file, in the locale’s path', async () => {
    const xml = await (await visit('/contact-it-it-sitemap.xml')).text()
    expect(locs(xml)).toEqual([`${ORIGIN}/it-it/contatti`])
    expect(hreflangs(urlBlock(xml, `${ORIGIN}/it-it/contatti`))['en-GB']).toBe(`${ORIGIN}/contact`)
    const pages = await (await visit('/pages-it-it-sitemap.xml')).text()
    expect(pages).not.toContain('contatti')
    expect(locs(pages)).toContain(`${ORIGIN}/it-it`)
  })

  it('answer 404 for unknown names, for ja-jp, and for Swiss locales in PRD (which leave the alternates too)', async () => {
    for (const path of [
      '/products-en-gb-sitemap.xml',
      '/pages-xx-xx-sitemap.xml',
      '/pages-ja-jp-sitemap.xml',
      '/pages-en-gb-sitemap.xml.gz',
    ]) {
      const response = await visit(path)
      expect(response.status, path).toBe(404)
      await response.text()
    }
    const swiss = await visitWith({ ENVIRONMENT: 'PRD' }, '/pages-fr-ch-sitemap.xml')
    expect(swiss.status).toBe(404)
    await swiss.text()
    const xml = await (await visitWith({ ENVIRONMENT: 'PRD' }, '/insights-de-de-sitemap.xml')).text()
    expect(xml).toContain('hreflang="de-DE"')
    expect(xml).not.toContain('hreflang="de-CH"')
  })
})
