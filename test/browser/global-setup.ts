/**
 * Starts one seeded local site for every browser test file (scripts/local-site.ts) on
 * 127.0.0.1:8788, or BROWSER_TEST_PORT, and stops it, process group and all, on teardown.
 */
import type { TestProject } from 'vitest/node'
import { startLocalSite } from '../../scripts/local-site.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    siteOrigin: string
  }
}

/** BROWSER_TEST_PORT lets parallel checkouts run their browser tests side by side. */
const PORT = Number(process.env.BROWSER_TEST_PORT ?? 8788)

export default async function setup(project: TestProject) {
  const site = await startLocalSite({ port: PORT, stateName: 'browser-state' })
  project.provide('siteOrigin', site.origin)
  return () => site.stop()
}
