/**
 * `npm run leads:status -- [site]`: how many leads are in each state (received, queued, delivered,
 * dead_letter, held) and the oldest lead of each, with its last error.
 *
 *   site  the site's origin (default http://127.0.0.1:8787, the local `npm start`); another
 *         environment needs its token: `LEAD_REPLAY_TOKEN=… npm run leads:status -- https://uat.…`
 */
import { LOCAL_SITE, leadStatus, statusTable } from './lead-operations.ts'

const [site = LOCAL_SITE] = process.argv.slice(2)
try {
  console.log(`Leads at ${site}:\n`)
  console.log(statusTable(await leadStatus(site)))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
