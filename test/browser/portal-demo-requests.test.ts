// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * Demo equipment as the people involved play it (issue 18, desktop, English): the partner
 * executive asks through the five-step wizard (with a date mistake on the way); the sales manager
 * finds it in the staff console's inbox and sends it for approval; the demo coordinator finds it in
 * theirs, sees the stock for its dates and approves it with a reason; the partner sees the
 * notification (unread count in the portal header, the notification centre, opening it) and the
 * e-mail in the local mailbox. axe on each new page type; every wizard step only in the full walk.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, openPortalFromAccountMenu, problemsOf, signIn, watchedPage } from './browser.ts'
import { expectAccessible } from './axe.ts'

const FULL_WALK = process.env.A11Y_FULL === '1'
const DESKTOP = { viewport: { width: 1280, height: 800 } }
const EVENT = 'Browser test open day'
const REASON = 'Approved for your open day: the units leave our warehouse two days before.'

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
  const context = await newVisitor(browser, DESKTOP)
  try {
    const page = await watchedPage(context)
    await signIn(page, email)
    await openPortalFromAccountMenu(page)
    const result = await steps(page)
    expect(problemsOf(page).pageErrors).toEqual([])
    // The wizard's refused step answers 422 on purpose (the browser logs that); nothing else may fail.
    expect(problemsOf(page).consoleErrors.filter((error) => !error.includes('status of 422'))).toEqual([])
    return result
  } finally {
    await context.close()
  }
}

/** Clicks a link of the portal navigation and waits for its page. */
async function openArea(page: Page, area: string) {
  const link = page.locator(`nav [data-portal-area="${area}"]`)
  const href = (await link.getAttribute('href'))!
  await Promise.all([page.waitForURL((url) => url.pathname === href), link.click()])
  await page.waitForLoadState('load')
}

async function stepHeading(page: Page): Promise<string | null> {
  return page.locator('[data-demo-step]').getAttribute('data-demo-step')
}

async function stepChecked(page: Page, moment: string) {
  if (FULL_WALK) await expectAccessible(page, moment)
}

describe('demo equipment, from the request to the approval the partner is told about', () => {
  it('the partner asks, the sales manager sends it for approval, the coordinator approves with a reason, the partner reads the notification and the e-mail', async () => {
    const requestPath = await asPerson('olivia.bennett@brightline-av.example', async (page) => {
      await openArea(page, 'portal-demo-requests')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Demo equipment')
      await stepChecked(page, 'the lists')
      await page.getByRole('link', { name: 'New demo request' }).click()
      await expect.poll(() => stepHeading(page)).toBe('installation-type')
      await stepChecked(page, 'step 1, installation type')
      await page.getByLabel('On a floor stand').check()
      await page.getByRole('button', { name: 'Next step' }).click()

      await expect.poll(() => stepHeading(page)).toBe('dates')
      await page.getByLabel('From', { exact: true }).fill(day(22))
      await page.getByLabel('Until', { exact: true }).fill(day(19))
      await page.getByRole('button', { name: 'Next step' }).click()
      await expect.poll(() => page.locator('[data-error-summary]').textContent()).toContain('The until date must be after the from date.')
      expect(await page.getByLabel('Until', { exact: true }).getAttribute('aria-invalid')).toBe('true')
      await stepChecked(page, 'step 2 with a date error')
      await page.getByLabel('Until', { exact: true }).fill(day(25))
      await page.getByRole('button', { name: 'Next step' }).click()

      await expect.poll(() => stepHeading(page)).toBe('products')
      expect(await page.locator('[data-pool-free]').first().textContent(), 'what is free for the dates').toMatch(/free for your dates/)
      await stepChecked(page, 'step 3, products')
      await page.getByLabel(/55" Full HD signage display/).fill('2')
      await page.getByRole('button', { name: 'Next step' }).click()

      await expect.poll(() => stepHeading(page)).toBe('details')
      await stepChecked(page, 'step 4, details')
      await page.getByLabel('Event').fill(EVENT)
      await page.getByLabel('Street').fill('Deansgate')
      await page.getByLabel('Number', { exact: true }).fill('101')
      await page.getByLabel('City').fill('Manchester')
      await page.getByLabel('Zip').fill('M3 2BQ')
      await page.getByLabel('Country').selectOption('GB')
      await page.getByLabel('Yes, please install it').check()
      await page.getByRole('button', { name: 'Next step' }).click()

      await expect.poll(() => stepHeading(page)).toBe('review')
      expect(await page.locator('[data-demo-review]').textContent()).toContain('2 × 55" Full HD signage display')
      await stepChecked(page, 'step 5, review')
      await page.getByRole('button', { name: 'Confirm request' }).click()

      await page.waitForURL(/\/portal\/demo-equipment\/dr-[a-z0-9]+\?notice=requested$/)
      await expect
        .poll(() => page.locator('[data-notice]').textContent())
        .toContain('Your demo equipment request was sent to your sales manager.')
      expect(await page.locator('[data-demo-status]').textContent()).toBe('Requested')
      return new URL(page.url()).pathname
    })

    await asPerson('sam.carter@vantage-displays.example', async (page) => {
      await openArea(page, 'portal-staff')
      const queue = page.locator('[data-inbox-queue="demo-requests-to-review"]')
      expect(Number(await queue.locator('[data-inbox-count]').textContent())).toBeGreaterThanOrEqual(1)
      await expectAccessible(page, 'the staff console, a sales manager')
      await Promise.all([page.waitForURL('**/portal/demo-equipment?status=requested'), queue.click()])
      await expectAccessible(page, 'the staff list of demo requests')
      await Promise.all([page.waitForURL(`**${requestPath}`), page.locator(`a[href="${requestPath}"]`).click()])
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(EVENT)
      await page.getByRole('button', { name: 'Send for approval' }).click()
      await expect.poll(() => page.locator('[data-demo-status]').textContent()).toBe('Sent for approval')
      expect(await page.getByRole('button', { name: 'Approve' }).count(), 'a sales manager does not approve').toBe(0)
    })

    await asPerson('nadia.okafor@vantage-displays.example', async (page) => {
      await openArea(page, 'portal-staff')
      const queue = page.locator('[data-inbox-queue="demo-requests-to-approve"]')
      await Promise.all([page.waitForURL('**/portal/demo-equipment?status=sent-for-approval'), queue.click()])
      await Promise.all([page.waitForURL(`**${requestPath}`), page.locator(`a[href="${requestPath}"]`).click()])
      expect(await page.locator('[data-stock-product="55VS3500/00"]').getAttribute('data-stock-enough')).toBe('yes')
      await expectAccessible(page, 'the request, for the demo coordinator deciding')
      await page.getByLabel('Reason').fill(REASON)
      await page.getByRole('button', { name: 'Approve', exact: true }).click()
      await expect.poll(() => page.locator('[data-demo-status]').textContent()).toBe('Approved')
      expect(await page.locator('[data-notice]').textContent()).toBe('The request was approved.')
      expect(await page.locator('[data-demo-decision-note]').textContent()).toBe(REASON)
      expect(await page.locator('[data-demo-history]').textContent()).toContain('by Nadia Okafor')
      expect(await page.locator('[data-demo-allocate]').count(), 'the next step: allocating units').toBe(1)
    })

    await asPerson('olivia.bennett@brightline-av.example', async (page) => {
      const bell = page.locator('[data-notifications-link]')
      expect(Number(await bell.getAttribute('data-unread'))).toBeGreaterThanOrEqual(1)
      await Promise.all([page.waitForURL('**/portal/notifications'), bell.click()])
      const newest = page.locator('[data-notification]').first()
      expect(await newest.locator('h2').textContent()).toContain(`Your demo request for “${EVENT}” was approved`)
      expect(await newest.textContent()).toContain(`Reason: ${REASON}`)
      expect(await newest.locator('[data-unread]').count()).toBe(1)
      await expectAccessible(page, 'the notification centre')
      await Promise.all([page.waitForURL(`**${requestPath}`), newest.getByRole('button', { name: /^Open/ }).click()])
      expect(await page.locator('[data-demo-status]').textContent()).toBe('Approved')
      expect(await page.locator('[data-demo-decision-note]').textContent()).toBe(REASON)

      await openArea(page, 'portal-notifications')
      expect(await page.locator('[data-notification]').first().locator('[data-unread]').count(), 'opened: read').toBe(0)
      await Promise.all([page.waitForURL('**/local-mailbox'), page.locator('[data-local-mailbox-link] a').click()])
      const mail = page.locator('[data-mail]').first()
      expect(await mail.locator('[data-mail-subject]').textContent()).toBe(`Your demo request for “${EVENT}” was approved`)
      await mail.locator('summary').click()
      expect(await mail.locator('[data-mail-text]').textContent()).toContain(`Reason: ${REASON}`)
      await expectAccessible(page, 'the local mailbox')
    })
  }, 300_000)
})
