/**
 * Demo equipment requests in D1 (worker/db/migrations/0005_portal_activity.sql, 0022_demo_fulfilment.sql):
 * the demo pool (units with serial numbers), what is free for a date range, submitting or changing
 * a request from a wizard draft (worker/portal/wizard-draft-store.ts), the lists, the status
 * workflow of ui/demo-requests/demo-request-rules.ts and the fulfilment (allocate, ship, return).
 * Every change is audited in the same batch.
 */
import { type } from 'arktype'
import {
  CHANGEABLE_DEMO_STATUSES,
  DEMO_REQUEST_TRANSITIONS,
  type DemoInstallationType,
  type DemoRequestAnswers,
  type DemoRequestStatus,
  type DemoRequestTransition,
  type DemoShipment,
  PENDING_DEMO_STATUSES,
  firstIncompleteStep,
  fulfilmentStageOf,
  isOpenFrom,
} from '../../ui/demo-requests/demo-request-rules.ts'
import type { ProductSummary } from '../../ui/content/model.ts'
import type { PortalUser } from '../../ui/portal/partner-roles.ts'
import type { PermissionScope } from '../../ui/portal/permissions.ts'
import { SQL_NOW, allRows, firstRow, runBatch } from '../db/d1-queries.ts'
import { likePattern } from '../partners/portal-user-store.ts'
import { type AuditIdentities, auditStatement, auditStatementIfChanged } from '../partners/audit-trail-store.ts'
import { type WizardDraft, discardWizardDraftStatement } from '../portal/wizard-draft-store.ts'

export interface DemoProduct {
  ctn: string
  name: string
  units: number
}

export interface AllocatedUnit {
  unitId: string
  serial: string
  ctn: string
}

export interface DemoRequest {
  id: string
  organisationId: string
  organisationName: string
  /** The sales manager who looks after the partner (who sends the request for approval). */
  salesManagerId: string | null
  requesterId: string
  requesterName: string
  status: DemoRequestStatus
  installationType: DemoInstallationType
  from: string
  until: string
  event: string
  street: string
  number: string
  bus: string
  city: string
  zip: string
  country: string
  installationRequired: boolean
  remarks: string
  stockShort: boolean
  decisionNote: string
  carrier: string | null
  trackingNumber: string | null
  shippedAt: string | null
  dueBack: string | null
  returnedAt: string | null
  createdAt: string
  updatedAt: string
  products: Array<{ ctn: string; units: number }>
  allocatedUnits: AllocatedUnit[]
}

/** Whose requests someone reaches: their organisation's, the partners a sales manager looks after, or every partner's. */
export type DemoRequestScope = { kind: 'organisation'; id: string } | { kind: 'managed-by'; id: string } | { kind: 'all' }

/** The scope of a person's `demo-requests.view` permission (null: none). */
export function demoScopeOf(person: PortalUser, scope: PermissionScope | undefined): DemoRequestScope | null {
  if (!scope) return null
  if (scope === 'all-partners') return { kind: 'all' }
  if (scope === 'managed-partners') return { kind: 'managed-by', id: person.id }
  return person.organisation ? { kind: 'organisation', id: person.organisation.id } : null
}

function scopeClause(scope: DemoRequestScope, parameter: string): { clause: string; value: string | null } {
  switch (scope.kind) {
    case 'organisation':
      return { clause: `r.organisation_id = ${parameter}`, value: scope.id }
    case 'managed-by':
      return { clause: `o.sales_manager_id = ${parameter}`, value: scope.id }
    case 'all':
      return { clause: `${parameter} IS NULL`, value: null }
  }
}

/* ------------------------------------------------------------------ the pool */

const poolRow = type({ product_ctn: 'string', units: 'number' })

/** The equipment of the demo pool (units per product), named from the catalogue in the page's language. */
export async function demoPool(db: D1Database, catalogueProducts: readonly ProductSummary[]): Promise<DemoProduct[]> {
  const rows = await allRows(
    db.prepare('SELECT product_ctn, count(*) AS units FROM demo_units GROUP BY product_ctn ORDER BY product_ctn'),
    poolRow,
  )
  const names = new Map(catalogueProducts.map((product) => [product.ctn, product.name]))
  return rows.flatMap((row) => {
    const name = names.get(row.product_ctn)
    return name ? [{ ctn: row.product_ctn, name, units: row.units }] : []
  })
}

/**
 * A request's units are busy from its first day until they are back: its due-back day once
 * shipped (or today, while shipped units are late), its last day before that.
 */
const BUSY_UNTIL = `max(coalesce(r.due_back, r.date_until), CASE WHEN r.shipped_at IS NOT NULL AND r.returned_at IS NULL THEN ?3 ELSE '' END)`
/** Requests whose units (or promised units) count against the pool: approved and not yet back. */
const HOLDS_UNITS = `r.status = 'approved' AND r.returned_at IS NULL`

/**
 * How many units of each product are free for `from`–`until` (ISO dates): the pool, less units
 * allocated to requests that hold them on those days, less units promised to approved requests
 * that are not allocated yet (unless the stock could not cover them). `exceptId` leaves a request
 * out (the one being checked).
 */
export async function freeUnitsFor(
  db: D1Database,
  { from, until, exceptId = '', today }: { from: string; until: string; exceptId?: string; today: string },
): Promise<Map<string, { total: number; free: number }>> {
  const [pool, allocated, promised] = await db.batch<unknown>([
    db.prepare('SELECT product_ctn, count(*) AS units FROM demo_units GROUP BY product_ctn'),
    db
      .prepare(
        `SELECT u.product_ctn, count(*) AS units FROM demo_allocations a
           JOIN demo_units u ON u.id = a.unit_id JOIN demo_requests r ON r.id = a.request_id
          WHERE ${HOLDS_UNITS} AND r.id <> ?4 AND r.date_from <= ?2 AND ${BUSY_UNTIL} >= ?1
          GROUP BY u.product_ctn`,
      )
      .bind(from, until, today, exceptId),
    db
      .prepare(
        `SELECT p.product_ctn, sum(p.units) AS units FROM demo_request_products p JOIN demo_requests r ON r.id = p.request_id
          WHERE ${HOLDS_UNITS} AND r.stock_short = 0 AND r.id <> ?4 AND r.date_from <= ?2 AND ${BUSY_UNTIL} >= ?1
            AND NOT EXISTS (SELECT 1 FROM demo_allocations a WHERE a.request_id = r.id)
          GROUP BY p.product_ctn`,
      )
      .bind(from, until, today, exceptId),
  ])
  const countOf = (result: D1Result<unknown> | undefined) =>
    new Map((result?.results ?? []).map((row) => [(row as { product_ctn: string }).product_ctn, Number((row as { units: number }).units)]))
  const busy = countOf(allocated)
  const owed = countOf(promised)
  const free = new Map<string, { total: number; free: number }>()
  for (const [ctn, total] of countOf(pool)) free.set(ctn, { total, free: Math.max(0, total - (busy.get(ctn) ?? 0) - (owed.get(ctn) ?? 0)) })
  return free
}

/** The products of `asked` the pool cannot cover for the dates, with what is free. */
export async function stockShortages(
  db: D1Database,
  asked: ReadonlyArray<{ ctn: string; units: number }>,
  dates: { from: string; until: string; exceptId?: string; today: string },
): Promise<Array<{ ctn: string; asked: number; free: number }>> {
  const free = await freeUnitsFor(db, dates)
  return asked
    .map((product) => ({ ctn: product.ctn, asked: product.units, free: free.get(product.ctn)?.free ?? 0 }))
    .filter((product) => product.free < product.asked)
}

const unitRow = type({ id: 'string', product_ctn: 'string', serial: 'string' })

/** The units of these products that no other request holds during the request's loan. */
export async function freeUnitsOf(
  db: D1Database,
  request: DemoRequest,
  today: string,
): Promise<Array<{ id: string; ctn: string; serial: string }>> {
  const ctns = request.products.map((product) => product.ctn)
  if (ctns.length === 0) return []
  const placeholders = ctns.map((_, index) => `?${index + 5}`).join(', ')
  const rows = await allRows(
    db
      .prepare(
        `SELECT u.id, u.product_ctn, u.serial FROM demo_units u
          WHERE u.product_ctn IN (${placeholders})
            AND NOT EXISTS (
              SELECT 1 FROM demo_allocations a JOIN demo_requests r ON r.id = a.request_id
               WHERE a.unit_id = u.id AND ${HOLDS_UNITS} AND r.id <> ?4 AND r.date_from <= ?2 AND ${BUSY_UNTIL} >= ?1)
          ORDER BY u.product_ctn, u.serial`,
      )
      .bind(request.from, request.until, today, request.id, ...ctns),
    unitRow,
  )
  return rows.map((row) => ({ id: row.id, ctn: row.product_ctn, serial: row.serial }))
}

/* ------------------------------------------------------------------ drafts */

/** A demo request's draft (worker/portal/wizard-draft-store.ts): its answers so far. */
export type DemoRequestDraft = WizardDraft<DemoRequestAnswers>

type DraftOutcome =
  | { ok: true; id: string }
  | { ok: false; step: ReturnType<typeof firstIncompleteStep>; shortages?: Array<{ ctn: string; asked: number; free: number }> }
  /** The request to change is no longer the person's or no longer changeable. */
  | { ok: false; step: null; unchangeable: true }

function productsOf(answers: DemoRequestAnswers): Array<{ ctn: string; units: number }> {
  return Object.entries(answers.products ?? {})
    .filter(([, units]) => units > 0)
    .map(([ctn, units]) => ({ ctn, units }))
}

/** The stored fields of a request, from complete answers. */
function columnsOf(a: DemoRequestAnswers) {
  return [
    a.installationType!,
    a.from!,
    a.until!,
    a.event!,
    a.street!,
    a.number!,
    a.bus ?? '',
    a.city!,
    a.zip!,
    a.country!,
    a.installationRequired ? 1 : 0,
    a.remarks ?? '',
  ] as const
}

/**
 * Turns a complete draft into a request (status requested) with its audit entry, in one batch.
 * Returns the step to go back to when the answers are no longer complete (dates moved into the
 * past) or the pool cannot cover them any more.
 */
export async function submitDraft(
  db: D1Database,
  who: AuditIdentities,
  person: PortalUser,
  draft: DemoRequestDraft,
  today: string,
  productCtns: readonly string[],
): Promise<DraftOutcome> {
  const incomplete = firstIncompleteStep(draft.values, today, productCtns)
  if (incomplete && incomplete !== 'review') return { ok: false, step: incomplete }
  const a = draft.values
  const products = productsOf(a)
  const shortages = await stockShortages(db, products, { from: a.from!, until: a.until!, today })
  if (shortages.length) return { ok: false, step: 'products', shortages }
  const id = `dr-${crypto.randomUUID().slice(0, 8)}`
  await runBatch(db, [
    db
      .prepare(
        `INSERT INTO demo_requests (id, organisation_id, requester_id, installation_type, date_from, date_until, event, street, number, bus, city, zip, country, installation_required, remarks)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)`,
      )
      .bind(id, person.organisation!.id, person.id, ...columnsOf(a)),
    ...products.map((product) =>
      db
        .prepare('INSERT INTO demo_request_products (request_id, product_ctn, units) VALUES (?1, ?2, ?3)')
        .bind(id, product.ctn, product.units),
    ),
    auditStatement(db, who, {
      action: 'demo-request.requested',
      subjectType: 'demo-request',
      subjectId: id,
      after: { status: 'requested', ...a },
    }),
    discardWizardDraftStatement(db, draft.key),
  ])
  return { ok: true, id }
}

/** A request the person's organisation made and may still change (requested or sent for approval). */
const CHANGEABLE = `status IN (${CHANGEABLE_DEMO_STATUSES.map((status) => `'${status}'`).join(', ')})`

/**
 * Applies a change draft (its `changing` names the request) to the request: the same checks as a
 * new request, the stock checked without the request's own units, and only while the request is
 * still the organisation's and not approved. Audited with before and after.
 */
export async function applyChangeDraft(
  db: D1Database,
  who: AuditIdentities,
  person: PortalUser,
  draft: DemoRequestDraft,
  before: DemoRequest,
  today: string,
  productCtns: readonly string[],
): Promise<DraftOutcome> {
  if (before.organisationId !== person.organisation?.id || !CHANGEABLE_DEMO_STATUSES.includes(before.status)) {
    return { ok: false, step: null, unchangeable: true }
  }
  const incomplete = firstIncompleteStep(draft.values, today, productCtns)
  if (incomplete && incomplete !== 'review') return { ok: false, step: incomplete }
  const a = draft.values
  const products = productsOf(a)
  const shortages = await stockShortages(db, products, { from: a.from!, until: a.until!, exceptId: before.id, today })
  if (shortages.length) return { ok: false, step: 'products', shortages }
  const stillChangeable = `EXISTS (SELECT 1 FROM demo_requests WHERE id = ?1 AND ${CHANGEABLE})`
  const [updated] = await runBatch(db, [
    db
      .prepare(
        `UPDATE demo_requests SET installation_type = ?3, date_from = ?4, date_until = ?5, event = ?6, street = ?7, number = ?8,
                bus = ?9, city = ?10, zip = ?11, country = ?12, installation_required = ?13, remarks = ?14, updated_at = ${SQL_NOW}
          WHERE id = ?1 AND organisation_id = ?2 AND ${CHANGEABLE}`,
      )
      .bind(before.id, person.organisation!.id, ...columnsOf(a)),
    auditStatementIfChanged(db, who, {
      action: 'demo-request.changed',
      subjectType: 'demo-request',
      subjectId: before.id,
      before: { ...answersOfRequest(before), status: before.status },
      after: { ...a, changing: undefined, status: before.status },
    }),
    db.prepare(`DELETE FROM demo_request_products WHERE request_id = ?1 AND ${stillChangeable}`).bind(before.id),
    ...products.map((product) =>
      db
        .prepare(`INSERT INTO demo_request_products (request_id, product_ctn, units) SELECT ?1, ?2, ?3 WHERE ${stillChangeable}`)
        .bind(before.id, product.ctn, product.units),
    ),
    discardWizardDraftStatement(db, draft.key),
  ])
  if (updated !== 1) return { ok: false, step: null, unchangeable: true }
  return { ok: true, id: before.id }
}

/** A request's answers as the wizard keeps them (to start a change draft, and for the review). */
export function answersOfRequest(request: DemoRequest): DemoRequestAnswers {
  return {
    installationType: request.installationType,
    from: request.from,
    until: request.until,
    products: Object.fromEntries(request.products.map((product) => [product.ctn, product.units])),
    event: request.event,
    street: request.street,
    number: request.number,
    bus: request.bus,
    city: request.city,
    zip: request.zip,
    country: request.country,
    installationRequired: request.installationRequired,
    remarks: request.remarks,
  }
}

/* ------------------------------------------------------------------ requests */

const demoRequestRow = type({
  id: 'string',
  organisation_id: 'string',
  organisation_name: 'string',
  sales_manager_id: 'string | null',
  requester_id: 'string',
  requester_name: 'string',
  status: "'requested' | 'sent-for-approval' | 'approved' | 'rejected' | 'handled' | 'withdrawn'",
  installation_type: 'string',
  date_from: 'string',
  date_until: 'string',
  event: 'string',
  street: 'string',
  number: 'string',
  bus: 'string',
  city: 'string',
  zip: 'string',
  country: 'string',
  installation_required: 'number',
  remarks: 'string',
  stock_short: 'number',
  decision_note: 'string',
  carrier: 'string | null',
  tracking_number: 'string | null',
  shipped_at: 'string | null',
  due_back: 'string | null',
  returned_at: 'string | null',
  created_at: 'string',
  updated_at: 'string',
  products: 'string | null',
  units: 'string | null',
  '+': 'delete',
})

const DEMO_REQUEST_SELECT = `
  SELECT r.id, r.organisation_id, o.name AS organisation_name, o.sales_manager_id, r.requester_id, u.name AS requester_name,
         r.status, r.installation_type, r.date_from, r.date_until, r.event, r.street, r.number, r.bus, r.city, r.zip, r.country,
         r.installation_required, r.remarks, r.stock_short, r.decision_note, r.carrier, r.tracking_number, r.shipped_at,
         r.due_back, r.returned_at, r.created_at, r.updated_at,
         (SELECT group_concat(p.product_ctn || '=' || p.units, ';') FROM demo_request_products p WHERE p.request_id = r.id) AS products,
         (SELECT group_concat(du.id || '=' || du.serial || '=' || du.product_ctn, ';')
            FROM demo_allocations a JOIN demo_units du ON du.id = a.unit_id WHERE a.request_id = r.id) AS units
    FROM demo_requests r
    JOIN partner_organisations o ON o.id = r.organisation_id
    JOIN users u ON u.id = r.requester_id`

function demoRequestOf(row: typeof demoRequestRow.infer): DemoRequest {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    organisationName: row.organisation_name,
    salesManagerId: row.sales_manager_id,
    requesterId: row.requester_id,
    requesterName: row.requester_name,
    status: row.status,
    installationType: row.installation_type as DemoInstallationType,
    from: row.date_from,
    until: row.date_until,
    event: row.event,
    street: row.street,
    number: row.number,
    bus: row.bus,
    city: row.city,
    zip: row.zip,
    country: row.country,
    installationRequired: row.installation_required === 1,
    remarks: row.remarks,
    stockShort: row.stock_short === 1,
    decisionNote: row.decision_note,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    shippedAt: row.shipped_at,
    dueBack: row.due_back,
    returnedAt: row.returned_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    products: (row.products ?? '')
      .split(';')
      .filter(Boolean)
      .map((pair) => ({ ctn: pair.slice(0, pair.lastIndexOf('=')), units: Number(pair.slice(pair.lastIndexOf('=') + 1)) }))
      .sort((a, b) => a.ctn.localeCompare(b.ctn)),
    allocatedUnits: (row.units ?? '')
      .split(';')
      .filter(Boolean)
      .map((triple) => {
        const [unitId = '', serial = '', ctn = ''] = triple.split('=')
        return { unitId, serial, ctn }
      })
      .sort((a, b) => a.serial.localeCompare(b.serial)),
  }
}

/** A request's fulfilment as the rules read it. */
export function fulfilmentOf(request: DemoRequest) {
  return {
    status: request.status,
    allocatedUnits: request.allocatedUnits.length,
    shippedAt: request.shippedAt,
    returnedAt: request.returnedAt,
    dueBack: request.dueBack,
  }
}

/** The pending requests and the history of the person's organisation (the partner's lists). */
export async function listDemoRequests(
  db: D1Database,
  scope: DemoRequestScope,
): Promise<{ pending: DemoRequest[]; history: DemoRequest[] }> {
  const { clause, value } = scopeClause(scope, '?1')
  const requests = (
    await allRows(db.prepare(`${DEMO_REQUEST_SELECT} WHERE ${clause} ORDER BY r.date_from, r.created_at`).bind(value), demoRequestRow)
  ).map(demoRequestOf)
  return {
    pending: requests.filter((request) => PENDING_DEMO_STATUSES.includes(request.status)),
    history: requests.filter((request) => !PENDING_DEMO_STATUSES.includes(request.status)).reverse(),
  }
}

/** A staff list's filters: a status (or a fulfilment view), a search over event, partner and requester, a page. */
export interface DemoRequestFilters {
  status: DemoRequestStatus | 'to-ship' | 'out' | 'overdue' | null
  search: string
  page: number
  perPage: number
  today: string
}

/** One page of the requests in a staff member's reach, newest first, and how many match. */
export async function listDemoRequestsForStaff(
  db: D1Database,
  scope: DemoRequestScope,
  filters: DemoRequestFilters,
): Promise<{ requests: DemoRequest[]; total: number }> {
  const { clause, value } = scopeClause(scope, '?1')
  const search = filters.search ? likePattern(filters.search) : null
  const view = filters.status === 'to-ship' || filters.status === 'out' || filters.status === 'overdue' ? filters.status : ''
  const status = view ? null : filters.status
  // Every parameter appears in every statement (D1 counts bindings by the highest number used).
  const where = `WHERE ${clause}
    AND (?6 IS NULL OR r.status = ?6)
    AND (?7 = ''
      OR (?7 = 'to-ship' AND r.status = 'approved' AND r.shipped_at IS NULL)
      OR (?7 = 'out' AND r.status = 'approved' AND r.shipped_at IS NOT NULL)
      OR (?7 = 'overdue' AND r.status = 'approved' AND r.shipped_at IS NOT NULL AND r.due_back < ?2))
    AND (?3 IS NULL OR r.event LIKE ?3 ESCAPE '\\' OR o.name LIKE ?3 ESCAPE '\\' OR u.name LIKE ?3 ESCAPE '\\' OR r.id LIKE ?3 ESCAPE '\\')`
  const parameters = [value, filters.today, search, filters.perPage, (filters.page - 1) * filters.perPage, status, view] as const
  const [rows, count] = await db.batch<unknown>([
    db.prepare(`${DEMO_REQUEST_SELECT} ${where} ORDER BY r.created_at DESC, r.id LIMIT ?4 OFFSET ?5`).bind(...parameters),
    db
      .prepare(
        `SELECT count(*) AS total, ?4 AS per_page, ?5 AS skipped FROM demo_requests r JOIN partner_organisations o ON o.id = r.organisation_id
           JOIN users u ON u.id = r.requester_id ${where}`,
      )
      .bind(...parameters),
  ])
  const requests = (rows!.results as unknown[]).map((row) => {
    const checked = demoRequestRow(row)
    if (checked instanceof type.errors) throw new Error(`demo request row: ${checked.summary}`)
    return demoRequestOf(checked)
  })
  return { requests, total: Number((count!.results[0] as { total: number } | undefined)?.total ?? 0) }
}

/** One request, if it is within the scope. */
export async function findDemoRequest(db: D1Database, id: string, scope: DemoRequestScope | null): Promise<DemoRequest | null> {
  if (!scope) return null
  const { clause, value } = scopeClause(scope, '?1')
  const row = await firstRow(db.prepare(`${DEMO_REQUEST_SELECT} WHERE r.id = ?2 AND ${clause}`).bind(value, id), demoRequestRow)
  return row ? demoRequestOf(row) : null
}

/** Counts per queue for the staff inbox (scope as the lists). */
export async function demoQueueCounts(
  db: D1Database,
  scope: DemoRequestScope,
  today: string,
): Promise<{ requested: number; sentForApproval: number; toShip: number; overdue: number }> {
  const { clause, value } = scopeClause(scope, '?1')
  const row = await firstRow(
    db
      .prepare(
        `SELECT count(*) FILTER (WHERE r.status = 'requested') AS requested,
                count(*) FILTER (WHERE r.status = 'sent-for-approval') AS sent_for_approval,
                count(*) FILTER (WHERE r.status = 'approved' AND r.shipped_at IS NULL) AS to_ship,
                count(*) FILTER (WHERE r.status = 'approved' AND r.shipped_at IS NOT NULL AND r.due_back < ?2) AS overdue
           FROM demo_requests r JOIN partner_organisations o ON o.id = r.organisation_id WHERE ${clause}`,
      )
      .bind(value, today),
    type({ requested: 'number', sent_for_approval: 'number', to_ship: 'number', overdue: 'number' }),
  )
  return {
    requested: row?.requested ?? 0,
    sentForApproval: row?.sent_for_approval ?? 0,
    toShip: row?.to_ship ?? 0,
    overdue: row?.overdue ?? 0,
  }
}

/* ------------------------------------------------------------------ moves */

export type TransitionOutcome =
  | { ok: true; status: DemoRequestStatus; stockShort: boolean }
  | { ok: false; problem: 'wrong-state' | 'units-taken' | 'units-not-free' }

/**
 * A move that changes only the status (and the decision's reason): send for approval, approve,
 * reject, withdraw, return, close. The caller has checked the permission (the transition's action,
 * within the person's reach); here the state decides, and the update only applies if the request
 * is still where it was read, so two people moving the same request cannot both succeed.
 */
export async function moveDemoRequest(
  db: D1Database,
  who: AuditIdentities,
  request: DemoRequest,
  transition: Exclude<DemoRequestTransition, 'allocate' | 'ship'>,
  { note = '', today }: { note?: string; today: string },
): Promise<TransitionOutcome> {
  const rule = DEMO_REQUEST_TRANSITIONS[transition]
  if (!isOpenFrom(transition, fulfilmentOf(request))) return { ok: false, problem: 'wrong-state' }
  const stockShort =
    transition === 'approve'
      ? (await stockShortages(db, request.products, { from: request.from, until: request.until, exceptId: request.id, today })).length > 0
      : request.stockShort
  const keepsNote = transition === 'approve' || transition === 'reject' || transition === 'close'
  const returned = transition === 'return'
  const event = transition === 'return' ? 'returned' : transition === 'close' ? 'closed' : rule.to
  const [updated] = await runBatch(db, [
    db
      .prepare(
        `UPDATE demo_requests SET status = ?2, stock_short = ?3, decision_note = CASE WHEN ?4 THEN ?5 ELSE decision_note END,
                returned_at = CASE WHEN ?6 THEN ${SQL_NOW} ELSE returned_at END, updated_at = ${SQL_NOW}
          WHERE id = ?1 AND status = ?7 AND coalesce(shipped_at, '') = ?8 AND coalesce(returned_at, '') = ?9`,
      )
      // The update applies only if the request is still where it was read (status and fulfilment).
      .bind(
        request.id,
        rule.to,
        stockShort ? 1 : 0,
        keepsNote ? 1 : 0,
        note.trim(),
        returned ? 1 : 0,
        request.status,
        request.shippedAt ?? '',
        request.returnedAt ?? '',
      ),
    auditStatementIfChanged(db, who, {
      action: `demo-request.${event}`,
      subjectType: 'demo-request',
      subjectId: request.id,
      before: { status: request.status },
      after: { status: rule.to, stockShort, ...(keepsNote && note.trim() ? { note: note.trim() } : {}) },
    }),
  ])
  if (updated !== 1) return { ok: false, problem: 'wrong-state' }
  return { ok: true, status: rule.to, stockShort }
}

/**
 * Allocates the chosen units to an approved request (the caller checked that they are the units
 * asked for, among the free ones). One batch: each unit is inserted only if no other request holds
 * it for overlapping days, and a last insert breaks the batch (rolling it all back) unless every
 * unit went in, so a unit is never given to two loans at once.
 */
export async function allocateUnits(
  db: D1Database,
  who: AuditIdentities,
  request: DemoRequest,
  unitIds: readonly string[],
  today: string,
): Promise<TransitionOutcome> {
  if (!isOpenFrom('allocate', fulfilmentOf(request))) return { ok: false, problem: 'wrong-state' }
  try {
    await runBatch(db, [
      ...unitIds.map((unitId) =>
        db
          .prepare(
            `INSERT INTO demo_allocations (request_id, unit_id)
             SELECT ?1, u.id FROM demo_units u WHERE u.id = ?2 AND NOT EXISTS (
               SELECT 1 FROM demo_allocations a JOIN demo_requests r ON r.id = a.request_id
                WHERE a.unit_id = u.id AND ${HOLDS_UNITS} AND r.id <> ?1 AND r.date_from <= ?4 AND ${BUSY_UNTIL.replace('?3', '?5')} >= ?3)`,
          )
          .bind(request.id, unitId, request.from, request.until, today),
      ),
      // unit_id is NOT NULL: this insert fails, and with it the whole batch, unless every unit went in.
      db
        .prepare(
          `INSERT INTO demo_allocations (request_id, unit_id)
           SELECT ?1, NULL WHERE (SELECT count(*) FROM demo_allocations WHERE request_id = ?1) <> ?2
              OR NOT EXISTS (SELECT 1 FROM demo_requests WHERE id = ?1 AND status = 'approved' AND shipped_at IS NULL)`,
        )
        .bind(request.id, unitIds.length),
      db.prepare(`UPDATE demo_requests SET updated_at = ${SQL_NOW} WHERE id = ?1`).bind(request.id),
      auditStatement(db, who, {
        action: 'demo-request.allocated',
        subjectType: 'demo-request',
        subjectId: request.id,
        after: { units: unitIds },
      }),
    ])
  } catch (error) {
    if (error instanceof Error && /NOT NULL constraint failed/i.test(error.message)) return { ok: false, problem: 'units-taken' }
    throw error
  }
  return { ok: true, status: 'approved', stockShort: request.stockShort }
}

/** Ships an allocated request: carrier, tracking number and the day it is due back. */
export async function shipRequest(
  db: D1Database,
  who: AuditIdentities,
  request: DemoRequest,
  shipment: DemoShipment,
): Promise<TransitionOutcome> {
  if (!isOpenFrom('ship', fulfilmentOf(request))) return { ok: false, problem: 'wrong-state' }
  const [updated] = await runBatch(db, [
    db
      .prepare(
        `UPDATE demo_requests SET carrier = ?2, tracking_number = ?3, due_back = ?4, shipped_at = ${SQL_NOW}, updated_at = ${SQL_NOW}
          WHERE id = ?1 AND status = 'approved' AND shipped_at IS NULL AND EXISTS (SELECT 1 FROM demo_allocations a WHERE a.request_id = ?1)`,
      )
      .bind(request.id, shipment.carrier.trim(), shipment.tracking.trim(), shipment.dueBack),
    auditStatementIfChanged(db, who, {
      action: 'demo-request.shipped',
      subjectType: 'demo-request',
      subjectId: request.id,
      after: { carrier: shipment.carrier.trim(), trackingNumber: shipment.tracking.trim(), dueBack: shipment.dueBack },
    }),
  ])
  if (updated !== 1) return { ok: false, problem: 'wrong-state' }
  return { ok: true, status: 'approved', stockShort: request.stockShort }
}

/** What a request went through (from the audit trail): each step, when and by whom. */
export type DemoRequestEvent = DemoRequestStatus | 'allocated' | 'shipped' | 'returned' | 'closed' | 'changed' | 'overdue-reminder'

const stepRow = type({ occurred_at: 'string', action: 'string', name: 'string', after_json: 'string | null' })

export async function demoRequestSteps(
  db: D1Database,
  id: string,
): Promise<Array<{ event: DemoRequestEvent; at: string; by: string; note: string | null }>> {
  const rows = await allRows(
    db
      .prepare(
        `SELECT a.occurred_at, a.action, coalesce(u.name, a.actor_id) AS name, a.after_json FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
          WHERE a.subject_type = 'demo-request' AND a.subject_id = ?1 AND a.action LIKE 'demo-request.%' ORDER BY a.id`,
      )
      .bind(id),
    stepRow,
  )
  return rows.map((row) => {
    let note: string | null = null
    try {
      const after = row.after_json ? (JSON.parse(row.after_json) as { note?: unknown }) : null
      note = typeof after?.note === 'string' ? after.note : null
    } catch {
      note = null
    }
    return { event: row.action.slice('demo-request.'.length) as DemoRequestEvent, at: row.occurred_at, by: row.name, note }
  })
}

/* ------------------------------------------------------------------ overdue */

/** Shipped requests past their due-back day that got no reminder today. */
export async function overdueWithoutReminder(db: D1Database, today: string): Promise<DemoRequest[]> {
  const rows = await allRows(
    db
      .prepare(
        `${DEMO_REQUEST_SELECT} WHERE r.status = 'approved' AND r.shipped_at IS NOT NULL AND r.returned_at IS NULL AND r.due_back < ?1
           AND coalesce(r.overdue_reminded_on, '') <> ?1 ORDER BY r.due_back`,
      )
      .bind(today),
    demoRequestRow,
  )
  return rows.map(demoRequestOf)
}

/** Notes today's reminder (once a day), audited; false when another sweep got there first. */
export async function noteOverdueReminder(db: D1Database, request: DemoRequest, today: string): Promise<boolean> {
  const [updated] = await runBatch(db, [
    db
      .prepare(
        `UPDATE demo_requests SET overdue_reminded_on = ?2 WHERE id = ?1 AND coalesce(overdue_reminded_on, '') <> ?2 AND returned_at IS NULL`,
      )
      .bind(request.id, today),
    auditStatementIfChanged(
      db,
      { actorId: 'system:overdue-sweep', onBehalfOfId: null },
      {
        action: 'demo-request.overdue-reminder',
        subjectType: 'demo-request',
        subjectId: request.id,
        after: { dueBack: request.dueBack, remindedOn: today },
      },
    ),
  ])
  return updated === 1
}

/* ------------------------------------------------------------------ the calendar */

export interface CalendarUnit {
  unitId: string
  serial: string
  ctn: string
  loans: Array<{
    requestId: string
    event: string
    organisation: string
    from: string
    until: string
    status: 'allocated' | 'shipped' | 'returned'
  }>
}

const calendarRow = type({
  unit_id: 'string',
  serial: 'string',
  product_ctn: 'string',
  request_id: 'string | null',
  event: 'string | null',
  organisation: 'string | null',
  date_from: 'string | null',
  busy_until: 'string | null',
  shipped_at: 'string | null',
  returned_at: 'string | null',
})

/** Every unit of the pool with the loans that hold it between `from` and `until` (ISO dates). */
export async function poolCalendar(
  db: D1Database,
  { from, until, today }: { from: string; until: string; today: string },
): Promise<CalendarUnit[]> {
  const rows = await allRows(
    db
      .prepare(
        `SELECT du.id AS unit_id, du.serial, du.product_ctn, r.id AS request_id, r.event, o.name AS organisation, r.date_from,
                CASE WHEN r.returned_at IS NOT NULL THEN substr(r.returned_at, 1, 10) ELSE ${BUSY_UNTIL} END AS busy_until,
                r.shipped_at, r.returned_at
           FROM demo_units du
           LEFT JOIN demo_allocations a ON a.unit_id = du.id
           LEFT JOIN demo_requests r ON r.id = a.request_id AND r.status IN ('approved', 'handled') AND r.date_from <= ?2
                AND (CASE WHEN r.returned_at IS NOT NULL THEN substr(r.returned_at, 1, 10) ELSE ${BUSY_UNTIL} END) >= ?1
           LEFT JOIN partner_organisations o ON o.id = r.organisation_id
          ORDER BY du.product_ctn, du.serial, r.date_from`,
      )
      .bind(from, until, today),
    calendarRow,
  )
  const units = new Map<string, CalendarUnit>()
  for (const row of rows) {
    const unit = units.get(row.unit_id) ?? { unitId: row.unit_id, serial: row.serial, ctn: row.product_ctn, loans: [] }
    units.set(row.unit_id, unit)
    if (row.request_id && row.date_from && row.busy_until) {
      unit.loans.push({
        requestId: row.request_id,
        event: row.event ?? '',
        organisation: row.organisation ?? '',
        from: row.date_from,
        until: row.busy_until,
        status: row.returned_at ? 'returned' : row.shipped_at ? 'shipped' : 'allocated',
      })
    }
  }
  return [...units.values()]
}

/** Approved requests in the window that have no units yet: the demand the calendar still has to place. */
export async function unallocatedDemand(
  db: D1Database,
  { from, until }: { from: string; until: string },
): Promise<
  Array<{
    requestId: string
    event: string
    organisation: string
    from: string
    until: string
    products: Array<{ ctn: string; units: number }>
  }>
> {
  const rows = await allRows(
    db
      .prepare(
        `${DEMO_REQUEST_SELECT} WHERE r.status = 'approved' AND r.shipped_at IS NULL AND r.date_from <= ?2 AND r.date_until >= ?1
           AND NOT EXISTS (SELECT 1 FROM demo_allocations a WHERE a.request_id = r.id) ORDER BY r.date_from`,
      )
      .bind(from, until),
    demoRequestRow,
  )
  return rows.map(demoRequestOf).map((request) => ({
    requestId: request.id,
    event: request.event,
    organisation: request.organisationName,
    from: request.from,
    until: request.until,
    products: request.products,
  }))
}

export { fulfilmentStageOf }
