/**
 * The site header: brand, the main navigation as a mega menu (from the published navigation
 * record, or the built-in links when there is none), a search box (a GET form to the search page),
 * the language chooser and the account entry (partner login, or the signed-in person's menu).
 *
 * On phones everything but the brand sits in a drawer behind a menu button, so the collapsed
 * header is one row; on desktop the menu is the header's second row. The button is a `<details>` disclosure and the drawer the element right
 * after it (`details[open] + drawer`): no JavaScript needed (docs/decisions/027).
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { Locale, LocaleCode } from '../../locales/registry.ts'
import { Icon } from '../components/Icon.tsx'
import type { Navigation } from '../content/model.ts'
import { pathFor } from '../routes/route-table.ts'
import { COMPANY_NAME } from '../styles/brand.ts'
import { AccountMenu } from './AccountMenu.tsx'
import { LanguageChooser } from './LanguageChooser.tsx'
import { MegaMenu } from './MegaMenu.tsx'
import type { ShellAccount } from './shell-account.ts'
import { builtInMainNavigation } from './site-navigation.ts'

/** The drawer the phone's menu button opens. */
export const MENU_DRAWER_ID = 'site-menu-drawer'

// Class names computed once, not per render.
const searchFormClass = css({ display: 'flex', alignItems: 'stretch' })
const srOnlyClass = css({ srOnly: true })
const searchInputClass = css({
  flex: { base: '1', lg: 'none' },
  width: { lg: '9rem', xl: '11rem' },
  minWidth: '0',
  bg: 'white',
  color: 'gray.900',
  borderStartRadius: 'md',
  px: '3',
  py: '1.5',
  _placeholder: { color: 'gray.600' },
})
const searchButtonClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '3',
  bg: 'brand.progress',
  color: 'white',
  borderEndRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'brand.light', color: 'brand.theme' },
})
const headerClass = css({ bg: 'brand.theme', color: 'white' })
/** The bar is the mega menu's positioning box: its panels span its width. */
const headerContentClass = css({
  position: 'relative',
  maxWidth: '7xl',
  mx: 'auto',
  px: { base: '4', lg: '6' },
  py: '3',
  display: 'flex',
  alignItems: 'center',
  columnGap: '6',
  rowGap: '3',
  flexWrap: 'wrap',
})
const brandLinkClass = css({ color: 'white', fontWeight: 'bold', fontSize: 'xl', textDecoration: 'none', me: 'auto' })
const menuToggleClass = css({ lg: { display: 'none' } })
const menuButtonClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'rgba(255, 255, 255, 0.6)',
  borderRadius: 'md',
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: 'semibold',
  '&::-webkit-details-marker': { display: 'none' },
})
const menuIconOpenClass = css({ display: 'contents', '[open] > summary > &': { display: 'none' } })
const menuIconCloseClass = css({ display: 'none', '[open] > summary > &': { display: 'contents' } })
/**
 * Phones: hidden until the menu button opens it, then a column under the bar. Desktop: its items
 * join the bar (`display: contents`): search, language and account beside the brand, the menu as
 * a full-width second row.
 */
const drawerClass = css({
  display: 'none',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: '3',
  flexBasis: '100%',
  pb: '2',
  '[data-menu-toggle][open] + &': { display: 'flex' },
  lg: { display: 'contents', '[data-menu-toggle][open] + &': { display: 'contents' } },
})
const mainNavClass = css({ lg: { order: 1, flexBasis: '100%' } })

export function SearchBox({ code }: { code: LocaleCode }) {
  const { i18n } = useLingui()
  return (
    <form
      role="search"
      method="get"
      action={pathFor('search', code)}
      className={searchFormClass}
      aria-label={i18n._({ id: 'nav.site_search', message: 'Site search' })}
    >
      <label htmlFor="site-search" className={srOnlyClass}>
        {i18n._({ id: 'search.label', message: 'Search the site' })}
      </label>
      <input
        id="site-search"
        type="search"
        name="q"
        placeholder={i18n._({ id: 'search.placeholder', message: 'Search' })}
        className={searchInputClass}
      />
      <button type="submit" className={searchButtonClass}>
        <Icon name="search" label={i18n._({ id: 'search.submit', message: 'Search' })} />
      </button>
    </form>
  )
}

export function Header({
  locale,
  locales,
  alternates,
  navigation,
  account,
}: {
  locale: Locale
  locales: readonly Locale[]
  alternates: Partial<Record<LocaleCode, string>>
  /** The published navigation record; null or absent → the built-in links. */
  navigation?: Navigation | null
  /** The visitor's account entry (login link or account menu). */
  account?: ShellAccount
}) {
  const { i18n } = useLingui()
  const items = navigation?.main.length ? navigation.main : builtInMainNavigation(i18n, locale.code)
  return (
    <header className={headerClass}>
      <div className={headerContentClass}>
        <a href={pathFor('index', locale.code)} className={brandLinkClass}>
          {COMPANY_NAME}
        </a>
        <details className={menuToggleClass} data-menu-toggle="">
          <summary className={menuButtonClass} aria-controls={MENU_DRAWER_ID}>
            <span className={menuIconOpenClass}>
              <Icon name="menu" />
            </span>
            <span className={menuIconCloseClass}>
              <Icon name="close" />
            </span>
            {i18n._({ id: 'nav.menu', message: 'Menu' })}
          </summary>
        </details>
        <div id={MENU_DRAWER_ID} className={drawerClass} data-menu-drawer="">
          <div className={mainNavClass}>
            <MegaMenu items={items} label={i18n._({ id: 'nav.main', message: 'Main navigation' })} />
          </div>
          <SearchBox code={locale.code} />
          <LanguageChooser current={locale} locales={locales} alternates={alternates} />
          {account ? <AccountMenu account={account} code={locale.code} /> : null}
        </div>
      </div>
    </header>
  )
}
