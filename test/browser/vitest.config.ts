/**
 * Browser tests: plain Vitest tests in Node driving Debian's chromium through playwright-core.
 * The global setup starts one Chromium that every file connects to, and one seeded `wrangler dev`
 * per worker (the first on 127.0.0.1:8788, or BROWSER_TEST_PORT). A browser test mostly waits
 * (for pages, islands, timers), so BROWSER_TEST_WORKERS files run side by side, each worker on its
 * own site; a file never shares its site with a file running at the same time.
 */
import { defineConfig } from 'vitest/config'

/**
 * Files run side by side (and local sites started). With Chromium's headless shell a browser file
 * mostly waits (pages, islands, timers): on 2 cores, 5 files took 215 s with 2 side by side against
 * 354 s one at a time, for the same CPU time (decision 026), so 2.
 */
export const BROWSER_TEST_WORKERS = Number(process.env.BROWSER_TEST_WORKERS ?? 2)
/** The browser files run after the unit and workerd files (vitest runs each group order on its own). */
const BROWSER_GROUP_ORDER = 1

export default defineConfig({
  test: {
    name: 'browser',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./chromium-server-setup.ts', './global-setup.ts'],
    setupFiles: ['./sites-ready.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: BROWSER_TEST_WORKERS,
    // A worker runs its files one after another in one process, modules loaded once (playwright-core
    // and the helpers): a fresh process per file cost ~0.8 s each, the same for a file whose tests the
    // default run leaves to the full run. Files share no state but the environment (sites-ready.ts).
    isolate: false,
    sequence: { groupOrder: BROWSER_GROUP_ORDER },
  },
})
