// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * The LED wall configurator end to end in Chromium: a wall configured with the keyboard only
 * (focus moves to each step's heading and the step is announced), units switched back and forth
 * without drift, the state kept in the URL across a reload, the background refused unless its
 * proportions match, the result saved behind its link, printed as a clean sheet and mailed;
 * and the calculator. axe on every step.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, watchedPage } from './browser.ts'
import { expectAccessible } from './axe.ts'
import { expectAccessibleWithoutJavaScript } from './forms-helpers.ts'

const TEST_TIMEOUT_MS = 240_000
const TOOL = '[data-led-tool]'
/** A loaded 2-core machine can take seconds to answer a step or a post. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 })

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function ready(page: Page) {
  await page.waitForSelector(`${TOOL}[data-ready]`, { state: 'attached', timeout: 20_000 })
}

/** Moves focus with Tab (and nothing else) until `selector` has it. */
async function tabTo(page: Page, selector: string, limit = 120) {
  for (let presses = 0; presses < limit; presses++) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${selector}`)
}

const step = (page: Page) => page.locator(`${TOOL} form[data-led-step]`).getAttribute('data-led-step')
const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"] td`).first()

/** A JPEG of the given size, drawn by the browser itself. */
async function jpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas')
      canvas.width = w!
      canvas.height = h!
      const context = canvas.getContext('2d')!
      context.fillStyle = '#0f5291'
      context.fillRect(0, 0, w!, h!)
      return canvas.toDataURL('image/jpeg')
    },
    [width, height],
  )
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}

describe('LED wall configurator', () => {
  it(
    'configures a wall with the keyboard only, saves it, prints a clean sheet and mails it',
    async () => {
      const context = await newVisitor(browser)
      const page = await watchedPage(context)
      await page.goto('/led-configurator')
      await ready(page)
      expect(await step(page)).toBe('size')
      await expectAccessible(page, 'wall size step')

      // Wall size: 300 × 200 cm.
      await tabTo(page, `${TOOL} input[name="width"]`)
      await page.keyboard.press('Control+A')
      await page.keyboard.type('300')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Control+A')
      await page.keyboard.type('200')
      await tabTo(page, `${TOOL} button[value="model"]`)
      await page.keyboard.press('Enter')
      await poll(() => step(page)).toBe('model')
      await poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2')
      await poll(() => page.locator('[data-led-announcement]').textContent()).toBe('Step 2 of 4: LED model')
      expect(new URL(page.url()).searchParams.get('w')).toBe('3000')
      expect(new URL(page.url()).searchParams.get('step')).toBe('model')
      await expectAccessible(page, 'LED model step')

      // LED model: arrow keys through the radio group up to the 2.5 mm 500 × 500 cabinet.
      await tabTo(page, `${TOOL} input[name="model"]`)
      for (let presses = 0; presses < 40 && !(await page.locator('input[name="model"][value="is250s_00"]').isChecked()); presses++) {
        await page.keyboard.press('ArrowDown')
      }
      expect(await page.locator('input[name="model"][value="is250s_00"]').isChecked()).toBe(true)
      await tabTo(page, `${TOOL} button[value="area"]`)
      await page.keyboard.press('Enter')
      await poll(() => step(page)).toBe('area')
      await expect(page.locator('[data-led-fit]').textContent()).resolves.toContain('6 × 4')
      // The grid of the preview: 5 lines between 6 columns, 3 between 4 rows.
      expect(await page.locator('[data-led-wall] line').count()).toBe(8)
      await expectAccessible(page, 'LED area step')

      await tabTo(page, `${TOOL} button[value="summary"]`)
      await page.keyboard.press('Enter')
      await poll(() => step(page)).toBe('summary')
      expect(await figure(page, 'cabinets').textContent()).toBe('6 × 4 (24)')
      expect(await figure(page, 'resolution').textContent()).toBe('1,200 × 800 px')
      await expectAccessible(page, 'summary step')

      // A reload shows the same wall at the same step.
      await page.reload()
      await ready(page)
      expect(await step(page)).toBe('summary')
      expect(await figure(page, 'real-size').textContent()).toBe('300 cm × 200 cm')

      // Save, then the result behind its signed link.
      await tabTo(page, '[data-led-save] button[type="submit"]')
      await Promise.all([
        page.waitForURL(/\/led-configurator\/result\/[0-9a-f-]{36}\?expires=\d+&signature=/),
        page.keyboard.press('Enter'),
      ])
      await page.waitForSelector('[data-led-actions][data-ready]', { state: 'attached' })
      expect(await figure(page, 'cabinets').textContent()).toBe('6 × 4 (24)')
      await expectAccessible(page, 'result page')

      // Mail me, with the keyboard.
      await tabTo(page, '[data-led-mail] input[name="email"]')
      await page.keyboard.type('ada.led@example.com')
      const [mailAnswer] = await Promise.all([
        page.waitForResponse((answer) => answer.request().method() === 'POST' && answer.url().includes('/led-configurator/result/')),
        page.keyboard.press('Enter'),
      ])
      expect(mailAnswer.status(), await mailAnswer.text()).toBe(201)
      await poll(() => page.locator('[data-led-mail-outcome]').textContent()).toBe(
        'We have sent your configuration to ada.led@example.com.',
      )

      // Print: only the sheet (figures and the wall to scale first, then the plans), no site chrome.
      await page.emulateMedia({ media: 'print' })
      for (const hidden of ['header', 'footer', '[data-led-mail]', '[data-led-print]', 'section[aria-labelledby="led-quote-title"]']) {
        expect(await page.locator(hidden).first().isVisible(), `${hidden} is printed`).toBe(false)
      }
      expect(await page.locator('[data-led-figures]').isVisible()).toBe(true)
      expect(await page.locator('[data-led-preview]').isVisible()).toBe(true)
      const pdf = (await page.pdf({ format: 'A4' })).toString('latin1')
      const printedPages = pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0
      expect(printedPages).toBeGreaterThanOrEqual(2)
      expect(printedPages).toBeLessThanOrEqual(4)
      await page.emulateMedia({ media: 'screen' })

      expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      await context.close()
    },
    TEST_TIMEOUT_MS,
  )

  it(
    'switches units at any step without drift and says when a size cannot be built',
    async () => {
      const context = await newVisitor(browser)
      const page = await watchedPage(context)
      await page.goto('/led-configurator?w=3456.7&h=1999.9&model=is250s_00&step=size')
      await ready(page)
      const width = page.locator(`${TOOL} input[name="width"]`)
      expect(await width.inputValue()).toBe('345.7')
      for (const unit of ['in', 'ft', 'px', 'cm', 'ft', 'in', 'cm']) await page.locator(`${TOOL} select[name="unit"]`).selectOption(unit)
      expect(await width.inputValue()).toBe('345.7')
      await poll(() => new URL(page.url()).searchParams.get('w')).toBe('3456.7')

      await width.fill('10')
      await poll(() => page.locator('[data-led-error]').textContent()).toContain('The size of your wall is too small')
      expect(await width.getAttribute('aria-invalid')).toBe('true')
      await width.fill('9000')
      await poll(() => page.locator('[data-led-error]').textContent()).toContain('The chosen size is impossible with this product series')
      expect(await page.locator('[data-led-error] a').getAttribute('href')).toBe('/contact?topic=project')
      await expectAccessible(page, 'size step with an error')
      await context.close()
    },
    TEST_TIMEOUT_MS,
  )

  it(
    'puts a background on the wall only when it is a JPG, MP4 or MOV through and through and its proportions match',
    async () => {
      const context = await newVisitor(browser)
      const page = await watchedPage(context)
      // 6 × 4 cabinets of 500 mm: a 3:2 wall.
      await page.goto('/led-configurator?w=3000&h=2000&model=is250s_00&step=area')
      await ready(page)
      const input = page.locator(`${TOOL} input[type="file"]`)
      await input.setInputFiles({ name: 'square.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 400, 400) })
      await poll(() => page.locator('[role="alert"]').last().textContent()).toBe(
        'The proportions of this file (1:1) do not match your wall (3:2).',
      )
      expect(await page.locator('[data-led-wall] image').count()).toBe(0)
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') })
      await poll(() => page.locator('[role="alert"]').last().textContent()).toBe('Please choose a JPG image or an MP4 or MOV video.')
      // Name, declared type and first bytes must agree: a page named .jpg is not a picture.
      await input.setInputFiles({
        name: 'hall.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
      })
      await poll(() => page.locator('[role="alert"]').last().textContent()).toBe(
        'This file is not what its name says. Please choose a JPG image or an MP4 or MOV video.',
      )
      await input.setInputFiles({ name: 'hall.html', mimeType: 'text/html', buffer: await jpeg(page, 600, 400) })
      await poll(() => page.locator('[role="alert"]').last().textContent()).toBe('Please choose a JPG image or an MP4 or MOV video.')
      expect(await page.locator('[data-led-wall] image').count()).toBe(0)
      await input.setInputFiles({ name: 'hall.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 600, 400) })
      await poll(() => page.locator('[data-led-wall] image').count()).toBe(1)
      await expectAccessible(page, 'area step with a background')
      await context.close()
    },
    TEST_TIMEOUT_MS,
  )

  it(
    'works step by step without JavaScript',
    async () => {
      const context = await newVisitor(browser, { javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto('/led-configurator?w=3000&h=2000&model=is250s_00')
      await page.locator(`${TOOL} input[name="width"]`).fill('400')
      await Promise.all([page.waitForURL(/step=model/), page.locator(`${TOOL} button[value="model"]`).click()])
      expect(new URL(page.url()).searchParams.get('width')).toBe('400')
      await Promise.all([page.waitForURL(/step=area/), page.locator(`${TOOL} button[value="area"]`).click()])
      await Promise.all([page.waitForURL(/step=summary/), page.locator(`${TOOL} button[value="summary"]`).click()])
      expect(await figure(page, 'cabinets').textContent()).toBe('8 × 4 (32)')
      await expectAccessibleWithoutJavaScript(browser, page, 'summary step')
      await Promise.all([page.waitForURL(/\/led-configurator\/result\//), page.locator('[data-led-save] button').click()])
      expect(await figure(page, 'cabinets').textContent()).toBe('8 × 4 (32)')
      await context.close()
    },
    TEST_TIMEOUT_MS,
  )
})

describe('LED calculator', () => {
  it(
    'goes from model details to results in place and back',
    async () => {
      const context = await newVisitor(browser)
      const page = await watchedPage(context)
      await page.goto('/led-calculator')
      await ready(page)
      expect(await step(page)).toBe('details')
      await expectAccessible(page, 'calculator details')
      await page.locator(`${TOOL} select[name="model"]`).selectOption('is250s_00')
      await page.locator(`${TOOL} input[name="width"]`).fill('300')
      await page.locator(`${TOOL} input[name="height"]`).fill('200')
      await page.locator(`${TOOL} button[value="results"]`).click()
      await poll(() => step(page)).toBe('results')
      expect(await figure(page, 'cabinets').textContent()).toBe('6 × 4 (24)')
      await expectAccessible(page, 'calculator results')
      await page.goBack()
      await poll(() => step(page)).toBe('details')
      expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      await context.close()
    },
    TEST_TIMEOUT_MS,
  )
})
