/**
 * Locale detection for a visitor on a path without a locale prefix (SPEC.md point 4): the
 * locale cookie, then the browser's languages, then the default.
 */
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { parseAccept } from 'hono/utils/accept'
import { DEFAULT_LOCALE, type Environment, LOCALE_COOKIE, type LocaleCode, activeLocales } from '../../locales/registry.ts'
import type { AppEnv } from '../env.ts'

/**
 * Accept-Language tags ordered by preference (q, then position), best first, lower case; q=0 and
 * `*` dropped. Parsed by Hono's Accept parser, the one `hono/language` and `hono/accepts` use;
 * the matching rules below are the site's own (docs/decisions/003-locale-detection.md).
 */
export function preferredLanguages(header: string | undefined): string[] {
  if (!header) return []
  return parseAccept(header)
    .filter((entry) => entry.type !== '*' && entry.q > 0)
    .map((entry) => entry.type.toLowerCase())
}

/**
 * Answers already worked out, per environment and header: browsers send few distinct
 * Accept-Language headers, and every page on a path without a locale prefix (and every page-cache
 * lookup for one) asks (decision 052). Bounded; forgotten all at once when full.
 */
const acceptLanguageAnswers = new Map<string, LocaleCode | undefined>()
const MAX_ACCEPT_LANGUAGE_ANSWERS = 1000

/** The best active locale for an Accept-Language header: exact tag first, then language only. */
export function localeFromAcceptLanguage(header: string | undefined, environment: Environment): LocaleCode | undefined {
  if (!header) return undefined
  const key = `${environment} ${header}`
  if (acceptLanguageAnswers.has(key)) return acceptLanguageAnswers.get(key)
  const answer = bestLocaleFor(header, environment)
  if (acceptLanguageAnswers.size >= MAX_ACCEPT_LANGUAGE_ANSWERS) acceptLanguageAnswers.clear()
  acceptLanguageAnswers.set(key, answer)
  return answer
}

function bestLocaleFor(header: string, environment: Environment): LocaleCode | undefined {
  const locales = activeLocales(environment)
  for (const tag of preferredLanguages(header)) {
    const exact = locales.find((locale) => locale.iso.toLowerCase() === tag)
    if (exact) return exact.code
    const language = tag.split('-')[0]
    const sameLanguage = locales.find((locale) => locale.iso.toLowerCase().split('-')[0] === language)
    if (sameLanguage) return sameLanguage.code
  }
  return undefined
}

export function detectLocale(cookie: string | undefined, acceptLanguage: string | undefined, environment: Environment): LocaleCode {
  const fromCookie = activeLocales(environment).find((locale) => locale.code === cookie)
  if (fromCookie) return fromCookie.code
  return localeFromAcceptLanguage(acceptLanguage, environment) ?? DEFAULT_LOCALE
}

export function detectRequestLocale(c: Context<AppEnv>): LocaleCode {
  return detectLocale(getCookie(c, LOCALE_COOKIE.name), c.req.header('Accept-Language'), c.get('environment'))
}

export function rememberLocale(c: Context<AppEnv>, code: LocaleCode): void {
  setCookie(c, LOCALE_COOKIE.name, code, {
    path: LOCALE_COOKIE.path,
    maxAge: LOCALE_COOKIE.maxAgeSeconds,
    sameSite: LOCALE_COOKIE.sameSite,
    secure: c.get('environment') !== 'LOCAL',
  })
}
