/**
 * Paths of the product information area on the PIM host (PIM_ORIGIN). They are not localised:
 * the PIM is a staff tool; its screens follow the reader's language (cookie, then browser).
 */
import type { CatalogueKind } from '../content/catalogue-source.ts'

export const PIM_PATHS = {
  home: '/',
  login: '/login',
  assets: '/assets',
  newAsset: '/assets/new',
  products: '/products',
  lines: '/lines',
  categories: '/categories',
  /** "Your sessions" of PIM staff. */
  sessions: '/sessions',
} as const

export function assetPath(id: string): string {
  return `${PIM_PATHS.assets}/${encodeURIComponent(id)}`
}

export function editAssetPath(id: string): string {
  return `${assetPath(id)}/edit`
}

/** What an editor does to an asset with a plain form post to `{asset}/{action}` (decision 051); `delete` first shows its confirmation. */
export const ASSET_ACTIONS = ['archive', 'restore', 'rotate-link', 'delete'] as const
export type AssetAction = (typeof ASSET_ACTIONS)[number]

export function assetActionPath(id: string, action: AssetAction): string {
  return `${assetPath(id)}/${action}`
}

/** The query parameter of the add screen naming the asset the new one supersedes. */
export const SUPERSEDES_PARAMETER = 'supersedes'

/** Adding a new version of an asset: the add screen, filled in from it. */
export function newVersionPath(id: string): string {
  return `${PIM_PATHS.newAsset}?${new URLSearchParams({ [SUPERSEDES_PARAMETER]: id })}`
}

export function productPath(ctn: string): string {
  return `${PIM_PATHS.products}/${encodeURIComponent(ctn)}`
}

/** The screen of a product, product line or category; its posts go to `{path}/publish`, `/schedule`, `/revert`, `/preview`. */
export function catalogueRecordPath(kind: CatalogueKind, id: string): string {
  const list = kind === 'product' ? PIM_PATHS.products : kind === 'line' ? PIM_PATHS.lines : PIM_PATHS.categories
  return `${list}/${encodeURIComponent(id)}`
}

export const CATALOGUE_RECORD_ACTIONS = ['publish', 'schedule', 'revert', 'preview'] as const
export type CatalogueRecordAction = (typeof CATALOGUE_RECORD_ACTIONS)[number]

export function catalogueActionPath(kind: CatalogueKind, id: string, action: CatalogueRecordAction): string {
  return `${catalogueRecordPath(kind, id)}/${action}`
}

/** The public site's PIM endpoints (SPEC.md point 7), on the site host. */
export const PAM_API = {
  productDownloads: '/api/pam/product-downloads',
  downloadLink: '/api/pam/product-download-link',
  files: '/api/pam/files',
} as const

/** The link a public page offers for an asset's file: it asks for a signed link and follows it. */
export function assetDownloadHref(assetId: string, kind: 'file' | 'release-notes'): string {
  return `${PAM_API.downloadLink}?${new URLSearchParams({ asset: assetId, file: kind, go: '1' })}`
}

/** The PIM's JSON endpoints (uploads and assets), all on the PIM host. */
export const PIM_API = {
  uploads: '/api/pim/uploads',
  assets: '/api/pim/assets',
  /** Photos of products, lines and categories (PUT, the file as the body). */
  productPhotos: '/api/pim/product-photos',
} as const

export function uploadPath(id: string): string {
  return `${PIM_API.uploads}/${encodeURIComponent(id)}`
}

export function uploadPartPath(id: string, partNumber: number): string {
  return `${uploadPath(id)}/parts/${partNumber}`
}
