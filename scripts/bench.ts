/**
 * `npm run bench`: serves the built site with `wrangler dev` (its own state folder, migrations
 * applied, seed loaded), then loads six kinds of page with autocannon and prints
 * requests/s, p50/p99 latency, bytes per response and the ratio to a trivial route; then the
 * JavaScript and CSS (gzip) each page kind makes the browser load. Figures only: nothing is
 * asserted (DESIGN.md: benchmarks are scripts, not timed tests).
 *
 * React runs its production build, as after `wrangler deploy` (`wrangler dev` alone would pick the
 * development build, several times slower to render); BENCH_REACT=development measures that.
 *
 * Options: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10), BENCH_REACT.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const HOST = '127.0.0.1'
const STATE_DIR = join(ROOT, '.wrangler', 'bench-state')
const CLIENT_DIR = join(ROOT, 'dist', 'client')
const WRANGLER = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const REACT_BUILD = process.env.BENCH_REACT === 'development' ? 'development' : 'production'

function childEnvironment(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: [join(ROOT, 'node_modules', '.bin'), process.env.PATH ?? ''].join(delimiter),
    CI: '1',
    WRANGLER_SEND_METRICS: 'false',
    NO_COLOR: '1',
  }
}

function run(args: string[]): void {
  execFileSync(process.execPath, args, { cwd: ROOT, env: childEnvironment(), stdio: ['ignore', 'ignore', 'inherit'] })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, HOST, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) })
    await response.arrayBuffer()
    return response.status > 0
  } catch {
    return false
  }
}

function stopGroup(server: ChildProcess, signal: NodeJS.Signals): void {
  if (server.pid === undefined) return
  try {
    process.kill(-server.pid, signal)
  } catch {
    // The group is gone.
  }
}

async function stop(server: ChildProcess): Promise<void> {
  stopGroup(server, 'SIGTERM')
  if (server.exitCode === null && server.signalCode === null) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 10_000)
      server.once('exit', () => {
        clearTimeout(timer)
        resolve()
      })
    })
  }
  stopGroup(server, 'SIGKILL')
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

interface Target {
  name: string
  path: string
}

/** The page URLs to load, taken from the published content through the content API. */
async function targets(origin: string): Promise<Target[]> {
  const products = await json<{
    data: Array<{ href: string }>
    facets: Array<{ name: string; values: Array<{ value: string; count: number }> }>
  }>(`${origin}/api/products?pageSize=1`)
  const insights = await json<{ data: Array<{ href: string }> }>(`${origin}/api/insights?pageSize=1`)
  const filters = new URLSearchParams()
  for (const facet of products.facets) {
    const value = facet.values.find((v) => v.count > 0)
    if (value && filters.size < 2) filters.set(facet.name, value.value)
  }
  return [
    { name: 'home', path: '/' },
    { name: 'product overview (filtered)', path: `/display-solutions?${filters}` },
    { name: 'product detail', path: products.data[0]?.href ?? '/display-solutions' },
    { name: 'insight detail', path: insights.data[0]?.href ?? '/insights' },
    { name: 'sitemap', path: '/display-solutions-en-gb-sitemap.xml' },
    { name: 'trivial (/builds/latest.json)', path: '/builds/latest.json' },
  ]
}

interface Measured extends Target {
  status: number
  requestsPerSecond: number
  p50: number
  p99: number
  bytesPerResponse: number
  failures: number
}

async function measure(origin: string, target: Target): Promise<Measured> {
  const url = `${origin}${target.path}`
  const first = await fetch(url, { redirect: 'manual' })
  await first.arrayBuffer()
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS })
  return {
    ...target,
    status: first.status,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}

/** The scripts and stylesheets a page makes the browser load, gzip-compressed from dist/client. */
function pageAssets(html: string): { js: number; css: number; files: string[] } {
  const references = new Set<string>()
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) references.add(match[1]!)
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0]
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? ''
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (href && /\b(stylesheet|modulepreload)\b/.test(rel)) references.add(href)
  }
  let js = 0
  let css = 0
  const files: string[] = []
  for (const reference of references) {
    const path = new URL(reference, 'http://site').pathname
    const file = join(CLIENT_DIR, decodeURIComponent(path))
    if (!path.startsWith('/') || !existsSync(file)) continue
    const size = gzipSync(readFileSync(file)).length
    files.push(path)
    if (path.endsWith('.css')) css += size
    else if (path.endsWith('.js') || path.endsWith('.mjs')) js += size
  }
  return { js, css, files }
}

const pad = (text: string, width: number) => text.padEnd(width)
const num = (value: number, digits = 0) => value.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits })
const kb = (bytes: number) => `${num(bytes / 1024, 1)} KB`

async function main(): Promise<void> {
  if (!existsSync(join(CLIENT_DIR, '.vite', 'manifest.json'))) throw new Error('Run `npm run build` first (`npm run bench` does).')
  const port = await freePort()
  const origin = `http://${HOST}:${port}`

  rmSync(STATE_DIR, { recursive: true, force: true })
  mkdirSync(STATE_DIR, { recursive: true })
  console.log('Applying migrations and loading the seed …')
  run([WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE_DIR])
  run([join(ROOT, 'kv-seed', 'load.ts'), '--persist-to', STATE_DIR])

  const server = spawn(
    process.execPath,
    [
      WRANGLER, 'dev', '--ip', HOST, '--port', String(port), '--persist-to', STATE_DIR,
      '--var', `SITE_ORIGIN:${origin}`, '--var', `PIM_ORIGIN:http://pim.localhost:${port}`,
      '--show-interactive-dev-session=false', '--log-level', 'error',
      '--define', `process.env.NODE_ENV:"${REACT_BUILD}"`,
    ],
    { cwd: ROOT, env: childEnvironment(), detached: true, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const stopOnExit = () => stopGroup(server, 'SIGKILL')
  process.once('exit', stopOnExit)
  try {
    const deadline = Date.now() + 90_000
    while (!(await answers(`${origin}/builds/latest.json`))) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`wrangler dev did not start at ${origin}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }

    const pages = await targets(origin)
    console.log(`\n${origin}: ${CONNECTIONS} connections, ${SECONDS} s per page, React ${REACT_BUILD} build\n`)
    const results: Measured[] = []
    for (const target of pages) {
      process.stdout.write(`  ${target.name} …\n`)
      results.push(await measure(origin, target))
    }
    const trivial = results.at(-1)!.requestsPerSecond || 1

    console.log('')
    console.log(`${pad('page', 30)}${pad('status', 8)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('bytes/resp', 13)}${pad('vs trivial', 11)}failed`)
    for (const r of results) {
      console.log(
        `${pad(r.name, 30)}${pad(String(r.status), 8)}${pad(num(r.requestsPerSecond), 10)}${pad(num(r.p50), 9)}${pad(num(r.p99), 9)}` +
          `${pad(num(r.bytesPerResponse), 13)}${pad(`${num(r.requestsPerSecond / trivial, 2)}×`, 11)}${r.failures}`,
      )
      console.log(`${pad('', 30)}${r.path}`)
    }

    console.log('\nJavaScript and CSS each page loads (gzip, from dist/client)\n')
    console.log(`${pad('page', 30)}${pad('JS', 12)}${pad('CSS', 12)}files`)
    for (const target of pages.filter((page) => !page.path.endsWith('.xml') && !page.path.endsWith('.json'))) {
      const html = await (await fetch(`${origin}${target.path}`)).text()
      const assets = pageAssets(html)
      console.log(`${pad(target.name, 30)}${pad(kb(assets.js), 12)}${pad(kb(assets.css), 12)}${assets.files.join(' ')}`)
    }
  } finally {
    await stop(server)
    process.off('exit', stopOnExit)
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
