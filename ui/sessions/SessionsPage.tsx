/**
 * "Your sessions" (portal and PIM): every browser the person is signed in with, and a way to end
 * any of them, or all the others at once (after a lost laptop, a shared computer).
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { noticeClass, portalTitleClass } from '../portal/PortalLayout.tsx'
import { END_OTHER_SESSIONS, END_SCOPE_FIELD, SessionList, type SessionRow } from './SessionList.tsx'

export const SESSION_NOTICES = ['ended', 'others-ended'] as const
export type SessionNotice = (typeof SESSION_NOTICES)[number]

export function SessionsPage({
  sessions,
  iso,
  endAction,
  csrfToken,
  notice,
}: {
  sessions: SessionRow[]
  iso: string
  endAction: string
  csrfToken: string
  notice: SessionNotice | null
}) {
  const { i18n } = useLingui()
  const others = sessions.filter((session) => !session.current).length
  return (
    <section data-sessions="">
      <h1 className={portalTitleClass}>{i18n._({ id: 'sessions.title', message: 'Your sessions' })}</h1>
      {notice ? (
        <p role="status" className={noticeClass} data-notice="">
          {notice === 'ended'
            ? i18n._({ id: 'sessions.notice_ended', message: 'The session was ended. That browser must sign in again.' })
            : i18n._({ id: 'sessions.notice_others_ended', message: 'All your other sessions were ended.' })}
        </p>
      ) : null}
      <p className={css({ textStyle: 'paragraph', mb: '6', maxWidth: '48rem' })}>
        {i18n._({
          id: 'sessions.intro',
          message:
            'These are the browsers you are signed in with. If you do not recognise one, or left one signed in on a shared computer, end that session: it is signed out at once.',
        })}
      </p>
      <SessionList sessions={sessions} iso={iso} endAction={endAction} csrfToken={csrfToken} />
      {others > 0 ? (
        <form method="post" action={endAction} className={css({ mt: '6' })}>
          <CsrfField token={csrfToken} />
          <input type="hidden" name={END_SCOPE_FIELD} value={END_OTHER_SESSIONS} />
          <Button type="submit" kind="naked">
            {i18n._({ id: 'sessions.end_others', message: 'End all other sessions' })}
          </Button>
        </form>
      ) : null}
    </section>
  )
}
