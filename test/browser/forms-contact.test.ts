// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * The contact form end to end in two locales, with JavaScript (inline validation on blur and
 * change, the error summary, sending without a reload, an upload) and without (plain post, errors
 * beside the fields, 303 to the thank-you page), with axe at zero serious violations throughout.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, watchedPage } from './browser.ts'
import { expectAccessible } from './axe.ts'
import { PNG_BYTES, expectAccessibleWithoutJavaScript, submitPlainForm, waitForIsland } from './forms-helpers.ts'

/** Walking a whole form with axe at every step takes longer than a page test. */
const FORM_TEST_TIMEOUT_MS = 240_000

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

interface LocaleCase {
  code: string
  browserLocale: string
  contactPath: string
  thankYouPath: string
  submit: string
  firstNameRequired: string
  emailInvalid: string
  summaryTitle: string
  incomplete: string
  thanks: string
}

const LOCALES: LocaleCase[] = [
  {
    code: 'en-gb',
    browserLocale: 'en-GB',
    contactPath: '/contact',
    thankYouPath: '/thank-you',
    submit: 'Send',
    firstNameRequired: 'First name is required',
    emailInvalid: 'Email address is not a valid format',
    summaryTitle: 'There is a problem with the form',
    incomplete: 'Please fill out all required fields and submit the form again.',
    thanks: 'Thank you',
  },
  {
    code: 'fr-fr',
    browserLocale: 'fr-FR',
    contactPath: '/fr-fr/contact',
    thankYouPath: '/fr-fr/merci',
    submit: 'Envoyer',
    firstNameRequired: 'Prénom est obligatoire',
    emailInvalid: 'Adresse e-mail : le format n’est pas valide',
    summaryTitle: 'Le formulaire contient une erreur',
    incomplete: 'Veuillez remplir tous les champs obligatoires et renvoyer le formulaire.',
    thanks: 'Merci',
  },
]

const field = (page: Page, form: string, name: string) => page.locator(`#${form}-${name}`)

async function fillGeneralForm(page: Page) {
  const form = 'contact-general'
  await field(page, form, 'first_name').fill('Ada')
  await field(page, form, 'last_name').fill('Lovelace')
  await field(page, form, 'email').fill(`ada.${Date.now()}@example.com`)
  await field(page, form, 'country').selectOption('NL')
  await field(page, form, 'postalCode').fill('1234 AB')
  await field(page, form, 'phoneNumber').fill('+31 20 123 4567')
  await field(page, form, 'subject').fill('Showroom visit')
  await field(page, form, 'body').fill('Can we visit your showroom next week?')
  await field(page, form, 'body').blur()
  await field(page, form, 'consent_privacy').check()
}

describe.each(LOCALES)('the contact form in $code', (locale) => {
  it(
    'with JavaScript: validates on blur, not while typing; summary on send; sends in place',
    async () => {
      const context = await newVisitor(browser, { locale: locale.browserLocale })
      try {
        const page = await watchedPage(context)
        expect((await page.goto(locale.contactPath, { waitUntil: 'load' }))?.status()).toBe(200)
        await waitForIsland(page, 'form[data-form="contact-general"]')
        await expectAccessible(page, 'empty form')

        const email = field(page, 'contact-general', 'email')
        await email.pressSequentially('ada@')
        expect(await page.locator('#contact-general-email-error').count(), 'no validation while typing').toBe(0)
        await email.blur()
        await expect.poll(() => page.locator('#contact-general-email-error').textContent()).toBe(locale.emailInvalid)
        expect(await email.getAttribute('aria-describedby')).toContain('contact-general-email-error')
        expect(await email.getAttribute('aria-invalid')).toBe('true')

        await page.getByRole('button', { name: locale.submit }).click()
        const summary = page.locator('[data-error-summary]')
        await summary.waitFor()
        expect(await summary.textContent()).toContain(locale.incomplete)
        expect(await summary.getByRole('link', { name: locale.firstNameRequired }).getAttribute('href')).toBe('#contact-general-first_name')
        await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true)
        await expectAccessible(page, 'errors shown')

        await fillGeneralForm(page)
        await expect.poll(() => page.locator('#contact-general-email-error').count()).toBe(0)
        const requests: string[] = []
        page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`))
        await page.getByRole('button', { name: locale.submit }).click()
        const sent = page.locator('[data-form-sent="contact-general"]')
        await sent.waitFor()
        expect(await sent.getByRole('heading').textContent()).toBe(locale.thanks)
        expect(requests).toContain('POST /api/contact-request')
        expect(page.url()).toContain(locale.contactPath)
        await expectAccessible(page, 'sent')
        expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      } finally {
        await context.close()
      }
    },
    FORM_TEST_TIMEOUT_MS,
  )

  it(
    'without JavaScript: plain post, errors beside the fields, then 303 to the thank-you page',
    async () => {
      const context = await newVisitor(browser, { locale: locale.browserLocale, javaScriptEnabled: false })
      try {
        const page = await context.newPage()
        await page.goto(locale.contactPath, { waitUntil: 'load' })
        await field(page, 'contact-general', 'first_name').fill('')
        await field(page, 'contact-general', 'email').fill('not-an-email')
        const invalid = await submitPlainForm(page, () => page.getByRole('button', { name: locale.submit }).click())
        expect(invalid.status()).toBe(422)
        expect(await page.locator('[data-error-summary] h2').textContent()).toBe(locale.summaryTitle)
        expect(await page.locator('#contact-general-first_name-error').textContent()).toBe(locale.firstNameRequired)
        expect(await page.locator('#contact-general-email-error').textContent()).toBe(locale.emailInvalid)
        expect(await field(page, 'contact-general', 'email').inputValue()).toBe('not-an-email')
        expect(await field(page, 'contact-general', 'email').getAttribute('aria-describedby')).toBe('contact-general-email-error')
        await expectAccessibleWithoutJavaScript(browser, page, 'server errors')

        await fillGeneralForm(page)
        const accepted = await submitPlainForm(page, () => page.getByRole('button', { name: locale.submit }).click())
        expect(accepted.status()).toBe(303)
        const url = new URL(page.url())
        expect(url.pathname).toBe(locale.thankYouPath)
        expect(url.searchParams.get('form')).toBe('contact-general')
        expect(await page.locator('main h1').textContent()).toBe(locale.thanks)
        await expectAccessibleWithoutJavaScript(browser, page, 'thank-you page')
      } finally {
        await context.close()
      }
    },
    FORM_TEST_TIMEOUT_MS,
  )
})

describe('the technical support form', () => {
  it(
    'checks an upload in the browser and sends the files with the form',
    async () => {
      const context = await newVisitor(browser)
      try {
        const page = await watchedPage(context)
        await page.goto('/contact?topic=technical', { waitUntil: 'load' })
        const form = 'contact-technical'
        await waitForIsland(page, `form[data-form="${form}"]`)
        const files = field(page, form, 'files')
        await files.setInputFiles({ name: 'too-big.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) })
        await expect.poll(() => page.locator(`#${form}-files-error`).textContent()).toBe('The file size should not exceed 1MB')
        await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
        await expect.poll(() => page.locator(`#${form}-files-error`).textContent()).toBe('Only these file types are allowed: JPG, PNG, PDF')
        await files.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG_BYTES })
        await expect.poll(() => page.locator(`#${form}-files-error`).count()).toBe(0)

        await field(page, form, 'first_name').fill('Ada')
        await field(page, form, 'last_name').fill('Lovelace')
        await field(page, form, 'email').fill(`ada.support.${Date.now()}@example.com`)
        await field(page, form, 'company_name').fill('Analytical Engines Ltd')
        await field(page, form, 'country').selectOption('GB')
        await page.locator(`#${form}-product_type-signage`).check()
        await field(page, form, 'model_number').fill('55BDL4511D/00')
        await field(page, form, 'problem_description').fill('The display stays black after standby.')
        await field(page, form, 'problem_description').blur()
        await field(page, form, 'consent_privacy').check()
        const [response] = await Promise.all([
          page.waitForResponse((answer) => answer.url().endsWith('/api/contact-request')),
          page.getByRole('button', { name: 'Send' }).click(),
        ])
        expect(response.status()).toBe(201)
        expect(response.request().headers()['content-type']).toContain('multipart/form-data')
        await page.locator(`[data-form-sent="${form}"]`).waitFor()
        expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      } finally {
        await context.close()
      }
    },
    FORM_TEST_TIMEOUT_MS,
  )
})
