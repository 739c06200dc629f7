/**
 * Support tickets in the portal ("My tickets", the support team's answers) and the triage of portal
 * suggestions: the statuses, who moves them, and the limits of what is typed. Shared by the worker
 * and the pages.
 */
import { TEXT_LIMITS } from '../forms/field-rules.ts'
import { defineForm, field } from '../forms/form-schema.ts'
import { max, oneOf, required } from '../forms/validators.ts'

/**
 * received: sent, nobody has answered yet; in-progress: the support team works on it (or the
 * partner replied); answered: the team answered and waits for the partner; closed: done (a reply
 * from the partner opens it again).
 */
export const TICKET_STATUSES = ['received', 'in-progress', 'answered', 'closed'] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]

export function isTicketStatus(value: unknown): value is TicketStatus {
  return typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value)
}

/** Tickets that wait for the support team (the staff inbox counts them). */
export const TICKET_STATUSES_FOR_SUPPORT: readonly TicketStatus[] = ['received', 'in-progress']

/** The status a ticket takes when the partner writes again: the team has something to read. */
export const STATUS_AFTER_PARTNER_REPLY: TicketStatus = 'in-progress'

/** A case number as people read it: TS- and six digits. */
export const CASE_NUMBER_PATTERN = /^TS-\d{6,}$/

/** The longest answer or reply (a text area). */
export const TICKET_MESSAGE_MAXIMUM = 4000

/** The support team's answer: the text (optional when only the status changes) and the status the ticket takes. */
export const ticketAnswerForm = defineForm('ticket-answer', {
  body: field.longText([max(TICKET_MESSAGE_MAXIMUM)]),
  status: field.text([required(), oneOf(TICKET_STATUSES)]),
})

/** The partner's reply to their own ticket. */
export const ticketReplyForm = defineForm('ticket-reply', {
  body: field.longText([required(), max(TICKET_MESSAGE_MAXIMUM)]),
})

/* ------------------------------------------------------------------ suggestions */

export const SUGGESTION_STATUSES = ['new', 'planned', 'declined'] as const
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number]

export function isSuggestionStatus(value: unknown): value is SuggestionStatus {
  return typeof value === 'string' && (SUGGESTION_STATUSES as readonly string[]).includes(value)
}

/** The outcomes of triage; a declined suggestion needs a note that says why. */
export const SUGGESTION_OUTCOMES = ['planned', 'declined'] as const
export type SuggestionOutcome = (typeof SUGGESTION_OUTCOMES)[number]

export const suggestionTriageForm = defineForm('suggestion-triage', {
  outcome: field.text([required(), oneOf(SUGGESTION_OUTCOMES)]),
  note: field.longText((values) => (values.outcome === 'declined' ? [required(), max(TEXT_LIMITS.longText)] : [max(TEXT_LIMITS.longText)])),
})
