/**
 * Rate limits of posts. A POST that stores or sends something (the form endpoints and form pages,
 * the portal's support ticket, the configuration share, the LED configurator's save and 'mail
 * me') is recognised here from its path alone, before the body limit, the CSRF check or its
 * handler reads a byte of it, and every such post counts, a client flooding with large or
 * malformed bodies like any other. The refusal is the handler's: after the CSRF check (a forged
 * post is refused as forged whatever the count), it reads the verdict and answers 429 before it
 * parses the body.
 *
 * Most limited posts are counted here, before the body. Lead submissions (FORM_SUBMISSION_LIMITS)
 * are counted in the lead's own D1 batch instead, so that storing a lead is one round trip
 * (decision 046): `submissionAdmission` refuses before the body a client this isolate already
 * knows to be over its limit, the batch counts the hit and stores the lead only within the limit,
 * and a submission that never reaches its batch (unreadable, invalid, refused) is counted by this
 * middleware once its handler has answered.
 */
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Environment } from '../../locales/registry.ts'
import { FORM_ENDPOINTS, type FormEndpointName } from '../../ui/forms/form-endpoints.ts'
import { CORPORATE_SHARE_PATH } from '../../ui/guides/share-link-rules.ts'
import { type RouteName, matchRoute } from '../../ui/routes/route-table.ts'
import type { AppEnv } from '../env.ts'
import { isSameSiteRequest } from './csrf.ts'
import { pathnameOf } from './request-url.ts'
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

/**
 * A lead submission's hit, to be counted in the lead's batch (or, if the submission never gets
 * there, after its answer): the client's key and window, and whether it was counted yet.
 */
export interface PendingHit {
  limit: RateLimit
  clientKey: string
  windowStart: number
  retryAfterSeconds: number
  counted: boolean
}

/** A post counted (or to be counted) under a limit: the verdict, why counting failed, or the pending hit. */
export type CountedPost =
  | { limit: RateLimit; verdict: RateLimitVerdict }
  | { limit: RateLimit; failure: string }
  | { limit: RateLimit; pending: PendingHit }

/** Limits counted in the lead's own batch rather than before the body. */
const COUNTED_WITH_THE_LEAD = new Set<string>(Object.values(FORM_SUBMISSION_LIMITS).map((limit) => limit.name))

/**
 * The hits this isolate has seen counted per limit, client and window (the answers of D1, which
 * stays the one count): enough to refuse before the body a client known to be over its limit.
 * Bounded; forgotten all at once when full.
 */
const knownHits = new Map<string, number>()
const MAX_KNOWN_WINDOWS = 10_000

/** Forgets what this isolate saw counted (tests that empty D1 between files). */
export function forgetKnownHits(): void {
  knownHits.clear()
}

function knownHitsKey(hit: Pick<PendingHit, 'limit' | 'clientKey' | 'windowStart'>): string {
  return `${hit.limit.name} ${hit.clientKey} ${hit.windowStart}`
}

/** What D1 answered for a hit: remembered for the next post of that client. */
export function noteCountedHit(hit: PendingHit, hits: number): RateLimitVerdict {
  hit.counted = true
  if (knownHits.size >= MAX_KNOWN_WINDOWS) knownHits.clear()
  const key = knownHitsKey(hit)
  knownHits.set(key, Math.max(hits, knownHits.get(key) ?? 0))
  return { allowed: hits <= hit.limit.maxHits, hits, retryAfterSeconds: hit.retryAfterSeconds }
}

async function pendingHitOf(c: Context<AppEnv>, limit: RateLimit, nowMs = Date.now()): Promise<PendingHit> {
  const windowMs = limit.windowSeconds * 1000
  const windowStart = Math.floor(nowMs / windowMs) * windowMs
  return {
    limit,
    clientKey: await clientKeyOf(c.req.header('CF-Connecting-IP')),
    windowStart,
    retryAfterSeconds: Math.ceil((windowStart + windowMs - nowMs) / 1000),
    counted: false,
  }
}

/** Counts a pending hit on its own (the submission did not reach its batch). */
async function countPendingHit(c: Context<AppEnv>, hit: PendingHit): Promise<void> {
  try {
    noteCountedHit(hit, (await countHit(c.env.DB, hit.limit, hit.clientKey, hit.windowStart)).hits)
  } catch (error) {
    c.get('logger').error(`Counting a post against ${hit.limit.name} failed`, error instanceof Error ? error.message : String(error))
  }
}

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
  const limit = postRateLimitOf(pathnameOf(c.req.url), c.get('environment'))
  // A cross-site post is refused by the CSRF check whatever its count (headers only, no body):
  // not counting it keeps another site from using up a visitor's limit through their browser.
  if (!limit || !isSameSiteRequest(c)) return next()
  c.set('pendingHits', [])
  c.set('countedPost', COUNTED_WITH_THE_LEAD.has(limit.name) ? { limit, pending: await pendingHitOf(c, limit) } : await count(c, limit))
  await next()
  // Lead submissions that did not reach their batch (unreadable, too large, invalid, refused) count now.
  const counted = c.get('countedPost')
  const pending = [...(counted && 'pending' in counted ? [counted.pending] : []), ...(c.get('pendingHits') ?? [])]
  for (const hit of pending) if (!hit.counted) await countPendingHit(c, hit)
})

/** This client's standing under a limit: the verdict, or why it could not be counted (D1 unreachable). */
export type Admission = RateLimitVerdict | { failure: string }

/** A lead submission's standing: refused or failed as any post, or admitted with its hit still to count (in the lead's batch). */
export type SubmissionAdmission = Admission | { pending: PendingHit }

/**
 * The standing of a lead submission under `limit`, before its body is read. Within this
 * middleware (every limited path), the hit is left pending for the lead's batch, and a client
 * this isolate already knows to be over the limit is refused at once. Elsewhere it is counted now.
 */
export async function submissionAdmission(c: Context<AppEnv>, limit: RateLimit): Promise<SubmissionAdmission> {
  const pendingHits = c.get('pendingHits')
  if (!COUNTED_WITH_THE_LEAD.has(limit.name) || !pendingHits) return postAdmission(c, limit)
  const counted = c.get('countedPost')
  let hit: PendingHit
  if (counted?.limit.name === limit.name && 'pending' in counted) hit = counted.pending
  else {
    hit = await pendingHitOf(c, limit)
    pendingHits.push(hit)
  }
  const known = knownHits.get(knownHitsKey(hit)) ?? 0
  // Over the limit already: refused before the body, and not counted again (the window is full).
  if (known >= limit.maxHits) {
    hit.counted = true
    return { allowed: false, hits: known + 1, retryAfterSeconds: hit.retryAfterSeconds }
  }
  return { pending: hit }
}

export function isRefused(admission: SubmissionAdmission): admission is RateLimitVerdict {
  return 'allowed' in admission && !admission.allowed
}

/**
 * This request's standing under `limit`: the one the middleware counted before the body was read,
 * or (a post the middleware counts under another limit, such as the wizard's confirmation)
 * counted now. A failed count is handed on: the submission then fails like any storage failure.
 */
export async function postAdmission(c: Context<AppEnv>, limit: RateLimit): Promise<Admission> {
  const counted = c.get('countedPost')
  const result = counted?.limit.name === limit.name && !('pending' in counted) ? counted : await count(c, limit)
  if ('failure' in result) return { failure: result.failure }
  return 'verdict' in result ? result.verdict : { failure: `${limit.name} is counted with the lead` }
}
