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
import { derivedKey, hasPurposeSignature, purposeSignature } from './purpose-keys.ts'

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

const GRANT_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{22,64})\.([A-Za-z0-9_-]{43})$/
const COOKIE_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{22,64})\.([A-Za-z0-9_-]{43})$/

/** The secret when usable: set and long enough. */
export function usableDevAccessSecret(secret: string | undefined): string | null {
  return secret && secret.length >= DEV_ACCESS_SECRET_MINIMUM_LENGTH ? secret : null
}

function randomId(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}

async function signed(secret: string, kind: 'grant' | 'cookie', expires: number, id: string): Promise<string> {
  return `${expires}.${id}.${await purposeSignature(await derivedKey(secret, 'devAccess'), `dev-access-${kind}:${expires}:${id}`)}`
}

async function verified(
  secret: string,
  kind: 'grant' | 'cookie',
  value: string,
  pattern: RegExp,
): Promise<{ expires: number; id: string } | null> {
  const parts = pattern.exec(value)
  if (!parts) return null
  const [, expires, id, signature] = parts as unknown as [string, string, string, string]
  const genuine = await hasPurposeSignature(await derivedKey(secret, 'devAccess'), `dev-access-${kind}:${expires}:${id}`, signature)
  return genuine ? { expires: Number(expires), id } : null
}

/** A one-time access link to DEV's site (`siteOrigin`), valid DEV_ACCESS_LINK_LIFETIME_SECONDS from `now` (seconds). */
export async function devAccessLink(secret: string, siteOrigin: string, now: number): Promise<string> {
  const grant = await signed(secret, 'grant', now + DEV_ACCESS_LINK_LIFETIME_SECONDS, randomId())
  return `${new URL(siteOrigin).origin}${DEV_ACCESS_PATH}?${new URLSearchParams({ [DEV_ACCESS_GRANT_PARAMETER]: grant })}`
}

export type DevAccessGrantCheck = { ok: true; id: string; expires: number } | { ok: false; reason: 'invalid' | 'expired' }

/** Whether a link's grant is genuine and unexpired (that it is unused is `claimDevAccessGrant`'s). */
export async function checkDevAccessGrant(secret: string, grant: string, now: number): Promise<DevAccessGrantCheck> {
  const claims = await verified(secret, 'grant', grant, GRANT_PATTERN)
  if (!claims) return { ok: false, reason: 'invalid' }
  if (claims.expires <= now) return { ok: false, reason: 'expired' }
  return { ok: true, ...claims }
}

/** The value of a new access cookie, valid DEV_ACCESS_COOKIE_LIFETIME_SECONDS from `now`. */
export function devAccessCookieValue(secret: string, now: number): Promise<string> {
  return signed(secret, 'cookie', now + DEV_ACCESS_COOKIE_LIFETIME_SECONDS, randomId())
}

/** True for a genuine, unexpired access cookie. */
export async function isDevAccessCookie(secret: string, value: string | undefined, now: number): Promise<boolean> {
  if (!value) return false
  const claims = await verified(secret, 'cookie', value, COOKIE_PATTERN)
  return claims !== null && claims.expires > now
}
