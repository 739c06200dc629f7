/**
 * `npm run pim:seed-sql`: writes the seed's catalogue as SQL for the PIM's tables
 * (`.wrangler/pim-catalogue.sql`, `INSERT OR IGNORE`: what editors changed stays), for a remote D1
 * that has none yet (docs/decisions/037-pim-owns-the-catalogue.md):
 *   npx wrangler d1 execute DB --remote --env uat --file .wrangler/pim-catalogue.sql
 * Locally `npm run seed` writes it already.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { pimCatalogueSeedStatements } from '../worker/db/seed/pim-catalogue.ts'

const statements = pimCatalogueSeedStatements()
mkdirSync('.wrangler', { recursive: true })
writeFileSync('.wrangler/pim-catalogue.sql', `${statements.join('\n')}\n`)
console.log(`Wrote ${statements.length} catalogue records to .wrangler/pim-catalogue.sql`)
