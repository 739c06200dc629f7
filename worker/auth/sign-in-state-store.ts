/** D1 access of the sign-in states already answered (`sign_in_states_used`), which makes a replayed callback fail. */
import { runBatch } from '../db/d1-queries.ts'

/**
 * Records the state hash as answered until `expiresAt` (Unix seconds), sweeping the records that
 * expired before `now` (Unix seconds) on the way. False when the hash was recorded before.
 */
export async function claimStateHash(db: D1Database, stateHash: string, expiresAt: number, now: number): Promise<boolean> {
  const [, claimed] = await runBatch(db, [
    db.prepare('DELETE FROM sign_in_states_used WHERE expires_at < ?1').bind(now),
    db.prepare('INSERT OR IGNORE INTO sign_in_states_used (state_hash, expires_at) VALUES (?1, ?2)').bind(stateHash, expiresAt),
  ])
  return claimed === 1
}
