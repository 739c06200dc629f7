/// <reference types="vite/client" />
/** The shared D1 helper (worker/db/d1-queries.ts) and the split of production and stand-in migrations. */
import { env } from 'cloudflare:test'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { RowShapeError, SQL_NOW, allRows, firstRow, runBatch, runStatement } from '../../worker/db/d1-queries.ts'

const productionMigrations = import.meta.glob<string>('../../worker/db/migrations/*.sql', { query: '?raw', import: 'default', eager: true })
const standInMigrations = import.meta.glob<string>('../../worker/db/local-migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
})

const noteRow = type({ id: 'string', body: 'string', pinned: 'number' })

async function notesTable(): Promise<string> {
  const table = `test_notes_${crypto.randomUUID().replace(/-/g, '')}`
  await env.DB.prepare(`CREATE TABLE ${table} (id TEXT PRIMARY KEY, body TEXT NOT NULL, pinned INTEGER NOT NULL DEFAULT 0)`).run()
  return table
}

describe('D1 rows are checked against their row schema', () => {
  it('gives the first row typed, and null when there is none', async () => {
    const table = await notesTable()
    await env.DB.prepare(`INSERT INTO ${table} (id, body, pinned) VALUES ('a', 'first', 1), ('b', 'second', 0)`).run()
    expect(await firstRow(env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?1`).bind('a'), noteRow)).toEqual({
      id: 'a',
      body: 'first',
      pinned: 1,
    })
    expect(await firstRow(env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?1`).bind('none'), noteRow)).toBeNull()
    expect(await allRows(env.DB.prepare(`SELECT * FROM ${table} ORDER BY id`), noteRow)).toEqual([
      { id: 'a', body: 'first', pinned: 1 },
      { id: 'b', body: 'second', pinned: 0 },
    ])
  })

  it('refuses a row whose columns do not match the schema instead of passing it on', async () => {
    const table = await notesTable()
    await env.DB.prepare(`INSERT INTO ${table} (id, body) VALUES ('a', 'first')`).run()
    // The query renames a column: the schema no longer fits, and the read says so.
    await expect(firstRow(env.DB.prepare(`SELECT id, body AS text, pinned FROM ${table}`), noteRow)).rejects.toThrow(RowShapeError)
    await expect(allRows(env.DB.prepare(`SELECT id, pinned AS body, pinned FROM ${table}`), noteRow)).rejects.toThrow(/body/)
  })
})

describe('D1 writes', () => {
  it('says how many rows a write changed', async () => {
    const table = await notesTable()
    await env.DB.prepare(`INSERT INTO ${table} (id, body) VALUES ('a', 'x'), ('b', 'y'), ('c', 'z')`).run()
    expect(await runStatement(env.DB.prepare(`UPDATE ${table} SET pinned = 1 WHERE id <> 'c'`))).toBe(2)
    expect(await runStatement(env.DB.prepare(`DELETE FROM ${table} WHERE id = 'none'`))).toBe(0)
  })

  it('writes a batch all or nothing', async () => {
    const table = await notesTable()
    expect(
      await runBatch(env.DB, [
        env.DB.prepare(`INSERT INTO ${table} (id, body) VALUES ('a', 'x')`),
        env.DB.prepare(`INSERT INTO ${table} (id, body) VALUES ('b', 'y')`),
      ]),
    ).toEqual([1, 1])
    await expect(
      runBatch(env.DB, [
        env.DB.prepare(`INSERT INTO ${table} (id, body) VALUES ('c', 'z')`),
        env.DB.prepare(`INSERT INTO ${table} (id, body) VALUES ('a', 'duplicate')`),
      ]),
    ).rejects.toThrow(/UNIQUE/)
    expect(await allRows(env.DB.prepare(`SELECT id FROM ${table} ORDER BY id`), type({ id: 'string' }))).toEqual([{ id: 'a' }, { id: 'b' }])
  })

  it('stamps times the way the tables store them', async () => {
    const stamped = await firstRow(env.DB.prepare(`SELECT ${SQL_NOW} AS now`), type({ now: 'string' }))
    expect(stamped?.now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(Math.abs(Date.parse(stamped!.now) - Date.now())).toBeLessThan(60_000)
  })
})

describe('migrations', () => {
  it('keeps the stand-ins tables out of the production set and in the LOCAL/DEV set', () => {
    expect(Object.keys(productionMigrations).length).toBeGreaterThan(0)
    for (const [file, sql] of Object.entries(productionMigrations)) expect(sql, file).not.toMatch(/\blocal_/)
    const created = Object.values(standInMigrations).flatMap((sql) =>
      [...sql.matchAll(/CREATE TABLE IF NOT EXISTS (\w+)/g)].map((m) => m[1]),
    )
    expect(created.sort()).toEqual([
      'local_customer_leads',
      'local_customer_records',
      'local_customer_wave_requests',
      'local_mail_messages',
      'local_oidc_authorisation_codes',
      'local_oidc_signing_keys',
      'local_wave_accounts',
    ])
  })

  it('gives the tests the stand-ins tables after the production ones', async () => {
    const tables = await allRows(
      env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'local\\_%' ESCAPE '\\' ORDER BY name"),
      type({ name: 'string' }),
    )
    expect(tables.map((table) => table.name)).toContain('local_mail_messages')
  })
})
