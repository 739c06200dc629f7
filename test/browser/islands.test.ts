/**
 * Islands: a page with an island loads that island's bundle and hydrates it, so it responds to
 * clicks; a page without islands loads no island bundle.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, siteOrigin, siteUrl, watchedPage } from './browser.ts'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function withVisitor(prepare: (context: BrowserContext, page: Page) => Promise<void>, test: (page: Page) => Promise<void>) {
  const context = await newVisitor(browser)
  try {
    const page = await watchedPage(context)
    await prepare(context, page)
    await test(page)
  } finally {
    await context.close()
  }
}

/**
 * Chromium lets a page write to the clipboard after a click even without a grant, so refusing
 * needs an explicit denial (as a visitor's browser setting would be), set through CDP.
 */
async function refuseClipboard(context: BrowserContext, page: Page) {
  const pageSession = await context.newCDPSession(page)
  const { targetInfo } = await pageSession.send('Target.getTargetInfo')
  const browserSession = await browser.newBrowserCDPSession()
  await browserSession.send('Browser.setPermission', {
    permission: { name: 'clipboard-write' },
    setting: 'denied',
    origin: siteOrigin(),
    browserContextId: targetInfo.browserContextId,
  })
  // Chromium drops the override when the session that set it detaches: keep it for the context's life.
  context.once('close', () => void browserSession.detach().catch(() => {}))
}

async function openHydratedShareLink(page: Page) {
  expect((await page.goto('/block-overview', { waitUntil: 'load' }))?.status()).toBe(200)
  const island = page.locator('[data-island="ShareLink"]')
  expect(await island.count()).toBe(1)
  await page.waitForSelector('[data-island="ShareLink"][data-island-hydrated]', { state: 'attached' })
  return island
}

describe('ShareLink island', () => {
  it('hydrates on /block-overview and copies the page URL when the clipboard is allowed', async () => {
    await withVisitor(
      (context) => context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteOrigin() }),
      async (page) => {
        const island = await openHydratedShareLink(page)
        const scripts = await page
          .locator('script[src]')
          .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src))
        expect(scripts.some((src) => src.includes('ShareLink'))).toBe(true)

        await island.getByRole('button', { name: 'Copy link to this page' }).click()
        await expect.poll(() => island.getByRole('status').textContent()).toBe('Link copied')
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteUrl('/block-overview'))
        expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      },
    )
  })

  it('shows the link in a labelled read-only field when the clipboard is refused', async () => {
    await withVisitor(refuseClipboard, async (page) => {
      const island = await openHydratedShareLink(page)
      expect(
        await page.evaluate(() =>
          navigator.permissions.query({ name: 'clipboard-write' as PermissionName }).then((status) => status.state),
        ),
      ).toBe('denied')
      await island.getByRole('button', { name: 'Copy link to this page' }).click()
      const field = island.getByLabel('Copy this link:')
      await field.waitFor({ state: 'visible' })
      expect(await field.inputValue()).toBe(siteUrl('/block-overview'))
      expect(await field.getAttribute('readonly')).not.toBeNull()
      expect(await island.getByRole('status').textContent()).toBe('')
    })
  })

  it('is not loaded on the home page, which has no island', async () => {
    await withVisitor(
      async () => {},
      async (page) => {
        const requested: string[] = []
        page.on('request', (request) => requested.push(request.url()))
        expect((await page.goto('/', { waitUntil: 'load' }))?.status()).toBe(200)
        await page.waitForLoadState('networkidle')
        const scripts = await page
          .locator('script[src]')
          .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src))
        expect(scripts.filter((src) => src.includes('ShareLink'))).toEqual([])
        expect(requested.filter((url) => url.includes('ShareLink'))).toEqual([])
        expect(await page.locator('[data-island]').count()).toBe(0)
      },
    )
  })
})
