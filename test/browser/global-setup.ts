/**
 * Starts one seeded local site for every browser test file (scripts/local-site.ts) on
 * 127.0.0.1:8788, or BROWSER_TEST_PORT, and stops it, process group and all, on teardown.
 *
 * The site has every third-party tag configured, served from a stand-in origin the consent tests
 * answer themselves (test/browser/trackers.ts): nothing reaches the internet, and no tag loads
 * before a visitor consents, so the other tests never see one. The consent manager loader
 * (category necessary, loaded at once) stays unconfigured for that reason.
 */
import type { TestProject } from 'vitest/node'
import { startLocalSite } from '../../scripts/local-site.ts'
import { TEST_TAG_VARIABLES } from './trackers.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    siteOrigin: string
  }
}

/** BROWSER_TEST_PORT lets parallel checkouts run their browser tests side by side. */
const PORT = Number(process.env.BROWSER_TEST_PORT ?? 8788)

export default async function setup(project: TestProject) {
  const devArgs = Object.entries(TEST_TAG_VARIABLES).flatMap(([name, value]) => ['--var', `${name}:${value}`])
  const site = await startLocalSite({ port: PORT, stateName: 'browser-state', devArgs })
  project.provide('siteOrigin', site.origin)
  return () => site.stop()
}
