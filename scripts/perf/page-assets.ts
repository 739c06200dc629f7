/** The JavaScript and CSS (gzip, from dist/client) a page makes the browser load, and each island bundle's. */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { ISLAND_ENTRIES } from '../../ui/islands/registry.ts'

const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url))
const ISLAND_ENTRY_FILES = new Set<string>(Object.values(ISLAND_ENTRIES))

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}

export interface AssetSizes {
  js: number
  css: number
  files: string[]
}

const gzipSizes = new Map<string, number>()
function gzipSize(file: string): number {
  let size = gzipSizes.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length
    gzipSizes.set(file, size)
  }
  return size
}

function sizesOf(paths: Iterable<string>): AssetSizes {
  const sizes: AssetSizes = { js: 0, css: 0, files: [] }
  for (const path of paths) {
    const file = join(CLIENT_DIR, decodeURIComponent(path))
    if (!path.startsWith('/') || !existsSync(file)) continue
    sizes.files.push(path)
    if (path.endsWith('.css')) sizes.css += gzipSize(file)
    else if (path.endsWith('.js') || path.endsWith('.mjs')) sizes.js += gzipSize(file)
  }
  return sizes
}

/** Scripts, module preloads and stylesheets the HTML references. */
export function pageAssets(html: string): AssetSizes {
  const references = new Set<string>()
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) references.add(match[1]!)
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0]
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? ''
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (href && /\b(stylesheet|modulepreload)\b/.test(rel)) references.add(href)
  }
  return sizesOf([...references].map((reference) => new URL(reference, 'http://site').pathname))
}

/** Each island's bundle with every chunk it imports (the runtime is counted separately by pages). */
export function islandBundles(): Array<{ island: string } & AssetSizes> {
  const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen)
    return seen
  }
  return Object.keys(manifest)
    .filter((key) => ISLAND_ENTRY_FILES.has(key))
    .map((key) => ({
      island: key,
      ...sizesOf([...closure(key)].flatMap((chunk) => [manifest[chunk]!.file, ...(manifest[chunk]!.css ?? [])]).map((file) => `/${file}`)),
    }))
}
