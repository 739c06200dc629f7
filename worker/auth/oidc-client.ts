/**
 * The OpenID Connect client (authorisation code flow with PKCE) the site uses for every identity
 * provider: Microsoft and Google in UAT and PRD, the built-in local provider in LOCAL and DEV, on
 * the same code path. Discovery documents and key sets are cached per isolate; ID tokens are
 * verified with jose against the provider's JWKS (signature and algorithm, issuer, audience,
 * expiry, nonce) before anyone is signed in.
 */
import { type } from 'arktype'
import { type JWTPayload, type JWTVerifyGetKey, createRemoteJWKSet, customFetch, jwtVerify } from 'jose'

/** How long a provider's discovery document is trusted before it is fetched again. */
export const DISCOVERY_CACHE_TTL_MS = 60 * 60 * 1000
/** How long a fetched JWKS is used before it is fetched again. */
export const JWKS_CACHE_MAX_AGE_MS = 10 * 60 * 1000
/** A token signed with an unknown key refetches the JWKS at most this often. */
export const JWKS_COOLDOWN_MS = 30 * 1000
/** Clock difference tolerated between the provider and the worker when checking exp/iat/nbf. */
export const ID_TOKEN_CLOCK_TOLERANCE_SECONDS = 60
/** Calls to a provider give up after this long. */
export const PROVIDER_TIMEOUT_MS = 10 * 1000
/** Microsoft's multi-tenant issuer names the tenant of each token with this placeholder. */
export const TENANT_PLACEHOLDER = '{tenantid}'
const TENANT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export type ProviderFetch = (request: Request) => Promise<Response>

export interface IdentityProvider {
  /** Which sign-in option this is, e.g. `microsoft`. */
  option: string
  /** `{issuer}/.well-known/openid-configuration` */
  discoveryUrl: string
  /** The issuer the discovery document must name (Microsoft multi-tenant: with `{tenantid}`). */
  issuer: string
  /** Other spellings of the issuer an ID token may carry (Google: `accounts.google.com`). */
  issuerAliases: readonly string[]
  clientId: string
  clientSecret: string
  redirectUri: string
  scopes: readonly string[]
  /** Signing algorithms accepted for ID tokens; `none` never is. */
  idTokenAlgorithms: readonly string[]
  /** The verified e-mail address in the ID token's claims, or null when there is none. */
  verifiedEmail(claims: JWTPayload): string | null
  /** How requests reach the provider: the network, or the worker itself for the local provider. */
  fetch: ProviderFetch
  /** Only the local provider may use plain http (LOCAL runs without TLS). */
  allowsPlainHttp: boolean
}

export type SignInFailureReason = 'discovery' | 'token-exchange' | 'id-token' | 'issuer' | 'nonce' | 'email' | 'state' | 'provider-error'

/** A sign-in that must not go on; the reason goes to the log, the visitor sees a general message. */
export class SignInFailure extends Error {
  constructor(
    readonly reason: SignInFailureReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`)
    this.name = 'SignInFailure'
  }
}

const discoverySchema = type({
  issuer: 'string > 0',
  authorization_endpoint: 'string.url',
  token_endpoint: 'string.url',
  jwks_uri: 'string.url',
  'code_challenge_methods_supported?': 'string[]',
  /** RFC 9207: the provider names itself (`iss`) in every authorisation response. */
  'authorization_response_iss_parameter_supported?': 'boolean',
})
export type DiscoveryDocument = typeof discoverySchema.infer

const tokenResponseSchema = type({ id_token: 'string > 0', token_type: 'string', 'access_token?': 'string', 'expires_in?': 'number' })

const discoveryCache = new Map<string, { document: DiscoveryDocument; expiresAt: number }>()
const keySets = new Map<string, JWTVerifyGetKey>()

/** Forgets cached discovery documents and key sets (tests use fresh providers). */
export function forgetProviderCaches(): void {
  discoveryCache.clear()
  keySets.clear()
}

function checkEndpoint(provider: IdentityProvider, url: string): void {
  const protocol = new URL(url).protocol
  if (protocol !== 'https:' && !(provider.allowsPlainHttp && protocol === 'http:')) {
    throw new SignInFailure('discovery', `endpoint ${url} is not https`)
  }
}

async function providerJson(provider: IdentityProvider, request: Request, reason: SignInFailureReason): Promise<unknown> {
  let response: Response
  try {
    response = await provider.fetch(request)
  } catch (error) {
    throw new SignInFailure(reason, `${request.url} unreachable: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    throw new SignInFailure(reason, `${request.url} answered ${response.status} ${text.slice(0, 200)}`)
  }
  try {
    return await response.json()
  } catch {
    throw new SignInFailure(reason, `${request.url} did not answer JSON`)
  }
}

/** The provider's discovery document (cached DISCOVERY_CACHE_TTL_MS), checked against its settings. */
export async function discover(provider: IdentityProvider, now = Date.now()): Promise<DiscoveryDocument> {
  const cached = discoveryCache.get(provider.discoveryUrl)
  if (cached && cached.expiresAt > now) return cached.document
  const body = await providerJson(
    provider,
    new Request(provider.discoveryUrl, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) }),
    'discovery',
  )
  const document = discoverySchema(body)
  if (document instanceof type.errors) throw new SignInFailure('discovery', document.summary)
  if (document.issuer !== provider.issuer) {
    throw new SignInFailure('discovery', `issuer ${document.issuer} is not the configured ${provider.issuer}`)
  }
  for (const endpoint of [document.authorization_endpoint, document.token_endpoint, document.jwks_uri]) checkEndpoint(provider, endpoint)
  if (document.code_challenge_methods_supported && !document.code_challenge_methods_supported.includes('S256')) {
    throw new SignInFailure('discovery', 'the provider does not support PKCE S256')
  }
  discoveryCache.set(provider.discoveryUrl, { document, expiresAt: now + DISCOVERY_CACHE_TTL_MS })
  return document
}

export interface AuthorisationRequest {
  state: string
  nonce: string
  codeChallenge: string
  /** BCP 47 tag of the page the visitor came from, for the provider's own screens. */
  uiLocale?: string
}

/** Where to send the visitor: the provider's authorisation endpoint with a code + PKCE request. */
export function authorisationUrl(provider: IdentityProvider, document: DiscoveryDocument, request: AuthorisationRequest): string {
  const url = new URL(document.authorization_endpoint)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('client_id', provider.clientId)
  url.searchParams.set('redirect_uri', provider.redirectUri)
  url.searchParams.set('scope', provider.scopes.join(' '))
  url.searchParams.set('state', request.state)
  url.searchParams.set('nonce', request.nonce)
  url.searchParams.set('code_challenge', request.codeChallenge)
  url.searchParams.set('code_challenge_method', 'S256')
  if (request.uiLocale) url.searchParams.set('ui_locales', request.uiLocale)
  return url.toString()
}

/** Trades the authorisation code for tokens at the token endpoint (client_secret_post, PKCE verifier). */
export async function exchangeCode(
  provider: IdentityProvider,
  document: DiscoveryDocument,
  { code, codeVerifier }: { code: string; codeVerifier: string },
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: provider.redirectUri,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
    code_verifier: codeVerifier,
  })
  const answer = await providerJson(
    provider,
    new Request(document.token_endpoint, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    }),
    'token-exchange',
  )
  const tokens = tokenResponseSchema(answer)
  if (tokens instanceof type.errors) throw new SignInFailure('token-exchange', tokens.summary)
  return tokens.id_token
}

function keySetOf(provider: IdentityProvider, document: DiscoveryDocument): JWTVerifyGetKey {
  let keys = keySets.get(document.jwks_uri)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(document.jwks_uri), {
      cacheMaxAge: JWKS_CACHE_MAX_AGE_MS,
      cooldownDuration: JWKS_COOLDOWN_MS,
      timeoutDuration: PROVIDER_TIMEOUT_MS,
      [customFetch]: (url, options) => provider.fetch(new Request(url, options as RequestInit)),
    })
    keySets.set(document.jwks_uri, keys)
  }
  return keys
}

/** True when the token's `iss` is the provider's issuer (per tenant for Microsoft's multi-tenant issuer). */
export function issuerMatches(provider: Pick<IdentityProvider, 'issuer' | 'issuerAliases'>, claims: JWTPayload): boolean {
  const issuer = claims.iss
  if (typeof issuer !== 'string') return false
  if (provider.issuer.includes(TENANT_PLACEHOLDER)) {
    const tenant = claims.tid
    return typeof tenant === 'string' && TENANT_ID_PATTERN.test(tenant) && issuer === provider.issuer.replace(TENANT_PLACEHOLDER, tenant)
  }
  return issuer === provider.issuer || provider.issuerAliases.includes(issuer)
}

/**
 * Mix-up defence (RFC 9207, RFC 9700 §4.4): the `iss` an authorisation response names must be the
 * issuer of the provider the sign-in started with. A provider that announces the parameter must
 * send it; one that does not (Microsoft Entra today) is told apart by its own callback path, which
 * the callback checks against the flow, and by the ID token's issuer and audience.
 */
export function checkAuthorisationIssuer(
  provider: Pick<IdentityProvider, 'issuer' | 'issuerAliases'>,
  document: DiscoveryDocument,
  iss: string | undefined,
): void {
  if (iss === undefined) {
    if (document.authorization_response_iss_parameter_supported === true)
      throw new SignInFailure('issuer', 'the answer does not name its issuer (iss)')
    return
  }
  const matches = provider.issuer.includes(TENANT_PLACEHOLDER)
    ? (() => {
        const [before, after] = provider.issuer.split(TENANT_PLACEHOLDER) as [string, string]
        return iss.startsWith(before) && iss.endsWith(after) && TENANT_ID_PATTERN.test(iss.slice(before.length, iss.length - after.length))
      })()
    : iss === provider.issuer || provider.issuerAliases.includes(iss)
  if (!matches)
    throw new SignInFailure('issuer', `the answer comes from ${iss}, not from ${provider.issuer} where this sign-in started (mix-up)`)
}

export interface VerifiedIdentity {
  email: string
  name: string | null
  subject: string
}

/**
 * Verifies an ID token: signature with a key of the provider's JWKS and an allowed algorithm,
 * audience (and authorised party), expiry and issue time, issuer, nonce, and a verified e-mail.
 */
export async function verifyIdToken(
  provider: IdentityProvider,
  document: DiscoveryDocument,
  idToken: string,
  { nonce, now }: { nonce: string; now: Date },
): Promise<VerifiedIdentity> {
  let claims: JWTPayload
  try {
    ;({ payload: claims } = await jwtVerify(idToken, keySetOf(provider, document), {
      algorithms: [...provider.idTokenAlgorithms],
      audience: provider.clientId,
      currentDate: now,
      clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat'],
    }))
  } catch (error) {
    throw new SignInFailure('id-token', error instanceof Error ? `${error.name}: ${error.message}` : String(error))
  }
  if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== provider.clientId) {
    throw new SignInFailure('id-token', 'the token was issued to another party (azp)')
  }
  if (!issuerMatches(provider, claims)) throw new SignInFailure('issuer', `unexpected issuer ${String(claims.iss)}`)
  if (typeof claims.nonce !== 'string' || claims.nonce !== nonce) throw new SignInFailure('nonce', 'the nonce does not match this sign-in')
  const email = provider.verifiedEmail(claims)
  if (!email) throw new SignInFailure('email', 'the token carries no verified e-mail address')
  return { email: email.toLowerCase(), name: typeof claims.name === 'string' ? claims.name : null, subject: claims.sub! }
}
