/**
 * The language chooser and locale switcher: plain links to the same page in every active
 * locale, in a disclosure that works without JavaScript. Choosing a locale remembers it (the
 * `locale` query parameter makes the server set the locale cookie, then drop the parameter) and
 * keeps the page's query: its filters, search or configuration (language-switch.ts).
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { menu } from 'styled-system/recipes'
import type { Locale, LocaleCode } from '../../locales/registry.ts'
import { Icon } from '../components/Icon.tsx'
import { useRequestInfo } from '../components/request-info.ts'
import { LOCALE_SWITCH_LINK_ATTRIBUTE, switchHref } from './language-switch.ts'

export { LOCALE_SWITCH_PARAMETER, switchHref } from './language-switch.ts'

export function localeLabel(locale: Locale): string {
  return locale.showCountryShort ? `${locale.name} (${locale.countryShort})` : locale.name
}

// The shared disclosure menu (ui/styles/menu.recipe.ts).
const menuClasses = menu({ align: 'end' })
const menuClass = menuClasses.content
const itemClass = menuClasses.item

const disclosureClass = css({ position: 'relative' })
const summaryClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  cursor: 'pointer',
  listStyle: 'none',
  py: '2',
  '&::-webkit-details-marker': { display: 'none' },
})
const srOnlyClass = css({ srOnly: true })
const countryClass = css({ color: 'gray.600', fontSize: 'sm' })

export function LanguageChooser({
  current,
  locales,
  alternates,
}: {
  current: Locale
  locales: readonly Locale[]
  alternates: Partial<Record<LocaleCode, string>>
}) {
  const { i18n } = useLingui()
  const { search } = useRequestInfo()
  return (
    <details className={disclosureClass} data-language-chooser="">
      <summary className={summaryClass}>
        <Icon name="globe" />
        <span>{localeLabel(current)}</span>
        {/* The visible label comes first so the accessible name contains it (WCAG 2.5.3). */}
        <span className={srOnlyClass}>{i18n._({ id: 'shell.language_chooser', message: 'Choose your language and region' })}</span>
      </summary>
      <ul className={menuClass} aria-label={i18n._({ id: 'shell.language_list', message: 'Languages and regions' })}>
        {locales.map((locale) => {
          const href = alternates[locale.code]
          if (!href) return null
          return (
            <li key={locale.code}>
              <a
                className={itemClass}
                href={switchHref(href, locale.code, search)}
                {...{ [LOCALE_SWITCH_LINK_ATTRIBUTE]: '' }}
                hrefLang={locale.iso}
                lang={locale.iso}
                aria-current={locale.code === current.code ? 'true' : undefined}
                // Following the link remembers the locale (a cookie): never on a mere hover.
                data-no-prefetch=""
              >
                {localeLabel(locale)} <span className={countryClass}>{locale.country}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </details>
  )
}
