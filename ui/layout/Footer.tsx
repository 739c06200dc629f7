import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { Locale, LocaleCode } from '../../locales/registry.ts'
import type { Navigation, NavigationItem } from '../content/model.ts'
import { ConsentSettingsLink } from '../consent/ConsentBanner.tsx'
import { isSafeHref } from '../routes/safe-url.ts'
import { pathFor } from '../routes/route-table.ts'
import { COMPANY_NAME, COPYRIGHT_YEAR } from '../styles/brand.ts'

const linkClass = css({ color: 'white', _hover: { textDecoration: 'underline' } })

// Class names computed once, not per render.
const footerClass = css({ bg: 'brand.theme', color: 'white', mt: 'auto' })
const footerContentClass = css({
  maxWidth: '7xl',
  mx: 'auto',
  px: '6',
  py: '8',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6',
  justifyContent: 'space-between',
})
const footerLinkListClass = css({ display: 'flex', gap: '6', flexWrap: 'wrap', listStyle: 'none' })

/** The footer links when no navigation record is published. */
function builtInLinks(i18n: ReturnType<typeof useLingui>['i18n'], code: LocaleCode): NavigationItem[] {
  return [
    { href: pathFor('careers', code), title: i18n._({ id: 'nav.careers', message: 'Careers' }) },
    { href: pathFor('downloads-slug', code), title: i18n._({ id: 'nav.downloads', message: 'Downloads' }) },
    { href: pathFor('partnership', code), title: i18n._({ id: 'nav.partnership', message: 'Partnership' }) },
    { href: pathFor('contact', code), title: i18n._({ id: 'nav.contact', message: 'Contact' }) },
  ]
}

export function Footer({ locale, navigation }: { locale: Locale; navigation?: Navigation | null }) {
  const { i18n } = useLingui()
  const links = (navigation?.footer.length ? navigation.footer : builtInLinks(i18n, locale.code)).filter((link) => isSafeHref(link.href))
  return (
    <footer className={footerClass}>
      <div className={footerContentClass}>
        <nav aria-label={i18n._({ id: 'nav.footer', message: 'Footer navigation' })}>
          <ul className={footerLinkListClass}>
            {links.map((link) => (
              <li key={`${link.href}-${link.title}`}>
                <a className={linkClass} href={link.href}>
                  {link.title}
                </a>
              </li>
            ))}
            <li>
              <ConsentSettingsLink className={linkClass} />
            </li>
          </ul>
        </nav>
        <p>
          {i18n._({
            id: 'shell.copyright',
            message: '© {year} {company}. All rights reserved.',
            values: { year: COPYRIGHT_YEAR, company: COMPANY_NAME },
          })}
        </p>
      </div>
    </footer>
  )
}
