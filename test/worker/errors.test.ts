/**
 * The error catalogue (SPEC.md point 8): the 404 page, route validation failures, the error page
 * on unhandled errors, list load failures, JSON 404 for the API, quiet logs in PRD and the debug
 * cookie (SPEC.md point 9: 14 days).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localeFor } from '../../locales/registry.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { DEBUG_COOKIE, createLogger, logLevelFor } from '../../ui/log/logger.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { ORIGIN, asHtml, loadSeedFor, settle, visit, visitWith } from './helpers.ts'

/** The pages these tests open with the seed loaded. */
const PAGES = [
  '/this-page-does-not-exist',
  '/about-us/unknown/deeper',
  '/insights/no-such-insight',
  '/events/no-such-event',
  '/display-solutions/no-such-category',
  '/fr-fr/cette-page-n-existe-pas',
  '/contact',
]
const loadPages = () => loadSeedFor(PAGES)

const english = i18nFor(localeFor('en-gb', 'LOCAL'))
const french = i18nFor(localeFor('fr-fr', 'LOCAL'))

/** A KV binding that fails every read, as KV does when it is unavailable. */
const brokenKv = {
  get: async () => {
    throw new Error('KV unavailable')
  },
  getWithMetadata: async () => {
    throw new Error('KV unavailable')
  },
  list: async () => {
    throw new Error('KV unavailable')
  },
} as unknown as KVNamespace

afterEach(() => {
  vi.restoreAllMocks()
})

function mainOf(html: string): string {
  return /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
}

describe('unknown route', () => {
  it('answers 404 with "Oops, you hit a 404" and a link back to the home page', async () => {
    await loadPages()
    const { status, body } = await settle(await visit('/this-page-does-not-exist'))
    expect(status).toBe(404)
    const main = mainOf(body)
    expect(main).toContain('Oops, you hit a 404')
    expect(main).toContain('The page you are looking for is no longer available.')
    expect(main).toMatch(/<a href="\/"[^>]*>[\s\S]*Back to home/)
    expect(body).toContain('<meta name="robots" content="noindex"/>')
  })

  it('a deep unknown path and an unknown record answer 404 too', async () => {
    await loadPages()
    for (const path of [
      '/about-us/unknown/deeper',
      '/insights/no-such-insight',
      '/events/no-such-event',
      '/display-solutions/no-such-category',
    ]) {
      const { status, body } = await settle(await visit(path))
      expect({ path, status }).toEqual({ path, status: 404 })
      expect(body).toContain('Oops, you hit a 404')
    }
  })

  it('is in the locale of the path (French catalog) with a link to the French home page', async () => {
    await loadPages()
    const { status, body } = await settle(await visit('/fr-fr/cette-page-n-existe-pas'))
    expect(status).toBe(404)
    expect(body).toContain('<html lang="fr-FR" dir="ltr">')
    const main = mainOf(body)
    const title = french._({ id: 'notfound.title', message: 'Oops, you hit a 404' })
    const back = french._({ id: 'notfound.back', message: 'Back to home' })
    expect(main).toContain(asHtml(title))
    expect(main).toContain(asHtml(back))
    expect(main).toMatch(/<a href="\/fr-fr"[^>]*>/)
    if (title !== english._('notfound.title')) expect(main).not.toContain('Oops, you hit a 404')
  })

  it('in PRD, a non-production locale path is an English 404', async () => {
    await loadPages()
    const { status, body } = await settle(await visitWith({ ENVIRONMENT: 'PRD' }, '/ja-jp/contact'))
    expect(status).toBe(404)
    expect(body).toContain('<html lang="en-GB" dir="ltr">')
    expect(body).toContain('Oops, you hit a 404')
  })
})

describe('route validation failure', () => {
  it('answers 404 "Page Not Found: {path}" on the error page', async () => {
    const { status, body } = await settle(await visit('/insights/Bad_Slug'))
    expect(status).toBe(404)
    const main = mainOf(body)
    expect(main).toContain('Page Not Found: /insights/Bad_Slug')
    expect(main).toContain(asHtml(english._('errorpage.error_title')))
    expect(main).toContain(asHtml(english._('errorpage.error_back')))
    expect(main).toMatch(/<a href="\/"[^>]*>/)
    expect(main).not.toContain('Oops, you hit a 404')
  })

  it('names the full path, locale prefix and query included, and shows the page in that locale', async () => {
    const { status, body } = await settle(await visit('/fr-fr/apercus/Mauvais_Slug?page=2'))
    expect(status).toBe(404)
    expect(body).toContain('<html lang="fr-FR" dir="ltr">')
    const main = mainOf(body)
    expect(main).toContain('Page Not Found: /fr-fr/apercus/Mauvais_Slug?page=2')
    expect(main).toContain(asHtml(french._('errorpage.error_title')))
    expect(main).toMatch(/<a href="\/fr-fr"[^>]*>/)
  })

  it('applies to every parameter route', async () => {
    for (const path of [
      '/events/Bad_Slug',
      '/display-solutions/Bad_Category',
      '/display-solutions/a/b/bad%20ctn',
      '/downloads/Bad_Folder',
      '/Bad_Page',
    ]) {
      const { status, body } = await settle(await visit(path))
      expect({ path, status }).toEqual({ path, status: 404 })
      expect(body).toContain(`Page Not Found: ${path}`)
    }
  })
})

describe('unhandled errors', () => {
  it('answer 500 with the error page: icon, title, text and back-to-home button', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    clearContentCache()
    const { status, body } = await settle(await visitWith({ CONTENT: brokenKv }, '/about-us'))
    expect(status).toBe(500)
    const main = mainOf(body)
    expect(main).toContain(asHtml(english._('errorpage.error_title')))
    expect(main).toContain(asHtml(english._('errorpage.error_text')))
    expect(main).toContain(asHtml(english._('errorpage.error_back')))
    expect(main).toContain('data-icon="error"')
    expect(main).not.toContain('Page Not Found')
    expect(main).not.toContain('KV unavailable')
    expect(body).toContain('<html lang="en-GB" dir="ltr">')
    expect(logged).toHaveBeenCalled()
  })

  it('show the error page in the locale of the path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    clearContentCache()
    // A content page (the contact page keeps its form when the content store fails: see forms-pages.test.ts).
    const { status, body } = await settle(await visitWith({ CONTENT: brokenKv }, '/de-de/innovationen/wave'))
    expect(status).toBe(500)
    expect(body).toContain('<html lang="de-DE" dir="ltr">')
    expect(mainOf(body)).toContain(asHtml(i18nFor(localeFor('de-de', 'LOCAL'))._('errorpage.error_title')))
    expect(mainOf(body)).toMatch(/<a href="\/de-de"[^>]*>/)
  })

  it('a list that cannot be loaded shows its own failure message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    clearContentCache()
    const { status, body } = await settle(await visitWith({ CONTENT: brokenKv }, '/careers'))
    expect(status).toBe(200)
    expect(mainOf(body)).toContain('Something went wrong while trying to load the job openings. Please try again later.')
    const events = await settle(await visitWith({ CONTENT: brokenKv }, '/events'))
    expect(mainOf(events.body)).toContain(asHtml(english._('events.load_failed')))
    const downloads = await settle(await visitWith({ CONTENT: brokenKv }, '/downloads'))
    expect(mainOf(downloads.body)).toContain('Some downloads could not be fetched from the server. Please try again in a few minutes.')
  })
})

describe('the API', () => {
  it('answers an unknown endpoint with a JSON 404', async () => {
    const response = await visit('/api/unknown')
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await response.json()).toMatchObject({ statusCode: 404 })
  })

  it('answers a JSON 404 at any depth, also for a same-origin POST', async () => {
    for (const [path, method] of [
      ['/api/no/such/thing', 'GET'],
      ['/api/unknown', 'POST'],
    ] as const) {
      const token = 'test-csrf-token-0123456789abcdefghijkl'
      const headers = { Origin: ORIGIN, Cookie: `csrf=${token}`, 'X-CSRF-Token': token, 'Content-Type': 'application/json' }
      const response = await visit(path, { method, headers, ...(method === 'POST' ? { body: '{}' } : {}) })
      expect({ path, method, status: response.status }).toEqual({ path, method, status: 404 })
      expect(await response.json()).toMatchObject({ statusCode: 404 })
    }
  })
})

describe('logging', () => {
  function consoleSpy() {
    return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  }

  function logEverything(environment: 'LOCAL' | 'DEV' | 'UAT' | 'PRD', debugCookie: boolean) {
    const sink = consoleSpy()
    const logger = createLogger(logLevelFor(environment, debugCookie), sink)
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    logger.error('e', { detail: 1 })
    return sink
  }

  it('PRD logs only errors, with or without the debug cookie', () => {
    for (const debugCookie of [false, true]) {
      const sink = logEverything('PRD', debugCookie)
      expect(sink.debug).not.toHaveBeenCalled()
      expect(sink.info).not.toHaveBeenCalled()
      expect(sink.warn).not.toHaveBeenCalled()
      expect(sink.error).toHaveBeenCalledTimes(1)
      expect(sink.error.mock.calls[0]).toEqual([expect.stringContaining('e'), { detail: 1 }])
    }
  })

  it('outside PRD the debug cookie turns on debug logs', () => {
    for (const environment of ['LOCAL', 'DEV', 'UAT'] as const) {
      const quiet = logEverything(environment, false)
      expect(quiet.debug).not.toHaveBeenCalled()
      expect(quiet.warn).toHaveBeenCalledTimes(1)
      expect(quiet.error).toHaveBeenCalledTimes(1)
      const verbose = logEverything(environment, true)
      expect(verbose.debug).toHaveBeenCalledTimes(1)
      expect(verbose.info).toHaveBeenCalledTimes(1)
    }
    expect(logLevelFor('LOCAL', true)).toBe('debug')
    expect(logLevelFor('PRD', true)).toBe('error')
  })

  it('a PRD request that fails logs the error but no warnings', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const infos = vi.spyOn(console, 'info').mockImplementation(() => {})
    clearContentCache()
    const { status } = await settle(await visitWith({ ENVIRONMENT: 'PRD', CONTENT: brokenKv }, '/sustainability-unknown'))
    expect(status).toBe(500)
    expect(errors).toHaveBeenCalled()
    expect(warnings).not.toHaveBeenCalled()
    expect(infos).not.toHaveBeenCalled()
  })
})

describe('?debug=on', () => {
  it('sets a 14-day debug cookie outside PRD', async () => {
    const { headers } = await settle(await visit('/contact?debug=on'))
    const cookie = headers.get('Set-Cookie') ?? ''
    const parts = cookie.split(';').map((part) => part.trim().toLowerCase())
    expect(parts[0]).toMatch(new RegExp(`^${DEBUG_COOKIE.name}=.+`))
    expect(parts).toEqual(expect.arrayContaining([`max-age=${14 * 24 * 60 * 60}`, 'path=/']))
    expect(DEBUG_COOKIE.maxAgeSeconds).toBe(1209600)
  })

  it('?debug=off clears it', async () => {
    const { headers } = await settle(await visit('/contact?debug=off'))
    expect(headers.get('Set-Cookie') ?? '').toMatch(/^debug=;.*Max-Age=0/i)
  })

  it('sets no cookie in PRD', async () => {
    for (const query of ['?debug=on', '?debug=off']) {
      const { headers } = await settle(await visitWith({ ENVIRONMENT: 'PRD' }, `/contact${query}`))
      expect(headers.get('Set-Cookie') ?? '').not.toMatch(/debug=/)
    }
  })
})
