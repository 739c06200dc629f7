/**
 * Makes a one-time access link to DEV's sign-in screen: `npm run dev-access-link -- [site]`.
 *
 *   site  DEV's origin (default: SITE_ORIGIN of [env.dev] in wrangler.toml)
 *
 * Needs DEV's shared secret in the environment (`export DEV_ACCESS_SECRET=…`, the value given to
 * `wrangler secret put DEV_ACCESS_SECRET --env dev`). The link works once, within a day
 * (DEV_ACCESS_LINK_LIFETIME_SECONDS); the browser that opens it may reach the sign-in screen for
 * 30 days. Nothing is sent anywhere: the link is signed here (worker/auth/dev-access.ts).
 */
import { readFileSync } from 'node:fs'
import { DEV_ACCESS_LINK_LIFETIME_SECONDS, devAccessLink, usableDevAccessSecret } from '../worker/auth/dev-access.ts'

const devOrigin = /\[env\.dev\][\s\S]*?SITE_ORIGIN = "([^"]+)"/.exec(readFileSync('wrangler.toml', 'utf8'))?.[1]
const [site = devOrigin] = process.argv.slice(2)
const secret = usableDevAccessSecret(process.env.DEV_ACCESS_SECRET)
if (!secret) {
  console.error('Set DEV_ACCESS_SECRET to DEV’s access secret (32 characters or more).')
  process.exit(1)
}
if (!site) {
  console.error('Give DEV’s origin: npm run dev-access-link -- https://dev.example.com')
  process.exit(1)
}
const link = await devAccessLink(secret, site, Math.floor(Date.now() / 1000))
console.log(`One-time access link (valid ${DEV_ACCESS_LINK_LIFETIME_SECONDS / 3600} hours, for one browser):\n${link}`)
