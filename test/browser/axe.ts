/**
 * axe in the browser tests: the page's serious and critical violations. axe-core is put into the
 * page once per document and run on it directly. (@axe-core/playwright's AxeBuilder injects it
 * again on every call and opens a second, blank page to join frame results: 2–5 s per check,
 * against well under one second here; the site has no frames to join.) Same rules as AxeBuilder's
 * default: every axe rule but the experimental ones.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * `npm run test:a11y-full` (A11Y_FULL=1) walks every route and every step of every walk. The
 * default run checks one page per page type per locale (accessibility.test.ts), and in the other
 * files the states a test names as its own (a form's first view, its errors, its end); the
 * in-between steps of a long walk are checked in the full walk only (docs/decisions/026).
 */
export const A11Y_FULL_WALK = process.env.A11Y_FULL === '1'

/** The impacts a browser test refuses. */
const REFUSED_IMPACTS = ['serious', 'critical']

/** axe-core as @axe-core/playwright ships it (its own dependency, so both always agree). */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** A violation as the test reports it. */
export interface AxeViolation {
  id: string
  impact: string
  help: string
  nodes: { target: string[]; failureSummary: string }[]
}

/** The page's serious and critical violations as it is now. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (refused) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core's global, put into the page above
    const axe = (window as any).axe
    const results = await axe.run(document, { resultTypes: ['violations'] })
    return (
      results.violations as {
        id: string
        impact: string | null
        help: string
        nodes: { target: unknown[]; failureSummary?: string }[]
      }[]
    )
      .filter((violation) => refused.includes(violation.impact ?? ''))
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary ?? '' })),
      }))
  }, REFUSED_IMPACTS)
}

/** axe finds no serious or critical violation on the page as it is now (`moment` names it in the report). */
export async function expectAccessible(page: Page, moment: string): Promise<void> {
  const severe = await seriousViolations(page)
  const report = severe
    .map((violation) =>
      [
        `${violation.impact}: ${violation.id} — ${violation.help}`,
        ...violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary.replace(/\n/g, ' ')}`),
      ].join('\n'),
    )
    .join('\n')
  expect(severe.length, `axe violations (${moment}, ${page.url()}):\n${report}`).toBe(0)
}

/** axe on an in-between step of a long walk (a wizard's filled steps): in the full walk only. */
export async function expectAccessibleInFullWalk(page: Page, moment: string): Promise<void> {
  if (A11Y_FULL_WALK) await expectAccessible(page, moment)
}
