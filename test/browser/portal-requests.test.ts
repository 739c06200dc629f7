// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * Issue 7's partner requests in a real browser, signed in through the built-in provider: a
 * partner executive submits a success story with three pictures (each upload's progress bar
 * visible) and another completes a Wave request through its four steps to the success screen.
 * axe finds no serious or critical violation on any step.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, signIn, watchedPage } from './browser.ts'
import { expectAccessible } from './axe.ts'

let browser: Browser
/** A whole wizard with axe on every step: generous on a loaded 2-core machine. */
const SLOW_MACHINE_TIMEOUT_MS = 180_000

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function next(page: Page, step: string) {
  await page.getByRole('button', { name: 'Next step' }).click()
  await page.waitForSelector(`[data-wizard-step="${step}"]`)
}

/** A picture of about 200 KB: a PNG signature, then filler (the server judges the type by the first bytes). */
function picture(name: string) {
  const buffer = Buffer.alloc(200 * 1024, 7)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer)
  return { name, mimeType: 'image/png', buffer }
}

describe('a partner executive submits a success story', () => {
  it(
    'walks the wizard, uploads three pictures with visible progress and is thanked',
    async () => {
      const context = await newVisitor(browser)
      try {
        const page = await watchedPage(context)
        await signIn(page, 'aoife.byrne@northgate-signage.example')
        await page.goto('/portal/success-stories', { waitUntil: 'load' })
        await page.getByRole('link', { name: 'Submit a success story' }).click()
        await page.waitForSelector('[data-wizard-step="project"]')
        await expectAccessible(page, page.url())
        await page.getByLabel('Project name').fill('Dublin Airport gate signage')
        await page.getByLabel('Location').fill('Dublin')
        await page.getByLabel('Country').selectOption('IE')
        await page.getByLabel('Contact person').fill('Aoife Byrne')
        await next(page, 'client')
        await page.getByLabel('Client name').fill('Dublin Airport')
        await page.getByLabel('Industry').selectOption('transport')
        await page.getByLabel('Background of the client').fill('Ireland’s busiest airport, 30 million passengers a year.')
        await next(page, 'challenge')
        await page.getByLabel('Why did the client start this project?').fill('Gate information was printed and often wrong.')
        await next(page, 'products')
        await page.getByLabel('Which of our products were used, and how many?').fill('48 × 49BDL3652T')
        await next(page, 'solution')
        await page.getByLabel('What did the client expect of the solution?').fill('Live gate changes.')
        await page.getByLabel('How was the solution implemented?').fill('Installed gate by gate at night.')
        await next(page, 'benefits')
        await page.getByLabel('Benefits gained').fill('Fewer missed flights.')
        await next(page, 'additional')
        // The island is hydrated once its bundle ran: the file input uploads on change.
        await page.waitForSelector('[data-island="StoryUploads"][data-island-hydrated]')
        await page.route('**/portal/success-stories/new/files', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 700))
          await route.continue()
        })
        await page.getByLabel('Project pictures').setInputFiles([picture('gate-12.png'), picture('gate-14.png'), picture('departures.png')])
        await expect.poll(() => page.locator('[data-upload-transfer="uploading"] progress').count()).toBeGreaterThan(0)
        await expect.poll(() => page.locator('[data-stored-files="picture"] [data-stored-file]').count(), { timeout: 15_000 }).toBe(3)
        await expectAccessible(page, page.url())
        await page.getByRole('button', { name: 'Confirm and send' }).click()
        await page.waitForSelector('[data-wizard-step="thanks"]')
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you!')
        await expectAccessible(page, page.url())
        await page.getByRole('link', { name: 'See your success stories' }).click()
        await page.waitForSelector('[data-success-stories]')
        expect(await page.locator('[data-success-stories]').textContent()).toContain('Dublin Airport gate signage')
        expect(problemsOf(page).consoleErrors).toEqual([])
      } finally {
        await context.close()
      }
    },
    SLOW_MACHINE_TIMEOUT_MS,
  )
})

describe('a partner executive requests Wave', () => {
  it(
    'goes through Contact, Account, Declarations and Overview to the success screen',
    async () => {
      const context = await newVisitor(browser)
      try {
        const page = await watchedPage(context)
        await signIn(page, 'claire.martin@lumiere-integration.example')
        await page.goto('/portal/wave', { waitUntil: 'load' })
        await page.waitForSelector('[data-wizard-step="contact"]')
        expect(await page.getByLabel('Email address').inputValue()).toBe('claire.martin@lumiere-integration.example')
        expect(await page.getByLabel('Email address').getAttribute('readonly')).not.toBeNull()
        await expectAccessible(page, page.url())
        await page.getByLabel('Phone number').fill('+33 1 70 36 42 10')
        await page.getByLabel('Job title').fill('Directrice générale')
        await next(page, 'account')
        await expectAccessible(page, page.url())
        await page.getByLabel('Company website').fill('www.lumiere-integration.fr')
        await page.getByLabel('Street and house number').fill('8 rue des Lumières')
        await page.getByLabel('Industry focus').selectOption('hospitality')
        await page.getByLabel('Type of business').selectOption('system-integrator')
        await page.getByLabel('Display type').selectOption('led')
        await next(page, 'declarations')
        await expectAccessible(page, page.url())
        await page.getByLabel('I accept the terms and conditions.').check()
        await page.getByLabel(/I have read the privacy policy/).check()
        await next(page, 'overview')
        expect(await page.locator('[data-wave-overview]').textContent()).toContain('8 rue des Lumières')
        await expectAccessible(page, page.url())
        await page.getByRole('button', { name: 'Confirm and send' }).click()
        await page.waitForSelector('[data-wave-submission="success"]')
        expect(await page.locator('[data-phase-progress="done"]').count()).toBe(2)
        await expectAccessible(page, page.url())
        await page.goto('/portal/wave', { waitUntil: 'load' })
        await page.waitForSelector('[data-wave-request-state="in-progress"]')
        expect(problemsOf(page).consoleErrors).toEqual([])
      } finally {
        await context.close()
      }
    },
    SLOW_MACHINE_TIMEOUT_MS,
  )
})
