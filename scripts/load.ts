/**
 * `npm run load`: a bounded load run on loopback. Serves a seeded copy of the built site (as the
 * bench does: its own state, React's production build, page cache off so pages render), sends
 * LOAD_CONNECTIONS concurrent connections for LOAD_SECONDS over a mix of pages, content API calls
 * and form submissions, then reports the answers by status class and checks that no form
 * submission was lost: every lead id answered with 201 is in the local D1. Leads stored whose
 * answer never arrived (requests cut off when the run's time was up: the lead is stored first,
 * then answered) are counted and printed, not failures.
 * Then it lets the site settle: it waits until the LEADS queue has handed every stored lead to
 * the (local) customer record system, runs the lead sweep once as the cron would, and reads the
 * count per state (the `npm run leads:status` call). Every lead of the run must end `delivered`:
 * one left `received`, `queued` or `held`, or parked in `dead_letter`, fails the run.
 * Exits non-zero on any 5xx, lost lead, lead not delivered or connection error.
 *
 * Each submission comes from a client address of its own (scripts/perf/page-kinds.ts), which is
 * how the rate limiter tells clients apart; production limits are untouched.
 *
 * Options: LOAD_SECONDS, LOAD_CONNECTIONS, LOAD_DRAIN_SECONDS (defaults below).
 */
import { execFileSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon, { type RequestTemplate, type Result } from 'autocannon'
import { type LeadStateSummary, leadStatus, statusTable, sweepLeads } from './leads/lead-operations.ts'
import { childEnvironment, freePort, nodeBinary, PRODUCTION_REACT_ARGS, startLocalSite } from './local-site.ts'
import { type PageKind, TRIVIAL_ROUTE, benchClientAddress, contactSubmission, pageKinds } from './perf/page-kinds.ts'

const LOAD_CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200)
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
/**
 * Requests of each kind per round of the mix. Each connection walks the round in order, kinds
 * interleaved; the form POST comes first, so every connection submits at least once even when a
 * slow machine lets it finish only part of a round (200 submissions at once at the start).
 */
const LOAD_MIX: Record<string, number> = {
  'form POST (contact)': 1,
  home: 3,
  'product overview, 2 filters': 2,
  'product detail': 3,
  insight: 2,
  'contact form page': 1,
  'CMS page': 1,
  sitemap: 1,
  'content API (products)': 2,
}
/** A request still unanswered after this long counts as a timeout. */
const REQUEST_TIMEOUT_SECONDS = 30
/** How long the queue may take after the run to hand every stored lead over. */
const LOAD_DRAIN_SECONDS = Number(process.env.LOAD_DRAIN_SECONDS ?? 300)
/** How often the lead states are read while the queue drains. */
const DRAIN_POLL_MS = 2_000
/** States a lead of the run may not end in: waiting (stuck) or parked. */
const NOT_DELIVERED_STATES = ['received', 'queued', 'held', 'dead_letter'] as const

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const STATE_NAME = 'load-state'
const RUN_ID = `${Date.now().toString(36)}`

let submissions = 0
/** Lead ids of the submissions answered 201. */
const created = new Set<string>()
let refused = 0

function requestsOf(kind: PageKind): RequestTemplate {
  if (!kind.formPost) return { method: 'GET', path: kind.path }
  return {
    method: 'POST',
    path: kind.path,
    setupRequest: (request) => {
      submissions++
      return {
        ...request,
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': benchClientAddress(submissions) },
        body: contactSubmission(RUN_ID, submissions),
      }
    },
    onResponse: (status, body) => {
      if (status === 201) created.add((JSON.parse(body) as { id: string }).id)
      else refused++
    },
  }
}

function storedLeads(): Set<string> {
  const output = execFileSync(
    nodeBinary(),
    [
      join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      join(ROOT, '.wrangler', STATE_NAME),
      '--json',
      '--command',
      `SELECT id FROM leads WHERE email LIKE 'load.${RUN_ID}.%'`,
    ],
    { cwd: ROOT, env: childEnvironment(), encoding: 'utf8', stdio: 'pipe' },
  )
  const rows = JSON.parse(output) as Array<{ results: Array<{ id: string }> }>
  return new Set((rows[0]?.results ?? []).map((row) => row.id))
}

function countIn(states: readonly LeadStateSummary[], ...statuses: readonly string[]): number {
  return states.filter((state) => statuses.includes(state.status)).reduce((sum, state) => sum + state.count, 0)
}

/** Waits until no lead is waiting for the queue (or the drain time is up), then runs the sweep once. */
async function settleLeads(
  origin: string,
): Promise<{ states: LeadStateSummary[]; drainedAfterMs: number; swept: { requeued: number; parked: number } }> {
  const started = performance.now()
  let states = await leadStatus(origin)
  while (countIn(states, 'received', 'queued') > 0 && performance.now() - started < LOAD_DRAIN_SECONDS * 1000) {
    await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS))
    states = await leadStatus(origin)
  }
  const drainedAfterMs = performance.now() - started
  // The cron's sweep, as it would run next: puts back leads whose message was lost, parks the hopeless.
  const { requeued, parked } = await sweepLeads(origin)
  return { states: await leadStatus(origin), drainedAfterMs, swept: { requeued: requeued.length, parked: parked.length } }
}

async function main(): Promise<void> {
  console.log(
    `load average before: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  )
  const site = await startLocalSite({
    port: await freePort(),
    stateName: STATE_NAME,
    readyPath: TRIVIAL_ROUTE.path,
    devArgs: ['--log-level', 'error', ...PRODUCTION_REACT_ARGS, '--var', 'PAGE_CACHE_SECONDS:0'],
  })
  let result: Result
  let settled: Awaited<ReturnType<typeof settleLeads>>
  try {
    const kinds = await pageKinds(site.origin)
    const remaining = Object.entries(LOAD_MIX).map(([name, times]) => {
      const kind = kinds.find((candidate) => candidate.name === name)
      if (!kind) throw new Error(`LOAD_MIX names "${name}", which scripts/perf/page-kinds.ts does not have`)
      return { kind, times }
    })
    const requests: RequestTemplate[] = []
    while (remaining.some((entry) => entry.times > 0)) {
      for (const entry of remaining.filter((candidate) => candidate.times > 0)) {
        requests.push(requestsOf(entry.kind))
        entry.times--
      }
    }
    console.log(`${site.origin}: ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s over ${requests.length} requests per round:`)
    for (const [name, times] of Object.entries(LOAD_MIX)) console.log(`  ${times} × ${name}`)
    result = await autocannon({
      url: site.origin,
      connections: LOAD_CONNECTIONS,
      duration: LOAD_SECONDS,
      timeout: REQUEST_TIMEOUT_SECONDS,
      requests,
    })
    console.log(`\nrun over; waiting up to ${LOAD_DRAIN_SECONDS} s for the queue to hand over every lead…`)
    settled = await settleLeads(site.origin)
  } finally {
    await site.stop()
  }
  // The site is stopped: every lead it answered 201 for was written before that answer.
  const leads = storedLeads()
  const lost = [...created].filter((id) => !leads.has(id)).length
  const unanswered = [...leads].filter((id) => !created.has(id)).length
  console.log(
    `\nload average after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  )
  console.log(
    `requests: ${result.requests.total} (${result.requests.average.toFixed(0)}/s), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  )
  console.log(
    `answers: 2xx ${result['2xx']}, 4xx ${result['4xx']}, 5xx ${result['5xx']}; connection errors ${result.errors}, timeouts ${result.timeouts}`,
  )
  console.log(
    `form submissions: ${submissions} sent, ${created.size} answered 201, ${refused} answered otherwise; leads stored for this run: ${leads.size} ` +
      `(${unanswered} of them stored but cut off before their answer when the run ended); lost (201 but not in D1): ${lost}`,
  )
  const notDelivered = countIn(settled.states, ...NOT_DELIVERED_STATES)
  console.log(
    `\nleads after the run: queue drained after ${(settled.drainedAfterMs / 1000).toFixed(1)} s; the sweep then put back ${settled.swept.requeued} ` +
      `and parked ${settled.swept.parked}; not delivered (received, queued, held or dead_letter): ${notDelivered}\n`,
  )
  console.log(statusTable(settled.states))
  const problems = [
    result['5xx'] ? `${result['5xx']} answers were 5xx` : '',
    lost ? `${lost} submissions answered 201 are not in D1` : '',
    notDelivered
      ? `${notDelivered} leads were not delivered (${NOT_DELIVERED_STATES.map((status) => `${status} ${countIn(settled.states, status)}`).join(', ')})`
      : '',
    result.errors || result.timeouts ? `${result.errors} connection errors and ${result.timeouts} timeouts` : '',
  ].filter(Boolean)
  if (problems.length) {
    console.error(`\nFAILED: ${problems.join('; ')}`)
    process.exitCode = 1
  } else {
    console.log('\nok: no 5xx, no lost submission, every lead delivered (none left received, queued or held)')
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
