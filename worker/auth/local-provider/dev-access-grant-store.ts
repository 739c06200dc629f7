/** DEV's access links are accepted once: the hash of each used grant is kept until it would have expired. */
import { sha256Base64url } from '../pkce.ts'

/** Records that a grant was used; false when it was used before. Expired records are swept on the way. */
export async function claimDevAccessGrant(db: D1Database, grantId: string, expires: number, now: number): Promise<boolean> {
  const hash = await sha256Base64url(`dev-access-grant:${grantId}`)
  const [, claimed] = await db.batch([
    db.prepare('DELETE FROM dev_access_grants_used WHERE expires_at <= ?1').bind(now),
    db.prepare('INSERT OR IGNORE INTO dev_access_grants_used (grant_hash, expires_at) VALUES (?1, ?2)').bind(hash, expires),
  ])
  return (claimed?.meta.changes ?? 0) === 1
}
