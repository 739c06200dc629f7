/**
 * User management (SPEC.md points 1 and 6): add, change and remove portal users. Each change goes
 * to the customer record system first, then to D1 together with its audit entry. A duplicate
 * e-mail address (in the portal or the customer record system) and a failing customer record
 * system are outcomes the form shows; removing a user hands their projects to the sales manager
 * who looks after their organisation.
 */
import type { UserDetails } from '../../ui/portal/user-form.ts'
import type { SalesManagerContact } from '../../ui/portal/partners.ts'
import {
  type CustomerContact,
  type CustomerRecords,
  CustomerRecordsUnavailable,
  DuplicateCustomerContact,
} from '../customer-records/customer-records.ts'
import { type AuditIdentities, auditStatement } from '../partners/audit-trail.ts'

export interface UserAccountsContext {
  db: D1Database
  customerRecords: CustomerRecords
  /** Who makes the change, for the audit trail. */
  who: AuditIdentities
}

export type UserSaveProblem = 'duplicate-email' | 'unknown-organisation' | 'customer-records' | 'not-found' | 'looks-after-partners'
export type UserSaveOutcome = { ok: true; userId: string } | { ok: false; problem: UserSaveProblem }

interface StoredUser {
  id: string
  name: string
  email: string
  role: string
  level: string
  organisation_id: string | null
  customer_record_id: string | null
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message)
}

async function storedUser(db: D1Database, id: string): Promise<StoredUser | null> {
  return db
    .prepare('SELECT id, name, email, role, level, organisation_id, customer_record_id FROM users WHERE id = ?1')
    .bind(id)
    .first<StoredUser>()
}

async function emailTaken(db: D1Database, email: string, exceptUserId: string | null): Promise<boolean> {
  const row = await db
    .prepare('SELECT id FROM users WHERE email = ?1 COLLATE NOCASE AND (?2 IS NULL OR id <> ?2)')
    .bind(email, exceptUserId)
    .first<{ id: string }>()
  return row !== null
}

async function looksAfterPartners(db: D1Database, userId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM partner_organisations WHERE sales_manager_id = ?1 LIMIT 1').bind(userId).first()) !== null
}

/** The customer record account of an organisation; undefined when the organisation does not exist. */
async function accountIdOf(db: D1Database, organisationId: string | null): Promise<string | null | undefined> {
  if (!organisationId) return null
  const row = await db.prepare('SELECT id, customer_record_id FROM partner_organisations WHERE id = ?1').bind(organisationId).first<{ customer_record_id: string | null }>()
  return row ? row.customer_record_id : undefined
}

function auditedDetails(details: UserDetails | StoredUser) {
  return 'organisationId' in details
    ? { name: details.name, email: details.email, role: details.role, level: details.level, organisationId: details.organisationId }
    : { name: details.name, email: details.email, role: details.role, level: details.level, organisationId: details.organisation_id }
}

/** Runs a customer record call and turns its failures into the form's outcomes. */
async function throughCustomerRecords<T>(call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; problem: UserSaveProblem }> {
  try {
    return { ok: true, value: await call() }
  } catch (error) {
    if (error instanceof DuplicateCustomerContact) return { ok: false, problem: 'duplicate-email' }
    if (error instanceof CustomerRecordsUnavailable) return { ok: false, problem: 'customer-records' }
    throw error
  }
}

export async function createUserAccount(context: UserAccountsContext, details: UserDetails): Promise<UserSaveOutcome> {
  const { db, customerRecords, who } = context
  const accountId = await accountIdOf(db, details.organisationId)
  if (accountId === undefined) return { ok: false, problem: 'unknown-organisation' }
  if (await emailTaken(db, details.email, null)) return { ok: false, problem: 'duplicate-email' }
  const contact: CustomerContact = { name: details.name, email: details.email, role: details.role, level: details.level, accountId }
  const created = await throughCustomerRecords(() => customerRecords.createContact(contact))
  if (!created.ok) return created
  const id = `usr-${crypto.randomUUID()}`
  try {
    await db.batch([
      db
        .prepare('INSERT INTO users (id, email, name, role, level, organisation_id, customer_record_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
        .bind(id, details.email, details.name, details.role, details.level, details.organisationId, created.value),
      auditStatement(db, who, { action: 'user.created', subjectType: 'user', subjectId: id, after: auditedDetails(details) }),
    ])
  } catch (error) {
    // Someone took the address meanwhile: undo the contact so both systems agree.
    await customerRecords.removeContact(created.value).catch(() => undefined)
    if (isUniqueViolation(error)) return { ok: false, problem: 'duplicate-email' }
    throw error
  }
  return { ok: true, userId: id }
}

export async function updateUserAccount(context: UserAccountsContext, userId: string, details: UserDetails): Promise<UserSaveOutcome> {
  const { db, customerRecords, who } = context
  const before = await storedUser(db, userId)
  if (!before) return { ok: false, problem: 'not-found' }
  if (before.role === 'sales-manager' && details.role !== 'sales-manager' && (await looksAfterPartners(db, userId))) {
    return { ok: false, problem: 'looks-after-partners' }
  }
  const accountId = await accountIdOf(db, details.organisationId)
  if (accountId === undefined) return { ok: false, problem: 'unknown-organisation' }
  if (await emailTaken(db, details.email, userId)) return { ok: false, problem: 'duplicate-email' }
  const contact: CustomerContact = { name: details.name, email: details.email, role: details.role, level: details.level, accountId }
  const saved = await throughCustomerRecords(async () => {
    if (before.customer_record_id) {
      await customerRecords.updateContact(before.customer_record_id, contact)
      return before.customer_record_id
    }
    return customerRecords.createContact(contact)
  })
  if (!saved.ok) return saved
  try {
    await db.batch([
      db
        .prepare(
          `UPDATE users SET email = ?2, name = ?3, role = ?4, level = ?5, organisation_id = ?6, customer_record_id = ?7,
                            updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
            WHERE id = ?1`,
        )
        .bind(userId, details.email, details.name, details.role, details.level, details.organisationId, saved.value),
      auditStatement(db, who, {
        action: 'user.updated',
        subjectType: 'user',
        subjectId: userId,
        before: auditedDetails(before),
        after: auditedDetails(details),
      }),
    ])
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, problem: 'duplicate-email' }
    throw error
  }
  return { ok: true, userId }
}

/** Why a user cannot be removed as things stand. */
export type RemovalRefusal = 'self' | 'looks-after-partners' | 'no-sales-manager'

export interface RemovalPlan {
  user: { id: string; name: string; email: string }
  projectIds: string[]
  /** Who receives the projects: the sales manager of the user's organisation. */
  handOverTo: SalesManagerContact | null
  refusal: RemovalRefusal | null
}

/** What removing a user would do (the confirmation page shows it), or null when there is no such user. */
export async function removalPlanFor(db: D1Database, userId: string, who: AuditIdentities): Promise<RemovalPlan | null> {
  const [userRows, projectRows, managedRows] = await db.batch<Record<string, string | null>>([
    db
      .prepare(
        `SELECT u.id, u.name, u.email, s.id AS manager_id, s.name AS manager_name, s.email AS manager_email
           FROM users u
           LEFT JOIN partner_organisations o ON o.id = u.organisation_id
           LEFT JOIN users s ON s.id = o.sales_manager_id
          WHERE u.id = ?1`,
      )
      .bind(userId),
    db.prepare('SELECT id FROM partner_projects WHERE owner_id = ?1 ORDER BY id').bind(userId),
    db.prepare('SELECT count(*) AS organisations FROM partner_organisations WHERE sales_manager_id = ?1').bind(userId),
  ])
  const row = userRows!.results[0]
  if (!row) return null
  const projectIds = projectRows!.results.map((project) => project.id!)
  const handOverTo =
    row.manager_id && row.manager_id !== userId ? { id: row.manager_id, name: row.manager_name!, email: row.manager_email! } : null
  const looksAfterPartners = Number(managedRows!.results[0]?.organisations ?? 0) > 0
  const refusal: RemovalRefusal | null =
    userId === who.actorId ? 'self' : looksAfterPartners ? 'looks-after-partners' : projectIds.length && !handOverTo ? 'no-sales-manager' : null
  return { user: { id: row.id!, name: row.name!, email: row.email! }, projectIds, handOverTo, refusal }
}

export type RemovalOutcome =
  | { ok: true; plan: RemovalPlan }
  | { ok: false; problem: 'not-found' | 'customer-records' | RemovalRefusal }

export async function removeUserAccount(context: UserAccountsContext, userId: string): Promise<RemovalOutcome> {
  const { db, customerRecords, who } = context
  const plan = await removalPlanFor(db, userId, who)
  if (!plan) return { ok: false, problem: 'not-found' }
  if (plan.refusal) return { ok: false, problem: plan.refusal }
  const before = (await storedUser(db, userId))!
  if (before.customer_record_id) {
    const removed = await throughCustomerRecords(() => customerRecords.removeContact(before.customer_record_id!))
    if (!removed.ok) return { ok: false, problem: 'customer-records' }
  }
  await db.batch([
    ...(plan.handOverTo
      ? [db.prepare('UPDATE partner_projects SET owner_id = ?2 WHERE owner_id = ?1').bind(userId, plan.handOverTo.id)]
      : []),
    db.prepare('DELETE FROM users WHERE id = ?1').bind(userId),
    auditStatement(db, who, {
      action: 'user.removed',
      subjectType: 'user',
      subjectId: userId,
      before: auditedDetails(before),
      after: { projectsHandedOverTo: plan.handOverTo?.id ?? null, projectIds: plan.projectIds },
    }),
  ])
  return { ok: true, plan }
}
