/**
 * "Share by email" of a corporate configuration: checked, stored in D1 first
 * (`configuration_shares`), then mailed through the mail adapter (which retries what may
 * succeed later); the row records whether the mail went out. The link carries the whole
 * configuration (ui/guides/share-link-rules.ts), so opening it needs nothing stored.
 */
import type { I18n } from '@lingui/core'
import type { Locale } from '../../locales/registry.ts'
import { isEmailAddress } from '../../ui/forms/validators.ts'
import { shareTexts } from '../../ui/guides/guide-share-texts.ts'
import { corporateConfigurationPath, shareableConfiguration } from '../../ui/guides/share-link-rules.ts'
import { type MailMessage, type MailSender, deliverMail } from '../adapters/mail/mail-sender.ts'

export const SHARE_TOOL = 'corporate-configurator'
export const SHARE_MAIL_PURPOSE = 'corporate-configuration'

export interface ShareRequest {
  email: string
  configuration: string
  locale: Locale
  /** The site's origin, for the absolute link in the mail. */
  origin: string
}

export type ShareOutcome =
  | { kind: 'sent'; shareId: string }
  | { kind: 'invalid'; field: 'email' | 'configuration' }
  /** Stored, but the mail system did not take the message (after its retries). */
  | { kind: 'failed'; shareId: string | undefined }

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

export function shareMessage(i18n: I18n, email: string, link: string): MailMessage {
  const texts = shareTexts(i18n)
  return {
    to: { email },
    subject: texts.mailSubject,
    text: `${texts.mailIntro}\n\n${link}\n\n${texts.mailOutro}\n`,
    html: `<p>${escapeHtml(texts.mailIntro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(texts.mailOutro)}</p>`,
    purpose: SHARE_MAIL_PURPOSE,
  }
}

export async function shareConfiguration(
  request: ShareRequest,
  dependencies: { db: D1Database; mail: MailSender; i18n: I18n; now?: () => Date; wait?: (ms: number) => Promise<void> },
): Promise<ShareOutcome> {
  const email = request.email.trim()
  if (!isEmailAddress(email)) return { kind: 'invalid', field: 'email' }
  const configuration = shareableConfiguration(request.configuration)
  if (!configuration) return { kind: 'invalid', field: 'configuration' }
  const now = dependencies.now ?? (() => new Date())
  const shareId = crypto.randomUUID()
  const link = new URL(corporateConfigurationPath(request.locale.code, configuration), request.origin).href
  try {
    await dependencies.db
      .prepare(
        `INSERT INTO configuration_shares (id, tool, email, locale, configuration, link, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'received', ?)`,
      )
      .bind(shareId, SHARE_TOOL, email, request.locale.code, configuration, link, now().toISOString())
      .run()
  } catch {
    return { kind: 'failed', shareId: undefined }
  }
  const result = await deliverMail(dependencies.mail, shareMessage(dependencies.i18n, email, link), dependencies.wait)
  if (result.ok) {
    await dependencies.db
      .prepare(`UPDATE configuration_shares SET status = 'sent', message_id = ?, sent_at = ? WHERE id = ?`)
      .bind(result.messageId, now().toISOString(), shareId)
      .run()
    return { kind: 'sent', shareId }
  }
  await dependencies.db
    .prepare(`UPDATE configuration_shares SET status = 'failed', last_error = ? WHERE id = ?`)
    .bind(result.reason, shareId)
    .run()
  return { kind: 'failed', shareId }
}
