/**
 * Journeys that start on the home page, as a visitor walks them, on a desktop and a phone
 * viewport in two languages: the home page shows its blocks (hero, products, tools, insights,
 * events); a tool teaser leads to the tool; careers → a job → an application with a CV sent (the
 * drop zone lists the chosen file). axe at zero serious violations on the home page, the block
 * overview and a job page.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, watchedPage } from './browser.ts'
import { expectAccessible } from './axe.ts'
import { waitForIsland } from './forms-helpers.ts'

/** A journey with axe on three pages and a form sent takes longer than a page test. */
const JOURNEY_TIMEOUT_MS = 180_000

const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const

interface Journey {
  code: string
  browserLocale: string
  home: string
  viewport: keyof typeof VIEWPORTS
  /** The LED configurator teaser's title and the tool's path. */
  tool: { name: string; path: string }
  careers: string
  submit: string
  sent: string
}

const JOURNEYS: Journey[] = [
  {
    code: 'en-gb',
    browserLocale: 'en-GB',
    home: '/',
    viewport: 'desktop',
    tool: { name: 'LED wall configurator', path: '/led-configurator' },
    careers: '/careers',
    submit: 'Send application',
    sent: 'Thank you',
  },
  {
    code: 'de-de',
    browserLocale: 'de-DE',
    home: '/de-de',
    viewport: 'phone',
    tool: { name: 'LED-Wand-Konfigurator', path: '/de-de/led-konfigurator' },
    careers: '/de-de/careers',
    submit: 'Bewerbung senden',
    sent: 'Vielen Dank',
  },
]

/** A small PDF, as a CV (the server sniffs the bytes). */
const CV_PDF = Buffer.from('%PDF-1.4\n% curriculum vitae\n')

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function blocksOnPage(page: Page): Promise<string[]> {
  return page.locator('[data-block]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block') ?? ''))
}

describe.each(JOURNEYS)('from the home page in $code on a $viewport', (journey) => {
  it(
    'the home page shows its blocks, and a tool teaser leads to the tool',
    async () => {
      const context = await newVisitor(browser, { locale: journey.browserLocale, viewport: VIEWPORTS[journey.viewport] })
      try {
        const page = await watchedPage(context)
        expect((await page.goto(journey.home, { waitUntil: 'load' }))?.status()).toBe(200)
        const blocks = await blocksOnPage(page)
        for (const block of ['hero', 'product-teasers', 'tool-teasers', 'latest-insights', 'upcoming-events'])
          expect(blocks).toContain(block)
        await expect.poll(() => page.locator('[data-product]').count()).toBeGreaterThan(0)
        expect(await page.locator('[data-insight]').count()).toBeGreaterThan(0)
        expect(await page.locator('[data-event]').count()).toBeGreaterThan(0)
        // No block is wider than the page's main column (no sideways scrolling on a phone).
        const overflow = await page.evaluate(() => {
          const main = document.querySelector('main')!
          const right = main.getBoundingClientRect().right
          const wider = [...main.querySelectorAll('*')]
            .filter((element) => element.getBoundingClientRect().right > right + 1)
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${element.textContent?.slice(0, 40)}`)
          return { by: main.scrollWidth - main.clientWidth, wider }
        })
        expect(overflow.by, overflow.wider.join('\n')).toBeLessThanOrEqual(0)
        expect(await page.locator('script[data-island], [data-island]').count()).toBe(0)
        await expectAccessible(page, 'home')

        const teaser = page.locator('[data-block="tool-teasers"]').getByRole('link', { name: journey.tool.name })
        await teaser.scrollIntoViewIfNeeded()
        await teaser.click()
        await page.waitForURL(`**${journey.tool.path}`)
        expect(new URL(page.url()).pathname).toBe(journey.tool.path)
        expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      } finally {
        await context.close()
      }
    },
    JOURNEY_TIMEOUT_MS,
  )

  it('careers → a job → an application with a CV sent', { tags: ['full'], timeout: JOURNEY_TIMEOUT_MS }, async () => {
    const context = await newVisitor(browser, { locale: journey.browserLocale, viewport: VIEWPORTS[journey.viewport] })
    try {
      const page = await watchedPage(context)
      await page.goto(journey.careers, { waitUntil: 'load' })
      const first = page.locator('[data-job-list] h2 a').first()
      const title = (await first.textContent())!.trim()
      await first.click()
      await page.waitForSelector('[data-job-page]')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title)
      await waitForIsland(page, 'form[data-form="job-application"]')
      await expectAccessible(page, 'job page')

      const field = (name: string) => page.locator(`#job-application-${name}`)
      await field('first_name').fill('Ada')
      await field('last_name').fill('Lovelace')
      await field('email').fill(`ada.${Date.now()}@example.com`)
      await field('country').selectOption('NL')
      await field('cover_letter').fill('I would love to build displays with you.')
      await field('cv').setInputFiles({ name: 'ada-lovelace-cv.pdf', mimeType: 'application/pdf', buffer: CV_PDF })
      // The drop zone lists the chosen file instead of the browser's "No file chosen".
      await expect.poll(() => page.locator('[data-chosen-files]').textContent()).toContain('ada-lovelace-cv.pdf')
      await field('consent_privacy').check()
      await page.getByRole('button', { name: journey.submit }).click()
      const sent = page.locator('[data-form-sent="job-application"]')
      await sent.waitFor()
      expect(await sent.getByRole('heading').textContent()).toBe(journey.sent)
      expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
    } finally {
      await context.close()
    }
  })
})

describe('the block overview', () => {
  it(
    'shows every block and component, and axe finds nothing serious',
    async () => {
      const context = await newVisitor(browser)
      try {
        const page = await watchedPage(context)
        expect((await page.goto('/block-overview', { waitUntil: 'load' }))?.status()).toBe(200)
        expect(await page.locator('[data-sample]').count()).toBeGreaterThan(10)
        await expectAccessible(page, 'block overview')
      } finally {
        await context.close()
      }
    },
    JOURNEY_TIMEOUT_MS,
  )
})
