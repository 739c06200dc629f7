/**
 * What a local copy of the site is seeded with, in one place: the KV records of the seed content
 * and of the current client build (`builds/latest`, `builds/meta/{id}.json`), the files for the
 * local R2 bucket (the retail brochure, the video library, and the files made from the seed's data:
 * every file of the downloads index, each product's datasheets, energy label and information sheet,
 * kv-seed/seed-files.ts), and the SQL of the seeded accounts and portal activity for the local D1.
 * scripts/local-state.ts writes them; nothing here touches storage.
 */
import { readFileSync } from 'node:fs'
import { partnerSeedStatements } from '../worker/db/seed/partner-accounts.ts'
import { pimCatalogueSeedStatements } from '../worker/db/seed/pim-catalogue.ts'
import { portalActivitySeedStatements } from '../worker/db/seed/portal-activity.ts'
import { staffConsoleSeedStatements } from '../worker/db/seed/staff-console.ts'
import { videoLibraryFiles, videoLibrarySeedStatements } from '../worker/db/seed/video-library.ts'
import { type KvEntry, publishSeed } from './publish.ts'
import { downloadFiles, productFiles } from './seed-files.ts'
import { seed } from './seed.ts'

/** A file for the local R2 bucket (the worker names each file's type itself when it serves it). */
export interface SeededObject {
  key: string
  bytes: Uint8Array
}

/** Files of the seed and their R2 keys (worker/leads/form-api.ts reads the brochure there). */
const SEED_FILES = [{ file: 'kv-seed/files/retail-brochure.pdf', key: 'brochures/retail-brochure.pdf' }]

/** The build records the client runtime polls (written by `npm run build` into dist/client/.vite/). */
function buildEntries(): KvEntry[] {
  const build = JSON.parse(readFileSync('dist/client/.vite/build.json', 'utf8')) as { id: string; builtAt: string }
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as unknown
  const timestamp = Date.parse(build.builtAt)
  return [
    { key: 'builds/latest', value: JSON.stringify({ id: build.id, timestamp }) },
    {
      key: `builds/meta/${build.id}.json`,
      value: JSON.stringify({ id: build.id, timestamp, matcher: {}, prerendered: [], manifest }),
    },
  ]
}

/** Every KV record of the seed content and the current build. */
export function seededRecords(): KvEntry[] {
  return [...publishSeed(seed), ...buildEntries()]
}

/** Every file of the local R2 bucket, made from the seed's data where it is not a file in kv-seed/files. */
export async function seededObjects(records: readonly KvEntry[]): Promise<SeededObject[]> {
  const fromDisk = [
    ...SEED_FILES,
    ...videoLibraryFiles().flatMap((entry) => ('file' in entry ? [{ key: entry.key, file: entry.file }] : [])),
  ].map(({ key, file }) => ({ key, bytes: new Uint8Array(readFileSync(file)) }))
  const captions = videoLibraryFiles().flatMap((entry) =>
    'text' in entry ? [{ key: entry.key, bytes: new TextEncoder().encode(entry.text) }] : [],
  )
  const made = [...(await downloadFiles(seed)), ...(await productFiles(seed, records))].map(({ key, bytes }) => ({ key, bytes }))
  return [...fromDisk, ...captions, ...made]
}

/**
 * The SQL of the seeded partner organisations and accounts, the video library, trainings, promotions, demo equipment,
 * what the staff console shows (a ticket, a suggestion, a Wave request) and the PIM's catalogue.
 */
export function seededAccountStatements(): string[] {
  return [
    ...partnerSeedStatements(),
    ...videoLibrarySeedStatements(),
    ...portalActivitySeedStatements(),
    ...staffConsoleSeedStatements(),
    ...pimCatalogueSeedStatements(),
  ]
}
