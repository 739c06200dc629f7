/**
 * Short-lived signed download links for PIM assets: HMAC-SHA256 (WebCrypto) over the asset, the
 * file kind, the expiry, the person the link was issued to and, for a private asset, its unique
 * key. A link is worth nothing to anyone else, after its expiry, or once a private asset's key
 * changes; availability and level are still checked again when it is used.
 */
import type { AssetFileKind } from '../../ui/pim/assets.ts'

/** How long a download link works after it is issued. */
export const DOWNLOAD_LINK_LIFETIME_SECONDS = 5 * 60
/** The signing key is the session secret bound to this purpose, so a session signature never passes as a link. */
const LINK_KEY_PURPOSE = 'pim-download-link'

export interface DownloadLinkClaims {
  assetId: string
  kind: AssetFileKind
  /** Unix seconds. */
  expires: number
  /** The person the link was issued to; empty for a visitor who is not signed in. */
  holder: string
  /** The private asset's unique key the link was issued for; empty otherwise. */
  privateKey: string
}

const keys = new Map<string, Promise<CryptoKey>>()

function linkKey(secret: Uint8Array): Promise<CryptoKey> {
  const cacheKey = new TextDecoder().decode(secret)
  let key = keys.get(cacheKey)
  if (!key) {
    const material = new Uint8Array([...new TextEncoder().encode(`${LINK_KEY_PURPOSE}:`), ...secret])
    key = crypto.subtle.importKey('raw', material, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
    keys.set(cacheKey, key)
  }
  return key
}

function payloadOf(claims: DownloadLinkClaims): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode([claims.assetId, claims.kind, String(claims.expires), claims.holder, claims.privateKey].join('\n'))
}

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}

export async function signDownloadLink(secret: Uint8Array, claims: DownloadLinkClaims): Promise<string> {
  return base64url(await crypto.subtle.sign('HMAC', await linkKey(secret), payloadOf(claims)))
}

export type LinkRefusal = 'signature' | 'expired'

/** Why the link must be refused, or null when its signature is good and it has not expired. */
export async function downloadLinkRefusal(secret: Uint8Array, claims: DownloadLinkClaims, signature: string, now = new Date()): Promise<LinkRefusal | null> {
  const bytes = fromBase64url(signature)
  if (!bytes || !Number.isSafeInteger(claims.expires)) return 'signature'
  // verify() compares in constant time.
  if (!(await crypto.subtle.verify('HMAC', await linkKey(secret), bytes, payloadOf(claims)))) return 'signature'
  return claims.expires * 1000 < now.getTime() ? 'expired' : null
}
