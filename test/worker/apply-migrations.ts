import { applyD1Migrations, env } from 'cloudflare:test'
import { partnerSeedStatements } from '../../worker/db/seed/partner-accounts.ts'

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
// The seeded partner organisations and accounts (README "Seeded accounts"), as `npm start` has them.
await env.DB.batch(partnerSeedStatements().map((statement) => env.DB.prepare(statement)))
