/**
 * The user form of user management: its fields, the arktype schema that validates a submission
 * on the server, and what went wrong per field. The role comes from its list; partner roles need a
 * partner organisation (whose level is the user's), the vendor's staff have none. The e-mail
 * address is the identity: it is given when the account is added and never changed afterwards.
 */
import { type } from 'arktype'
import { hasControlCharacters, hasLineBreaks } from '../forms/text-characters.ts'
import { PORTAL_ROLES, type PortalRole, isPartnerRole } from '../portal/partner-roles.ts'

export const USER_FORM_FIELDS = ['name', 'email', 'role', 'organisationId'] as const
export type UserFormField = (typeof USER_FORM_FIELDS)[number]
export type UserFormValues = Record<UserFormField, string>

export const USER_NAME_MAX_LENGTH = 120
export const USER_EMAIL_MAX_LENGTH = 254

/**
 * What is wrong with a field: missing, present but not acceptable, an address someone else has,
 * an address that may not be changed, or a role its holder may not be given (the permission
 * table's role assignments: own role, outside the vendor's domain, not the assigner's to give).
 */
export type UserFieldProblem = 'required' | 'invalid' | 'duplicate' | 'unchangeable' | 'own-role' | 'outside-vendor-domain' | 'not-allowed'

export type UserFormMode = 'create' | 'edit'

export interface UserDetails {
  name: string
  /** The address given when adding; when editing, the address as posted ('' when the form did not send it): it must be the account's. */
  email: string
  role: PortalRole
  /** Null for the vendor's staff. */
  organisationId: string | null
}

const userFormSchema = type({
  name: `0 < string <= ${USER_NAME_MAX_LENGTH}`,
  role: type.enumerated(...PORTAL_ROLES),
  organisationId: 'string',
})
/** The address of a new account. */
const newAccountEmailSchema = type(`string.email <= ${USER_EMAIL_MAX_LENGTH}`)

export function emptyUserForm(): UserFormValues {
  return { name: '', email: '', role: '', organisationId: '' }
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

/**
 * Validates a submission. The organisation is only checked for being present here; that it
 * exists is the server's check. When editing, the e-mail address is not a field (it cannot change):
 * an absent one is fine, and one that differs from the account's is the server's refusal.
 */
export function checkUserForm(values: UserFormValues, mode: UserFormMode = 'create'): UserFormCheck {
  const problems: Partial<Record<UserFormField, UserFieldProblem>> = {}
  if (mode === 'create' && newAccountEmailSchema(values.email) instanceof type.errors)
    problems.email = values.email === '' ? 'required' : 'invalid'
  const checked = userFormSchema({ name: values.name, role: values.role, organisationId: values.organisationId })
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
      email: values.email.toLowerCase(),
      role,
      organisationId: isPartnerRole(role) ? values.organisationId : null,
    },
  }
}
