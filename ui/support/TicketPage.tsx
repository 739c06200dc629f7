/**
 * One support ticket: its case number and status, what was reported, and the conversation. The
 * partner who sent it replies here; the support team answers and sets its status here (the staff
 * console). Plain forms: no JavaScript needed.
 */
import { useLingui } from '@lingui/react'
import { css, cx } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { formatDate } from '../format/intl.ts'
import { PortalDetailHeader } from '../portal/PortalDetailHeader.tsx'
import { PortalField, portalControlClass } from '../portal/PortalField.tsx'
import { portalSectionTitleClass } from '../portal/PortalLayout.tsx'
import { TICKET_MESSAGE_MAXIMUM, TICKET_STATUSES, type TicketStatus } from './ticket-rules.ts'
import { ticketStatusLabel } from './ticket-texts.ts'

export interface TicketView {
  caseNumber: string
  status: TicketStatus
  createdAt: string
  person: string
  organisation: string | null
  productType: string
  modelNumber: string
  serialNumber: string
  firmwareVersion: string
  problemDescription: string
  attachments: number
}

export interface TicketMessageView {
  id: string
  side: 'staff' | 'partner'
  author: string
  body: string
  createdAt: string
}

const factsClass = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '12rem 1fr' }, gap: '2', mb: '6' })
const messageClass = css({ borderWidth: '1px', borderRadius: 'lg', p: '4', maxWidth: '70ch' })
const staffMessageClass = css({ borderColor: 'brand.theme', bg: 'brand.light' })
const partnerMessageClass = css({ borderColor: 'gray.300', bg: 'white', ms: { md: '10' } })

export function TicketPage({
  ticket,
  messages,
  audience,
  action,
  csrfToken,
  backHref,
  backLabel,
  notice,
  problem,
  error,
  postedBody,
  iso,
}: {
  ticket: TicketView
  messages: TicketMessageView[]
  /** Who is reading: the partner replies, the support team answers and sets the status. */
  audience: 'partner' | 'staff'
  action: string
  csrfToken: string
  backHref: string
  backLabel: string
  notice: string | null
  problem: string | null
  /** The message field's problem. */
  error?: string
  postedBody: string
  iso: string
}) {
  const { i18n } = useLingui()
  const fact = (label: string, value: string) =>
    value ? (
      <>
        <dt className={css({ fontWeight: 'semibold' })}>{label}</dt>
        <dd>{value}</dd>
      </>
    ) : null
  return (
    <section data-ticket-page={ticket.caseNumber}>
      <PortalDetailHeader
        backHref={backHref}
        backLabel={backLabel}
        title={i18n._({ id: 'tickets.title', message: 'Ticket {caseNumber}', values: { caseNumber: ticket.caseNumber } })}
        notice={notice}
        problem={problem}
      />
      <dl className={factsClass}>
        <dt className={css({ fontWeight: 'semibold' })}>{i18n._({ id: 'tickets.status', message: 'Status' })}</dt>
        <dd>
          <strong data-ticket-status={ticket.status}>{ticketStatusLabel(i18n, ticket.status)}</strong>
        </dd>
        {fact(
          i18n._({ id: 'tickets.sent_by', message: 'Sent by' }),
          ticket.organisation ? `${ticket.person} (${ticket.organisation})` : ticket.person,
        )}
        {fact(
          i18n._({ id: 'tickets.sent_on', message: 'Sent on' }),
          formatDate(iso, ticket.createdAt, { dateStyle: 'long', timeStyle: 'short' }),
        )}
        {fact(i18n._({ id: 'tickets.model_number', message: 'Model number' }), ticket.modelNumber)}
        {fact(i18n._({ id: 'tickets.serial_number', message: 'Serial number' }), ticket.serialNumber)}
        {fact(i18n._({ id: 'tickets.firmware', message: 'Firmware version' }), ticket.firmwareVersion)}
        {ticket.attachments > 0
          ? fact(
              i18n._({ id: 'tickets.attachments', message: 'Attachments' }),
              i18n._({
                id: 'tickets.attachment_count',
                message: '{count, plural, one {# file} other {# files}}',
                values: { count: ticket.attachments },
              }),
            )
          : null}
      </dl>
      <h2 className={portalSectionTitleClass}>{i18n._({ id: 'tickets.conversation', message: 'Conversation' })}</h2>
      <ol className={css({ listStyle: 'none', display: 'grid', gap: '3', mb: '8' })} data-ticket-messages="">
        <li className={cx(messageClass, partnerMessageClass)}>
          <p className={css({ fontSize: 'sm', color: 'gray.700', mb: '1' })}>
            {ticket.person} · {formatDate(iso, ticket.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </p>
          <p className={css({ whiteSpace: 'pre-wrap' })}>{ticket.problemDescription}</p>
        </li>
        {messages.map((message) => (
          <li
            key={message.id}
            className={cx(messageClass, message.side === 'staff' ? staffMessageClass : partnerMessageClass)}
            data-message-side={message.side}
          >
            <p className={css({ fontSize: 'sm', color: 'gray.700', mb: '1' })}>
              {message.side === 'staff'
                ? i18n._({ id: 'tickets.support_team', message: 'Support team ({name})', values: { name: message.author } })
                : message.author}{' '}
              · {formatDate(iso, message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
            <p className={css({ whiteSpace: 'pre-wrap' })}>{message.body}</p>
          </li>
        ))}
      </ol>
      <h2 className={portalSectionTitleClass}>
        {audience === 'staff'
          ? i18n._({ id: 'tickets.answer_title', message: 'Answer the partner' })
          : i18n._({ id: 'tickets.reply_title', message: 'Reply' })}
      </h2>
      <form method="post" action={action} noValidate data-ticket-form={audience}>
        <CsrfField token={csrfToken} />
        <PortalField
          id="ticket-body"
          label={
            audience === 'staff'
              ? i18n._({ id: 'tickets.answer', message: 'Answer' })
              : i18n._({ id: 'tickets.reply', message: 'Your message' })
          }
          error={error}
          hint={
            audience === 'staff'
              ? i18n._({
                  id: 'tickets.answer_hint',
                  message: 'The partner is notified in the portal and by e-mail. Leave it empty to change only the status.',
                })
              : undefined
          }
        >
          {(control) => (
            <textarea
              {...control}
              name="body"
              rows={5}
              maxLength={TICKET_MESSAGE_MAXIMUM}
              defaultValue={postedBody}
              className={portalControlClass}
            />
          )}
        </PortalField>
        {audience === 'staff' ? (
          <PortalField id="ticket-status" label={i18n._({ id: 'tickets.new_status', message: 'Status after this answer' })}>
            {(control) => (
              <select
                {...control}
                name="status"
                defaultValue={ticket.status === 'received' ? 'answered' : ticket.status}
                className={portalControlClass}
              >
                {TICKET_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {ticketStatusLabel(i18n, status)}
                  </option>
                ))}
              </select>
            )}
          </PortalField>
        ) : null}
        <Button type="submit">
          {audience === 'staff'
            ? i18n._({ id: 'tickets.send_answer', message: 'Send the answer' })
            : i18n._({ id: 'tickets.send_reply', message: 'Send' })}
        </Button>
      </form>
    </section>
  )
}
