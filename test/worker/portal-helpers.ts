/**
 * Helpers for portal tests: sessions for seeded people, form posts with a CSRF token, cookie
 * handling, and a complete sign-in through the built-in OpenID Connect provider over HTTP.
 */
import { env } from 'cloudflare:test'
import type { Environment } from '../../locales/registry.ts'
import { issueSession, seconds, sessionEndOf } from '../../worker/auth/session.ts'
import { type SessionHost, createSessionRecord } from '../../worker/sessions/session-store.ts'
import { secretPurposeKey } from '../../worker/auth/signing-secret.ts'
import { ORIGIN, visit } from './helpers.ts'

/** A CSRF token of the right shape; the double-submit check compares cookie and field. */
export const TEST_CSRF_TOKEN = 'test-csrf-token-0123456789abcdefghijklmn'

/** The key session tokens are signed with (derived from SESSION_SECRET), in LOCAL unless told. */
export function sessionSigningKey(secret: string | undefined = env.SESSION_SECRET, environment: Environment = 'LOCAL'): Promise<CryptoKey> {
  return secretPurposeKey(secret, environment, 'session')
}

/** The User-Agent the session records of tests are made with. */
export const TEST_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

export interface TestSessionOptions {
  actorId?: string | null
  /** When the person signed in (the record's and the token's `auth_time`). */
  signedInAt?: Date
  /** When this token was issued (a renewed token: later than the sign-in). */
  issuedAt?: Date
  secret?: string
  environment?: Environment
  host?: SessionHost
  userAgent?: string
}

/**
 * A session as sign-in makes it: the record on the server (for someone with an account; an
 * unknown person gets a token naming no record) and its token, signed like the real one.
 */
export async function sessionFor(userId: string, options: TestSessionOptions = {}): Promise<{ token: string; sessionId: string }> {
  const { actorId = null, signedInAt = new Date(), issuedAt = signedInAt, host = 'site', userAgent = TEST_USER_AGENT } = options
  const holder = actorId ?? userId
  const signedInSeconds = seconds(signedInAt)
  const known = await env.DB.prepare('SELECT 1 AS known FROM users WHERE id = ?1').bind(holder).first()
  const sessionId = known
    ? await createSessionRecord(env.DB, {
        userId: holder,
        host,
        provider: 'microsoft',
        userAgent,
        signedInAt: signedInSeconds,
        expiresAt: sessionEndOf(signedInSeconds),
      })
    : `no-record-${crypto.randomUUID()}`
  const key = await sessionSigningKey(options.secret, options.environment)
  const { token } = await issueSession(key, { sessionId, userId, actorId, signedInAt: signedInSeconds }, issuedAt)
  return { token, sessionId }
}

/** `session=…` for a person (and the actor who shows the portal as them), with its record on the server. */
export async function sessionCookieFor(userId: string, actorId: string | null = null, now = new Date()): Promise<string> {
  return `session=${(await sessionFor(userId, { actorId, signedInAt: now })).token}`
}

/** Cookie header for a signed-in person, with the CSRF cookie their forms need. */
export async function signedInCookies(userId: string, actorId: string | null = null): Promise<string> {
  return `${await sessionCookieFor(userId, actorId)}; csrf=${TEST_CSRF_TOKEN}`
}

/** A same-site form post carrying the CSRF token; `repeated` adds fields that occur more than once (checkboxes). */
export function postForm(
  path: string,
  fields: Record<string, string>,
  cookie: string,
  repeated: ReadonlyArray<[string, string]> = [],
): Promise<Response> {
  const body = new URLSearchParams({ _csrf: TEST_CSRF_TOKEN, ...fields })
  for (const [name, value] of repeated) body.append(name, value)
  return visit(path, {
    method: 'POST',
    body,
    headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
  })
}

/** The `name=value` pairs a response sets, and the full Set-Cookie lines by cookie name. */
export function setCookies(response: Response): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const line of response.headers.getSetCookie()) cookies.set(line.slice(0, line.indexOf('=')), line)
  return cookies
}

/** A browser's cookie jar, enough for the sign-in flow. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]!
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value)
  }

  delete(name: string): void {
    this.cookies.delete(name)
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/** Fetches `url` (a path or an absolute URL on the site) with the jar's cookies, keeping what it sets. */
export async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const path = url.startsWith('http') ? `${new URL(url).pathname}${new URL(url).search}` : url
  const headers = new Headers(init.headers)
  if (jar.header()) headers.set('Cookie', jar.header())
  if (init.method === 'POST') headers.set('Origin', ORIGIN)
  const response = await visit(path, { ...init, headers })
  jar.take(response)
  return response
}

export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields[name!] = decodeHtml(value!)
  }
  return fields
}

export function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

export interface SignInSteps {
  /** The provider's authorisation URL the site sent the browser to. */
  authorisationUrl: string
  /** The callback URL the provider sent the browser back to. */
  callbackUrl: string
  /** The site's answer to the callback. */
  callback: Response
}

/**
 * Goes through the sign-in page, the site's start endpoint and the built-in provider's screen
 * (choosing `email`), like a browser, and stops at the provider's answer: the callback URL it
 * sends the browser to, not yet opened.
 */
export async function untilProviderAnswers(
  jar: CookieJar,
  email: string,
  { option = 'microsoft', returnTo = '/portal' }: { option?: 'microsoft' | 'google'; returnTo?: string } = {},
): Promise<{ authorisationUrl: string; callbackUrl: string }> {
  const signInPage = await (await browse(jar, '/portal/sign-in')).text()
  const csrf = hiddenFields(signInPage)._csrf!
  const start = await browse(jar, `/auth/sign-in/${option}`, {
    method: 'POST',
    body: new URLSearchParams({ _csrf: csrf, return_to: returnTo, locale: 'en-gb' }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  await start.arrayBuffer()
  if (start.status !== 303) throw new Error(`Sign-in did not start: ${start.status}`)
  const authorisationUrl = start.headers.get('Location')!
  const screen = await browse(jar, authorisationUrl)
  const screenHtml = await screen.text()
  if (screen.status !== 200) throw new Error(`The provider's screen answered ${screen.status}`)
  const form = /<form action="([^"]+)" method="post">([\s\S]*?)<\/form>/.exec(screenHtml)!
  const fields = { ...hiddenFields(form[2]!), email }
  const chosen = await browse(jar, decodeHtml(form[1]!), {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  await chosen.arrayBuffer()
  return { authorisationUrl, callbackUrl: chosen.headers.get('Location')! }
}

/**
 * Signs in through the sign-in page, the site's start endpoint, the built-in provider's screen
 * (choosing `email`) and the callback, like a browser. Stops after the callback.
 */
export async function signInThroughLocalProvider(
  jar: CookieJar,
  email: string,
  options: { option?: 'microsoft' | 'google'; returnTo?: string } = {},
): Promise<SignInSteps> {
  const { authorisationUrl, callbackUrl } = await untilProviderAnswers(jar, email, options)
  const callback = await browse(jar, callbackUrl)
  await callback.arrayBuffer()
  return { authorisationUrl, callbackUrl, callback }
}

export { ORIGIN }
