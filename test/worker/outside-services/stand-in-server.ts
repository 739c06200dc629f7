/**
 * One small HTTP server on loopback standing in for every outside system the worker calls:
 * Salesforce (OAuth client credentials, Lead upsert, Contact and Account REST calls, SOQL query),
 * Cloudflare Turnstile siteverify, SendGrid v3 mail send, the Wave account API and an OpenID
 * Connect provider (discovery, JWKS, token endpoint). It answers the documented request and answer
 * shapes, so the worker's production adapters run against it with the runtime's real `fetch`.
 *
 * Runs in Node (the worker tests' global setup starts it). Every test takes a tenant of its own: a
 * path prefix `/{tenant}/…` with its own records, its own recorded requests and its own scripted
 * answers, so test files running side by side never see each other's calls.
 *
 *   /{tenant}/salesforce/services/oauth2/token                   POST  client credentials
 *   /{tenant}/salesforce/services/data/v62.0/sobjects/Lead/Website_Lead_Id__c/{id}   PATCH upsert
 *   /{tenant}/salesforce/services/data/v62.0/sobjects/Contact/[{id}]                 POST, PATCH, DELETE
 *   /{tenant}/salesforce/services/data/v62.0/sobjects/Account/{id}                   PATCH
 *   /{tenant}/salesforce/services/data/v62.0/query?q=…                               GET
 *   /{tenant}/turnstile/siteverify                                POST  form: secret, response, remoteip
 *   /{tenant}/sendgrid/v3/mail/send                               POST  JSON, bearer key
 *   /{tenant}/wave/v1/organisations[/{id}]                        POST (Idempotency-Key), DELETE
 *   /{tenant}/oidc/.well-known/openid-configuration, /oidc/jwks, /oidc/token
 *
 * Test control (not part of any service):
 *   POST /{tenant}/__script   { "service": "<service>", "answers": [ScriptedAnswer, …] }: the next
 *                             calls of that service get these answers, in order, before the
 *                             service's own behaviour resumes.
 *   GET  /{tenant}/__requests every request the tenant received, oldest first.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SignJWT, exportJWK, generateKeyPair } from 'jose'
import { STAND_IN_CREDENTIALS, type RecordedRequest, type ScriptedAnswer, type StandInService } from './stand-in-contract.ts'

const LOOPBACK = '127.0.0.1'
const SALESFORCE_DATA_PREFIX = '/services/data/v62.0'
const SALESFORCE_ID_PATTERN = /^[A-Za-z0-9]{15}(?:[A-Za-z0-9]{3})?$/
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Lifetime of the ID tokens the stand-in provider signs. */
const ID_TOKEN_SECONDS = 300

interface Tenant {
  requests: RecordedRequest[]
  scripts: Map<StandInService, ScriptedAnswer[]>
  salesforceTokens: Set<string>
  leads: Map<string, Record<string, unknown>>
  contacts: Map<string, Record<string, unknown>>
  accounts: Map<string, Record<string, unknown>>
  waveAccounts: Map<string, string>
  mails: number
}

interface Answer {
  status: number
  body?: string
  headers?: Record<string, string>
  delayMs?: number
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  body: JSON.stringify(value),
  headers: { 'Content-Type': 'application/json', ...headers },
})

function newTenant(): Tenant {
  return {
    requests: [],
    scripts: new Map(),
    salesforceTokens: new Set(),
    leads: new Map(),
    contacts: new Map(),
    accounts: new Map(),
    waveAccounts: new Map(),
    mails: 0,
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function salesforceId(prefix: string, counter: number): string {
  return `${prefix}${String(counter).padStart(15, '0')}`
}

export interface OutsideServicesStandIn {
  origin: string
  close(): Promise<void>
}

export async function startOutsideServices(): Promise<OutsideServicesStandIn> {
  const tenants = new Map<string, Tenant>()
  const signingKeys = await generateKeyPair('RS256', { extractable: true })
  const publicJwk = { ...(await exportJWK(signingKeys.publicKey)), kid: 'stand-in-key-1', alg: 'RS256', use: 'sig' }
  let origin = ''

  const tenantOf = (name: string): Tenant => {
    const tenant = tenants.get(name) ?? newTenant()
    tenants.set(name, tenant)
    return tenant
  }

  function bearerOf(headers: IncomingMessage['headers']): string | undefined {
    const value = headers.authorization
    return value?.startsWith('Bearer ') ? value.slice('Bearer '.length) : undefined
  }

  function salesforce(
    tenantName: string,
    tenant: Tenant,
    method: string,
    path: string,
    query: URLSearchParams,
    headers: IncomingMessage['headers'],
    body: string,
  ): Answer {
    if (path === '/services/oauth2/token') {
      if (method !== 'POST') return json(405, { error: 'invalid_request' })
      const form = new URLSearchParams(body)
      if (form.get('grant_type') !== 'client_credentials')
        return json(400, { error: 'unsupported_grant_type', error_description: 'grant type not supported' })
      if (
        form.get('client_id') !== STAND_IN_CREDENTIALS.salesforceClientId ||
        form.get('client_secret') !== STAND_IN_CREDENTIALS.salesforceClientSecret
      ) {
        return json(400, { error: 'invalid_client', error_description: 'invalid client credentials' })
      }
      const token = `00Dstand-in!${tenant.salesforceTokens.size + 1}`
      tenant.salesforceTokens.add(token)
      return json(200, {
        access_token: token,
        instance_url: `${origin}/${tenantName}/salesforce`,
        token_type: 'Bearer',
        issued_at: String(Date.now()),
      })
    }
    const bearer = bearerOf(headers)
    if (!bearer || !tenant.salesforceTokens.has(bearer))
      return json(401, [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }])
    if (!path.startsWith(SALESFORCE_DATA_PREFIX))
      return json(404, [{ message: 'The requested resource does not exist', errorCode: 'NOT_FOUND' }])
    const resource = path.slice(SALESFORCE_DATA_PREFIX.length)

    const lead = /^\/sobjects\/Lead\/Website_Lead_Id__c\/([^/]+)$/.exec(resource)
    if (lead && method === 'PATCH') {
      const fields = JSON.parse(body || '{}') as Record<string, unknown>
      if (typeof fields.Email === 'string' && !EMAIL_PATTERN.test(fields.Email)) {
        return json(400, [
          { message: `Email: invalid email address: ${fields.Email}`, errorCode: 'INVALID_EMAIL_ADDRESS', fields: ['Email'] },
        ])
      }
      if (typeof fields.LastName !== 'string' || fields.LastName === '') {
        return json(400, [
          { message: 'Required fields are missing: [LastName]', errorCode: 'REQUIRED_FIELD_MISSING', fields: ['LastName'] },
        ])
      }
      const websiteId = decodeURIComponent(lead[1]!)
      const existing = tenant.leads.get(websiteId)
      const id = (existing?.Id as string | undefined) ?? salesforceId('00Q', tenant.leads.size + 1)
      tenant.leads.set(websiteId, { ...existing, ...fields, Id: id })
      return json(existing ? 200 : 201, { id, success: true, errors: [], created: !existing })
    }

    if (resource === '/sobjects/Contact/' && method === 'POST') {
      const fields = JSON.parse(body || '{}') as Record<string, unknown>
      if ([...tenant.contacts.values()].some((contact) => contact.Email === fields.Email)) {
        return json(400, [{ message: 'Use one of these records?', errorCode: 'DUPLICATES_DETECTED', fields: [] }])
      }
      const id = salesforceId('003', tenant.contacts.size + 1)
      tenant.contacts.set(id, { ...fields, Id: id })
      return json(201, { id, success: true, errors: [] })
    }
    const record = /^\/sobjects\/(Contact|Account)\/([^/]+)$/.exec(resource)
    if (record) {
      const [, type, id] = record as unknown as [string, 'Contact' | 'Account', string]
      if (!SALESFORCE_ID_PATTERN.test(id))
        return json(404, [{ message: 'Provided external ID field does not exist or is not accessible', errorCode: 'NOT_FOUND' }])
      const store = type === 'Contact' ? tenant.contacts : tenant.accounts
      if (method === 'PATCH') {
        if (type === 'Contact' && !store.has(id))
          return json(404, [{ message: 'The requested resource does not exist', errorCode: 'NOT_FOUND' }])
        store.set(id, { ...store.get(id), ...(JSON.parse(body || '{}') as object), Id: id })
        return { status: 204 }
      }
      if (method === 'DELETE')
        return store.delete(id) ? { status: 204 } : json(404, [{ message: 'entity is deleted', errorCode: 'ENTITY_IS_DELETED' }])
    }
    if (resource === '/query' && method === 'GET') {
      const id = /WHERE Id = '(\w+)'/.exec(query.get('q') ?? '')?.[1]
      const contact = id ? tenant.contacts.get(id) : undefined
      const accountId = contact?.AccountId as string | undefined
      const records = contact
        ? [
            {
              attributes: { type: 'Contact' },
              ...contact,
              Account: accountId ? { Id: accountId, ...tenant.accounts.get(accountId) } : null,
            },
          ]
        : []
      return json(200, { totalSize: records.length, done: true, records })
    }
    return json(404, [{ message: 'The requested resource does not exist', errorCode: 'NOT_FOUND' }])
  }

  function turnstile(body: string): Answer {
    const form = new URLSearchParams(body)
    if (form.get('secret') !== STAND_IN_CREDENTIALS.turnstileSecret)
      return json(200, { success: false, 'error-codes': ['invalid-input-secret'] })
    const token = form.get('response') ?? ''
    if (token === STAND_IN_CREDENTIALS.turnstilePassingToken) {
      return json(200, {
        success: true,
        challenge_ts: new Date().toISOString(),
        hostname: 'stand-in',
        'error-codes': [],
        action: '',
        cdata: '',
      })
    }
    return json(200, { success: false, 'error-codes': [token ? 'invalid-input-response' : 'missing-input-response'] })
  }

  function sendGrid(tenant: Tenant, method: string, headers: IncomingMessage['headers'], body: string): Answer {
    if (method !== 'POST') return json(405, { errors: [{ message: 'method not allowed', field: null }] })
    if (bearerOf(headers) !== STAND_IN_CREDENTIALS.sendGridKey) {
      return json(401, {
        errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked', field: null, help: null }],
      })
    }
    const message = JSON.parse(body || '{}') as {
      personalizations?: Array<{ to?: Array<{ email?: string }> }>
      from?: { email?: string }
      subject?: string
      content?: unknown[]
    }
    const to = message.personalizations?.[0]?.to?.[0]?.email
    if (!to || !EMAIL_PATTERN.test(to))
      return json(400, { errors: [{ message: 'Does not contain a valid address.', field: 'personalizations.0.to.0.email' }] })
    if (!message.from?.email)
      return json(400, { errors: [{ message: 'The from object must be provided for every email send.', field: 'from' }] })
    if (!message.subject || !Array.isArray(message.content) || message.content.length === 0) {
      return json(400, { errors: [{ message: 'The subject and content are required.', field: 'subject' }] })
    }
    tenant.mails++
    return { status: 202, headers: { 'X-Message-Id': `stand-in-message-${tenant.mails}` } }
  }

  function wave(tenant: Tenant, method: string, path: string, headers: IncomingMessage['headers'], body: string): Answer {
    if (bearerOf(headers) !== STAND_IN_CREDENTIALS.waveToken) return json(401, { error: 'unauthorised' })
    if (path === '/v1/organisations' && method === 'POST') {
      const key = headers['idempotency-key']
      if (typeof key !== 'string' || key === '') return json(400, { error: 'Idempotency-Key is required' })
      const organisation = JSON.parse(body || '{}') as { name?: string; administrator?: { email?: string } }
      if (!organisation.name || !organisation.administrator?.email) return json(422, { error: 'name and administrator are required' })
      const existing = tenant.waveAccounts.get(key)
      if (existing) return json(200, { id: existing })
      const id = `org_${tenant.waveAccounts.size + 1}`
      tenant.waveAccounts.set(key, id)
      return json(201, { id })
    }
    const organisation = /^\/v1\/organisations\/([^/]+)$/.exec(path)
    if (organisation && method === 'DELETE') {
      for (const [key, id] of tenant.waveAccounts) {
        if (id === organisation[1]) {
          tenant.waveAccounts.delete(key)
          return { status: 204 }
        }
      }
      return json(404, { error: 'no such organisation' })
    }
    return json(404, { error: 'not found' })
  }

  async function oidc(tenantName: string, method: string, path: string, body: string): Promise<Answer> {
    const issuer = `${origin}/${tenantName}/oidc`
    if (path === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
        id_token_signing_alg_values_supported: ['RS256'],
      })
    }
    if (path === '/jwks') return json(200, { keys: [publicJwk] })
    if (path === '/token' && method === 'POST') {
      const form = new URLSearchParams(body)
      if (form.get('grant_type') !== 'authorization_code' || !form.get('code_verifier')) return json(400, { error: 'invalid_request' })
      if (form.get('client_secret') !== STAND_IN_CREDENTIALS.oidcClientSecret) return json(401, { error: 'invalid_client' })
      // The code carries what the test wants signed: `{ email, nonce }` as base64url JSON.
      const claims = JSON.parse(Buffer.from(form.get('code') ?? '', 'base64url').toString('utf8') || '{}') as {
        email?: string
        nonce?: string
      }
      const idToken = await new SignJWT({ email: claims.email, email_verified: true, nonce: claims.nonce, name: 'Stand-in Person' })
        .setProtectedHeader({ alg: 'RS256', kid: publicJwk.kid })
        .setIssuer(issuer)
        .setAudience(form.get('client_id') ?? '')
        .setSubject(`subject-${claims.email ?? 'nobody'}`)
        .setIssuedAt()
        .setExpirationTime(`${ID_TOKEN_SECONDS}s`)
        .sign(signingKeys.privateKey)
      return json(200, { id_token: idToken, access_token: 'stand-in-access-token', token_type: 'Bearer', expires_in: ID_TOKEN_SECONDS })
    }
    return json(404, { error: 'not_found' })
  }

  async function answer(request: IncomingMessage, body: string): Promise<Answer> {
    const url = new URL(request.url ?? '/', origin)
    const [, tenantName = '', service = '', ...rest] = url.pathname.split('/')
    const path = `/${rest.join('/')}`
    const method = request.method ?? 'GET'
    if (!tenantName) return json(404, { error: 'no tenant' })
    const tenant = tenantOf(tenantName)
    if (service === '__script' && method === 'POST') {
      const { service: scripted, answers } = JSON.parse(body) as { service: StandInService; answers: ScriptedAnswer[] }
      tenant.scripts.set(scripted, [...(tenant.scripts.get(scripted) ?? []), ...answers])
      return json(200, { scripted: answers.length })
    }
    if (service === '__requests' && method === 'GET') return json(200, tenant.requests)

    const headers: Record<string, string> = {}
    for (const name of ['authorization', 'content-type', 'idempotency-key', 'accept']) {
      const value = request.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    tenant.requests.push({ service: service as StandInService, method, path: `${path}${url.search}`, headers, body })

    const scripted = tenant.scripts.get(service as StandInService)?.shift()
    if (scripted) {
      return {
        status: scripted.status,
        body: scripted.json !== undefined ? JSON.stringify(scripted.json) : scripted.text,
        headers: { ...(scripted.json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...scripted.headers },
        delayMs: scripted.delayMs,
      }
    }
    switch (service) {
      case 'salesforce':
        return salesforce(tenantName, tenant, method, path, url.searchParams, request.headers, body)
      case 'turnstile':
        return path === '/siteverify' && method === 'POST' ? turnstile(body) : json(404, { success: false, 'error-codes': ['not-found'] })
      case 'sendgrid':
        return path === '/v3/mail/send'
          ? sendGrid(tenant, method, request.headers, body)
          : json(404, { errors: [{ message: 'not found', field: null }] })
      case 'wave':
        return wave(tenant, method, path, request.headers, body)
      case 'oidc':
        return oidc(tenantName, method, path, body)
      default:
        return json(404, { error: `no service ${service}` })
    }
  }

  async function respond(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let result: Answer
    try {
      result = await answer(request, await readBody(request))
    } catch (error) {
      result = json(500, { error: error instanceof Error ? error.message : String(error) })
    }
    if (result.delayMs) await new Promise((resolve) => setTimeout(resolve, result.delayMs))
    // A caller that gave up (its timeout fired) has closed the connection: nothing to answer.
    if (response.destroyed || request.socket.destroyed) return
    response.writeHead(result.status, result.headers)
    response.end(result.body)
  }

  const server = createServer((request, response) => void respond(request, response))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, LOOPBACK, () => resolve())
  })
  origin = `http://${LOOPBACK}:${(server.address() as AddressInfo).port}`
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
