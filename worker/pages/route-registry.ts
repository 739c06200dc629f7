/**
 * The route registry: every feature's route definitions joined into one map over the route
 * table's names (ui/routes/route-table.ts). A route name without a definition, or with the wrong
 * kind of definition (a portal route needs a portal page), is a type error here; a name defined
 * by two features fails the registry test (test/worker/route-registry.test.ts).
 */
import { auditLogRoutes } from '../audit-log/routes.tsx'
import { careerRoutes } from '../careers/routes.tsx'
import { catalogueRoutes } from '../catalogue/routes.tsx'
import { contentPageRoutes } from '../content-pages/routes.tsx'
import { dashboardRoutes } from '../dashboard/routes.tsx'
import { demoRequestRoutes } from '../demo-requests/routes.tsx'
import { downloadRoutes } from '../downloads/routes.tsx'
import { eventRoutes } from '../events/routes.tsx'
import { guideRoutes } from '../guides/routes.tsx'
import { industryRoutes } from '../industries/routes.tsx'
import { insightRoutes } from '../insights/routes.tsx'
import { leadRoutes } from '../leads/routes.tsx'
import { ledRoutes } from '../led/routes.tsx'
import { notificationRoutes } from '../notifications/routes.tsx'
import { partnerFinderRoutes } from '../partner-finder/routes.tsx'
import { portalEventRoutes } from '../portal-events/routes.tsx'
import { projectRequestRoutes } from '../project-request/routes.tsx'
import { promotionRoutes } from '../promotions/routes.tsx'
import { organisationRoutes } from '../organisation/routes.tsx'
import { searchRoutes } from '../search/routes.tsx'
import { sessionRoutes } from '../sessions/routes.tsx'
import { showAsRoutes } from '../show-as/routes.tsx'
import { signInRoutes } from '../sign-in/routes.tsx'
import { staffRoutes } from '../staff/routes.tsx'
import { successStoryRoutes } from '../success-stories/routes.tsx'
import { supportRoutes } from '../support/routes.tsx'
import { trainingRoutes } from '../trainings/routes.tsx'
import { userRoutes } from '../users/routes.tsx'
import { videoRoutes } from '../videos/routes.tsx'
import { waveRequestRoutes } from '../wave-requests/routes.tsx'
import type { FeatureRoutes, RouteDefinitions } from './route-definition.ts'

/** Each feature's definitions, by feature folder (worker/<feature>/routes.tsx). */
export const FEATURE_ROUTES = {
  'audit-log': auditLogRoutes,
  careers: careerRoutes,
  catalogue: catalogueRoutes,
  'content-pages': contentPageRoutes,
  dashboard: dashboardRoutes,
  'demo-requests': demoRequestRoutes,
  downloads: downloadRoutes,
  events: eventRoutes,
  guides: guideRoutes,
  industries: industryRoutes,
  insights: insightRoutes,
  leads: leadRoutes,
  led: ledRoutes,
  notifications: notificationRoutes,
  organisation: organisationRoutes,
  'partner-finder': partnerFinderRoutes,
  'portal-events': portalEventRoutes,
  'project-request': projectRequestRoutes,
  promotions: promotionRoutes,
  search: searchRoutes,
  sessions: sessionRoutes,
  'show-as': showAsRoutes,
  'sign-in': signInRoutes,
  staff: staffRoutes,
  'success-stories': successStoryRoutes,
  support: supportRoutes,
  trainings: trainingRoutes,
  users: userRoutes,
  videos: videoRoutes,
  'wave-requests': waveRequestRoutes,
} as const satisfies Record<string, FeatureRoutes>

/** `A | B` → `A & B`: every feature's definitions in one type. */
type Joined<Union> = (Union extends unknown ? (each: Union) => void : never) extends (all: infer All) => void ? All : never

/** Every route of the route table and what answers it: a route no feature defines is a type error here. */
export const ROUTE_REGISTRY: RouteDefinitions = Object.assign({}, ...Object.values(FEATURE_ROUTES)) as Joined<
  (typeof FEATURE_ROUTES)[keyof typeof FEATURE_ROUTES]
> satisfies RouteDefinitions
