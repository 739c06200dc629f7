/**
 * The one signing module (docs/decisions/025-signed-tokens.md): everything the worker signs is an
 * HS256 compact JWS made and checked by jose, keyed with the purpose's own key (purpose-keys.ts)
 * and carrying that purpose's label as its audience, so a token of one purpose never passes as
 * another even if keys were ever shared. Two forms:
 * - a token (JWT) whose claims travel inside it: cookies (preview, DEV access);
 * - a detached signature (RFC 7515 appendix F) over claims that travel beside it in plain sight:
 *   the query of a link (LED result links, PIM download links) or the preview cookie's expiry.
 *   Its protected header is always `{"alg":"HS256"}`, so only the JWS signature part travels
 *   (43 characters) and the verifier puts header and payload back before jose checks it.
 * Only HS256 is accepted; anything malformed, tampered with, signed with another key or for
 * another purpose is 'invalid'; a genuine token past its `exp` is 'expired' (never the other way round).
 */
import { type Type, type } from 'arktype'
import { CompactSign, SignJWT, base64url, compactVerify, errors, jwtVerify } from 'jose'
import { KEY_PURPOSES, type KeyPurpose } from './purpose-keys.ts'

/** The one algorithm signed and accepted. */
export const SIGNING_ALGORITHM = 'HS256'

export type TokenRefusal = 'invalid' | 'expired'
export type TokenCheck<Claims> = { ok: true; claims: Claims } | { ok: false; reason: TokenRefusal }

/** Claims a token or a detached signature may carry (plain values only, so they read back the same). */
export type SignedClaims = Record<string, string | number>

// biome-ignore lint/suspicious/noExplicitAny: any arktype schema, whatever its output
type ClaimsSchema = Type<any, any>

/** The one protected header of a detached signature, base64url. */
const DETACHED_HEADER = base64url.encode(JSON.stringify({ alg: SIGNING_ALGORITHM }))
const DETACHED_SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/
const encoder = new TextEncoder()

/** A token for `purpose` with `claims`, valid until `expiresAt` (Unix seconds). */
export function signToken(key: CryptoKey, purpose: KeyPurpose, claims: SignedClaims, expiresAt: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: 'JWT' })
    .setAudience(KEY_PURPOSES[purpose])
    .setExpirationTime(expiresAt)
    .sign(key)
}

/** The token's claims when it is genuine, for `purpose`, unexpired at `now` (Unix seconds) and of the shape `schema` says. */
export async function verifyToken<Schema extends ClaimsSchema>(
  key: CryptoKey,
  purpose: KeyPurpose,
  token: string,
  schema: Schema,
  now: number,
): Promise<TokenCheck<Schema['infer']>> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [SIGNING_ALGORITHM],
      audience: KEY_PURPOSES[purpose],
      requiredClaims: ['exp'],
      currentDate: new Date(now * 1000),
    })
    const claims = schema(payload)
    return claims instanceof type.errors ? { ok: false, reason: 'invalid' } : { ok: true, claims }
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' }
  }
}

/** The payload a detached signature covers: the purpose as audience, then the claims in the order given. */
function detachedPayload(purpose: KeyPurpose, claims: SignedClaims): Uint8Array {
  return encoder.encode(JSON.stringify({ aud: KEY_PURPOSES[purpose], ...claims }))
}

/** The detached signature (the JWS signature part) of `claims` for `purpose`; the claims travel beside it. */
export async function signDetached(key: CryptoKey, purpose: KeyPurpose, claims: SignedClaims): Promise<string> {
  const jws = await new CompactSign(detachedPayload(purpose, claims)).setProtectedHeader({ alg: SIGNING_ALGORITHM }).sign(key)
  return jws.slice(jws.lastIndexOf('.') + 1)
}

/** True when `signature` is the detached signature of exactly these `claims` (same order) for `purpose` with `key`. */
export async function hasDetachedSignature(key: CryptoKey, purpose: KeyPurpose, claims: SignedClaims, signature: string): Promise<boolean> {
  if (!DETACHED_SIGNATURE_PATTERN.test(signature)) return false
  try {
    await compactVerify(`${DETACHED_HEADER}.${base64url.encode(detachedPayload(purpose, claims))}.${signature}`, key, {
      algorithms: [SIGNING_ALGORITHM],
    })
    return true
  } catch {
    return false
  }
}
