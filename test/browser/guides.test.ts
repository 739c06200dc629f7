// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * The guides end to end in a real browser against the seed: the product chooser walked with the
 * keyboard only (steps announced, focus on the step heading, the maximum of selectable products
 * with its warnings, a reload restoring the state, the hand-off to the comparison); the corporate
 * configurator (errors, previous and next location, no solution with a contact option, share by
 * email, request quote); the retail configurator to the brochure; the chooser without
 * JavaScript. axe on every step.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHOOSER_MAX_SELECTED } from '../../ui/guides/product-chooser.ts'
import { connectChromium, newVisitor, problemsOf, watchedPage } from './browser.ts'
import { expectAccessible } from './axe.ts'
import { expectAccessibleWithoutJavaScript, waitForIsland } from './forms-helpers.ts'

const GUIDE_TEST_TIMEOUT_MS = 240_000

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function withVisitor(test: (page: Page) => Promise<void>, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await newVisitor(browser, options)
  try {
    const page = await watchedPage(context)
    await test(page)
    expect(problemsOf(page).pageErrors).toEqual([])
    expect(problemsOf(page).consoleErrors).toEqual([])
  } finally {
    await context.close()
  }
}

const heading = (page: Page) => page.locator('[data-guide-step-heading]')
const announcement = (page: Page) => page.locator('[data-guide-announcement]')

/** Presses Tab until the focused element matches `selector` (keyboard only: no clicks, no focus()). */
async function tabTo(page: Page, selector: string, limit = 400) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return
  }
  throw new Error(`Tab never reached ${selector}`)
}

async function expectStep(page: Page, text: string) {
  await expect.poll(() => heading(page).textContent()).toBe(text)
  await expect.poll(() => announcement(page).textContent()).toContain(text)
}

describe('product chooser', () => {
  it(
    'walks to the results with the keyboard only, stops at the maximum, survives a reload and hands over to the comparison',
    async () => {
      await withVisitor(async (page) => {
        await page.goto('/product-chooser', { waitUntil: 'load' })
        await waitForIsland(page, '[data-guide]')
        await expectAccessible(page, 'chooser, use')

        // Use: the first answer after "No preference" is Retail.
        await tabTo(page, 'input[name="use"]')
        await page.keyboard.press('ArrowDown')
        expect(await page.locator('input[name="use"]:checked').getAttribute('value')).toBe('retail')
        await tabTo(page, 'button[value="next"]')
        await page.keyboard.press('Enter')
        await expectStep(page, 'Step 2 of 6: Size')
        expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-guide-step-heading'))).toBe(true)
        expect(new URL(page.url()).searchParams.get('use')).toBe('retail')
        await expectAccessible(page, 'chooser, size')

        // Size, brightness: no preference; orientation: portrait.
        for (const title of ['Step 3 of 6: Brightness', 'Step 4 of 6: Orientation']) {
          await tabTo(page, 'button[value="next"]')
          await page.keyboard.press('Enter')
          await expectStep(page, title)
        }
        await tabTo(page, 'input[name="orientation"]')
        await page.keyboard.press('ArrowDown')
        await page.keyboard.press('ArrowDown')
        expect(await page.locator('input[name="orientation"]:checked').getAttribute('value')).toBe('portrait')
        await tabTo(page, 'button[value="next"]')
        await page.keyboard.press('Enter')
        await expectStep(page, 'Step 5 of 6: Connectivity')
        await expectAccessible(page, 'chooser, connectivity')
        await tabTo(page, 'input[name="connection"][value="lan"]')
        await page.keyboard.press('Space')
        await tabTo(page, 'button[value="next"]')
        await page.keyboard.press('Enter')
        await expectStep(page, 'Step 6 of 6: Results')
        const url = new URL(page.url())
        expect(url.searchParams.get('orientation')).toBe('portrait')
        expect(url.searchParams.getAll('connection')).toEqual(['lan'])
        const products = page.locator('[data-chooser-product]')
        expect(await products.count()).toBeGreaterThan(CHOOSER_MAX_SELECTED)
        await expectAccessible(page, 'chooser, results')

        // Pick up to the maximum with Space; the warning appears; one more is refused with an alert.
        for (let index = 0; index < CHOOSER_MAX_SELECTED; index++) {
          await tabTo(page, `[data-chooser-product]:nth-child(${index + 1}) input[type="checkbox"]`)
          await page.keyboard.press('Space')
        }
        await expect
          .poll(() => page.locator('[data-chooser-selected]').textContent())
          .toBe(`Selected for comparison: ${CHOOSER_MAX_SELECTED} of ${CHOOSER_MAX_SELECTED}`)
        await expect
          .poll(() => page.locator('[data-chooser-warning]').textContent())
          .toContain('You have selected the maximum of 4 products.')
        const fifth = page.locator(`[data-chooser-product]:nth-child(${CHOOSER_MAX_SELECTED + 1}) input[type="checkbox"]`)
        await tabTo(page, `[data-chooser-product]:nth-child(${CHOOSER_MAX_SELECTED + 1}) input[type="checkbox"]`)
        await page.keyboard.press('Space')
        await expect
          .poll(() => page.locator('[data-chooser-warning][role="alert"]').textContent())
          .toContain('You can compare at most 4 products.')
        expect(await fifth.isChecked()).toBe(false)
        await expectAccessible(page, 'chooser, at the maximum')

        // A reload restores answers and picks from the address bar.
        const picked = new URL(page.url()).searchParams.getAll('ctn')
        expect(picked).toHaveLength(CHOOSER_MAX_SELECTED)
        await page.reload({ waitUntil: 'load' })
        await waitForIsland(page, '[data-guide]')
        expect(await heading(page).textContent()).toBe('Step 6 of 6: Results')
        expect(await page.locator('[data-chooser-product] input:checked').count()).toBe(CHOOSER_MAX_SELECTED)

        // Unpick one, then hand over to the comparison.
        await tabTo(page, '[data-chooser-product]:nth-child(1) input[type="checkbox"]')
        await page.keyboard.press('Space')
        await expect.poll(() => page.locator('[data-chooser-selected]').textContent()).toBe('Selected for comparison: 3 of 4')
        await tabTo(page, 'button[data-chooser-compare]')
        await Promise.all([page.waitForURL(/\/display-solutions\/compare\?/), page.keyboard.press('Enter')])
        await page.waitForLoadState('load')
        expect(new URL(page.url()).searchParams.getAll('ctn')).toEqual(picked.slice(1))
        expect(await page.locator('[data-compare-product]').count()).toBe(3)
        expect(await page.locator('tr[data-differs="true"]').count()).toBeGreaterThan(0)
      })
    },
    GUIDE_TEST_TIMEOUT_MS,
  )

  it(
    'works without JavaScript: every step a GET form, the results from the server',
    async () => {
      await withVisitor(
        async (page) => {
          await page.goto('/product-chooser', { waitUntil: 'load' })
          await page.locator('input[name="use"][value="corporate"]').check()
          await Promise.all([page.waitForURL(/go=next/), page.locator('button[value="next"]').click()])
          expect(await heading(page).textContent()).toBe('Step 2 of 6: Size')
          await Promise.all([page.waitForURL(/go=results/), page.locator('button[value="results"]').click()])
          expect(await heading(page).textContent()).toBe('Step 6 of 6: Results')
          expect(Number(await page.locator('[data-chooser-count]').getAttribute('data-chooser-count'))).toBeGreaterThan(0)
          await expectAccessibleWithoutJavaScript(browser, page, 'chooser results')
        },
        { javaScriptEnabled: false },
      )
    },
    GUIDE_TEST_TIMEOUT_MS,
  )
})

describe('corporate solution configurator', () => {
  const choose = (page: Page, name: string, value: string) => page.locator(`input[name="${name}"][value="${value}"]`).check()

  it(
    'walks start, locations, solutions, share by email and request quote',
    async () => {
      await withVisitor(async (page) => {
        await page.goto('/corporate-configurator', { waitUntil: 'load' })
        await waitForIsland(page, '[data-guide]')
        expect(await page.locator('[data-answer-time]').textContent()).toBe('Answers usually come within 24 hours.')
        await expectAccessible(page, 'corporate, start')
        await page.locator('button[value="start"]').click()
        await expectStep(page, 'Step 2 of 4: Locations')

        // Next location without answers: the errors are announced and tied to their groups.
        await page.locator('button[value="next"]').click()
        await expect.poll(() => page.locator('[data-guide-errors]').count()).toBe(1)
        expect(await page.locator('fieldset[aria-invalid="true"]').count()).toBe(4)
        await expect.poll(() => announcement(page).textContent()).toContain('Choose the room type.')
        await expectAccessible(page, 'corporate, location errors')

        await choose(page, 'room', 'meeting-room')
        await choose(page, 'size', 'medium')
        await choose(page, 'audience', '7-20')
        await choose(page, 'use', 'presentation')
        await page.locator('button[value="next"]').click()
        await expect.poll(() => page.locator('[data-location-of]').textContent()).toBe('Location 2 of 2')
        // A small room for 21–60 people: no solution.
        await choose(page, 'room', 'training-room')
        await choose(page, 'size', 'small')
        await choose(page, 'audience', '21-60')
        await choose(page, 'use', 'collaboration')
        await page.locator('button[value="previous"]').click()
        await expect.poll(() => page.locator('[data-location-of]').textContent()).toBe('Location 1 of 2')
        expect(await page.locator('input[name="size"][value="medium"]').isChecked()).toBe(true)
        await page.locator('button[value="solutions"]').click()
        await expectStep(page, 'Step 3 of 4: Solutions')
        expect(
          await page
            .locator('[data-location-proposal]')
            .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-location-proposal'))),
        ).toEqual(['displays', 'none'])
        expect(await page.locator('[data-proposed-product]').count()).toBeGreaterThan(0)
        expect(await page.locator('[data-no-solution] a').getAttribute('href')).toBe('/contact?topic=project')
        await expectAccessible(page, 'corporate, solutions')

        // The solutions come back on reload (the share form is the server's: it appears then).
        await page.reload({ waitUntil: 'load' })
        await waitForIsland(page, '[data-guide]')
        expect(await heading(page).textContent()).toBe('Step 3 of 4: Solutions')
        const email = `share.${Date.now()}@example.com`
        await page.locator('#share-email').fill(email)
        await Promise.all([page.waitForURL(/shared=sent/), page.locator('[data-share-by-email] button[type="submit"]').click()])
        await page.waitForLoadState('load')
        expect(await page.locator('[data-share-sent]').textContent()).toBe('The link to your configuration has been sent.')
        await expectAccessible(page, 'corporate, shared')

        await waitForIsland(page, '[data-guide]')
        await Promise.all([page.waitForURL(/step=quote/), page.locator('button[value="quote"]').click()])
        await page.waitForLoadState('load')
        await waitForIsland(page, 'form[data-form="corporate-quote"]')
        expect(await heading(page).textContent()).toBe('Step 4 of 4: Request quote')
        await expectAccessible(page, 'corporate, quote')
        await page.locator('#corporate-quote-first_name').fill('Ada')
        await page.locator('#corporate-quote-last_name').fill('Lovelace')
        await page.locator('#corporate-quote-email').fill(email)
        await page.locator('#corporate-quote-organisation').fill('Analytical Engines Ltd')
        await page.locator('#corporate-quote-country').selectOption('GB')
        await page.locator('#corporate-quote-consent_privacy').check()
        await page.locator('form[data-form="corporate-quote"] button[type="submit"]').click()
        await expect
          .poll(() => page.locator('[data-form-sent="corporate-quote"]').textContent(), { timeout: 20_000 })
          .toContain('Answers usually come within 24 hours.')
        await expectAccessible(page, 'corporate, quote sent')
      })
    },
    GUIDE_TEST_TIMEOUT_MS,
  )
})

describe('retail configurator', () => {
  it(
    'lays out the store by zones, gives each zone its advice and ends with the proposal, its quote request and the brochure',
    async () => {
      await withVisitor(async (page) => {
        await page.goto('/fr-fr/configurateur-commerce', { waitUntil: 'load' })
        await waitForIsland(page, '[data-guide]')
        await expectAccessible(page, 'retail, layout')
        await page.locator('button[value="next"]').click()
        await expect.poll(() => page.locator('#retail-zone-error').textContent()).toBe('Choisissez au moins une zone.')
        await expectAccessible(page, 'retail, no zone')
        await page.locator('#retail-zone-window').check()
        await page.locator('#retail-zone-shelf').check()
        await page.locator('button[value="next"]').click()
        await expectStep(page, 'Étape 2 sur 3 : Conseils par zone')
        expect(
          await page.locator('[data-retail-zone]').evaluateAll((zones) => zones.map((zone) => zone.getAttribute('data-retail-zone'))),
        ).toEqual(['window', 'shelf'])
        expect(await page.locator('[data-retail-zone="window"] [data-proposed-product]').count()).toBeGreaterThan(0)
        await expectAccessible(page, 'retail, products')
        // The proposal is rendered by the server with its quote request (a lead form island of its own).
        await Promise.all([page.waitForURL(/step=quote/), page.locator('button[value="next"]').click()])
        await page.waitForLoadState('load')
        await expectStep(page, 'Étape 3 sur 3 : Votre proposition')
        expect(await page.locator('[data-retail-quote] textarea[name="body"]').inputValue()).toContain('Vitrine : ')
        await page.goBack()
        await expect.poll(() => heading(page).textContent()).toBe('Étape 2 sur 3 : Conseils par zone')
        await page.goForward()
        await expect.poll(() => heading(page).textContent()).toBe('Étape 3 sur 3 : Votre proposition')
        await expectAccessible(page, 'retail, proposal and quote')
        await Promise.all([
          page.waitForURL(/\/fr-fr\/brochure-commerce$/),
          page.getByRole('link', { name: 'Télécharger la brochure commerce' }).click(),
        ])
        await page.waitForLoadState('load')
        expect(await page.locator('form[data-form="retail-brochure"]').count()).toBe(1)
      })
    },
    GUIDE_TEST_TIMEOUT_MS,
  )
})
