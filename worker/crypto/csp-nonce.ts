/**
 * The per-request CSP nonce: 128 random bits, base64. Every request gets one, so making it must
 * cost next to nothing: the random bytes are drawn from the runtime's CSPRNG in blocks of
 * NONCE_POOL_NONCES nonces (one `getRandomValues` call per block instead of one per request, as
 * Node's `randomUUID` buffers its entropy) and each nonce uses its own 16 bytes exactly once.
 * The pool lives in the isolate's memory, which no request or visitor can read.
 */

const NONCE_BYTES = 16
/** Nonces drawn per `getRandomValues` call (4 KiB of random bytes; the call's limit is 64 KiB). */
export const NONCE_POOL_NONCES = 256

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const pool = new Uint8Array(NONCE_BYTES * NONCE_POOL_NONCES)
let next = pool.length

/** Standard base64 (with padding) of 16 bytes from `offset`. */
function base64Of(bytes: Uint8Array, offset: number): string {
  let text = ''
  let at = offset
  const end = offset + NONCE_BYTES
  for (; at + 3 <= end; at += 3) {
    const triple = (bytes[at]! << 16) | (bytes[at + 1]! << 8) | bytes[at + 2]!
    text += BASE64[triple >> 18]! + BASE64[(triple >> 12) & 63]! + BASE64[(triple >> 6) & 63]! + BASE64[triple & 63]!
  }
  // 16 bytes = 5 triples + 1 byte: two characters and '=='.
  const last = bytes[at]!
  return `${text}${BASE64[last >> 2]}${BASE64[(last & 3) << 4]}==`
}

export function newCspNonce(): string {
  if (next + NONCE_BYTES > pool.length) {
    crypto.getRandomValues(pool)
    next = 0
  }
  const nonce = base64Of(pool, next)
  // Used bytes are wiped, so no later read of the pool can show a nonce already handed out.
  pool.fill(0, next, next + NONCE_BYTES)
  next += NONCE_BYTES
  return nonce
}
