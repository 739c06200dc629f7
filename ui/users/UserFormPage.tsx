/**
 * Adding or changing a user: name, e-mail, role from its list, and the partner organisation for
 * partner roles (whose level is the user's). The e-mail address is the account's identity: given
 * when adding, shown read-only when editing. Staff roles go only to the vendor's own domain.
 * Problems show beside their field and in a summary that links to them; a customer record system
 * failure shows as the general error.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { COMPANY_NAME } from '../styles/brand.ts'
import { levelLabel, roleLabel } from '../portal/labels.ts'
import { PORTAL_ROLES, type PartnerLevel } from '../portal/partner-roles.ts'
import { PortalField, portalControlClass as controlClass } from '../portal/PortalField.tsx'
import { portalTitleClass, problemClass } from '../portal/PortalLayout.tsx'
import { USER_FORM_FIELDS, type UserFieldProblem, type UserFormField, type UserFormValues } from './user-form.ts'

export interface OrganisationOption {
  id: string
  name: string
  level: PartnerLevel
}

const FIELD_IDS: Record<UserFormField, string> = {
  name: 'user-name',
  email: 'user-email',
  role: 'user-role',
  organisationId: 'user-organisation',
}

export function UserFormPage({
  mode,
  action,
  values,
  problems,
  generalError,
  organisations,
  vendorDomain,
  csrfToken,
  cancelHref,
}: {
  mode: 'create' | 'edit'
  action: string
  values: UserFormValues
  problems: Partial<Record<UserFormField, UserFieldProblem>>
  /** The general error (customer record system failure), already in the page's language. */
  generalError: string | null
  organisations: OrganisationOption[]
  /** The only domain staff roles may be given to; null when none is set up (then to nobody). */
  vendorDomain: string | null
  csrfToken: string
  cancelHref: string
}) {
  const { i18n } = useLingui()
  const labels: Record<UserFormField, string> = {
    name: i18n._({ id: 'users.field_name', message: 'Name' }),
    email: i18n._({ id: 'users.field_email', message: 'E-mail' }),
    role: i18n._({ id: 'users.field_role', message: 'Role' }),
    organisationId: i18n._({ id: 'users.field_organisation', message: 'Partner organisation' }),
  }
  const messageFor = (field: UserFormField): string | undefined => {
    const problem = problems[field]
    if (!problem) return undefined
    if (problem === 'duplicate') return i18n._({ id: 'users.email_exists', message: 'The email already exists, use another.' })
    if (problem === 'unchangeable')
      return i18n._({
        id: 'users.email_unchangeable',
        message: 'The e-mail address of an account cannot be changed. Add a new user with the other address instead.',
      })
    if (problem === 'own-role')
      return i18n._({ id: 'users.role_own', message: 'You cannot change your own role. Ask another user administrator.' })
    if (problem === 'outside-vendor-domain') {
      return vendorDomain
        ? i18n._({
            id: 'users.role_outside_domain',
            message: 'Staff roles can only be given to addresses ending in @{domain}.',
            values: { domain: vendorDomain },
          })
        : i18n._({ id: 'users.role_no_domain', message: 'Staff roles cannot be given: no company e-mail domain is set up.' })
    }
    if (problem === 'not-allowed') return i18n._({ id: 'users.role_not_allowed', message: 'You may not give or take away this role.' })
    if (problem === 'required')
      return i18n._({ id: 'users.field_required', message: '{field} is required', values: { field: labels[field] } })
    if (field === 'email')
      return i18n._({ id: 'users.email_invalid', message: '{field} is not a valid format', values: { field: labels[field] } })
    return i18n._({ id: 'users.field_invalid', message: '{field} is not valid.', values: { field: labels[field] } })
  }
  const failing = USER_FORM_FIELDS.filter((field) => problems[field])
  const title =
    mode === 'create'
      ? i18n._({ id: 'users.add_title', message: 'Add a user' })
      : i18n._({ id: 'users.edit_title', message: 'Edit {name}', values: { name: values.name } })
  return (
    <section>
      <h1 className={portalTitleClass}>{title}</h1>
      {generalError ? (
        <p role="alert" className={problemClass} data-general-error="">
          {generalError}
        </p>
      ) : null}
      {failing.length ? (
        <div role="alert" className={problemClass} data-error-summary="">
          <p className={css({ fontWeight: 'bold', mb: '2' })}>
            {i18n._({ id: 'users.problems_title', message: 'Please correct the following:' })}
          </p>
          <ul className={css({ listStyle: 'disc', ps: '5' })}>
            {failing.map((field) => (
              <li key={field}>
                <a href={`#${FIELD_IDS[field]}`} className={css({ color: 'inherit', textDecoration: 'underline' })}>
                  {messageFor(field)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form method="post" action={action} noValidate data-user-form={mode}>
        <CsrfField token={csrfToken} />
        <PortalField id={FIELD_IDS.name} label={labels.name} error={messageFor('name')}>
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              autoComplete="off"
              defaultValue={values.name}
              required
              maxLength={120}
              className={controlClass}
            />
          )}
        </PortalField>
        {mode === 'create' ? (
          <PortalField id={FIELD_IDS.email} label={labels.email} error={messageFor('email')}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="off"
                defaultValue={values.email}
                required
                maxLength={254}
                className={controlClass}
              />
            )}
          </PortalField>
        ) : (
          <PortalField
            id={FIELD_IDS.email}
            label={labels.email}
            error={messageFor('email')}
            hint={i18n._({ id: 'users.email_fixed_hint', message: 'The e-mail address identifies the account and cannot be changed.' })}
          >
            {(control) => <input {...control} name="email" type="email" readOnly defaultValue={values.email} className={controlClass} />}
          </PortalField>
        )}
        <PortalField
          id={FIELD_IDS.role}
          label={labels.role}
          error={messageFor('role')}
          hint={
            vendorDomain
              ? i18n._({
                  id: 'users.role_hint',
                  message: 'Sales managers, user administrators and PIM roles are {company} staff: only for addresses ending in @{domain}.',
                  values: { company: COMPANY_NAME, domain: vendorDomain },
                })
              : i18n._({ id: 'users.role_no_domain', message: 'Staff roles cannot be given: no company e-mail domain is set up.' })
          }
        >
          {(control) => (
            <select {...control} name="role" defaultValue={values.role} required className={controlClass}>
              <option value="">{i18n._({ id: 'users.choose', message: 'Choose…' })}</option>
              {PORTAL_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(i18n, role)}
                </option>
              ))}
            </select>
          )}
        </PortalField>
        <PortalField
          id={FIELD_IDS.organisationId}
          label={labels.organisationId}
          error={messageFor('organisationId')}
          hint={i18n._({
            id: 'users.organisation_hint_level',
            message:
              'Needed for partner executives and trainees, who have the partner level of their organisation; {company} staff have none.',
            values: { company: COMPANY_NAME },
          })}
        >
          {(control) => (
            <select {...control} name="organisationId" defaultValue={values.organisationId} className={controlClass}>
              <option value="">
                {i18n._({ id: 'users.no_organisation', message: 'None ({company} staff)', values: { company: COMPANY_NAME } })}
              </option>
              {organisations.map((organisation) => (
                <option key={organisation.id} value={organisation.id}>
                  {organisation.name} ({levelLabel(i18n, organisation.level)})
                </option>
              ))}
            </select>
          )}
        </PortalField>
        <div className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
          <Button type="submit">
            {mode === 'create'
              ? i18n._({ id: 'users.save_new', message: 'Add user' })
              : i18n._({ id: 'users.save', message: 'Save changes' })}
          </Button>
          <a href={cancelHref} className={css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline' })}>
            {i18n._({ id: 'users.cancel', message: 'Cancel' })}
          </a>
        </div>
      </form>
    </section>
  )
}
