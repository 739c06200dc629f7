/**
 * Signing in end to end over HTTP through the built-in OpenID Connect provider, on the code path
 * production uses with Microsoft and Google: discovery, authorisation code with PKCE, state and
 * nonce, token exchange, ID token verified against the JWKS, the session cookie; and what is refused.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { sha256Base64url } from '../../worker/auth/pkce.ts'
import { type DiscoveryDocument, SignInFailure, checkAuthorisationIssuer } from '../../worker/auth/oidc-client.ts'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { visit, visitWith } from './helpers.ts'
import { CookieJar, browse, setCookies, signInThroughLocalProvider, untilProviderAnswers } from './portal-helpers.ts'

const OLIVIA = 'olivia.bennett@brightline-av.example'

describe('signing in through the local provider', () => {
  for (const option of ['microsoft', 'google'] as const) {
    it(`with ${option}: code + PKCE, then a session cookie and the portal`, async () => {
      const jar = new CookieJar()
      const { authorisationUrl, callback } = await signInThroughLocalProvider(jar, OLIVIA, { option, returnTo: '/portal/trainings' })
      const request = new URL(authorisationUrl)
      expect(request.pathname).toBe('/auth/local-oidc/authorize')
      expect(Object.fromEntries(request.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: `local-${option}`,
        redirect_uri: `http://127.0.0.1:8787/auth/callback/${option}`,
        scope: 'openid email profile',
        code_challenge_method: 'S256',
        ui_locales: 'en-GB',
      })
      expect(request.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(request.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(request.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/)

      expect(callback.status).toBe(303)
      expect(callback.headers.get('Location')).toBe('/portal/trainings')
      expect(jar.get('session')).toBeDefined()
      expect(jar.get('sign-in')).toBeUndefined()

      const portal = await browse(jar, '/portal/trainings')
      expect(portal.status).toBe(200)
      expect(await portal.text()).toContain('Olivia Bennett')
    })
  }

  it('records the sign-in in the audit trail', async () => {
    const before = (await auditTrailOf(env.DB, 'user', 'usr-jonas-weber')).length
    await signInThroughLocalProvider(new CookieJar(), 'jonas.weber@pixelhaus.example', { option: 'google' })
    const trail = (await auditTrailOf(env.DB, 'user', 'usr-jonas-weber')).slice(before)
    expect(trail).toHaveLength(1)
    expect(trail[0]).toMatchObject({
      action: 'session.signed-in',
      actorId: 'usr-jonas-weber',
      onBehalfOfId: null,
      after: { provider: 'google' },
    })
  })

  it('refuses a replayed callback, with or without the sign-in cookie', async () => {
    const jar = new CookieJar()
    const flowCookie: string[] = []
    const original = jar.take.bind(jar)
    jar.take = (response: Response) => {
      const flow = setCookies(response).get('sign-in')
      if (flow && !/Max-Age=0/.test(flow)) flowCookie.push(flow.split(';')[0]!.slice('sign-in='.length))
      original(response)
    }
    const { callbackUrl } = await signInThroughLocalProvider(jar, OLIVIA)

    const replayWithoutCookie = new CookieJar()
    const withoutCookie = await browse(replayWithoutCookie, callbackUrl)
    expect(withoutCookie.status).toBe(303)
    expect(withoutCookie.headers.get('Location')).toMatch(/^\/portal\/sign-in\?problem=expired/)
    expect(replayWithoutCookie.get('session')).toBeUndefined()

    const replayWithCookie = new CookieJar()
    replayWithCookie.set('sign-in', flowCookie.at(-1)!)
    const withCookie = await browse(replayWithCookie, callbackUrl)
    expect(withCookie.status).toBe(303)
    expect(withCookie.headers.get('Location')).toMatch(/^\/portal\/sign-in\?problem=failed/)
    expect(replayWithCookie.get('session')).toBeUndefined()
  })

  it('refuses a callback whose state is not the one this browser started with', async () => {
    const jar = new CookieJar()
    const signInPage = await (await browse(jar, '/portal/sign-in')).text()
    const csrf = /name="_csrf" value="([^"]+)"/.exec(signInPage)![1]!
    const start = await browse(jar, '/auth/sign-in/google', {
      method: 'POST',
      body: new URLSearchParams({ _csrf: csrf, return_to: '/portal', locale: 'en-gb' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(start.status).toBe(303)
    const callback = await browse(jar, '/auth/callback/google?code=whatever&state=not-the-state')
    expect(callback.headers.get('Location')).toMatch(/problem=failed/)
    expect(jar.get('session')).toBeUndefined()
  })

  it('tells someone the portal does not know so, with a become-a-partner link, and signs nobody in', async () => {
    const jar = new CookieJar()
    const { callback } = await signInThroughLocalProvider(jar, 'stranger@elsewhere.example')
    expect(callback.headers.get('Location')).toBe('/portal/sign-in?problem=unknown-account&return_to=%2Fportal')
    expect(jar.get('session')).toBeUndefined()
    const page = await (await browse(jar, callback.headers.get('Location')!)).text()
    expect(page).toContain('We do not know this account')
    expect(page).toContain('href="/partnership"')
    expect(page).toContain('Become a partner')
  })

  it('sends the visitor back only to a page of this site', async () => {
    const jar = new CookieJar()
    const { callback } = await signInThroughLocalProvider(jar, OLIVIA, { returnTo: '//evil.example/steal' })
    expect(callback.headers.get('Location')).toBe('/portal')
  })

  it('signs out: the session cookie is cleared and the portal asks to log in again', async () => {
    const jar = new CookieJar()
    await signInThroughLocalProvider(jar, OLIVIA)
    const dashboard = await (await browse(jar, '/portal')).text()
    const csrf = /action="\/auth\/sign-out"[\s\S]*?name="_csrf" value="([^"]+)"/.exec(dashboard)![1]!
    const signOut = await browse(jar, '/auth/sign-out', {
      method: 'POST',
      body: new URLSearchParams({ _csrf: csrf, locale: 'en-gb' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(signOut.status).toBe(303)
    expect(signOut.headers.get('Location')).toBe('/')
    expect(setCookies(signOut).get('session')).toMatch(/^session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/)
    expect(jar.get('session')).toBeUndefined()
    const portal = await browse(jar, '/portal')
    expect(portal.status).toBe(401)
    await portal.arrayBuffer()
  })
})

describe('identity-provider mix-up (RFC 9207, RFC 9700 §4.4)', () => {
  /** True while the provider's code is unredeemed: it never reached a token endpoint. */
  async function codeUnused(callbackUrl: string): Promise<boolean> {
    const code = new URL(callbackUrl, 'http://127.0.0.1:8787').searchParams.get('code')!
    return (
      (await env.DB.prepare('SELECT 1 AS unused FROM local_oidc_authorisation_codes WHERE code_hash = ?1')
        .bind(await sha256Base64url(code))
        .first()) !== null
    )
  }

  it('the provider’s answer names it (iss)', async () => {
    const { callbackUrl } = await untilProviderAnswers(new CookieJar(), OLIVIA)
    expect(new URL(callbackUrl).searchParams.get('iss')).toBe('http://127.0.0.1:8787/auth/local-oidc')
  })

  it('refuses an answer naming another provider than the one the sign-in started with, before the code goes anywhere', async () => {
    const jar = new CookieJar()
    const { callbackUrl } = await untilProviderAnswers(jar, OLIVIA, { option: 'microsoft' })
    const mixedUp = new URL(callbackUrl)
    mixedUp.searchParams.set('iss', 'https://accounts.google.com')
    const callback = await browse(jar, `${mixedUp.pathname}${mixedUp.search}`)
    expect(callback.headers.get('Location')).toMatch(/^\/portal\/sign-in\?problem=failed/)
    expect(jar.get('session')).toBeUndefined()
    expect(await codeUnused(callbackUrl), 'the code was not sent to a token endpoint').toBe(true)
  })

  it('refuses an answer without iss from a provider that promises to send it', async () => {
    const jar = new CookieJar()
    const { callbackUrl } = await untilProviderAnswers(jar, OLIVIA)
    const stripped = new URL(callbackUrl)
    stripped.searchParams.delete('iss')
    const callback = await browse(jar, `${stripped.pathname}${stripped.search}`)
    expect(callback.headers.get('Location')).toMatch(/problem=failed/)
    expect(jar.get('session')).toBeUndefined()
  })

  it('refuses an answer arriving on the other provider’s callback', async () => {
    const jar = new CookieJar()
    const { callbackUrl } = await untilProviderAnswers(jar, OLIVIA, { option: 'microsoft' })
    const elsewhere = new URL(callbackUrl)
    const callback = await browse(jar, `/auth/callback/google${elsewhere.search}`)
    expect(callback.headers.get('Location')).toMatch(/problem=failed/)
    expect(jar.get('session')).toBeUndefined()
    expect(await codeUnused(callbackUrl)).toBe(true)
  })

  it('tells Microsoft’s tenants (one issuer per tenant) from Google', () => {
    const document = {
      issuer: 'x',
      authorization_endpoint: 'https://a.example/a',
      token_endpoint: 'https://a.example/t',
      jwks_uri: 'https://a.example/k',
    } satisfies DiscoveryDocument
    const microsoft = { issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0', issuerAliases: [] }
    const google = { issuer: 'https://accounts.google.com', issuerAliases: ['accounts.google.com'] }
    expect(() =>
      checkAuthorisationIssuer(microsoft, document, 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0'),
    ).not.toThrow()
    expect(() => checkAuthorisationIssuer(microsoft, document, 'https://accounts.google.com')).toThrow(SignInFailure)
    expect(() => checkAuthorisationIssuer(microsoft, document, 'https://login.microsoftonline.com/evil/v2.0')).toThrow(SignInFailure)
    expect(() => checkAuthorisationIssuer(google, document, 'https://accounts.google.com')).not.toThrow()
    expect(() =>
      checkAuthorisationIssuer(google, document, 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0'),
    ).toThrow(SignInFailure)
    expect(
      () => checkAuthorisationIssuer(google, document, undefined),
      'a provider that does not promise iss may leave it out',
    ).not.toThrow()
    expect(() =>
      checkAuthorisationIssuer(google, { ...document, authorization_response_iss_parameter_supported: true }, undefined),
    ).toThrow(SignInFailure)
  })
})

describe('the local provider', () => {
  it('publishes its discovery document and JWKS', async () => {
    const discovery = (await (await visit('/auth/local-oidc/.well-known/openid-configuration')).json()) as Record<string, unknown>
    expect(discovery).toMatchObject({
      issuer: 'http://127.0.0.1:8787/auth/local-oidc',
      authorization_endpoint: 'http://127.0.0.1:8787/auth/local-oidc/authorize',
      token_endpoint: 'http://127.0.0.1:8787/auth/local-oidc/token',
      jwks_uri: 'http://127.0.0.1:8787/auth/local-oidc/jwks',
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
      authorization_response_iss_parameter_supported: true,
    })
    const jwks = (await (await visit('/auth/local-oidc/jwks')).json()) as { keys: Array<Record<string, unknown>> }
    expect(jwks.keys).toHaveLength(1)
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: 'local-oidc-1' })
    expect(jwks.keys[0]).not.toHaveProperty('d')
  })

  it('lists every seeded account on its sign-in screen', async () => {
    const jar = new CookieJar()
    const signInPage = await (await browse(jar, '/portal/sign-in')).text()
    const csrf = /name="_csrf" value="([^"]+)"/.exec(signInPage)![1]!
    const start = await browse(jar, '/auth/sign-in/microsoft', {
      method: 'POST',
      body: new URLSearchParams({ _csrf: csrf, return_to: '/portal', locale: 'en-gb' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    const screen = await (await browse(jar, start.headers.get('Location')!)).text()
    const { results } = await env.DB.prepare('SELECT email FROM users').all<{ email: string }>()
    expect(results.length).toBeGreaterThanOrEqual(16)
    for (const { email } of results) expect(screen).toContain(`data-account="${email}"`)
    expect(screen).toContain('Microsoft')
  })

  it('shows an unknown client or redirect URI as an error instead of redirecting anywhere', async () => {
    const response = await visit(
      '/auth/local-oidc/authorize?response_type=code&client_id=local-microsoft&redirect_uri=https%3A%2F%2Fevil.example%2Fcb&scope=openid&state=s&nonce=n&code_challenge=' +
        'a'.repeat(43) +
        '&code_challenge_method=S256',
    )
    expect(response.status).toBe(400)
    expect(response.headers.get('Location')).toBeNull()
    expect(await response.text()).toContain('does not know')
  })

  it('authenticates its client and checks the PKCE verifier at the token endpoint', async () => {
    const token = (body: Record<string, string>) =>
      visit('/auth/local-oidc/token', {
        method: 'POST',
        body: new URLSearchParams(body),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
    const wrongSecret = await token({
      grant_type: 'authorization_code',
      code: 'x',
      redirect_uri: 'http://127.0.0.1:8787/auth/callback/microsoft',
      code_verifier: 'v',
      client_id: 'local-microsoft',
      client_secret: 'not-the-secret',
    })
    expect(wrongSecret.status).toBe(401)
    expect(await wrongSecret.json()).toEqual({ error: 'invalid_client' })
    const unknownCode = await token({
      grant_type: 'authorization_code',
      code: 'never-issued',
      redirect_uri: 'http://127.0.0.1:8787/auth/callback/microsoft',
      code_verifier: 'v'.repeat(43),
      client_id: 'local-microsoft',
      client_secret: env.LOCAL_OIDC_CLIENT_SECRET!,
    })
    expect(unknownCode.status).toBe(400)
    expect(await unknownCode.json()).toEqual({ error: 'invalid_grant' })
  })

  it('does not exist in UAT or PRD', async () => {
    for (const ENVIRONMENT of ['UAT', 'PRD']) {
      for (const path of ['/auth/local-oidc/.well-known/openid-configuration', '/auth/local-oidc/jwks', '/auth/local-oidc/authorize']) {
        const response = await visitWith({ ENVIRONMENT }, path)
        expect(response.status, `${ENVIRONMENT} ${path}`).toBe(404)
        await response.arrayBuffer()
      }
    }
  })

  it('is not offered in PRD without Microsoft or Google settings: the options are missing, not faked', async () => {
    const page = await visitWith({ ENVIRONMENT: 'PRD', SESSION_SECRET: 'a-production-secret-of-at-least-32-characters' }, '/portal/sign-in')
    const html = await page.text()
    expect(html).not.toContain('data-sign-in-option')
    expect(html).toContain('not available at the moment')
  })
})

describe('the sign-in pages and CSP form-action', () => {
  const formAction = (response: Response) => /form-action ([^;]+)/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]

  it('let the sign-in forms redirect to Microsoft and Google (Chromium holds the redirect to form-action), and no other page does', async () => {
    const settings = { ENVIRONMENT: 'PRD', SESSION_SECRET: 'a-production-secret-of-at-least-32-characters' }
    const signIn = await visitWith(settings, '/portal/sign-in')
    await signIn.arrayBuffer()
    expect(formAction(signIn)).toBe("'self' https://login.microsoftonline.com https://accounts.google.com")
    const contact = await visitWith(settings, '/contact')
    await contact.arrayBuffer()
    expect(formAction(contact)).toBe("'self'")
  })

  it('in LOCAL also allow the built-in provider, whose origin is the site', async () => {
    const signIn = await visit('/portal/sign-in')
    await signIn.arrayBuffer()
    expect(formAction(signIn)).toContain(new URL(env.SITE_ORIGIN).origin)
  })
})
