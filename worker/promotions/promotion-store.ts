/**
 * Promotions in D1: those valid today for a partner's level and business lines (the vendor's staff
 * see every valid one), newest first, and the latest for the dashboard.
 */
import type { LocaleCode } from '../../locales/registry.ts'
import { storedTextIn } from '../../ui/portal/localised-text.ts'
import { type BusinessLine, PARTNER_LEVELS, type PartnerLevel, type PortalUser, levelRank } from '../../ui/portal/partner-roles.ts'
import type { Promotion, PromotionKind } from '../../ui/promotions/promotion-rules.ts'
import { businessLinesFrom } from '../partners/portal-user-store.ts'

interface PromotionRow {
  id: string
  kind: PromotionKind
  minimum_level: PartnerLevel
  valid_from: string
  valid_until: string
  title_json: string
  description_json: string
  business_lines: string | null
}

/** The levels at or below `level`: a promotion for one of them reaches a partner of `level`. */
function levelsUpTo(level: PartnerLevel): PartnerLevel[] {
  return PARTNER_LEVELS.filter((one) => levelRank(one) <= levelRank(level))
}

export async function listPromotions(
  db: D1Database,
  person: PortalUser,
  code: LocaleCode,
  today: string,
  kind: PromotionKind | null = null,
): Promise<Promotion[]> {
  const organisation = person.organisation
  const levels = organisation ? levelsUpTo(organisation.level) : [...PARTNER_LEVELS]
  const lines: BusinessLine[] | null = organisation ? organisation.businessLines : null
  const { results } = await db
    .prepare(
      `SELECT p.*, (SELECT group_concat(b.business_line) FROM promotion_business_lines b WHERE b.promotion_id = p.id) AS business_lines
         FROM promotions p
        WHERE p.valid_from <= ?1 AND p.valid_until >= ?1 AND (?2 IS NULL OR p.kind = ?2)
          AND p.minimum_level IN (SELECT value FROM json_each(?3))
          AND (?4 IS NULL OR EXISTS (SELECT 1 FROM promotion_business_lines b WHERE b.promotion_id = p.id AND b.business_line IN (SELECT value FROM json_each(?4))))
        ORDER BY p.valid_from DESC, p.id`,
    )
    .bind(today, kind, JSON.stringify(levels), lines ? JSON.stringify(lines) : null)
    .all<PromotionRow>()
  return results.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: storedTextIn(row.title_json, code),
    description: storedTextIn(row.description_json, code),
    minimumLevel: row.minimum_level,
    businessLines: businessLinesFrom(row.business_lines),
    validFrom: row.valid_from,
    validUntil: row.valid_until,
  }))
}

/** A promotion that has started and waits to be announced. */
export interface PromotionToAnnounce {
  id: string
  minimumLevel: PartnerLevel
  validUntil: string
  titleJson: string
  businessLines: BusinessLine[]
}

/** Promotions running on `today` (ISO date) not announced yet. */
export async function promotionsToAnnounce(db: D1Database, today: string): Promise<PromotionToAnnounce[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.minimum_level, p.valid_until, p.title_json,
              (SELECT group_concat(b.business_line) FROM promotion_business_lines b WHERE b.promotion_id = p.id) AS business_lines
         FROM promotions p
        WHERE p.announced_at IS NULL AND p.valid_from <= ?1 AND p.valid_until >= ?1
        ORDER BY p.valid_from, p.id`,
    )
    .bind(today)
    .all<{ id: string; minimum_level: PartnerLevel; valid_until: string; title_json: string; business_lines: string | null }>()
  return results.map((row) => ({
    id: row.id,
    minimumLevel: row.minimum_level,
    validUntil: row.valid_until,
    titleJson: row.title_json,
    businessLines: businessLinesFrom(row.business_lines),
  }))
}

/** Marks the promotion announced; false when it already was (someone else announces it). */
export async function claimPromotionAnnouncement(db: D1Database, id: string): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE promotions SET announced_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1 AND announced_at IS NULL`)
    .bind(id)
    .run()
  return (result.meta.changes ?? 0) > 0
}

/**
 * The active people with one of `roles` in organisations the promotion is for: a level at or above
 * its minimum and one of its business lines (the same rule as `listPromotions`).
 */
export async function partnersReachedBy(
  db: D1Database,
  promotion: Pick<PromotionToAnnounce, 'minimumLevel' | 'businessLines'>,
  roles: readonly string[],
): Promise<string[]> {
  const levels = PARTNER_LEVELS.filter((level) => levelRank(level) >= levelRank(promotion.minimumLevel))
  const { results } = await db
    .prepare(
      `SELECT u.id FROM users u JOIN partner_organisations o ON o.id = u.organisation_id
        WHERE u.deactivated_at IS NULL AND u.role IN (SELECT value FROM json_each(?1))
          AND o.level IN (SELECT value FROM json_each(?2))
          AND EXISTS (SELECT 1 FROM partner_business_lines b WHERE b.organisation_id = o.id AND b.business_line IN (SELECT value FROM json_each(?3)))
        ORDER BY u.id`,
    )
    .bind(JSON.stringify(roles), JSON.stringify(levels), JSON.stringify(promotion.businessLines))
    .all<{ id: string }>()
  return results.map((row) => row.id)
}
