/** The one signing module (worker/auth/signed-tokens.ts): HS256 tokens and detached signatures per purpose, on jose. */
import { type } from 'arktype'
import { base64url } from 'jose'
import { describe, expect, it } from 'vitest'
import { derivedKey } from '../../worker/auth/purpose-keys.ts'
import { hasDetachedSignature, signDetached, signToken, verifyToken } from '../../worker/auth/signed-tokens.ts'

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters'
const NOW = 1_800_000_000
const claimsShape = type({ subject: 'string', count: 'number' })

function swapPayload(token: string, payload: Record<string, unknown>): string {
  const [header, , signature] = token.split('.')
  return `${header}.${base64url.encode(JSON.stringify(payload))}.${signature}`
}

describe('signed tokens', () => {
  it('give back their claims while genuine and unexpired', async () => {
    const key = await derivedKey(SECRET, 'preview')
    const token = await signToken(key, 'preview', { subject: 'page', count: 3 }, NOW + 60)
    expect(token.split('.')).toHaveLength(3)
    const check = await verifyToken(key, 'preview', token, claimsShape, NOW)
    expect(check).toEqual({ ok: true, claims: expect.objectContaining({ subject: 'page', count: 3, exp: NOW + 60 }) })
  })

  it('are expired from their expiry on', async () => {
    const key = await derivedKey(SECRET, 'preview')
    const token = await signToken(key, 'preview', { subject: 'page', count: 3 }, NOW + 60)
    expect(await verifyToken(key, 'preview', token, claimsShape, NOW + 59)).toMatchObject({ ok: true })
    expect(await verifyToken(key, 'preview', token, claimsShape, NOW + 60)).toEqual({ ok: false, reason: 'expired' })
  })

  it('are invalid once a claim or the expiry is changed, even when the changed token has expired too', async () => {
    const key = await derivedKey(SECRET, 'devAccess')
    const token = await signToken(key, 'devAccess', { subject: 'page', count: 3 }, NOW + 60)
    const aud = 'vantage-displays/dev-access/v1'
    for (const tampered of [
      swapPayload(token, { subject: 'other', count: 3, aud, exp: NOW + 60 }),
      swapPayload(token, { subject: 'page', count: 3, aud, exp: NOW + 6000 }),
      swapPayload(token, { subject: 'page', count: 3, aud, exp: NOW - 1 }),
      `${token.slice(0, -2)}xx`,
      'not.a.token',
      '',
    ]) {
      expect(await verifyToken(key, 'devAccess', tampered, claimsShape, NOW), tampered).toEqual({ ok: false, reason: 'invalid' })
    }
  })

  it('are invalid for another purpose, under another purpose’s key or another secret', async () => {
    const previewKey = await derivedKey(SECRET, 'preview')
    const sessionKey = await derivedKey(SECRET, 'session')
    const token = await signToken(previewKey, 'preview', { subject: 'page', count: 3 }, NOW + 60)
    // The right key but the claims say another purpose (audience).
    expect(await verifyToken(previewKey, 'devAccess', token, claimsShape, NOW)).toEqual({ ok: false, reason: 'invalid' })
    // Signed for the purpose but with another purpose's key.
    const otherKey = await signToken(sessionKey, 'preview', { subject: 'page', count: 3 }, NOW + 60)
    expect(await verifyToken(previewKey, 'preview', otherKey, claimsShape, NOW)).toEqual({ ok: false, reason: 'invalid' })
    const otherSecret = await signToken(await derivedKey(`${SECRET}-other`, 'preview'), 'preview', { subject: 'page', count: 3 }, NOW + 60)
    expect(await verifyToken(previewKey, 'preview', otherSecret, claimsShape, NOW)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('accept only HS256 and refuse claims of another shape', async () => {
    const key = await derivedKey(SECRET, 'preview')
    const token = await signToken(key, 'preview', { subject: 'page', count: 3 }, NOW + 60)
    const unsigned = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${token.split('.')[1]}.`
    expect(await verifyToken(key, 'preview', unsigned, claimsShape, NOW)).toEqual({ ok: false, reason: 'invalid' })
    const wrongShape = await signToken(key, 'preview', { subject: 'page', count: 'three' }, NOW + 60)
    expect(await verifyToken(key, 'preview', wrongShape, claimsShape, NOW)).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('detached signatures', () => {
  const claims = { asset: 'asset-1', expires: NOW + 300, holder: 'usr-1' }

  it('hold for exactly the claims they were made over', async () => {
    const key = await derivedKey(SECRET, 'pimDownloadLink')
    const signature = await signDetached(key, 'pimDownloadLink', claims)
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await hasDetachedSignature(key, 'pimDownloadLink', claims, signature)).toBe(true)
    expect(await hasDetachedSignature(key, 'pimDownloadLink', { ...claims, expires: NOW + 3600 }, signature)).toBe(false)
    expect(await hasDetachedSignature(key, 'pimDownloadLink', { ...claims, holder: '' }, signature)).toBe(false)
    expect(await hasDetachedSignature(key, 'pimDownloadLink', claims, `${signature.slice(0, -2)}xx`)).toBe(false)
    expect(await hasDetachedSignature(key, 'pimDownloadLink', claims, 'A'.repeat(43))).toBe(false)
  })

  it('do not hold for another purpose or under another purpose’s key', async () => {
    const key = await derivedKey(SECRET, 'pimDownloadLink')
    const signature = await signDetached(key, 'pimDownloadLink', claims)
    expect(await hasDetachedSignature(key, 'ledResultLink', claims, signature)).toBe(false)
    const ledKey = await derivedKey(SECRET, 'ledResultLink')
    expect(await hasDetachedSignature(ledKey, 'pimDownloadLink', claims, signature)).toBe(false)
    expect(await hasDetachedSignature(key, 'pimDownloadLink', claims, await signDetached(ledKey, 'pimDownloadLink', claims))).toBe(false)
  })
})
