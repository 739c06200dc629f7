/**
 * SendGrid Web API v3, Mail Send:
 *
 *   POST https://api.sendgrid.com/v3/mail/send
 *   Authorization: Bearer {MAIL_API_KEY}
 *   { "personalizations": [{ "to": [{ "email", "name" }] }], "from": { "email", "name" },
 *     "reply_to": { "email", "name" }, "subject", "content": [{ "type": "text/plain", "value" },
 *     { "type": "text/html", "value" }], "categories": [purpose] }
 *   → 202 Accepted (empty body, the message id in the X-Message-Id header)
 *   errors: { "errors": [{ "message", "field" }] } with 400/413 (bad message: not retryable),
 *   401/403 (key missing or without permission: retryable, a person fixes the secret),
 *   429 and 5xx (retryable).
 *
 * MAIL_SEND_URL (variable) replaces the send address, for a local stand-in.
 */
import { type OutboundFetch, networkFetch, serviceUrl } from '../outbound-http.ts'
import type { MailAddress, MailMessage, MailResult, MailSender } from './mail-sender.ts'

export const SENDGRID_SEND_URL = 'https://api.sendgrid.com/v3/mail/send'
/** One send may take this long. */
export const SENDGRID_TIMEOUT_MS = 10_000
const RETRYABLE_STATUSES = new Set([401, 403, 408, 425, 429, 500, 502, 503, 504])

interface SendGridErrors {
  errors?: Array<{ message?: string; field?: string | null }>
}

export function sendGridPayload(message: MailMessage, from: MailAddress): Record<string, unknown> {
  const content: Array<{ type: string; value: string }> = [{ type: 'text/plain', value: message.text }]
  if (message.html) content.push({ type: 'text/html', value: message.html })
  return {
    personalizations: [{ to: [message.to] }],
    from,
    ...(message.replyTo ? { reply_to: message.replyTo } : {}),
    subject: message.subject,
    content,
    categories: [message.purpose],
  }
}

export interface SendGridOptions {
  /** The send address (MAIL_SEND_URL); SendGrid's own by default. */
  sendUrl?: string
  send?: OutboundFetch
  timeoutMs?: number
}

export class SendGridMail implements MailSender {
  private readonly transport: OutboundFetch
  private readonly timeoutMs: number

  constructor(
    private readonly apiKey: string,
    private readonly from: MailAddress,
    private readonly options: SendGridOptions = {},
  ) {
    this.transport = options.send ?? networkFetch
    this.timeoutMs = options.timeoutMs ?? SENDGRID_TIMEOUT_MS
  }

  async send(message: MailMessage): Promise<MailResult> {
    if (!this.apiKey) return { ok: false, retryable: true, reason: 'Mail is not configured (MAIL_API_KEY)' }
    try {
      const response = await this.transport(serviceUrl('MAIL_SEND_URL', this.options.sendUrl, SENDGRID_SEND_URL), {
        method: 'POST',
        headers: { Authorization: `Bearer ${this.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(sendGridPayload(message, this.from)),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      if (response.status === 202 || response.ok) {
        await response.body?.cancel()
        return { ok: true, messageId: response.headers.get('X-Message-Id') ?? '' }
      }
      const answer = (await response.json().catch(() => ({}))) as SendGridErrors
      const detail =
        answer.errors
          ?.map((error) => error.message)
          .filter(Boolean)
          .join('; ') || response.statusText
      return { ok: false, retryable: RETRYABLE_STATUSES.has(response.status), reason: `SendGrid ${response.status}: ${detail}` }
    } catch (error) {
      return { ok: false, retryable: true, reason: `SendGrid unreachable: ${error instanceof Error ? error.message : String(error)}` }
    }
  }
}
