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

/**
 * Which blocks the viewer gets, from their rights (the permission table) and their organisation:
 * a block about an area they cannot open is not shown at all (not even as "nothing here").
 */
export interface DashboardRights {
  /** The promotions page (null: no promotions block). */
  promotionsHref: string | null
  /** The demo requests page (null: no open demo requests block). */
  demoRequestsHref: string | null
  /** The staff console's inbox of the viewer's work (null: not staff). */
  staffInboxHref: string | null
  /** "Request Wave" (null: no right to it, or the organisation already has Wave). */
  waveRequestHref: string | null
}

export interface DashboardBlocks {
  nextTraining: TrainingSummary | null
  latestPromotion: PromotionSummary | null
  openDemoRequests: DemoRequestSummary[]
  contacts: PortalContact[]
}
