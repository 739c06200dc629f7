/**
 * "My tickets" (issue 18): the person's technical tickets with their case number and status, and
 * their portal suggestions with the outcome the support team gave them.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { ButtonLink } from '../components/Button.tsx'
import { EmptyState } from '../components/ListMessage.tsx'
import { formatDate } from '../format/intl.ts'
import { noticeClass, portalSectionTitleClass, portalTitleClass } from '../portal/PortalLayout.tsx'
import type { SuggestionStatus, TicketStatus } from './ticket-rules.ts'
import { suggestionStatusLabel, ticketStatusLabel } from './ticket-texts.ts'

export interface MyTicketRow {
  caseNumber: string
  subject: string
  status: TicketStatus
  /** ISO times. */
  createdAt: string
  updatedAt: string
  href: string
}

export interface MySuggestionRow {
  id: string
  summary: string
  kind: string
  status: SuggestionStatus
  note: string
  createdAt: string
}

const tableClass = css({
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'start', py: '2', pe: '4', borderBottomWidth: '1px', borderColor: 'gray.200', verticalAlign: 'top' },
})
const linkClass = css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline', _hover: { textDecoration: 'none' } })

export function MyTicketsPage({
  tickets,
  suggestions,
  supportHref,
  notice,
  iso,
}: {
  tickets: MyTicketRow[]
  suggestions: MySuggestionRow[]
  supportHref: string
  notice: string | null
  iso: string
}) {
  const { i18n } = useLingui()
  return (
    <section>
      <h1 className={portalTitleClass}>{i18n._({ id: 'tickets.my_title', message: 'My tickets' })}</h1>
      {notice ? (
        <p role="status" className={noticeClass} data-notice="">
          {notice}
        </p>
      ) : null}
      <p className={css({ mb: '6' })}>
        <ButtonLink href={supportHref} size="sm" kind="naked" leadingIcon="arrow-left">
          {i18n._({ id: 'tickets.new_ticket', message: 'Send a new ticket or suggestion' })}
        </ButtonLink>
      </p>
      <section aria-labelledby="my-tickets" className={css({ mb: '8' })} data-my-tickets="">
        <h2 id="my-tickets" className={portalSectionTitleClass}>
          {i18n._({ id: 'tickets.technical', message: 'Technical tickets' })}
        </h2>
        {tickets.length ? (
          <div className={css({ overflowX: 'auto' })}>
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col">{i18n._({ id: 'tickets.case_number', message: 'Case number' })}</th>
                  <th scope="col">{i18n._({ id: 'tickets.subject', message: 'Subject' })}</th>
                  <th scope="col">{i18n._({ id: 'tickets.status', message: 'Status' })}</th>
                  <th scope="col">{i18n._({ id: 'tickets.updated', message: 'Last change' })}</th>
                </tr>
              </thead>
              <tbody>
                {tickets.map((ticket) => (
                  <tr key={ticket.caseNumber} data-ticket={ticket.caseNumber}>
                    <td>
                      <a href={ticket.href} className={linkClass}>
                        {ticket.caseNumber}
                      </a>
                    </td>
                    <td>{ticket.subject}</td>
                    <td data-ticket-status={ticket.status}>{ticketStatusLabel(i18n, ticket.status)}</td>
                    <td>{formatDate(iso, ticket.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <EmptyState>{i18n._({ id: 'tickets.none', message: 'You have not sent a technical ticket yet.' })}</EmptyState>
        )}
      </section>
      <section aria-labelledby="my-suggestions" data-my-suggestions="">
        <h2 id="my-suggestions" className={portalSectionTitleClass}>
          {i18n._({ id: 'tickets.suggestions', message: 'Portal bugs and suggestions' })}
        </h2>
        {suggestions.length ? (
          <ul className={css({ listStyle: 'none', display: 'grid', gap: '3' })}>
            {suggestions.map((suggestion) => (
              <li
                key={suggestion.id}
                className={css({ borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg', p: '4' })}
                data-suggestion={suggestion.id}
              >
                <p className={css({ fontWeight: 'semibold' })}>{suggestion.summary}</p>
                <p className={css({ fontSize: 'sm', color: 'gray.700' })}>
                  {suggestion.kind} · {formatDate(iso, suggestion.createdAt)} ·{' '}
                  <strong data-suggestion-status={suggestion.status}>{suggestionStatusLabel(i18n, suggestion.status)}</strong>
                </p>
                {suggestion.note ? <p className={css({ mt: '2' })}>{suggestion.note}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>{i18n._({ id: 'tickets.no_suggestions', message: 'You have not sent a bug report or suggestion yet.' })}</EmptyState>
        )}
      </section>
    </section>
  )
}
