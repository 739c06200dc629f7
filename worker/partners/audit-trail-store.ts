/**
 * The audit trail (worker/db/migrations/0001_audit_log.sql): every state change in the portal,
 * with who did it and, while they show the portal as a partner, on whose behalf. The entry is a
 * prepared statement so it goes into the same D1 batch as the change it records.
 */
import { type } from 'arktype'
import type { PortalViewer } from '../../ui/portal/viewer.ts'
import { allRows } from '../db/d1-queries.ts'

export interface AuditIdentities {
  /** The person who really acted (the impersonator while impersonating). */
  actorId: string
  /** The partner whose portal they were showing, if any. */
  onBehalfOfId: string | null
}

export interface AuditEntry {
  /** What happened, e.g. `user.created`, `impersonation.started`. */
  action: string
  subjectType: string
  subjectId: string
  before?: unknown
  after?: unknown
}

export function auditIdentitiesOf(viewer: PortalViewer): AuditIdentities {
  return viewer.actor ? { actorId: viewer.actor.id, onBehalfOfId: viewer.person.id } : { actorId: viewer.person.id, onBehalfOfId: null }
}

function json(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value)
}

export function auditStatement(db: D1Database, who: AuditIdentities, entry: AuditEntry): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO audit_log (actor_id, on_behalf_of_id, action, subject_type, subject_id, before_json, after_json)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(who.actorId, who.onBehalfOfId, entry.action, entry.subjectType, entry.subjectId, json(entry.before), json(entry.after))
}

/**
 * An entry that is written only if the statement just before it in the same batch changed a row
 * (a conditional change that may find nothing to do records nothing).
 */
export function auditStatementIfChanged(db: D1Database, who: AuditIdentities, entry: AuditEntry): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO audit_log (actor_id, on_behalf_of_id, action, subject_type, subject_id, before_json, after_json)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE changes() = 1`,
    )
    .bind(who.actorId, who.onBehalfOfId, entry.action, entry.subjectType, entry.subjectId, json(entry.before), json(entry.after))
}

export async function recordAudit(db: D1Database, who: AuditIdentities, entry: AuditEntry): Promise<void> {
  await auditStatement(db, who, entry).run()
}

export interface AuditRecord {
  /** The entry's number: entries of one subject are in this order. */
  id: number
  occurredAt: string
  actorId: string
  onBehalfOfId: string | null
  action: string
  subjectType: string
  subjectId: string
  before: unknown
  after: unknown
}

const auditRow = type({
  id: 'number',
  occurred_at: 'string',
  actor_id: 'string',
  on_behalf_of_id: 'string | null',
  action: 'string',
  subject_type: 'string',
  subject_id: 'string',
  before_json: 'string | null',
  after_json: 'string | null',
})

/** The trail of one subject, oldest first. */
export async function auditTrailOf(db: D1Database, subjectType: string, subjectId: string): Promise<AuditRecord[]> {
  const rows = await allRows(
    db
      .prepare(
        `SELECT id, occurred_at, actor_id, on_behalf_of_id, action, subject_type, subject_id, before_json, after_json
           FROM audit_log WHERE subject_type = ?1 AND subject_id = ?2 ORDER BY id`,
      )
      .bind(subjectType, subjectId),
    auditRow,
  )
  return rows.map((row) => ({
    id: row.id,
    occurredAt: row.occurred_at,
    actorId: row.actor_id,
    onBehalfOfId: row.on_behalf_of_id,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    before: row.before_json ? (JSON.parse(row.before_json) as unknown) : null,
    after: row.after_json ? (JSON.parse(row.after_json) as unknown) : null,
  }))
}
