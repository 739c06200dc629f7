/**
 * The permission table (SPEC.md point 6): the one place that decides which role may do what in
 * the portal, and how far it reaches. The worker checks it on every portal request
 * (worker/portal/portal-access.ts); the portal navigation reads it to show only what a person may
 * open. Data, not scattered ifs: change a row here and both follow.
 */
import type { PortalRole } from './partners.ts'
import type { PortalViewer } from './viewer.ts'

export const PORTAL_ACTIONS = [
  'dashboard.view',
  'trainings.view',
  'promotions.view',
  'events.view',
  'demo-requests.view',
  'videos.view',
  'success-stories.view',
  'success-stories.submit',
  'support.view',
  'support.ticket',
  'support.suggestion',
  'wave-request.view',
  'wave-request.submit',
  'users.view',
  'users.create',
  'users.update',
  'users.delete',
  'impersonation.start',
  'impersonation.return',
  'customer-record.view',
  'pim.view',
  'pim.assets.edit',
  'trainings.enrol',
  'trainings.progress',
  'trainings.request',
  'events.register',
  'demo-requests.create',
  'demo-requests.review',
] as const
export type PortalAction = (typeof PORTAL_ACTIONS)[number]

/**
 * How far a granted action reaches: the person's own portal, the partners a sales manager looks
 * after, or every partner. Ordered from narrowest to widest.
 */
export const PERMISSION_SCOPES = ['own', 'managed-partners', 'all-partners'] as const
export type PermissionScope = (typeof PERMISSION_SCOPES)[number]

type Grants = Readonly<Partial<Record<PortalRole, PermissionScope>>>

const EVERY_ROLE: Grants = { 'partner-executive': 'own', trainee: 'own', 'sales-manager': 'own', 'user-admin': 'own' }

/** Action → role → scope. A role missing from a row may not take that action. */
export const PERMISSIONS: Readonly<Record<PortalAction, Grants>> = {
  'dashboard.view': EVERY_ROLE,
  'trainings.view': EVERY_ROLE,
  'events.view': EVERY_ROLE,
  'videos.view': EVERY_ROLE,
  'support.view': EVERY_ROLE,
  'support.ticket': EVERY_ROLE,
  'support.suggestion': EVERY_ROLE,
  'promotions.view': { 'partner-executive': 'own', 'sales-manager': 'own', 'user-admin': 'own' },
  'demo-requests.view': { 'partner-executive': 'own', 'sales-manager': 'managed-partners' },
  'success-stories.view': { 'partner-executive': 'own', 'sales-manager': 'own' },
  'success-stories.submit': { 'partner-executive': 'own', 'sales-manager': 'own' },
  /** SPEC.md point 6: only a partner executive may open the Wave request page. */
  'wave-request.view': { 'partner-executive': 'own' },
  'wave-request.submit': { 'partner-executive': 'own' },
  'users.view': { 'user-admin': 'all-partners' },
  'users.create': { 'user-admin': 'all-partners' },
  'users.update': { 'user-admin': 'all-partners' },
  'users.delete': { 'user-admin': 'all-partners' },
  /** Sales managers show the portal as the partners they look after; user admins as any partner. */
  'impersonation.start': { 'sales-manager': 'managed-partners', 'user-admin': 'all-partners' },
  /** Going back to one's own portal; only meaningful while impersonating. */
  'impersonation.return': EVERY_ROLE,
  'customer-record.view': EVERY_ROLE,
  /** The product information area (PIM host): its own roles. */
  'pim.view': { 'pim-editor': 'all-partners', 'pim-viewer': 'all-partners' },
  'pim.assets.edit': { 'pim-editor': 'all-partners' },
  /** The partner's own people enrol and follow their progress; staff give the trainings. */
  'trainings.enrol': { 'partner-executive': 'own', trainee: 'own' },
  'trainings.progress': { 'partner-executive': 'own', trainee: 'own' },
  /** A training for the partner's whole team is arranged by its partner executive. */
  'trainings.request': { 'partner-executive': 'own' },
  'events.register': { 'partner-executive': 'own', trainee: 'own' },
  /** A partner executive asks for demo equipment; the sales manager who looks after the partner moves it on. */
  'demo-requests.create': { 'partner-executive': 'own' },
  'demo-requests.review': { 'sales-manager': 'managed-partners' },
}

/** The scope a role has for an action, or undefined when the role may not take it. */
export function grantOf(role: PortalRole, action: PortalAction): PermissionScope | undefined {
  return PERMISSIONS[action][role]
}

function narrower(a: PermissionScope, b: PermissionScope): PermissionScope {
  return PERMISSION_SCOPES.indexOf(a) <= PERMISSION_SCOPES.indexOf(b) ? a : b
}

/**
 * What the viewer may do: the role of the person whose portal is shown, and while impersonating
 * also the impersonator's own role, so impersonation never reaches beyond the impersonator's
 * rights (the narrower scope of the two wins).
 */
export function permissionFor(viewer: Pick<PortalViewer, 'person' | 'actor'>, action: PortalAction): PermissionScope | undefined {
  const granted = grantOf(viewer.person.role, action)
  if (!granted || !viewer.actor) return granted
  const actorGrant = grantOf(viewer.actor.role, action)
  return actorGrant ? narrower(granted, actorGrant) : undefined
}

export function isAllowed(viewer: Pick<PortalViewer, 'person' | 'actor'> | null, action: PortalAction): boolean {
  return viewer !== null && permissionFor(viewer, action) !== undefined
}
