/**
 * The site footer: link groups (company, legal, support, tools, social) from the published
 * navigation record, or the built-in groups when there is none; links of the record without a
 * group are listed first. Then the cookie settings link and the copyright.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { Locale } from '../../locales/registry.ts'
import type { Navigation, NavigationItem } from '../content/model.ts'
import { ConsentSettingsLink } from '../consent/ConsentBanner.tsx'
import { isSafeHref } from '../routes/safe-url.ts'
import { COMPANY_NAME, COPYRIGHT_YEAR } from '../styles/brand.ts'
import { builtInFooterNavigation, linkHints } from './site-navigation.ts'

// Class names computed once, not per render.
const linkClass = css({ color: 'white', textDecoration: 'none', _hover: { textDecoration: 'underline' } })
const footerClass = css({ bg: 'brand.theme', color: 'white', mt: 'auto' })
const footerContentClass = css({ maxWidth: '7xl', mx: 'auto', px: '6', py: '10', display: 'flex', flexDirection: 'column', gap: '8' })
const groupsClass = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
  gap: '8',
})
const groupTitleClass = css({ fontSize: 'sm', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wide', mb: '3' })
const linkListClass = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' })
const bottomRowClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6',
  justifyContent: 'space-between',
  borderTopWidth: '1px',
  borderColor: 'rgba(255, 255, 255, 0.3)',
  pt: '6',
})

const isLink = (item: NavigationItem) => item.href !== '' && isSafeHref(item.href)
const isExternal = (href: string) => /^https?:\/\//i.test(href)

function FooterLink({ item }: { item: NavigationItem }) {
  return (
    <li>
      <a className={linkClass} href={item.href} {...(isExternal(item.href) ? { rel: 'noopener' } : linkHints(item.href))}>
        {item.title}
      </a>
    </li>
  )
}

function FooterGroup({ title, links }: { title?: string; links: readonly NavigationItem[] }) {
  return (
    <div>
      {title ? <h2 className={groupTitleClass}>{title}</h2> : null}
      <ul className={linkListClass}>
        {links.map((link) => (
          <FooterLink key={`${link.href}-${link.title}`} item={link} />
        ))}
      </ul>
    </div>
  )
}

export function Footer({ locale, navigation }: { locale: Locale; navigation?: Navigation | null }) {
  const { i18n } = useLingui()
  const items = navigation?.footer.length ? navigation.footer : builtInFooterNavigation(i18n, locale.code)
  const loose = items.filter((item) => !item.children?.length && isLink(item))
  const groups = items
    .filter((item) => item.children?.length)
    .map((item) => ({ title: item.title, links: item.children!.filter(isLink) }))
    .filter((group) => group.links.length)
  return (
    <footer className={footerClass}>
      <div className={footerContentClass}>
        <nav aria-label={i18n._({ id: 'nav.footer', message: 'Footer navigation' })} className={groupsClass}>
          {loose.length ? <FooterGroup links={loose} /> : null}
          {groups.map((group) => (
            <FooterGroup key={group.title} title={group.title} links={group.links} />
          ))}
        </nav>
        <div className={bottomRowClass}>
          <ConsentSettingsLink className={linkClass} />
          <p>
            {i18n._({
              id: 'shell.copyright',
              message: '© {year} {company}. All rights reserved.',
              values: { year: COPYRIGHT_YEAR, company: COMPANY_NAME },
            })}
          </p>
        </div>
      </div>
    </footer>
  )
}
