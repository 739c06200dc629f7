/**
 * Rate limits counted before a body is read. A POST that stores or sends something (the form
 * endpoints and form pages, the portal's support ticket, the configuration share, the LED
 * configurator's save and 'mail me') is counted here, from its path alone, before the body limit,
 * the CSRF check or its handler reads a byte of it: a client flooding with large or malformed
 * bodies is counted like any other. The refusal is the handler's: after the CSRF check (a forged
 * post is refused as forged whatever the count), it reads the verdict (`postAdmission`) and answers
 * 429 before it parses the body.
 */
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Environment } from '../../locales/registry.ts'
import { FORM_ENDPOINTS, type FormEndpointName } from '../../ui/forms/form-endpoints.ts'
import { CORPORATE_SHARE_PATH } from '../../ui/guides/share-link-rules.ts'
import { type RouteName, matchRoute } from '../../ui/routes/route-table.ts'
import type { AppEnv } from '../env.ts'
import { isSameSiteRequest } from './csrf.ts'
import {
  FORM_SUBMISSION_LIMITS,
  LED_LIMITS,
  type RateLimit,
  type RateLimitVerdict,
  SHARE_LIMIT,
  WIZARD_STEP_LIMIT,
  clientKeyOf,
  countHit,
} from '../forms/rate-limit.ts'

/** A post counted by the middleware: under which limit, and the verdict (or why counting failed). */
export type CountedPost = { limit: RateLimit; verdict: RateLimitVerdict } | { limit: RateLimit; failure: string }

/** The pages whose plain posts take in a lead, and the endpoint whose limit they share. */
const FORM_PAGE_ENDPOINTS: Partial<Record<RouteName, FormEndpointName>> = {
  contact: 'contact-request',
  'wave-enquiry-form': 'contact-request',
  enquiry: 'campaign-lead',
  'retail-brochure': 'campaign-lead',
  'corporate-configurator': 'campaign-lead',
  'careers-slug': 'contact-request',
  'portal-support-ticket': 'contact-request',
}

/** The limit a POST to `path` counts against, or undefined for posts that are not limited. */
export function postRateLimitOf(path: string, environment: Environment): RateLimit | undefined {
  for (const [name, endpoint] of Object.entries(FORM_ENDPOINTS) as Array<[FormEndpointName, (typeof FORM_ENDPOINTS)[FormEndpointName]]>) {
    if (path === endpoint.path) return FORM_SUBMISSION_LIMITS[name]
  }
  if (path === CORPORATE_SHARE_PATH) return SHARE_LIMIT
  const match = matchRoute(path, environment)
  if (!match?.valid) return undefined
  const endpoint = FORM_PAGE_ENDPOINTS[match.name]
  if (endpoint) return FORM_SUBMISSION_LIMITS[endpoint]
  if (match.name === 'project-request') return WIZARD_STEP_LIMIT
  if (match.name === 'led-configurator') return LED_LIMITS.save
  if (match.name === 'led-configurator-result') return LED_LIMITS.mail
  return undefined
}

async function count(c: Context<AppEnv>, limit: RateLimit): Promise<CountedPost> {
  try {
    return { limit, verdict: await countHit(c.env.DB, limit, await clientKeyOf(c.req.header('CF-Connecting-IP'))) }
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error)
    c.get('logger').error(`Counting a post against ${limit.name} failed`, failure)
    return { limit, failure }
  }
}

export const postRateLimits = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'POST') return next()
  const limit = postRateLimitOf(new URL(c.req.url).pathname, c.get('environment'))
  // A cross-site post is refused by the CSRF check whatever its count (headers only, no body):
  // not counting it keeps another site from using up a visitor's limit through their browser.
  if (!limit || !isSameSiteRequest(c)) return next()
  c.set('countedPost', await count(c, limit))
  return next()
})

/** This client's standing under a limit: the verdict, or why it could not be counted (D1 unreachable). */
export type Admission = RateLimitVerdict | { failure: string }

export function isRefused(admission: Admission): admission is RateLimitVerdict {
  return 'allowed' in admission && !admission.allowed
}

/**
 * This request's standing under `limit`: the one the middleware counted before the body was read,
 * or (a post the middleware counts under another limit, such as the wizard's confirmation)
 * counted now. A failed count is handed on: the submission then fails like any storage failure.
 */
export async function postAdmission(c: Context<AppEnv>, limit: RateLimit): Promise<Admission> {
  const counted = c.get('countedPost')
  const result = counted?.limit.name === limit.name ? counted : await count(c, limit)
  return 'failure' in result ? { failure: result.failure } : result.verdict
}
