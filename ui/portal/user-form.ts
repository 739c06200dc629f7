/**
 * The user form of user management: its fields, the arktype schema that validates a submission
 * on the server, and what went wrong per field. Role and level come from their lists; partner
 * roles need a partner organisation, the vendor's staff have none.
 */
import { type } from 'arktype'
import { hasControlCharacters, hasLineBreaks } from '../forms/text-characters.ts'
import { PARTNER_LEVELS, PORTAL_ROLES, type PartnerLevel, type PortalRole, isPartnerRole } from './partners.ts'

export const USER_FORM_FIELDS = ['name', 'email', 'role', 'level', 'organisationId'] as const
export type UserFormField = (typeof USER_FORM_FIELDS)[number]
export type UserFormValues = Record<UserFormField, string>

export const USER_NAME_MAX_LENGTH = 120
export const USER_EMAIL_MAX_LENGTH = 254

/** What is wrong with a field: missing, or present but not acceptable. */
export type UserFieldProblem = 'required' | 'invalid' | 'duplicate'

export interface UserDetails {
  name: string
  email: string
  role: PortalRole
  level: PartnerLevel
  /** Null for the vendor's staff. */
  organisationId: string | null
}

const userFormSchema = type({
  name: `0 < string <= ${USER_NAME_MAX_LENGTH}`,
  email: `string.email <= ${USER_EMAIL_MAX_LENGTH}`,
  role: type.enumerated(...PORTAL_ROLES),
  level: type.enumerated(...PARTNER_LEVELS),
  organisationId: 'string',
})

export function emptyUserForm(): UserFormValues {
  return { name: '', email: '', role: '', level: '', organisationId: '' }
}

/** The form's values from a posted body, trimmed; anything else in the body is ignored. */
export function userFormValuesOf(body: Record<string, unknown>): UserFormValues {
  const values = emptyUserForm()
  for (const field of USER_FORM_FIELDS) {
    const value = body[field]
    values[field] = typeof value === 'string' ? value.trim() : ''
  }
  return values
}

export type UserFormCheck = { ok: true; details: UserDetails } | { ok: false; problems: Partial<Record<UserFormField, UserFieldProblem>> }

/** Validates a submission. The organisation is only checked for being present here; that it exists is the server's check. */
export function checkUserForm(values: UserFormValues): UserFormCheck {
  const problems: Partial<Record<UserFormField, UserFieldProblem>> = {}
  const checked = userFormSchema(values)
  if (checked instanceof type.errors) {
    for (const error of checked) {
      const field = error.path[0]
      if (typeof field === 'string' && (USER_FORM_FIELDS as readonly string[]).includes(field)) {
        problems[field as UserFormField] = values[field as UserFormField] === '' ? 'required' : 'invalid'
      }
    }
  }
  // A name is one line of text without control or direction-override characters.
  if (!problems.name && (hasControlCharacters(values.name) || hasLineBreaks(values.name))) problems.name = 'invalid'
  const role = (PORTAL_ROLES as readonly string[]).includes(values.role) ? (values.role as PortalRole) : null
  if (role && isPartnerRole(role) && !values.organisationId) problems.organisationId = 'required'
  if (Object.keys(problems).length || checked instanceof type.errors || !role) return { ok: false, problems }
  return {
    ok: true,
    details: {
      name: checked.name,
      email: checked.email.toLowerCase(),
      role,
      level: checked.level,
      organisationId: isPartnerRole(role) ? values.organisationId : null,
    },
  }
}
