/**
 * One seeded example path for every public route of the route table, in a locale: the first path
 * of that route in the published seed's sitemap, else the route's own path when it takes no
 * parameter. Shared by the in-workerd security tests and the browser accessibility tests, so a
 * route added to the table (with seed content, or without parameters) is covered by both at once.
 * Free of server APIs: it runs in workerd and in Node.
 */
import { publishSeed, textIn } from '../kv-seed/publish.ts'
import { seed } from '../kv-seed/seed.ts'
import type { LocaleCode } from '../locales/registry.ts'
import { SITEMAP_KEY, type SitemapRecord } from '../ui/sitemaps/sitemap-xml.ts'
import { type PublicRouteName, ROUTES, ROUTE_NAMES, isPortalRoute, matchRoute, pathFor } from '../ui/routes/route-table.ts'

/** Public routes whose seeded example needs a query or is not in the sitemap. */
const EXTRA_EXAMPLES: Partial<Record<PublicRouteName, (code: LocaleCode) => string>> = {
  'thank-you': (code) => `${pathFor('thank-you', code)}?form=contact-general`,
  'display-solutions-compare': (code) => `${pathFor('display-solutions-compare', code)}?ctn=55BDL4511D/00&ctn=49BDL3650Q/00`,
  search: (code) => `${pathFor('search', code)}?q=display`,
  'downloads-slug': (code) => pathFor('downloads-slug', code, { slug: '' }),
  'partner-finder': (code) => `${pathFor('partner-finder', code)}?country=NL`,
  'careers-slug': (code) => pathFor('careers-slug', code, { slug: textIn(seed.editorial.jobs[0]!.slug, code) }),
}

/**
 * Public routes without a seeded example, each with the reason; the suites name them instead of
 * covering them. The LED result lives behind a signed link made when a visitor saves a result.
 */
export const ROUTES_WITHOUT_SAMPLE: Partial<Record<PublicRouteName, string>> = {
  'led-configurator-result':
    'a saved LED result behind a 30-day signed link, created at run time: security-pages.test.ts saves one and checks it, the LED browser test runs axe on it',
}

let sitemap: SitemapRecord | undefined

function allSitemapPaths(code: LocaleCode): string[] {
  sitemap ??= JSON.parse(publishSeed(seed).find(({ key }) => key === SITEMAP_KEY)!.value) as SitemapRecord
  return Object.values(sitemap.files).flatMap((entries) =>
    entries.map((entry) => entry.paths[code]).filter((path): path is string => Boolean(path)),
  )
}

export const PUBLIC_ROUTE_NAMES = ROUTE_NAMES.filter((name): name is PublicRouteName => !isPortalRoute(name))

function takesParameters(name: PublicRouteName): boolean {
  return (ROUTES[name] as readonly object[]).some((part) => 'param' in part || 'rest' in part)
}

/** route → one example path in `code` (routes without any example are missing from the map). */
export function routeSamples(code: LocaleCode): Map<PublicRouteName, string> {
  const samples = new Map<PublicRouteName, string>()
  for (const name of PUBLIC_ROUTE_NAMES) {
    const extra = EXTRA_EXAMPLES[name]
    if (extra) samples.set(name, extra(code))
    else if (!takesParameters(name)) samples.set(name, pathFor(name, code))
  }
  for (const path of allSitemapPaths(code)) {
    const name = matchRoute(path, 'LOCAL')?.name
    if (name && !isPortalRoute(name) && !samples.has(name)) samples.set(name, path)
  }
  return samples
}
