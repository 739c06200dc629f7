/**
 * `npm run leads:sweep -- [site]`: runs the lead sweep the cron runs every 10 minutes (leads
 * waiting too long go back on the queue or are parked with the reason; worker/leads/lead-sweep.ts).
 * `wrangler dev` runs no cron, so this is how the sweep runs locally.
 *
 *   site  the site's origin (default http://127.0.0.1:8787); elsewhere with LEAD_REPLAY_TOKEN set.
 */
import { LOCAL_SITE, sweepLeads } from './lead-operations.ts'

const [site = LOCAL_SITE] = process.argv.slice(2)
try {
  const { requeued, parked } = await sweepLeads(site)
  console.log(`Put ${requeued.length} lead(s) back on the queue${requeued.length ? `: ${requeued.join(', ')}` : ''}`)
  console.log(
    `Parked ${parked.length} lead(s) in dead_letter${parked.length ? `: ${parked.join(', ')} (npm run leads:status shows why)` : ''}`,
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
