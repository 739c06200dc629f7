/**
 * Migration 0019 moves the drafts of both old wizard tables into the one `wizard_drafts` table
 * (docs/decisions/023-one-wizard-engine.md): applied to a database that has drafts in
 * `demo_request_drafts` and `portal_drafts`, each draft is then found through the wizard draft
 * store under the same wizard, person, step and answers, and the old tables are gone.
 */
import { applyD1Migrations, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { DEMO_REQUEST_WIZARD } from '../../ui/demo-requests/demo-request-rules.ts'
import { SUCCESS_STORY_WIZARD } from '../../ui/success-stories/success-story-form.ts'
import { WAVE_REQUEST_WIZARD } from '../../ui/wave-requests/wave-request-form.ts'
import { namedDraftKey, personalDraftKey, readWizardDraft } from '../../worker/portal/wizard-draft-store.ts'

const MIGRATION = '0019_wizard_drafts.sql'
const OLIVIA = 'usr-olivia'
const DAAN = 'usr-daan'
const DEMO_DRAFT = 'drd-0b9f2c1e-5a77-4d4e-9a51-3c2f7f0d1a11'
const DEMO_ANSWERS = { installationType: 'floor-stand', from: '2031-04-02', until: '2031-04-09', products: { '55VS3500/00': 2 } }
const STORY_VALUES = { project_name: 'Harbour Mall wayfinding', country: 'GB', client_name: 'Harbour Mall' }
const WAVE_VALUES = { job_title: 'Managing director', department: '' }

async function tablesOf(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('demo_request_drafts', 'portal_drafts', 'wizard_drafts')")
    .all<{ name: string }>()
  return results.map((row) => row.name).sort()
}

describe('migration 0019: one draft table for every wizard', () => {
  it('moves the demo request drafts and the portal drafts into wizard_drafts, readable through the store', async () => {
    const db = env.MIGRATION_CHECK_DB
    const migrations = env.TEST_MIGRATIONS
    const mine = migrations.findIndex((migration) => migration.name === MIGRATION)
    expect(mine).toBeGreaterThan(0)
    await applyD1Migrations(db, migrations.slice(0, mine))
    expect(await tablesOf(db)).toEqual(['demo_request_drafts', 'portal_drafts'])

    await db.batch([
      db.prepare("INSERT INTO partner_organisations (id, name, country, level) VALUES ('org-north', 'Northlight', 'GB', 'gold')"),
      db
        .prepare(
          "INSERT INTO users (id, email, name, role, organisation_id) VALUES (?1, 'olivia@example.com', 'Olivia', 'partner-executive', 'org-north')",
        )
        .bind(OLIVIA),
      db
        .prepare(
          "INSERT INTO users (id, email, name, role, organisation_id) VALUES (?1, 'daan@example.com', 'Daan', 'partner-executive', 'org-north')",
        )
        .bind(DAAN),
      db
        .prepare('INSERT INTO demo_request_drafts (id, user_id, organisation_id, answers_json, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)')
        .bind(DEMO_DRAFT, OLIVIA, 'org-north', JSON.stringify(DEMO_ANSWERS), '2031-03-01T10:00:00.000Z'),
      db
        .prepare("INSERT INTO portal_drafts (user_id, form, step, values_json) VALUES (?1, 'success-story', 'client', ?2)")
        .bind(OLIVIA, JSON.stringify(STORY_VALUES)),
      db
        .prepare("INSERT INTO portal_drafts (user_id, form, step, values_json) VALUES (?1, 'wave-request', 'account', ?2)")
        .bind(DAAN, JSON.stringify(WAVE_VALUES)),
    ])

    await applyD1Migrations(db, migrations.slice(0, mine + 1))
    expect(await tablesOf(db)).toEqual(['wizard_drafts'])

    const demo = await readWizardDraft(db, namedDraftKey(DEMO_REQUEST_WIZARD, OLIVIA, DEMO_DRAFT))
    expect(demo).toEqual({ key: namedDraftKey(DEMO_REQUEST_WIZARD, OLIVIA, DEMO_DRAFT), step: 'installation-type', values: DEMO_ANSWERS })
    const story = await readWizardDraft(db, personalDraftKey(SUCCESS_STORY_WIZARD, OLIVIA))
    expect(story).toMatchObject({ step: 'client', values: STORY_VALUES })
    const wave = await readWizardDraft(db, personalDraftKey(WAVE_REQUEST_WIZARD, DAAN))
    expect(wave).toMatchObject({ step: 'account', values: WAVE_VALUES })

    // Still each person's own: the same drafts are not found for someone else or under another wizard.
    expect(await readWizardDraft(db, namedDraftKey(DEMO_REQUEST_WIZARD, DAAN, DEMO_DRAFT))).toBeNull()
    expect(await readWizardDraft(db, personalDraftKey(WAVE_REQUEST_WIZARD, OLIVIA))).toBeNull()
    expect(await readWizardDraft(db, { wizard: SUCCESS_STORY_WIZARD.name, userId: OLIVIA, id: DEMO_DRAFT })).toBeNull()
    expect(await db.prepare('SELECT updated_at FROM wizard_drafts WHERE id = ?1').bind(DEMO_DRAFT).first('updated_at')).toBe(
      '2031-03-01T10:00:00.000Z',
    )
  })
})
