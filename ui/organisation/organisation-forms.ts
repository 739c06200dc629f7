/**
 * The partner executive's forms (docs/decisions/048-partner-self-service.md): inviting someone into
 * the organisation, and the company profile. One arktype check each, used by the server (the forms
 * are plain HTML posts). An invitation gives a partner role only; which roles an executive may give
 * is the permission table's (ROLE_ASSIGNMENTS), checked here and again by the server.
 */
import { type } from 'arktype'
import { COUNTRY_CODES } from '../forms/choices.ts'
import { hasControlCharacters, hasLineBreaks } from '../forms/text-characters.ts'
import { PARTNER_ROLES, type PortalRole } from '../portal/partner-roles.ts'
import { ROLE_ASSIGNMENTS } from '../portal/permissions.ts'
import { USER_EMAIL_MAX_LENGTH, USER_NAME_MAX_LENGTH } from '../users/user-form.ts'

export type FieldProblem = 'required' | 'invalid' | 'duplicate' | 'pending-invitation' | 'not-allowed'

/** The roles a partner executive may give in an invitation. */
export const INVITABLE_ROLES: readonly PortalRole[] = PARTNER_ROLES.filter((role) =>
  ROLE_ASSIGNMENTS[role].assignedBy.includes('partner-executive'),
)

export const INVITATION_FIELDS = ['name', 'email', 'role'] as const
export type InvitationField = (typeof INVITATION_FIELDS)[number]
export type InvitationValues = Record<InvitationField, string>

function text(body: Record<string, unknown>, name: string): string {
  const value = body[name]
  return typeof value === 'string' ? value.trim() : ''
}

function isOneLine(value: string): boolean {
  return !hasControlCharacters(value) && !hasLineBreaks(value)
}

export function invitationValuesOf(body: Record<string, unknown>): InvitationValues {
  return { name: text(body, 'name'), email: text(body, 'email'), role: text(body, 'role') }
}

const emailSchema = type(`string.email <= ${USER_EMAIL_MAX_LENGTH}`)

export type InvitationCheck =
  | { ok: true; invitation: { name: string; email: string; role: PortalRole } }
  | { ok: false; problems: Partial<Record<InvitationField, FieldProblem>> }

export function checkInvitation(values: InvitationValues): InvitationCheck {
  const problems: Partial<Record<InvitationField, FieldProblem>> = {}
  if (!values.name) problems.name = 'required'
  else if (values.name.length > USER_NAME_MAX_LENGTH || !isOneLine(values.name)) problems.name = 'invalid'
  if (!values.email) problems.email = 'required'
  else if (emailSchema(values.email) instanceof type.errors) problems.email = 'invalid'
  if (!values.role) problems.role = 'required'
  else if (!(INVITABLE_ROLES as readonly string[]).includes(values.role)) problems.role = 'not-allowed'
  if (Object.keys(problems).length) return { ok: false, problems }
  return { ok: true, invitation: { name: values.name, email: values.email.toLowerCase(), role: values.role as PortalRole } }
}

/* ------------------------------------------------------------------ the company profile */

/** A postal address: the demo request's shipping fields (ui/demo-requests/demo-request-rules.ts). */
export interface PostalAddress {
  street: string
  number: string
  bus: string
  city: string
  zip: string
  country: string
}

export interface ShippingAddress extends PostalAddress {
  label: string
}

export interface CompanyProfile {
  displayName: string
  phone: string
  website: string
  billing: PostalAddress
  shipping: ShippingAddress[]
}

/** How many shipping addresses a profile keeps. */
export const MAXIMUM_SHIPPING_ADDRESSES = 10
export const PROFILE_TEXT_LIMITS = {
  displayName: 120,
  phone: 40,
  website: 200,
  label: 60,
  street: 120,
  number: 10,
  bus: 10,
  city: 80,
  zip: 12,
} as const

export const ADDRESS_FIELDS = ['street', 'number', 'bus', 'city', 'zip', 'country'] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]

export function emptyAddress(): PostalAddress {
  return { street: '', number: '', bus: '', city: '', zip: '', country: '' }
}

/** The form field name of an address field: `billing_street`, `shipping_2_city`. */
export function addressFieldName(prefix: string, field: AddressField | 'label'): string {
  return `${prefix}_${field}`
}

export function shippingPrefix(index: number): string {
  return `shipping_${index}`
}

function addressOf(body: Record<string, unknown>, prefix: string): PostalAddress {
  const address = emptyAddress()
  for (const field of ADDRESS_FIELDS) address[field] = text(body, addressFieldName(prefix, field))
  address.country = address.country.toUpperCase()
  return address
}

function isBlank(address: PostalAddress & { label?: string }): boolean {
  return ADDRESS_FIELDS.every((field) => field === 'country' || !address[field]) && !address.label
}

/** The profile as posted: shipping rows left blank are dropped. */
export function companyProfileOf(body: Record<string, unknown>): CompanyProfile {
  const shipping: ShippingAddress[] = []
  for (let index = 0; index < MAXIMUM_SHIPPING_ADDRESSES; index++) {
    const prefix = shippingPrefix(index)
    const address = { label: text(body, addressFieldName(prefix, 'label')), ...addressOf(body, prefix) }
    if (!isBlank(address)) shipping.push(address)
  }
  return {
    displayName: text(body, 'displayName'),
    phone: text(body, 'phone'),
    website: text(body, 'website'),
    billing: addressOf(body, 'billing'),
    shipping,
  }
}

/** Problems by field name (`displayName`, `billing_city`, `shipping_0_street`, …). */
export type ProfileProblems = Record<string, FieldProblem>

const PHONE_PATTERN = /^\+?[0-9 ()./-]{5,40}$/

function checkAddress(address: PostalAddress, prefix: string, required: boolean, problems: ProfileProblems): void {
  const needed = required || ADDRESS_FIELDS.some((field) => field !== 'bus' && field !== 'country' && address[field])
  for (const field of ['street', 'number', 'bus', 'city', 'zip'] as const) {
    const value = address[field]
    const name = addressFieldName(prefix, field)
    if (!value) {
      if (needed && field !== 'bus') problems[name] = 'required'
    } else if (value.length > PROFILE_TEXT_LIMITS[field] || !isOneLine(value)) problems[name] = 'invalid'
  }
  const country = addressFieldName(prefix, 'country')
  if (!address.country) {
    if (needed) problems[country] = 'required'
  } else if (!(COUNTRY_CODES as readonly string[]).includes(address.country)) problems[country] = 'invalid'
}

/** What is wrong with a posted profile (nothing: an empty object). The billing address may stay empty as a whole. */
export function checkCompanyProfile(profile: CompanyProfile): ProfileProblems {
  const problems: ProfileProblems = {}
  if (!profile.displayName) problems.displayName = 'required'
  else if (profile.displayName.length > PROFILE_TEXT_LIMITS.displayName || !isOneLine(profile.displayName)) problems.displayName = 'invalid'
  if (profile.phone && !PHONE_PATTERN.test(profile.phone)) problems.phone = 'invalid'
  if (profile.website) {
    let valid = profile.website.length <= PROFILE_TEXT_LIMITS.website
    try {
      const url = new URL(profile.website)
      valid &&= url.protocol === 'https:' || url.protocol === 'http:'
    } catch {
      valid = false
    }
    if (!valid) problems.website = 'invalid'
  }
  checkAddress(profile.billing, 'billing', false, problems)
  profile.shipping.forEach((address, index) => {
    const prefix = shippingPrefix(index)
    checkAddress(address, prefix, true, problems)
    const label = addressFieldName(prefix, 'label')
    if (!address.label) problems[label] = 'required'
    else if (address.label.length > PROFILE_TEXT_LIMITS.label || !isOneLine(address.label)) problems[label] = 'invalid'
  })
  return problems
}
