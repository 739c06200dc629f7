/**
 * The built-in provider's sign-in screen (LOCAL and DEV only): pick a seeded account, or type any
 * other address to see what someone the portal does not know gets. Each choice is a plain form post.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'
import { levelLabel, roleLabel } from '../portal/labels.ts'
import { isPartnerLevel, isPortalRole } from '../portal/partner-roles.ts'

export interface LocalAccount {
  name: string
  email: string
  role: string
  level: string
  organisation: string | null
}

const accountButtonClass = css({
  display: 'grid',
  width: '100%',
  textAlign: 'start',
  gap: '0.5',
  px: '4',
  py: '3',
  borderWidth: '1px',
  borderColor: 'gray.300',
  borderRadius: 'md',
  bg: 'white',
  cursor: 'pointer',
  _hover: { bg: 'brand.light', borderColor: 'brand.theme' },
})

function HiddenParameters({ parameters, csrfToken }: { parameters: Record<string, string>; csrfToken: string }) {
  return (
    <>
      <CsrfField token={csrfToken} />
      {Object.entries(parameters).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

export function LocalProviderSignIn({
  action,
  standsInFor,
  parameters,
  accounts,
  csrfToken,
}: {
  action: string
  standsInFor: 'microsoft' | 'google'
  parameters: Record<string, string>
  accounts: LocalAccount[]
  csrfToken: string
}) {
  const { i18n } = useLingui()
  const provider = standsInFor === 'microsoft' ? 'Microsoft' : 'Google'
  return (
    <section className={css({ maxWidth: '3xl' })} aria-labelledby="local-sign-in-title">
      <h1 id="local-sign-in-title" className={pageTitleClass}>
        {i18n._({ id: 'local_provider.title', message: 'Local sign-in' })}
      </h1>
      <p className={css({ textStyle: 'paragraph', mb: '8' })}>
        {i18n._({
          id: 'local_provider.intro',
          message:
            'This development site has no connection to {provider}. This screen stands in for it: choose the account to sign in with.',
          values: { provider },
        })}
      </p>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>
        {i18n._({ id: 'local_provider.accounts', message: 'Seeded accounts' })}
      </h2>
      <ul className={css({ listStyle: 'none', display: 'grid', gap: '2', mb: '10' })} data-local-accounts="">
        {accounts.map((account) => (
          <li key={account.email}>
            <form method="post" action={action}>
              <HiddenParameters parameters={parameters} csrfToken={csrfToken} />
              <input type="hidden" name="email" value={account.email} />
              <button type="submit" className={accountButtonClass} data-account={account.email}>
                <span className={css({ fontWeight: 'semibold', color: 'brand.theme' })}>{account.name}</span>
                <span className={css({ fontSize: 'sm', color: 'gray.700' })}>
                  {account.email}
                  {' · '}
                  {isPortalRole(account.role) ? roleLabel(i18n, account.role) : account.role}
                  {' · '}
                  {isPartnerLevel(account.level) ? levelLabel(i18n, account.level) : account.level}
                  {account.organisation ? ` · ${account.organisation}` : ''}
                </span>
              </button>
            </form>
          </li>
        ))}
      </ul>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>
        {i18n._({ id: 'local_provider.other_account', message: 'Another account' })}
      </h2>
      <form method="post" action={action} className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-end' })}>
        <HiddenParameters parameters={parameters} csrfToken={csrfToken} />
        <div className={css({ display: 'grid', gap: '1' })}>
          <label htmlFor="local-provider-email" className={css({ fontWeight: 'semibold' })}>
            {i18n._({ id: 'local_provider.email', message: 'E-mail address' })}
          </label>
          <input
            id="local-provider-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            className={css({ borderWidth: '1px', borderColor: 'gray.500', borderRadius: 'md', px: '3', py: '2', minWidth: '18rem' })}
          />
        </div>
        <Button type="submit">{i18n._({ id: 'local_provider.continue', message: 'Continue' })}</Button>
      </form>
    </section>
  )
}

export function LocalProviderError() {
  const { i18n } = useLingui()
  return (
    <section>
      <h1 className={pageTitleClass}>{i18n._({ id: 'local_provider.title', message: 'Local sign-in' })}</h1>
      <p role="alert" className={css({ textStyle: 'paragraph' })}>
        {i18n._({
          id: 'local_provider.unknown_client',
          message:
            'This sign-in request comes from an application this provider does not know, or asks to return to an address it may not use.',
        })}
      </p>
    </section>
  )
}

/** Why DEV's sign-in screen does not open: no access cookie yet, or an access link that cannot be used. */
export type LocalProviderClosedReason = 'no-access' | 'link-invalid' | 'link-expired' | 'link-used'

export function LocalProviderClosed({ reason }: { reason: LocalProviderClosedReason }) {
  const { i18n } = useLingui()
  const text =
    reason === 'link-invalid'
      ? i18n._({ id: 'local_provider.link_invalid', message: 'This access link is not valid.' })
      : reason === 'link-expired'
        ? i18n._({ id: 'local_provider.link_expired', message: 'This access link has expired.' })
        : reason === 'link-used'
          ? i18n._({ id: 'local_provider.link_used', message: 'This access link has already been used. Each link opens one browser.' })
          : i18n._({ id: 'local_provider.no_access', message: 'This test environment is private.' })
  return (
    <section data-local-provider-closed={reason}>
      <h1 className={pageTitleClass}>{i18n._({ id: 'local_provider.title', message: 'Local sign-in' })}</h1>
      <p role="alert" className={css({ textStyle: 'paragraph', mb: '4' })}>
        {text}
      </p>
      <p className={css({ textStyle: 'paragraph' })}>
        {i18n._({
          id: 'local_provider.ask_for_link',
          message: 'To sign in here, open the access link your team gave you in this browser, or ask them for a new one.',
        })}
      </p>
    </section>
  )
}
