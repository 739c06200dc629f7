/**
 * The clients registered at the built-in provider: one per sign-in option, as Microsoft and
 * Google each have their own app registration. They share the secret LOCAL_OIDC_CLIENT_SECRET
 * (wrangler.toml in LOCAL, a secret in DEV) and may only be redirected to the site's callbacks.
 */
import type { Bindings } from '../../env.ts'
import { AUTH_PATHS, callbackUrl } from '../auth-paths.ts'

export const LOCAL_CLIENT_OPTIONS = ['microsoft', 'google'] as const
export type LocalClientOption = (typeof LOCAL_CLIENT_OPTIONS)[number]

export interface LocalClient {
  clientId: string
  clientSecret: string
  redirectUri: string
  /** Every callback the client may be sent back to: the site's and the PIM host's. */
  redirectUris: string[]
  /** The sign-in option this client stands in for. */
  standsInFor: LocalClientOption
}

/** The issuer: SITE_ORIGIN + AUTH_PATHS.localProvider. */
export function localProviderIssuer(env: Pick<Bindings, 'SITE_ORIGIN'>): string {
  return `${new URL(env.SITE_ORIGIN).origin}${AUTH_PATHS.localProvider}`
}

export function localClientId(option: LocalClientOption): string {
  return `local-${option}`
}

export function localProviderClient(
  env: Pick<Bindings, 'SITE_ORIGIN' | 'PIM_ORIGIN' | 'LOCAL_OIDC_CLIENT_SECRET'>,
  option: LocalClientOption,
): LocalClient | undefined {
  if (!env.LOCAL_OIDC_CLIENT_SECRET) return undefined
  return {
    clientId: localClientId(option),
    clientSecret: env.LOCAL_OIDC_CLIENT_SECRET,
    redirectUri: callbackUrl(env, option),
    redirectUris: [callbackUrl(env, option), callbackUrl(env, option, env.PIM_ORIGIN)],
    standsInFor: option,
  }
}

export function findLocalClient(
  env: Pick<Bindings, 'SITE_ORIGIN' | 'PIM_ORIGIN' | 'LOCAL_OIDC_CLIENT_SECRET'>,
  clientId: string,
): LocalClient | undefined {
  return LOCAL_CLIENT_OPTIONS.map((option) => localProviderClient(env, option)).find((client) => client?.clientId === clientId)
}
