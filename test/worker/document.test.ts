/**
 * The document shell (SPEC.md point 2 last line, point 9; DESIGN.md contracts): `<html lang dir>`
 * per locale, canonical, hreflang alternates, og:locale, theme colour, security headers with a
 * CSP nonce on every inline script, and the loading text streamed before slow content.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { type Environment, activeLocales, localeFor } from '../../locales/registry.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { textIn } from '../../kv-seed/publish.ts'
import { seed } from '../../kv-seed/seed.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { SITEMAP_KEY, type SitemapRecord } from '../../ui/sitemaps/sitemap-xml.ts'
import { asHtml, loadSeedFor, publishedSeedEntries, settle, visit, visitWith } from './helpers.ts'

const SITE = env.SITE_ORIGIN

/** The pages these tests open. */
const PAGES = [
  ...activeLocales('LOCAL').map((locale) => pathFor('contact', locale.code)),
  '/',
  '/events',
  '/ja-jp/events',
  '/fr-fr/apercus',
  '/de-de/einblicke',
  '/es-es/politica-de-privacidad',
  '/block-overview',
  '/no-such-page',
]
const loadPages = () => loadSeedFor(PAGES)

/** Attributes of every tag named `tag` in the HTML (React writes them as name="value"). */
function tags(html: string, tag: string): Array<Record<string, string>> {
  const found: Array<Record<string, string>> = []
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {}
    for (const attribute of match[1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attributes[attribute[1]!.toLowerCase()] = attribute[2] ?? ''
    found.push(attributes)
  }
  return found
}

function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    tags(html, 'link')
      .filter((link) => link.rel === 'alternate')
      .map((link) => [link.hreflang!, link.href!]),
  )
}

const decode = (text: string) => text.replace(/&amp;/g, '&')

/** The test's KV, answering every read only after `delayMs` (content slower than the inline deadline). */
function slowKv(delayMs: number): KVNamespace {
  const kv = env.CONTENT
  return new Proxy(kv, {
    get(target, property) {
      if (property === 'get') {
        return async (...args: Parameters<KVNamespace['get']>) => {
          await new Promise((resolve) => setTimeout(resolve, delayMs))
          return (target.get as (...a: unknown[]) => unknown)(...args)
        }
      }
      const value = Reflect.get(target, property) as unknown
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
  })
}

describe('<html lang dir>', () => {
  it('follows the locale of the page in every active locale', async () => {
    await loadPages()
    for (const locale of activeLocales('LOCAL')) {
      const { status, body } = await settle(await visit(pathFor('contact', locale.code)))
      expect({ code: locale.code, status }).toEqual({ code: locale.code, status: 200 })
      expect(body, locale.code).toContain(`<html lang="${locale.iso}" dir="ltr">`)
    }
  })

  it('is en-GB, fr-FR and ja-JP for those locales', async () => {
    await loadPages()
    expect((await settle(await visit('/'))).body).toMatch(/^<!DOCTYPE html><html lang="en-GB" dir="ltr">/)
    expect((await settle(await visit('/fr-fr/apercus'))).body).toContain('<html lang="fr-FR" dir="ltr">')
    expect((await settle(await visit('/ja-jp/events'))).body).toContain('<html lang="ja-JP" dir="ltr">')
  })

  it('a non-production locale path in PRD is an en-GB page', async () => {
    await loadPages()
    const { body } = await settle(await visitWith({ ENVIRONMENT: 'PRD' }, '/ja-jp/events'))
    expect(body).toContain('<html lang="en-GB" dir="ltr">')
  })
})

describe('head metadata', () => {
  it('has an absolute canonical URL without the query, except the page of a paginated list (issue 17: its own canonical)', async () => {
    await loadPages()
    const canonicalOf = async (path: string) => {
      const { body } = await settle(await visit(path))
      const canonical = tags(body, 'link').filter((link) => link.rel === 'canonical')
      expect(canonical).toHaveLength(1)
      return decode(canonical[0]!.href!)
    }
    expect(await canonicalOf('/fr-fr/apercus?utm_source=x')).toBe(`${SITE}/fr-fr/apercus`)
    expect(await canonicalOf('/fr-fr/apercus?page=1')).toBe(`${SITE}/fr-fr/apercus`)
    expect(await canonicalOf('/fr-fr/apercus?page=2&utm_source=x')).toBe(`${SITE}/fr-fr/apercus?page=2`)
  })

  for (const environment of ['LOCAL', 'PRD'] as const satisfies Environment[]) {
    it(`has an hreflang alternate for every active locale plus x-default (${environment})`, async () => {
      await loadPages()
      const { body } = await settle(await visitWith({ ENVIRONMENT: environment }, '/de-de/einblicke'))
      const expected: Record<string, string> = {}
      for (const locale of activeLocales(environment)) expected[locale.iso] = `${SITE}${pathFor('insights', locale.code)}`
      expected['x-default'] = `${SITE}/insights`
      expect(alternatesOf(body)).toEqual(expected)
      expect(Object.keys(expected)).toHaveLength(environment === 'PRD' ? 7 : 11)
    })
  }

  it('uses the published paths of a content page for its alternates', async () => {
    await loadPages()
    const { body } = await settle(await visit('/es-es/politica-de-privacidad'))
    const alternates = alternatesOf(body)
    expect(alternates['es-ES']).toBe(`${SITE}/es-es/politica-de-privacidad`)
    expect(alternates['en-GB']).toBe(`${SITE}/privacy-policy`)
    expect(alternates['x-default']).toBe(`${SITE}/privacy-policy`)
    expect(Object.keys(alternates)).toHaveLength(11)
    const privacyPolicy = seed.pages.find((page) => page.id === 'privacy-policy')!
    expect(alternates['it-IT']).toBe(`${SITE}/it-it/${textIn(privacyPolicy.slug!, 'it-it')}`)
    expect(alternates['de-CH']).toBe(`${SITE}/de-ch/${textIn(privacyPolicy.slug!, 'de-ch')}`)
    for (const href of Object.values(alternates)) expect(href.startsWith(`${SITE}/`)).toBe(true)
  })

  it('every hreflang alternate of a content page is that page in the alternate locale (200, its lang)', async () => {
    const record = JSON.parse(publishedSeedEntries().get(SITEMAP_KEY)!) as SitemapRecord
    // The last URL of each sitemap file: a product, a download category, an event, an insight, a page.
    const pages = Object.values(record.files)
      .map((entries) => entries.at(-1)!.paths['fr-fr']!)
      .filter(Boolean)
    expect(pages.length).toBeGreaterThanOrEqual(5)
    await loadSeedFor(pages)
    const alternates = new Map<string, string>()
    for (const page of pages) {
      const { status, body } = await settle(await visit(page))
      expect({ page, status }).toEqual({ page, status: 200 })
      const links = alternatesOf(body)
      expect(Object.keys(links), page).toHaveLength(11)
      for (const [hreflang, href] of Object.entries(links))
        alternates.set(new URL(decode(href)).pathname, hreflang === 'x-default' ? 'en-GB' : hreflang)
    }
    await loadSeedFor([...alternates.keys()])
    const results = await Promise.all(
      [...alternates].map(async ([path, _iso]) => {
        const { status, body } = await settle(await visit(path))
        return { path, status, lang: /<html lang="([^"]+)"/.exec(body)?.[1] }
      }),
    )
    for (const result of results) expect(result).toEqual({ path: result.path, status: 200, lang: alternates.get(result.path) })
  })

  it('has og:locale of the page and og:locale:alternate for the others', async () => {
    await loadPages()
    const { body } = await settle(await visit('/it-it/contatti'))
    const meta = tags(body, 'meta')
    expect(meta.filter((tag) => tag.property === 'og:locale').map((tag) => tag.content)).toEqual(['it_IT'])
    const alternates = meta.filter((tag) => tag.property === 'og:locale:alternate').map((tag) => tag.content)
    expect(alternates).not.toContain('it_IT')
    expect(alternates).toEqual(expect.arrayContaining(['en_GB', 'en_US', 'fr_FR', 'de_DE', 'es_ES']))
    expect(localeFor('it-it', 'LOCAL').metaLanguage).toBe('it_IT')
  })

  it('has the theme colour #002457', async () => {
    await loadPages()
    const { body } = await settle(await visit('/events'))
    expect(tags(body, 'meta').find((tag) => tag.name === 'theme-color')?.content).toBe('#002457')
  })
})

describe('security headers', () => {
  function nonceOf(csp: string | null): string {
    const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1]
    expect(nonce, csp ?? '(no CSP)').toBeTruthy()
    return nonce!
  }

  it('the CSP has a per-request nonce that every inline script carries', async () => {
    await loadPages()
    const nonces = new Set<string>()
    for (const path of ['/events', '/fr-fr/apercus', '/block-overview', '/', '/no-such-page']) {
      const { headers, body } = await settle(await visit(path))
      const csp = headers.get('Content-Security-Policy')
      const nonce = nonceOf(csp)
      expect(csp).toMatch(new RegExp(`script-src [^;]*'nonce-${nonce.replace(/[+/=]/g, '\\$&')}'`))
      nonces.add(nonce)
      const inline = tags(body, 'script').filter((script) => !('src' in script))
      for (const script of inline) expect({ path, nonce: script.nonce }).toEqual({ path, nonce })
      expect(body).not.toMatch(/\son[a-z]+="/i)
    }
    expect(nonces.size).toBe(5)
  })

  it('the inline scripts that stream slow content in carry the nonce', async () => {
    await loadPages()
    clearContentCache()
    const { headers, body } = await settle(await visitWith({ CONTENT: slowKv(400) }, '/events'))
    const nonce = nonceOf(headers.get('Content-Security-Policy'))
    const inline = tags(body, 'script').filter((script) => !('src' in script))
    expect(inline.length, 'streamed Suspense content comes with inline scripts').toBeGreaterThan(0)
    for (const script of inline) expect(script.nonce).toBe(nonce)
  })

  it('nosniff, referrer policy and frame-ancestors are on pages, 404s, redirects and API answers', async () => {
    await loadPages()
    for (const [path, init] of [
      ['/contact', {}],
      ['/no-such-page', {}],
      ['/contact', { headers: { 'Accept-Language': 'fr' } }],
      ['/pim/login', {}],
      ['/api/redirects', {}],
      ['/api/unknown', {}],
    ] as const) {
      const { headers } = await settle(await visit(path, init))
      expect(headers.get('X-Content-Type-Options'), path).toBe('nosniff')
      expect(headers.get('Referrer-Policy'), path).toBeTruthy()
      expect(headers.get('Content-Security-Policy'), path).toMatch(/frame-ancestors 'self'/)
    }
  })
})

describe('streamed content', () => {
  it('the loading text reaches the browser before a slow list on /events', async () => {
    await loadPages()
    clearContentCache()
    const response = await visitWith({ CONTENT: slowKv(400) }, '/events')
    expect(response.status).toBe(200)
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let html = ''
    let loadingChunk = -1
    let contentChunk = -1
    const eventLink = /href="\/events\/[^"]+"/
    for (let chunk = 0; ; chunk++) {
      const { done, value } = await reader.read()
      if (done) break
      html += value
      if (loadingChunk < 0 && /role="status"[^>]*>[^<]+</.test(html)) loadingChunk = chunk
      if (contentChunk < 0 && eventLink.test(html)) contentChunk = chunk
    }
    expect(loadingChunk, 'the loading text is streamed').toBeGreaterThanOrEqual(0)
    expect(contentChunk, 'the list arrives').toBeGreaterThan(loadingChunk)
    // The fallback sits in a pending boundary before </main>; the list arrives after it in a hidden segment.
    const fallback = html.indexOf('<template id="B:')
    const loading = html.search(/role="status"[^>]*>[^<]+</)
    expect(fallback).toBeGreaterThan(0)
    expect(loading).toBeGreaterThan(fallback)
    expect(html.indexOf('</main>')).toBeGreaterThan(loading)
    expect(html.search(eventLink)).toBeGreaterThan(html.indexOf('</main>'))
    expect(html).toMatch(/<div hidden[^>]*id="S:\d+"/)
    expect(html).toContain(asHtml(i18nFor(localeFor('en-gb', 'LOCAL'))._('shell.loading')))
  })
})
