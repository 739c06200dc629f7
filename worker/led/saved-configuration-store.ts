/** Saved LED configurations in D1 (`led_configurations`, `led_configuration_mails`). */
import { type LedConfiguration, completeConfiguration } from '../../ui/led/led-configuration.ts'
import type { LedModel } from '../../ui/led/led-wall-layout.ts'
import { RESULT_LINK_VALID_MS } from './result-links.ts'

export interface SavedLedConfiguration {
  id: string
  locale: string
  configuration: LedConfiguration
  model: LedModel
  createdAt: string
  /** Milliseconds since the epoch: the expiry its link carries. */
  expires: number
}

interface SavedRow {
  id: string
  locale: string
  configuration_json: string
  model_json: string
  created_at: string
  expires_at: string
}

export async function saveLedConfiguration(
  db: D1Database,
  locale: string,
  configuration: LedConfiguration,
  model: LedModel,
  now: number = Date.now(),
): Promise<SavedLedConfiguration> {
  const id = crypto.randomUUID()
  const expires = now + RESULT_LINK_VALID_MS
  const createdAt = new Date(now).toISOString()
  await db
    .prepare(
      'INSERT INTO led_configurations (id, locale, configuration_json, model_json, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(id, locale, JSON.stringify(configuration), JSON.stringify(model), createdAt, new Date(expires).toISOString())
    .run()
  return { id, locale, configuration, model, createdAt, expires }
}

export async function readLedConfiguration(db: D1Database, id: string): Promise<SavedLedConfiguration | undefined> {
  const row = await db.prepare('SELECT * FROM led_configurations WHERE id = ?').bind(id).first<SavedRow>()
  if (!row) return undefined
  return {
    id: row.id,
    locale: row.locale,
    // Saved before a field existed: that field's default (a link stays valid 30 days across releases).
    configuration: completeConfiguration(JSON.parse(row.configuration_json) as LedConfiguration),
    model: JSON.parse(row.model_json) as LedModel,
    createdAt: row.created_at,
    expires: Date.parse(row.expires_at),
  }
}

/** Stores a 'mail me' request before it is sent. */
export async function recordMailRequest(db: D1Database, configurationId: string, email: string): Promise<string> {
  const id = crypto.randomUUID()
  await db
    .prepare("INSERT INTO led_configuration_mails (id, configuration_id, email, status, requested_at) VALUES (?, ?, ?, 'sending', ?)")
    .bind(id, configurationId, email, new Date().toISOString())
    .run()
  return id
}

export async function settleMailRequest(db: D1Database, id: string, outcome: { ok: true } | { ok: false; reason: string }): Promise<void> {
  if (outcome.ok) {
    await db
      .prepare("UPDATE led_configuration_mails SET status = 'sent', sent_at = ? WHERE id = ?")
      .bind(new Date().toISOString(), id)
      .run()
  } else {
    await db
      .prepare("UPDATE led_configuration_mails SET status = 'failed', last_error = ? WHERE id = ?")
      .bind(outcome.reason.slice(0, 500), id)
      .run()
  }
}

/** A 'mail me' request of configuration `configurationId` (so a page can say where it went). */
export async function readMailRequest(
  db: D1Database,
  configurationId: string,
  id: string,
): Promise<{ email: string; status: string } | undefined> {
  const row = await db
    .prepare('SELECT email, status FROM led_configuration_mails WHERE id = ? AND configuration_id = ?')
    .bind(id, configurationId)
    .first<{ email: string; status: string }>()
  return row ?? undefined
}

/** Deletes configurations whose links have expired, with their mail requests (the cron sweep). */
export async function sweepExpiredLedConfigurations(db: D1Database, now: number = Date.now()): Promise<void> {
  const before = new Date(now).toISOString()
  await db.batch([
    db
      .prepare('DELETE FROM led_configuration_mails WHERE configuration_id IN (SELECT id FROM led_configurations WHERE expires_at < ?)')
      .bind(before),
    db.prepare('DELETE FROM led_configurations WHERE expires_at < ?').bind(before),
  ])
}
