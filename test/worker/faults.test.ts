/**
 * Faults of the stores and the outside systems that the other suites do not already cover (see
 * docs/decisions/016-proof-of-security-faults-accessibility.md for the map): each fails or is slow,
 * the site degrades as SPEC.md point 8 says, and the next request after it heals is served as usual.
 * Slowness is the adapters' own timeout firing: a call that outlives it rejects with the
 * TimeoutError that AbortSignal.timeout raises.
 */
import { createExecutionContext, env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TurnstileVerifier } from '../../worker/adapters/bot-protection/turnstile.ts'
import { SalesforceLeads } from '../../worker/adapters/lead-records/salesforce-leads.ts'
import { forgetSalesforceTokens } from '../../worker/customer-records/salesforce-client.ts'
import { app } from '../../worker/app.tsx'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { findLead } from '../../worker/leads/lead-store.ts'
import { RETAIL_BROCHURE_KEY } from '../../worker/leads/form-api.ts'
import { VALID_SUBMISSIONS, asFormBody, freshClient, leadCountFor, uniqueEmail } from './forms-fixtures.ts'
import { loadSeedFor, settle, visit, visitWith } from './helpers.ts'
import { sessionCookieFor } from './portal-helpers.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

const TIMEOUT = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError')

/** A binding whose every call fails like the store's own outage; `slowMs` delays instead. */
function brokenBinding<T extends object>(binding: T, message: string, methods: readonly string[]): T {
  return new Proxy(binding, {
    get(target, property) {
      if (methods.includes(String(property)))
        return async () => {
          throw new Error(message)
        }
      const value = Reflect.get(target, property) as unknown
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}

const brokenKv = () => brokenBinding(env.CONTENT, 'KV GET failed: 500 Internal Server Error', ['get', 'getWithMetadata', 'list'])
/** D1 whose statements prepare (that is local) but fail when they run, as on a lost connection. */
function brokenD1(): D1Database {
  const failure = async () => {
    throw new Error('D1_ERROR: Network connection lost.')
  }
  const statement = { bind: () => statement, first: failure, all: failure, run: failure, raw: failure }
  return brokenBinding(
    new Proxy(env.DB, { get: (target, property) => (property === 'prepare' ? () => statement : Reflect.get(target, property)) }),
    'D1_ERROR: Network connection lost.',
    ['batch', 'exec'],
  )
}
const brokenR2 = () =>
  brokenBinding(env.FILES, 'R2 put: We encountered an internal error. Please try again. (10001)', ['put', 'get', 'head', 'list'])

describe('the content store (KV) fails, then heals', () => {
  it('a content page shows the error page (500, translated), and the next request after KV heals is the page again', async () => {
    await loadSeedFor(['/about-us', '/fr-fr/a-propos'])
    clearContentCache()
    const down = await settle(await visitWith({ CONTENT: brokenKv() }, '/about-us'))
    expect(down.status).toBe(500)
    expect(down.body).toContain('Oops! Something went wrong')
    const downFr = await settle(await visitWith({ CONTENT: brokenKv() }, '/fr-fr/a-propos'))
    expect(downFr.body).toContain('<html lang="fr-FR"')
    const healed = await settle(await visitWith({}, '/about-us'))
    expect(healed.status, 'a failed read is not cached').toBe(200)
  })

  it('the content API answers 5xx JSON in the page-data error shape, then recovers', async () => {
    await loadSeedFor(['/events'])
    clearContentCache()
    const down = await visitWith({ CONTENT: brokenKv() }, '/api/events')
    expect(down.status).toBeGreaterThanOrEqual(500)
    expect(down.headers.get('Content-Type')).toMatch(/json/)
    expect(await down.json()).toMatchObject({ statusCode: down.status, data: null })
    const healed = await visitWith({}, '/api/events')
    expect(healed.status).toBe(200)
    await healed.arrayBuffer()
  })

  it('a form can still be sent while KV is down (the lead goes to D1)', async () => {
    const email = uniqueEmail()
    const response = await visitWith({ CONTENT: brokenKv() }, '/api/contact-request', {
      method: 'POST',
      body: JSON.stringify({
        'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
        form: 'contact-general',
        ...VALID_SUBMISSIONS['contact-general'],
        email,
      }),
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClient() },
    })
    expect(response.status).toBe(201)
    expect(await leadCountFor(env.DB, email)).toBe(1)
  })
})

describe('the database (D1) fails, then heals', () => {
  it('a public page still renders for a signed-in visitor (shown signed out), and the portal says it is unavailable, not "log in"', async () => {
    await loadSeedFor(['/contact'])
    const cookie = await sessionCookieFor('usr-olivia-bennett')
    const page = await settle(await visitWith({ DB: brokenD1() }, '/contact', { headers: { Cookie: cookie } }))
    expect(page.status).toBe(200)
    const portal = await settle(await visitWith({ DB: brokenD1() }, '/portal', { headers: { Cookie: cookie } }))
    expect(portal.status).toBeGreaterThanOrEqual(500)
    expect(portal.body).toContain('Oops! Something went wrong')
    expect(portal.headers.getSetCookie().join('\n'), 'the session is kept for when D1 heals').not.toMatch(/session=;/)
    const healed = await settle(await visitWith({}, '/portal', { headers: { Cookie: cookie } }))
    expect(healed.status).toBe(200)
  })

  it('a form post answers "Something went wrong while sending the form." (JSON 503, and the page again for a plain post)', async () => {
    const json = await visitWith({ DB: brokenD1() }, '/api/contact-request', {
      method: 'POST',
      body: JSON.stringify({
        'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
        form: 'contact-general',
        ...VALID_SUBMISSIONS['contact-general'],
        email: uniqueEmail(),
      }),
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClient() },
    })
    expect(json.status).toBe(503)
    expect(await json.json()).toEqual({ message: 'Something went wrong while sending the form.' })
    await loadSeedFor(['/contact'])
    const email = uniqueEmail()
    const body = asFormBody({
      form: 'contact-general',
      'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
      ...VALID_SUBMISSIONS['contact-general'],
      email,
    })
    const plain = await settle(
      await visitWith({ DB: brokenD1() }, '/contact?topic=general', {
        method: 'POST',
        body,
        headers: { 'CF-Connecting-IP': freshClient() },
      }),
    )
    expect(plain.status).toBe(503)
    expect(plain.body).toContain('Something went wrong while sending the form.')
    expect(plain.body, 'what was typed is kept').toContain('value="Opening hours"')
    const healed = await visit('/contact?topic=general', { method: 'POST', body, headers: { 'CF-Connecting-IP': freshClient() } })
    expect(healed.status).toBe(303)
    expect(await leadCountFor(env.DB, email)).toBe(1)
  })
})

describe('the file store (R2) fails, then heals', () => {
  function upload(bindings: Partial<Cloudflare.Env>, email: string) {
    const body = new FormData()
    const values = {
      form: 'contact-technical',
      'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
      ...VALID_SUBMISSIONS['contact-technical'],
      email,
    }
    for (const [name, value] of asFormBody(values)) body.append(name, value)
    body.append('files', new File([new TextEncoder().encode('%PDF-1.4\n%fault\n')], 'report.pdf', { type: 'application/pdf' }))
    return visitWith(bindings, '/api/contact-request', {
      method: 'POST',
      body,
      headers: { Accept: 'application/json', 'CF-Connecting-IP': freshClient() },
    })
  }

  it('an upload answers the form send message and stores no lead without its files; after R2 heals it is stored', async () => {
    const email = uniqueEmail()
    const down = await upload({ FILES: brokenR2() }, email)
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ message: 'Something went wrong while sending the form.' })
    expect(await leadCountFor(env.DB, email)).toBe(0)
    const healed = await upload({}, email)
    expect(healed.status).toBe(201)
    const lead = await findLead(env.DB, ((await healed.json()) as { id: string }).id)
    expect(lead!.files).toHaveLength(1)
    const stored = await env.FILES.get(lead!.files[0]!.r2Key)
    await stored!.arrayBuffer()
  })

  it('the brochure download answers 503 JSON while R2 is down, and the file after', async () => {
    await env.FILES.put(RETAIL_BROCHURE_KEY, new TextEncoder().encode('%PDF-1.4\n%brochure\n'))
    const posted = await visit('/api/campaign-lead', {
      method: 'POST',
      body: JSON.stringify({
        'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
        form: 'retail-brochure',
        ...VALID_SUBMISSIONS['retail-brochure'],
        email: uniqueEmail(),
      }),
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClient() },
    })
    const { id } = (await posted.json()) as { id: string }
    const down = await visitWith({ FILES: brokenR2() }, `/api/retail-brochure/${id}/retail-brochure.pdf`)
    expect(down.status).toBe(503)
    expect(await down.json()).toMatchObject({ statusCode: 503, data: null })
    const healed = await visitWith({}, `/api/retail-brochure/${id}/retail-brochure.pdf`)
    expect(healed.status).toBe(200)
    expect(await healed.text()).toContain('%brochure')
  })
})

describe('the OpenID Connect provider is down or slow, then heals', () => {
  const UAT = {
    ENVIRONMENT: 'UAT',
    SITE_ORIGIN: 'https://uat.vantage-displays.example',
    MICROSOFT_CLIENT_ID: 'client-id',
    MICROSOFT_CLIENT_SECRET: 'client-secret',
    MICROSOFT_TENANT: 'organizations',
    SESSION_SECRET: 'a-uat-session-secret-of-more-than-32-characters',
  } as unknown as Partial<Cloudflare.Env>
  const https = 'https://uat.vantage-displays.example'
  const token = 'fault-test-csrf-token-0123456789abcdef'

  async function startSignIn(): Promise<Response> {
    return await app.request(
      `${https}/auth/sign-in/microsoft`,
      {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ _csrf: token, return_to: '/portal', locale: 'en-gb' }),
        headers: { Cookie: `__Host-csrf=${token}`, Origin: https, 'Content-Type': 'application/x-www-form-urlencoded' },
      },
      { ...env, ...UAT },
      createExecutionContext(),
    )
  }

  const discovery = {
    issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0',
    authorization_endpoint: 'https://login.microsoftonline.com/organizations/oauth2/v2.0/authorize',
    token_endpoint: 'https://login.microsoftonline.com/organizations/oauth2/v2.0/token',
    jwks_uri: 'https://login.microsoftonline.com/organizations/discovery/v2.0/keys',
    response_types_supported: ['code'],
    code_challenge_methods_supported: ['S256'],
    id_token_signing_alg_values_supported: ['RS256'],
  }

  it('down (network error, 503, timeout): back to the sign-in page with "unavailable"; healed: on to the provider', async () => {
    const outages: Array<() => Promise<Response>> = [
      async () => {
        throw new TypeError('Network connection lost.')
      },
      async () => new Response('Service Unavailable', { status: 503 }),
      async () => {
        throw TIMEOUT()
      },
    ]
    for (const outage of outages) {
      const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => outage())
      const response = await startSignIn()
      await response.arrayBuffer()
      expect(response.status).toBe(303)
      const location = new URL(response.headers.get('Location')!, https)
      expect(location.origin).toBe(https)
      expect(location.searchParams.get('problem') ?? location.search).toContain('unavailable')
      fetchSpy.mockRestore()
    }
    const calls: Request[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init)
      calls.push(request)
      return new Response(JSON.stringify(discovery), { headers: { 'Content-Type': 'application/json' } })
    })
    const healed = await startSignIn()
    await healed.arrayBuffer()
    expect(healed.status).toBe(303)
    expect(healed.headers.get('Location')).toMatch(/^https:\/\/login\.microsoftonline\.com\/organizations\/oauth2\/v2\.0\/authorize\?/)
    expect(calls[0]!.signal, 'the discovery call carries a timeout').toBeDefined()
  })
})

describe('outside adapters that are slow (their timeout fires)', () => {
  it('bot protection: the verdict is "unavailable", so the lead is held, not lost', async () => {
    let signal: AbortSignal | undefined
    const slow = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined
      throw TIMEOUT()
    }) as typeof fetch
    expect(await new TurnstileVerifier('secret', { send: slow }).verify('token', '203.0.113.9')).toBe('unavailable')
    expect(signal, 'siteverify is called with a timeout signal').toBeDefined()
  })

  it('the customer record system (Salesforce leads): a retryable failure, so the lead waits for the next attempt', async () => {
    forgetSalesforceTokens()
    const slow = (async () => {
      throw TIMEOUT()
    }) as typeof fetch
    const lead = {
      id: crypto.randomUUID(),
      form: 'contact-general',
      locale: 'en-gb',
      values: VALID_SUBMISSIONS['contact-general'],
    } as never
    const result = await new SalesforceLeads(
      { SALESFORCE_INSTANCE_URL: 'https://example.my.salesforce.com', SALESFORCE_CLIENT_ID: 'id', SALESFORCE_CLIENT_SECRET: 'secret' },
      { send: slow },
    ).sendLead(lead)
    expect(result).toMatchObject({ ok: false, retryable: true })
  })
})
