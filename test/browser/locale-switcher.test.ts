// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * The language chooser: choosing a locale lands on the same page in that locale and remembers the
 * choice in the `locale` cookie; a visitor without a cookie is sent to the locale their browser
 * prefers.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, siteUrl, watchedPage } from './browser.ts'

const YEAR_SECONDS = 365 * 24 * 60 * 60

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function withVisitor(test: (context: BrowserContext, page: Page) => Promise<void>, options = {}) {
  const context = await newVisitor(browser, options)
  try {
    await test(context, await watchedPage(context))
  } finally {
    await context.close()
  }
}

function chooser(page: Page) {
  return page.locator('details[data-language-chooser]').first()
}

async function chooseLanguage(page: Page, name: string | RegExp) {
  await chooser(page).locator('summary').click()
  await expect.poll(() => chooser(page).evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true)
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), chooser(page).getByRole('link', { name }).click()])
}

describe('language chooser', () => {
  it('switches /contact to French, remembers fr-fr for a year and sends / to /fr-fr afterwards', async () => {
    await withVisitor(async (context, page) => {
      expect((await page.goto('/contact'))?.status()).toBe(200)
      await chooseLanguage(page, /^Français \(FR\)/)

      expect(new URL(page.url()).pathname).toBe('/fr-fr/contact')
      expect(new URL(page.url()).search).toBe('')
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR')

      const cookie = (await context.cookies(siteUrl('/'))).find((candidate) => candidate.name === 'locale')
      expect(cookie).toBeDefined()
      expect(cookie?.value).toBe('fr-fr')
      expect(cookie?.sameSite).toBe('Lax')
      expect(cookie?.path).toBe('/')
      const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000
      expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 120)
      expect(lifetime).toBeLessThanOrEqual(YEAR_SECONDS + 5)

      await page.goto('/')
      expect(new URL(page.url()).pathname).toBe('/fr-fr')
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR')
    })
  })

  it('switches /contact to Italian on its localised path /it-it/contatti', async () => {
    await withVisitor(async (context, page) => {
      await page.goto('/contact')
      await chooseLanguage(page, /^Italiano \(IT\)/)
      expect(new URL(page.url()).pathname).toBe('/it-it/contatti')
      expect(await page.locator('html').getAttribute('lang')).toBe('it-IT')
      const cookie = (await context.cookies(siteUrl('/'))).find((candidate) => candidate.name === 'locale')
      expect(cookie?.value).toBe('it-it')
    })
  })

  it('switches a French page back to English (UK) on the unprefixed path and remembers en-gb', async () => {
    await withVisitor(async (context, page) => {
      expect((await page.goto('/fr-fr/contact'))?.status()).toBe(200)
      await chooseLanguage(page, /^English \(UK\)/)
      expect(new URL(page.url()).pathname).toBe('/contact')
      expect(await page.locator('html').getAttribute('lang')).toBe('en-GB')
      const cookie = (await context.cookies(siteUrl('/'))).find((candidate) => candidate.name === 'locale')
      expect(cookie?.value).toBe('en-gb')
    })
  })

  it('closes on Escape and returns focus to its summary', async () => {
    await withVisitor(async (_context, page) => {
      await page.goto('/contact', { waitUntil: 'load' })
      await expect.poll(() => page.locator('html').getAttribute('data-runtime')).toBe('ready')
      const summary = chooser(page).locator('summary')
      await summary.click()
      await expect.poll(() => chooser(page).evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true)
      // Move focus into the list, as a keyboard user would.
      await chooser(page).getByRole('link').first().focus()
      await page.keyboard.press('Escape')
      await expect.poll(() => chooser(page).evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false)
      expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true)
    })
  })
})

describe('locale detection', () => {
  it('sends a visitor whose browser prefers German and who has no cookie from / to /de-de', async () => {
    await withVisitor(
      async (context, page) => {
        expect(await context.cookies()).toEqual([])
        const response = await page.goto('/')
        expect(response?.status()).toBe(200)
        expect(new URL(page.url()).pathname).toBe('/de-de')
        expect(await page.locator('html').getAttribute('lang')).toBe('de-DE')
      },
      { locale: 'de-DE' },
    )
  })
})
