import { applyD1Migrations, env } from 'cloudflare:test'
import { partnerSeedStatements } from '../../worker/db/seed/partner-accounts.ts'
import { videoLibrarySeedStatements } from '../../worker/db/seed/video-library.ts'
import { portalActivitySeedStatements } from '../../worker/db/seed/portal-activity.ts'

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
// The seeded partner organisations and accounts (README "Seeded accounts"), as `npm start` has them.
await env.DB.batch(partnerSeedStatements().map((statement) => env.DB.prepare(statement)))
// The seeded video library (its media are put into R2 by the tests that play them).
await env.DB.batch(videoLibrarySeedStatements().map((statement) => env.DB.prepare(statement)))
// The seeded trainings, promotions, demo equipment and demo requests (dates relative to today).
await env.DB.batch(portalActivitySeedStatements().map((statement) => env.DB.prepare(statement)))
