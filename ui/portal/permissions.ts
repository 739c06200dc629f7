/**
 * The permission table (SPEC.md point 6): the one place that decides which role may do what in
 * the portal, and how far it reaches. The worker checks it on every portal request
 * (worker/portal/portal-access.ts); the portal navigation reads it to show only what a person may
 * open. Data, not scattered ifs: change a row here and both follow.
 */
import { type PortalRole, PORTAL_ROLES } from './partner-roles.ts'
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
  'pim.catalogue.edit',
  'trainings.enrol',
  'trainings.progress',
  'trainings.request',
  'events.register',
  'demo-requests.create',
  'demo-requests.review',
  'sessions.view',
  'sessions.end',
  'users.sessions.end',
  'staff.inbox',
  'demo-requests.approve',
  'demo-requests.fulfil',
  'demo-requests.change',
  'demo-pool.view',
  'support.tickets.handle',
  'support.suggestions.triage',
  'wave-requests.handle',
  'audit-log.view',
  'notifications.view',
  'notifications.update',
  'success-stories.review',
  'trainings.schedule',
  'trainings.attendance',
  'trainings.certificate',
  'trainings.team',
  'organisation.team.view',
  'organisation.team.invite',
  'organisation.team.deactivate',
  'organisation.profile.edit',
] as const
export type PortalAction = (typeof PORTAL_ACTIONS)[number]

/**
 * How far a granted action reaches: the person's own portal, the partners a sales manager looks
 * after, or every partner. Ordered from narrowest to widest.
 */
export const PERMISSION_SCOPES = ['own', 'managed-partners', 'all-partners'] as const
export type PermissionScope = (typeof PERMISSION_SCOPES)[number]

type Grants = Readonly<Partial<Record<PortalRole, PermissionScope>>>

/** Every role of the portal (the PIM's roles work on the PIM host, not in the portal). */
const EVERY_ROLE: Grants = {
  'partner-executive': 'own',
  trainee: 'own',
  'sales-manager': 'own',
  'user-admin': 'own',
  'demo-coordinator': 'own',
  'support-agent': 'own',
  marketing: 'own',
  trainer: 'own',
}
/** Every role, the PIM's included: what everyone who can sign in may do with their own account. */
const EVERY_ACCOUNT: Grants = Object.fromEntries(PORTAL_ROLES.map((role) => [role, 'own'])) as Grants

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
  'demo-requests.view': { 'partner-executive': 'own', 'sales-manager': 'managed-partners', 'demo-coordinator': 'all-partners' },
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
  /** Saving drafts of products, lines and categories, publishing, scheduling and reverting them (PIM viewers only read). */
  'pim.catalogue.edit': { 'pim-editor': 'all-partners' },
  /** The partner's own people enrol and follow their progress; staff give the trainings. */
  'trainings.enrol': { 'partner-executive': 'own', trainee: 'own' },
  'trainings.progress': { 'partner-executive': 'own', trainee: 'own' },
  /** A training for the partner's whole team is arranged by its partner executive. */
  'trainings.request': { 'partner-executive': 'own' },
  'events.register': { 'partner-executive': 'own', trainee: 'own' },
  /**
   * A partner executive asks for demo equipment (and withdraws or changes the request until it is
   * approved); the sales manager who looks after the partner sends it for approval; the demo
   * coordinator approves or rejects it, then allocates, ships and takes back the units.
   */
  'demo-requests.create': { 'partner-executive': 'own' },
  'demo-requests.change': { 'partner-executive': 'own' },
  'demo-requests.review': { 'sales-manager': 'managed-partners' },
  'demo-requests.approve': { 'demo-coordinator': 'all-partners' },
  'demo-requests.fulfil': { 'demo-coordinator': 'all-partners' },
  /** The demo pool's units and the calendar of their allocations. */
  'demo-pool.view': { 'demo-coordinator': 'all-partners' },
  /** "Your sessions": everyone sees and ends their own sessions (on the site, and PIM staff on the PIM host too). */
  'sessions.view': EVERY_ACCOUNT,
  'sessions.end': EVERY_ACCOUNT,
  /** A user admin ends every session of any user. */
  'users.sessions.end': { 'user-admin': 'all-partners' },
  /** The staff console's inbox: each staff role sees the queues of its own work (ui/staff/inbox-queues.ts). */
  'staff.inbox': {
    'sales-manager': 'own',
    'user-admin': 'own',
    'demo-coordinator': 'own',
    'support-agent': 'own',
    marketing: 'own',
    trainer: 'own',
  },
  /** The support team answers every partner's tickets, triages portal suggestions and looks after Wave requests. */
  'support.tickets.handle': { 'support-agent': 'all-partners' },
  'support.suggestions.triage': { 'support-agent': 'all-partners' },
  'wave-requests.handle': { 'support-agent': 'all-partners' },
  /** The audit trail of the portal, with everyone's changes: the user admins, who answer for access. */
  'audit-log.view': { 'user-admin': 'all-partners' },
  /** Everyone who can sign in gets notifications (a role change reaches PIM staff too). */
  'notifications.view': EVERY_ACCOUNT,
  'notifications.update': EVERY_ACCOUNT,
  /** The marketing team reviews partners' success stories (comment, ask for changes, approve and publish) and sees to their translations. */
  'success-stories.review': { marketing: 'all-partners' },
  /** Trainers turn training requests into sessions (date, place or link, seats, participants)… */
  'trainings.schedule': { trainer: 'all-partners' },
  /** …and confirm who attended once a session is over: only that certifies (never the trainee alone). */
  'trainings.attendance': { trainer: 'all-partners' },
  /** A certificate PDF: one's own, and a partner executive's team's (checked per certificate). */
  'trainings.certificate': { 'partner-executive': 'own', trainee: 'own' },
  /** The partner executive's view of the team's trainings, progress and certificates. */
  'trainings.team': { 'partner-executive': 'own' },
  /**
   * Partner self-service (docs/decisions/048-partner-self-service.md): the partner executive keeps
   * the organisation's own people (invites, deactivates, reactivates) and its company profile.
   */
  'organisation.team.view': { 'partner-executive': 'own' },
  'organisation.team.invite': { 'partner-executive': 'own' },
  'organisation.team.deactivate': { 'partner-executive': 'own' },
  'organisation.profile.edit': { 'partner-executive': 'own' },
}

/**
 * Who may hold a role: people of a partner organisation, or the vendor's own staff (whose e-mail
 * address must be in the vendor's domain, VENDOR_EMAIL_DOMAIN).
 */
export type RoleHolders = 'partner-organisation' | 'vendor-staff'

export interface RoleAssignment {
  holders: RoleHolders
  /** The roles that may give this role to someone, or take it away. */
  assignedBy: readonly PortalRole[]
}

/**
 * Who may assign which role (issue 15 "Roles nobody can seize"): partner roles only inside a
 * partner organisation (by a user admin, or by a partner executive inviting people into their own
 * organisation: worker/organisation); staff roles only by a user admin, only to the vendor's own domain. Nobody
 * changes their own role. Every staff role change is audited and mailed (worker/users/user-account-store.ts).
 */
export const ROLE_ASSIGNMENTS: Readonly<Record<PortalRole, RoleAssignment>> = {
  'partner-executive': { holders: 'partner-organisation', assignedBy: ['user-admin', 'partner-executive'] },
  trainee: { holders: 'partner-organisation', assignedBy: ['user-admin', 'partner-executive'] },
  'sales-manager': { holders: 'vendor-staff', assignedBy: ['user-admin'] },
  'user-admin': { holders: 'vendor-staff', assignedBy: ['user-admin'] },
  'pim-editor': { holders: 'vendor-staff', assignedBy: ['user-admin'] },
  'pim-viewer': { holders: 'vendor-staff', assignedBy: ['user-admin'] },
  'demo-coordinator': { holders: 'vendor-staff', assignedBy: ['user-admin'] },
  'support-agent': { holders: 'vendor-staff', assignedBy: ['user-admin'] },
  marketing: { holders: 'vendor-staff', assignedBy: ['user-admin'] },
  trainer: { holders: 'vendor-staff', assignedBy: ['user-admin'] },
}

export function isStaffRole(role: PortalRole): boolean {
  return ROLE_ASSIGNMENTS[role].holders === 'vendor-staff'
}

/** Why a role may not be given as asked: see `roleAssignmentRefusal`. */
export type RoleAssignmentRefusal = 'not-allowed' | 'own-role' | 'needs-organisation' | 'outside-vendor-domain'

/** The domain of an e-mail address, lower case ('' when there is none). */
export function emailDomainOf(email: string): string {
  const at = email.lastIndexOf('@')
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
}

/** The vendor's domain as configured (`@` and case ignored); null when unset, and then nobody may be given a staff role. */
export function vendorDomainOf(setting: string | undefined): string | null {
  const domain = (setting ?? '').trim().replace(/^@/, '').toLowerCase()
  return domain || null
}

export interface RoleAssignmentRequest {
  /** The person who gives the role (never while impersonating: user management is not reachable then). */
  assigner: { id: string; role: PortalRole }
  /** The account that gets the role: its id when it exists, its current role, its e-mail address. */
  account: { id: string | null; role: PortalRole | null; email: string }
  role: PortalRole
  organisationId: string | null
  /** VENDOR_EMAIL_DOMAIN, through `vendorDomainOf`. */
  vendorDomain: string | null
}

/**
 * Null when the assigner may give `role` to the account as asked (a new account, or a changed
 * role), else why not. Keeping an account's role is no assignment; a partner role still needs its
 * organisation.
 */
export function roleAssignmentRefusal({
  assigner,
  account,
  role,
  organisationId,
  vendorDomain,
}: RoleAssignmentRequest): RoleAssignmentRefusal | null {
  const rule = ROLE_ASSIGNMENTS[role]
  if (rule.holders === 'partner-organisation' && !organisationId) return 'needs-organisation'
  const assigning = account.id === null || account.role !== role
  if (!assigning) return null
  if (account.id === assigner.id) return 'own-role'
  if (!rule.assignedBy.includes(assigner.role)) return 'not-allowed'
  if (account.role && !ROLE_ASSIGNMENTS[account.role].assignedBy.includes(assigner.role)) return 'not-allowed'
  if (rule.holders === 'vendor-staff' && (vendorDomain === null || emailDomainOf(account.email) !== vendorDomain))
    return 'outside-vendor-domain'
  return null
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
