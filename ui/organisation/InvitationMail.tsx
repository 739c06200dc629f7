/**
 * The invitation e-mail (docs/decisions/048-partner-self-service.md): one React template for the
 * HTML body and, through mailPlainText, the plain-text one. No hooks: the i18n comes as a prop.
 */
import type { I18n } from '@lingui/core'
import type { CSSProperties } from 'react'
import { roleLabel } from '../portal/labels.ts'
import type { PortalRole } from '../portal/partner-roles.ts'
import { COMPANY_NAME, PROGRESS_BAR_COLOUR, THEME_COLOUR } from '../styles/brand.ts'

const cardStyle: CSSProperties = { maxWidth: 560, margin: '0 auto', background: '#ffffff', padding: '24px 32px', color: '#1f2937' }
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

export interface InvitationMailProps {
  i18n: I18n
  lang: string
  name: string
  inviter: string
  organisation: string
  role: PortalRole
  acceptHref: string
  /** ISO date-time the link stops working. */
  validUntil: string
}

export function invitationMailSubject(i18n: I18n, organisation: string): string {
  return i18n._({
    id: 'invitation_mail.subject',
    message: 'You are invited to the {company} partner portal for {organisation}',
    values: { company: COMPANY_NAME, organisation },
  })
}

export function InvitationMail({ i18n, lang, name, inviter, organisation, role, acceptHref, validUntil }: InvitationMailProps) {
  const subject = invitationMailSubject(i18n, organisation)
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, padding: '24px 0', background: '#f3f5f8', fontFamily: 'Arial, Helvetica, sans-serif' }}>
        <div style={cardStyle}>
          <p style={{ color: THEME_COLOUR, fontWeight: 'bold', fontSize: 18, margin: '0 0 16px' }}>{COMPANY_NAME}</p>
          <h1 style={{ color: THEME_COLOUR, fontSize: 22, lineHeight: 1.3, margin: '0 0 16px' }}>{subject}</h1>
          <p style={paragraphStyle}>{i18n._({ id: 'notification.mail.greeting', message: 'Hello {name},', values: { name } })}</p>
          <p style={paragraphStyle}>
            {i18n._({
              id: 'invitation_mail.text',
              message:
                '{inviter} invites you to join {organisation} in the partner portal with the role “{role}”. Open the link and sign in with the Microsoft or Google account of this e-mail address. The link works once, until {validUntil}.',
              values: { inviter, organisation, role: roleLabel(i18n, role), validUntil },
            })}
          </p>
          <p style={paragraphStyle}>
            <a href={acceptHref} style={buttonStyle}>
              {i18n._({ id: 'invitation_mail.accept', message: 'Accept the invitation' })}
            </a>
          </p>
          <p style={{ fontSize: 13, lineHeight: 1.5, color: '#4b5563', margin: '16px 0 0' }}>
            {i18n._({
              id: 'invitation_mail.ignore',
              message: 'If you did not expect this invitation, you can ignore this e-mail: nothing happens without you.',
            })}
          </p>
        </div>
      </body>
    </html>
  )
}
