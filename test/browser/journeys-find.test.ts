// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * Finding a product, walked as visitors do from the home page, on a desktop and a phone viewport
 * in two languages: the overview's filters apply on change (live counts, values that would show
 * nothing disabled) and survive a language switch; on a phone the filters sit in a drawer and the
 * first result is near the top; the compare tray keeps products across pages and reloads, refuses
 * a 5th and keeps the comparison when adding more; the compare page never scrolls sideways on a
 * phone; a product code typed with two digits swapped finds that product first, from the header
 * and in the suggestions. axe on the overview and the search page.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pathFor } from '../../ui/routes/route-table.ts'
import { connectChromium, newVisitor, problemsOf, watchedPage } from './browser.ts'
import { expectAccessible } from './axe.ts'

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
/** A seed product and the same code with two neighbouring digits swapped (4500 → 4050). */
const INTENDED_CTN_START = '55VS4500'
const TRANSPOSED_CODE = '55VS4050'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function withVisitor(options: BrowserContextOptions, test: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await newVisitor(browser, options)
  try {
    const page = await watchedPage(context)
    await test(page, context)
    expect(problemsOf(page).pageErrors).toEqual([])
  } finally {
    await context.close()
  }
}

/** Follows the first visible link to `path` on the page, opening the header's menus if it hides there. */
async function follow(page: Page, path: string) {
  let link = page.locator(`a[href="${path}"]:visible`).first()
  if (!(await link.count())) {
    for (const toggle of await page.locator('header summary:visible, header button[aria-expanded="false"]:visible').all()) {
      await toggle.click()
      link = page.locator(`a[href="${path}"]:visible`).first()
      if (await link.count()) break
    }
  }
  expect(await link.count(), `a visible link to ${path} on ${page.url()}`).toBeGreaterThan(0)
  await Promise.all([page.waitForURL((url) => url.pathname === path), link.click()])
  await page.waitForLoadState('load')
}

/** A visitor on a phone answers the consent banner first (it covers the bottom of the screen). */
async function declineConsent(page: Page) {
  const deny = page.locator('[data-consent-banner] button[name="decision"][value="deny"]')
  if (await deny.isVisible()) {
    await deny.click()
    await expect.poll(() => deny.isVisible()).toBe(false)
  }
}

async function hydrated(page: Page, island: string) {
  await page.waitForSelector(`[data-island="${island}"][data-island-hydrated]`, { state: 'attached', timeout: 20_000 })
}

/** The client runtime runs: forms apply on change, islands load on demand (decision 032). */
async function runtimeReady(page: Page) {
  await page.waitForSelector('html[data-runtime="ready"]', { state: 'attached', timeout: 20_000 })
}

async function resultCount(page: Page): Promise<number> {
  return Number(await page.locator('[data-result-count]').first().getAttribute('data-result-count'))
}

function filterOption(page: Page, name: string, value: string) {
  return page.locator('form[data-product-filters] label', { has: page.locator(`input[name="${name}"][value="${value}"]`) })
}

/** A filter value that narrows the list (some products, not all), with its count. */
async function narrowingValue(page: Page): Promise<{ name: string; value: string; count: number }> {
  const total = await resultCount(page)
  const values = await page.locator('form[data-product-filters] input[type="checkbox"]').evaluateAll((inputs) =>
    inputs.map((input) => {
      const box = input as HTMLInputElement
      const count = Number(box.closest('label')?.querySelector('[data-facet-count]')?.textContent?.replace(/\D/g, '') ?? 0)
      return { name: box.name, value: box.value, count }
    }),
  )
  const chosen = values.find((candidate) => candidate.count > 0 && candidate.count < total)
  expect(chosen, 'a filter value that narrows the overview').toBeDefined()
  return chosen!
}

/** Every unticked value whose count says it would show nothing is disabled, and only those. */
async function zeroValuesDisabled(page: Page): Promise<boolean> {
  return page.locator('form[data-product-filters] input[type="checkbox"]').evaluateAll((inputs) =>
    inputs.every((input) => {
      const box = input as HTMLInputElement
      const count = Number(box.closest('label')?.querySelector('[data-facet-count]')?.textContent?.replace(/\D/g, '') ?? 0)
      return box.disabled === (count === 0 && !box.checked)
    }),
  )
}

async function chooseLanguage(page: Page, name: RegExp, prefix: string) {
  const chooser = page.locator('details[data-language-chooser]').first()
  await chooser.locator('summary').click()
  await Promise.all([
    page.waitForURL((url) => url.pathname.startsWith(prefix) && !url.searchParams.has('locale')),
    chooser.getByRole('link', { name }).click(),
  ])
  await page.waitForLoadState('load')
}

describe('finding products in the overview', () => {
  it('desktop, English then French: home → overview, a filter applies on change with live counts, and the language switch keeps it', async () => {
    await withVisitor(DESKTOP, async (page) => {
      await page.goto('/', { waitUntil: 'load' })
      await follow(page, '/display-solutions')
      await runtimeReady(page)
      const total = await resultCount(page)
      const chosen = await narrowingValue(page)

      // No "Show results" click: the list follows the tick, and the address with it.
      await filterOption(page, chosen.name, chosen.value).click()
      await page.waitForURL((url) => url.searchParams.get(chosen.name) === chosen.value)
      await expect.poll(() => resultCount(page)).toBe(chosen.count)
      expect(await page.locator('[data-product]').count()).toBe(Math.min(chosen.count, 24))
      // The counts are the ones of the new list: the chosen value's own count is unchanged, others may have dropped to zero.
      await expect.poll(() => page.locator('[data-show-results]').textContent()).toContain(`(${chosen.count})`)
      expect(await zeroValuesDisabled(page)).toBe(true)
      expect(total).toBeGreaterThan(chosen.count)
      await expectAccessible(page, 'filtered overview, desktop')

      await chooseLanguage(page, /^Français \(FR\)/, '/fr-fr/')
      const french = new URL(page.url())
      expect(french.pathname).toBe('/fr-fr/solutions-d-affichage')
      expect(french.searchParams.get(chosen.name)).toBe(chosen.value)
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR')
      expect(await resultCount(page)).toBe(chosen.count)
      expect(await page.locator(`form[data-product-filters] input[name="${chosen.name}"][value="${chosen.value}"]`).isChecked()).toBe(true)
    })
  })

  it('phone, German: the first result is near the top, the filters open in a drawer and apply', async () => {
    await withVisitor({ ...PHONE, locale: 'de-DE' }, async (page) => {
      await page.goto('/de-de', { waitUntil: 'load' })
      await declineConsent(page)
      await follow(page, pathFor('display-solutions', 'de-de'))
      await runtimeReady(page)

      const firstResult = await page.locator('[data-product]').first().boundingBox()
      expect(firstResult, 'the first product card').not.toBeNull()
      expect(firstResult!.y).toBeLessThan(844)
      const drawer = page.locator('details[data-filter-drawer]')
      expect(await drawer.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false)
      expect(await page.locator('form[data-product-filters] fieldset').first().isVisible()).toBe(false)

      await drawer.locator('summary').click()
      expect(await page.locator('form[data-product-filters] fieldset').first().isVisible()).toBe(true)
      await expectAccessible(page, 'overview with the filter drawer open, phone')
      const chosen = await narrowingValue(page)
      await filterOption(page, chosen.name, chosen.value).click()
      await page.waitForURL((url) => url.searchParams.get(chosen.name) === chosen.value)
      await page.locator('[data-show-results]').click()
      expect(await drawer.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false)
      await expect.poll(() => resultCount(page)).toBe(chosen.count)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    })
  })
})

describe('the overview on a phone, by keyboard', () => {
  it('phone, English: categories come before the results on screen and in the page; a value ticked with the keyboard applies and keeps focus; the sort applies', async () => {
    await withVisitor(PHONE, async (page) => {
      await page.goto('/', { waitUntil: 'load' })
      await declineConsent(page)
      await follow(page, '/display-solutions')
      await runtimeReady(page)

      // What the eye sees first is what the keyboard reaches first.
      const category = page.locator('[data-group-links] a').first()
      const product = page.locator('[data-product] h3 a').first()
      const categoryBox = (await category.boundingBox())!
      const productBox = (await page.locator('[data-product]').first().boundingBox())!
      expect(categoryBox.y).toBeLessThan(productBox.y)
      expect(productBox.y).toBeLessThan(844)
      expect(
        await category.evaluate(
          (link, other) => Boolean(link.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
          await product.elementHandle(),
        ),
      ).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

      await page.locator('details[data-filter-drawer] summary').click()
      const chosen = await narrowingValue(page)
      const box = page.locator(`form[data-product-filters] input[name="${chosen.name}"][value="${chosen.value}"]`)
      await box.focus()
      await page.keyboard.press('Space')
      await page.waitForURL((url) => url.searchParams.get(chosen.name) === chosen.value)
      await expect.poll(() => resultCount(page)).toBe(chosen.count)
      // The box was replaced by the server's new one: focus is on it, ticked, and the drawer stays open.
      expect(
        await page.evaluate(() => {
          const focused = document.activeElement as HTMLInputElement | null
          return focused ? `${focused.name}=${focused.value}:${focused.checked}` : ''
        }),
      ).toBe(`${chosen.name}=${chosen.value}:true`)
      expect(await page.locator('details[data-filter-drawer]').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true)

      await page.locator('form[data-product-filters] select[name="sort"]').selectOption('name')
      await page.waitForURL((url) => url.searchParams.get('sort') === 'name' && url.searchParams.get(chosen.name) === chosen.value)
      await expect
        .poll(async () => {
          const names = await page.locator('[data-product] h3 a').allTextContents()
          return (
            names.length > 0 &&
            names.every(
              (name, index) => index === 0 || names[index - 1]!.localeCompare(name, 'en-GB', { numeric: true, sensitivity: 'base' }) <= 0,
            )
          )
        })
        .toBe(true)
      await page.locator('[data-show-results]').click()
      expect(await page.locator('details[data-filter-drawer]').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false)
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('product-results-heading')
    })
  })
})

describe('comparing products', () => {
  it('desktop: ticks on two pages survive paging and a reload, the 5th is refused, "Add products" keeps the comparison', async () => {
    await withVisitor(DESKTOP, async (page) => {
      await page.goto('/', { waitUntil: 'load' })
      await follow(page, '/display-solutions')
      await runtimeReady(page)
      const cards = page.locator('[data-product]')
      const first = (await cards.nth(0).getAttribute('data-product'))!
      await cards
        .nth(0)
        .getByLabel(/^Compare/)
        .check()
      // The tray loads once a box is ticked (decision 032).
      await hydrated(page, 'CompareTray')

      await Promise.all([page.waitForURL((url) => url.searchParams.get('page') === '2'), page.locator('a[rel="next"]').first().click()])
      await hydrated(page, 'CompareTray')
      const second = (await cards.nth(0).getAttribute('data-product'))!
      await cards
        .nth(0)
        .getByLabel(/^Compare/)
        .check()
      const tray = page.locator('[data-compare-tray]')
      await expect.poll(() => tray.locator('[data-compare-tray-item]').count()).toBe(2)

      await page.reload({ waitUntil: 'load' })
      await hydrated(page, 'CompareTray')
      await expect.poll(() => tray.locator('[data-compare-tray-item]').count()).toBe(2)
      expect(
        await cards
          .nth(0)
          .getByLabel(/^Compare/)
          .isChecked(),
      ).toBe(true)

      await Promise.all([page.waitForURL('**/display-solutions/compare?**'), tray.locator('[data-compare-tray-link]').click()])
      await page.waitForLoadState('load')
      const columns = page.locator('[data-compare-product]')
      expect(await columns.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-compare-product')))).toEqual([first, second])

      await Promise.all([page.waitForURL((url) => url.pathname === '/display-solutions'), page.locator('[data-compare-add-more]').click()])
      await page.waitForLoadState('load')
      await hydrated(page, 'CompareTray')
      await expect.poll(() => tray.locator('[data-compare-tray-item]').count()).toBe(2)
      const unticked = page.locator('[data-product] input[name="ctn"]:not(:checked)')
      await unticked.nth(0).check()
      await unticked.nth(0).check()
      await expect.poll(() => tray.locator('[data-compare-tray-item]').count()).toBe(4)
      const fifthCtn = (await unticked.nth(0).getAttribute('value'))!
      const fifth = page.locator(`[data-product] input[name="ctn"][value="${fifthCtn}"]`)
      await fifth.click()
      expect(await fifth.isChecked()).toBe(false)
      await expect.poll(() => page.locator('[data-compare-limit]').textContent()).toContain('up to 4 products')
      expect(await tray.locator('[data-compare-tray-item]').count()).toBe(4)
    })
  })

  it('phone, Italian: the compare page of four products does not scroll sideways', async () => {
    await withVisitor({ ...PHONE, locale: 'it-IT' }, async (page) => {
      const answer = await page.request.get('/api/products?locale=it-it&pageSize=4')
      const products = ((await answer.json()) as { data: Array<{ ctn: string }> }).data.map((product) => product.ctn)
      const query = new URLSearchParams(products.map((ctn) => ['ctn', ctn]))
      await page.goto(`${pathFor('display-solutions-compare', 'it-it')}?${query}`, { waitUntil: 'load' })
      expect(await page.locator('[data-compare-product]').count()).toBe(4)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      // The attribute column stays in view while the products scroll in their region.
      const region = page.locator('[role="region"]:has(table[data-compare-table])')
      await region.evaluate((element) => element.scrollBy({ left: 400 }))
      const label = await page.locator('table[data-compare-table] tbody th').first().boundingBox()
      expect(label!.x).toBeLessThan(40)
    })
  })
})

describe('searching', () => {
  it('desktop, English: a code with two digits swapped, typed in the header, finds that product first; suggestions show it with a thumbnail', async () => {
    await withVisitor(DESKTOP, async (page) => {
      await page.goto('/', { waitUntil: 'load' })
      const header = page.locator('header input[type="search"]').first()
      await header.fill(TRANSPOSED_CODE)
      await Promise.all([page.waitForURL((url) => url.searchParams.get('q') === TRANSPOSED_CODE), header.press('Enter')])
      await page.waitForLoadState('load')
      const first = page.locator('[data-search-results] [data-result-type]').first()
      expect(await first.getAttribute('data-result-type')).toBe('product')
      expect(await first.textContent()).toContain(INTENDED_CTN_START)
      expect(await page.locator('[data-search-group]').first().getAttribute('data-search-group')).toBe('product')
      await expectAccessible(page, 'search results')

      await hydrated(page, 'SearchSuggestions')
      const field = page.getByRole('combobox')
      await field.fill('')
      await field.pressSequentially(TRANSPOSED_CODE.slice(0, 7))
      await field.pressSequentially(TRANSPOSED_CODE.slice(7))
      const options = page.getByRole('option')
      await expect.poll(() => options.first().textContent(), { timeout: 10_000 }).toContain(INTENDED_CTN_START)
      expect(await options.first().locator('img').getAttribute('src')).toMatch(/^\/(images|product-images)\//)
      expect(await field.getAttribute('aria-expanded')).toBe('true')
      await expectAccessible(page, 'search suggestions open')
      await field.press('ArrowDown')
      await Promise.all([page.waitForURL((url) => url.pathname.includes('/display-solutions/')), field.press('Enter')])
      expect(await page.locator('main h1').textContent()).toBeTruthy()
    })
  })

  it('phone, Spanish: nothing found offers "did you mean" and help, and the suggested query finds the product', async () => {
    await withVisitor({ ...PHONE, locale: 'es-ES' }, async (page) => {
      await page.goto('/es-es', { waitUntil: 'load' })
      await declineConsent(page)
      // The header's search box where the phone shows it, else the search page the menu leads to.
      const box = page.locator('header input[type="search"]:visible').first()
      if (await box.count()) {
        await box.fill('55VS4999')
        await Promise.all([page.waitForURL((url) => url.searchParams.get('q') === '55VS4999'), box.press('Enter')])
      } else {
        await page.goto(`${pathFor('search', 'es-es')}?q=55VS4999`)
      }
      await page.waitForLoadState('load')
      expect(await page.locator('[data-search-help]').isVisible()).toBe(true)
      const suggestion = page.locator('[data-did-you-mean] a')
      expect(await suggestion.textContent()).toBe(INTENDED_CTN_START)
      await expectAccessible(page, 'empty search, phone')
      await Promise.all([page.waitForURL((url) => url.searchParams.get('q') === INTENDED_CTN_START), suggestion.click()])
      await page.waitForLoadState('load')
      expect(await page.locator('[data-search-results] [data-result-type]').first().textContent()).toContain(INTENDED_CTN_START)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    })
  })
})
