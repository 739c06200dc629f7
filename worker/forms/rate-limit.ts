/**
 * Rate limits on the posts that store or send something: a fixed window per client in D1
 * (`rate_limit_windows`). The client is its CF-Connecting-IP — an IPv6 client by its /64, the
 * block one subscriber or office is given — stored only as a hash. One upsert per post, counted
 * before its body is read (worker/middleware/post-rate-limits.ts).
 */
import { countWindowHit, deleteWindowsBefore } from './rate-limit-store.ts'

export interface RateLimit {
  /** Also the row's limit_name. */
  name: string
  maxHits: number
  windowSeconds: number
}

/** Submissions of one form endpoint per client: generous for an office behind one address. */
export const FORM_SUBMISSION_LIMITS = {
  'contact-request': { name: 'contact-request', maxHits: 20, windowSeconds: 10 * 60 },
  'campaign-lead': { name: 'campaign-lead', maxHits: 20, windowSeconds: 10 * 60 },
  'project-request': { name: 'project-request', maxHits: 10, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimit>

/**
 * Plain posts of the project request wizard without JavaScript: every step (and every product
 * added) is a post of its own. They are counted before their body is read, under this limit; the
 * final confirmation then also counts as a project-request submission.
 */
export const WIZARD_STEP_LIMIT = { name: 'project-request-steps', maxHits: 150, windowSeconds: 10 * 60 } as const satisfies RateLimit

/** Shares of a corporate configuration per client: a mail relay must not be usable for spam. */
export const SHARE_LIMIT = { name: 'configuration-share', maxHits: 10, windowSeconds: 10 * 60 } as const satisfies RateLimit

/** Saved LED configurations and mails per client: generous for a planner comparing walls, tight enough to stop a mail cannon. */
export const LED_LIMITS = {
  save: { name: 'led-configuration-save', maxHits: 30, windowSeconds: 10 * 60 },
  mail: { name: 'led-configuration-mail', maxHits: 5, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimit>

/** Every limit, for the sweep. */
export const ALL_RATE_LIMITS: readonly RateLimit[] = [
  ...Object.values(FORM_SUBMISSION_LIMITS),
  WIZARD_STEP_LIMIT,
  SHARE_LIMIT,
  ...Object.values(LED_LIMITS),
]

/** IPv6 clients are grouped by this many leading bits: the /64 one subscriber or site gets. */
export const IPV6_CLIENT_PREFIX_BITS = 64

/** Windows older than this many windows are deleted by the sweep. */
export const RATE_LIMIT_WINDOWS_KEPT = 2

export interface RateLimitVerdict {
  allowed: boolean
  hits: number
  retryAfterSeconds: number
}

/** The 8 groups of an IPv6 address, or undefined when it is not one ('::', embedded IPv4 and zones handled). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (dotted) {
    const bytes = dotted.slice(1).map(Number)
    if (bytes.some((byte) => byte > 255)) return undefined
    text = `${text.slice(0, dotted.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return undefined
  const parse = (part: string) => (part === '' ? [] : part.split(':'))
  const head = parse(halves[0]!)
  const tail = halves.length === 2 ? parse(halves[1]!) : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined
  return groups.map((group) => Number.parseInt(group, 16))
}

/**
 * The client a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 (IPv4
 * mapped into IPv6 counts as that IPv4 address), anything else as written.
 */
export function clientGroupOf(clientAddress: string | undefined): string {
  const address = (clientAddress ?? '').trim()
  if (!address) return 'unknown'
  if (!address.includes(':')) return address
  const groups = ipv6Groups(address)
  if (!groups) return address.toLowerCase()
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  const kept = IPV6_CLIENT_PREFIX_BITS / 16
  return `${groups
    .slice(0, kept)
    .map((group) => group.toString(16))
    .join(':')}::/${IPV6_CLIENT_PREFIX_BITS}`
}

/** A stable, non-reversible key for a client (its address, or its IPv6 /64). */
export async function clientKeyOf(clientAddress: string | undefined): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`rate-limit:${clientGroupOf(clientAddress)}`))
  return [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Counts one hit of `clientKey` against `limit` and says whether it is within it. */
export async function countHit(db: D1Database, limit: RateLimit, clientKey: string, nowMs: number = Date.now()): Promise<RateLimitVerdict> {
  const windowMs = limit.windowSeconds * 1000
  const windowStart = Math.floor(nowMs / windowMs) * windowMs
  const hits = await countWindowHit(db, limit.name, clientKey, windowStart)
  return { allowed: hits <= limit.maxHits, hits, retryAfterSeconds: Math.ceil((windowStart + windowMs - nowMs) / 1000) }
}

/** Deletes windows that can no longer count. */
export async function sweepRateLimitWindows(db: D1Database, nowMs: number = Date.now()): Promise<void> {
  const longest = Math.max(...ALL_RATE_LIMITS.map((limit) => limit.windowSeconds)) * 1000
  await deleteWindowsBefore(db, nowMs - RATE_LIMIT_WINDOWS_KEPT * longest)
}
