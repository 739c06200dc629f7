/** The portal's events list: published events, with registration for partner events. */
import type { EventSummary } from '../content/model.ts'

/** Places per partner company at a partner event (the kick-off's rule: three people per partner). */
export const PARTNER_EVENT_PLACES_PER_PARTNER = 3

export interface PortalEvent {
  event: EventSummary
  /** The viewer is registered (partner events only). */
  registered: boolean
  /** Places left for the viewer's company; null for events without portal registration. */
  placesLeft: number | null
}
