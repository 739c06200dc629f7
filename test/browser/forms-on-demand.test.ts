/**
 * A lead form page loads no React up front (issue 20, docs/decisions/046): the page references
 * the runtime and the form's small entry; the form's own module loads when the page is idle or
 * the form is first used, the phone library when the form is first used. What a visitor types
 * before the form has hydrated is kept, and a field already left is checked as a blur would have.
 * A German visitor on a phone walks it here (the desktop English walk is forms-contact).
 */
import type { Browser, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pathFor } from '../../ui/routes/route-table.ts'
import { connectChromium, newVisitor, problemsOf, siteUrl, watchedPage } from './browser.ts'
import { waitForIsland } from './forms-helpers.ts'

const TEST_TIMEOUT_MS = 120_000
const FORM = 'contact-general'
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

describe('a lead form loaded on demand', () => {
  it(
    'references no React up front; what is typed before hydration stays and is checked; the phone library comes with the first use',
    async () => {
      const context = await newVisitor(browser, { locale: 'de-DE', ...PHONE })
      try {
        const page = await watchedPage(context)
        const scripts: string[] = []
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
        })
        // The form's own module is held back until the visitor has typed, as on a slow connection.
        let release: () => void = () => undefined
        const held = new Promise<void>((resolve) => {
          release = resolve
        })
        await page.route('**/assets/LeadForm.hydrate-*.js', async (route: Route) => {
          await held
          await route.continue()
        })

        const response = await page.goto(siteUrl(pathFor('contact', 'de-de')), { waitUntil: 'load' })
        expect(response?.status()).toBe(200)
        // What the served page references (the form's module may already be on its way once the page is idle).
        const html = await response!.text()
        const upFront = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]!)
        expect(upFront.some((path) => path.includes('LeadForm.client'))).toBe(true)
        expect(upFront.filter((path) => /jsx-runtime|LeadForm\.hydrate|use-form-state|min-/.test(path))).toEqual([])

        // Typed before the form has hydrated: a name, and an e-mail address that is not one, then left.
        await page.locator(`#${FORM}-first_name`).fill('Ada')
        await page.locator(`#${FORM}-email`).fill('keine-adresse')
        await page.locator(`#${FORM}-subject`).focus()
        expect(await page.locator(`form[data-form="${FORM}"][data-ready]`).count()).toBe(0)
        release()

        await waitForIsland(page, `form[data-form="${FORM}"]`)
        expect(await page.locator(`#${FORM}-first_name`).inputValue()).toBe('Ada')
        expect(await page.locator(`#${FORM}-email`).inputValue()).toBe('keine-adresse')
        await expect.poll(() => page.locator(`#${FORM}-email-error`).textContent()).toBe('E-Mail-Adresse hat kein gültiges Format')
        expect(scripts.some((path) => path.includes('LeadForm.hydrate'))).toBe(true)

        // The phone library arrived with the first use, and a phone number is checked with it.
        await expect.poll(() => scripts.some((path) => /\/min-[^/]+\.js$/.test(path))).toBe(true)
        await page.locator(`#${FORM}-phoneNumber`).fill('12')
        await page.locator(`#${FORM}-phoneNumber`).blur()
        expect(await page.locator(`#${FORM}-phoneNumber-error`).count()).toBe(0)
        await page.locator(`#${FORM}-phoneNumber`).fill('+49 12')
        await page.locator(`#${FORM}-phoneNumber`).blur()
        await expect.poll(() => page.locator(`#${FORM}-phoneNumber-error`).count()).toBe(1)
        expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      } finally {
        await context.close()
      }
    },
    TEST_TIMEOUT_MS,
  )
})
