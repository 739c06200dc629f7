/**
 * Reachability of the public site from its shell: the header's mega menu offers every tool, the
 * catalogue's categories and lines and the industries, in every locale, from the published
 * navigation record and from the built-in links alike; the footer links the company and legal
 * pages; those pages exist with real content in every language; consent sentences link the
 * privacy policy and the terms in the visitor's language; and the sitemaps list it all.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { activeLocales, type LocaleCode } from '../../locales/registry.ts'
import { COMPANY_PAGE_IDS, LEGAL_PAGE_IDS, companyPagePath } from '../../ui/content/company-pages.ts'
import { CONTENT_KEYS, type Catalogue } from '../../ui/content/model.ts'
import { TOOL_ROUTES } from '../../ui/layout/site-navigation.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { SITEMAP_KEY } from '../../ui/sitemaps/sitemap-xml.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { ORIGIN, loadSeedFor, publishedSeedEntries, settle, visit } from './helpers.ts'

const CODES = activeLocales('LOCAL').map((locale) => locale.code)
const PRODUCTION_LANGUAGES: LocaleCode[] = ['en-gb', 'fr-fr', 'it-it', 'de-de', 'es-es', 'ja-jp']
const home = (code: LocaleCode) => pathFor('index', code)
const contactPage = (code: LocaleCode) => pathFor('contact', code)
const published = <T>(key: string) => JSON.parse(publishedSeedEntries().get(key)!) as T
const companyPages = PRODUCTION_LANGUAGES.flatMap((code) => COMPANY_PAGE_IDS.map((id) => companyPagePath(id, code)))

beforeAll(async () => {
  await loadSeedFor([
    ...CODES.map(home),
    ...companyPages,
    contactPage('de-de'),
    contactPage('fr-fr'),
    `${pathFor('search', 'en-gb')}?q=wall`,
  ])
  await env.CONTENT.put(SITEMAP_KEY, publishedSeedEntries().get(SITEMAP_KEY)!)
  clearContentCache()
})

async function html(path: string): Promise<string> {
  const { status, body } = await settle(await visit(path))
  expect(status, path).toBe(200)
  return body
}

const part = (body: string, tag: 'header' | 'footer' | 'main') => body.slice(body.indexOf(`<${tag}`), body.indexOf(`</${tag}>`))
const hrefs = (fragment: string) => new Set([...fragment.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&')))

describe('the header menu', () => {
  it('offers every tool on the home page of every locale, inside the menu the phone’s menu button opens', async () => {
    for (const code of CODES) {
      const header = part(await html(home(code)), 'header')
      const links = hrefs(header)
      for (const tool of TOOL_ROUTES) expect(links, `${tool} in ${code}`).toContain(pathFor(tool, code))
      const drawer = header.slice(header.indexOf('data-menu-drawer'))
      expect(header.indexOf('data-menu-toggle')).toBeGreaterThan(0)
      expect(header.indexOf('data-menu-toggle')).toBeLessThan(header.indexOf('data-menu-drawer'))
      for (const tool of TOOL_ROUTES) expect(drawer).toContain(`href="${pathFor(tool, code)}"`)
    }
  })

  it('lists every category with its lines and every industry, from the published catalogue', async () => {
    const header = part(await html(home('es-es')), 'header')
    const links = hrefs(header)
    const catalogue = published<Catalogue>(CONTENT_KEYS.catalogue('es-es'))
    expect(catalogue.categories.length).toBeGreaterThan(0)
    for (const category of catalogue.categories) expect(links).toContain(category.href)
    for (const line of catalogue.lines) expect(links, line.title).toContain(line.href)
    const industries = published<{ items: Array<{ href: string }> }>(CONTENT_KEYS.industries('es-es'))
    for (const industry of industries.items) expect(links).toContain(industry.href)
    expect(header).toMatch(/<details name="site-menu"[^>]*data-menu=""/)
  })

  it('lists each destination once in the menu the phone’s drawer shows, and has one entry to the partner portal (the account entry)', async () => {
    const countOf = (fragment: string, href: string) => fragment.split(`href="${href}"`).length - 1
    for (const published of [true, false]) {
      if (!published) {
        await env.CONTENT.delete(CONTENT_KEYS.navigation('de-de'))
        clearContentCache()
      }
      try {
        for (const code of published ? (['en-gb', 'de-de'] as const) : (['de-de'] as const)) {
          const header = part(await html(home(code)), 'header')
          const menu = header.slice(header.indexOf('data-menu-drawer'), header.indexOf('</nav>'))
          // Contact once; the support group reaches people through the technical support form instead.
          expect(countOf(menu, contactPage(code)), `contact in ${code}`).toBe(1)
          expect(countOf(menu, `${contactPage(code)}?topic=technical`), `technical support in ${code}`).toBe(1)
          expect(countOf(menu, pathFor('partner-finder', code)), `partner finder in ${code}`).toBe(1)
          const portalLinks = [...header.matchAll(/<a [^>]*href="([^"]+)"[^>]*>/g)].filter((link) =>
            link[1]!.startsWith(pathFor('portal', code)),
          )
          expect(portalLinks.length, `portal links in ${code}`).toBe(1)
          expect(portalLinks[0]![0]).toContain('data-account="signed-out"')
        }
      } finally {
        if (!published) {
          await env.CONTENT.put(CONTENT_KEYS.navigation('de-de'), publishedSeedEntries().get(CONTENT_KEYS.navigation('de-de'))!)
          clearContentCache()
        }
      }
    }
  })

  it('offers every tool and the legal pages from the built-in links when no navigation record is published', async () => {
    await env.CONTENT.delete(CONTENT_KEYS.navigation('de-de'))
    clearContentCache()
    try {
      const body = await html(home('de-de'))
      const header = hrefs(part(body, 'header'))
      for (const tool of TOOL_ROUTES) expect(header, tool).toContain(pathFor(tool, 'de-de'))
      expect(header).toContain(pathFor('display-solutions', 'de-de'))
      const footer = hrefs(part(body, 'footer'))
      for (const id of COMPANY_PAGE_IDS) expect(footer, id).toContain(companyPagePath(id, 'de-de'))
      for (const tool of TOOL_ROUTES) expect(footer, tool).toContain(pathFor(tool, 'de-de'))
    } finally {
      await env.CONTENT.put(CONTENT_KEYS.navigation('de-de'), publishedSeedEntries().get(CONTENT_KEYS.navigation('de-de'))!)
      clearContentCache()
    }
  })
})

describe('the footer', () => {
  it('links the company and legal pages, support, every tool and the social networks in the visitor’s language', async () => {
    for (const code of ['en-gb', 'it-it'] as const) {
      const footer = part(await html(home(code)), 'footer')
      const links = hrefs(footer)
      for (const id of COMPANY_PAGE_IDS) expect(links, `${id} in ${code}`).toContain(companyPagePath(id, code))
      for (const tool of TOOL_ROUTES) expect(links, `${tool} in ${code}`).toContain(pathFor(tool, code))
      expect(links).toContain(pathFor('careers', code))
      expect(links).toContain(pathFor('contact', code))
      expect(links).toContain('https://www.linkedin.com/company/vantage-displays')
      expect(links).toContain('https://www.youtube.com/@vantagedisplays')
      expect(footer).toMatch(code === 'it-it' ? /<h2 class="[^"]*">Informazioni legali<\/h2>/ : /<h2 class="[^"]*">Legal<\/h2>/)
    }
  })
})

describe('company and legal pages', () => {
  it('exist in every language with several sections of their own text', async () => {
    for (const path of companyPages) {
      const main = part(await html(path), 'main')
      expect(main.split('<h2').length - 1, path).toBeGreaterThanOrEqual(4)
      expect(main.split('<p').length - 1, path).toBeGreaterThanOrEqual(5)
    }
  })

  it('/terms is the terms and conditions (it was a 404), /de-de/agb its German version', async () => {
    expect(companyPagePath('terms', 'en-gb')).toBe('/terms')
    expect(await html('/terms')).toContain('<h1')
    expect(part(await html('/terms'), 'main')).toContain('Terms and conditions')
    expect(part(await html('/de-de/agb'), 'main')).toContain('Allgemeine Geschäftsbedingungen')
  })
})

describe('consent sentences', () => {
  it('link the privacy policy and the terms in the visitor’s language, in a new tab', async () => {
    for (const code of ['de-de', 'fr-fr'] as const) {
      const main = part(await html(contactPage(code)), 'main')
      for (const id of ['privacy-policy', 'terms'] as const) {
        expect(main, `${id} in ${code}`).toMatch(
          new RegExp(`<label for="[^"]+consent_[a-z]+">[^<]*<a href="${companyPagePath(id, code)}" target="_blank" rel="noopener"`),
        )
      }
    }
  })
})

describe('the cookie banner', () => {
  it('links the cookie policy in the visitor’s language', async () => {
    const body = await html(home('es-es'))
    const banner = body.slice(body.indexOf('data-consent-banner'))
    expect(banner).toContain(`href="${companyPagePath('cookie-policy', 'es-es')}"`)
  })
})

describe('the search page', () => {
  it('names its two search landmarks apart', async () => {
    const body = await html(`${pathFor('search', 'en-gb')}?q=wall`)
    const landmarks = [...body.matchAll(/<form[^>]*role="search"[^>]*>/g)].map((match) => match[0])
    expect(landmarks).toHaveLength(2)
    expect(landmarks[0]).toContain('aria-label="Site search"')
    expect(landmarks[1]).toContain('aria-labelledby="search-page-heading"')
    expect(body).toContain('<h1 id="search-page-heading"')
  })
})

describe('the sitemaps', () => {
  const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(<lastmod>([^<]+)<\/lastmod>)?/g)]

  it('list every tool and the company and legal pages in each locale', async () => {
    for (const code of ['en-gb', 'es-es', 'de-ch'] as const) {
      const response = await visit(`/pages-${code}-sitemap.xml`)
      expect(response.status).toBe(200)
      const urls = locs(await response.text()).map((match) => match[1])
      for (const tool of TOOL_ROUTES) expect(urls, `${tool} in ${code}`).toContain(`${ORIGIN}${pathFor(tool, code)}`)
      for (const id of COMPANY_PAGE_IDS) expect(urls, `${id} in ${code}`).toContain(`${ORIGIN}${companyPagePath(id, code)}`)
    }
  })

  it('give a lastmod to the pages whose content carries a date', async () => {
    const entries = locs(await (await visit('/pages-fr-fr-sitemap.xml')).text())
    const lastmod = (path: string) => entries.find((match) => match[1] === `${ORIGIN}${path}`)?.[3]
    for (const id of LEGAL_PAGE_IDS) expect(lastmod(companyPagePath(id, 'fr-fr')), id).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(lastmod(companyPagePath('about-us', 'fr-fr'))).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(lastmod(pathFor('careers', 'fr-fr'))).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const insights = locs(await (await visit('/insights-fr-fr-sitemap.xml')).text())
    expect(insights.find((match) => match[1] === `${ORIGIN}${pathFor('insights', 'fr-fr')}`)?.[3]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})
