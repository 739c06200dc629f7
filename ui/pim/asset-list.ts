/**
 * The PIM's asset list (issue 19 part B, decision 050): what its query asks for (search, type,
 * status, availability, product line, sort, page), read leniently (an unknown value means "all"),
 * and the rule that applies it. Pure: the worker reads the assets and the products' lines.
 */
import { type PageSlice, pageOf, requestedPage } from '../components/Pagination.tsx'
import {
  ASSET_AVAILABILITIES,
  ASSET_STATES,
  ASSET_TYPES,
  type AssetAvailability,
  type AssetState,
  type AssetType,
  type PimAsset,
  assetStateOf,
} from './assets.ts'

export const ASSET_SORTS = ['updated', 'title', 'type', 'downloads'] as const
export type AssetSort = (typeof ASSET_SORTS)[number]
export const ASSETS_PER_PAGE = 25
/** Longest search text taken from the query. */
export const ASSET_SEARCH_MAX_LENGTH = 100

export interface AssetListQuery {
  search: string
  type: AssetType | null
  /** Active, inactive or archived (an archived asset is neither of the others). */
  status: AssetState | null
  availability: AssetAvailability | null
  lineId: string | null
  sort: AssetSort
  page: number
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null
}

export function assetListQueryOf(query: URLSearchParams, lineIds: ReadonlySet<string>): AssetListQuery {
  const line = query.get('line')
  return {
    search: (query.get('q') ?? '').trim().slice(0, ASSET_SEARCH_MAX_LENGTH),
    type: oneOf(ASSET_TYPES, query.get('type')),
    status: oneOf(ASSET_STATES, query.get('status')),
    availability: oneOf(ASSET_AVAILABILITIES, query.get('availability')),
    lineId: line && lineIds.has(line) ? line : null,
    sort: oneOf(ASSET_SORTS, query.get('sort')) ?? 'updated',
    page: requestedPage(query),
  }
}

function matchesSearch(asset: PimAsset, words: readonly string[]): boolean {
  const text = [asset.title, asset.version, asset.file.name, ...asset.productCtns].join(' ').toLowerCase()
  return words.every((word) => text.includes(word))
}

/** The assets the query shows, sorted, and the page asked for. `lineOf` gives a product's line id. */
export function listedAssets<T extends PimAsset>(
  assets: readonly T[],
  query: AssetListQuery,
  lineOf: (ctn: string) => string | undefined,
  perPage = ASSETS_PER_PAGE,
): PageSlice<T> {
  const words = query.search.toLowerCase().split(/\s+/).filter(Boolean)
  const shown = assets.filter(
    (asset) =>
      (!query.type || asset.type === query.type) &&
      (!query.status || assetStateOf(asset) === query.status) &&
      (!query.availability || asset.availability === query.availability) &&
      (!query.lineId || asset.productCtns.some((ctn) => lineOf(ctn) === query.lineId)) &&
      matchesSearch(asset, words),
  )
  const byTitle = (a: T, b: T) => a.title.localeCompare(b.title) || a.version.localeCompare(b.version, undefined, { numeric: true })
  const sorted = [...shown].sort((a, b) => {
    switch (query.sort) {
      case 'title':
        return byTitle(a, b)
      case 'type':
        return a.type.localeCompare(b.type) || byTitle(a, b)
      case 'downloads':
        return b.downloadCount - a.downloadCount || byTitle(a, b)
      default:
        return b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id)
    }
  })
  return pageOf(sorted, query.page, perPage)
}
