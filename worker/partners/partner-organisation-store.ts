/**
 * Reading partner organisations from D1: the choices of the user form and the partners a person
 * may show the portal as (impersonation), with the account the portal is then shown through.
 */
import type { PartnerLevel } from '../../ui/portal/partner-roles.ts'
import { likePattern } from './portal-user-store.ts'

export interface OrganisationChoice {
  id: string
  name: string
  country: string
  level: PartnerLevel
}

/** Every partner organisation by name, for the organisation list of the user form. */
export async function listOrganisations(db: D1Database): Promise<OrganisationChoice[]> {
  const { results } = await db
    .prepare('SELECT id, name, country, level FROM partner_organisations ORDER BY name COLLATE NOCASE')
    .all<OrganisationChoice>()
  return results
}

export async function findOrganisation(
  db: D1Database,
  id: string,
): Promise<(OrganisationChoice & { salesManagerId: string | null }) | null> {
  const row = await db
    .prepare('SELECT id, name, country, level, sales_manager_id FROM partner_organisations WHERE id = ?1')
    .bind(id)
    .first<OrganisationChoice & { sales_manager_id: string | null }>()
  return row ? { id: row.id, name: row.name, country: row.country, level: row.level, salesManagerId: row.sales_manager_id } : null
}

/** A partner the portal can be shown as: the organisation and the account it is shown through. */
export interface ImpersonationCandidate extends OrganisationChoice {
  /** The organisation's partner executive (the first by name), whose portal is shown. */
  accountId: string
  accountName: string
}

/**
 * The partners whose portal can be shown, by name: those with a partner executive, restricted to
 * the ones `salesManagerId` looks after when given, and to names containing `search`.
 */
export async function impersonationCandidates(
  db: D1Database,
  { search, salesManagerId }: { search: string; salesManagerId: string | null },
): Promise<ImpersonationCandidate[]> {
  const { results } = await db
    .prepare(
      `SELECT o.id, o.name, o.country, o.level, u.id AS account_id, u.name AS account_name
         FROM partner_organisations o
         JOIN users u ON u.id = (
           SELECT e.id FROM users e
            WHERE e.organisation_id = o.id AND e.role = 'partner-executive'
            ORDER BY e.name COLLATE NOCASE LIMIT 1)
        WHERE (?1 IS NULL OR o.name LIKE ?1 ESCAPE '\\')
          AND (?2 IS NULL OR o.sales_manager_id = ?2)
        ORDER BY o.name COLLATE NOCASE`,
    )
    .bind(search.trim() ? likePattern(search.trim()) : null, salesManagerId)
    .all<OrganisationChoice & { account_id: string; account_name: string }>()
  return results.map((row) => ({
    id: row.id,
    name: row.name,
    country: row.country,
    level: row.level,
    accountId: row.account_id,
    accountName: row.account_name,
  }))
}
