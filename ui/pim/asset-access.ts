/**
 * Who may download an asset or its release notes on the public site. Checked when listing, when
 * issuing a signed link and again when the link is used. Public and partner assets follow the
 * downloads rule (ui/downloads/download-access.ts); a private asset opens only with its unique key
 * (an old key, after the link was replaced, is told apart from no key: decision 051); an inactive or
 * archived asset opens for nobody.
 */
import { type DownloadViewer, canDownload } from '../downloads/download-access.ts'
import type { PimAsset } from './assets.ts'

export type AssetAccessRefusal = 'inactive' | 'private' | 'replaced-link' | 'sign-in' | 'level'

function sameKey(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

export function assetAccessRefusal(
  asset: Pick<PimAsset, 'status' | 'availability' | 'minimumPartnerLevel' | 'archivedAt'> & { privateKey: string },
  viewer: DownloadViewer,
  offeredKey?: string | null,
): AssetAccessRefusal | null {
  if (asset.status !== 'active' || asset.archivedAt) return 'inactive'
  if (asset.availability === 'private') {
    if (!offeredKey) return 'private'
    return sameKey(offeredKey, asset.privateKey) ? null : 'replaced-link'
  }
  const rule = {
    access: asset.availability === 'everyone' ? ('public' as const) : ('partner' as const),
    ...(asset.minimumPartnerLevel ? { minimumPartnerLevel: asset.minimumPartnerLevel } : {}),
  }
  if (canDownload(rule, viewer)) return null
  return viewer?.partnerLevel ? 'level' : 'sign-in'
}

/** True when the asset shows in public lists (product pages, downloads page, the product-downloads API) for this viewer. */
export function isListedFor(
  asset: Pick<PimAsset, 'status' | 'availability' | 'minimumPartnerLevel' | 'archivedAt'> & { privateKey: string },
  viewer: DownloadViewer,
): boolean {
  return assetAccessRefusal(asset, viewer) === null
}
