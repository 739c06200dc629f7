/** The portal shell: its navigation beside the page, on every portal page. */
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { PortalArea } from './portal-areas.ts'
import type { PortalNavigationItem } from './portal-navigation.ts'

const linkClass = css({
  display: 'block',
  px: '3',
  py: '2',
  borderRadius: 'md',
  color: 'brand.theme',
  textDecoration: 'none',
  _hover: { bg: 'brand.light' },
})
const currentLinkClass = css({ bg: 'brand.theme', color: 'white', _hover: { bg: 'brand.theme' } })

export function PortalLayout({
  items,
  current,
  children,
}: {
  /** The areas the viewer may open (ui/portal/portal-navigation.ts). */
  items: readonly PortalNavigationItem[]
  current: PortalArea | null
  children: ReactNode
}) {
  const { i18n } = useLingui()
  return (
    <div
      className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '16rem 1fr' }, gap: '8', alignItems: 'start' })}
      data-portal=""
    >
      <nav aria-label={i18n._({ id: 'portal.nav.label', message: 'Partner portal' })}>
        <ul className={css({ listStyle: 'none', display: 'grid', gap: '1' })}>
          {items.map((item) => (
            <li key={item.area}>
              <a
                href={item.href}
                className={cx(linkClass, item.area === current ? currentLinkClass : undefined)}
                aria-current={item.area === current ? 'page' : undefined}
                data-portal-area={item.area}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div>{children}</div>
    </div>
  )
}

export const portalTitleClass = css({
  fontSize: { base: '2xl', md: '4xl' },
  fontWeight: 'bold',
  color: 'brand.theme',
  mb: '4',
  lineHeight: '1.15',
})
export const portalSectionTitleClass = css({ fontSize: 'xl', fontWeight: 'bold', color: 'brand.theme', mb: '3' })
export const noticeClass = css({
  bg: 'green.50',
  color: 'green.900',
  borderRadius: 'md',
  px: '4',
  py: '3',
  mb: '6',
  borderWidth: '1px',
  borderColor: 'green.200',
})
export const problemClass = css({
  bg: 'red.50',
  color: 'red.900',
  borderRadius: 'md',
  px: '4',
  py: '3',
  mb: '6',
  borderWidth: '1px',
  borderColor: 'red.200',
})
