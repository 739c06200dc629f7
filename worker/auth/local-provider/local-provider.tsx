/**
 * The built-in OpenID Connect provider that stands in for Microsoft and Google in LOCAL and DEV
 * (DESIGN.md "Contracts"), so the site's real client runs end to end: a discovery document, a
 * JWKS, an authorisation endpoint with a sign-in screen listing the seeded accounts (and any other
 * address, to try an account the portal does not know), and a token endpoint that authenticates
 * its client and checks PKCE. Its answers name it (`iss`, RFC 9207). In DEV the sign-in screen
 * opens only with DEV's access cookie, set by a one-time access link (dev-access.ts). In UAT and
 * PRD every path below answers 404: it does not exist.
 */
import { accountNameOf, signInAccounts } from '../../users/user-account-store.ts'
import { type } from 'arktype'
import { type Context, Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { SignJWT } from 'jose'
import { DEFAULT_LOCALE, activeLocales } from '../../../locales/registry.ts'
import { i18nFor } from '../../../ui/i18n/i18n.ts'
import {
  LocalProviderClosed,
  type LocalProviderClosedReason,
  LocalProviderError,
  LocalProviderSignIn,
} from '../../../ui/sign-in/LocalProviderSignIn.tsx'
import { partnerLevelOf } from '../../../ui/portal/partner-roles.ts'
import type { AppEnv } from '../../env.ts'
import { csrfTokenFor } from '../../middleware/csrf.ts'
import { renderNotFound } from '../../pages/error-pages.tsx'
import { hasLocalProvider } from '../identity-providers.ts'
import { getCookie, setCookie } from 'hono/cookie'
import { pathFor } from '../../../ui/routes/route-table.ts'
import {
  DEV_ACCESS_COOKIE,
  DEV_ACCESS_COOKIE_LIFETIME_SECONDS,
  DEV_ACCESS_GRANT_PARAMETER,
  checkDevAccessGrant,
  devAccessCookieValue,
  isDevAccessCookie,
  usableDevAccessSecret,
} from '../dev-access.ts'
import { claimDevAccessGrant } from './dev-access-grant-store.ts'
import { timingSafeEqual } from '../../crypto/timing-safe-equal.ts'
import { codeChallengeOf, sha256Base64url } from '../pkce.ts'
import { randomToken } from '../../crypto/random-token.ts'
import { seconds } from '../session.ts'
import { issueAuthorisationCode, redeemAuthorisationCode } from './authorisation-code-store.ts'
import { type LocalClient, findLocalClient, localProviderIssuer } from './local-clients.ts'
import { LOCAL_SIGNING_ALGORITHM, localSigningKey } from './signing-key-store.ts'

export const ID_TOKEN_LIFETIME_SECONDS = 5 * 60
const ACCESS_TOKEN_LIFETIME_SECONDS = 5 * 60
const SUPPORTED_SCOPES = ['openid', 'email', 'profile']

export const localProvider = new Hono<AppEnv>()

localProvider.use(async (c, next) => {
  if (!hasLocalProvider(c.get('environment'))) return renderNotFound(c)
  c.header('Cache-Control', 'no-store')
  await next()
})

/** Environments whose provider screen needs DEV's access cookie: DEV, reachable by anyone on the internet. */
export const ACCESS_CONTROLLED_ENVIRONMENTS = ['DEV'] as const

function needsDevAccess(c: Context<AppEnv>): boolean {
  return (ACCESS_CONTROLLED_ENVIRONMENTS as readonly string[]).includes(c.get('environment'))
}

function devAccessCookieName(c: Context<AppEnv>): string {
  return c.get('environment') === 'LOCAL' ? DEV_ACCESS_COOKIE.localName : DEV_ACCESS_COOKIE.secureName
}

function closed(c: Context<AppEnv>, reason: LocalProviderClosedReason): Response | Promise<Response> {
  c.status(403)
  const locale = screenLocale(c, c.req.query('ui_locales'))
  const i18n = i18nFor(locale, c.get('logger'))
  c.set('locale', locale)
  c.set('i18n', i18n)
  return c.render(<LocalProviderClosed reason={reason} />, {
    head: { title: i18n._({ id: 'local_provider.title', message: 'Local sign-in' }), alternates: {}, canonical: c.req.url, noindex: true },
  })
}

/** DEV: the sign-in screen and its post open only with a genuine access cookie (never by knowing the client id). */
const devAccessGate = createMiddleware<AppEnv>(async (c, next) => {
  if (!needsDevAccess(c)) return next()
  const secret = usableDevAccessSecret(c.env.DEV_ACCESS_SECRET)
  if (!secret) c.get('logger').error('DEV_ACCESS_SECRET is not set (or shorter than 32 characters): the local provider lets nobody in')
  if (secret && (await isDevAccessCookie(secret, getCookie(c, devAccessCookieName(c)), seconds(new Date())))) return next()
  return closed(c, 'no-access')
})

localProvider.use('/authorize', devAccessGate)

/** A one-time access link: sets DEV's access cookie, then opens the sign-in page. */
localProvider.get('/access', async (c) => {
  if (!needsDevAccess(c)) return renderNotFound(c)
  const secret = usableDevAccessSecret(c.env.DEV_ACCESS_SECRET)
  const now = seconds(new Date())
  const grant = secret
    ? await checkDevAccessGrant(secret, c.req.query(DEV_ACCESS_GRANT_PARAMETER) ?? '', now)
    : { ok: false as const, reason: 'invalid' as const }
  if (!grant.ok) return closed(c, grant.reason === 'expired' ? 'link-expired' : 'link-invalid')
  if (!(await claimDevAccessGrant(c.env.DB, grant.id, grant.expires, now))) return closed(c, 'link-used')
  setCookie(c, devAccessCookieName(c), await devAccessCookieValue(secret!, now), {
    path: '/',
    httpOnly: true,
    secure: c.get('environment') !== 'LOCAL',
    sameSite: 'Lax',
    maxAge: DEV_ACCESS_COOKIE_LIFETIME_SECONDS,
  })
  c.get('logger').info('DEV access link used: this browser may open the local sign-in screen')
  return c.redirect(pathFor('portal-sign-in', DEFAULT_LOCALE), 303)
})

localProvider.get('/.well-known/openid-configuration', (c) => {
  const issuer = localProviderIssuer(c.env)
  return c.json({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: [LOCAL_SIGNING_ALGORITHM],
    code_challenge_methods_supported: ['S256'],
    // RFC 9207: every authorisation response names this issuer, so the client can tell providers apart (mix-up).
    authorization_response_iss_parameter_supported: true,
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    scopes_supported: SUPPORTED_SCOPES,
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'email', 'email_verified', 'name'],
  })
})

localProvider.get('/jwks', async (c) => c.json({ keys: [(await localSigningKey(c.env.DB)).publicJwk] }))

const authorisationRequestSchema = type({
  response_type: "'code'",
  client_id: 'string > 0',
  redirect_uri: 'string > 0',
  scope: 'string > 0',
  state: '0 < string <= 512',
  nonce: '0 < string <= 512',
  code_challenge: /^[A-Za-z0-9_-]{43,128}$/,
  code_challenge_method: "'S256'",
  'ui_locales?': 'string',
})
type AuthorisationRequest = typeof authorisationRequestSchema.infer

const AUTHORISATION_PARAMETERS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'ui_locales',
] as const

function screenLocale(c: Context<AppEnv>, uiLocales: string | undefined) {
  const wanted = (uiLocales ?? '').toLowerCase().split(/\s+/)
  const locales = activeLocales(c.get('environment'))
  return locales.find((locale) => wanted.includes(locale.iso.toLowerCase())) ?? locales.find((locale) => locale.code === DEFAULT_LOCALE)!
}

function errorRedirect(c: Context<AppEnv>, redirectUri: string, error: string, state: string | undefined): string {
  const url = new URL(redirectUri)
  url.searchParams.set('error', error)
  if (state) url.searchParams.set('state', state)
  url.searchParams.set('iss', localProviderIssuer(c.env))
  return url.toString()
}

type CheckedRequest =
  | { ok: true; client: LocalClient; request: AuthorisationRequest }
  | { ok: false; response: Response | Promise<Response> }

/**
 * Checks an authorisation request. An unknown client or redirect URI is shown as an error (never
 * redirected anywhere); other faults go back to the client's redirect URI as an OAuth error.
 */
function checkAuthorisationRequest(c: Context<AppEnv>, parameters: Record<string, unknown>): CheckedRequest {
  const clientId = typeof parameters.client_id === 'string' ? parameters.client_id : ''
  const registered = findLocalClient(c.env, clientId)
  const locale = screenLocale(c, typeof parameters.ui_locales === 'string' ? parameters.ui_locales : undefined)
  const redirectUri = typeof parameters.redirect_uri === 'string' ? parameters.redirect_uri : ''
  // The client answers on the callback it asked for, when that is one of its registered ones.
  const client = registered?.redirectUris.includes(redirectUri) ? { ...registered, redirectUri } : undefined
  if (!client) {
    c.set('locale', locale)
    c.set('i18n', i18nFor(locale, c.get('logger')))
    c.status(400)
    const i18n = c.get('i18n')!
    return {
      ok: false,
      response: c.render(<LocalProviderError />, {
        head: {
          title: i18n._({ id: 'local_provider.title', message: 'Local sign-in' }),
          alternates: {},
          canonical: c.req.url,
          noindex: true,
        },
      }),
    }
  }
  const request = authorisationRequestSchema(parameters)
  const state = typeof parameters.state === 'string' ? parameters.state : undefined
  if (request instanceof type.errors) {
    c.get('logger').warn('Local provider: invalid authorisation request', request.summary)
    return { ok: false, response: c.redirect(errorRedirect(c, client.redirectUri, 'invalid_request', state), 303) }
  }
  if (!request.scope.split(' ').includes('openid')) {
    return { ok: false, response: c.redirect(errorRedirect(c, client.redirectUri, 'invalid_scope', state), 303) }
  }
  return { ok: true, client, request }
}

localProvider.get('/authorize', async (c) => {
  const checked = checkAuthorisationRequest(c, c.req.query())
  if (!checked.ok) return checked.response
  const locale = screenLocale(c, checked.request.ui_locales)
  const i18n = i18nFor(locale, c.get('logger'))
  c.set('locale', locale)
  c.set('i18n', i18n)
  const accounts = await signInAccounts(c.env.DB)
  const hidden = Object.fromEntries(
    AUTHORISATION_PARAMETERS.flatMap((name) => {
      const value = checked.request[name]
      return value === undefined ? [] : [[name, value]]
    }),
  )
  // The chosen account is answered with a redirect to the client's callback, which may be on the
  // PIM host: CSP form-action applies to that redirect.
  c.set('formTargets', [new URL(c.env.PIM_ORIGIN).origin])
  return c.render(
    <LocalProviderSignIn
      action={`${localProviderIssuer(c.env)}/authorize`}
      standsInFor={checked.client.standsInFor}
      parameters={hidden}
      accounts={accounts.map(({ organisation_level: organisationLevel, ...account }) => ({
        ...account,
        level: partnerLevelOf(organisationLevel ? { level: organisationLevel } : null),
      }))}
      csrfToken={csrfTokenFor(c)}
    />,
    {
      head: {
        title: i18n._({ id: 'local_provider.title', message: 'Local sign-in' }),
        alternates: {},
        canonical: c.req.url,
        noindex: true,
      },
    },
  )
})

const chosenAccountSchema = type({ email: 'string.email <= 254' })

localProvider.post('/authorize', async (c) => {
  const form = await c.req.parseBody()
  const checked = checkAuthorisationRequest(c, form)
  if (!checked.ok) return checked.response
  const account = chosenAccountSchema({ email: typeof form.email === 'string' ? form.email.trim() : '' })
  const { client, request } = checked
  if (account instanceof type.errors) return c.redirect(errorRedirect(c, client.redirectUri, 'access_denied', request.state), 303)
  const code = await issueAuthorisationCode(
    c.env.DB,
    {
      clientId: client.clientId,
      redirectUri: client.redirectUri,
      codeChallenge: request.code_challenge,
      nonce: request.nonce,
      email: account.email.toLowerCase(),
    },
    new Date(),
  )
  const target = new URL(client.redirectUri)
  target.searchParams.set('code', code)
  target.searchParams.set('state', request.state)
  target.searchParams.set('iss', localProviderIssuer(c.env))
  return c.redirect(target.toString(), 303)
})

function tokenError(
  c: Context<AppEnv>,
  error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type',
  status: 400 | 401,
) {
  if (status === 401) c.header('WWW-Authenticate', 'Basic realm="local-oidc"')
  return c.json({ error }, status)
}

/** client_secret_basic (Authorization header) or client_secret_post (form fields). */
function clientCredentials(c: Context<AppEnv>, form: Record<string, unknown>): { id: string; secret: string } | null {
  const header = c.req.header('Authorization')
  if (header?.startsWith('Basic ')) {
    try {
      const [id, secret] = atob(header.slice('Basic '.length))
        .split(':')
        .map((part) => decodeURIComponent(part))
      return id && secret ? { id, secret } : null
    } catch {
      return null
    }
  }
  return typeof form.client_id === 'string' && typeof form.client_secret === 'string'
    ? { id: form.client_id, secret: form.client_secret }
    : null
}

localProvider.post('/token', async (c) => {
  const form = await c.req.parseBody()
  const credentials = clientCredentials(c, form)
  const client = credentials ? findLocalClient(c.env, credentials.id) : undefined
  if (!credentials || !client || !timingSafeEqual(credentials.secret, client.clientSecret)) return tokenError(c, 'invalid_client', 401)
  if (form.grant_type !== 'authorization_code') return tokenError(c, 'unsupported_grant_type', 400)
  if (typeof form.code !== 'string' || typeof form.code_verifier !== 'string' || typeof form.redirect_uri !== 'string') {
    return tokenError(c, 'invalid_request', 400)
  }
  const now = new Date()
  const grant = await redeemAuthorisationCode(c.env.DB, form.code, now)
  if (
    !grant ||
    grant.clientId !== client.clientId ||
    grant.redirectUri !== form.redirect_uri ||
    !timingSafeEqual(await codeChallengeOf(form.code_verifier), grant.codeChallenge)
  ) {
    return tokenError(c, 'invalid_grant', 400)
  }
  const key = await localSigningKey(c.env.DB)
  const personName = await accountNameOf(c.env.DB, grant.email)
  const idToken = await new SignJWT({
    nonce: grant.nonce,
    email: grant.email,
    email_verified: true,
    name: personName ?? grant.email.split('@')[0],
    auth_time: seconds(now),
  })
    .setProtectedHeader({ alg: LOCAL_SIGNING_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setIssuer(localProviderIssuer(c.env))
    .setSubject(`local-${(await sha256Base64url(grant.email)).slice(0, 22)}`)
    .setAudience(client.clientId)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + ID_TOKEN_LIFETIME_SECONDS)
    .sign(key.privateKey)
  c.header('Pragma', 'no-cache')
  return c.json({ access_token: randomToken(), token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_SECONDS, id_token: idToken })
})
