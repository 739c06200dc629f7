/**
 * Wave requests (SPEC.md points 4, 6 and 8): where an organisation stands, and the submission in
 * two phases through adapters — phase one creates the Wave account (Wave account service), phase
 * two finalises the request in the customer record system. The request is stored first; each
 * phase moves its status on, so a failure in phase two leaves a request that is resumed (phase
 * two again, phase one is not repeated) or rolled back (the Wave account removed, the request
 * closed) — never a half-made request that nobody sees. Every change is audited.
 */
import type { FormValues } from '../../ui/forms/form-schema.ts'
import { type PortalUser, firstAndLastName } from '../../ui/portal/partner-roles.ts'
import { WAVE_REQUEST_WIZARD, type WaveRequestState } from '../../ui/wave-requests/wave-request-form.ts'
import type { Logger } from '../../ui/log/logger.ts'
import type { WaveAccounts } from '../adapters/wave-accounts/wave-accounts.ts'
import type { CustomerRecords } from '../customer-records/customer-record-service.ts'
import { type AuditIdentities, auditStatement } from '../partners/audit-trail-store.ts'
import { discardWizardDraftStatement, personalDraftKey } from '../portal/wizard-draft-store.ts'
import { type } from 'arktype'
import { SQL_NOW, allRows, firstRow, runBatch } from '../db/d1-queries.ts'
import { likePattern } from '../partners/portal-user-store.ts'

export type WaveRequestStatus = 'submitted' | 'account-created' | 'finalised' | 'rolled-back'

/** Each phase tries the outside system this many times before the request shows its error screen. */
export const WAVE_PHASE_ATTEMPTS = 2
/** Pause between two attempts of a phase. */
export const WAVE_PHASE_RETRY_DELAY_MS = 250

export interface WaveRequestRow {
  id: string
  organisationId: string
  requestedBy: string
  requestedByName: string
  status: WaveRequestStatus
  waveAccountId: string | null
  values: FormValues
  lastError: string | null
}

export interface WaveRequestDependencies {
  db: D1Database
  waveAccounts: WaveAccounts
  customerRecords: CustomerRecords
  who: AuditIdentities
  logger: Logger
}

interface RequestRow {
  id: string
  organisation_id: string
  requested_by: string
  requested_by_name: string
  status: WaveRequestStatus
  wave_account_id: string | null
  values_json: string
  last_error: string | null
}

const REQUEST_COLUMNS = `r.id, r.organisation_id, r.requested_by, u.name AS requested_by_name, r.status, r.wave_account_id, r.values_json, r.last_error
  FROM wave_requests r JOIN users u ON u.id = r.requested_by`

function requestFrom(row: RequestRow): WaveRequestRow {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    requestedBy: row.requested_by,
    requestedByName: row.requested_by_name,
    status: row.status,
    waveAccountId: row.wave_account_id,
    values: JSON.parse(row.values_json) as FormValues,
    lastError: row.last_error,
  }
}

/** The organisation's live request (any status but rolled back), if there is one. */
export async function liveWaveRequestOf(db: D1Database, organisationId: string): Promise<WaveRequestRow | null> {
  const row = await db
    .prepare(`SELECT ${REQUEST_COLUMNS} WHERE r.organisation_id = ?1 AND r.status <> 'rolled-back'`)
    .bind(organisationId)
    .first<RequestRow>()
  return row ? requestFrom(row) : null
}

export async function findWaveRequest(db: D1Database, id: string): Promise<WaveRequestRow | null> {
  const row = await db.prepare(`SELECT ${REQUEST_COLUMNS} WHERE r.id = ?1`).bind(id).first<RequestRow>()
  return row ? requestFrom(row) : null
}

/** Where the person's organisation stands with Wave, and whether a new request may be made. */
export async function waveRequestStateFor(db: D1Database, person: PortalUser): Promise<WaveRequestState> {
  const organisation = person.organisation
  if (!organisation) return { kind: 'not-available' }
  if (organisation.waveEnabled) return { kind: 'confirmed' }
  const live = await liveWaveRequestOf(db, organisation.id)
  if (live) {
    if (live.requestedBy !== person.id) return { kind: 'requested-by-colleague', colleague: live.requestedByName }
    return live.status === 'finalised' ? { kind: 'in-progress' } : { kind: 'unfinished', requestId: live.id }
  }
  return organisation.waveEligible ? { kind: 'eligible' } : { kind: 'not-available' }
}

/** The values the customer records hold about the executive and their organisation (read-only in the form). */
export function recordValuesOf(person: PortalUser): FormValues {
  const { firstName, lastName } = firstAndLastName(person.name)
  return {
    first_name: firstName,
    last_name: lastName,
    email: person.email,
    registered_company_name: person.organisation?.name ?? '',
    business_country: person.organisation?.country ?? '',
  }
}

export type WavePhase = 'account' | 'finalise'

export type WaveSubmission =
  | { kind: 'finalised'; requestId: string }
  | { kind: 'failed'; requestId: string; phase: WavePhase }
  /** An earlier request by the executive or a colleague blocks a new one. */
  | { kind: 'blocked' }

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message)
}

async function accountIdOf(db: D1Database, organisationId: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT customer_record_id FROM partner_organisations WHERE id = ?1')
    .bind(organisationId)
    .first<{ customer_record_id: string | null }>()
  return row?.customer_record_id ?? null
}

async function withRetries<T>(attempts: number, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, WAVE_PHASE_RETRY_DELAY_MS * attempt))
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

async function noteFailure(deps: WaveRequestDependencies, request: WaveRequestRow, phase: WavePhase, error: unknown): Promise<void> {
  deps.logger.error(`Wave request ${request.id}: phase ${phase} failed`, messageOf(error))
  await deps.db.batch([
    deps.db
      .prepare(`UPDATE wave_requests SET last_error = ?2, updated_at = ${SQL_NOW} WHERE id = ?1`)
      .bind(request.id, `${phase}: ${messageOf(error)}`.slice(0, 500)),
    auditStatement(deps.db, deps.who, {
      action: 'wave-request.phase-failed',
      subjectType: 'wave-request',
      subjectId: request.id,
      after: { phase },
    }),
  ])
}

/** Phase one: the Wave account. Safe to repeat (the request id is the service's idempotency key). */
export async function createWaveAccount(deps: WaveRequestDependencies, request: WaveRequestRow): Promise<WaveRequestRow | null> {
  if (request.status !== 'submitted') return request
  const values = request.values
  try {
    const waveAccountId = await withRetries(WAVE_PHASE_ATTEMPTS, () =>
      deps.waveAccounts.createAccount({
        reference: request.id,
        organisationName: String(values.registered_company_name ?? ''),
        country: String(values.business_country ?? ''),
        adminName: `${String(values.first_name ?? '')} ${String(values.last_name ?? '')}`.trim(),
        adminEmail: String(values.email ?? ''),
        website: String(values.company_website ?? ''),
      }),
    )
    await deps.db.batch([
      deps.db
        .prepare(
          `UPDATE wave_requests SET status = 'account-created', wave_account_id = ?2, last_error = NULL, updated_at = ${SQL_NOW}
            WHERE id = ?1 AND status = 'submitted'`,
        )
        .bind(request.id, waveAccountId),
      auditStatement(deps.db, deps.who, {
        action: 'wave-request.account-created',
        subjectType: 'wave-request',
        subjectId: request.id,
        after: { waveAccountId },
      }),
    ])
    return { ...request, status: 'account-created', waveAccountId, lastError: null }
  } catch (error) {
    await noteFailure(deps, request, 'account', error)
    return null
  }
}

/** Phase two: the request recorded on the partner's account in the customer record system. */
export async function finaliseWaveRequest(deps: WaveRequestDependencies, request: WaveRequestRow): Promise<WaveRequestRow | null> {
  if (request.status !== 'account-created') return request
  try {
    const accountId = await accountIdOf(deps.db, request.organisationId)
    if (!accountId) throw new Error(`organisation ${request.organisationId} has no customer record`)
    await withRetries(WAVE_PHASE_ATTEMPTS, () =>
      deps.customerRecords.recordWaveRequest(accountId, {
        reference: request.id,
        waveAccountId: request.waveAccountId!,
        requestedByEmail: String(request.values.email ?? ''),
      }),
    )
    await deps.db.batch([
      deps.db
        .prepare(
          `UPDATE wave_requests SET status = 'finalised', last_error = NULL, updated_at = ${SQL_NOW} WHERE id = ?1 AND status = 'account-created'`,
        )
        .bind(request.id),
      auditStatement(deps.db, deps.who, { action: 'wave-request.finalised', subjectType: 'wave-request', subjectId: request.id }),
    ])
    return { ...request, status: 'finalised', lastError: null }
  } catch (error) {
    await noteFailure(deps, request, 'finalise', error)
    return null
  }
}

/** Runs what is left of a request: phase one if needed, then phase two. */
export async function completeWaveRequest(deps: WaveRequestDependencies, request: WaveRequestRow): Promise<WaveSubmission> {
  const withAccount = await createWaveAccount(deps, request)
  if (!withAccount) return { kind: 'failed', requestId: request.id, phase: 'account' }
  const finalised = await finaliseWaveRequest(deps, withAccount)
  if (!finalised) return { kind: 'failed', requestId: request.id, phase: 'finalise' }
  return { kind: 'finalised', requestId: request.id }
}

/** Stores the request (blocked when the organisation already has one), then runs both phases. */
export async function submitWaveRequest(deps: WaveRequestDependencies, person: PortalUser, values: FormValues): Promise<WaveSubmission> {
  const organisation = person.organisation
  if (!organisation || organisation.waveEnabled || !organisation.waveEligible) return { kind: 'blocked' }
  const id = crypto.randomUUID()
  try {
    await deps.db.batch([
      deps.db
        .prepare(`INSERT INTO wave_requests (id, organisation_id, requested_by, status, values_json) VALUES (?1, ?2, ?3, 'submitted', ?4)`)
        .bind(id, organisation.id, person.id, JSON.stringify(values)),
      auditStatement(deps.db, deps.who, { action: 'wave-request.submitted', subjectType: 'wave-request', subjectId: id, after: values }),
      discardWizardDraftStatement(deps.db, personalDraftKey(WAVE_REQUEST_WIZARD, person.id)),
    ])
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'blocked' }
    throw error
  }
  const request = await findWaveRequest(deps.db, id)
  return completeWaveRequest(deps, request!)
}

export type WaveRollBack = { kind: 'rolled-back' } | { kind: 'failed' } | { kind: 'nothing-to-roll-back' }

/**
 * Takes back an unfinished request: the request withdrawn from the customer records (harmless
 * when phase two never got there), the Wave account removed, the request closed.
 */
export async function rollBackWaveRequest(deps: WaveRequestDependencies, request: WaveRequestRow): Promise<WaveRollBack> {
  if (request.status === 'finalised' || request.status === 'rolled-back') return { kind: 'nothing-to-roll-back' }
  try {
    const accountId = await accountIdOf(deps.db, request.organisationId)
    if (accountId) await withRetries(WAVE_PHASE_ATTEMPTS, () => deps.customerRecords.withdrawWaveRequest(accountId))
    if (request.waveAccountId) await withRetries(WAVE_PHASE_ATTEMPTS, () => deps.waveAccounts.removeAccount(request.waveAccountId!))
  } catch (error) {
    deps.logger.error(`Wave request ${request.id}: roll-back failed`, messageOf(error))
    return { kind: 'failed' }
  }
  await deps.db.batch([
    deps.db
      .prepare(
        `UPDATE wave_requests SET status = 'rolled-back', updated_at = ${SQL_NOW} WHERE id = ?1 AND status IN ('submitted', 'account-created')`,
      )
      .bind(request.id),
    auditStatement(deps.db, deps.who, {
      action: 'wave-request.rolled-back',
      subjectType: 'wave-request',
      subjectId: request.id,
      before: { status: request.status, waveAccountId: request.waveAccountId },
    }),
  ])
  return { kind: 'rolled-back' }
}

/* ------------------------------------------------------------------ the support team's view */

/** A Wave request as the staff console lists it: the organisation, who asked, where it stands. */
export interface StaffWaveRequest extends WaveRequestRow {
  organisationName: string
  requesterEmail: string
  createdAt: string
  updatedAt: string
}

const staffWaveRow = type({
  id: 'string',
  organisation_id: 'string',
  organisation_name: 'string',
  requested_by: 'string',
  requested_by_name: 'string',
  requested_by_email: 'string',
  status: "'submitted' | 'account-created' | 'finalised' | 'rolled-back'",
  wave_account_id: 'string | null',
  values_json: 'string',
  last_error: 'string | null',
  created_at: 'string',
  updated_at: 'string',
})

const STAFF_WAVE_SELECT = `
  SELECT r.id, r.organisation_id, o.name AS organisation_name, r.requested_by, u.name AS requested_by_name, u.email AS requested_by_email,
         r.status, r.wave_account_id, r.values_json, r.last_error, r.created_at, r.updated_at
    FROM wave_requests r JOIN partner_organisations o ON o.id = r.organisation_id JOIN users u ON u.id = r.requested_by`

function staffWaveRequestOf(row: typeof staffWaveRow.infer): StaffWaveRequest {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    organisationName: row.organisation_name,
    requestedBy: row.requested_by,
    requestedByName: row.requested_by_name,
    requesterEmail: row.requested_by_email,
    status: row.status,
    waveAccountId: row.wave_account_id,
    values: JSON.parse(row.values_json) as FormValues,
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** Requests that wait for someone: stored or half done (a phase failed or never ran). */
export const UNFINISHED_WAVE_STATUSES: readonly WaveRequestStatus[] = ['submitted', 'account-created']

export interface WaveRequestFilters {
  status: WaveRequestStatus | 'unfinished' | null
  search: string
  page: number
  perPage: number
}

export async function listWaveRequestsForStaff(
  db: D1Database,
  filters: WaveRequestFilters,
): Promise<{ requests: StaffWaveRequest[]; total: number }> {
  const search = filters.search ? likePattern(filters.search) : null
  const where = `WHERE (?1 IS NULL OR r.status = ?1 OR (?1 = 'unfinished' AND r.status IN ('submitted', 'account-created')))
    AND (?2 IS NULL OR o.name LIKE ?2 ESCAPE '\\' OR u.name LIKE ?2 ESCAPE '\\' OR u.email LIKE ?2 ESCAPE '\\')`
  const parameters = [filters.status, search, filters.perPage, (filters.page - 1) * filters.perPage] as const
  const [rows, count] = await db.batch<unknown>([
    db.prepare(`${STAFF_WAVE_SELECT} ${where} ORDER BY r.updated_at DESC, r.id LIMIT ?3 OFFSET ?4`).bind(...parameters),
    db
      .prepare(
        `SELECT count(*) AS total, ?3 AS per_page, ?4 AS skipped FROM wave_requests r JOIN partner_organisations o ON o.id = r.organisation_id
           JOIN users u ON u.id = r.requested_by ${where}`,
      )
      .bind(...parameters),
  ])
  const requests = (rows!.results as unknown[]).map((row) => {
    const checked = staffWaveRow(row)
    if (checked instanceof type.errors) throw new Error(`wave request row: ${checked.summary}`)
    return staffWaveRequestOf(checked)
  })
  return { requests, total: Number((count!.results[0] as { total: number } | undefined)?.total ?? 0) }
}

export async function findStaffWaveRequest(db: D1Database, id: string): Promise<StaffWaveRequest | null> {
  const row = await firstRow(db.prepare(`${STAFF_WAVE_SELECT} WHERE r.id = ?1`).bind(id), staffWaveRow)
  return row ? staffWaveRequestOf(row) : null
}

/** Requests waiting for someone (the staff inbox). */
export async function unfinishedWaveRequestCount(db: D1Database): Promise<number> {
  const row = await firstRow(
    db.prepare("SELECT count(*) AS unfinished FROM wave_requests WHERE status IN ('submitted', 'account-created')"),
    type({ unfinished: 'number' }),
  )
  return row?.unfinished ?? 0
}

export interface WaveRequestNote {
  id: string
  authorName: string | null
  body: string
  createdAt: string
}

export async function waveRequestNotes(db: D1Database, requestId: string): Promise<WaveRequestNote[]> {
  const rows = await allRows(
    db
      .prepare(
        `SELECT n.id, u.name AS author_name, n.body, n.created_at FROM wave_request_notes n LEFT JOIN users u ON u.id = n.author_id
          WHERE n.request_id = ?1 ORDER BY n.created_at, n.rowid`,
      )
      .bind(requestId),
    type({ id: 'string', author_name: 'string | null', body: 'string', created_at: 'string' }),
  )
  return rows.map((row) => ({ id: row.id, authorName: row.author_name, body: row.body, createdAt: row.created_at }))
}

/** The notes about the organisation's latest request (live or rolled back), for the executive's Wave page. */
export async function latestWaveRequestNotes(db: D1Database, organisationId: string): Promise<WaveRequestNote[]> {
  const latest = await firstRow(
    db.prepare('SELECT id FROM wave_requests WHERE organisation_id = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1').bind(organisationId),
    type({ id: 'string' }),
  )
  return latest ? waveRequestNotes(db, latest.id) : []
}

/** A note from the support team to the partner about their request, audited. */
export async function addWaveRequestNote(db: D1Database, who: AuditIdentities, requestId: string, body: string): Promise<void> {
  const id = crypto.randomUUID()
  await runBatch(db, [
    db
      .prepare('INSERT INTO wave_request_notes (id, request_id, author_id, body) VALUES (?1, ?2, ?3, ?4)')
      .bind(id, requestId, who.actorId, body),
    auditStatement(db, who, { action: 'wave-request.note', subjectType: 'wave-request', subjectId: requestId, after: { note: body } }),
  ])
}

/** What happened to a request, from the audit trail. */
export async function waveRequestHistory(db: D1Database, id: string): Promise<Array<{ action: string; at: string; by: string }>> {
  const rows = await allRows(
    db
      .prepare(
        `SELECT a.action, a.occurred_at, coalesce(u.name, a.actor_id) AS name FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
          WHERE a.subject_type = 'wave-request' AND a.subject_id = ?1 ORDER BY a.id`,
      )
      .bind(id),
    type({ action: 'string', occurred_at: 'string', name: 'string' }),
  )
  return rows.map((row) => ({ action: row.action, at: row.occurred_at, by: row.name }))
}
