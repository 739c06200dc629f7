/**
 * The session cookie: its flags in LOCAL and where Secure applies (`__Host-` prefix), its short
 * lifetime with sliding renewal and a maximum age, and what happens to forged, expired or orphaned
 * cookies.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  SESSION_LIFETIME_SECONDS,
  SESSION_MAXIMUM_AGE_SECONDS,
  SESSION_RENEWAL_WINDOW_SECONDS,
  issueSession,
  needsRenewal,
  readSession,
  seconds,
} from '../../worker/auth/session.ts'
import { SigningSecretMissing, usableSigningSecret } from '../../worker/auth/signing-secret.ts'
import { visit, visitWith } from './helpers.ts'
import { sessionCookieFor, sessionFor, sessionSigningKey, setCookies } from './portal-helpers.ts'

const OLIVIA = 'usr-olivia-bennett'
const MINUTE = 60 * 1000
const UAT_SECRET = 'a-uat-secret-that-is-long-enough-to-sign'

/** A session with its record on the server; its token signed with the session key derived from `secret` (in UAT for UAT_SECRET). */
async function tokenFor(secret: string, userId: string, { signedInAt, issuedAt }: { signedInAt: Date; issuedAt: Date }) {
  return (await sessionFor(userId, { signedInAt, issuedAt, secret, environment: secret === UAT_SECRET ? 'UAT' : 'LOCAL' })).token
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, on path / and short-lived in LOCAL (plain http: no Secure, no prefix)', async () => {
    const now = Date.now()
    const token = await tokenFor(env.SESSION_SECRET!, OLIVIA, {
      signedInAt: new Date(now - 20 * MINUTE),
      issuedAt: new Date(now - 20 * MINUTE),
    })
    const response = await visit('/portal', { headers: { Cookie: `session=${token}` } })
    await response.arrayBuffer()
    const cookie = setCookies(response).get('session')!
    expect(cookie).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=1800; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(cookie).not.toContain('Secure')
  })

  it('is __Host- prefixed and Secure wherever the site runs on HTTPS', async () => {
    const now = Date.now()
    for (const ENVIRONMENT of ['DEV', 'UAT', 'PRD']) {
      const token = await tokenFor(UAT_SECRET, OLIVIA, { signedInAt: new Date(now - 20 * MINUTE), issuedAt: new Date(now - 20 * MINUTE) })
      const response = await visitWith({ ENVIRONMENT, SESSION_SECRET: UAT_SECRET }, '/portal', {
        headers: { Cookie: `__Host-session=${token}` },
      })
      expect(response.status, ENVIRONMENT).toBe(200)
      await response.arrayBuffer()
      const cookie = setCookies(response).get('__Host-session')!
      expect(cookie, ENVIRONMENT).toMatch(/^__Host-session=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=1800; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
      expect(cookie).not.toMatch(/Domain=/i)
    }
  })

  it('the sign-in flow cookie is __Host- prefixed, Secure and short-lived in DEV too', async () => {
    const response = await visitWith({ ENVIRONMENT: 'DEV' }, '/auth/sign-in/microsoft', {
      method: 'POST',
      body: new URLSearchParams({ return_to: '/portal', locale: 'en-gb' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://127.0.0.1:8787' },
    })
    expect(response.status).toBe(303)
    expect(setCookies(response).get('__Host-sign-in')).toMatch(
      /^__Host-sign-in=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    )
  })

  it('slides: renewed in the last part of its life, left alone before', async () => {
    const now = Date.now()
    const fresh = await tokenFor(env.SESSION_SECRET!, OLIVIA, {
      signedInAt: new Date(now - 5 * MINUTE),
      issuedAt: new Date(now - 5 * MINUTE),
    })
    const untouched = await visit('/portal', { headers: { Cookie: `session=${fresh}` } })
    await untouched.arrayBuffer()
    expect(untouched.status).toBe(200)
    expect(setCookies(untouched).has('session')).toBe(false)

    const ageing = await tokenFor(env.SESSION_SECRET!, OLIVIA, {
      signedInAt: new Date(now - 2 * 60 * MINUTE),
      issuedAt: new Date(now - 20 * MINUTE),
    })
    const renewed = await visit('/portal', { headers: { Cookie: `session=${ageing}` } })
    await renewed.arrayBuffer()
    const cookie = setCookies(renewed).get('session')!
    const token = cookie.split(';')[0]!.slice('session='.length)
    const session = await readSession(await sessionSigningKey(), token, new Date())
    expect(session!.expiresAt).toBeGreaterThanOrEqual(seconds(new Date(now)) + SESSION_LIFETIME_SECONDS - 5)
    expect(session!.signedInAt).toBe(seconds(new Date(now - 2 * 60 * MINUTE)))
  })

  it('never outlives its maximum age after sign-in, however active', async () => {
    const secret = await sessionSigningKey()
    const signedInAt = new Date('2026-11-22T00:00:00Z')
    const nearTheEnd = new Date(signedInAt.getTime() + SESSION_MAXIMUM_AGE_SECONDS * 1000 - 10 * MINUTE)
    const claims = { sessionId: 'a-session', userId: OLIVIA, actorId: null, signedInAt: seconds(signedInAt) }
    const { session } = await issueSession(secret, claims, nearTheEnd)
    expect(session.expiresAt).toBe(seconds(signedInAt) + SESSION_MAXIMUM_AGE_SECONDS)
    expect(needsRenewal(session, nearTheEnd)).toBe(false)
    const { token } = await issueSession(secret, claims, new Date(signedInAt.getTime() + 60 * MINUTE))
    expect(await readSession(secret, token, new Date(signedInAt.getTime() + SESSION_MAXIMUM_AGE_SECONDS * 1000 + MINUTE))).toBeNull()
    expect(SESSION_RENEWAL_WINDOW_SECONDS).toBeLessThan(SESSION_LIFETIME_SECONDS)
  })

  it('a forged, expired or orphaned session is cleared and the visitor is signed out', async () => {
    const now = Date.now()
    const forged = await tokenFor('someone-else-s-secret-of-32-characters!', OLIVIA, { signedInAt: new Date(now), issuedAt: new Date(now) })
    const expired = await tokenFor(env.SESSION_SECRET!, OLIVIA, {
      signedInAt: new Date(now - 60 * MINUTE),
      issuedAt: new Date(now - 45 * MINUTE),
    })
    const orphaned = (await sessionCookieFor('usr-nobody-at-all')).slice('session='.length)
    for (const token of [forged, expired, orphaned, 'not-a-token']) {
      const response = await visit('/portal', { headers: { Cookie: `session=${token}` } })
      expect(response.status).toBe(401)
      expect(await response.text()).toContain('Want to know more? Log in')
      expect(setCookies(response).get('session')).toMatch(/^session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/)
    }
  })

  it('pages for a signed-in person are never stored by shared caches', async () => {
    const response = await visit('/portal', { headers: { Cookie: await sessionCookieFor(OLIVIA) } })
    await response.arrayBuffer()
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('a public page shows the signed-in person in the header, with a sign-out form', async () => {
    const signedOut = await (await visit('/')).text()
    expect(signedOut).toContain('data-account="signed-out"')
    const signedIn = await (await visit('/', { headers: { Cookie: await sessionCookieFor(OLIVIA) } })).text()
    expect(signedIn).toContain('data-account="signed-in"')
    expect(signedIn).toContain('Olivia Bennett')
    expect(signedIn).toContain('action="/auth/sign-out"')
  })
})

describe('signing secret', () => {
  it('must be set, long enough, and never a development value in UAT or PRD', () => {
    expect(() => usableSigningSecret(undefined, 'LOCAL')).toThrow(SigningSecretMissing)
    expect(() => usableSigningSecret('short', 'LOCAL')).toThrow(SigningSecretMissing)
    expect(() => usableSigningSecret(env.SESSION_SECRET, 'PRD')).toThrow(SigningSecretMissing)
    expect(() => usableSigningSecret(env.SESSION_SECRET, 'UAT')).toThrow(SigningSecretMissing)
    expect(usableSigningSecret(env.SESSION_SECRET, 'DEV')).toBe(env.SESSION_SECRET)
    expect(usableSigningSecret(UAT_SECRET, 'PRD')).toBe(UAT_SECRET)
  })

  it('without a usable secret nobody is signed in, and the site still answers', async () => {
    const response = await visitWith({ ENVIRONMENT: 'PRD' }, '/portal', {
      headers: { Cookie: `__Host-session=${await tokenFor(UAT_SECRET, OLIVIA, { signedInAt: new Date(), issuedAt: new Date() })}` },
    })
    expect(response.status).toBe(401)
    await response.arrayBuffer()
  })
})
