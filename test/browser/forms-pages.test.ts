// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * The other form pages in the browser: axe on each, the retail brochure offered once its lead form
 * is sent, and the partner finder's country/region selector.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, watchedPage } from './browser.ts'
import { expectAccessible } from './axe.ts'
import { waitForIsland } from './forms-helpers.ts'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

const PAGES = [
  '/wave-enquiry-form',
  '/it-it/richiesta?product=55BDL4511D/00',
  '/es-es/folleto-comercio',
  '/partner-finder?country=NL',
  '/ja-jp/partner-finder?country=JP',
]

describe('form pages', () => {
  it.each(PAGES)('%s has no serious or critical axe violations', async (path) => {
    const context = await newVisitor(browser)
    try {
      const page = await watchedPage(context)
      expect((await page.goto(path, { waitUntil: 'load' }))?.status()).toBe(200)
      await expectAccessible(page, 'loaded')
      expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
    } finally {
      await context.close()
    }
  })

  it('the retail brochure form offers the PDF once it is sent', async () => {
    const context = await newVisitor(browser)
    try {
      const page = await watchedPage(context)
      await page.goto('/retail-brochure', { waitUntil: 'load' })
      const form = 'retail-brochure'
      await waitForIsland(page, `form[data-form="${form}"]`)
      await page.locator(`#${form}-first_name`).fill('Ada')
      await page.locator(`#${form}-last_name`).fill('Lovelace')
      await page.locator(`#${form}-email`).fill(`ada.brochure.${Date.now()}@example.com`)
      await page.locator(`#${form}-organisation`).fill('Analytical Engines Ltd')
      await page.locator(`#${form}-country`).selectOption('GB')
      await page.locator(`#${form}-consent_privacy`).check()
      await page.getByRole('button', { name: 'Get the brochure' }).click()
      const download = page.getByRole('link', { name: 'Download the retail brochure (PDF)' })
      await download.waitFor()
      const answer = await page.request.get((await download.getAttribute('href'))!)
      expect(answer.status()).toBe(200)
      expect(answer.headers()['content-type']).toBe('application/pdf')
      expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-')
      await expectAccessible(page, 'brochure offered')
    } finally {
      await context.close()
    }
  })

  it('the partner finder lists partners of the chosen country without JavaScript', async () => {
    const context = await newVisitor(browser, { javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto('/partner-finder', { waitUntil: 'load' })
      await page.getByLabel('Country or region').selectOption('DE')
      await page.getByLabel('Business line').selectOption('led')
      await Promise.all([page.waitForURL(/country=DE/), page.getByRole('button', { name: 'Show partners' }).click()])
      expect(await page.locator('#partner-results').textContent()).toBe('Partners in Germany')
      expect(await page.locator('main li').count()).toBeGreaterThan(0)
    } finally {
      await context.close()
    }
  })
})
