/**
 * The third-party tags of SPEC.md point 7, each tied to a consent category. Which ones a site
 * loads comes from runtime configuration (one variable per tag holding the vendor's id); a tag
 * without an id is not loaded, not named in the page and not allowed by the CSP.
 */
import type { ConsentCategory } from './categories.ts'

export type ThirdPartyName = 'tagManager' | 'marketingTracker' | 'insightTracker' | 'consentManager' | 'feedbackWidget' | 'webFont'

/** The environment variables that configure the tags (wrangler.toml [vars] or secrets). */
export type ThirdPartyVariable =
  | 'TAG_MANAGER_ID'
  | 'MARKETING_TRACKER_ID'
  | 'INSIGHT_TRACKER_ID'
  | 'CONSENT_MANAGER_ID'
  | 'FEEDBACK_WIDGET_ID'
  | 'WEB_FONT_FAMILY'

export interface ThirdPartyDefinition {
  category: ConsentCategory
  kind: 'script' | 'stylesheet'
  /** The environment variable holding the vendor id. */
  variable: ThirdPartyVariable
  /** The tag's URL; `{id}` is replaced by the (URL-encoded) id. */
  url: string
  /** Further origins the tag needs, by CSP directive (fonts of a stylesheet, beacons of a tracker). */
  extraOrigins?: Partial<Record<'connect' | 'font' | 'img' | 'script', readonly string[]>>
}

export const THIRD_PARTY_TAGS: Readonly<Record<ThirdPartyName, ThirdPartyDefinition>> = {
  tagManager: {
    category: 'statistic',
    kind: 'script',
    variable: 'TAG_MANAGER_ID',
    url: 'https://www.googletagmanager.com/gtm.js?id={id}',
    extraOrigins: { connect: ['https://www.google-analytics.com', 'https://region1.google-analytics.com'] },
  },
  marketingTracker: {
    category: 'marketing',
    kind: 'script',
    variable: 'MARKETING_TRACKER_ID',
    url: 'https://js.hs-scripts.com/{id}.js',
  },
  insightTracker: {
    category: 'marketing',
    kind: 'script',
    variable: 'INSIGHT_TRACKER_ID',
    url: 'https://snap.licdn.com/li.lms-analytics/insight.min.js',
    extraOrigins: { connect: ['https://px.ads.linkedin.com'], img: ['https://px.ads.linkedin.com'] },
  },
  consentManager: {
    category: 'necessary',
    kind: 'script',
    variable: 'CONSENT_MANAGER_ID',
    url: 'https://consent.cookiebot.com/uc.js?cbid={id}',
  },
  feedbackWidget: {
    category: 'functional',
    kind: 'script',
    variable: 'FEEDBACK_WIDGET_ID',
    url: 'https://static.hotjar.com/c/hotjar-{id}.js?sv=6',
  },
  webFont: {
    category: 'functional',
    kind: 'stylesheet',
    variable: 'WEB_FONT_FAMILY',
    // SPEC.md point 9: a web font family in weights 400, 500 and 700.
    url: 'https://fonts.googleapis.com/css2?family={id}:wght@400;500;700&display=swap',
    extraOrigins: { font: ['https://fonts.gstatic.com'] },
  },
}

/** The noscript pixel of the insight tracker (marketing): shown only to visitors who granted it. */
export const INSIGHT_PIXEL_URL = 'https://px.ads.linkedin.com/collect/?pid={id}&fmt=gif'

/** One configured tag as the client runtime receives it. */
export interface ThirdPartyTag {
  name: ThirdPartyName
  category: ConsentCategory
  kind: 'script' | 'stylesheet'
  src: string
  /** Globals the vendor's script expects before it loads. */
  globals?: Record<string, unknown>
}

/** The name of the tag manager's data layer, where page views go (SPEC.md point 7). */
export const DATA_LAYER = 'dataLayer'
