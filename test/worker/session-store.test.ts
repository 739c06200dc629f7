/**
 * Sessions that end (issue 15 point 3, OWASP ASVS 5.0 V7): the session record on the server is
 * checked on every request, so sign-out, ending a session from "Your sessions", a user admin
 * ending a user's sessions, a role change and removing the user take effect at the next request,
 * whatever copies of the cookie still exist. The absolute lifetime is held on the server too, and
 * "last seen" is written at most once per interval.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { SESSION_MAXIMUM_AGE_SECONDS, issueSession, seconds } from '../../worker/auth/session.ts'
import { SESSION_LAST_SEEN_INTERVAL_SECONDS, liveSessionsOf } from '../../worker/sessions/session-store.ts'
import { sessionDeviceOf } from '../../ui/sessions/session-device.ts'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { visit, visitUrl } from './helpers.ts'
import {
  CookieJar,
  TEST_CSRF_TOKEN,
  browse,
  postForm,
  sessionFor,
  sessionSigningKey,
  signInThroughLocalProvider,
} from './portal-helpers.ts'

const OLIVIA = 'olivia.bennett@brightline-av.example'
const MINUTE = 60 * 1000

async function portalStatus(token: string): Promise<number> {
  const response = await visit('/portal', { headers: { Cookie: `session=${token}` } })
  await response.arrayBuffer()
  return response.status
}

/** Signs out from the account menu of a page, as a browser does. */
async function signOut(jar: CookieJar): Promise<Response> {
  const page = await (await browse(jar, '/portal')).text()
  const csrf = /action="\/auth\/sign-out"[\s\S]*?name="_csrf" value="([^"]+)"/.exec(page)![1]!
  return browse(jar, '/auth/sign-out', {
    method: 'POST',
    body: new URLSearchParams({ _csrf: csrf, locale: 'en-gb' }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
}

async function liveSessionCount(userId: string): Promise<number> {
  return (await liveSessionsOf(env.DB, userId, seconds(new Date()))).length
}

describe('sign-out', () => {
  it('ends the session on the server: a copy of the cookie taken before opens nothing afterwards', async () => {
    const jar = new CookieJar()
    await signInThroughLocalProvider(jar, OLIVIA)
    const copy = jar.get('session')!
    expect(await portalStatus(copy), 'the copy works while the session lives').toBe(200)
    const signedOut = await signOut(jar)
    expect(signedOut.status).toBe(303)
    expect(await portalStatus(copy), 'the copy after sign-out').toBe(401)
  })

  it('ends only that session: the same person in another browser stays signed in', async () => {
    const first = new CookieJar()
    const second = new CookieJar()
    await signInThroughLocalProvider(first, 'claire.martin@lumiere-integration.example')
    await signInThroughLocalProvider(second, 'claire.martin@lumiere-integration.example', { option: 'google' })
    await signOut(first)
    const stillIn = await browse(second, '/portal')
    expect(stillIn.status).toBe(200)
    await stillIn.arrayBuffer()
  })

  it('on the PIM host ends the PIM session on the server too', async () => {
    const { token } = await sessionFor('usr-priya-nair', { host: 'pim' })
    const cookie = `session=${token}; csrf=${TEST_CSRF_TOKEN}`
    const signedOut = await visitUrl('http://pim.localhost:8787/auth/sign-out', {
      method: 'POST',
      body: new URLSearchParams({ _csrf: TEST_CSRF_TOKEN, locale: 'en-gb' }),
      headers: { Cookie: cookie, Origin: 'http://pim.localhost:8787', 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(signedOut.status).toBe(303)
    const after = await visitUrl('http://pim.localhost:8787/assets', { headers: { Cookie: `session=${token}` } })
    expect(after.status, 'the old PIM cookie sends to the login screen').toBe(302)
    expect(after.headers.get('Location')).toMatch(/^\/login/)
  })
})

describe('the session record', () => {
  it('is made at sign-in with the browser, where and how the person signed in', async () => {
    const jar = new CookieJar()
    const before = await liveSessionCount('usr-jonas-weber')
    await signInThroughLocalProvider(jar, 'jonas.weber@pixelhaus.example', { option: 'google' })
    const sessions = await liveSessionsOf(env.DB, 'usr-jonas-weber', seconds(new Date()))
    expect(sessions).toHaveLength(before + 1)
    expect(sessions[0]).toMatchObject({ userId: 'usr-jonas-weber', host: 'site', provider: 'google' })
    expect(sessions[0]!.expiresAt - sessions[0]!.signedInAt).toBe(SESSION_MAXIMUM_AGE_SECONDS)
  })

  it('holds the absolute lifetime on the server: a record past its end opens nothing, whatever the token says', async () => {
    const { token, sessionId } = await sessionFor('usr-olivia-bennett', {
      signedInAt: new Date(Date.now() - 10 * MINUTE),
      issuedAt: new Date(Date.now() - MINUTE),
    })
    expect(await portalStatus(token)).toBe(200)
    // The record's end has passed (as it has 12 hours after sign-in) while the token is still fresh.
    await env.DB.prepare('UPDATE user_sessions SET expires_at = signed_in_at + 1 WHERE id = ?1').bind(sessionId).run()
    expect(await portalStatus(token)).toBe(401)
  })

  it('refuses a token whose sign-in time differs from its record’s', async () => {
    const { sessionId } = await sessionFor('usr-olivia-bennett')
    const now = new Date()
    const { token } = await issueSession(
      await sessionSigningKey(),
      { sessionId, userId: 'usr-olivia-bennett', actorId: null, signedInAt: seconds(now) - 60 },
      now,
    )
    expect(await portalStatus(token)).toBe(401)
  })

  it('notes "last seen" at most once per interval, not on every request', async () => {
    const signedInAt = new Date(Date.now() - 2 * SESSION_LAST_SEEN_INTERVAL_SECONDS * 1000)
    const { token, sessionId } = await sessionFor('usr-daan-visser', { signedInAt, issuedAt: new Date(Date.now() - MINUTE) })
    const lastSeen = async () =>
      (await env.DB.prepare('SELECT last_seen_at FROM user_sessions WHERE id = ?1').bind(sessionId).first<{ last_seen_at: number }>())!
        .last_seen_at
    expect(await lastSeen()).toBe(seconds(signedInAt))
    const first = await visit('/portal', { headers: { Cookie: `session=${token}` } })
    await first.arrayBuffer()
    const noted = await lastSeen()
    expect(noted).toBeGreaterThanOrEqual(seconds(new Date()) - 5)
    // Within the interval, later requests leave it alone.
    await env.DB.prepare('UPDATE user_sessions SET last_seen_at = ?2 WHERE id = ?1')
      .bind(sessionId, noted - 10)
      .run()
    for (let request = 0; request < 3; request++) await (await visit('/portal', { headers: { Cookie: `session=${token}` } })).arrayBuffer()
    expect(await lastSeen()).toBe(noted - 10)
  })
})

describe('"Your sessions"', () => {
  it('names browsers and systems people recognise, whatever else their User-Agent claims', () => {
    const cases: Array<[string, { browser: string | null; system: string | null }]> = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        { browser: 'Microsoft Edge', system: 'Windows' },
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        { browser: 'Chrome', system: 'Android' },
      ],
      [
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
        { browser: 'Chrome', system: 'iOS' },
      ],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0', { browser: 'Firefox', system: 'macOS' }],
      [
        'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        { browser: 'Chrome', system: 'ChromeOS' },
      ],
      ['curl/8.5.0', { browser: null, system: null }],
      ['', { browser: null, system: null }],
    ]
    for (const [userAgent, device] of cases) expect(sessionDeviceOf(userAgent), userAgent).toEqual(device)
  })

  it('lists the person’s sessions with browser, sign-in time and last seen, the current one marked', async () => {
    const other = await sessionFor('usr-aoife-byrne', {
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    })
    const current = await sessionFor('usr-aoife-byrne', {
      host: 'pim',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    })
    const response = await visit('/portal/sessions', { headers: { Cookie: `session=${current.token}` } })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Your sessions')
    const rows = [...html.matchAll(/<tr data-session="(current|other)">([\s\S]*?)<\/tr>/g)].map((row) => ({
      kind: row[1],
      text: row[2]!.replace(/<[^>]+>/g, ' '),
    }))
    expect(rows.find((row) => row.kind === 'current')!.text).toMatch(
      /Firefox on Linux[\s\S]*This session[\s\S]*Product information \(PIM\)/,
    )
    expect(rows.find((row) => row.kind === 'other')!.text).toMatch(/Safari on macOS[\s\S]*Partner portal/)
    expect(html).toContain(`value="${other.sessionId}"`)
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T/)
  })

  it('is reachable from the account menu and the portal navigation', async () => {
    const { token } = await sessionFor('usr-tom-hughes')
    const html = await (await visit('/portal', { headers: { Cookie: `session=${token}` } })).text()
    expect(html).toMatch(/data-account="signed-in"[\s\S]*href="\/portal\/sessions"[\s\S]*Your sessions/)
    expect(html).toContain('data-portal-area="portal-sessions"')
  })

  it('has its localised path in every locale', async () => {
    const { token } = await sessionFor('usr-tom-hughes')
    for (const [path, title] of [
      ['/fr-fr/portail/sessions', 'Vos sessions'],
      ['/it-it/portale/sessioni', 'Le tue sessioni'],
      ['/de-de/portal/sitzungen', 'Ihre Sitzungen'],
      ['/es-es/portal/sesiones', 'Sus sesiones'],
      ['/en-us/portal/sessions', 'Your sessions'],
      ['/ja-jp/portal/sessions', 'ご利用中のセッション'],
    ] as const) {
      const response = await visit(path, { headers: { Cookie: `session=${token}` } })
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toContain(title)
    }
  })

  it('ends another session of the person at once, and audits it', async () => {
    const phone = await sessionFor('usr-marco-keller')
    const laptop = await sessionFor('usr-marco-keller')
    const response = await postForm('/portal/sessions', { session: phone.sessionId }, `session=${laptop.token}; csrf=${TEST_CSRF_TOKEN}`)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/portal/sessions?notice=ended')
    expect(await portalStatus(phone.token), 'the ended session').toBe(401)
    expect(await portalStatus(laptop.token), 'the session that ended it').toBe(200)
    const trail = await auditTrailOf(env.DB, 'user', 'usr-marco-keller')
    expect(trail.at(-1)).toMatchObject({ action: 'session.ended', actorId: 'usr-marco-keller', after: { current: false } })
  })

  it('cannot end someone else’s session', async () => {
    const victim = await sessionFor('usr-lucia-fernandez')
    const attacker = await sessionFor('usr-giulia-conti')
    const response = await postForm('/portal/sessions', { session: victim.sessionId }, `session=${attacker.token}; csrf=${TEST_CSRF_TOKEN}`)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/portal/sessions')
    expect(await portalStatus(victim.token)).toBe(200)
  })

  it('ends all other sessions at once, keeping the current one', async () => {
    const others = [await sessionFor('usr-pieter-claes'), await sessionFor('usr-pieter-claes')]
    const current = await sessionFor('usr-pieter-claes')
    const response = await postForm('/portal/sessions', { scope: 'others' }, `session=${current.token}; csrf=${TEST_CSRF_TOKEN}`)
    expect(response.headers.get('Location')).toBe('/portal/sessions?notice=others-ended')
    for (const other of others) expect(await portalStatus(other.token)).toBe(401)
    expect(await portalStatus(current.token)).toBe(200)
    expect(await liveSessionCount('usr-pieter-claes')).toBe(1)
  })

  it('ending the current session signs out', async () => {
    const current = await sessionFor('usr-grace-kim')
    const response = await postForm('/portal/sessions', { session: current.sessionId }, `session=${current.token}; csrf=${TEST_CSRF_TOKEN}`)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/')
    expect(response.headers.getSetCookie().join('\n')).toMatch(/session=; Max-Age=0/)
    expect(await portalStatus(current.token)).toBe(401)
  })

  it('while showing the portal as a partner, are the impersonator’s own sessions', async () => {
    const own = await sessionFor('usr-sam-carter')
    const asPartner = await sessionFor('usr-olivia-bennett', { actorId: 'usr-sam-carter' })
    const html = await (await visit('/portal/sessions', { headers: { Cookie: `session=${asPartner.token}` } })).text()
    expect(html).toContain(`value="${own.sessionId}"`)
    expect(html).toContain(`value="${asPartner.sessionId}"`)
  })

  it('on the PIM host: PIM staff see and end their sessions there', async () => {
    const portal = await sessionFor('usr-felix-braun')
    const pim = await sessionFor('usr-felix-braun', { host: 'pim' })
    const page = await visitUrl('http://pim.localhost:8787/sessions', { headers: { Cookie: `session=${pim.token}` } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Your sessions')
    expect(html).toContain(`value="${portal.sessionId}"`)
    expect(html).toMatch(/href="\/sessions"[^>]*>Your sessions/)
    const ended = await visitUrl('http://pim.localhost:8787/sessions', {
      method: 'POST',
      body: new URLSearchParams({ _csrf: TEST_CSRF_TOKEN, session: portal.sessionId }),
      headers: {
        Cookie: `session=${pim.token}; csrf=${TEST_CSRF_TOKEN}`,
        Origin: 'http://pim.localhost:8787',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
    })
    expect(ended.status).toBe(303)
    expect(ended.headers.get('Location')).toBe('/sessions?notice=ended')
    expect(await portalStatus(portal.token)).toBe(401)
  })
})

describe('a user admin and a user’s sessions', () => {
  const ADMIN = 'usr-uma-patel'

  it('sees a user’s sessions and ends all of them at once', async () => {
    const sessions = [await sessionFor('usr-sanne-jansen'), await sessionFor('usr-sanne-jansen', { host: 'site' })]
    const admin = await sessionFor(ADMIN)
    const cookie = `session=${admin.token}; csrf=${TEST_CSRF_TOKEN}`
    const page = await visit('/portal/users/usr-sanne-jansen/sessions', { headers: { Cookie: cookie } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Sessions of Sanne Jansen')
    expect([...html.matchAll(/<tr data-session=/g)]).toHaveLength(await liveSessionCount('usr-sanne-jansen'))
    const users = await (await visit('/portal/users?q=jansen', { headers: { Cookie: cookie } })).text()
    expect(users).toContain('href="/portal/users/usr-sanne-jansen/sessions"')

    const response = await postForm('/portal/users/usr-sanne-jansen/sessions', {}, cookie)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/portal/users/usr-sanne-jansen/sessions?notice=ended')
    for (const session of sessions) expect(await portalStatus(session.token)).toBe(401)
    expect(await liveSessionCount('usr-sanne-jansen')).toBe(0)
    expect(await portalStatus(admin.token), 'the admin’s own session stays').toBe(200)
    const trail = await auditTrailOf(env.DB, 'user', 'usr-sanne-jansen')
    expect(trail.at(-1)).toMatchObject({
      action: 'user.sessions-ended',
      actorId: ADMIN,
      after: { reason: 'user-admin', count: sessions.length },
    })
  })

  it('a role change ends the person’s sessions', async () => {
    const session = await sessionFor('usr-hugo-lefebvre')
    expect(await portalStatus(session.token)).toBe(200)
    const admin = await sessionFor(ADMIN)
    const response = await postForm(
      '/portal/users/usr-hugo-lefebvre',
      { name: 'Hugo Lefebvre', role: 'partner-executive', organisationId: 'org-lumiere-integration' },
      `session=${admin.token}; csrf=${TEST_CSRF_TOKEN}`,
    )
    expect(response.status).toBe(303)
    expect(await portalStatus(session.token)).toBe(401)
    expect((await auditTrailOf(env.DB, 'user', 'usr-hugo-lefebvre')).map((entry) => entry.action)).toContain('user.sessions-ended')
  })

  it('a change that keeps the role keeps the sessions', async () => {
    const session = await sessionFor('usr-claire-martin')
    const admin = await sessionFor(ADMIN)
    const response = await postForm(
      '/portal/users/usr-claire-martin',
      { name: 'Claire Martin-Dubois', role: 'partner-executive', organisationId: 'org-lumiere-integration' },
      `session=${admin.token}; csrf=${TEST_CSRF_TOKEN}`,
    )
    expect(response.status).toBe(303)
    expect(await portalStatus(session.token)).toBe(200)
  })

  it('removing a user ends their sessions and deletes the records', async () => {
    const session = await sessionFor('usr-giulia-conti')
    const admin = await sessionFor(ADMIN)
    const response = await postForm('/portal/users/usr-giulia-conti/delete', {}, `session=${admin.token}; csrf=${TEST_CSRF_TOKEN}`)
    expect(response.status).toBe(303)
    expect(await portalStatus(session.token)).toBe(401)
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM user_sessions WHERE user_id = ?1').bind('usr-giulia-conti').first<{ n: number }>(),
    ).toEqual({ n: 0 })
  })

  it('nobody but a user admin sees or ends another user’s sessions', async () => {
    const victim = await sessionFor('usr-tom-hughes')
    for (const userId of ['usr-olivia-bennett', 'usr-sam-carter', 'usr-priya-nair']) {
      const { token } = await sessionFor(userId)
      const page = await visit('/portal/users/usr-tom-hughes/sessions', { headers: { Cookie: `session=${token}` } })
      expect(page.status, userId).toBe(403)
      await page.arrayBuffer()
      const post = await postForm('/portal/users/usr-tom-hughes/sessions', {}, `session=${token}; csrf=${TEST_CSRF_TOKEN}`)
      expect(post.status, userId).toBe(403)
      await post.arrayBuffer()
    }
    expect(await portalStatus(victim.token)).toBe(200)
  })
})
