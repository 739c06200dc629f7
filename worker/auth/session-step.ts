/**
 * Step 5 of the request pipeline (DESIGN.md): the session. A request with a session cookie gets
 * its viewer (read from D1, so roles, levels and removals apply at once); a forged, expired or
 * orphaned cookie is cleared; a session close to its end is renewed (sliding expiry); an
 * impersonation the actor may no longer hold falls back to the actor's own portal. Responses to a
 * signed-in viewer are never stored by shared caches.
 */
import { createMiddleware } from 'hono/factory'
import { type PortalViewer, viewerOf } from '../../ui/portal/viewer.ts'
import type { AppEnv } from '../env.ts'
import { findPortalUsers } from '../partners/portal-users.ts'
import { mayShowPortalAs } from '../portal/impersonation.ts'
import { SigningSecretMissing } from './signing-secret.ts'
import { type Session, endSession, needsRenewal, readSession, readSessionCookie, sessionKey, startSession } from './session.ts'

export const PRIVATE_RESPONSE = 'private, no-store'

export interface ResolvedSession {
  viewer: PortalViewer
  /** The session as it should now be: without the actor claim when the impersonation lapsed. */
  session: Session
  /** True when the cookie must be rewritten (impersonation lapsed). */
  changed: boolean
}

/** The viewer of a verified session, or null when its person no longer has an account. */
export async function resolveSession(db: D1Database, session: Session): Promise<ResolvedSession | null> {
  const ids = session.actorId ? [session.userId, session.actorId] : [session.userId]
  const people = await findPortalUsers(db, ids)
  const person = people.get(session.userId)
  if (!session.actorId) return person ? { viewer: viewerOf(person), session, changed: false } : null
  const actor = people.get(session.actorId)
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
      const verified = await readSession(sessionKey(c), token, now)
      const resolved = verified ? await resolveSession(c.env.DB, verified) : null
      if (!resolved) {
        endSession(c)
        cookieWritten = true
      } else {
        c.set('viewer', resolved.viewer)
        cookieWritten = resolved.changed || needsRenewal(resolved.session, now)
        c.set('session', cookieWritten ? await startSession(c, resolved.session, now) : resolved.session)
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
