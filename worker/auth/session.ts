/**
 * The partner session: a signed JWT (HS256, with the session's own key derived from
 * SESSION_SECRET, purpose-keys.ts) in an HttpOnly, SameSite=Lax cookie, `__Host-` prefixed and
 * Secure wherever the site runs on HTTPS (everywhere but LOCAL). It lives SESSION_LIFETIME_SECONDS
 * and slides: a request in the last SESSION_RENEWAL_WINDOW_SECONDS gets a fresh cookie, up to
 * SESSION_MAXIMUM_AGE_SECONDS after sign-in. It names the session record on the server (`sid`,
 * session-store.ts), the person (`sub`) and, while they show the portal as a partner, the real
 * actor (`act`, RFC 8693). Roles and levels are not in it: they are read from D1 on every request,
 * so a change applies at once; so is the session record, so an ended session ends at once.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { SignJWT, jwtVerify } from 'jose'
import type { Environment } from '../../locales/registry.ts'
import type { AppEnv } from '../env.ts'
import { type SessionHost, createSessionRecord } from '../sessions/session-store.ts'
import { secretPurposeKey } from './signing-secret.ts'

export const SESSION_LIFETIME_SECONDS = 30 * 60
/** A session with less than this left is renewed by the next request. */
export const SESSION_RENEWAL_WINDOW_SECONDS = 15 * 60
/** However active, a session ends this long after sign-in. */
export const SESSION_MAXIMUM_AGE_SECONDS = 12 * 60 * 60
export const SESSION_COOKIE = { secureName: '__Host-session', localName: 'session' } as const

/** Clock difference tolerated between isolates when checking a session token's times. */
export const SESSION_CLOCK_TOLERANCE_SECONDS = 30

const SESSION_ISSUER = 'vantage-displays'
const SESSION_AUDIENCE = 'vantage-displays/session'
const SESSION_ALGORITHM = 'HS256'

export interface Session {
  /** The session record on the server (session-store.ts). */
  sessionId: string
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

export type SessionClaims = Pick<Session, 'sessionId' | 'userId' | 'actorId' | 'signedInAt'>

/** The absolute end of a session signed in at `signedInAt`, whatever any token says. */
export function sessionEndOf(signedInAt: number): number {
  return signedInAt + SESSION_MAXIMUM_AGE_SECONDS
}

/** Signs a session token valid from `now` for SESSION_LIFETIME_SECONDS (never past the maximum age). */
export async function issueSession(key: CryptoKey, session: SessionClaims, now: Date): Promise<{ token: string; session: Session }> {
  const issuedAt = seconds(now)
  const expiresAt = Math.min(issuedAt + SESSION_LIFETIME_SECONDS, sessionEndOf(session.signedInAt))
  const token = await new SignJWT({
    sid: session.sessionId,
    auth_time: session.signedInAt,
    ...(session.actorId ? { act: { sub: session.actorId } } : {}),
  })
    .setProtectedHeader({ alg: SESSION_ALGORITHM, typ: 'JWT' })
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setSubject(session.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key)
  return { token, session: { ...session, expiresAt } }
}

/**
 * The session in a token, or null when the token is forged, expired or malformed: also when it
 * was signed in (`auth_time`) or issued (`iat`) in the future, issued before its sign-in, or past
 * the maximum age after sign-in whatever its `exp` says. The session step then checks the record.
 */
export async function readSession(key: CryptoKey, token: string, now: Date): Promise<Session | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [SESSION_ALGORITHM],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      currentDate: now,
      clockTolerance: SESSION_CLOCK_TOLERANCE_SECONDS,
      // Also refuses an `iat` in the future.
      maxTokenAge: SESSION_LIFETIME_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat', 'auth_time', 'sid'],
    })
    const { auth_time: signedInAt, iat: issuedAt, exp: expiresAt, sid: sessionId, sub: userId } = payload
    const actor = payload.act as { sub?: unknown } | undefined
    if (typeof signedInAt !== 'number' || typeof issuedAt !== 'number' || typeof expiresAt !== 'number') return null
    if (typeof userId !== 'string' || typeof sessionId !== 'string' || !sessionId) return null
    const current = seconds(now)
    if (signedInAt > current + SESSION_CLOCK_TOLERANCE_SECONDS || issuedAt < signedInAt) return null
    if (sessionEndOf(signedInAt) <= current || expiresAt > sessionEndOf(signedInAt)) return null
    const actorId = actor === undefined ? null : actor?.sub
    if (actorId !== null && typeof actorId !== 'string') return null
    return { sessionId, userId, actorId, signedInAt, expiresAt }
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

/** The key that signs session tokens (derived from SESSION_SECRET); throws SigningSecretMissing. */
export function sessionKey(c: Context<AppEnv>): Promise<CryptoKey> {
  return secretPurposeKey(c.env.SESSION_SECRET, c.get('environment'), 'session')
}

export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, sessionCookieName(c.get('environment')))
}

/** Issues a token for the session (new, renewed or changed) and sets its cookie. */
export async function writeSessionCookie(c: Context<AppEnv>, session: SessionClaims, now = new Date()): Promise<Session> {
  const issued = await issueSession(await sessionKey(c), session, now)
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

/** Signs a person in: a new session record on the server, then its cookie. */
export async function beginSession(
  c: Context<AppEnv>,
  { userId, provider, host }: { userId: string; provider: string; host: SessionHost },
  now = new Date(),
): Promise<Session> {
  const signedInAt = seconds(now)
  const sessionId = await createSessionRecord(c.env.DB, {
    userId,
    host,
    provider,
    userAgent: c.req.header('User-Agent') ?? '',
    signedInAt,
    expiresAt: sessionEndOf(signedInAt),
  })
  return writeSessionCookie(c, { sessionId, userId, actorId: null, signedInAt }, now)
}

/** Clears the session cookie (the record is the caller's business). */
export function clearSessionCookie(c: Context<AppEnv>): void {
  const environment = c.get('environment')
  deleteCookie(c, sessionCookieName(environment), { path: '/', secure: environment !== 'LOCAL', httpOnly: true, sameSite: 'Lax' })
}
