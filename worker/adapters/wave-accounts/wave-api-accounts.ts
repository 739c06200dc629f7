/**
 * The Wave account service in production: its REST API. `POST /v1/organisations` with an
 * `Idempotency-Key` (the portal's request id) creates the organisation's account and its first
 * administrator, and answers the same account again when the key is repeated;
 * `DELETE /v1/organisations/{id}` removes it. Authenticated with a bearer token (WAVE_API_TOKEN).
 * WAVE_API_URL is the API's base address; the paths above go below it (a path on it is kept),
 * over https (plain http only on loopback, for a local stand-in).
 */
import type { Logger } from '../../../ui/log/logger.ts'
import { type RequestSender, serviceUrl, urlBelow } from '../outbound-http.ts'
import { type WaveAccountRequest, type WaveAccounts, WaveAccountsUnavailable } from './wave-accounts.ts'

/** Each call gives up after this long. */
export const WAVE_API_TIMEOUT_MS = 10 * 1000
/** Wave account ids: letters, digits, dash and underscore. Anything else never reaches a URL. */
const ACCOUNT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

export interface WaveApiSettings {
  apiUrl: string
  token: string
}

export class WaveApiAccounts implements WaveAccounts {
  constructor(
    private readonly settings: WaveApiSettings,
    private readonly send: RequestSender,
    private readonly logger: Logger,
  ) {}

  private async call(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<Response> {
    let base: URL
    try {
      base = serviceUrl('WAVE_API_URL', this.settings.apiUrl, this.settings.apiUrl)
    } catch (error) {
      throw new WaveAccountsUnavailable(error instanceof Error ? error.message : String(error))
    }
    // Paths are below the configured base, which may itself have a path (https://host/api).
    const request = new Request(urlBelow(base, path), {
      method,
      headers: {
        Authorization: `Bearer ${this.settings.token}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(WAVE_API_TIMEOUT_MS),
    })
    try {
      return await this.send(request)
    } catch (error) {
      throw new WaveAccountsUnavailable(`${method} ${path}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  async createAccount(request: WaveAccountRequest): Promise<string> {
    const response = await this.call(
      'POST',
      '/v1/organisations',
      {
        name: request.organisationName,
        country: request.country,
        website: request.website || undefined,
        administrator: { name: request.adminName, email: request.adminEmail },
        externalReference: request.reference,
      },
      request.reference,
    )
    if (!response.ok) {
      this.logger.warn(`Wave account creation answered ${response.status}`, await response.text().catch(() => ''))
      throw new WaveAccountsUnavailable(`account creation answered ${response.status}`)
    }
    const created = (await response.json()) as { id?: unknown }
    if (typeof created.id !== 'string' || !ACCOUNT_ID_PATTERN.test(created.id))
      throw new WaveAccountsUnavailable('account creation without an id')
    return created.id
  }

  async removeAccount(accountId: string): Promise<void> {
    if (!ACCOUNT_ID_PATTERN.test(accountId)) throw new WaveAccountsUnavailable(`not an account id: ${accountId}`)
    const response = await this.call('DELETE', `/v1/organisations/${accountId}`)
    await response.body?.cancel()
    if (!response.ok && response.status !== 404) throw new WaveAccountsUnavailable(`account removal answered ${response.status}`)
  }
}
