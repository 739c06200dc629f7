/**
 * PIM assets on the public site: which a visitor may see, the short-lived signed link to one of
 * its files, and the unique link of a private asset. Availability and level are checked when
 * listing, when a link is issued and again when it is used (ui/pim/asset-access.ts).
 */
import type { DownloadViewer } from '../../ui/content/download-access.ts'
import { assetAccessRefusal, isListedFor } from '../../ui/pim/asset-access.ts'
import type { AssetFileKind, PimAsset, StoredFile } from '../../ui/pim/assets.ts'
import type { PortalViewer } from '../../ui/portal/viewer.ts'
import type { Bindings } from '../env.ts'
import { type StoredAsset, assetsOfProduct, listAssets } from './asset-store.ts'
import { DOWNLOAD_LINK_LIFETIME_SECONDS, signDownloadLink } from './signed-links.ts'

export const PAM_API_ROOT = '/api/pam'
export const DOWNLOAD_LINK_PATH = `${PAM_API_ROOT}/product-download-link`
export const FILES_PATH = `${PAM_API_ROOT}/files`

/** An asset as the public site lists it (no storage keys, no secrets). */
export interface PublicAsset {
  id: string
  title: string
  version: string
  type: PimAsset['type']
  updated: string
  availability: 'everyone' | 'partners'
  minimumPartnerLevel: PimAsset['minimumPartnerLevel']
  productCtns: string[]
  file: StoredFile
  releaseNotes: StoredFile | null
}

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
  return (await assetsOfProduct(db, ctn)).filter((asset) => isListedFor(asset, viewer)).map(publicAssetOf)
}

export async function visibleAssets(db: D1Database, viewer: DownloadViewer): Promise<PublicAsset[]> {
  return (await listAssets(db)).filter((asset) => isListedFor(asset, viewer)).map(publicAssetOf)
}

/** The link a page offers for a file: it asks for a signed link and follows it (`go=1`). */
export function downloadHrefOf(assetId: string, kind: AssetFileKind): string {
  return `${DOWNLOAD_LINK_PATH}?${new URLSearchParams({ asset: assetId, file: kind, go: '1' })}`
}

/** The only way to a private asset from outside the PIM. */
export function uniqueLinkOf(env: Pick<Bindings, 'SITE_ORIGIN'>, asset: Pick<StoredAsset, 'id' | 'privateKey'>): string {
  return `${new URL(env.SITE_ORIGIN).origin}${DOWNLOAD_LINK_PATH}?${new URLSearchParams({ asset: asset.id, key: asset.privateKey, go: '1' })}`
}

export interface IssuedLink {
  url: string
  expiresAt: string
}

export async function issueDownloadLink(
  secret: Uint8Array,
  asset: StoredAsset,
  kind: AssetFileKind,
  holder: string,
  offeredKey: string | null,
  now = new Date(),
): Promise<IssuedLink> {
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_LIFETIME_SECONDS
  const privateKey = asset.availability === 'private' ? (offeredKey ?? '') : ''
  const signature = await signDownloadLink(secret, { assetId: asset.id, kind, expires, holder, privateKey })
  const query = new URLSearchParams({ expires: String(expires), signature })
  if (privateKey) query.set('key', privateKey)
  return { url: `${FILES_PATH}/${encodeURIComponent(asset.id)}/${kind}?${query}`, expiresAt: new Date(expires * 1000).toISOString() }
}

export { assetAccessRefusal }
