/**
 * User management's list (SPEC.md point 2): name, e-mail and role of every user, searchable by
 * name or e-mail, with add, edit and delete. Plain links and GET/POST forms: no JavaScript needed.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { ButtonLink, buttonClass } from '../components/Button.tsx'
import { EmptyState } from '../components/ListMessage.tsx'
import { Pagination } from '../components/Pagination.tsx'
import { levelLabel, roleLabel } from '../portal/labels.ts'
import type { PartnerLevel, PortalRole } from '../portal/partner-roles.ts'
import { noticeClass, portalTitleClass } from '../portal/PortalLayout.tsx'

export const USER_SEARCH_PARAMETER = 'q'

export interface UserRow {
  id: string
  name: string
  email: string
  role: PortalRole
  level: PartnerLevel
  organisation: string | null
  editHref: string
  removeHref: string
  /** The user's sessions (view and end all). */
  sessionsHref: string
}

const cellClass = css({ px: '3', py: '2', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'gray.200' })
const actionLinkClass = css({
  color: 'brand.theme',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  _hover: { textDecoration: 'none' },
})

export function UsersPage({
  rows,
  search,
  total,
  page,
  pageCount,
  path,
  query,
  addHref,
  notice,
}: {
  rows: UserRow[]
  search: string
  total: number
  page: number
  pageCount: number
  path: string
  query: URLSearchParams
  addHref: string
  notice: string | null
}) {
  const { i18n } = useLingui()
  return (
    <section>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '4', flexWrap: 'wrap' })}>
        <h1 className={portalTitleClass}>{i18n._({ id: 'users.title', message: 'User management' })}</h1>
        <ButtonLink href={addHref}>{i18n._({ id: 'users.add', message: 'Add user' })}</ButtonLink>
      </div>
      {notice ? (
        <p role="status" className={noticeClass} data-notice="">
          {notice}
        </p>
      ) : null}
      <form
        role="search"
        method="get"
        action={path}
        className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap', my: '6' })}
      >
        <div className={css({ display: 'grid', gap: '1' })}>
          <label htmlFor="user-search" className={css({ fontWeight: 'semibold' })}>
            {i18n._({ id: 'users.search_label', message: 'Search by name or e-mail' })}
          </label>
          <input
            id="user-search"
            type="search"
            name={USER_SEARCH_PARAMETER}
            defaultValue={search}
            className={css({ borderWidth: '1px', borderColor: 'gray.500', borderRadius: 'md', px: '3', py: '2', minWidth: '18rem' })}
          />
        </div>
        <button type="submit" className={buttonClass({ size: 'sm' })}>
          {i18n._({ id: 'users.search', message: 'Search' })}
        </button>
      </form>
      <p role="status" className={css({ mb: '3', color: 'gray.700' })} data-user-count="">
        {i18n._({ id: 'users.count', message: '{count, plural, one {# user} other {# users}}', values: { count: total } })}
      </p>
      {rows.length ? (
        <div className={css({ overflowX: 'auto' })}>
          <table className={css({ width: '100%', borderCollapse: 'collapse' })}>
            <caption className={css({ srOnly: true })}>{i18n._({ id: 'users.table_caption', message: 'Portal users' })}</caption>
            <thead>
              <tr>
                <th scope="col" className={cellClass}>
                  {i18n._({ id: 'users.column_name', message: 'Name' })}
                </th>
                <th scope="col" className={cellClass}>
                  {i18n._({ id: 'users.column_email', message: 'E-mail' })}
                </th>
                <th scope="col" className={cellClass}>
                  {i18n._({ id: 'users.column_role', message: 'Role' })}
                </th>
                <th scope="col" className={cellClass}>
                  {i18n._({ id: 'users.column_organisation', message: 'Organisation and level' })}
                </th>
                <th scope="col" className={cellClass}>
                  {i18n._({ id: 'users.column_actions', message: 'Actions' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-user={row.email}>
                  <td className={cellClass}>{row.name}</td>
                  <td className={cellClass}>{row.email}</td>
                  <td className={cellClass}>{roleLabel(i18n, row.role)}</td>
                  <td className={cellClass}>
                    {row.organisation ? `${row.organisation} · ` : ''}
                    {levelLabel(i18n, row.level)}
                  </td>
                  <td className={cellClass}>
                    <span className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
                      <a href={row.editHref} className={actionLinkClass}>
                        {i18n._({ id: 'users.edit', message: 'Edit' })}
                        <span className={css({ srOnly: true })}> {row.name}</span>
                      </a>
                      <a href={row.sessionsHref} className={actionLinkClass}>
                        {i18n._({ id: 'users.sessions', message: 'Sessions' })}
                        <span className={css({ srOnly: true })}> {row.name}</span>
                      </a>
                      <a href={row.removeHref} className={actionLinkClass}>
                        {i18n._({ id: 'users.delete', message: 'Delete' })}
                        <span className={css({ srOnly: true })}> {row.name}</span>
                      </a>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState>
          {search
            ? i18n._({ id: 'users.none_found', message: 'No users match “{search}”.', values: { search } })
            : i18n._({ id: 'users.none', message: 'There are no users yet.' })}
        </EmptyState>
      )}
      <Pagination path={path} query={query} page={page} pageCount={pageCount} />
    </section>
  )
}
