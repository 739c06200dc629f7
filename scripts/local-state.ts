/**
 * Prepares the local state of a copy of the site in one process: the D1 migrations (the production
 * set, then the LOCAL/DEV stand-ins' set, each noted in its own tracking table exactly as
 * `wrangler d1 migrations apply` notes them, so wrangler sees them as applied), the seed content
 * and the current build's records into KV, the seed's files into R2, and the seeded accounts and
 * portal activity into D1 (kv-seed/seed-contents.ts says what). The state is what
 * `wrangler dev --persist-to <folder>` serves (`.wrangler/state` by default, as `npm start` uses).
 *
 * One small worker (scripts/local-state/seed-worker.ts) on the site's own bindings takes the writes
 * in bulk: four wrangler commands took ~55 s before (each its own wrangler and workerd start, and
 * one proxied call per record); this takes a few seconds. Migrations already applied are skipped,
 * and every seed write is idempotent, so it can run on a state in use.
 *
 *   node scripts/local-state.ts [--persist-to <folder>] [--seed-only]
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { unstable_dev, unstable_readConfig, unstable_splitSqlQuery } from 'wrangler'
import { type SeededObject, seededAccountStatements, seededObjects, seededRecords } from '../kv-seed/seed-contents.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SEED_WORKER = join(ROOT, 'scripts', 'local-state', 'seed-worker.ts')
/** The seed worker's own config: a name and nothing else, so the site's Durable Objects and queues stay out. */
const SEED_WORKER_CONFIG = join(ROOT, 'scripts', 'local-state', 'wrangler.toml')
/** The folder `wrangler dev` persists to when not told otherwise. */
export const DEFAULT_STATE_FOLDER = join(ROOT, '.wrangler', 'state')
/** KV records per call to the seed worker. */
const RECORDS_PER_CALL = 500
/** Bytes of R2 objects per call to the seed worker. */
const OBJECT_BYTES_PER_CALL = 4 * 1024 * 1024

/** Tries per call to the seed worker. */
const CALL_ATTEMPTS = 3

/** The migration sets, in the order they are applied, each with the config that names its folder and tracking table. */
const MIGRATION_SETS = [
  { config: join(ROOT, 'wrangler.toml') },
  { config: join(ROOT, 'worker', 'db', 'local-migrations', 'wrangler.toml') },
]

export interface LocalStateSummary {
  migrationsApplied: string[]
  records: number
  objects: number
  accountStatements: number
}

interface MigrationSet {
  folder: string
  table: string
}

function migrationSetOf(config: string): MigrationSet {
  const database = unstable_readConfig({ config }, { hideWarnings: true }).d1_databases[0]
  if (!database?.migrations_dir) throw new Error(`${config} names no D1 migrations folder`)
  return { folder: join(config, '..', database.migrations_dir), table: database.migrations_table ?? 'd1_migrations' }
}

function quotedName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/** One migration as wrangler applies it: the file, then its row in the tracking table, in one batch. */
function migrationStatements(set: MigrationSet, name: string): string[] {
  const sql = readFileSync(join(set.folder, name), 'utf8')
  return unstable_splitSqlQuery(`${sql}\nINSERT INTO ${quotedName(set.table)} (name)\nvalues ('${name.replaceAll("'", "''")}');`)
}

function trackingTableStatement(table: string): string {
  return `CREATE TABLE IF NOT EXISTS ${quotedName(table)}(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`
}

/** The objects as bundles the seed worker reads (seed-worker.ts `putObjects`). */
function objectBundles(objects: readonly SeededObject[]): Uint8Array[] {
  const bundles: Uint8Array[] = []
  let batch: SeededObject[] = []
  let bytes = 0
  const flush = () => {
    if (batch.length === 0) return
    const index = new TextEncoder().encode(JSON.stringify(batch.map(({ key, bytes }) => [key, bytes.byteLength])))
    const bundle = new Uint8Array(4 + index.byteLength + bytes)
    new DataView(bundle.buffer).setUint32(0, index.byteLength)
    bundle.set(index, 4)
    let offset = 4 + index.byteLength
    for (const object of batch) {
      bundle.set(object.bytes, offset)
      offset += object.bytes.byteLength
    }
    bundles.push(bundle)
    batch = []
    bytes = 0
  }
  for (const object of objects) {
    if (bytes + object.bytes.byteLength > OBJECT_BYTES_PER_CALL) flush()
    batch.push(object)
    bytes += object.bytes.byteLength
  }
  flush()
  return bundles
}

/** Tries a call to the seed worker again when its connection broke (every write is idempotent). */
async function fetchWithRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt()
    } catch (error) {
      // A keep-alive connection the local server had just closed breaks a POST with EPIPE or ECONNRESET.
      if (tries >= CALL_ATTEMPTS) throw error
    }
  }
}

export async function prepareLocalStateFolder(persistTo: string, { seedOnly = false } = {}): Promise<LocalStateSummary> {
  const site = unstable_readConfig({ config: join(ROOT, 'wrangler.toml') }, { hideWarnings: true })
  const worker = await unstable_dev(SEED_WORKER, {
    config: SEED_WORKER_CONFIG,
    compatibilityDate: site.compatibility_date,
    persistTo,
    ip: '127.0.0.1',
    logLevel: (process.env.LOCAL_STATE_LOG_LEVEL as 'error' | undefined) ?? 'error',
    kv: site.kv_namespaces.map((namespace: { binding: string; id?: string }) => ({ binding: namespace.binding, id: namespace.id })),
    r2: site.r2_buckets.map((bucket: { binding: string; bucket_name?: string }) => ({
      binding: bucket.binding,
      bucket_name: bucket.bucket_name,
    })),
    experimental: {
      d1Databases: site.d1_databases,
      disableExperimentalWarning: true,
      disableDevRegistry: true,
      showInteractiveDevSession: false,
    },
  })
  const call = async <T>(path: string, body: string | Uint8Array): Promise<T> => {
    const response = await fetchWithRetries(() => worker.fetch(path, { method: 'POST', body: body as string }))
    if (!response.ok) throw new Error(`Preparing the local state failed at ${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }
  const d1 = (statements: string[]) => call<unknown[][]>('/d1', JSON.stringify(statements))
  try {
    const migrationsApplied: string[] = []
    if (!seedOnly) {
      for (const { config } of MIGRATION_SETS) {
        const set = migrationSetOf(config)
        const [, applied] = await d1([trackingTableStatement(set.table), `SELECT name FROM ${quotedName(set.table)} ORDER BY id`])
        const done = new Set((applied as { name: string }[]).map(({ name }) => name))
        const files = readdirSync(set.folder)
          .filter((name) => name.endsWith('.sql'))
          .sort()
        for (const name of files.filter((file) => !done.has(file))) {
          await d1(migrationStatements(set, name))
          migrationsApplied.push(name)
        }
      }
    }
    // KV, R2 and D1 are separate stores: their writes go side by side, each store's one call at a time.
    const records = seededRecords()
    const recordWrites = (async () => {
      for (let start = 0; start < records.length; start += RECORDS_PER_CALL) {
        await call('/kv', JSON.stringify(records.slice(start, start + RECORDS_PER_CALL)))
      }
    })()
    const objects = await seededObjects(records)
    const objectWrites = (async () => {
      for (const bundle of objectBundles(objects)) await call('/r2', bundle)
    })()
    const accountStatements = unstable_splitSqlQuery(seededAccountStatements().join('\n'))
    await Promise.all([recordWrites, objectWrites, d1(accountStatements)])
    return { migrationsApplied, records: records.length, objects: objects.length, accountStatements: accountStatements.length }
  } finally {
    await worker.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const persistIndex = args.indexOf('--persist-to')
  const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : DEFAULT_STATE_FOLDER
  if (!persistTo) throw new Error('--persist-to needs a folder')
  const startedAt = performance.now()
  const summary = await prepareLocalStateFolder(persistTo, { seedOnly: args.includes('--seed-only') })
  console.log(
    [
      `Local state in ${persistTo} (${((performance.now() - startedAt) / 1000).toFixed(1)} s):`,
      `${summary.migrationsApplied.length} migration(s) applied`,
      `${summary.records} KV records`,
      `${summary.objects} R2 files`,
      `${summary.accountStatements} statements of seeded accounts and portal activity.`,
    ].join(' '),
  )
}
