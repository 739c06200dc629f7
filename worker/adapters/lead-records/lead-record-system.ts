/**
 * The customer record system (Salesforce in production) as the lead hand-off sees it: one call
 * that creates or updates the lead, idempotent on the website's lead id. Like the portal's
 * customer records (worker/customer-records/): Salesforce over HTTP (`salesforce-leads.ts`, through
 * the same Salesforce client and token as the customer records) when it is configured; otherwise
 * LOCAL and DEV keep the records in D1 (`local-lead-record-store.ts`), and UAT/PRD keep retrying (the
 * Salesforce adapter answers "not configured", retryable) so no lead is parked before the settings
 * are fixed.
 */
import type { Environment } from '../../../locales/registry.ts'
import type { Logger } from '../../../ui/log/logger.ts'
import type { Lead } from '../../leads/lead-record.ts'
import { LocalLeadRecords } from './local-lead-record-store.ts'
import { salesforceConnectionOf } from '../../customer-records/salesforce-client.ts'
import { SalesforceLeads, type SalesforceSettings } from './salesforce-leads.ts'

export type HandOffResult =
  | { ok: true; externalId: string }
  /** retryable: a later attempt may succeed (network, 429, 5xx); otherwise the lead is parked at once. */
  | { ok: false; retryable: boolean; reason: string }

export interface CustomerRecordSystem {
  sendLead(lead: Lead): Promise<HandOffResult>
  /**
   * Several leads at once, answered in their order: a system that can take a batch in one call
   * offers it (the queue consumer hands off a whole message batch: decision 056); without it each
   * lead is sent on its own.
   */
  sendLeads?(leads: readonly Lead[]): Promise<HandOffResult[]>
}

export interface CustomerRecordSettings extends SalesforceSettings {
  ENVIRONMENT: string
  DB: D1Database
}

export function customerRecordSystemFor(environment: Environment, settings: CustomerRecordSettings, logger: Logger): CustomerRecordSystem {
  const configured = salesforceConnectionOf(settings) !== undefined
  if (!configured && (environment === 'LOCAL' || environment === 'DEV')) return new LocalLeadRecords(settings.DB, logger)
  return new SalesforceLeads(settings)
}
