/**
 * The drafts of every portal wizard in D1 (`wizard_drafts`, worker/db/migrations/0019_wizard_drafts.sql;
 * docs/decisions/023-one-wizard-engine.md): the step a person is at and their answers so far, so a
 * reload, another device or a later visit continues where they left off. A draft belongs to its
 * author: every read, save and discard names the person, and someone else's draft is never found.
 */
import { SQL_NOW } from '../db/d1-queries.ts'
import type { WizardDefinition } from '../../ui/portal/wizard/wizard-engine.ts'

/** Which draft: of which wizard, whose, and its id. */
export interface WizardDraftKey {
  wizard: string
  userId: string
  id: string
}

export interface WizardDraft<Values extends object> {
  key: WizardDraftKey
  step: string
  values: Values
}

/** A new draft's id (wizards with a draft per start name it in the page's address). */
export const WIZARD_DRAFT_ID_PREFIX = 'wd-'

/** The key of the person's one draft of a wizard with a personal draft. */
export function personalDraftKey(wizard: WizardDefinition<string> & { drafts: 'personal' }, userId: string): WizardDraftKey {
  return { wizard: wizard.name, userId, id: `${wizard.name}:${userId}` }
}

/** The key of a draft named by a post or an address (it is only found if it is the person's own). */
export function namedDraftKey(wizard: WizardDefinition<string> & { drafts: 'per-start' }, userId: string, id: string): WizardDraftKey {
  return { wizard: wizard.name, userId, id }
}

/** The key of a draft about to be started. */
export function newDraftKey(wizard: WizardDefinition<string> & { drafts: 'per-start' }, userId: string): WizardDraftKey {
  return { wizard: wizard.name, userId, id: `${WIZARD_DRAFT_ID_PREFIX}${crypto.randomUUID()}` }
}

interface WizardDraftRow {
  step: string
  values_json: string
}

/** The stored answers: an object, or nothing when what is stored is not one. */
function valuesOf<Values extends object>(json: string): Values {
  const parsed: unknown = JSON.parse(json)
  return (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {}) as Values
}

/** The draft, if it exists and is the person's own. */
export async function readWizardDraft<Values extends object>(db: D1Database, key: WizardDraftKey): Promise<WizardDraft<Values> | null> {
  const row = await db
    .prepare('SELECT step, values_json FROM wizard_drafts WHERE id = ?1 AND user_id = ?2 AND wizard = ?3')
    .bind(key.id, key.userId, key.wizard)
    .first<WizardDraftRow>()
  return row ? { key, step: row.step, values: valuesOf<Values>(row.values_json) } : null
}

/**
 * Creates or updates the draft. An existing draft of the same id that is someone else's (or of
 * another wizard) is left as it is.
 */
export function saveWizardDraftStatement(
  db: D1Database,
  key: WizardDraftKey,
  draft: { step: string; values: object },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO wizard_drafts (id, user_id, wizard, step, values_json) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (id) DO UPDATE SET step = excluded.step, values_json = excluded.values_json,
         updated_at = ${SQL_NOW}
       WHERE wizard_drafts.user_id = excluded.user_id AND wizard_drafts.wizard = excluded.wizard`,
    )
    .bind(key.id, key.userId, key.wizard, draft.step, JSON.stringify(draft.values))
}

export async function saveWizardDraft(db: D1Database, key: WizardDraftKey, draft: { step: string; values: object }): Promise<void> {
  await saveWizardDraftStatement(db, key, draft).run()
}

/** Deletes the draft (only the person's own); for a batch with what replaces it, such as the submitted request. */
export function discardWizardDraftStatement(db: D1Database, key: WizardDraftKey): D1PreparedStatement {
  return db.prepare('DELETE FROM wizard_drafts WHERE id = ?1 AND user_id = ?2 AND wizard = ?3').bind(key.id, key.userId, key.wizard)
}

export async function discardWizardDraft(db: D1Database, key: WizardDraftKey): Promise<void> {
  await discardWizardDraftStatement(db, key).run()
}
