/**
 * A seeded local copy of the site for the browser tests and the benchmark: its own state folder
 * (wiped, migrations applied, seed content and seeded accounts loaded, or copied from another
 * prepared folder), then `wrangler dev` in its own process group, which `stop()` ends completely
 * (workerd children may outlive wrangler).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { cp } from 'node:fs/promises'
import { createServer } from 'node:net'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const WRANGLER = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
const MANIFEST = join(ROOT, 'dist', 'client', '.vite', 'manifest.json')
export const LOCAL_HOST = '127.0.0.1'
export const READY_TIMEOUT_MS = 90_000
/** `wrangler dev` arguments for React's production build, as `wrangler deploy` bundles it (wrangler dev alone picks the development build). */
export const PRODUCTION_REACT_ARGS = ['--define', 'process.env.NODE_ENV:"production"']
const STOP_GRACE_MS = 10_000

export interface LocalSiteOptions {
  port: number
  /** Folder under .wrangler/ for this copy's KV, D1 and R2. */
  stateName: string
  /** Extra `wrangler dev` arguments. */
  devArgs?: string[]
  /** Path polled until the site answers. */
  readyPath?: string
  /** The state folder was already prepared (`prepareLocalState`): start on it as it is. */
  statePrepared?: boolean
  /** Another worker's wrangler.toml (the bench's bare worker); the site's by default. */
  config?: string
}

export interface LocalSite {
  origin: string
  /** Milliseconds from starting `wrangler dev` to the first answer at the ready path. */
  readyAfterMs: number
  /** CPU time (user + system, ms) the site's processes (wrangler, workerd) have used so far, from /proc (Linux). */
  cpuMs(): number
  stop(): Promise<void>
}

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100

/** CPU time (ms) of every process in the process group `group`, from /proc; 0 where /proc is missing. */
export function processGroupCpuMs(group: number): number {
  let ticks = 0
  let entries: string[]
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))
  } catch {
    return 0
  }
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      // The fields after the command name (which may hold spaces) in parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // state ppid pgrp … utime (14th field overall) stime (15th).
      if (Number(fields[2]) !== group) continue
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // The process ended meanwhile.
    }
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND
}

/** Wrangler refuses the global Node 20; the project's Node (devDependency `node`) runs it. */
export function nodeBinary(): string {
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath
  const local = join(ROOT, 'node_modules', '.bin', 'node')
  if (existsSync(local)) return local
  throw new Error(`wrangler needs Node >= 22; running on ${process.version} and node_modules/.bin/node is missing.`)
}

export function childEnvironment(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // Anything that calls `wrangler` by name gets the project's copy, on the project's Node.
    PATH: [join(ROOT, 'node_modules', '.bin'), process.env.PATH ?? ''].join(delimiter),
    CI: '1',
    WRANGLER_SEND_METRICS: 'false',
    NO_COLOR: '1',
  }
}

async function run(node: string, args: string[]): Promise<void> {
  try {
    await promisify(execFile)(node, args, { cwd: ROOT, env: childEnvironment(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string }
    throw new Error(`Local site setup failed: ${args.join(' ')}\n${failure.stdout ?? ''}\n${failure.stderr ?? failure.message}`)
  }
}

export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) })
    await response.body?.cancel()
    return response.status > 0
  } catch {
    return false
  }
}

/** Whether `port` can be listened on at LOCAL_HOST now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, LOCAL_HOST, () => server.close(() => resolve(true)))
  })
}

/** wrangler dev found its port taken (another process bound it after it was chosen). */
export class PortTakenError extends Error {}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, LOCAL_HOST, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function signalGroup(server: ChildProcess, signal: NodeJS.Signals): void {
  if (server.pid === undefined) return
  try {
    process.kill(-server.pid, signal)
  } catch {
    // The group is already gone.
  }
}

function exited(server: ChildProcess): boolean {
  return server.exitCode !== null || server.signalCode !== null
}

async function waitForExit(server: ChildProcess, ms: number): Promise<void> {
  if (exited(server)) return
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    server.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

function stateFolder(stateName: string): string {
  return join(ROOT, '.wrangler', stateName)
}

/**
 * Wipes the state folder `.wrangler/<stateName>` and fills it (scripts/local-state.ts): migrations
 * applied, seed content, files and seeded accounts loaded; or, given `copyOf`, copies another prepared state folder (no site
 * may be running on that one yet), which is much faster than seeding again.
 */
export async function prepareLocalState(stateName: string, copyOf?: string): Promise<void> {
  const stateDir = stateFolder(stateName)
  rmSync(stateDir, { recursive: true, force: true })
  if (copyOf !== undefined) {
    await cp(stateFolder(copyOf), stateDir, { recursive: true })
    return
  }
  mkdirSync(stateDir, { recursive: true })
  // Migrations, seed content and files, seeded accounts: one process (scripts/local-state.ts).
  await run(nodeBinary(), [join(ROOT, 'scripts', 'local-state.ts'), '--persist-to', stateDir])
}

export async function startLocalSite({
  port,
  stateName,
  devArgs = [],
  readyPath = '/',
  statePrepared = false,
  config,
}: LocalSiteOptions): Promise<LocalSite> {
  if (!existsSync(MANIFEST)) {
    throw new Error(`The client build is missing (${MANIFEST}): run \`npm run build\` first.`)
  }
  const origin = `http://${LOCAL_HOST}:${port}`
  if (await answers(`${origin}/`)) throw new Error(`Port ${port} already answers at ${origin}: stop that server first.`)

  const node = nodeBinary()
  const stateDir = stateFolder(stateName)
  if (!statePrepared) await prepareLocalState(stateName)

  const spawnedAt = performance.now()
  const server = spawn(
    node,
    [
      WRANGLER,
      'dev',
      ...(config ? ['--config', config] : []),
      '--ip',
      LOCAL_HOST,
      '--port',
      String(port),
      '--persist-to',
      stateDir,
      '--var',
      `SITE_ORIGIN:${origin}`,
      '--var',
      `PIM_ORIGIN:http://pim.localhost:${port}`,
      '--show-interactive-dev-session=false',
      ...devArgs,
    ],
    { cwd: ROOT, env: childEnvironment(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let log = ''
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const killOnExit = () => signalGroup(server, 'SIGKILL')
  process.once('exit', killOnExit)

  const stop = async () => {
    if (!exited(server)) signalGroup(server, 'SIGTERM')
    await waitForExit(server, STOP_GRACE_MS)
    signalGroup(server, 'SIGKILL')
    process.off('exit', killOnExit)
  }

  const deadline = Date.now() + READY_TIMEOUT_MS
  while (!(await answers(`${origin}${readyPath}`))) {
    if (log.includes('Address already in use')) {
      await stop()
      throw new PortTakenError(`wrangler dev found a port taken at ${origin}. Server log:\n${log}`)
    }
    if (Date.now() > deadline || exited(server)) {
      await stop()
      throw new Error(`wrangler dev did not answer at ${origin}${readyPath} within ${READY_TIMEOUT_MS / 1000}s. Server log:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { origin, readyAfterMs: performance.now() - spawnedAt, cpuMs: () => (server.pid ? processGroupCpuMs(server.pid) : 0), stop }
}
