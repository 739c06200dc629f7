/**
 * Salesforce REST API, Lead upsert by external id, through the worker's one Salesforce client
 * (worker/customer-records/salesforce-client.ts: OAuth 2.0 client credentials, one token per org
 * shared with the portal's customer records):
 *
 *   PATCH {instance_url}/services/data/{version}/sobjects/Lead/Website_Lead_Id__c/{lead id}
 *         JSON body of Lead fields                        → 201 { id, success, created: true }
 *                                                           200 { id, success, created: false } (or 204)
 *         errors: [{ message, errorCode, fields }] with 400 (bad data: not retryable),
 *         401 (token expired: the client fetches a new one), 403 REQUEST_LIMIT_EXCEEDED / 429 / 5xx (retryable).
 *
 * Upserting on the website's lead id makes a repeated hand-off update the same Lead instead of
 * creating a second one (an attempt may succeed at Salesforce and still fail on the way back).
 *
 * Settings: SALESFORCE_INSTANCE_URL (var), SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET
 * (secrets: `wrangler secret put SALESFORCE_CLIENT_SECRET --env production`).
 */
import {
  SalesforceClient,
  type SalesforceClientOptions,
  type SalesforceSettings,
  SalesforceUnavailable,
  salesforceConnectionOf,
} from '../../customer-records/salesforce-client.ts'
import type { Lead } from '../../leads/lead-record.ts'
import type { CustomerRecordSystem, HandOffResult } from './lead-record-system.ts'
import { salesforceLeadFields, withoutEmptyFields } from './salesforce-lead-fields.ts'

export { SALESFORCE_API_VERSION } from '../../customer-records/salesforce-client.ts'
export type { SalesforceSettings } from '../../customer-records/salesforce-client.ts'
export const SALESFORCE_LEAD_EXTERNAL_ID_FIELD = 'Website_Lead_Id__c'
const RETRYABLE_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504])
/** How much of an error answer is kept in the lead's last error. */
const ERROR_DETAIL_MAX_LENGTH = 200

interface SalesforceError {
  message?: string
  errorCode?: string
}

export class SalesforceLeads implements CustomerRecordSystem {
  private readonly client: SalesforceClient | undefined

  constructor(settings: SalesforceSettings, options: SalesforceClientOptions = {}) {
    const connection = salesforceConnectionOf(settings)
    this.client = connection && new SalesforceClient(connection, options)
  }

  async sendLead(lead: Lead): Promise<HandOffResult> {
    if (!this.client) {
      // A configuration gap is fixed by a person: keep retrying so nothing is parked before that.
      return {
        ok: false,
        retryable: true,
        reason: 'Salesforce is not configured (SALESFORCE_INSTANCE_URL, SALESFORCE_CLIENT_ID, SALESFORCE_CLIENT_SECRET)',
      }
    }
    try {
      const response = await this.client.api(
        'PATCH',
        `/sobjects/Lead/${SALESFORCE_LEAD_EXTERNAL_ID_FIELD}/${encodeURIComponent(lead.id)}`,
        withoutEmptyFields(salesforceLeadFields(lead)),
      )
      return await this.resultOf(response, lead)
    } catch (error) {
      if (error instanceof SalesforceUnavailable) return { ok: false, retryable: true, reason: error.message }
      return { ok: false, retryable: true, reason: `Salesforce unreachable: ${error instanceof Error ? error.message : String(error)}` }
    }
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
    const reason = `Salesforce answered ${response.status}: ${errors.map((error) => `${error.errorCode}: ${error.message}`).join('; ') || text.slice(0, ERROR_DETAIL_MAX_LENGTH)}`
    return { ok: false, retryable: RETRYABLE_STATUSES.has(response.status) || limitReached || response.status === 401, reason }
  }
}
