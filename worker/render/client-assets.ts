/**
 * The client build's manifest (written by `vite build`) turned into hashed URLs. The build must
 * run before the worker is bundled: `npm start` and `npm test` do it first.
 */
import buildInfo from '../../dist/client/.vite/build.json'
import manifest from '../../dist/client/.vite/manifest.json'
import type { ClientAssets, ClientScript } from '../../ui/islands/assets-context.ts'

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}

const chunks = manifest as Record<string, ManifestChunk>

export const STYLESHEET_ENTRY = 'ui/styles/app.css'
export const RUNTIME_ENTRY = 'ui/client/runtime.ts'

export const BUILD_ID: string = buildInfo.id
export const BUILT_AT: string = buildInfo.builtAt

function importsOf(key: string, seen = new Set<string>()): string[] {
  for (const imported of chunks[key]?.imports ?? []) {
    if (seen.has(imported)) continue
    seen.add(imported)
    importsOf(imported, seen)
  }
  return [...seen]
}

const scriptCache = new Map<string, ClientScript | undefined>()

export const clientAssets: ClientAssets = {
  script(entry) {
    if (!scriptCache.has(entry)) {
      const chunk = chunks[entry]
      scriptCache.set(
        entry,
        chunk ? { src: `/${chunk.file}`, preloads: importsOf(entry).map((key) => `/${chunks[key]!.file}`) } : undefined,
      )
    }
    return scriptCache.get(entry)
  },
}

export function stylesheetHref(): string | undefined {
  const chunk = chunks[STYLESHEET_ENTRY]
  return chunk ? `/${chunk.file}` : undefined
}
