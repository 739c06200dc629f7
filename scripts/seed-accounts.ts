/**
 * Writes the seeded partner organisations and accounts (worker/db/seed/partner-accounts.ts) and
 * the portal's trainings, promotions and demo equipment (worker/db/seed/portal-activity.ts) and the
 * PIM's catalogue (worker/db/seed/pim-catalogue.ts) into the local D1 database (`npm start` runs it after the migrations). Idempotent. Extra arguments
 * go to wrangler, e.g. `--persist-to <dir>`.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { SEEDED_USERS, partnerSeedStatements } from '../worker/db/seed/partner-accounts.ts'
import { videoLibrarySeedStatements } from '../worker/db/seed/video-library.ts'
import { portalActivitySeedStatements } from '../worker/db/seed/portal-activity.ts'
import { pimCatalogueSeedStatements } from '../worker/db/seed/pim-catalogue.ts'

mkdirSync('.wrangler', { recursive: true })
const file = '.wrangler/partner-accounts.sql'
writeFileSync(
  file,
  `${[...partnerSeedStatements(), ...videoLibrarySeedStatements(), ...portalActivitySeedStatements(), ...pimCatalogueSeedStatements()].join('\n')}\n`,
)
execFileSync('wrangler', ['d1', 'execute', 'DB', '--local', '--file', file, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CI: 'true' },
})
console.log(
  `Seeded ${SEEDED_USERS.length} partner accounts, the video library, trainings, promotions, demo equipment and the PIM's catalogue.`,
)
