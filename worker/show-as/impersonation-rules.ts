/**
 * Showing the portal as a partner ('show portal as', SPEC.md point 6). Who may do it, and for
 * whom, comes from the permission table ('impersonation.start' and its scope); what they then see
 * is never more than their own rights (ui/portal/permissions.ts `permissionFor`, ui/portal/viewer.ts
 * partner level). The session keeps the real actor (`act` claim) and every step is audited.
 */
import { grantOf } from '../../ui/portal/permissions.ts'
import { type PortalUser, isPartnerRole } from '../../ui/portal/partner-roles.ts'

/** True when `actor` may show the portal as `person`: a partner in the actor's scope, never oneself. */
export function mayShowPortalAs(actor: PortalUser, person: PortalUser): boolean {
  if (actor.id === person.id || !isPartnerRole(person.role) || !person.organisation) return false
  switch (grantOf(actor.role, 'impersonation.start')) {
    case 'all-partners':
      return true
    case 'managed-partners':
      return person.organisation.salesManager?.id === actor.id
    default:
      return false
  }
}

/** Whose partners a person may pick from: every partner (null) or those a sales manager looks after. */
export function impersonationScopeOf(actor: PortalUser): { salesManagerId: string | null } | undefined {
  switch (grantOf(actor.role, 'impersonation.start')) {
    case 'all-partners':
      return { salesManagerId: null }
    case 'managed-partners':
      return { salesManagerId: actor.id }
    default:
      return undefined
  }
}
