/**
 * Reading the portal's people and their partner organisations from D1 (worker/db/migrations
 * 0002_partners.sql): one person by id or e-mail, the signed-in viewer, and the searchable list
 * user management shows.
 */
import {
  type BusinessLine,
  type PartnerLevel,
  type PartnerOrganisation,
  type PortalRole,
  type PortalUser,
  isBusinessLine,
  partnerLevelOf,
} from '../../ui/portal/partner-roles.ts'

interface PortalUserRow {
  id: string
  name: string
  email: string
  role: PortalRole
  organisation_id: string | null
  organisation_name: string | null
  organisation_country: string | null
  organisation_level: PartnerLevel | null
  wave_enabled: number | null
  wave_eligible: number | null
  business_lines: string | null
  sales_manager_id: string | null
  sales_manager_name: string | null
  sales_manager_email: string | null
}

/** Every column a PortalUser needs, for `FROM users u` (organisation `o`, its sales manager `s`). */
const PORTAL_USER_SELECT = `
  SELECT u.id, u.name, u.email, u.role, u.organisation_id,
         o.name AS organisation_name, o.country AS organisation_country, o.level AS organisation_level,
         o.wave_enabled, o.wave_eligible,
         (SELECT group_concat(b.business_line) FROM partner_business_lines b WHERE b.organisation_id = o.id) AS business_lines,
         s.id AS sales_manager_id, s.name AS sales_manager_name, s.email AS sales_manager_email
    FROM users u
    LEFT JOIN partner_organisations o ON o.id = u.organisation_id
    LEFT JOIN users s ON s.id = o.sales_manager_id`

export function businessLinesFrom(list: string | null): BusinessLine[] {
  return (list ?? '').split(',').filter(isBusinessLine).sort()
}

function organisationOf(row: PortalUserRow): PartnerOrganisation | null {
  if (!row.organisation_id || !row.organisation_name || !row.organisation_country || !row.organisation_level) return null
  return {
    id: row.organisation_id,
    name: row.organisation_name,
    country: row.organisation_country,
    level: row.organisation_level,
    waveEnabled: row.wave_enabled === 1,
    waveEligible: row.wave_eligible === 1,
    businessLines: businessLinesFrom(row.business_lines),
    salesManager:
      row.sales_manager_id && row.sales_manager_name && row.sales_manager_email
        ? { id: row.sales_manager_id, name: row.sales_manager_name, email: row.sales_manager_email }
        : null,
  }
}

function portalUserOf(row: PortalUserRow): PortalUser {
  const organisation = organisationOf(row)
  return { id: row.id, name: row.name, email: row.email, role: row.role, level: partnerLevelOf(organisation), organisation }
}

export async function findPortalUser(db: D1Database, id: string): Promise<PortalUser | null> {
  const row = await db.prepare(`${PORTAL_USER_SELECT} WHERE u.id = ?1`).bind(id).first<PortalUserRow>()
  return row ? portalUserOf(row) : null
}

/** The active person with this e-mail address (case-insensitive), or null for someone the portal does not know (or who was deactivated). */
export async function findPortalUserByEmail(db: D1Database, email: string): Promise<PortalUser | null> {
  const row = await db
    .prepare(`${PORTAL_USER_SELECT} WHERE u.email = ?1 COLLATE NOCASE AND u.deactivated_at IS NULL`)
    .bind(email.trim())
    .first<PortalUserRow>()
  return row ? portalUserOf(row) : null
}

/** True when the account with this e-mail address was deactivated by its partner executive (it cannot sign in). */
export async function isDeactivatedAccount(db: D1Database, email: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM users WHERE email = ?1 COLLATE NOCASE AND deactivated_at IS NOT NULL')
    .bind(email.trim())
    .first()
  return row !== null
}

/** The statement that reads several people (the session's person and actor), for a batch with other reads. */
export function portalUsersStatement(db: D1Database, ids: readonly [string, ...string[]]): D1PreparedStatement {
  const placeholders = ids.map((_, index) => `?${index + 1}`).join(', ')
  // A deactivated person has no portal: their sessions resolve to nobody.
  return db.prepare(`${PORTAL_USER_SELECT} WHERE u.id IN (${placeholders}) AND u.deactivated_at IS NULL`).bind(...ids)
}

/** The people of `portalUsersStatement`'s results, by id. */
export function portalUsersFrom(rows: readonly unknown[]): Map<string, PortalUser> {
  return new Map((rows as PortalUserRow[]).map((row) => [row.id, portalUserOf(row)]))
}

/** Several people in one read. */
export async function findPortalUsers(db: D1Database, ids: readonly string[]): Promise<Map<string, PortalUser>> {
  if (!ids.length) return new Map()
  const { results } = await portalUsersStatement(db, ids as [string, ...string[]]).all()
  return portalUsersFrom(results)
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern built from this. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

export interface PortalUserList {
  users: PortalUser[]
  total: number
}

/** One page of people ordered by name, those whose name or e-mail contains `search` when given. */
export async function listPortalUsers(
  db: D1Database,
  { search, page, perPage }: { search: string; page: number; perPage: number },
): Promise<PortalUserList> {
  const filter = search.trim() ? `WHERE u.name LIKE ?1 ESCAPE '\\' OR u.email LIKE ?1 ESCAPE '\\'` : 'WHERE ?1 IS NULL'
  const parameter = search.trim() ? likePattern(search.trim()) : null
  const [rows, count] = await db.batch<PortalUserRow | { total: number }>([
    db
      .prepare(`${PORTAL_USER_SELECT} ${filter} ORDER BY u.name COLLATE NOCASE, u.email LIMIT ?2 OFFSET ?3`)
      .bind(parameter, perPage, (page - 1) * perPage),
    db.prepare(`SELECT count(*) AS total FROM users u ${filter}`).bind(parameter),
  ])
  return {
    users: (rows!.results as PortalUserRow[]).map(portalUserOf),
    total: (count!.results[0] as { total: number } | undefined)?.total ?? 0,
  }
}
