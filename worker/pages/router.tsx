/**
 * Every page of the public site: match the route table, settle the locale (switch, detection),
 * check the route's parameters, load, then stream the page. Unknown content → 404 page; route
 * validation failure → 404 'Page Not Found: {path}' on the error page.
 */
import { Hono, type Context } from 'hono'
import { DEFAULT_LOCALE, type LocaleCode, isLocaleCode } from '../../locales/registry.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { LOCALE_SWITCH_PARAMETER } from '../../ui/layout/LanguageChooser.tsx'
import { onSitePath } from '../../ui/routes/safe-url.ts'
import { type PublicRouteName, type RouteMatch, isPortalRoute, matchRoute, splitLocalePrefix } from '../../ui/routes/route-table.ts'
import { ContentStore } from '../content/content-store.ts'
import { ContentRepository } from '../content/repository.ts'
import { readNavigation } from '../render/navigation-record.ts'
import type { AppEnv } from '../env.ts'
import { downloadViewerOf, visibleAssets, visibleAssetsOfProduct } from '../downloads/public-downloads.ts'
import { detectRequestLocale, rememberLocale } from '../middleware/locale.ts'
import { PAGE_LOADERS, type LoadedPage, type PageContext } from './loaders.tsx'
import { absolute, headFor, routeAlternates } from './page-heads.ts'
import { renderError, renderNotFound } from './error-pages.tsx'
import { servePortalForm, servePortalPage } from '../portal/portal-routes.tsx'
import { PAGE_SWAP_HEADER, wantsCompletePage } from './streaming.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { botWidgetFor } from '../forms/bot-widget.ts'
import type { FormPageServices, FormPageState } from './form-page-state.ts'

export { renderError, renderNotFound }

function withoutSwitchParameter(url: URL): string {
  const clean = new URL(url)
  clean.searchParams.delete(LOCALE_SWITCH_PARAMETER)
  return onSitePath(clean.pathname, clean.search)
}

/** Unprefixed paths are the default locale's, unless the visitor prefers another one: then a redirect there. */
function preferredLocaleRedirect(c: Context<AppEnv>, alternates: Partial<Record<LocaleCode, string>>, url: URL): Response | undefined {
  c.header('Vary', 'Cookie, Accept-Language')
  const preferred = detectRequestLocale(c)
  const target = preferred !== DEFAULT_LOCALE ? alternates[preferred] : undefined
  return target ? c.redirect(onSitePath(target, url.search), 302) : undefined
}

/** The route of a path with the page's locale and translations set on the context; undefined when nothing matches. */
function settleRoute(c: Context<AppEnv>, url: URL): RouteMatch | undefined {
  const match = matchRoute(url.pathname, c.get('environment'))
  if (!match) return undefined
  c.set('locale', match.locale)
  c.set('i18n', i18nFor(match.locale, c.get('logger')))
  return match
}

/** The services form pages use: CSRF token, bot-protection widget, posted-back state. */
function formServices(c: Context<AppEnv>, locale: RouteMatch['locale'], state?: FormPageState): FormPageServices {
  return { csrfToken: () => csrfTokenFor(c), bot: botWidgetFor(c.get('environment'), c.env, locale), state }
}

/** A route of the public site (portal routes have their own pages: worker/portal/). */
type PublicRouteMatch = RouteMatch & { name: PublicRouteName }

/** Runs the route's loader with everything a page may read. */
async function loadRoutePage(c: Context<AppEnv>, match: PublicRouteMatch, url: URL, formState?: FormPageState) {
  const { rest } = splitLocalePrefix(url.pathname, c.get('environment'))
  // Preview mode reads KV itself, never the isolate cache. Header and footer links are read
  // beside the page's own content.
  const store = c.get('preview') ? ContentStore.uncached(c.env.CONTENT, c.get('logger')) : new ContentStore(c.env.CONTENT, c.get('logger'))
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
    query: url.searchParams,
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
  const page: LoadedPage | null = await PAGE_LOADERS[match.name](context)
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

export const pageRouter = new Hono<AppEnv>()

/** Form posts go to the portal's pages (the public form pages take theirs first: form-posts.tsx). */
pageRouter.post('*', async (c) => {
  const url = new URL(c.req.url)
  const match = settleRoute(c, url)
  if (!match?.valid || !isPortalRoute(match.name)) return renderNotFound(c)
  return servePortalForm(c, { ...match, name: match.name })
})

pageRouter.get('*', async (c) => {
  const url = new URL(c.req.url)
  const environment = c.get('environment')

  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    return c.redirect(onSitePath(url.pathname, url.search), 301)
  }

  const match = settleRoute(c, url)
  if (!match) return renderNotFound(c)
  const { prefixed } = splitLocalePrefix(url.pathname, environment)

  // The language chooser's links carry ?locale=…: remember the choice, then show the clean URL.
  const switchTo = url.searchParams.get(LOCALE_SWITCH_PARAMETER)
  if (switchTo !== null && isLocaleCode(switchTo) && switchTo === match.locale.code) {
    rememberLocale(c, switchTo)
    return c.redirect(withoutSwitchParameter(url), 302)
  }

  if (!match.valid) {
    return renderError(c, {
      statusCode: 404,
      // The full path, as the visitor asked for it (query included).
      statusMessage: `Page Not Found: ${url.pathname}${url.search}`,
      message: `Page Not Found: ${url.pathname}${url.search}`,
    })
  }

  if (isPortalRoute(match.name)) {
    if (!prefixed) {
      const redirect = preferredLocaleRedirect(c, routeAlternates(c, match), url)
      if (redirect) return redirect
    }
    return servePortalPage(c, { ...match, name: match.name })
  }

  const { page, alternates, navigation } = await loadRoutePage(c, { ...match, name: match.name }, url)

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
})
