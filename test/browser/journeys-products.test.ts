/**
 * Visitor journeys through the products (issue 17), on the seeded site as a visitor walks them:
 * home → category → line → product → "Request a quote" → the enquiry form names the product →
 * sent (desktop in English, phone in French); an LED product → the LED configurator with that
 * model chosen; the downloads page → a file clicked → delivered as a PDF. axe on the product page
 * and the form, no console errors or failed requests on the way.
 */
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type KvEntry, publishSeed } from '../../kv-seed/publish.ts'
import { seed } from '../../kv-seed/seed.ts'
import { productSlug } from '../../ui/catalogue/product-slug.ts'
import { CONTENT_KEYS, type Catalogue, type DownloadIndex } from '../../ui/content/model.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { connectChromium, newVisitor, problemsOf, watchedPage } from './browser.ts'
import { expectAccessible } from './axe.ts'
import { waitForIsland } from './forms-helpers.ts'

/** A journey of five pages, a form and axe twice, on a shared machine. */
const JOURNEY_TIMEOUT_MS = 180_000
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } }

let browser: Browser
let published: Map<string, string>

beforeAll(async () => {
  browser = await connectChromium()
  published = new Map(publishSeed(seed).map((entry: KvEntry) => [entry.key, entry.value]))
})

afterAll(async () => {
  await browser?.close()
})

function catalogueIn(code: 'en-gb' | 'fr-fr'): Catalogue {
  return JSON.parse(published.get(CONTENT_KEYS.catalogue(code))!) as Catalogue
}

/** Follows the first link in the page's main content to `href`, and waits for the page it opens. */
async function follow(page: Page, href: string): Promise<void> {
  const link = page.locator(`main a[href="${href}"]`).first()
  await link.scrollIntoViewIfNeeded()
  await Promise.all([page.waitForURL((url) => url.pathname === href.split('?')[0]), link.click()])
  await page.waitForLoadState('load')
}

const QUOTE_CASES = [
  { name: 'desktop in English', code: 'en-gb', browserLocale: 'en-GB', device: DESKTOP, quote: 'Request a quote' },
  { name: 'phone in French', code: 'fr-fr', browserLocale: 'fr-FR', device: PHONE, quote: 'Demander un devis' },
] as const

describe('from the home page to a quote request for a product', () => {
  it.each(QUOTE_CASES)(
    '$name: home → category → line → product → quote form with the product code → sent',
    async ({ code, browserLocale, device, quote }) => {
      const catalogue = catalogueIn(code)
      const product = catalogue.products.find((candidate) => candidate.status === 'active' && candidate.lineId === 'signage-standard')!
      const category = catalogue.categories.find((candidate) => candidate.id === product.categoryId)!
      const line = catalogue.lines.find((candidate) => candidate.id === product.lineId)!
      const context = await newVisitor(browser, { locale: browserLocale, ...device })
      try {
        const page = await watchedPage(context)
        expect((await page.goto(code === 'en-gb' ? '/' : `/${code}`, { waitUntil: 'load' }))?.status()).toBe(200)
        await follow(page, pathFor('display-solutions', code))
        await follow(page, category.href)
        await follow(page, line.href)
        await follow(page, product.href)
        expect(await page.locator('h1').textContent()).toBe(product.name)
        // The gallery of the product's own pictures, and its downloads listed from R2.
        await expect.poll(() => page.locator('[data-product-gallery] img').count()).toBe(3)
        expect(await page.locator(`[data-download="product-file-datasheet"]`).count()).toBe(1)
        await expectAccessible(page, 'product page')

        const actions = page.locator('[data-product-actions]')
        await Promise.all([
          page.waitForURL((url) => url.pathname === pathFor('enquiry', code)),
          actions.getByRole('link', { name: quote }).click(),
        ])
        expect(new URL(page.url()).searchParams.get('product')).toBe(product.ctn)
        expect(await page.locator('[data-enquiry-product]').textContent()).toContain(product.ctn)
        await waitForIsland(page, 'form[data-form="enquiry"]')
        expect(await page.locator('form[data-form="enquiry"] input[name="product"]').inputValue()).toBe(product.ctn)

        const field = (name: string) => page.locator(`#enquiry-${name}`)
        await field('first_name').fill('Ada')
        await field('last_name').fill('Lovelace')
        await field('email').fill(`ada.${Date.now()}@example.com`)
        await field('organisation').fill('Analytical Engines Ltd')
        await field('country').selectOption('NL')
        await field('postalCode').fill('1234 AB')
        await field('purchaseTiming').selectOption('within-3-months')
        await field('body').fill(`Please quote 12 × ${product.ctn}.`)
        await field('body').blur()
        await field('consent_privacy').check()
        const requests: string[] = []
        page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`))
        await page.locator('form[data-form="enquiry"] button[type="submit"]').click()
        await page.locator('[data-form-sent="enquiry"]').waitFor()
        expect(requests).toContain('POST /api/campaign-lead')
        await expectAccessible(page, 'quote request sent')
        expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      } finally {
        await context.close()
      }
    },
    JOURNEY_TIMEOUT_MS,
  )
})

describe('an LED product leads to the configurator', { tags: ['full'] }, () => {
  it.each([
    { name: 'desktop', device: DESKTOP },
    { name: 'phone', device: PHONE },
  ])(
    '$name: product page → "Plan an LED wall with this model" → the configurator with that model chosen',
    async ({ device }) => {
      const product = catalogueIn('en-gb').products.find(
        (candidate) => candidate.status === 'active' && candidate.led && candidate.lineId === 'led-indoor-standard',
      )!
      const context = await newVisitor(browser, device)
      try {
        const page = await watchedPage(context)
        await page.goto(product.href, { waitUntil: 'load' })
        await Promise.all([
          page.waitForURL((url) => url.pathname === pathFor('led-configurator', 'en-gb')),
          page.locator('[data-product-actions]').getByRole('link', { name: 'Plan an LED wall with this model' }).click(),
        ])
        await page.waitForLoadState('load')
        expect(new URL(page.url()).searchParams.get('model')).toBe(productSlug(product.ctn))
        await expect.poll(() => page.locator(`input[name="model"][value="${productSlug(product.ctn)}"]`).isChecked()).toBe(true)
        expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      } finally {
        await context.close()
      }
    },
    JOURNEY_TIMEOUT_MS,
  )
})

describe('the downloads page delivers its files', () => {
  it.each([
    { name: 'desktop', device: DESKTOP },
    { name: 'phone', device: PHONE },
  ])(
    '$name: downloads → a datasheet clicked → a PDF delivered (200, %PDF)',
    async ({ device }) => {
      const index = JSON.parse(published.get(CONTENT_KEYS.downloads('en-gb'))!) as DownloadIndex
      const datasheet = index.items.find((item) => item.id === 'signage-standard-datasheet')!
      const context = await newVisitor(browser, device)
      try {
        const page = await watchedPage(context)
        await page.goto(pathFor('downloads-slug', 'en-gb'), { waitUntil: 'load' })
        const link = page.locator(`li[data-download="${datasheet.id}"] a`)
        await link.scrollIntoViewIfNeeded()
        const [file] = await Promise.all([page.waitForEvent('download'), link.click()])
        expect(new URL(file.url()).pathname).toBe(datasheet.href)
        expect(file.suggestedFilename()).toBe(datasheet.fileName)
        // Over a remote (shared) browser the download has no local path: save a copy to read it.
        const copy = join(await mkdtemp(join(tmpdir(), 'journey-download-')), file.suggestedFilename())
        await file.saveAs(copy)
        const bytes = await readFile(copy)
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
        expect(bytes.length).toBe(datasheet.sizeBytes)
        const answer = await page.request.get(datasheet.href)
        expect(answer.status()).toBe(200)
        expect(answer.headers()['content-type']).toBe('application/pdf')
      } finally {
        await context.close()
      }
    },
    JOURNEY_TIMEOUT_MS,
  )
})
