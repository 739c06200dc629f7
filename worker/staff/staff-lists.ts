/**
 * What every staff list reads from its address and how it answers as CSV (the staff console,
 * docs/decisions/033-staff-console-and-demo-fulfilment.md): the search text, the page, filters
 * each checked against the values it may take (an unknown value shows the unfiltered list, never
 * reaches SQL), and `format=csv`, which answers every matching row as a file.
 */
import type { Context } from 'hono'
import { requestedPage } from '../../ui/components/Pagination.tsx'
import type { AppEnv } from '../env.ts'
import { csvText } from './csv-file.ts'

export const STAFF_LIST_PER_PAGE = 25
/** The most rows one CSV export holds. */
export const CSV_EXPORT_LIMIT = 5000
export const SEARCH_PARAMETER = 'q'
export const FORMAT_PARAMETER = 'format'
/** Longest search text taken from the address. */
const MAXIMUM_SEARCH_LENGTH = 100

export interface StaffListQuery {
  search: string
  page: number
  /** True for `format=csv`: every matching row (up to CSV_EXPORT_LIMIT) as a file. */
  csv: boolean
  /** The rows to read: the requested page, or every row up to CSV_EXPORT_LIMIT for CSV. */
  rows: { page: number; perPage: number }
  url: URL
}

export function staffListQuery(c: Context<AppEnv>): StaffListQuery {
  const url = new URL(c.req.url)
  const page = requestedPage(url.searchParams)
  const csv = url.searchParams.get(FORMAT_PARAMETER) === 'csv'
  return {
    search: (url.searchParams.get(SEARCH_PARAMETER) ?? '').trim().slice(0, MAXIMUM_SEARCH_LENGTH),
    page,
    csv,
    rows: csv ? { page: 1, perPage: CSV_EXPORT_LIMIT } : { page, perPage: STAFF_LIST_PER_PAGE },
    url,
  }
}

/** A filter's value from the address when it is one of `allowed`, else null (no filter). */
export function filterValue<Value extends string>(c: Context<AppEnv>, name: string, allowed: readonly Value[]): Value | null {
  const value = c.req.query(name) ?? ''
  return (allowed as readonly string[]).includes(value) ? (value as Value) : null
}

/** A date filter (YYYY-MM-DD) from the address, or null. */
export function dateFilter(c: Context<AppEnv>, name: string): string | null {
  const value = c.req.query(name) ?? ''
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null
}

/** The list's address with the same filters as CSV. */
export function csvHrefOf(query: StaffListQuery): string {
  const next = new URLSearchParams(query.url.searchParams)
  next.delete('page')
  next.set(FORMAT_PARAMETER, 'csv')
  return `${query.url.pathname}?${next}`
}

/** The list's page count for a total. */
export function pageCountOf(total: number, perPage = STAFF_LIST_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/** The file: UTF-8 with a byte order mark (so spreadsheets read accents right), as an attachment, never cached. */
export function csvResponse(
  fileName: string,
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): Response {
  const today = new Date().toISOString().slice(0, 10)
  return new Response(`\uFEFF${csvText(header, rows)}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}-${today}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
