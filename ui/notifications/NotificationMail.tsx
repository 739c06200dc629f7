/**
 * The e-mail of a notification, one React template for both bodies: the worker renders its HTML
 * with React's static markup renderer and its plain text with `mailPlainText` (mail-plain-text.ts),
 * so the two never drift apart. Inline styles only (mail clients drop style sheets), no hooks
 * (the text renderer calls components as functions): the reader's i18n comes as a prop.
 */
import type { I18n } from '@lingui/core'
import type { CSSProperties } from 'react'
import { COMPANY_NAME, PROGRESS_BAR_COLOUR, THEME_COLOUR } from '../styles/brand.ts'
import type { NotificationText } from './notification-texts.ts'

export interface NotificationMailProps {
  i18n: I18n
  /** BCP 47 tag of the mail's language. */
  lang: string
  recipientName: string
  text: NotificationText
  /** The portal page the notification is about (absolute address). */
  actionHref: string
  /** The recipient's notification settings (absolute address). */
  settingsHref: string
  /** True when the recipient cannot turn this category of e-mail off. */
  alwaysMailed: boolean
}

const bodyStyle: CSSProperties = { margin: 0, padding: '24px 0', background: '#f3f5f8', fontFamily: 'Arial, Helvetica, sans-serif' }
const cardStyle: CSSProperties = { maxWidth: 560, margin: '0 auto', background: '#ffffff', padding: '24px 32px', color: '#1f2937' }
const brandStyle: CSSProperties = { color: THEME_COLOUR, fontWeight: 'bold', fontSize: 18, margin: '0 0 16px' }
const headingStyle: CSSProperties = { color: THEME_COLOUR, fontSize: 22, lineHeight: 1.3, margin: '0 0 16px' }
const paragraphStyle: CSSProperties = { fontSize: 16, lineHeight: 1.5, margin: '0 0 16px' }
const buttonStyle: CSSProperties = {
  display: 'inline-block',
  background: PROGRESS_BAR_COLOUR,
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: 6,
  textDecoration: 'none',
  fontWeight: 'bold',
}
const footerStyle: CSSProperties = { fontSize: 13, lineHeight: 1.5, color: '#4b5563', margin: '16px 0 0' }

export function NotificationMail({ i18n, lang, recipientName, text, actionHref, settingsHref, alwaysMailed }: NotificationMailProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{text.title}</title>
      </head>
      <body style={bodyStyle}>
        <div style={cardStyle}>
          <p style={brandStyle}>{COMPANY_NAME}</p>
          <h1 style={headingStyle}>{text.title}</h1>
          <p style={paragraphStyle}>
            {i18n._({ id: 'notification.mail.greeting', message: 'Hello {name},', values: { name: recipientName } })}
          </p>
          {text.body
            .split('\n\n')
            .filter(Boolean)
            .map((paragraph, index) => (
              <p key={index} style={paragraphStyle}>
                {paragraph}
              </p>
            ))}
          <p style={paragraphStyle}>
            <a href={actionHref} style={buttonStyle}>
              {i18n._({ id: 'notification.mail.open', message: 'Open in the partner portal' })}
            </a>
          </p>
          <hr style={{ border: 0, borderTop: '1px solid #e5e7eb', margin: '24px 0 0' }} />
          <p style={footerStyle}>
            {alwaysMailed
              ? i18n._({
                  id: 'notification.mail.always',
                  message: 'You receive this e-mail because it concerns the security of your account.',
                })
              : i18n._({
                  id: 'notification.mail.why',
                  message: 'You receive this e-mail because of your notification settings in the {company} partner portal.',
                  values: { company: COMPANY_NAME },
                })}{' '}
            <a href={settingsHref}>{i18n._({ id: 'notification.mail.settings', message: 'Choose which e-mails you get' })}</a>
          </p>
        </div>
      </body>
    </html>
  )
}
