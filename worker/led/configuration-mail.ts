/** The 'mail me' e-mail of a saved LED configuration: its figures, the signed link and the link of its PDF, as text and HTML. */
import type { I18n } from '@lingui/core'
import { fillTemplate } from '../../ui/forms/validation-messages.ts'
import { formatDate } from '../../ui/format/intl.ts'
import { ledFigureInputOf, ledFigureRows } from '../../ui/led/led-figure-rows.ts'
import { ledPageTexts, ledToolTexts } from '../../ui/led/led-texts.ts'
import type { LedWallLayout } from '../../ui/led/led-wall-layout.ts'
import type { MailMessage } from '../adapters/mail/mail-sender.ts'
import type { SavedLedConfiguration } from './saved-configuration-store.ts'

export const LED_MAIL_PURPOSE = 'led-configuration'

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

export function ledConfigurationMail(
  i18n: I18n,
  iso: string,
  saved: SavedLedConfiguration,
  layout: LedWallLayout,
  link: string,
  pdfLink: string,
  to: string,
): MailMessage {
  const pageTexts = ledPageTexts(i18n)
  const toolTexts = ledToolTexts(i18n)
  const rows = ledFigureRows(ledFigureInputOf(iso, saved.configuration, saved.model, layout, toolTexts))
  const linkLine = fillTemplate(pageTexts.mailLink, { date: formatDate(iso, new Date(saved.expires).toISOString()) })
  const text = [
    pageTexts.mailIntro,
    '',
    ...rows.map(([, label, value]) => `${label}: ${value}`),
    '',
    linkLine,
    link,
    '',
    pageTexts.mailPdf,
    pdfLink,
    '',
  ].join('\n')
  const html = [
    `<p>${escapeHtml(pageTexts.mailIntro)}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(
      ([, label, value]) =>
        `<tr><th align="left" style="border-bottom:1px solid #ddd">${escapeHtml(label)}</th><td style="border-bottom:1px solid #ddd">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(linkLine)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(pageTexts.mailPdf)}<br><a href="${escapeHtml(pdfLink)}">${escapeHtml(pdfLink)}</a></p>`,
  ].join('\n')
  return { to: { email: to }, subject: pageTexts.mailSubject, text, html, purpose: LED_MAIL_PURPOSE }
}
