/** What the form browser tests share: axe without JavaScript, and waiting for islands. */

import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { expect } from 'vitest'
import { A11Y_FULL_WALK, expectAccessible } from './axe.ts'
import { newVisitor } from './browser.ts'

/** Per browser connection, the one context whose pages refuse every script file (closed with the connection). */
const scriptlessContexts = new WeakMap<Browser, Promise<BrowserContext>>()

function scriptlessContext(browser: Browser): Promise<BrowserContext> {
  let context = scriptlessContexts.get(browser)
  if (!context) {
    context = newVisitor(browser).then(async (visitor) => {
      await visitor.route('**/*.js', (route) => route.abort())
      return visitor
    })
    scriptlessContexts.set(browser, context)
  }
  return context
}

/**
 * axe on what a visitor without JavaScript sees. axe cannot run in a page whose scripts are off
 * (its timers never fire), so the page's HTML is shown, at its own URL with its stylesheet, in a
 * page where scripts may run but every script file is refused: the same DOM, no hydration.
 */
export async function expectAccessibleWithoutJavaScript(browser: Browser, page: Page, moment: string): Promise<void> {
  await accessibleWithoutJavaScript(browser, page, moment)
}

/** The same, on an in-between step of a long walk: in the full walk only (axe.ts `A11Y_FULL_WALK`). */
export async function expectAccessibleWithoutJavaScriptInFullWalk(browser: Browser, page: Page, moment: string): Promise<void> {
  if (A11Y_FULL_WALK) await accessibleWithoutJavaScript(browser, page, moment)
}

async function accessibleWithoutJavaScript(browser: Browser, page: Page, moment: string): Promise<void> {
  const html = await page.content()
  const url = page.url()
  const copy = await (await scriptlessContext(browser)).newPage()
  try {
    await copy.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }))
    await copy.goto(url, { waitUntil: 'load' })
    expect(await copy.locator('[data-island-hydrated]').count()).toBe(0)
    await expectAccessible(copy, `${moment}, without JavaScript`)
  } finally {
    await copy.close()
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
