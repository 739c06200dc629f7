/**
 * The customer record system's stand-in for LOCAL, DEV and tests: contacts in D1
 * (`local_customer_records`), accounts read from the partner organisations. It keeps the
 * behaviour the portal relies on: one contact per e-mail address, ids of its own.
 */
import type { PartnerLevel, PortalRole } from '../../ui/portal/partner-roles.ts'
import { businessLinesFrom } from '../partners/portal-user-store.ts'
import { SQL_NOW } from '../db/d1-queries.ts'
import {
  type CustomerContact,
  type CustomerRecord,
  type CustomerRecords,
  type CustomerWaveRequest,
  DuplicateCustomerContact,
} from './customer-record-service.ts'

interface LocalRecordRow {
  id: string
  name: string
  email: string
  portal_role: PortalRole
  partner_level: PartnerLevel
  account_id: string | null
  account_name: string | null
  account_country: string | null
  account_level: PartnerLevel | null
  wave_enabled: number | null
  wave_eligible: number | null
  business_lines: string | null
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message)
}

export class LocalCustomerRecords implements CustomerRecords {
  constructor(private readonly db: D1Database) {}

  async recordOf(contactId: string): Promise<CustomerRecord | null> {
    const row = await this.db
      .prepare(
        `SELECT r.id, r.name, r.email, r.portal_role, r.partner_level, r.account_id,
                o.name AS account_name, o.country AS account_country, o.level AS account_level, o.wave_enabled, o.wave_eligible,
                (SELECT group_concat(b.business_line) FROM partner_business_lines b WHERE b.organisation_id = o.id) AS business_lines
           FROM local_customer_records r
           LEFT JOIN partner_organisations o ON o.customer_record_id = r.account_id
          WHERE r.id = ?1`,
      )
      .bind(contactId)
      .first<LocalRecordRow>()
    if (!row) return null
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.portal_role,
      level: row.partner_level,
      account:
        row.account_id && row.account_name && row.account_country && row.account_level
          ? {
              id: row.account_id,
              name: row.account_name,
              country: row.account_country,
              level: row.account_level,
              waveEnabled: row.wave_enabled === 1,
              waveEligible: row.wave_eligible === 1,
              businessLines: businessLinesFrom(row.business_lines),
            }
          : null,
    }
  }

  async createContact(contact: CustomerContact): Promise<string> {
    const id = `crm-${crypto.randomUUID()}`
    try {
      await this.db
        .prepare(
          'INSERT INTO local_customer_records (id, email, name, portal_role, partner_level, account_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
        )
        .bind(id, contact.email, contact.name, contact.role, contact.level, contact.accountId)
        .run()
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateCustomerContact(contact.email)
      throw error
    }
    return id
  }

  async updateContact(contactId: string, contact: CustomerContact): Promise<void> {
    try {
      await this.db
        .prepare(
          `UPDATE local_customer_records
              SET email = ?2, name = ?3, portal_role = ?4, partner_level = ?5, account_id = ?6,
                  updated_at = ${SQL_NOW}
            WHERE id = ?1`,
        )
        .bind(contactId, contact.email, contact.name, contact.role, contact.level, contact.accountId)
        .run()
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateCustomerContact(contact.email)
      throw error
    }
  }

  async removeContact(contactId: string): Promise<void> {
    await this.db.prepare('DELETE FROM local_customer_records WHERE id = ?1').bind(contactId).run()
  }

  async recordWaveRequest(accountId: string, request: CustomerWaveRequest): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO local_customer_wave_requests (account_id, request_reference, wave_account_id, requested_by_email, status)
         VALUES (?1, ?2, ?3, ?4, 'requested')
         ON CONFLICT (account_id) DO UPDATE SET request_reference = ?2, wave_account_id = ?3, requested_by_email = ?4, status = 'requested'`,
      )
      .bind(accountId, request.reference, request.waveAccountId, request.requestedByEmail)
      .run()
  }

  async withdrawWaveRequest(accountId: string): Promise<void> {
    await this.db.prepare('DELETE FROM local_customer_wave_requests WHERE account_id = ?1').bind(accountId).run()
  }
}
