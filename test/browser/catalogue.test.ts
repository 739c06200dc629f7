// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * The catalogue and content pages in a real browser against the seed: filtering the product
 * overview with the plain GET form, opening a product in English and in French through the
 * language chooser, comparing two products, and axe on every kind of content page.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { expectAccessible } from './axe.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, watchedPage } from './browser.ts'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function withVisitor(test: (page: Page, context: BrowserContext) => Promise<void>, options: BrowserContextOptions = {}) {
  const context = await newVisitor(browser, options)
  try {
    await test(await watchedPage(context), context)
  } finally {
    await context.close()
  }
}

async function resultCount(page: Page): Promise<number> {
  return Number(await page.locator('[data-result-count]').first().getAttribute('data-result-count'))
}

/** A filter value's label (it wraps the checkbox and the count). */
function optionLabel(page: Page, name: string, value: string) {
  return page.locator('form[data-product-filters] label', { has: page.locator(`input[name="${name}"][value="${value}"]`) })
}

async function chooseLanguage(page: Page, name: RegExp) {
  const chooser = page.locator('details[data-language-chooser]').first()
  await chooser.locator('summary').click()
  await expect.poll(() => chooser.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true)
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), chooser.getByRole('link', { name }).click()])
}

describe('product overview', () => {
  // With JavaScript the filters apply on change (test/browser/journeys-find.test.ts); this is the plain form.
  it('filters with the form without JavaScript: the result count becomes the count shown next to the chosen value, a chip removes it again', async () => {
    await withVisitor(
      async (page) => {
        expect((await page.goto('/display-solutions', { waitUntil: 'load' }))?.status()).toBe(200)
        const total = await resultCount(page)
        expect(total).toBeGreaterThan(0)
        expect(await page.locator('form[data-product-filters] fieldset').count()).toBe(9)

        // A value that narrows the list: some products, not all.
        const options = page.locator('form[data-product-filters] input[type="checkbox"]')
        let chosen: { name: string; value: string; count: number } | undefined
        for (let index = 0; index < (await options.count()) && !chosen; index++) {
          const name = (await options.nth(index).getAttribute('name'))!
          const value = (await options.nth(index).getAttribute('value'))!
          const count = Number((await optionLabel(page, name, value).locator('[data-facet-count]').textContent())!.replace(/\D/g, ''))
          if (count > 0 && count < total) chosen = { name, value, count }
        }
        expect(chosen, 'a filter value that narrows the overview').toBeDefined()
        await optionLabel(page, chosen!.name, chosen!.value).click()
        await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.getByRole('button', { name: 'Show results' }).click()])

        expect(new URL(page.url()).search).not.toBe('')
        expect(await resultCount(page)).toBe(chosen!.count)
        expect(await page.locator('[data-product]').count()).toBe(Math.min(chosen!.count, 24))
        expect(await page.locator(`form[data-product-filters] input[name="${chosen!.name}"][value="${chosen!.value}"]`).isChecked()).toBe(
          true,
        )

        const chip = page.locator('[data-filter-chip]')
        expect(await chip.count()).toBe(1)
        await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), chip.click()])
        expect(await resultCount(page)).toBe(total)
        expect(problemsOf(page).pageErrors).toEqual([])
      },
      { javaScriptEnabled: false },
    )
  })
})

describe('product page', () => {
  it('opens a product from the overview in English, then the same product in French through the language chooser', async () => {
    await withVisitor(async (page, context) => {
      await page.goto('/display-solutions', { waitUntil: 'load' })
      const firstCard = page.locator('[data-product]').first()
      const ctn = (await firstCard.getAttribute('data-product'))!
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), firstCard.locator('h3 a').click()])

      expect(await page.locator('html').getAttribute('lang')).toBe('en-GB')
      expect(await page.locator('main h1').textContent()).toBeTruthy()
      expect(await page.locator('[data-ctn]').textContent()).toContain(ctn)
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).isVisible()).toBe(true)
      expect(await page.locator('table caption').count()).toBeGreaterThan(0)
      const englishPath = new URL(page.url()).pathname

      await chooseLanguage(page, /^Français \(FR\)/)
      const frenchPath = new URL(page.url()).pathname
      expect(frenchPath.startsWith('/fr-fr/solutions-d-affichage/')).toBe(true)
      expect(frenchPath).not.toBe(englishPath)
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR')
      expect(await page.locator('[data-ctn]').textContent()).toContain(ctn)
      expect(await page.getByRole('navigation', { name: 'Fil d’Ariane' }).isVisible()).toBe(true)
      expect(await page.getByRole('heading', { name: 'Caractéristiques techniques' }).isVisible()).toBe(true)
      const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale')
      expect(cookie?.value).toBe('fr-fr')
      expect(problemsOf(page).pageErrors).toEqual([])
      // Inline scripts carry the nonce and nothing is styled inline: the CSP refuses nothing.
      expect(problemsOf(page).consoleErrors.filter((message) => /Content Security Policy|Refused to/i.test(message))).toEqual([])
    })
  })
})

describe('compare', () => {
  it('compares two products ticked in the overview (through the compare tray), then removes one', async () => {
    await withVisitor(async (page) => {
      await page.goto('/display-solutions', { waitUntil: 'load' })
      const cards = page.locator('[data-product]')
      expect(await cards.count()).toBeGreaterThanOrEqual(2)
      const first = (await cards.nth(0).getAttribute('data-product'))!
      const second = (await cards.nth(1).getAttribute('data-product'))!
      await page.waitForSelector('html[data-runtime="ready"]', { state: 'attached' })
      await cards
        .nth(0)
        .getByLabel(/^Compare/)
        .check()
      // The tray loads once a box is ticked (decision 032).
      await page.waitForSelector('[data-island="CompareTray"][data-island-hydrated]', { state: 'attached' })
      await cards
        .nth(1)
        .getByLabel(/^Compare/)
        .check()
      await Promise.all([page.waitForURL('**/display-solutions/compare?**'), page.locator('[data-compare-tray-link]').click()])
      await page.waitForLoadState('load')

      expect(new URL(page.url()).pathname).toBe('/display-solutions/compare')
      const columns = page.locator('[data-compare-product]')
      expect(await columns.count()).toBe(2)
      expect(await columns.nth(0).getAttribute('data-compare-product')).toBe(first)
      expect(await columns.nth(1).getAttribute('data-compare-product')).toBe(second)
      expect(await page.locator('table[data-compare-table] tbody tr').count()).toBeGreaterThan(5)
      await expectAccessible(page, 'the page')

      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), columns.nth(0).locator('[data-compare-remove]').click()])
      expect(await page.locator('[data-compare-product]').count()).toBe(1)
    })
  })
})

/** The first link on `path` matching `selector`, to reach a detail page whatever the seed holds. */
async function firstLink(page: Page, path: string, selector: string): Promise<string> {
  await page.goto(path, { waitUntil: 'load' })
  const href = await page.locator(selector).first().getAttribute('href')
  expect(href, `a link ${selector} on ${path}`).toBeTruthy()
  return href!
}

const LIST_PAGES = [
  '/display-solutions',
  '/display-solutions?page=2',
  '/display-solutions/compare',
  '/insights',
  '/events',
  '/careers',
  '/downloads',
  '/industry-display-solutions',
  '/search?q=display',
  '/search?q=zzzzqqqq',
  '/fr-fr/solutions-d-affichage',
]

describe('accessibility of the content pages (axe)', () => {
  it.each(LIST_PAGES)('%s has no serious or critical violations', async (path) => {
    await withVisitor(async (page) => {
      const response = await page.goto(path, { waitUntil: 'load' })
      expect(response?.status()).toBe(200)
      await expectAccessible(page, 'the page')
    })
  })

  it('detail pages (category, line, product, insight, event, download category, industry) have no serious or critical violations', async () => {
    await withVisitor(async (page) => {
      const category = await firstLink(page, '/display-solutions', '#categories-heading ~ ul a')
      const paths = [
        category,
        await firstLink(page, category, '#lines-heading ~ ul a'),
        await firstLink(page, '/display-solutions', '[data-product] h3 a'),
        await firstLink(page, '/insights', '[data-insight-list] a'),
        await firstLink(page, '/events', 'main article h3 a'),
        await firstLink(page, '/downloads', 'nav[aria-label="Download categories"] li:nth-child(2) a'),
        await firstLink(page, '/industry-display-solutions', 'main article a'),
      ]
      for (const path of paths) {
        const response = await page.goto(path, { waitUntil: 'load' })
        expect(response?.status(), path).toBe(200)
        await expectAccessible(page, 'the page')
      }
      expect(problemsOf(page).pageErrors).toEqual([])
    })
  }, 120_000)
})
