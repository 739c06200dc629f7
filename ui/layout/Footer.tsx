import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { Locale } from '../../locales/registry.ts'
import { pathFor } from '../routes/route-table.ts'
import { COMPANY_NAME, COPYRIGHT_YEAR } from '../styles/brand.ts'

const linkClass = css({ color: 'white', _hover: { textDecoration: 'underline' } })

export function Footer({ locale }: { locale: Locale }) {
  const { i18n } = useLingui()
  return (
    <footer className={css({ bg: 'brand.theme', color: 'white', mt: 'auto' })}>
      <div className={css({ maxWidth: '7xl', mx: 'auto', px: '6', py: '8', display: 'flex', flexWrap: 'wrap', gap: '6', justifyContent: 'space-between' })}>
        <nav aria-label={i18n._({ id: 'nav.footer', message: 'Footer navigation' })}>
          <ul className={css({ display: 'flex', gap: '6', flexWrap: 'wrap', listStyle: 'none' })}>
            <li><a className={linkClass} href={pathFor('careers', locale.code)}>{i18n._({ id: 'nav.careers', message: 'Careers' })}</a></li>
            <li><a className={linkClass} href={pathFor('downloads-slug', locale.code)}>{i18n._({ id: 'nav.downloads', message: 'Downloads' })}</a></li>
            <li><a className={linkClass} href={pathFor('partnership', locale.code)}>{i18n._({ id: 'nav.partnership', message: 'Partnership' })}</a></li>
            <li><a className={linkClass} href={pathFor('contact', locale.code)}>{i18n._({ id: 'nav.contact', message: 'Contact' })}</a></li>
          </ul>
        </nav>
        <p>
          {i18n._({ id: 'shell.copyright', message: '© {year} {company}. All rights reserved.', values: { year: COPYRIGHT_YEAR, company: COMPANY_NAME } })}
        </p>
      </div>
    </footer>
  )
}
