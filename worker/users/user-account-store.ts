/**
 * User management (SPEC.md points 1 and 6): add, change and remove portal users. Who may give which
 * role is the permission table's (ui/portal/permissions.ts `ROLE_ASSIGNMENTS`): nobody changes their
 * own role, staff roles go only to the vendor's domain, and an account's e-mail address (its
 * identity) never changes. Each change goes to the customer record system first, then to D1
 * together with its audit entry; a role change and a removal end the person's sessions in the same
 * batch. A duplicate e-mail address (in the portal or the customer record system) and a failing
 * customer record system are outcomes the form shows; removing a user hands their projects to the
 * sales manager who looks after their organisation. A staff role given, changed or taken away is
 * answered as `staffRoleChange`, for the caller to mail (staff-role-mail.ts).
 */
import { type } from 'arktype'
import { SQL_NOW, allRows, firstRow } from '../db/d1-queries.ts'
import { type RoleAssignmentRefusal, isStaffRole, roleAssignmentRefusal } from '../../ui/portal/permissions.ts'
import type { UserDetails } from '../../ui/users/user-form.ts'
import { type PartnerLevel, type PortalRole, type SalesManagerContact, partnerLevelOf } from '../../ui/portal/partner-roles.ts'
import { PARTNER_LEVELS } from '../../ui/content/model.ts'
import { endSessionsStatement } from '../sessions/session-store.ts'
import {
  type CustomerContact,
  type CustomerRecords,
  CustomerRecordsUnavailable,
  DuplicateCustomerContact,
} from '../customer-records/customer-record-service.ts'
import { type AuditIdentities, auditStatement } from '../partners/audit-trail-store.ts'

export interface UserAccountsContext {
  db: D1Database
  customerRecords: CustomerRecords
  /** Who makes the change, for the audit trail. */
  who: AuditIdentities
  /** The person who gives roles (the acting user admin) and their role. */
  assigner: { id: string; role: PortalRole }
  /** VENDOR_EMAIL_DOMAIN through `vendorDomainOf`: staff roles go only to addresses of this domain. */
  vendorDomain: string | null
}

/** A staff role given, changed or taken away: mailed to the person and the other user admins. */
export interface StaffRoleChange {
  user: { id: string; name: string; email: string }
  before: PortalRole | null
  after: PortalRole | null
}

export type UserSaveProblem =
  | 'duplicate-email'
  | 'unknown-organisation'
  | 'customer-records'
  | 'not-found'
  | 'looks-after-partners'
  | 'email-unchangeable'
  | RoleAssignmentRefusal
export type UserSaveOutcome =
  | { ok: true; userId: string; staffRoleChange: StaffRoleChange | null; roleChange: RoleChange | null }
  | { ok: false; problem: UserSaveProblem }

/** The role an account got (a new account: from none), for the person's notification. */
export interface RoleChange {
  before: PortalRole | null
  after: PortalRole
}

interface StoredUser {
  id: string
  name: string
  email: string
  role: PortalRole
  organisation_id: string | null
  customer_record_id: string | null
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message)
}

async function storedUser(db: D1Database, id: string): Promise<StoredUser | null> {
  return db
    .prepare('SELECT id, name, email, role, organisation_id, customer_record_id FROM users WHERE id = ?1')
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

/**
 * The customer record account and partner level of an organisation (staff: no account, the staff's
 * level); undefined when the organisation does not exist.
 */
async function organisationOf(
  db: D1Database,
  organisationId: string | null,
): Promise<{ accountId: string | null; level: PartnerLevel } | undefined> {
  if (!organisationId) return { accountId: null, level: partnerLevelOf(null) }
  const row = await db
    .prepare('SELECT customer_record_id, level FROM partner_organisations WHERE id = ?1')
    .bind(organisationId)
    .first<{ customer_record_id: string | null; level: PartnerLevel }>()
  return row ? { accountId: row.customer_record_id, level: row.level } : undefined
}

function auditedDetails(details: UserDetails | StoredUser) {
  return 'organisationId' in details
    ? { name: details.name, email: details.email, role: details.role, organisationId: details.organisationId }
    : { name: details.name, email: details.email, role: details.role, organisationId: details.organisation_id }
}

/** The staff role change a save makes, if any. */
function staffRoleChangeOf(user: StaffRoleChange['user'], before: PortalRole | null, after: PortalRole | null): StaffRoleChange | null {
  if (before === after) return null
  if (!(before && isStaffRole(before)) && !(after && isStaffRole(after))) return null
  return { user, before, after }
}

/** Runs a customer record call and turns its failures into the form's outcomes. */
async function throughCustomerRecords<T>(
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; problem: UserSaveProblem }> {
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
  const refusal = roleAssignmentRefusal({
    assigner: context.assigner,
    account: { id: null, role: null, email: details.email },
    role: details.role,
    organisationId: details.organisationId,
    vendorDomain: context.vendorDomain,
  })
  if (refusal) return { ok: false, problem: refusal }
  const organisation = await organisationOf(db, details.organisationId)
  if (organisation === undefined) return { ok: false, problem: 'unknown-organisation' }
  if (await emailTaken(db, details.email, null)) return { ok: false, problem: 'duplicate-email' }
  const contact: CustomerContact = {
    name: details.name,
    email: details.email,
    role: details.role,
    level: organisation.level,
    accountId: organisation.accountId,
  }
  const created = await throughCustomerRecords(() => customerRecords.createContact(contact))
  if (!created.ok) return created
  const id = `usr-${crypto.randomUUID()}`
  try {
    await db.batch([
      db
        .prepare('INSERT INTO users (id, email, name, role, organisation_id, customer_record_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
        .bind(id, details.email, details.name, details.role, details.organisationId, created.value),
      auditStatement(db, who, { action: 'user.created', subjectType: 'user', subjectId: id, after: auditedDetails(details) }),
      ...(isStaffRole(details.role)
        ? [
            auditStatement(db, who, {
              action: 'user.staff-role-changed',
              subjectType: 'user',
              subjectId: id,
              before: { role: null },
              after: { role: details.role },
            }),
          ]
        : []),
    ])
  } catch (error) {
    // Someone took the address meanwhile: undo the contact so both systems agree.
    await customerRecords.removeContact(created.value).catch(() => undefined)
    if (isUniqueViolation(error)) return { ok: false, problem: 'duplicate-email' }
    throw error
  }
  return {
    ok: true,
    userId: id,
    staffRoleChange: staffRoleChangeOf({ id, name: details.name, email: details.email }, null, details.role),
    roleChange: { before: null, after: details.role },
  }
}

/**
 * Changes a user's name, role and organisation. `details.email` is the address the form posted
 * ('' when it sent none): anything but the account's own is refused, since the address is the
 * account's identity (add a new account instead).
 */
export async function updateUserAccount(context: UserAccountsContext, userId: string, details: UserDetails): Promise<UserSaveOutcome> {
  const { db, customerRecords, who } = context
  const before = await storedUser(db, userId)
  if (!before) return { ok: false, problem: 'not-found' }
  if (details.email !== '' && details.email.toLowerCase() !== before.email.toLowerCase())
    return { ok: false, problem: 'email-unchangeable' }
  const refusal = roleAssignmentRefusal({
    assigner: context.assigner,
    account: { id: before.id, role: before.role, email: before.email },
    role: details.role,
    organisationId: details.organisationId,
    vendorDomain: context.vendorDomain,
  })
  if (refusal) return { ok: false, problem: refusal }
  if (before.role === 'sales-manager' && details.role !== 'sales-manager' && (await looksAfterPartners(db, userId))) {
    return { ok: false, problem: 'looks-after-partners' }
  }
  const organisation = await organisationOf(db, details.organisationId)
  if (organisation === undefined) return { ok: false, problem: 'unknown-organisation' }
  const after = { ...details, email: before.email }
  const contact: CustomerContact = {
    name: after.name,
    email: after.email,
    role: after.role,
    level: organisation.level,
    accountId: organisation.accountId,
  }
  const saved = await throughCustomerRecords(async () => {
    if (before.customer_record_id) {
      await customerRecords.updateContact(before.customer_record_id, contact)
      return before.customer_record_id
    }
    return customerRecords.createContact(contact)
  })
  if (!saved.ok) return saved
  const roleChanged = before.role !== after.role
  const staffRoleChange = staffRoleChangeOf({ id: userId, name: after.name, email: after.email }, before.role, after.role)
  await db.batch([
    db
      .prepare(
        `UPDATE users SET name = ?2, role = ?3, organisation_id = ?4, customer_record_id = ?5,
                          updated_at = ${SQL_NOW}
          WHERE id = ?1`,
      )
      .bind(userId, after.name, after.role, after.organisationId, saved.value),
    auditStatement(db, who, {
      action: 'user.updated',
      subjectType: 'user',
      subjectId: userId,
      before: auditedDetails(before),
      after: auditedDetails(after),
    }),
    ...(staffRoleChange
      ? [
          auditStatement(db, who, {
            action: 'user.staff-role-changed',
            subjectType: 'user',
            subjectId: userId,
            before: { role: before.role },
            after: { role: after.role },
          }),
        ]
      : []),
    // A new role starts with a new sign-in: every session of the person ends now.
    ...(roleChanged
      ? [
          endSessionsStatement(db, userId),
          auditStatement(db, who, {
            action: 'user.sessions-ended',
            subjectType: 'user',
            subjectId: userId,
            after: { reason: 'role-changed' },
          }),
        ]
      : []),
  ])
  return { ok: true, userId, staffRoleChange, roleChange: roleChanged ? { before: before.role, after: after.role } : null }
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
    userId === who.actorId
      ? 'self'
      : looksAfterPartners
        ? 'looks-after-partners'
        : projectIds.length && !handOverTo
          ? 'no-sales-manager'
          : null
  return { user: { id: row.id!, name: row.name!, email: row.email! }, projectIds, handOverTo, refusal }
}

export type RemovalOutcome =
  | { ok: true; plan: RemovalPlan; staffRoleChange: StaffRoleChange | null }
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
    // Their sessions end with the account (the foreign key would cascade; said here for the reader).
    endSessionsStatement(db, userId),
    db.prepare('DELETE FROM users WHERE id = ?1').bind(userId),
    auditStatement(db, who, {
      action: 'user.removed',
      subjectType: 'user',
      subjectId: userId,
      before: auditedDetails(before),
      after: { projectsHandedOverTo: plan.handOverTo?.id ?? null, projectIds: plan.projectIds },
    }),
    ...(isStaffRole(before.role)
      ? [
          auditStatement(db, who, {
            action: 'user.staff-role-changed',
            subjectType: 'user',
            subjectId: userId,
            before: { role: before.role },
            after: { role: null },
          }),
        ]
      : []),
  ])
  return { ok: true, plan, staffRoleChange: staffRoleChangeOf({ id: userId, name: before.name, email: before.email }, before.role, null) }
}

/** The customer record (contact) id of a person; null when they have none or do not exist. */
export async function customerRecordIdOf(db: D1Database, userId: string): Promise<string | null> {
  const row = await firstRow(
    db.prepare('SELECT customer_record_id FROM users WHERE id = ?1').bind(userId),
    type({ customer_record_id: 'string | null' }),
  )
  return row?.customer_record_id ?? null
}

/** Every user admin but `exceptIds` (name and e-mail), by name. */
export async function userAdminsExcept(db: D1Database, exceptIds: readonly [string, string]): Promise<{ name: string; email: string }[]> {
  return allRows(
    db
      .prepare("SELECT name, email FROM users WHERE role = 'user-admin' AND id <> ?1 AND id <> ?2 ORDER BY name COLLATE NOCASE")
      .bind(...exceptIds),
    type({ name: 'string', email: 'string' }),
  )
}

const signInAccountRow = type({
  name: 'string',
  email: 'string',
  role: 'string',
  organisation_level: type.enumerated(...PARTNER_LEVELS).or('null'),
  organisation: 'string | null',
})
export type SignInAccount = typeof signInAccountRow.infer

/** Every account the built-in sign-in provider lists: partner roles first, then by level and name. */
export async function signInAccounts(db: D1Database): Promise<SignInAccount[]> {
  return allRows(
    db.prepare(
      `SELECT u.name, u.email, u.role, o.level AS organisation_level, o.name AS organisation
         FROM users u LEFT JOIN partner_organisations o ON o.id = u.organisation_id
        ORDER BY CASE u.role WHEN 'partner-executive' THEN 0 WHEN 'trainee' THEN 1 WHEN 'sales-manager' THEN 2 ELSE 3 END,
                 CASE o.level WHEN 'blue' THEN 0 WHEN 'silver' THEN 1 WHEN 'gold' THEN 2 WHEN 'platinum' THEN 3 ELSE 4 END,
                 u.name COLLATE NOCASE`,
    ),
    signInAccountRow,
  )
}

/** The name of the account with `email` (any case); null when there is none. */
export async function accountNameOf(db: D1Database, email: string): Promise<string | null> {
  const row = await firstRow(db.prepare('SELECT name FROM users WHERE email = ?1 COLLATE NOCASE').bind(email), type({ name: 'string' }))
  return row?.name ?? null
}
