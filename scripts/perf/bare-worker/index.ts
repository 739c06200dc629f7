/**
 * The bench's baseline (decision 015, issue 20): a worker that answers every request with the
 * same small JSON body and does nothing else. Served by `wrangler dev` as the site is, with the
 * site's static assets in front of it (wrangler.toml), it measures what the runtime, its asset
 * router and the local proxy cost per request, so the site's routes can be given as a share of
 * the most a worker deployed like the site can do on this machine at this moment.
 */
const BODY = JSON.stringify({ id: 'bare-worker', timestamp: 0 })

export default {
  fetch(): Response {
    return new Response(BODY, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } })
  },
}
