/**
 * The one Salesforce REST client of the worker: the lead hand-off (Lead upserts,
 * worker/adapters/lead-records/salesforce-leads.ts) and the portal's customer records
 * (contacts and accounts, salesforce-customer-records.ts, `GET /api/salesforce/user`) both call
 * Salesforce through it, so they share one access token per org and connected app.
 *
 *   POST {SALESFORCE_INSTANCE_URL}/services/oauth2/token   grant_type=client_credentials,
 *        client_id, client_secret (OAuth 2.0 client credentials flow of a connected app)
 *        → { access_token, instance_url, token_type }
 *   {instance_url}/services/data/{SALESFORCE_API_VERSION}/…  with `Authorization: Bearer {token}`
 *
 * Client-credentials tokens carry no expiry: one is reused SALESFORCE_TOKEN_REUSE_MS, and a 401
 * from the data API renews it once. Concurrent callers of an isolate wait for the same token
 * request instead of each asking for one. Settings: SALESFORCE_INSTANCE_URL (variable),
 * SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET (`wrangler secret put … --env production`).
 */
import { type RequestSender, networkFetch, serviceUrl, urlBelow } from '../adapters/outbound-http.ts'

export const SALESFORCE_API_VERSION = 'v62.0'
/** Each call to Salesforce gives up after this long. */
export const SALESFORCE_TIMEOUT_MS = 10 * 1000
/** An access token is reused this long (Salesforce sessions last at least 15 minutes); a 401 renews it sooner. */
export const SALESFORCE_TOKEN_REUSE_MS = 15 * 60 * 1000
/** How much of an error answer is kept in a failure's message. */
const ERROR_DETAIL_MAX_LENGTH = 200

export interface SalesforceConnection {
  instanceUrl: string
  clientId: string
  clientSecret: string
}

/** The Salesforce settings as variables and secrets name them. */
export interface SalesforceSettings {
  SALESFORCE_INSTANCE_URL?: string
  SALESFORCE_CLIENT_ID?: string
  SALESFORCE_CLIENT_SECRET?: string
}

/** The connection the settings describe, or undefined when one of them is missing. */
export function salesforceConnectionOf(settings: SalesforceSettings): SalesforceConnection | undefined {
  const { SALESFORCE_INSTANCE_URL, SALESFORCE_CLIENT_ID, SALESFORCE_CLIENT_SECRET } = settings
  if (!SALESFORCE_INSTANCE_URL || !SALESFORCE_CLIENT_ID || !SALESFORCE_CLIENT_SECRET) return undefined
  return { instanceUrl: SALESFORCE_INSTANCE_URL, clientId: SALESFORCE_CLIENT_ID, clientSecret: SALESFORCE_CLIENT_SECRET }
}

/** Salesforce could not be reached, timed out, or refused the connected app's credentials. */
export class SalesforceUnavailable extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SalesforceUnavailable'
  }
}

interface AccessToken {
  value: string
  /** Where the org's data API lives (the token answer's instance_url). */
  instanceUrl: string
  obtainedAt: number
}

/** Tokens per org and connected app, shared by every Salesforce call of the isolate. */
const tokens = new Map<string, AccessToken>()
const tokenRequests = new Map<string, Promise<AccessToken>>()

/** Forgets every cached token (tests start from none). */
export function forgetSalesforceTokens(): void {
  tokens.clear()
  tokenRequests.clear()
}

export interface SalesforceClientOptions {
  send?: RequestSender
  timeoutMs?: number
  now?: () => number
}

export class SalesforceClient {
  private readonly send: RequestSender
  private readonly timeoutMs: number
  private readonly now: () => number
  private readonly tokenKey: string

  constructor(
    private readonly connection: SalesforceConnection,
    { send = networkFetch, timeoutMs = SALESFORCE_TIMEOUT_MS, now = Date.now }: SalesforceClientOptions = {},
  ) {
    this.send = send
    this.timeoutMs = timeoutMs
    this.now = now
    this.tokenKey = `${connection.instanceUrl.replace(/\/+$/, '')}\n${connection.clientId}`
  }

  /** One HTTP call; a network failure or timeout becomes SalesforceUnavailable. */
  private async call(method: string, url: string, init: { headers?: Record<string, string>; body?: BodyInit }): Promise<Response> {
    try {
      return await this.send(new Request(url, { method, ...init, signal: AbortSignal.timeout(this.timeoutMs) }))
    } catch (error) {
      throw new SalesforceUnavailable(`Salesforce unreachable: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  private async requestToken(): Promise<AccessToken> {
    let base: URL
    try {
      base = serviceUrl('SALESFORCE_INSTANCE_URL', this.connection.instanceUrl, this.connection.instanceUrl)
    } catch (error) {
      throw new SalesforceUnavailable(error instanceof Error ? error.message : String(error))
    }
    const response = await this.call('POST', urlBelow(base, '/services/oauth2/token'), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: this.connection.clientId,
        client_secret: this.connection.clientSecret,
      }),
    })
    if (!response.ok) {
      const detail = await response.text().catch(() => '')
      throw new SalesforceUnavailable(`Salesforce token request answered ${response.status}: ${detail.slice(0, ERROR_DETAIL_MAX_LENGTH)}`)
    }
    const answer = (await response.json().catch(() => ({}))) as { access_token?: unknown; instance_url?: unknown }
    if (typeof answer.access_token !== 'string' || answer.access_token === '')
      throw new SalesforceUnavailable('Salesforce token answer had no access_token')
    let instanceUrl: URL
    try {
      // The org's data API, where the token is sent from now on: https like the instance itself.
      instanceUrl = serviceUrl('instance_url', typeof answer.instance_url === 'string' ? answer.instance_url : undefined, String(base))
    } catch (error) {
      throw new SalesforceUnavailable(`Salesforce token answer: ${error instanceof Error ? error.message : String(error)}`)
    }
    return { value: answer.access_token, instanceUrl: String(instanceUrl).replace(/\/+$/, ''), obtainedAt: this.now() }
  }

  /**
   * The org's token: the cached one while it is fresh (and not the one Salesforce just refused),
   * else a new one; callers that need one at the same time share a single token request.
   */
  private async token(refused?: AccessToken): Promise<AccessToken> {
    const cached = tokens.get(this.tokenKey)
    if (cached && cached !== refused && this.now() - cached.obtainedAt < SALESFORCE_TOKEN_REUSE_MS) return cached
    let pending = tokenRequests.get(this.tokenKey)
    if (!pending) {
      pending = this.requestToken()
        .then((token) => {
          tokens.set(this.tokenKey, token)
          return token
        })
        .finally(() => tokenRequests.delete(this.tokenKey))
      tokenRequests.set(this.tokenKey, pending)
    }
    return pending
  }

  /**
   * A call to the data API (`path` below `/services/data/{version}`) with the org's token. A 401
   * renews the token once (unless another caller already did) and repeats the call.
   */
  async api(method: string, path: string, body?: unknown): Promise<Response> {
    let token = await this.token()
    for (let attempt = 0; ; attempt++) {
      const response = await this.call(method, urlBelow(token.instanceUrl, `/services/data/${SALESFORCE_API_VERSION}${path}`), {
        headers: {
          Authorization: `Bearer ${token.value}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (response.status !== 401 || attempt > 0) return response
      await response.body?.cancel()
      token = await this.token(token)
    }
  }
}
