/**
 * `npm run bench`: serves the built site with `wrangler dev` (its own state folder, migrations
 * applied, seed loaded), then loads each kind of request (scripts/perf/page-kinds.ts) with
 * autocannon and prints requests/s, p50/p99 latency, bytes per response and the ratio to a
 * trivial route of the same worker measured in the same run; the JavaScript and CSS (gzip) each
 * page kind makes the browser load and each island bundle; the deployable worker's size (gzip);
 * its cold start (startup CPU time, `wrangler dev` start to first answer, first request on the
 * fresh isolate). `npm run bench -- --check` exits non-zero when a budget of
 * scripts/perf/budgets.ts is broken (DESIGN.md: benchmarks are scripts, not timed tests).
 *
 * Pages are rendered for every request: the page cache is off here (PAGE_CACHE_SECONDS=0), since a
 * cache hit measures the cache, and the filtered overview has too many variants to be cached well.
 * React runs its production build, as after `wrangler deploy` (`wrangler dev` alone would pick the
 * development build, several times slower to render); BENCH_REACT=development measures that.
 *
 * The machine is shared: absolute figures move with its load (printed with every run); ratios to
 * the trivial route (measured right before and right after each kind, averaged) are what to compare.
 *
 * Options: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10), BENCH_REACT, BENCH_ONLY
 * (comma-separated parts of kind names, e.g. `overview,contact`: only those, plus the trivial route),
 * --check.
 */
import { loadavg } from 'node:os'
import autocannon, { type RequestTemplate } from 'autocannon'
import {
  type BudgetVerdict,
  CONTENT_PAGE_JS_BUDGET_BYTES,
  MIN_THROUGHPUT_RATIO,
  PAGE_CSS_BUDGET_BYTES,
  WORKER_BUNDLE_BUDGET_BYTES,
  WORKER_STARTUP_BUDGET_MS,
  verdict,
} from './perf/budgets.ts'
import { freePort, startLocalSite } from './local-site.ts'
import { islandBundles, pageAssets } from './perf/page-assets.ts'
import { type PageKind, TRIVIAL_ROUTE, benchClientAddress, contactSubmission, pageKinds } from './perf/page-kinds.ts'
import { workerBundleSize, workerStartup } from './perf/worker-bundle.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const REACT_BUILD = process.env.BENCH_REACT === 'development' ? 'development' : 'production'
const CHECK = process.argv.includes('--check')
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((part) => part.trim().toLowerCase())
  .filter(Boolean)
/** Sequential requests to the home page after the first one, for the warm latency of a fresh isolate. */
const WARM_SAMPLES = 20

interface Measured extends PageKind {
  status: number
  requestsPerSecond: number
  p50: number
  p99: number
  bytesPerResponse: number
  failures: number
}

let submissions = 0
const RUN_ID = Date.now().toString(36)

function formPostRequest(): RequestTemplate {
  return {
    method: 'POST',
    setupRequest: (request) => {
      submissions++
      return {
        ...request,
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': benchClientAddress(submissions) },
        body: contactSubmission(RUN_ID, submissions),
      }
    },
  }
}

async function measure(origin: string, kind: PageKind): Promise<Measured> {
  const url = `${origin}${kind.path}`
  const first = kind.formPost
    ? await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': benchClientAddress(++submissions) },
        body: contactSubmission(RUN_ID, submissions),
      })
    : await fetch(url, { redirect: 'manual' })
  await first.arrayBuffer()
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(kind.formPost ? { requests: [formPostRequest()] } : {}),
  })
  return {
    ...kind,
    status: first.status,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}

async function firstAndWarmLatency(origin: string): Promise<{ firstMs: number; warmMedianMs: number }> {
  const timed = async () => {
    const started = performance.now()
    await (await fetch(`${origin}/`)).arrayBuffer()
    return performance.now() - started
  }
  const firstMs = await timed()
  const warm: number[] = []
  for (let i = 0; i < WARM_SAMPLES; i++) warm.push(await timed())
  warm.sort((a, b) => a - b)
  return { firstMs, warmMedianMs: warm[Math.floor(warm.length / 2)]! }
}

const pad = (text: string, width: number) => text.padEnd(width)
const num = (value: number, digits = 0) => value.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits })
const kb = (bytes: number) => `${num(bytes / 1024, 1)} KB`
const ms = (value: number) => `${num(value)} ms`
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

async function main(): Promise<void> {
  const verdicts: BudgetVerdict[] = []
  console.log(`load average before: ${load()}`)

  console.log('\nDeployable worker (wrangler deploy --dry-run) …')
  const bundle = workerBundleSize()
  const startup = workerStartup()
  verdicts.push(verdict('worker bundle (gzip)', bundle.gzip, WORKER_BUNDLE_BUDGET_BYTES, kb))
  verdicts.push(verdict('worker startup CPU', startup.activeMs, WORKER_STARTUP_BUDGET_MS, ms))

  const site = await startLocalSite({
    port: await freePort(),
    stateName: 'bench-state',
    readyPath: TRIVIAL_ROUTE.path,
    devArgs: ['--log-level', 'error', '--define', `process.env.NODE_ENV:"${REACT_BUILD}"`, '--var', 'PAGE_CACHE_SECONDS:0'],
  })
  const { origin } = site
  try {
    const coldStart = await firstAndWarmLatency(origin)
    const kinds = (await pageKinds(origin)).filter(
      (kind) => kind === TRIVIAL_ROUTE || !ONLY.length || ONLY.some((part) => kind.name.toLowerCase().includes(part)),
    )
    console.log(`\n${origin}: ${CONNECTIONS} connections, ${SECONDS} s per kind, React ${REACT_BUILD} build, page cache off\n`)
    // The trivial route is measured between every two kinds: each kind's ratio is taken against
    // the trivial runs right before and after it, so the machine's load drifting during the run
    // (it is shared) moves both sides of a ratio alike.
    const trivialRuns = [await measure(origin, TRIVIAL_ROUTE)]
    const results: Array<Measured & { trivial: number }> = []
    for (const kind of kinds.filter((candidate) => candidate !== TRIVIAL_ROUTE)) {
      process.stdout.write(`  ${kind.name} …\n`)
      const measured = await measure(origin, kind)
      trivialRuns.push(await measure(origin, TRIVIAL_ROUTE))
      const around = trivialRuns.slice(-2).map((run) => run.requestsPerSecond)
      results.push({ ...measured, trivial: (around[0]! + around[1]!) / 2 || 1 })
    }
    const trivialRates = trivialRuns.map((run) => run.requestsPerSecond)
    const trivial = trivialRates.reduce((sum, rate) => sum + rate, 0) / trivialRates.length || 1
    results.push({ ...trivialRuns.at(-1)!, requestsPerSecond: trivial, trivial })
    const loadDuring = load()

    console.log('')
    console.log(
      `${pad('request', 30)}${pad('status', 8)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('bytes/resp', 12)}${pad('vs trivial', 11)}failed`,
    )
    for (const r of results) {
      const ratio = r.requestsPerSecond / r.trivial
      console.log(
        `${pad(r.name, 30)}${pad(String(r.status), 8)}${pad(num(r.requestsPerSecond), 9)}${pad(num(r.p50), 8)}${pad(num(r.p99), 8)}` +
          `${pad(num(r.bytesPerResponse), 12)}${pad(`${num(ratio, 2)}×`, 11)}${r.failures}`,
      )
      console.log(`${pad('', 30)}${r.formPost ? 'POST ' : ''}${r.path}`)
      // The form POST is a write (rate-limit window, lead, queue: store first, then answer), not a
      // page or a read: measured and printed, not held to the ratio (decision 015).
      if (r !== results.at(-1) && !r.formPost)
        verdicts.push(verdict(`${r.name}: req/s vs trivial`, ratio, MIN_THROUGHPUT_RATIO, (value) => `${num(value, 2)}×`, true))
    }
    console.log(
      `trivial route, measured between the kinds: ${trivialRates.map((rate) => num(rate)).join(', ')} req/s; load average ${loadDuring}`,
    )

    console.log('\nJavaScript and CSS each page loads (gzip level 9, from dist/client)\n')
    console.log(`${pad('page', 30)}${pad('JS', 11)}${pad('CSS', 11)}files`)
    for (const kind of kinds.filter(
      (candidate) => !candidate.formPost && !/\.(xml|json)$/.test(candidate.path) && !candidate.path.startsWith('/api/'),
    )) {
      const assets = pageAssets(await (await fetch(`${origin}${kind.path}`)).text())
      console.log(`${pad(kind.name, 30)}${pad(kb(assets.js), 11)}${pad(kb(assets.css), 11)}${assets.files.join(' ')}`)
      if (kind.contentPage) verdicts.push(verdict(`${kind.name}: JS (gzip)`, assets.js, CONTENT_PAGE_JS_BUDGET_BYTES, kb))
      verdicts.push(verdict(`${kind.name}: CSS (gzip)`, assets.css, PAGE_CSS_BUDGET_BYTES, kb))
    }
    console.log('\nIsland bundles (gzip, with the chunks they import; loaded only on pages with the island)\n')
    for (const island of islandBundles()) console.log(`${pad(island.island, 50)}${pad(kb(island.js), 11)}${island.files.join(' ')}`)

    console.log('\nWorker')
    console.log(`  bundle: ${kb(bundle.raw)} raw, ${kb(bundle.gzip)} gzip in ${bundle.files} file(s)`)
    console.log(
      `  startup (wrangler check startup): ${ms(startup.activeMs)} CPU, of which ${ms(startup.garbageCollectionMs)} garbage collection`,
    )
    console.log(`    heaviest: ${startup.heaviest.map((entry) => `${entry.name} ${ms(entry.ms)}`).join(', ')}`)
    console.log(`  wrangler dev start to first answer: ${ms(site.readyAfterMs)}`)
    console.log(
      `  home page, first request on the fresh isolate: ${ms(coldStart.firstMs)}; warm median of ${WARM_SAMPLES}: ${ms(coldStart.warmMedianMs)}`,
    )
  } finally {
    await site.stop()
  }

  console.log(`\nBudgets (load average after: ${load()})\n`)
  for (const entry of verdicts)
    console.log(`  ${entry.kept ? 'ok  ' : 'OVER'} ${pad(entry.what, 52)}${pad(entry.measured, 12)}${entry.budget}`)
  const broken = verdicts.filter((entry) => !entry.kept)
  if (CHECK && broken.length) {
    console.error(`\n${broken.length} budget(s) broken.`)
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
