/** Unguessable random values (session ids, sign-in state, CSRF tokens, one-time codes), base64url by jose. */
import { base64url } from 'jose'

/** Bytes of a random token unless said otherwise: 32, giving 43 characters (also RFC 7636's minimum verifier length). */
export const RANDOM_TOKEN_BYTES = 32

/** `bytes` random bytes, base64url without padding. */
export function randomToken(bytes: number = RANDOM_TOKEN_BYTES): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(bytes)))
}
