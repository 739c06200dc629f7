/**
 * Visitor journeys through the site's navigation, starting on the home page: every tool two clicks
 * away on a desktop (the mega menu's Tools, then the tool) and on a phone (the menu button, then
 * the tool), in English and German; the menu without JavaScript and closing on Escape; the footer
 * to the terms and the privacy policy; axe on the home page (menu open, desktop and phone) and on
 * a legal page.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocaleCode } from '../../locales/registry.ts'
import { companyPagePath } from '../../ui/content/company-pages.ts'
import { TOOL_ROUTES } from '../../ui/layout/site-navigation.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { COMPANY_NAME } from '../../ui/styles/brand.ts'
import { connectChromium, newVisitor, problemsOf, watchedPage } from './browser.ts'
import { expectAccessible } from './axe.ts'

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }
/** The collapsed header on a phone: one row (brand and menu button). */
const PHONE_HEADER_MAX_HEIGHT_PX = 72
/** Ten tools, each from the home page: longer than a one-page test. */
const JOURNEY_TIMEOUT_MS = 120_000
const TOOLS_LABEL: Partial<Record<LocaleCode, string>> = { 'en-gb': 'Tools', 'de-de': 'Werkzeuge' }

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function withVisitor(options: BrowserContextOptions, test: (page: Page) => Promise<void>) {
  const context = await newVisitor(browser, options)
  try {
    await test(await watchedPage(context))
  } finally {
    await context.close()
  }
}

async function openHome(page: Page, code: LocaleCode) {
  expect((await page.goto(pathFor('index', code), { waitUntil: 'load' }))?.status()).toBe(200)
}

const menuGroup = (page: Page, label: string) =>
  page.locator('header details[data-menu]', { has: page.locator('summary', { hasText: label }) })
const toolLink = (page: Page, tool: (typeof TOOL_ROUTES)[number], code: LocaleCode) =>
  page.locator(`header a[href="${pathFor(tool, code)}"]`).first()

/** Home again the visitor's way: the brand link in the header. */
async function backHome(page: Page, code: LocaleCode) {
  await page.locator('header').getByRole('link', { name: COMPANY_NAME }).click()
  await arrivedAt(page, pathFor('index', code))
}

async function arrivedAt(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path)
  await expect.poll(() => page.locator('main h1').first().isVisible()).toBe(true)
}

/** The default run (`npm test`) walks the desktop in English and the phone in German; `npm run test:full` both in both (decision 055). */
const DEFAULT_RUN_DESKTOP_LOCALE = 'en-gb'
const DEFAULT_RUN_PHONE_LOCALE = 'de-de'

describe('every tool is two clicks from the home page', () => {
  for (const code of ['en-gb', 'de-de'] as const) {
    it(`on a desktop in ${code}: Tools, then the tool`, {
      tags: code === DEFAULT_RUN_DESKTOP_LOCALE ? [] : ['full'],
      timeout: JOURNEY_TIMEOUT_MS,
    }, async () => {
      await withVisitor(DESKTOP, async (page) => {
        await openHome(page, code)
        for (const tool of TOOL_ROUTES) {
          expect(await toolLink(page, tool, code).isVisible()).toBe(false)
          await menuGroup(page, TOOLS_LABEL[code]!).locator('summary').click()
          await toolLink(page, tool, code).click()
          await arrivedAt(page, pathFor(tool, code))
          await backHome(page, code)
        }
        expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      })
    })

    it(`on a phone in ${code}: the menu button, then the tool, under a one-row header`, {
      tags: code === DEFAULT_RUN_PHONE_LOCALE ? [] : ['full'],
      timeout: JOURNEY_TIMEOUT_MS,
    }, async () => {
      await withVisitor(PHONE, async (page) => {
        await openHome(page, code)
        for (const tool of TOOL_ROUTES) {
          const header = await page.locator('header').boundingBox()
          expect(header!.height).toBeLessThanOrEqual(PHONE_HEADER_MAX_HEIGHT_PX)
          expect(await toolLink(page, tool, code).isVisible()).toBe(false)
          await page.locator('header details[data-menu-toggle] summary').click()
          await toolLink(page, tool, code).click()
          await arrivedAt(page, pathFor(tool, code))
          await backHome(page, code)
        }
        expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      })
    })
  }
})

describe('the menu', { tags: ['full'] }, () => {
  it('works without JavaScript: a group opens, its panel lists the catalogue, a line is one click further', async () => {
    await withVisitor({ ...DESKTOP, javaScriptEnabled: false }, async (page) => {
      await openHome(page, 'en-gb')
      const products = menuGroup(page, 'Display solutions')
      await products.locator('summary').click()
      const panel = page.locator('header details[data-menu][open] + [data-menu-panel]')
      await expect.poll(() => panel.isVisible()).toBe(true)
      const line = panel.locator('ul ul a').first()
      const href = await line.getAttribute('href')
      await line.click()
      await page.waitForURL((url) => url.pathname === href)
      expect(await page.locator('main h1').isVisible()).toBe(true)
    })
  })

  it('closes on Escape with focus back on its summary, and one group is open at a time', async () => {
    await withVisitor(DESKTOP, async (page) => {
      await openHome(page, 'en-gb')
      await page.waitForSelector('html[data-runtime="ready"]', { state: 'attached' })
      const tools = menuGroup(page, 'Tools')
      const support = menuGroup(page, 'Support')
      await tools.locator('summary').focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => tools.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true)
      await support.locator('summary').click()
      await expect.poll(() => tools.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false)
      await page.keyboard.press('Escape')
      await expect.poll(() => support.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false)
      expect(await support.locator('summary').evaluate((summary) => summary === document.activeElement)).toBe(true)
    })
  })
})

describe('the footer', { tags: ['full'] }, () => {
  it('leads to the terms and to the privacy policy', async () => {
    await withVisitor(DESKTOP, async (page) => {
      await openHome(page, 'en-gb')
      await page.locator('footer').getByRole('link', { name: 'Terms and conditions' }).click()
      await arrivedAt(page, companyPagePath('terms', 'en-gb'))
      expect(await page.locator('main h1').textContent()).toBe('Terms and conditions')
      await page.locator('footer').getByRole('link', { name: 'Privacy policy' }).click()
      await arrivedAt(page, companyPagePath('privacy-policy', 'en-gb'))
      expect(await page.locator('main h1').textContent()).toBe('Privacy policy')
    })
  })
})

describe('accessibility (axe)', { tags: ['full'] }, () => {
  it('finds no serious violation on the home page with the menu open, on a desktop and on a phone, nor on a legal page', async () => {
    await withVisitor(DESKTOP, async (page) => {
      await openHome(page, 'en-gb')
      await menuGroup(page, 'Display solutions').locator('summary').click()
      await expectAccessible(page, 'home, desktop, products menu open')
      await page.goto(companyPagePath('accessibility-statement', 'en-gb'), { waitUntil: 'load' })
      await expectAccessible(page, 'accessibility statement')
    })
    await withVisitor(PHONE, async (page) => {
      await openHome(page, 'de-de')
      await expectAccessible(page, 'home, phone, menu closed')
      await page.locator('header details[data-menu-toggle] summary').click()
      await expectAccessible(page, 'home, phone, menu open')
    })
  })
})
