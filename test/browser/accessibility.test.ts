/**
 * axe finds no serious or critical accessibility violations on every page type: for each public
 * page type one seeded example (test/route-samples.ts) in en-gb and fr-fr, the error pages, and
 * for each portal page type one page, opened by a person allowed to open it. A page type is a
 * section of the route table: the routes that share their first path part (after `/portal` in the
 * portal), e.g. the product overview, category, line and product pages. `npm run test:a11y-full`
 * (A11Y_FULL=1) walks every route instead. One shared browser context and one visit per page keep
 * it short. Then a keyboard-only walk through the project request wizard: Tab/Shift+Tab to move,
 * typing and arrow keys to fill, Space to tick, Enter to press; focus always visible, and moved to
 * the step heading or the error summary on each change.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PORTAL_ROUTE_NAMES, type PortalRouteName, ROUTES, type RouteName, pathFor } from '../../ui/routes/route-table.ts'
import { routeSamples } from '../route-samples.ts'
import { connectChromium, newVisitor, signIn, watchedPage } from './browser.ts'
import { A11Y_FULL_WALK, expectAccessible } from './axe.ts'
import { waitForIsland } from './forms-helpers.ts'

/** Axe over up to some 100 pages (the full walk), the sign-ins and the wizard walk. */
const SUITE_TIMEOUT_MS = 600_000

/** What the page type reads of a route's pattern parts. */
interface PatternPartNames {
  segment?: string
  literal?: string
  param?: string
  rest?: string
}

/** The page type of a route: its section, the first part of its pattern after the portal's own (`portal/portal-trainings`). */
function pageTypeOf(route: RouteName): string {
  const parts = ROUTES[route] as readonly PatternPartNames[]
  const inPortal = parts[0]?.segment === 'portal'
  const section = inPortal ? parts[1] : parts[0]
  const name = section ? (section.segment ?? section.literal ?? `:${section.param ?? section.rest}`) : ''
  return `${inPortal ? 'portal' : 'public'}/${name}`
}

/** Whether axe visits the route: always on the full walk, else when no route of its page type was visited. */
function visits(route: RouteName, visitedTypes: Set<string>): boolean {
  const type = pageTypeOf(route)
  if (visitedTypes.has(type) && !A11Y_FULL_WALK) return false
  visitedTypes.add(type)
  return true
}

let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  browser = await connectChromium()
  context = await newVisitor(browser)
  page = await watchedPage(context)
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
})

async function expectPageAccessible(path: string, statuses: number[] = [200]): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'load' })
  expect(statuses, `${path} answered ${response?.status()}`).toContain(response?.status())
  await expectAccessible(page, path)
}

describe('axe on every public page type', () => {
  for (const code of ['en-gb', 'fr-fr'] as const) {
    it(`every route of the table in ${code}`, { tags: ['full'], timeout: SUITE_TIMEOUT_MS }, async () => {
      const visitedTypes = new Set<string>()
      for (const [route, path] of routeSamples(code)) if (visits(route, visitedTypes)) await expectPageAccessible(path)
    })
  }

  it(
    'the error pages',
    async () => {
      await expectPageAccessible('/this-page-does-not-exist', [404])
      await expectPageAccessible('/insights/Not_A_Valid_Slug', [404])
      await expectPageAccessible('/fr-fr/cette-page-n-existe-pas', [404])
    },
    SUITE_TIMEOUT_MS,
  )
})

/** Seeded records for the portal routes that take a parameter (worker/db/seed, kv-seed). */
const PORTAL_SAMPLE_PARAMS = {
  userId: 'usr-grace-kim',
  trainingId: 'trn-led-installation',
  eventId: 'partner-led-masterclass-2027',
  requestId: 'dr-seeded-brightline',
  videoSlug: 'installing-an-led-wall',
  ticketId: 'lead-seeded-ticket',
  suggestionId: 'sug-seeded-trainings-pdf',
  waveRequestId: 'wave-seeded-pacific',
  notificationId: 'ntf-none',
  storyId: 'story-none',
  certificateId: 'crt-tom-hughes-sales-essentials',
  invitationId: 'inv-none',
}

/**
 * Portal routes whose sample record is not seeded for the person who opens them (no story is sent
 * back for changes or waiting for review, no training request waits, Grace Kim is not in every
 * executive's team, no invitation is pending, the invitation page is opened without a token): their not-found page is what is checked.
 */
const SAMPLE_STATUSES: Partial<Record<PortalRouteName, number[]>> = {
  'portal-success-stories-story-change': [404],
  'portal-staff-success-stories-story': [404],
  'portal-staff-training-requests-request': [404],
  'portal-team-member': [200, 404],
  'portal-team-invitation': [404],
  // Without an invitation's token (its link carries one) there is no invitation to show.
  'portal-invitation': [404],
}

/** Portal routes that answer a file, not a page: their answer is checked, axe has nothing to read. */
const FILE_ROUTES = new Set<PortalRouteName>(['portal-trainings-certificate'])

/**
 * Seeded people (a user admin, the demo coordinator, the support agent, the marketing team, a trainer, two partner
 * executives), and the portal routes each opens: together every portal page.
 */
const PEOPLE: Array<{ email: string }> = [
  { email: 'uma.patel@vantage-displays.example' },
  { email: 'nadia.okafor@vantage-displays.example' },
  { email: 'ravi.mehta@vantage-displays.example' },
  { email: 'mia.laurent@vantage-displays.example' },
  { email: 'theo.grant@vantage-displays.example' },
  { email: 'claire.martin@lumiere-integration.example' },
  { email: 'olivia.bennett@brightline-av.example' },
]

/** Pages of one person's own record: only that person opens them (the seeded ticket is Claire's). */
const OWNED_BY: Partial<Record<PortalRouteName, string>> = {
  'portal-support-tickets-ticket': 'claire.martin@lumiere-integration.example',
}

/**
 * The portal pages the signed-in person may open and no one before them was checked on: those
 * the gate lets them through (neither 401 nor 403). The permissions live in the worker's route
 * registry, which runs in workerd only; test/worker/permission-matrix.test.ts proves the gate
 * answers exactly by the permission table.
 */
async function routesOpenTo(taken: Set<PortalRouteName>, email: string): Promise<PortalRouteName[]> {
  const open: PortalRouteName[] = []
  for (const route of PORTAL_ROUTE_NAMES) {
    if (taken.has(route) || route === 'portal-sign-in' || route === 'portal-show-as-return') continue
    if (OWNED_BY[route] && OWNED_BY[route] !== email) continue
    const response = await context.request.get(pathFor(route, 'en-gb', PORTAL_SAMPLE_PARAMS))
    if (response.status() !== 401 && response.status() !== 403) open.push(route)
    await response.dispose()
  }
  return open
}

describe('axe on every portal page type', { tags: ['full'] }, () => {
  it(
    'each page, as a person who may open it, and the sign-in page',
    async () => {
      await expectPageAccessible(pathFor('portal-sign-in', 'en-gb'))
      const taken = new Set<PortalRouteName>()
      const visitedTypes = new Set<string>([pageTypeOf('portal-sign-in')])
      for (const person of PEOPLE) {
        await context.clearCookies()
        await signIn(page, person.email)
        for (const route of await routesOpenTo(taken, person.email)) {
          taken.add(route)
          if (FILE_ROUTES.has(route)) {
            const response = await context.request.get(pathFor(route, 'en-gb', PORTAL_SAMPLE_PARAMS))
            expect([200, 404], `${route} answered ${response.status()}`).toContain(response.status())
            await response.dispose()
          } else if (visits(route, visitedTypes)) {
            await expectPageAccessible(pathFor(route, 'en-gb', PORTAL_SAMPLE_PARAMS), SAMPLE_STATUSES[route])
          }
        }
      }
      const missing = PORTAL_ROUTE_NAMES.filter(
        (route) => !taken.has(route) && !['portal-sign-in', 'portal-show-as-return'].includes(route),
      )
      expect(missing, 'portal routes no seeded person in PEOPLE may open').toEqual([])
      await context.clearCookies()
    },
    SUITE_TIMEOUT_MS,
  )
})

/** What the keyboard types into each wizard field (selects are chosen by typing the start of an option). */
const KEYBOARD_VALUES: Record<string, string> = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada.keyboard@example.com',
  country: 'United Kingdom',
  phoneNumber: '020 7946 0958',
  organisation: 'Analytical Engines Ltd',
  client_name: 'Babbage Retail',
  project_name: 'Keyboard roll-out',
  system_provider_name: 'Difference Systems',
  system_type: 'Content management',
  description: 'Twelve stores, each with a window display and a video wall.',
  delivery_count: '2',
  decision_date: '01032027',
  first_delivery_date: '01042027',
  last_delivery_date: '01062027',
}

interface Focused {
  id: string
  tag: string
  type: string
  value: string
  action: string
  heading: boolean
  summary: boolean
  inWizard: boolean
  visible: boolean
}

function focused(): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null
    const style = element ? getComputedStyle(element) : null
    const outline = style ? style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 : false
    return {
      id: element?.id ?? '',
      tag: element?.tagName.toLowerCase() ?? '',
      type: element?.getAttribute('type') ?? '',
      value: element && 'value' in element ? String(element.value) : '',
      action: element?.tagName === 'BUTTON' ? (element.getAttribute('value') ?? '') : '',
      heading: Boolean(element && /^H[1-6]$/.test(element.tagName)),
      summary: Boolean(element?.closest('[data-error-summary]')),
      inWizard: Boolean(element?.closest('form[data-wizard-step]')),
      visible: outline || (style ? style.boxShadow !== 'none' : false),
    }
  })
}

const step = () => page.locator('form[data-wizard-step], section[data-wizard-step]').getAttribute('data-wizard-step')

/** Tabs through the step, filling what it meets, until it presses `next` or `confirm` (Enter). */
async function fillStepByKeyboard(): Promise<void> {
  const filled = new Set<string>()
  for (let press = 0; press < 80; press++) {
    await page.keyboard.press('Tab')
    const now = await focused()
    if (!now.inWizard) continue
    expect(now.visible, `focus is visible on #${now.id || now.tag}`).toBe(true)
    const name = now.id.replace(/^project-request-/, '')
    if (now.tag === 'button') {
      if (now.action === 'add_product' && !filled.has('products')) {
        filled.add('products')
        await page.keyboard.press('Enter')
        continue
      }
      if (now.action === 'next' || now.action === 'confirm') {
        await page.keyboard.press('Enter')
        return
      }
      continue
    }
    if (filled.has(now.id)) continue
    filled.add(now.id)
    if (now.type === 'radio' || now.type === 'checkbox') {
      if (name !== 'consent_marketing') await page.keyboard.press('Space')
    } else if (now.tag === 'select') {
      if (KEYBOARD_VALUES[name]) await page.keyboard.type(KEYBOARD_VALUES[name]!)
      else if (!now.value) await page.keyboard.press('ArrowDown')
    } else if (KEYBOARD_VALUES[name] && !now.value) {
      await page.keyboard.type(KEYBOARD_VALUES[name]!)
    }
  }
  throw new Error(`The keyboard never reached the next button of step ${await step()}`)
}

describe('the project request wizard by keyboard only', { tags: ['full'] }, () => {
  it(
    'Tab, Shift+Tab, typing, Space and Enter reach the end; focus visible and moved on every step change',
    async () => {
      await context.clearCookies()
      await page.goto(pathFor('project-request', 'en-gb'), { waitUntil: 'load' })
      await waitForIsland(page, 'form[data-wizard-step]')
      await page.evaluate(() => sessionStorage.clear())
      await page.reload({ waitUntil: 'load' })
      await waitForIsland(page, 'form[data-wizard-step]')

      // The first field is reached by Tab alone, and Shift+Tab goes back to where focus was.
      let first: Focused | undefined
      for (let press = 0; press < 80 && !first?.inWizard; press++) {
        await page.keyboard.press('Tab')
        first = await focused()
      }
      expect(first?.id).toBe('project-request-first_name')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Shift+Tab')
      expect((await focused()).id).toBe('project-request-first_name')

      // Enter on an empty step: focus goes to the error summary, the step stays.
      await page.keyboard.press('Enter')
      await expect.poll(async () => (await focused()).summary).toBe(true)
      expect(await step()).toBe('personal')

      const seen: string[] = []
      for (let move = 0; move < 12; move++) {
        const before = await step()
        seen.push(before!)
        await fillStepByKeyboard()
        await expect
          .poll(
            async () => {
              const now = await focused()
              return (await step()) !== before ? now.heading : now.summary
            },
            { message: `after step ${before}: focus on the new step's heading or the error summary` },
          )
          .toBe(true)
        const after = await step()
        expect(after === before ? (await focused()).summary : (await focused()).heading, `focus after leaving ${before}`).toBe(true)
        if (after === 'success') break
      }
      expect(await step(), `steps walked: ${seen.join(' → ')}`).toBe('success')
    },
    SUITE_TIMEOUT_MS,
  )
})
