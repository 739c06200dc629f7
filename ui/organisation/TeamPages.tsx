/**
 * Partner self-service pages (docs/decisions/048-partner-self-service.md): the executive's team
 * (people, their state, pending invitations), the invitation form, confirming the withdrawal of an
 * invitation, a deactivation or a reactivation, and the page an invitation's link opens for the
 * invitee. Plain HTML forms.
 */
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { LocaleCode } from '../../locales/registry.ts'
import { Button, ButtonLink } from '../components/Button.tsx'
import { EmptyState } from '../components/ListMessage.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { formatDate } from '../format/intl.ts'
import { roleLabel } from '../portal/labels.ts'
import type { PortalRole } from '../portal/partner-roles.ts'
import { PortalField, portalControlClass as controlClass } from '../portal/PortalField.tsx'
import { noticeClass, portalSectionTitleClass, portalTitleClass, problemClass } from '../portal/PortalLayout.tsx'
import { type SignInOptionName, SignInOptionForms } from '../sign-in/SignInPage.tsx'
import { type FieldProblem, INVITABLE_ROLES, type InvitationField, type InvitationValues } from './organisation-forms.ts'

const cellClass = css({ textAlign: 'start', p: '2', borderBottomWidth: '1px', borderColor: 'gray.200', verticalAlign: 'top' })
const linkClass = css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline' })

export interface TeamRow {
  id: string
  name: string
  email: string
  role: PortalRole
  active: boolean
  /** The page to deactivate or reactivate them (null: the executive themselves). */
  changeHref: string | null
}

export interface InvitationRow {
  id: string
  name: string
  email: string
  role: PortalRole
  /** ISO date-time. */
  expiresAt: string
  /** The page to withdraw it. */
  withdrawHref: string
}

export function fieldProblemText(i18n: I18n, problem: FieldProblem | undefined): string | undefined {
  switch (problem) {
    case undefined:
      return undefined
    case 'required':
      return i18n._({ id: 'organisation.problem_required', message: 'Please fill in this field.' })
    case 'invalid':
      return i18n._({ id: 'organisation.problem_invalid', message: 'Please check this value.' })
    case 'duplicate':
      return i18n._({ id: 'organisation.problem_has_account', message: 'This person already has a portal account.' })
    case 'pending-invitation':
      return i18n._({
        id: 'organisation.problem_pending_invitation',
        message: 'This address already has a pending invitation. Withdraw it under "Pending invitations" to send a new one.',
      })
    case 'not-allowed':
      return i18n._({ id: 'organisation.problem_role', message: 'Please choose one of the roles offered.' })
  }
}

export function TeamPage({
  rows,
  invitations,
  inviteHref,
  notice,
  iso,
}: {
  rows: TeamRow[]
  invitations: InvitationRow[]
  inviteHref: string
  notice: string | null
  iso: string
}) {
  const { i18n } = useLingui()
  return (
    <section>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '4', flexWrap: 'wrap' })}>
        <h1 className={portalTitleClass}>{i18n._({ id: 'team.title', message: 'Your team' })}</h1>
        <ButtonLink href={inviteHref}>{i18n._({ id: 'team.invite', message: 'Invite a colleague' })}</ButtonLink>
      </div>
      {notice ? (
        <p role="status" className={noticeClass} data-notice="">
          {notice}
        </p>
      ) : null}
      <div className={css({ overflowX: 'auto', my: '6' })}>
        <table className={css({ width: '100%', borderCollapse: 'collapse' })}>
          <caption className={css({ srOnly: true })}>{i18n._({ id: 'team.caption', message: 'People of your organisation' })}</caption>
          <thead>
            <tr>
              <th scope="col" className={cellClass}>
                {i18n._({ id: 'users.column_name', message: 'Name' })}
              </th>
              <th scope="col" className={cellClass}>
                {i18n._({ id: 'users.column_email', message: 'E-mail' })}
              </th>
              <th scope="col" className={cellClass}>
                {i18n._({ id: 'users.column_role', message: 'Role' })}
              </th>
              <th scope="col" className={cellClass}>
                {i18n._({ id: 'team.column_state', message: 'State' })}
              </th>
              <th scope="col" className={cellClass}>
                {i18n._({ id: 'users.column_actions', message: 'Actions' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-team-member={row.email}>
                <td className={cellClass}>{row.name}</td>
                <td className={cellClass}>{row.email}</td>
                <td className={cellClass}>{roleLabel(i18n, row.role)}</td>
                <td className={cellClass} data-state={row.active ? 'active' : 'deactivated'}>
                  {row.active
                    ? i18n._({ id: 'team.state_active', message: 'Active' })
                    : i18n._({ id: 'team.state_deactivated', message: 'Deactivated' })}
                </td>
                <td className={cellClass}>
                  {row.changeHref ? (
                    <a href={row.changeHref} className={linkClass}>
                      {row.active
                        ? i18n._({ id: 'team.deactivate', message: 'Deactivate' })
                        : i18n._({ id: 'team.reactivate', message: 'Reactivate' })}
                      <span className={css({ srOnly: true })}> {row.name}</span>
                    </a>
                  ) : (
                    i18n._({ id: 'team.you', message: 'You' })
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className={portalSectionTitleClass}>{i18n._({ id: 'team.pending_title', message: 'Pending invitations' })}</h2>
      {invitations.length ? (
        <ul className={css({ listStyle: 'none', display: 'grid', gap: '2' })}>
          {invitations.map((invitation) => (
            <li key={invitation.id} data-invitation={invitation.email}>
              {i18n._({
                id: 'team.pending_line',
                message: '{name} ({email}) as {role}, valid until {date}',
                values: {
                  name: invitation.name,
                  email: invitation.email,
                  role: roleLabel(i18n, invitation.role),
                  date: formatDate(iso, invitation.expiresAt, { dateStyle: 'long', timeStyle: 'short' }),
                },
              })}{' '}
              <a href={invitation.withdrawHref} className={linkClass}>
                {i18n._({ id: 'team.withdraw', message: 'Withdraw' })}
                <span className={css({ srOnly: true })}>
                  {' '}
                  {i18n._({ id: 'team.withdraw_whose', message: 'the invitation for {name}', values: { name: invitation.name } })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{i18n._({ id: 'team.pending_none', message: 'There are no pending invitations.' })}</EmptyState>
      )}
    </section>
  )
}

const INVITE_FIELD_IDS: Record<InvitationField, string> = { name: 'invite-name', email: 'invite-email', role: 'invite-role' }

export function InvitePage({
  action,
  values,
  problems,
  organisation,
  validityDays,
  csrfToken,
  cancelHref,
}: {
  action: string
  values: InvitationValues
  problems: Partial<Record<InvitationField, FieldProblem>>
  organisation: string
  validityDays: number
  csrfToken: string
  cancelHref: string
}) {
  const { i18n } = useLingui()
  const problemFields = (Object.keys(INVITE_FIELD_IDS) as InvitationField[]).filter((field) => problems[field])
  return (
    <section className={css({ maxWidth: '2xl' })}>
      <h1 className={portalTitleClass}>{i18n._({ id: 'team.invite_title', message: 'Invite a colleague' })}</h1>
      <p className={css({ textStyle: 'paragraph', mb: '4' })}>
        {i18n._({
          id: 'team.invite_intro',
          message:
            'We e-mail them a link to join {organisation}. The link works once and for {days, plural, one {# day} other {# days}}; they sign in with the Microsoft or Google account of the address you give.',
          values: { organisation, days: validityDays },
        })}
      </p>
      {problemFields.length ? (
        <div role="alert" className={problemClass} data-error-summary="">
          <p>{i18n._({ id: 'team.invite_problems', message: 'Please check the highlighted fields.' })}</p>
        </div>
      ) : null}
      <form method="post" action={action} noValidate className={css({ display: 'grid', gap: '4' })}>
        <CsrfField token={csrfToken} />
        <PortalField
          id={INVITE_FIELD_IDS.name}
          label={i18n._({ id: 'users.column_name', message: 'Name' })}
          error={fieldProblemText(i18n, problems.name)}
        >
          {(control) => <input {...control} name="name" defaultValue={values.name} autoComplete="off" required className={controlClass} />}
        </PortalField>
        <PortalField
          id={INVITE_FIELD_IDS.email}
          label={i18n._({ id: 'users.column_email', message: 'E-mail' })}
          error={fieldProblemText(i18n, problems.email)}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              defaultValue={values.email}
              autoComplete="off"
              required
              className={controlClass}
            />
          )}
        </PortalField>
        <PortalField
          id={INVITE_FIELD_IDS.role}
          label={i18n._({ id: 'users.column_role', message: 'Role' })}
          error={fieldProblemText(i18n, problems.role)}
        >
          {(control) => (
            <select {...control} name="role" defaultValue={values.role || 'trainee'} className={controlClass}>
              {INVITABLE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(i18n, role)}
                </option>
              ))}
            </select>
          )}
        </PortalField>
        <div className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
          <Button type="submit">{i18n._({ id: 'team.invite_send', message: 'Send the invitation' })}</Button>
          <a href={cancelHref} className={linkClass}>
            {i18n._({ id: 'users.cancel', message: 'Cancel' })}
          </a>
        </div>
      </form>
    </section>
  )
}

/** A team confirmation page: what is asked, why it was refused (if it was), what it does, then the form or the way back. */
function Confirmation({ title, problem, text, children }: { title: string; problem: string | null; text: string; children: ReactNode }) {
  return (
    <section className={css({ maxWidth: '2xl' })}>
      <h1 className={portalTitleClass}>{title}</h1>
      {problem ? (
        <p role="alert" className={problemClass}>
          {problem}
        </p>
      ) : null}
      <p className={css({ textStyle: 'paragraph', mb: '6' })}>{text}</p>
      {children}
    </section>
  )
}

export function TeamMemberPage({
  member,
  problem,
  action,
  csrfToken,
  cancelHref,
}: {
  member: { name: string; email: string; active: boolean }
  problem: string | null
  action: string
  csrfToken: string
  cancelHref: string
}) {
  const { i18n } = useLingui()
  const values = { name: member.name, email: member.email }
  return (
    <Confirmation
      title={
        member.active
          ? i18n._({ id: 'team.deactivate_title', message: 'Deactivate {name}?', values })
          : i18n._({ id: 'team.reactivate_title', message: 'Reactivate {name}?', values })
      }
      problem={problem}
      text={
        member.active
          ? i18n._({
              id: 'team.deactivate_text',
              message:
                '{name} ({email}) is signed out at once and cannot sign in any more. Their requests and history stay. You can reactivate the account later.',
              values,
            })
          : i18n._({ id: 'team.reactivate_text', message: '{name} ({email}) can sign in to the partner portal again.', values })
      }
    >
      <form method="post" action={action} className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
        <CsrfField token={csrfToken} />
        <input type="hidden" name="active" value={member.active ? 'false' : 'true'} />
        <Button type="submit">
          {member.active
            ? i18n._({ id: 'team.deactivate_confirm', message: 'Deactivate the account' })
            : i18n._({ id: 'team.reactivate_confirm', message: 'Reactivate the account' })}
        </Button>
        <a href={cancelHref} className={linkClass}>
          {i18n._({ id: 'users.cancel', message: 'Cancel' })}
        </a>
      </form>
    </Confirmation>
  )
}

/** Confirming the withdrawal of a pending invitation; with a problem (no longer pending), only the way back. */
export function TeamInvitationPage({
  invitation,
  problem,
  action,
  csrfToken,
  cancelHref,
}: {
  invitation: { name: string; email: string; role: PortalRole }
  problem: string | null
  /** Null when there is nothing to withdraw any more. */
  action: string | null
  csrfToken: string
  cancelHref: string
}) {
  const { i18n } = useLingui()
  const values = { name: invitation.name, email: invitation.email, role: roleLabel(i18n, invitation.role) }
  return (
    <Confirmation
      title={i18n._({ id: 'team.withdraw_title', message: 'Withdraw the invitation for {name}?', values })}
      problem={problem}
      text={i18n._({
        id: 'team.withdraw_text',
        message:
          '{name} ({email}) was invited as {role}. Once you withdraw the invitation, the link in their e-mail stops working. You can invite them again later.',
        values,
      })}
    >
      {action ? (
        <form method="post" action={action} className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
          <CsrfField token={csrfToken} />
          <Button type="submit">{i18n._({ id: 'team.withdraw_confirm', message: 'Withdraw the invitation' })}</Button>
          <a href={cancelHref} className={linkClass}>
            {i18n._({ id: 'users.cancel', message: 'Cancel' })}
          </a>
        </form>
      ) : (
        <a href={cancelHref} className={linkClass}>
          {i18n._({ id: 'team.back', message: 'Back to your team' })}
        </a>
      )}
    </Confirmation>
  )
}

/** What the invitee sees on opening the link: who invited them where, and the sign-in options; or why the link cannot be used. */
export function InvitationPage({
  invitation,
  withdrawn = false,
  options,
  actionFor,
  returnTo,
  code,
  csrfToken,
}: {
  invitation: { name: string; email: string; organisation: string; role: PortalRole } | null
  /** Why there is no invitation to show: it was withdrawn (else it expired, was used or is not genuine). */
  withdrawn?: boolean
  options: SignInOptionName[]
  actionFor: Record<SignInOptionName, string>
  returnTo: string
  code: LocaleCode
  csrfToken: string
}) {
  const { i18n } = useLingui()
  if (!invitation)
    return (
      <section className={css({ maxWidth: '2xl', py: '6' })}>
        <h1 className={portalTitleClass}>{i18n._({ id: 'invitation.unusable_title', message: 'This invitation cannot be used' })}</h1>
        <p role="alert" className={problemClass} data-invitation-problem="">
          {withdrawn
            ? i18n._({
                id: 'invitation.withdrawn_text',
                message: 'This invitation was withdrawn. Please ask your partner executive for a new invitation.',
              })
            : i18n._({
                id: 'invitation.unusable_text',
                message: 'The link has expired or was already used. Please ask your partner executive for a new invitation.',
              })}
        </p>
      </section>
    )
  return (
    <section className={css({ maxWidth: '2xl', py: '6' })}>
      <h1 className={portalTitleClass}>
        {i18n._({ id: 'invitation.title', message: 'Join {organisation}', values: { organisation: invitation.organisation } })}
      </h1>
      <p className={css({ textStyle: 'paragraph', mb: '6' })}>
        {i18n._({
          id: 'invitation.text',
          message:
            'Hello {name}, you are invited to the partner portal as {role}. Sign in with the Microsoft or Google account of {email} to accept.',
          values: { name: invitation.name, role: roleLabel(i18n, invitation.role), email: invitation.email },
        })}
      </p>
      <SignInOptionForms options={options} actionFor={actionFor} returnTo={returnTo} code={code} csrfToken={csrfToken} />
    </section>
  )
}
