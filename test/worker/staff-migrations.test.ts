/**
 * The issue 18 migrations on a database that already has data: 0020 rebuilds `users` for the new
 * staff roles without losing a session or a wizard draft (their rows would go with the old table
 * through ON DELETE CASCADE), 0022 rebuilds `demo_requests` without losing their products and turns
 * the stock counts into numbered units, and 0023 gives existing tickets case numbers.
 */
import { applyD1Migrations, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const FIRST = '0020_staff_roles.sql'
const LAST = '0024_suggestions_and_wave_notes.sql'

describe('migrations 0020–0024 on a database with data', () => {
  it('keeps sessions, drafts, requests and their products; numbers the demo units and the tickets', async () => {
    const db = env.MIGRATION_CHECK_DB
    const migrations = env.TEST_MIGRATIONS
    const first = migrations.findIndex((migration) => migration.name === FIRST)
    const last = migrations.findIndex((migration) => migration.name === LAST)
    expect(first).toBeGreaterThan(0)
    await applyD1Migrations(db, migrations.slice(0, first))

    await db.batch([
      db.prepare("INSERT INTO partner_organisations (id, name, country, level) VALUES ('org-north', 'Northlight', 'GB', 'gold')"),
      db.prepare(
        "INSERT INTO users (id, email, name, role, organisation_id) VALUES ('usr-o', 'o@example.com', 'O', 'partner-executive', 'org-north')",
      ),
      db.prepare(
        "INSERT INTO user_sessions (id, user_id, host, provider, user_agent, signed_in_at, expires_at, last_seen_at) VALUES ('s-1', 'usr-o', 'site', 'google', 'test', 1, 2, 1)",
      ),
      db.prepare(
        "INSERT INTO wizard_drafts (id, user_id, wizard, step, values_json) VALUES ('wd-1', 'usr-o', 'demo-request', 'dates', '{}')",
      ),
      db.prepare('INSERT INTO demo_stock (product_ctn, units) VALUES (?1, 3), (?2, 1)').bind('55VS3500/00', 'FP125H/00'),
      db.prepare(
        `INSERT INTO demo_requests (id, organisation_id, requester_id, status, installation_type, date_from, date_until, event, street, number, city, zip, country, installation_required)
         VALUES ('dr-1', 'org-north', 'usr-o', 'approved', 'floor-stand', '2031-01-02', '2031-01-05', 'Expo', 'Main', '1', 'Leeds', 'LS1', 'GB', 0)`,
      ),
      db.prepare("INSERT INTO demo_request_products (request_id, product_ctn, units) VALUES ('dr-1', '55VS3500/00', 2)"),
      db.prepare(
        "INSERT INTO leads (id, submission_key, form, locale, email, payload_json, consented_at, bot_check, received_at) VALUES ('lead-1', 'k1', 'contact-technical', 'en-gb', 'o@example.com', '{}', 'now', 'passed', 'now')",
      ),
      db.prepare("INSERT INTO portal_support_tickets (lead_id, user_id) VALUES ('lead-1', 'usr-o')"),
    ])

    await applyD1Migrations(db, migrations.slice(0, last + 1))

    expect(
      await db
        .prepare('SELECT id, user_id FROM user_sessions')
        .all()
        .then((result) => result.results),
    ).toEqual([{ id: 's-1', user_id: 'usr-o' }])
    expect(
      await db
        .prepare('SELECT id FROM wizard_drafts')
        .all()
        .then((result) => result.results),
    ).toEqual([{ id: 'wd-1' }])
    await db.prepare("INSERT INTO users (id, email, name, role) VALUES ('usr-c', 'c@vantage.example', 'C', 'demo-coordinator')").run()
    await expect(
      db.prepare("INSERT INTO users (id, email, name, role) VALUES ('usr-x', 'x@vantage.example', 'X', 'janitor')").run(),
    ).rejects.toThrow(/CHECK constraint failed/)

    expect(await db.prepare('SELECT status, decision_note FROM demo_requests WHERE id = ?1').bind('dr-1').first()).toEqual({
      status: 'approved',
      decision_note: '',
    })
    expect(
      await db
        .prepare('SELECT product_ctn, units FROM demo_request_products')
        .all()
        .then((result) => result.results),
    ).toEqual([{ product_ctn: '55VS3500/00', units: 2 }])
    await db.prepare("UPDATE demo_requests SET status = 'withdrawn' WHERE id = 'dr-1'").run()
    expect(
      await db
        .prepare('SELECT id, product_ctn, serial FROM demo_units ORDER BY id')
        .all()
        .then((result) => result.results),
    ).toEqual([
      { id: 'du-55vs3500-00-01', product_ctn: '55VS3500/00', serial: 'VD-55VS3500-00-01' },
      { id: 'du-55vs3500-00-02', product_ctn: '55VS3500/00', serial: 'VD-55VS3500-00-02' },
      { id: 'du-55vs3500-00-03', product_ctn: '55VS3500/00', serial: 'VD-55VS3500-00-03' },
      { id: 'du-fp125h-00-01', product_ctn: 'FP125H/00', serial: 'VD-FP125H-00-01' },
    ])
    expect(await db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'demo_stock'").first('n')).toBe(0)
    expect(await db.prepare('SELECT case_number, status FROM portal_support_tickets').first()).toEqual({
      case_number: 'TS-000001',
      status: 'received',
    })
    expect(
      await db
        .prepare('PRAGMA foreign_key_check')
        .all()
        .then((result) => result.results),
    ).toEqual([])
  })
})
