// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * Partner self-service in a real browser (issue 18 part B2): on a desktop in English, a partner
 * executive invites a colleague from "Your team" (first to a mistyped address, an invitation they
 * withdraw from the pending list); the colleague opens the link from the e-mail,
 * signs in and lands in the organisation; the executive then deactivates them and their open
 * session ends at once. On a phone in Italian, a partner's session ends in the middle of the demo
 * request wizard: the step they send takes them to the sign-in, and afterwards they are back on
 * the same step with what they chose.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './axe.ts'
import { connectChromium, newVisitor, problemsOf, signIn, watchedPage } from './browser.ts'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

/** The local mailbox (D1 of the local sites' state) holds the invitation mail; the invitee has no account to read it with yet. */
function invitationLinkTo(email: string): string | null {
  const root = join(process.cwd(), '.wrangler')
  for (const state of readdirSync(root).filter((name) => name.startsWith('browser-state'))) {
    const folder = join(root, state, 'v3', 'd1', 'miniflare-D1DatabaseObject')
    let files: string[] = []
    try {
      files = readdirSync(folder).filter((name) => name.endsWith('.sqlite'))
    } catch {
      continue
    }
    for (const file of files) {
      const db = new DatabaseSync(join(folder, file), { readOnly: true })
      try {
        const row = db
          .prepare(
            `SELECT text_body FROM local_mail_messages WHERE to_email = ? AND purpose = 'organisation-invitation' ORDER BY sent_at DESC`,
          )
          .get(email) as { text_body: string } | undefined
        const link = row ? /(https?:\/\/\S+\/portal\/invitation\?token=[A-Za-z0-9._-]+)/.exec(row.text_body)?.[1] : undefined
        if (link) return link
      } catch {
        // Not the site's database.
      } finally {
        db.close()
      }
    }
  }
  return null
}

async function openArea(page: Page, area: string) {
  const link = page.locator(`nav [data-portal-area="${area}"]`)
  const href = (await link.getAttribute('href'))!
  await Promise.all([page.waitForURL((url) => url.pathname === href), link.click()])
  await page.waitForLoadState('load')
}

describe('partner self-service', () => {
  it('an executive invites a colleague who accepts and lands in the organisation, then deactivates them', async () => {
    const email = `nina.${Date.now()}@brightline-av.example`
    const executive = await newVisitor(browser)
    const colleague = await newVisitor(browser)
    try {
      const page = await watchedPage(executive)
      await signIn(page, 'olivia.bennett@brightline-av.example')
      await page.goto('/portal', { waitUntil: 'load' })
      await openArea(page, 'portal-team')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your team')
      // First to a mistyped address: the executive withdraws that invitation from the pending list.
      const mistyped = email.replace('@brightline-av.example', '@brightline-av.exmaple')
      await Promise.all([page.waitForURL('**/portal/team/invite'), page.getByRole('link', { name: 'Invite a colleague' }).click()])
      await page.getByLabel('Name').fill('Nina Park')
      await page.getByLabel('E-mail').fill(mistyped)
      await Promise.all([
        page.waitForURL('**/portal/team?notice=invited'),
        page.getByRole('button', { name: 'Send the invitation' }).click(),
      ])
      const pending = page.locator(`[data-invitation="${mistyped}"]`)
      await Promise.all([page.waitForURL('**/portal/team/invitation/inv-*'), pending.getByRole('link', { name: /Withdraw/ }).click()])
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Withdraw the invitation for Nina Park?')
      await expectAccessible(page, 'withdraw an invitation')
      await Promise.all([
        page.waitForURL('**/portal/team?notice=withdrawn'),
        page.getByRole('button', { name: 'Withdraw the invitation' }).click(),
      ])
      expect(await page.locator('[data-notice]').textContent()).toBe('Invitation withdrawn.')
      expect(await pending.count()).toBe(0)

      await Promise.all([page.waitForURL('**/portal/team/invite'), page.getByRole('link', { name: 'Invite a colleague' }).click()])
      await expectAccessible(page, 'invite a colleague')
      await page.getByLabel('Name').fill('Nina Park')
      await page.getByLabel('E-mail').fill(email)
      await page.getByLabel('Role').selectOption('trainee')
      await Promise.all([
        page.waitForURL('**/portal/team?notice=invited'),
        page.getByRole('button', { name: 'Send the invitation' }).click(),
      ])
      expect(await page.locator('[data-notice]').textContent()).toBe('The invitation was sent.')
      expect(await page.locator(`[data-invitation="${email}"]`).count()).toBe(1)
      await expectAccessible(page, 'your team')

      const link = invitationLinkTo(email)
      expect(link, 'the invitation mail with its link').toBeTruthy()
      const invitee = await watchedPage(colleague)
      await invitee.goto(new URL(link!).pathname + new URL(link!).search, { waitUntil: 'load' })
      expect(await invitee.getByRole('heading', { level: 1 }).textContent()).toBe('Join Brightline AV')
      await expectAccessible(invitee, 'the invitation page')
      await invitee.getByRole('button', { name: 'Sign in with Microsoft' }).click()
      await invitee.waitForURL('**/auth/local-oidc/authorize**')
      await invitee.locator('#local-provider-email').fill(email)
      await invitee.getByRole('button', { name: 'Continue' }).click()
      await invitee.waitForURL((url) => url.pathname === '/portal')
      expect(await invitee.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome, Nina Park')
      expect(await invitee.locator('[data-welcome-details]').textContent()).toContain('Brightline AV')

      // The executive deactivates the new colleague, who is signed out at once.
      await page.reload({ waitUntil: 'load' })
      const row = page.locator(`[data-team-member="${email}"]`)
      await Promise.all([page.waitForURL('**/portal/team/usr-*'), row.getByRole('link', { name: /Deactivate/ }).click()])
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Deactivate Nina Park?')
      await expectAccessible(page, 'deactivate a colleague')
      await Promise.all([
        page.waitForURL('**/portal/team?notice=deactivated'),
        page.getByRole('button', { name: 'Deactivate the account' }).click(),
      ])
      expect(await row.locator('[data-state]').getAttribute('data-state')).toBe('deactivated')
      const after = await invitee.reload({ waitUntil: 'load' })
      expect(after?.status()).toBe(401)

      // The company profile, from the navigation: the first shipping address is saved.
      await openArea(page, 'portal-company-profile')
      await expectAccessible(page, 'company profile')
      const first = page.locator('[data-shipping-address="0"]')
      await first.getByLabel('Name of the address').fill('Warehouse')
      await first.getByLabel('Street').fill('Dock Road')
      await first.getByLabel('Number').fill('12')
      await first.getByLabel('City').fill('Tilbury')
      await first.getByLabel('Zip').fill('RM18 7EH')
      await first.getByLabel('Country').selectOption('GB')
      await Promise.all([
        page.waitForURL('**/portal/company-profile?notice=saved'),
        page.getByRole('button', { name: 'Save the profile' }).click(),
      ])
      expect(await page.locator('[data-notice]').textContent()).toBe('The company profile was saved.')
      expect(await page.locator('[data-shipping-address="0"] input[name="shipping_0_street"]').inputValue()).toBe('Dock Road')
      expect(problemsOf(page).pageErrors).toEqual([])
      expect(problemsOf(invitee).pageErrors).toEqual([])
    } finally {
      await executive.close()
      await colleague.close()
    }
  }, 120_000)

  it('on a phone in Italian, a session that ends mid-wizard keeps the step: after signing in the partner is back on it', async () => {
    const phone = await newVisitor(browser, { locale: 'it-IT', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    try {
      const page = await watchedPage(phone)
      // The Italian portal asks to log in; on a phone the partner signs in from there.
      await page.goto('/it-it/portale', { waitUntil: 'load' })
      await Promise.all([
        page.waitForURL('**/it-it/portale/accesso**'),
        page.locator('main a[href^="/it-it/portale/accesso"]').first().click(),
      ])
      await page.locator('button[data-sign-in-option="microsoft"]').click()
      await page.waitForURL('**/auth/local-oidc/authorize**')
      await page.locator('button[data-account="giulia.conti@visione-display.example"]').click()
      await page.waitForURL((url) => url.pathname === '/it-it/portale')
      await openArea(page, 'portal-demo-requests')
      const start = page.locator('a[href="/it-it/portale/apparecchiature-demo/nuovo"]').first()
      await Promise.all([page.waitForURL('**/it-it/portale/apparecchiature-demo/nuovo'), start.click()])
      await page.locator('input[name="installationType"][value="video-wall"]').check()

      // The session ends while the form is open (the browser drops the expired cookie).
      await phone.clearCookies({ name: 'session' })
      await Promise.all([page.waitForURL('**/it-it/portale/accesso**'), page.locator('button[name="move"][value="next"]').click()])
      expect(await page.locator('[data-sign-in-problem="session-ended"]').textContent()).toContain('La tua sessione è terminata')
      await expectAccessible(page, 'sign-in after the session ended (it-it)')
      await page.locator('button[data-sign-in-option="microsoft"]').click()
      await page.waitForURL('**/auth/local-oidc/authorize**')
      await page.locator('button[data-account="giulia.conti@visione-display.example"]').click()
      await page.waitForURL((url) => url.pathname === '/it-it/portale/apparecchiature-demo/nuovo' && url.searchParams.has('draft'))
      expect(new URL(page.url()).searchParams.get('step')).toBe('installation-type')
      expect(await page.locator('input[name="installationType"][value="video-wall"]').isChecked()).toBe(true)
      expect(problemsOf(page).pageErrors).toEqual([])
    } finally {
      await phone.close()
    }
  }, 120_000)
})
