/**
 * The session store (worker/db/migrations/0018_sessions_and_roles.sql, docs/decisions/019): one
 * D1 row per signed-in browser, named by the session cookie's `sid`. The session step reads it on
 * every request in the same D1 round trip as the person, so deleting the row ends the session at
 * the next request: sign-out, "Your sessions", a user admin ending a user's sessions, a role change
 * and removing the user. The row also holds what "Your sessions" shows: the browser, where and
 * when the person signed in and when the session was last seen (written at most once per
 * SESSION_LAST_SEEN_INTERVAL_SECONDS, not on every request).
 */
import { randomToken } from '../crypto/random-token.ts'

/** "Last seen" is rewritten only when it is older than this, so a busy session costs one write per interval. */
export const SESSION_LAST_SEEN_INTERVAL_SECONDS = 5 * 60
/** The part of a User-Agent header kept to describe the browser. */
export const MAXIMUM_USER_AGENT_LENGTH = 512
/** How many of a person's sessions "Your sessions" lists (the most recently seen first). */
export const MAXIMUM_LISTED_SESSIONS = 50

/** Where the session was opened: the site (portal) or the PIM host. */
export type SessionHost = 'site' | 'pim'

export interface SessionRecord {
  id: string
  /** The signed-in person (the impersonator while showing the portal as a partner). */
  userId: string
  host: SessionHost
  /** The sign-in option used (`microsoft`, `google`). */
  provider: string
  userAgent: string
  /** Seconds since the epoch. */
  signedInAt: number
  /** The session's absolute end: never later than signedInAt + SESSION_MAXIMUM_AGE_SECONDS. */
  expiresAt: number
  lastSeenAt: number
}

interface SessionRow {
  id: string
  user_id: string
  host: SessionHost
  provider: string
  user_agent: string
  signed_in_at: number
  expires_at: number
  last_seen_at: number
}

function recordOf(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    host: row.host,
    provider: row.provider,
    userAgent: row.user_agent,
    signedInAt: row.signed_in_at,
    expiresAt: row.expires_at,
    lastSeenAt: row.last_seen_at,
  }
}

const SESSION_COLUMNS = 'id, user_id, host, provider, user_agent, signed_in_at, expires_at, last_seen_at'

export interface NewSession {
  userId: string
  host: SessionHost
  provider: string
  userAgent: string
  signedInAt: number
  expiresAt: number
}

/**
 * Stores a new session and answers its id (32 random bytes). Sessions past their end, of anyone,
 * are swept on the way (as sign-in states are).
 */
export async function createSessionRecord(db: D1Database, session: NewSession): Promise<string> {
  const id = randomToken()
  await db.batch([
    db.prepare('DELETE FROM user_sessions WHERE expires_at <= ?1').bind(session.signedInAt),
    db
      .prepare(
        `INSERT INTO user_sessions (id, user_id, host, provider, user_agent, signed_in_at, expires_at, last_seen_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?6)`,
      )
      .bind(
        id,
        session.userId,
        session.host,
        session.provider,
        session.userAgent.slice(0, MAXIMUM_USER_AGENT_LENGTH),
        session.signedInAt,
        session.expiresAt,
      ),
  ])
  return id
}

/** The statement that finds a live session of `userId` signed in at `signedInAt`, for the session step's batch. */
export function liveSessionStatement(
  db: D1Database,
  { id, userId, signedInAt, now }: { id: string; userId: string; signedInAt: number; now: number },
): D1PreparedStatement {
  return db
    .prepare(`SELECT ${SESSION_COLUMNS} FROM user_sessions WHERE id = ?1 AND user_id = ?2 AND signed_in_at = ?3 AND expires_at > ?4`)
    .bind(id, userId, signedInAt, now)
}

export function sessionRecordFrom(rows: readonly unknown[]): SessionRecord | null {
  const row = rows[0] as SessionRow | undefined
  return row ? recordOf(row) : null
}

/** Notes that the session was seen now, when "last seen" is older than SESSION_LAST_SEEN_INTERVAL_SECONDS. */
export async function noteSessionSeen(db: D1Database, record: SessionRecord, now: number): Promise<boolean> {
  if (now - record.lastSeenAt < SESSION_LAST_SEEN_INTERVAL_SECONDS) return false
  await db.prepare('UPDATE user_sessions SET last_seen_at = ?2 WHERE id = ?1 AND last_seen_at < ?2').bind(record.id, now).run()
  return true
}

/** A person's live sessions, the most recently seen first. */
export async function liveSessionsOf(db: D1Database, userId: string, now: number): Promise<SessionRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT ${SESSION_COLUMNS} FROM user_sessions WHERE user_id = ?1 AND expires_at > ?2 ORDER BY last_seen_at DESC, signed_in_at DESC LIMIT ?3`,
    )
    .bind(userId, now, MAXIMUM_LISTED_SESSIONS)
    .all<SessionRow>()
  return results.map(recordOf)
}

/** Ends one session of `userId`; false when there was no such session (already ended, or someone else's). */
export async function endSessionRecord(db: D1Database, userId: string, sessionId: string): Promise<boolean> {
  const result = await db.prepare('DELETE FROM user_sessions WHERE id = ?1 AND user_id = ?2').bind(sessionId, userId).run()
  return (result.meta.changes ?? 0) > 0
}

/** The statement that ends every session of `userId` except `keepSessionId` (when given), for a batch with its audit entry. */
export function endSessionsStatement(db: D1Database, userId: string, keepSessionId: string | null = null): D1PreparedStatement {
  return db.prepare('DELETE FROM user_sessions WHERE user_id = ?1 AND (?2 IS NULL OR id <> ?2)').bind(userId, keepSessionId)
}

/** Ends every session of `userId` except `keepSessionId`; answers how many ended. */
export async function endSessionsOf(db: D1Database, userId: string, keepSessionId: string | null = null): Promise<number> {
  const result = await endSessionsStatement(db, userId, keepSessionId).run()
  return result.meta.changes ?? 0
}
