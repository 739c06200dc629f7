/**
 * The mail system of LOCAL and DEV (without MAIL_API_KEY): every message is kept in D1
 * (`local_mail_messages`) exactly as it would be sent, and logged. Tests and developers read the
 * mailbox with `localMailTo`.
 */
import type { Logger } from '../../../ui/log/logger.ts'
import type { MailAddress, MailMessage, MailResult, MailSender } from './mail-sender.ts'

export const LOCAL_MAIL_PREFIX = 'local-mail-'

export interface LocalMailRecord {
  id: string
  purpose: string
  fromEmail: string
  toEmail: string
  toName: string | null
  replyTo: string | null
  subject: string
  text: string
  html: string | null
  sentAt: string
}

export class LocalMailbox implements MailSender {
  constructor(
    private readonly db: D1Database,
    private readonly from: MailAddress,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<MailResult> {
    const id = crypto.randomUUID()
    await this.db
      .prepare(
        `INSERT INTO local_mail_messages (id, purpose, from_email, to_email, to_name, reply_to, subject, text_body, html_body, sent_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        id,
        message.purpose,
        this.from.email,
        message.to.email,
        message.to.name ?? null,
        message.replyTo?.email ?? null,
        message.subject,
        message.text,
        message.html ?? null,
        new Date().toISOString(),
      )
      .run()
    this.logger.info(`Mail ${id} (${message.purpose}) kept in the local mailbox`)
    return { ok: true, messageId: `${LOCAL_MAIL_PREFIX}${id}` }
  }
}

interface LocalMailRow {
  id: string
  purpose: string
  from_email: string
  to_email: string
  to_name: string | null
  reply_to: string | null
  subject: string
  text_body: string
  html_body: string | null
  sent_at: string
}

/** The local mailbox of one recipient, newest first. */
export async function localMailTo(db: D1Database, email: string): Promise<LocalMailRecord[]> {
  const { results } = await db
    .prepare('SELECT * FROM local_mail_messages WHERE to_email = ? COLLATE NOCASE ORDER BY sent_at DESC, rowid DESC')
    .bind(email)
    .all<LocalMailRow>()
  return results.map((row) => ({
    id: row.id,
    purpose: row.purpose,
    fromEmail: row.from_email,
    toEmail: row.to_email,
    toName: row.to_name,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    sentAt: row.sent_at,
  }))
}

/** One message of the local mailbox, if it was sent to `email`. */
export async function localMailFor(db: D1Database, id: string, email: string): Promise<LocalMailRecord | null> {
  return (await localMailTo(db, email)).find((message) => message.id === id) ?? null
}
