/**
 * The redirect list (SPEC.md point 2 "Redirect step", point 7, point 9): loaded from KV, cached
 * per isolate for 5 minutes; a failed load is logged and treated as an empty list.
 */
import { DEFAULT_LOCALE, type Environment, type LocaleCode } from '../../locales/registry.ts'
import { matchRoute, pathFor, splitLocalePrefix } from '../../ui/routes/route-table.ts'
import { isSitePath } from '../../ui/routes/safe-url.ts'
import type { Logger } from '../../ui/log/logger.ts'

export interface Redirect {
  from: string
  to: string
  redirecttype: number
  enableForAllLocales: boolean
}

export const REDIRECTS_KV_KEY = 'redirects'
/** SPEC.md point 9: the redirect list is refreshed when older than 5 minutes. */
export const REDIRECT_CACHE_TTL_MS = 5 * 60 * 1000
/** After a failed load, try again this soon rather than hammering KV on every request. */
export const REDIRECT_FAILURE_RETRY_MS = 30 * 1000
export const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]

export interface RedirectTarget {
  location: string
  status: RedirectStatus
}

function isRedirectStatus(value: number): value is RedirectStatus {
  return (REDIRECT_STATUSES as readonly number[]).includes(value)
}

function isExternalTarget(target: string): boolean {
  // Written out in full: `http:evil.example` reads as a path on an http site but as another host on https.
  if (!/^https?:\/\/[^/\\]/i.test(target)) return false
  try {
    const url = new URL(target)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

function normalisePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return trimmed.toLowerCase()
}

/** Keeps only well-formed redirects whose target is a site path or an absolute http(s) URL. */
export function sanitiseRedirects(raw: unknown, logger: Logger): Redirect[] {
  if (!Array.isArray(raw)) throw new Error('The redirect list is not an array')
  const redirects: Redirect[] = []
  for (const item of raw) {
    if (!item || typeof item !== 'object') {
      logger.warn('Ignored an invalid redirect', item)
      continue
    }
    const candidate = item as Partial<Redirect>
    const status = Number(candidate.redirecttype)
    if (
      typeof candidate.from !== 'string' ||
      !isSitePath(candidate.from) ||
      typeof candidate.to !== 'string' ||
      !(isSitePath(candidate.to) || isExternalTarget(candidate.to)) ||
      !isRedirectStatus(status)
    ) {
      logger.warn('Ignored an invalid redirect', item)
      continue
    }
    redirects.push({
      from: candidate.from,
      to: candidate.to,
      redirecttype: status,
      enableForAllLocales: candidate.enableForAllLocales === true,
    })
  }
  return redirects
}

interface RedirectIndex {
  exact: Map<string, Redirect>
  allLocales: Map<string, Redirect>
}

function indexRedirects(redirects: Redirect[]): RedirectIndex {
  const exact = new Map<string, Redirect>()
  const allLocales = new Map<string, Redirect>()
  for (const redirect of redirects) {
    const key = normalisePath(redirect.from)
    if (!exact.has(key)) exact.set(key, redirect)
    if (redirect.enableForAllLocales && !allLocales.has(key)) allLocales.set(key, redirect)
  }
  return { exact, allLocales }
}

/** Where a request path should go, if anywhere. */
export function redirectFor(index: RedirectIndex, pathname: string, search: string, environment: Environment): RedirectTarget | undefined {
  const withQuery = (target: string) => (search && !target.includes('?') ? `${target}${search}` : target)
  const exact = index.exact.get(normalisePath(pathname))
  if (exact) return { location: withQuery(exact.to), status: exact.redirecttype as RedirectStatus }
  // No redirect for every locale: nothing more to look up (the locale prefix is not split for nothing).
  if (!index.allLocales.size) return undefined

  const { locale, rest, prefixed } = splitLocalePrefix(pathname, environment)
  if (!prefixed) return undefined
  const redirect = index.allLocales.get(normalisePath(`/${rest.join('/')}`))
  if (!redirect) return undefined
  const location = isExternalTarget(redirect.to) ? redirect.to : localisedTarget(redirect.to, locale.code, environment)
  return { location: withQuery(location), status: redirect.redirecttype as RedirectStatus }
}

/**
 * An internal target in the visitor's locale: a named route gets its localised path
 * (/display-solutions → /fr-fr/solutions-d-affichage); anything else keeps the locale prefix.
 */
function localisedTarget(target: string, code: LocaleCode, environment: Environment): string {
  if (code === DEFAULT_LOCALE) return target
  const cut = target.search(/[?#]/)
  const path = cut < 0 ? target : target.slice(0, cut)
  const rest = cut < 0 ? '' : target.slice(cut)
  const route = matchRoute(path, environment)
  if (route?.valid && route.name !== 'slug') return `${pathFor(route.name, code, route.params)}${rest}`
  return `/${code}${path === '/' ? '' : path}${rest}`
}

/** Per-isolate cache of the redirect list. One instance lives for the isolate's lifetime. */
export class RedirectList {
  #loadedAt = -Infinity
  #expiresAt = -Infinity
  #redirects: Redirect[] = []
  #index: RedirectIndex = indexRedirects([])
  #pending: Promise<void> | undefined

  constructor(private readonly now: () => number = Date.now) {}

  async current(kv: KVNamespace, logger: Logger): Promise<{ redirects: Redirect[]; index: RedirectIndex }> {
    if (this.now() >= this.#expiresAt) {
      this.#pending ??= this.#load(kv, logger).finally(() => (this.#pending = undefined))
      await this.#pending
    }
    return { redirects: this.#redirects, index: this.#index }
  }

  get loadedAt(): number {
    return this.#loadedAt
  }

  /** Forgets the cached list: the next request reads it again, as in a new isolate (tests start each file from none). */
  forget(): void {
    this.#loadedAt = -Infinity
    this.#expiresAt = -Infinity
    this.#redirects = []
    this.#index = indexRedirects([])
  }

  async #load(kv: KVNamespace, logger: Logger): Promise<void> {
    try {
      const raw = await kv.get(REDIRECTS_KV_KEY, 'json')
      this.#redirects = raw === null ? [] : sanitiseRedirects(raw, logger)
      this.#expiresAt = this.now() + REDIRECT_CACHE_TTL_MS
    } catch (error) {
      logger.error('Loading the redirect list failed; using an empty list', String(error))
      this.#redirects = []
      this.#expiresAt = this.now() + REDIRECT_FAILURE_RETRY_MS
    }
    this.#loadedAt = this.now()
    this.#index = indexRedirects(this.#redirects)
  }
}
