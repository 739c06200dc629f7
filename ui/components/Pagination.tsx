/**
 * Page links for a list split over pages (`?page=`): previous, numbered pages and next, each a
 * plain link that keeps the rest of the query (filters, category).
 */
import { useLingui } from '@lingui/react'
import { css, cx } from 'styled-system/css'
import { pageCount, paginate, parsePageRequest } from '../content/pagination.ts'
import { Icon } from './Icon.tsx'

export interface PageSlice<T> {
  items: T[]
  /** 1-based, clamped to the pages that exist. */
  page: number
  pageCount: number
  total: number
}

/** The requested page (`?page=`), 1 when absent or unusable. */
export function requestedPage(query: URLSearchParams): number {
  return parsePageRequest(query).page
}

/** One page of `items`; a page past the end shows the last page. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): PageSlice<T> {
  const pages = pageCount({ page, pageSize: perPage, total: items.length })
  const current = Math.min(Math.max(1, page), pages)
  return { items: paginate(items, { page: current, pageSize: perPage }).items, page: current, pageCount: pages, total: items.length }
}

/** `path?query` with `page` set (page 1 leaves it out). */
export function pageHref(path: string, query: URLSearchParams, page: number): string {
  const next = new URLSearchParams(query)
  next.delete('page')
  if (page > 1) next.set('page', String(page))
  const search = next.toString()
  return search ? `${path}?${search}` : path
}

/** Which page numbers to show: first, last and the two around the current one, with gaps. */
export function visiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((candidate) => candidate >= 1 && candidate <= pageCount))
  const sorted = [...shown].sort((a, b) => a - b)
  const result: Array<number | 'gap'> = []
  for (const [index, candidate] of sorted.entries()) {
    if (index > 0 && candidate - sorted[index - 1]! > 1) result.push('gap')
    result.push(candidate)
  }
  return result
}

const listClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  listStyle: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  mt: '10',
})
const itemClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minWidth: '10',
  minHeight: '10',
  px: '3',
  justifyContent: 'center',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'gray.300',
  color: 'brand.theme',
  textDecoration: 'none',
  _hover: { bg: 'brand.light' },
})
const currentClass = css({ bg: 'brand.theme', color: 'white', borderColor: 'brand.theme', _hover: { bg: 'brand.theme' } })
const currentItemClass = cx(itemClass, currentClass)

export function Pagination({ path, query, page, pageCount }: { path: string; query: URLSearchParams; page: number; pageCount: number }) {
  const { i18n } = useLingui()
  if (pageCount <= 1) return null
  return (
    <nav aria-label={i18n._({ id: 'pagination.label', message: 'Pages' })}>
      <ul className={listClass}>
        {page > 1 ? (
          <li>
            <a className={itemClass} href={pageHref(path, query, page - 1)} rel="prev">
              <Icon name="arrow-left" />
              <span>{i18n._({ id: 'pagination.previous', message: 'Previous' })}</span>
            </a>
          </li>
        ) : null}
        {visiblePages(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <a
                className={entry === page ? currentItemClass : itemClass}
                href={pageHref(path, query, entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={i18n._({ id: 'pagination.page', message: 'Page {page}', values: { page: entry } })}
              >
                {entry}
              </a>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a className={itemClass} href={pageHref(path, query, page + 1)} rel="next">
              <span>{i18n._({ id: 'pagination.next', message: 'Next' })}</span>
              <Icon name="arrow-right" />
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
