/**
 * Sessions over HTTP: "Your sessions" (the signed-in person's own: list, end one, end all the
 * others; ending the current one signs out) and user management's view of a user's sessions (a
 * user admin ends all of them). Sessions are always the acting person's own, also while they show
 * the portal as a partner. Every ending is audited.
 */
import type { Context } from 'hono'
import { isoOf } from '../../ui/format/intl.ts'
import { END_OTHER_SESSIONS, END_SCOPE_FIELD, END_SESSION_FIELD, type SessionRow } from '../../ui/sessions/SessionList.tsx'
import { SESSION_NOTICES, SessionsPage } from '../../ui/sessions/SessionsPage.tsx'
import { UserSessionsPage } from '../../ui/sessions/UserSessionsPage.tsx'
import { actingPerson } from '../../ui/portal/viewer.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { clearSessionCookie, seconds } from '../auth/session.ts'
import { type SessionRecord, endSessionRecord, endSessionsOf, liveSessionsOf } from './session-store.ts'
import type { AppEnv } from '../env.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import { auditIdentitiesOf, recordAudit } from '../partners/audit-trail-store.ts'
import { findPortalUser } from '../partners/portal-user-store.ts'
import { type PortalPageKit, noticeOf, withNotice } from '../portal/portal-page-kit.ts'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'

/** Longest session id taken from a form (ids are 43 characters). */
const MAXIMUM_SESSION_ID_LENGTH = 64

export function sessionRowsOf(records: readonly SessionRecord[], currentSessionId: string | null): SessionRow[] {
  return records.map((record) => ({
    id: record.id,
    userAgent: record.userAgent,
    host: record.host,
    provider: record.provider,
    signedInAt: record.signedInAt,
    lastSeenAt: record.lastSeenAt,
    current: record.id === currentSessionId,
  }))
}

export type SessionEnding = { kind: 'ended-current' } | { kind: 'ended'; count: number } | { kind: 'nothing' }

/**
 * Ends what the posted form names for the signed-in person: one session (`session`), or every
 * session but the current one (`scope=others`). Audited; ending the current session also clears
 * its cookie (signing out).
 */
export async function endOwnSessions(c: Context<AppEnv>, form: Record<string, unknown>): Promise<SessionEnding> {
  const viewer = c.get('viewer')!
  const current = c.get('session')
  const holder = actingPerson(viewer).id
  const who = auditIdentitiesOf(viewer)
  if (form[END_SCOPE_FIELD] === END_OTHER_SESSIONS) {
    const count = await endSessionsOf(c.env.DB, holder, current?.sessionId ?? null)
    await recordAudit(c.env.DB, who, { action: 'session.others-ended', subjectType: 'user', subjectId: holder, after: { count } })
    return { kind: 'ended', count }
  }
  const sessionId = typeof form[END_SESSION_FIELD] === 'string' ? form[END_SESSION_FIELD] : ''
  if (!sessionId || sessionId.length > MAXIMUM_SESSION_ID_LENGTH) return { kind: 'nothing' }
  if (!(await endSessionRecord(c.env.DB, holder, sessionId))) return { kind: 'nothing' }
  const isCurrent = sessionId === current?.sessionId
  await recordAudit(c.env.DB, who, { action: 'session.ended', subjectType: 'user', subjectId: holder, after: { current: isCurrent } })
  if (!isCurrent) return { kind: 'ended', count: 1 }
  clearSessionCookie(c)
  c.set('viewer', null)
  return { kind: 'ended-current' }
}

export async function sessionsPage(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const code = match.locale.code
  const i18n = c.get('i18n')!
  const records = await liveSessionsOf(c.env.DB, actingPerson(viewer).id, seconds(new Date()))
  return kit.render(
    i18n._({ id: 'sessions.title', message: 'Your sessions' }),
    <SessionsPage
      sessions={sessionRowsOf(records, c.get('session')?.sessionId ?? null)}
      iso={isoOf(code)}
      endAction={pathFor('portal-sessions', code)}
      csrfToken={csrfTokenFor(c)}
      notice={noticeOf(c, SESSION_NOTICES)}
    />,
  )
}

export async function sessionsPost(kit: PortalPageKit): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const form = await c.req.parseBody()
  const ending = await endOwnSessions(c, form)
  if (ending.kind === 'ended-current') return c.redirect(pathFor('index', code), 303)
  const path = pathFor('portal-sessions', code)
  if (ending.kind === 'nothing') return c.redirect(path, 303)
  return c.redirect(withNotice(path, form[END_SCOPE_FIELD] === END_OTHER_SESSIONS ? 'others-ended' : 'ended'), 303)
}

const USER_SESSIONS_ENDED_NOTICE = 'ended'

export async function userSessionsPage(kit: PortalPageKit): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const user = await findPortalUser(c.env.DB, match.params.userId!)
  if (!user) return renderNotFound(c)
  const records = await liveSessionsOf(c.env.DB, user.id, seconds(new Date()))
  return kit.render(
    c.get('i18n')!._({ id: 'user_sessions.title', message: 'Sessions of {name}', values: { name: user.name } }),
    <UserSessionsPage
      user={user}
      sessions={sessionRowsOf(records, c.get('session')?.sessionId ?? null)}
      iso={isoOf(code)}
      action={pathFor('portal-users-user-sessions', code, match.params)}
      csrfToken={csrfTokenFor(c)}
      backHref={pathFor('portal-users', code)}
      ended={noticeOf(c, [USER_SESSIONS_ENDED_NOTICE]) !== null}
    />,
  )
}

/** A user admin ends every session of a user (their own included: they are then signed out). */
export async function userSessionsPost(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const code = match.locale.code
  const user = await findPortalUser(c.env.DB, match.params.userId!)
  if (!user) return renderNotFound(c)
  const count = await endSessionsOf(c.env.DB, user.id)
  await recordAudit(c.env.DB, auditIdentitiesOf(viewer), {
    action: 'user.sessions-ended',
    subjectType: 'user',
    subjectId: user.id,
    after: { reason: 'user-admin', count },
  })
  if (user.id === actingPerson(viewer).id) {
    clearSessionCookie(c)
    return c.redirect(pathFor('index', code), 303)
  }
  return c.redirect(withNotice(pathFor('portal-users-user-sessions', code, match.params), USER_SESSIONS_ENDED_NOTICE), 303)
}

export const sessionRoutes = {
  'portal-sessions': portalPage('portal-sessions', needs('sessions.view', sessionsPage), needs('sessions.end', sessionsPost)),
  'portal-users-user-sessions': portalPage(
    'portal-users',
    needs('users.sessions.end', userSessionsPage),
    needs('users.sessions.end', userSessionsPost),
  ),
} satisfies FeatureRoutes
