/**
 * Demo equipment requests in D1 (worker/db/migrations/0005_portal_activity.sql): the demo pool,
 * submitting a wizard's draft (worker/portal/wizard-draft-store.ts) as a request, the pending and
 * history lists, and the status workflow of ui/demo-requests/demo-request-rules.ts. Every change is
 * audited in the same step.
 */
import {
  DEMO_REQUEST_TRANSITIONS,
  type DemoInstallationType,
  type DemoRequestAnswers,
  type DemoRequestStatus,
  type DemoRequestTransition,
  PENDING_DEMO_STATUSES,
  firstIncompleteStep,
} from '../../ui/demo-requests/demo-request-rules.ts'
import type { PortalUser } from '../../ui/portal/partner-roles.ts'
import type { ProductSummary } from '../../ui/content/model.ts'
import { type AuditIdentities, auditStatement, auditStatementIfChanged } from '../partners/audit-trail-store.ts'
import { type WizardDraft, discardWizardDraftStatement } from '../portal/wizard-draft-store.ts'
import { SQL_NOW } from '../db/d1-queries.ts'

export interface DemoProduct {
  ctn: string
  name: string
  units: number
}

export interface DemoRequest {
  id: string
  organisationId: string
  organisationName: string
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
  createdAt: string
  updatedAt: string
  products: Array<{ ctn: string; units: number }>
}

/** The equipment of the demo pool, named from the catalogue in the page's language. */
export async function demoPool(db: D1Database, catalogueProducts: readonly ProductSummary[]): Promise<DemoProduct[]> {
  const { results } = await db
    .prepare('SELECT product_ctn, units FROM demo_stock ORDER BY product_ctn')
    .all<{ product_ctn: string; units: number }>()
  const names = new Map(catalogueProducts.map((product) => [product.ctn, product.name]))
  return results.flatMap((row) => {
    const name = names.get(row.product_ctn)
    return name ? [{ ctn: row.product_ctn, name, units: row.units }] : []
  })
}

/* ------------------------------------------------------------------ drafts */

/** A demo request's draft (worker/portal/wizard-draft-store.ts): its answers so far. */
export type DemoRequestDraft = WizardDraft<DemoRequestAnswers>

/**
 * Turns a complete draft into a request (status requested) with its audit entry, in one batch.
 * Returns the step to go back to when the answers are no longer complete (dates moved into the past).
 */
export async function submitDraft(
  db: D1Database,
  who: AuditIdentities,
  person: PortalUser,
  draft: DemoRequestDraft,
  today: string,
  productCtns: readonly string[],
): Promise<{ ok: true; id: string } | { ok: false; step: ReturnType<typeof firstIncompleteStep> }> {
  const incomplete = firstIncompleteStep(draft.values, today, productCtns)
  if (incomplete && incomplete !== 'review') return { ok: false, step: incomplete }
  const a = draft.values
  const id = `dr-${crypto.randomUUID().slice(0, 8)}`
  const products = Object.entries(a.products ?? {}).filter(([, units]) => units > 0)
  await db.batch([
    db
      .prepare(
        `INSERT INTO demo_requests (id, organisation_id, requester_id, installation_type, date_from, date_until, event, street, number, bus, city, zip, country, installation_required, remarks)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)`,
      )
      .bind(
        id,
        person.organisation!.id,
        person.id,
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
      ),
    ...products.map(([ctn, units]) =>
      db.prepare('INSERT INTO demo_request_products (request_id, product_ctn, units) VALUES (?1, ?2, ?3)').bind(id, ctn, units),
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

/* ------------------------------------------------------------------ requests */

interface DemoRequestRow {
  id: string
  organisation_id: string
  organisation_name: string
  requester_id: string
  requester_name: string
  status: DemoRequestStatus
  installation_type: DemoInstallationType
  date_from: string
  date_until: string
  event: string
  street: string
  number: string
  bus: string
  city: string
  zip: string
  country: string
  installation_required: number
  remarks: string
  stock_short: number
  created_at: string
  updated_at: string
  products: string | null
}

const DEMO_REQUEST_SELECT = `
  SELECT r.*, o.name AS organisation_name, u.name AS requester_name,
         (SELECT group_concat(p.product_ctn || '=' || p.units, ';') FROM demo_request_products p WHERE p.request_id = r.id) AS products
    FROM demo_requests r
    JOIN partner_organisations o ON o.id = r.organisation_id
    JOIN users u ON u.id = r.requester_id`

function demoRequestOf(row: DemoRequestRow): DemoRequest {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    organisationName: row.organisation_name,
    requesterId: row.requester_id,
    requesterName: row.requester_name,
    status: row.status,
    installationType: row.installation_type,
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
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    products: (row.products ?? '')
      .split(';')
      .filter(Boolean)
      .map((pair) => ({ ctn: pair.slice(0, pair.lastIndexOf('=')), units: Number(pair.slice(pair.lastIndexOf('=') + 1)) }))
      .sort((a, b) => a.ctn.localeCompare(b.ctn)),
  }
}

/**
 * Whose requests a person sees: a partner's people their organisation's; a sales manager those of
 * the partners they look after; nobody else any.
 */
function scopeOf(person: PortalUser): { clause: string; value: string } | null {
  if (person.organisation) return { clause: 'r.organisation_id = ?1', value: person.organisation.id }
  if (person.role === 'sales-manager') return { clause: 'o.sales_manager_id = ?1', value: person.id }
  return null
}

export async function listDemoRequests(db: D1Database, person: PortalUser): Promise<{ pending: DemoRequest[]; history: DemoRequest[] }> {
  const scope = scopeOf(person)
  if (!scope) return { pending: [], history: [] }
  const { results } = await db
    .prepare(`${DEMO_REQUEST_SELECT} WHERE ${scope.clause} ORDER BY r.date_from, r.created_at`)
    .bind(scope.value)
    .all<DemoRequestRow>()
  const requests = results.map(demoRequestOf)
  return {
    pending: requests.filter((request) => PENDING_DEMO_STATUSES.includes(request.status)),
    history: requests.filter((request) => !PENDING_DEMO_STATUSES.includes(request.status)).reverse(),
  }
}

/** One request, if the person may see it. */
export async function findDemoRequest(db: D1Database, id: string, person: PortalUser): Promise<DemoRequest | null> {
  const scope = scopeOf(person)
  if (!scope) return null
  const row = await db.prepare(`${DEMO_REQUEST_SELECT} WHERE r.id = ?2 AND ${scope.clause}`).bind(scope.value, id).first<DemoRequestRow>()
  return row ? demoRequestOf(row) : null
}

/**
 * Units of a product already promised for days overlapping `from`–`until`: approved or handled
 * requests that the stock covered, other than `exceptId`.
 */
async function unitsPromised(db: D1Database, from: string, until: string, exceptId: string): Promise<Map<string, number>> {
  const { results } = await db
    .prepare(
      `SELECT p.product_ctn, sum(p.units) AS units FROM demo_request_products p JOIN demo_requests r ON r.id = p.request_id
        WHERE r.status IN ('approved', 'handled') AND r.stock_short = 0 AND r.id <> ?3 AND r.date_from <= ?2 AND r.date_until >= ?1
        GROUP BY p.product_ctn`,
    )
    .bind(from, until, exceptId)
    .all<{ product_ctn: string; units: number }>()
  return new Map(results.map((row) => [row.product_ctn, row.units]))
}

/** True when the stock cannot cover every product of the request for its dates. */
export async function lacksStock(db: D1Database, request: DemoRequest): Promise<boolean> {
  const [promised, stock] = await Promise.all([
    unitsPromised(db, request.from, request.until, request.id),
    db.prepare('SELECT product_ctn, units FROM demo_stock').all<{ product_ctn: string; units: number }>(),
  ])
  const onHand = new Map(stock.results.map((row) => [row.product_ctn, row.units]))
  return request.products.some((product) => (onHand.get(product.ctn) ?? 0) - (promised.get(product.ctn) ?? 0) < product.units)
}

export type TransitionOutcome = { ok: true; status: DemoRequestStatus; stockShort: boolean } | { ok: false; problem: 'wrong-state' }

/**
 * Moves a request on. The caller has checked the permission (the transition's action, and that the
 * request is within the person's reach); here the state decides. The update only applies if the
 * status is still the one read, so two people moving the same request cannot both succeed.
 */
export async function moveDemoRequest(
  db: D1Database,
  who: AuditIdentities,
  request: DemoRequest,
  transition: DemoRequestTransition,
): Promise<TransitionOutcome> {
  const rule = DEMO_REQUEST_TRANSITIONS[transition]
  if (!(rule.from as readonly DemoRequestStatus[]).includes(request.status)) return { ok: false, problem: 'wrong-state' }
  const stockShort = transition === 'approve' ? await lacksStock(db, request) : request.stockShort
  const [updated] = await db.batch([
    db
      .prepare(`UPDATE demo_requests SET status = ?2, stock_short = ?3, updated_at = ${SQL_NOW} WHERE id = ?1 AND status = ?4`)
      .bind(request.id, rule.to, stockShort ? 1 : 0, request.status),
    auditStatementIfChanged(db, who, {
      action: `demo-request.${rule.to}`,
      subjectType: 'demo-request',
      subjectId: request.id,
      before: { status: request.status },
      after: { status: rule.to, stockShort },
    }),
  ])
  if (updated!.meta.changes !== 1) return { ok: false, problem: 'wrong-state' }
  return { ok: true, status: rule.to, stockShort }
}

/** How a request got where it is: each status it reached, when and by whom (from the audit trail). */
export async function demoRequestSteps(db: D1Database, id: string): Promise<Array<{ status: DemoRequestStatus; at: string; by: string }>> {
  const { results } = await db
    .prepare(
      `SELECT a.occurred_at, a.action, coalesce(u.name, a.actor_id) AS name FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
        WHERE a.subject_type = 'demo-request' AND a.subject_id = ?1 AND a.action LIKE 'demo-request.%' ORDER BY a.id`,
    )
    .bind(id)
    .all<{ occurred_at: string; action: string; name: string }>()
  return results.map((row) => ({
    status: row.action.slice('demo-request.'.length) as DemoRequestStatus,
    at: row.occurred_at,
    by: row.name,
  }))
}
