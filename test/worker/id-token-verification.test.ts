/**
 * The OpenID Connect client's checks on a provider and its ID tokens, against a provider made
 * here (its own key, discovery document and JWKS): only a token signed by the provider's key with
 * an allowed algorithm, for this client, unexpired, from the right issuer, with this sign-in's
 * nonce and a verified e-mail address signs anyone in.
 */
import { type JWK, type JWTPayload, SignJWT, exportJWK, generateKeyPair } from 'jose'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { microsoftIssuer } from '../../worker/auth/identity-providers.ts'
import {
  type DiscoveryDocument,
  type IdentityProvider,
  SignInFailure,
  discover,
  forgetProviderCaches,
  issuerMatches,
  verifyIdToken,
} from '../../worker/auth/oidc-client.ts'

const ISSUER = 'https://id.provider.example'
const CLIENT_ID = 'vantage-portal'
const NONCE = 'the-nonce-of-this-sign-in'
const NOW = new Date('2026-11-22T10:00:00Z')
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

let signingKey: CryptoKey
let otherKey: CryptoKey
let publicJwk: JWK

beforeAll(async () => {
  const pair = await generateKeyPair('RS256')
  signingKey = pair.privateKey
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' }
  otherKey = (await generateKeyPair('RS256')).privateKey
})

beforeEach(() => forgetProviderCaches())

function discoveryDocument(overrides: Partial<DiscoveryDocument> = {}): DiscoveryDocument {
  return {
    issuer: ISSUER,
    authorization_endpoint: `${ISSUER}/authorize`,
    token_endpoint: `${ISSUER}/token`,
    jwks_uri: `${ISSUER}/jwks`,
    code_challenge_methods_supported: ['S256'],
    ...overrides,
  }
}

/** A provider answering discovery and JWKS requests from memory, counting what it is asked. */
function testProvider(document: DiscoveryDocument = discoveryDocument(), settings: Partial<IdentityProvider> = {}) {
  const requests: string[] = []
  const provider: IdentityProvider = {
    option: 'test',
    discoveryUrl: `${ISSUER}/.well-known/openid-configuration`,
    issuer: ISSUER,
    issuerAliases: [],
    clientId: CLIENT_ID,
    clientSecret: 'secret',
    redirectUri: 'https://site.example/auth/callback/test',
    scopes: ['openid', 'email'],
    idTokenAlgorithms: ['RS256'],
    verifiedEmail: (claims) => (typeof claims.email === 'string' && claims.email_verified === true ? claims.email : null),
    allowsPlainHttp: false,
    fetch: async (request) => {
      requests.push(new URL(request.url).pathname)
      if (request.url.endsWith('/.well-known/openid-configuration')) return Response.json(document)
      if (request.url === document.jwks_uri) return Response.json({ keys: [publicJwk] })
      return new Response('not found', { status: 404 })
    },
    ...settings,
  }
  return { provider, requests }
}

function claims(overrides: JWTPayload = {}): JWTPayload {
  return {
    iss: ISSUER,
    aud: CLIENT_ID,
    sub: 'subject-1',
    iat: seconds(NOW) - 10,
    exp: seconds(NOW) + 300,
    nonce: NONCE,
    email: 'Olivia.Bennett@brightline-av.example',
    email_verified: true,
    name: 'Olivia Bennett',
    ...overrides,
  }
}

function idToken(
  payload: JWTPayload,
  key: CryptoKey = signingKey,
  header: Record<string, unknown> = { alg: 'RS256', kid: 'key-1' },
): Promise<string> {
  return new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(key)
}

async function failureOf(promise: Promise<unknown>): Promise<SignInFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(SignInFailure)
  return error as SignInFailure
}

describe('ID token verification', () => {
  it('accepts a good token and gives the verified e-mail address in lower case', async () => {
    const { provider } = testProvider()
    const identity = await verifyIdToken(provider, discoveryDocument(), await idToken(claims()), { nonce: NONCE, now: NOW })
    expect(identity).toEqual({ email: 'olivia.bennett@brightline-av.example', name: 'Olivia Bennett', subject: 'subject-1' })
  })

  it('refuses a token from another issuer', async () => {
    const { provider } = testProvider()
    const failure = await failureOf(
      verifyIdToken(provider, discoveryDocument(), await idToken(claims({ iss: 'https://evil.example' })), { nonce: NONCE, now: NOW }),
    )
    expect(failure.reason).toBe('issuer')
  })

  it('refuses a token issued to another client (audience)', async () => {
    const { provider } = testProvider()
    const failure = await failureOf(
      verifyIdToken(provider, discoveryDocument(), await idToken(claims({ aud: 'someone-else' })), { nonce: NONCE, now: NOW }),
    )
    expect(failure.reason).toBe('id-token')
    expect(failure.message).toMatch(/aud/)
  })

  it('refuses a token for several audiences whose authorised party is another client', async () => {
    const { provider } = testProvider()
    const token = await idToken(claims({ aud: [CLIENT_ID, 'other'], azp: 'other' }))
    expect((await failureOf(verifyIdToken(provider, discoveryDocument(), token, { nonce: NONCE, now: NOW }))).reason).toBe('id-token')
  })

  it('refuses a token with another nonce, or none', async () => {
    const { provider } = testProvider()
    for (const nonce of ['another-nonce', undefined]) {
      const token = await idToken(claims({ nonce }))
      expect((await failureOf(verifyIdToken(provider, discoveryDocument(), token, { nonce: NONCE, now: NOW }))).reason).toBe('nonce')
    }
  })

  it('refuses an expired token (beyond the clock tolerance)', async () => {
    const { provider } = testProvider()
    const token = await idToken(claims({ iat: seconds(NOW) - 900, exp: seconds(NOW) - 120 }))
    const failure = await failureOf(verifyIdToken(provider, discoveryDocument(), token, { nonce: NONCE, now: NOW }))
    expect(failure.reason).toBe('id-token')
    expect(failure.message).toMatch(/exp/)
  })

  it('refuses a token whose signature was tampered with or made with another key', async () => {
    const { provider } = testProvider()
    const good = await idToken(claims())
    const [header, , signature] = good.split('.')
    const forgedPayload = btoa(JSON.stringify(claims({ email: 'uma.patel@vantage-displays.example' })))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    const tampered = `${header}.${forgedPayload}.${signature}`
    expect((await failureOf(verifyIdToken(provider, discoveryDocument(), tampered, { nonce: NONCE, now: NOW }))).reason).toBe('id-token')
    const otherKeyToken = await idToken(claims(), otherKey)
    expect((await failureOf(verifyIdToken(provider, discoveryDocument(), otherKeyToken, { nonce: NONCE, now: NOW }))).reason).toBe(
      'id-token',
    )
  })

  it('refuses an unsigned token (alg none) and an algorithm the provider does not use', async () => {
    const { provider } = testProvider()
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims())}.`
    expect((await failureOf(verifyIdToken(provider, discoveryDocument(), unsigned, { nonce: NONCE, now: NOW }))).reason).toBe('id-token')
    const hmac = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', kid: 'key-1' })
      .sign(new TextEncoder().encode('x'.repeat(32)))
    expect((await failureOf(verifyIdToken(provider, discoveryDocument(), hmac, { nonce: NONCE, now: NOW }))).reason).toBe('id-token')
  })

  it('refuses a token without a verified e-mail address', async () => {
    const { provider } = testProvider()
    const token = await idToken(claims({ email_verified: false }))
    expect((await failureOf(verifyIdToken(provider, discoveryDocument(), token, { nonce: NONCE, now: NOW }))).reason).toBe('email')
  })

  it('fetches the JWKS once and then uses its cache', async () => {
    const { provider, requests } = testProvider()
    for (let round = 0; round < 3; round++)
      await verifyIdToken(provider, discoveryDocument(), await idToken(claims()), { nonce: NONCE, now: NOW })
    expect(requests.filter((path) => path === '/jwks')).toHaveLength(1)
  })
})

describe('issuers', () => {
  it('Microsoft multi-tenant: the issuer of the token’s own tenant only', () => {
    const provider = { issuer: microsoftIssuer('organizations'), issuerAliases: [] }
    const tid = '72f988bf-86f1-41af-91ab-2d7cd011db47'
    expect(issuerMatches(provider, { iss: `https://login.microsoftonline.com/${tid}/v2.0`, tid })).toBe(true)
    expect(
      issuerMatches(provider, { iss: `https://login.microsoftonline.com/${tid}/v2.0`, tid: '00000000-0000-0000-0000-000000000000' }),
    ).toBe(false)
    expect(issuerMatches(provider, { iss: 'https://login.microsoftonline.com/{tenantid}/v2.0', tid: '{tenantid}' })).toBe(false)
    expect(issuerMatches(provider, { iss: `https://login.microsoftonline.com/${tid}/v2.0` })).toBe(false)
  })

  it('Microsoft single tenant and Google (with its scheme-less alias)', () => {
    const tenant = '72f988bf-86f1-41af-91ab-2d7cd011db47'
    expect(microsoftIssuer(tenant)).toBe(`https://login.microsoftonline.com/${tenant}/v2.0`)
    const google = { issuer: 'https://accounts.google.com', issuerAliases: ['accounts.google.com'] }
    expect(issuerMatches(google, { iss: 'accounts.google.com' })).toBe(true)
    expect(issuerMatches(google, { iss: 'https://accounts.google.com.evil.example' })).toBe(false)
  })
})

describe('discovery', () => {
  it('refuses a document that names another issuer', async () => {
    const { provider } = testProvider(discoveryDocument({ issuer: 'https://other.example' }))
    expect((await failureOf(discover(provider))).reason).toBe('discovery')
  })

  it('refuses plain-http endpoints from a real provider, and a provider without PKCE S256', async () => {
    const http = testProvider(discoveryDocument({ token_endpoint: 'http://id.provider.example/token' }))
    expect((await failureOf(discover(http.provider))).reason).toBe('discovery')
    forgetProviderCaches()
    const noPkce = testProvider(discoveryDocument({ code_challenge_methods_supported: ['plain'] }))
    expect((await failureOf(discover(noPkce.provider))).reason).toBe('discovery')
  })

  it('caches the document', async () => {
    const { provider, requests } = testProvider()
    await discover(provider)
    await discover(provider)
    expect(requests).toEqual(['/.well-known/openid-configuration'])
  })
})
