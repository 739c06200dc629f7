/**
 * Pagination of the content lists (API and pages alike): 1-based pages, a default and a maximum
 * page size. Parsing is lenient: a missing or unusable value falls back to the default, a page
 * size above the maximum is capped.
 */

export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 100

export interface PageRequest {
  page: number
  pageSize: number
}

export interface PageMeta extends PageRequest {
  total: number
}

function positiveInteger(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\d+$/.test(value.trim())) return undefined
  const number = Number(value)
  return Number.isSafeInteger(number) && number > 0 ? number : undefined
}

export function parsePageRequest(params: URLSearchParams, defaultPageSize = DEFAULT_PAGE_SIZE): PageRequest {
  const page = positiveInteger(params.get('page')) ?? 1
  const pageSize = Math.min(positiveInteger(params.get('pageSize')) ?? defaultPageSize, MAX_PAGE_SIZE)
  return { page, pageSize }
}

export function paginate<T>(items: readonly T[], request: PageRequest): { items: T[]; meta: PageMeta } {
  const start = (request.page - 1) * request.pageSize
  return {
    items: items.slice(start, start + request.pageSize),
    meta: { page: request.page, pageSize: request.pageSize, total: items.length },
  }
}

/** Number of pages for a total (at least 1, so "page 1 of 1" reads right for an empty list). */
export function pageCount(meta: PageMeta): number {
  return Math.max(1, Math.ceil(meta.total / meta.pageSize))
}
