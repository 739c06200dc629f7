/**
 * A technical ticket as the people involved play it (issue 18), on a phone in German: the partner
 * executive signs in from the home page, sends a ticket from the support page and finds it under
 * "Meine Tickets" with its case number; the support agent (desktop, English) answers it from the
 * staff console; the partner sees the unread notification in the portal header, reads the answer
 * under the ticket, and the e-mail in German in the local mailbox. axe on the new page types.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pathFor } from '../../ui/routes/route-table.ts'
import { connectChromium, newVisitor, openPortalFromAccountMenu, problemsOf, signIn, watchedPage } from './browser.ts'
import { expectAccessible } from './axe.ts'

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'de-DE',
}
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
const MODEL = '55BDL4511D'
const PROBLEM = 'Nach dem Standby bleibt das Bild schwarz.'
const ANSWER = 'Please install firmware FB02.12 from the downloads page; it fixes the wake-up from standby.'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function withPage<T>(options: BrowserContextOptions, steps: (page: Page) => Promise<T>): Promise<T> {
  const context = await newVisitor(browser, options)
  try {
    const page = await watchedPage(context)
    const result = await steps(page)
    expect(problemsOf(page).pageErrors).toEqual([])
    expect(problemsOf(page).consoleErrors).toEqual([])
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

/** On the phone the header's links are in the drawer behind the menu button. */
async function openMenu(page: Page) {
  const toggle = page.locator('details[data-menu-toggle]')
  if (!(await toggle.evaluate((details) => (details as HTMLDetailsElement).open))) await toggle.locator('summary').click()
}

/** From the German home page on a phone: the menu, "Partner-Anmeldung", Microsoft, the account; back where it started. */
async function signInOnPhone(page: Page, email: string) {
  await page.goto('/de-de', { waitUntil: 'load' })
  await page.locator('[data-consent-banner] button[name="decision"][value="deny"]').click()
  await openMenu(page)
  await Promise.all([page.waitForURL('**/de-de/portal/anmelden**'), page.getByRole('link', { name: 'Partner-Anmeldung' }).click()])
  await Promise.all([
    page.waitForURL('**/auth/local-oidc/authorize**'),
    page.getByRole('button', { name: 'Mit Microsoft anmelden' }).click(),
  ])
  await page.locator(`button[data-account="${email}"]`).click()
  await page.waitForURL((url) => url.pathname === '/de-de')
}

describe('a technical ticket, from the partner’s phone to the answer', () => {
  it('the partner sends it and finds it under My tickets, the support agent answers, the partner is notified and reads the answer', async () => {
    const ticketPath = await withPage(PHONE, async (page) => {
      await signInOnPhone(page, 'jonas.weber@pixelhaus.example')
      await openMenu(page)
      await openPortalFromAccountMenu(page)
      await openArea(page, 'portal-support')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kundendienst')
      const form = page.locator('[data-support-ticket] form')
      await form.locator('input[name="product_type"][value="signage"]').check()
      await form.locator('input[name="model_number"]').fill(MODEL)
      await form.locator('textarea[name="problem_description"]').fill(PROBLEM)
      await form.locator('input[name="consent_privacy"]').check()
      await Promise.all([
        page.waitForURL(/\/de-de\/portal\/support\/tickets\/[0-9a-f-]{36}\?notice=sent$/),
        form.getByRole('button', { name: 'Ticket senden' }).click(),
      ])
      const path = new URL(page.url()).pathname
      const caseNumber = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Ticket Nr. ', '')
      expect(caseNumber).toMatch(/^TS-\d{6}$/)
      expect(await page.locator('[data-notice]').textContent()).toContain(
        `Ihr Ticket ${caseNumber} wurde an unseren technischen Support gesendet`,
      )
      expect(await page.locator('[data-ticket-status]').textContent()).toBe('Eingegangen')
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing wider than the phone').toBe(
        true,
      )
      await expectAccessible(page, 'a ticket, phone, German')

      await Promise.all([page.waitForURL('**/de-de/portal/support/tickets'), page.getByRole('link', { name: 'Meine Tickets' }).click()])
      const row = page.locator(`[data-ticket="${caseNumber}"]`)
      expect(await row.textContent()).toContain(`${MODEL}: ${PROBLEM}`)
      await expectAccessible(page, 'My tickets, phone, German')
      expect(await row.locator('a').getAttribute('href')).toBe(path)
      return path
    })
    const ticketId = ticketPath.split('/').pop()!

    await withPage(DESKTOP, async (page) => {
      await signIn(page, 'ravi.mehta@vantage-displays.example')
      await openPortalFromAccountMenu(page)
      await openArea(page, 'portal-staff')
      const queue = page.locator('[data-inbox-queue="tickets"]')
      expect(Number(await queue.locator('[data-inbox-count]').textContent())).toBeGreaterThanOrEqual(1)
      await Promise.all([page.waitForURL('**/portal/staff/tickets?status=open'), queue.click()])
      await expectAccessible(page, 'the support team’s tickets')
      const staffTicket = pathFor('portal-staff-tickets-ticket', 'en-gb', { ticketId })
      await Promise.all([page.waitForURL(`**${staffTicket}`), page.locator(`a[href="${staffTicket}"]`).click()])
      expect(await page.locator('[data-ticket-messages]').textContent()).toContain(PROBLEM)
      await page.getByLabel('Answer', { exact: true }).fill(ANSWER)
      expect(await page.getByLabel('Status after this answer').inputValue()).toBe('answered')
      await expectAccessible(page, 'a ticket, for the support team')
      await page.getByRole('button', { name: 'Send the answer' }).click()
      await expect.poll(() => page.locator('[data-notice]').textContent()).toBe('The partner has been told.')
      expect(await page.locator('[data-ticket-status]').textContent()).toBe('Answered')
    })

    await withPage(PHONE, async (page) => {
      await signInOnPhone(page, 'jonas.weber@pixelhaus.example')
      await openMenu(page)
      await openPortalFromAccountMenu(page)
      const bell = page.locator('[data-notifications-link]')
      expect(Number(await bell.getAttribute('data-unread'))).toBeGreaterThanOrEqual(1)
      await Promise.all([page.waitForURL('**/de-de/portal/benachrichtigungen'), bell.click()])
      const newest = page.locator('[data-notification]').first()
      expect(await newest.locator('h2').textContent()).toMatch(/Ihr Ticket TS-\d{6} hat eine Antwort/)
      await expectAccessible(page, 'the notification centre, phone, German')
      await Promise.all([page.waitForURL(`**${ticketPath}`), newest.getByRole('button', { name: /^Öffnen/ }).click()])
      expect(await page.locator('[data-ticket-status]').textContent()).toBe('Beantwortet')
      expect(await page.locator('[data-message-side="staff"]').textContent()).toContain(ANSWER)

      await openArea(page, 'portal-notifications')
      await Promise.all([page.waitForURL('**/local-mailbox'), page.locator('[data-local-mailbox-link] a').click()])
      expect(await page.locator('[data-mail-subject]').first().textContent()).toMatch(/^Ihr Ticket TS-\d{6} hat eine Antwort$/)
    })
  }, 300_000)
})
