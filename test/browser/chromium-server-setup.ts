/**
 * Global setup of the browser tests: one headless Chromium (the headless shell, chromium.ts) for
 * every browser test file. Launching Chromium costs about a second (more on a loaded machine);
 * each file connects to this one over
 * Playwright's protocol (`connectChromium()` in browser.ts) and opens its own contexts, which are
 * as separate as separate browsers (cookies, storage, cache). Closed on teardown.
 */
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { BROWSER_TEST_CHROMIUM_PATH, CHROMIUM_ARGS } from './chromium.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoint: string
  }
}

export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({ executablePath: BROWSER_TEST_CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  project.provide('chromiumEndpoint', server.wsEndpoint())
  return () => server.close()
}
