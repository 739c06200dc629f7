/**
 * Live content preview and publishing on the server: the preview token and who may get it, the
 * subscription a preview page carries, its `next` message after a publish,
 * POST /publish, and the page cache it purges.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { LOCAL_PUBLISH_SECRET, PUBLISH_BATCH_SIZE } from '../../kv-seed/publish-changes.ts'
import { CONTENT_KEYS } from '../../ui/content/model.ts'
import { contentKeys } from '../../ui/content/published.ts'
import { app } from '../../worker/app.tsx'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { CONTENT_CHANGED_QUERY } from '../../worker/preview/preview-page.ts'
import { PREVIEW_COOKIE, isValidPreviewToken, previewToken } from '../../worker/preview/preview-token.ts'
import { PAGE_CACHE_HEADER } from '../../worker/render/page-cache.ts'
import { PUBLISH_MAX_ENTRIES } from '../../worker/publish/routes.ts'
import { subscribedSocket, subscriptionsHeld } from './preview-socket-client.ts'
import { ORIGIN, loadSeedFor, publishedSeedEntries, settle, visit, visitWith } from './helpers.ts'

/** A content page without a form: form pages carry a CSRF cookie, so they are never cached. */
const PAGE = '/about-us'
const PAGE_KEY = contentKeys.page('en-gb', '/about-us')

async function previewCookie(): Promise<string> {
  return `${PREVIEW_COOKIE.name}=${await previewToken(env.PREVIEW_SECRET!)}`
}

function subscription(body: string): { endpoint: string; query: string; variables: { keys: string[] } } | null {
  const match = /<script type="application\/json" id="content-preview"[^>]*>(.*?)<\/script>/.exec(body)
  return match ? (JSON.parse(match[1]!) as ReturnType<typeof subscription> & object) : null
}

function publish(entries: Array<{ key: string; value: string }>, secret = LOCAL_PUBLISH_SECRET) {
  return visit('/publish', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
    body: JSON.stringify({ entries }),
  })
}

describe('entering preview mode', () => {
  it('outside PRD: /preview sets a signed, http-only token and opens the page', async () => {
    const response = await visit('/preview?path=/contact')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/contact')
    const cookie = response.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(/^preview=\d+\.[\w-]+;/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain(`Max-Age=${PREVIEW_COOKIE.maxAgeSeconds}`)
    const token = /^preview=([^;]+)/.exec(cookie)![1]!
    expect(await isValidPreviewToken(token, env.PREVIEW_SECRET)).toBe(true)
  })

  it('only opens pages of this site', async () => {
    for (const path of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const response = await visit(`/preview?path=${encodeURIComponent(path)}`)
      expect({ path, location: response.headers.get('Location') }).toEqual({ path, location: '/' })
    }
  })

  it('in PRD only with the secret, and nowhere without PREVIEW_SECRET', async () => {
    const secret = 'prd-preview-secret'
    expect((await visitWith({ ENVIRONMENT: 'PRD', PREVIEW_SECRET: secret }, '/preview?path=/contact')).status).toBe(404)
    expect((await visitWith({ ENVIRONMENT: 'PRD', PREVIEW_SECRET: secret }, '/preview?path=/contact&secret=wrong')).status).toBe(404)
    expect((await visitWith({ ENVIRONMENT: 'PRD', PREVIEW_SECRET: secret }, `/preview?path=/contact&secret=${secret}`)).status).toBe(302)
    expect((await visitWith({ PREVIEW_SECRET: '' }, '/preview?path=/contact')).status).toBe(404)
  })

  it('a token is refused when tampered with, expired or signed with another secret', async () => {
    const token = await previewToken('one-secret', 1_000)
    expect(await isValidPreviewToken(token, 'one-secret', 2_000)).toBe(true)
    expect(await isValidPreviewToken(token, 'other-secret', 2_000)).toBe(false)
    expect(await isValidPreviewToken(token, 'one-secret', 1_000 + PREVIEW_COOKIE.maxAgeSeconds * 1000 + 1)).toBe(false)
    const [expires, signature] = token.split('.')
    expect(await isValidPreviewToken(`${Number(expires) + 1}.${signature}`, 'one-secret', 2_000)).toBe(false)
    expect(await isValidPreviewToken('garbage', 'one-secret', 2_000)).toBe(false)
  })

  it('/preview/exit ends it', async () => {
    const response = await visit('/preview/exit?path=/contact', { headers: { Cookie: await previewCookie() } })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/contact')
    expect(response.headers.get('Set-Cookie')).toMatch(/^preview=;.*Max-Age=0/)
  })
})

describe('a page in preview mode', () => {
  it('carries its subscription (the keys it was rendered from) and the preview badge', async () => {
    await loadSeedFor([PAGE])
    const { body } = await settle(await visit(PAGE, { headers: { Cookie: await previewCookie() } }))
    const found = subscription(body)
    expect(found?.endpoint).toBe('/preview/socket')
    expect(found?.query).toBe(CONTENT_CHANGED_QUERY)
    expect(found?.variables.keys).toContain(PAGE_KEY)
    expect(found?.variables.keys).toContain(CONTENT_KEYS.navigation('en-gb'))
    expect(body).toContain('data-preview-badge=""')
    expect(body).toContain('href="/preview/exit?path=%2Fabout-us"')
  })

  it('reads KV, not the isolate cache: a change shows at once', async () => {
    await loadSeedFor([PAGE])
    const cookie = await previewCookie()
    const original = publishedSeedEntries().get(PAGE_KEY)!
    await settle(await visit(PAGE))
    await env.CONTENT.put(PAGE_KEY, JSON.stringify({ ...JSON.parse(original), title: 'About us, freshly edited' }))
    expect((await settle(await visit(PAGE, { headers: { Cookie: cookie } }))).body).toContain('About us, freshly edited')
    await env.CONTENT.put(PAGE_KEY, original)
    clearContentCache()
  })

  it('is not a preview without a valid token', async () => {
    await loadSeedFor([PAGE])
    expect(subscription((await settle(await visit(PAGE))).body)).toBeNull()
    const forged = `${PREVIEW_COOKIE.name}=${await previewToken('not-the-secret')}`
    const { body } = await settle(await visit(PAGE, { headers: { Cookie: forged } }))
    expect(subscription(body)).toBeNull()
    expect(body).not.toContain('data-preview-badge')
  })
})

describe('the content subscription (decision 040; the protocol in preview-socket.test.ts)', () => {
  it('gets a `next` message on the preview socket when a publish changes a key the page shows', async () => {
    await loadSeedFor([PAGE])
    const original = publishedSeedEntries().get(PAGE_KEY)!
    const socket = await subscribedSocket(await previewCookie(), [PAGE_KEY, 'globals/en-gb'])
    await subscriptionsHeld(1)

    // A change elsewhere is not this page's business.
    const elsewhere = await (await publish([{ key: 'test/unrelated', value: String(Date.now()) }])).json<{ notified: number }>()
    expect(elsewhere.notified).toBe(0)

    const changed = JSON.stringify({ ...JSON.parse(original), title: 'Contact us today' })
    const report = await (await publish([{ key: PAGE_KEY, value: changed }])).json<{ written: string[]; notified: number }>()
    expect(report.written).toEqual([PAGE_KEY])
    expect(report.notified).toBe(1)
    const next = await socket.next()
    expect(next).toMatchObject({ id: '1', type: 'next', payload: { data: { contentChanged: { keys: [PAGE_KEY] } } } })
    socket.close()
    await subscriptionsHeld(0)

    await publish([{ key: PAGE_KEY, value: original }])
    await env.CONTENT.delete('test/unrelated')
  })
})

describe('POST /publish', () => {
  it('needs the publish secret', async () => {
    const entries = [{ key: 'test/publish-auth', value: '1' }]
    expect((await publish(entries, 'wrong')).status).toBe(401)
    const none = await visit('/publish', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ entries }),
    })
    expect(none.status).toBe(401)
    await none.arrayBuffer()
    expect(await env.CONTENT.get('test/publish-auth')).toBeNull()
  })

  it('writes only what changed and reports it', async () => {
    await env.CONTENT.put('test/publish-a', 'same')
    const response = await publish([
      { key: 'test/publish-a', value: 'same' },
      { key: 'test/publish-b', value: 'new' },
    ])
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ written: ['test/publish-b'], unchanged: 1, purged: 0, notified: 0 })
    expect(await env.CONTENT.get('test/publish-b')).toBe('new')
    await env.CONTENT.delete('test/publish-a')
    await env.CONTENT.delete('test/publish-b')
  })

  it('keeps the partner stories the staff console published in an insights list the seed replaces', async () => {
    const key = CONTENT_KEYS.insights('en-gb')
    const before = await env.CONTENT.get(key)
    const item = (id: string, date: string) => ({ id, slug: id, title: id, summary: '', href: `/insights/${id}`, date, categoryId: 'news' })
    await env.CONTENT.put(
      key,
      JSON.stringify({
        categories: [],
        items: [item('partner-story-s1', '2026-11-20'), item('seed-old', '2026-01-01'), item('seed-a', '2026-05-01')],
      }),
    )
    // The seed's list: it no longer has seed-old, and it never had the partner's story.
    const response = await publish([{ key, value: JSON.stringify({ categories: [], items: [item('seed-a', '2026-05-01')] }) }])
    expect(response.status).toBe(200)
    expect(((await response.json()) as { written: string[] }).written).toEqual([key])
    const stored = JSON.parse((await env.CONTENT.get(key))!) as { items: Array<{ id: string }> }
    expect(stored.items.map((entry) => entry.id)).toEqual(['partner-story-s1', 'seed-a'])
    // Sending the same seed list again changes nothing.
    const again = await publish([{ key, value: JSON.stringify({ categories: [], items: [item('seed-a', '2026-05-01')] }) }])
    expect(((await again.json()) as { written: string[] }).written).toEqual([])
    if (before) await env.CONTENT.put(key, before)
    else await env.CONTENT.delete(key)
  })

  it('refuses malformed or oversized batches', async () => {
    expect(PUBLISH_BATCH_SIZE).toBe(PUBLISH_MAX_ENTRIES)
    const tooMany = Array.from({ length: PUBLISH_MAX_ENTRIES + 1 }, (_, index) => ({ key: `test/${index}`, value: '1' }))
    expect((await publish(tooMany)).status).toBe(422)
    const malformed = await visit('/publish', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${LOCAL_PUBLISH_SECRET}` },
      body: JSON.stringify({ entries: [{ key: '', value: 1 }] }),
    })
    expect(malformed.status).toBe(422)
    await malformed.arrayBuffer()
  })

  it('uses the LOCAL secret of wrangler.toml', () => {
    expect(env.PUBLISH_SECRET).toBe(LOCAL_PUBLISH_SECRET)
  })
})

describe('the page cache', () => {
  const CACHE_ON = { PAGE_CACHE_SECONDS: '60' }

  async function cachedVisit(path: string, init: RequestInit = {}) {
    const context = createExecutionContext()
    const response = await app.request(`${ORIGIN}${path}`, init, { ...env, ...CACHE_ON }, context)
    const settled = await settle(response)
    await waitOnExecutionContext(context)
    return settled
  }

  const nonceOf = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get('Content-Security-Policy') ?? '')?.[1]

  it('serves a page again from the cache, with the nonce of the new request in the HTML', async () => {
    await loadSeedFor([PAGE])
    const path = `${PAGE}?cache=nonce`
    const first = await cachedVisit(path)
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    const second = await cachedVisit(path)
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(second.headers.get('Cache-Control')).toBeNull()
    const nonce = nonceOf(second.headers)
    expect(nonce).toBeTruthy()
    expect(nonce).not.toBe(nonceOf(first.headers))
    const nonces = [...second.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])
    expect(nonces.length).toBeGreaterThan(0)
    expect(new Set(nonces)).toEqual(new Set([nonce]))
    expect(second.body.replace(/nonce="[^"]+"/g, '')).toBe(first.body.replace(/nonce="[^"]+"/g, ''))
  })

  it('keeps a copy in the isolate in front of the edge cache, each hit with its own nonce', async () => {
    await loadSeedFor([PAGE])
    const path = `${PAGE}?cache=memory`
    const first = await cachedVisit(path)
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    const edge = (caches as unknown as { default: Cache }).default
    const lookups = vi.spyOn(edge, 'match')
    const hits = [await cachedVisit(path), await cachedVisit(path)]
    expect(lookups).not.toHaveBeenCalled()
    lookups.mockRestore()
    for (const hit of hits) {
      expect(hit.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
      const nonce = nonceOf(hit.headers)
      expect(new Set([...hit.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]))
      expect(hit.body.replace(/nonce="[^"]+"/g, '')).toBe(first.body.replace(/nonce="[^"]+"/g, ''))
    }
    expect(nonceOf(hits[0]!.headers)).not.toBe(nonceOf(hits[1]!.headers))
  })

  it('keeps one copy per consent choice', async () => {
    await loadSeedFor([PAGE])
    const path = `${PAGE}?cache=consent`
    await cachedVisit(path)
    const decided = await cachedVisit(path, { headers: { Cookie: 'consent=v1.necessary' } })
    expect(decided.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    expect(decided.body).toContain('data-decided=""')
    expect((await cachedVisit(path)).body).not.toContain('data-decided=""')
  })

  it('never serves nor keeps pages of visitors with other cookies or in preview mode', async () => {
    await loadSeedFor([PAGE])
    const path = `${PAGE}?cache=private`
    const session = await cachedVisit(path, { headers: { Cookie: 'session=abc' } })
    expect(session.headers.get(PAGE_CACHE_HEADER)).toBeNull()
    expect((await cachedVisit(path)).headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    expect((await cachedVisit(path, { headers: { Cookie: 'session=abc' } })).headers.get(PAGE_CACHE_HEADER)).toBeNull()
    expect((await cachedVisit(path, { headers: { Cookie: await previewCookie() } })).headers.get(PAGE_CACHE_HEADER)).toBeNull()
    expect((await cachedVisit('/no-such-page-for-the-cache')).headers.get(PAGE_CACHE_HEADER)).toBeNull()
  })

  it('a publish of a key the page shows purges it', async () => {
    await loadSeedFor([PAGE])
    const path = `${PAGE}?cache=purge`
    const original = publishedSeedEntries().get(PAGE_KEY)!
    await cachedVisit(path)
    expect((await cachedVisit(path)).headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    const changed = JSON.stringify({ ...JSON.parse(original), title: 'About the purge test' })
    const report = await (await publish([{ key: PAGE_KEY, value: changed }])).json<{ purged: number }>()
    expect(report.purged).toBeGreaterThanOrEqual(1)
    const after = await cachedVisit(path)
    expect(after.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    expect(after.body).toContain('About the purge test')
    await publish([{ key: PAGE_KEY, value: original }])
  })
})

describe('GET /publish/catalogue (the publish command reads the PIM’s catalogue)', () => {
  it('needs the publish secret, and answers 404 while the PIM holds no catalogue', async () => {
    const none = await visit('/publish/catalogue')
    expect(none.status).toBe(401)
    await none.arrayBuffer()
    const wrong = await visit('/publish/catalogue', { headers: { Authorization: 'Bearer wrong' } })
    expect(wrong.status).toBe(401)
    await wrong.arrayBuffer()
    const empty = await visit('/publish/catalogue', { headers: { Authorization: `Bearer ${LOCAL_PUBLISH_SECRET}` } })
    expect(empty.status).toBe(404)
    await empty.arrayBuffer()
  })
})
