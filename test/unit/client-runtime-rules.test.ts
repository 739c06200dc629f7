/**
 * The decisions of the client runtime that do not need a browser: reconnect backoff, the reload
 * guard, which clicks swap pages, prefetch limits, the loading bar's progress, the preview
 * socket's refusals, consent and which tags load.
 */
import { describe, expect, it } from 'vitest'
import { BACKOFF_INITIAL_MS, BACKOFF_MAX_MS, isRefusal, nominalDelay, reconnectDelay } from '../../ui/client/backoff.ts'
import { type ClickFacts, type LinkFacts, clickOutcome, linkOutcome } from '../../ui/client/link-rules.ts'
import { LOADING_BAR, estimatedProgress } from '../../ui/client/loading-bar.ts'
import { PREFETCH_CONCURRENCY, limited, prefetchAllowed, prefetchesRunning } from '../../ui/client/prefetch.ts'
import { RELOAD_GUARD_KEY, RELOAD_GUARD_TTL_MS, reloadOnce } from '../../ui/client/reload-guard.ts'
import { tagsToLoad } from '../../ui/client/third-party.ts'
import { consentCookieValue, consentFor, grants, parseConsentCookie } from '../../ui/consent/categories.ts'
import type { ThirdPartyTag } from '../../ui/consent/third-party.ts'
import { PROGRESS_BAR_COLOUR } from '../../ui/styles/brand.ts'

describe('reconnect backoff', () => {
  it('starts at 1 s and doubles up to 20 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(nominalDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 20_000, 20_000, 20_000])
    expect(BACKOFF_INITIAL_MS).toBe(1_000)
    expect(BACKOFF_MAX_MS).toBe(20_000)
  })

  it('adds jitter below the nominal delay, never above it and never below half of it', () => {
    for (const attempt of [0, 1, 2, 3, 4, 5, 8]) {
      const nominal = nominalDelay(attempt)
      expect(reconnectDelay(attempt, () => 0)).toBe(nominal)
      expect(reconnectDelay(attempt, () => 0.999999)).toBeGreaterThanOrEqual(nominal / 2)
      for (let draw = 0; draw < 50; draw++) {
        const delay = reconnectDelay(attempt)
        expect(delay).toBeLessThanOrEqual(nominal)
        expect(delay).toBeGreaterThanOrEqual(nominal / 2)
      }
    }
    const spread = new Set(Array.from({ length: 20 }, () => reconnectDelay(3)))
    expect(spread.size).toBeGreaterThan(1)
  })
})

describe('reload guard', () => {
  function memoryStorage(initial: Record<string, string> = {}) {
    const values = new Map(Object.entries(initial))
    return {
      values,
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    }
  }

  it('reloads once, then holds further reloads of the same page back for 10 s', () => {
    const storage = memoryStorage()
    let now = 1_000_000
    let reloads = 0
    const deps = { storage, now: () => now, reload: () => reloads++ }
    expect(reloadOnce('/events', deps)).toBe(true)
    expect(reloads).toBe(1)
    expect(JSON.parse(storage.values.get(RELOAD_GUARD_KEY)!)).toEqual({ path: '/events', expires: 1_000_000 + RELOAD_GUARD_TTL_MS })
    // The reloaded page fails again straight away: no second reload, no loop.
    now += 500
    expect(reloadOnce('/events', deps)).toBe(false)
    now += RELOAD_GUARD_TTL_MS - 600
    expect(reloadOnce('/events', deps)).toBe(false)
    expect(reloads).toBe(1)
    // Once the entry has expired, a new failure may reload again.
    now += 200
    expect(reloadOnce('/events', deps)).toBe(true)
    expect(reloads).toBe(2)
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000)
  })

  it('does not hold back a reload of another page', () => {
    const storage = memoryStorage()
    let reloads = 0
    const deps = { storage, now: () => 5, reload: () => reloads++ }
    reloadOnce('/events', deps)
    expect(reloadOnce('/insights', deps)).toBe(true)
    expect(reloads).toBe(2)
  })

  it('treats a garbled entry as none', () => {
    let reloads = 0
    expect(reloadOnce('/', { storage: memoryStorage({ [RELOAD_GUARD_KEY]: '{oops' }), now: () => 1, reload: () => reloads++ })).toBe(true)
    expect(reloads).toBe(1)
  })

  it('never reloads when session storage refuses to keep the entry (a loop would follow)', () => {
    let reloads = 0
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
    }
    expect(reloadOnce('/', { storage: refusing, now: () => 1, reload: () => reloads++ })).toBe(false)
    expect(reloads).toBe(0)
  })
})

describe('link rules', () => {
  const here = new URL('http://127.0.0.1:8787/insights?page=2#top')
  const link = (href: string, extra: Partial<LinkFacts> = {}): LinkFacts => ({ href, target: '', download: false, noSwap: false, ...extra })
  const click = (extra: Partial<ClickFacts> = {}): ClickFacts => ({
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    ...extra,
  })

  it('swaps same-origin pages, relative or absolute, with or without query and hash', () => {
    for (const href of [
      '/events',
      'events',
      '/insights',
      '/insights?page=3',
      'http://127.0.0.1:8787/fr-fr',
      '/events#past-events',
      '?page=3',
    ]) {
      expect({ href, outcome: clickOutcome(link(href), click(), here) }).toEqual({ href, outcome: 'swap' })
    }
  })

  it('leaves other origins, schemes, files and hash-only changes to the browser', () => {
    for (const href of [
      'https://www.example.com/',
      '//evil.example/',
      'http://127.0.0.1:9999/events',
      'mailto:sales@example.com',
      'tel:+441234',
      '/sitemap.xml',
      '/files/manual.pdf',
      '#main-content',
      '/insights?page=2#related',
    ]) {
      expect({ href, outcome: linkOutcome(href, here) }).toEqual({ href, outcome: 'browser' })
    }
  })

  it('refuses javascript: links however they are written', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:void(0)', ' java\tscript:alert(1)', 'javascript:']) {
      expect(clickOutcome(link(href), click(), here)).toBe('refuse')
    }
  })

  it('leaves modifier keys, other buttons, targets, downloads, data-no-swap and handled clicks to the browser', () => {
    expect(clickOutcome(link('/events'), click({ metaKey: true }), here)).toBe('browser')
    expect(clickOutcome(link('/events'), click({ ctrlKey: true }), here)).toBe('browser')
    expect(clickOutcome(link('/events'), click({ shiftKey: true }), here)).toBe('browser')
    expect(clickOutcome(link('/events'), click({ altKey: true }), here)).toBe('browser')
    expect(clickOutcome(link('/events'), click({ button: 1 }), here)).toBe('browser')
    expect(clickOutcome(link('/events'), click({ defaultPrevented: true }), here)).toBe('browser')
    expect(clickOutcome(link('/events', { target: '_blank' }), click(), here)).toBe('browser')
    expect(clickOutcome(link('/events', { target: '_self' }), click(), here)).toBe('swap')
    expect(clickOutcome(link('/events', { download: true }), click(), here)).toBe('browser')
    expect(clickOutcome(link('/events', { noSwap: true }), click(), here)).toBe('browser')
  })
})

describe('prefetch', () => {
  it('is skipped in data-saver mode and on 2g connections', () => {
    expect(prefetchAllowed(undefined)).toBe(true)
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true)
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true)
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false)
  })

  it('runs at most 4 fetches at a time and starts the next as one ends', async () => {
    expect(PREFETCH_CONCURRENCY).toBe(4)
    let peak = 0
    const finishers: Array<() => void> = []
    const task = () =>
      new Promise<void>((resolve) => {
        peak = Math.max(peak, prefetchesRunning())
        finishers.push(resolve)
      })
    const all = Array.from({ length: 10 }, () => limited(task))
    await Promise.resolve()
    expect(prefetchesRunning()).toBe(4)
    expect(finishers).toHaveLength(4)
    while (finishers.length) {
      finishers.shift()!()
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(prefetchesRunning()).toBeLessThanOrEqual(4)
    }
    await Promise.all(all)
    expect(peak).toBe(4)
    expect(prefetchesRunning()).toBe(0)
  })
})

describe('loading bar', () => {
  it('has the constants of SPEC.md point 9', () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 2000, heightPx: 3, colour: '#0f5291' })
    expect(PROGRESS_BAR_COLOUR).toBe('#0f5291')
  })

  it('fills steadily over the duration without ever claiming to be done', () => {
    expect(estimatedProgress(0)).toBe(0)
    expect(estimatedProgress(1000)).toBeLessThan(estimatedProgress(2000))
    expect(estimatedProgress(2000)).toBeGreaterThan(60)
    expect(estimatedProgress(60_000)).toBeLessThan(100)
  })
})

describe('preview socket refusals', () => {
  it('gives up on graphql-ws 4xx close codes, reconnects on others (busy, going away, internal error)', () => {
    for (const code of [4400, 4401, 4403, 4406, 4409, 4429, 4499]) expect(isRefusal(code)).toBe(true)
    for (const code of [1000, 1001, 1006, 1011, 1013, 4500, 4504]) expect(isRefusal(code)).toBe(false)
  })
})

describe('consent', () => {
  it('remembers the granted categories in a versioned cookie value, necessary always included', () => {
    expect(consentCookieValue(['statistic', 'necessary'])).toBe('v1.necessary.statistic')
    expect(consentCookieValue([])).toBe('v1.necessary')
    expect(parseConsentCookie('v1.necessary.statistic')).toEqual(['necessary', 'statistic'])
    expect(parseConsentCookie('v1.marketing')).toEqual(['necessary', 'marketing'])
  })

  it('treats no cookie, another version or unknown categories as not decided', () => {
    for (const value of [undefined, '', 'v0.necessary', 'v1.necessary.tracking', 'yes']) expect(parseConsentCookie(value)).toBeNull()
  })

  it('accept grants everything, deny only what is necessary, save the ticked categories', () => {
    expect(consentFor('accept')).toEqual(['necessary', 'functional', 'statistic', 'marketing', 'unclassified'])
    expect(consentFor('deny', ['marketing'])).toEqual(['necessary'])
    expect(consentFor('save', ['marketing', 'bogus'])).toEqual(['necessary', 'marketing'])
    expect(grants(null, 'necessary')).toBe(true)
    expect(grants(null, 'statistic')).toBe(false)
  })

  it('loads a tag only once its category is granted, and each tag once', () => {
    const tags: ThirdPartyTag[] = [
      { name: 'consentManager', category: 'necessary', kind: 'script', src: 'https://cm.example/uc.js' },
      { name: 'tagManager', category: 'statistic', kind: 'script', src: 'https://tm.example/gtm.js' },
      { name: 'insightTracker', category: 'marketing', kind: 'script', src: 'https://in.example/insight.js' },
      { name: 'webFont', category: 'functional', kind: 'stylesheet', src: 'https://fonts.example/css' },
    ]
    const names = (list: ThirdPartyTag[]) => list.map((tag) => tag.name)
    expect(names(tagsToLoad(tags, null, new Set()))).toEqual(['consentManager'])
    expect(names(tagsToLoad(tags, ['necessary'], new Set()))).toEqual(['consentManager'])
    expect(names(tagsToLoad(tags, ['necessary', 'statistic'], new Set(['consentManager'])))).toEqual(['tagManager'])
    expect(names(tagsToLoad(tags, consentFor('accept'), new Set(['consentManager', 'tagManager'])))).toEqual(['insightTracker', 'webFont'])
  })
})
