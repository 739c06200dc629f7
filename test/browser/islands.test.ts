// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * Islands: a page with an island loads that island's bundle and hydrates it, so it responds to
 * clicks; a page without islands loads no island bundle; an island loaded on demand (the compare
 * tray) loads only once the visitor needs it; a page swap that takes an island off the page
 * unmounts it, so its listeners on `document` end (React and vanilla islands alike).
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

describe('island lifecycle', () => {
  it('loads the compare tray only once a box is ticked, and a page swap ends its listeners on document', async () => {
    await withVisitor(
      async () => {},
      async (page) => {
        const requested: string[] = []
        page.on('request', (request) => requested.push(request.url()))
        await page.goto('/display-solutions', { waitUntil: 'load' })
        await page.waitForSelector('html[data-runtime="ready"]', { state: 'attached' })
        expect(requested.filter((url) => url.includes('CompareTray'))).toEqual([])
        expect(await page.locator('script[src*="CompareTray"]').count()).toBe(0)

        const card = page.locator('[data-product]').first()
        const ctn = (await card.getAttribute('data-product'))!
        await card.getByLabel(/^Compare/).check()
        await page.waitForSelector('[data-island="CompareTray"][data-island-hydrated]', { state: 'attached' })
        expect(requested.filter((url) => url.includes('CompareTray')).length).toBe(1)
        await expect.poll(() => page.locator('[data-compare-tray-item]').count()).toBe(1)

        // Client-side navigation to the product (no tray there): the same document, the tray's markup gone.
        await page.evaluate(() => Object.assign(window, { sameDocument: true }))
        await Promise.all([page.waitForURL((url) => url.pathname !== '/display-solutions'), card.locator('h3 a').click()])
        await page.waitForLoadState('load')
        expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
        expect(await page.locator('[data-island="CompareTray"]').count()).toBe(0)

        // A compare box changing now is nobody's business: a tray still listening would add it to the stored comparison.
        const stored = await page.evaluate(() => {
          const card = document.createElement('article')
          card.dataset.product = 'TEST/00'
          card.innerHTML = '<h3><a href="/display-solutions">Test display</a></h3><input type="checkbox" name="ctn" value="TEST/00">'
          document.querySelector('main')!.appendChild(card)
          const box = card.querySelector('input')!
          box.checked = true
          box.dispatchEvent(new Event('change', { bubbles: true }))
          return JSON.parse(localStorage.getItem('compare-products') ?? '[]') as Array<{ ctn: string }>
        })
        expect(stored.map((product) => product.ctn)).toEqual([ctn])
        expect(problemsOf(page).pageErrors).toEqual([])
      },
    )
  })

  it('unmounts a React island swapped off the page (its root emptied)', async () => {
    await withVisitor(
      async () => {},
      async (page) => {
        await openHydratedShareLink(page)
        await page.evaluate(() => Object.assign(window, { leaving: document.querySelector('[data-island="ShareLink"]') }))
        expect(await page.evaluate(() => (window as unknown as { leaving: Element }).leaving.childElementCount)).toBeGreaterThan(0)
        await Promise.all([page.waitForURL((url) => url.pathname === '/'), page.locator('header a[href="/"]').first().click()])
        await expect
          .poll(() =>
            page.evaluate(() => {
              const leaving = (window as unknown as { leaving: Element }).leaving
              return { connected: leaving.isConnected, children: leaving.childElementCount }
            }),
          )
          .toEqual({ connected: false, children: 0 })
      },
    )
  })
})
