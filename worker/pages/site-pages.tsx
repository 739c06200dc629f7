/**
 * A page of the public site, once the router has settled its route (route-registration.ts): run
 * the route's loader with everything a page may read, send an unprefixed path to the visitor's
 * preferred locale, then stream the page. Unknown content → 404 page.
 */
import type { Context } from 'hono'
import { DEFAULT_LOCALE, type LocaleCode } from '../../locales/registry.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { onSitePath } from '../../ui/routes/safe-url.ts'
import { type RouteMatch, isPortalRoute, splitLocalePrefix } from '../../ui/routes/route-table.ts'
import { ContentStore } from '../content/content-store.ts'
import { draftEntryValue } from '../pim/catalogue-store.ts'
import { ContentRepository } from '../content/repository.ts'
import { readNavigation } from '../render/navigation-record.ts'
import type { AppEnv } from '../env.ts'
import { downloadViewerOf, visibleAssets, visibleAssetsOfProduct } from '../downloads/public-downloads.ts'
import { detectRequestLocale } from '../middleware/locale.ts'
import { requestUrl } from '../middleware/request-url.ts'
import type { LoadedPage, PageContext } from './page-loader.ts'
import type { PublicRouteMatch } from './route-definition.ts'
import { ROUTE_REGISTRY } from './route-registry.ts'
import { absolute, headFor, routeAlternates } from './page-heads.ts'
import { renderNotFound } from './error-pages.tsx'
import { PAGE_SWAP_HEADER, wantsCompletePage } from './streaming.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { botWidgetFor } from '../forms/bot-widget.ts'
import type { FormPageServices, FormPageState } from './form-page-state.ts'

/** Unprefixed paths are the default locale's, unless the visitor prefers another one: then a redirect there. */
export function preferredLocaleRedirect(
  c: Context<AppEnv>,
  alternates: Partial<Record<LocaleCode, string>>,
  url: URL,
): Response | undefined {
  c.header('Vary', 'Cookie, Accept-Language')
  const preferred = detectRequestLocale(c)
  const target = preferred !== DEFAULT_LOCALE ? alternates[preferred] : undefined
  return target ? c.redirect(onSitePath(target, url.search), 302) : undefined
}

/** The services form pages use: CSRF token, bot-protection widget, posted-back state. */
function formServices(c: Context<AppEnv>, locale: RouteMatch['locale'], state?: FormPageState): FormPageServices {
  return { csrfToken: () => csrfTokenFor(c), bot: botWidgetFor(c.get('environment'), c.env, locale), state }
}

/**
 * Where a page reads its content: KV through the isolate cache; in preview mode KV itself, and
 * with previewed PIM drafts their records first (D1, preview only: visitors never read D1 here).
 */
function contentStoreFor(c: Context<AppEnv>): ContentStore {
  const logger = c.get('logger')
  if (!c.get('preview')) return new ContentStore(c.env.CONTENT, logger)
  const drafts = c.get('previewDrafts') ?? []
  if (!drafts.length) return ContentStore.uncached(c.env.CONTENT, logger)
  return ContentStore.withDrafts(c.env.CONTENT, logger, (key) => draftEntryValue(c.env.DB, drafts, key))
}

/** Runs the route's loader with everything a page may read. */
async function loadRoutePage(c: Context<AppEnv>, match: PublicRouteMatch, url: URL, formState?: FormPageState) {
  const { rest } = splitLocalePrefix(url.pathname, c.get('environment'))
  // Preview mode reads KV itself, never the isolate cache. Header and footer links are read
  // beside the page's own content.
  const store = contentStoreFor(c)
  const navigation = readNavigation(store, match.locale.code)
  const context: PageContext = {
    match,
    code: match.locale.code,
    i18n: c.get('i18n') ?? i18nFor(match.locale, c.get('logger')),
    content: store,
    logger: c.get('logger'),
    url: absolute(c, url.pathname),
    unprefixedPath: rest.length ? `/${rest.join('/')}` : '',
    completePage: wantsCompletePage(c.req.header('User-Agent'), c.req.header(PAGE_SWAP_HEADER)),
    repository: new ContentRepository(store, match.locale.code),
    // The page's own copy: the request's parsed URL is shared (loaders may change their query).
    query: new URLSearchParams(url.search),
    now: new Date(),
    viewer: c.get('viewer'),
    productAssets: (ctn) => {
      const viewer = downloadViewerOf(c.get('viewer'))
      return ctn ? visibleAssetsOfProduct(c.env.DB, ctn, viewer) : visibleAssets(c.env.DB, viewer)
    },
    forms: formServices(c, match.locale, formState),
    bindings: c.env,
    environment: c.get('environment'),
  }
  const page: LoadedPage | null = await ROUTE_REGISTRY[match.name].get(context)
  // Loaders start every read before they return: this is all the content the page shows.
  c.set('contentKeys', [...store.keysRead])
  const alternates = page?.alternates ?? routeAlternates(c, match)
  return { page, alternates, navigation }
}

/**
 * Renders a route's page again after a plain form post that was not accepted: the posted values
 * and their errors, with the given status (422 invalid, 429 too many, 503 not stored).
 */
export async function renderFormPage(c: Context<AppEnv>, match: RouteMatch, url: URL, state: FormPageState, status: 422 | 429 | 503 | 200) {
  if (isPortalRoute(match.name)) return renderNotFound(c)
  const { page, alternates, navigation } = await loadRoutePage(c, { ...match, name: match.name }, url, state)
  if (!page) return renderNotFound(c)
  c.status(status)
  c.header('Cache-Control', 'no-store')
  return c.render(page.body, { head: headFor(c, page.title, alternates, { description: page.description, noindex: true }), navigation })
}

/** A public page (GET): loaded, then streamed in the site's shell. */
export async function serveSitePage(c: Context<AppEnv>, match: PublicRouteMatch): Promise<Response> {
  const url = requestUrl(c.req.raw)
  const { prefixed } = splitLocalePrefix(url.pathname, c.get('environment'))
  const { page, alternates, navigation } = await loadRoutePage(c, match, url)

  if (!prefixed) {
    const redirect = preferredLocaleRedirect(c, alternates, url)
    if (redirect) return redirect
  }

  if (!page) return renderNotFound(c)
  if (page.status) {
    c.status(page.status)
    c.header('Cache-Control', 'no-store')
  }
  return c.render(page.body, {
    head: headFor(c, page.title, alternates, { description: page.description, noindex: page.noindex }),
    navigation,
  })
}
