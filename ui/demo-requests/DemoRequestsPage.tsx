/** Demo equipment: the pending requests and the request history, and the way to a new request. */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { ButtonLink } from '../components/Button.tsx'
import { EmptyState } from '../components/ListMessage.tsx'
import { formatDateRange } from '../format/intl.ts'
import { noticeClass, portalSectionTitleClass, portalTitleClass } from '../portal/PortalLayout.tsx'
import type { DemoRequestStatus } from './demo-request-rules.ts'
import { demoStatusLabel } from './demo-texts.ts'

export interface DemoRequestRow {
  id: string
  event: string
  from: string
  until: string
  status: DemoRequestStatus
  stockShort: boolean
  /** Shown to sales managers, who see several partners. */
  organisation: string | null
  href: string
}

const tableClass = css({
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'start', py: '2', pe: '4', borderBottomWidth: '1px', borderColor: 'gray.200' },
})
const linkClass = css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline', _hover: { textDecoration: 'none' } })

function RequestTable({
  id,
  caption,
  rows,
  iso,
  showOrganisation,
  empty,
}: {
  id: string
  caption: string
  rows: DemoRequestRow[]
  iso: string
  showOrganisation: boolean
  empty: string
}) {
  const { i18n } = useLingui()
  return (
    <section aria-labelledby={`demo-${id}`} className={css({ mb: '8' })} data-demo-list={id}>
      <h2 id={`demo-${id}`} className={portalSectionTitleClass}>
        {caption}
      </h2>
      {rows.length ? (
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col">{i18n._({ id: 'demo.field.event', message: 'Event' })}</th>
              {showOrganisation ? <th scope="col">{i18n._({ id: 'demo.partner', message: 'Partner' })}</th> : null}
              <th scope="col">{i18n._({ id: 'demo.review.dates', message: 'Dates' })}</th>
              <th scope="col">{i18n._({ id: 'demo.status', message: 'Status' })}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-demo-request={row.id}>
                <td>
                  <a href={row.href} className={linkClass}>
                    {row.event}
                  </a>
                </td>
                {showOrganisation ? <td>{row.organisation}</td> : null}
                <td>{formatDateRange(iso, row.from, row.until)}</td>
                <td data-demo-status={row.status}>
                  {demoStatusLabel(i18n, row.status)}
                  {row.status === 'approved' && row.stockShort
                    ? ` · ${i18n._({ id: 'demo.stock_short_short', message: 'we will contact you about stock' })}`
                    : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <EmptyState>{empty}</EmptyState>
      )}
    </section>
  )
}

export function DemoRequestsPage({
  intro,
  pending,
  history,
  newHref,
  showOrganisation,
  notice,
  iso,
}: {
  intro: string
  pending: DemoRequestRow[]
  history: DemoRequestRow[]
  /** The wizard, when the viewer may ask for demo equipment. */
  newHref: string | null
  showOrganisation: boolean
  notice: string | null
  iso: string
}) {
  const { i18n } = useLingui()
  return (
    <section>
      <h1 className={portalTitleClass}>{i18n._({ id: 'portal.nav.demo_requests', message: 'Demo equipment' })}</h1>
      {notice ? (
        <p role="status" className={noticeClass} data-notice="">
          {notice}
        </p>
      ) : null}
      <p className={css({ textStyle: 'paragraph', mb: '6', maxWidth: '65ch' })}>{intro}</p>
      {newHref ? (
        <p className={css({ mb: '8' })}>
          <ButtonLink href={newHref} leadingIcon="arrow-right">
            {i18n._({ id: 'demo.new', message: 'New demo request' })}
          </ButtonLink>
        </p>
      ) : null}
      <RequestTable
        id="pending"
        caption={i18n._({ id: 'demo.pending', message: 'Pending requests' })}
        rows={pending}
        iso={iso}
        showOrganisation={showOrganisation}
        empty={i18n._({ id: 'demo.pending_empty', message: 'There are no pending demo equipment requests.' })}
      />
      <RequestTable
        id="history"
        caption={i18n._({ id: 'demo.history', message: 'Request history' })}
        rows={history}
        iso={iso}
        showOrganisation={showOrganisation}
        empty={i18n._({ id: 'demo.history_empty', message: 'No demo equipment requests have been completed yet.' })}
      />
    </section>
  )
}
