/**
 * PIM assets on the public site: which a visitor may see, the short-lived signed link to one of
 * its files, and the unique link of a private asset. Availability and level are checked when
 * listing, when a link is issued and again when it is used (ui/pim/asset-access.ts). Lists offer the
 * newest version of each chain the visitor may have; an older version stays downloadable through
 * its own link by whoever its availability admits (decision 051).
 */
import type { DownloadViewer } from '../../ui/downloads/download-access.ts'
import { assetAccessRefusal, isListedFor } from '../../ui/pim/asset-access.ts'
import type { AssetFileKind, PublicAsset } from '../../ui/pim/assets.ts'
import { PAM_API } from '../../ui/pim/pim-paths.ts'
import type { PortalViewer } from '../../ui/portal/viewer.ts'
import type { Bindings } from '../env.ts'
import { newestVersionsOnly } from '../../ui/pim/asset-versions.ts'
import { type StoredAsset, assetsOfProductWithVersionLinks, listAssets } from '../pim/asset-store.ts'
import { DOWNLOAD_LINK_LIFETIME_SECONDS, signDownloadLink } from '../pim/signed-links.ts'

export function downloadViewerOf(viewer: PortalViewer | null): DownloadViewer {
  return viewer ? { partnerLevel: viewer.partnerLevel } : null
}

export function publicAssetOf(asset: StoredAsset): PublicAsset {
  return {
    id: asset.id,
    title: asset.title,
    version: asset.version,
    type: asset.type,
    updated: asset.updatedAt,
    availability: asset.availability === 'everyone' ? 'everyone' : 'partners',
    minimumPartnerLevel: asset.minimumPartnerLevel,
    productCtns: asset.productCtns,
    file: asset.file,
    releaseNotes: asset.releaseNotes,
  }
}

export async function visibleAssetsOfProduct(db: D1Database, ctn: string, viewer: DownloadViewer): Promise<PublicAsset[]> {
  const { assets, links } = await assetsOfProductWithVersionLinks(db, ctn)
  return newestVersionsOnly(
    assets.filter((asset) => isListedFor(asset, viewer)),
    links,
  ).map(publicAssetOf)
}

export async function visibleAssets(db: D1Database, viewer: DownloadViewer): Promise<PublicAsset[]> {
  const assets = await listAssets(db)
  return newestVersionsOnly(
    assets.filter((asset) => isListedFor(asset, viewer)),
    assets,
  ).map(publicAssetOf)
}

/** The only way to a private asset from outside the PIM. */
export function uniqueLinkOf(env: Pick<Bindings, 'SITE_ORIGIN'>, asset: Pick<StoredAsset, 'id' | 'privateKey'>): string {
  return `${new URL(env.SITE_ORIGIN).origin}${PAM_API.downloadLink}?${new URLSearchParams({ asset: asset.id, key: asset.privateKey, go: '1' })}`
}

export interface IssuedLink {
  url: string
  expiresAt: string
}

export async function issueDownloadLink(
  key: CryptoKey,
  asset: StoredAsset,
  kind: AssetFileKind,
  holder: string,
  offeredKey: string | null,
  now = new Date(),
): Promise<IssuedLink> {
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_LIFETIME_SECONDS
  const privateKey = asset.availability === 'private' ? (offeredKey ?? '') : ''
  const signature = await signDownloadLink(key, { assetId: asset.id, kind, expires, holder, privateKey })
  const query = new URLSearchParams({ expires: String(expires), signature })
  if (privateKey) query.set('key', privateKey)
  return { url: `${PAM_API.files}/${encodeURIComponent(asset.id)}/${kind}?${query}`, expiresAt: new Date(expires * 1000).toISOString() }
}

export { assetAccessRefusal }
