/**
 * The PIM's own login on the PIM host: the same OpenID Connect sign-in as the portal, answered on
 * the PIM host's callback so the session belongs there; PIM roles get in, others are told they
 * have no PIM role; the PIM screens need a session.
 */
import { describe, expect, it } from 'vitest'
import { ORIGIN, visitUrl } from './helpers.ts'
import { PIM_ORIGIN } from './pim-fixtures.ts'
import { CookieJar, decodeHtml, hiddenFields } from './portal-helpers.ts'

/** A browser: one cookie jar per host. */
function browserFor() {
  const jars = new Map<string, CookieJar>()
  return async (url: string, init: RequestInit = {}) => {
    const { host, origin } = new URL(url)
    const jar = jars.get(host) ?? new CookieJar()
    jars.set(host, jar)
    const headers = new Headers(init.headers)
    if (jar.header()) headers.set('Cookie', jar.header())
    if (init.method === 'POST') headers.set('Origin', origin)
    const response = await visitUrl(url, { ...init, headers })
    jar.take(response)
    return response
  }
}

async function signInToPim(email: string) {
  const browse = browserFor()
  const login = await browse(`${PIM_ORIGIN}/login?return_to=%2Fassets`)
  expect(login.status).toBe(200)
  // The sign-in form's redirect to the provider (another origin) must be allowed by CSP form-action.
  expect(login.headers.get('Content-Security-Policy')).toMatch(new RegExp(`form-action [^;]*${ORIGIN}`))
  const csrf = hiddenFields(await login.text())._csrf!
  const start = await browse(`${PIM_ORIGIN}/auth/sign-in/microsoft`, {
    method: 'POST',
    body: new URLSearchParams({ _csrf: csrf, return_to: '/assets', locale: 'en-gb' }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  expect(start.status, await start.text()).toBe(303)
  const authorisation = new URL(start.headers.get('Location')!, PIM_ORIGIN)
  expect(authorisation.origin).toBe(ORIGIN)
  expect(authorisation.searchParams.get('redirect_uri')).toBe(`${PIM_ORIGIN}/auth/callback/microsoft`)
  const screenHtml = await (await browse(authorisation.toString())).text()
  const form = /<form action="([^"]+)" method="post">([\s\S]*?)<\/form>/.exec(screenHtml)!
  const chosen = await browse(new URL(decodeHtml(form[1]!), ORIGIN).toString(), {
    method: 'POST',
    body: new URLSearchParams({ ...hiddenFields(form[2]!), email }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  const callbackUrl = chosen.headers.get('Location')!
  expect(callbackUrl.startsWith(`${PIM_ORIGIN}/auth/callback/microsoft?`)).toBe(true)
  const callback = await browse(callbackUrl)
  await callback.arrayBuffer()
  return { browse, callback }
}

describe('the PIM login', () => {
  it('signs a PIM editor in on the PIM host and returns to the screen asked for', async () => {
    const { browse, callback } = await signInToPim('priya.nair@vantage-displays.example')
    expect(callback.status).toBe(303)
    expect(callback.headers.get('Location')).toBe('/assets')
    const assets = await browse(`${PIM_ORIGIN}/assets`)
    expect(assets.status).toBe(200)
    expect(await assets.text()).toContain('Priya Nair')
  })

  it('tells a partner they have no PIM role', async () => {
    const { browse } = await signInToPim('olivia.bennett@brightline-av.example')
    const assets = await browse(`${PIM_ORIGIN}/assets`)
    expect(assets.status).toBe(302)
    expect(assets.headers.get('Location')).toBe('/login')
    const login = await browse(`${PIM_ORIGIN}/login`)
    expect(login.status).toBe(403)
    expect(await login.text()).toContain('data-pim-no-access')
  })

  it('sends visitors without a session to the login screen', async () => {
    const response = await visitUrl(`${PIM_ORIGIN}/assets/new`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/login?return_to=%2Fassets%2Fnew')
  })
})
