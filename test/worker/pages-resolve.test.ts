/**
 * Every named route answers 200 in every production locale, over HTTP with the published seed
 * (SPEC.md point 2: "every route exists per locale"). The paths come from the published seed
 * (its sitemap record lists every public URL with its path per locale), so the test follows the
 * seed as content and translations are added.
 */
import { describe, expect, it } from 'vitest'
import { publishSeed, textIn } from '../../kv-seed/publish.ts'
import { seed } from '../../kv-seed/seed.ts'
import { type LocaleCode, activeLocales, localeFor } from '../../locales/registry.ts'
import { SITEMAP_KEY, type SitemapRecord } from '../../ui/sitemaps/sitemap-xml.ts'
import { ROUTE_NAMES, type RouteName, matchRoute, pathFor } from '../../ui/routes/route-table.ts'
import { asHtml, loadSeedFor, settle, visit } from './helpers.ts'

const PRODUCTION = activeLocales('PRD').map((locale) => locale.code)
const published = publishSeed(seed)

/** The routes of SPEC.md point 2 (plus the Wave info page and the partnership features it links to). */
const SPEC_ROUTES: RouteName[] = [
  'index',
  'slug',
  'block-overview',
  'careers',
  'contact',
  'display-solutions',
  'display-solutions-productCategory',
  'display-solutions-productCategory-productLine',
  'display-solutions-productCategory-productLine-productCtn',
  'downloads-slug',
  'events',
  'events-slug',
  'industry-display-solutions',
  'insights',
  'insights-slug',
  'wave-enquiry-form',
  'innovations-wave',
  'partnership',
  'partnership-slug',
]

function sitemap(): SitemapRecord {
  const entry = published.find(({ key }) => key === SITEMAP_KEY)
  expect(entry, 'the published seed has a sitemap record').toBeDefined()
  return JSON.parse(entry!.value) as SitemapRecord
}

/** Every public path of a locale: the sitemap's, plus the named routes that are no sitemap material. */
function pathsIn(code: LocaleCode): string[] {
  const paths = new Set<string>()
  for (const entries of Object.values(sitemap().files)) {
    for (const entry of entries) {
      const path = entry.paths[code]
      if (path) paths.add(path)
    }
  }
  for (const name of [
    'index',
    'block-overview',
    'wave-enquiry-form',
    'innovations-wave',
    'events',
    'insights',
    'display-solutions',
    'careers',
    'partnership',
  ] as const) {
    paths.add(pathFor(name, code))
  }
  paths.add(pathFor('downloads-slug', code, { slug: '' }))
  return [...paths]
}

/**
 * A sample of the public paths of a locale: for every route its first path in the sitemap order,
 * and every CMS page (the page tree at every depth).
 */
function samplePathsIn(code: LocaleCode): string[] {
  const byRoute = new Map<RouteName, string[]>()
  for (const path of pathsIn(code)) {
    const name = matchRoute(path, 'PRD')!.name
    byRoute.set(name, [...(byRoute.get(name) ?? []), path])
  }
  const sample = new Set<string>()
  for (const [name, paths] of byRoute) {
    sample.add(paths[0]!)
    if (name === 'slug') for (const path of paths) sample.add(path)
  }
  return [...sample]
}

const visitedRoutes = new Set<RouteName>()

describe('every named route answers 200', () => {
  for (const code of PRODUCTION) {
    it(`in ${code}`, async () => {
      const paths = samplePathsIn(code)
      await loadSeedFor(paths)
      const iso = localeFor(code, 'PRD').iso
      const results = await Promise.all(
        paths.map(async (path) => {
          const { status, location, body } = await settle(await visit(path))
          return { path, status, location, lang: /<html lang="([^"]+)"/.exec(body)?.[1], titled: /<title>[^<]+<\/title>/.test(body) }
        }),
      )
      for (const result of results) {
        expect(result).toEqual({ path: result.path, status: 200, location: null, lang: iso, titled: true })
        const match = matchRoute(result.path, 'PRD')!
        expect(match.locale.code, result.path).toBe(code)
        visitedRoutes.add(match.name)
      }
    })
  }

  it('together those requests reached every route of SPEC.md point 2', () => {
    // Routes added to the table for later screens (compare, search, industry detail) have their
    // own tests.
    expect(ROUTE_NAMES).toEqual(expect.arrayContaining(SPEC_ROUTES))
    expect([...visitedRoutes].sort()).toEqual(expect.arrayContaining(SPEC_ROUTES))
  })
})

describe('known localised pages', () => {
  it('/es-es/politica-de-privacidad is the Spanish privacy policy', async () => {
    await loadSeedFor(['/es-es/politica-de-privacidad'])
    const { status, body } = await settle(await visit('/es-es/politica-de-privacidad'))
    expect(status).toBe(200)
    expect(body).toContain('<html lang="es-ES"')
    const privacy = seed.pages.find((page) => page.id === 'privacy-policy')!
    expect(body).toContain(`<title>${asHtml(textIn(privacy.title, 'es-es'))}`)
  })

  it('/it-it/contatti is the Italian contact page', async () => {
    await loadSeedFor(['/it-it/contatti'])
    const { status, body } = await settle(await visit('/it-it/contatti'))
    expect(status).toBe(200)
    expect(body).toContain('<html lang="it-IT"')
    const contact = seed.pages.find((page) => page.route === 'contact')!
    expect(body).toContain(`<title>${asHtml(textIn(contact.title, 'it-it'))}`)
  })

  it('the pages visited include the CMS page tree down to three levels in every production locale', () => {
    for (const code of PRODUCTION) {
      const depths = samplePathsIn(code)
        .map((path) => matchRoute(path, 'PRD')!)
        .filter((match) => match.name === 'slug')
        .map((match) => match.params.slug!.split('/').length)
      expect(Math.max(0, ...depths), code).toBeGreaterThanOrEqual(3)
    }
  })
})
