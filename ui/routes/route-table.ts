/**
 * The one route table of the public site (SPEC.md point 2). Every route exists in every active
 * locale; the path of a route in a locale comes from the localised segments table. Route names
 * carry the locale with a triple-underscore suffix (`insights-slug___fr-fr`).
 *
 * Shared by the worker (matching requests), the UI (building links, the locale switcher) and
 * the client runtime, so it must stay free of server APIs.
 */
import { DEFAULT_LOCALE, type Environment, type Locale, type LocaleCode, activeLocales } from '../../locales/registry.ts'
import { type SegmentKey, localisedSegment } from '../../locales/segments.ts'

/** A piece of a route pattern: a localised segment, a literal, a named parameter or a rest parameter. */
type PatternPart =
  | { segment: SegmentKey }
  | { literal: string }
  | { param: string; valid: (value: string) => boolean }
  | { rest: string; valid: (value: string) => boolean }

const SLUG_PATTERN = /^[\p{Ll}\p{Nd}]+(?:-[\p{Ll}\p{Nd}]+)*$/u
/** Product codes (CTN) in URLs: letters and digits, `/` of the CTN written as `_` (55bdl4511d_00). */
const CTN_PATTERN = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/i

const isSlug = (value: string) => SLUG_PATTERN.test(value)
const isSlugPath = (value: string) => value === '' || value.split('/').every(isSlug)
const isCtn = (value: string) => CTN_PATTERN.test(value)

const segment = (key: SegmentKey): PatternPart => ({ segment: key })
const literal = (text: string): PatternPart => ({ literal: text })
const slugParam = (name: string): PatternPart => ({ param: name, valid: isSlug })

export const ROUTES = {
  index: [],
  'block-overview': [literal('block-overview')],
  careers: [literal('careers')],
  /** A job opening: its description, JobPosting data and the application form. */
  'careers-slug': [literal('careers'), slugParam('slug')],
  contact: [segment('contact')],
  'display-solutions': [segment('display-solutions')],
  /** Before the category route: `compare` is not a category. */
  'display-solutions-compare': [segment('display-solutions'), segment('compare')],
  'display-solutions-productCategory': [segment('display-solutions'), slugParam('productCategory')],
  'display-solutions-productCategory-productLine': [segment('display-solutions'), slugParam('productCategory'), slugParam('productLine')],
  'display-solutions-productCategory-productLine-productCtn': [
    segment('display-solutions'),
    slugParam('productCategory'),
    slugParam('productLine'),
    { param: 'productCtn', valid: isCtn },
  ],
  'downloads-slug': [literal('downloads'), { rest: 'slug', valid: isSlugPath }],
  events: [literal('events')],
  'events-slug': [literal('events'), slugParam('slug')],
  'industry-display-solutions': [segment('industry-display-solutions')],
  'industry-display-solutions-slug': [segment('industry-display-solutions'), slugParam('slug')],
  insights: [segment('insights')],
  'insights-slug': [segment('insights'), slugParam('slug')],
  'innovations-wave': [segment('innovations'), literal('wave')],
  partnership: [literal('partnership')],
  'partnership-slug': [literal('partnership'), slugParam('slug')],
  'wave-enquiry-form': [literal('wave-enquiry-form')],
  search: [segment('search')],
  /** The partner portal: every page below is behind the permission gate (worker/portal/portal-gate.tsx, ui/portal/permissions.ts). */
  portal: [segment('portal')],
  'portal-sign-in': [segment('portal'), segment('portal-sign-in')],
  'portal-trainings': [segment('portal'), segment('portal-trainings')],
  /** Before the training route: `team` and `certificates` are no training ids. The partner executive's team view, and a certificate's PDF. */
  'portal-trainings-team': [segment('portal'), segment('portal-trainings'), segment('portal-team')],
  'portal-trainings-certificate': [
    segment('portal'),
    segment('portal-trainings'),
    segment('portal-certificates'),
    slugParam('certificateId'),
  ],
  'portal-trainings-training': [segment('portal'), segment('portal-trainings'), slugParam('trainingId')],
  'portal-trainings-training-progress': [
    segment('portal'),
    segment('portal-trainings'),
    slugParam('trainingId'),
    segment('portal-progress'),
  ],
  'portal-trainings-training-request': [segment('portal'), segment('portal-trainings'), slugParam('trainingId'), segment('portal-request')],
  'portal-promotions': [segment('portal'), segment('portal-promotions')],
  'portal-events': [segment('portal'), segment('portal-events')],
  'portal-events-event': [segment('portal'), segment('portal-events'), slugParam('eventId')],
  'portal-demo-requests': [segment('portal'), segment('portal-demo-equipment')],
  /** Before the request route: `new` is not a request id. */
  'portal-demo-requests-new': [segment('portal'), segment('portal-demo-equipment'), segment('portal-new')],
  'portal-demo-requests-request': [segment('portal'), segment('portal-demo-equipment'), slugParam('requestId')],
  /** The partner changes a request that is not approved yet: the wizard, started from the request. */
  'portal-demo-requests-request-change': [
    segment('portal'),
    segment('portal-demo-equipment'),
    slugParam('requestId'),
    segment('portal-change'),
  ],
  'portal-videos': [segment('portal'), segment('portal-videos')],
  'portal-videos-video': [segment('portal'), segment('portal-videos'), slugParam('videoSlug')],
  'portal-success-stories': [segment('portal'), segment('portal-success-stories')],
  /** The success story wizard (the person's draft), and where its pictures and logos are uploaded. */
  'portal-success-stories-new': [segment('portal'), segment('portal-success-stories'), segment('portal-new')],
  'portal-success-stories-files': [segment('portal'), segment('portal-success-stories'), segment('portal-new'), segment('portal-files')],
  /** A story sent back for changes goes back into the wizard (a post), to be edited and sent again. */
  'portal-success-stories-story-change': [
    segment('portal'),
    segment('portal-success-stories'),
    slugParam('storyId'),
    segment('portal-change'),
  ],
  'portal-support': [segment('portal'), segment('portal-support')],
  'portal-support-ticket': [segment('portal'), segment('portal-support'), segment('portal-ticket')],
  'portal-support-suggestion': [segment('portal'), segment('portal-support'), segment('portal-suggestion')],
  /** "My tickets": the person's tickets (case number, status, the conversation) and suggestions (their outcome). */
  'portal-support-tickets': [segment('portal'), segment('portal-support'), segment('portal-tickets')],
  'portal-support-tickets-ticket': [segment('portal'), segment('portal-support'), segment('portal-tickets'), slugParam('ticketId')],
  'portal-wave-request': [segment('portal'), literal('wave')],
  'portal-users': [segment('portal'), segment('portal-users')],
  /** Before the user route: `new` is not a user id. */
  'portal-users-new': [segment('portal'), segment('portal-users'), segment('portal-new')],
  'portal-users-user': [segment('portal'), segment('portal-users'), slugParam('userId')],
  'portal-users-user-delete': [segment('portal'), segment('portal-users'), slugParam('userId'), segment('portal-delete')],
  /** A user admin's view of a user's sessions, and ending all of them. */
  'portal-users-user-sessions': [segment('portal'), segment('portal-users'), slugParam('userId'), segment('portal-sessions')],
  /** "Your sessions": the signed-in person's sessions, each of which they can end. */
  'portal-sessions': [segment('portal'), segment('portal-sessions')],
  'portal-show-as': [segment('portal'), segment('portal-show-as')],
  'portal-show-as-return': [segment('portal'), segment('portal-show-as'), segment('portal-return')],
  /** The notification centre, one notification (opening it marks it read) and the e-mail settings. */
  'portal-notifications': [segment('portal'), segment('portal-notifications')],
  /** Before the notification route: `settings` is not a notification id. */
  'portal-notifications-settings': [segment('portal'), segment('portal-notifications'), segment('portal-settings')],
  'portal-notifications-notification': [segment('portal'), segment('portal-notifications'), slugParam('notificationId')],
  /** The staff console (vendor staff): the inbox of each role's work, and the lists behind it. */
  'portal-staff': [segment('portal'), segment('portal-staff')],
  'portal-staff-demo-pool': [segment('portal'), segment('portal-staff'), segment('portal-demo-pool')],
  'portal-staff-tickets': [segment('portal'), segment('portal-staff'), segment('portal-tickets')],
  'portal-staff-tickets-ticket': [segment('portal'), segment('portal-staff'), segment('portal-tickets'), slugParam('ticketId')],
  'portal-staff-suggestions': [segment('portal'), segment('portal-staff'), segment('portal-suggestions')],
  'portal-staff-suggestions-suggestion': [
    segment('portal'),
    segment('portal-staff'),
    segment('portal-suggestions'),
    slugParam('suggestionId'),
  ],
  'portal-staff-wave-requests': [segment('portal'), segment('portal-staff'), segment('portal-wave-requests')],
  'portal-staff-wave-requests-request': [
    segment('portal'),
    segment('portal-staff'),
    segment('portal-wave-requests'),
    slugParam('waveRequestId'),
  ],
  'portal-staff-audit-log': [segment('portal'), segment('portal-staff'), segment('portal-audit-log')],
  /** Success stories to review (the marketing team), each story's review, and the translation follow-ups of published stories. */
  'portal-staff-success-stories': [segment('portal'), segment('portal-staff'), segment('portal-success-stories')],
  'portal-staff-success-stories-story': [
    segment('portal'),
    segment('portal-staff'),
    segment('portal-success-stories'),
    slugParam('storyId'),
  ],
  'portal-staff-translations': [segment('portal'), segment('portal-staff'), segment('portal-translations')],
  /** Training requests to schedule (trainers), each request's session, and attendance to confirm. */
  'portal-staff-training-requests': [segment('portal'), segment('portal-staff'), segment('portal-training-requests')],
  'portal-staff-training-requests-request': [
    segment('portal'),
    segment('portal-staff'),
    segment('portal-training-requests'),
    slugParam('requestId'),
  ],
  'portal-staff-attendance': [segment('portal'), segment('portal-staff'), segment('portal-attendance')],
  /** Partner self-service: the executive's team (invite, withdraw an invitation, deactivate, reactivate) and the company profile. */
  'portal-team': [segment('portal'), segment('portal-team')],
  /** Before the member route: `invite` is not a user id. */
  'portal-team-invite': [segment('portal'), segment('portal-team'), segment('portal-invite')],
  'portal-team-member': [segment('portal'), segment('portal-team'), slugParam('userId')],
  /** Withdrawing a pending invitation (a confirmation page and its form). */
  'portal-team-invitation': [segment('portal'), segment('portal-team'), segment('portal-invitation'), slugParam('invitationId')],
  'portal-company-profile': [segment('portal'), segment('portal-company-profile')],
  /** Where an invitation's link leads (`?token=`): open to the signed-out invitee. */
  'portal-invitation': [segment('portal'), segment('portal-invitation')],
  /** The enquiry form (a quote request, optionally about a product or for a campaign). */
  enquiry: [segment('enquiry')],
  'project-request': [segment('project-request')],
  'retail-brochure': [segment('retail-brochure')],
  'partner-finder': [segment('partner-finder')],
  /** The guides (ui/guides/): corporate solution configurator, retail configurator, product chooser. */
  'corporate-configurator': [segment('corporate-configurator')],
  'retail-configurator': [segment('retail-configurator')],
  'product-chooser': [segment('product-chooser')],
  /** Where plain form posts land after a lead is stored (303). */
  'thank-you': [segment('thank-you')],
  /** The LED wall configurator (steps in the query), its saved results behind signed links, and the LED calculator. */
  'led-configurator': [segment('led-configurator')],
  'led-configurator-result': [segment('led-configurator'), segment('led-result'), slugParam('configurationId')],
  'led-calculator': [segment('led-calculator')],
  /** Catch-all CMS page, any depth; last so that every named route wins over it. */
  slug: [{ rest: 'slug', valid: isSlugPath }],
} as const satisfies Record<string, readonly PatternPart[]>

export type RouteName = keyof typeof ROUTES
export type RouteParams = Record<string, string>
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[]

/** The partner portal's routes: portal pages in the route registry (worker/pages/route-registry.ts), never site pages. */
export type PortalRouteName = Extract<RouteName, 'portal' | `portal-${string}`>
export type PublicRouteName = Exclude<RouteName, PortalRouteName>

export function isPortalRoute(name: RouteName): name is PortalRouteName {
  return name === 'portal' || name.startsWith('portal-')
}

export const PORTAL_ROUTE_NAMES = ROUTE_NAMES.filter(isPortalRoute)

export const LOCALE_SUFFIX = '___'

/** `insights-slug___fr-fr` */
export function localisedRouteName(name: RouteName, code: LocaleCode): string {
  return `${name}${LOCALE_SUFFIX}${code}`
}

export function splitRouteName(localisedName: string): { name: RouteName; code: LocaleCode } | undefined {
  const at = localisedName.lastIndexOf(LOCALE_SUFFIX)
  if (at < 0) return undefined
  const name = localisedName.slice(0, at)
  const code = localisedName.slice(at + LOCALE_SUFFIX.length)
  if (!(name in ROUTES)) return undefined
  return { name: name as RouteName, code: code as LocaleCode }
}

/** Top-level route constants used for link building (SPEC.md point 2), in en-gb form. */
export const TOP_LEVEL_PATHS = {
  home: '/',
  about: '/contact',
  industries: '/industry-display-solutions',
  insights: '/insights',
  events: '/events',
  products: '/display-solutions',
  features: '/partnership',
  portal: '/portal',
} as const

function localePrefix(code: LocaleCode): string {
  return code === DEFAULT_LOCALE ? '' : `/${code}`
}

/** Builds the path of a route in a locale. Parameters are URL-encoded per segment. */
export function pathFor(name: RouteName, code: LocaleCode, params: RouteParams = {}): string {
  const parts: string[] = []
  for (const part of ROUTES[name] as readonly PatternPart[]) {
    if ('segment' in part) parts.push(localisedSegment(part.segment, code))
    else if ('literal' in part) parts.push(part.literal)
    else if ('param' in part) parts.push(encodeURIComponent(params[part.param] ?? ''))
    else {
      const rest = params[part.rest] ?? ''
      if (rest) parts.push(...rest.split('/').map(encodeURIComponent))
    }
  }
  const path = `${localePrefix(code)}/${parts.join('/')}`
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

export interface RouteMatch {
  name: RouteName
  /** `name___code` */
  localisedName: string
  locale: Locale
  params: RouteParams
  /** False when the path has the shape of the route but a parameter fails its check. */
  valid: boolean
}

/** Splits a pathname into the active locale it is prefixed with (or the default) and the rest. */
export function splitLocalePrefix(pathname: string, environment: Environment): { locale: Locale; rest: string[]; prefixed: boolean } {
  const segments = pathname.split('/').filter((piece) => piece !== '')
  const locales = activeLocales(environment)
  const first = segments[0]?.toLowerCase()
  const prefixed = locales.find((locale) => locale.code !== DEFAULT_LOCALE && locale.code === first)
  if (prefixed) return { locale: prefixed, rest: segments.slice(1), prefixed: true }
  return { locale: locales[0]!, rest: segments, prefixed: false }
}

function safeDecode(piece: string): string | undefined {
  try {
    return decodeURIComponent(piece)
  } catch {
    return undefined
  }
}

function matchPattern(pattern: readonly PatternPart[], rest: string[], code: LocaleCode) {
  const params: RouteParams = {}
  let valid = true
  for (let index = 0; index < pattern.length; index++) {
    const part = pattern[index]!
    if ('rest' in part) {
      const decoded = rest.slice(index).map(safeDecode)
      if (decoded.some((piece) => piece === undefined)) return undefined
      const value = decoded.join('/')
      params[part.rest] = value
      if (!part.valid(value)) valid = false
      return { params, valid }
    }
    const piece = rest[index]
    if (piece === undefined) return undefined
    if ('segment' in part) {
      if (piece !== localisedSegment(part.segment, code)) return undefined
    } else if ('literal' in part) {
      if (piece !== part.literal) return undefined
    } else {
      const value = safeDecode(piece)
      if (value === undefined) return undefined
      params[part.param] = value
      if (!part.valid(value)) valid = false
    }
  }
  return rest.length === pattern.length ? { params, valid } : undefined
}

/**
 * The route's path pattern in a locale for the worker's router: localised segments and literals
 * as they are, `:name` for a parameter, `*` for a rest parameter (`/fr-fr/apercus/:slug`).
 */
export function pathPatternFor(name: RouteName, code: LocaleCode): string {
  const parts = (ROUTES[name] as readonly PatternPart[]).map((part) => {
    if ('segment' in part) return localisedSegment(part.segment, code)
    if ('literal' in part) return part.literal
    if ('param' in part) return `:${part.param}`
    return '*'
  })
  const prefix = localePrefix(code)
  if (parts.length === 0) return prefix || '/'
  return `${prefix}/${parts.join('/')}`
}

/**
 * The match of a pathname against one route in one locale (what the router found), with its
 * parameters read and checked as matchRoute would; undefined when the path is not that route's.
 */
export function matchNamedRoute(name: RouteName, code: LocaleCode, pathname: string, environment: Environment): RouteMatch | undefined {
  const { locale, rest } = splitLocalePrefix(pathname, environment)
  if (locale.code !== code) return undefined
  const matched = matchPattern(ROUTES[name], rest, code)
  return matched ? { name, localisedName: localisedRouteName(name, code), locale, ...matched } : undefined
}

/** Finds the route a pathname belongs to. The catch-all makes every path match something. */
export function matchRoute(pathname: string, environment: Environment): RouteMatch | undefined {
  const { locale, rest } = splitLocalePrefix(pathname, environment)
  for (const name of ROUTE_NAMES) {
    const matched = matchPattern(ROUTES[name], rest, locale.code)
    if (matched) {
      return { name, localisedName: localisedRouteName(name, locale.code), locale, ...matched }
    }
  }
  return undefined
}
