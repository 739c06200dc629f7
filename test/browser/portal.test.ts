// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * The partner portal in a real browser, signing in through the built-in OpenID Connect provider
 * exactly as a partner would with Microsoft or Google: each role sees its own dashboard; a user
 * admin manages a user from start to finish; a sales manager shows the portal as a partner and
 * returns. axe finds no serious or critical violation on any portal screen.
 */
import { expectAccessible } from './axe.ts'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, signIn, watchedPage } from './browser.ts'

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function withVisitor(test: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await newVisitor(browser)
  try {
    await test(await watchedPage(context), context)
  } finally {
    await context.close()
  }
}

const ROLES = [
  {
    role: 'partner executive',
    email: 'olivia.bennett@brightline-av.example',
    name: 'Olivia Bennett',
    sees: ['Dashboard', 'Promotions', 'Demo equipment', 'Request Wave'],
    doesNotSee: ['User management', 'Show portal as'],
    blocks: ['Latest promotion', 'Open demo requests'],
    noBlocks: ['Your work'],
  },
  {
    role: 'trainee',
    email: 'tom.hughes@brightline-av.example',
    name: 'Tom Hughes',
    sees: ['Dashboard', 'Trainings and certification', 'Video library'],
    doesNotSee: ['Promotions', 'Request Wave', 'User management'],
    // Blocks follow rights (issue 18): no promotions or demo requests block without access to them.
    blocks: [],
    noBlocks: ['Latest promotion', 'Open demo requests', 'Your work'],
  },
  {
    role: 'sales manager',
    email: 'sam.carter@vantage-displays.example',
    name: 'Sam Carter',
    sees: ['Dashboard', 'Demo equipment', 'Show portal as'],
    doesNotSee: ['Request Wave', 'User management'],
    // Staff get their inbox instead of the partners' demo requests block.
    blocks: ['Latest promotion', 'Your work'],
    noBlocks: ['Open demo requests'],
  },
  {
    role: 'user admin',
    email: 'uma.patel@vantage-displays.example',
    name: 'Uma Patel',
    sees: ['Dashboard', 'User management', 'Show portal as'],
    doesNotSee: ['Demo equipment', 'Request Wave'],
    blocks: ['Latest promotion', 'Your work'],
    noBlocks: ['Open demo requests'],
  },
]

describe('signing in through the local provider', () => {
  for (const { role, email, name, sees, doesNotSee, blocks, noBlocks } of ROLES) {
    it(`a ${role} lands on their own dashboard`, async () => {
      await withVisitor(async (page) => {
        await signIn(page, email, role === 'trainee' ? 'Google' : 'Microsoft')
        // Back where the login started, with the account menu in the header.
        expect(new URL(page.url()).pathname).toBe('/')
        expect(await page.locator('[data-account="signed-in"] summary').textContent()).toContain(name)
        await page.goto('/portal', { waitUntil: 'load' })
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Welcome, ${name}`)
        const navigation = page.getByRole('navigation', { name: 'Partner portal' })
        for (const area of sees)
          expect(await navigation.getByRole('link', { name: area, exact: true }).count(), `${role} sees ${area}`).toBe(1)
        for (const area of doesNotSee)
          expect(await navigation.getByRole('link', { name: area, exact: true }).count(), `${role} does not see ${area}`).toBe(0)
        for (const block of ['Quick links', 'Next upcoming training', ...blocks, 'Contacts', 'Tools', 'Need help?']) {
          expect(await page.getByRole('main').getByRole('heading', { name: block, level: 2 }).count(), block).toBe(1)
        }
        for (const block of noBlocks) {
          expect(await page.getByRole('main').getByRole('heading', { name: block, level: 2 }).count(), `no ${block}`).toBe(0)
        }
        await expectAccessible(page, 'the page')
        expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })
      })
    })
  }

  it('signed out, a portal page asks to log in, and logging in returns to that page', async () => {
    await withVisitor(async (page) => {
      const response = await page.goto('/portal/trainings', { waitUntil: 'load' })
      expect(response?.status()).toBe(401)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Want to know more? Log in')
      expect(await page.getByRole('link', { name: 'Become a partner' }).count()).toBe(1)
      await expectAccessible(page, 'the page')
      await page.getByRole('link', { name: 'Log in' }).click()
      await page.getByRole('button', { name: 'Sign in with Microsoft' }).click()
      await page.locator('button[data-account="claire.martin@lumiere-integration.example"]').click()
      await page.waitForURL('**/portal/trainings')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Trainings and certification')
    })
  })

  it('someone the portal does not know is told so, with a way to become a partner', async () => {
    await withVisitor(async (page) => {
      await page.goto('/portal/sign-in', { waitUntil: 'load' })
      await expectAccessible(page, 'the page')
      await page.getByRole('button', { name: 'Sign in with Google' }).click()
      await page.waitForURL('**/auth/local-oidc/authorize**')
      await expectAccessible(page, 'the page')
      await page.getByLabel('E-mail address').fill('someone@elsewhere.example')
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.waitForURL('**/portal/sign-in?problem=unknown-account**')
      expect(await page.getByRole('alert').textContent()).toContain('We do not know this account.')
      expect(await page.getByRole('alert').getByRole('link', { name: 'Become a partner' }).getAttribute('href')).toBe('/partnership')
    })
  })

  it('a trainee on a page for executives gets the no-access message with their sales manager', async () => {
    await withVisitor(async (page) => {
      await signIn(page, 'tom.hughes@brightline-av.example')
      const response = await page.goto('/portal/wave', { waitUntil: 'load' })
      expect(response?.status()).toBe(403)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('You have no access to this page')
      expect(await page.getByRole('link', { name: 'Contact your sales manager' }).getAttribute('href')).toBe(
        'mailto:sam.carter@vantage-displays.example',
      )
      await expectAccessible(page, 'the page')
    })
  })

  it('signing out from the account menu ends the session', async () => {
    await withVisitor(async (page) => {
      await signIn(page, 'daan.visser@atlas-visual.example')
      await page.locator('[data-account="signed-in"] summary').click()
      await page.getByRole('button', { name: 'Sign out' }).click()
      await page.waitForURL((url) => url.pathname === '/')
      expect(await page.getByRole('link', { name: 'Partner login' }).count()).toBe(1)
      expect((await page.goto('/portal'))?.status()).toBe(401)
    })
  })
})

describe('user management', () => {
  it('a user admin adds, finds, edits and deletes a user', async () => {
    await withVisitor(async (page) => {
      await signIn(page, 'uma.patel@vantage-displays.example')
      await page.goto('/portal/users', { waitUntil: 'load' })
      await expectAccessible(page, 'the page')

      await page.getByRole('link', { name: 'Add user' }).click()
      await page.waitForURL('**/portal/users/new')
      // A duplicate address first: the form says so and keeps what was typed.
      await page.getByLabel('Name').fill('Ines Moreau')
      await page.getByLabel('E-mail').fill('claire.martin@lumiere-integration.example')
      await page.getByLabel('Role').selectOption('trainee')
      // The level is the organisation's: the form has no level of its own.
      expect(await page.getByLabel('Partner level', { exact: true }).count()).toBe(0)
      await page.getByLabel('Partner organisation').selectOption({ label: 'Lumière Intégration (Silver)' })
      await page.getByRole('button', { name: 'Add user' }).click()
      await expect.poll(() => page.locator('[data-error-summary]').textContent()).toContain('The email already exists, use another.')
      expect(await page.getByLabel('Name').inputValue()).toBe('Ines Moreau')
      await expectAccessible(page, 'the page')

      await page.getByLabel('E-mail').fill('ines.moreau@lumiere-integration.example')
      await page.getByRole('button', { name: 'Add user' }).click()
      await page.waitForURL('**/portal/users?notice=created')
      expect(await page.getByRole('status').first().textContent()).toBe('The user was added.')

      await page.getByLabel('Search by name or e-mail').fill('moreau')
      await page.getByRole('main').getByRole('button', { name: 'Search' }).click()
      await page.waitForURL('**/portal/users?q=moreau')
      const row = page.locator('tr[data-user="ines.moreau@lumiere-integration.example"]')
      expect(await row.count()).toBe(1)
      expect(await row.textContent()).toContain('Trainee')

      await row.getByRole('link', { name: 'Edit Ines Moreau' }).click()
      await page.getByLabel('Role').selectOption('partner-executive')
      await page.getByRole('button', { name: 'Save changes' }).click()
      await page.waitForURL('**/portal/users?notice=updated')
      await page.goto('/portal/users?q=moreau', { waitUntil: 'load' })
      expect(await page.locator('tr[data-user="ines.moreau@lumiere-integration.example"]').textContent()).toContain('Partner executive')

      await page.getByRole('link', { name: 'Delete Ines Moreau' }).click()
      // Links swap pages in (no full load to wait for): wait for the confirmation page itself.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Delete Ines Moreau?')
      await expectAccessible(page, 'the page')
      await page.getByRole('button', { name: 'Delete user' }).click()
      await page.waitForURL('**/portal/users?notice=removed')
      expect(await page.getByRole('status').first().textContent()).toBe('The user was deleted.')
      expect(await page.locator('tr[data-user="ines.moreau@lumiere-integration.example"]').count()).toBe(0)
      expect(problemsOf(page).pageErrors).toEqual([])
    })
  })
})

describe('showing the portal as a partner', () => {
  it('a sales manager picks a partner by name, sees the banner on every page, and returns', async () => {
    await withVisitor(async (page) => {
      await signIn(page, 'sam.carter@vantage-displays.example')
      await page.goto('/portal/show-as', { waitUntil: 'load' })
      await expectAccessible(page, 'the page')
      await page.getByLabel('Partner name').fill('atlas')
      await page.getByRole('button', { name: 'Find partner' }).click()
      await page.waitForURL('**/portal/show-as?q=atlas')
      expect(await page.locator('[data-partner]').count()).toBe(1)
      await page.getByRole('button', { name: 'Show portal as Atlas Visual Solutions' }).click()
      await page.waitForURL((url) => url.pathname === '/portal')

      const banner = page.getByRole('complementary', { name: 'Showing the portal as a partner' })
      expect(await banner.textContent()).toContain('You are viewing the portal as Daan Visser (Atlas Visual Solutions).')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome, Daan Visser')
      await expectAccessible(page, 'the page')
      // Never beyond the sales manager's own rights: no Wave request, though Daan could.
      expect(await page.getByRole('navigation', { name: 'Partner portal' }).getByRole('link', { name: 'Request Wave' }).count()).toBe(0)

      await page.goto('/portal/trainings', { waitUntil: 'load' })
      expect(await banner.count()).toBe(1)
      await page.goto('/display-solutions', { waitUntil: 'load' })
      expect(await banner.count()).toBe(1)

      await banner.getByRole('button', { name: 'Return to my own portal' }).click()
      await page.waitForURL((url) => url.pathname === '/portal')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome, Sam Carter')
      expect(await banner.count()).toBe(0)
      expect(problemsOf(page).pageErrors).toEqual([])
    })
  })
})
