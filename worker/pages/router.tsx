/**
 * Every page of the public site: match the route table, settle the locale (switch, detection),
 * check the route's parameters, load, then stream the page. Unknown content → 404 page; route
 * validation failure → 404 'Page Not Found: {path}' on the error page.
 */
import { Hono, type Context } from 'hono'
import { DEFAULT_LOCALE, type LocaleCode, activeLocales, isLocaleCode } from '../../locales/registry.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { LOCALE_SWITCH_PARAMETER } from '../../ui/layout/LanguageChooser.tsx'
import type { PageHead } from '../../ui/layout/page-head.ts'
import { ErrorPage, type PageDataError } from '../../ui/pages/ErrorPage.tsx'
import { NotFoundPage } from '../../ui/pages/NotFoundPage.tsx'
import { onSitePath } from '../../ui/routes/safe-url.ts'
import { type RouteMatch, matchRoute, pathFor, splitLocalePrefix } from '../../ui/routes/route-table.ts'
import { SIGNED_OUT } from '../../ui/content/download-access.ts'
import { ContentStore } from '../content/content-store.ts'
import { ContentRepository } from '../content/repository.ts'
import { readNavigation } from '../render/navigation.ts'
import type { AppEnv } from '../env.ts'
import { detectRequestLocale, rememberLocale } from '../middleware/locale.ts'
import { PAGE_LOADERS, type LoadedPage } from './loaders.tsx'

function absolute(c: Context<AppEnv>, path: string): string {
  return new URL(path, c.env.SITE_ORIGIN).toString()
}

function routeAlternates(c: Context<AppEnv>, match: RouteMatch): Partial<Record<LocaleCode, string>> {
  const alternates: Partial<Record<LocaleCode, string>> = {}
  for (const locale of activeLocales(c.get('environment'))) {
    alternates[locale.code] = pathFor(match.name, locale.code, match.params)
  }
  return alternates
}

function absoluteAlternates(c: Context<AppEnv>, paths: Partial<Record<LocaleCode, string>>) {
  const active = new Set(activeLocales(c.get('environment')).map((locale) => locale.code))
  const result: Partial<Record<LocaleCode, string>> = {}
  for (const [code, path] of Object.entries(paths) as Array<[LocaleCode, string]>) {
    if (active.has(code)) result[code] = absolute(c, path)
  }
  return result
}

function headFor(c: Context<AppEnv>, title: string, alternates: Partial<Record<LocaleCode, string>>, extra: Partial<PageHead> = {}): PageHead {
  const url = new URL(c.req.url)
  return { title, canonical: absolute(c, url.pathname), alternates: absoluteAlternates(c, alternates), ...extra }
}

export function renderNotFound(c: Context<AppEnv>) {
  const locale = c.get('locale')
  const i18n = c.get('i18n') ?? i18nFor(locale, c.get('logger'))
  c.status(404)
  const home = pathFor('index', locale.code)
  return c.render(<NotFoundPage code={locale.code} />, {
    head: headFor(c, i18n._({ id: 'notfound.title', message: 'Oops, you hit a 404' }), { [locale.code]: home }, { noindex: true }),
  })
}

export function renderError(c: Context<AppEnv>, error: PageDataError) {
  const locale = c.get('locale')
  const i18n = c.get('i18n') ?? i18nFor(locale, c.get('logger'))
  c.status(error.statusCode as 404 | 500)
  return c.render(<ErrorPage code={locale.code} error={error} />, {
    head: headFor(c, i18n._({ id: 'errorpage.error_title', message: 'Oops! Something went wrong' }), {}, { noindex: true }),
  })
}

function withoutSwitchParameter(url: URL): string {
  const clean = new URL(url)
  clean.searchParams.delete(LOCALE_SWITCH_PARAMETER)
  return onSitePath(clean.pathname, clean.search)
}

export const pageRouter = new Hono<AppEnv>()

pageRouter.get('*', async (c) => {
  const url = new URL(c.req.url)
  const environment = c.get('environment')

  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    return c.redirect(onSitePath(url.pathname, url.search), 301)
  }

  const match = matchRoute(url.pathname, environment)
  if (!match) return renderNotFound(c)
  const { prefixed, rest } = splitLocalePrefix(url.pathname, environment)
  c.set('locale', match.locale)
  const i18n = i18nFor(match.locale, c.get('logger'))
  c.set('i18n', i18n)

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

  // Header and footer links, read beside the page's own content.
  const navigation = readNavigation(c.env.CONTENT, match.locale.code, c.get('logger'))
  const store = new ContentStore(c.env.CONTENT, c.get('logger'))
  const context = {
    match,
    code: match.locale.code,
    i18n,
    content: store,
    logger: c.get('logger'),
    url: absolute(c, url.pathname),
    unprefixedPath: rest.length ? `/${rest.join('/')}` : '',
    userAgent: c.req.header('User-Agent'),
    repository: new ContentRepository(store, match.locale.code),
    query: url.searchParams,
    now: new Date(),
    viewer: SIGNED_OUT,
  }
  const page: LoadedPage | null = await PAGE_LOADERS[match.name](context)
  const alternates = page?.alternates ?? routeAlternates(c, match)

  if (!prefixed) {
    // Unprefixed paths are the default locale's, unless the visitor prefers another one.
    c.header('Vary', 'Cookie, Accept-Language')
    const preferred = detectRequestLocale(c)
    const target = preferred !== DEFAULT_LOCALE ? alternates[preferred] : undefined
    if (target) return c.redirect(onSitePath(target, url.search), 302)
  }

  if (!page) return renderNotFound(c)
  return c.render(page.body, { head: headFor(c, page.title, alternates, { description: page.description, noindex: page.noindex }), navigation })
})
