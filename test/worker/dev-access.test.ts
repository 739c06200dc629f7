/**
 * DEV behind a shared access secret (issue 15 point 4): the built-in provider's sign-in screen,
 * which lists the accounts and signs anyone in, opens in DEV only for a browser holding the access
 * cookie a one-time access link sets; knowing the public client id is not enough. LOCAL (and the
 * tests) keep signing in without it.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { DEV_ACCESS_LINK_LIFETIME_SECONDS, devAccessCookieValue, devAccessLink } from '../../worker/auth/dev-access.ts'
import { seconds } from '../../worker/auth/session.ts'
import { visit, visitWith } from './helpers.ts'
import { TEST_CSRF_TOKEN, setCookies } from './portal-helpers.ts'

const DEV_SECRET = 'a-dev-access-secret-of-at-least-32-characters'
const DEV = { ENVIRONMENT: 'DEV', DEV_ACCESS_SECRET: DEV_SECRET }
const SCREEN =
  '/auth/local-oidc/authorize?response_type=code&client_id=local-microsoft&redirect_uri=' +
  encodeURIComponent('http://127.0.0.1:8787/auth/callback/microsoft') +
  '&scope=openid%20email&state=some-state&nonce=some-nonce&code_challenge=' +
  'a'.repeat(43) +
  '&code_challenge_method=S256'

async function screen(bindings: Record<string, string>, cookie?: string): Promise<{ status: number; html: string }> {
  const response = await visitWith(bindings, SCREEN, cookie ? { headers: { Cookie: cookie } } : {})
  return { status: response.status, html: await response.text() }
}

/** Opens an access link in DEV; answers the response and the access cookie it set. */
async function openLink(link: string, bindings: Record<string, string> = DEV): Promise<{ response: Response; cookie: string | undefined }> {
  const url = new URL(link)
  const response = await visitWith(bindings, `${url.pathname}${url.search}`)
  const line = setCookies(response).get('__Host-dev-access')
  return { response, cookie: line?.split(';')[0] }
}

describe('DEV’s built-in provider', () => {
  it('shows no account and signs nobody in without the access cookie, whoever knows the client id', async () => {
    const { status, html } = await screen(DEV)
    expect(status).toBe(403)
    expect(html).toContain('This test environment is private.')
    expect(html).not.toContain('olivia.bennett@brightline-av.example')
    const post = await visitWith(DEV, '/auth/local-oidc/authorize', {
      method: 'POST',
      body: new URLSearchParams({
        ...Object.fromEntries(new URL(SCREEN, 'http://x').searchParams),
        _csrf: TEST_CSRF_TOKEN,
        email: 'uma.patel@vantage-displays.example',
      }),
      headers: {
        Cookie: `__Host-csrf=${TEST_CSRF_TOKEN}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://127.0.0.1:8787',
      },
    })
    expect(post.status).toBe(403)
    expect(post.headers.get('Location'), 'no code goes back to the client').toBeNull()
    expect(await post.text()).toContain('This test environment is private.')
  })

  it('opens for a browser that used a one-time access link, which works once', async () => {
    const link = await devAccessLink(DEV_SECRET, env.SITE_ORIGIN, seconds(new Date()))
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8787\/auth\/local-oidc\/access\?grant=/)
    const first = await openLink(link)
    expect(first.response.status).toBe(303)
    expect(first.response.headers.get('Location')).toBe('/portal/sign-in')
    expect(setCookies(first.response).get('__Host-dev-access')).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    const opened = await screen(DEV, first.cookie)
    expect(opened.status).toBe(200)
    expect(opened.html).toContain('data-account="olivia.bennett@brightline-av.example"')

    const again = await openLink(link)
    expect(again.response.status).toBe(403)
    expect(await again.response.text()).toContain('This access link has already been used.')
    expect(again.cookie).toBeUndefined()
  })

  it('refuses a forged, expired or other-secret link, and a cookie not made with DEV’s secret', async () => {
    const now = seconds(new Date())
    const forged = new URL(await devAccessLink(DEV_SECRET, env.SITE_ORIGIN, now))
    forged.searchParams.set('grant', `${forged.searchParams.get('grant')!.slice(0, -4)}AAAA`)
    const expired = await devAccessLink(DEV_SECRET, env.SITE_ORIGIN, now - DEV_ACCESS_LINK_LIFETIME_SECONDS - 1)
    const otherSecret = await devAccessLink('another-secret-of-at-least-32-characters!', env.SITE_ORIGIN, now)
    for (const [link, text] of [
      [forged.toString(), 'This access link is not valid.'],
      [expired, 'This access link has expired.'],
      [otherSecret, 'This access link is not valid.'],
    ] as const) {
      const { response, cookie } = await openLink(link)
      expect(response.status, link).toBe(403)
      expect(await response.text()).toContain(text)
      expect(cookie).toBeUndefined()
    }
    const foreignCookie = `__Host-dev-access=${await devAccessCookieValue('another-secret-of-at-least-32-characters!', now)}`
    expect((await screen(DEV, foreignCookie)).status).toBe(403)
    const expiredCookie = `__Host-dev-access=${await devAccessCookieValue(DEV_SECRET, now - 31 * 24 * 3600)}`
    expect((await screen(DEV, expiredCookie)).status).toBe(403)
  })

  it('without DEV_ACCESS_SECRET lets nobody in (fails closed)', async () => {
    const cookie = `__Host-dev-access=${await devAccessCookieValue(DEV_SECRET, seconds(new Date()))}`
    expect((await screen({ ENVIRONMENT: 'DEV' }, cookie)).status).toBe(403)
    const { response } = await openLink(await devAccessLink(DEV_SECRET, env.SITE_ORIGIN, seconds(new Date())), { ENVIRONMENT: 'DEV' })
    expect(response.status).toBe(403)
    await response.arrayBuffer()
  })

  it('LOCAL needs no access link, and has no access route', async () => {
    const local = await visit(SCREEN)
    expect(local.status).toBe(200)
    expect(await local.text()).toContain('data-account="olivia.bennett@brightline-av.example"')
    const access = await visit('/auth/local-oidc/access?grant=x')
    expect(access.status).toBe(404)
    await access.arrayBuffer()
  })
})
