/**
 * Bot protection (SPEC.md point 7: a Turnstile-style check whose widget loads with a site key from
 * runtime configuration). The token the widget puts into the form is verified here, server-side,
 * through an adapter chosen by ENVIRONMENT: Cloudflare Turnstile's siteverify outside LOCAL, a
 * deterministic fake in LOCAL and tests.
 */
import type { Environment } from '../../../locales/registry.ts'
import { LocalBotCheck } from './local-bot-check.ts'
import { type TurnstileOptions, TurnstileVerifier } from './turnstile.ts'

export { BOT_TOKEN_FIELD } from '../../../ui/forms/bot-check.ts'

/**
 * passed: the token is good. failed: a token was sent and refused. missing: no token (a visitor
 * without JavaScript, where the widget cannot run). unavailable: the check could not be made.
 */
export type BotVerdict = 'passed' | 'failed' | 'missing' | 'unavailable'

export interface BotProtection {
  verify(token: string | undefined, clientIp: string | undefined): Promise<BotVerdict>
}

export interface BotProtectionSettings {
  ENVIRONMENT: string
  BOT_PROTECTION_SECRET?: string
  /** Turnstile's siteverify address; unset: Turnstile's own (TURNSTILE_SITEVERIFY_URL). */
  BOT_PROTECTION_VERIFY_URL?: string
}

export function botProtectionFor(
  environment: Environment,
  settings: BotProtectionSettings,
  options: Omit<TurnstileOptions, 'verifyUrl'> = {},
): BotProtection {
  if (environment === 'LOCAL') return new LocalBotCheck()
  return new TurnstileVerifier(settings.BOT_PROTECTION_SECRET ?? '', { ...options, verifyUrl: settings.BOT_PROTECTION_VERIFY_URL })
}
