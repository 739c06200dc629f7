/**
 * Security of every page type, taken from the route table (test/route-samples.ts) so new routes
 * are covered as they land: a nonce-based Content-Security-Policy without 'unsafe-inline' for
 * scripts on every public and portal page (and the error pages), and published content carrying
 * script payloads in every text field and `javascript:`/`data:` URLs in every link field rendered
 * as inert text.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { PORTAL_ROUTE_NAMES, pathFor } from '../../ui/routes/route-table.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { PUBLIC_ROUTE_NAMES, ROUTES_WITHOUT_SAMPLE, routeSamples } from '../route-samples.ts'
import { loadSeedFor, publishedSeedEntries, seedKeysReadBy, settle, visit, visitWith } from './helpers.ts'
import { freshClient } from './forms-fixtures.ts'
import { signedInCookies } from './portal-helpers.ts'

/** Locales whose every page type is checked: the default one and one with localised paths. */
const LOCALES = ['en-gb', 'fr-fr'] as const

function samplePaths(): string[] {
  return LOCALES.flatMap((code) => [...routeSamples(code).values()])
}

function scriptTags(html: string): Array<{ attributes: string; inline: boolean }> {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, body]) => ({
    attributes: attributes!,
    inline: !/\ssrc=/.test(attributes!) && body!.length > 0,
  }))
}

/** Asserts the page's CSP is nonce-based and every inline script and style element carries the nonce. */
function expectNonceBasedPolicy(label: string, csp: string | null, body: string): void {
  expect(csp, `${label}: Content-Security-Policy`).toBeTruthy()
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp!)?.[1] ?? ''
  const nonce = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(scriptSrc)?.[1]
  expect(nonce, `${label}: script-src has a nonce (${scriptSrc})`).toBeTruthy()
  expect(scriptSrc, label).not.toContain("'unsafe-inline'")
  expect(scriptSrc, label).not.toContain("'unsafe-eval'")
  expect(scriptSrc, label).not.toMatch(/(^|\s)(\*|https?:|data:)(\s|$)/)
  expect(csp, label).toContain("object-src 'none'")
  expect(csp, label).toContain("base-uri 'self'")
  for (const script of scriptTags(body).filter((tag) => tag.inline)) {
    expect(script.attributes, `${label}: inline script without the nonce`).toContain(`nonce="${nonce}"`)
  }
  expect(body, `${label}: inline event handler`).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i)
  expect(body, `${label}: javascript: URL`).not.toMatch(/\s(?:href|src|action|formaction)="\s*javascript:/i)
}

describe('Content-Security-Policy on every page type', () => {
  it('every public route of the table has a seeded example in both locales', () => {
    for (const code of LOCALES) {
      const missing = PUBLIC_ROUTE_NAMES.filter((name) => !routeSamples(code).has(name) && !ROUTES_WITHOUT_SAMPLE[name])
      expect(missing, `routes without an example in ${code} (add one to test/route-samples.ts)`).toEqual([])
    }
  })

  it('every public route, in en-gb and fr-fr, and the error pages: nonce-based, no unsafe-inline', async () => {
    const paths = [...samplePaths(), '/no-such-page', '/insights/Not_A_Valid_Slug', '/fr-fr/apercus/Mauvais_Slug']
    await loadSeedFor(paths)
    const nonces = new Set<string>()
    for (const path of paths) {
      const { status, headers, body } = await settle(await visit(path))
      expect([200, 404], path).toContain(status)
      const csp = headers.get('Content-Security-Policy')
      expectNonceBasedPolicy(path, csp, body)
      nonces.add(/'nonce-([^']+)'/.exec(csp!)![1]!)
    }
    expect(nonces.size, 'a fresh nonce per response').toBe(paths.length)
  })

  it('every portal page, for a person who may open it and for one who may not', async () => {
    const people = [
      await signedInCookies('usr-uma-patel'),
      await signedInCookies('usr-olivia-bennett'),
      await signedInCookies('usr-tom-hughes', 'usr-sam-carter'),
    ]
    for (const route of PORTAL_ROUTE_NAMES) {
      const path = pathFor(route, 'en-gb', { userId: 'usr-grace-kim' })
      for (const cookie of [null, ...people]) {
        const { status, headers, body } = await settle(await visit(path, cookie ? { headers: { Cookie: cookie } } : {}))
        if (status >= 300 && status < 400) continue
        expectNonceBasedPolicy(`${route} (${status})`, headers.get('Content-Security-Policy'), body)
      }
    }
  })

  it('the saved LED result (the route without a seeded example: its signed link is made when saved), in en-gb and fr-fr', async () => {
    for (const code of LOCALES) {
      const configurator = pathFor('led-configurator', code)
      await loadSeedFor([configurator])
      // IS250S/00 from the seed catalogue, as in led-configurator.test.ts.
      const wall = { w: '3000', h: '2000', unit: 'cm', region: 'EU', model: 'is250s_00', rounding: 'nearest', spare: '3' }
      const saved = await settle(
        await visit(configurator, {
          method: 'POST',
          body: new URLSearchParams(wall),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': freshClient() },
        }),
      )
      expect(saved.status, `${code}: saving`).toBe(303)
      const { status, headers, body } = await settle(await visit(saved.location!))
      expect(status, saved.location!).toBe(200)
      expectNonceBasedPolicy(saved.location!, headers.get('Content-Security-Policy'), body)
    }
  })

  it('in PRD, with its bot protection and third-party tags, scripts still need the nonce', async () => {
    const paths = [pathFor('contact', 'en-gb'), pathFor('index', 'en-gb'), pathFor('events', 'en-gb')]
    await loadSeedFor(paths)
    for (const path of paths) {
      const { headers, body } = await settle(
        await visitWith(
          {
            ENVIRONMENT: 'PRD',
            TAG_MANAGER_ID: 'GTM-TEST',
            BOT_PROTECTION_SITE_KEY: '1x00000000000000000000AA',
          } as Partial<Cloudflare.Env>,
          path,
        ),
      )
      expectNonceBasedPolicy(`PRD ${path}`, headers.get('Content-Security-Policy'), body)
    }
  })
})

const PAYLOAD = `<script>alert(1)</script><img src=x onerror=alert(2)>"'><svg onload=alert(3)>`
const HOSTILE_URLS = [
  'javascript:alert(document.domain)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
]
/** Keys whose values are links in the published records. */
const LINK_KEY = /^(url|href|link|src|registrationUrl|to|website|file|fileUrl|videoUrl|image)$/i

/**
 * A published record with the payload added to every human text (strings with a space: slugs,
 * ids, codes and dates have none, so the pages still resolve) and a hostile URL in every link.
 */
function poisoned(value: unknown, key: string, counter: { links: number; texts: number }): unknown {
  if (typeof value === 'string') {
    if (LINK_KEY.test(key) && !value.startsWith('/')) {
      counter.links++
      return HOSTILE_URLS[counter.links % HOSTILE_URLS.length]
    }
    if (value.includes(' ')) {
      counter.texts++
      return `${value} ${PAYLOAD}`
    }
    return value
  }
  if (Array.isArray(value)) return value.map((item) => poisoned(item, key, counter))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, poisoned(item, name, counter)]))
  }
  return value
}

describe('hostile published content', () => {
  it('script payloads in every text field of every page type are escaped, hostile links refused', async () => {
    const paths = samplePaths()
    const keys = await seedKeysReadBy(paths)
    const entries = publishedSeedEntries()
    const counter = { links: 0, texts: 0 }
    await Promise.all(
      keys.map((key) => {
        const text = entries.get(key)!
        let record: unknown
        try {
          record = JSON.parse(text)
        } catch {
          return env.CONTENT.put(key, text)
        }
        return env.CONTENT.put(key, JSON.stringify(poisoned(record, '', counter)))
      }),
    )
    clearContentCache()
    expect(counter.texts, 'texts carrying the payload').toBeGreaterThan(100)
    expect(counter.links, 'links made hostile').toBeGreaterThan(10)
    let rendered = 0
    for (const path of paths) {
      const { status, body } = await settle(await visit(path))
      expect(status, path).toBeLessThan(500)
      expect(body, path).not.toContain('<script>alert')
      expect(body, path).not.toMatch(/<img src=x|<svg onload/i)
      expect(body, path).not.toMatch(/\s(?:href|src|action|srcset|poster|data)="\s*(?:java\s*script|vbscript|data:text)/i)
      if (body.includes('&lt;script&gt;alert(1)&lt;/script&gt;') || body.includes('\\u003cscript\\u003ealert(1)')) rendered++
    }
    expect(rendered, 'pages that show a poisoned text (escaped)').toBeGreaterThan(paths.length / 2)
    const api = await settle(await visit('/api/pages?path=/about-us'))
    expect(api.body).not.toMatch(/"(?:href|url)":"\s*javascript:/i)
  })
})
