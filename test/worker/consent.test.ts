/**
 * Cookie consent on the server: the banner in the slot of every page (open until the visitor
 * decides, then closed with the choice ticked), POST /consent for visitors without JavaScript, the
 * third-party tags of the runtime config (absent id → not loaded, not in the CSP), and the insight
 * tracker's noscript pixel only for visitors who granted marketing.
 */
import { describe, expect, it } from 'vitest'
import { CONSENT_COOKIE } from '../../ui/consent/categories.ts'
import { ORIGIN, loadSeedFor, settle, visit, visitWith } from './helpers.ts'

const PAGE = '/block-overview'

function runtimeConfig(body: string): {
  buildId: string
  log: boolean
  tags: Array<{ name: string; category: string; kind: string; src: string; globals?: unknown }>
} {
  const match = /<script type="application\/json" id="runtime-config"[^>]*>(.*?)<\/script>/.exec(body)
  if (!match) throw new Error('The page has no runtime config')
  return JSON.parse(match[1]!) as ReturnType<typeof runtimeConfig>
}

function banner(body: string): string {
  const start = body.indexOf('<section')
  const match = /<section[^>]*data-consent-banner[\s\S]*?<\/section>/.exec(body.slice(start))
  if (!match) throw new Error('The page has no consent banner')
  return match[0]
}

function checkbox(html: string, category: string): string {
  return new RegExp(`<input[^>]*id="consent-${category}"[^>]*>`).exec(html)?.[0] ?? ''
}

const TAG_IDS = {
  TAG_MANAGER_ID: 'GTM-TEST1',
  MARKETING_TRACKER_ID: '4242',
  INSIGHT_TRACKER_ID: '12345',
  CONSENT_MANAGER_ID: 'cbid-1',
  FEEDBACK_WIDGET_ID: '777',
  WEB_FONT_FAMILY: 'Inter',
}

function post(body: URLSearchParams, headers: Record<string, string> = {}) {
  return visit('/consent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...headers },
    body,
  })
}

describe('the banner', () => {
  it('is open on a first visit: accept, deny and the five categories with only necessary ticked (and fixed)', async () => {
    await loadSeedFor([PAGE])
    const { status, body } = await settle(await visit(`${PAGE}?from=test`))
    expect(status).toBe(200)
    const html = banner(body)
    expect(body).toMatch(/<div id="consent-banner"><section/)
    expect(html).not.toContain('data-decided=""')
    expect(html).toMatch(/<form [^>]*action="\/consent" method="post"/)
    expect(html).toContain('name="return" value="/block-overview?from=test"')
    const button = (value: string) => new RegExp(`<button type="submit" value="${value}"[^>]*name="decision">([^<]*)<`).exec(html)?.[1]
    expect(button('accept')).toBe('Accept all')
    expect(button('deny')).toBe('Deny')
    expect(button('save')).toBe('Save settings')
    expect(checkbox(html, 'necessary')).toMatch(/checked=""/)
    expect(checkbox(html, 'necessary')).toMatch(/disabled=""/)
    for (const category of ['functional', 'statistic', 'marketing', 'unclassified']) {
      expect(checkbox(html, category)).toContain(`value="${category}"`)
      expect(checkbox(html, category)).not.toMatch(/checked=""/)
    }
    expect(body).toMatch(/<a href="#consent-banner"[^>]*data-consent-open="">Cookie settings<\/a>/)
  })

  it('is closed once decided, with the choice ticked, ready for the footer link to open it', async () => {
    await loadSeedFor([PAGE])
    const { body } = await settle(await visit(PAGE, { headers: { Cookie: `${CONSENT_COOKIE.name}=v1.necessary.statistic` } }))
    const html = banner(body)
    expect(html).toContain('data-decided=""')
    expect(checkbox(html, 'statistic')).toMatch(/checked=""/)
    expect(checkbox(html, 'marketing')).not.toMatch(/checked=""/)
  })

  it('speaks the page language', async () => {
    await loadSeedFor(['/fr-fr/block-overview'])
    const html = banner((await settle(await visit('/fr-fr/block-overview'))).body)
    expect(html).toContain('Tout accepter')
    expect(html).toContain('Refuser')
  })
})

describe('POST /consent (no JavaScript)', () => {
  it('accept: remembers every category for 180 days and goes back to the page', async () => {
    const response = await post(new URLSearchParams({ decision: 'accept', return: '/events?page=2' }))
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/events?page=2')
    const cookie = response.headers.get('Set-Cookie') ?? ''
    expect(cookie).toContain('consent=v1.necessary.functional.statistic.marketing.unclassified')
    expect(cookie).toContain(`Max-Age=${180 * 24 * 60 * 60}`)
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toContain('HttpOnly')
  })

  it('deny keeps only necessary; save keeps the ticked categories', async () => {
    const denied = await post(new URLSearchParams({ decision: 'deny', categories: 'marketing', return: '/' }))
    expect(denied.headers.get('Set-Cookie')).toContain('consent=v1.necessary;')
    const saved = await post(
      new URLSearchParams([
        ['decision', 'save'],
        ['categories', 'marketing'],
        ['categories', 'statistic'],
        ['return', '/'],
      ]),
    )
    expect(saved.headers.get('Set-Cookie')).toContain('consent=v1.necessary.statistic.marketing;')
  })

  it('works for a visitor who carries cookies but no CSRF token (the banner form has none)', async () => {
    const response = await post(new URLSearchParams({ decision: 'deny', return: '/' }), { Cookie: 'locale=fr-fr' })
    expect(response.status).toBe(303)
  })

  it('never sends the visitor to another site', async () => {
    for (const back of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await post(new URLSearchParams({ decision: 'accept', return: back }))
      expect({ back, location: response.headers.get('Location') }).toEqual({ back, location: '/' })
    }
  })

  it('refuses a choice made from another site, and a form without a decision', async () => {
    const forged = await post(new URLSearchParams({ decision: 'accept', return: '/' }), { Origin: 'https://evil.example' })
    expect(forged.status).toBe(403)
    expect(forged.headers.get('Set-Cookie')).toBeNull()
    await forged.arrayBuffer()
    const incomplete = await post(new URLSearchParams({ decision: 'everything', return: '/' }))
    expect(incomplete.status).toBe(422)
    expect(incomplete.headers.get('Set-Cookie')).toBeNull()
    await incomplete.arrayBuffer()
  })
})

describe('third-party tags from the runtime config', () => {
  it('are absent, with no CSP origins, when no vendor id is configured', async () => {
    await loadSeedFor([PAGE])
    const { body, headers } = await settle(await visit(PAGE))
    expect(runtimeConfig(body).tags).toEqual([])
    expect(runtimeConfig(body).log).toBe(true)
    const csp = headers.get('Content-Security-Policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+';/)
    expect(csp).toContain("style-src 'self';")
    expect(csp).toContain("connect-src 'self';")
  })

  it('each configured tag is in the config with its category, and its origins are allowed by the CSP', async () => {
    await loadSeedFor([PAGE])
    const { body, headers } = await settle(await visitWith(TAG_IDS, PAGE))
    const tags = runtimeConfig(body).tags
    expect(tags.map((tag) => [tag.name, tag.category, tag.kind])).toEqual([
      ['tagManager', 'statistic', 'script'],
      ['marketingTracker', 'marketing', 'script'],
      ['insightTracker', 'marketing', 'script'],
      ['consentManager', 'necessary', 'script'],
      ['feedbackWidget', 'functional', 'script'],
      ['webFont', 'functional', 'stylesheet'],
    ])
    expect(tags[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1')
    expect(tags[2]!.globals).toEqual({ _linkedin_partner_id: '12345', _linkedin_data_partner_ids: ['12345'] })
    expect(tags[5]!.src).toBe('https://fonts.googleapis.com/css2?family=Inter:wght@400;500;700&display=swap')
    const csp = headers.get('Content-Security-Policy') ?? ''
    expect(csp).toMatch(
      /script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com https:\/\/js\.hs-scripts\.com https:\/\/snap\.licdn\.com https:\/\/consent\.cookiebot\.com https:\/\/static\.hotjar\.com;/,
    )
    expect(csp).toContain("style-src 'self' https://fonts.googleapis.com;")
    expect(csp).toContain("font-src 'self' https://fonts.gstatic.com;")
    expect(csp).toContain('https://px.ads.linkedin.com')
  })

  it('outside PRD can all be served from a stand-in origin; PRD ignores that and logs nothing', async () => {
    await loadSeedFor([PAGE])
    const local = await settle(await visitWith({ TAG_MANAGER_ID: 'GTM-X', THIRD_PARTY_ORIGIN: 'http://trackers.test' }, PAGE))
    expect(runtimeConfig(local.body).tags[0]!.src).toBe('http://trackers.test/gtm.js?id=GTM-X')
    expect(local.headers.get('Content-Security-Policy')).toContain("script-src 'self' 'nonce-")
    expect(local.headers.get('Content-Security-Policy')).toContain('http://trackers.test')
    const production = await settle(
      await visitWith({ ENVIRONMENT: 'PRD', TAG_MANAGER_ID: 'GTM-X', THIRD_PARTY_ORIGIN: 'http://trackers.test' }, PAGE),
    )
    expect(runtimeConfig(production.body).tags[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-X')
    expect(runtimeConfig(production.body).log).toBe(false)
    expect(production.headers.get('Content-Security-Policy')).not.toContain('trackers.test')
  })

  it('the noscript pixel of the insight tracker shows only with marketing consent', async () => {
    await loadSeedFor([PAGE])
    const pixel = 'https://px.ads.linkedin.com/collect/?pid=12345&amp;fmt=gif'
    const undecided = (await settle(await visitWith(TAG_IDS, PAGE))).body
    expect(undecided).not.toContain(pixel)
    const statisticOnly = (await settle(await visitWith(TAG_IDS, PAGE, { headers: { Cookie: 'consent=v1.necessary.statistic' } }))).body
    expect(statisticOnly).not.toContain(pixel)
    const marketing = (await settle(await visitWith(TAG_IDS, PAGE, { headers: { Cookie: 'consent=v1.necessary.marketing' } }))).body
    expect(marketing).toMatch(new RegExp(`<noscript><img height="1" width="1" alt="" src="${pixel.replace(/[.?]/g, '\\$&')}"`))
  })
})
