/**
 * One key per purpose, derived from the secrets with HKDF (issue 15 point 3, decision 019): the
 * session cookie, the sign-in flow cookie, LED result links, PIM download links and the preview
 * cookie each have their own key; none is the raw secret, and what one signs never passes as
 * another.
 */
import { env } from 'cloudflare:test'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { KEY_DERIVATION_SALT, KEY_PURPOSES, type KeyPurpose, derivedKey } from '../../worker/auth/purpose-keys.ts'
import { signDetached } from '../../worker/auth/signed-tokens.ts'
import { seconds } from '../../worker/auth/session.ts'
import { secretPurposeKey } from '../../worker/auth/signing-secret.ts'
import { checkResultLink, resultLinkClaims } from '../../worker/led/result-links.ts'
import { issueDownloadLink } from '../../worker/downloads/public-downloads.ts'
import { downloadLinkRefusal, signDownloadLink } from '../../worker/pim/signed-links.ts'
import { isValidPreviewToken, previewToken } from '../../worker/preview/preview-token.ts'
import { visit } from './helpers.ts'
import { storedAsset } from './pim-fixtures.ts'
import { sessionFor } from './portal-helpers.ts'

const encoder = new TextEncoder()

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** HMAC-SHA-256 keyed with the raw secret: how links and cookies were signed before. */
async function rawSecretSignature(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)))
}

/** HMAC-SHA-256 of `payload` under a derived key, base64url. */
async function hmacSignature(key: CryptoKey, payload: string): Promise<string> {
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)))
}

/** HKDF-SHA-256 (RFC 5869) computed here on its own, to check the derivation is what decision 019 says. */
async function independentlyDerived(secret: string, info: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(KEY_DERIVATION_SALT), info: encoder.encode(info) },
    material,
    256,
  )
  return crypto.subtle.importKey('raw', bits, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
}

describe('keys per purpose', () => {
  it('are HKDF-SHA-256 of the secret with the purpose as info, different for every purpose and never the secret itself', async () => {
    const secret = env.SESSION_SECRET!
    const payload = 'the same payload'
    const signatures = new Map<string, string>()
    for (const purpose of Object.keys(KEY_PURPOSES) as KeyPurpose[]) {
      const signature = await hmacSignature(await derivedKey(secret, purpose), payload)
      const expected = base64url(
        await crypto.subtle.sign('HMAC', await independentlyDerived(secret, KEY_PURPOSES[purpose]), encoder.encode(payload)),
      )
      expect(signature, purpose).toBe(expected)
      signatures.set(purpose, signature)
    }
    expect(new Set(signatures.values()).size).toBe(Object.keys(KEY_PURPOSES).length)
    expect([...signatures.values()]).not.toContain(await rawSecretSignature(secret, payload))
  })

  it('a session token signed with the sign-in state key is no session', async () => {
    const { sessionId } = await sessionFor('usr-olivia-bennett')
    const now = seconds(new Date())
    const token = await new SignJWT({ sid: sessionId, auth_time: now })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('vantage-displays')
      .setAudience('vantage-displays/session')
      .setSubject('usr-olivia-bennett')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(await secretPurposeKey(env.SESSION_SECRET, 'LOCAL', 'signInState'))
    const response = await visit('/portal', { headers: { Cookie: `session=${token}` } })
    await response.arrayBuffer()
    expect(response.status).toBe(401)
  })

  it('a LED result link signed with the raw secret, or with another purpose’s key, is invalid', async () => {
    const id = 'led-config-1'
    const expires = Date.now() + 60_000
    const payload = `led-configuration:${id}:${expires}`
    const raw = new URLSearchParams({ expires: String(expires), signature: await rawSecretSignature(env.SESSION_SECRET!, payload) })
    expect(await checkResultLink(env.SESSION_SECRET, 'LOCAL', id, raw)).toBe('invalid')
    const otherPurpose = new URLSearchParams({
      expires: String(expires),
      signature: await signDetached(await derivedKey(env.SESSION_SECRET!, 'session'), 'ledResultLink', resultLinkClaims(id, expires)),
    })
    expect(await checkResultLink(env.SESSION_SECRET, 'LOCAL', id, otherPurpose)).toBe('invalid')
    const genuine = new URLSearchParams({
      expires: String(expires),
      signature: await signDetached(await derivedKey(env.SESSION_SECRET!, 'ledResultLink'), 'ledResultLink', resultLinkClaims(id, expires)),
    })
    expect(await checkResultLink(env.SESSION_SECRET, 'LOCAL', id, genuine)).toBe('valid')
  })

  it('a PIM download link needs the download links’ key: the session key or the raw secret do not sign one', async () => {
    const asset = await storedAsset({ productCtns: [] })
    const claims = { assetId: asset.id, kind: 'file' as const, expires: seconds(new Date()) + 60, holder: '', privateKey: '' }
    const payload = [claims.assetId, claims.kind, String(claims.expires), claims.holder, claims.privateKey].join('\n')
    const linkKey = await secretPurposeKey(env.SESSION_SECRET, 'LOCAL', 'pimDownloadLink')
    expect(await downloadLinkRefusal(linkKey, claims, await rawSecretSignature(env.SESSION_SECRET!, payload))).toBe('signature')
    expect(
      await downloadLinkRefusal(linkKey, claims, await signDownloadLink(await derivedKey(env.SESSION_SECRET!, 'session'), claims)),
    ).toBe('signature')
    const sessionSigned = await issueDownloadLink(await secretPurposeKey(env.SESSION_SECRET, 'LOCAL', 'session'), asset, 'file', '', null)
    const response = await visit(sessionSigned.url)
    expect(response.status).toBe(403)
    await response.arrayBuffer()
    const genuine = await issueDownloadLink(linkKey, asset, 'file', '', null)
    const download = await visit(genuine.url)
    expect(download.status).toBe(200)
    await download.arrayBuffer()
  })

  it('a preview cookie signed with the raw PREVIEW_SECRET is not a preview token', async () => {
    const secret = env.PREVIEW_SECRET!
    const expires = String(Date.now() + 60_000)
    expect(await isValidPreviewToken(`${expires}.${await rawSecretSignature(secret, `preview:${expires}`)}`, secret)).toBe(false)
    expect(await isValidPreviewToken(await previewToken(secret), secret)).toBe(true)
  })
})
