/**
 * Tickets and suggestions after they are sent (issue 18): the partner's "My tickets" (case number,
 * status, the conversation, a reply), and the support team's side in the staff console — every
 * ticket with filters, search, paging and CSV, answering and setting the status; every suggestion,
 * triaged as planned or declined with a note. Each step is audited and notified.
 */
import { i18nOf } from '../render/request-i18n.ts'
import { checkForm } from '../../ui/forms/form-check.ts'
import type { Context } from 'hono'
import type { I18n } from '@lingui/core'
import { isoOf } from '../../ui/format/intl.ts'
import { formatDate } from '../../ui/format/intl.ts'
import { failureMessages, validationTemplates } from '../../ui/forms/validation-messages.ts'
import { MyTicketsPage } from '../../ui/support/MyTicketsPage.tsx'
import { StaffListPage } from '../../ui/staff/StaffListPage.tsx'
import { SuggestionTriagePage } from '../../ui/support/SuggestionTriagePage.tsx'
import { TicketPage, type TicketView } from '../../ui/support/TicketPage.tsx'
import {
  SUGGESTION_STATUSES,
  type SuggestionOutcome,
  TICKET_STATUSES,
  type TicketStatus,
  suggestionTriageForm,
  ticketAnswerForm,
  ticketReplyForm,
} from '../../ui/support/ticket-rules.ts'
import { suggestionStatusLabel, ticketStatusLabel } from '../../ui/support/ticket-texts.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import type { AppEnv } from '../env.ts'
import { postedValues } from '../forms/form-request.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { notify, notificationContextOf } from '../notifications/notification-service.ts'
import { staffWithRole } from '../notifications/notification-store.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'
import { auditIdentitiesOf } from '../partners/audit-trail-store.ts'
import { type PortalPageKit, type PortalStatus, noticeOf, withNotice } from '../portal/portal-page-kit.ts'
import { csvHrefOf, csvResponse, filterValue, pageCountOf, staffListQuery } from '../staff/staff-lists.ts'
import {
  type PortalSuggestion,
  type SupportTicket,
  answerTicket,
  findSuggestion,
  findTicket,
  listSuggestionsForStaff,
  listTicketsForStaff,
  replyToTicket,
  suggestionsOf,
  ticketMessages,
  ticketsOf,
  triageSuggestion,
} from './support-store.ts'

const TICKET_NOTICES = ['sent', 'replied', 'answered'] as const
const SUGGESTION_NOTICES = ['saved'] as const
/** The staff list's status filter: every status, and every ticket still waiting for the team. */
const STAFF_TICKET_FILTERS = ['open', ...TICKET_STATUSES] as const

/** A ticket's one-line subject: its model number and the start of what was reported. */
function subjectOf(ticket: SupportTicket): string {
  const description = ticket.problemDescription.replace(/\s+/g, ' ').trim()
  const start = description.length > 80 ? `${description.slice(0, 79)}…` : description
  return ticket.modelNumber ? `${ticket.modelNumber}: ${start}` : start
}

function viewOf(ticket: SupportTicket): TicketView {
  return {
    caseNumber: ticket.caseNumber,
    status: ticket.status,
    createdAt: ticket.createdAt,
    person: ticket.personName,
    organisation: ticket.organisationName,
    productType: ticket.productType,
    modelNumber: ticket.modelNumber,
    serialNumber: ticket.serialNumber,
    firmwareVersion: ticket.firmwareVersion,
    problemDescription: ticket.problemDescription,
    attachments: ticket.attachments,
  }
}

/** Tells the partner (received, answered, status changed) and the support team (new ticket, partner's reply). */
export async function notifyTicket(
  c: Context<AppEnv>,
  happening: 'received' | 'answered' | 'status-changed' | 'partner-replied',
  ticket: SupportTicket,
  extra: { caseNumber?: string } = {},
): Promise<void> {
  const values = {
    caseNumber: extra.caseNumber ?? ticket.caseNumber,
    organisation: ticket.organisationName ?? ticket.personName,
    person: ticket.personName,
    status: ticket.status,
  }
  const subject = { type: 'support-ticket', id: ticket.leadId }
  const partnerLink = { route: 'portal-support-tickets-ticket' as const, params: { ticketId: ticket.leadId } }
  const staffLink = { route: 'portal-staff-tickets-ticket' as const, params: { ticketId: ticket.leadId } }
  const context = notificationContextOf(c)
  const agents = happening === 'received' || happening === 'partner-replied' ? await staffWithRole(c.env.DB, 'support-agent') : []
  switch (happening) {
    case 'received':
      return notify(context, [
        { kind: 'ticket.received', recipients: [ticket.userId], subject, link: partnerLink, values },
        { kind: 'ticket.new', recipients: agents, subject, link: staffLink, values },
      ])
    case 'partner-replied':
      return notify(context, { kind: 'ticket.partner-replied', recipients: agents, subject, link: staffLink, values })
    case 'answered':
      return notify(context, { kind: 'ticket.answered', recipients: [ticket.userId], subject, link: partnerLink, values })
    case 'status-changed':
      return notify(context, { kind: 'ticket.status-changed', recipients: [ticket.userId], subject, link: partnerLink, values })
  }
}

/* ------------------------------------------------------------------ the partner's side */

export async function myTicketsPage(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const [tickets, suggestions] = await Promise.all([ticketsOf(c.env.DB, viewer.person.id), suggestionsOf(c.env.DB, viewer.person.id)])
  return kit.render(
    i18n._({ id: 'tickets.my_title', message: 'My tickets' }),
    <MyTicketsPage
      tickets={tickets.map((ticket) => ({
        caseNumber: ticket.caseNumber,
        subject: subjectOf(ticket),
        status: ticket.status,
        createdAt: ticket.createdAt,
        updatedAt: ticket.updatedAt,
        href: pathFor('portal-support-tickets-ticket', code, { ticketId: ticket.leadId }),
      }))}
      suggestions={suggestions.map((suggestion) => ({
        id: suggestion.id,
        summary: suggestion.summary,
        kind: kindLabel(i18n, suggestion.kind),
        status: suggestion.status,
        note: suggestion.triageNote,
        createdAt: suggestion.createdAt,
      }))}
      supportHref={pathFor('portal-support', code)}
      notice={null}
      iso={isoOf(code)}
    />,
  )
}

function ticketNotice(i18n: I18n, notice: (typeof TICKET_NOTICES)[number] | null, ticket: SupportTicket): string | null {
  switch (notice) {
    case 'sent':
      return i18n._({
        id: 'tickets.notice_sent',
        message: 'Thank you. Your ticket {caseNumber} was sent to our technical support team; we will let you know when they answer.',
        values: { caseNumber: ticket.caseNumber },
      })
    case 'replied':
      return i18n._({ id: 'tickets.notice_replied', message: 'Your message was sent to the support team.' })
    case 'answered':
      return i18n._({ id: 'tickets.notice_answered', message: 'The partner has been told.' })
    default:
      return null
  }
}

async function renderTicket(
  kit: PortalPageKit,
  ticket: SupportTicket,
  audience: 'partner' | 'staff',
  state: { error?: string; problem?: string | null; postedBody?: string; status?: PortalStatus } = {},
): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const messages = await ticketMessages(c.env.DB, ticket.leadId)
  const route = audience === 'staff' ? 'portal-staff-tickets-ticket' : 'portal-support-tickets-ticket'
  return kit.render(
    i18n._({ id: 'tickets.title', message: 'Ticket {caseNumber}', values: { caseNumber: ticket.caseNumber } }),
    <TicketPage
      ticket={viewOf(ticket)}
      messages={messages.map((message) => ({
        id: message.id,
        side: message.side,
        author: message.authorName ?? i18n._({ id: 'tickets.former_user', message: 'A former user' }),
        body: message.body,
        createdAt: message.createdAt,
      }))}
      audience={audience}
      action={pathFor(route, code, { ticketId: ticket.leadId })}
      csrfToken={csrfTokenFor(c)}
      backHref={pathFor(audience === 'staff' ? 'portal-staff-tickets' : 'portal-support-tickets', code)}
      backLabel={
        audience === 'staff'
          ? i18n._({ id: 'tickets.back_staff', message: 'All tickets' })
          : i18n._({ id: 'tickets.back', message: 'My tickets' })
      }
      notice={state.problem ? null : ticketNotice(i18n, noticeOf(c, TICKET_NOTICES), ticket)}
      problem={state.problem ?? null}
      error={state.error}
      postedBody={state.postedBody ?? ''}
      iso={isoOf(code)}
    />,
    state.status,
  )
}

export async function ticketPage(kit: PortalPageKit): Promise<Response> {
  const ticket = await findTicket(kit.c.env.DB, kit.match.params.ticketId!, kit.viewer.person.id)
  return ticket ? renderTicket(kit, ticket, 'partner') : renderNotFound(kit.c)
}

/** The partner's reply to their own ticket. */
export async function ticketReplyPost(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const i18n = i18nOf(kit)
  const ticket = await findTicket(c.env.DB, match.params.ticketId!, viewer.person.id)
  if (!ticket) return renderNotFound(c)
  const posted = await postedValues(c)
  const values = posted ? ticketReplyForm.read(posted) : { body: '' }
  const checked = checkForm(ticketReplyForm, values)
  if (!checked.ok) {
    const labels = { body: i18n._({ id: 'tickets.reply', message: 'Your message' }) }
    const errors = failureMessages(checked.failures, labels, validationTemplates(i18n))
    return renderTicket(kit, ticket, 'partner', { error: errors.body, postedBody: String(values.body ?? ''), status: 422 })
  }
  await replyToTicket(c.env.DB, auditIdentitiesOf(viewer), ticket, checked.values.body.trim())
  await notifyTicket(c, 'partner-replied', ticket)
  return c.redirect(withNotice(pathFor('portal-support-tickets-ticket', match.locale.code, { ticketId: ticket.leadId }), 'replied'), 303)
}

/* ------------------------------------------------------------------ the support team's side */

export async function staffTicketsPage(kit: PortalPageKit): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const iso = isoOf(code)
  const query = staffListQuery(c)
  const status = filterValue(c, 'status', STAFF_TICKET_FILTERS)
  const { tickets, total } = await listTicketsForStaff(c.env.DB, {
    status,
    search: query.search,
    ...query.rows,
  })
  if (query.csv) {
    return csvResponse(
      'tickets',
      ['case number', 'status', 'partner', 'person', 'e-mail', 'model number', 'serial number', 'problem', 'sent', 'last change'],
      tickets.map((ticket) => [
        ticket.caseNumber,
        ticketStatusLabel(i18n, ticket.status),
        ticket.organisationName,
        ticket.personName,
        ticket.personEmail,
        ticket.modelNumber,
        ticket.serialNumber,
        ticket.problemDescription,
        ticket.createdAt,
        ticket.updatedAt,
      ]),
    )
  }
  return kit.render(
    i18n._({ id: 'staff.tickets_title', message: 'Tickets' }),
    <StaffListPage
      id="tickets"
      title={i18n._({ id: 'staff.tickets_title', message: 'Tickets' })}
      backHref={pathFor('portal-staff', code)}
      filters={[
        {
          name: 'status',
          label: i18n._({ id: 'tickets.status', message: 'Status' }),
          kind: 'select',
          value: status ?? '',
          options: [
            { value: '', label: i18n._({ id: 'staff.all', message: 'All' }) },
            { value: 'open', label: i18n._({ id: 'tickets.filter_open', message: 'Waiting for us' }) },
            ...TICKET_STATUSES.map((value) => ({ value, label: ticketStatusLabel(i18n, value) })),
          ],
        },
        {
          name: 'q',
          label: i18n._({ id: 'tickets.search', message: 'Case number, partner, person or model' }),
          kind: 'search',
          value: query.search,
        },
      ]}
      columns={[
        { key: 'case', label: i18n._({ id: 'tickets.case_number', message: 'Case number' }) },
        { key: 'subject', label: i18n._({ id: 'tickets.subject', message: 'Subject' }) },
        { key: 'partner', label: i18n._({ id: 'tickets.sent_by', message: 'Sent by' }) },
        { key: 'status', label: i18n._({ id: 'tickets.status', message: 'Status' }) },
        { key: 'updated', label: i18n._({ id: 'tickets.updated', message: 'Last change' }) },
      ]}
      rows={tickets.map((ticket) => ({
        id: ticket.caseNumber,
        href: pathFor('portal-staff-tickets-ticket', code, { ticketId: ticket.leadId }),
        cells: {
          case: ticket.caseNumber,
          subject: subjectOf(ticket),
          partner: ticket.organisationName ? `${ticket.personName} (${ticket.organisationName})` : ticket.personName,
          status: ticketStatusLabel(i18n, ticket.status),
          updated: formatDate(iso, ticket.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
        },
      }))}
      total={total}
      page={query.page}
      pageCount={pageCountOf(total)}
      path={pathFor('portal-staff-tickets', code)}
      query={query.url.searchParams}
      csvHref={csvHrefOf(query)}
      emptyText={i18n._({ id: 'tickets.staff_empty', message: 'No tickets match.' })}
      caption={i18n._({ id: 'staff.tickets_title', message: 'Tickets' })}
    />,
  )
}

export async function staffTicketPage(kit: PortalPageKit): Promise<Response> {
  const ticket = await findTicket(kit.c.env.DB, kit.match.params.ticketId!, null)
  return ticket ? renderTicket(kit, ticket, 'staff') : renderNotFound(kit.c)
}

/** The support team's answer (and the status it leaves the ticket in). */
export async function staffTicketPost(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const i18n = i18nOf(kit)
  const ticket = await findTicket(c.env.DB, match.params.ticketId!, null)
  if (!ticket) return renderNotFound(c)
  const posted = await postedValues(c)
  const values = posted ? ticketAnswerForm.read(posted) : { body: '', status: '' }
  const checked = checkForm(ticketAnswerForm, values)
  if (!checked.ok) {
    const labels = {
      body: i18n._({ id: 'tickets.answer', message: 'Answer' }),
      status: i18n._({ id: 'tickets.new_status', message: 'Status after this answer' }),
    }
    const errors = failureMessages(checked.failures, labels, validationTemplates(i18n))
    return renderTicket(kit, ticket, 'staff', {
      error: errors.body ?? errors.status,
      postedBody: String(values.body ?? ''),
      status: 422,
    })
  }
  const body = checked.values.body.trim()
  const status = checked.values.status as TicketStatus
  if (!body && status === ticket.status) {
    return renderTicket(kit, ticket, 'staff', {
      error: i18n._({ id: 'tickets.problem_nothing', message: 'Write an answer or choose another status.' }),
      status: 422,
    })
  }
  const answered = await answerTicket(c.env.DB, auditIdentitiesOf(viewer), ticket, { body, status })
  if (!answered) {
    const current = (await findTicket(c.env.DB, ticket.leadId, null)) ?? ticket
    return renderTicket(kit, current, 'staff', {
      problem: i18n._({
        id: 'tickets.problem_changed',
        message: 'Someone else changed this ticket meanwhile: it is now {status}. Read it again before you answer.',
        values: { status: ticketStatusLabel(i18n, current.status) },
      }),
      postedBody: body,
      status: 409,
    })
  }
  await notifyTicket(c, body ? 'answered' : 'status-changed', { ...ticket, status })
  return c.redirect(withNotice(pathFor('portal-staff-tickets-ticket', match.locale.code, { ticketId: ticket.leadId }), 'answered'), 303)
}

/* ------------------------------------------------------------------ suggestions */

function kindLabel(i18n: I18n, kind: 'bug' | 'feature'): string {
  return kind === 'bug'
    ? i18n._({ id: 'suggestions.kind_bug', message: 'Portal bug' })
    : i18n._({ id: 'suggestions.kind_feature', message: 'Idea' })
}

export async function staffSuggestionsPage(kit: PortalPageKit): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const iso = isoOf(code)
  const query = staffListQuery(c)
  const status = filterValue(c, 'status', SUGGESTION_STATUSES)
  const kind = filterValue(c, 'kind', ['bug', 'feature'] as const)
  const { suggestions, total } = await listSuggestionsForStaff(c.env.DB, {
    status,
    kind,
    search: query.search,
    ...query.rows,
  })
  if (query.csv) {
    return csvResponse(
      'suggestions',
      ['id', 'kind', 'summary', 'description', 'page', 'partner', 'person', 'status', 'note', 'sent', 'triaged'],
      suggestions.map((suggestion) => [
        suggestion.id,
        kindLabel(i18n, suggestion.kind),
        suggestion.summary,
        suggestion.description,
        suggestion.pageAddress,
        suggestion.organisationName,
        suggestion.personName,
        suggestionStatusLabel(i18n, suggestion.status),
        suggestion.triageNote,
        suggestion.createdAt,
        suggestion.triagedAt,
      ]),
    )
  }
  return kit.render(
    i18n._({ id: 'staff.suggestions_title', message: 'Portal suggestions' }),
    <StaffListPage
      id="suggestions"
      title={i18n._({ id: 'staff.suggestions_title', message: 'Portal suggestions' })}
      backHref={pathFor('portal-staff', code)}
      filters={[
        {
          name: 'status',
          label: i18n._({ id: 'tickets.status', message: 'Status' }),
          kind: 'select',
          value: status ?? '',
          options: [
            { value: '', label: i18n._({ id: 'staff.all', message: 'All' }) },
            ...SUGGESTION_STATUSES.map((value) => ({ value, label: suggestionStatusLabel(i18n, value) })),
          ],
        },
        {
          name: 'kind',
          label: i18n._({ id: 'suggestions.kind', message: 'Kind' }),
          kind: 'select',
          value: kind ?? '',
          options: [
            { value: '', label: i18n._({ id: 'staff.all', message: 'All' }) },
            { value: 'bug', label: kindLabel(i18n, 'bug') },
            { value: 'feature', label: kindLabel(i18n, 'feature') },
          ],
        },
        {
          name: 'q',
          label: i18n._({ id: 'suggestions.search', message: 'Words, partner or person' }),
          kind: 'search',
          value: query.search,
        },
      ]}
      columns={[
        { key: 'summary', label: i18n._({ id: 'portal.support.summary', message: 'Summary' }) },
        { key: 'kind', label: i18n._({ id: 'suggestions.kind', message: 'Kind' }) },
        { key: 'person', label: i18n._({ id: 'tickets.sent_by', message: 'Sent by' }) },
        { key: 'status', label: i18n._({ id: 'tickets.status', message: 'Status' }) },
        { key: 'sent', label: i18n._({ id: 'tickets.sent_on', message: 'Sent on' }) },
      ]}
      rows={suggestions.map((suggestion) => ({
        id: suggestion.id,
        href: pathFor('portal-staff-suggestions-suggestion', code, { suggestionId: suggestion.id }),
        cells: {
          summary: suggestion.summary,
          kind: kindLabel(i18n, suggestion.kind),
          person: suggestion.organisationName ? `${suggestion.personName} (${suggestion.organisationName})` : suggestion.personName,
          status: suggestionStatusLabel(i18n, suggestion.status),
          sent: formatDate(iso, suggestion.createdAt),
        },
      }))}
      total={total}
      page={query.page}
      pageCount={pageCountOf(total)}
      path={pathFor('portal-staff-suggestions', code)}
      query={query.url.searchParams}
      csvHref={csvHrefOf(query)}
      emptyText={i18n._({ id: 'suggestions.staff_empty', message: 'No suggestions match.' })}
      caption={i18n._({ id: 'staff.suggestions_title', message: 'Portal suggestions' })}
    />,
  )
}

function renderSuggestion(
  kit: PortalPageKit,
  suggestion: PortalSuggestion,
  state: { errors?: { outcome?: string; note?: string }; posted?: { outcome: string; note: string }; status?: PortalStatus } = {},
) {
  const { c, match } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  return kit.render(
    suggestion.summary,
    <SuggestionTriagePage
      summary={suggestion.summary}
      description={suggestion.description}
      kindLabel={kindLabel(i18n, suggestion.kind)}
      person={suggestion.organisationName ? `${suggestion.personName} (${suggestion.organisationName})` : suggestion.personName}
      pageAddress={suggestion.pageAddress}
      createdAt={suggestion.createdAt}
      status={suggestion.status}
      note={suggestion.triageNote}
      action={pathFor('portal-staff-suggestions-suggestion', code, { suggestionId: suggestion.id })}
      csrfToken={csrfTokenFor(c)}
      backHref={pathFor('portal-staff-suggestions', code)}
      notice={
        noticeOf(c, SUGGESTION_NOTICES) && !state.errors
          ? i18n._({ id: 'suggestions.notice_saved', message: 'Saved; the partner has been told.' })
          : null
      }
      errors={state.errors ?? {}}
      posted={state.posted ?? null}
      iso={isoOf(code)}
    />,
    state.status,
  )
}

export async function staffSuggestionPage(kit: PortalPageKit): Promise<Response> {
  const suggestion = await findSuggestion(kit.c.env.DB, kit.match.params.suggestionId!)
  return suggestion ? renderSuggestion(kit, suggestion) : renderNotFound(kit.c)
}

export async function staffSuggestionPost(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const i18n = i18nOf(kit)
  const suggestion = await findSuggestion(c.env.DB, match.params.suggestionId!)
  if (!suggestion) return renderNotFound(c)
  const posted = await postedValues(c)
  const values = posted ? suggestionTriageForm.read(posted) : { outcome: '', note: '' }
  const checked = checkForm(suggestionTriageForm, values)
  if (!checked.ok) {
    const labels = {
      outcome: i18n._({ id: 'suggestions.outcome', message: 'Outcome' }),
      note: i18n._({ id: 'suggestions.note', message: 'Note to the partner' }),
    }
    return renderSuggestion(kit, suggestion, {
      errors: failureMessages(checked.failures, labels, validationTemplates(i18n)),
      posted: { outcome: String(values.outcome ?? ''), note: String(values.note ?? '') },
      status: 422,
    })
  }
  const outcome = checked.values.outcome as SuggestionOutcome
  const note = checked.values.note.trim()
  await triageSuggestion(c.env.DB, auditIdentitiesOf(viewer), suggestion, { outcome, note })
  await notify(notificationContextOf(c), {
    kind: 'suggestion.triaged',
    recipients: [suggestion.userId],
    subject: { type: 'portal-suggestion', id: suggestion.id },
    link: { route: 'portal-support-tickets' },
    values: { summary: suggestion.summary, outcome, note },
  })
  return c.redirect(
    withNotice(pathFor('portal-staff-suggestions-suggestion', match.locale.code, { suggestionId: suggestion.id }), 'saved'),
    303,
  )
}

export const ticketRoutes = {
  'portal-support-tickets': portalPage('portal-support', needs('support.ticket', myTicketsPage)),
  'portal-support-tickets-ticket': portalPage(
    'portal-support',
    needs('support.ticket', ticketPage),
    needs('support.ticket', ticketReplyPost),
  ),
  'portal-staff-tickets': portalPage('portal-staff', needs('support.tickets.handle', staffTicketsPage)),
  'portal-staff-tickets-ticket': portalPage(
    'portal-staff',
    needs('support.tickets.handle', staffTicketPage),
    needs('support.tickets.handle', staffTicketPost),
  ),
  'portal-staff-suggestions': portalPage('portal-staff', needs('support.suggestions.triage', staffSuggestionsPage)),
  'portal-staff-suggestions-suggestion': portalPage(
    'portal-staff',
    needs('support.suggestions.triage', staffSuggestionPage),
    needs('support.suggestions.triage', staffSuggestionPost),
  ),
} satisfies FeatureRoutes
