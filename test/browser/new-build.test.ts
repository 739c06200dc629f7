// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * New builds in a real browser: a bundle that fails to load reloads the page once and only once
 * (the reload guard in session storage), and once a newer build is published the next link is a
 * full load, its manifest read (a failed manifest load is only logged).
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILD_CHECK_INTERVAL_MS } from '../../ui/client/build-watch.ts'
import { RELOAD_GUARD_KEY, RELOAD_GUARD_TTL_MS } from '../../ui/client/reload-guard.ts'
import { connectChromium, newVisitor } from './browser.ts'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

describe('a chunk that fails to load', () => {
  it('reloads the page once, and the guard keeps it from reloading again', async () => {
    const context = await newVisitor(browser)
    try {
      let islandRequests = 0
      await context.route('**/assets/ShareLink*.js', (route) => {
        islandRequests++
        return route.abort('failed')
      })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      // The reload may come before the first document finished loading: count document requests.
      let documents = 0
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++
      })
      await page.goto('/block-overview')
      await expect.poll(() => documents, { timeout: 10_000 }).toBe(2)
      await page.waitForLoadState('load')
      // The reloaded page fails the same way: it stays put instead of reloading in a loop.
      await page.waitForTimeout(2_000)
      expect(documents).toBe(2)
      expect(islandRequests).toBe(2)
      const guard = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_KEY)) ?? 'null') as {
        path: string
        expires: number
      }
      expect(guard.path).toBe('/block-overview')
      expect(guard.expires - Date.now()).toBeLessThanOrEqual(RELOAD_GUARD_TTL_MS)
      expect(errors.some((text) => text.includes('A chunk failed to load'))).toBe(true)
    } finally {
      await context.close()
    }
  })
})

describe('a newer build', () => {
  it('is noticed by the poll; the next link is then a full load, and a failed manifest load is only logged', async () => {
    const context = await newVisitor(browser)
    try {
      await context.clock.install()
      const manifests: string[] = []
      await context.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'fffffffffff1', timestamp: Date.now() } }))
      await context.route('**/builds/meta/*.json', (route) => {
        manifests.push(new URL(route.request().url()).pathname)
        return route.fulfill({ status: 503, json: { message: 'Unavailable', statusCode: 503 } })
      })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await page.goto('/events', { waitUntil: 'load' })
      await page.waitForSelector('html[data-runtime="ready"]', { state: 'attached' })
      await markDocument(page)

      // Before the poll, links swap.
      await page.locator('header').getByRole('link', { name: 'Insights' }).click()
      await page.waitForURL('**/insights')
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Insights')
      expect(await sameDocument(page)).toBe(true)

      await page.clock.fastForward(BUILD_CHECK_INTERVAL_MS)
      await expect.poll(() => manifests).toEqual(['/builds/meta/fffffffffff1.json', '/builds/meta/fffffffffff1.json'])
      await expect.poll(() => errors.some((text) => text.includes('Loading the build manifest failed'))).toBe(true)

      await page.locator('header').getByRole('link', { name: 'Events' }).click()
      await page.waitForURL('**/events')
      await page.waitForLoadState('load')
      expect(await sameDocument(page)).toBe(false)
      expect(await page.locator('main h1').textContent()).toBe('Events')
    } finally {
      await context.close()
    }
  })
})
