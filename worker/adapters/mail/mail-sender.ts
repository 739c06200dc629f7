/**
 * Outgoing e-mail (the LED configurator's 'mail me', the corporate configurator's 'share by
 * e-mail', …) through an adapter chosen by the environment, like the other outside systems:
 * SendGrid's v3 send endpoint over HTTP when MAIL_API_KEY is set (`sendgrid-mail.ts`); otherwise
 * LOCAL and DEV keep every message in D1 (`local-mailbox-store.ts`, table `local_mail_messages`) where
 * tests and developers read them, and UAT/PRD answer "not configured" (retryable) so a missing
 * secret shows up as a failed send, never as mail silently kept in a database.
 *
 * Callers store what they send about first, then call `deliverMail`, which retries what may
 * succeed later (network, 429, 5xx) a few times with a short backoff.
 */
import type { Environment } from '../../../locales/registry.ts'
import type { Logger } from '../../../ui/log/logger.ts'
import { LocalMailbox } from './local-mailbox-store.ts'
import { SendGridMail, type SendGridOptions } from './sendgrid-mail.ts'

export interface MailAddress {
  email: string
  name?: string
}

export interface MailMessage {
  to: MailAddress
  subject: string
  /** Plain-text body: always sent, the fallback of every mail client. */
  text: string
  /** Optional HTML body (already escaped by the caller). */
  html?: string
  replyTo?: MailAddress
  /** What the message is about, for logs and the local mailbox ('led-configuration', 'corporate-configuration', …). */
  purpose: string
}

export type MailResult =
  | { ok: true; messageId: string }
  /** retryable: a later attempt may succeed (network, 429, 5xx, missing configuration). */
  | { ok: false; retryable: boolean; reason: string }

export interface MailSender {
  send(message: MailMessage): Promise<MailResult>
}

export interface MailSettings {
  ENVIRONMENT: string
  DB: D1Database
  /** SendGrid API key with the "Mail Send" permission (`wrangler secret put MAIL_API_KEY --env …`). */
  MAIL_API_KEY?: string
  /** The sender address (a verified sender or authenticated domain at SendGrid). */
  MAIL_FROM?: string
  MAIL_FROM_NAME?: string
  /** SendGrid's send address; unset: SendGrid's own (SENDGRID_SEND_URL). */
  MAIL_SEND_URL?: string
}

/** Used when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM: MailAddress = { email: 'no-reply@example-displays.com', name: 'Vantage Displays' }
/** Attempts `deliverMail` makes before it gives up on a retryable failure. */
export const MAIL_SEND_ATTEMPTS = 3
/** The wait after the first failed attempt; it doubles after each further one. */
export const MAIL_FIRST_RETRY_DELAY_MS = 500

export function mailSenderFromAddress(settings: MailSettings): MailAddress {
  return settings.MAIL_FROM ? { email: settings.MAIL_FROM, name: settings.MAIL_FROM_NAME || DEFAULT_MAIL_FROM.name } : DEFAULT_MAIL_FROM
}

export function mailSenderFor(
  environment: Environment,
  settings: MailSettings,
  logger: Logger,
  options: Omit<SendGridOptions, 'sendUrl'> = {},
): MailSender {
  const from = mailSenderFromAddress(settings)
  if (!settings.MAIL_API_KEY && (environment === 'LOCAL' || environment === 'DEV')) return new LocalMailbox(settings.DB, from, logger)
  return new SendGridMail(settings.MAIL_API_KEY ?? '', from, { ...options, sendUrl: settings.MAIL_SEND_URL })
}

/** Sends, retrying retryable failures up to MAIL_SEND_ATTEMPTS times; answers the last result. */
export async function deliverMail(
  sender: MailSender,
  message: MailMessage,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<MailResult> {
  let result: MailResult = { ok: false, retryable: true, reason: 'not attempted' }
  for (let attempt = 1; attempt <= MAIL_SEND_ATTEMPTS; attempt++) {
    result = await sender.send(message)
    if (result.ok || !result.retryable) return result
    if (attempt < MAIL_SEND_ATTEMPTS) await wait(MAIL_FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1))
  }
  return result
}
