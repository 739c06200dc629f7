/** What the form browser tests share: axe at zero serious violations, and waiting for islands. */
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page, Response } from 'playwright-core'
import { expect } from 'vitest'
import { newVisitor } from './browser.ts'

/** axe finds no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page, moment: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  const report = severe
    .map((violation) =>
      [
        `${violation.impact}: ${violation.id} — ${violation.help}`,
        ...violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`),
      ].join('\n'),
    )
    .join('\n')
  expect(severe.length, `axe violations (${moment}, ${page.url()}):\n${report}`).toBe(0)
}

/**
 * axe on what a visitor without JavaScript sees. axe cannot run in a page whose scripts are off
 * (its timers never fire), so the page's HTML is shown, at its own URL with its stylesheet, in a
 * page where scripts may run but every script file is refused: the same DOM, no hydration.
 */
export async function expectAccessibleWithoutJavaScript(browser: Browser, page: Page, moment: string): Promise<void> {
  const html = await page.content()
  const url = page.url()
  const context = await newVisitor(browser)
  try {
    await context.route('**/*.js', (route) => route.abort())
    const copy = await context.newPage()
    await copy.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }))
    await copy.goto(url, { waitUntil: 'load' })
    expect(await copy.locator('[data-island-hydrated]').count()).toBe(0)
    await expectAccessible(copy, `${moment}, without JavaScript`)
  } finally {
    await context.close()
  }
}

/** Waits until the island's form runs in the browser (it marks itself ready after hydration). */
export async function waitForIsland(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(`${selector}[data-ready]`, { state: 'attached', timeout: 20_000 })
}

/** Clicks a button that submits a plain form and returns the answer to the post. */
export async function submitPlainForm(page: Page, click: () => Promise<void>): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === 'POST' && answer.request().isNavigationRequest()),
    click(),
  ])
  await page.waitForLoadState('load')
  return response
}

/** A tiny valid PNG (the server sniffs the bytes). */
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
