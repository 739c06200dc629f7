/**
 * The partner session: a signed JWT (HS256) in an HttpOnly, SameSite=Lax cookie, `__Host-`
 * prefixed and Secure wherever the site runs on HTTPS (everywhere but LOCAL). It lives
 * SESSION_LIFETIME_SECONDS and slides: a request in the last SESSION_RENEWAL_WINDOW_SECONDS gets a
 * fresh cookie, up to SESSION_MAXIMUM_AGE_SECONDS after sign-in. It names the person (`sub`) and,
 * while they show the portal as a partner, the real actor (`act`, RFC 8693). Roles and levels are
 * not in it: they are read from D1 on every request, so a change applies at once.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { SignJWT, jwtVerify } from 'jose'
import type { Environment } from '../../locales/registry.ts'
import type { AppEnv } from '../env.ts'
import { signingKey } from './signing-secret.ts'

export const SESSION_LIFETIME_SECONDS = 30 * 60
/** A session with less than this left is renewed by the next request. */
export const SESSION_RENEWAL_WINDOW_SECONDS = 15 * 60
/** However active, a session ends this long after sign-in. */
export const SESSION_MAXIMUM_AGE_SECONDS = 12 * 60 * 60
export const SESSION_COOKIE = { secureName: '__Host-session', localName: 'session' } as const

const SESSION_ISSUER = 'vantage-displays'
const SESSION_AUDIENCE = 'vantage-displays/session'
const SESSION_ALGORITHM = 'HS256'

export interface Session {
  /** The person whose portal is shown. */
  userId: string
  /** The signed-in person while they show the portal as `userId` (impersonation). */
  actorId: string | null
  /** When the person signed in (seconds since the epoch). */
  signedInAt: number
  /** When this token expires (seconds since the epoch). */
  expiresAt: number
}

export function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000)
}

export function sessionCookieName(environment: Environment): string {
  return environment === 'LOCAL' ? SESSION_COOKIE.localName : SESSION_COOKIE.secureName
}

/** Signs a session token valid from `now` for SESSION_LIFETIME_SECONDS (never past the maximum age). */
export async function issueSession(
  secret: Uint8Array,
  session: Pick<Session, 'userId' | 'actorId' | 'signedInAt'>,
  now: Date,
): Promise<{ token: string; session: Session }> {
  const issuedAt = seconds(now)
  const expiresAt = Math.min(issuedAt + SESSION_LIFETIME_SECONDS, session.signedInAt + SESSION_MAXIMUM_AGE_SECONDS)
  const token = await new SignJWT({ auth_time: session.signedInAt, ...(session.actorId ? { act: { sub: session.actorId } } : {}) })
    .setProtectedHeader({ alg: SESSION_ALGORITHM, typ: 'JWT' })
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setSubject(session.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secret)
  return { token, session: { ...session, expiresAt } }
}

/** The session in a token, or null when the token is forged, expired or malformed. */
export async function readSession(secret: Uint8Array, token: string, now: Date): Promise<Session | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [SESSION_ALGORITHM],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat', 'auth_time'],
    })
    const signedInAt = payload.auth_time
    const actor = payload.act as { sub?: unknown } | undefined
    if (typeof signedInAt !== 'number' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null
    if (signedInAt + SESSION_MAXIMUM_AGE_SECONDS <= seconds(now)) return null
    const actorId = actor === undefined ? null : actor?.sub
    if (actorId !== null && typeof actorId !== 'string') return null
    return { userId: payload.sub, actorId, signedInAt, expiresAt: payload.exp }
  } catch {
    return null
  }
}

/** True when the next response should carry a renewed session. */
export function needsRenewal(session: Session, now: Date): boolean {
  const nearlyOver = session.expiresAt - seconds(now) < SESSION_RENEWAL_WINDOW_SECONDS
  const canGrow = session.expiresAt < session.signedInAt + SESSION_MAXIMUM_AGE_SECONDS
  return nearlyOver && canGrow
}

export function sessionKey(c: Context<AppEnv>): Uint8Array {
  return signingKey(c.env.SESSION_SECRET, c.get('environment'))
}

export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, sessionCookieName(c.get('environment')))
}

/** Issues a session for the request and sets its cookie. */
export async function startSession(c: Context<AppEnv>, session: Pick<Session, 'userId' | 'actorId' | 'signedInAt'>, now = new Date()): Promise<Session> {
  const issued = await issueSession(sessionKey(c), session, now)
  const environment = c.get('environment')
  setCookie(c, sessionCookieName(environment), issued.token, {
    path: '/',
    httpOnly: true,
    secure: environment !== 'LOCAL',
    sameSite: 'Lax',
    maxAge: issued.session.expiresAt - seconds(now),
  })
  return issued.session
}

export function endSession(c: Context<AppEnv>): void {
  const environment = c.get('environment')
  deleteCookie(c, sessionCookieName(environment), { path: '/', secure: environment !== 'LOCAL', httpOnly: true, sameSite: 'Lax' })
}
