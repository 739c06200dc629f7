/** The page shell (header, main heading, footer) renders in a real browser without errors. */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, watchedPage } from './browser.ts'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

describe('home page shell', () => {
  it('renders the heading, header navigation and footer with no console errors or failed requests', async () => {
    const context = await newVisitor(browser)
    try {
      const page = await watchedPage(context)
      const response = await page.goto('/', { waitUntil: 'load' })
      expect(response?.status()).toBe(200)
      await page.waitForLoadState('networkidle')

      await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true)
      const header = page.locator('header')
      expect(await header.getByRole('navigation').isVisible()).toBe(true)
      expect(await header.getByRole('link', { name: 'Contact' }).isVisible()).toBe(true)
      expect(await page.locator('footer').getByText('© 2024', { exact: false }).isVisible()).toBe(true)
      expect(await page.locator('html').getAttribute('lang')).toBe('en-GB')
      // The shell's small runtime ran.
      expect(await page.locator('html').getAttribute('data-runtime')).toBe('ready')
      // The favicon the document names exists, so no browser ever logs a 404 for it.
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg')
      const favicon = await page.request.get('/favicon.svg')
      expect(favicon.status()).toBe(200)
      expect(favicon.headers()['content-type']).toContain('image/svg+xml')

      expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
    } finally {
      await context.close()
    }
  })
})
