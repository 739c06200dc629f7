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
