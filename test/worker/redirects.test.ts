/**
 * Content-managed redirects (SPEC.md point 2 "Redirect step", points 4, 7 and 9): exact and
 * all-locale matches, the redirect's own status, the 5-minute cache, failures, no open redirect,
 * and GET /api/redirects.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { seed } from '../../kv-seed/seed.ts'
import type { Logger } from '../../ui/log/logger.ts'
import { REDIRECTS_KV_KEY, type Redirect, RedirectList, redirectFor, sanitiseRedirects } from '../../worker/content/redirects.ts'
import { ORIGIN, visit, visitWith } from './helpers.ts'

function spyLogger() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Logger
}

const FIVE_MINUTES = 5 * 60 * 1000

/** A KV whose redirect list is whatever `value` holds when it is read; counts the reads. */
function redirectKv(value: () => unknown) {
  const kv = {
    reads: 0,
    async get(key: string, type?: string) {
      kv.reads++
      expect(key).toBe(REDIRECTS_KV_KEY)
      expect(type).toBe('json')
      const current = value()
      return current === undefined ? null : structuredClone(current)
    },
  }
  return kv
}

async function indexOf(redirects: unknown[]) {
  const list = new RedirectList(() => 0)
  const { index } = await list.current(redirectKv(() => redirects) as unknown as KVNamespace, spyLogger())
  return index
}

const VALID: Redirect[] = [
  { from: '/old-products', to: '/display-solutions', redirecttype: 301, enableForAllLocales: true },
  { from: '/signage', to: '/display-solutions/signage-displays', redirecttype: 301, enableForAllLocales: false },
  { from: '/spring-promotion', to: '/events', redirecttype: 302, enableForAllLocales: true },
  { from: '/about', to: '/about-us', redirecttype: 308, enableForAllLocales: false },
  { from: '/wave', to: '/innovations/wave', redirecttype: 307, enableForAllLocales: false },
  { from: '/de-de/wave', to: '/de-de/innovationen/wave', redirecttype: 307, enableForAllLocales: false },
  { from: '/linkedin', to: 'https://www.linkedin.com/company/example-displays', redirecttype: 302, enableForAllLocales: true },
  { from: '/Mixed-Case/', to: '/contact', redirecttype: 301, enableForAllLocales: false },
  { from: '/everywhere-home', to: '/', redirecttype: 302, enableForAllLocales: true },
]

const INVALID: unknown[] = [
  { from: '/bad-status', to: '/contact', redirecttype: 200, enableForAllLocales: false },
  { from: '/bad-status-text', to: '/contact', redirecttype: 'moved', enableForAllLocales: false },
  { from: '/bad-status-404', to: '/contact', redirecttype: 404, enableForAllLocales: true },
  { from: '/evil-protocol-relative', to: '//evil.example', redirecttype: 301, enableForAllLocales: true },
  { from: '/evil-backslash', to: '/\\evil.example', redirecttype: 301, enableForAllLocales: false },
  { from: '/evil-javascript', to: 'javascript:alert(1)', redirecttype: 302, enableForAllLocales: false },
  { from: '/evil-javascript-mixed', to: 'JaVaScRiPt:alert(1)', redirecttype: 302, enableForAllLocales: false },
  { from: '/evil-tab', to: '/\t/evil.example', redirecttype: 302, enableForAllLocales: false },
  { from: '/evil-data', to: 'data:text/html,<script>alert(1)</script>', redirecttype: 302, enableForAllLocales: false },
  { from: '/no-target', redirecttype: 301, enableForAllLocales: false },
  { from: 'no-leading-slash', to: '/contact', redirecttype: 301, enableForAllLocales: false },
  'a string',
  42,
]

describe('redirectFor', () => {
  it('matches a path exactly and uses the redirect’s own status', async () => {
    const index = await indexOf(VALID)
    expect(redirectFor(index, '/old-products', '', 'LOCAL')).toEqual({ location: '/display-solutions', status: 301 })
    expect(redirectFor(index, '/spring-promotion', '', 'LOCAL')).toEqual({ location: '/events', status: 302 })
    expect(redirectFor(index, '/wave', '', 'LOCAL')).toEqual({ location: '/innovations/wave', status: 307 })
    expect(redirectFor(index, '/about', '', 'LOCAL')).toEqual({ location: '/about-us', status: 308 })
    expect(redirectFor(index, '/de-de/wave', '', 'LOCAL')).toEqual({ location: '/de-de/innovationen/wave', status: 307 })
    expect(redirectFor(index, '/about-us', '', 'LOCAL')).toBeUndefined()
    expect(redirectFor(index, '/old-products/more', '', 'LOCAL')).toBeUndefined()
  })

  it('matches with a locale prefix only when enableForAllLocales, keeping the prefix on internal targets', async () => {
    const index = await indexOf(VALID)
    expect(redirectFor(index, '/fr-fr/old-products', '', 'LOCAL')).toEqual({ location: '/fr-fr/solutions-d-affichage', status: 301 })
    expect(redirectFor(index, '/es-es/spring-promotion', '', 'PRD')).toEqual({ location: '/es-es/events', status: 302 })
    expect(redirectFor(index, '/ja-jp/old-products', '', 'LOCAL')).toEqual({ location: '/ja-jp/display-solutions', status: 301 })
    expect(redirectFor(index, '/de-de/everywhere-home', '', 'LOCAL')).toEqual({ location: '/de-de', status: 302 })
    expect(redirectFor(index, '/fr-fr/signage', '', 'LOCAL')).toBeUndefined()
    expect(redirectFor(index, '/fr-fr/about', '', 'LOCAL')).toBeUndefined()
    expect(redirectFor(index, '/fr-fr/de-de/wave', '', 'LOCAL')).toBeUndefined()
  })

  it('localises an internal target that is a named route, and keeps the prefix on other paths', async () => {
    const index = await indexOf([
      { from: '/old-insights', to: '/insights?category=retail#top', redirecttype: 301, enableForAllLocales: true },
      { from: '/old-about', to: '/about-us/sustainability', redirecttype: 308, enableForAllLocales: true },
    ])
    expect(redirectFor(index, '/es-es/old-insights', '', 'LOCAL')!.location).toBe('/es-es/comunicacion?category=retail#top')
    expect(redirectFor(index, '/de-de/old-about', '', 'LOCAL')!.location).toBe('/de-de/about-us/sustainability')
    expect(redirectFor(index, '/old-insights', '', 'LOCAL')!.location).toBe('/insights?category=retail#top')
  })

  it('does not put the locale prefix on external targets', async () => {
    const index = await indexOf(VALID)
    expect(redirectFor(index, '/linkedin', '', 'LOCAL')).toEqual({
      location: 'https://www.linkedin.com/company/example-displays',
      status: 302,
    })
    expect(redirectFor(index, '/it-it/linkedin', '', 'LOCAL')).toEqual({
      location: 'https://www.linkedin.com/company/example-displays',
      status: 302,
    })
  })

  it('only treats active locales as prefixes (no ja-jp in PRD)', async () => {
    const index = await indexOf(VALID)
    expect(redirectFor(index, '/ja-jp/old-products', '', 'PRD')).toBeUndefined()
    expect(redirectFor(index, '/fr-ch/old-products', '', 'PRD')).toBeUndefined()
    expect(redirectFor(index, '/fr-ch/old-products', '', 'UAT')).toEqual({ location: '/fr-ch/solutions-d-affichage', status: 301 })
  })

  it('keeps the query string', async () => {
    const index = await indexOf(VALID)
    expect(redirectFor(index, '/old-products', '?utm_source=mail&b=2', 'LOCAL')).toEqual({
      location: '/display-solutions?utm_source=mail&b=2',
      status: 301,
    })
    expect(redirectFor(index, '/fr-fr/old-products', '?a=1', 'LOCAL')!.location).toBe('/fr-fr/solutions-d-affichage?a=1')
    expect(redirectFor(index, '/linkedin', '?a=1', 'LOCAL')!.location).toBe('https://www.linkedin.com/company/example-displays?a=1')
  })

  it('ignores trailing slashes and letter case on both sides', async () => {
    const index = await indexOf(VALID)
    expect(redirectFor(index, '/old-products/', '', 'LOCAL')!.location).toBe('/display-solutions')
    expect(redirectFor(index, '/OLD-Products', '', 'LOCAL')!.location).toBe('/display-solutions')
    expect(redirectFor(index, '/mixed-case', '', 'LOCAL')).toEqual({ location: '/contact', status: 301 })
    expect(redirectFor(index, '/MIXED-CASE//', '', 'LOCAL')).toEqual({ location: '/contact', status: 301 })
    expect(redirectFor(index, '/FR-FR/Old-Products/', '', 'LOCAL')!.location).toBe('/fr-fr/solutions-d-affichage')
  })

  it('ignores invalid entries (bad status, unsafe or off-site targets) and keeps the valid ones', async () => {
    const logger = spyLogger()
    const kept = sanitiseRedirects([...INVALID, ...VALID], logger)
    expect(kept).toEqual(VALID)
    expect(logger.warn).toHaveBeenCalledTimes(INVALID.length)
    const index = await indexOf([...INVALID, ...VALID])
    for (const item of INVALID) {
      const from = (item as { from?: unknown } | null)?.from
      if (typeof from !== 'string') continue
      expect(redirectFor(index, from, '', 'LOCAL'), from).toBeUndefined()
      expect(redirectFor(index, `/fr-fr${from}`, '', 'LOCAL'), from).toBeUndefined()
    }
  })
})

describe('entries that are not objects', () => {
  it('a null or empty entry is ignored like any invalid one, the rest of the list still applies', async () => {
    const logger = spyLogger()
    expect(sanitiseRedirects([null, ...VALID, undefined], logger)).toEqual(VALID)
    expect(logger.error).not.toHaveBeenCalled()
    const list = new RedirectList(() => 0)
    const { redirects, index } = await list.current(redirectKv(() => [null, ...VALID]) as unknown as KVNamespace, logger)
    expect(redirects).toEqual(VALID)
    expect(redirectFor(index, '/old-products', '', 'LOCAL')).toEqual({ location: '/display-solutions', status: 301 })
    expect(logger.error).not.toHaveBeenCalled()
  })
})

describe('RedirectList cache', () => {
  it('serves the loaded list for 5 minutes, then reloads it from KV', async () => {
    let now = 1_000_000
    const list = new RedirectList(() => now)
    const logger = spyLogger()
    const kv = env.CONTENT
    await kv.put(REDIRECTS_KV_KEY, JSON.stringify([VALID[0]]))
    expect((await list.current(kv, logger)).redirects).toEqual([VALID[0]])

    await kv.put(REDIRECTS_KV_KEY, JSON.stringify([VALID[1], VALID[2]]))
    now += 60 * 1000
    expect((await list.current(kv, logger)).redirects).toEqual([VALID[0]])
    now = 1_000_000 + FIVE_MINUTES - 1
    const cached = await list.current(kv, logger)
    expect(cached.redirects).toEqual([VALID[0]])
    expect(redirectFor(cached.index, '/old-products', '', 'LOCAL')).toBeDefined()

    now = 1_000_000 + FIVE_MINUTES + 1
    const fresh = await list.current(kv, logger)
    expect(fresh.redirects).toEqual([VALID[1], VALID[2]])
    expect(redirectFor(fresh.index, '/old-products', '', 'LOCAL')).toBeUndefined()
    expect(redirectFor(fresh.index, '/spring-promotion', '', 'LOCAL')).toEqual({ location: '/events', status: 302 })
    expect(logger.error).not.toHaveBeenCalled()
  })

  it('reads KV once per 5 minutes, also for concurrent requests', async () => {
    let now = 0
    const kv = redirectKv(() => VALID)
    const list = new RedirectList(() => now)
    const logger = spyLogger()
    await Promise.all([list.current(kv as unknown as KVNamespace, logger), list.current(kv as unknown as KVNamespace, logger)])
    expect(kv.reads).toBe(1)
    for (now = 0; now < FIVE_MINUTES; now += 30_000) await list.current(kv as unknown as KVNamespace, logger)
    expect(kv.reads).toBe(1)
    now = FIVE_MINUTES + 1
    await list.current(kv as unknown as KVNamespace, logger)
    expect(kv.reads).toBe(2)
  })

  it('an empty KV is an empty list', async () => {
    await env.CONTENT.delete(REDIRECTS_KV_KEY)
    const { redirects } = await new RedirectList(() => 0).current(env.CONTENT, spyLogger())
    expect(redirects).toEqual([])
  })

  it('a failed load is logged as an error and yields an empty list', async () => {
    let now = 0
    let failing = true
    const kv = {
      get: vi.fn(async () => {
        if (failing) throw new Error('KV is down')
        return structuredClone(VALID)
      }),
    }
    const logger = spyLogger()
    const list = new RedirectList(() => now)
    const result = await list.current(kv as unknown as KVNamespace, logger)
    expect(result.redirects).toEqual([])
    expect(redirectFor(result.index, '/old-products', '', 'LOCAL')).toBeUndefined()
    expect(logger.error).toHaveBeenCalledTimes(1)
    expect(String(logger.error.mock.calls[0]![1] ?? logger.error.mock.calls[0]![0])).toContain('KV is down')

    // Once KV answers again, the list is loaded at the latest when the 5 minutes are over.
    failing = false
    now = FIVE_MINUTES + 1
    expect((await list.current(kv as unknown as KVNamespace, logger)).redirects).toEqual(VALID)
  })

  it('a list that is not JSON or not an array is logged and yields an empty list', async () => {
    for (const stored of ['{not json', JSON.stringify({ data: VALID })]) {
      await env.CONTENT.put(REDIRECTS_KV_KEY, stored)
      const logger = spyLogger()
      const { redirects } = await new RedirectList(() => 0).current(env.CONTENT, logger)
      expect(redirects).toEqual([])
      expect(logger.error).toHaveBeenCalledTimes(1)
    }
  })
})

/**
 * Over HTTP, the worker's own list is cached for 5 minutes per isolate (one isolate per test
 * file): every test writes the same list before its first request, so whichever test runs first
 * loads it.
 */
const HTTP_REDIRECTS: unknown[] = [...VALID, ...INVALID, ...(seed.redirects as unknown[])]

async function useRedirects(): Promise<void> {
  await env.CONTENT.put(REDIRECTS_KV_KEY, JSON.stringify(HTTP_REDIRECTS))
}

async function expectRedirect(path: string, status: number, location: string) {
  const response = await visit(path)
  await response.arrayBuffer()
  expect({ path, status: response.status, location: response.headers.get('Location') }).toEqual({ path, status, location })
}

async function expectNoRedirect(path: string) {
  const response = await visit(path)
  await response.arrayBuffer()
  expect({ path, status: response.status, location: response.headers.get('Location') }).toEqual({ path, status: 404, location: null })
}

describe('redirects on navigation (HTTP)', () => {
  it('honours each redirect status', async () => {
    await useRedirects()
    await expectRedirect('/old-products', 301, '/display-solutions')
    await expectRedirect('/spring-promotion', 302, '/events')
    await expectRedirect('/wave', 307, '/innovations/wave')
    await expectRedirect('/about', 308, '/about-us')
    await expectRedirect('/de-de/wave', 307, '/de-de/innovationen/wave')
  })

  it('matches under any locale prefix only when enableForAllLocales', async () => {
    await useRedirects()
    await expectRedirect('/fr-fr/old-products', 301, '/fr-fr/solutions-d-affichage')
    await expectRedirect('/en-us/spring-promotion', 302, '/en-us/events')
    await expectRedirect('/ja-jp/spring-promotion', 302, '/ja-jp/events')
    await expectRedirect('/it-it/linkedin', 302, 'https://www.linkedin.com/company/example-displays')
    await expectNoRedirect('/fr-fr/signage')
    await expectNoRedirect('/es-es/about')
  })

  it('keeps the query string and normalises trailing slash and case', async () => {
    await useRedirects()
    await expectRedirect('/old-products?utm_source=mail&b=2', 301, '/display-solutions?utm_source=mail&b=2')
    await expectRedirect('/de-de/old-products?x=1', 301, '/de-de/displaylosungen?x=1')
    await expectRedirect('/Old-Products/', 301, '/display-solutions')
    await expectRedirect('/MIXED-CASE', 301, '/contact')
  })

  it('never redirects to another host or a script (no open redirect)', async () => {
    await useRedirects()
    for (const item of INVALID) {
      const from = (item as { from?: unknown } | null)?.from
      if (typeof from === 'string' && from.startsWith('/')) await expectNoRedirect(from)
    }
    await expectNoRedirect('/fr-fr/evil-protocol-relative')
  })

  it('no redirect of the site leaves it: a path that starts with // or /\\ stays on this host', async () => {
    await useRedirects()
    for (const path of [
      '//evil.example/',
      '/\\evil.example/',
      '//evil.example//',
      '///evil.example/',
      '//evil.example/?x=1',
      '//evil.example',
    ]) {
      const response = await visit(path)
      await response.arrayBuffer()
      const location = response.headers.get('Location')
      if (location === null) continue
      expect({ path, target: new URL(location, ORIGIN).origin }).toEqual({ path, target: ORIGIN })
    }
  })

  it('does not redirect locale prefixes that PRD does not serve', async () => {
    await useRedirects()
    const response = await visitWith({ ENVIRONMENT: 'PRD' }, '/ja-jp/old-products')
    await response.arrayBuffer()
    expect(response.headers.get('Location')).toBeNull()
    expect(response.status).toBe(404)
  })

  it('GET /api/redirects returns { data } with from, to, redirecttype and enableForAllLocales', async () => {
    await useRedirects()
    const response = await visit('/api/redirects')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    const body = (await response.json()) as { data: Array<Record<string, unknown>> }
    expect(Object.keys(body)).toEqual(['data'])
    expect(body.data).toEqual([...VALID, ...seed.redirects])
    for (const item of body.data) {
      expect(Object.keys(item).sort()).toEqual(['enableForAllLocales', 'from', 'redirecttype', 'to'])
      expect(typeof item.from).toBe('string')
      expect(typeof item.to).toBe('string')
      expect(typeof item.redirecttype).toBe('number')
      expect(typeof item.enableForAllLocales).toBe('boolean')
    }
  })
})
