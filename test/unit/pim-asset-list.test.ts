/** The PIM asset list's rule (ui/pim/asset-list.ts): the query read leniently, filters, search, sorting and pages. */
import { describe, expect, it } from 'vitest'
import { assetListQueryOf, listedAssets } from '../../ui/pim/asset-list.ts'
import type { PimAsset } from '../../ui/pim/assets.ts'

function asset(id: string, changes: Partial<PimAsset>): PimAsset {
  return {
    id,
    title: `Asset ${id}`,
    version: '1.0',
    type: 'firmware',
    status: 'active',
    availability: 'everyone',
    partnerLevel: null,
    minimumPartnerLevel: null,
    productCtns: [],
    file: { name: `${id}.bin`, type: 'application/octet-stream', size: 10 },
    releaseNotes: null,
    fileSha256: null,
    downloadCount: 0,
    publishAt: null,
    expiresAt: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    updatedBy: 'usr',
    supersedesId: null,
    archivedAt: null,
    linkRotatedAt: null,
    ...changes,
  }
}

const assets = [
  asset('a', {
    title: 'Scaler firmware',
    version: '2.0.9',
    type: 'scaler-firmware',
    productCtns: ['55BDL4/00'],
    downloadCount: 3,
    updatedAt: '2026-03-01T00:00:00.000Z',
  }),
  asset('b', { title: 'SICP manual', type: 'document', availability: 'partners', productCtns: ['43HB4000/00'], downloadCount: 9 }),
  asset('c', { title: 'Firmware', version: '2.1.0', status: 'inactive', availability: 'private', updatedAt: '2026-05-01T00:00:00.000Z' }),
]
const lines = new Set(['signage', 'hospitality'])
const lineOf = (ctn: string) => ({ '55BDL4/00': 'signage', '43HB4000/00': 'hospitality' })[ctn]
const list = (query: string, perPage?: number) => listedAssets(assets, assetListQueryOf(new URLSearchParams(query), lines), lineOf, perPage)
const ids = (query: string) => list(query).items.map((each) => each.id)

describe('the asset list', () => {
  it('shows everything, newest change first, by default; unknown values mean "all"', () => {
    expect(ids('')).toEqual(['c', 'a', 'b'])
    expect(ids('type=nope&status=gone&availability=x&line=unknown&sort=odd&page=-3')).toEqual(['c', 'a', 'b'])
  })

  it('filters by type, status, availability and product line (through the linked products)', () => {
    expect(ids('type=document')).toEqual(['b'])
    expect(ids('status=inactive')).toEqual(['c'])
    expect(ids('availability=partners')).toEqual(['b'])
    expect(ids('line=signage')).toEqual(['a'])
    expect(ids('line=signage&type=document')).toEqual([])
  })

  it('shows archived assets with the rest, and apart under their own status (decision 051)', () => {
    const withArchived = [...assets, asset('d', { title: 'Old firmware', archivedAt: '2026-06-01T00:00:00.000Z' })]
    const query = (text: string) =>
      listedAssets(withArchived, assetListQueryOf(new URLSearchParams(text), lines), lineOf).items.map((each) => each.id)
    expect(query('')).toContain('d')
    expect(query('status=archived')).toEqual(['d'])
    expect(query('status=active')).toEqual(['a', 'b'])
  })

  it('searches title, version, file name and type numbers, every word', () => {
    expect(ids('q=firmware')).toEqual(['c', 'a'])
    expect(ids('q=2.0.9')).toEqual(['a'])
    expect(ids('q=b.bin')).toEqual(['b'])
    expect(ids('q=43HB4000')).toEqual(['b'])
    expect(ids('q=scaler+2.1')).toEqual([])
  })

  it('sorts by title, type or downloads, and pages', () => {
    expect(ids('sort=title')).toEqual(['c', 'a', 'b'])
    expect(ids('sort=downloads')).toEqual(['b', 'a', 'c'])
    expect(ids('sort=type')).toEqual(['b', 'c', 'a'])
    const second = list('sort=title&page=2', 2)
    expect({ ids: second.items.map((each) => each.id), page: second.page, pages: second.pageCount, total: second.total }).toEqual({
      ids: ['b'],
      page: 2,
      pages: 2,
      total: 3,
    })
    expect(list('page=9', 2).page).toBe(2)
  })
})
