/** What the portal dashboard shows besides the person's own details (SPEC.md point 1). */
import type { DemoRequestStatus } from '../demo-requests/demo-request-rules.ts'

export interface TrainingSummary {
  title: string
  /** ISO date-time. */
  startsAt: string
  location: string
  href: string
}

export interface PromotionSummary {
  title: string
  /** ISO date. */
  validUntil: string
  href: string
}

export interface DemoRequestSummary {
  id: string
  event: string
  /** ISO dates. */
  from: string
  until: string
  status: DemoRequestStatus
  href: string
}

export interface PortalContact {
  name: string
  email: string
  /** Why this is the person to contact. */
  relation: 'sales-manager' | 'partner-executive' | 'user-admin'
}

export interface DashboardBlocks {
  nextTraining: TrainingSummary | null
  latestPromotion: PromotionSummary | null
  openDemoRequests: DemoRequestSummary[]
  contacts: PortalContact[]
}
