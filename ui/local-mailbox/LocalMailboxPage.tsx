/**
 * The local mailbox of LOCAL and DEV: the e-mails the site sent to the signed-in person, newest
 * first, each with its plain-text body and a link to its HTML body. Never reachable in UAT or PRD.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { EmptyState } from '../components/ListMessage.tsx'
import { formatDate } from '../format/intl.ts'
import { portalTitleClass } from '../portal/PortalLayout.tsx'

export interface LocalMailItem {
  id: string
  subject: string
  /** ISO time. */
  sentAt: string
  text: string
  htmlHref: string | null
}

const itemClass = css({ borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg', p: '4', bg: 'white' })
const linkClass = css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline', _hover: { textDecoration: 'none' } })

export function LocalMailboxPage({
  address,
  messages,
  notificationsHref,
  iso,
}: {
  address: string
  messages: LocalMailItem[]
  notificationsHref: string
  iso: string
}) {
  const { i18n } = useLingui()
  return (
    <section className={css({ maxWidth: '5xl', mx: 'auto', px: { base: '4', lg: '6' }, py: '8' })}>
      <h1 className={portalTitleClass}>{i18n._({ id: 'local_mailbox.title', message: 'Local mailbox' })}</h1>
      <p className={css({ mb: '2', maxWidth: '70ch' })}>
        {i18n._({
          id: 'local_mailbox.intro',
          message:
            'This development and test site sends no e-mail: every message it would send is kept here. You see the messages sent to {address}.',
          values: { address },
        })}
      </p>
      <p className={css({ mb: '6' })}>
        <a href={notificationsHref} className={linkClass}>
          {i18n._({ id: 'local_mailbox.back', message: 'Back to your notifications' })}
        </a>
      </p>
      {messages.length ? (
        <ol className={css({ listStyle: 'none', display: 'grid', gap: '4' })} data-local-mail="">
          {messages.map((message) => (
            <li key={message.id} className={itemClass} data-mail={message.id}>
              <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', color: 'brand.theme' })} data-mail-subject="">
                {message.subject}
              </h2>
              <p className={css({ fontSize: 'sm', color: 'gray.700', mb: '2' })}>
                {formatDate(iso, message.sentAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </p>
              <details>
                <summary className={css({ cursor: 'pointer', fontWeight: 'semibold' })}>
                  {i18n._({ id: 'local_mailbox.text', message: 'Plain text' })}
                </summary>
                <pre className={css({ whiteSpace: 'pre-wrap', fontFamily: 'inherit', mt: '2' })} data-mail-text="">
                  {message.text}
                </pre>
              </details>
              {message.htmlHref ? (
                <p className={css({ mt: '2' })}>
                  <a href={message.htmlHref} className={linkClass} target="_blank" rel="noopener">
                    {i18n._({ id: 'local_mailbox.html', message: 'Open the HTML version' })}
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState>{i18n._({ id: 'local_mailbox.empty', message: 'No e-mail has been sent to you yet.' })}</EmptyState>
      )}
    </section>
  )
}
