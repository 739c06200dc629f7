/**
 * Starts the seeded local sites the browser test files run against (scripts/local-site.ts), one
 * per browser test worker (`maxWorkers` of the browser project), and stops them, process group
 * and all, on teardown. A file runs against its worker's site (`siteOrigin()` in browser.ts), so
 * the files of one worker run one after another on one site, as every file did on the single site
 * before, and two files that change the same seeded data never run side by side on one site. The
 * first state folder is seeded; the others are copies of it.
 *
 * The sites are prepared and started in the background: the global setup returns at once, so the
 * unit and workerd files (which run first, `sequence.groupOrder`) run while the sites come up, and
 * each browser file waits for them (`sites-ready.ts`, its setup file), which then reads their
 * origins, or the reason they failed, from the status file (`BROWSER_SITES_STATUS`).
 *
 * The sites have every third-party tag configured, served from a stand-in origin the consent
 * tests answer themselves (test/browser/trackers.ts): nothing reaches the internet, and no tag
 * loads before a visitor consents, so the other tests never see one. The consent manager loader
 * (category necessary, loaded at once) stays unconfigured for that reason.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { TestProject } from 'vitest/node'
import {
  type LocalSite,
  type LocalSiteOptions,
  PRODUCTION_REACT_ARGS,
  PortTakenError,
  freePort,
  portIsFree,
  prepareLocalState,
  startLocalSite,
} from '../../scripts/local-site.ts'
import { BROWSER_SITES_STATUS, type SitesStatus } from './sites-status.ts'
import { TEST_TAG_VARIABLES } from './trackers.ts'

/**
 * BROWSER_TEST_PORT lets parallel checkouts run their browser tests side by side: the first site's
 * port; the others take the next free ports after it. Not ports the system hands out at random: a
 * site starting beside another could find such a port taken by the other's own sockets.
 */
const FIRST_PORT = Number(process.env.BROWSER_TEST_PORT ?? 8788)
const STATE_NAME = 'browser-state'
/** How far past a site's port the next free one is looked for. */
const PORT_SEARCH_SPAN = 50

async function nextFreePort(after: number, taken: number[]): Promise<number> {
  for (let port = after + 1; port <= after + PORT_SEARCH_SPAN; port++) {
    if (!taken.includes(port) && (await portIsFree(port))) return port
  }
  return freePort()
}

async function sitePorts(count: number): Promise<number[]> {
  const ports = [FIRST_PORT]
  while (ports.length < count) ports.push(await nextFreePort(ports.at(-1)!, ports))
  return ports
}

/** Starts a site; if its port was taken meanwhile, once more on the next free port. */
async function startSite(options: LocalSiteOptions, taken: number[]): Promise<LocalSite> {
  try {
    return await startLocalSite(options)
  } catch (error) {
    if (!(error instanceof PortTakenError)) throw error
    return startLocalSite({ ...options, port: await nextFreePort(options.port, taken) })
  }
}

function writeStatus(status: SitesStatus): void {
  mkdirSync(dirname(BROWSER_SITES_STATUS), { recursive: true })
  // Written whole, then renamed: a file waiting for it never reads half of it.
  writeFileSync(`${BROWSER_SITES_STATUS}.part`, JSON.stringify(status))
  renameSync(`${BROWSER_SITES_STATUS}.part`, BROWSER_SITES_STATUS)
}

export default function setup(project: TestProject) {
  const count = Math.max(1, Number(project.config.maxWorkers) || 1)
  const stateNames = Array.from({ length: count }, (_, index) => (index === 0 ? STATE_NAME : `${STATE_NAME}-${index + 1}`))
  const devArgs = [
    ...Object.entries(TEST_TAG_VARIABLES).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    // React's production build on the server, as deployed (and as the bench runs it): `wrangler dev`
    // alone picks the development build, which renders a page about eight times slower.
    ...PRODUCTION_REACT_ARGS,
  ]
  rmSync(BROWSER_SITES_STATUS, { force: true })
  const sites: LocalSite[] = []
  const stopAll = async () => {
    await Promise.all(sites.map((site) => site.stop()))
  }

  const started = (async () => {
    const startedAt = performance.now()
    await prepareLocalState(STATE_NAME)
    await Promise.all(stateNames.slice(1).map((name) => prepareLocalState(name, STATE_NAME)))
    const preparedAt = performance.now()
    const ports = await sitePorts(count)
    const starts = await Promise.allSettled(
      stateNames.map((stateName, index) => startSite({ port: ports[index]!, stateName, devArgs, statePrepared: true }, ports)),
    )
    for (const start of starts) if (start.status === 'fulfilled') sites.push(start.value)
    const failed = starts.find((start): start is PromiseRejectedResult => start.status === 'rejected')
    if (failed) throw failed.reason
    const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1)
    console.log(
      `Browser test sites: ${sites.map((site) => site.origin).join(', ')}; state prepared in ${seconds(startedAt, preparedAt)} s, served after ${seconds(preparedAt, performance.now())} s more.`,
    )
    writeStatus({ origins: sites.map((site) => site.origin) })
  })().catch(async (error: unknown) => {
    writeStatus({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
    await stopAll()
  })

  return async () => {
    await started
    await stopAll()
    rmSync(BROWSER_SITES_STATUS, { force: true })
  }
}
