/** D1 access of the rate limits (worker/forms/rate-limit.ts): one row per limit, client and fixed window. */
import { type } from 'arktype'
import { firstRow, runStatement } from '../db/d1-queries.ts'

/** The statement that counts one hit in a window and answers `hits` (to run alone or in a lead's batch). */
export function windowHitStatement(db: D1Database, limitName: string, clientKey: string, windowStart: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rate_limit_windows (limit_name, client_key, window_start, hits) VALUES (?1, ?2, ?3, 1)
       ON CONFLICT (limit_name, client_key, window_start) DO UPDATE SET hits = hits + 1
       RETURNING hits`,
    )
    .bind(limitName, clientKey, windowStart)
}

/** The `hits` a window-hit statement answered. */
export const WINDOW_HITS_ROW = type({ hits: 'number' })

/** Counts one hit in the window starting at `windowStart` (ms); the window's hits including this one. */
export async function countWindowHit(db: D1Database, limitName: string, clientKey: string, windowStart: number): Promise<number> {
  const row = await firstRow(windowHitStatement(db, limitName, clientKey, windowStart), WINDOW_HITS_ROW)
  return row?.hits ?? 1
}

/** Deletes the windows that started before `before` (ms). */
export async function deleteWindowsBefore(db: D1Database, before: number): Promise<void> {
  await runStatement(db.prepare('DELETE FROM rate_limit_windows WHERE window_start < ?1').bind(before))
}
