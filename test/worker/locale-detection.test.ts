/**
 * Locale detection (SPEC.md point 4: cookie, then browser languages, then default), the locale
 * switch (SPEC.md point 9: cookie 365 days, SameSite lax, path /), and the locale registry rules
 * of SPEC.md point 3.
 */
import { describe, expect, it } from 'vitest'
import {
  CATALOG_FILES,
  DEFAULT_LOCALE,
  ENVIRONMENTS,
  type LOCALE_CODES,
  type Locale,
  activeLocales,
  localeFor,
} from '../../locales/registry.ts'
import { detectLocale, localeFromAcceptLanguage, preferredLanguages } from '../../worker/middleware/locale.ts'
import { ORIGIN, loadSeedFor, visit, visitWith } from './helpers.ts'

/** The pages these tests open (directly or as a redirect target). */
const PAGES = [
  '/',
  '/es-es',
  '/en-us',
  '/contact',
  '/de-de/contact',
  '/fr-fr/contact',
  '/it-it/contatti',
  '/de-ch/contact',
  '/insights',
  '/es-es/comunicacion',
  '/events',
  '/en-us/events',
  '/de-de/events',
]
const loadPages = () => loadSeedFor(PAGES)

async function statusAndLocation(path: string, headers: Record<string, string> = {}) {
  const response = await visit(path, { headers })
  await response.arrayBuffer()
  return { status: response.status, location: response.headers.get('Location'), vary: response.headers.get('Vary') }
}

function varyNames(vary: string | null): string[] {
  return (vary ?? '').split(',').map((name) => name.trim().toLowerCase())
}

describe('an unprefixed path', () => {
  it('the locale cookie wins over Accept-Language', async () => {
    await loadPages()
    const result = await statusAndLocation('/contact', { Cookie: 'locale=de-de', 'Accept-Language': 'fr-FR,fr;q=0.9' })
    expect(result).toMatchObject({ status: 302, location: '/de-de/contact' })
  })

  it('an en-gb cookie keeps the visitor on the unprefixed page whatever the browser says', async () => {
    await loadPages()
    const response = await visit('/contact', { headers: { Cookie: 'locale=en-gb', 'Accept-Language': 'fr-FR,fr;q=0.9' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<html lang="en-GB"')
  })

  it('Accept-Language with q-values beats the default', async () => {
    await loadPages()
    expect(await statusAndLocation('/contact', { 'Accept-Language': 'de-CH;q=0.4, fr;q=0.9' })).toMatchObject({
      status: 302,
      location: '/fr-fr/contact',
    })
    expect(await statusAndLocation('/contact', { 'Accept-Language': 'it-IT' })).toMatchObject({ status: 302, location: '/it-it/contatti' })
    expect(await statusAndLocation('/insights', { 'Accept-Language': 'es' })).toMatchObject({
      status: 302,
      location: '/es-es/comunicacion',
    })
    expect(await statusAndLocation('/events', { 'Accept-Language': 'en-US,en;q=0.8' })).toMatchObject({
      status: 302,
      location: '/en-us/events',
    })
  })

  it('an unknown cookie value is ignored and the browser languages decide', async () => {
    await loadPages()
    expect(await statusAndLocation('/contact', { Cookie: 'locale=xx-yy', 'Accept-Language': 'de' })).toMatchObject({
      status: 302,
      location: '/de-de/contact',
    })
  })

  it('without cookie and Accept-Language, en-gb is served: no redirect, 200', async () => {
    await loadPages()
    const response = await visit('/contact')
    expect(response.status).toBe(200)
    expect(response.headers.get('Location')).toBeNull()
    expect(await response.text()).toContain('<html lang="en-GB" dir="ltr">')
  })

  it('a browser asking for English or an unknown language gets en-gb with 200', async () => {
    await loadPages()
    for (const acceptLanguage of ['en', 'en-GB,en;q=0.9', 'nl-NL,nl;q=0.9', '*']) {
      const result = await statusAndLocation('/contact', { 'Accept-Language': acceptLanguage })
      expect({ acceptLanguage, ...result }).toMatchObject({ acceptLanguage, status: 200, location: null })
    }
  })

  it('redirects are 302 to the same page in the detected locale, keep the query and carry Vary', async () => {
    await loadPages()
    const result = await statusAndLocation('/events?page=2', { 'Accept-Language': 'de-DE' })
    expect(result).toMatchObject({ status: 302, location: '/de-de/events?page=2' })
    expect(varyNames(result.vary)).toEqual(expect.arrayContaining(['cookie', 'accept-language']))
    const home = await statusAndLocation('/', { Cookie: 'locale=es-es' })
    expect(home).toMatchObject({ status: 302, location: '/es-es' })
    expect(varyNames(home.vary)).toEqual(expect.arrayContaining(['cookie', 'accept-language']))
  })

  it('the 200 answer on an unprefixed path also carries Vary', async () => {
    await loadPages()
    const result = await statusAndLocation('/contact')
    expect(varyNames(result.vary)).toEqual(expect.arrayContaining(['cookie', 'accept-language']))
  })

  it('non-production locales are detected outside PRD only', async () => {
    await loadPages()
    expect(await statusAndLocation('/contact', { 'Accept-Language': 'de-CH' })).toMatchObject({ status: 302, location: '/de-ch/contact' })
    const inPrd = await visitWith({ ENVIRONMENT: 'PRD' }, '/contact', { headers: { 'Accept-Language': 'de-CH' } })
    await inPrd.arrayBuffer()
    expect(inPrd.status).toBe(302)
    expect(inPrd.headers.get('Location')).toBe('/de-de/contact')
    const japanese = await visitWith({ ENVIRONMENT: 'PRD' }, '/contact', { headers: { Cookie: 'locale=ja-jp' } })
    await japanese.arrayBuffer()
    expect(japanese.status).toBe(200)
  })
})

describe('a prefixed path', () => {
  it('is never redirected, whatever the cookie or the browser says', async () => {
    await loadPages()
    for (const path of ['/fr-fr/contact', '/it-it/contatti', '/de-de/events', '/en-us']) {
      const response = await visit(path, { headers: { Cookie: 'locale=es-es', 'Accept-Language': 'ja-JP' } })
      await response.arrayBuffer()
      expect({ path, status: response.status }).toEqual({ path, status: 200 })
    }
  })
})

describe('the locale switch', () => {
  it('?locale=fr-fr on /fr-fr/contact sets the locale cookie for a year and 302s to the clean URL', async () => {
    const response = await visit('/fr-fr/contact?locale=fr-fr')
    await response.arrayBuffer()
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/fr-fr/contact')
    const cookie = response.headers.get('Set-Cookie') ?? ''
    const parts = cookie.split(';').map((part) => part.trim().toLowerCase())
    expect(parts[0]).toBe('locale=fr-fr')
    expect(parts).toEqual(expect.arrayContaining(['max-age=31536000', 'path=/', 'samesite=lax']))
  })

  it('keeps the other query parameters', async () => {
    const response = await visit('/de-de/events?page=2&locale=de-de')
    await response.arrayBuffer()
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/de-de/events?page=2')
    expect(response.headers.get('Set-Cookie')).toMatch(/^locale=de-de;/)
  })

  it('choosing English (UK) is remembered too', async () => {
    const response = await visit('/contact?locale=en-gb')
    await response.arrayBuffer()
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/contact')
    expect(response.headers.get('Set-Cookie')).toMatch(/^locale=en-gb;/)
  })

  it('the clean URL it redirects to stays on this host (no open redirect through // or /\\)', async () => {
    for (const path of ['//evil.example?locale=en-gb', '/\\evil.example?locale=en-gb', '//evil?locale=en-gb']) {
      const response = await visit(path)
      await response.arrayBuffer()
      const location = response.headers.get('Location')
      if (location === null) continue
      expect({ path, target: new URL(location, ORIGIN).origin }).toEqual({ path, target: ORIGIN })
    }
  })

  it('a locale that does not match the page is not stored', async () => {
    await loadPages()
    const response = await visit('/fr-fr/contact?locale=de-de')
    await response.arrayBuffer()
    expect(response.headers.get('Set-Cookie') ?? '').not.toMatch(/locale=/)
  })
})

describe('preferredLanguages, localeFromAcceptLanguage, detectLocale', () => {
  it('orders Accept-Language tags by q, then by position, dropping q=0 and *', () => {
    expect(preferredLanguages('de-CH;q=0.4, fr;q=0.9')).toEqual(['fr', 'de-ch'])
    expect(preferredLanguages('en-US,en;q=0.9,fr;q=0.9,*;q=0.5')).toEqual(['en-us', 'en', 'fr'])
    expect(preferredLanguages('it;q=0, es')).toEqual(['es'])
    expect(preferredLanguages('')).toEqual([])
    expect(preferredLanguages(undefined)).toEqual([])
  })

  it('picks the exact locale first, then the first locale of the language', () => {
    expect(localeFromAcceptLanguage('de-CH;q=0.4, fr;q=0.9', 'LOCAL')).toBe('fr-fr')
    expect(localeFromAcceptLanguage('de-CH', 'LOCAL')).toBe('de-ch')
    expect(localeFromAcceptLanguage('de-CH', 'PRD')).toBe('de-de')
    expect(localeFromAcceptLanguage('fr-CH, fr;q=0.8', 'UAT')).toBe('fr-ch')
    expect(localeFromAcceptLanguage('en-US', 'PRD')).toBe('en-us')
    expect(localeFromAcceptLanguage('en', 'PRD')).toBe('en-gb')
    expect(localeFromAcceptLanguage('ja-JP', 'LOCAL')).toBe('ja-jp')
    expect(localeFromAcceptLanguage('ja-JP', 'PRD')).toBeUndefined()
    expect(localeFromAcceptLanguage('nl-NL, ja;q=0.5, es;q=0.4', 'PRD')).toBe('es-es')
    expect(localeFromAcceptLanguage(undefined, 'LOCAL')).toBeUndefined()
  })

  it('cookie, then browser languages, then en-gb', () => {
    expect(detectLocale('it-it', 'fr', 'PRD')).toBe('it-it')
    expect(detectLocale(undefined, 'fr', 'PRD')).toBe('fr-fr')
    expect(detectLocale('ja-jp', 'es', 'PRD')).toBe('es-es')
    expect(detectLocale('ja-jp', 'es', 'LOCAL')).toBe('ja-jp')
    expect(detectLocale('nonsense', undefined, 'LOCAL')).toBe('en-gb')
    expect(detectLocale(undefined, undefined, 'PRD')).toBe(DEFAULT_LOCALE)
    expect(DEFAULT_LOCALE).toBe('en-gb')
  })
})

describe('locale registry (SPEC.md point 3)', () => {
  const FIELDS: Array<keyof Locale> = [
    'code',
    'name',
    'iso',
    'file',
    'country',
    'countryShort',
    'showCountryShort',
    'language',
    'metaLanguage',
    'salesforceLanguage',
    'salesforceLocaleId',
    'siteLocale',
    'path',
  ]

  it('every locale has every field, in every environment', () => {
    for (const environment of ENVIRONMENTS) {
      for (const locale of activeLocales(environment)) {
        for (const field of FIELDS) {
          expect(locale[field], `${locale.code}.${field}`).toBeDefined()
          if (field !== 'showCountryShort') expect(String(locale[field]).length, `${locale.code}.${field}`).toBeGreaterThan(0)
        }
        expect(typeof locale.showCountryShort).toBe('boolean')
        expect(['English', 'French', 'Italian', 'German', 'Spanish', 'Japanese']).toContain(locale.salesforceLanguage)
        expect(locale.salesforceLocaleId).toMatch(/^[a-z]{2}_[A-Z]{2}$/)
        expect(locale.iso.toLowerCase()).toBe(locale.code)
        expect(locale.path).toBe(locale.code === 'en-gb' ? '/' : `/${locale.code}`)
        expect(CATALOG_FILES).toContain(locale.file)
      }
    }
  })

  it('has the values of SPEC.md for the examples it gives', () => {
    expect(localeFor('en-gb', 'PRD')).toMatchObject({
      salesforceLocaleId: 'en_GB',
      siteLocale: 'en',
      salesforceLanguage: 'English',
      path: '/',
    })
    expect(localeFor('en-us', 'PRD')).toMatchObject({ siteLocale: 'en_US', salesforceLanguage: 'English' })
    expect(localeFor('fr-fr', 'PRD')).toMatchObject({ siteLocale: 'fr', salesforceLanguage: 'French' })
    expect(localeFor('de-ch', 'LOCAL')).toMatchObject({ siteLocale: 'de_CH', salesforceLanguage: 'German' })
    expect(localeFor('ja-jp', 'LOCAL')).toMatchObject({ salesforceLanguage: 'Japanese' })
    expect(localeFor('it-it', 'PRD')).toMatchObject({ salesforceLanguage: 'Italian' })
    expect(localeFor('es-es', 'PRD')).toMatchObject({ salesforceLanguage: 'Spanish' })
  })

  it('showCountryShort: en-gb, en-us and Swiss always; es-es and ja-jp never; fr-fr, it-it, de-de outside PRD only', () => {
    for (const environment of ENVIRONMENTS) {
      const shown = (code: (typeof LOCALE_CODES)[number]) => localeFor(code, environment).showCountryShort
      for (const code of ['en-gb', 'en-us', 'it-ch', 'de-ch', 'fr-ch'] as const) expect(shown(code), `${code} ${environment}`).toBe(true)
      for (const code of ['es-es', 'ja-jp'] as const) expect(shown(code), `${code} ${environment}`).toBe(false)
      for (const code of ['fr-fr', 'it-it', 'de-de'] as const) expect(shown(code), `${code} ${environment}`).toBe(environment !== 'PRD')
    }
    const prd = Object.fromEntries(activeLocales('PRD').map((locale) => [locale.code, locale.showCountryShort]))
    expect(prd).toEqual({ 'en-gb': true, 'en-us': true, 'fr-fr': false, 'it-it': false, 'de-de': false, 'es-es': false })
  })

  it('Swiss locales reuse the Italian, German and French catalogs', () => {
    expect(localeFor('it-ch', 'LOCAL').file).toBe('it-it')
    expect(localeFor('de-ch', 'LOCAL').file).toBe('de-de')
    expect(localeFor('fr-ch', 'LOCAL').file).toBe('fr-fr')
    expect(localeFor('ja-jp', 'LOCAL').file).toBe('ja-jp')
    for (const code of ['en-gb', 'en-us', 'fr-fr', 'it-it', 'de-de', 'es-es'] as const) expect(localeFor(code, 'PRD').file).toBe(code)
  })

  it('non-production locales are active everywhere except PRD', () => {
    for (const environment of ['LOCAL', 'DEV', 'UAT'] as const) {
      expect(activeLocales(environment).map((locale) => locale.code)).toEqual(expect.arrayContaining(['it-ch', 'de-ch', 'fr-ch', 'ja-jp']))
      expect(activeLocales(environment)).toHaveLength(10)
    }
    expect(activeLocales('PRD').map((locale) => locale.code)).toEqual(['en-gb', 'en-us', 'fr-fr', 'it-it', 'de-de', 'es-es'])
    expect(ENVIRONMENTS).toEqual(['LOCAL', 'DEV', 'UAT', 'PRD'])
  })
})
