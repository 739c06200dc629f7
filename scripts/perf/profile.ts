/**
 * `npm run profile`: CPU profiles of the worker per kind of request (decision 045, 052). Serves a
 * seeded copy of the site as the bench does (React's production build, page cache on, page kinds
 * rendered through a cookie of no meaning), then for each kind sends some warm-up requests and
 * profiles PROFILE_REQUESTS more through the `wrangler dev` inspector (scripts/perf/cpu-profile.ts).
 * Prints the worker's CPU per request and the heaviest functions by own and by total time.
 *
 * A profile counts the worker's CPU only (not the local proxy's, not the KV/D1 emulation's, which
 * run in other processes or threads), so it is far less sensitive to the machine's load than
 * requests/s: use it to find where a request's time goes, and the bench's ratios to report.
 *
 * Before each profile, the same requests are sent with no profiler attached and the CPU time the
 * site's processes used for them (wrangler and workerd with its KV, D1, R2 and cache emulation, from
 * /proc) is printed per request, beside the bare worker's (scripts/perf/bare-worker/) for the same
 * requests: on a shared machine that stays steady where requests/s does not, and it counts the
 * round trips to the bindings, which the worker's own profile does not.
 *
 * Options: PROFILE_ONLY (comma-separated parts of kind names, as BENCH_ONLY), PROFILE_REQUESTS
 * (default 300), PROFILE_TOP (default 20), PROFILE_CONCURRENCY (default 4), PROFILE_OUT (a folder:
 * each kind's .cpuprofile is written there, for Chrome DevTools), PROFILE_PORT and
 * PROFILE_INSPECTOR_PORT (default: free ports), PROFILE_REUSE_STATE=1 (start on the state folder of
 * an earlier run instead of seeding again), PROFILE_CPU_ONLY=1 (process CPU per request only, no
 * inspector profiles).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type LocalSite, freePort, startLocalSite } from '../local-site.ts'
import { summarise, WorkerInspector } from './cpu-profile.ts'
import {
  BARE_WORKER,
  CACHE_HIT,
  RENDER_COOKIE,
  benchClientAddress,
  contactSubmission,
  type PageKind,
  pageKinds,
  startBareWorker,
  TRIVIAL_ROUTE,
} from './page-kinds.ts'

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 300)
const TOP = Number(process.env.PROFILE_TOP ?? 20)
const CONCURRENCY = Number(process.env.PROFILE_CONCURRENCY ?? 4)
const WARM_UP = 30
const OUT = process.env.PROFILE_OUT
const CPU_ONLY = process.env.PROFILE_CPU_ONLY === '1'
const ONLY = (process.env.PROFILE_ONLY ?? '')
  .split(',')
  .map((part) => part.trim().toLowerCase())
  .filter(Boolean)
const RUN_ID = `profile-${Date.now().toString(36)}`
let submissions = 0

function request(origin: string, kind: PageKind): Promise<Response> {
  const url = `${origin}${kind.path}`
  if (kind.formPost) {
    submissions++
    return fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': benchClientAddress(submissions) },
      body: contactSubmission(RUN_ID, submissions),
    })
  }
  const headers: Record<string, string> =
    kind === CACHE_HIT || kind === TRIVIAL_ROUTE || kind === BARE_WORKER ? {} : { Cookie: RENDER_COOKIE }
  return fetch(url, { redirect: 'manual', headers })
}

/** `count` requests, `CONCURRENCY` at a time; the wall-clock time they took. */
async function send(origin: string, kind: PageKind, count: number): Promise<number> {
  const started = performance.now()
  let next = 0
  const worker = async () => {
    while (next < count) {
      next++
      const response = await request(origin, kind)
      await response.arrayBuffer()
      if (response.status >= 500) throw new Error(`${kind.name} answered ${response.status}`)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return performance.now() - started
}

const fixed = (value: number, digits = 2) => value.toFixed(digits)

/** CPU time (ms) the processes of `site` use per request for REQUESTS requests of `kind`. */
async function processCpuPerRequest(site: LocalSite, kind: PageKind): Promise<number> {
  const before = site.cpuMs()
  await send(site.origin, kind, REQUESTS)
  return (site.cpuMs() - before) / REQUESTS
}

async function main(): Promise<void> {
  const inspectorPort = Number(process.env.PROFILE_INSPECTOR_PORT ?? (await freePort()))
  const site = await startLocalSite({
    port: Number(process.env.PROFILE_PORT ?? (await freePort())),
    stateName: 'profile-state',
    statePrepared: process.env.PROFILE_REUSE_STATE === '1',
    readyPath: TRIVIAL_ROUTE.path,
    devArgs: [
      '--log-level',
      'error',
      '--define',
      'process.env.NODE_ENV:"production"',
      '--var',
      'PAGE_CACHE_SECONDS:300',
      '--inspector-port',
      String(inspectorPort),
    ],
  })
  const bare = await startBareWorker(site, 'profile-bare-state')
  const inspector = CPU_ONLY ? undefined : await WorkerInspector.connect(inspectorPort)
  try {
    const kinds = [...(await pageKinds(site.origin)), CACHE_HIT].filter(
      (kind) => !ONLY.length || ONLY.some((part) => kind.name.toLowerCase().includes(part)),
    )
    if (OUT) mkdirSync(OUT, { recursive: true })
    console.log(`${site.origin}: ${REQUESTS} requests per kind, ${CONCURRENCY} at a time, after ${WARM_UP} to warm up\n`)
    await send(bare.origin, BARE_WORKER, WARM_UP)
    for (const kind of kinds) {
      await send(site.origin, kind, WARM_UP)
      const bareBefore = await processCpuPerRequest(bare, BARE_WORKER)
      const siteCpu = await processCpuPerRequest(site, kind)
      const bareAfter = await processCpuPerRequest(bare, BARE_WORKER)
      const bareCpu = (bareBefore + bareAfter) / 2
      console.log(
        `== ${kind.name} (${kind.formPost ? 'POST ' : ''}${kind.path}): processes' CPU ${fixed(siteCpu)} ms per request, ` +
          `bare worker ${fixed(bareCpu)} ms (bare/site ${fixed(bareCpu / (siteCpu || 1))}×)`,
      )
      if (!inspector) continue
      let wallMs = 0
      const profile = await inspector.profile(async () => {
        wallMs = await send(site.origin, kind, REQUESTS)
      })
      const summary = summarise(profile, TOP)
      if (OUT) writeFileSync(join(OUT, `${kind.name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`), JSON.stringify(profile))
      console.log(
        `  worker CPU (profiled) ${fixed(summary.activeMs / REQUESTS)} ms per request, ` +
          `${fixed(wallMs / REQUESTS)} ms wall-clock per request at ${CONCURRENCY} at a time`,
      )
      const share = (ms: number) => `${fixed(ms / REQUESTS, 3)} ms/req ${fixed((100 * ms) / (summary.activeMs || 1), 1)} %`
      console.log('  own time:')
      for (const entry of summary.selfTime) console.log(`    ${share(entry.ms).padEnd(24)}${entry.name}`)
      console.log('  total time:')
      for (const entry of summary.totalTime) console.log(`    ${share(entry.ms).padEnd(24)}${entry.name}`)
      console.log('')
    }
  } finally {
    inspector?.close()
    await Promise.all([site.stop(), bare.stop()])
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exitCode = 1
})
