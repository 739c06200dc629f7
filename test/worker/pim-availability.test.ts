/**
 * Who may see and download PIM assets on the public site: the availability matrix (anonymous,
 * every partner level, the private asset's unique link, an inactive asset), signed links that
 * refuse tampering, another holder and expiry, availability re-checked at download time, and
 * files streamed with type, length, ETag and ranges.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { PARTNER_LEVELS, type PartnerLevel } from '../../ui/content/model.ts'
import { secretPurposeKey } from '../../worker/auth/signing-secret.ts'
import { findAsset, updateAsset } from '../../worker/pim/asset-store.ts'
import { issueDownloadLink } from '../../worker/downloads/public-downloads.ts'
import { visit } from './helpers.ts'
import { PARTNER_OF_LEVEL, PIM_EDITOR, loadCatalogue, storedAsset } from './pim-fixtures.ts'
import { sessionCookieFor } from './portal-helpers.ts'

type Viewer = 'anonymous' | PartnerLevel

async function cookieOf(viewer: Viewer): Promise<Record<string, string>> {
  return viewer === 'anonymous' ? {} : { Cookie: await sessionCookieFor(PARTNER_OF_LEVEL[viewer]) }
}

async function listed(ctn: string, viewer: Viewer): Promise<string[]> {
  const response = await visit(`/api/pam/product-downloads?product=${encodeURIComponent(ctn)}`, { headers: await cookieOf(viewer) })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: Array<{ title: string }> }).data.map((asset) => asset.title).sort()
}

async function linkStatus(assetId: string, viewer: Viewer, extra = ''): Promise<number> {
  const response = await visit(`/api/pam/product-download-link?asset=${assetId}${extra}`, { headers: await cookieOf(viewer) })
  await response.arrayBuffer()
  return response.status
}

describe('the availability matrix', () => {
  it('lists and links exactly the assets each visitor may download', async () => {
    const ctn = await loadCatalogue()
    const everyone = await storedAsset({ title: 'everyone', productCtns: [ctn] })
    const anyPartner = await storedAsset({ title: 'any partner', availability: 'partners', productCtns: [ctn] })
    const goldUp = await storedAsset({ title: 'gold and up', availability: 'partners', minimumPartnerLevel: 'gold', productCtns: [ctn] })
    const privateAsset = await storedAsset({ title: 'private', availability: 'private', productCtns: [ctn] })
    const inactive = await storedAsset({ title: 'inactive', status: 'inactive', productCtns: [ctn] })

    const expected: Record<Viewer, string[]> = {
      anonymous: ['everyone'],
      blue: ['any partner', 'everyone'],
      silver: ['any partner', 'everyone'],
      gold: ['any partner', 'everyone', 'gold and up'],
      platinum: ['any partner', 'everyone', 'gold and up'],
      distributor: ['any partner', 'everyone', 'gold and up'],
    }
    for (const viewer of ['anonymous', ...PARTNER_LEVELS] as Viewer[]) {
      expect(await listed(ctn, viewer), viewer).toEqual(expected[viewer])
      expect(await linkStatus(everyone.id, viewer), `${viewer} everyone`).toBe(200)
      expect(await linkStatus(anyPartner.id, viewer), `${viewer} any partner`).toBe(viewer === 'anonymous' ? 401 : 200)
      const goldAllowed = viewer !== 'anonymous' && PARTNER_LEVELS.indexOf(viewer) >= PARTNER_LEVELS.indexOf('gold')
      expect(await linkStatus(goldUp.id, viewer), `${viewer} gold`).toBe(goldAllowed ? 200 : viewer === 'anonymous' ? 401 : 403)
      expect(await linkStatus(privateAsset.id, viewer), `${viewer} private without key`).toBe(404)
      expect(await linkStatus(inactive.id, viewer), `${viewer} inactive`).toBe(404)
    }
  })

  it('opens a private asset by its unique link only, for anyone holding it', async () => {
    const ctn = await loadCatalogue()
    const asset = await storedAsset({ title: 'private', availability: 'private', productCtns: [ctn] }, 'private firmware')
    expect(await linkStatus(asset.id, 'anonymous', '&key=not-the-key')).toBe(404)
    const response = await visit(`/api/pam/product-download-link?asset=${asset.id}&key=${asset.privateKey}`)
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    const file = await visit(url)
    expect(file.status).toBe(200)
    expect(await file.text()).toBe('private firmware')
    // The unique link's `go=1` form sends the browser straight to the signed file.
    const go = await visit(`/api/pam/product-download-link?asset=${asset.id}&key=${asset.privateKey}&go=1`)
    expect(go.status).toBe(303)
    expect(go.headers.get('Location')).toMatch(new RegExp(`^/api/pam/files/${asset.id}/file\\?`))
  })

  it('never opens an inactive asset, not even with its key', async () => {
    const asset = await storedAsset({ title: 'inactive private', availability: 'private', status: 'inactive', productCtns: [] })
    expect(await linkStatus(asset.id, 'distributor', `&key=${asset.privateKey}`)).toBe(404)
  })

  it('applies the same rules to release notes', async () => {
    const asset = await storedAsset({ availability: 'partners', minimumPartnerLevel: 'silver', productCtns: [] })
    expect(await linkStatus(asset.id, 'blue', '&file=release-notes')).toBe(403)
    const response = await visit(`/api/pam/product-download-link?asset=${asset.id}&file=release-notes`, {
      headers: await cookieOf('silver'),
    })
    const { url } = (await response.json()) as { url: string }
    const notes = await visit(url, { headers: await cookieOf('silver') })
    expect(notes.status).toBe(200)
    expect(notes.headers.get('Content-Type')).toBe('application/pdf')
    expect(await notes.text()).toBe('%PDF-1.7 release notes')
  })
})

describe('signed download links', () => {
  async function issuedUrl(viewer: Viewer, assetId: string): Promise<string> {
    const response = await visit(`/api/pam/product-download-link?asset=${assetId}`, { headers: await cookieOf(viewer) })
    expect(response.status).toBe(200)
    return ((await response.json()) as { url: string }).url
  }

  it('stream the file with type, length, ETag and byte ranges', async () => {
    const asset = await storedAsset({ productCtns: [] }, '0123456789abcdefghij')
    const url = await issuedUrl('anonymous', asset.id)
    const whole = await visit(url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('Content-Type')).toBe('application/octet-stream')
    expect(whole.headers.get('Content-Length')).toBe('20')
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes')
    expect(whole.headers.get('Content-Disposition')).toContain('image.bin')
    const etag = whole.headers.get('ETag')!
    expect(etag).toMatch(/^"/)
    expect(await whole.text()).toBe('0123456789abcdefghij')

    const range = await visit(url, { headers: { Range: 'bytes=10-14' } })
    expect(range.status).toBe(206)
    expect(range.headers.get('Content-Range')).toBe('bytes 10-14/20')
    expect(range.headers.get('Content-Length')).toBe('5')
    expect(await range.text()).toBe('abcde')

    const suffix = await visit(url, { headers: { Range: 'bytes=-3' } })
    expect(suffix.status).toBe(206)
    expect(await suffix.text()).toBe('hij')

    const outside = await visit(url, { headers: { Range: 'bytes=50-60' } })
    expect(outside.status).toBe(416)
    expect(outside.headers.get('Content-Range')).toBe('bytes */20')
    await outside.arrayBuffer()

    const unchanged = await visit(url, { headers: { 'If-None-Match': etag } })
    expect(unchanged.status).toBe(304)
    await unchanged.arrayBuffer()
  })

  it('refuse any change to the asset, file, expiry or signature', async () => {
    const asset = await storedAsset({ productCtns: [] })
    const other = await storedAsset({ productCtns: [] })
    const url = new URL(await issuedUrl('anonymous', asset.id), 'http://x')
    const tampered = [
      url.pathname.replace(asset.id, other.id) + url.search,
      url.pathname.replace(/\/file$/, '/release-notes') + url.search,
      `${url.pathname}?${new URLSearchParams({ expires: String(Number(url.searchParams.get('expires')) + 3600), signature: url.searchParams.get('signature')! })}`,
      `${url.pathname}?${new URLSearchParams({ expires: url.searchParams.get('expires')!, signature: 'A'.repeat(43) })}`,
      `${url.pathname}?expires=${url.searchParams.get('expires')}`,
    ]
    for (const path of tampered) {
      const response = await visit(path)
      expect(response.status, path).toBe(403)
      await response.arrayBuffer()
    }
  })

  it('work only for the person they were issued to', async () => {
    const asset = await storedAsset({ availability: 'partners', productCtns: [] })
    const url = await issuedUrl('gold', asset.id)
    const forSomeoneElse = await visit(url, { headers: await cookieOf('platinum') })
    expect(forSomeoneElse.status).toBe(403)
    await forSomeoneElse.arrayBuffer()
    const anonymous = await visit(url)
    expect(anonymous.status).toBe(403)
    await anonymous.arrayBuffer()
  })

  it('expire', async () => {
    const asset = await storedAsset({ productCtns: [] })
    const secret = await secretPurposeKey(env.SESSION_SECRET, 'LOCAL', 'pimDownloadLink')
    const longAgo = new Date(Date.now() - 60 * 60 * 1000)
    const { url } = await issueDownloadLink(secret, asset, 'file', '', null, longAgo)
    const response = await visit(url)
    expect(response.status).toBe(403)
    expect(((await response.json()) as { data: { reason: string } }).data.reason).toBe('expired')
  })

  it('check availability and level again at download time', async () => {
    const asset = await storedAsset({ availability: 'partners', minimumPartnerLevel: 'silver', productCtns: [] })
    const url = await issuedUrl('silver', asset.id)
    const before = (await findAsset(env.DB, asset.id))!
    await updateAsset(
      env.DB,
      { actorId: PIM_EDITOR, onBehalfOfId: null },
      before,
      { ...before, minimumPartnerLevel: 'platinum' },
      null,
      null,
    )
    const response = await visit(url, { headers: await cookieOf('silver') })
    expect(response.status).toBe(403)
    await response.arrayBuffer()
  })

  it('a Blue partner opening a Gold-only download in the browser gets a page saying why, in their language', async () => {
    const asset = await storedAsset({ availability: 'partners', minimumPartnerLevel: 'gold', productCtns: [] })
    const english = await visit(`/api/pam/product-download-link?asset=${asset.id}&go=1`, {
      headers: { ...(await cookieOf('blue')), Accept: 'text/html' },
    })
    expect(english.status).toBe(403)
    const page = await english.text()
    expect(page).toContain('This download is for partners of a higher level.')
    expect(page).toContain('data-refusal=""')
    expect(page).not.toContain('Oops! Something went wrong')
    const french = await visit(`/api/pam/product-download-link?asset=${asset.id}&go=1&locale=fr-fr`, {
      headers: { ...(await cookieOf('blue')), Accept: 'text/html', 'Accept-Language': 'fr-FR' },
    })
    expect(french.status).toBe(403)
    expect(await french.text()).not.toContain('This download is for partners of a higher level.')
    // A link issued while the asset was open to Blue, opened after it became Gold-only: the same page.
    const url = await issuedUrl('blue', (await storedAsset({ availability: 'partners', productCtns: [] })).id)
    const reopened = new URL(url, 'https://x.invalid')
    const id = reopened.pathname.split('/')[4]!
    const before = (await findAsset(env.DB, id))!
    await updateAsset(env.DB, { actorId: PIM_EDITOR, onBehalfOfId: null }, before, { ...before, minimumPartnerLevel: 'gold' }, null, null)
    const file = await visit(url, { headers: { ...(await cookieOf('blue')), Accept: 'text/html' } })
    expect(file.status).toBe(403)
    expect(await file.text()).toContain('This download is for partners of a higher level.')
  })
})
