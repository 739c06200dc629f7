/**
 * The notification centre (docs/decisions/034-notifications.md): everything the portal told the
 * person, newest first, unread ones marked; opening one marks it read and goes to its page (a
 * plain form post, so it works without JavaScript); "mark all as read"; the way to the e-mail
 * settings, and in LOCAL and DEV to the local mailbox where the e-mails are kept.
 */
import { useLingui } from '@lingui/react'
import { css, cx } from 'styled-system/css'
import { Button, ButtonLink } from '../components/Button.tsx'
import { EmptyState } from '../components/ListMessage.tsx'
import { Pagination } from '../components/Pagination.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { formatDate } from '../format/intl.ts'
import { noticeClass, portalTitleClass } from '../portal/PortalLayout.tsx'

export type NotificationMailState = 'not-wanted' | 'pending' | 'sent' | 'failed'

export interface NotificationItem {
  id: string
  title: string
  body: string
  /** ISO time. */
  createdAt: string
  unread: boolean
  mail: NotificationMailState
  /** Where the "Open" button posts (marks it read, then goes to its page). */
  openAction: string
}

const listClass = css({ listStyle: 'none', display: 'grid', gap: '3' })
const itemClass = css({ borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg', p: '4', bg: 'white' })
const unreadItemClass = css({ borderColor: 'brand.theme', borderInlineStartWidth: '4px' })
const metaClass = css({ fontSize: 'sm', color: 'gray.700', display: 'flex', gap: '3', flexWrap: 'wrap', mt: '2' })
const badgeClass = css({ bg: 'brand.theme', color: 'white', px: '2', borderRadius: 'full', fontSize: 'xs', fontWeight: 'bold' })
const linkClass = css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline', _hover: { textDecoration: 'none' } })

function mailText(i18n: ReturnType<typeof useLingui>['i18n'], state: NotificationMailState): string {
  switch (state) {
    case 'sent':
      return i18n._({ id: 'notifications.mail_sent', message: 'Also sent by e-mail' })
    case 'pending':
      return i18n._({ id: 'notifications.mail_pending', message: 'E-mail on its way' })
    case 'failed':
      return i18n._({ id: 'notifications.mail_failed', message: 'The e-mail could not be sent' })
    case 'not-wanted':
      return i18n._({ id: 'notifications.mail_not_wanted', message: 'No e-mail (your settings)' })
  }
}

export function NotificationsPage({
  items,
  unread,
  total,
  page,
  pageCount,
  path,
  query,
  markAllAction,
  csrfToken,
  settingsHref,
  localMailboxHref,
  notice,
  iso,
}: {
  items: NotificationItem[]
  unread: number
  total: number
  page: number
  pageCount: number
  path: string
  query: URLSearchParams
  markAllAction: string
  csrfToken: string
  settingsHref: string
  /** LOCAL and DEV only: where the e-mails the site would send are kept. */
  localMailboxHref: string | null
  notice: string | null
  iso: string
}) {
  const { i18n } = useLingui()
  return (
    <section>
      <h1 className={portalTitleClass}>{i18n._({ id: 'portal.nav.notifications', message: 'Notifications' })}</h1>
      {notice ? (
        <p role="status" className={noticeClass} data-notice="">
          {notice}
        </p>
      ) : null}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center', mb: '6' })}>
        <p className={css({ me: 'auto' })} data-notification-summary="">
          {i18n._({
            id: 'notifications.summary',
            message: '{total, plural, one {# notification} other {# notifications}}, {unread} unread',
            values: { total, unread },
          })}
        </p>
        {unread > 0 ? (
          <form method="post" action={markAllAction}>
            <CsrfField token={csrfToken} />
            <Button type="submit" size="sm" kind="naked">
              {i18n._({ id: 'notifications.mark_all_read', message: 'Mark all as read' })}
            </Button>
          </form>
        ) : null}
        <ButtonLink href={settingsHref} size="sm">
          {i18n._({ id: 'notifications.settings_link', message: 'E-mail settings' })}
        </ButtonLink>
      </div>
      {localMailboxHref ? (
        <p className={css({ mb: '6', fontSize: 'sm' })} data-local-mailbox-link="">
          <a href={localMailboxHref} className={linkClass}>
            {i18n._({ id: 'notifications.local_mailbox', message: 'Open the local mailbox (development and test only)' })}
          </a>
        </p>
      ) : null}
      {items.length ? (
        <ul className={listClass} data-notifications="">
          {items.map((item) => (
            <li key={item.id} className={cx(itemClass, item.unread ? unreadItemClass : undefined)} data-notification={item.id}>
              <h2 className={css({ fontSize: 'lg', fontWeight: item.unread ? 'bold' : 'semibold', color: 'brand.theme' })}>
                {item.unread ? (
                  <span className={badgeClass} data-unread="">
                    {i18n._({ id: 'notifications.new', message: 'New' })}
                  </span>
                ) : null}{' '}
                {item.title}
              </h2>
              {item.body.split('\n\n').map((paragraph, index) => (
                <p key={index} className={css({ mt: '1', maxWidth: '70ch' })}>
                  {paragraph}
                </p>
              ))}
              <div className={metaClass}>
                <span>{formatDate(iso, item.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
                <span data-mail-state={item.mail}>{mailText(i18n, item.mail)}</span>
              </div>
              <form method="post" action={item.openAction} className={css({ mt: '3' })}>
                <CsrfField token={csrfToken} />
                <Button type="submit" size="sm" trailingIcon="arrow-right">
                  {i18n._({ id: 'notifications.open', message: 'Open' })}
                  <span className={css({ srOnly: true })}>: {item.title}</span>
                </Button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{i18n._({ id: 'notifications.none', message: 'You have no notifications yet.' })}</EmptyState>
      )}
      <Pagination path={path} query={query} page={page} pageCount={pageCount} />
    </section>
  )
}
