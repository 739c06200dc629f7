/**
 * Step 5 of the request pipeline (DESIGN.md): the session. A request with a session cookie gets
 * its viewer only when the token is genuine and its session record still exists on the server
 * (session-store.ts), within its absolute lifetime: the record and the people are read from D1 in
 * one round trip on every request, so sign-out, an ended session, a role change and a removal apply
 * at once. A forged, expired, ended or orphaned cookie is cleared; a session close to its end is
 * renewed (sliding expiry); an impersonation the actor may no longer hold falls back to the actor's
 * own portal. Responses to a signed-in viewer are never stored by shared caches.
 */
import { createMiddleware } from 'hono/factory'
import { type PortalViewer, viewerOf } from '../../ui/portal/viewer.ts'
import type { AppEnv } from '../env.ts'
import { portalUsersFrom, portalUsersStatement } from '../partners/portal-user-store.ts'
import { mayShowPortalAs } from '../show-as/impersonation-rules.ts'
import { liveSessionStatement, noteSessionSeen, sessionRecordFrom } from '../sessions/session-store.ts'
import { SigningSecretMissing } from './signing-secret.ts'
import {
  type Session,
  clearSessionCookie,
  needsRenewal,
  readSession,
  readSessionCookie,
  seconds,
  sessionKey,
  writeSessionCookie,
} from './session.ts'

export const PRIVATE_RESPONSE = 'private, no-store'

export interface ResolvedSession {
  viewer: PortalViewer
  /** The session as it should now be: without the actor claim when the impersonation lapsed. */
  session: Session
  /** True when the cookie must be rewritten (impersonation lapsed). */
  changed: boolean
}

/** The person who signed in: the impersonator while impersonating. */
export function sessionHolderOf(session: Pick<Session, 'userId' | 'actorId'>): string {
  return session.actorId ?? session.userId
}

/**
 * The viewer of a verified session token, or null when its session record is gone (ended,
 * expired) or its person no longer has an account. Record and people come in one D1 batch.
 */
export async function resolveSession(db: D1Database, session: Session, now: Date): Promise<ResolvedSession | null> {
  const ids: [string, ...string[]] = session.actorId ? [session.userId, session.actorId] : [session.userId]
  const [records, people] = await db.batch([
    liveSessionStatement(db, {
      id: session.sessionId,
      userId: sessionHolderOf(session),
      signedInAt: session.signedInAt,
      now: seconds(now),
    }),
    portalUsersStatement(db, ids),
  ])
  const record = sessionRecordFrom(records!.results)
  if (!record) return null
  await noteSessionSeen(db, record, seconds(now))
  const found = portalUsersFrom(people!.results)
  const person = found.get(session.userId)
  if (!session.actorId) return person ? { viewer: viewerOf(person), session, changed: false } : null
  const actor = found.get(session.actorId)
  if (!actor) return null
  if (person && mayShowPortalAs(actor, person)) return { viewer: viewerOf(person, actor), session, changed: false }
  return { viewer: viewerOf(actor), session: { ...session, userId: actor.id, actorId: null }, changed: true }
}

export const partnerSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('viewer', null)
  c.set('session', null)
  c.set('sessionUnavailable', null)
  let cookieWritten = false
  const token = readSessionCookie(c)
  if (token) {
    try {
      const now = new Date()
      const verified = await readSession(await sessionKey(c), token, now)
      const resolved = verified ? await resolveSession(c.env.DB, verified, now) : null
      if (!resolved) {
        clearSessionCookie(c)
        cookieWritten = true
      } else {
        c.set('viewer', resolved.viewer)
        cookieWritten = resolved.changed || needsRenewal(resolved.session, now)
        c.set('session', cookieWritten ? await writeSessionCookie(c, resolved.session, now) : resolved.session)
      }
    } catch (error) {
      if (error instanceof SigningSecretMissing) c.get('logger').error('Sessions are unavailable', error.message)
      else {
        // The cookie stays: it is good again once D1 answers.
        c.get('logger').error('Resolving the session failed', error instanceof Error ? error.message : String(error))
        c.set('sessionUnavailable', error instanceof Error ? error : new Error(String(error)))
      }
    }
  }
  await next()
  // A response that sets the session cookie, or shows a signed-in viewer, is nobody else's.
  if (cookieWritten || (c.get('viewer') && !c.res.headers.has('Cache-Control'))) c.header('Cache-Control', PRIVATE_RESPONSE)
})
