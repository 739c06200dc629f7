/**
 * Forms filled in over several steps (the success story and the Wave request) keep their values
 * in D1 per person and form (`portal_drafts`), so a reload, another device or a later visit
 * continues where the person left off.
 */
import type { FormValues } from '../../ui/forms/form-schema.ts'

export type DraftForm = 'success-story' | 'wave-request'

export interface Draft {
  step: string
  values: FormValues
}

export async function readDraft(db: D1Database, userId: string, form: DraftForm): Promise<Draft | null> {
  const row = await db
    .prepare('SELECT step, values_json FROM portal_drafts WHERE user_id = ?1 AND form = ?2')
    .bind(userId, form)
    .first<{ step: string; values_json: string }>()
  return row ? { step: row.step, values: JSON.parse(row.values_json) as FormValues } : null
}

export function saveDraftStatement(db: D1Database, userId: string, form: DraftForm, draft: Draft): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO portal_drafts (user_id, form, step, values_json) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (user_id, form) DO UPDATE SET step = ?3, values_json = ?4, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(userId, form, draft.step, JSON.stringify(draft.values))
}

export async function saveDraft(db: D1Database, userId: string, form: DraftForm, draft: Draft): Promise<void> {
  await saveDraftStatement(db, userId, form, draft).run()
}

export function discardDraftStatement(db: D1Database, userId: string, form: DraftForm): D1PreparedStatement {
  return db.prepare('DELETE FROM portal_drafts WHERE user_id = ?1 AND form = ?2').bind(userId, form)
}
