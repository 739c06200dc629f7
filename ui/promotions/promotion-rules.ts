/** Partner and provider promotions (SPEC.md points 1 and 2), as the promotions list shows them. */
import type { BusinessLine, PartnerLevel } from '../portal/partner-roles.ts'

export const PROMOTION_KINDS = ['partner', 'provider'] as const
export type PromotionKind = (typeof PROMOTION_KINDS)[number]

export function isPromotionKind(value: string | undefined): value is PromotionKind {
  return (PROMOTION_KINDS as readonly string[]).includes(value ?? '')
}

export interface Promotion {
  id: string
  kind: PromotionKind
  title: string
  description: string
  minimumLevel: PartnerLevel
  businessLines: BusinessLine[]
  /** ISO dates. */
  validFrom: string
  validUntil: string
}
