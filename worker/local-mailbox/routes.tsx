/**
 * The local mailbox over HTTP (local-mailbox-access.ts): `/local-mailbox` lists the e-mails kept
 * for the signed-in person's own address, `/local-mailbox/{id}` shows one message's HTML body,
 * sandboxed (no scripts, no forms, nothing loaded). 404 wherever real mail is sent.
 */
import { Hono } from 'hono'
import { isoOf } from '../../ui/format/intl.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { LocalMailboxPage } from '../../ui/local-mailbox/LocalMailboxPage.tsx'
import { actingPerson } from '../../ui/portal/viewer.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { RETURN_TO_PARAMETER } from '../../ui/sign-in/sign-in-problems.ts'
import { localMailFor, localMailTo } from '../adapters/mail/local-mailbox-store.ts'
import { PRIVATE_RESPONSE } from '../auth/session-step.ts'
import type { AppEnv } from '../env.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import { LOCAL_MAILBOX_PATH, hasLocalMailbox } from './local-mailbox-access.ts'

export const localMailbox = new Hono<AppEnv>()

localMailbox.use(async (c, next) => {
  if (!hasLocalMailbox(c)) return renderNotFound(c)
  c.header('Cache-Control', PRIVATE_RESPONSE)
  await next()
})

localMailbox.get('/', async (c) => {
  const viewer = c.get('viewer')
  const locale = c.get('locale')
  if (!viewer) {
    return c.redirect(
      `${pathFor('portal-sign-in', locale.code)}?${new URLSearchParams({ [RETURN_TO_PARAMETER]: LOCAL_MAILBOX_PATH })}`,
      302,
    )
  }
  const i18n = c.get('i18n') ?? i18nFor(locale, c.get('logger'))
  c.set('i18n', i18n)
  const person = actingPerson(viewer)
  const messages = await localMailTo(c.env.DB, person.email)
  return c.render(
    <LocalMailboxPage
      address={person.email}
      messages={messages.map((message) => ({
        id: message.id,
        subject: message.subject,
        sentAt: message.sentAt,
        text: message.text,
        htmlHref: message.html ? `${LOCAL_MAILBOX_PATH}/${encodeURIComponent(message.id)}` : null,
      }))}
      notificationsHref={pathFor('portal-notifications', locale.code)}
      iso={isoOf(locale.code)}
    />,
    {
      head: {
        title: i18n._({ id: 'local_mailbox.title', message: 'Local mailbox' }),
        alternates: {},
        canonical: new URL(LOCAL_MAILBOX_PATH, c.env.SITE_ORIGIN).toString(),
        noindex: true,
      },
    },
  )
})

localMailbox.get('/:id', async (c) => {
  const viewer = c.get('viewer')
  if (!viewer) return renderNotFound(c)
  const message = await localMailFor(c.env.DB, c.req.param('id'), actingPerson(viewer).email)
  if (!message?.html) return renderNotFound(c)
  return c.body(message.html, 200, {
    'Content-Type': 'text/html; charset=UTF-8',
    // The message as a mail client would show it, and nothing more: no scripts, forms or requests.
    'Content-Security-Policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  })
})
