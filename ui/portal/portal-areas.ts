/**
 * The portal's areas in navigation order. What each area's page needs, and which area a portal
 * route belongs to, is said by the route's definition in the worker's route registry; the portal
 * navigation lists the areas in this order, showing only those the viewer may open.
 */
import type { PortalRouteName } from '../routes/route-table.ts'

/** The dashboard first. */
export const PORTAL_AREAS = [
  'portal',
  'portal-staff',
  'portal-notifications',
  'portal-trainings',
  'portal-promotions',
  'portal-events',
  'portal-demo-requests',
  'portal-videos',
  'portal-success-stories',
  'portal-support',
  'portal-wave-request',
  'portal-users',
  'portal-team',
  'portal-company-profile',
  'portal-show-as',
  'portal-sessions',
] as const satisfies readonly PortalRouteName[]
export type PortalArea = (typeof PORTAL_AREAS)[number]
