/**
 * With JavaScript disabled, pages still show their content, not the shell's loading text. Lists
 * stream in behind that text; without JavaScript React's inline swap script never runs, so the
 * list must reach the visitor in place however long the content read takes.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor } from './browser.ts'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function withoutJavaScript(test: (page: Page) => Promise<void>) {
  const context = await newVisitor(browser, { javaScriptEnabled: false })
  try {
    await test(await context.newPage())
  } finally {
    await context.close()
  }
}

/** The shell's loading text (`<p role="status">` in <main>) is not what the visitor sees. */
async function expectNoLoadingText(page: Page) {
  const loading = page.locator('main p[role="status"]')
  const visible = await loading.evaluateAll((elements) =>
    elements.filter((element) => (element as HTMLElement).offsetParent !== null).map((element) => element.textContent),
  )
  expect(visible, `${page.url()} shows the loading text instead of its content`).toEqual([])
  // Content that streamed in after the fallback would sit in a hidden div waiting for a script.
  const waiting = await page.locator('body > div[hidden]').count()
  expect(waiting, `${page.url()} keeps ${waiting} streamed part(s) hidden until a script swaps them in`).toBe(0)
}

describe('without JavaScript', () => {
  it('shows the home page content', async () => {
    await withoutJavaScript(async (page) => {
      expect((await page.goto('/', { waitUntil: 'load' }))?.status()).toBe(200)
      expect(await page.locator('main h1').first().isVisible()).toBe(true)
      expect(await page.locator('main').getByText('Loading…').isVisible()).toBe(false)
      await expectNoLoadingText(page)
      expect(await page.locator('footer').getByText('© 2024', { exact: false }).isVisible()).toBe(true)
    })
  })

  it('shows the events list or its empty state on /events once the content is cached', async () => {
    await withoutJavaScript(async (page) => {
      // Other files may or may not have read the events already: read them first so this test
      // always covers the same case (content cached); the next test covers the uncached one.
      expect((await page.request.get('/events')).status()).toBe(200)
      expect((await page.goto('/events', { waitUntil: 'load' }))?.status()).toBe(200)
      await expectNoLoadingText(page)
      const main = page.locator('main')
      expect(await main.getByRole('heading', { level: 1, name: 'Events' }).isVisible()).toBe(true)
      const listShown = await main.locator('section ul > li').first().isVisible()
      const emptyShown = await main.getByText('There are no events planned at the moment.').isVisible()
      expect(listShown || emptyShown).toBe(true)
      expect(await main.getByText('Loading…').isVisible()).toBe(false)
    })
  })

  // No other browser test reads the Spanish events, so this request always finds the content
  // cache cold: the case where the list arrives after the shell has been sent.
  it('shows the events list or its empty state on /es-es/events when the content is not cached yet', async () => {
    await withoutJavaScript(async (page) => {
      expect((await page.goto('/es-es/events', { waitUntil: 'load' }))?.status()).toBe(200)
      await expectNoLoadingText(page)
      const section = page.locator('main section').first()
      expect(await section.locator('h1').isVisible()).toBe(true)
      const listShown = await section.locator('ul > li').first().isVisible()
      const emptyShown = await section.locator('h1 ~ p').last().isVisible()
      expect(listShown || emptyShown).toBe(true)
    })
  })
})
