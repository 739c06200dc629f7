/**
 * The partner executive's team (docs/decisions/048-partner-self-service.md): the people of one
 * organisation, their invitations, deactivating and reactivating them. Every read and write names
 * the organisation, so an executive never reaches anyone of another one. Deactivating ends every
 * session of the person in the same batch (the session store); a withdrawn invitation is kept but
 * neither pending nor usable any more; every change is audited.
 */
import { type } from 'arktype'
import { type PortalRole, isPartnerRole } from '../../ui/portal/partner-roles.ts'
import { SQL_NOW, allRows, firstRow, runBatch } from '../db/d1-queries.ts'
import { type AuditIdentities, auditStatement, auditStatementIfChanged } from '../partners/audit-trail-store.ts'
import { endSessionsStatement } from '../sessions/session-store.ts'

/** How long an invitation's link can be used (seconds). */
export const INVITATION_VALIDITY_SECONDS = 7 * 24 * 60 * 60

export interface TeamMember {
  id: string
  name: string
  email: string
  role: PortalRole
  /** ISO date-time, or null while active. */
  deactivatedAt: string | null
}

export interface PendingInvitation {
  id: string
  name: string
  email: string
  role: PortalRole
  /** Unix seconds. */
  expiresAt: number
}

const memberRow = type({ id: 'string', name: 'string', email: 'string', role: 'string', deactivated_at: 'string | null' })
const invitationRow = type({
  id: 'string',
  organisation_id: 'string',
  name: 'string',
  email: 'string',
  role: 'string',
  expires_at: 'number',
  accepted_at: 'string | null',
  withdrawn_at: 'string | null',
})

function memberOf(row: typeof memberRow.infer): TeamMember {
  return { id: row.id, name: row.name, email: row.email, role: row.role as PortalRole, deactivatedAt: row.deactivated_at }
}

/** The organisation's people, active first, by name. */
export async function listTeam(db: D1Database, organisationId: string): Promise<TeamMember[]> {
  const rows = await allRows(
    db
      .prepare(
        `SELECT id, name, email, role, deactivated_at FROM users WHERE organisation_id = ?1
          ORDER BY deactivated_at IS NOT NULL, name COLLATE NOCASE, email`,
      )
      .bind(organisationId),
    memberRow,
  )
  return rows.map(memberOf)
}

/** One person of the organisation (null for anyone else). */
export async function findTeamMember(db: D1Database, organisationId: string, userId: string): Promise<TeamMember | null> {
  const row = await firstRow(
    db
      .prepare('SELECT id, name, email, role, deactivated_at FROM users WHERE id = ?1 AND organisation_id = ?2')
      .bind(userId, organisationId),
    memberRow,
  )
  return row ? memberOf(row) : null
}

/** Invitations of the organisation not yet accepted nor withdrawn and still valid at `now` (Unix seconds). */
export async function listPendingInvitations(db: D1Database, organisationId: string, now: number): Promise<PendingInvitation[]> {
  const rows = await allRows(
    db
      .prepare(
        `SELECT id, organisation_id, name, email, role, expires_at, accepted_at, withdrawn_at FROM organisation_invitations
          WHERE organisation_id = ?1 AND accepted_at IS NULL AND withdrawn_at IS NULL AND expires_at > ?2 ORDER BY created_at DESC`,
      )
      .bind(organisationId, now),
    invitationRow,
  )
  return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, role: row.role as PortalRole, expiresAt: row.expires_at }))
}

export type InvitationProblem = 'not-a-partner-role' | 'already-has-account' | 'already-invited'

export interface NewInvitation {
  organisationId: string
  name: string
  email: string
  role: PortalRole
}

/** Whether an address to invite already has an account, or a pending invitation of the organisation (SQLite's EXISTS: 0 or 1). */
const knownAddressRow = type({ has_account: '0 | 1', invited: '0 | 1' })

/**
 * Stores an invitation (a partner role only; nobody who already has an account, nor an address
 * with a pending invitation of the organisation: two links for one person) and audits it.
 * Answers its id and when it expires.
 */
export async function createInvitation(
  db: D1Database,
  who: AuditIdentities,
  invitation: NewInvitation,
  now: number,
): Promise<{ ok: true; id: string; expiresAt: number } | { ok: false; problem: InvitationProblem }> {
  if (!isPartnerRole(invitation.role)) return { ok: false, problem: 'not-a-partner-role' }
  const known = await firstRow(
    db
      .prepare(
        `SELECT EXISTS (SELECT 1 FROM users WHERE email = ?2 COLLATE NOCASE) AS has_account,
              EXISTS (SELECT 1 FROM organisation_invitations
                       WHERE organisation_id = ?1 AND email = ?2 COLLATE NOCASE
                         AND accepted_at IS NULL AND withdrawn_at IS NULL AND expires_at > ?3) AS invited`,
      )
      .bind(invitation.organisationId, invitation.email, now),
    knownAddressRow,
  )
  if (known?.has_account) return { ok: false, problem: 'already-has-account' }
  if (known?.invited) return { ok: false, problem: 'already-invited' }
  const id = `inv-${crypto.randomUUID()}`
  const expiresAt = now + INVITATION_VALIDITY_SECONDS
  await runBatch(db, [
    db
      .prepare(
        `INSERT INTO organisation_invitations (id, organisation_id, email, name, role, invited_by, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(id, invitation.organisationId, invitation.email, invitation.name, invitation.role, who.actorId, expiresAt),
    auditStatement(db, who, {
      action: 'organisation.user-invited',
      subjectType: 'organisation',
      subjectId: invitation.organisationId,
      after: { invitation: id, email: invitation.email, role: invitation.role },
    }),
  ])
  return { ok: true, id, expiresAt }
}

export interface InvitationRecord {
  id: string
  organisationId: string
  name: string
  email: string
  role: PortalRole
  expiresAt: number
  accepted: boolean
  withdrawn: boolean
}

function invitationRecordOf(row: typeof invitationRow.infer): InvitationRecord {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    name: row.name,
    email: row.email,
    role: row.role as PortalRole,
    expiresAt: row.expires_at,
    accepted: row.accepted_at !== null,
    withdrawn: row.withdrawn_at !== null,
  }
}

export async function findInvitation(db: D1Database, id: string): Promise<InvitationRecord | null> {
  const row = await firstRow(
    db
      .prepare(
        'SELECT id, organisation_id, name, email, role, expires_at, accepted_at, withdrawn_at FROM organisation_invitations WHERE id = ?1',
      )
      .bind(id),
    invitationRow,
  )
  return row ? invitationRecordOf(row) : null
}

/** Whether the invitation can still be accepted (or withdrawn) at `now` (Unix seconds). */
export function isPending(invitation: InvitationRecord, now: number): boolean {
  return !invitation.accepted && !invitation.withdrawn && invitation.expiresAt > now
}

/** One invitation of the organisation (null for an unknown one or one of another organisation). */
export async function findInvitationOf(db: D1Database, organisationId: string, id: string): Promise<InvitationRecord | null> {
  const invitation = await findInvitation(db, id)
  return invitation?.organisationId === organisationId ? invitation : null
}

/**
 * Withdraws a pending invitation of the organisation: its link stops working at once (the row is
 * kept with who withdrew it when) and the withdrawal is audited, in one batch. `not-pending` when
 * it was accepted, withdrawn or expired meanwhile; nothing changes then.
 */
export async function withdrawInvitation(
  db: D1Database,
  who: AuditIdentities,
  organisationId: string,
  invitationId: string,
  now: number,
): Promise<
  | { ok: true; invitation: InvitationRecord }
  | { ok: false; problem: 'not-found' }
  | { ok: false; problem: 'not-pending'; invitation: InvitationRecord }
> {
  const invitation = await findInvitationOf(db, organisationId, invitationId)
  if (!invitation) return { ok: false, problem: 'not-found' }
  if (!isPending(invitation, now)) return { ok: false, problem: 'not-pending', invitation }
  const [withdrawn] = await runBatch(db, [
    db
      .prepare(
        `UPDATE organisation_invitations SET withdrawn_at = ${SQL_NOW}, withdrawn_by = ?3
          WHERE id = ?1 AND organisation_id = ?2 AND accepted_at IS NULL AND withdrawn_at IS NULL AND expires_at > ?4`,
      )
      .bind(invitationId, organisationId, who.actorId, now),
    auditStatementIfChanged(db, who, {
      action: 'organisation.invitation-withdrawn',
      subjectType: 'organisation',
      subjectId: organisationId,
      after: { invitation: invitationId, email: invitation.email, role: invitation.role },
    }),
  ])
  return withdrawn === 1 ? { ok: true, invitation } : { ok: false, problem: 'not-pending', invitation }
}

/**
 * Accepts a pending, unexpired invitation for the person who signed in with `email` (the address
 * it was sent to): their account is created in the organisation with the invited role, and the
 * invitation is used up, in one batch. Null when the invitation cannot be used (already used,
 * withdrawn, expired, another address, an account with that address exists).
 */
export async function acceptInvitation(
  db: D1Database,
  invitation: InvitationRecord,
  email: string,
  now: number,
): Promise<{ userId: string } | null> {
  if (!isPending(invitation, now)) return null
  if (invitation.email.trim().toLowerCase() !== email.trim().toLowerCase()) return null
  if (!isPartnerRole(invitation.role)) return null
  const userId = `usr-${crypto.randomUUID()}`
  const [created] = await runBatch(db, [
    db
      .prepare(
        `INSERT INTO users (id, email, name, role, organisation_id)
         SELECT i.id_of_user, i.email, i.name, i.role, i.organisation_id
           FROM (SELECT ?2 AS id_of_user, email, name, role, organisation_id FROM organisation_invitations
                  WHERE id = ?1 AND accepted_at IS NULL AND withdrawn_at IS NULL AND expires_at > ?3) i
          WHERE NOT EXISTS (SELECT 1 FROM users WHERE email = i.email COLLATE NOCASE)`,
      )
      .bind(invitation.id, userId, now),
    db
      .prepare(
        `UPDATE organisation_invitations SET accepted_at = ${SQL_NOW}, accepted_user_id = ?2
          WHERE id = ?1 AND accepted_at IS NULL AND withdrawn_at IS NULL AND EXISTS (SELECT 1 FROM users WHERE id = ?2)`,
      )
      .bind(invitation.id, userId),
    auditStatementIfChanged(
      db,
      { actorId: userId, onBehalfOfId: null },
      {
        action: 'organisation.user-added',
        subjectType: 'user',
        subjectId: userId,
        after: { invitation: invitation.id, organisation: invitation.organisationId, role: invitation.role },
      },
    ),
  ])
  return created === 1 ? { userId } : null
}

/** The organisation's partner executives (who hear that someone joined). */
export async function executivesOf(db: D1Database, organisationId: string): Promise<string[]> {
  const rows = await allRows(
    db
      .prepare(`SELECT id FROM users WHERE organisation_id = ?1 AND role = 'partner-executive' AND deactivated_at IS NULL`)
      .bind(organisationId),
    type({ id: 'string' }),
  )
  return rows.map((row) => row.id)
}

export type DeactivationProblem = 'not-found' | 'own-account' | 'unchanged'

/**
 * Deactivates (`active` false) or reactivates a person of the organisation. Deactivating ends
 * every session of theirs at once; nobody deactivates themselves.
 */
export async function setMemberActive(
  db: D1Database,
  who: AuditIdentities,
  organisationId: string,
  userId: string,
  active: boolean,
): Promise<{ ok: true; member: TeamMember } | { ok: false; problem: DeactivationProblem }> {
  const member = await findTeamMember(db, organisationId, userId)
  if (!member) return { ok: false, problem: 'not-found' }
  if (userId === who.actorId) return { ok: false, problem: 'own-account' }
  if ((member.deactivatedAt === null) === active) return { ok: false, problem: 'unchanged' }
  const statements = [
    db
      .prepare(
        `UPDATE users SET deactivated_at = CASE WHEN ?3 = 1 THEN NULL ELSE ${SQL_NOW} END,
                updated_at = ${SQL_NOW}
          WHERE id = ?1 AND organisation_id = ?2`,
      )
      .bind(userId, organisationId, active ? 1 : 0),
    auditStatement(db, who, {
      action: active ? 'user.reactivated' : 'user.deactivated',
      subjectType: 'user',
      subjectId: userId,
      before: { active: !active },
      after: { active },
    }),
  ]
  if (!active) statements.push(endSessionsStatement(db, userId))
  await runBatch(db, statements)
  return { ok: true, member: (await findTeamMember(db, organisationId, userId))! }
}
