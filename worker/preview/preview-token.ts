/**
 * The preview token: a cookie carrying its expiry and a detached HS256 signature (worker/auth/signed-tokens.ts) with the preview key derived from
 * PREVIEW_SECRET (worker/auth/purpose-keys.ts) that says until when its
 * holder sees content fresh from KV (no page or content cache) and gets live updates when that
 * content is republished. `/preview?path=…` sets it: freely in LOCAL, DEV and UAT; in PRD only
 * with `&secret=` equal to PREVIEW_SECRET. Without PREVIEW_SECRET there is no preview at all.
 */
import type { Environment } from '../../locales/registry.ts'
import { derivedKey } from '../auth/purpose-keys.ts'
import { hasDetachedSignature, signDetached } from '../auth/signed-tokens.ts'
import { timingSafeEqual } from '../crypto/timing-safe-equal.ts'

export const PREVIEW_COOKIE = { name: 'preview', maxAgeSeconds: 60 * 60, path: '/' } as const

/** A token (`<expiry ms>.<detached signature>`) valid until `now + PREVIEW_COOKIE.maxAgeSeconds` (`now` in ms). */
export async function previewToken(secret: string, now: number = Date.now()): Promise<string> {
  const expires = now + PREVIEW_COOKIE.maxAgeSeconds * 1000
  return `${expires}.${await signDetached(await derivedKey(secret, 'preview'), 'preview', { expires })}`
}

/** True for a genuine preview token, unexpired at `now` (ms). */
export async function isValidPreviewToken(
  token: string | undefined,
  secret: string | undefined,
  now: number = Date.now(),
): Promise<boolean> {
  if (!token || !secret) return false
  const [expires, signature, ...rest] = token.split('.')
  if (!expires || !signature || rest.length || !/^\d{1,16}$/.test(expires) || Number(expires) <= now) return false
  return hasDetachedSignature(await derivedKey(secret, 'preview'), 'preview', { expires: Number(expires) }, signature)
}

/** Whether `/preview` may hand out a token: outside PRD always, in PRD with the secret. */
export function mayEnterPreview(environment: Environment, secret: string | undefined, offered: string | undefined): boolean {
  if (!secret) return false
  if (environment !== 'PRD') return true
  return offered !== undefined && timingSafeEqual(offered, secret)
}
