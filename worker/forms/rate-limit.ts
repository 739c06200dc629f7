/**
 * Rate limits on the form endpoints: a fixed window per client in D1 (`rate_limit_windows`). The
 * client is its CF-Connecting-IP, stored only as a hash. One upsert per submission.
 */

export interface RateLimit {
  /** Also the row's limit_name. */
  name: string
  maxHits: number
  windowSeconds: number
}

/** Submissions of one form endpoint per client: generous for an office behind one address. */
export const FORM_SUBMISSION_LIMITS = {
  'contact-request': { name: 'contact-request', maxHits: 20, windowSeconds: 10 * 60 },
  'campaign-lead': { name: 'campaign-lead', maxHits: 20, windowSeconds: 10 * 60 },
  'project-request': { name: 'project-request', maxHits: 10, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimit>

/** Windows older than this many windows are deleted by the sweep. */
export const RATE_LIMIT_WINDOWS_KEPT = 2

export interface RateLimitVerdict {
  allowed: boolean
  hits: number
  retryAfterSeconds: number
}

/** A stable, non-reversible key for a client address. */
export async function clientKeyOf(clientAddress: string | undefined): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`rate-limit:${clientAddress ?? 'unknown'}`))
  return [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Counts one hit of `clientKey` against `limit` and says whether it is within it. */
export async function countHit(db: D1Database, limit: RateLimit, clientKey: string, nowMs: number = Date.now()): Promise<RateLimitVerdict> {
  const windowMs = limit.windowSeconds * 1000
  const windowStart = Math.floor(nowMs / windowMs) * windowMs
  const row = await db
    .prepare(
      `INSERT INTO rate_limit_windows (limit_name, client_key, window_start, hits) VALUES (?, ?, ?, 1)
       ON CONFLICT (limit_name, client_key, window_start) DO UPDATE SET hits = hits + 1
       RETURNING hits`,
    )
    .bind(limit.name, clientKey, windowStart)
    .first<{ hits: number }>()
  const hits = row?.hits ?? 1
  return { allowed: hits <= limit.maxHits, hits, retryAfterSeconds: Math.ceil((windowStart + windowMs - nowMs) / 1000) }
}

/** Deletes windows that can no longer count. */
export async function sweepRateLimitWindows(db: D1Database, nowMs: number = Date.now()): Promise<void> {
  const longest = Math.max(...Object.values(FORM_SUBMISSION_LIMITS).map((limit) => limit.windowSeconds)) * 1000
  await db.prepare('DELETE FROM rate_limit_windows WHERE window_start < ?').bind(nowMs - RATE_LIMIT_WINDOWS_KEPT * longest).run()
}
