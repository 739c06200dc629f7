/**
 * The preview token: a cookie signed (HMAC-SHA-256) with the preview key derived from
 * PREVIEW_SECRET (worker/auth/purpose-keys.ts) that says until when its
 * holder sees content fresh from KV (no page or content cache) and gets live updates when that
 * content is republished. `/preview?path=…` sets it: freely in LOCAL, DEV and UAT; in PRD only
 * with `&secret=` equal to PREVIEW_SECRET. Without PREVIEW_SECRET there is no preview at all.
 */
import type { Environment } from '../../locales/registry.ts'
import { derivedKey, hasPurposeSignature, purposeSignature } from '../auth/purpose-keys.ts'
import { timingSafeEqual } from '../crypto/timing-safe-equal.ts'

export const PREVIEW_COOKIE = { name: 'preview', maxAgeSeconds: 60 * 60, path: '/' } as const

async function signature(secret: string, payload: string): Promise<string> {
  return purposeSignature(await derivedKey(secret, 'preview'), `preview:${payload}`)
}

/** A token valid until `now + PREVIEW_COOKIE.maxAgeSeconds`. */
export async function previewToken(secret: string, now: number = Date.now()): Promise<string> {
  const expires = String(now + PREVIEW_COOKIE.maxAgeSeconds * 1000)
  return `${expires}.${await signature(secret, expires)}`
}

export async function isValidPreviewToken(
  token: string | undefined,
  secret: string | undefined,
  now: number = Date.now(),
): Promise<boolean> {
  if (!token || !secret) return false
  const [expires, signed, ...rest] = token.split('.')
  if (!expires || !signed || rest.length || !/^\d{1,16}$/.test(expires) || Number(expires) <= now) return false
  return hasPurposeSignature(await derivedKey(secret, 'preview'), `preview:${expires}`, signed)
}

/** Whether `/preview` may hand out a token: outside PRD always, in PRD with the secret. */
export function mayEnterPreview(environment: Environment, secret: string | undefined, offered: string | undefined): boolean {
  if (!secret) return false
  if (environment !== 'PRD') return true
  return offered !== undefined && timingSafeEqual(offered, secret)
}
