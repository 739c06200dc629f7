/**
 * `npm run publish -- [key prefixes…]`: publishes the seed (kv-seed/content/) to a running site,
 * with the catalogue (categories, lines, products) the site's PIM published instead of the seed's.
 * The seed is published into records (kv-seed/publish.ts) and the records under the given key
 * prefixes (e.g. `pages/en-gb/contact`, `product/fr-fr/`; all records without prefixes) are sent
 * to the site, which writes those that changed, purges the affected pages from its cache and
 * refreshes pages open in preview mode.
 *
 * PUBLISH_ORIGIN (default http://127.0.0.1:8787, `npm start`) and PUBLISH_SECRET (default the
 * LOCAL secret) say where to.
 */
import { LOCAL_PUBLISH_SECRET, publishToSite, selectEntries, siteCatalogue } from './publish-changes.ts'
import { publishSeed, publisherSourceOf, seedOf } from './publish.ts'
import { seed } from './seed.ts'

const origin = process.env.PUBLISH_ORIGIN ?? 'http://127.0.0.1:8787'
const secret = process.env.PUBLISH_SECRET ?? LOCAL_PUBLISH_SECRET
const prefixes = process.argv.slice(2).filter((argument) => argument !== '--')

// Categories, lines and products are the PIM's (decision 037): the seed's content goes out with the site's catalogue.
const catalogue = await siteCatalogue({ origin, secret })
if (!catalogue) console.warn(`${origin} has no PIM catalogue yet: publishing the seed's own catalogue.`)
const entries = selectEntries(publishSeed(catalogue ? seedOf(publisherSourceOf(seed), catalogue) : seed), prefixes)
if (!entries.length) {
  console.error(`No published record starts with ${prefixes.join(', ')}`)
  process.exit(1)
}
const summary = await publishToSite(entries, { origin, secret })
console.log(
  `Published to ${origin}: ${summary.written.length} changed, ${summary.unchanged} unchanged; ` +
    `${summary.purged} cached page(s) purged, ${summary.notified} preview(s) notified.`,
)
for (const key of summary.written) console.log(`  ${key}`)
