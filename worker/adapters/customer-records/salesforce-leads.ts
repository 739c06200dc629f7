/**
 * Salesforce REST API, Lead upsert by external id:
 *
 *   POST  {instance}/services/oauth2/token               grant_type=client_credentials (OAuth 2.0
 *         client credentials flow of a Connected App)   → { access_token, instance_url }
 *   PATCH {instance_url}/services/data/{version}/sobjects/Lead/Website_Lead_Id__c/{lead id}
 *         JSON body of Lead fields                        → 201 { id, success, created: true }
 *                                                           200 { id, success, created: false } (or 204)
 *         errors: [{ message, errorCode, fields }] with 400 (bad data: not retryable),
 *         401 (token expired: fetch a new one), 403 REQUEST_LIMIT_EXCEEDED / 429 / 5xx (retryable).
 *
 * Upserting on the website's lead id makes a repeated hand-off update the same Lead instead of
 * creating a second one (an attempt may succeed at Salesforce and still fail on the way back).
 *
 * Settings: SALESFORCE_INSTANCE_URL (var), SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET
 * (secrets: `wrangler secret put SALESFORCE_CLIENT_SECRET --env production`).
 */
import type { Lead } from '../../leads/lead.ts'
import type { CustomerRecordSystem, HandOffResult } from './customer-record-system.ts'
import { salesforceLeadFields, withoutEmptyFields } from './salesforce-lead-fields.ts'

export const SALESFORCE_API_VERSION = 'v62.0'
export const SALESFORCE_LEAD_EXTERNAL_ID_FIELD = 'Website_Lead_Id__c'
/** One request to Salesforce may take this long. */
export const SALESFORCE_TIMEOUT_MS = 10_000
/** Client-credentials tokens carry no expiry; one is reused this long, and replaced on a 401. */
export const SALESFORCE_TOKEN_REUSE_MS = 15 * 60 * 1000
const RETRYABLE_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504])

export interface SalesforceSettings {
  SALESFORCE_INSTANCE_URL?: string
  SALESFORCE_CLIENT_ID?: string
  SALESFORCE_CLIENT_SECRET?: string
}

interface AccessToken {
  value: string
  instanceUrl: string
  obtainedAt: number
}

interface SalesforceError {
  message?: string
  errorCode?: string
}

/** Tokens are shared by the requests of one isolate. */
let cachedToken: AccessToken | undefined

export function forgetSalesforceToken(): void {
  cachedToken = undefined
}

class TokenRefused extends Error {}

export class SalesforceLeads implements CustomerRecordSystem {
  constructor(
    private readonly settings: SalesforceSettings,
    private readonly fetcher: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  async sendLead(lead: Lead): Promise<HandOffResult> {
    const { SALESFORCE_INSTANCE_URL, SALESFORCE_CLIENT_ID, SALESFORCE_CLIENT_SECRET } = this.settings
    if (!SALESFORCE_INSTANCE_URL || !SALESFORCE_CLIENT_ID || !SALESFORCE_CLIENT_SECRET) {
      // A configuration gap is fixed by a person: keep retrying so nothing is parked before that.
      return { ok: false, retryable: true, reason: 'Salesforce is not configured (SALESFORCE_INSTANCE_URL, SALESFORCE_CLIENT_ID, SALESFORCE_CLIENT_SECRET)' }
    }
    try {
      let token = await this.token(false)
      let response = await this.upsert(token, lead)
      if (response.status === 401) {
        await response.body?.cancel()
        token = await this.token(true)
        response = await this.upsert(token, lead)
      }
      return await this.resultOf(response, lead)
    } catch (error) {
      if (error instanceof TokenRefused) return { ok: false, retryable: true, reason: error.message }
      return { ok: false, retryable: true, reason: `Salesforce unreachable: ${error instanceof Error ? error.message : String(error)}` }
    }
  }

  private async token(renew: boolean): Promise<AccessToken> {
    if (!renew && cachedToken && this.now() - cachedToken.obtainedAt < SALESFORCE_TOKEN_REUSE_MS) return cachedToken
    const base = this.settings.SALESFORCE_INSTANCE_URL!.replace(/\/+$/, '')
    const response = await this.fetcher(`${base}/services/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: this.settings.SALESFORCE_CLIENT_ID!,
        client_secret: this.settings.SALESFORCE_CLIENT_SECRET!,
      }),
      signal: AbortSignal.timeout(SALESFORCE_TIMEOUT_MS),
    })
    if (!response.ok) {
      const detail = await response.text()
      throw new TokenRefused(`Salesforce token request answered ${response.status}: ${detail.slice(0, 200)}`)
    }
    const answer = (await response.json()) as { access_token?: string; instance_url?: string }
    if (!answer.access_token) throw new TokenRefused('Salesforce token answer had no access_token')
    cachedToken = { value: answer.access_token, instanceUrl: (answer.instance_url ?? base).replace(/\/+$/, ''), obtainedAt: this.now() }
    return cachedToken
  }

  private upsert(token: AccessToken, lead: Lead): Promise<Response> {
    const url = `${token.instanceUrl}/services/data/${SALESFORCE_API_VERSION}/sobjects/Lead/${SALESFORCE_LEAD_EXTERNAL_ID_FIELD}/${encodeURIComponent(lead.id)}`
    return this.fetcher(url, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token.value}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(withoutEmptyFields(salesforceLeadFields(lead))),
      signal: AbortSignal.timeout(SALESFORCE_TIMEOUT_MS),
    })
  }

  private async resultOf(response: Response, lead: Lead): Promise<HandOffResult> {
    if (response.status === 204) return { ok: true, externalId: `${SALESFORCE_LEAD_EXTERNAL_ID_FIELD}:${lead.id}` }
    const text = await response.text()
    if (response.ok) {
      const answer = JSON.parse(text || '{}') as { id?: string }
      return { ok: true, externalId: answer.id ?? `${SALESFORCE_LEAD_EXTERNAL_ID_FIELD}:${lead.id}` }
    }
    let errors: SalesforceError[] = []
    try {
      const parsed = JSON.parse(text) as unknown
      if (Array.isArray(parsed)) errors = parsed as SalesforceError[]
    } catch {
      // Not JSON (a gateway page): the status decides.
    }
    const limitReached = errors.some((error) => error.errorCode === 'REQUEST_LIMIT_EXCEEDED' || error.errorCode === 'UNABLE_TO_LOCK_ROW')
    const reason = `Salesforce answered ${response.status}: ${errors.map((error) => `${error.errorCode}: ${error.message}`).join('; ') || text.slice(0, 200)}`
    return { ok: false, retryable: RETRYABLE_STATUSES.has(response.status) || limitReached || response.status === 401, reason }
  }
}
