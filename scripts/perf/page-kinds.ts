/**
 * The kinds of request the bench, the load run and the Lighthouse run exercise, resolved to real
 * URLs of a running site through its content API (so they follow the seed content).
 */
import { fileURLToPath } from 'node:url'
import { freePort, type LocalSite, startLocalSite } from '../local-site.ts'
import { LOCAL_BOT_TEST_TOKEN } from '../../worker/adapters/bot-protection/local-bot-check.ts'
import type { IslandName } from '../../ui/islands/registry.ts'
import { pathFor } from '../../ui/routes/route-table.ts'

export interface PageKind {
  name: string
  path: string
  /** A content page ships no page JavaScript beyond the client runtime (the JS budget applies). */
  contentPage: boolean
  /** A form submission instead of a GET: the bench and the load run post a fresh valid lead. */
  formPost?: boolean
}

/**
 * The bare worker (scripts/perf/bare-worker/): a constant JSON answer through `wrangler dev`, with
 * the site's static assets in front of it as the site has, no app at all. Every kind's throughput
 * is also given as a share of it. Asked for the trivial route's path, so the asset router looks
 * for the same (absent) file.
 */
export const BARE_WORKER: PageKind = { name: 'bare worker (constant JSON)', path: '/builds/latest.json', contentPage: false }

/** The route every ratio is taken against: a small JSON answer of the same worker, no rendering. */
/** The cache-hit kind: the home page as the page cache serves it to a visitor without cookies. */
export const CACHE_HIT: PageKind = { name: 'home from the page cache', path: '/', contentPage: false }
/** A cookie of no meaning: a page request carrying it is rendered, never served from the page cache. */
export const RENDER_COOKIE = 'bench=render'
const BARE_WORKER_CONFIG = fileURLToPath(new URL('./bare-worker/wrangler.toml', import.meta.url))

/** Starts the bare worker (BARE_WORKER) beside `site`, which is stopped if the bare worker cannot start. */
export function startBareWorker(site: LocalSite, stateName: string): Promise<LocalSite> {
  return freePort()
    .then((port) =>
      startLocalSite({
        port,
        stateName,
        statePrepared: true,
        readyPath: BARE_WORKER.path,
        config: BARE_WORKER_CONFIG,
        devArgs: ['--log-level', 'error'],
      }),
    )
    .catch(async (error: unknown) => {
      await site.stop()
      throw error
    })
}

export const TRIVIAL_ROUTE: PageKind = { name: 'trivial /builds/latest.json', path: '/builds/latest.json', contentPage: false }
/** A page of the catalogue-driven CMS (kv-seed/content/pages.json). */
export const CMS_PAGE_PATH = '/about-us'
export const CONTACT_PAGE_PATH = '/contact'
export const PRODUCT_SITEMAP_PATH = '/display-solutions-en-gb-sitemap.xml'
export const FORM_ENDPOINT_PATH = '/api/contact-request'
/** Filters on the category page: the known slow page (24 cards, nine facet groups with counts). */
export const OVERVIEW_FILTER_COUNT = 2

interface ProductList {
  data: Array<{ href: string }>
  facets: Array<{ name: string; values: Array<{ value: string; count: number }> }>
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

/**
 * The category with the most products and the OVERVIEW_FILTER_COUNT filters (of different facets)
 * that keep the most of them: the heaviest filtered overview the seed offers.
 */
async function heaviestFilteredCategory(origin: string): Promise<{ path: string; apiQuery: string }> {
  const groups = await json<{ data: Array<{ id: string; href: string; productCount: number }> }>(`${origin}/api/product-groups`)
  const category = [...groups.data].sort((a, b) => b.productCount - a.productCount)[0]
  if (!category) throw new Error('The content API lists no product category')
  const filters = new URLSearchParams()
  for (let round = 0; round < OVERVIEW_FILTER_COUNT; round++) {
    const list = await json<ProductList>(`${origin}/api/products?category=${category.id}&pageSize=1&${filters}`)
    const chosen = list.facets
      .filter((facet) => !filters.has(facet.name))
      .flatMap((facet) => facet.values.map((value) => ({ facet: facet.name, ...value })))
      .sort((a, b) => b.count - a.count)[0]
    if (chosen) filters.set(chosen.facet, chosen.value)
  }
  return { path: `${category.href}?${filters}`, apiQuery: `category=${category.id}&${filters}&pageSize=24` }
}

/**
 * Pages whose island hydrates React (issue 20: each ≤ ISLAND_PAGE_JS_BUDGET_BYTES up front, the
 * runtime included). Public ones are measured from their HTML as served (`path`); those behind a
 * sign-in (the PIM asset editor, the portal's success story uploads) from the build manifest: the
 * runtime and the island's entry with every chunk it imports statically, which is what such a
 * page references.
 */
export interface IslandPage {
  name: string
  island: IslandName
  path?: string
}

export const ISLAND_PAGES: readonly IslandPage[] = [
  { name: 'contact form page', island: 'LeadForm', path: CONTACT_PAGE_PATH },
  { name: 'enquiry form page', island: 'LeadForm', path: pathFor('enquiry', 'en-gb') },
  { name: 'project request', island: 'ProjectRequestWizard', path: pathFor('project-request', 'en-gb') },
  { name: 'LED configurator', island: 'LedConfigurator', path: pathFor('led-configurator', 'en-gb') },
  { name: 'LED calculator', island: 'LedConfigurator', path: pathFor('led-calculator', 'en-gb') },
  { name: 'product chooser', island: 'ProductChooser', path: pathFor('product-chooser', 'en-gb') },
  { name: 'corporate configurator', island: 'CorporateConfigurator', path: pathFor('corporate-configurator', 'en-gb') },
  { name: 'retail configurator', island: 'RetailConfigurator', path: pathFor('retail-configurator', 'en-gb') },
  { name: 'PIM asset editor (signed in)', island: 'AssetEditor' },
  { name: 'success story uploads (signed in)', island: 'StoryUploads' },
]

export async function pageKinds(origin: string): Promise<PageKind[]> {
  const products = await json<ProductList>(`${origin}/api/products?pageSize=1`)
  const insights = await json<{ data: Array<{ href: string }> }>(`${origin}/api/insights?pageSize=1`)
  const overview = await heaviestFilteredCategory(origin)
  return [
    { name: 'home', path: '/', contentPage: true },
    // Filters applied by the runtime, the compare tray loaded on demand (decision 032): a content page.
    { name: 'product overview, 2 filters', path: overview.path, contentPage: true },
    { name: 'product detail', path: products.data[0]?.href ?? '/display-solutions', contentPage: true },
    { name: 'insight', path: insights.data[0]?.href ?? '/insights', contentPage: true },
    { name: 'contact form page', path: CONTACT_PAGE_PATH, contentPage: false },
    { name: 'CMS page', path: CMS_PAGE_PATH, contentPage: true },
    { name: 'sitemap', path: PRODUCT_SITEMAP_PATH, contentPage: false },
    { name: 'content API (products)', path: `/api/products?${overview.apiQuery}`, contentPage: false },
    { name: 'form POST (contact)', path: FORM_ENDPOINT_PATH, contentPage: false, formPost: true },
    TRIVIAL_ROUTE,
  ]
}

/**
 * A distinct client per submission, as the rate limiter reads it (CF-Connecting-IP, which
 * Cloudflare sets and which wrangler dev passes through from the request): addresses of the
 * benchmarking range 198.18.0.0/15 (RFC 2544). Production limits are untouched.
 */
export function benchClientAddress(sequence: number): string {
  return `198.${18 + ((sequence >> 16) & 1)}.${(sequence >> 8) & 255}.${sequence & 255}`
}

/** A valid general contact request with an address of its own (identical leads are deduplicated). */
export function contactSubmission(runId: string, sequence: number): string {
  return JSON.stringify({
    form: 'contact-general',
    'cf-turnstile-response': LOCAL_BOT_TEST_TOKEN,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `load.${runId}.${sequence}@example.com`,
    country: 'NL',
    postalCode: '1234 AB',
    phoneNumber: '+31 20 123 4567',
    subject: 'Opening hours',
    body: 'When is your showroom open?',
    consent_privacy: true,
  })
}
