/** Proof Key for Code Exchange (RFC 7636, S256) and the random values of a sign-in. */
import { base64url } from 'jose'

/** 32 random bytes, base64url: 43 characters (RFC 7636 asks for 43 to 128). */
export function randomToken(bytes = 32): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(bytes)))
}

export async function sha256Base64url(text: string): Promise<string> {
  return base64url.encode(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))
}

/** The S256 code challenge of a code verifier. */
export function codeChallengeOf(verifier: string): Promise<string> {
  return sha256Base64url(verifier)
}
