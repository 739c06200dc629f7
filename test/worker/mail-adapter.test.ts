/**
 * The mail adapter: SendGrid's v3 send endpoint against recorded HTTP (payload, what is
 * retryable), the local mailbox in D1, which one each environment uses, and the retrying delivery.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LocalMailbox, localMailTo } from '../../worker/adapters/mail/local-mailbox-store.ts'
import {
  DEFAULT_MAIL_FROM,
  MAIL_SEND_ATTEMPTS,
  deliverMail,
  mailSenderFor,
  type MailMessage,
  type MailResult,
} from '../../worker/adapters/mail/mail-sender.ts'
import { SENDGRID_SEND_URL, SendGridMail } from '../../worker/adapters/mail/sendgrid-mail.ts'
import { createLogger } from '../../ui/log/logger.ts'

const logger = createLogger('silent')
const message: MailMessage = {
  to: { email: 'ada@example.com', name: 'Ada Lovelace' },
  subject: 'Your LED wall configuration',
  text: 'Your wall: 4 × 3 cabinets',
  html: '<p>Your wall: 4 × 3 cabinets</p>',
  purpose: 'led-configuration',
}

function recordingFetch(status: number, body = '', headers: Record<string, string> = {}) {
  const calls: Request[] = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init))
    return new Response(body || null, { status, headers })
  }) as typeof fetch
  return { fetcher, calls }
}

describe('SendGrid mail (production)', () => {
  it('posts the message to the v3 send endpoint with the API key and answers the message id', async () => {
    const { fetcher, calls } = recordingFetch(202, '', { 'X-Message-Id': 'sg-123' })
    const result = await new SendGridMail('SG.key', { email: 'sales@example-displays.com', name: 'Sales' }, { send: fetcher }).send(message)
    expect(result).toEqual({ ok: true, messageId: 'sg-123' })
    expect(calls[0]!.url).toBe(SENDGRID_SEND_URL)
    expect(calls[0]!.method).toBe('POST')
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer SG.key')
    expect(await calls[0]!.json()).toEqual({
      personalizations: [{ to: [{ email: 'ada@example.com', name: 'Ada Lovelace' }] }],
      from: { email: 'sales@example-displays.com', name: 'Sales' },
      subject: 'Your LED wall configuration',
      content: [
        { type: 'text/plain', value: 'Your wall: 4 × 3 cabinets' },
        { type: 'text/html', value: '<p>Your wall: 4 × 3 cabinets</p>' },
      ],
      categories: ['led-configuration'],
    })
  })

  it('treats a refused message as final and a busy or failing service as retryable', async () => {
    const refused = await new SendGridMail('SG.key', DEFAULT_MAIL_FROM, {
      send: recordingFetch(400, JSON.stringify({ errors: [{ message: 'Invalid email' }] })).fetcher,
    }).send(message)
    expect(refused).toEqual({ ok: false, retryable: false, reason: 'SendGrid 400: Invalid email' })
    for (const status of [429, 500, 503]) {
      const busy = await new SendGridMail('SG.key', DEFAULT_MAIL_FROM, { send: recordingFetch(status).fetcher }).send(message)
      expect(busy).toMatchObject({ ok: false, retryable: true })
    }
  })

  it('answers not configured without a key, without calling out', async () => {
    const { fetcher, calls } = recordingFetch(202)
    expect(await new SendGridMail('', DEFAULT_MAIL_FROM, { send: fetcher }).send(message)).toMatchObject({ ok: false, retryable: true })
    expect(calls).toHaveLength(0)
  })
})

describe('choosing the mail system', () => {
  it('keeps mail in D1 in LOCAL and DEV without a key, and sends through SendGrid with one or in UAT and PRD', () => {
    expect(mailSenderFor('LOCAL', { ENVIRONMENT: 'LOCAL', DB: env.DB }, logger)).toBeInstanceOf(LocalMailbox)
    expect(mailSenderFor('DEV', { ENVIRONMENT: 'DEV', DB: env.DB }, logger)).toBeInstanceOf(LocalMailbox)
    expect(mailSenderFor('DEV', { ENVIRONMENT: 'DEV', DB: env.DB, MAIL_API_KEY: 'SG.key' }, logger)).toBeInstanceOf(SendGridMail)
    expect(mailSenderFor('PRD', { ENVIRONMENT: 'PRD', DB: env.DB }, logger)).toBeInstanceOf(SendGridMail)
  })
})

describe('local mailbox', () => {
  it('keeps each message as it would be sent, readable per recipient', async () => {
    const sender = mailSenderFor('LOCAL', { ENVIRONMENT: 'LOCAL', DB: env.DB, MAIL_FROM: 'led@example-displays.com' }, logger)
    const result = await sender.send(message)
    expect(result.ok).toBe(true)
    const [kept, ...others] = await localMailTo(env.DB, 'ADA@example.com')
    expect(others).toHaveLength(0)
    expect(kept).toMatchObject({
      purpose: 'led-configuration',
      fromEmail: 'led@example-displays.com',
      toEmail: 'ada@example.com',
      toName: 'Ada Lovelace',
      subject: message.subject,
      text: message.text,
      html: message.html,
    })
    expect(await localMailTo(env.DB, 'someone-else@example.com')).toEqual([])
  })
})

describe('delivering with retries', () => {
  it('retries a retryable failure with a doubling wait and stops at the first success', async () => {
    const answers: MailResult[] = [
      { ok: false, retryable: true, reason: '503' },
      { ok: true, messageId: 'm-2' },
    ]
    const waits: number[] = []
    const result = await deliverMail({ send: async () => answers.shift()! }, message, async (ms) => {
      waits.push(ms)
    })
    expect(result).toEqual({ ok: true, messageId: 'm-2' })
    expect(waits).toEqual([500])
  })

  it('gives up after the last attempt, and at once on a final refusal', async () => {
    let sends = 0
    const waits: number[] = []
    const failing = await deliverMail(
      {
        send: async () => {
          sends++
          return { ok: false, retryable: true, reason: '503' }
        },
      },
      message,
      async (ms) => {
        waits.push(ms)
      },
    )
    expect(failing.ok).toBe(false)
    expect(sends).toBe(MAIL_SEND_ATTEMPTS)
    expect(waits).toEqual([500, 1000])
    sends = 0
    await deliverMail(
      {
        send: async () => {
          sends++
          return { ok: false, retryable: false, reason: '400' }
        },
      },
      message,
      async () => {},
    )
    expect(sends).toBe(1)
  })
})
