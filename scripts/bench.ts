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
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { freePort, startLocalSite } from './local-site.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const CLIENT_DIR = join(ROOT, 'dist', 'client')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const REACT_BUILD = process.env.BENCH_REACT === 'development' ? 'development' : 'production'

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
  const site = await startLocalSite({
    port: await freePort(),
    stateName: 'bench-state',
    readyPath: '/builds/latest.json',
    devArgs: ['--log-level', 'error', '--define', `process.env.NODE_ENV:"${REACT_BUILD}"`],
  })
  const { origin } = site
  try {
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
    await site.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
