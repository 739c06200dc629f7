// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * Cookie consent in a real browser, against the stand-in tracker origin (test/browser/trackers.ts):
 * no third-party request before the visitor grants a category, the tags of the granted categories
 * after, analytics page views on every route change only with statistic consent, the choice
 * remembered; the banner without JavaScript; axe with the banner shown.
 */
import { expectAccessible } from './axe.ts'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, siteOrigin, watchedPage } from './browser.ts'
import { TAG_PATHS, answerTrackers } from './trackers.ts'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

interface Visit {
  page: Page
  context: BrowserContext
  /** Paths requested on the tracker origin so far. */
  trackers: string[]
}

async function withTrackedVisitor(test: (visit: Visit) => Promise<void>, options: Parameters<typeof newVisitor>[1] = {}) {
  const context = await newVisitor(browser, options)
  try {
    const trackers = await answerTrackers(context)
    await test({ page: await watchedPage(context), context, trackers })
  } finally {
    await context.close()
  }
}

async function open(page: Page, path: string) {
  expect((await page.goto(path, { waitUntil: 'load' }))?.status()).toBe(200)
  await page.waitForSelector('html[data-runtime="ready"]', { state: 'attached' })
}

const banner = (page: Page) => page.locator('[data-consent-banner]')

function pageViews(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []
    return layer.filter((entry) => entry.event === 'page_view').map((entry) => String(entry.page_path))
  })
}

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'consent')?.value
}

describe('before a choice', () => {
  it('shows the banner and requests no tracker, on the first page or after navigating', async () => {
    await withTrackedVisitor(async ({ page, trackers }) => {
      await open(page, '/')
      expect(await banner(page).isVisible()).toBe(true)
      expect(await banner(page).getByRole('button', { name: 'Accept all' }).isVisible()).toBe(true)
      expect(await banner(page).getByRole('button', { name: 'Deny' }).isVisible()).toBe(true)
      await page.locator('header').getByRole('link', { name: 'Events' }).click()
      await page.waitForURL('**/events')
      await page.waitForLoadState('networkidle')
      expect(trackers).toEqual([])
      expect(await pageViews(page)).toEqual([])
      expect(await page.locator('script[data-third-party], link[data-third-party]').count()).toBe(0)
      expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
    })
  })
})

describe('accept all', () => {
  it('loads every configured tag, sends a page view per page, and is remembered', async () => {
    await withTrackedVisitor(async ({ page, context, trackers }) => {
      await open(page, '/')
      await banner(page).getByRole('button', { name: 'Accept all' }).click()
      await expect.poll(() => banner(page).isVisible()).toBe(false)
      await expect.poll(() => [...trackers].sort()).toEqual(Object.values(TAG_PATHS).sort())
      expect(await consentCookie(context)).toBe('v1.necessary.functional.statistic.marketing.unclassified')
      expect(await pageViews(page)).toEqual(['/'])
      expect(await page.evaluate(() => (window as unknown as { _linkedin_partner_id?: string })._linkedin_partner_id)).toBe('12345')
      // The visitor stays on the page; focus leaves the closed banner for the content.
      expect(page.url().endsWith('/')).toBe(true)
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content')

      await page.locator('header').getByRole('link', { name: 'Insights' }).click()
      await page.waitForURL('**/insights')
      await expect.poll(() => pageViews(page)).toEqual(['/', '/insights'])
      await page.goBack()
      await page.waitForURL(/\/$/)
      await expect.poll(() => pageViews(page)).toEqual(['/', '/insights', '/'])
      // Each tag loads once per document, however many pages are swapped in.
      expect([...trackers].sort()).toEqual(Object.values(TAG_PATHS).sort())
      expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })

      // A new visit: no banner, the tags load straight away, and the first page view is sent.
      trackers.length = 0
      await open(page, '/events')
      expect(await banner(page).isVisible()).toBe(false)
      await expect.poll(() => [...trackers].sort()).toEqual(Object.values(TAG_PATHS).sort())
      expect(await pageViews(page)).toEqual(['/events'])
    })
  })
})

describe('deny and settings', () => {
  it('deny loads nothing and sends no page view; the footer link opens the settings again', async () => {
    await withTrackedVisitor(async ({ page, context, trackers }) => {
      await open(page, '/events')
      await banner(page).getByRole('button', { name: 'Deny' }).click()
      await expect.poll(() => banner(page).isVisible()).toBe(false)
      expect(await consentCookie(context)).toBe('v1.necessary')
      await page.locator('header').getByRole('link', { name: 'Insights' }).click()
      await page.waitForURL('**/insights')
      await page.waitForLoadState('networkidle')
      expect(trackers).toEqual([])
      expect(await pageViews(page)).toEqual([])

      await page.locator('footer').getByRole('link', { name: 'Cookie settings' }).click()
      await expect.poll(() => banner(page).isVisible()).toBe(true)
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('consent-title')
    })
  })

  it('saving settings loads the tags of the ticked categories only', async () => {
    await withTrackedVisitor(async ({ page, context, trackers }) => {
      await open(page, '/')
      await banner(page).getByText('Settings', { exact: true }).click()
      expect(await banner(page).getByLabel('Necessary').isChecked()).toBe(true)
      expect(await banner(page).getByLabel('Necessary').isDisabled()).toBe(true)
      for (const label of ['Functional', 'Statistics', 'Marketing and advertising', 'Unclassified']) {
        expect(await banner(page).getByLabel(label).isChecked()).toBe(false)
      }
      await banner(page).getByLabel('Statistics').check()
      await banner(page).getByRole('button', { name: 'Save settings' }).click()
      await expect.poll(() => trackers).toEqual([TAG_PATHS.tagManager])
      expect(await consentCookie(context)).toBe('v1.necessary.statistic')
      expect(await pageViews(page)).toEqual(['/'])
      await page.waitForLoadState('networkidle')
      expect(trackers).toEqual([TAG_PATHS.tagManager])
    })
  })

  it('withdrawing a granted category starts the page afresh without its tags', async () => {
    await withTrackedVisitor(async ({ page, context, trackers }) => {
      await context.addCookies([{ name: 'consent', value: 'v1.necessary.statistic.marketing', url: siteOrigin() }])
      await open(page, '/events')
      await expect.poll(() => trackers.length).toBeGreaterThan(0)
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
      await page.locator('footer').getByRole('link', { name: 'Cookie settings' }).click()
      await banner(page).getByRole('button', { name: 'Deny' }).click()
      await page.waitForLoadState('load')
      await expect.poll(() => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(false)
      expect(await consentCookie(context)).toBe('v1.necessary')
      expect(await page.locator('script[data-third-party]').count()).toBe(0)
    })
  })
})

describe('without JavaScript', () => {
  it('the banner form remembers the choice, returns to the page and hides the banner; the footer link opens it', async () => {
    await withTrackedVisitor(
      async ({ page, context, trackers }) => {
        expect((await page.goto('/events?page=1', { waitUntil: 'load' }))?.status()).toBe(200)
        expect(await banner(page).isVisible()).toBe(true)
        await banner(page).getByRole('button', { name: 'Accept all' }).click()
        await page.waitForURL('**/events?page=1')
        expect(await banner(page).isVisible()).toBe(false)
        expect(await consentCookie(context)).toBe('v1.necessary.functional.statistic.marketing.unclassified')
        // The insight tracker's noscript pixel is the only tracker without JavaScript.
        expect(trackers).toEqual(['/collect/?pid=12345&fmt=gif'])
        await page.locator('footer').getByRole('link', { name: 'Cookie settings' }).click()
        await expect.poll(() => banner(page).isVisible()).toBe(true)
      },
      { javaScriptEnabled: false },
    )
  })
})

describe('accessibility', () => {
  it('axe finds no serious or critical violations with the banner and its settings shown', async () => {
    await withTrackedVisitor(async ({ page }) => {
      await open(page, '/events')
      await banner(page).getByText('Settings', { exact: true }).click()
      expect(await banner(page).getByLabel('Statistics').isVisible()).toBe(true)
      await expectAccessible(page, 'the consent settings shown')
    })
  })
})
