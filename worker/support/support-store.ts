/** D1 access of the portal's support page: tickets (leads a signed-in person sent) and suggestions, each with its audit entry. */
import type { CheckedValues } from '../../ui/forms/form-check.ts'
import type { suggestionForm } from '../../ui/support/suggestion-form.ts'
import { runBatch } from '../db/d1-queries.ts'
import { type AuditIdentities, auditStatement } from '../partners/audit-trail-store.ts'

type SuggestionValues = CheckedValues<typeof suggestionForm>

/** Links the stored lead `leadId` to the person who sent it as a support ticket (once), audited. */
export async function recordSupportTicket(db: D1Database, who: AuditIdentities, userId: string, leadId: string): Promise<void> {
  await runBatch(db, [
    db
      .prepare('INSERT INTO portal_support_tickets (lead_id, user_id) VALUES (?1, ?2) ON CONFLICT (lead_id) DO NOTHING')
      .bind(leadId, userId),
    auditStatement(db, who, { action: 'support.ticket-sent', subjectType: 'lead', subjectId: leadId }),
  ])
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
