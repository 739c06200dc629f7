/**
 * Assets as product managers expect (issue 19 part B, decision 050), on the server: contradictory
 * availability refused with a translated message and nothing changed; the file's SHA-256 shown in
 * the PIM (computed on first view for older assets) and sent with downloads as `Repr-Digest`;
 * download counts per asset (a whole download or the first range, not HEAD or later ranges).
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { findAsset } from '../../worker/pim/asset-store.ts'
import { reprDigest } from '../../worker/pim/file-checksums.ts'
import { visit } from './helpers.ts'
import { PIM_EDITOR, PIM_VIEWER, loadCatalogue, pimRequest, storedAsset } from './pim-fixtures.ts'

async function hexSha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

function edit(id: string, fields: Record<string, unknown>, language = 'en') {
  return pimRequest(`/api/pim/assets/${id}`, PIM_EDITOR, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(fields),
  })
}

describe('availability', () => {
  it('refuses "everyone" or "private" with a minimum partner level, in the editor’s language, changing nothing', async () => {
    const ctn = await loadCatalogue()
    const asset = await storedAsset({ productCtns: [ctn] })
    const fields = {
      title: asset.title,
      version: asset.version,
      type: asset.type,
      status: asset.status,
      partnerLevel: null,
      productCtns: [ctn],
    }
    for (const availability of ['everyone', 'private']) {
      const refused = await edit(asset.id, { ...fields, availability, minimumPartnerLevel: 'gold' })
      expect(refused.status).toBe(422)
      const { errors } = await refused.json<{ errors: Record<string, string> }>()
      expect(errors.minimumPartnerLevel).toContain('A minimum partner level applies only to assets for partners')
    }
    const german = await edit(asset.id, { ...fields, availability: 'everyone', minimumPartnerLevel: 'gold' }, 'de')
    expect(german.status).toBe(422)
    const germanMessage = (await german.json<{ errors: Record<string, string> }>()).errors.minimumPartnerLevel
    expect(germanMessage).toBeTruthy()
    expect(germanMessage).not.toContain('A minimum partner level')
    expect((await findAsset(env.DB, asset.id))?.minimumPartnerLevel).toBeNull()

    const partners = await edit(asset.id, { ...fields, availability: 'partners', minimumPartnerLevel: 'gold' })
    expect(partners.status).toBe(200)
    await partners.arrayBuffer()
    expect((await findAsset(env.DB, asset.id))?.minimumPartnerLevel).toBe('gold')
  })

  it('explains "partner level" (information) apart from "minimum partner level" (limits downloads) in the editor', async () => {
    const asset = await storedAsset({ productCtns: [] })
    const page = await (await pimRequest(`/assets/${asset.id}/edit`, PIM_EDITOR)).text()
    expect(page).toContain('It does not limit who may download.')
    expect(page).toContain('Limits downloads: only for availability')
  })
})

describe('checksums and download counts', () => {
  it('shows the SHA-256 (computed on first view), sends it as Repr-Digest and counts downloads', async () => {
    const content = 'firmware 2.1.0 image bytes'
    const asset = await storedAsset({ productCtns: [] }, content)
    const sha = await hexSha256(content)
    expect(asset.fileSha256).toBeNull()

    const details = await (await pimRequest(`/assets/${asset.id}`, PIM_VIEWER)).text()
    expect(details).toContain(sha)
    expect((await findAsset(env.DB, asset.id))?.fileSha256).toBe(sha)
    const editor = await (await pimRequest(`/assets/${asset.id}/edit`, PIM_EDITOR)).text()
    expect(editor).toContain(sha)
    expect(editor).toContain('image.bin')

    const link = await visit(`/api/pam/product-download-link?asset=${asset.id}`)
    const { url } = await link.json<{ url: string }>()
    const whole = await visit(url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('Repr-Digest')).toBe(reprDigest(sha))
    expect(await whole.text()).toBe(content)
    // HEAD and a later range of a resumed download are not new downloads; the first range is.
    const head = await visit(url, { method: 'HEAD' })
    expect(head.headers.get('Repr-Digest')).toBe(reprDigest(sha))
    const later = await visit(url, { headers: { Range: 'bytes=5-' } })
    expect(later.status).toBe(206)
    expect(later.headers.get('Repr-Digest')).toBe(reprDigest(sha))
    await later.arrayBuffer()
    const first = await visit(url, { headers: { Range: 'bytes=0-4' } })
    expect(first.status).toBe(206)
    await first.arrayBuffer()
    expect((await findAsset(env.DB, asset.id))?.downloadCount).toBe(2)

    // Staff downloads in the PIM are not counted.
    const staff = await pimRequest(`/assets/${asset.id}/files/file`, PIM_VIEWER)
    expect(staff.headers.get('Repr-Digest')).toBe(reprDigest(sha))
    await staff.arrayBuffer()
    const shown = await (await pimRequest(`/assets/${asset.id}`, PIM_VIEWER)).text()
    expect(shown).toMatch(/data-download-count="">2</)
  })
})

describe('the asset list', () => {
  it('searches, filters by type, availability and product line, sorts and pages on the server', async () => {
    const ctn = await loadCatalogue()
    const firmware = await storedAsset({ title: 'Listed scaler firmware', type: 'scaler-firmware', productCtns: [ctn] })
    const manual = await storedAsset({ title: 'Listed SICP manual', type: 'document', availability: 'partners', productCtns: [] })
    const page = async (query: string) => (await pimRequest(`/assets?${query}`, PIM_VIEWER)).text()
    const all = await page('')
    expect(all).toContain('data-asset-search=""')
    expect(all).toContain(`data-pim-asset="${firmware.id}"`)
    const byType = await page('type=document&q=Listed')
    expect(byType).toContain(`data-pim-asset="${manual.id}"`)
    expect(byType).not.toContain(`data-pim-asset="${firmware.id}"`)
    const byAvailability = await page('availability=partners&q=listed')
    expect(byAvailability).toContain(`data-pim-asset="${manual.id}"`)
    expect(byAvailability).not.toContain(`data-pim-asset="${firmware.id}"`)
    const none = await page('q=nothing-like-this')
    expect(none).toContain('data-pim-empty=""')
    expect(none).toContain('No asset matches these filters.')
    // The line filter offers the catalogue's lines and follows the linked products.
    const lineId = /<select id="asset-line"[^>]*>.*?<option value="([^"]+)"/s.exec(all)?.[1]
    expect(lineId).toBeTruthy()
  })
})
