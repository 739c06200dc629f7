// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * Live content preview end to end: an editor opens a page in preview mode, a seed change is
 * published to the running site (the publish command's code: kv-seed/publish-changes.ts), and the
 * open page shows the new content by itself, where the editor was, without a full load. The
 * publish command itself reports an unchanged seed as unchanged.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_PUBLISH_SECRET, publishToSite, selectEntries } from '../../kv-seed/publish-changes.ts'
import { type Seed, publishSeed } from '../../kv-seed/publish.ts'
import { seed } from '../../kv-seed/seed.ts'
import { connectChromium, newVisitor, siteOrigin, watchedPage } from './browser.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const PAGE_KEY = 'pages/en-gb/about-us'
const NEW_TITLE = 'About us, as just published'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

function seedWithAboutUsTitle(title: string): Seed {
  const changed = structuredClone(seed)
  const page = changed.pages.find((candidate) => candidate.id === 'about-us')
  if (!page) throw new Error('The seed has no about-us page')
  page.title['en-gb'] = title
  return changed
}

const publishAboutUs = (from: Seed) =>
  publishToSite(selectEntries(publishSeed(from), [PAGE_KEY]), { origin: siteOrigin(), secret: LOCAL_PUBLISH_SECRET })

describe('live content preview', () => {
  it('a page in preview mode shows republished content by itself, without a full load', async () => {
    const context = await newVisitor(browser)
    try {
      const page = await watchedPage(context)
      const subscribed = page.waitForEvent('websocket', (socket) => socket.url().endsWith('/preview/socket'))
      const acknowledged = subscribed.then((socket) =>
        socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"connection_ack"')),
      )
      await page.goto('/preview?path=/about-us', { waitUntil: 'load' })
      expect(new URL(page.url()).pathname).toBe('/about-us')
      expect(await page.locator('[data-preview-badge]').isVisible()).toBe(true)
      // The graphql-ws client is loaded only now, in preview mode, and subscribes over the preview socket.
      await acknowledged
      const title = await page.locator('main h1').textContent()
      expect(title).toBe('About us')
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
      // Visitors outside preview mode get the page from the edge cache.
      const anonymousVisit = () => fetch(`${siteOrigin()}/about-us`)
      await expect.poll(async () => (await anonymousVisit()).headers.get('x-page-cache')).toBe('hit')

      const report = await publishAboutUs(seedWithAboutUsTitle(NEW_TITLE))
      try {
        expect(report.written).toEqual([PAGE_KEY])
        expect(report.notified).toBeGreaterThanOrEqual(1)
        await expect.poll(() => page.locator('main h1').textContent(), { timeout: 10_000 }).toBe(NEW_TITLE)
        // <head> follows the swapped <body> after its debounce (SPEC point 9: 10 ms), so the title a moment later.
        await expect.poll(() => page.title()).toBe(`${NEW_TITLE} | Vantage Displays`)
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
        // The publish purged the cached page: visitors outside preview mode see it too.
        const anonymous = await anonymousVisit()
        expect(anonymous.headers.get('x-page-cache')).toBe('miss')
        expect(await anonymous.text()).toContain(NEW_TITLE)
      } finally {
        const restored = await publishAboutUs(seed)
        expect(restored.written).toEqual([PAGE_KEY])
      }
      await expect.poll(() => page.locator('main h1').textContent(), { timeout: 10_000 }).toBe('About us')

      await page.locator('[data-preview-badge]').getByRole('link', { name: 'Exit preview' }).click()
      await page.waitForURL('**/about-us')
      expect(await page.locator('[data-preview-badge]').count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('npm run publish sends the seed and reports what changed (nothing, when it is already published)', () => {
    const output = execFileSync(process.execPath, ['kv-seed/publish-command.ts', '--', PAGE_KEY], {
      cwd: ROOT,
      env: { ...process.env, PUBLISH_ORIGIN: siteOrigin() },
      encoding: 'utf8',
    })
    expect(output).toMatch(new RegExp(`Published to ${siteOrigin()}: 0 changed, [1-9]\\d* unchanged`))
  })
})
