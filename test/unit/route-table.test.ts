/**
 * The route table (SPEC.md point 2): every route in every active locale, the localised path
 * segments, the special paths, parameter validation and the top-level route constants.
 */
import { describe, expect, it } from 'vitest'
import { type Environment, type LocaleCode, activeLocales } from '../../locales/registry.ts'
import {
  ROUTES,
  ROUTE_NAMES,
  type RouteName,
  type RouteParams,
  TOP_LEVEL_PATHS,
  localisedRouteName,
  matchRoute,
  pathFor,
  splitRouteName,
} from '../../ui/routes/route-table.ts'

/** Sample parameters for some routes; every other route gets parameters made from its pattern. */
const KNOWN_PARAMS: Partial<Record<RouteName, RouteParams>> = {
  'display-solutions-productCategory': { productCategory: 'signage-displays' },
  'display-solutions-productCategory-productLine': { productCategory: 'signage-displays', productLine: 'd-line' },
  'display-solutions-productCategory-productLine-productCtn': {
    productCategory: 'signage-displays',
    productLine: 'd-line',
    productCtn: '55BDL4511D_00',
  },
  'downloads-slug': { slug: 'firmware/monitors' },
  'events-slug': { slug: 'ise-barcelona' },
  'insights-slug': { slug: 'choosing-the-right-pixel-pitch' },
  'partnership-slug': { slug: 'partner-programme' },
  slug: { slug: 'about-us/sustainability/reports' },
}

function sampleParams(name: RouteName): RouteParams {
  const known = KNOWN_PARAMS[name]
  if (known) return known
  const params: RouteParams = {}
  for (const part of ROUTES[name] as ReadonlyArray<Record<string, unknown>>) {
    if (typeof part.param === 'string') params[part.param] = 'sample-value'
    if (typeof part.rest === 'string') params[part.rest] = 'sample/value'
  }
  return params
}

const PRODUCTION_CODES = ['en-gb', 'en-us', 'fr-fr', 'it-it', 'de-de', 'es-es']
const NON_PRODUCTION_CODES = ['it-ch', 'de-ch', 'fr-ch', 'ja-jp']

describe('active locales', () => {
  it('LOCAL, DEV and UAT serve 10 locales, PRD the 6 production ones, default first', () => {
    for (const environment of ['LOCAL', 'DEV', 'UAT'] as const) {
      expect(activeLocales(environment).map((locale) => locale.code)).toEqual([...PRODUCTION_CODES, ...NON_PRODUCTION_CODES])
    }
    expect(activeLocales('PRD').map((locale) => locale.code)).toEqual(PRODUCTION_CODES)
  })
})

describe('every route in every active locale', () => {
  for (const environment of ['LOCAL', 'PRD'] as const satisfies Environment[]) {
    it(`pathFor → matchRoute gives back name, locale and params in ${environment}`, () => {
      let checked = 0
      for (const locale of activeLocales(environment)) {
        for (const name of ROUTE_NAMES) {
          const path = pathFor(name, locale.code, sampleParams(name))
          const match = matchRoute(path, environment)
          expect(match, path).toBeDefined()
          expect({ path, name: match!.name, locale: match!.locale.code, params: match!.params, valid: match!.valid }).toEqual({
            path,
            name,
            locale: locale.code,
            params: sampleParams(name),
            valid: true,
          })
          expect(match!.localisedName).toBe(`${name}___${locale.code}`)
          checked++
        }
      }
      expect(checked).toBe(ROUTE_NAMES.length * (environment === 'PRD' ? 6 : 10))
    })
  }

  it('knows the routes of SPEC.md point 2', () => {
    expect([...ROUTE_NAMES].sort()).toEqual(
      expect.arrayContaining([
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
        'industry-display-solutions',
        'insights',
        'insights-slug',
        'wave-enquiry-form',
      ]),
    )
  })

  it('puts the default locale at the root and every other locale under its code', () => {
    expect(pathFor('index', 'en-gb')).toBe('/')
    expect(pathFor('index', 'fr-fr')).toBe('/fr-fr')
    expect(pathFor('events', 'en-gb')).toBe('/events')
    expect(pathFor('events', 'en-us')).toBe('/en-us/events')
    expect(matchRoute('/fr-fr', 'LOCAL')).toMatchObject({ name: 'index', localisedName: 'index___fr-fr' })
    expect(matchRoute('/', 'LOCAL')).toMatchObject({ name: 'index', localisedName: 'index___en-gb' })
  })

  it('an empty catch-all and an empty downloads path still resolve', () => {
    expect(pathFor('downloads-slug', 'de-de', { slug: '' })).toBe('/de-de/downloads')
    expect(matchRoute('/de-de/downloads', 'LOCAL')).toMatchObject({ name: 'downloads-slug', params: { slug: '' }, valid: true })
    expect(matchRoute('/a/b/c/d/e', 'LOCAL')).toMatchObject({ name: 'slug', params: { slug: 'a/b/c/d/e' }, valid: true })
  })
})

describe('route names', () => {
  it('carry the locale with a triple underscore', () => {
    expect(localisedRouteName('insights-slug', 'fr-fr')).toBe('insights-slug___fr-fr')
    expect(matchRoute('/fr-fr/apercus/some-insight', 'LOCAL')!.localisedName).toBe('insights-slug___fr-fr')
    expect(matchRoute('/display-solutions', 'LOCAL')!.localisedName).toBe('display-solutions___en-gb')
    expect(splitRouteName('display-solutions-productCategory___de-ch')).toEqual({
      name: 'display-solutions-productCategory',
      code: 'de-ch',
    })
    expect(splitRouteName('insights-slug')).toBeUndefined()
    expect(splitRouteName('no-such-route___fr-fr')).toBeUndefined()
  })
})

describe('localised path segments (SPEC.md point 2)', () => {
  const TABLE: Record<string, Record<'fr' | 'it' | 'de' | 'es' | 'en', string>> = {
    'display-solutions': {
      fr: 'solutions-d-affichage',
      it: 'display-solutions',
      de: 'displaylosungen',
      es: 'soluciones-de-pantallas',
      en: 'display-solutions',
    },
    'industry-display-solutions': {
      fr: 'l-industrie-de-l-affichage',
      it: 'settore-display-solutions',
      de: 'branchen-displaylosungen',
      es: 'soluciones-industria-digital',
      en: 'industry-display-solutions',
    },
    insights: { fr: 'apercus', it: 'approfondimenti', de: 'einblicke', es: 'comunicacion', en: 'insights' },
  }
  const LANGUAGE_OF: Record<LocaleCode, 'fr' | 'it' | 'de' | 'es' | 'en'> = {
    'en-gb': 'en',
    'en-us': 'en',
    'fr-fr': 'fr',
    'it-it': 'it',
    'de-de': 'de',
    'es-es': 'es',
    'fr-ch': 'fr',
    'it-ch': 'it',
    'de-ch': 'de',
    'ja-jp': 'en',
  }
  const prefix = (code: LocaleCode) => (code === 'en-gb' ? '' : `/${code}`)

  it('gives each locale its own words for the three localised segments', () => {
    for (const locale of activeLocales('LOCAL')) {
      for (const route of ['display-solutions', 'industry-display-solutions', 'insights'] as const) {
        expect(pathFor(route, locale.code)).toBe(`${prefix(locale.code)}/${TABLE[route]![LANGUAGE_OF[locale.code]]}`)
      }
    }
  })

  it.each([
    ['/fr-fr/solutions-d-affichage', 'display-solutions', 'fr-fr'],
    ['/de-de/displaylosungen', 'display-solutions', 'de-de'],
    ['/es-es/soluciones-de-pantallas', 'display-solutions', 'es-es'],
    ['/it-it/display-solutions', 'display-solutions', 'it-it'],
    ['/display-solutions', 'display-solutions', 'en-gb'],
    ['/fr-fr/l-industrie-de-l-affichage', 'industry-display-solutions', 'fr-fr'],
    ['/it-it/settore-display-solutions', 'industry-display-solutions', 'it-it'],
    ['/de-de/branchen-displaylosungen', 'industry-display-solutions', 'de-de'],
    ['/es-es/soluciones-industria-digital', 'industry-display-solutions', 'es-es'],
    ['/en-us/industry-display-solutions', 'industry-display-solutions', 'en-us'],
    ['/fr-fr/apercus', 'insights', 'fr-fr'],
    ['/it-it/approfondimenti', 'insights', 'it-it'],
    ['/de-de/einblicke', 'insights', 'de-de'],
    ['/es-es/comunicacion', 'insights', 'es-es'],
    ['/en-us/insights', 'insights', 'en-us'],
    ['/fr-ch/apercus', 'insights', 'fr-ch'],
    ['/de-ch/displaylosungen', 'display-solutions', 'de-ch'],
    ['/es-es/soluciones-de-pantallas/led-video-walls/x-line/55bdl', 'display-solutions-productCategory-productLine-productCtn', 'es-es'],
    ['/de-de/einblicke/pixel-pitch', 'insights-slug', 'de-de'],
  ])('%s is %s in %s', (path, name, code) => {
    expect(matchRoute(path, 'LOCAL')).toMatchObject({ name, locale: { code }, valid: true })
  })

  it('an English segment under a locale that translates it is not the named route', () => {
    // /fr-fr/display-solutions is not the French product page: it falls to the catch-all.
    expect(matchRoute('/fr-fr/display-solutions', 'LOCAL')!.name).toBe('slug')
    expect(matchRoute('/de-de/insights', 'LOCAL')!.name).toBe('slug')
    expect(matchRoute('/es-es/insights/some-insight', 'LOCAL')!.name).toBe('slug')
  })

  it('careers, events, downloads, wave-enquiry-form and block-overview are the same in all locales', () => {
    for (const locale of activeLocales('LOCAL')) {
      expect(pathFor('careers', locale.code)).toBe(`${prefix(locale.code)}/careers`)
      expect(pathFor('events', locale.code)).toBe(`${prefix(locale.code)}/events`)
      expect(pathFor('events-slug', locale.code, { slug: 'ise' })).toBe(`${prefix(locale.code)}/events/ise`)
      expect(pathFor('downloads-slug', locale.code, { slug: 'manuals' })).toBe(`${prefix(locale.code)}/downloads/manuals`)
      expect(pathFor('wave-enquiry-form', locale.code)).toBe(`${prefix(locale.code)}/wave-enquiry-form`)
      expect(pathFor('block-overview', locale.code)).toBe(`${prefix(locale.code)}/block-overview`)
    }
  })
})

describe('special paths', () => {
  it('Italian contact is /it-it/contatti, every other locale /contact', () => {
    expect(pathFor('contact', 'it-it')).toBe('/it-it/contatti')
    expect(pathFor('contact', 'it-ch')).toBe('/it-ch/contatti')
    expect(matchRoute('/it-it/contatti', 'LOCAL')).toMatchObject({ name: 'contact', locale: { code: 'it-it' } })
    expect(matchRoute('/it-it/contact', 'LOCAL')!.name).toBe('slug')
    for (const code of ['en-us', 'fr-fr', 'de-de', 'es-es', 'ja-jp'] as const) expect(pathFor('contact', code)).toBe(`/${code}/contact`)
    expect(pathFor('contact', 'en-gb')).toBe('/contact')
  })

  it('the Wave page is under innovationen (de), innovaciones (es) and innovations elsewhere', () => {
    expect(pathFor('innovations-wave', 'de-de')).toBe('/de-de/innovationen/wave')
    expect(pathFor('innovations-wave', 'es-es')).toBe('/es-es/innovaciones/wave')
    expect(pathFor('innovations-wave', 'fr-fr')).toBe('/fr-fr/innovations/wave')
    expect(pathFor('innovations-wave', 'it-it')).toBe('/it-it/innovations/wave')
    expect(pathFor('innovations-wave', 'en-gb')).toBe('/innovations/wave')
    expect(matchRoute('/de-de/innovationen/wave', 'LOCAL')).toMatchObject({ name: 'innovations-wave', locale: { code: 'de-de' } })
    expect(matchRoute('/es-es/innovaciones/wave', 'LOCAL')).toMatchObject({ name: 'innovations-wave', locale: { code: 'es-es' } })
    expect(matchRoute('/fr-fr/innovations/wave', 'LOCAL')).toMatchObject({ name: 'innovations-wave', locale: { code: 'fr-fr' } })
  })

  it('the Spanish privacy policy is a catch-all page in es-es', () => {
    expect(matchRoute('/es-es/politica-de-privacidad', 'PRD')).toMatchObject({
      name: 'slug',
      locale: { code: 'es-es' },
      params: { slug: 'politica-de-privacidad' },
      valid: true,
    })
  })
})

describe('parameter validation', () => {
  it.each([
    ['/insights/Bad_Slug', 'insights-slug'],
    ['/fr-fr/apercus/UPPER', 'insights-slug'],
    ['/events/two--dashes', 'events-slug'],
    ['/events/-leading', 'events-slug'],
    ['/partnership/with%20space', 'partnership-slug'],
    ['/display-solutions/Signage', 'display-solutions-productCategory'],
    ['/display-solutions/signage/line/bad%20ctn', 'display-solutions-productCategory-productLine-productCtn'],
    ['/downloads/ok/Not_Ok', 'downloads-slug'],
    ['/About-Us', 'slug'],
  ])('%s has the shape of %s but is not valid', (path, name) => {
    expect(matchRoute(path, 'LOCAL')).toMatchObject({ name, valid: false })
  })

  it.each([
    ['/insights/pixel-pitch-2025', 'insights-slug'],
    ['/de-de/einblicke/über-uns', 'insights-slug'],
    ['/display-solutions/signage/line/55BDL4511D_00', 'display-solutions-productCategory-productLine-productCtn'],
    ['/display-solutions/signage/line/32bdl3651t.00', 'display-solutions-productCategory-productLine-productCtn'],
  ])('%s is a valid %s', (path, name) => {
    expect(matchRoute(encodeURI(path), 'LOCAL')).toMatchObject({ name, valid: true })
  })

  it('a malformed percent-encoding is no match for a parameter route', () => {
    expect(matchRoute('/insights/%E0%A4%A', 'LOCAL')?.name).not.toBe('insights-slug')
  })
})

describe('non-production locales in PRD', () => {
  it.each(['/ja-jp/insights', '/fr-ch/apercus', '/de-ch/contact', '/it-ch'])('%s is a catch-all page under en-gb in PRD', (path) => {
    const match = matchRoute(path, 'PRD')!
    expect(match).toMatchObject({ name: 'slug', locale: { code: 'en-gb' }, params: { slug: path.slice(1) } })
    expect(match.localisedName).toBe('slug___en-gb')
  })

  it('the same paths are real routes outside PRD', () => {
    expect(matchRoute('/ja-jp/insights', 'LOCAL')).toMatchObject({ name: 'insights', locale: { code: 'ja-jp' } })
    expect(matchRoute('/fr-ch/apercus', 'UAT')).toMatchObject({ name: 'insights', locale: { code: 'fr-ch' } })
    expect(matchRoute('/it-ch', 'DEV')).toMatchObject({ name: 'index', locale: { code: 'it-ch' } })
  })
})

describe('top-level route constants', () => {
  it('match SPEC.md point 2', () => {
    expect(TOP_LEVEL_PATHS).toEqual({
      home: '/',
      about: '/contact',
      industries: '/industry-display-solutions',
      insights: '/insights',
      events: '/events',
      products: '/display-solutions',
      features: '/partnership',
      portal: '/portal',
    })
  })

  it('are the en-gb paths of the route table', () => {
    expect(TOP_LEVEL_PATHS.home).toBe(pathFor('index', 'en-gb'))
    expect(TOP_LEVEL_PATHS.about).toBe(pathFor('contact', 'en-gb'))
    expect(TOP_LEVEL_PATHS.industries).toBe(pathFor('industry-display-solutions', 'en-gb'))
    expect(TOP_LEVEL_PATHS.insights).toBe(pathFor('insights', 'en-gb'))
    expect(TOP_LEVEL_PATHS.events).toBe(pathFor('events', 'en-gb'))
    expect(TOP_LEVEL_PATHS.products).toBe(pathFor('display-solutions', 'en-gb'))
    expect(TOP_LEVEL_PATHS.features).toBe(pathFor('partnership', 'en-gb'))
  })
})
