/**
 * Prints the gzip size of the client runtime (its entry and every chunk it imports, from the
 * build manifest) and exits non-zero above the budget of 10 KB. `npm run size`; `npm test`
 * runs it after the build.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export const RUNTIME_BUDGET_BYTES = 10 * 1024
const CLIENT_DIR = 'dist/client'
const RUNTIME_ENTRY = 'ui/client/runtime.ts'

interface ManifestChunk {
  file: string
  imports?: string[]
}

const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>

function chunksOf(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) chunksOf(imported, seen)
  return seen
}

let raw = 0
let gzipped = 0
for (const key of chunksOf(RUNTIME_ENTRY)) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The build manifest has no ${key}: run npm run build first`)
  const bytes = readFileSync(join(CLIENT_DIR, chunk.file))
  const size = gzipSync(bytes, { level: 9 }).length
  raw += bytes.length
  gzipped += size
  console.log(`  ${chunk.file.padEnd(40)} ${String(bytes.length).padStart(7)} B  ${String(size).padStart(6)} B gzip`)
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`
console.log(`client runtime: ${kb(raw)} raw, ${kb(gzipped)} gzip (budget ${kb(RUNTIME_BUDGET_BYTES)})`)
if (gzipped > RUNTIME_BUDGET_BYTES) {
  console.error(`The client runtime is over its budget by ${gzipped - RUNTIME_BUDGET_BYTES} bytes gzip.`)
  process.exit(1)
}
