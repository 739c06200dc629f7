/** Proof Key for Code Exchange (RFC 7636, S256); its random verifier comes from worker/crypto/random-token.ts. */
import { base64url } from 'jose'

export async function sha256Base64url(text: string): Promise<string> {
  return base64url.encode(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))
}

/** The S256 code challenge of a code verifier. */
export function codeChallengeOf(verifier: string): Promise<string> {
  return sha256Base64url(verifier)
}
