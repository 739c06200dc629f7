/**
 * The Wave account service's stand-in for LOCAL, DEV and tests: accounts in D1
 * (`local_wave_accounts`), one per request reference, like the real service's idempotency key.
 */
import type { WaveAccountRequest, WaveAccounts } from './wave-accounts.ts'

export class LocalWaveAccounts implements WaveAccounts {
  constructor(private readonly db: D1Database) {}

  async createAccount(request: WaveAccountRequest): Promise<string> {
    const id = `wave-${crypto.randomUUID()}`
    await this.db
      .prepare(
        `INSERT INTO local_wave_accounts (id, request_reference, organisation_name, country, admin_email, admin_name)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (request_reference) DO NOTHING`,
      )
      .bind(id, request.reference, request.organisationName, request.country, request.adminEmail, request.adminName)
      .run()
    const made = await this.db
      .prepare('SELECT id FROM local_wave_accounts WHERE request_reference = ?1')
      .bind(request.reference)
      .first<{ id: string }>()
    return made!.id
  }

  async removeAccount(accountId: string): Promise<void> {
    await this.db.prepare('DELETE FROM local_wave_accounts WHERE id = ?1').bind(accountId).run()
  }
}
