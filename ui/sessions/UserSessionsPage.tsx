/** User management: a user's active sessions, and ending all of them (a lost device, someone leaving). */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { noticeClass, portalTitleClass } from '../portal/PortalLayout.tsx'
import { SessionList, type SessionRow } from './SessionList.tsx'

export function UserSessionsPage({
  user,
  sessions,
  iso,
  action,
  csrfToken,
  backHref,
  ended,
}: {
  user: { name: string; email: string }
  sessions: SessionRow[]
  iso: string
  action: string
  csrfToken: string
  backHref: string
  /** True right after the user admin ended them (the notice). */
  ended: boolean
}) {
  const { i18n } = useLingui()
  return (
    <section data-user-sessions="">
      <h1 className={portalTitleClass}>
        {i18n._({ id: 'user_sessions.title', message: 'Sessions of {name}', values: { name: user.name } })}
      </h1>
      {ended ? (
        <p role="status" className={noticeClass} data-notice="">
          {i18n._({ id: 'user_sessions.notice_ended', message: 'All sessions of {name} were ended.', values: { name: user.name } })}
        </p>
      ) : null}
      <p className={css({ textStyle: 'paragraph', mb: '6' })}>
        {i18n._({
          id: 'user_sessions.intro',
          message: 'Every browser {email} is signed in with. Ending them signs the user out everywhere at once.',
          values: { email: user.email },
        })}
      </p>
      <SessionList sessions={sessions} iso={iso} endAction={null} csrfToken={csrfToken} />
      <form method="post" action={action} className={css({ mt: '6', display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
        <CsrfField token={csrfToken} />
        {sessions.length ? <Button type="submit">{i18n._({ id: 'user_sessions.end_all', message: 'End all sessions' })}</Button> : null}
        <a href={backHref} className={css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline' })}>
          {i18n._({ id: 'users.back_to_list', message: 'Back to the user list' })}
        </a>
      </form>
    </section>
  )
}
