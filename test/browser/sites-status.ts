/**
 * How the browser tests' global setup (global-setup.ts) tells the browser files (sites-ready.ts)
 * that the sites it starts in the background answer, or why they could not start.
 */
import { fileURLToPath } from 'node:url'

/** Where the global setup writes the sites' origins, or why they could not start. */
export const BROWSER_SITES_STATUS = fileURLToPath(new URL('../../.wrangler/browser-test-sites.json', import.meta.url))
export type SitesStatus = { origins: string[] } | { error: string }
/** The environment variable `siteOrigin()` reads: one origin per browser test worker, comma-separated. */
export const SITE_ORIGINS_VARIABLE = 'BROWSER_TEST_SITE_ORIGINS'
