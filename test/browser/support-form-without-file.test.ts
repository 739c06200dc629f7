// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * The technical support form says its attachment is optional: a real browser sends it without
 * choosing a file (Chromium still sends an empty file part for the untouched file input) and it
 * goes through — on the public contact page with JavaScript and without, and as the portal's
 * technical ticket.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, signIn, watchedPage } from './browser.ts'
import { submitPlainForm, waitForIsland } from './forms-helpers.ts'

const TEST_TIMEOUT_MS = 120_000
const FORM = 'contact-technical'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

const field = (page: Page, prefix: string, name: string) => page.locator(`#${prefix}-${name}`)

async function fillPublicForm(page: Page) {
  await field(page, FORM, 'first_name').fill('Ada')
  await field(page, FORM, 'last_name').fill('Lovelace')
  await field(page, FORM, 'email').fill(`ada.nofile.${Date.now()}@example.com`)
  await field(page, FORM, 'company_name').fill('Analytical Engines Ltd')
  await field(page, FORM, 'country').selectOption('GB')
  await page.locator(`#${FORM}-product_type-signage`).check()
  await field(page, FORM, 'model_number').fill('55BDL4511D/00')
  await field(page, FORM, 'problem_description').fill('The display stays black after standby.\nIt started after the last update.')
  await field(page, FORM, 'problem_description').blur()
  await field(page, FORM, 'consent_privacy').check()
}

describe('the technical support form without an attachment', () => {
  it(
    'with JavaScript: sent in place, the request carries the empty file part, 201',
    async () => {
      const context = await newVisitor(browser)
      try {
        const page = await watchedPage(context)
        await page.goto('/contact?topic=technical', { waitUntil: 'load' })
        await waitForIsland(page, `form[data-form="${FORM}"]`)
        expect(await field(page, FORM, 'files').inputValue()).toBe('')
        await fillPublicForm(page)
        const [response] = await Promise.all([
          page.waitForResponse((answer) => answer.url().endsWith('/api/contact-request')),
          page.getByRole('button', { name: 'Send' }).click(),
        ])
        expect(response.request().postData() ?? '').toContain('name="files"; filename=""')
        expect(response.status()).toBe(201)
        await page.locator(`[data-form-sent="${FORM}"]`).waitFor()
        expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      } finally {
        await context.close()
      }
    },
    TEST_TIMEOUT_MS,
  )

  it(
    'without JavaScript: a plain post, 303 to the thank-you page',
    async () => {
      const context = await newVisitor(browser, { javaScriptEnabled: false })
      try {
        const page = await context.newPage()
        await page.goto('/contact?topic=technical', { waitUntil: 'load' })
        await fillPublicForm(page)
        const answer = await submitPlainForm(page, () => page.getByRole('button', { name: 'Send' }).click())
        expect(answer.status()).toBe(303)
        expect(new URL(page.url()).pathname).toBe('/thank-you')
        expect(new URL(page.url()).searchParams.get('form')).toBe(FORM)
      } finally {
        await context.close()
      }
    },
    TEST_TIMEOUT_MS,
  )

  it(
    'in the portal: the technical ticket is sent and its page under My tickets says so',
    async () => {
      const context = await newVisitor(browser)
      try {
        const page = await context.newPage()
        await signIn(page, 'tom.hughes@brightline-av.example')
        await page.goto('/portal/support', { waitUntil: 'load' })
        await page.locator('#ticket-product_type-signage').check()
        await field(page, 'ticket', 'model_number').fill(`55BDL${Date.now() % 100000}`)
        await field(page, 'ticket', 'problem_description').fill('The display restarts every evening at 20:00.')
        await field(page, 'ticket', 'consent_privacy').check()
        expect(await field(page, 'ticket', 'files').inputValue()).toBe('')
        const answer = await submitPlainForm(page, () => page.getByRole('button', { name: 'Send the ticket' }).click())
        expect(answer.status()).toBe(303)
        expect(new URL(page.url()).pathname).toMatch(/^\/portal\/support\/tickets\/[0-9a-f-]{36}$/)
        expect(new URL(page.url()).searchParams.get('notice')).toBe('sent')
        expect(await page.locator('[data-notice]').textContent()).toMatch(
          /^Thank you\. Your ticket TS-\d{6} was sent to our technical support team; we will let you know when they answer\.$/,
        )
      } finally {
        await context.close()
      }
    },
    TEST_TIMEOUT_MS,
  )
})
