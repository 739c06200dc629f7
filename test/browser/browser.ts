/**
 * Debian's chromium driven by playwright-core, and pages that record what went wrong in them
 * (console errors, uncaught exceptions, failed requests, HTTP errors of sub-resources) so a test
 * can assert that a page loaded cleanly.
 */
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, chromium } from 'playwright-core'
import { expect, inject } from 'vitest'
import { SITE_ORIGINS_VARIABLE } from './sites-status.ts'

/**
 * The site of this test worker: the global setup starts one per worker (global-setup.ts), the
 * setup file waits for them and names them (sites-ready.ts), and VITEST_POOL_ID (1 … maxWorkers)
 * says which worker runs this file.
 */
export function siteOrigin(): string {
  const origins = process.env[SITE_ORIGINS_VARIABLE]?.split(',') ?? []
  if (origins.length === 0) throw new Error('The browser test sites are not ready: siteOrigin() is for tests and their hooks.')
  const worker = Number(process.env.VITEST_POOL_ID ?? 1)
  return origins[(worker - 1) % origins.length]!
}

export function siteUrl(path: string): string {
  return new URL(path, siteOrigin()).toString()
}

/**
 * The Chromium every browser test file shares (chromium-server-setup.ts). Each file connects once
 * and opens its own contexts; `close()` on the connection closes those contexts and leaves the
 * shared browser running for the other files.
 */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'))
}

/** A fresh visitor: no cookies, British English unless the test says otherwise. */
export function newVisitor(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ locale: 'en-GB', baseURL: siteOrigin(), ...options })
}

export interface PageProblems {
  consoleErrors: string[]
  pageErrors: string[]
  failedRequests: string[]
}

const problemsOfPage = new WeakMap<Page, PageProblems>()

/** A new page in the context that records its problems; read them with `problemsOf(page)`. */
export async function watchedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [] }
  problemsOfPage.set(page, problems)
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(`${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => problems.pageErrors.push(error.stack ?? error.message))
  page.on('requestfailed', (request) => {
    // A script, image or icon the browser gave up because the page moved on (a click, a reload, the
    // end of the test) is no failure of the site; refused connections and error statuses still are.
    const errorText = request.failure()?.errorText
    if (errorText === 'net::ERR_ABORTED' && !request.isNavigationRequest()) return
    problems.failedRequests.push(`${request.method()} ${request.url()}: ${errorText ?? 'failed'}`)
  })
  page.on('response', (response) => {
    // The document's own status is the test's business (404 pages answer 404 on purpose).
    if (response.request().isNavigationRequest()) return
    if (response.status() >= 400)
      problems.failedRequests.push(`${response.request().method()} ${response.url()}: HTTP ${response.status()}`)
  })
  return page
}

export function problemsOf(page: Page): PageProblems {
  const problems = problemsOfPage.get(page)
  if (!problems) throw new Error('This page was not opened with watchedPage()')
  return problems
}

/** From the header's 'Partner login' through the provider's screen back to the portal. */
/** Opens the partner portal as a signed-in person does: the header's account menu (on a phone, in the open menu), then "Partner portal". */
export async function openPortalFromAccountMenu(page: Page) {
  const menu = page.locator('header [data-account="signed-in"]:visible').first()
  await menu.locator('summary').click()
  await Promise.all([page.waitForURL('**/portal'), menu.locator('a[href$="/portal"]').click()])
}

export async function signIn(page: Page, email: string, option: 'Microsoft' | 'Google' = 'Microsoft') {
  await page.goto('/', { waitUntil: 'load' })
  await page.getByRole('link', { name: 'Partner login' }).click()
  await page.waitForURL('**/portal/sign-in**')
  await page.getByRole('button', { name: `Sign in with ${option}` }).click()
  await page.waitForURL('**/auth/local-oidc/authorize**')
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Local sign-in')
  await page.locator(`button[data-account="${email}"]`).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'))
}
