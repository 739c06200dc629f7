/** axe finds no serious or critical accessibility violations on the main kinds of page. */
import AxeBuilder from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, newVisitor, watchedPage } from './browser.ts'

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

const PAGES: Array<{ path: string; status: number; text?: string }> = [
  { path: '/', status: 200 },
  { path: '/fr-fr', status: 200 },
  { path: '/block-overview', status: 200 },
  { path: '/about-us/sustainability/reports', status: 200 },
  { path: '/this-page-does-not-exist', status: 404, text: 'Oops, you hit a 404' },
  { path: '/insights/Not_A_Valid_Slug', status: 404, text: 'Page Not Found: /insights/Not_A_Valid_Slug' },
  { path: '/events', status: 200 },
]

describe('accessibility (axe)', () => {
  it.each(PAGES)('$path has no serious or critical violations', async ({ path, status, text }) => {
    const context = await newVisitor(browser)
    try {
      const page = await watchedPage(context)
      const response = await page.goto(path, { waitUntil: 'load' })
      expect(response?.status()).toBe(status)
      if (text) expect(await page.getByText(text, { exact: false }).first().isVisible()).toBe(true)

      const results = await new AxeBuilder({ page }).analyze()
      const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      const report = severe
        .map((violation) => [
          `${violation.impact}: ${violation.id} — ${violation.help} (${violation.helpUrl})`,
          ...violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`),
        ].join('\n'))
        .join('\n')
      expect(severe.length, `axe violations on ${path}:\n${report}`).toBe(0)
    } finally {
      await context.close()
    }
  })
})
