/** The JavaScript and CSS (gzip, from dist/client) a page makes the browser load, and each island bundle's. */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { ISLAND_ENTRIES, type IslandName } from '../../ui/islands/registry.ts'

const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url))
const ISLAND_ENTRY_FILES = new Set<string>(Object.values(ISLAND_ENTRIES))
const RUNTIME_ENTRY = 'ui/client/runtime.ts'

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

type Manifest = Record<string, ManifestChunk>

function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** An entry and every chunk it imports statically (what the page references: script and module preloads). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

function filesOf(manifest: Manifest, chunks: Iterable<string>): string[] {
  return [...chunks].flatMap((chunk) => [manifest[chunk]!.file, ...(manifest[chunk]!.css ?? [])]).map((file) => `/${file}`)
}

/** Each island's bundle with every chunk it imports statically (the runtime is counted separately by pages). */
export function islandBundles(): Array<{ island: string } & AssetSizes> {
  const manifest = readManifest()
  return Object.keys(manifest)
    .filter((key) => ISLAND_ENTRY_FILES.has(key))
    .map((key) => ({ island: key, ...sizesOf(filesOf(manifest, staticClosure(manifest, key))) }))
}

/**
 * The JavaScript a page with this island references up front, from the build manifest: the
 * client runtime and the island's entry, each with the chunks it imports statically, counted once.
 * Chunks the island imports dynamically (on interaction) are not part of it.
 */
export function islandPageScripts(island: IslandName): AssetSizes {
  const manifest = readManifest()
  const chunks = staticClosure(manifest, ISLAND_ENTRIES[island], staticClosure(manifest, RUNTIME_ENTRY))
  return sizesOf(filesOf(manifest, chunks).filter((file) => !file.endsWith('.css')))
}
