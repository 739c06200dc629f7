/**
 * A person's live sessions as a table: browser and system, where they signed in (portal or PIM),
 * with which option, when, and when the session was last seen; the current one marked. With an
 * end action, each row has a form that ends that session (the current one: signing out). Plain
 * HTML forms: no JavaScript needed. Shared by "Your sessions" in the portal and in the PIM, and by
 * user management's view of a user's sessions.
 */
import { useLingui } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { css } from 'styled-system/css'
import { buttonClass } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { formatDate } from '../format/intl.ts'
import { type SessionDevice, sessionDeviceOf } from './session-device.ts'

/** The form field naming the session to end. */
export const END_SESSION_FIELD = 'session'
/** The form field that ends every session but the current one. */
export const END_SCOPE_FIELD = 'scope'
export const END_OTHER_SESSIONS = 'others'

export interface SessionRow {
  id: string
  userAgent: string
  host: 'site' | 'pim'
  provider: string
  /** Seconds since the epoch. */
  signedInAt: number
  lastSeenAt: number
  /** The session of the request showing the list. */
  current: boolean
}

const cellClass = css({ px: '3', py: '2', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'gray.200' })
const currentClass = css({
  display: 'inline-block',
  ms: '2',
  px: '2',
  borderRadius: 'full',
  bg: 'green.50',
  color: 'green.900',
  fontSize: 'sm',
  fontWeight: 'semibold',
})

/** Shown in UTC with its zone named: the server renders the page and does not know the reader's zone. */
const SESSION_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
}

export function deviceText(i18n: I18n, device: SessionDevice): string {
  if (device.browser && device.system)
    return i18n._({ id: 'sessions.device', message: '{browser} on {system}', values: { browser: device.browser, system: device.system } })
  if (device.browser) return device.browser
  if (device.system)
    return i18n._({ id: 'sessions.unknown_browser_on', message: 'A browser on {system}', values: { system: device.system } })
  return i18n._({ id: 'sessions.unknown_device', message: 'An unknown browser' })
}

function hostText(i18n: I18n, host: SessionRow['host']): string {
  return host === 'pim'
    ? i18n._({ id: 'sessions.host_pim', message: 'Product information (PIM)' })
    : i18n._({ id: 'sessions.host_site', message: 'Partner portal' })
}

function providerText(i18n: I18n, provider: string): string {
  if (provider === 'microsoft') return i18n._({ id: 'sessions.provider_microsoft', message: 'with Microsoft' })
  if (provider === 'google') return i18n._({ id: 'sessions.provider_google', message: 'with Google' })
  return ''
}

function Time({ iso, seconds }: { iso: string; seconds: number }) {
  const date = new Date(seconds * 1000).toISOString()
  return <time dateTime={date}>{formatDate(iso, date, SESSION_TIME)}</time>
}

export function SessionList({
  sessions,
  iso,
  endAction,
  csrfToken,
}: {
  sessions: SessionRow[]
  iso: string
  /** Where each row's end form posts; null: the list only shows. */
  endAction: string | null
  csrfToken: string
}) {
  const { i18n } = useLingui()
  if (!sessions.length) {
    return (
      <p className={css({ color: 'gray.700' })} data-sessions-empty="">
        {i18n._({ id: 'sessions.none', message: 'There are no active sessions.' })}
      </p>
    )
  }
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={css({ width: '100%', borderCollapse: 'collapse' })}>
        <caption className={css({ srOnly: true })}>{i18n._({ id: 'sessions.caption', message: 'Active sessions' })}</caption>
        <thead>
          <tr>
            <th scope="col" className={cellClass}>
              {i18n._({ id: 'sessions.column_device', message: 'Browser' })}
            </th>
            <th scope="col" className={cellClass}>
              {i18n._({ id: 'sessions.column_where', message: 'Signed in to' })}
            </th>
            <th scope="col" className={cellClass}>
              {i18n._({ id: 'sessions.column_signed_in', message: 'Signed in' })}
            </th>
            <th scope="col" className={cellClass}>
              {i18n._({ id: 'sessions.column_last_seen', message: 'Last seen' })}
            </th>
            {endAction ? (
              <th scope="col" className={cellClass}>
                {i18n._({ id: 'sessions.column_actions', message: 'Actions' })}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => {
            const device = deviceText(i18n, sessionDeviceOf(session.userAgent))
            return (
              <tr key={session.id} data-session={session.current ? 'current' : 'other'}>
                <td className={cellClass}>
                  {device}
                  {session.current ? (
                    <span className={currentClass}>{i18n._({ id: 'sessions.current', message: 'This session' })}</span>
                  ) : null}
                </td>
                <td className={cellClass}>
                  {hostText(i18n, session.host)} {providerText(i18n, session.provider)}
                </td>
                <td className={cellClass}>
                  <Time iso={iso} seconds={session.signedInAt} />
                </td>
                <td className={cellClass}>
                  <Time iso={iso} seconds={session.lastSeenAt} />
                </td>
                {endAction ? (
                  <td className={cellClass}>
                    <form method="post" action={endAction}>
                      <CsrfField token={csrfToken} />
                      <input type="hidden" name={END_SESSION_FIELD} value={session.id} />
                      <button type="submit" className={buttonClass({ size: 'sm', kind: session.current ? 'primary-blue' : 'naked' })}>
                        {session.current
                          ? i18n._({ id: 'sessions.end_current', message: 'Sign out here' })
                          : i18n._({ id: 'sessions.end', message: 'End session' })}
                        <span className={css({ srOnly: true })}> ({device})</span>
                      </button>
                    </form>
                  </td>
                ) : null}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
