/**
 * The customer record system of LOCAL: the Salesforce fields production would send, kept in D1
 * (`local_customer_leads`, one row per lead, replaced on a repeated hand-off) and logged.
 */
import type { Logger } from '../../../ui/log/logger.ts'
import type { Lead } from '../../leads/lead-record.ts'
import type { CustomerRecordSystem, HandOffResult } from './lead-record-system.ts'
import { salesforceLeadFields, withoutEmptyFields } from './salesforce-lead-fields.ts'

export const LOCAL_RECORD_PREFIX = 'local-lead-'

export class LocalLeadRecords implements CustomerRecordSystem {
  constructor(
    private readonly db: D1Database,
    private readonly logger: Logger,
  ) {}

  async sendLead(lead: Lead): Promise<HandOffResult> {
    const [result] = await this.sendLeads([lead])
    return result!
  }

  /** Every lead of a batch in one D1 round trip. */
  async sendLeads(leads: readonly Lead[]): Promise<HandOffResult[]> {
    if (!leads.length) return []
    const at = new Date().toISOString()
    await this.db.batch(
      leads.map((lead) =>
        this.db
          .prepare(
            `INSERT INTO local_customer_leads (lead_id, record_json, received_at) VALUES (?, ?, ?)
             ON CONFLICT (lead_id) DO UPDATE SET record_json = excluded.record_json, received_at = excluded.received_at`,
          )
          .bind(lead.id, JSON.stringify(withoutEmptyFields(salesforceLeadFields(lead))), at),
      ),
    )
    for (const lead of leads) this.logger.info(`Lead ${lead.id} (${lead.form}) handed to the local customer record system`)
    return leads.map((lead) => ({ ok: true, externalId: `${LOCAL_RECORD_PREFIX}${lead.id}` }))
  }
}
