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

/* ------------------------------------------------------------------ the audit log viewer */

/** An entry as the audit log viewer shows it: who (and on whose behalf), their organisation, what, about what, when. */
export interface AuditLogEntry {
  id: number
  occurredAt: string
  actorId: string
  actorName: string | null
  actorEmail: string | null
  onBehalfOfName: string | null
  organisationName: string | null
  action: string
  subjectType: string
  subjectId: string
  before: string | null
  after: string | null
}

export interface AuditLogFilters {
  /** Name, e-mail or id of who acted (or on whose behalf). */
  person: string
  /** An organisation id: entries by its people (or on their behalf). */
  organisationId: string | null
  /** An action (`demo-request.approved`) or a family of actions (`demo-request`). */
  action: string | null
  /** ISO dates, both included. */
  from: string | null
  until: string | null
  page: number
  perPage: number
}

const auditLogRow = type({
  id: 'number',
  occurred_at: 'string',
  actor_id: 'string',
  actor_name: 'string | null',
  actor_email: 'string | null',
  on_behalf_of_name: 'string | null',
  organisation_name: 'string | null',
  action: 'string',
  subject_type: 'string',
  subject_id: 'string',
  before_json: 'string | null',
  after_json: 'string | null',
})

/** One page of the audit trail, newest first, and how many entries match. */
export async function searchAuditLog(db: D1Database, filters: AuditLogFilters): Promise<{ entries: AuditLogEntry[]; total: number }> {
  const person = filters.person ? `%${filters.person.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null
  const where = `WHERE (?1 IS NULL OR a.actor_id LIKE ?1 ESCAPE '\\' OR actor.name LIKE ?1 ESCAPE '\\' OR actor.email LIKE ?1 ESCAPE '\\'
                        OR behalf.name LIKE ?1 ESCAPE '\\' OR behalf.email LIKE ?1 ESCAPE '\\')
      AND (?2 IS NULL OR actor.organisation_id = ?2 OR behalf.organisation_id = ?2)
      AND (?3 IS NULL OR a.action = ?3 OR a.action LIKE ?3 || '.%')
      AND (?4 IS NULL OR a.occurred_at >= ?4)
      AND (?5 IS NULL OR a.occurred_at < date(?5, '+1 day'))`
  const from = `FROM audit_log a LEFT JOIN users actor ON actor.id = a.actor_id LEFT JOIN users behalf ON behalf.id = a.on_behalf_of_id
      LEFT JOIN partner_organisations o ON o.id = coalesce(behalf.organisation_id, actor.organisation_id)`
  const parameters = [
    person,
    filters.organisationId,
    filters.action,
    filters.from,
    filters.until,
    filters.perPage,
    (filters.page - 1) * filters.perPage,
  ] as const
  const [rows, count] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT a.id, a.occurred_at, a.actor_id, actor.name AS actor_name, actor.email AS actor_email, behalf.name AS on_behalf_of_name,
                o.name AS organisation_name, a.action, a.subject_type, a.subject_id, a.before_json, a.after_json
           ${from} ${where} ORDER BY a.id DESC LIMIT ?6 OFFSET ?7`,
      )
      .bind(...parameters),
    db.prepare(`SELECT count(*) AS total, ?6 AS per_page, ?7 AS skipped ${from} ${where}`).bind(...parameters),
  ])
  const entries = (rows!.results as unknown[]).map((row) => {
    const checked = auditLogRow(row)
    if (checked instanceof type.errors) throw new Error(`audit log row: ${checked.summary}`)
    return {
      id: checked.id,
      occurredAt: checked.occurred_at,
      actorId: checked.actor_id,
      actorName: checked.actor_name,
      actorEmail: checked.actor_email,
      onBehalfOfName: checked.on_behalf_of_name,
      organisationName: checked.organisation_name,
      action: checked.action,
      subjectType: checked.subject_type,
      subjectId: checked.subject_id,
      before: checked.before_json,
      after: checked.after_json,
    }
  })
  return { entries, total: Number((count!.results[0] as { total: number } | undefined)?.total ?? 0) }
}

/** Every action the trail holds, and their families (`demo-request`), for the viewer's filter. */
export async function auditActions(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare('SELECT DISTINCT action FROM audit_log ORDER BY action').all<{ action: string }>()
  const actions = results.map((row) => row.action)
  const families = [...new Set(actions.map((action) => action.split('.')[0]!))]
  return [...new Set([...families, ...actions])].sort()
}
