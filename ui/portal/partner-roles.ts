/**
 * Partner organisations and the people of the portal (SPEC.md points 1, 3 and 6): partner levels,
 * business lines and portal roles. Shared by the worker and the UI, free of server APIs.
 */
import { PARTNER_LEVELS, type PartnerLevel } from '../content/model.ts'

export { PARTNER_LEVELS, type PartnerLevel }

/** Business categories a partner works in (SPEC.md point 1): pro TV, LED and signage. */
export const BUSINESS_LINES = ['pro', 'led', 'signage'] as const
export type BusinessLine = (typeof BUSINESS_LINES)[number]

/**
 * Portal roles (SPEC.md point 6). Partner executives and trainees belong to a partner
 * organisation; sales managers (who look after partners) and user admins (who manage the portal's
 * users) are the vendor's own staff, as are PIM editors and PIM viewers (the product information
 * area's own roles: editors change products and assets, viewers read them), demo coordinators
 * (who approve demo equipment requests and send the equipment out and take it back) and support
 * agents (who answer tickets, triage portal suggestions and look after Wave requests), the
 * marketing team (who review partners' success stories, publish them and see to their translations)
 * and trainers (who schedule on-request trainings and confirm attendance, which certifies).
 */
export const PORTAL_ROLES = [
  'partner-executive',
  'trainee',
  'sales-manager',
  'user-admin',
  'pim-editor',
  'pim-viewer',
  'demo-coordinator',
  'support-agent',
  'marketing',
  'trainer',
] as const
export type PortalRole = (typeof PORTAL_ROLES)[number]

export const PARTNER_ROLES = ['partner-executive', 'trainee'] as const satisfies readonly PortalRole[]

export function isPortalRole(value: string): value is PortalRole {
  return (PORTAL_ROLES as readonly string[]).includes(value)
}

export function isPartnerLevel(value: string): value is PartnerLevel {
  return (PARTNER_LEVELS as readonly string[]).includes(value)
}

export function isBusinessLine(value: string): value is BusinessLine {
  return (BUSINESS_LINES as readonly string[]).includes(value)
}

/** True for roles held by people of a partner organisation (they need one). */
export function isPartnerRole(role: PortalRole): boolean {
  return (PARTNER_ROLES as readonly PortalRole[]).includes(role)
}

/** Levels in ascending order: blue is the first, distributor the highest. */
export function levelRank(level: PartnerLevel): number {
  return PARTNER_LEVELS.indexOf(level)
}

/** The vendor's staff belong to no organisation: they see partner content of every level (the highest). */
export const STAFF_PARTNER_LEVEL: PartnerLevel = PARTNER_LEVELS[PARTNER_LEVELS.length - 1]!

/** A person's partner level: their organisation's, or the staff's for someone without one. */
export function partnerLevelOf(organisation: { level: PartnerLevel } | null): PartnerLevel {
  return organisation?.level ?? STAFF_PARTNER_LEVEL
}

/** The lower of two levels (impersonation never shows more than the impersonator may see). */
export function lowerLevel(a: PartnerLevel, b: PartnerLevel): PartnerLevel {
  return levelRank(a) <= levelRank(b) ? a : b
}

export interface SalesManagerContact {
  id: string
  name: string
  email: string
}

export interface PartnerOrganisation {
  id: string
  name: string
  /** ISO 3166-1 alpha-2 country code. */
  country: string
  level: PartnerLevel
  waveEnabled: boolean
  waveEligible: boolean
  businessLines: BusinessLine[]
  /** The vendor's sales manager who looks after this partner. */
  salesManager: SalesManagerContact | null
}

/** A person with a portal account. */
export interface PortalUser {
  id: string
  name: string
  email: string
  role: PortalRole
  /** The partner level whose content the person may see: their organisation's (`partnerLevelOf`), never a level of their own. */
  level: PartnerLevel
  /** The partner organisation of partner executives and trainees; null for the vendor's staff. */
  organisation: PartnerOrganisation | null
}

/** A person's name as first and last name, for forms that ask for both: the last word is the last name. */
export function firstAndLastName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim()
  const at = trimmed.lastIndexOf(' ')
  return at < 0 ? { firstName: trimmed, lastName: '' } : { firstName: trimmed.slice(0, at), lastName: trimmed.slice(at + 1) }
}
