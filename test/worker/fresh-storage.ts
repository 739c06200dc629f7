/**
 * Runs before every worker test file: the file starts on the storage of a fresh deployment with
 * the seeded accounts, whatever the file before it in the same workerd did.
 *
 * The worker project reuses one workerd per test worker (`isolate: false` in vitest.config.ts), so
 * the runtime and the app's module graph load once per worker instead of once per file. Storage
 * stays per file: `reset()` deletes every Durable Object, and with them every KV namespace, D1
 * database, R2 bucket and queue of the bindings; the isolate's content cache is emptied; then the
 * migrations and the seed go in as one D1 batch (one transaction, not one per migration).
 */
import { type D1Migration, env, reset } from 'cloudflare:test'
import { partnerSeedStatements } from '../../worker/db/seed/partner-accounts.ts'
import { portalActivitySeedStatements } from '../../worker/db/seed/portal-activity.ts'
import { videoLibrarySeedStatements } from '../../worker/db/seed/video-library.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'

/** The table wrangler and `applyD1Migrations` note applied migrations in, with the same columns. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`

function migrationStatements(db: D1Database, migrations: D1Migration[]): D1PreparedStatement[] {
  const noted = db.prepare('INSERT INTO d1_migrations (name) VALUES (?);')
  return [
    db.prepare(MIGRATIONS_TABLE),
    ...migrations.flatMap((migration) => [...migration.queries.map((query) => db.prepare(query)), noted.bind(migration.name)]),
  ]
}

await reset()
clearContentCache()
await env.DB.batch([
  ...migrationStatements(env.DB, env.TEST_MIGRATIONS),
  // The seeded partner organisations and accounts (README "Seeded accounts"), as `npm start` has them.
  ...partnerSeedStatements().map((statement) => env.DB.prepare(statement)),
  // The seeded video library (its media are put into R2 by the tests that play them).
  ...videoLibrarySeedStatements().map((statement) => env.DB.prepare(statement)),
  // The seeded trainings, promotions, demo equipment and demo requests (dates relative to today).
  ...portalActivitySeedStatements().map((statement) => env.DB.prepare(statement)),
])
