/**
 * Starts one local site for every browser test file: a fresh state folder with the D1 migrations
 * applied and the seed loaded, then `wrangler dev` on 127.0.0.1:8788 in its own process group
 * (workerd children included), stopped as a whole group on teardown.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    siteOrigin: string
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const HOST = '127.0.0.1'
/** BROWSER_TEST_PORT lets parallel checkouts run their browser tests side by side. */
const PORT = Number(process.env.BROWSER_TEST_PORT ?? 8788)
const ORIGIN = `http://${HOST}:${PORT}`
const STATE_DIR = join(ROOT, '.wrangler', 'browser-state')
const MANIFEST = join(ROOT, 'dist', 'client', '.vite', 'manifest.json')
const WRANGLER = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
const READY_TIMEOUT_MS = 90_000

/** Wrangler refuses the global Node 20; npm scripts run on the project's Node (devDependency `node`). */
function nodeBinary(): string {
  const major = Number(process.versions.node.split('.')[0])
  if (major >= 22) return process.execPath
  const local = join(ROOT, 'node_modules', '.bin', 'node')
  if (existsSync(local)) return local
  throw new Error(`Browser tests need Node >= 22 for wrangler; running on ${process.version} and node_modules/.bin/node is missing.`)
}

function childEnvironment(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // kv-seed/load.ts calls `wrangler` by name: the project's copy, on the project's Node.
    PATH: [join(ROOT, 'node_modules', '.bin'), process.env.PATH ?? ''].join(delimiter),
    CI: '1',
    WRANGLER_SEND_METRICS: 'false',
    NO_COLOR: '1',
  }
}

function run(node: string, args: string[]): void {
  try {
    execFileSync(node, args, { cwd: ROOT, env: childEnvironment(), stdio: 'pipe', encoding: 'utf8' })
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string }
    throw new Error(`Browser test setup failed: ${args.join(' ')}\n${failure.stdout ?? ''}\n${failure.stderr ?? failure.message}`)
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) })
    await response.body?.cancel()
    return response.status > 0
  } catch {
    return false
  }
}

async function portInUse(): Promise<boolean> {
  return answers(`${ORIGIN}/`)
}

function stopGroup(server: ChildProcess): void {
  if (server.pid === undefined || server.exitCode !== null || server.signalCode !== null) return
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // The group is already gone.
  }
}

async function waitForExit(server: ChildProcess, ms: number): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    server.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

function killGroupHard(pid: number | undefined): void {
  if (pid === undefined) return
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // Nothing left in the group.
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(MANIFEST)) {
    throw new Error(`Browser tests need the client build: ${MANIFEST} is missing. Run \`npm run build\` first (\`npm test\` does).`)
  }
  if (await portInUse()) {
    throw new Error(`Port ${PORT} already answers at ${ORIGIN}: stop that server first; browser tests start their own.`)
  }

  const node = nodeBinary()
  rmSync(STATE_DIR, { recursive: true, force: true })
  mkdirSync(STATE_DIR, { recursive: true })
  run(node, [WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE_DIR])
  run(node, [join(ROOT, 'kv-seed', 'load.ts'), '--persist-to', STATE_DIR])

  const server = spawn(
    node,
    [
      WRANGLER, 'dev',
      '--ip', HOST,
      '--port', String(PORT),
      '--persist-to', STATE_DIR,
      '--var', `SITE_ORIGIN:${ORIGIN}`,
      '--var', `PIM_ORIGIN:http://pim.localhost:${PORT}`,
      '--show-interactive-dev-session=false',
    ],
    { cwd: ROOT, env: childEnvironment(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let log = ''
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const stopOnExit = () => killGroupHard(server.pid)
  process.once('exit', stopOnExit)

  const deadline = Date.now() + READY_TIMEOUT_MS
  let ready = false
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) break
    if (await answers(`${ORIGIN}/`)) {
      ready = true
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (!ready) {
    stopGroup(server)
    await waitForExit(server, 5_000)
    killGroupHard(server.pid)
    process.off('exit', stopOnExit)
    throw new Error(`wrangler dev did not answer at ${ORIGIN}/ within ${READY_TIMEOUT_MS / 1000}s (exit code ${server.exitCode}). Server log:\n${log}`)
  }

  project.provide('siteOrigin', ORIGIN)

  return async () => {
    stopGroup(server)
    await waitForExit(server, 10_000)
    // workerd children may outlive wrangler: make sure nothing of the group is left.
    killGroupHard(server.pid)
    process.off('exit', stopOnExit)
  }
}
