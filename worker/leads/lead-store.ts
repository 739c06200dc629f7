/**
 * Leads in D1 (migration 0004): written once when a submission is accepted, then moved through
 * its states by the hand-off. The submission key makes storing idempotent: the same submission
 * sent twice is one lead.
 */
import { type } from 'arktype'
import { firstRow, firstRowOf, runBatchWithResults } from '../db/d1-queries.ts'
import { WINDOW_HITS_ROW, windowHitStatement } from '../forms/rate-limit-store.ts'
import type { LocaleCode } from '../../locales/registry.ts'
import { type Consents, LEAD_STATUSES, type Lead, type LeadFile, type LeadStatus } from './lead-record.ts'

export interface NewLead {
  submissionKey: string
  form: string
  locale: LocaleCode
  email: string
  values: Record<string, unknown>
  consents: Omit<Consents, 'at'>
  botCheck: string
  status: Extract<LeadStatus, 'received' | 'held'>
  receivedAt: string
  files: LeadFile[]
}

export interface StoredLead {
  id: string
  /** True when this submission had been stored before (a double submit). */
  duplicate: boolean
  status: LeadStatus
}

interface LeadRow {
  id: string
  form: string
  locale: string
  email: string
  payload_json: string
  consent_privacy: number
  consent_terms: number
  consent_marketing: number
  consented_at: string
  bot_check: string
  status: LeadStatus
  attempts: number
  last_error: string | null
  external_id: string | null
  received_at: string
  delivered_at: string | null
}

interface LeadFileRow {
  position: number
  r2_key: string
  file_name: string
  content_type: string
  size_bytes: number
}

/** Longest error text kept with a lead. */
const LAST_ERROR_MAX_LENGTH = 500

/** Stores a lead with its files in one batch; a repeated submission key returns the first lead. */
export async function storeLead(db: D1Database, lead: NewLead, id: string = crypto.randomUUID()): Promise<StoredLead> {
  const existing = await db
    .prepare('SELECT id, status FROM leads WHERE submission_key = ?')
    .bind(lead.submissionKey)
    .first<{ id: string; status: LeadStatus }>()
  if (existing) return { id: existing.id, duplicate: true, status: existing.status }

  const statements = [
    db
      .prepare(
        `INSERT INTO leads (id, submission_key, form, locale, email, payload_json, consent_privacy, consent_terms,
           consent_marketing, consented_at, bot_check, status, received_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (submission_key) DO NOTHING`,
      )
      .bind(
        id,
        lead.submissionKey,
        lead.form,
        lead.locale,
        lead.email,
        JSON.stringify(lead.values),
        lead.consents.privacy ? 1 : 0,
        lead.consents.terms ? 1 : 0,
        lead.consents.marketing ? 1 : 0,
        lead.receivedAt,
        lead.botCheck,
        lead.status,
        lead.receivedAt,
      ),
    ...lead.files.map((file) =>
      db
        .prepare(
          `INSERT INTO lead_files (lead_id, position, r2_key, file_name, content_type, size_bytes)
           SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM leads WHERE id = ?)`,
        )
        .bind(id, file.position, file.r2Key, file.fileName, file.contentType, file.sizeBytes, id),
    ),
  ]
  await db.batch(statements)
  // A concurrent double submit may have won the insert: answer with whichever lead holds the key.
  const stored = await db
    .prepare('SELECT id, status FROM leads WHERE submission_key = ?')
    .bind(lead.submissionKey)
    .first<{ id: string; status: LeadStatus }>()
  if (!stored) throw new Error(`Lead ${id} was not stored`)
  return { id: stored.id, duplicate: stored.id !== id, status: stored.status }
}

/** A hit to count under a submission limit in the lead's own batch (worker/middleware/post-rate-limits.ts). */
export interface LimitHit {
  limitName: string
  clientKey: string
  windowStart: number
  /** The lead is stored only while the window's hits, this one included, stay at most this. */
  maxHits: number
}

export interface SubmittedLeadResult {
  /** The lead as stored now or earlier (same submission key); undefined when over the limit and not stored. */
  lead?: StoredLead
  /** The window's hits including this one, when a hit was counted. */
  hits?: number
}

const STORED_LEAD_ROW = type({ id: 'string', status: type.enumerated(...LEAD_STATUSES) })

/**
 * A submission stored in one D1 round trip (decision 046): one batch, one transaction, that
 * counts the client's hit under the submission limit, inserts the lead (only while the client is
 * within the limit; a repeated submission key keeps the first lead), its files, and its queue
 * state (`queued`, for a lead the caller sends to the queue right after), then reads back the
 * lead stored under the key: this one, or the earlier one of a repeated submission.
 */
export async function storeSubmittedLead(
  db: D1Database,
  lead: NewLead,
  id: string,
  { hit, queued }: { hit?: LimitHit; queued: boolean },
): Promise<SubmittedLeadResult> {
  const status: LeadStatus = queued ? 'queued' : lead.status
  const withinLimit = hit
    ? {
        sql: '(SELECT hits FROM rate_limit_windows WHERE limit_name = ? AND client_key = ? AND window_start = ?) <= ?',
        values: [hit.limitName, hit.clientKey, hit.windowStart, hit.maxHits],
      }
    : { sql: '1', values: [] }
  const statements = [
    ...(hit ? [windowHitStatement(db, hit.limitName, hit.clientKey, hit.windowStart)] : []),
    // INSERT … SELECT … WHERE: the WHERE clause is also what keeps SQLite from reading ON CONFLICT as a join.
    db
      .prepare(
        `INSERT INTO leads (id, submission_key, form, locale, email, payload_json, consent_privacy, consent_terms,
           consent_marketing, consented_at, bot_check, status, received_at, queued_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${withinLimit.sql}
         ON CONFLICT (submission_key) DO NOTHING`,
      )
      .bind(
        id,
        lead.submissionKey,
        lead.form,
        lead.locale,
        lead.email,
        JSON.stringify(lead.values),
        lead.consents.privacy ? 1 : 0,
        lead.consents.terms ? 1 : 0,
        lead.consents.marketing ? 1 : 0,
        lead.receivedAt,
        lead.botCheck,
        status,
        lead.receivedAt,
        queued ? lead.receivedAt : null,
        ...withinLimit.values,
      ),
    ...lead.files.map((file) =>
      db
        .prepare(
          `INSERT INTO lead_files (lead_id, position, r2_key, file_name, content_type, size_bytes)
           SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM leads WHERE id = ?)`,
        )
        .bind(id, file.position, file.r2Key, file.fileName, file.contentType, file.sizeBytes, id),
    ),
    db.prepare('SELECT id, status FROM leads WHERE submission_key = ?').bind(lead.submissionKey),
  ]
  const results = await runBatchWithResults(db, statements)
  const hits = hit ? (firstRowOf(results[0], WINDOW_HITS_ROW)?.hits ?? 1) : undefined
  const stored = firstRowOf(results.at(-1), STORED_LEAD_ROW)
  if (!stored) return { hits }
  return { lead: { id: stored.id, duplicate: stored.id !== id, status: stored.status }, hits }
}

/** A lead with its files, read in one round trip (the queue consumer reads each lead it hands off: decision 052). */
export async function findLead(db: D1Database, id: string): Promise<Lead | undefined> {
  return (await findLeads(db, [id])).get(id)
}

/**
 * Leads with their files by id, all in one round trip (the queue consumer reads a whole message
 * batch at once: decision 056); ids without a lead are absent from the answer.
 */
export async function findLeads(db: D1Database, ids: readonly string[]): Promise<Map<string, Lead>> {
  const found = new Map<string, Lead>()
  if (!ids.length) return found
  const idList = JSON.stringify(ids)
  const [leads, files] = (await db.batch([
    db.prepare('SELECT * FROM leads WHERE id IN (SELECT value FROM json_each(?))').bind(idList),
    db
      .prepare(
        'SELECT lead_id, position, r2_key, file_name, content_type, size_bytes FROM lead_files WHERE lead_id IN (SELECT value FROM json_each(?)) ORDER BY lead_id, position',
      )
      .bind(idList),
  ])) as [D1Result<LeadRow>, D1Result<LeadFileRow & { lead_id: string }>]
  for (const row of leads.results) found.set(row.id, leadOf(row))
  for (const file of files.results) {
    found.get(file.lead_id)?.files.push({
      position: file.position,
      r2Key: file.r2_key,
      fileName: file.file_name,
      contentType: file.content_type,
      sizeBytes: file.size_bytes,
    })
  }
  return found
}

function leadOf(row: LeadRow): Lead {
  return {
    id: row.id,
    form: row.form,
    locale: row.locale as LocaleCode,
    email: row.email,
    values: JSON.parse(row.payload_json) as Record<string, unknown>,
    consents: {
      privacy: row.consent_privacy === 1,
      terms: row.consent_terms === 1,
      marketing: row.consent_marketing === 1,
      at: row.consented_at,
    },
    botCheck: row.bot_check,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    externalId: row.external_id,
    receivedAt: row.received_at,
    deliveredAt: row.delivered_at,
    files: [],
  }
}

/**
 * Marks a lead queued, just before its message is sent: only from the state the caller found it
 * in (`from`), so a lead the hand-off moved meanwhile is left alone. `restart` (a replay) starts
 * the sweep count again. False when the lead was no longer in that state.
 */
export async function markQueued(db: D1Database, id: string, from: LeadStatus, at: string, { restart = false } = {}): Promise<boolean> {
  const result = await db
    .prepare("UPDATE leads SET status = 'queued', queued_at = ?, sweeps = CASE WHEN ? THEN 0 ELSE sweeps END WHERE id = ? AND status = ?")
    .bind(at, restart ? 1 : 0, id, from)
    .run()
  return result.meta.changes > 0
}

/** The queue refused the message: the lead goes back to the state it was queued from. */
export async function unmarkQueued(db: D1Database, id: string, to: LeadStatus): Promise<void> {
  await db.prepare("UPDATE leads SET status = ? WHERE id = ? AND status = 'queued'").bind(to, id).run()
}

/** One more hand-off attempt failed; the lead stays queued. Returns the attempts so far. */
export async function recordFailedAttempt(db: D1Database, id: string, error: string, at: string): Promise<number> {
  const row = await db
    .prepare('UPDATE leads SET attempts = attempts + 1, last_error = ?, last_attempt_at = ? WHERE id = ? RETURNING attempts')
    .bind(error.slice(0, LAST_ERROR_MAX_LENGTH), at, id)
    .first<{ attempts: number }>()
  return row?.attempts ?? 0
}

/** Marks every lead of a message batch that reached the customer record system delivered, in one round trip. */
export async function markAllDelivered(
  db: D1Database,
  deliveries: ReadonlyArray<{ id: string; externalId: string }>,
  at: string,
): Promise<void> {
  if (!deliveries.length) return
  await db.batch(
    deliveries.map(({ id, externalId }) =>
      db
        .prepare(
          "UPDATE leads SET status = 'delivered', external_id = ?, delivered_at = ?, attempts = attempts + 1, last_attempt_at = ?, last_error = NULL WHERE id = ?",
        )
        .bind(externalId, at, at, id),
    ),
  )
}

/** No more automatic attempts: the lead waits in the dead-letter state for a replay. */
export async function parkLead(db: D1Database, id: string, error: string): Promise<void> {
  await db
    .prepare("UPDATE leads SET status = 'dead_letter', last_error = ? WHERE id = ? AND status != 'delivered'")
    .bind(error.slice(0, LAST_ERROR_MAX_LENGTH), id)
    .run()
}

/** A lead the sweep found waiting too long, with how often the sweep acted on it before. */
export interface WaitingLead {
  id: string
  status: Extract<LeadStatus, 'received' | 'queued' | 'held'>
  sweeps: number
}

/**
 * Leads waiting longer than they should, oldest first: `received` (never queued) since before
 * `receivedBefore`, `queued` without hand-off activity (queued or attempted) since before
 * `queuedIdleBefore`, and `held` since before `heldBefore`.
 */
export async function waitingLeads(
  db: D1Database,
  { receivedBefore, queuedIdleBefore, heldBefore }: { receivedBefore: string; queuedIdleBefore: string; heldBefore: string },
  limit: number,
): Promise<WaitingLead[]> {
  const rows = await db
    .prepare(
      `SELECT id, status, sweeps FROM leads
        WHERE (status = 'received' AND received_at < ?1)
           OR (status = 'queued' AND max(COALESCE(queued_at, received_at), COALESCE(last_attempt_at, '')) < ?2)
           OR (status = 'held' AND received_at < ?3)
        ORDER BY received_at LIMIT ?4`,
    )
    .bind(receivedBefore, queuedIdleBefore, heldBefore, limit)
    .all<WaitingLead>()
  return rows.results
}

/** The sweep acts on a lead once more. */
export async function countSweep(db: D1Database, id: string): Promise<void> {
  await db.prepare('UPDATE leads SET sweeps = sweeps + 1 WHERE id = ?').bind(id).run()
}

export interface LeadStateSummary {
  status: LeadStatus
  count: number
  /** The lead that has been in this state longest (by when it was received), or null when none is. */
  oldest: { id: string; form: string; receivedAt: string; queuedAt: string | null; attempts: number; lastError: string | null } | null
}

/** How many leads are in each state, and the oldest of each, in the order of LEAD_STATUSES. */
export async function leadStateSummary(db: D1Database): Promise<LeadStateSummary[]> {
  const oldestOf = (status: LeadStatus) =>
    db
      .prepare('SELECT id, form, received_at, queued_at, attempts, last_error FROM leads WHERE status = ? ORDER BY received_at LIMIT 1')
      .bind(status)
  const [counts, ...oldest] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT status, COUNT(*) AS count FROM leads GROUP BY status'),
    ...LEAD_STATUSES.map(oldestOf),
  ])
  const countOf = new Map((counts!.results as Array<{ status: string; count: number }>).map((row) => [row.status, row.count]))
  return LEAD_STATUSES.map((status, index) => {
    const row = oldest[index]!.results[0] as
      | { id: string; form: string; received_at: string; queued_at: string | null; attempts: number; last_error: string | null }
      | undefined
    return {
      status,
      count: countOf.get(status) ?? 0,
      oldest: row
        ? {
            id: row.id,
            form: row.form,
            receivedAt: row.received_at,
            queuedAt: row.queued_at,
            attempts: row.attempts,
            lastError: row.last_error,
          }
        : null,
    }
  })
}

/** Leads in a state, oldest first. */
export async function leadIdsWithStatus(db: D1Database, statuses: readonly LeadStatus[], limit: number): Promise<string[]> {
  const placeholders = statuses.map(() => '?').join(', ')
  const rows = await db
    .prepare(`SELECT id FROM leads WHERE status IN (${placeholders}) ORDER BY received_at LIMIT ?`)
    .bind(...statuses, limit)
    .all<{ id: string }>()
  return rows.results.map((row) => row.id)
}

/** The lead stored earlier for the same submission (a resent form), with its status; null when none. */
export async function leadWithSubmissionKey(db: D1Database, submissionKey: string): Promise<{ id: string; status: string } | null> {
  return firstRow(
    db.prepare('SELECT id, status FROM leads WHERE submission_key = ?1').bind(submissionKey),
    type({ id: 'string', status: 'string' }),
  )
}
