// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * Sessions that end, in a real browser (issue 15 point 3): after signing out, a copy of the
 * session cookie taken before opens nothing; a partner signed in on two devices ends the other
 * one from "Your sessions" (reached from the account menu), and that device is signed out at once.
 */
import { expectAccessible } from './axe.ts'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, signIn, siteOrigin, watchedPage } from './browser.ts'

/** A phone's browser, so the sessions page can tell the two devices apart. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

describe('sessions that end', () => {
  it('after signing out, a copy of the session cookie taken before opens nothing', async () => {
    const context = await newVisitor(browser)
    const thief = await newVisitor(browser)
    try {
      const page = await watchedPage(context)
      await signIn(page, 'aoife.byrne@northgate-signage.example')
      const copy = (await context.cookies()).find((cookie) => cookie.name === 'session')
      expect(copy, 'signed in: a session cookie').toBeDefined()

      // The copy works while the session lives…
      await thief.addCookies([{ name: 'session', value: copy!.value, url: siteOrigin() }])
      const thiefPage = await thief.newPage()
      expect((await thiefPage.goto('/portal', { waitUntil: 'load' }))?.status()).toBe(200)

      await page.locator('[data-account="signed-in"] summary').click()
      await page.getByRole('button', { name: 'Sign out' }).click()
      await page.waitForURL((url) => url.pathname === '/')

      // …and not after sign-out, although the browser that holds it never signed out.
      const response = await thiefPage.goto('/portal', { waitUntil: 'load' })
      expect(response?.status()).toBe(401)
      expect(await thiefPage.getByRole('heading', { level: 1 }).textContent()).toBe('Want to know more? Log in')
      expect(problemsOf(page).pageErrors).toEqual([])
    } finally {
      await context.close()
      await thief.close()
    }
  })

  it('a partner ends their session on another device from "Your sessions"', async () => {
    const laptop = await newVisitor(browser)
    const phone = await newVisitor(browser, { userAgent: PHONE_USER_AGENT })
    try {
      const phonePage = await watchedPage(phone)
      await signIn(phonePage, 'marco.keller@alpenblick-media.example', 'Google')
      const page = await watchedPage(laptop)
      await signIn(page, 'marco.keller@alpenblick-media.example')

      await page.locator('[data-account="signed-in"] summary').click()
      await page.getByRole('link', { name: 'Your sessions' }).click()
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your sessions')
      const rows = page.locator('tr[data-session]')
      await expect.poll(() => rows.count()).toBe(2)
      expect(await page.locator('tr[data-session="current"]').textContent()).toContain('This session')
      const other = page.locator('tr[data-session="other"]')
      expect(await other.textContent()).toContain('Safari on iOS')
      expect(await other.textContent()).toContain('with Google')
      await expectAccessible(page, 'your sessions')

      await other.getByRole('button', { name: 'End session (Safari on iOS)' }).click()
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toBe('The session was ended. That browser must sign in again.')
      await expect.poll(() => rows.count()).toBe(1)

      const phoneResponse = await phonePage.goto('/portal', { waitUntil: 'load' })
      expect(phoneResponse?.status(), 'the phone is signed out at once').toBe(401)
      const laptopResponse = await page.goto('/portal', { waitUntil: 'load' })
      expect(laptopResponse?.status(), 'the laptop stays signed in').toBe(200)
      expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
    } finally {
      await laptop.close()
      await phone.close()
    }
  })
})
