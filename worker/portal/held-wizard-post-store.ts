/**
 * Wizard steps posted after the session ended (worker/db/migrations/0030_partner_self_service.sql,
 * docs/decisions/049-session-expiry-mid-wizard.md): named by the hash of the token in the
 * browser's cookie, kept until the person signs in again or the hold expires, then taken once.
 */
import { type } from 'arktype'
import { firstRow, runBatch } from '../db/d1-queries.ts'

export interface HeldWizardPost {
  route: string
  locale: string
  /** The posted text fields, in order (a name may repeat). */
  fields: Array<[string, string]>
}

const heldRow = type({ route: 'string', locale: 'string', fields_json: 'string' })

function fieldsOf(json: string): Array<[string, string]> {
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed)
      ? parsed.filter((pair): pair is [string, string] => Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string')
      : []
  } catch {
    return []
  }
}

/** Keeps a post until `expiresAt` (Unix seconds); holds past their end are swept on the way. */
export async function storeHeldWizardPost(
  db: D1Database,
  tokenHash: string,
  post: HeldWizardPost,
  { now, expiresAt }: { now: number; expiresAt: number },
): Promise<void> {
  await runBatch(db, [
    db.prepare('DELETE FROM held_wizard_posts WHERE expires_at <= ?1').bind(now),
    db
      .prepare(
        `INSERT INTO held_wizard_posts (token_hash, route, locale, fields_json, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (token_hash) DO UPDATE SET route = excluded.route, locale = excluded.locale,
           fields_json = excluded.fields_json, expires_at = excluded.expires_at`,
      )
      .bind(tokenHash, post.route, post.locale, JSON.stringify(post.fields), expiresAt),
  ])
}

/** Takes the held post of `route` (it is deleted: taken once), or null when there is none or it expired. */
export async function takeHeldWizardPost(db: D1Database, tokenHash: string, route: string, now: number): Promise<HeldWizardPost | null> {
  const row = await firstRow(
    db
      .prepare(
        'DELETE FROM held_wizard_posts WHERE token_hash = ?1 AND route = ?2 AND expires_at > ?3 RETURNING route, locale, fields_json',
      )
      .bind(tokenHash, route, now),
    heldRow,
  )
  return row ? { route: row.route, locale: row.locale, fields: fieldsOf(row.fields_json) } : null
}
