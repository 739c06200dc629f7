/**
 * The production adapters to outside systems, run the way production runs them: built by the
 * worker's own factories from settings, calling the runtime's real global `fetch` (nothing
 * injected), against the loopback stand-in of test/worker/outside-services/ for Salesforce,
 * Turnstile, SendGrid, the Wave API and an OpenID Connect provider. workerd refuses its `fetch`
 * called as a method of another object ("Illegal invocation"), which recorded-HTTP tests with an
 * injected fetch never see.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { localeFor } from '../../locales/registry.ts'
import { createLogger } from '../../ui/log/logger.ts'
import { botProtectionFor } from '../../worker/adapters/bot-protection/bot-protection.ts'
import { customerRecordSystemFor } from '../../worker/adapters/lead-records/lead-record-system.ts'
import { SalesforceLeads } from '../../worker/adapters/lead-records/salesforce-leads.ts'
import { mailSenderFor } from '../../worker/adapters/mail/mail-sender.ts'
import { WaveAccountsUnavailable, waveAccountsFor } from '../../worker/adapters/wave-accounts/wave-accounts.ts'
import { identityProviderFor } from '../../worker/auth/identity-providers.ts'
import { discover, exchangeCode, forgetProviderCaches, verifyIdToken } from '../../worker/auth/oidc-client.ts'
import { CustomerRecordsUnavailable, customerRecordsFor } from '../../worker/customer-records/customer-record-service.ts'
import { forgetSalesforceTokens } from '../../worker/customer-records/salesforce-client.ts'
import type { Lead } from '../../worker/leads/lead-record.ts'
import { findLead, storeLead } from '../../worker/leads/lead-store.ts'
import worker from '../../worker/index.ts'
import { VALID_SUBMISSIONS, freshClient, uniqueEmail } from './forms-fixtures.ts'
import { loadSeedFor, settle, visit, visitWith } from './helpers.ts'
import { STAND_IN_CREDENTIALS, type StandInTenant, salesforceSettingsFor, standInTenant } from './outside-services/stand-in.ts'
import { sessionCookieFor } from './portal-helpers.ts'

const logger = createLogger('silent')

function aLead(overrides: Partial<Lead> = {}): Lead {
  const email = uniqueEmail()
  return {
    id: crypto.randomUUID(),
    form: 'contact-general',
    locale: 'fr-fr',
    email,
    values: { first_name: 'Ada', last_name: 'Lovelace', email, country: 'FR', subject: 'Hello', body: 'A question', consent_privacy: true },
    consents: { privacy: true, terms: false, marketing: false, at: new Date().toISOString() },
    botCheck: 'passed',
    status: 'queued',
    attempts: 0,
    lastError: null,
    externalId: null,
    receivedAt: new Date().toISOString(),
    deliveredAt: null,
    files: [],
    ...overrides,
  }
}

function salesforceLeadsOf(tenant: StandInTenant) {
  return customerRecordSystemFor('PRD', { ENVIRONMENT: 'PRD', DB: env.DB, ...salesforceSettingsFor(tenant) }, logger)
}

beforeEach(() => {
  forgetSalesforceTokens()
  forgetProviderCaches()
})

describe('Salesforce leads with the runtime’s fetch', () => {
  it('creates the Lead (201) after a client-credentials token, and updates the same Lead on a repeated hand-off', async () => {
    const tenant = standInTenant()
    const salesforce = salesforceLeadsOf(tenant)
    expect(salesforce).toBeInstanceOf(SalesforceLeads)
    const lead = aLead()
    expect(await salesforce.sendLead(lead)).toEqual({ ok: true, externalId: '00Q000000000000001' })
    expect(await salesforce.sendLead(lead)).toEqual({ ok: true, externalId: '00Q000000000000001' })

    const calls = await tenant.requests('salesforce')
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /services/oauth2/token',
      `PATCH /services/data/v62.0/sobjects/Lead/Website_Lead_Id__c/${lead.id}`,
      `PATCH /services/data/v62.0/sobjects/Lead/Website_Lead_Id__c/${lead.id}`,
    ])
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: STAND_IN_CREDENTIALS.salesforceClientId,
      client_secret: STAND_IN_CREDENTIALS.salesforceClientSecret,
    })
    expect(calls[1]!.headers.authorization).toBe('Bearer 00Dstand-in!1')
    expect(JSON.parse(calls[1]!.body)).toMatchObject({
      LastName: 'Lovelace',
      Email: lead.email,
      Website_Form__c: 'contact-general',
      Preferred_Language__c: 'French',
    })
  })

  it('a Lead Salesforce refuses (400) is final; a busy org (503) is retryable', async () => {
    const tenant = standInTenant()
    const salesforce = salesforceLeadsOf(tenant)
    const refused = await salesforce.sendLead(aLead({ email: 'not-an-address' }))
    expect(refused).toMatchObject({ ok: false, retryable: false })
    expect(refused.ok ? '' : refused.reason).toContain('INVALID_EMAIL_ADDRESS')

    await tenant.script('salesforce', {
      status: 503,
      json: [{ errorCode: 'SERVER_UNAVAILABLE', message: 'Salesforce is down for maintenance' }],
    })
    const busy = await salesforce.sendLead(aLead())
    expect(busy).toMatchObject({ ok: false, retryable: true })
    expect(busy.ok ? '' : busy.reason).toContain('SERVER_UNAVAILABLE')
  })

  it('waits for a slow answer within its timeout; one past the timeout is a retryable failure', async () => {
    const tenant = standInTenant()
    await tenant.script('salesforce', {
      status: 200,
      json: { access_token: 'slow-token', instance_url: tenant.salesforceUrl, token_type: 'Bearer' },
      delayMs: 600,
    })
    await tenant.script('salesforce', { status: 201, json: { id: '00Q0000000000SLOW', success: true, created: true }, delayMs: 600 })
    expect(await salesforceLeadsOf(tenant).sendLead(aLead())).toEqual({ ok: true, externalId: '00Q0000000000SLOW' })

    // The same org and client: the token the first call got is reused, so the late answer is the upsert's.
    await tenant.script('salesforce', { status: 201, json: { id: '00Q0000000000LATE', success: true }, delayMs: 3_000 })
    const impatient = new SalesforceLeads(salesforceSettingsFor(tenant), { timeoutMs: 500 })
    const late = await impatient.sendLead(aLead())
    expect(late).toMatchObject({ ok: false, retryable: true })
    expect(late.ok ? '' : late.reason).toMatch(/^Salesforce unreachable: .*(timed? ?out|abort)/i)
  })

  it('the worker’s queue() export delivers a stored lead to Salesforce when it is configured', async () => {
    const tenant = standInTenant()
    const email = uniqueEmail()
    const stored = await storeLead(env.DB, {
      submissionKey: `test:${crypto.randomUUID()}`,
      form: 'contact-general',
      locale: localeFor('de-de', 'LOCAL').code,
      email,
      values: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        country: 'DE',
        subject: 'Hallo',
        body: 'Eine Frage',
        consent_privacy: true,
      },
      consents: { privacy: true, terms: false, marketing: false },
      botCheck: 'passed',
      status: 'received',
      receivedAt: new Date().toISOString(),
      files: [],
    })
    const batch = createMessageBatch('leads', [{ id: 'to-salesforce', timestamp: new Date(), attempts: 1, body: { leadId: stored.id } }])
    const ctx = createExecutionContext()
    await worker.queue(batch, { ...env, ...salesforceSettingsFor(tenant) })
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['to-salesforce'])
    expect(await findLead(env.DB, stored.id)).toMatchObject({ status: 'delivered', externalId: '00Q000000000000001' })
  })
})

describe('Turnstile with the runtime’s fetch', () => {
  const uat = (tenant: StandInTenant) => ({
    ENVIRONMENT: 'UAT',
    BOT_PROTECTION_SECRET: STAND_IN_CREDENTIALS.turnstileSecret,
    BOT_PROTECTION_VERIFY_URL: tenant.turnstileVerifyUrl,
  })
  const submit = (tenant: StandInTenant, email: string, token: string, client: string) =>
    visitWith(uat(tenant), '/api/contact-request', {
      method: 'POST',
      body: JSON.stringify({ ...VALID_SUBMISSIONS['contact-general'], email, 'cf-turnstile-response': token }),
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client },
    })

  it('a token siteverify accepts lets the lead through to the queue; a refused token is answered 422 and nothing is stored', async () => {
    const tenant = standInTenant()
    const email = uniqueEmail()
    const accepted = await submit(tenant, email, STAND_IN_CREDENTIALS.turnstilePassingToken, '203.0.113.41')
    expect(accepted.status).toBe(201)
    const lead = await findLead(env.DB, ((await accepted.json()) as { id: string }).id)
    expect(lead).toMatchObject({ botCheck: 'passed' })
    expect(lead!.status).not.toBe('held')
    const [check] = await tenant.requests('turnstile')
    expect(Object.fromEntries(new URLSearchParams(check!.body))).toEqual({
      secret: STAND_IN_CREDENTIALS.turnstileSecret,
      response: STAND_IN_CREDENTIALS.turnstilePassingToken,
      remoteip: '203.0.113.41',
    })

    const bot = uniqueEmail()
    const refused = await submit(tenant, bot, 'a-token-a-bot-made-up', freshClient())
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({
      errors: { 'cf-turnstile-response': 'We could not confirm that you are not a robot. Please try again.' },
    })
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM leads WHERE email = ?').bind(bot).first<{ n: number }>()
    expect(count!.n).toBe(0)
  })

  it('siteverify failing (500) or too slow makes the verdict "unavailable" (the lead is held, not lost)', async () => {
    const tenant = standInTenant()
    const turnstile = botProtectionFor('PRD', uat(tenant))
    await tenant.script(
      'turnstile',
      { status: 500, text: 'Internal Server Error' },
      { status: 200, json: { success: true }, delayMs: 3_000 },
    )
    expect(await turnstile.verify(STAND_IN_CREDENTIALS.turnstilePassingToken, undefined)).toBe('unavailable')
    const impatient = botProtectionFor('PRD', uat(tenant), { timeoutMs: 500 })
    expect(await impatient.verify(STAND_IN_CREDENTIALS.turnstilePassingToken, undefined)).toBe('unavailable')
    expect(await turnstile.verify(STAND_IN_CREDENTIALS.turnstilePassingToken, undefined)).toBe('passed')
  })
})

describe('SendGrid with the runtime’s fetch', () => {
  const mailSettings = (tenant: StandInTenant, key: string = STAND_IN_CREDENTIALS.sendGridKey) => ({
    MAIL_API_KEY: key,
    MAIL_SEND_URL: tenant.sendGridSendUrl,
    MAIL_FROM: 'configurator@example-displays.com',
  })

  it('share by e-mail sends through SendGrid and answers 201', async () => {
    const tenant = standInTenant()
    const email = uniqueEmail()
    const response = await visitWith(mailSettings(tenant), '/api/corporate-configurator/share', {
      method: 'POST',
      body: JSON.stringify({ email, configuration: 'step=solutions&loc=meeting-room.medium.7-20.presentation', locale: 'en-gb' }),
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClient() },
    })
    expect(response.status).toBe(201)
    const [sent, ...others] = await tenant.requests('sendgrid')
    expect(others).toEqual([])
    expect(sent!.headers.authorization).toBe(`Bearer ${STAND_IN_CREDENTIALS.sendGridKey}`)
    expect(JSON.parse(sent!.body)).toMatchObject({
      personalizations: [{ to: [{ email }] }],
      from: { email: 'configurator@example-displays.com' },
      categories: ['corporate-configuration'],
    })
    const share = await env.DB.prepare('SELECT status FROM configuration_shares WHERE email = ?').bind(email).first<{ status: string }>()
    expect(share?.status).toBe('sent')
  })

  it('"mail me" on a saved LED wall sends the configuration through SendGrid', async () => {
    await loadSeedFor(['/led-configurator'])
    const plainPost = (fields: Record<string, string>): RequestInit => ({
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': freshClient() },
    })
    const wall = 'w=3000&h=2000&unit=cm&region=EU&model=is250s_00&rounding=nearest&spare=3'
    const saved = await settle(await visit('/led-configurator', plainPost(Object.fromEntries(new URLSearchParams(wall)))))
    expect(saved.status).toBe(303)
    const tenant = standInTenant()
    const email = uniqueEmail()
    const posted = await settle(await visitWith(mailSettings(tenant), saved.location!, plainPost({ email })))
    expect(posted.status).toBe(303)
    expect(posted.location).toContain('mail=sent')
    const [sent, ...others] = await tenant.requests('sendgrid')
    expect(others).toEqual([])
    expect(JSON.parse(sent!.body)).toMatchObject({
      personalizations: [{ to: [{ email }] }],
      subject: 'Your LED wall configuration',
      categories: ['led-configuration'],
    })
  })

  it('a refused message is final, a wrong key or a failing service is retryable', async () => {
    const tenant = standInTenant()
    const message = { to: { email: 'ada@example.com' }, subject: 'Your configuration', text: 'Hello', purpose: 'led-configuration' }
    const sendGrid = mailSenderFor('PRD', { ENVIRONMENT: 'PRD', DB: env.DB, ...mailSettings(tenant) }, logger)
    expect(await sendGrid.send(message)).toEqual({ ok: true, messageId: 'stand-in-message-1' })
    expect(await sendGrid.send({ ...message, to: { email: 'ada@' } })).toMatchObject({ ok: false, retryable: false })
    await tenant.script('sendgrid', { status: 503, text: 'Service Unavailable' })
    expect(await sendGrid.send(message)).toMatchObject({ ok: false, retryable: true })
    const wrongKey = mailSenderFor('PRD', { ENVIRONMENT: 'PRD', DB: env.DB, ...mailSettings(tenant, 'SG.revoked') }, logger)
    expect(await wrongKey.send(message)).toMatchObject({ ok: false, retryable: true, reason: expect.stringContaining('SendGrid 401') })
  })
})

describe('the Wave API with the runtime’s fetch', () => {
  it('creates the organisation’s account once per request reference and removes it', async () => {
    const tenant = standInTenant()
    const wave = waveAccountsFor({ ...env, WAVE_API_URL: tenant.waveApiUrl, WAVE_API_TOKEN: STAND_IN_CREDENTIALS.waveToken }, 'PRD', logger)
    const request = {
      reference: crypto.randomUUID(),
      organisationName: 'Atlas Visual Solutions',
      country: 'NL',
      adminName: 'Daan Visser',
      adminEmail: 'daan@atlas.example',
      website: '',
    }
    const id = await wave.createAccount(request)
    expect(await wave.createAccount(request)).toBe(id)
    await wave.removeAccount(id)
    await wave.removeAccount(id)
    const calls = await tenant.requests('wave')
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/organisations',
      'POST /v1/organisations',
      `DELETE /v1/organisations/${id}`,
      `DELETE /v1/organisations/${id}`,
    ])
    expect(calls[0]!.headers['idempotency-key']).toBe(request.reference)

    const refused = waveAccountsFor({ ...env, WAVE_API_URL: tenant.waveApiUrl, WAVE_API_TOKEN: 'revoked' }, 'PRD', logger)
    await expect(refused.createAccount(request)).rejects.toBeInstanceOf(WaveAccountsUnavailable)
  })
})

describe('the Salesforce customer records with the runtime’s fetch', () => {
  it('GET /api/salesforce/user reads the contact from Salesforce, with the token the lead hand-off already holds', async () => {
    const tenant = standInTenant()
    const settings = salesforceSettingsFor(tenant)
    expect(await salesforceLeadsOf(tenant).sendLead(aLead())).toMatchObject({ ok: true })

    const records = customerRecordsFor({ ...env, ...settings }, 'PRD', logger)
    const contactId = await records.createContact({
      name: 'Marco Keller',
      email: 'marco.keller@alpenblick-media.example',
      role: 'partner-executive',
      level: 'platinum',
      accountId: null,
    })
    await env.DB.prepare('UPDATE users SET customer_record_id = ? WHERE id = ?').bind(contactId, 'usr-marco-keller').run()
    const response = await visitWith(settings, '/api/salesforce/user', { headers: { Cookie: await sessionCookieFor('usr-marco-keller') } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      data: {
        id: contactId,
        name: 'Marco Keller',
        email: 'marco.keller@alpenblick-media.example',
        role: 'partner-executive',
        level: 'platinum',
        account: null,
      },
    })
    // One client, one token: the hand-off, the write and the read all used the first one.
    const tokenRequests = (await tenant.requests('salesforce')).filter((call) => call.path === '/services/oauth2/token')
    expect(tokenRequests).toHaveLength(1)
  })

  it('renews a token Salesforce no longer accepts once, and reports refused credentials as unavailable', async () => {
    const tenant = standInTenant()
    const records = customerRecordsFor({ ...env, ...salesforceSettingsFor(tenant) }, 'PRD', logger)
    await tenant.script('salesforce', {
      status: 200,
      json: { access_token: 'revoked-token', instance_url: tenant.salesforceUrl, token_type: 'Bearer' },
    })
    const id = await records.createContact({
      name: 'Ada Lovelace',
      email: 'ada@analytical.example',
      role: 'partner-executive',
      level: 'gold',
      accountId: null,
    })
    expect(id).toMatch(/^003/)
    expect((await tenant.requests('salesforce')).map((call) => `${call.method} ${call.path.split('?')[0]}`)).toEqual([
      'POST /services/oauth2/token',
      'POST /services/data/v62.0/sobjects/Contact/',
      'POST /services/oauth2/token',
      'POST /services/data/v62.0/sobjects/Contact/',
    ])
    forgetSalesforceTokens()
    const wrongSecret = customerRecordsFor({ ...env, ...salesforceSettingsFor(tenant), SALESFORCE_CLIENT_SECRET: 'wrong' }, 'PRD', logger)
    await expect(wrongSecret.recordOf(id)).rejects.toBeInstanceOf(CustomerRecordsUnavailable)
  })
})

describe('OpenID Connect provider calls with the runtime’s fetch', () => {
  it('discovery, the code exchange and the JWKS go through the production provider’s fetch', async () => {
    const tenant = standInTenant()
    const google = identityProviderFor(
      'google',
      { ...env, GOOGLE_CLIENT_ID: 'stand-in-client', GOOGLE_CLIENT_SECRET: STAND_IN_CREDENTIALS.oidcClientSecret },
      'PRD',
    )!
    // Google's own settings, with the stand-in's addresses (it serves plain http on loopback).
    const provider = {
      ...google,
      discoveryUrl: `${tenant.oidcIssuer}/.well-known/openid-configuration`,
      issuer: tenant.oidcIssuer,
      allowsPlainHttp: true,
    }
    const document = await discover(provider)
    expect(document.token_endpoint).toBe(`${tenant.oidcIssuer}/token`)
    const nonce = crypto.randomUUID()
    const code = btoa(JSON.stringify({ email: 'grace.kim@pacific-screens.example', nonce }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    const idToken = await exchangeCode(provider, document, { code, codeVerifier: 'v'.repeat(43) })
    const identity = await verifyIdToken(provider, document, idToken, { nonce, now: new Date() })
    expect(identity).toMatchObject({ email: 'grace.kim@pacific-screens.example', subject: 'subject-grace.kim@pacific-screens.example' })
    expect((await tenant.requests('oidc')).map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /.well-known/openid-configuration',
      'POST /token',
      'GET /jwks',
    ])
  })
})
