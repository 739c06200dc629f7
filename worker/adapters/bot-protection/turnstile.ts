/**
 * Cloudflare Turnstile server-side validation:
 * POST https://challenges.cloudflare.com/turnstile/v0/siteverify with `secret`, `response` and
 * `remoteip` (form-encoded) answers `{ "success": boolean, "error-codes": string[], … }`.
 * The secret is the BOT_PROTECTION_SECRET secret (`wrangler secret put BOT_PROTECTION_SECRET`);
 * BOT_PROTECTION_VERIFY_URL (variable) replaces the siteverify address, for a local stand-in.
 */
import { type OutboundFetch, networkFetch, serviceUrl } from '../outbound-http.ts'
import type { BotProtection, BotVerdict } from './bot-protection.ts'

export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
/** Turnstile tokens are at most 2048 characters; longer ones are refused unread. */
export const TURNSTILE_TOKEN_MAX_LENGTH = 2048
/** How long the check may take before the submission is treated as unverified. */
export const TURNSTILE_TIMEOUT_MS = 5_000

interface SiteverifyAnswer {
  success?: boolean
  'error-codes'?: string[]
}

export interface TurnstileOptions {
  /** The siteverify address (BOT_PROTECTION_VERIFY_URL); Turnstile's own by default. */
  verifyUrl?: string
  send?: OutboundFetch
  timeoutMs?: number
}

export class TurnstileVerifier implements BotProtection {
  private readonly send: OutboundFetch
  private readonly timeoutMs: number

  constructor(
    private readonly secret: string,
    private readonly options: TurnstileOptions = {},
  ) {
    this.send = options.send ?? networkFetch
    this.timeoutMs = options.timeoutMs ?? TURNSTILE_TIMEOUT_MS
  }

  async verify(token: string | undefined, clientIp: string | undefined): Promise<BotVerdict> {
    if (!token) return 'missing'
    if (token.length > TURNSTILE_TOKEN_MAX_LENGTH) return 'failed'
    if (!this.secret) return 'unavailable'
    const body = new URLSearchParams({ secret: this.secret, response: token })
    if (clientIp) body.set('remoteip', clientIp)
    try {
      const response = await this.send(serviceUrl('BOT_PROTECTION_VERIFY_URL', this.options.verifyUrl, TURNSTILE_SITEVERIFY_URL), {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      if (!response.ok) {
        await response.body?.cancel()
        return 'unavailable'
      }
      const answer = (await response.json()) as SiteverifyAnswer
      if (answer.success === true) return 'passed'
      // Turnstile's own trouble is not the visitor's: only a refused token counts as failed.
      return answer['error-codes']?.includes('internal-error') ? 'unavailable' : 'failed'
    } catch {
      return 'unavailable'
    }
  }
}
