// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * Fast navigation in a real browser: link clicks swap the next page in (no full load), with the
 * new title announced and focus on the main heading; the loading bar on slow pages; back and
 * forward restore content and scroll; anchors; islands hydrating after a swap; prefetch; and a
 * full load whenever something is unusual or goes wrong.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, siteOrigin, watchedPage } from './browser.ts'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

const SWAP_HEADER = 'x-page-swap'

async function withPage(test: (page: Page, context: BrowserContext) => Promise<void>, options: Parameters<typeof newVisitor>[1] = {}) {
  const context = await newVisitor(browser, options)
  try {
    await test(await watchedPage(context), context)
  } finally {
    await context.close()
  }
}

/** Opens `path` and marks the document: the mark survives swaps and disappears with a full load. */
async function open(page: Page, path: string) {
  expect((await page.goto(path, { waitUntil: 'load' }))?.status()).toBe(200)
  await page.waitForSelector('html[data-runtime="ready"]', { state: 'attached' })
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Adds a link to the page (as content would) and clicks it. */
async function clickNewLink(page: Page, href: string, attributes: Record<string, string> = {}) {
  await page.evaluate(
    ({ href, attributes }) => {
      document.getElementById('test-link')?.remove()
      const link = document.createElement('a')
      link.href = href
      link.textContent = 'Test link'
      link.id = 'test-link'
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
      const main = document.querySelector('main')!
      main.insertBefore(link, main.firstChild)
    },
    { href, attributes },
  )
  await page.locator('#test-link').click()
}

describe('a link click', () => {
  it('swaps the page in: content, title, focus on the main heading, the title announced, no full load', async () => {
    await withPage(async (page) => {
      await open(page, '/')
      await page.locator('header').getByRole('link', { name: 'Insights' }).click()
      await page.waitForURL('**/insights')
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Insights')
      await expect.poll(() => page.title()).toBe('Insights | Vantage Displays')
      expect(await sameDocument(page)).toBe(true)
      await expect.poll(() => page.evaluate(() => document.activeElement?.matches('main h1') ?? false)).toBe(true)
      await expect.poll(() => page.locator('[data-route-announcer]').textContent()).toBe('Insights | Vantage Displays')
      expect(await page.locator('[data-route-announcer]').getAttribute('aria-live')).toBe('assertive')
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${siteOrigin()}/insights`)
      expect(await scrollY(page)).toBe(0)
      expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
    })
  })

  it('follows the language chooser: the server remembers the choice and <html lang> follows', async () => {
    await withPage(async (page, context) => {
      await open(page, '/events')
      await page.locator('details[data-language-chooser] summary').click()
      await page
        .locator('details[data-language-chooser]')
        .getByRole('link', { name: /Français \(FR\)/ })
        .click()
      await page.waitForURL('**/fr-fr/events')
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr-FR')
      expect(await sameDocument(page)).toBe(true)
      expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('fr-fr')
      expect(await page.locator('[data-consent-banner]').getByRole('button', { name: 'Tout accepter' }).isVisible()).toBe(true)
    })
  })

  it('shows the 3 px loading bar in #0f5291 only once a page takes longer than 200 ms, and removes it after', async () => {
    await withPage(async (page, context) => {
      await context.route('**/events', async (route) => {
        if (route.request().headers()[SWAP_HEADER]) await new Promise((resolve) => setTimeout(resolve, 1_200))
        await route.continue()
      })
      await open(page, '/')
      await page.evaluate(() => {
        const times: Record<string, number> = {}
        ;(window as unknown as { barTimes: Record<string, number> }).barTimes = times
        document.addEventListener(
          'click',
          () => {
            times.click = performance.now()
          },
          true,
        )
        new MutationObserver(() => {
          const bar = document.querySelector<HTMLElement>('[data-loading-bar]')
          if (bar?.style.opacity === '1' && times.shown === undefined) times.shown = performance.now()
        }).observe(document.documentElement, { subtree: true, attributes: true, childList: true })
      })
      await page.locator('header').getByRole('link', { name: 'Events' }).click()
      const bar = page.locator('[data-loading-bar]')
      await expect.poll(() => bar.evaluate((element) => (element as HTMLElement).style.opacity), { timeout: 5_000 }).toBe('1')
      const look = await bar.evaluate((element) => {
        const style = getComputedStyle(element)
        return {
          height: style.height,
          colour: style.backgroundColor,
          position: style.position,
          hidden: element.getAttribute('aria-hidden'),
        }
      })
      expect(look).toEqual({ height: '3px', colour: 'rgb(15, 82, 145)', position: 'fixed', hidden: 'true' })
      const times = await page.evaluate(() => (window as unknown as { barTimes: Record<string, number> }).barTimes)
      expect(times.shown! - times.click!).toBeGreaterThanOrEqual(190)
      await page.waitForURL('**/events')
      await expect.poll(() => bar.count(), { timeout: 5_000 }).toBe(0)
      expect(await sameDocument(page)).toBe(true)
    })
  })

  it('starts a new page at the top, or at its anchor', async () => {
    await withPage(async (page) => {
      const html = await (await page.request.get('/industry-display-solutions')).text()
      const anchors = [...html.matchAll(/<h2 id="(industry-group-[^"]+)"/g)].map((match) => match[1]!)
      const anchor = anchors.at(-1)!
      await open(page, '/insights')
      await page.evaluate(() => window.scrollTo(0, 500))
      await clickNewLink(page, `/industry-display-solutions#${anchor}`)
      await page.waitForURL(`**/industry-display-solutions#${anchor}`)
      // The anchor is at the top of the window, unless the page ends before it can get there.
      const placement = () =>
        page.locator(`#${anchor}`).evaluate((element) => {
          const maxScroll = document.documentElement.scrollHeight - window.innerHeight
          const wanted = Math.min(Math.round(element.getBoundingClientRect().top + window.scrollY), maxScroll)
          return { wanted, scrolled: Math.round(window.scrollY) }
        })
      await expect
        .poll(async () => {
          const { wanted, scrolled } = await placement()
          return Math.abs(wanted - scrolled) <= 1
        })
        .toBe(true)
      expect(await scrollY(page)).toBeGreaterThan(500)
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(anchor)
      expect(await sameDocument(page)).toBe(true)
    })
  })

  it('leaves links marked data-no-swap, and hash-only links, to the browser', async () => {
    await withPage(async (page) => {
      await open(page, '/events')
      const swaps: string[] = []
      page.on('request', (request) => {
        if (request.headers()[SWAP_HEADER]) swaps.push(request.url())
      })
      await clickNewLink(page, '#main-content')
      await page.waitForURL('**/events#main-content')
      expect(await sameDocument(page)).toBe(true)
      await clickNewLink(page, '/insights', { 'data-no-swap': '' })
      await page.waitForURL('**/insights')
      await page.waitForLoadState('load')
      expect(await sameDocument(page)).toBe(false)
      expect(swaps.filter((url) => url.endsWith('/insights'))).toEqual([])
    })
  })

  it('falls back to a full load when the page cannot be swapped in (an error answer)', async () => {
    await withPage(async (page, context) => {
      await context.route('**/insights', async (route) => {
        if (route.request().headers()[SWAP_HEADER]) await route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Broken</h1>' })
        else await route.continue()
      })
      await open(page, '/events')
      await page.locator('header').getByRole('link', { name: 'Insights' }).click()
      await page.waitForURL('**/insights')
      await page.waitForLoadState('load')
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Insights')
      expect(await sameDocument(page)).toBe(false)
    })
  })
})

describe('back and forward', () => {
  it('restore the content and the scroll position of each page', async () => {
    await withPage(async (page) => {
      await open(page, '/insights')
      await page.evaluate(() => window.scrollTo(0, 600))
      await expect.poll(() => scrollY(page)).toBe(600)
      await page.evaluate(() => window.siteRuntime!.navigate('/events'))
      await page.waitForURL('**/events')
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Events')
      expect(await scrollY(page)).toBe(0)
      await page.evaluate(() => window.scrollTo(0, 150))
      await expect.poll(() => scrollY(page)).toBe(150)

      await page.goBack()
      await page.waitForURL('**/insights')
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Insights')
      await expect.poll(() => scrollY(page)).toBe(600)
      expect(await page.title()).toBe('Insights | Vantage Displays')

      await page.goForward()
      await page.waitForURL('**/events')
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Events')
      await expect.poll(() => scrollY(page)).toBe(150)
      expect(await sameDocument(page)).toBe(true)
      expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
    })
  })
})

describe('islands', () => {
  it('hydrate on a swapped-in page, whether their bundle is new to the page or already running', async () => {
    await withPage(
      async (page) => {
        await open(page, '/')
        expect(await page.locator('script[src*="ShareLink"]').count()).toBe(0)
        await clickNewLink(page, '/block-overview')
        await page.waitForURL('**/block-overview')
        await page.waitForSelector('[data-island="ShareLink"][data-island-hydrated]', { state: 'attached' })
        const island = page.locator('[data-island="ShareLink"]')
        await island.getByRole('button', { name: 'Copy link to this page' }).click()
        await expect.poll(() => island.getByRole('status').textContent()).toBe('Link copied')

        await page.locator('header').getByRole('link', { name: 'Events' }).click()
        await page.waitForURL('**/events')
        await page.goBack()
        await page.waitForURL('**/block-overview')
        await page.waitForSelector('[data-island="ShareLink"][data-island-hydrated]', { state: 'attached' })
        expect(await sameDocument(page)).toBe(true)
        expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      },
      { permissions: ['clipboard-read', 'clipboard-write'] },
    )
  })
})

describe('prefetch', () => {
  it('fetches a page when the visitor points at its link, and the click uses it', async () => {
    await withPage(async (page) => {
      await open(page, '/')
      const swaps: string[] = []
      page.on('request', (request) => {
        if (request.headers()[SWAP_HEADER]) swaps.push(new URL(request.url()).pathname)
      })
      await page.locator('header').getByRole('link', { name: 'Events' }).hover()
      await expect.poll(() => swaps).toEqual(['/events'])
      await page.locator('header').getByRole('link', { name: 'Events' }).click()
      await page.waitForURL('**/events')
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Events')
      expect(swaps).toEqual(['/events'])
    })
  })

  it('never fetches a link whose following remembers something: hovering a language does not choose it', async () => {
    await withPage(async (page, context) => {
      await open(page, '/events')
      const swaps: string[] = []
      page.on('request', (request) => {
        if (request.headers()[SWAP_HEADER]) swaps.push(request.url())
      })
      await page.locator('details[data-language-chooser] summary').click()
      await page
        .locator('details[data-language-chooser]')
        .getByRole('link', { name: /Deutsch \(DE\)/ })
        .hover()
      await page.waitForTimeout(500)
      expect(swaps).toEqual([])
      expect((await context.cookies()).find((cookie) => cookie.name === 'locale')).toBeUndefined()
    })
  })

  it('is skipped in data-saver mode and on 2g', async () => {
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { saveData: false, effectiveType: '2g' },
    ]) {
      await withPage(async (page, context) => {
        await context.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection)
        await open(page, '/')
        const swaps: string[] = []
        page.on('request', (request) => {
          if (request.headers()[SWAP_HEADER]) swaps.push(request.url())
        })
        await page.locator('header').getByRole('link', { name: 'Events' }).hover()
        await page.locator('header').getByRole('link', { name: 'Insights' }).hover()
        await page.waitForTimeout(500)
        expect(swaps).toEqual([])
        // Navigation itself still swaps.
        await page.locator('header').getByRole('link', { name: 'Events' }).click()
        await page.waitForURL('**/events')
        expect(await sameDocument(page)).toBe(true)
      })
    }
  })
})

describe('navigate() from code', () => {
  it('refuses javascript: URLs and other origins unless told they are external', async () => {
    await withPage(async (page, context) => {
      await context.route('https://partner.example/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' }),
      )
      await open(page, '/events')
      const refused = await page.evaluate(async () => {
        const attempt = async (url: string, options?: { external?: boolean }) => {
          try {
            await window.siteRuntime!.navigate(url, options)
            return 'navigated'
          } catch (error) {
            return (error as Error).message
          }
        }
        return {
          script: await attempt('javascript:alert(1)'),
          scriptExternal: await attempt('JavaScript:alert(1)', { external: true }),
          external: await attempt('https://partner.example/'),
        }
      })
      expect(refused.script).toMatch(/javascript/i)
      expect(refused.scriptExternal).toMatch(/javascript/i)
      expect(refused.external).toBe('Navigating to an external URL requires the external option: https://partner.example/')
      expect(page.url()).toBe(`${siteOrigin()}/events`)
      await page.evaluate(() => void window.siteRuntime!.navigate('https://partner.example/', { external: true }))
      await page.waitForURL('https://partner.example/')
      expect(await page.title()).toBe('Partner')
    })
  })
})
