/**
 * The customer record system in production: Salesforce's REST API. The worker authenticates with
 * the OAuth 2.0 client credentials flow (a connected app), reads contacts with SOQL through
 * `/services/data/{version}/query` and writes them through the `sobjects/Contact` resource.
 * Portal-specific values live in custom fields of the org (SALESFORCE_FIELDS). Any failure other
 * than a duplicate becomes CustomerRecordsUnavailable, which the portal shows as its general error.
 */
import type { Logger } from '../../ui/log/logger.ts'
import { isBusinessLine, isPartnerLevel, isPortalRole } from '../../ui/portal/partners.ts'
import {
  type CustomerContact,
  type CustomerRecord,
  type CustomerRecords,
  CustomerRecordsUnavailable,
  type CustomerWaveRequest,
  DuplicateCustomerContact,
} from './customer-records.ts'

export const SALESFORCE_API_VERSION = 'v62.0'
/** Each call gives up after this long. */
export const SALESFORCE_TIMEOUT_MS = 10 * 1000
/** An access token is reused this long (Salesforce sessions last at least 15 minutes); a 401 renews it sooner. */
export const SALESFORCE_TOKEN_REUSE_MS = 15 * 60 * 1000

/** The org's custom fields that hold what the portal needs. */
export const SALESFORCE_FIELDS = {
  contactRole: 'Portal_Role__c',
  contactLevel: 'Partner_Level__c',
  accountLevel: 'Partner_Level__c',
  accountWaveEnabled: 'Wave_Enabled__c',
  accountWaveEligible: 'Wave_Eligible__c',
  /** A multi-select picklist: values separated by `;`. */
  accountBusinessLines: 'Business_Lines__c',
  /** A Wave request on the account: its status ('Requested' or empty), the Wave account and the portal's request id. */
  accountWaveRequestStatus: 'Wave_Request_Status__c',
  accountWaveAccountId: 'Wave_Account_Id__c',
  accountWaveRequestReference: 'Wave_Request_Reference__c',
  accountWaveRequestedBy: 'Wave_Requested_By__c',
} as const

/** Salesforce record ids: 15 or 18 letters and digits. Anything else never reaches a query. */
const RECORD_ID_PATTERN = /^[A-Za-z0-9]{15}(?:[A-Za-z0-9]{3})?$/
const DUPLICATE_ERROR_CODES = new Set(['DUPLICATES_DETECTED', 'DUPLICATE_VALUE'])

export interface SalesforceSettings {
  instanceUrl: string
  clientId: string
  clientSecret: string
}

type SalesforceFetch = (request: Request) => Promise<Response>

interface SalesforceContactRow {
  Id: string
  FirstName: string | null
  LastName: string
  Email: string
  [field: string]: unknown
  Account: ({ Id: string; Name: string; BillingCountryCode: string | null } & Record<string, unknown>) | null
}

/** Salesforce keeps first and last names apart: the last word is the last name. */
export function splitName(name: string): { FirstName: string | null; LastName: string } {
  const trimmed = name.trim()
  const at = trimmed.lastIndexOf(' ')
  return at < 0 ? { FirstName: null, LastName: trimmed } : { FirstName: trimmed.slice(0, at), LastName: trimmed.slice(at + 1) }
}

export class SalesforceCustomerRecords implements CustomerRecords {
  private accessToken: { value: string; instanceUrl: string; until: number } | undefined

  constructor(
    private readonly settings: SalesforceSettings,
    private readonly send: SalesforceFetch,
    private readonly logger: Logger,
  ) {}

  private async token(renew = false): Promise<{ value: string; instanceUrl: string }> {
    if (!renew && this.accessToken && this.accessToken.until > Date.now()) return this.accessToken
    const response = await this.call(
      new Request(new URL('/services/oauth2/token', this.settings.instanceUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: this.settings.clientId, client_secret: this.settings.clientSecret }),
      }),
    )
    if (!response.ok) throw new CustomerRecordsUnavailable(`token request answered ${response.status}`)
    const body = (await response.json()) as { access_token?: unknown; instance_url?: unknown }
    if (typeof body.access_token !== 'string') throw new CustomerRecordsUnavailable('token response without access_token')
    const instanceUrl = typeof body.instance_url === 'string' ? body.instance_url : this.settings.instanceUrl
    this.accessToken = { value: body.access_token, instanceUrl, until: Date.now() + SALESFORCE_TOKEN_REUSE_MS }
    return this.accessToken
  }

  private async call(request: Request): Promise<Response> {
    try {
      return await this.send(new Request(request, { signal: AbortSignal.timeout(SALESFORCE_TIMEOUT_MS) }))
    } catch (error) {
      throw new CustomerRecordsUnavailable(`${request.method} ${new URL(request.url).pathname}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  /** A call to the data API with the access token, renewed once when Salesforce says it expired. */
  private async api(method: string, path: string, body?: unknown): Promise<Response> {
    for (const renew of [false, true]) {
      const token = await this.token(renew)
      const response = await this.call(
        new Request(new URL(`/services/data/${SALESFORCE_API_VERSION}${path}`, token.instanceUrl), {
          method,
          headers: {
            Authorization: `Bearer ${token.value}`,
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      )
      if (response.status !== 401 || renew) return response
      await response.body?.cancel()
    }
    throw new CustomerRecordsUnavailable('unreachable')
  }

  private async failure(response: Response, what: string, email?: string): Promise<never> {
    const errors = (await response.json().catch(() => [])) as Array<{ errorCode?: string; message?: string }>
    if (email && Array.isArray(errors) && errors.some((error) => error.errorCode && DUPLICATE_ERROR_CODES.has(error.errorCode))) {
      throw new DuplicateCustomerContact(email)
    }
    const detail = Array.isArray(errors) ? errors.map((error) => `${error.errorCode}: ${error.message}`).join('; ') : ''
    this.logger.warn(`Salesforce ${what} answered ${response.status}`, detail)
    throw new CustomerRecordsUnavailable(`${what} answered ${response.status}`)
  }

  private contactFields(contact: CustomerContact): Record<string, unknown> {
    return {
      ...splitName(contact.name),
      Email: contact.email,
      AccountId: contact.accountId,
      [SALESFORCE_FIELDS.contactRole]: contact.role,
      [SALESFORCE_FIELDS.contactLevel]: contact.level,
    }
  }

  async recordOf(contactId: string): Promise<CustomerRecord | null> {
    if (!RECORD_ID_PATTERN.test(contactId)) return null
    const account = (field: string) => `Account.${field}`
    const soql = [
      'SELECT Id, FirstName, LastName, Email',
      `, ${SALESFORCE_FIELDS.contactRole}, ${SALESFORCE_FIELDS.contactLevel}`,
      ', Account.Id, Account.Name, Account.BillingCountryCode',
      `, ${account(SALESFORCE_FIELDS.accountLevel)}, ${account(SALESFORCE_FIELDS.accountWaveEnabled)}`,
      `, ${account(SALESFORCE_FIELDS.accountWaveEligible)}, ${account(SALESFORCE_FIELDS.accountBusinessLines)}`,
      ` FROM Contact WHERE Id = '${contactId}' LIMIT 1`,
    ].join('')
    const response = await this.api('GET', `/query?q=${encodeURIComponent(soql)}`)
    if (!response.ok) return this.failure(response, 'contact query')
    const { records } = (await response.json()) as { records?: SalesforceContactRow[] }
    const row = records?.[0]
    return row ? this.recordFrom(row) : null
  }

  private recordFrom(row: SalesforceContactRow): CustomerRecord {
    const role = String(row[SALESFORCE_FIELDS.contactRole] ?? '')
    const level = String(row[SALESFORCE_FIELDS.contactLevel] ?? '')
    if (!isPortalRole(role) || !isPartnerLevel(level)) throw new CustomerRecordsUnavailable(`contact ${row.Id} has no portal role or level`)
    const account = row.Account
    const accountLevel = String(account?.[SALESFORCE_FIELDS.accountLevel] ?? '')
    return {
      id: row.Id,
      name: [row.FirstName, row.LastName].filter(Boolean).join(' '),
      email: row.Email,
      role,
      level,
      account:
        account && isPartnerLevel(accountLevel)
          ? {
              id: account.Id,
              name: account.Name,
              country: account.BillingCountryCode ?? '',
              level: accountLevel,
              waveEnabled: account[SALESFORCE_FIELDS.accountWaveEnabled] === true,
              waveEligible: account[SALESFORCE_FIELDS.accountWaveEligible] === true,
              businessLines: String(account[SALESFORCE_FIELDS.accountBusinessLines] ?? '').split(';').filter(isBusinessLine),
            }
          : null,
    }
  }

  async createContact(contact: CustomerContact): Promise<string> {
    const response = await this.api('POST', '/sobjects/Contact/', this.contactFields(contact))
    if (!response.ok) return this.failure(response, 'contact creation', contact.email)
    const created = (await response.json()) as { id?: unknown; success?: unknown }
    if (typeof created.id !== 'string' || created.success !== true) throw new CustomerRecordsUnavailable('contact creation without an id')
    return created.id
  }

  async updateContact(contactId: string, contact: CustomerContact): Promise<void> {
    if (!RECORD_ID_PATTERN.test(contactId)) throw new CustomerRecordsUnavailable(`not a contact id: ${contactId}`)
    const response = await this.api('PATCH', `/sobjects/Contact/${contactId}`, this.contactFields(contact))
    if (!response.ok) return this.failure(response, 'contact update', contact.email)
    await response.body?.cancel()
  }

  async removeContact(contactId: string): Promise<void> {
    if (!RECORD_ID_PATTERN.test(contactId)) throw new CustomerRecordsUnavailable(`not a contact id: ${contactId}`)
    const response = await this.api('DELETE', `/sobjects/Contact/${contactId}`)
    // Already gone is what was asked for.
    if (!response.ok && response.status !== 404) return this.failure(response, 'contact removal')
    await response.body?.cancel()
  }

  private async patchAccount(accountId: string, fields: Record<string, unknown>, what: string): Promise<void> {
    if (!RECORD_ID_PATTERN.test(accountId)) throw new CustomerRecordsUnavailable(`not an account id: ${accountId}`)
    const response = await this.api('PATCH', `/sobjects/Account/${accountId}`, fields)
    if (!response.ok) return this.failure(response, what)
    await response.body?.cancel()
  }

  async recordWaveRequest(accountId: string, request: CustomerWaveRequest): Promise<void> {
    await this.patchAccount(
      accountId,
      {
        [SALESFORCE_FIELDS.accountWaveRequestStatus]: 'Requested',
        [SALESFORCE_FIELDS.accountWaveAccountId]: request.waveAccountId,
        [SALESFORCE_FIELDS.accountWaveRequestReference]: request.reference,
        [SALESFORCE_FIELDS.accountWaveRequestedBy]: request.requestedByEmail,
      },
      'Wave request',
    )
  }

  async withdrawWaveRequest(accountId: string): Promise<void> {
    await this.patchAccount(
      accountId,
      {
        [SALESFORCE_FIELDS.accountWaveRequestStatus]: null,
        [SALESFORCE_FIELDS.accountWaveAccountId]: null,
        [SALESFORCE_FIELDS.accountWaveRequestReference]: null,
        [SALESFORCE_FIELDS.accountWaveRequestedBy]: null,
      },
      'Wave request withdrawal',
    )
  }
}
