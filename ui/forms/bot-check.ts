/**
 * The bot-protection widget a form carries (SPEC.md point 7): Cloudflare Turnstile loaded with
 * the site key from runtime configuration, or, in LOCAL, the known test token the local check
 * accepts. Shared by the pages (render) and the worker (verify: worker/adapters/bot-protection/).
 */

/** The field the token travels in (Turnstile's own name). */
export const BOT_TOKEN_FIELD = 'cf-turnstile-response'
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js'
/** Where Turnstile's script and challenge frame come from (the Content-Security-Policy allows it). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

export type BotWidget = { kind: 'local'; token: string } | { kind: 'turnstile'; siteKey: string; language: string }
