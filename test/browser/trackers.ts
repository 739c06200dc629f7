/**
 * The third-party tags of the browser tests' site: every vendor id set, every tag served from
 * TRACKER_ORIGIN, an origin that exists only inside the tests' browser contexts (`answerTrackers`).
 */
import type { BrowserContext } from 'playwright-core'

export const TRACKER_ORIGIN = 'http://trackers.test'

export const TEST_TAG_VARIABLES = {
  TAG_MANAGER_ID: 'GTM-TEST',
  MARKETING_TRACKER_ID: '4242',
  INSIGHT_TRACKER_ID: '12345',
  FEEDBACK_WIDGET_ID: '777',
  WEB_FONT_FAMILY: 'Inter',
  THIRD_PARTY_ORIGIN: TRACKER_ORIGIN,
} as const

/** The URL path (and query) each configured tag is requested at. */
export const TAG_PATHS = {
  tagManager: '/gtm.js?id=GTM-TEST',
  marketingTracker: '/4242.js',
  insightTracker: '/li.lms-analytics/insight.min.js',
  feedbackWidget: '/c/hotjar-777.js?sv=6',
  webFont: '/css2?family=Inter:wght@400;500;700&display=swap',
} as const

/** Answers every request to the stand-in origin with an empty script or stylesheet; returns the requested paths. */
export async function answerTrackers(context: BrowserContext): Promise<string[]> {
  const requested: string[] = []
  await context.route(`${TRACKER_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url())
    requested.push(decodeURIComponent(`${url.pathname}${url.search}`))
    const stylesheet = url.pathname.startsWith('/css')
    await route.fulfill({ status: 200, contentType: stylesheet ? 'text/css' : 'application/javascript', body: '' })
  })
  return requested
}
