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
 * Two baselines, both measured right before and right after each kind (averaged): the trivial
 * route of the same worker, and the bare worker (scripts/perf/bare-worker/: a constant JSON answer
 * through its own `wrangler dev` on this machine, with the site's static assets in front of it as
 * the site has them: decision 056), which shows what the app's work costs against the runtime's
 * best.
 *
 * Pages are rendered for every request: the page cache is on (as deployed) but each page request
 * carries a cookie of no meaning (`bench=render`), and a request with such a cookie is never
 * looked up nor stored (worker/render/page-cache.ts); the one kind "home from the page cache"
 * sends none and measures a cache hit (the nonce rewrite included). React runs its production
 * build, as after `wrangler deploy` (`wrangler dev` alone would pick the development build,
 * several times slower to render); BENCH_REACT=development measures that.
 *
 * The machine is shared: absolute figures move with its load (printed with every run); ratios are
 * what to compare.
 *
 * Options: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10), BENCH_REACT, BENCH_ONLY
 * (comma-separated parts of kind names, e.g. `overview,contact`: only those, plus the two baselines),
 * --check.
 */
import { loadavg } from 'node:os'
import autocannon, { type RequestTemplate } from 'autocannon'
import {
  type BudgetVerdict,
  CONTENT_PAGE_JS_BUDGET_BYTES,
  ISLAND_PAGE_JS_BUDGET_BYTES,
  MIN_CACHE_HIT_RATIO,
  MIN_CONTENT_PAGE_VS_BARE_RATIO,
  MIN_FORM_POST_RATIO,
  MIN_THROUGHPUT_RATIO,
  MIN_TRIVIAL_VS_BARE_RATIO,
  PAGE_CSS_BUDGET_BYTES,
  WORKER_BUNDLE_BUDGET_BYTES,
  WORKER_STARTUP_BUDGET_MS,
  verdict,
} from './perf/budgets.ts'
import { freePort, startLocalSite } from './local-site.ts'
import { type AssetSizes, islandBundles, islandPageScripts, pageAssets } from './perf/page-assets.ts'
import {
  BARE_WORKER,
  CACHE_HIT,
  ISLAND_PAGES,
  RENDER_COOKIE,
  startBareWorker,
  type PageKind,
  TRIVIAL_ROUTE,
  benchClientAddress,
  contactSubmission,
  pageKinds,
} from './perf/page-kinds.ts'
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

interface Compared extends Measured {
  /** Requests/s of the trivial route and of the bare worker, averaged over the runs right before and after. */
  trivial: number
  bare: number
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

/** Page requests carry the render cookie (no page-cache lookup); the baselines, posts and the cache-hit kind do not. */
function headersOf(kind: PageKind): Record<string, string> {
  return kind.formPost || kind === CACHE_HIT || kind === BARE_WORKER || kind === TRIVIAL_ROUTE ? {} : { Cookie: RENDER_COOKIE }
}

async function measure(origin: string, kind: PageKind): Promise<Measured> {
  const url = `${origin}${kind.path}`
  const headers = headersOf(kind)
  const first = kind.formPost
    ? await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': benchClientAddress(++submissions) },
        body: contactSubmission(RUN_ID, submissions),
      })
    : await fetch(url, { redirect: 'manual', headers })
  await first.arrayBuffer()
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
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
    await (await fetch(`${origin}/`, { headers: { Cookie: RENDER_COOKIE } })).arrayBuffer()
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
const times = (value: number) => `${num(value, 2)}×`
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / (values.length || 1)

/** The budgets a kind's throughput is held to (issue 20, decision 015). */
function throughputVerdicts(r: Compared): BudgetVerdict[] {
  const vsTrivial = r.requestsPerSecond / r.trivial
  const vsBare = r.requestsPerSecond / r.bare
  if (r.formPost) return [verdict(`${r.name}: req/s vs trivial`, vsTrivial, MIN_FORM_POST_RATIO, times, true)]
  if (r.name === CACHE_HIT.name) return [verdict(`${r.name}: req/s vs trivial`, vsTrivial, MIN_CACHE_HIT_RATIO, times, true)]
  if (r.name === TRIVIAL_ROUTE.name) return [verdict(`${r.name}: req/s vs bare worker`, vsBare, MIN_TRIVIAL_VS_BARE_RATIO, times, true)]
  const verdicts = [verdict(`${r.name}: req/s vs trivial`, vsTrivial, MIN_THROUGHPUT_RATIO, times, true)]
  if (r.contentPage) verdicts.push(verdict(`${r.name}: req/s vs bare worker`, vsBare, MIN_CONTENT_PAGE_VS_BARE_RATIO, times, true))
  return verdicts
}

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
    devArgs: ['--log-level', 'error', '--define', `process.env.NODE_ENV:"${REACT_BUILD}"`, '--var', 'PAGE_CACHE_SECONDS:300'],
  })
  const bareWorker = await startBareWorker(site, 'bench-bare-state')
  const { origin } = site
  try {
    const coldStart = await firstAndWarmLatency(origin)
    const kinds = [...(await pageKinds(origin)), CACHE_HIT].filter(
      (kind) => kind === TRIVIAL_ROUTE || !ONLY.length || ONLY.some((part) => kind.name.toLowerCase().includes(part)),
    )
    console.log(
      `\n${origin}: ${CONNECTIONS} connections, ${SECONDS} s per kind, React ${REACT_BUILD} build, pages rendered (page cache bypassed) but for the cache-hit kind; bare worker at ${bareWorker.origin}\n`,
    )
    // Both baselines are measured between every two kinds: each kind's ratios are taken against
    // the runs right before and after it, so the machine's load drifting during the run (it is
    // shared) moves both sides of a ratio alike.
    const bareRuns = [await measure(bareWorker.origin, BARE_WORKER)]
    const trivialRuns = [await measure(origin, TRIVIAL_ROUTE)]
    const results: Compared[] = []
    for (const kind of kinds.filter((candidate) => candidate !== TRIVIAL_ROUTE)) {
      process.stdout.write(`  ${kind.name} …\n`)
      const measured = await measure(origin, kind)
      bareRuns.push(await measure(bareWorker.origin, BARE_WORKER))
      trivialRuns.push(await measure(origin, TRIVIAL_ROUTE))
      results.push({
        ...measured,
        trivial: average(trivialRuns.slice(-2).map((run) => run.requestsPerSecond)) || 1,
        bare: average(bareRuns.slice(-2).map((run) => run.requestsPerSecond)) || 1,
      })
    }
    const trivialRates = trivialRuns.map((run) => run.requestsPerSecond)
    const bareRates = bareRuns.map((run) => run.requestsPerSecond)
    const trivial = average(trivialRates) || 1
    const bare = average(bareRates) || 1
    // The trivial route against the bare worker: each trivial run against the bare run beside it.
    const trivialVsBare = average(trivialRates.map((rate, index) => rate / (bareRates[index] || 1)))
    results.push({ ...trivialRuns.at(-1)!, requestsPerSecond: trivial, trivial, bare: trivial / (trivialVsBare || 1) })
    const loadDuring = load()

    console.log('')
    console.log(
      `${pad('request', 30)}${pad('status', 8)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('bytes/resp', 12)}${pad('vs trivial', 12)}${pad('vs bare', 10)}failed`,
    )
    for (const r of results) {
      console.log(
        `${pad(r.name, 30)}${pad(String(r.status), 8)}${pad(num(r.requestsPerSecond), 9)}${pad(num(r.p50), 8)}${pad(num(r.p99), 8)}` +
          `${pad(num(r.bytesPerResponse), 12)}${pad(times(r.requestsPerSecond / r.trivial), 12)}${pad(times(r.requestsPerSecond / r.bare), 10)}${r.failures}`,
      )
      console.log(`${pad('', 30)}${r.formPost ? 'POST ' : ''}${r.path}`)
      verdicts.push(...throughputVerdicts(r))
    }
    console.log(`trivial route, measured between the kinds: ${trivialRates.map((rate) => num(rate)).join(', ')} req/s`)
    console.log(
      `bare worker, measured between the kinds: ${bareRates.map((rate) => num(rate)).join(', ')} req/s (average ${num(bare)}); load average ${loadDuring}`,
    )
    console.log(
      "(the trivial route's row: its average req/s; vs bare, the average of each trivial run's share of the bare run right before it)",
    )

    console.log('\nJavaScript and CSS each page loads up front (gzip level 9, from dist/client)\n')
    console.log(`${pad('page', 36)}${pad('JS', 11)}${pad('CSS', 11)}files`)
    const printed = (name: string, assets: AssetSizes) =>
      console.log(`${pad(name, 36)}${pad(kb(assets.js), 11)}${pad(assets.css ? kb(assets.css) : '', 11)}${assets.files.join(' ')}`)
    for (const kind of kinds.filter(
      (candidate) =>
        candidate !== CACHE_HIT && !candidate.formPost && !/\.(xml|json)$/.test(candidate.path) && !candidate.path.startsWith('/api/'),
    )) {
      const assets = pageAssets(await (await fetch(`${origin}${kind.path}`, { headers: { Cookie: RENDER_COOKIE } })).text())
      printed(kind.name, assets)
      if (kind.contentPage) verdicts.push(verdict(`${kind.name}: JS (gzip)`, assets.js, CONTENT_PAGE_JS_BUDGET_BYTES, kb))
      verdicts.push(verdict(`${kind.name}: CSS (gzip)`, assets.css, PAGE_CSS_BUDGET_BYTES, kb))
    }
    console.log(`\nIsland pages (React islands; ≤ ${kb(ISLAND_PAGE_JS_BUDGET_BYTES)} JS up front, runtime included)\n`)
    for (const page of ISLAND_PAGES.filter(
      (candidate) => !ONLY.length || ONLY.some((part) => candidate.name.toLowerCase().includes(part)),
    )) {
      const assets = page.path
        ? pageAssets(await (await fetch(`${origin}${page.path}`, { headers: { Cookie: RENDER_COOKIE } })).text())
        : islandPageScripts(page.island)
      printed(`${page.name}${page.path ? '' : ' [manifest]'}`, assets)
      verdicts.push(verdict(`${page.name}: JS up front (gzip)`, assets.js, ISLAND_PAGE_JS_BUDGET_BYTES, kb))
    }
    console.log('\nIsland bundles (gzip, with the chunks they import statically; loaded only on pages with the island)\n')
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
    await Promise.all([site.stop(), bareWorker.stop()])
  }

  console.log(`\nBudgets (load average after: ${load()})\n`)
  for (const entry of verdicts)
    console.log(`  ${entry.kept ? 'ok  ' : 'OVER'} ${pad(entry.what, 60)}${pad(entry.measured, 12)}${entry.budget}`)
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
