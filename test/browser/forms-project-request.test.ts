// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * The project request wizard end to end in two locales, with JavaScript (steps in place, a step
 * cannot be left forward while invalid, state kept across reloads and going back, the product
 * maximum with its warning) and without (every step a plain post), axe on every step.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_PROJECT_PRODUCTS, PROJECT_REQUEST_STEPS } from '../../ui/project-request/project-request-form.ts'
import { connectChromium, newVisitor, problemsOf, watchedPage } from './browser.ts'
import { expectAccessible, expectAccessibleInFullWalk } from './axe.ts'
import {
  expectAccessibleWithoutJavaScript,
  expectAccessibleWithoutJavaScriptInFullWalk,
  submitPlainForm,
  waitForIsland,
} from './forms-helpers.ts'

/** Walking a whole form with axe at every step takes longer than a page test. */
const FORM_TEST_TIMEOUT_MS = 240_000

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

const LOCALES = [
  {
    code: 'en-gb',
    browserLocale: 'en-GB',
    path: '/project-request',
    thankYouPath: '/thank-you',
    stepMessage: 'Please check the form data. Some fields were not (correctly) filled.',
    stepTitle: 'General info',
  },
  {
    code: 'fr-fr',
    browserLocale: 'fr-FR',
    path: '/fr-fr/demande-de-projet',
    thankYouPath: '/fr-fr/merci',
    stepMessage: 'Veuillez vérifier les données du formulaire. Certains champs n’ont pas été remplis (correctement).',
    stepTitle: 'Informations générales',
  },
]

const WIZARD = 'form[data-wizard-step]'
const field = (page: Page, name: string) => page.locator(`#project-request-${name}`)
const button = (page: Page, action: string) => page.locator(`${WIZARD} button[value="${action}"]:not([aria-hidden])`)
const shownStep = (page: Page) => page.locator(WIZARD).getAttribute('data-wizard-step')

/** Presses a wizard button: in place with JavaScript, as a plain post without. */
async function press(page: Page, action: string, plain: boolean) {
  if (plain) await submitPlainForm(page, () => button(page, action).click())
  else await button(page, action).click()
}

/** Fills the fields of a step (the answers that need more fields first, as a visitor would). */
async function fillStep(page: Page, step: string, products: string[], plain = false) {
  switch (step) {
    case 'personal':
      await field(page, 'first_name').fill('Ada')
      await field(page, 'last_name').fill('Lovelace')
      await field(page, 'email').fill(`ada.project.${Date.now()}@example.com`)
      await field(page, 'country').selectOption('GB')
      await field(page, 'phoneNumber').fill('020 7946 0958')
      await field(page, 'organisation').fill('Analytical Engines Ltd')
      await field(page, 'organisation').blur()
      return
    case 'general':
      await field(page, 'client_name').fill('Babbage Retail')
      await field(page, 'project_name').fill('Store roll-out 2027')
      await field(page, 'contactFor').selectOption('retail')
      await field(page, 'field_of_application').selectOption('video-wall')
      await page.locator('#project-request-tender-yes').check()
      await field(page, 'decision_date').fill('2027-03-01')
      await field(page, 'decision_date').blur()
      return
    case 'international':
      await page.locator('#project-request-international-yes').check()
      await field(page, 'countries').selectOption(['NL', 'BE'])
      return
    case 'setup':
      await page.locator('#project-request-setup_type-system').check()
      await field(page, 'system_provider_name').fill('Difference Systems')
      await field(page, 'system_type').fill('Content management')
      await field(page, 'system_type').blur()
      return
    case 'description':
      await field(page, 'description').fill('Twelve stores, each with a window display and a video wall.')
      await field(page, 'description').blur()
      return
    case 'products':
      for (const ctn of products) {
        await field(page, 'products-new').selectOption(ctn)
        await field(page, 'products-new-quantity').fill('3')
        await press(page, 'add_product', plain)
      }
      return
    case 'delivery':
      await field(page, 'delivery_count').fill('2')
      await field(page, 'first_delivery_date').fill('2027-04-01')
      await field(page, 'last_delivery_date').fill('2027-06-01')
      await field(page, 'last_delivery_date').blur()
      return
    case 'confirmation':
      await field(page, 'consent_privacy').check()
      return
  }
}

async function productCodes(page: Page, count: number): Promise<string[]> {
  return page.locator('#project-request-products-new option').evaluateAll(
    (options, wanted) =>
      options
        .map((option) => (option as HTMLOptionElement).value)
        .filter(Boolean)
        .slice(0, wanted),
    count,
  )
}

describe.each(LOCALES)('the project request wizard in $code', (locale) => {
  it(
    'with JavaScript: every step in place, invalid steps held, state kept across reloads and going back',
    async () => {
      const context = await newVisitor(browser, { locale: locale.browserLocale })
      try {
        const page = await watchedPage(context)
        expect((await page.goto(locale.path, { waitUntil: 'load' }))?.status()).toBe(200)
        await waitForIsland(page, WIZARD)

        // A step cannot be left forward while invalid.
        await button(page, 'next').click()
        await page.locator('[data-error-summary]').waitFor()
        expect(await page.locator('[data-error-summary] p').textContent()).toBe(locale.stepMessage)
        expect(await shownStep(page)).toBe('personal')
        await expectAccessible(page, 'personal, invalid')

        let products: string[] = []
        for (const [index, step] of PROJECT_REQUEST_STEPS.entries()) {
          expect(await shownStep(page)).toBe(step.id)
          if (step.id === 'products') products = await productCodes(page, 2)
          await fillStep(page, step.id, products)
          await expectAccessibleInFullWalk(page, `${step.id}, filled`)
          if (step.id === 'general') {
            // The state survives a reload and going back.
            await page.reload({ waitUntil: 'load' })
            await waitForIsland(page, WIZARD)
            await expect.poll(() => shownStep(page)).toBe('general')
            await expect.poll(() => field(page, 'client_name').inputValue()).toBe('Babbage Retail')
            await button(page, 'previous').click()
            expect(await shownStep(page)).toBe('personal')
            expect(await field(page, 'first_name').inputValue()).toBe('Ada')
            await button(page, 'next').click()
            expect(await page.locator(`${WIZARD} h2`).textContent()).toBe(locale.stepTitle)
            await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2')
          }
          if (index === PROJECT_REQUEST_STEPS.length - 1) break
          await button(page, 'next').click()
        }
        expect(await page.locator('dl').textContent()).toContain('Babbage Retail')
        const [response] = await Promise.all([
          page.waitForResponse((answer) => answer.url().endsWith('/api/project-request')),
          button(page, 'confirm').click(),
        ])
        expect(response.status()).toBe(201)
        await page.locator('[data-wizard-step="success"]').waitFor()
        await expectAccessible(page, 'success')
        expect(await page.evaluate(() => sessionStorage.getItem('project-request-wizard'))).toBeNull()
        expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      } finally {
        await context.close()
      }
    },
    FORM_TEST_TIMEOUT_MS,
  )

  it(
    'without JavaScript: every step is a plain post, and confirming lands on the thank-you page',
    async () => {
      const context = await newVisitor(browser, { locale: locale.browserLocale, javaScriptEnabled: false })
      try {
        const page = await context.newPage()
        await page.goto(locale.path, { waitUntil: 'load' })
        const invalid = await submitPlainForm(page, () => button(page, 'next').click())
        expect(invalid.status()).toBe(422)
        expect(await page.locator('[data-error-summary] p').textContent()).toBe(locale.stepMessage)
        await expectAccessibleWithoutJavaScript(browser, page, 'personal, invalid')

        let products: string[] = []
        for (const [index, step] of PROJECT_REQUEST_STEPS.entries()) {
          expect(await shownStep(page)).toBe(step.id)
          if (step.id === 'products') products = await productCodes(page, 2)
          await fillStep(page, step.id, products, true)
          await expectAccessibleWithoutJavaScriptInFullWalk(browser, page, `${step.id}, filled`)
          if (index === PROJECT_REQUEST_STEPS.length - 1) break
          const moved = await submitPlainForm(page, () => button(page, 'next').click())
          expect(moved.status(), step.id).toBe(200)
        }
        const confirmed = await submitPlainForm(page, () => button(page, 'confirm').click())
        expect(confirmed.status()).toBe(303)
        const url = new URL(page.url())
        expect(url.pathname).toBe(locale.thankYouPath)
        expect(url.searchParams.get('form')).toBe('project-request')
        await expectAccessibleWithoutJavaScript(browser, page, 'thank-you page')
      } finally {
        await context.close()
      }
    },
    FORM_TEST_TIMEOUT_MS,
  )
})

describe('the product list of the wizard', () => {
  it(
    `stops at ${MAX_PROJECT_PRODUCTS} products with a warning, and takes more once one is removed`,
    async () => {
      const context = await newVisitor(browser)
      try {
        const page = await watchedPage(context)
        await page.goto('/project-request', { waitUntil: 'load' })
        await waitForIsland(page, WIZARD)
        for (const step of PROJECT_REQUEST_STEPS.slice(
          0,
          PROJECT_REQUEST_STEPS.findIndex((each) => each.id === 'products'),
        )) {
          await fillStep(page, step.id, [])
          await button(page, 'next').click()
        }
        expect(await shownStep(page)).toBe('products')
        const codes = await productCodes(page, MAX_PROJECT_PRODUCTS + 1)
        await fillStep(page, 'products', codes.slice(0, MAX_PROJECT_PRODUCTS))
        expect(await page.locator('input[name="products_ctn"]').count()).toBe(MAX_PROJECT_PRODUCTS)
        const warning = page.locator('[data-products-warning]')
        expect(await warning.textContent()).toContain(String(MAX_PROJECT_PRODUCTS))
        expect(await field(page, 'products-new').isDisabled()).toBe(true)
        await expectAccessible(page, 'product list full')
        await page.locator(`${WIZARD} button[value="remove_product:0"]`).click()
        expect(await warning.count()).toBe(0)
        expect(await field(page, 'products-new').isDisabled()).toBe(false)
        await fillStep(page, 'products', [codes[MAX_PROJECT_PRODUCTS]!])
        expect(await page.locator('input[name="products_ctn"]').count()).toBe(MAX_PROJECT_PRODUCTS)
      } finally {
        await context.close()
      }
    },
    FORM_TEST_TIMEOUT_MS,
  )
})
