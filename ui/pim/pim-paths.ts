/**
 * Paths of the product information area on the PIM host (PIM_ORIGIN). They are not localised:
 * the PIM is a staff tool; its screens follow the reader's language (cookie, then browser).
 */
export const PIM_PATHS = {
  home: '/',
  login: '/login',
  assets: '/assets',
  newAsset: '/assets/new',
  products: '/products',
} as const

export function assetPath(id: string): string {
  return `${PIM_PATHS.assets}/${encodeURIComponent(id)}`
}

export function editAssetPath(id: string): string {
  return `${assetPath(id)}/edit`
}

export function productPath(ctn: string): string {
  return `${PIM_PATHS.products}/${encodeURIComponent(ctn)}`
}

/** The PIM's JSON endpoints (uploads and assets), all on the PIM host. */
export const PIM_API = {
  uploads: '/api/pim/uploads',
  assets: '/api/pim/assets',
} as const

export function uploadPath(id: string): string {
  return `${PIM_API.uploads}/${encodeURIComponent(id)}`
}

export function uploadPartPath(id: string, partNumber: number): string {
  return `${uploadPath(id)}/parts/${partNumber}`
}
