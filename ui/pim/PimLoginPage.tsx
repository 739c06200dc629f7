/**
 * The PIM's own login screen: the same sign-in as the portal (Microsoft or Google through
 * OpenID Connect), started and finished on the PIM host so its session cookie belongs there.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { LocaleCode } from '../../locales/registry.ts'
import { SignInOptionForms, type SignInOptionName } from '../sign-in/SignInPage.tsx'
import type { SignInProblem } from '../sign-in/sign-in-problems.ts'
import { pimTitleClass, problemClass } from './pim-styles.ts'

export function PimLoginPage({
  options,
  actionFor,
  returnTo,
  code,
  problem,
  csrfToken,
  signedInWithoutAccess,
}: {
  options: SignInOptionName[]
  actionFor: Record<SignInOptionName, string>
  returnTo: string
  code: LocaleCode
  problem: SignInProblem | null
  csrfToken: string
  /** Signed in, but without a PIM role. */
  signedInWithoutAccess: boolean
}) {
  const { i18n } = useLingui()
  const problemText: Record<SignInProblem, string> = {
    'unknown-account': i18n._({
      id: 'pim.login.unknown_account',
      message: 'We do not know this account. The product information area is open to the product team only.',
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
    <section
      className={css({ maxWidth: '2xl', mx: 'auto', bg: 'white', p: '8', borderRadius: 'md', borderWidth: '1px', borderColor: 'gray.200' })}
    >
      <h1 className={pimTitleClass}>{i18n._({ id: 'pim.login.title', message: 'Product information login' })}</h1>
      {problem ? (
        <div role="alert" className={problemClass} data-sign-in-problem={problem}>
          <p>{problemText[problem]}</p>
        </div>
      ) : null}
      {signedInWithoutAccess ? (
        <div role="alert" className={problemClass} data-pim-no-access="">
          <p>
            {i18n._({
              id: 'pim.login.no_access',
              message:
                'Your account has no role in the product information area. Ask a user administrator for the PIM editor or PIM viewer role, or sign in with another account.',
            })}
          </p>
        </div>
      ) : null}
      <p className={css({ mb: '6' })}>
        {i18n._({ id: 'pim.login.intro', message: 'Log in with your Vantage Displays Microsoft or Google account.' })}
      </p>
      {options.length ? (
        <SignInOptionForms options={options} actionFor={actionFor} returnTo={returnTo} code={code} csrfToken={csrfToken} />
      ) : (
        <p role="alert" className={problemClass}>
          {problemText.unavailable}
        </p>
      )}
    </section>
  )
}
