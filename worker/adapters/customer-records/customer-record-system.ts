/**
 * The customer record system (Salesforce in production) as the lead hand-off sees it: one call
 * that creates or updates the lead, idempotent on the website's lead id. The implementation is
 * chosen by ENVIRONMENT: LOCAL keeps the records in D1, every other environment talks to
 * Salesforce over HTTP (`salesforce-leads.ts`).
 */
import type { Environment } from '../../../locales/registry.ts'
import type { Logger } from '../../../ui/log/logger.ts'
import type { Lead } from '../../leads/lead.ts'
import { LocalCustomerRecords } from './local-customer-records.ts'
import { SalesforceLeads, type SalesforceSettings } from './salesforce-leads.ts'

export type HandOffResult =
  | { ok: true; externalId: string }
  /** retryable: a later attempt may succeed (network, 429, 5xx); otherwise the lead is parked at once. */
  | { ok: false; retryable: boolean; reason: string }

export interface CustomerRecordSystem {
  sendLead(lead: Lead): Promise<HandOffResult>
}

export interface CustomerRecordSettings extends SalesforceSettings {
  ENVIRONMENT: string
  DB: D1Database
}

export function customerRecordSystemFor(
  environment: Environment,
  settings: CustomerRecordSettings,
  logger: Logger,
  fetcher: typeof fetch = fetch,
): CustomerRecordSystem {
  if (environment === 'LOCAL') return new LocalCustomerRecords(settings.DB, logger)
  return new SalesforceLeads(settings, fetcher)
}
