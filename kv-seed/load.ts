/**
 * Loads the seed into the local KV namespace (`npm start` runs it). Idempotent: every run writes
 * the same keys with the same values. Also publishes the build records of the current client
 * build (`builds/latest`, `builds/meta/{id}.json`).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { publishSeed } from './publish.ts'
import { seed } from './seed.ts'

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
