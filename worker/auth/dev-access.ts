/**
 * DEV's access secret (issue 15, "Roles nobody can seize"): in DEV the built-in sign-in provider
 * lists the accounts and signs anyone in, so its screen opens only for browsers holding an access
 * cookie. The cookie comes from a one-time access link that someone holding the shared secret
 * DEV_ACCESS_SECRET makes with `npm run dev-access-link`: the link is signed, expires after
 * DEV_ACCESS_LINK_LIFETIME_SECONDS and is accepted once (its hash is kept in D1); the cookie it sets
 * is signed too and lasts DEV_ACCESS_COOKIE_LIFETIME_SECONDS. Both are signed with DEV's own key
 * derived from the secret (purpose-keys.ts). Without the secret, DEV's provider lets nobody in;
 * LOCAL (a developer's machine, the tests) needs none. Pure functions: the link command runs them in Node.
 */
import { AUTH_PATHS } from './auth-paths.ts'
import { type } from 'arktype'
import { randomToken } from '../crypto/random-token.ts'
import { derivedKey } from './purpose-keys.ts'
import { signToken, verifyToken } from './signed-tokens.ts'

/** How long an access link can be used (once). */
export const DEV_ACCESS_LINK_LIFETIME_SECONDS = 24 * 60 * 60
/** How long the access cookie a link sets lets its browser reach the sign-in screen. */
export const DEV_ACCESS_COOKIE_LIFETIME_SECONDS = 30 * 24 * 60 * 60
/** The shortest shared secret accepted (as SESSION_SECRET). */
export const DEV_ACCESS_SECRET_MINIMUM_LENGTH = 32
export const DEV_ACCESS_COOKIE = { secureName: '__Host-dev-access', localName: 'dev-access' } as const
/** Where an access link leads: it sets the cookie, then opens the sign-in page. */
export const DEV_ACCESS_PATH = `${AUTH_PATHS.localProvider}/access`
export const DEV_ACCESS_GRANT_PARAMETER = 'grant'

/** Random bytes of a grant's or cookie's id (base64url: 24 characters). */
const ACCESS_ID_BYTES = 18
const accessClaims = type({ kind: "'grant' | 'cookie'", jti: /^[A-Za-z0-9_-]{22,64}$/, exp: 'number.integer' })

/** The secret when usable: set and long enough. */
export function usableDevAccessSecret(secret: string | undefined): string | null {
  return secret && secret.length >= DEV_ACCESS_SECRET_MINIMUM_LENGTH ? secret : null
}

async function signed(secret: string, kind: 'grant' | 'cookie', expires: number, id: string): Promise<string> {
  return signToken(await derivedKey(secret, 'devAccess'), 'devAccess', { kind, jti: id }, expires)
}

/** The id and expiry of a genuine `kind` token unexpired at `now` (Unix seconds), or why not. */
async function verified(
  secret: string,
  kind: 'grant' | 'cookie',
  value: string,
  now: number,
): Promise<{ ok: true; expires: number; id: string } | { ok: false; reason: 'invalid' | 'expired' }> {
  const check = await verifyToken(await derivedKey(secret, 'devAccess'), 'devAccess', value, accessClaims, now)
  if (!check.ok) return check
  return check.claims.kind === kind ? { ok: true, expires: check.claims.exp, id: check.claims.jti } : { ok: false, reason: 'invalid' }
}

/** A one-time access link to DEV's site (`siteOrigin`), valid DEV_ACCESS_LINK_LIFETIME_SECONDS from `now` (seconds). */
export async function devAccessLink(secret: string, siteOrigin: string, now: number): Promise<string> {
  const grant = await signed(secret, 'grant', now + DEV_ACCESS_LINK_LIFETIME_SECONDS, randomToken(ACCESS_ID_BYTES))
  return `${new URL(siteOrigin).origin}${DEV_ACCESS_PATH}?${new URLSearchParams({ [DEV_ACCESS_GRANT_PARAMETER]: grant })}`
}

export type DevAccessGrantCheck = { ok: true; id: string; expires: number } | { ok: false; reason: 'invalid' | 'expired' }

/** Whether a link's grant is genuine and unexpired (that it is unused is `claimDevAccessGrant`'s). */
export async function checkDevAccessGrant(secret: string, grant: string, now: number): Promise<DevAccessGrantCheck> {
  const check = await verified(secret, 'grant', grant, now)
  return check.ok ? { ok: true, id: check.id, expires: check.expires } : check
}

/** The value of a new access cookie, valid DEV_ACCESS_COOKIE_LIFETIME_SECONDS from `now`. */
export function devAccessCookieValue(secret: string, now: number): Promise<string> {
  return signed(secret, 'cookie', now + DEV_ACCESS_COOKIE_LIFETIME_SECONDS, randomToken(ACCESS_ID_BYTES))
}

/** True for a genuine, unexpired access cookie. */
export async function isDevAccessCookie(secret: string, value: string | undefined, now: number): Promise<boolean> {
  if (!value) return false
  return (await verified(secret, 'cookie', value, now)).ok
}
