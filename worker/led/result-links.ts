/**
 * Signed links to saved LED configurations (SPEC.md point 9: valid 30 days). The link carries
 * its expiry and an HMAC-SHA-256 over the configuration id and that expiry, keyed with the site's
 * signing secret (SESSION_SECRET), so neither can be changed without the link failing.
 */
import type { Environment } from '../../locales/registry.ts'
import { signingKey } from '../auth/signing-secret.ts'
import { timingSafeEqual } from '../crypto/timing-safe-equal.ts'

export const RESULT_LINK_VALID_DAYS = 30
export const RESULT_LINK_VALID_MS = RESULT_LINK_VALID_DAYS * 24 * 60 * 60 * 1000
export const RESULT_LINK_PARAMS = { expires: 'expires', signature: 'signature' } as const

export type ResultLinkCheck = 'valid' | 'expired' | 'invalid'

const encoder = new TextEncoder()

function base64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

async function signatureOf(secret: string | undefined, environment: Environment, id: string, expires: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(signingKey(secret, environment)), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return base64Url(await crypto.subtle.sign('HMAC', key, encoder.encode(`led-configuration:${id}:${expires}`)))
}

/** The query (`expires=…&signature=…`) of the link to configuration `id`, valid until `expires` (ms). */
export async function resultLinkQuery(secret: string | undefined, environment: Environment, id: string, expires: number): Promise<string> {
  const query = new URLSearchParams({ [RESULT_LINK_PARAMS.expires]: String(expires), [RESULT_LINK_PARAMS.signature]: await signatureOf(secret, environment, id, expires) })
  return query.toString()
}

/** Whether a link's query is genuine for `id`, and still valid at `now`. A forged link is invalid even when its date has passed. */
export async function checkResultLink(secret: string | undefined, environment: Environment, id: string, query: URLSearchParams, now: number = Date.now()): Promise<ResultLinkCheck> {
  const expires = query.get(RESULT_LINK_PARAMS.expires) ?? ''
  const signature = query.get(RESULT_LINK_PARAMS.signature) ?? ''
  if (!/^\d{1,16}$/.test(expires) || !signature) return 'invalid'
  if (!timingSafeEqual(signature, await signatureOf(secret, environment, id, Number(expires)))) return 'invalid'
  return Number(expires) > now ? 'valid' : 'expired'
}
