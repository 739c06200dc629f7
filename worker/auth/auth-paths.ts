/** The site's sign-in endpoints. They are protocol endpoints, the same in every locale. */
import type { Bindings } from '../env.ts'

/** Every sign-in endpoint lives below this path. */
export const AUTH_ROOT = '/auth'

export const AUTH_PATHS = {
  /** POST /auth/sign-in/{option}: starts a sign-in with Microsoft or Google. */
  signIn: '/auth/sign-in',
  /** GET /auth/callback/{option}: the redirect URI registered with each provider. */
  callback: '/auth/callback',
  /** POST /auth/sign-out */
  signOut: '/auth/sign-out',
  /** The built-in OpenID Connect provider of LOCAL and DEV. */
  localProvider: '/auth/local-oidc',
} as const

/** The callback on the site, or on the PIM host for a sign-in started there (`origin`). */
export function callbackUrl(env: Pick<Bindings, 'SITE_ORIGIN'>, option: string, origin: string = env.SITE_ORIGIN): string {
  return `${new URL(origin).origin}${AUTH_PATHS.callback}/${option}`
}
