/**
 * After `vite build`: derive the build id from the manifest and write
 * `dist/client/.vite/build.json` (bundled into the worker) so the worker, the KV build records
 * and the client agree on one id.
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'

const manifestPath = 'dist/client/.vite/manifest.json'
const manifest = readFileSync(manifestPath, 'utf8')
const id = createHash('sha256').update(manifest).digest('hex').slice(0, 12)
const builtAt = new Date().toISOString()
writeFileSync('dist/client/.vite/build.json', `${JSON.stringify({ id, builtAt }, null, 2)}\n`)
console.log(`build ${id}`)
