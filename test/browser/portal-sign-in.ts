/** Signing in to the portal in a real browser, through the built-in OpenID Connect provider. */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** From the header's 'Partner login' through the provider's screen back to the portal. */
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
