/**
 * The PIM edits the catalogue, end to end (issue 19's done-when, part A): a PIM editor starts at
 * the PIM's product list, searches the product, changes its French description and a filter value
 * in the language tabs of its form, saves the draft, opens it in preview on the public French page,
 * saves again and sees the preview refresh by itself, publishes; an anonymous French visitor then
 * finds the product by that filter in the overview, sees the description on its page and finds it
 * by a word of it in search. The editor then takes the product back to its earlier version from
 * the history (so the site ends as it began). A PIM viewer, on a phone in German, reads the same
 * screen with nothing to save or publish (the server's refusal is test/worker/pim-catalogue.test.ts;
 * scheduled publishing is test/worker/pim-schedules.test.ts). axe on the list and the product's
 * screen, for the editor (English, desktop) and the viewer (German, phone).
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogue as seedCatalogue } from '../../kv-seed/content/catalogue.ts'
import { expectAccessible } from './axe.ts'
import { connectChromium, newVisitor, problemsOf, siteOrigin, watchedPage } from './browser.ts'

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } }
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }

/** A display product of the seed (not the first, which other files use) and a feature it lacks. */
const product = seedCatalogue.products.filter((candidate) => candidate.status === 'active' && !candidate.led && candidate.energyLabel)[7]!
const features = seedCatalogue.facets.find((facet) => facet.name === 'features')!
const feature = features.values.find((value) => !product.facets.features.includes(value.value))!
const FIRST_DRAFT = `Pimtestvorschau : ${product.description['fr-fr']}`
const SECOND_DRAFT = `Pimtestvitrine : ${product.description['fr-fr']}`

let browser: Browser
let pimOrigin: string

beforeAll(async () => {
  browser = await connectChromium()
  pimOrigin = `http://pim.localhost:${new URL(siteOrigin()).port}`
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

async function signInToPim(page: Page, email: string, path = '/products') {
  await page.goto(`/pim${path}`, { waitUntil: 'load' })
  expect(new URL(page.url()).origin).toBe(pimOrigin)
  await page.locator('form button[type="submit"]').first().click()
  await page.waitForURL('**/auth/local-oidc/authorize**')
  await page.locator(`button[data-account="${email}"]`).click()
  await page.waitForURL((url) => url.origin === pimOrigin && !url.pathname.startsWith('/auth/'))
}

async function editorReady(page: Page) {
  await page.waitForSelector('[data-island="CatalogueEditor"][data-island-hydrated] [data-catalogue-editor]', {
    state: 'attached',
    timeout: 20_000,
  })
}

/** The French tab of the editor, its description replaced. */
async function writeFrenchDescription(page: Page, text: string) {
  await page.getByRole('tab', { name: 'Français' }).click()
  const description = page.getByRole('tabpanel', { name: 'Français' }).getByLabel('Description', { exact: true })
  await description.fill(text)
}

async function saveDraft(page: Page) {
  await Promise.all([page.waitForURL('**?notice=saved'), page.getByRole('button', { name: 'Save draft' }).click()])
  await expect
    .poll(() => page.locator('[data-pim-notice]').textContent())
    .toBe('The draft is saved. The site shows it once it is published.')
  await editorReady(page)
}

describe('the PIM edits the catalogue', () => {
  it('an editor changes the French description, previews it live on the French page, publishes; a visitor finds it', {
    tags: ['full'],
    timeout: 240_000,
  }, async () => {
    let productHref = ''
    await withVisitor(DESKTOP, async (page, context) => {
      await signInToPim(page, 'priya.nair@vantage-displays.example')
      expect(new URL(page.url()).pathname).toBe('/products')
      await expectAccessible(page, 'the PIM product list')

      // Find the product by its type number, open it.
      await page.getByLabel('Search by name or type number').fill(product.ctn)
      await page.getByLabel('Status').selectOption('all')
      await Promise.all([page.waitForURL('**/products?**'), page.getByRole('button', { name: 'Search' }).click()])
      await expect.poll(() => page.locator('[data-pim-count]').textContent()).toBe('1 product')
      await Promise.all([page.waitForURL('**/products/*'), page.getByRole('link', { name: product.name['en-gb'] }).click()])
      await editorReady(page)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(product.name['en-gb'])
      await expectAccessible(page, "a product's screen")

      // A mistake is shown in place, on the tab it belongs to.
      await page.getByRole('tab', { name: 'English (UK)' }).click()
      await page.getByRole('tabpanel', { name: 'English (UK)' }).getByLabel('Product name', { exact: true }).fill('')
      await page.getByRole('button', { name: 'Save draft' }).click()
      await expect.poll(() => page.locator('[data-error-summary]').isVisible()).toBe(true)
      await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toContain('English (UK), has problems')
      await page
        .getByRole('tabpanel', { name: /English \(UK\)/ })
        .getByLabel('Product name', { exact: true })
        .fill(product.name['en-gb'])

      await writeFrenchDescription(page, FIRST_DRAFT)
      await page.getByRole('group', { name: features.label['en-gb'] }).getByLabel(feature.label['en-gb'], { exact: true }).check()
      await saveDraft(page)
      expect(await page.locator('[data-change]').allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('Description (Français)'), expect.stringContaining(features.label['en-gb'])]),
      )

      // The draft on the public French page, in its own tab.
      const [preview] = await Promise.all([
        context.waitForEvent('page'),
        page
          .getByRole('list', { name: 'Preview on the site' })
          .getByRole('link', { name: /^Français · FR/ })
          .click(),
      ])
      await preview!.waitForLoadState('load')
      expect(new URL(preview!.url()).origin).toBe(siteOrigin())
      productHref = new URL(preview!.url()).pathname
      expect(productHref.startsWith('/fr-fr/')).toBe(true)
      await expect.poll(() => preview!.locator('main').textContent()).toContain('Pimtestvorschau')
      expect(await preview!.locator('[data-preview-badge]').isVisible()).toBe(true)
      await preview!.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))

      // Saving again refreshes the open preview by itself.
      await page.bringToFront()
      await writeFrenchDescription(page, SECOND_DRAFT)
      await saveDraft(page)
      await expect.poll(() => preview!.locator('main').textContent(), { timeout: 15_000 }).toContain('Pimtestvitrine')
      expect(await preview!.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

      await Promise.all([page.waitForURL('**?notice=published'), page.getByRole('button', { name: 'Publish now' }).click()])
      await expect
        .poll(() => page.locator('[data-pim-notice]').textContent())
        .toBe('Published: the site shows this version within a minute.')
      await expect.poll(() => page.locator('[data-publish-state]').textContent()).toContain('Up to date')
      await expect.poll(() => preview!.locator('main').textContent(), { timeout: 15_000 }).toContain('Pimtestvitrine')
    })

    await withVisitor({ ...DESKTOP, locale: 'fr-FR' }, async (page) => {
      await page.goto('/fr-fr/solutions-d-affichage', { waitUntil: 'load' })
      // The runtime applies the filter form on change (decision 032).
      await page.waitForSelector('html[data-runtime="ready"]', { state: 'attached', timeout: 20_000 })
      const box = page.locator(`form[data-product-filters] input[name="features"][value="${feature.value}"]`)
      await Promise.all([page.waitForURL((url) => url.searchParams.get('features') === feature.value), box.check()])
      const link = page.locator(`main a[href="${productHref}"]`).first()
      await expect.poll(() => link.count(), { timeout: 15_000 }).toBeGreaterThan(0)
      await Promise.all([page.waitForURL((url) => url.pathname === productHref), link.click()])
      await expect.poll(() => page.locator('main').textContent()).toContain('Pimtestvitrine')

      await page.goto('/fr-fr/recherche?q=Pimtestvitrine', { waitUntil: 'load' })
      await expect.poll(() => page.locator(`main a[href="${productHref}"]`).count()).toBeGreaterThan(0)
    })

    // Back to the seed's version, from the history: the site ends as it began.
    await withVisitor(DESKTOP, async (page) => {
      await signInToPim(page, 'priya.nair@vantage-displays.example', `/products/${encodeURIComponent(product.ctn)}`)
      await editorReady(page)
      const firstChange = page.locator('[data-history-entry]').last()
      await Promise.all([
        page.waitForURL('**?notice=reverted'),
        firstChange.getByRole('button', { name: 'Go back to the version before this change' }).click(),
      ])
      await editorReady(page)
      await Promise.all([page.waitForURL('**?notice=published'), page.getByRole('button', { name: 'Publish now' }).click()])
      const visitor = await fetch(`${siteOrigin()}${productHref}`)
      expect(await visitor.text()).not.toContain('Pimtestvitrine')
    })
  })

  it('a PIM viewer on a phone, in German, reads the product with nothing to save or publish', async () => {
    await withVisitor({ ...PHONE, locale: 'de-DE' }, async (page) => {
      await signInToPim(page, 'felix.braun@vantage-displays.example', `/products/${encodeURIComponent(product.ctn)}`)
      await editorReady(page)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(product.name['de-de'])
      expect(await page.getByRole('button', { name: 'Entwurf speichern' }).count()).toBe(0)
      expect(await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).count()).toBe(0)
      await page.getByRole('tab', { name: 'Deutsch' }).click()
      expect(await page.getByRole('tabpanel', { name: 'Deutsch' }).getByLabel('Beschreibung', { exact: true }).isDisabled()).toBe(true)
      await expectAccessible(page, "a product's screen, read only")
    })
  }, 120_000)
})
