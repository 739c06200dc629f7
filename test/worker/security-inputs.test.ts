/**
 * Hostile input from outside, over HTTP through the real worker: open-redirect attempts at every
 * place that answers with a Location taken from the request, script payloads in every form field
 * (the page shown again with errors, and the thank-you page), disguised and excessive uploads,
 * tampered session tokens, CSRF on every state-changing route, cookie flags, and the rate limit
 * of every form endpoint per client.
 */
import { createExecutionContext, env } from 'cloudflare:test'
import { Hono } from 'hono'
import { SignJWT, base64url } from 'jose'
import { describe, expect, it } from 'vitest'
import { FORM_ENDPOINTS, type FormEndpointName, type FormId } from '../../ui/forms/form-endpoints.ts'
import { MAX_UPLOAD_FILES } from '../../ui/forms/field-rules.ts'
import { PROJECT_REQUEST_STEPS } from '../../ui/project-request/project-request-form.ts'
import { PORTAL_ROUTE_NAMES, pathFor } from '../../ui/routes/route-table.ts'
import { seconds } from '../../worker/auth/session.ts'
import { REDIRECTS_KV_KEY, RedirectList } from '../../worker/content/redirects.ts'
import type { AppEnv } from '../../worker/env.ts'
import { app } from '../../worker/app.tsx'
import { contentRedirects } from '../../worker/middleware/redirects.ts'
import { ROUTE_REGISTRY } from '../../worker/pages/route-registry.ts'
import { requestContext } from '../../worker/middleware/request-context.ts'
import { FORM_SUBMISSION_LIMITS } from '../../worker/forms/rate-limit.ts'
import { findLead } from '../../worker/leads/lead-store.ts'
import { VALID_SUBMISSIONS, asFormBody, freshClient, leadCountFor, postJson, sendValid, uniqueEmail } from './forms-fixtures.ts'
import { ORIGIN, loadSeedFor, settle, visit, visitWith } from './helpers.ts'
import {
  CookieJar,
  TEST_CSRF_TOKEN,
  sessionCookieFor,
  sessionFor,
  sessionSigningKey,
  setCookies,
  signInThroughLocalProvider,
  signedInCookies,
} from './portal-helpers.ts'

const HOSTILE_TARGETS = [
  '//evil.example',
  '///evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  'https://evil.example/',
  'http:evil.example',
  'https:/\\evil.example',
  '/%2F/evil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/..//evil.example',
]

/** Where a browser would go: the Location resolved like a browser does (WHATWG URL). */
function expectStaysOnSite(label: string, location: string | null): void {
  if (location === null) return
  const target = new URL(location, ORIGIN)
  expect({ label, location, origin: target.origin }).toEqual({ label, location, origin: ORIGIN })
  expect(location, label).not.toMatch(/^\s*[a-z][a-z0-9+.-]*:/i)
}

describe('open redirects', () => {
  it('the sign-in page of a signed-in person sends them only to a page of this site', async () => {
    const cookie = await signedInCookies('usr-olivia-bennett')
    for (const target of HOSTILE_TARGETS) {
      const { location } = await settle(
        await visit(`/portal/sign-in?return_to=${encodeURIComponent(target)}`, { headers: { Cookie: cookie } }),
      )
      expectStaysOnSite(`sign-in page ${JSON.stringify(target)}`, location)
    }
  })

  it('the return path through the whole sign-in flow stays on this site', async () => {
    for (const target of HOSTILE_TARGETS.slice(0, 8)) {
      const { callback } = await signInThroughLocalProvider(new CookieJar(), 'olivia.bennett@brightline-av.example', { returnTo: target })
      expect(callback.status, target).toBe(303)
      expectStaysOnSite(`sign-in callback ${JSON.stringify(target)}`, callback.headers.get('Location'))
    }
  })

  it('preview entry and exit, the consent banner and the locale switcher stay on this site', async () => {
    for (const target of HOSTILE_TARGETS) {
      const encoded = encodeURIComponent(target)
      for (const path of [`/preview?path=${encoded}`, `/preview/exit?path=${encoded}`]) {
        const { location } = await settle(await visit(path))
        expectStaysOnSite(`${path}`, location)
      }
      const consent = await settle(
        await visit('/consent', {
          method: 'POST',
          body: new URLSearchParams({ decision: 'deny', return: target }),
          headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
      )
      expectStaysOnSite(`consent ${JSON.stringify(target)}`, consent.location)
    }
    for (const path of [
      '//evil.example/?locale=fr-fr',
      '/%2F%2Fevil.example?locale=en-gb',
      '/%5Cevil.example/?locale=en-gb',
      '/\\evil.example/?locale=fr-fr',
      '//evil.example/contact/',
    ]) {
      const { location } = await settle(await visit(path))
      expectStaysOnSite(`locale switch ${path}`, location)
    }
  })

  it('the redirect list cannot be used to leave the site through a relative-looking target', async () => {
    const redirects = HOSTILE_TARGETS.filter((target) => !/^https?:\/\/evil/.test(target)).map((to, index) => ({
      from: `/old-${index}`,
      to,
      redirecttype: 301,
      enableForAllLocales: true,
    }))
    await env.CONTENT.put(REDIRECTS_KV_KEY, JSON.stringify(redirects))
    // The real middleware with a list of its own (the isolate's list may already be cached).
    const site = new Hono<AppEnv>()
    site.use(requestContext)
    site.use(contentRedirects(new RedirectList()))
    site.get('*', (c) => c.text('no redirect', 404))
    for (const [index, redirect] of redirects.entries()) {
      for (const from of [`/old-${index}`, `/fr-fr/old-${index}`]) {
        const response = await site.request(`${ORIGIN}${from}`, {}, env, createExecutionContext())
        await response.arrayBuffer()
        expectStaysOnSite(`redirect to ${JSON.stringify(redirect.to)}`, response.headers.get('Location'))
      }
    }
  })
})

const PAYLOAD = `"'><script>alert(1)</script><img src=x onerror=alert(2)>`

/** The page that shows each form, where a plain post lands. */
const FORM_PAGE: Record<FormId, string> = {
  'contact-general': '/contact?topic=general',
  'contact-technical': '/contact?topic=technical',
  'contact-project': '/contact?topic=project',
  'contact-partner': '/contact?topic=partner',
  enquiry: '/enquiry',
  'wave-enquiry': '/wave-enquiry-form',
  'retail-brochure': '/retail-brochure',
  'project-request': '/project-request',
  'corporate-quote': '/corporate-configurator?step=quote',
  'job-application': '/careers/software-engineer-wave-platform',
}

/** Hidden fields that carry a tool's state (the corporate configuration), not text a visitor types. */
const STATE_FIELDS = new Set(['configuration'])

function expectNoLiveMarkup(label: string, html: string): void {
  expect(html, label).not.toContain('<script>alert(1)')
  expect(html, label).not.toContain('<img src=x')
  expect(html, label).not.toMatch(/<svg onload/i)
}

describe('script payloads in form fields', () => {
  it('every field of every form page, shown again with its errors, is escaped', async () => {
    await loadSeedFor(Object.values(FORM_PAGE).map((path) => path.split('?')[0]!))
    for (const [form, page] of Object.entries(FORM_PAGE) as Array<[FormId, string]>) {
      const hostile = Object.fromEntries(
        Object.entries(VALID_SUBMISSIONS[form]).map(([name, value]) => [
          name,
          typeof value === 'string' && !STATE_FIELDS.has(name) ? `${value}${PAYLOAD}` : value,
        ]),
      )
      const body = asFormBody({ form, 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX', ...hostile, email: PAYLOAD })
      const { status, body: html } = await settle(
        await visit(page, { method: 'POST', body, headers: { 'CF-Connecting-IP': freshClient() } }),
      )
      expect(status, form).toBe(422)
      expect(html, `${form}: the typed value is shown again, escaped`).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expectNoLiveMarkup(form, html)
    }
  })

  it('the JSON answer of an endpoint never echoes the payload as markup', async () => {
    const response = await postJson('/api/contact-request', {
      form: 'contact-general',
      ...VALID_SUBMISSIONS['contact-general'],
      email: PAYLOAD,
      [PAYLOAD]: PAYLOAD,
    })
    expect(response.status).toBe(422)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await response.text()).not.toContain('<script>')
  })

  it('the thank-you page with a hostile form name or lead id', async () => {
    await loadSeedFor(['/thank-you'])
    for (const query of [
      `form=${encodeURIComponent(PAYLOAD)}`,
      `form=retail-brochure&lead=${encodeURIComponent(PAYLOAD)}`,
      `form=contact-general&lead=${encodeURIComponent('javascript:alert(1)')}`,
    ]) {
      const { status, body } = await settle(await visit(`/thank-you?${query}`))
      expect(status, query).toBeLessThan(500)
      expectNoLiveMarkup(query, body)
      expect(body, query).not.toMatch(/href="\s*javascript:/i)
    }
  })
})

describe('uploads', () => {
  const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0])
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

  function send(files: Array<{ name: string; type: string; bytes: Uint8Array }>, email: string): Promise<Response> {
    const body = new FormData()
    const values = {
      form: 'contact-technical',
      'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
      ...VALID_SUBMISSIONS['contact-technical'],
      email,
    }
    for (const [name, value] of asFormBody(values)) body.append(name, value)
    for (const file of files) body.append('files', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }))
    return visit('/api/contact-request', {
      method: 'POST',
      body,
      headers: { Accept: 'application/json', 'CF-Connecting-IP': freshClient() },
    })
  }

  async function refused(files: Array<{ name: string; type: string; bytes: Uint8Array }>): Promise<Record<string, string>> {
    const email = uniqueEmail()
    const response = await send(files, email)
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: Record<string, string> }
    expect(await leadCountFor(env.DB, email)).toBe(0)
    return errors
  }

  it('refuses a program renamed .pdf, an HTML page named .jpg, an SVG, and a zero-byte file', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff])
    expect(await refused([{ name: 'invoice.pdf', type: 'application/pdf', bytes: exe }])).toHaveProperty('files')
    expect(
      await refused([
        { name: 'photo.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('<!doctype html><script>alert(1)</script>') },
      ]),
    ).toHaveProperty('files')
    expect(
      await refused([
        {
          name: 'logo.png',
          type: 'image/png',
          bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        },
      ]),
    ).toHaveProperty('files')
    expect(await refused([{ name: 'empty.pdf', type: 'application/pdf', bytes: new Uint8Array(0) }])).toHaveProperty('files')
  })

  it(`refuses more than ${MAX_UPLOAD_FILES} files, however small`, async () => {
    const files = Array.from({ length: MAX_UPLOAD_FILES + 1 }, (_, index) => ({ name: `p${index}.png`, type: 'image/png', bytes: PNG }))
    expect(await refused(files)).toEqual({ files: `You can attach at most ${MAX_UPLOAD_FILES} files` })
  })

  it('a polyglot (an image that is also a script) is kept as the image it sniffs as, under a cleaned name, never served from the site', async () => {
    const polyglot = new Uint8Array([...JPEG_HEAD, ...new TextEncoder().encode('*/=1;alert(1)//<script>alert(1)</script>')])
    // Its name ends .jpg, the browser calls it an image and its bytes start as one: the three agree
    // (declared as text/html it is refused: test/worker/bodies-and-uploads.test.ts).
    const response = await send([{ name: '../../evil<script>.html.jpg', type: 'image/jpeg', bytes: polyglot }], uniqueEmail())
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const lead = await findLead(env.DB, id)
    const [file] = lead!.files
    expect(file!.fileName).toBe('evil_script_.html.jpg')
    expect(file!.contentType).toBe('image/jpeg')
    expect(file!.r2Key).toMatch(new RegExp(`^leads/${id}/0-[A-Za-z0-9._-]+$`))
    expect(file!.r2Key).not.toContain('..')
    const stored = await env.FILES.get(file!.r2Key)
    expect(stored!.httpMetadata?.contentType).toBe('image/jpeg')
    await stored!.arrayBuffer()
    for (const path of [`/${file!.r2Key}`, `/files/${file!.r2Key}`, `/api/files/${file!.r2Key}`]) {
      const { body } = await settle(await visit(path))
      expect(body, path).not.toContain('alert(1)//')
    }
  })
})

describe('tampered session tokens', () => {
  const OLIVIA = 'usr-olivia-bennett'

  /** A token naming a live session record of Olivia's (unless `sid` is given), signed with the session key unless told otherwise. */
  async function signed(
    claims: Record<string, unknown>,
    {
      issuer = 'vantage-displays',
      audience = 'vantage-displays/session',
      alg = 'HS256',
      secret,
    }: { issuer?: string; audience?: string; alg?: string; secret?: CryptoKey | Uint8Array } = {},
  ) {
    const now = seconds(new Date())
    const sid = 'sid' in claims ? claims.sid : (await sessionFor(OLIVIA)).sessionId
    return new SignJWT({ auth_time: now, ...claims, sid })
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(OLIVIA)
      .setIssuedAt(typeof claims.iat === 'number' ? claims.iat : now)
      .setExpirationTime(now + 600)
      .sign(secret ?? (await sessionSigningKey()))
  }

  function withPayload(token: string, change: (payload: Record<string, unknown>) => Record<string, unknown>): string {
    const [header, payload, signature] = token.split('.')
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload!))) as Record<string, unknown>
    return `${header}.${base64url.encode(JSON.stringify(change(claims)))}.${signature}`
  }

  function unsigned(claims: Record<string, unknown>): string {
    return `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url.encode(JSON.stringify(claims))}.`
  }

  async function portalStatus(token: string): Promise<number> {
    const response = await visit('/portal/users', { headers: { Cookie: `session=${token}` } })
    await response.arrayBuffer()
    return response.status
  }

  it('a good token opens the portal; the same person may not open user management (403)', async () => {
    expect(await portalStatus(await signed({}))).toBe(403)
  })

  it('refuses alg none, another key, another issuer or audience, an expired token and changed claims', async () => {
    const good = await signed({})
    const now = seconds(new Date())
    const tampered = {
      'alg none': unsigned({
        sub: 'usr-uma-patel',
        iss: 'vantage-displays',
        aud: 'vantage-displays/session',
        iat: now,
        exp: now + 600,
        auth_time: now,
      }),
      'alg none, signature kept': `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${good.split('.')[1]}.${good.split('.')[2]}`,
      'another key': await signed({}, { secret: new TextEncoder().encode('another-secret-of-at-least-32-characters!') }),
      'the raw SESSION_SECRET instead of the session key': await signed({}, { secret: new TextEncoder().encode(env.SESSION_SECRET!) }),
      'signed in (auth_time) in the future': await signed({ auth_time: now + 6 * 3600 }),
      'issued (iat) in the future': await signed({ iat: now + 3600 }),
      'issued before its sign-in': await signed({ auth_time: now, iat: now - 3600 }),
      'no session record (sid)': await signed({ sid: undefined }),
      'a session record that does not exist': await signed({ sid: 'a-session-nobody-started' }),
      "someone else's session record": await signed({ sid: (await sessionFor('usr-tom-hughes')).sessionId }),
      HS512: await signed({}, { alg: 'HS512', secret: new TextEncoder().encode(`${env.SESSION_SECRET}${env.SESSION_SECRET}`) }),
      'another issuer': await signed({}, { issuer: 'https://evil.example' }),
      'another audience': await signed({}, { audience: 'vantage-displays/sign-in' }),
      'sub changed to the user admin': withPayload(good, (claims) => ({ ...claims, sub: 'usr-uma-patel' })),
      'actor claim added': withPayload(good, (claims) => ({ ...claims, sub: 'usr-uma-patel', act: { sub: OLIVIA } })),
      'expiry extended': withPayload(good, (claims) => ({ ...claims, exp: now + 365 * 24 * 3600 })),
      expired: withPayload(good, (claims) => ({ ...claims, exp: now - 3600 })),
      'signature removed': `${good.split('.').slice(0, 2).join('.')}.`,
    }
    for (const [name, token] of Object.entries(tampered)) {
      expect({ name, status: await portalStatus(token) }).toEqual({ name, status: 401 })
    }
  })

  it('a session signed in too long ago is refused, however fresh its token', async () => {
    const longAgo = seconds(new Date()) - 13 * 3600
    expect(await portalStatus(await signed({ auth_time: longAgo }))).toBe(401)
  })
})

describe('CSRF on every state-changing route', () => {
  /** Every portal form (the route registry's portal routes that take a post) and every public form post target. */
  function targets(): string[] {
    const portal = PORTAL_ROUTE_NAMES.filter((route) => ROUTE_REGISTRY[route].post).map((route) =>
      pathFor(route, 'en-gb', { userId: 'usr-grace-kim' }),
    )
    const endpoints = Object.values(FORM_ENDPOINTS).map((endpoint) => endpoint.path)
    return [...portal, ...endpoints, ...Object.values(FORM_PAGE), '/auth/sign-in/microsoft', '/auth/sign-out']
  }

  async function status(path: string, init: { body: BodyInit; headers: Record<string, string> }): Promise<number> {
    const response = await visit(path, { method: 'POST', ...init })
    await response.arrayBuffer()
    return response.status
  }

  it('refuses a cookie-carrying post without a token, with a wrong token, or from another origin', async () => {
    const cookie = await signedInCookies('usr-uma-patel')
    const form = 'application/x-www-form-urlencoded'
    for (const path of targets()) {
      const attempts = {
        'no token': { body: new URLSearchParams({ first_name: 'Ada' }), headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': form } },
        'wrong token': {
          body: new URLSearchParams({ _csrf: `${TEST_CSRF_TOKEN.slice(1)}x` }),
          headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': form },
        },
        'token without its cookie': {
          body: new URLSearchParams({ _csrf: TEST_CSRF_TOKEN }),
          headers: { Cookie: cookie.replace(/; csrf=.*/, ''), Origin: ORIGIN, 'Content-Type': form },
        },
        'another origin': {
          body: new URLSearchParams({ _csrf: TEST_CSRF_TOKEN }),
          headers: { Cookie: cookie, Origin: 'https://evil.example', 'Content-Type': form },
        },
        'null origin': {
          body: new URLSearchParams({ _csrf: TEST_CSRF_TOKEN }),
          headers: { Cookie: cookie, Origin: 'null', 'Content-Type': form },
        },
        'cross-site fetch metadata': {
          body: new URLSearchParams({ _csrf: TEST_CSRF_TOKEN }),
          headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': form },
        },
        'JSON with cookies, no header': { body: '{}', headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/json' } },
        'cookie-less JSON from another origin': {
          body: '{}',
          headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
        },
      }
      for (const [name, init] of Object.entries(attempts)) {
        expect({ path, name, status: await status(path, init) }).toEqual({ path, name, status: 403 })
      }
    }
  })

  it('a cookie-less JSON client of a form endpoint needs no token (nothing to forge)', async () => {
    expect((await sendValid('contact-general')).status).toBe(201)
  })
})

describe('cookie flags', () => {
  /** Every cookie the site sets on the way through a visit, a form, a locale choice, consent and sign-in. */
  async function cookiesSetIn(bindings: Partial<Cloudflare.Env>, origin: string): Promise<string[]> {
    const lines: string[] = []
    const take = (response: Response) => lines.push(...response.headers.getSetCookie())
    const request = async (path: string, init: RequestInit = {}) => {
      const response = await app.request(
        `${origin}${path}`,
        { redirect: 'manual', ...init },
        { ...env, ...bindings },
        createExecutionContext(),
      )
      take(response)
      await response.arrayBuffer()
    }
    await request('/contact')
    await request('/fr-fr/contact?locale=fr-fr')
    await request('/consent', {
      method: 'POST',
      body: new URLSearchParams({ decision: 'accept', return: '/' }),
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    await request('/portal/sign-in')
    return lines
  }

  it('in LOCAL (plain http): HttpOnly where scripts need not read them, SameSite=Lax, path /', async () => {
    await loadSeedFor(['/contact', '/fr-fr/contact'])
    const lines = await cookiesSetIn({}, ORIGIN)
    expect(lines.length).toBeGreaterThanOrEqual(3)
    for (const line of lines) {
      expect(line, line).toMatch(/; SameSite=Lax/i)
      expect(line, line).toMatch(/; Path=\//)
      if (/^(session|csrf|sign-in|preview)=/.test(line)) expect(line, line).toMatch(/; HttpOnly/)
    }
  })

  it('outside LOCAL (HTTPS): every cookie Secure, and the session, sign-in and CSRF cookies __Host- prefixed', async () => {
    const https = 'https://www.vantage-displays.example'
    await loadSeedFor(['/contact', '/fr-fr/contact'])
    const lines = await cookiesSetIn({ ENVIRONMENT: 'UAT', SITE_ORIGIN: https } as Partial<Cloudflare.Env>, https)
    expect(lines.length).toBeGreaterThanOrEqual(3)
    for (const line of lines) {
      expect(line, line).toMatch(/; Secure/)
      expect(line, line).toMatch(/; SameSite=Lax/i)
      expect(line, line).not.toMatch(/^(session|csrf|sign-in)=/)
      if (/^__Host-/.test(line)) {
        expect(line, line).toMatch(/; Path=\//)
        expect(line, line).not.toMatch(/; Domain=/i)
        expect(line, line).toMatch(/; HttpOnly/)
      }
    }
    expect(lines.some((line) => line.startsWith('__Host-csrf='))).toBe(true)
    const session = setCookies(
      await visitWith({ ENVIRONMENT: 'UAT' } as Partial<Cloudflare.Env>, '/portal', {
        headers: { Cookie: await sessionCookieFor('usr-olivia-bennett') },
      }),
    )
    expect(session.get('session') ?? '').toBe('')
  })
})

describe('rate limits', () => {
  for (const [name, limit] of Object.entries(FORM_SUBMISSION_LIMITS) as Array<
    [FormEndpointName, (typeof FORM_SUBMISSION_LIMITS)[FormEndpointName]]
  >) {
    it(`${name}: ${limit.maxHits} submissions per ${limit.windowSeconds} s per client, then 429; other clients unaffected`, async () => {
      const endpoint = FORM_ENDPOINTS[name]
      const form = endpoint.defaultForm
      const client = freshClient()
      for (let attempt = 0; attempt < limit.maxHits; attempt++) {
        const response = await postJson(endpoint.path, { form, ...VALID_SUBMISSIONS[form], first_name: '' }, { client })
        expect(response.status).toBe(422)
        await response.arrayBuffer()
      }
      const refused = await postJson(endpoint.path, { form, ...VALID_SUBMISSIONS[form], email: uniqueEmail() }, { client })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
      expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(limit.windowSeconds)
      await refused.arrayBuffer()
      // The wizard's plain posts move between steps; only confirming sends the request.
      const fields =
        form === 'project-request'
          ? { form, ...VALID_SUBMISSIONS[form], wizard_action: 'confirm', wizard_step: String(PROJECT_REQUEST_STEPS.length - 1) }
          : { form, ...VALID_SUBMISSIONS[form] }
      const plain = await visit(FORM_PAGE[form], { method: 'POST', body: asFormBody(fields), headers: { 'CF-Connecting-IP': client } })
      expect(plain.status, 'a plain post to the form page counts too').toBe(429)
      await plain.arrayBuffer()
      const other = await postJson(endpoint.path, { form, ...VALID_SUBMISSIONS[form], email: uniqueEmail() })
      expect(other.status).toBe(201)
      await other.arrayBuffer()
    })
  }
})
