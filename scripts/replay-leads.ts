/**
 * Puts parked leads back on the LEADS queue: `npm run leads:replay -- [status] [site]`.
 *
 *   status  dead_letter (default: hand-off failed after every attempt), held (no bot-protection
 *           verdict: check them first) or received (stored but never queued)
 *   site    the site's origin (default http://127.0.0.1:8787, the local `npm start`)
 *
 * Calls POST {site}/api/leads/replay with the bearer token LEAD_REPLAY_TOKEN: in LOCAL the value
 * of wrangler.toml, elsewhere the secret (export LEAD_REPLAY_TOKEN=… before running).
 */
import { readFileSync } from 'node:fs'

const [status = 'dead_letter', site = 'http://127.0.0.1:8787'] = process.argv.slice(2)
const localToken = /^LEAD_REPLAY_TOKEN = "([^"]+)"/m.exec(readFileSync('wrangler.toml', 'utf8'))?.[1]
const token = process.env.LEAD_REPLAY_TOKEN ?? localToken
if (!token) {
  console.error('Set LEAD_REPLAY_TOKEN to the environment\'s replay token.')
  process.exit(1)
}

const response = await fetch(new URL('/api/leads/replay', site), {
  method: 'POST',
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ status }),
})
const answer = (await response.json()) as { replayed?: string[]; message?: string }
if (!response.ok) {
  console.error(`Replay refused (${response.status}): ${answer.message ?? ''}`)
  process.exit(1)
}
console.log(`Put ${answer.replayed?.length ?? 0} ${status} lead(s) back on the queue${answer.replayed?.length ? `: ${answer.replayed.join(', ')}` : ''}`)
