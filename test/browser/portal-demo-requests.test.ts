/**
 * A demo equipment request in a real browser, from the partner's wizard to the sales manager's
 * approval: the five steps with a date mistake on the way, the request's page, the sales manager's
 * send for approval and approval, and the partner seeing the outcome. axe on every step.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, signIn, watchedPage } from './browser.ts'
import { expectAccessible } from './axe.ts'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
}

async function asPerson<T>(email: string, steps: (page: Page) => Promise<T>): Promise<T> {
  const context = await newVisitor(browser)
  try {
    const page = await watchedPage(context)
    await signIn(page, email)
    const result = await steps(page)
    expect(problemsOf(page).pageErrors).toEqual([])
    return result
  } finally {
    await context.close()
  }
}

async function stepHeading(page: Page): Promise<string | null> {
  return page.locator('[data-demo-step]').getAttribute('data-demo-step')
}

describe('demo equipment', () => {
  it('a partner executive requests demo equipment; the sales manager sends it for approval and approves it', async () => {
    const requestPath = await asPerson('olivia.bennett@brightline-av.example', async (page) => {
      await page.goto('/portal/demo-equipment', { waitUntil: 'load' })
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Demo equipment')
      await expectAccessible(page, 'the lists')

      await page.getByRole('link', { name: 'New demo request' }).click()
      await expect.poll(() => stepHeading(page)).toBe('installation-type')
      await expectAccessible(page, 'step 1, installation type')
      await page.getByLabel('On a floor stand').check()
      await page.getByRole('button', { name: 'Next step' }).click()

      await expect.poll(() => stepHeading(page)).toBe('dates')
      await expectAccessible(page, 'step 2, dates')
      await page.getByLabel('From', { exact: true }).fill(day(12))
      await page.getByLabel('Until', { exact: true }).fill(day(9))
      await page.getByRole('button', { name: 'Next step' }).click()
      await expect.poll(() => page.locator('[data-error-summary]').textContent()).toContain('The until date must be after the from date.')
      expect(await page.getByLabel('Until', { exact: true }).getAttribute('aria-invalid')).toBe('true')
      await expectAccessible(page, 'step 2 with a date error')
      await page.getByLabel('Until', { exact: true }).fill(day(15))
      await page.getByRole('button', { name: 'Next step' }).click()

      await expect.poll(() => stepHeading(page)).toBe('products')
      await expectAccessible(page, 'step 3, products')
      await page.getByLabel(/55" Full HD signage display/).fill('2')
      await page.getByRole('button', { name: 'Next step' }).click()

      await expect.poll(() => stepHeading(page)).toBe('details')
      await expectAccessible(page, 'step 4, details')
      await page.getByLabel('Event').fill('Browser test open day')
      await page.getByLabel('Street').fill('Deansgate')
      await page.getByLabel('Number', { exact: true }).fill('101')
      await page.getByLabel('City').fill('Manchester')
      await page.getByLabel('Zip').fill('M3 2BQ')
      await page.getByLabel('Country').selectOption('GB')
      await page.getByLabel('Yes, please install it').check()
      await page.getByRole('button', { name: 'Next step' }).click()

      await expect.poll(() => stepHeading(page)).toBe('review')
      const review = page.locator('[data-demo-review]')
      expect(await review.textContent()).toContain('2 × 55" Full HD signage display')
      expect(await review.textContent()).toContain('Browser test open day')
      await expectAccessible(page, 'step 5, review')
      await page.getByRole('button', { name: 'Confirm request' }).click()

      await page.waitForURL(/\/portal\/demo-equipment\/dr-[a-z0-9]+\?notice=requested$/)
      await expect
        .poll(() => page.locator('[data-notice]').textContent())
        .toContain('Your demo equipment request was sent to your sales manager.')
      expect(await page.locator('[data-demo-status]').textContent()).toBe('Requested')
      await expectAccessible(page, 'the request')
      return new URL(page.url()).pathname
    })

    await asPerson('sam.carter@vantage-displays.example', async (page) => {
      await page.goto('/portal/demo-equipment', { waitUntil: 'load' })
      await page.locator(`a[href="${requestPath}"]`).click()
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Browser test open day')
      await expectAccessible(page, 'the request, for the sales manager')
      await page.getByRole('button', { name: 'Send for approval' }).click()
      await expect.poll(() => page.locator('[data-demo-status]').textContent()).toBe('Sent for approval')
      await expectAccessible(page, 'sent for approval')
      await page.getByRole('button', { name: 'Approve' }).click()
      await expect.poll(() => page.locator('[data-demo-status]').textContent()).toBe('Approved')
      expect(await page.locator('[data-notice]').textContent()).toBe('The request was approved.')
      expect(await page.locator('[data-demo-history]').textContent()).toContain('by Sam Carter')
      await expectAccessible(page, 'approved')
    })

    await asPerson('olivia.bennett@brightline-av.example', async (page) => {
      await page.goto('/portal', { waitUntil: 'load' })
      const block = page.locator('[data-dashboard-block="open-demo-requests"]')
      expect(await block.textContent()).toContain('Browser test open day')
      await page.goto(requestPath, { waitUntil: 'load' })
      expect(await page.locator('[data-demo-status]').textContent()).toBe('Approved')
      expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0)
      await expectAccessible(page, 'the approved request, for the partner')
    })
  }, 240_000)
})
