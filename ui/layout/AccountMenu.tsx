/**
 * The header's account entry: a 'Partner login' link when signed out; signed in, a disclosure
 * with the portal link, "Your sessions" and a sign-out form. Plain HTML, no JavaScript needed.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { menu } from 'styled-system/recipes'
import type { LocaleCode } from '../../locales/registry.ts'
import { Icon } from '../components/Icon.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import type { ShellAccount } from './shell-account.ts'
import { linkHints } from './site-navigation.ts'

// The shared disclosure menu (ui/styles/menu.recipe.ts).
const menuClasses = menu({ align: 'end' })
const menuClass = menuClasses.content
const itemClass = menuClasses.item

// Class names computed once, not per render.
const signInLinkClass = css({ color: 'white', fontWeight: 'semibold', textDecoration: 'none', _hover: { textDecoration: 'underline' } })
const disclosureClass = css({ position: 'relative' })
const summaryClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: 'semibold',
  '&::-webkit-details-marker': { display: 'none' },
})
const srOnlyClass = css({ srOnly: true })

export function AccountMenu({ account, code }: { account: ShellAccount; code: LocaleCode }) {
  const { i18n } = useLingui()
  const signedIn = account.signedIn
  if (!signedIn) {
    return (
      <a href={account.signInHref} className={signInLinkClass} data-account="signed-out" {...linkHints(account.signInHref)}>
        {i18n._({ id: 'account.partner_login', message: 'Partner login' })}
      </a>
    )
  }
  return (
    <details className={disclosureClass} data-account="signed-in" data-menu="">
      <summary className={summaryClass}>
        <span className={srOnlyClass}>{i18n._({ id: 'account.menu', message: 'Account menu' })}: </span>
        <span>{signedIn.name}</span>
        <Icon name="chevron-down" />
      </summary>
      <ul className={menuClass}>
        <li>
          <a className={itemClass} href={signedIn.portalHref}>
            {i18n._({ id: 'account.portal', message: 'Partner portal' })}
          </a>
        </li>
        <li>
          <a className={itemClass} href={signedIn.sessionsHref}>
            {i18n._({ id: 'account.sessions', message: 'Your sessions' })}
          </a>
        </li>
        <li>
          <form method="post" action={signedIn.signOutAction}>
            <CsrfField token={signedIn.csrfToken} />
            <input type="hidden" name="locale" value={code} />
            <button type="submit" className={itemClass}>
              {i18n._({ id: 'account.sign_out', message: 'Sign out' })}
            </button>
          </form>
        </li>
      </ul>
    </details>
  )
}
