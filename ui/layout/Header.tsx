import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { Locale, LocaleCode } from '../../locales/registry.ts'
import { pathFor } from '../routes/route-table.ts'
import { COMPANY_NAME } from '../styles/brand.ts'
import { LanguageChooser } from './LanguageChooser.tsx'

const linkClass = css({ color: 'white', textDecoration: 'none', fontWeight: 'semibold', _hover: { textDecoration: 'underline' } })

export function Header({
  locale,
  locales,
  alternates,
}: {
  locale: Locale
  locales: readonly Locale[]
  alternates: Partial<Record<LocaleCode, string>>
}) {
  const { i18n } = useLingui()
  const navigation = [
    { href: pathFor('display-solutions', locale.code), label: i18n._({ id: 'nav.products', message: 'Display solutions' }) },
    { href: pathFor('industry-display-solutions', locale.code), label: i18n._({ id: 'nav.industries', message: 'Industries' }) },
    { href: pathFor('insights', locale.code), label: i18n._({ id: 'nav.insights', message: 'Insights' }) },
    { href: pathFor('events', locale.code), label: i18n._({ id: 'nav.events', message: 'Events' }) },
    { href: pathFor('contact', locale.code), label: i18n._({ id: 'nav.contact', message: 'Contact' }) },
  ]
  return (
    <header className={css({ bg: 'brand.theme', color: 'white' })}>
      <div className={css({ maxWidth: '7xl', mx: 'auto', px: '6', py: '3', display: 'flex', alignItems: 'center', gap: '8', flexWrap: 'wrap' })}>
        <a href={pathFor('index', locale.code)} className={css({ color: 'white', fontWeight: 'bold', fontSize: 'xl', textDecoration: 'none' })}>
          {COMPANY_NAME}
        </a>
        <nav aria-label={i18n._({ id: 'nav.main', message: 'Main navigation' })} className={css({ flex: '1' })}>
          <ul className={css({ display: 'flex', gap: '6', flexWrap: 'wrap', listStyle: 'none' })}>
            {navigation.map((item) => (
              <li key={item.href}>
                <a className={linkClass} href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageChooser current={locale} locales={locales} alternates={alternates} />
      </div>
    </header>
  )
}
