// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * Planning an LED wall the way a visitor does, in Chromium:
 * - on a desktop in English, from the home page's menu: the viewing distance and Full HD content
 *   first, the models ranked for them, two compared side by side, one chosen, the summary with its
 *   drawings and bill of materials, saved, and the branded PDF downloaded from the result;
 * - on a phone in German, from the home page's menu: the product chooser's LED answers handed to
 *   the configurator, the distance typed there, a spare percentage beyond the limit said out loud,
 *   the summary's drawings without sideways scrolling.
 * axe on each new kind of view. Figures, rules and documents are proven in test/unit and test/worker.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './axe.ts'
import { connectChromium, newVisitor, problemsOf, watchedPage } from './browser.ts'

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }
const JOURNEY_TIMEOUT_MS = 240_000
const TOOL = '[data-led-tool]'
/** A loaded 2-core machine can take seconds to answer a step, a bundle or a post. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 })

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

const step = (page: Page) => page.locator(`${TOOL} form[data-led-step]`).getAttribute('data-led-step')

async function ready(page: Page) {
  await page.waitForSelector(`${TOOL}[data-ready]`, { state: 'attached', timeout: 30_000 })
}

/** Whether the page scrolls sideways (a phone visitor should never have to). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)

describe('viewing distance first, compare, result, PDF', () => {
  it(
    'desktop, English: from the menu to a ranked choice, a comparison, the saved result and its PDF',
    async () => {
      const context = await newVisitor(browser, DESKTOP)
      try {
        const page = await watchedPage(context)
        await page.goto('/', { waitUntil: 'load' })
        await page
          .locator('header details[data-menu]', { has: page.locator('summary', { hasText: 'Tools' }) })
          .locator('summary')
          .click()
        await page.locator('header a[href="/led-configurator"]').first().click()
        await page.waitForURL((url) => url.pathname === '/led-configurator')
        await ready(page)
        expect(await step(page)).toBe('size')

        // Viewed from 4 m, Full HD at its native resolution: the size fields give way.
        await page.getByLabel('Viewing distance (m)').fill('4')
        await page.getByLabel('Full HD content (1920 × 1080) at its native resolution').check()
        await poll(() => page.locator(`${TOOL} input[name="width"]`).isVisible()).toBe(false)
        await page.locator(`${TOOL} button[value="model"]`).click()
        await poll(() => step(page)).toBe('model')
        await poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2')
        await poll(() => page.locator('[data-led-ranking-intro]').textContent()).toBe(
          'Viewed from 4 m: pixel pitches from 1.16 mm to 1.52 mm fit. The models that fit come first, the coarsest pitch first.',
        )
        const fitting = page.locator('[data-led-ranking="fitting"] [data-led-model]')
        const firstTwo = await fitting.evaluateAll((options) => options.slice(0, 2).map((option) => option.getAttribute('data-led-model')))
        expect(firstTwo).toEqual(['fp125h_00', 'fp125s_00'])
        await expectAccessible(page, 'LED model step ranked by distance')

        // Compare the first two.
        for (const slug of firstTwo) await page.locator(`input[name="compare"][value="${slug}"]`).check()
        await page.getByRole('button', { name: 'Compare the ticked models' }).click()
        await poll(() => step(page)).toBe('compare')
        expect(
          await page
            .locator('[data-led-compare-model]')
            .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-led-compare-model'))),
        ).toEqual(firstTwo)
        expect(new URL(page.url()).searchParams.getAll('compare')).toEqual(firstTwo)
        await expectAccessible(page, 'LED comparison')

        // Choose the 500 × 500 mm one: on to the LED area with it.
        await page.locator('[data-led-choose="fp125s_00"]').click()
        await poll(() => step(page)).toBe('area')
        await poll(() => new URL(page.url()).searchParams.get('model')).toBe('fp125s_00')
        // Full HD on 400 × 400 px cabinets: 5 × 3, 2.5 × 1.5 m
        await poll(() => page.locator('[data-led-fit]').textContent()).toContain('5 × 3')

        await page.locator(`${TOOL} button[value="summary"]`).click()
        await poll(() => step(page)).toBe('summary')
        await poll(() => page.locator('[data-led-drawing]').count()).toBe(3)
        expect(await page.locator('[data-figure="resolution"] td').textContent()).toBe('2,000 × 1,200 px')
        expect(await page.locator('[data-bom-line]').count()).toBe(10)
        await expectAccessible(page, 'LED summary with views and bill of materials')

        await Promise.all([
          page.waitForURL(/\/led-configurator\/result\/[0-9a-f-]{36}\?expires=\d+&signature=/),
          page.locator('[data-led-save] button[type="submit"]').click(),
        ])
        await page.waitForSelector('[data-led-actions][data-ready]', { state: 'attached' })
        expect(await page.locator('[data-led-drawing]').count()).toBe(3)
        await expectAccessible(page, 'LED result with documents')

        const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-led-pdf]').click()])
        expect(download.suggestedFilename()).toMatch(/^led-wall-fp125s-00-[0-9a-f]{8}\.pdf$/)
        const chunks: Buffer[] = []
        for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
        const pdf = Buffer.concat(chunks)
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
        expect(pdf.length).toBeGreaterThan(5_000)
        expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      } finally {
        await context.close()
      }
    },
    JOURNEY_TIMEOUT_MS,
  )
})

describe('from the product chooser to an LED wall', () => {
  it(
    'phone, German: LED answers handed to the configurator, the distance typed there, the spare limit said out loud',
    async () => {
      const context = await newVisitor(browser, PHONE)
      try {
        const page = await watchedPage(context)
        await page.goto('/de-de', { waitUntil: 'load' })
        await page.locator('header details[data-menu-toggle] summary').click()
        await page.locator('header a[href="/de-de/produktberater"]').first().click()
        await page.waitForURL((url) => url.pathname === '/de-de/produktberater')
        await page.waitForSelector('[data-guide][data-ready]', { state: 'attached', timeout: 30_000 })

        // Retail, 43–49 inches, then the results.
        await page.locator('input[name="use"][value="retail"]').check()
        await page.locator('button[value="next"]').click()
        await poll(() => page.locator('input[name="size"][value="43-49"]').count()).toBe(1)
        await page.locator('input[name="size"][value="43-49"]').check()
        await page.locator('button[value="results"]').click()
        await poll(() => page.locator('[data-chooser-led]').isVisible()).toBe(true)
        await Promise.all([
          page.waitForURL((url) => url.pathname === '/de-de/led-konfigurator'),
          page.getByRole('link', { name: 'Mit diesen Antworten eine LED-Wand planen' }).click(),
        ])
        await ready(page)
        expect(await step(page)).toBe('size')
        // 43–49" became a 46" 16:9 wall: 1018 × 573 mm, shown in centimetres.
        expect(await page.locator(`${TOOL} input[name="width"]`).inputValue()).toBe('101.8')

        await page.getByLabel('Betrachtungsabstand (m)').fill('3')
        await page.locator(`${TOOL} button[value="model"]`).click()
        await poll(() => step(page)).toBe('model')
        // 3000 / 3438 = 0.87 mm; 3000 / 1000 = 3 mm
        await poll(() => page.locator('[data-led-ranking-intro]').textContent()).toContain(
          'Aus 3 m betrachtet passen Pixelabstände von 0,87 mm bis 3 mm.',
        )
        expect(await scrollsSideways(page)).toBe(false)

        await page.locator(`${TOOL} button[value="area"]`).click()
        await poll(() => step(page)).toBe('area')
        const spare = page.getByLabel('Ersatzmodule (Prozent)')
        await spare.fill('25')
        await poll(() => page.locator('[data-led-spare-notice]').textContent()).toBe(
          'Ersatzmodule sind auf 0–20 % begrenzt: 20 % sind eingeplant.',
        )
        await expectAccessible(page, 'LED area on a phone in German')

        await page.locator(`${TOOL} button[value="summary"]`).click()
        await poll(() => step(page)).toBe('summary')
        await poll(() => page.locator('[data-led-drawing]').count()).toBe(3)
        await poll(() => page.locator('[data-figure="spare-modules"] td').textContent()).toContain('(20 %)')
        expect(await scrollsSideways(page)).toBe(false)
        expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      } finally {
        await context.close()
      }
    },
    JOURNEY_TIMEOUT_MS,
  )
})
