/**
 * Puts waiting leads back on the LEADS queue: `npm run leads:replay -- [status] [site]`.
 *
 *   status  dead_letter (default: hand-off failed after every attempt, or parked by the sweep with
 *           the reason), held (no bot-protection verdict: check them first), received (stored but
 *           never queued) or queued (the message may be lost)
 *   site    the site's origin (default http://127.0.0.1:8787, the local `npm start`)
 *
 * Calls POST {site}/api/leads/replay with the bearer token LEAD_REPLAY_TOKEN: in LOCAL the value
 * of wrangler.toml, elsewhere the secret (export LEAD_REPLAY_TOKEN=… before running).
 */
import { LOCAL_SITE, replayLeads } from './lead-operations.ts'

const [status = 'dead_letter', site = LOCAL_SITE] = process.argv.slice(2)
try {
  const replayed = await replayLeads(site, status)
  console.log(`Put ${replayed.length} ${status} lead(s) back on the queue${replayed.length ? `: ${replayed.join(', ')}` : ''}`)
} catch (error) {
  console.error(`Replay refused: ${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
}
