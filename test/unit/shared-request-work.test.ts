/**
 * The per-request work every request shares, made cheap (docs/decisions/045-shared-request-work.md):
 * URL parts read from the request URL string equal `new URL()`'s; the CSP nonce is 128 random bits,
 * base64, never repeated, also across refills of its pool; the router's remembered answers are the
 * trie router's, forgotten when a route is added and bounded in number.
 */
import { TrieRouter } from 'hono/router/trie-router'
import { describe, expect, it } from 'vitest'
import { NONCE_POOL_NONCES, newCspNonce } from '../../worker/crypto/csp-nonce.ts'
import { hostOf, pathnameOf, searchOf } from '../../worker/middleware/request-url.ts'
import { MAX_REMEMBERED_MATCHES, RememberingRouter } from '../../worker/pages/remembering-router.ts'

const URLS = [
  'http://127.0.0.1:8787/',
  'http://127.0.0.1:8787',
  'https://www.example.com/display-solutions/signage?displayType=lcd&features=a%20b',
  'http://pim.localhost:8787/assets/123?',
  'https://example.com/de-de/einblicke/a/../b?x=1#frag',
  'http://[::1]:8787/api/products?pageSize=1',
  'https://EXAMPLE.com/%70im/x?debug=on',
  'https://example.com/a\\b',
]

describe('request URL parts', () => {
  for (const raw of URLS) {
    // The runtime hands the worker the URL as `new URL()` serialises it.
    const url = new URL(raw)
    it(`reads ${raw} as new URL() does`, () => {
      expect(hostOf(url.href)).toBe(url.host)
      expect(pathnameOf(url.href)).toBe(url.pathname)
      expect(searchOf(url.href.replace(/#.*$/, ''))).toBe(url.search)
    })
  }
})

describe('the CSP nonce', () => {
  it('is 16 random bytes in base64, different every time, across refills of its pool', () => {
    const seen = new Set<string>()
    for (let index = 0; index < NONCE_POOL_NONCES * 3 + 7; index++) {
      const nonce = newCspNonce()
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(Uint8Array.from(atob(nonce), (char) => char.charCodeAt(0))).toHaveLength(16)
      seen.add(nonce)
    }
    expect(seen.size).toBe(NONCE_POOL_NONCES * 3 + 7)
  })

  it('uses every symbol of base64, and the last one of each nonce only as 2 bits allow', () => {
    const nonces = Array.from({ length: 2000 }, () => newCspNonce())
    expect(new Set(nonces.join('').replace(/=/g, '')).size).toBe(64)
    // 128 bits = 21 symbols of 6 bits and one of 2 bits (then '=='): that one is A, Q, g or w.
    expect(new Set(nonces.map((nonce) => nonce[21]))).toEqual(new Set(['A', 'Q', 'g', 'w']))
  })
})

describe('the remembering router', () => {
  function routers() {
    const trie = new TrieRouter<string>()
    const remembering = new RememberingRouter<string>()
    for (const router of [trie, remembering]) {
      router.add('ALL', '*', 'every request')
      router.add('GET', '/display-solutions/:category', 'category')
      router.add('GET', '/builds/latest.json', 'latest build')
      router.add('GET', '/:slug{.+}', 'catch-all')
    }
    return { trie, remembering }
  }

  it('answers as the trie router does, and the same answer again for the same method and path', () => {
    const { trie, remembering } = routers()
    for (const path of ['/builds/latest.json', '/display-solutions/signage', '/about-us/team', '/']) {
      expect(remembering.match('GET', path)).toEqual(trie.match('GET', path))
      expect(remembering.match('GET', path)).toBe(remembering.match('GET', path))
      expect(remembering.match('POST', path)).toEqual(trie.match('POST', path))
    }
  })

  it('forgets its answers when a route is added, and keeps at most MAX_REMEMBERED_MATCHES', () => {
    const { remembering } = routers()
    const before = remembering.match('GET', '/new')
    remembering.add('GET', '/new', 'new page')
    const after = remembering.match('GET', '/new')
    expect(after).not.toBe(before)
    expect(after[0].map(([handler]) => handler)).toContain('new page')
    const first = remembering.match('GET', '/page-0')
    for (let index = 1; index <= MAX_REMEMBERED_MATCHES; index++) remembering.match('GET', `/page-${index}`)
    expect(remembering.match('GET', '/page-0')).not.toBe(first)
  })
})
