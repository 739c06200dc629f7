/** The portal shell: its navigation beside the page, on every portal page. */
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { Icon } from '../components/Icon.tsx'
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

/** The portal header's way to the notification centre, with the number of unread notifications. */
export interface PortalNotificationsLink {
  href: string
  unread: number
}

const notificationsBarClass = css({ display: 'flex', justifyContent: 'flex-end', mb: '4' })
const notificationsLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '11',
  px: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'brand.theme',
  color: 'brand.theme',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { bg: 'brand.light' },
})
const unreadBadgeClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '6',
  px: '1.5',
  borderRadius: 'full',
  bg: 'red.700',
  color: 'white',
  fontSize: 'sm',
  fontWeight: 'bold',
})

function NotificationsLink({ link }: { link: PortalNotificationsLink }) {
  const { i18n } = useLingui()
  return (
    <p className={notificationsBarClass}>
      <a href={link.href} className={notificationsLinkClass} data-notifications-link="" data-unread={link.unread}>
        <Icon name="bell" />
        <span>{i18n._({ id: 'portal.notifications.link', message: 'Notifications' })}</span>
        {link.unread > 0 ? (
          <span className={unreadBadgeClass} data-unread-count="">
            {link.unread}
            <span className={css({ srOnly: true })}>
              {` ${i18n._({ id: 'portal.notifications.unread', message: '{count, plural, one {unread} other {unread}}', values: { count: link.unread } })}`}
            </span>
          </span>
        ) : null}
      </a>
    </p>
  )
}

export function PortalLayout({
  items,
  current,
  notifications,
  children,
}: {
  /** The areas the viewer may open (ui/portal/portal-navigation.ts). */
  items: readonly PortalNavigationItem[]
  current: PortalArea | null
  /** The notification centre and its unread count, when the viewer has one. */
  notifications?: PortalNotificationsLink | null
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
      {/* min-width 0: a wide table scrolls inside its region instead of widening the page. */}
      <div className={css({ minWidth: '0' })}>
        {notifications ? <NotificationsLink link={notifications} /> : null}
        {children}
      </div>
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
