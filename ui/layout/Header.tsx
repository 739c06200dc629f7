/**
 * The site header: brand, main navigation (from the published navigation record, or the built-in
 * links when there is none), a search box (a GET form to the search page), the language chooser and
 * the account entry (partner login, or the signed-in person's menu).
 * Sub-menus are <details> disclosures, so everything works without JavaScript.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { menu } from 'styled-system/recipes'
import type { Locale, LocaleCode } from '../../locales/registry.ts'
import { Icon } from '../components/Icon.tsx'
import type { Navigation, NavigationItem } from '../content/model.ts'
import { isSafeHref } from '../routes/safe-url.ts'
import { pathFor } from '../routes/route-table.ts'
import { COMPANY_NAME } from '../styles/brand.ts'
import { AccountMenu } from './AccountMenu.tsx'
import { LanguageChooser } from './LanguageChooser.tsx'
import type { ShellAccount } from './shell-account.ts'

const linkClass = css({ color: 'white', textDecoration: 'none', fontWeight: 'semibold', _hover: { textDecoration: 'underline' } })

// The shared disclosure menu (ui/styles/menu.recipe.ts).
const menuClasses = menu({ align: 'start' })
const subMenuClass = menuClasses.content
const subMenuLinkClass = menuClasses.item

// Class names computed once, not per render.
const subMenuDisclosureClass = css({ position: 'relative' })
const subMenuSummaryClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: 'semibold',
  '&::-webkit-details-marker': { display: 'none' },
})
const searchFormClass = css({ display: 'flex', alignItems: 'stretch' })
const srOnlyClass = css({ srOnly: true })
const searchInputClass = css({
  width: { base: '9rem', xl: '11rem' },
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
const headerContentClass = css({
  maxWidth: '7xl',
  mx: 'auto',
  px: '6',
  py: '3',
  display: 'flex',
  alignItems: 'center',
  gap: '6',
  flexWrap: 'wrap',
})
const brandLinkClass = css({ color: 'white', fontWeight: 'bold', fontSize: 'xl', textDecoration: 'none' })
const mainNavClass = css({ flex: { base: '1 1 100%', lg: '1 1 0' } })
const mainNavListClass = css({ display: 'flex', columnGap: '5', rowGap: '2', flexWrap: 'wrap', listStyle: 'none', alignItems: 'center' })

/** The header links when no navigation record is published. */
function builtInNavigation(i18n: ReturnType<typeof useLingui>['i18n'], code: LocaleCode): NavigationItem[] {
  return [
    { href: pathFor('display-solutions', code), title: i18n._({ id: 'nav.products', message: 'Display solutions' }) },
    { href: pathFor('industry-display-solutions', code), title: i18n._({ id: 'nav.industries', message: 'Industries' }) },
    { href: pathFor('insights', code), title: i18n._({ id: 'nav.insights', message: 'Insights' }) },
    { href: pathFor('events', code), title: i18n._({ id: 'nav.events', message: 'Events' }) },
    { href: pathFor('contact', code), title: i18n._({ id: 'nav.contact', message: 'Contact' }) },
  ]
}

function MenuItem({ item }: { item: NavigationItem }) {
  const children = item.children?.filter((child) => isSafeHref(child.href)) ?? []
  if (!children.length) {
    return isSafeHref(item.href) ? (
      <a className={linkClass} href={item.href}>
        {item.title}
      </a>
    ) : null
  }
  return (
    <details className={subMenuDisclosureClass} data-menu="">
      <summary className={subMenuSummaryClass}>
        <span>{item.title}</span>
        <Icon name="chevron-down" />
      </summary>
      <ul className={subMenuClass}>
        {isSafeHref(item.href) ? (
          <li>
            <a className={subMenuLinkClass} href={item.href}>
              {item.title}
            </a>
          </li>
        ) : null}
        {children.map((child) => (
          <li key={child.href}>
            <a className={subMenuLinkClass} href={child.href}>
              {child.title}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}

export function SearchBox({ code }: { code: LocaleCode }) {
  const { i18n } = useLingui()
  return (
    <form role="search" method="get" action={pathFor('search', code)} className={searchFormClass}>
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
  const items = navigation?.main.length ? navigation.main : builtInNavigation(i18n, locale.code)
  return (
    <header className={headerClass}>
      <div className={headerContentClass}>
        <a href={pathFor('index', locale.code)} className={brandLinkClass}>
          {COMPANY_NAME}
        </a>
        <nav aria-label={i18n._({ id: 'nav.main', message: 'Main navigation' })} className={mainNavClass}>
          <ul className={mainNavListClass}>
            {items.map((item) => (
              <li key={`${item.href}-${item.title}`}>
                <MenuItem item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <SearchBox code={locale.code} />
        <LanguageChooser current={locale} locales={locales} alternates={alternates} />
        {account ? <AccountMenu account={account} code={locale.code} /> : null}
      </div>
    </header>
  )
}
