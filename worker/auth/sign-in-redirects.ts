/**
 * Pages holding the sign-in forms (the portal's and the PIM's login screens): each form answers with
 * a redirect to the identity provider, on another origin, and Chromium applies CSP form-action to
 * that redirect. These pages allow the providers' origins, and nothing else does.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { GOOGLE_ISSUER, MICROSOFT_AUTHORITY, hasLocalProvider } from './identity-providers.ts'

export function allowSignInRedirects(c: Context<AppEnv>): void {
  const local = hasLocalProvider(c.get('environment')) ? [new URL(c.env.SITE_ORIGIN).origin] : []
  c.set('formTargets', [MICROSOFT_AUTHORITY, GOOGLE_ISSUER, ...local])
}
