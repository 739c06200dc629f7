/**
 * Setup file of every browser test file: waits until the global setup's sites answer
 * (global-setup.ts starts them in the background while the unit and workerd files run), then
 * hands their origins to `siteOrigin()` (browser.ts). A site that failed to start fails the file
 * with the reason and the server's log.
 */
import { existsSync, readFileSync } from 'node:fs'
import { beforeAll } from 'vitest'
import { BROWSER_SITES_STATUS, SITE_ORIGINS_VARIABLE, type SitesStatus } from './sites-status.ts'

/** The longest a file waits for the sites: preparing the state and two `wrangler dev` starts, on a busy machine. */
const SITES_TIMEOUT_MS = 240_000
const POLL_MS = 250

async function sitesStatus(): Promise<SitesStatus> {
  const deadline = Date.now() + SITES_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (existsSync(BROWSER_SITES_STATUS)) return JSON.parse(readFileSync(BROWSER_SITES_STATUS, 'utf8')) as SitesStatus
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return { error: `The browser test sites did not start within ${SITES_TIMEOUT_MS / 1000} s.` }
}

beforeAll(async () => {
  if (process.env[SITE_ORIGINS_VARIABLE]) return
  const status = await sitesStatus()
  if ('error' in status) throw new Error(`The browser test sites could not start:\n${status.error}`)
  process.env[SITE_ORIGINS_VARIABLE] = status.origins.join(',')
}, SITES_TIMEOUT_MS + 10_000)
