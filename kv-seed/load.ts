/**
 * Loads the seed into the local KV namespace (`npm start` runs it). Idempotent: every run writes
 * the same keys with the same values. Also publishes the build records of the current client
 * build (`builds/latest`, `builds/meta/{id}.json`), and puts the seed's files into the local R2
 * bucket: the retail brochure, the video library, and the files made from the seed's data (every
 * file of the downloads index, each product's datasheets, energy label and information sheets:
 * kv-seed/seed-files.ts).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { publishSeed } from './publish.ts'
import { downloadFiles, productFiles } from './seed-files.ts'
import { seed } from './seed.ts'
import { videoLibraryFiles } from '../worker/db/seed/video-library.ts'

const entries = publishSeed(seed)

const build = JSON.parse(readFileSync('dist/client/.vite/build.json', 'utf8')) as { id: string; builtAt: string }
const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as unknown
entries.push({ key: 'builds/latest', value: JSON.stringify({ id: build.id, timestamp: Date.parse(build.builtAt) }) })
entries.push({
  key: `builds/meta/${build.id}.json`,
  value: JSON.stringify({ id: build.id, timestamp: Date.parse(build.builtAt), matcher: {}, prerendered: [], manifest }),
})

mkdirSync('.wrangler', { recursive: true })
const file = '.wrangler/kv-seed.json'
writeFileSync(file, JSON.stringify(entries))
const args = ['kv', 'bulk', 'put', file, '--binding', 'CONTENT', '--local', ...process.argv.slice(2)]
execFileSync('wrangler', args, { stdio: 'inherit' })
console.log(`Seeded ${entries.length} KV entries (build ${build.id}).`)

/** Files of the seed and their R2 keys (worker/leads/form-api.ts reads the brochure there). */
const SEED_FILES = [{ file: 'kv-seed/files/retail-brochure.pdf', key: 'brochures/retail-brochure.pdf', type: 'application/pdf' }]
for (const { file, key, type } of SEED_FILES) {
  execFileSync(
    'wrangler',
    ['r2', 'object', 'put', `display-files/${key}`, '--file', file, '--content-type', type, '--local', ...process.argv.slice(2)],
    { stdio: 'inherit' },
  )
}
// The portal's video library (worker/db/seed/video-library.ts): sample videos, posters and
// captions, in one bulk put (one wrangler start instead of one per file). The worker names their
// types itself when it serves them.
const libraryFiles = videoLibraryFiles().map((entry, index) => {
  if ('file' in entry) return { key: entry.key, file: entry.file }
  const file = `.wrangler/video-library-${index}.vtt`
  writeFileSync(file, entry.text)
  return { key: entry.key, file }
})
// Downloads and product files, written once to a folder and put with the videos in the same bulk put.
const SEED_FILES_FOLDER = '.wrangler/seed-files'
mkdirSync(SEED_FILES_FOLDER, { recursive: true })
const madeFiles = [...(await downloadFiles(seed)), ...(await productFiles(seed, entries))].map((made, index) => {
  const file = `${SEED_FILES_FOLDER}/${index}`
  writeFileSync(file, made.bytes)
  return { key: made.key, file }
})
libraryFiles.push(...madeFiles)
writeFileSync('.wrangler/seed-r2-files.json', JSON.stringify(libraryFiles))
execFileSync(
  'wrangler',
  ['r2', 'bulk', 'put', 'display-files', '--filename', '.wrangler/seed-r2-files.json', '--local', ...process.argv.slice(2)],
  { stdio: 'inherit' },
)
console.log(`Seeded ${SEED_FILES.length + libraryFiles.length} R2 file(s).`)
