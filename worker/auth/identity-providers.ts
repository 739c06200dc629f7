/**
 * The two sign-in options (SPEC.md point 1: Microsoft or Google) and the provider behind each in
 * an environment. UAT and PRD talk to Microsoft Entra ID and Google with settings from variables
 * and secrets; LOCAL and DEV use the built-in provider (worker/auth/local-provider/) for both,
 * through the same OpenID Connect client.
 */
import type { JWTPayload } from 'jose'
import type { Environment } from '../../locales/registry.ts'
import { networkFetch } from '../adapters/outbound-http.ts'
import type { Bindings } from '../env.ts'
import { callbackUrl } from './auth-paths.ts'
import { localProviderClient, localProviderIssuer } from './local-provider/local-clients.ts'
import { loopbackFetch } from './local-provider/loopback.ts'
import type { IdentityProvider } from './oidc-client.ts'

export const SIGN_IN_OPTIONS = ['microsoft', 'google'] as const
export type SignInOption = (typeof SIGN_IN_OPTIONS)[number]

export function isSignInOption(value: string): value is SignInOption {
  return (SIGN_IN_OPTIONS as readonly string[]).includes(value)
}

/** Work accounts of any organisation; set MICROSOFT_TENANT to a tenant id to allow one tenant only. */
export const DEFAULT_MICROSOFT_TENANT = 'organizations'
export const MICROSOFT_AUTHORITY = 'https://login.microsoftonline.com'
export const GOOGLE_ISSUER = 'https://accounts.google.com'
/** Google's ID tokens may also name their issuer without the scheme. */
export const GOOGLE_ISSUER_ALIASES = ['accounts.google.com'] as const
export const SIGN_IN_SCOPES = ['openid', 'email', 'profile'] as const
/** Microsoft, Google and the local provider all sign ID tokens with RS256. */
export const ID_TOKEN_ALGORITHMS = ['RS256'] as const

/** Providers that exist only in these environments. */
export const LOCAL_PROVIDER_ENVIRONMENTS: readonly Environment[] = ['LOCAL', 'DEV']

export function hasLocalProvider(environment: Environment): boolean {
  return LOCAL_PROVIDER_ENVIRONMENTS.includes(environment)
}

/** Google and the local provider state whether the address is verified. */
function emailVerifiedClaim(claims: JWTPayload): string | null {
  return typeof claims.email === 'string' && claims.email_verified === true ? claims.email : null
}

/**
 * Microsoft: the `email` optional claim, trusted only with `xms_edov` (the e-mail's domain is
 * verified by the tenant); both optional claims must be enabled in the app registration.
 */
function microsoftVerifiedEmail(claims: JWTPayload): string | null {
  return typeof claims.email === 'string' && claims.xms_edov === true ? claims.email : null
}

const TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function microsoftIssuer(tenant: string): string {
  return TENANT_ID.test(tenant) ? `${MICROSOFT_AUTHORITY}/${tenant.toLowerCase()}/v2.0` : `${MICROSOFT_AUTHORITY}/{tenantid}/v2.0`
}

/**
 * The provider behind a sign-in option in this environment, or undefined when it is not
 * configured (the option is then not offered).
 */
export function identityProviderFor(
  option: SignInOption,
  env: Bindings,
  environment: Environment,
  origin: string = env.SITE_ORIGIN,
): IdentityProvider | undefined {
  const common = { option, redirectUri: callbackUrl(env, option, origin), scopes: SIGN_IN_SCOPES, idTokenAlgorithms: ID_TOKEN_ALGORITHMS }
  if (hasLocalProvider(environment)) {
    const client = localProviderClient(env, option)
    if (!client) return undefined
    const issuer = localProviderIssuer(env)
    return {
      ...common,
      discoveryUrl: `${issuer}/.well-known/openid-configuration`,
      issuer,
      issuerAliases: [],
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      verifiedEmail: emailVerifiedClaim,
      fetch: loopbackFetch,
      allowsPlainHttp: true,
    }
  }
  if (option === 'microsoft') {
    if (!env.MICROSOFT_CLIENT_ID || !env.MICROSOFT_CLIENT_SECRET) return undefined
    const tenant = env.MICROSOFT_TENANT || DEFAULT_MICROSOFT_TENANT
    return {
      ...common,
      discoveryUrl: `${MICROSOFT_AUTHORITY}/${encodeURIComponent(tenant)}/v2.0/.well-known/openid-configuration`,
      issuer: microsoftIssuer(tenant),
      issuerAliases: [],
      clientId: env.MICROSOFT_CLIENT_ID,
      clientSecret: env.MICROSOFT_CLIENT_SECRET,
      verifiedEmail: microsoftVerifiedEmail,
      fetch: networkFetch,
      allowsPlainHttp: false,
    }
  }
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return undefined
  return {
    ...common,
    discoveryUrl: `${GOOGLE_ISSUER}/.well-known/openid-configuration`,
    issuer: GOOGLE_ISSUER,
    issuerAliases: GOOGLE_ISSUER_ALIASES,
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    verifiedEmail: emailVerifiedClaim,
    fetch: networkFetch,
    allowsPlainHttp: false,
  }
}

/** The options offered on the sign-in page: those with a provider in this environment. */
export function availableSignInOptions(env: Bindings, environment: Environment): SignInOption[] {
  return SIGN_IN_OPTIONS.filter((option) => identityProviderFor(option, env, environment) !== undefined)
}
