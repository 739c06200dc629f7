/**
 * The partner sign-in page (SPEC.md point 1): Microsoft or Google, as plain form posts that start
 * the OpenID Connect sign-in. After a failed attempt it says what happened; someone the portal
 * does not know is told so and pointed to the partner programme.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { LocaleCode } from '../../locales/registry.ts'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { portalTitleClass, problemClass } from '../portal/PortalLayout.tsx'
import type { SignInProblem } from './sign-in-problems.ts'

export type SignInOptionName = 'microsoft' | 'google'

export function SignInPage({
  options,
  actionFor,
  returnTo,
  code,
  problem,
  csrfToken,
  becomePartnerHref,
}: {
  options: SignInOptionName[]
  actionFor: Record<SignInOptionName, string>
  returnTo: string
  code: LocaleCode
  problem: SignInProblem | null
  csrfToken: string
  becomePartnerHref: string
}) {
  const { i18n } = useLingui()
  const problemText: Record<SignInProblem, string> = {
    'unknown-account': i18n._({
      id: 'sign_in.unknown_account',
      message:
        'We do not know this account. The partner portal is open to our partners: sign in with the account your company registered with us, or find out how to become a partner.',
    }),
    failed: i18n._({ id: 'sign_in.failed', message: 'Signing in did not work. Please try again.' }),
    expired: i18n._({ id: 'sign_in.expired', message: 'This sign-in took too long or was already completed. Please start again.' }),
    unavailable: i18n._({
      id: 'sign_in.unavailable',
      message: 'This way of signing in is not available at the moment. Please try again later or choose the other one.',
    }),
    deactivated: i18n._({
      id: 'sign_in.deactivated',
      message: 'Your account has been deactivated by your company. Please ask your partner executive if you need access again.',
    }),
    'invitation-unusable': i18n._({
      id: 'sign_in.invitation_unusable',
      message:
        'This invitation cannot be used: it has expired, it was already used or withdrawn, or you signed in with another e-mail address than the one invited. Please ask your partner executive for a new invitation.',
    }),
    'session-ended': i18n._({
      id: 'sign_in.session_ended',
      message: 'Your session has ended. What you entered is kept: sign in again to continue where you left off.',
    }),
  }
  return (
    <section className={css({ maxWidth: '2xl', py: '6' })}>
      <h1 className={portalTitleClass}>{i18n._({ id: 'sign_in.title', message: 'Partner portal login' })}</h1>
      {problem ? (
        <div role="alert" className={problemClass} data-sign-in-problem={problem}>
          <p>{problemText[problem]}</p>
          {problem === 'unknown-account' ? (
            <p className={css({ mt: '2' })}>
              <a href={becomePartnerHref} className={css({ color: 'inherit', fontWeight: 'bold', textDecoration: 'underline' })}>
                {i18n._({ id: 'gate.become_partner', message: 'Become a partner' })}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      <p className={css({ textStyle: 'paragraph', mb: '6' })}>
        {i18n._({ id: 'sign_in.intro', message: 'Log in with the Microsoft or Google account your company uses with us.' })}
      </p>
      {options.length ? (
        <SignInOptionForms options={options} actionFor={actionFor} returnTo={returnTo} code={code} csrfToken={csrfToken} />
      ) : (
        <p role="alert" className={problemClass}>
          {problemText.unavailable}
        </p>
      )}
      <p className={css({ mt: '8' })}>
        {i18n._({ id: 'sign_in.not_a_partner', message: 'Not a partner yet?' })}{' '}
        <a href={becomePartnerHref} className={css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline' })}>
          {i18n._({ id: 'gate.become_partner', message: 'Become a partner' })}
        </a>
      </p>
    </section>
  )
}

/** One form per sign-in option (the portal's and the PIM's login screens). */
export function SignInOptionForms({
  options,
  actionFor,
  returnTo,
  code,
  csrfToken,
}: {
  options: SignInOptionName[]
  actionFor: Record<SignInOptionName, string>
  returnTo: string
  code: LocaleCode
  csrfToken: string
}) {
  const { i18n } = useLingui()
  const optionLabel: Record<SignInOptionName, string> = {
    microsoft: i18n._({ id: 'sign_in.with_microsoft', message: 'Sign in with Microsoft' }),
    google: i18n._({ id: 'sign_in.with_google', message: 'Sign in with Google' }),
  }
  return (
    <div className={css({ display: 'grid', gap: '3', maxWidth: '22rem' })}>
      {options.map((option) => (
        <form key={option} method="post" action={actionFor[option]}>
          <CsrfField token={csrfToken} />
          <input type="hidden" name="return_to" value={returnTo} />
          <input type="hidden" name="locale" value={code} />
          <Button type="submit" fullWidth data-sign-in-option={option}>
            {optionLabel[option]}
          </Button>
        </form>
      ))}
    </div>
  )
}
