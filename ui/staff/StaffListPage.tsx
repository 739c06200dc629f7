// biome-ignore-all lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways: its region takes focus so that keyboard users can scroll it (WCAG 2.1.1).
/**
 * A list of the staff console (docs/decisions/033-staff-console-and-demo-fulfilment.md): filters
 * and a search in one GET form (it works without JavaScript and every filtered view is a link), a
 * count, a table whose first column leads to each item, paging, and a CSV export of everything
 * the filters match. Demo requests, tickets, suggestions, Wave requests and the audit log use it.
 */
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { ButtonLink, buttonClass } from '../components/Button.tsx'
import { EmptyState } from '../components/ListMessage.tsx'
import { Pagination } from '../components/Pagination.tsx'
import { portalControlClass } from '../portal/PortalField.tsx'
import { noticeClass, portalTitleClass } from '../portal/PortalLayout.tsx'

export interface ListFilter {
  name: string
  label: string
  kind: 'select' | 'search' | 'date'
  value: string
  /** For selects: the choices (the first, with an empty value, means "all"). */
  options?: ReadonlyArray<{ value: string; label: string }>
}

export interface ListColumn {
  key: string
  label: string
}

export interface ListRow {
  id: string
  cells: Record<string, ReactNode>
  /** The item's page: the first column links to it. */
  href?: string
}

const cellClass = css({ px: '3', py: '2', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'gray.200' })
const linkClass = css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline', _hover: { textDecoration: 'none' } })
const filterFieldClass = css({ display: 'grid', gap: '1', minWidth: '12rem' })

export function StaffListPage({
  id,
  title,
  intro,
  backHref,
  notice,
  filters,
  columns,
  rows,
  total,
  page,
  pageCount,
  path,
  query,
  csvHref,
  emptyText,
  caption,
  actions,
}: {
  /** Names the list in the page (`data-staff-list`) and its form fields' ids. */
  id: string
  title: string
  intro?: string
  backHref?: string
  notice?: string | null
  filters: ListFilter[]
  columns: ListColumn[]
  rows: ListRow[]
  total: number
  page: number
  pageCount: number
  path: string
  query: URLSearchParams
  /** The same filters as a CSV file. */
  csvHref: string
  emptyText: string
  caption: string
  /** Links or buttons beside the title (the demo pool's calendar, …). */
  actions?: ReactNode
}) {
  const { i18n } = useLingui()
  return (
    <section data-staff-list={id}>
      {backHref ? (
        <p className={css({ mb: '2' })}>
          <a href={backHref} className={css({ color: 'brand.theme', textDecoration: 'underline' })}>
            {i18n._({ id: 'staff.back_to_inbox', message: 'Back to the staff console' })}
          </a>
        </p>
      ) : null}
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '4', flexWrap: 'wrap' })}>
        <h1 className={portalTitleClass}>{title}</h1>
        {actions}
      </div>
      {notice ? (
        <p role="status" className={noticeClass} data-notice="">
          {notice}
        </p>
      ) : null}
      {intro ? <p className={css({ mb: '4', maxWidth: '70ch' })}>{intro}</p> : null}
      <form
        method="get"
        action={path}
        role="search"
        aria-label={i18n._({ id: 'staff.filters', message: 'Filters' })}
        className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap', my: '6' })}
      >
        {filters.map((filter) => (
          <div key={filter.name} className={filterFieldClass}>
            <label htmlFor={`${id}-${filter.name}`} className={css({ fontWeight: 'semibold' })}>
              {filter.label}
            </label>
            {filter.kind === 'select' ? (
              <select id={`${id}-${filter.name}`} name={filter.name} defaultValue={filter.value} className={portalControlClass}>
                {(filter.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`${id}-${filter.name}`}
                type={filter.kind === 'date' ? 'date' : 'search'}
                name={filter.name}
                defaultValue={filter.value}
                className={portalControlClass}
              />
            )}
          </div>
        ))}
        <button type="submit" className={buttonClass({ size: 'sm' })}>
          {i18n._({ id: 'staff.apply_filters', message: 'Show' })}
        </button>
      </form>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', mb: '3' })}>
        <p role="status" className={css({ color: 'gray.700', me: 'auto' })} data-list-count="">
          {i18n._({ id: 'staff.count', message: '{count, plural, one {# item} other {# items}}', values: { count: total } })}
        </p>
        {total > 0 ? (
          <ButtonLink href={csvHref} size="sm" kind="naked" leadingIcon="download">
            {i18n._({ id: 'staff.export_csv', message: 'Export as CSV' })}
          </ButtonLink>
        ) : null}
      </div>
      {rows.length ? (
        <div className={css({ overflowX: 'auto' })} role="region" aria-label={caption} tabIndex={0}>
          <table className={css({ width: '100%', borderCollapse: 'collapse' })}>
            <caption className={css({ srOnly: true })}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={cellClass}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-row={row.id}>
                  {columns.map((column, index) => (
                    <td key={column.key} className={cellClass}>
                      {index === 0 && row.href ? (
                        <a href={row.href} className={linkClass}>
                          {row.cells[column.key]}
                        </a>
                      ) : (
                        row.cells[column.key]
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState>{emptyText}</EmptyState>
      )}
      <Pagination path={path} query={query} page={page} pageCount={pageCount} />
    </section>
  )
}
