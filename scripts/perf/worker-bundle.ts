/**
 * The deployable worker as Cloudflare receives it: `wrangler deploy --dry-run --outdir` (bundled,
 * minified as in wrangler.toml, nothing uploaded) measured raw and gzip; and its startup, the CPU
 * time workerd spends evaluating the script before the first request (`wrangler check startup`,
 * which profiles it locally; Cloudflare refuses scripts whose startup exceeds its limit).
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { childEnvironment, nodeBinary } from '../local-site.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const WRANGLER = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
const BUNDLE_DIR = join(ROOT, 'dist', 'worker-bundle')
const STARTUP_PROFILE = join(BUNDLE_DIR, 'worker-startup.cpuprofile')

function wrangler(args: string[]): string {
  return execFileSync(nodeBinary(), [WRANGLER, ...args], { cwd: ROOT, env: childEnvironment(), encoding: 'utf8', stdio: 'pipe' })
}

export interface WorkerBundleSize {
  raw: number
  gzip: number
  files: number
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

export function workerBundleSize(): WorkerBundleSize {
  rmSync(BUNDLE_DIR, { recursive: true, force: true })
  wrangler(['deploy', '--dry-run', '--outdir', BUNDLE_DIR])
  const modules = filesUnder(BUNDLE_DIR).filter((file) => !file.endsWith('.map') && !file.endsWith('README.md'))
  let raw = 0
  let gzip = 0
  for (const file of modules) {
    const bytes = readFileSync(file)
    raw += bytes.length
    gzip += gzipSync(bytes).length
  }
  return { raw, gzip, files: modules.length }
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string } }>
  samples: number[]
  timeDeltas: number[]
}

export interface WorkerStartup {
  /** CPU time (ms) of the startup, garbage collection included, idle time excluded (as wrangler counts it). */
  activeMs: number
  garbageCollectionMs: number
  /** The startup functions that took longest themselves. */
  heaviest: Array<{ name: string; ms: number }>
}

export function workerStartup(): WorkerStartup {
  wrangler(['check', 'startup', '--outfile', STARTUP_PROFILE])
  const profile = JSON.parse(readFileSync(STARTUP_PROFILE, 'utf8')) as CpuProfile
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfMs = new Map<string, number>()
  let idle = 0
  let gc = 0
  let total = 0
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000
    const frame = nodeById.get(id)?.callFrame
    total += ms
    if (frame?.functionName === '(idle)') idle += ms
    else if (frame?.functionName === '(garbage collector)') gc += ms
    const name = `${frame?.functionName || '(anonymous)'} ${frame?.url.split('/').at(-1) ?? ''}`.trim()
    selfMs.set(name, (selfMs.get(name) ?? 0) + ms)
  })
  const heaviest = [...selfMs]
    .filter(([name]) => !name.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, ms]) => ({ name, ms }))
  return { activeMs: total - idle, garbageCollectionMs: gc, heaviest }
}
