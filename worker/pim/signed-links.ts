/**
 * Short-lived signed download links for PIM assets: a detached HS256 signature (worker/auth/signed-tokens.ts) over the asset, the
 * file kind, the expiry, the person the link was issued to and, for a private asset, its unique
 * key, with the download links' own key (derived from SESSION_SECRET, worker/auth/purpose-keys.ts).
 * A link is worth nothing to anyone else, after its expiry, or once a private asset's key changes;
 * availability and level are still checked again when it is used.
 */
import type { AssetFileKind } from '../../ui/pim/assets.ts'
import { type SignedClaims, hasDetachedSignature, signDetached } from '../auth/signed-tokens.ts'

/** How long a download link works after it is issued. */
export const DOWNLOAD_LINK_LIFETIME_SECONDS = 5 * 60

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

/** The signed claims, in a fixed order (the signature covers them in this order). */
function signedClaimsOf(claims: DownloadLinkClaims): SignedClaims {
  return { assetId: claims.assetId, kind: claims.kind, expires: claims.expires, holder: claims.holder, privateKey: claims.privateKey }
}

/** `key`: the download links' key (purpose `pimDownloadLink`). */
export async function signDownloadLink(key: CryptoKey, claims: DownloadLinkClaims): Promise<string> {
  return signDetached(key, 'pimDownloadLink', signedClaimsOf(claims))
}

export type LinkRefusal = 'signature' | 'expired'

/** Why the link must be refused, or null when its signature is good and it has not expired. */
export async function downloadLinkRefusal(
  key: CryptoKey,
  claims: DownloadLinkClaims,
  signature: string,
  now = new Date(),
): Promise<LinkRefusal | null> {
  if (!Number.isSafeInteger(claims.expires)) return 'signature'
  if (!(await hasDetachedSignature(key, 'pimDownloadLink', signedClaimsOf(claims), signature))) return 'signature'
  return claims.expires * 1000 < now.getTime() ? 'expired' : null
}
