/**
 * The customer record system: `GET /api/salesforce/user` through its adapter (the D1 stand-in
 * here), and the Salesforce adapter itself against the documented REST API shapes (OAuth client
 * credentials, SOQL query, sobjects/Contact create, update and delete, duplicate errors).
 */
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { CustomerRecordsUnavailable, DuplicateCustomerContact } from '../../worker/customer-records/customer-record-service.ts'
import { forgetSalesforceTokens } from '../../worker/customer-records/salesforce-client.ts'
import { SALESFORCE_API_VERSION, SalesforceCustomerRecords, splitName } from '../../worker/customer-records/salesforce-customer-records.ts'
import { createLogger } from '../../ui/log/logger.ts'
import { visit, visitWith } from './helpers.ts'
import { sessionCookieFor } from './portal-helpers.ts'

describe('GET /api/salesforce/user', () => {
  it('answers 401 when signed out', async () => {
    const response = await visit('/api/salesforce/user')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ statusCode: 401, statusMessage: 'Unauthorized', data: null })
  })

  it('gives the signed-in person’s record with their organisation’s account', async () => {
    const response = await visit('/api/salesforce/user', { headers: { Cookie: await sessionCookieFor('usr-daan-visser') } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await response.json()).toEqual({
      data: {
        id: 'crm-daan-visser',
        name: 'Daan Visser',
        email: 'daan.visser@atlas-visual.example',
        role: 'partner-executive',
        level: 'platinum',
        account: {
          id: 'acc-atlas-visual',
          name: 'Atlas Visual Solutions',
          country: 'NL',
          level: 'platinum',
          waveEnabled: true,
          waveEligible: true,
          businessLines: ['led', 'pro', 'signage'],
        },
      },
    })
  })

  it('gives the partner’s record while the portal is shown as that partner', async () => {
    const response = await visit('/api/salesforce/user', {
      headers: { Cookie: await sessionCookieFor('usr-claire-martin', 'usr-sam-carter') },
    })
    expect(((await response.json()) as { data: { email: string } }).data.email).toBe('claire.martin@lumiere-integration.example')
  })

  it('answers 503 in the page-data error shape when the customer record system is down', async () => {
    // A contact id as Salesforce writes them; the stand-in's own ids never reach Salesforce. Nothing
    // listens on the discard port (workerd logs the refused connection as "Network connection lost").
    await env.DB.prepare("UPDATE users SET customer_record_id = '003000000000000001' WHERE id = 'usr-marco-keller'").run()
    const response = await visitWith(
      { SALESFORCE_INSTANCE_URL: 'http://127.0.0.1:9', SALESFORCE_CLIENT_ID: 'id', SALESFORCE_CLIENT_SECRET: 'secret' },
      '/api/salesforce/user',
      { headers: { Cookie: await sessionCookieFor('usr-marco-keller') } },
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ statusCode: 503, data: null })
  })
})

/** A Salesforce org in memory, answering the REST calls the adapter makes, and recording them. */
function salesforceOrg({ expireFirstToken = false }: { expireFirstToken?: boolean } = {}) {
  const calls: string[] = []
  let tokens = 0
  const contacts = new Map<string, Record<string, unknown>>()
  const send = async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    calls.push(`${request.method} ${url.pathname}`)
    if (url.pathname === '/services/oauth2/token') {
      const body = new URLSearchParams(await request.text())
      if (body.get('grant_type') !== 'client_credentials' || body.get('client_secret') !== 'secret')
        return Response.json({ error: 'invalid_client' }, { status: 400 })
      tokens++
      return Response.json({ access_token: `token-${tokens}`, instance_url: 'https://org.my.salesforce.com', token_type: 'Bearer' })
    }
    const bearer = request.headers.get('Authorization')
    if (!bearer || (expireFirstToken && bearer === 'Bearer token-1')) {
      return Response.json([{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }], { status: 401 })
    }
    const base = `/services/data/${SALESFORCE_API_VERSION}`
    if (request.method === 'POST' && url.pathname === `${base}/sobjects/Contact/`) {
      const fields = (await request.json()) as Record<string, unknown>
      if ([...contacts.values()].some((contact) => contact.Email === fields.Email)) {
        return Response.json([{ message: 'Use one of these records?', errorCode: 'DUPLICATES_DETECTED', fields: [] }], { status: 400 })
      }
      const id = `003${String(contacts.size + 1).padStart(15, '0')}`
      contacts.set(id, { Id: id, ...fields })
      return Response.json({ id, success: true, errors: [] }, { status: 201 })
    }
    const contactPath = new RegExp(`^${base}/sobjects/Contact/(\\w+)$`).exec(url.pathname)
    if (contactPath && request.method === 'PATCH') {
      contacts.set(contactPath[1]!, { ...contacts.get(contactPath[1]!), ...((await request.json()) as object) })
      return new Response(null, { status: 204 })
    }
    if (contactPath && request.method === 'DELETE') {
      return contacts.delete(contactPath[1]!)
        ? new Response(null, { status: 204 })
        : Response.json([{ errorCode: 'NOT_FOUND' }], { status: 404 })
    }
    if (request.method === 'GET' && url.pathname === `${base}/query`) {
      const id = /WHERE Id = '(\w+)'/.exec(url.searchParams.get('q') ?? '')?.[1]
      const contact = id ? contacts.get(id) : undefined
      const records = contact
        ? [
            {
              ...contact,
              Account: {
                Id: '001000000000000001',
                Name: 'Atlas Visual Solutions',
                BillingCountryCode: 'NL',
                Partner_Level__c: 'platinum',
                Wave_Enabled__c: true,
                Wave_Eligible__c: true,
                Business_Lines__c: 'pro;led',
              },
            },
          ]
        : []
      return Response.json({ totalSize: records.length, done: true, records })
    }
    return Response.json([{ errorCode: 'SERVER_ERROR' }], { status: 500 })
  }
  return { send, calls, contacts }
}

const settings = { instanceUrl: 'https://login.salesforce.example', clientId: 'key', clientSecret: 'secret' }
const logger = createLogger('silent')
const contact = {
  name: 'Daan van Visser',
  email: 'daan@atlas.example',
  role: 'partner-executive' as const,
  level: 'platinum' as const,
  accountId: '001000000000000001',
}

describe('the Salesforce adapter', () => {
  // Tokens are shared by every Salesforce call of the isolate; each in-memory org here issues its own.
  beforeEach(() => forgetSalesforceTokens())

  it('creates, reads, updates and removes a contact through the REST API', async () => {
    const org = salesforceOrg()
    const records = new SalesforceCustomerRecords(settings, org.send, logger)
    const id = await records.createContact(contact)
    expect(org.contacts.get(id)).toMatchObject({
      FirstName: 'Daan van',
      LastName: 'Visser',
      Email: 'daan@atlas.example',
      AccountId: contact.accountId,
      Portal_Role__c: 'partner-executive',
      Partner_Level__c: 'platinum',
    })
    expect(await records.recordOf(id)).toEqual({
      id,
      name: 'Daan van Visser',
      email: 'daan@atlas.example',
      role: 'partner-executive',
      level: 'platinum',
      account: {
        id: '001000000000000001',
        name: 'Atlas Visual Solutions',
        country: 'NL',
        level: 'platinum',
        waveEnabled: true,
        waveEligible: true,
        businessLines: ['pro', 'led'],
      },
    })
    await records.updateContact(id, { ...contact, level: 'gold' })
    expect(org.contacts.get(id)!.Partner_Level__c).toBe('gold')
    await records.removeContact(id)
    expect(org.contacts.has(id)).toBe(false)
    expect(org.calls.filter((call) => call === 'POST /services/oauth2/token')).toHaveLength(1)
  })

  it('reports a duplicate contact as such', async () => {
    const org = salesforceOrg()
    const records = new SalesforceCustomerRecords(settings, org.send, logger)
    await records.createContact(contact)
    await expect(records.createContact(contact)).rejects.toBeInstanceOf(DuplicateCustomerContact)
  })

  it('renews an expired access token once', async () => {
    const org = salesforceOrg({ expireFirstToken: true })
    const records = new SalesforceCustomerRecords(settings, org.send, logger)
    await records.createContact(contact)
    expect(org.calls.filter((call) => call === 'POST /services/oauth2/token')).toHaveLength(2)
  })

  it('turns every other failure into “unavailable”: server errors, refused credentials, a network error', async () => {
    const org = salesforceOrg()
    await expect(
      new SalesforceCustomerRecords({ ...settings, clientSecret: 'wrong' }, org.send, logger).createContact(contact),
    ).rejects.toBeInstanceOf(CustomerRecordsUnavailable)
    const broken = new SalesforceCustomerRecords(settings, async () => Promise.reject(new TypeError('fetch failed')), logger)
    await expect(broken.createContact(contact)).rejects.toBeInstanceOf(CustomerRecordsUnavailable)
    const serverError = new SalesforceCustomerRecords(
      settings,
      async (request) => (new URL(request.url).pathname.includes('oauth2') ? org.send(request) : new Response('oops', { status: 500 })),
      logger,
    )
    await expect(serverError.createContact(contact)).rejects.toBeInstanceOf(CustomerRecordsUnavailable)
  })

  it('never puts anything but a record id into a query', async () => {
    const org = salesforceOrg()
    const records = new SalesforceCustomerRecords(settings, org.send, logger)
    expect(await records.recordOf("003' OR Name != '")).toBeNull()
    expect(org.calls).toEqual([])
  })

  it('splits names into first and last name', () => {
    expect(splitName('Lucía Fernández')).toEqual({ FirstName: 'Lucía', LastName: 'Fernández' })
    expect(splitName('Cher')).toEqual({ FirstName: null, LastName: 'Cher' })
  })
})
