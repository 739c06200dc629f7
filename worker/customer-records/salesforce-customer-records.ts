/**
 * The customer record system in production: Salesforce's REST API, through the worker's one
 * Salesforce client (salesforce-client.ts: OAuth 2.0 client credentials, one token per org shared
 * with the lead hand-off). Contacts are read with SOQL through `/services/data/{version}/query`
 * and written through the `sobjects/Contact` resource. Portal-specific values live in custom
 * fields of the org (SALESFORCE_FIELDS). Any failure other than a duplicate becomes
 * CustomerRecordsUnavailable, which the portal shows as its general error.
 */
import type { Logger } from '../../ui/log/logger.ts'
import { isBusinessLine, isPartnerLevel, isPortalRole } from '../../ui/portal/partner-roles.ts'
import type { RequestSender } from '../adapters/outbound-http.ts'
import {
  type CustomerContact,
  type CustomerRecord,
  type CustomerRecords,
  CustomerRecordsUnavailable,
  type CustomerWaveRequest,
  DuplicateCustomerContact,
} from './customer-record-service.ts'
import { SalesforceClient, type SalesforceConnection, SalesforceUnavailable } from './salesforce-client.ts'

export { SALESFORCE_API_VERSION } from './salesforce-client.ts'

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
  private readonly client: SalesforceClient

  constructor(
    connection: SalesforceConnection,
    send: RequestSender,
    private readonly logger: Logger,
  ) {
    this.client = new SalesforceClient(connection, { send })
  }

  /** A call to the data API; Salesforce out of reach (or refusing the app) is the system being unavailable. */
  private async api(method: string, path: string, body?: unknown): Promise<Response> {
    try {
      return await this.client.api(method, path, body)
    } catch (error) {
      if (error instanceof SalesforceUnavailable) throw new CustomerRecordsUnavailable(`${method} ${path.split('?')[0]}: ${error.message}`)
      throw error
    }
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
              businessLines: String(account[SALESFORCE_FIELDS.accountBusinessLines] ?? '')
                .split(';')
                .filter(isBusinessLine),
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
