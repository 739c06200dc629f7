/**
 * The Wave account service (the remote display management platform): phase one of a Wave request
 * creates the partner organisation's Wave account there. Production talks to its HTTP API
 * (wave-api-accounts.ts); LOCAL, DEV without API settings, and tests use the D1-backed stand-in
 * (local-wave-account-store.ts), which keeps the same rules: one account per request reference, so a
 * retried creation gives back the account made the first time.
 */
import type { Environment } from '../../../locales/registry.ts'
import type { Logger } from '../../../ui/log/logger.ts'
import type { Bindings } from '../../env.ts'
import { networkFetch } from '../outbound-http.ts'
import { LocalWaveAccounts } from './local-wave-account-store.ts'
import { WaveApiAccounts } from './wave-api-accounts.ts'

/** What the Wave account service needs to open an organisation's account. */
export interface WaveAccountRequest {
  /** The portal's request id: the idempotency key of the creation. */
  reference: string
  organisationName: string
  /** ISO 3166-1 alpha-2. */
  country: string
  adminName: string
  adminEmail: string
  website: string
}

/** The Wave account service did not do what was asked (down, refused, timed out, misconfigured). */
export class WaveAccountsUnavailable extends Error {
  constructor(detail: string) {
    super(`The Wave account service is unavailable: ${detail}`)
    this.name = 'WaveAccountsUnavailable'
  }
}

export interface WaveAccounts {
  /** Creates the account (or finds the one already made for this reference) and gives its id. */
  createAccount(request: WaveAccountRequest): Promise<string>
  /** Removes an account made for a request that is rolled back; removing a missing account is no error. */
  removeAccount(accountId: string): Promise<void>
}

/** The Wave API when it is configured; otherwise, in LOCAL and DEV only, the D1 stand-in. */
export function waveAccountsFor(env: Bindings, environment: Environment, logger: Logger): WaveAccounts {
  if (env.WAVE_API_URL && env.WAVE_API_TOKEN) {
    return new WaveApiAccounts({ apiUrl: env.WAVE_API_URL, token: env.WAVE_API_TOKEN }, networkFetch, logger)
  }
  if (environment === 'LOCAL' || environment === 'DEV') return new LocalWaveAccounts(env.DB)
  return {
    async createAccount() {
      throw new WaveAccountsUnavailable(`no Wave API settings in ${environment}`)
    },
    async removeAccount() {
      throw new WaveAccountsUnavailable(`no Wave API settings in ${environment}`)
    },
  }
}
