/**
 * The locale registry: every locale the site knows, with the fields of SPEC.md point 3
 * "Locale entry", and the rules that decide which are active in which environment.
 * Free of server APIs: the worker, the UI and the client runtime all read it.
 */

export const ENVIRONMENTS = ['LOCAL', 'DEV', 'UAT', 'PRD'] as const
export type Environment = (typeof ENVIRONMENTS)[number]

export const LOCALE_CODES = ['en-gb', 'en-us', 'fr-fr', 'it-it', 'de-de', 'es-es', 'it-ch', 'de-ch', 'fr-ch', 'ja-jp'] as const
export type LocaleCode = (typeof LOCALE_CODES)[number]

/** The catalogs that exist as PO files; Swiss locales reuse the Italian, German and French ones. */
export const CATALOG_FILES = ['en-gb', 'en-us', 'fr-fr', 'it-it', 'de-de', 'es-es', 'ja-jp'] as const
export type CatalogFile = (typeof CATALOG_FILES)[number]

export type SalesforceLanguage = 'English' | 'French' | 'Italian' | 'German' | 'Spanish' | 'Japanese'

export interface Locale {
  code: LocaleCode
  /** Name of the locale in its own language, shown in the language chooser. */
  name: string
  /** BCP 47 tag used for `<html lang>` and `hreflang`. */
  iso: string
  /** The translation catalog this locale reads. */
  file: CatalogFile
  country: string
  countryShort: string
  showCountryShort: boolean
  language: string
  /** Open Graph locale (`og:locale`). */
  metaLanguage: string
  salesforceLanguage: SalesforceLanguage
  salesforceLocaleId: string
  siteLocale: string
  /** Path prefix: `/` for the default locale, `/{code}` otherwise. */
  path: string
  dir: 'ltr' | 'rtl'
}

export const DEFAULT_LOCALE: LocaleCode = 'en-gb'

/** SPEC.md point 9: the locale cookie lives 365 days, SameSite=Lax, on path /. */
export const LOCALE_COOKIE = {
  name: 'locale',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  sameSite: 'Lax',
  path: '/',
} as const

const PRODUCTION_LOCALES: readonly LocaleCode[] = ['en-gb', 'en-us', 'fr-fr', 'it-it', 'de-de', 'es-es']

type LocaleDefinition = Omit<Locale, 'showCountryShort' | 'path' | 'dir'> & {
  /** showCountryShort: always, never, or only outside production (SPEC.md point 3). */
  countryShortShown: 'always' | 'never' | 'outside-production'
}

const DEFINITIONS: Record<LocaleCode, LocaleDefinition> = {
  'en-gb': {
    code: 'en-gb',
    name: 'English',
    iso: 'en-GB',
    file: 'en-gb',
    country: 'United Kingdom',
    countryShort: 'UK',
    language: 'English',
    metaLanguage: 'en_GB',
    salesforceLanguage: 'English',
    salesforceLocaleId: 'en_GB',
    siteLocale: 'en',
    countryShortShown: 'always',
  },
  'en-us': {
    code: 'en-us',
    name: 'English',
    iso: 'en-US',
    file: 'en-us',
    country: 'United States',
    countryShort: 'US',
    language: 'English',
    metaLanguage: 'en_US',
    salesforceLanguage: 'English',
    salesforceLocaleId: 'en_US',
    siteLocale: 'en_US',
    countryShortShown: 'always',
  },
  'fr-fr': {
    code: 'fr-fr',
    name: 'Français',
    iso: 'fr-FR',
    file: 'fr-fr',
    country: 'France',
    countryShort: 'FR',
    language: 'Français',
    metaLanguage: 'fr_FR',
    salesforceLanguage: 'French',
    salesforceLocaleId: 'fr_FR',
    siteLocale: 'fr',
    countryShortShown: 'outside-production',
  },
  'it-it': {
    code: 'it-it',
    name: 'Italiano',
    iso: 'it-IT',
    file: 'it-it',
    country: 'Italia',
    countryShort: 'IT',
    language: 'Italiano',
    metaLanguage: 'it_IT',
    salesforceLanguage: 'Italian',
    salesforceLocaleId: 'it_IT',
    siteLocale: 'it',
    countryShortShown: 'outside-production',
  },
  'de-de': {
    code: 'de-de',
    name: 'Deutsch',
    iso: 'de-DE',
    file: 'de-de',
    country: 'Deutschland',
    countryShort: 'DE',
    language: 'Deutsch',
    metaLanguage: 'de_DE',
    salesforceLanguage: 'German',
    salesforceLocaleId: 'de_DE',
    siteLocale: 'de',
    countryShortShown: 'outside-production',
  },
  'es-es': {
    code: 'es-es',
    name: 'Español',
    iso: 'es-ES',
    file: 'es-es',
    country: 'España',
    countryShort: 'ES',
    language: 'Español',
    metaLanguage: 'es_ES',
    salesforceLanguage: 'Spanish',
    salesforceLocaleId: 'es_ES',
    siteLocale: 'es',
    countryShortShown: 'never',
  },
  'it-ch': {
    code: 'it-ch',
    name: 'Italiano',
    iso: 'it-CH',
    file: 'it-it',
    country: 'Svizzera',
    countryShort: 'CH',
    language: 'Italiano',
    metaLanguage: 'it_CH',
    salesforceLanguage: 'Italian',
    salesforceLocaleId: 'it_CH',
    siteLocale: 'it_CH',
    countryShortShown: 'always',
  },
  'de-ch': {
    code: 'de-ch',
    name: 'Deutsch',
    iso: 'de-CH',
    file: 'de-de',
    country: 'Schweiz',
    countryShort: 'CH',
    language: 'Deutsch',
    metaLanguage: 'de_CH',
    salesforceLanguage: 'German',
    salesforceLocaleId: 'de_CH',
    siteLocale: 'de_CH',
    countryShortShown: 'always',
  },
  'fr-ch': {
    code: 'fr-ch',
    name: 'Français',
    iso: 'fr-CH',
    file: 'fr-fr',
    country: 'Suisse',
    countryShort: 'CH',
    language: 'Français',
    metaLanguage: 'fr_CH',
    salesforceLanguage: 'French',
    salesforceLocaleId: 'fr_CH',
    siteLocale: 'fr_CH',
    countryShortShown: 'always',
  },
  'ja-jp': {
    code: 'ja-jp',
    name: '日本語',
    iso: 'ja-JP',
    file: 'ja-jp',
    country: '日本',
    countryShort: 'JP',
    language: '日本語',
    metaLanguage: 'ja_JP',
    salesforceLanguage: 'Japanese',
    salesforceLocaleId: 'ja_JP',
    siteLocale: 'ja',
    countryShortShown: 'never',
  },
}

export function isLocaleCode(value: string): value is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(value)
}

export function isProductionLocale(code: LocaleCode): boolean {
  return PRODUCTION_LOCALES.includes(code)
}

function toLocale({ countryShortShown, ...definition }: LocaleDefinition, environment: Environment): Locale {
  const showCountryShort = countryShortShown === 'always' || (countryShortShown === 'outside-production' && environment !== 'PRD')
  return {
    ...definition,
    showCountryShort,
    path: definition.code === DEFAULT_LOCALE ? '/' : `/${definition.code}`,
    dir: 'ltr',
  }
}

const localeCache = new Map<string, Locale>()
const activeLocalesCache = new Map<Environment, readonly Locale[]>()

/** The locales served in an environment, default first. Non-production locales never reach PRD. */
export function activeLocales(environment: Environment): readonly Locale[] {
  let locales = activeLocalesCache.get(environment)
  if (!locales) {
    locales = LOCALE_CODES.filter((code) => environment !== 'PRD' || isProductionLocale(code)).map((code) => localeFor(code, environment))
    activeLocalesCache.set(environment, locales)
  }
  return locales
}

export function findActiveLocale(code: string, environment: Environment): Locale | undefined {
  return activeLocales(environment).find((locale) => locale.code === code)
}

/** One frozen record per locale and environment for the isolate's life (pages ask for it often). */
export function localeFor(code: LocaleCode, environment: Environment): Locale {
  const key = `${environment}|${code}`
  let locale = localeCache.get(key)
  if (!locale) {
    locale = Object.freeze(toLocale(DEFINITIONS[code], environment))
    localeCache.set(key, locale)
  }
  return locale
}

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value)
}
