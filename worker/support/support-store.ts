/**
 * D1 access of the portal's support: tickets (leads a signed-in person sent, with a case number,
 * a status and the conversation with the support team; worker/db/migrations/0023_support_tickets.sql)
 * and portal suggestions (with their triage, 0024). Every change comes with its audit entry.
 */
import { type } from 'arktype'
import type { CheckedValues } from '../../ui/forms/form-check.ts'
import type { suggestionForm } from '../../ui/support/suggestion-form.ts'
import {
  type SuggestionOutcome,
  type SuggestionStatus,
  TICKET_STATUSES_FOR_SUPPORT,
  type TicketStatus,
  STATUS_AFTER_PARTNER_REPLY,
} from '../../ui/support/ticket-rules.ts'
import { SQL_NOW, allRows, firstRow, runBatch } from '../db/d1-queries.ts'
import { type AuditIdentities, auditStatement, auditStatementIfChanged } from '../partners/audit-trail-store.ts'
import { likePattern } from '../partners/portal-user-store.ts'

type SuggestionValues = CheckedValues<typeof suggestionForm>

/** The next case number: TS- and the next number, six digits at least (in the same statement as the insert, so two tickets never share one). */
const NEXT_CASE_NUMBER = `'TS-' || printf('%06d', coalesce((SELECT max(CAST(substr(case_number, 4) AS INTEGER)) FROM portal_support_tickets), 0) + 1)`

/**
 * Links the stored lead `leadId` to the person who sent it as a support ticket (once), with a new
 * case number and status `received`, audited; answers the ticket's case number.
 */
export async function recordSupportTicket(db: D1Database, who: AuditIdentities, userId: string, leadId: string): Promise<string> {
  await runBatch(db, [
    db
      .prepare(
        `INSERT INTO portal_support_tickets (lead_id, user_id, case_number, status, updated_at)
         VALUES (?1, ?2, ${NEXT_CASE_NUMBER}, 'received', ${SQL_NOW}) ON CONFLICT (lead_id) DO NOTHING`,
      )
      .bind(leadId, userId),
    auditStatementIfChanged(db, who, { action: 'support.ticket-sent', subjectType: 'lead', subjectId: leadId }),
  ])
  const row = await firstRow(
    db.prepare('SELECT case_number FROM portal_support_tickets WHERE lead_id = ?1').bind(leadId),
    type({ case_number: 'string' }),
  )
  return row!.case_number
}

/** Stores a checked suggestion under a new id, audited; the id. */
export async function storeSuggestion(db: D1Database, who: AuditIdentities, userId: string, suggestion: SuggestionValues): Promise<string> {
  const id = crypto.randomUUID()
  await runBatch(db, [
    db
      .prepare('INSERT INTO portal_suggestions (id, user_id, kind, summary, description, page_address) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
      .bind(id, userId, suggestion.kind, suggestion.summary, suggestion.description, suggestion.page_address || null),
    auditStatement(db, who, { action: 'support.suggestion-sent', subjectType: 'portal-suggestion', subjectId: id, after: suggestion }),
  ])
  return id
}

/* ------------------------------------------------------------------ tickets */

export interface SupportTicket {
  leadId: string
  caseNumber: string
  status: TicketStatus
  userId: string
  personName: string
  personEmail: string
  organisationName: string | null
  createdAt: string
  updatedAt: string
  productType: string
  modelNumber: string
  serialNumber: string
  firmwareVersion: string
  problemDescription: string
  /** How many files came with the ticket. */
  attachments: number
}

export interface TicketMessage {
  id: string
  side: 'staff' | 'partner'
  authorName: string | null
  body: string
  createdAt: string
}

const ticketRow = type({
  lead_id: 'string',
  case_number: 'string',
  status: "'received' | 'in-progress' | 'answered' | 'closed'",
  user_id: 'string',
  person_name: 'string',
  person_email: 'string',
  organisation_name: 'string | null',
  created_at: 'string',
  updated_at: 'string',
  product_type: 'string | null',
  model_number: 'string | null',
  serial_number: 'string | null',
  firmware_version: 'string | null',
  problem_description: 'string | null',
  attachments: 'number',
})

const TICKET_SELECT = `
  SELECT t.lead_id, t.case_number, t.status, t.user_id, u.name AS person_name, u.email AS person_email, o.name AS organisation_name,
         t.created_at, coalesce(t.updated_at, t.created_at) AS updated_at,
         json_extract(l.payload_json, '$.product_type') AS product_type,
         json_extract(l.payload_json, '$.model_number') AS model_number,
         json_extract(l.payload_json, '$.serial_number') AS serial_number,
         json_extract(l.payload_json, '$.firmware_version') AS firmware_version,
         json_extract(l.payload_json, '$.problem_description') AS problem_description,
         (SELECT count(*) FROM lead_files f WHERE f.lead_id = t.lead_id) AS attachments
    FROM portal_support_tickets t
    JOIN leads l ON l.id = t.lead_id
    JOIN users u ON u.id = t.user_id
    LEFT JOIN partner_organisations o ON o.id = u.organisation_id`

function text(value: string | null): string {
  return value === null ? '' : String(value)
}

function ticketOf(row: typeof ticketRow.infer): SupportTicket {
  return {
    leadId: row.lead_id,
    caseNumber: row.case_number,
    status: row.status,
    userId: row.user_id,
    personName: row.person_name,
    personEmail: row.person_email,
    organisationName: row.organisation_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    productType: text(row.product_type),
    modelNumber: text(row.model_number),
    serialNumber: text(row.serial_number),
    firmwareVersion: text(row.firmware_version),
    problemDescription: text(row.problem_description),
    attachments: row.attachments,
  }
}

/** A person's own tickets, newest first. */
export async function ticketsOf(db: D1Database, userId: string): Promise<SupportTicket[]> {
  const rows = await allRows(
    db.prepare(`${TICKET_SELECT} WHERE t.user_id = ?1 ORDER BY t.created_at DESC, t.case_number DESC`).bind(userId),
    ticketRow,
  )
  return rows.map(ticketOf)
}

/** One ticket: the person's own (`ownerId`), or any (`null`, the support team). */
export async function findTicket(db: D1Database, leadId: string, ownerId: string | null): Promise<SupportTicket | null> {
  const row = await firstRow(
    db.prepare(`${TICKET_SELECT} WHERE t.lead_id = ?1 AND (?2 IS NULL OR t.user_id = ?2)`).bind(leadId, ownerId),
    ticketRow,
  )
  return row ? ticketOf(row) : null
}

const messageRow = type({ id: 'string', side: "'staff' | 'partner'", author_name: 'string | null', body: 'string', created_at: 'string' })

export async function ticketMessages(db: D1Database, leadId: string): Promise<TicketMessage[]> {
  const rows = await allRows(
    db
      .prepare(
        `SELECT m.id, m.side, u.name AS author_name, m.body, m.created_at FROM support_ticket_messages m
           LEFT JOIN users u ON u.id = m.author_id WHERE m.lead_id = ?1 ORDER BY m.created_at, m.rowid`,
      )
      .bind(leadId),
    messageRow,
  )
  return rows.map((row) => ({ id: row.id, side: row.side, authorName: row.author_name, body: row.body, createdAt: row.created_at }))
}

export interface TicketFilters {
  status: TicketStatus | 'open' | null
  search: string
  page: number
  perPage: number
}

/** One page of every partner's tickets for the support team, newest change first. */
export async function listTicketsForStaff(db: D1Database, filters: TicketFilters): Promise<{ tickets: SupportTicket[]; total: number }> {
  const search = filters.search ? likePattern(filters.search) : null
  const open = TICKET_STATUSES_FOR_SUPPORT.map((status) => `'${status}'`).join(', ')
  const where = `WHERE (?1 IS NULL OR t.status = ?1 OR (?1 = 'open' AND t.status IN (${open})))
    AND (?2 IS NULL OR t.case_number LIKE ?2 ESCAPE '\\' OR u.name LIKE ?2 ESCAPE '\\' OR o.name LIKE ?2 ESCAPE '\\'
         OR json_extract(l.payload_json, '$.model_number') LIKE ?2 ESCAPE '\\')`
  const [rows, count] = await db.batch<unknown>([
    db
      .prepare(`${TICKET_SELECT} ${where} ORDER BY coalesce(t.updated_at, t.created_at) DESC, t.case_number DESC LIMIT ?3 OFFSET ?4`)
      .bind(filters.status, search, filters.perPage, (filters.page - 1) * filters.perPage),
    db
      .prepare(
        `SELECT count(*) AS total, ?3 AS per_page, ?4 AS skipped FROM portal_support_tickets t JOIN leads l ON l.id = t.lead_id
           JOIN users u ON u.id = t.user_id LEFT JOIN partner_organisations o ON o.id = u.organisation_id ${where}`,
      )
      .bind(filters.status, search, filters.perPage, (filters.page - 1) * filters.perPage),
  ])
  const tickets = (rows!.results as unknown[]).map((row) => {
    const checked = ticketRow(row)
    if (checked instanceof type.errors) throw new Error(`ticket row: ${checked.summary}`)
    return ticketOf(checked)
  })
  return { tickets, total: Number((count!.results[0] as { total: number } | undefined)?.total ?? 0) }
}

/** Tickets waiting for the support team (the staff inbox). */
export async function openTicketCount(db: D1Database): Promise<number> {
  const row = await firstRow(
    db.prepare(
      `SELECT count(*) AS open FROM portal_support_tickets WHERE status IN (${TICKET_STATUSES_FOR_SUPPORT.map((status) => `'${status}'`).join(', ')})`,
    ),
    type({ open: 'number' }),
  )
  return row?.open ?? 0
}

/**
 * The support team's answer: the message (when there is one) and the ticket's new status, only if
 * the ticket is still in the status read (two agents answering at once: the second is told).
 */
export async function answerTicket(
  db: D1Database,
  who: AuditIdentities,
  ticket: SupportTicket,
  { body, status }: { body: string; status: TicketStatus },
): Promise<boolean> {
  const id = crypto.randomUUID()
  const [updated] = await runBatch(db, [
    db
      .prepare(`UPDATE portal_support_tickets SET status = ?2, updated_at = ${SQL_NOW} WHERE lead_id = ?1 AND status = ?3`)
      .bind(ticket.leadId, status, ticket.status),
    auditStatementIfChanged(db, who, {
      action: body ? 'support.ticket-answered' : 'support.ticket-status-changed',
      subjectType: 'lead',
      subjectId: ticket.leadId,
      before: { status: ticket.status },
      after: { status, ...(body ? { answer: body } : {}) },
    }),
    // After the audit entry: written only when the answer went in (the entry's insert is the change before it).
    ...(body
      ? [
          db
            .prepare(
              `INSERT INTO support_ticket_messages (id, lead_id, author_id, side, body) SELECT ?1, ?2, ?3, 'staff', ?4 WHERE changes() = 1`,
            )
            .bind(id, ticket.leadId, who.actorId, body),
        ]
      : []),
  ])
  return updated === 1
}

/** The partner's reply: the message, and the ticket waits for the support team again. */
export async function replyToTicket(db: D1Database, who: AuditIdentities, ticket: SupportTicket, body: string): Promise<void> {
  await runBatch(db, [
    db
      .prepare(`INSERT INTO support_ticket_messages (id, lead_id, author_id, side, body) VALUES (?1, ?2, ?3, 'partner', ?4)`)
      .bind(crypto.randomUUID(), ticket.leadId, who.actorId, body),
    db
      .prepare(`UPDATE portal_support_tickets SET status = ?2, updated_at = ${SQL_NOW} WHERE lead_id = ?1`)
      .bind(ticket.leadId, STATUS_AFTER_PARTNER_REPLY),
    auditStatement(db, who, {
      action: 'support.ticket-replied',
      subjectType: 'lead',
      subjectId: ticket.leadId,
      before: { status: ticket.status },
      after: { status: STATUS_AFTER_PARTNER_REPLY },
    }),
  ])
}

/* ------------------------------------------------------------------ suggestions */

export interface PortalSuggestion {
  id: string
  userId: string
  personName: string
  organisationName: string | null
  kind: 'bug' | 'feature'
  summary: string
  description: string
  pageAddress: string | null
  status: SuggestionStatus
  triageNote: string
  createdAt: string
  triagedAt: string | null
}

const suggestionRow = type({
  id: 'string',
  user_id: 'string',
  person_name: 'string',
  organisation_name: 'string | null',
  kind: "'bug' | 'feature'",
  summary: 'string',
  description: 'string',
  page_address: 'string | null',
  status: "'new' | 'planned' | 'declined'",
  triage_note: 'string',
  created_at: 'string',
  triaged_at: 'string | null',
})

const SUGGESTION_SELECT = `
  SELECT s.id, s.user_id, u.name AS person_name, o.name AS organisation_name, s.kind, s.summary, s.description, s.page_address,
         s.status, s.triage_note, s.created_at, s.triaged_at
    FROM portal_suggestions s JOIN users u ON u.id = s.user_id LEFT JOIN partner_organisations o ON o.id = u.organisation_id`

function suggestionOf(row: typeof suggestionRow.infer): PortalSuggestion {
  return {
    id: row.id,
    userId: row.user_id,
    personName: row.person_name,
    organisationName: row.organisation_name,
    kind: row.kind,
    summary: row.summary,
    description: row.description,
    pageAddress: row.page_address,
    status: row.status,
    triageNote: row.triage_note,
    createdAt: row.created_at,
    triagedAt: row.triaged_at,
  }
}

/** A person's own suggestions and their outcome, newest first. */
export async function suggestionsOf(db: D1Database, userId: string): Promise<PortalSuggestion[]> {
  const rows = await allRows(db.prepare(`${SUGGESTION_SELECT} WHERE s.user_id = ?1 ORDER BY s.created_at DESC`).bind(userId), suggestionRow)
  return rows.map(suggestionOf)
}

export async function findSuggestion(db: D1Database, id: string): Promise<PortalSuggestion | null> {
  const row = await firstRow(db.prepare(`${SUGGESTION_SELECT} WHERE s.id = ?1`).bind(id), suggestionRow)
  return row ? suggestionOf(row) : null
}

export interface SuggestionFilters {
  status: SuggestionStatus | null
  kind: 'bug' | 'feature' | null
  search: string
  page: number
  perPage: number
}

export async function listSuggestionsForStaff(
  db: D1Database,
  filters: SuggestionFilters,
): Promise<{ suggestions: PortalSuggestion[]; total: number }> {
  const search = filters.search ? likePattern(filters.search) : null
  const where = `WHERE (?1 IS NULL OR s.status = ?1) AND (?2 IS NULL OR s.kind = ?2)
    AND (?3 IS NULL OR s.summary LIKE ?3 ESCAPE '\\' OR s.description LIKE ?3 ESCAPE '\\' OR u.name LIKE ?3 ESCAPE '\\' OR o.name LIKE ?3 ESCAPE '\\')`
  const parameters = [filters.status, filters.kind, search, filters.perPage, (filters.page - 1) * filters.perPage] as const
  const [rows, count] = await db.batch<unknown>([
    db.prepare(`${SUGGESTION_SELECT} ${where} ORDER BY s.created_at DESC LIMIT ?4 OFFSET ?5`).bind(...parameters),
    db
      .prepare(
        `SELECT count(*) AS total, ?4 AS per_page, ?5 AS skipped FROM portal_suggestions s JOIN users u ON u.id = s.user_id
           LEFT JOIN partner_organisations o ON o.id = u.organisation_id ${where}`,
      )
      .bind(...parameters),
  ])
  const suggestions = (rows!.results as unknown[]).map((row) => {
    const checked = suggestionRow(row)
    if (checked instanceof type.errors) throw new Error(`suggestion row: ${checked.summary}`)
    return suggestionOf(checked)
  })
  return { suggestions, total: Number((count!.results[0] as { total: number } | undefined)?.total ?? 0) }
}

/** Suggestions nobody triaged yet (the staff inbox). */
export async function newSuggestionCount(db: D1Database): Promise<number> {
  const row = await firstRow(db.prepare("SELECT count(*) AS new FROM portal_suggestions WHERE status = 'new'"), type({ new: 'number' }))
  return row?.new ?? 0
}

/** The support team's outcome: planned, or declined with a note; audited with before and after. */
export async function triageSuggestion(
  db: D1Database,
  who: AuditIdentities,
  suggestion: PortalSuggestion,
  { outcome, note }: { outcome: SuggestionOutcome; note: string },
): Promise<void> {
  await runBatch(db, [
    db
      .prepare(`UPDATE portal_suggestions SET status = ?2, triage_note = ?3, triaged_at = ${SQL_NOW} WHERE id = ?1`)
      .bind(suggestion.id, outcome, note),
    auditStatement(db, who, {
      action: 'support.suggestion-triaged',
      subjectType: 'portal-suggestion',
      subjectId: suggestion.id,
      before: { status: suggestion.status, note: suggestion.triageNote },
      after: { status: outcome, note },
    }),
  ])
}
