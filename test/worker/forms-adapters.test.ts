/**
 * The adapters to outside systems, against recorded HTTP: Salesforce (token, Lead upsert by the
 * website lead id, what is retryable) and Turnstile siteverify; and which one each ENVIRONMENT uses.
 */
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { botProtectionFor } from '../../worker/adapters/bot-protection/bot-protection.ts'
import { LOCAL_BOT_TEST_TOKEN, LocalBotCheck } from '../../worker/adapters/bot-protection/local-bot-check.ts'
import { TURNSTILE_SITEVERIFY_URL, TurnstileVerifier } from '../../worker/adapters/bot-protection/turnstile.ts'
import { customerRecordSystemFor } from '../../worker/adapters/lead-records/lead-record-system.ts'
import { LocalLeadRecords } from '../../worker/adapters/lead-records/local-lead-record-store.ts'
import { NOT_PROVIDED, salesforceLeadFields } from '../../worker/adapters/lead-records/salesforce-lead-fields.ts'
import { SALESFORCE_API_VERSION, SalesforceLeads } from '../../worker/adapters/lead-records/salesforce-leads.ts'
import { forgetSalesforceTokens } from '../../worker/customer-records/salesforce-client.ts'
import type { Lead } from '../../worker/leads/lead-record.ts'
import { createLogger } from '../../ui/log/logger.ts'

interface RecordedCall {
  url: string
  method: string
  headers: Headers
  body: string
}

/** A fetch that answers from a script and records every request. */
function scriptedFetch(answers: Array<(call: RecordedCall) => Response | Promise<Response>>) {
  const calls: RecordedCall[] = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const call = { url: request.url, method: request.method, headers: request.headers, body: await request.text() }
    calls.push(call)
    const answer = answers.shift()
    if (!answer) throw new Error(`Unexpected request ${call.method} ${call.url}`)
    return answer(call)
  }) as typeof fetch
  return { fetcher, calls }
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const lead: Lead = {
  id: '0b6a4d4e-7c1f-4f6b-9d8e-2a1b3c4d5e6f',
  form: 'contact-technical',
  locale: 'de-de',
  email: 'ada@example.com',
  values: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    country: 'DE',
    postalCode: '',
    phoneNumber: '+49 30 1234567',
    company_name: 'Analytical Engines GmbH',
    product_type: 'signage',
    model_number: '55BDL4511D/00',
    problem_description: 'No picture',
    consent_privacy: true,
    consent_marketing: false,
  },
  consents: { privacy: true, terms: false, marketing: false, at: '2026-11-22T08:00:00.000Z' },
  botCheck: 'passed',
  status: 'queued',
  attempts: 0,
  lastError: null,
  externalId: null,
  receivedAt: '2026-11-22T08:00:00.000Z',
  deliveredAt: null,
  files: [{ position: 0, r2Key: 'leads/0b6a/0-photo.png', fileName: 'photo.png', contentType: 'image/png', sizeBytes: 2048 }],
}

const settings = {
  SALESFORCE_INSTANCE_URL: 'https://example-displays.my.salesforce.com',
  SALESFORCE_CLIENT_ID: 'client-id',
  SALESFORCE_CLIENT_SECRET: 'client-secret',
}
const token = json(200, { access_token: 'token-1', instance_url: 'https://example-displays.my.salesforce.com', token_type: 'Bearer' })
const upsertUrl = `https://example-displays.my.salesforce.com/services/data/${SALESFORCE_API_VERSION}/sobjects/Lead/Website_Lead_Id__c/${lead.id}`

describe('Salesforce leads (production customer record system)', () => {
  beforeEach(() => forgetSalesforceTokens())

  it('gets a token with the client credentials flow, then upserts the Lead by the website lead id', async () => {
    const { fetcher, calls } = scriptedFetch([token, json(201, { id: '00Q5e000001', success: true, created: true })])
    const result = await new SalesforceLeads(settings, { send: fetcher }).sendLead(lead)
    expect(result).toEqual({ ok: true, externalId: '00Q5e000001' })
    expect(calls[0]).toMatchObject({ url: 'https://example-displays.my.salesforce.com/services/oauth2/token', method: 'POST' })
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'client-id',
      client_secret: 'client-secret',
    })
    expect(calls[1]).toMatchObject({ url: upsertUrl, method: 'PATCH' })
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer token-1')
    const fields = JSON.parse(calls[1]!.body) as Record<string, unknown>
    expect(fields).toMatchObject({
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.com',
      Company: 'Analytical Engines GmbH',
      Country: 'DE',
      LeadSource: 'Web',
      HasOptedOutOfEmail: true,
      Website_Form__c: 'contact-technical',
      Website_Locale__c: 'de-de',
      Preferred_Language__c: 'German',
      Privacy_Consent__c: true,
      Privacy_Consent_At__c: '2026-11-22T08:00:00.000Z',
    })
    expect(fields).not.toHaveProperty('PostalCode')
    expect(fields.Description).toContain('model_number: 55BDL4511D/00')
    expect(fields.Description).toContain('photo.png (image/png, 2048 bytes): leads/0b6a/0-photo.png')
  })

  it('reuses its token, and fetches a new one when Salesforce answers 401', async () => {
    const { fetcher, calls } = scriptedFetch([
      token,
      json(201, { id: '00Q1', success: true }),
      json(401, [{ errorCode: 'INVALID_SESSION_ID', message: 'Session expired' }]),
      json(200, { access_token: 'token-2', instance_url: 'https://example-displays.my.salesforce.com' }),
      () => new Response(null, { status: 204 }),
    ])
    const salesforce = new SalesforceLeads(settings, { send: fetcher })
    expect(await salesforce.sendLead(lead)).toEqual({ ok: true, externalId: '00Q1' })
    expect(await salesforce.sendLead(lead)).toEqual({ ok: true, externalId: `Website_Lead_Id__c:${lead.id}` })
    expect(calls.map((call) => call.url.split('/services/')[1])).toEqual([
      'oauth2/token',
      expect.stringContaining('sobjects'),
      expect.stringContaining('sobjects'),
      'oauth2/token',
      expect.stringContaining('sobjects'),
    ])
    expect(calls[4]!.headers.get('Authorization')).toBe('Bearer token-2')
  })

  it('says which failures a retry may heal', async () => {
    const cases: Array<[() => Response, boolean]> = [
      [json(503, [{ errorCode: 'SERVER_UNAVAILABLE', message: 'down' }]), true],
      [json(429, []), true],
      [json(403, [{ errorCode: 'REQUEST_LIMIT_EXCEEDED', message: 'limit' }]), true],
      [() => new Response('<html>Bad gateway</html>', { status: 502 }), true],
      [json(400, [{ errorCode: 'INVALID_EMAIL_ADDRESS', message: 'Email: invalid email address' }]), false],
      [json(404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]), false],
    ]
    for (const [answer, retryable] of cases) {
      forgetSalesforceTokens()
      const { fetcher } = scriptedFetch([token, answer])
      const result = await new SalesforceLeads(settings, { send: fetcher }).sendLead(lead)
      expect(result.ok).toBe(false)
      expect(result.ok ? undefined : result.retryable).toBe(retryable)
    }
    const unreachable = await new SalesforceLeads(settings, {
      send: (async () => {
        throw new TypeError('network down')
      }) as typeof fetch,
    }).sendLead(lead)
    expect(unreachable).toEqual({ ok: false, retryable: true, reason: 'Salesforce unreachable: network down' })
    forgetSalesforceTokens()
    const refusedToken = await new SalesforceLeads(settings, {
      send: scriptedFetch([json(400, { error: 'invalid_client' })]).fetcher,
    }).sendLead(lead)
    expect(refusedToken.ok ? undefined : refusedToken.retryable).toBe(true)
  })

  it('without its settings keeps the lead retrying rather than parking it', async () => {
    const result = await new SalesforceLeads({}, { send: scriptedFetch([]).fetcher }).sendLead(lead)
    expect(result).toMatchObject({ ok: false, retryable: true })
  })

  it('fills the fields Salesforce requires when the form has none', () => {
    const fields = salesforceLeadFields({ ...lead, values: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' } })
    expect(fields.Company).toBe(NOT_PROVIDED)
    expect(fields.LastName).toBe('Lovelace')
  })
})

describe('Turnstile (production bot protection)', () => {
  it('posts secret, token and client address to siteverify', async () => {
    const { fetcher, calls } = scriptedFetch([json(200, { success: true })])
    expect(await new TurnstileVerifier('secret-key', { send: fetcher }).verify('token-from-widget', '203.0.113.7')).toBe('passed')
    expect(calls[0]!.url).toBe(TURNSTILE_SITEVERIFY_URL)
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({
      secret: 'secret-key',
      response: 'token-from-widget',
      remoteip: '203.0.113.7',
    })
  })

  it('a refused token fails; Turnstile\'s own trouble is "unavailable" (the lead is held, not lost)', async () => {
    expect(
      await new TurnstileVerifier('s', {
        send: scriptedFetch([json(200, { success: false, 'error-codes': ['invalid-input-response'] })]).fetcher,
      }).verify('t', undefined),
    ).toBe('failed')
    expect(
      await new TurnstileVerifier('s', {
        send: scriptedFetch([json(200, { success: false, 'error-codes': ['internal-error'] })]).fetcher,
      }).verify('t', undefined),
    ).toBe('unavailable')
    expect(await new TurnstileVerifier('s', { send: scriptedFetch([json(500, {})]).fetcher }).verify('t', undefined)).toBe('unavailable')
    expect(
      await new TurnstileVerifier('s', {
        send: (async () => {
          throw new TypeError('offline')
        }) as typeof fetch,
      }).verify('t', undefined),
    ).toBe('unavailable')
    expect(await new TurnstileVerifier('', { send: scriptedFetch([]).fetcher }).verify('t', undefined)).toBe('unavailable')
    expect(await new TurnstileVerifier('s', { send: scriptedFetch([]).fetcher }).verify(undefined, undefined)).toBe('missing')
    expect(await new TurnstileVerifier('s', { send: scriptedFetch([]).fetcher }).verify('x'.repeat(2049), undefined)).toBe('failed')
  })
})

describe('the environment chooses the adapters', () => {
  it('LOCAL: the local bot check (one known token); Salesforce when configured, else the D1 records in LOCAL and DEV', async () => {
    const local = botProtectionFor('LOCAL', { ENVIRONMENT: 'LOCAL' })
    expect(local).toBeInstanceOf(LocalBotCheck)
    expect(await local.verify(LOCAL_BOT_TEST_TOKEN, undefined)).toBe('passed')
    expect(await local.verify('anything else', undefined)).toBe('failed')
    expect(await local.verify(undefined, undefined)).toBe('missing')
    expect(botProtectionFor('PRD', { ENVIRONMENT: 'PRD', BOT_PROTECTION_SECRET: 's' })).toBeInstanceOf(TurnstileVerifier)
    const logger = createLogger('silent')
    for (const environment of ['LOCAL', 'DEV'] as const) {
      expect(customerRecordSystemFor(environment, { ENVIRONMENT: environment, DB: env.DB }, logger)).toBeInstanceOf(LocalLeadRecords)
      expect(customerRecordSystemFor(environment, { ENVIRONMENT: environment, DB: env.DB, ...settings }, logger)).toBeInstanceOf(
        SalesforceLeads,
      )
    }
    for (const environment of ['UAT', 'PRD'] as const) {
      // Without settings the leads keep waiting (retryable) instead of going anywhere else.
      expect(customerRecordSystemFor(environment, { ENVIRONMENT: environment, DB: env.DB }, logger)).toBeInstanceOf(SalesforceLeads)
    }
  })
})
