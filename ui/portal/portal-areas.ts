/**
 * Every portal route and the permission it needs (ui/portal/permissions.ts), for pages (GET) and
 * forms (POST). The worker refuses a request whose action the viewer lacks; the portal navigation
 * lists the areas in this order, showing only those the viewer may open.
 */
import type { PortalRouteName } from '../routes/route-table.ts'
import type { PortalAction } from './permissions.ts'

/** The action a page needs; `null` for the sign-in page, which anyone may see. */
export const PORTAL_PAGE_ACTIONS: Readonly<Record<PortalRouteName, PortalAction | null>> = {
  portal: 'dashboard.view',
  'portal-sign-in': null,
  'portal-trainings': 'trainings.view',
  'portal-promotions': 'promotions.view',
  'portal-events': 'events.view',
  'portal-demo-requests': 'demo-requests.view',
  'portal-videos': 'videos.view',
  'portal-videos-video': 'videos.view',
  'portal-success-stories': 'success-stories.view',
  'portal-success-stories-new': 'success-stories.submit',
  'portal-success-stories-files': 'success-stories.submit',
  'portal-support': 'support.view',
  'portal-support-ticket': 'support.view',
  'portal-support-suggestion': 'support.view',
  'portal-wave-request': 'wave-request.view',
  'portal-users': 'users.view',
  'portal-users-new': 'users.create',
  'portal-users-user': 'users.update',
  'portal-users-user-delete': 'users.delete',
  'portal-users-user-sessions': 'users.sessions.end',
  'portal-sessions': 'sessions.view',
  'portal-show-as': 'impersonation.start',
  'portal-show-as-return': 'impersonation.return',
  'portal-trainings-training': 'trainings.view',
  'portal-trainings-training-progress': 'trainings.view',
  'portal-trainings-training-request': 'trainings.view',
  'portal-events-event': 'events.view',
  'portal-demo-requests-new': 'demo-requests.create',
  'portal-demo-requests-request': 'demo-requests.view',
}

/** The routes that take a form post, and the action the post needs. */
export const PORTAL_FORM_ACTIONS: Readonly<Partial<Record<PortalRouteName, PortalAction>>> = {
  'portal-users-new': 'users.create',
  'portal-users-user': 'users.update',
  'portal-users-user-delete': 'users.delete',
  'portal-users-user-sessions': 'users.sessions.end',
  'portal-sessions': 'sessions.end',
  'portal-show-as': 'impersonation.start',
  'portal-show-as-return': 'impersonation.return',
  'portal-wave-request': 'wave-request.submit',
  'portal-success-stories-new': 'success-stories.submit',
  'portal-success-stories-files': 'success-stories.submit',
  'portal-support-ticket': 'support.ticket',
  'portal-support-suggestion': 'support.suggestion',
  'portal-trainings-training': 'trainings.enrol',
  'portal-trainings-training-progress': 'trainings.progress',
  'portal-trainings-training-request': 'trainings.request',
  'portal-events-event': 'events.register',
  'portal-demo-requests-new': 'demo-requests.create',
  'portal-demo-requests-request': 'demo-requests.review',
}

/** The portal's areas in navigation order (the dashboard first). */
export const PORTAL_AREAS = [
  'portal',
  'portal-trainings',
  'portal-promotions',
  'portal-events',
  'portal-demo-requests',
  'portal-videos',
  'portal-success-stories',
  'portal-support',
  'portal-wave-request',
  'portal-users',
  'portal-show-as',
  'portal-sessions',
] as const satisfies readonly PortalRouteName[]
export type PortalArea = (typeof PORTAL_AREAS)[number]
