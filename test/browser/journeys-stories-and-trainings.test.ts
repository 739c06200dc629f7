// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * Issue 18 part B's round trips as the people involved play them. A success story (desktop,
 * English): the partner executive sends it from the portal, the marketing team approves it from
 * the staff console, and it appears on the public site under Insights. A training (the trainee on
 * a phone, in French): the partner executive asks for a team training, the trainer schedules it
 * and gives the trainee a seat, the trainee can mark progress but cannot certify themselves, the
 * trainer confirms attendance, and the trainee downloads the certificate. axe on the new pages.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, signIn, watchedPage } from './browser.ts'
import { expectAccessible } from './axe.ts'

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'fr-FR',
}
const JOURNEY_TIMEOUT_MS = 300_000

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function withPage<T>(options: BrowserContextOptions, steps: (page: Page) => Promise<T>): Promise<T> {
  const context = await newVisitor(browser, options)
  try {
    const page = await watchedPage(context)
    const result = await steps(page)
    expect(problemsOf(page).pageErrors).toEqual([])
    expect(problemsOf(page).consoleErrors).toEqual([])
    return result
  } finally {
    await context.close()
  }
}

/** Clicks a link of the portal navigation and waits for its page. */
async function openArea(page: Page, area: string) {
  const link = page.locator(`nav [data-portal-area="${area}"]`)
  const href = (await link.getAttribute('href'))!
  await Promise.all([page.waitForURL((url) => url.pathname === href), link.click()])
  await page.waitForLoadState('load')
}

/** The portal link is in the account menu of the header (on a phone, inside the menu drawer). */
async function openPortal(page: Page, path = '/portal') {
  const link = page.locator(`header a[href="${path}"]`).first()
  if (!(await link.isVisible())) {
    const drawer = page.locator('details[data-menu-toggle]')
    if ((await drawer.isVisible()) && !(await drawer.evaluate((details) => (details as HTMLDetailsElement).open)))
      await drawer.locator('summary').click()
    const account = page.locator('details[data-account="signed-in"]')
    if (!(await account.evaluate((details) => (details as HTMLDetailsElement).open))) await account.locator('summary').click()
  }
  await Promise.all([page.waitForURL(`**${path}`), link.click()])
}

/** On the phone the header's links are in the drawer behind the menu button. */
async function openMenu(page: Page) {
  const toggle = page.locator('details[data-menu-toggle]')
  if (!(await toggle.evaluate((details) => (details as HTMLDetailsElement).open))) await toggle.locator('summary').click()
}

/** From the French home page on a phone: the menu, "Connexion partenaires", Microsoft, the account; back where it started. */
async function signInOnPhone(page: Page, email: string) {
  await page.goto('/fr-fr', { waitUntil: 'load' })
  await page.locator('[data-consent-banner] button[name="decision"][value="deny"]').click()
  await openMenu(page)
  await Promise.all([page.waitForURL('**/fr-fr/portail/connexion**'), page.getByRole('link', { name: 'Connexion partenaires' }).click()])
  await Promise.all([
    page.waitForURL('**/auth/local-oidc/authorize**'),
    page.getByRole('button', { name: 'Se connecter avec Microsoft' }).click(),
  ])
  await page.locator(`button[data-account="${email}"]`).click()
  await page.waitForURL((url) => url.pathname === '/fr-fr')
}

async function next(page: Page, step: string) {
  await page.getByRole('button', { name: 'Next step' }).click()
  await page.waitForSelector(`[data-wizard-step="${step}"]`)
}

/** A PNG that says 640 × 480, then filler (the server judges the type by the first bytes). */
function picture(name: string) {
  const buffer = Buffer.alloc(20 * 1024, 7)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 2, 128, 0, 0, 1, 224]).copy(buffer)
  return { name, mimeType: 'image/png', buffer }
}

describe('a success story, from the partner to the public site', () => {
  it(
    'the partner sends it, the marketing team approves it, and it appears under Insights',
    async () => {
      const project = `Harbour Mall wayfinding ${Date.now().toString(36)}`
      await withPage(DESKTOP, async (page) => {
        await signIn(page, 'olivia.bennett@brightline-av.example')
        await openPortal(page)
        await openArea(page, 'portal-success-stories')
        await page.getByRole('link', { name: 'Submit a success story' }).click()
        await page.waitForSelector('[data-wizard-step="project"]')
        await page.getByLabel('Project name').fill(project)
        await page.getByLabel('Location').fill('Bristol')
        await page.getByLabel('Country').selectOption('GB')
        await page.getByLabel('Contact person').fill('Olivia Bennett')
        await next(page, 'client')
        await page.getByLabel('Client name').fill('Harbour Mall')
        await page.getByLabel('Industry').selectOption('retail')
        await page.getByLabel('Background of the client').fill('A shopping centre with 120 stores.')
        await next(page, 'challenge')
        await page.getByLabel('Why did the client start this project?').fill('Printed maps were always out of date.')
        await next(page, 'products')
        await page.getByLabel('Which of our products were used, and how many?').fill('24 × 55BDL4511D')
        await next(page, 'solution')
        await page.getByLabel('What did the client expect of the solution?').fill('Maps that change with the tenants.')
        await page.getByLabel('How was the solution implemented?').fill('Installed over two nights.')
        await next(page, 'benefits')
        await page.getByLabel('Benefits gained').fill('Visitors find shops faster.')
        await next(page, 'additional')
        await page.waitForSelector('[data-island="StoryUploads"][data-island-hydrated]')
        await page.getByLabel('Project pictures').setInputFiles([picture('atrium.png'), picture('entrance.png'), picture('food-court.png')])
        await expect.poll(() => page.locator('[data-stored-files="picture"] [data-stored-file]').count(), { timeout: 15_000 }).toBe(3)
        await page.getByRole('button', { name: 'Confirm and send' }).click()
        await page.waitForSelector('[data-wizard-step="thanks"]')
        await page.getByRole('link', { name: 'See your success stories' }).click()
        await page.waitForSelector('[data-success-stories]')
        expect(await page.locator('[data-success-stories]').textContent()).toContain('Waiting for review')
      })

      const publicPath = await withPage(DESKTOP, async (page) => {
        await signIn(page, 'mia.laurent@vantage-displays.example')
        await openPortal(page)
        await openArea(page, 'portal-staff')
        const queue = page.locator('[data-inbox-queue="success-stories-to-review"]')
        expect(Number(await queue.locator('[data-inbox-count]').textContent())).toBeGreaterThanOrEqual(1)
        await Promise.all([page.waitForURL('**/portal/staff/success-stories?status=submitted'), queue.click()])
        await expectAccessible(page, 'success stories to review')
        await Promise.all([page.waitForURL('**/portal/staff/success-stories/*'), page.getByRole('link', { name: project }).click()])
        expect(await page.locator('[data-story-status]').textContent()).toBe('Waiting for review')
        await expectAccessible(page, 'a success story to review')
        await page.getByLabel('Approve and publish on the website').check()
        await page.getByLabel('Comment to the partner').fill('Lovely project, thank you.')
        await Promise.all([page.waitForURL('**?notice=published'), page.getByRole('button', { name: 'Send the review' }).click()])
        expect(await page.locator('[data-notice]').textContent()).toBe('Published on the website; the partner has been told.')
        const href = (await page.locator('[data-public-story]').getAttribute('href'))!
        await Promise.all([
          page.waitForURL('**/portal/staff/translations?status=open'),
          page.goto('/portal/staff', { waitUntil: 'load' }).then(() => page.locator('[data-inbox-queue="stories-to-translate"]').click()),
        ])
        expect(await page.locator('[data-translation-tasks]').textContent()).toContain(project)
        await expectAccessible(page, 'success stories to translate')
        return href
      })

      await withPage(DESKTOP, async (page) => {
        await page.goto('/insights', { waitUntil: 'load' })
        const card = page.locator(`a[href="${publicPath}"]`).first()
        await Promise.all([page.waitForURL(`**${publicPath}`), card.click()])
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(project)
        expect(await page.locator('main').textContent()).toContain('Brightline AV')
        expect(await page.locator('main').textContent()).toContain('Visitors find shops faster.')
      })
    },
    JOURNEY_TIMEOUT_MS,
  )
})

describe('a training: the trainee cannot certify themselves; the trainer confirms attendance', () => {
  it(
    'partner asks, trainer schedules and seats the trainee, trainee (phone, French) waits for the trainer, then downloads the certificate',
    async () => {
      // The partner executive asks for the team training (desktop).
      await withPage(DESKTOP, async (page) => {
        await signIn(page, 'claire.martin@lumiere-integration.example')
        await openPortal(page)
        await openArea(page, 'portal-trainings')
        await Promise.all([
          page.waitForURL('**/portal/trainings/trn-team-signage'),
          page.locator('a[href="/portal/trainings/trn-team-signage"]').first().click(),
        ])
        const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1)).toISOString().slice(0, 7)
        await page.locator('input[name="participants"]').fill('5')
        await page.locator('input[name="preferredMonth"]').fill(month)
        await Promise.all([
          page.waitForURL('**?notice=requested'),
          page.locator('[data-training-request-form] button[type="submit"]').click(),
        ])
      })

      // The trainer schedules it for today (already over) and gives the trainee a seat.
      const requestPath = await withPage(DESKTOP, async (page) => {
        await signIn(page, 'theo.grant@vantage-displays.example')
        await openPortal(page)
        await openArea(page, 'portal-staff')
        await Promise.all([
          page.waitForURL('**/portal/staff/training-requests?status=to-schedule'),
          page.locator('[data-inbox-queue="training-requests-to-schedule"]').click(),
        ])
        await expectAccessible(page, 'training requests')
        const row = page.locator('[data-row]').filter({ hasText: 'Lumière' }).first()
        await Promise.all([page.waitForURL('**/portal/staff/training-requests/trq-*'), row.locator('a').first().click()])
        const path = new URL(page.url()).pathname
        await page.getByLabel('Day').fill(new Date().toISOString().slice(0, 10))
        await page.getByLabel('Starts at (UTC)').fill('00:00')
        await page.getByLabel('Ends at (UTC)').fill('00:01')
        await page.getByLabel('Place').fill('Lumière Intégration, Lyon')
        await page.getByLabel('Seats', { exact: true }).fill('5')
        await expectAccessible(page, 'a training request to schedule')
        await Promise.all([
          page.waitForURL('**?notice=scheduled'),
          page.getByRole('button', { name: 'Schedule and tell the partner' }).click(),
        ])
        await page.getByLabel('Give a seat to').selectOption({ label: 'Hugo Lefebvre' })
        await Promise.all([page.waitForURL('**?notice=added'), page.getByRole('button', { name: 'Add participant' }).click()])
        expect(await page.locator('[data-participant="usr-hugo-lefebvre"]').textContent()).toContain('Attendance not confirmed yet')
        return path
      })

      // The trainee, on a phone in French: progress yes, certifying themselves no.
      const trainingPath = '/fr-fr/portail/formations/trn-team-signage'
      await withPage(PHONE, async (page) => {
        await signInOnPhone(page, 'hugo.lefebvre@lumiere-integration.example')
        await openPortal(page, '/fr-fr/portail')
        await openArea(page, 'portal-trainings')
        await Promise.all([page.waitForURL(`**${trainingPath}`), page.locator(`a[href="${trainingPath}"]`).first().click()])
        expect(await page.locator('[data-own-session]').textContent()).toContain('Lumière Intégration, Lyon')
        await Promise.all([page.waitForURL('**?notice=progress'), page.getByRole('button', { name: 'Marquer comme en cours' }).click()])
        expect(await page.locator('[data-progress]').getAttribute('data-progress')).toBe('in-progress')
        expect(await page.locator('[data-awaiting-attendance]').textContent()).toContain('Votre formateur confirme la présence')
        expect(await page.locator('form[action$="/progression"]').count()).toBe(0)
        expect(await page.locator('[data-certificate]').count()).toBe(0)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing wider than the phone').toBe(
          true,
        )
        await expectAccessible(page, 'a training awaiting attendance, phone, French')
      })

      // The trainer confirms attendance (the session is over).
      await withPage(DESKTOP, async (page) => {
        await signIn(page, 'theo.grant@vantage-displays.example')
        await page.goto(requestPath, { waitUntil: 'load' })
        await Promise.all([
          page.waitForURL('**?notice=attendance'),
          page.locator('[data-attendance-form="usr-hugo-lefebvre"]').getByRole('button', { name: 'Hugo Lefebvre attended' }).click(),
        ])
        expect(await page.locator('[data-participant="usr-hugo-lefebvre"]').textContent()).toContain('Attended')
      })

      // The trainee gets the certificate.
      await withPage(PHONE, async (page) => {
        await signInOnPhone(page, 'hugo.lefebvre@lumiere-integration.example')
        await page.goto(trainingPath, { waitUntil: 'load' })
        expect(await page.locator('[data-progress]').getAttribute('data-progress')).toBe('done')
        const link = page.locator('[data-certificate]')
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
        const file = await download.createReadStream()
        const chunks: Buffer[] = []
        for await (const chunk of file) chunks.push(chunk as Buffer)
        expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-')
        await expectAccessible(page, 'a completed training with its certificate, phone, French')
      })
    },
    JOURNEY_TIMEOUT_MS,
  )
})
