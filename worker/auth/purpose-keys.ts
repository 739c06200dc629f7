/**
 * One key per purpose (docs/decisions/019-session-store-and-keys.md). No secret signs anything
 * directly: each purpose gets its own HMAC-SHA-256 key, derived from the secret with HKDF-SHA-256
 * (RFC 5869, WebCrypto) under a fixed salt and the purpose's label as `info`. A session token can
 * then never pass as a sign-in state, a LED result link or a PIM download link, and leaking one
 * derived key (or a signature made with it) tells nothing about the others or the secret.
 * Derived keys are non-extractable and kept per isolate.
 */

/** Every purpose that signs something, with the label that keeps its key apart (part of the derivation: changing one invalidates what it signed). */
export const KEY_PURPOSES = {
  /** The session cookie (JWT, HS256), from SESSION_SECRET. */
  session: 'vantage-displays/session/v1',
  /** The sign-in flow cookie (state, nonce, PKCE verifier), from SESSION_SECRET. */
  signInState: 'vantage-displays/sign-in-state/v1',
  /** Links to saved LED configurations, from SESSION_SECRET. */
  ledResultLink: 'vantage-displays/led-result-link/v1',
  /** Short-lived PIM asset download links, from SESSION_SECRET. */
  pimDownloadLink: 'vantage-displays/pim-download-link/v1',
  /** The preview cookie, from PREVIEW_SECRET. */
  preview: 'vantage-displays/preview/v1',
  /** Links to preview PIM drafts on the site, and the cookie naming the drafts previewed, from PREVIEW_SECRET. */
  draftPreview: 'vantage-displays/draft-preview/v1',
  /** Invitations into a partner organisation (the link and the cookie that carries it through the sign-in), from SESSION_SECRET. */
  organisationInvitation: 'vantage-displays/organisation-invitation/v1',
  /** DEV's access grants and access cookie, from DEV_ACCESS_SECRET. */
  devAccess: 'vantage-displays/dev-access/v1',
} as const
export type KeyPurpose = keyof typeof KEY_PURPOSES

/** HKDF's salt: fixed and public (RFC 5869 §3.1), it only separates this application's keys from any other use of the same secret. */
export const KEY_DERIVATION_SALT = 'vantage-displays/key-derivation/2026'
/** Length of every derived HMAC key. */
export const DERIVED_KEY_BITS = 256

const encoder = new TextEncoder()
const derivedKeys = new Map<string, Promise<CryptoKey>>()

async function derive(secret: string, purpose: KeyPurpose): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(KEY_DERIVATION_SALT), info: encoder.encode(KEY_PURPOSES[purpose]) },
    material,
    { name: 'HMAC', hash: 'SHA-256', length: DERIVED_KEY_BITS },
    false,
    ['sign', 'verify'],
  )
}

/** The HMAC-SHA-256 key of `purpose` derived from `secret`, the HS256 key of signed-tokens.ts and the session JWT. */
export function derivedKey(secret: string, purpose: KeyPurpose): Promise<CryptoKey> {
  const cacheKey = `${purpose}\u0000${secret}`
  let key = derivedKeys.get(cacheKey)
  if (!key) {
    key = derive(secret, purpose)
    // A failed derivation is not remembered: the next request tries again.
    key.catch(() => derivedKeys.delete(cacheKey))
    derivedKeys.set(cacheKey, key)
  }
  return key
}
