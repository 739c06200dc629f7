/**
 * The customer record system (the vendor's CRM: Salesforce) as the portal needs it: each portal
 * user is a contact there, under their partner organisation's account. User management writes
 * through it and `GET /api/salesforce/user` reads from it. Production talks to Salesforce's REST
 * API (salesforce-customer-records.ts); LOCAL, DEV without Salesforce settings, and tests use the
 * D1-backed stand-in (local-customer-record-store.ts).
 */
import type { Environment } from '../../locales/registry.ts'
import type { Logger } from '../../ui/log/logger.ts'
import type { BusinessLine, PartnerLevel, PortalRole } from '../../ui/portal/partner-roles.ts'
import type { Bindings } from '../env.ts'
import { networkFetch } from '../adapters/outbound-http.ts'
import { LocalCustomerRecords } from './local-customer-record-store.ts'
import { salesforceConnectionOf } from './salesforce-client.ts'
import { SalesforceCustomerRecords } from './salesforce-customer-records.ts'

export interface CustomerAccount {
  id: string
  name: string
  country: string
  level: PartnerLevel
  waveEnabled: boolean
  waveEligible: boolean
  businessLines: BusinessLine[]
}

/** A portal user's record in the customer record system. */
export interface CustomerRecord {
  id: string
  name: string
  email: string
  role: PortalRole
  level: PartnerLevel
  account: CustomerAccount | null
}

/** What the portal writes about a person. */
export interface CustomerContact {
  name: string
  email: string
  role: PortalRole
  level: PartnerLevel
  /** The partner organisation's account id in the customer record system; null for staff. */
  accountId: string | null
}

/** The customer record system already has a contact with this e-mail address. */
export class DuplicateCustomerContact extends Error {
  constructor(email: string) {
    super(`A contact with e-mail ${email} already exists in the customer record system`)
    this.name = 'DuplicateCustomerContact'
  }
}

/** The customer record system did not do what was asked (down, refused, timed out, misconfigured). */
export class CustomerRecordsUnavailable extends Error {
  constructor(detail: string) {
    super(`The customer record system is unavailable: ${detail}`)
    this.name = 'CustomerRecordsUnavailable'
  }
}

/** A Wave request as the customer record system keeps it on the partner's account. */
export interface CustomerWaveRequest {
  /** The portal's request id. */
  reference: string
  waveAccountId: string
  requestedByEmail: string
}

export interface CustomerRecords {
  /** The contact with this id, or null when there is none. */
  recordOf(contactId: string): Promise<CustomerRecord | null>
  /** Creates a contact and gives its id; DuplicateCustomerContact when the address is taken. */
  createContact(contact: CustomerContact): Promise<string>
  updateContact(contactId: string, contact: CustomerContact): Promise<void>
  removeContact(contactId: string): Promise<void>
  /** Phase two of a Wave request: the request is recorded on the account; repeating it is harmless. */
  recordWaveRequest(accountId: string, request: CustomerWaveRequest): Promise<void>
  /** Takes back a recorded Wave request (rolling a request back); a missing one is no error. */
  withdrawWaveRequest(accountId: string): Promise<void>
}

/** Salesforce when it is configured; otherwise, in LOCAL and DEV only, the D1 stand-in. */
export function customerRecordsFor(env: Bindings, environment: Environment, logger: Logger): CustomerRecords {
  const salesforce = salesforceConnectionOf(env)
  if (salesforce) return new SalesforceCustomerRecords(salesforce, networkFetch, logger)
  if (environment === 'LOCAL' || environment === 'DEV') return new LocalCustomerRecords(env.DB)
  return new UnconfiguredCustomerRecords(environment)
}

/** UAT or PRD without Salesforce settings: every call fails as the system being unavailable. */
class UnconfiguredCustomerRecords implements CustomerRecords {
  constructor(private readonly environment: Environment) {}
  private refuse(): never {
    throw new CustomerRecordsUnavailable(`no Salesforce settings in ${this.environment}`)
  }
  async recordOf(): Promise<CustomerRecord | null> {
    this.refuse()
  }
  async createContact(): Promise<string> {
    this.refuse()
  }
  async updateContact(): Promise<void> {
    this.refuse()
  }
  async removeContact(): Promise<void> {
    this.refuse()
  }
  async recordWaveRequest(): Promise<void> {
    this.refuse()
  }
  async withdrawWaveRequest(): Promise<void> {
    this.refuse()
  }
}
