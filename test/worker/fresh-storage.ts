/**
 * Runs before every worker test file: the file starts on the storage of a fresh deployment with
 * the seeded accounts, and on the caches of a fresh isolate, whatever the file before it in the
 * same workerd did.
 *
 * The worker project reuses one workerd per test worker (`isolate: false` in vitest.config.ts), so
 * the runtime and the app's module graph load once per worker instead of once per file. Storage
 * stays per file: `reset()` deletes every Durable Object, and with them every KV namespace, D1
 * database, R2 bucket and queue of the bindings; what might outlive it is emptied by hand; the
 * isolate's caches are forgotten; then the migrations and the seed go in as one D1 batch (one
 * transaction, not one per migration).
 */
import { type D1Migration, env, reset } from 'cloudflare:test'
import { forgetProviderCaches } from '../../worker/auth/oidc-client.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { forgetSalesforceTokens } from '../../worker/customer-records/salesforce-client.ts'
import { forgetKnownHits } from '../../worker/middleware/post-rate-limits.ts'
import { partnerSeedStatements } from '../../worker/db/seed/partner-accounts.ts'
import { portalActivitySeedStatements } from '../../worker/db/seed/portal-activity.ts'
import { staffConsoleSeedStatements } from '../../worker/db/seed/staff-console.ts'
import { videoLibrarySeedStatements } from '../../worker/db/seed/video-library.ts'
import { isolateRedirectList } from '../../worker/middleware/redirects.ts'

/** The table wrangler and `applyD1Migrations` note applied migrations in, with the same columns. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`

/** Most keys KV lists at once (its maximum). */
const KV_LIST_LIMIT = 1000
/** Most objects R2 deletes in one call (its maximum). */
const R2_DELETE_LIMIT = 1000

function migrationStatements(db: D1Database, migrations: D1Migration[]): D1PreparedStatement[] {
  const noted = db.prepare('INSERT INTO d1_migrations (name) VALUES (?);')
  return [
    db.prepare(MIGRATIONS_TABLE),
    ...migrations.flatMap((migration) => [...migration.queries.map((query) => db.prepare(query)), noted.bind(migration.name)]),
  ]
}

/** Drops whatever tables and views the database still has, newest first (foreign keys checked at the end). */
async function dropStatements(db: D1Database): Promise<D1PreparedStatement[]> {
  const { results } = await db
    .prepare(
      "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid DESC",
    )
    .all<{ type: 'table' | 'view'; name: string }>()
  if (results.length === 0) return []
  return [
    db.prepare('PRAGMA defer_foreign_keys = true'),
    ...results.map(({ type, name }) => db.prepare(`DROP ${type === 'view' ? 'VIEW' : 'TABLE'} IF EXISTS "${name.replaceAll('"', '""')}"`)),
  ]
}

async function emptyKv(kv: KVNamespace): Promise<void> {
  for (;;) {
    const { keys } = await kv.list({ limit: KV_LIST_LIMIT })
    if (keys.length === 0) return
    await Promise.all(keys.map(({ name }) => kv.delete(name)))
  }
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (;;) {
    const { objects } = await bucket.list({ limit: R2_DELETE_LIMIT })
    if (objects.length === 0) return
    await bucket.delete(objects.map(({ key }) => key))
  }
}

await reset()
await Promise.all([emptyKv(env.CONTENT), emptyBucket(env.FILES)])
clearContentCache()
isolateRedirectList.forget()
forgetProviderCaches()
forgetSalesforceTokens()
forgetKnownHits()
await env.DB.batch([
  ...(await dropStatements(env.DB)),
  ...migrationStatements(env.DB, env.TEST_MIGRATIONS),
  // The seeded partner organisations and accounts (README "Seeded accounts"), as `npm start` has them.
  ...partnerSeedStatements().map((statement) => env.DB.prepare(statement)),
  // The seeded video library (its media are put into R2 by the tests that play them).
  ...videoLibrarySeedStatements().map((statement) => env.DB.prepare(statement)),
  // The seeded trainings, promotions, demo equipment and demo requests (dates relative to today).
  ...portalActivitySeedStatements().map((statement) => env.DB.prepare(statement)),
  // What the staff console has to show: an answered ticket, a suggestion, a Wave request that stopped.
  ...staffConsoleSeedStatements().map((statement) => env.DB.prepare(statement)),
])
