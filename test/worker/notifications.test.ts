/**
 * The notification service (issue 18, docs/decisions/034-notifications.md): a notification is stored
 * for every recipient (the portal's notification centre, unread count in the portal header, mark as
 * read) and e-mailed in the recipient's language — HTML and plain text from one React template —
 * unless they turned that category off (account changes always go out). A mail the mail system
 * refuses stays pending and the cron sweep sends it later, or gives up visibly. Through the
 * production SendGrid adapter with the runtime's real fetch against the loopback stand-in, and
 * through the local mailbox, which LOCAL and DEV show to the signed-in person only.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../../ui/log/logger.ts'
import { localMailTo } from '../../worker/adapters/mail/local-mailbox-store.ts'
import { mailSenderFor } from '../../worker/adapters/mail/mail-sender.ts'
import { retryPendingMails } from '../../worker/notifications/mail-sweep.ts'
import {
  MAIL_ATTEMPTS_BEFORE_GIVING_UP,
  type NotificationContext,
  type NotificationEvent,
  notificationContextFor,
  notify,
} from '../../worker/notifications/notification-service.ts'
import {
  noteSignInLocale,
  notificationsAbout,
  saveNotificationSettings,
  unreadCountOf,
} from '../../worker/notifications/notification-store.ts'
import { ORIGIN, visit, visitWith } from './helpers.ts'
import { STAND_IN_CREDENTIALS, standInTenant } from './outside-services/stand-in.ts'
import { CookieJar, postForm, signInThroughLocalProvider, signedInCookies } from './portal-helpers.ts'

const logger = createLogger('silent')
const OLIVIA = 'usr-olivia-bennett'
const CLAIRE = 'usr-claire-martin'
const TOM = 'usr-tom-hughes'

function localContext(): NotificationContext {
  return notificationContextFor(env, 'LOCAL', logger)
}

let subjects = 0
function event(overrides: Partial<NotificationEvent> = {}): NotificationEvent {
  subjects++
  return {
    kind: 'demo-request.approved',
    recipients: [OLIVIA],
    subject: { type: 'demo-request', id: `dr-test-${subjects}` },
    link: { route: 'portal-demo-requests-request', params: { requestId: `dr-test-${subjects}` } },
    values: { event: 'Harbour showroom', reason: 'Enjoy the event.' },
    ...overrides,
  }
}

describe('notifying', () => {
  it('stores one notification per recipient and mails each in their own language, HTML and plain text from one template', async () => {
    await saveNotificationSettings(env.DB, CLAIRE, { mailLocale: 'fr-fr', mutedCategories: [] })
    const sent = event({ recipients: [OLIVIA, CLAIRE, OLIVIA, 'usr-nobody'] })
    await notify(localContext(), sent)
    const stored = await notificationsAbout(env.DB, sent.subject.type, sent.subject.id)
    expect(stored.map((one) => [one.userId, one.kind, one.mailStatus])).toEqual([
      [OLIVIA, 'demo-request.approved', 'sent'],
      [CLAIRE, 'demo-request.approved', 'sent'],
    ])

    const english = (await localMailTo(env.DB, 'olivia.bennett@brightline-av.example'))[0]!
    expect(english).toMatchObject({
      purpose: 'notification:demo-request.approved',
      subject: 'Your demo request for “Harbour showroom” was approved',
    })
    expect(english.text).toContain('Hello Olivia Bennett,')
    expect(english.text).toContain('Reason: Enjoy the event.')
    expect(english.text).toContain(`Open in the partner portal: http://127.0.0.1:8787/portal/demo-equipment/${sent.subject.id}`)
    expect(english.text).toContain('Choose which e-mails you get: http://127.0.0.1:8787/portal/notifications/settings')
    expect(english.text).not.toContain('<')
    expect(english.html).toMatch(/^<!DOCTYPE html><html lang="en-GB">/)
    expect(english.html).toContain(`href="http://127.0.0.1:8787/portal/demo-equipment/${sent.subject.id}"`)

    const french = (await localMailTo(env.DB, 'claire.martin@lumiere-integration.example'))[0]!
    expect(french.subject).toBe('Votre demande de démonstration pour « Harbour showroom » a été approuvée')
    expect(french.html).toContain('<html lang="fr-FR">')
    expect(french.text).toContain(`http://127.0.0.1:8787/fr-fr/portail/materiel-de-demonstration/${sent.subject.id}`)
  })

  it('writes in the language someone last signed in with until they choose one', async () => {
    await noteSignInLocale(env.DB, 'usr-jonas-weber', 'de-de')
    await notify(localContext(), event({ recipients: ['usr-jonas-weber'] }))
    expect((await localMailTo(env.DB, 'jonas.weber@pixelhaus.example'))[0]!.subject).toBe(
      'Ihre Anfrage für Vorführgeräte für „Harbour showroom“ wurde genehmigt',
    )
    // A locale this environment does not offer falls back to the default.
    await saveNotificationSettings(env.DB, 'usr-jonas-weber', { mailLocale: 'ja-jp', mutedCategories: [] })
    const production = { ...localContext(), environment: 'PRD' as const }
    await notify(production, event({ recipients: ['usr-jonas-weber'] }))
    expect((await localMailTo(env.DB, 'jonas.weber@pixelhaus.example'))[0]!.subject).toBe(
      'Your demo request for “Harbour showroom” was approved',
    )
  })

  it('someone who turned a category off still gets the notification in the portal, but no e-mail; account changes are always mailed', async () => {
    await saveNotificationSettings(env.DB, TOM, { mailLocale: null, mutedCategories: ['demo-requests', 'account'] })
    const mailsBefore = (await localMailTo(env.DB, 'tom.hughes@brightline-av.example')).length
    const quiet = event({ recipients: [TOM] })
    await notify(localContext(), quiet)
    expect((await notificationsAbout(env.DB, quiet.subject.type, quiet.subject.id)).map((one) => one.mailStatus)).toEqual(['not-wanted'])
    expect((await localMailTo(env.DB, 'tom.hughes@brightline-av.example')).length).toBe(mailsBefore)
    const security = event({
      kind: 'account.role-changed',
      recipients: [TOM],
      subject: { type: 'user', id: TOM },
      link: { route: 'portal' },
      values: { before: 'trainee', after: 'partner-executive' },
    })
    await notify(localContext(), security)
    expect((await notificationsAbout(env.DB, 'user', TOM)).map((one) => one.mailStatus)).toEqual(['sent'])
    expect((await localMailTo(env.DB, 'tom.hughes@brightline-av.example'))[0]!.subject).toBe('Your role in the portal has changed')
  })
})

describe('the mail system failing', () => {
  it('leaves the e-mail pending through the production SendGrid adapter; the sweep sends it once SendGrid answers, or gives up visibly', async () => {
    const tenant = standInTenant()
    const sendGrid = mailSenderFor(
      'UAT',
      { ENVIRONMENT: 'UAT', DB: env.DB, MAIL_API_KEY: STAND_IN_CREDENTIALS.sendGridKey, MAIL_SEND_URL: tenant.sendGridSendUrl },
      logger,
    )
    const context: NotificationContext = { ...localContext(), mail: sendGrid }
    await tenant.script('sendgrid', { status: 503, json: { errors: [{ message: 'Service unavailable' }] } })
    const first = event({ recipients: [CLAIRE] })
    await notify(context, first)
    const [pending] = await notificationsAbout(env.DB, first.subject.type, first.subject.id)
    expect(pending).toMatchObject({ mailStatus: 'pending', mailAttempts: 1 })

    // A minute later the cron's sweep tries again; SendGrid accepts it.
    const later = new Date(Date.now() + 2 * 60_000)
    expect(await retryPendingMails(context, later)).toMatchObject({ sent: 1 })
    const [sent] = await notificationsAbout(env.DB, first.subject.type, first.subject.id)
    expect(sent).toMatchObject({ mailStatus: 'sent', mailAttempts: 2 })
    const requests = await tenant.requests('sendgrid')
    expect(requests).toHaveLength(2)
    const payload = JSON.parse(requests[1]!.body) as {
      subject: string
      content: Array<{ type: string; value: string }>
      categories: string[]
    }
    expect(payload.subject).toBe('Votre demande de démonstration pour « Harbour showroom » a été approuvée')
    expect(payload.content.map((part) => part.type)).toEqual(['text/plain', 'text/html'])
    expect(payload.categories).toEqual(['notification:demo-request.approved'])

    // A mail SendGrid keeps refusing ends failed after the last attempt, and the centre says so.
    const second = event({ recipients: [OLIVIA] })
    await tenant.script(
      'sendgrid',
      ...Array.from({ length: MAIL_ATTEMPTS_BEFORE_GIVING_UP }, () => ({ status: 500, json: { errors: [] } })),
    )
    await notify(context, second)
    for (let sweep = 1; sweep < MAIL_ATTEMPTS_BEFORE_GIVING_UP; sweep++) await retryPendingMails(context, later)
    const [failed] = await notificationsAbout(env.DB, second.subject.type, second.subject.id)
    expect(failed).toMatchObject({ mailStatus: 'failed', mailAttempts: MAIL_ATTEMPTS_BEFORE_GIVING_UP })
    const page = await (await visit('/portal/notifications', { headers: { Cookie: await signedInCookies(OLIVIA) } })).text()
    expect(page).toContain('data-mail-state="failed"')
    expect(page).toContain('The e-mail could not be sent')
  })
})

describe('the notification centre', () => {
  it('shows the unread count in the portal header; opening one marks it read and goes to its page; mark all as read', async () => {
    const person = 'usr-daan-visser'
    const cookie = await signedInCookies(person)
    const one = event({ recipients: [person] })
    const two = event({
      recipients: [person],
      kind: 'demo-request.shipped',
      values: { event: 'Expo', carrier: 'UPS', tracking: '1Z', dueBack: '2031-05-02' },
    })
    await notify(localContext(), [one, two])
    const dashboard = await (await visit('/portal', { headers: { Cookie: cookie } })).text()
    expect(dashboard).toContain('data-notifications-link="" data-unread="2"')
    expect(dashboard).toMatch(/data-unread-count="">2<span class="[^"]+"> unread<\/span>/)

    const list = await (await visit('/portal/notifications', { headers: { Cookie: cookie } })).text()
    expect(list).toContain('The demo equipment for “Expo” is on its way')
    expect(list).toContain('Carrier: UPS. Tracking number: 1Z. Please have it ready to go back by 2 May 2031.')
    expect(list.indexOf('“Expo”'), 'newest first').toBeLessThan(list.indexOf('“Harbour showroom”'))
    const [stored] = await notificationsAbout(env.DB, one.subject.type, one.subject.id)
    const opened = await postForm(`/portal/notifications/${stored!.id}`, {}, cookie)
    expect(opened.status).toBe(303)
    expect(opened.headers.get('Location')).toBe(`/portal/demo-equipment/${one.subject.id}`)
    expect(await unreadCountOf(env.DB, person)).toBe(1)

    const someoneElse = await postForm(`/portal/notifications/${stored!.id}`, {}, await signedInCookies(OLIVIA))
    await someoneElse.arrayBuffer()
    expect(someoneElse.status, 'another person’s notification is not found').toBe(404)

    const all = await postForm('/portal/notifications', {}, cookie)
    expect(all.status).toBe(303)
    expect(all.headers.get('Location')).toBe('/portal/notifications?notice=all-read')
    expect(await unreadCountOf(env.DB, person)).toBe(0)
    const after = await (await visit('/portal', { headers: { Cookie: cookie } })).text()
    expect(after).toContain('data-unread="0"')
    expect(after).not.toContain('data-unread-count')
  })

  it('reads in the page’s language, whatever language the e-mail went out in', async () => {
    const person = 'usr-lucia-fernandez'
    await notify(localContext(), event({ recipients: [person] }))
    const page = await (await visit('/es-es/portal/notificaciones', { headers: { Cookie: await signedInCookies(person) } })).text()
    expect(page).toContain('Su solicitud de equipos de demostración para «Harbour showroom» ha sido aprobada')
  })

  it('the settings save the e-mail language and categories; a language not offered is refused and nothing changes', async () => {
    const cookie = await signedInCookies(OLIVIA)
    const form = await (await visit('/portal/notifications/settings', { headers: { Cookie: cookie } })).text()
    expect(form).toContain('name="mail_locale"')
    expect(form).toContain('value="demo-requests"')
    const always = form.match(/<input [^>]*type="checkbox"[^>]*>/g)!.filter((input) => input.includes('always-mailed'))
    expect(always, 'the always-mailed category is shown ticked and cannot be unticked').toHaveLength(1)
    expect(always[0]).toContain('disabled=""')
    expect(always[0]).toContain('checked=""')
    const saved = await postForm('/portal/notifications/settings', { mail_locale: 'de-de', mail: 'support' }, cookie)
    expect(saved.status).toBe(303)
    expect(saved.headers.get('Location')).toBe('/portal/notifications/settings?notice=saved')
    const rows = await env.DB.prepare('SELECT category FROM notification_mail_opt_outs WHERE user_id = ?1 ORDER BY category')
      .bind(OLIVIA)
      .all()
    expect(rows.results).toEqual([
      { category: 'demo-requests' },
      { category: 'promotions' },
      { category: 'success-stories' },
      { category: 'trainings' },
      { category: 'wave' },
    ])
    expect(await env.DB.prepare('SELECT mail_locale FROM notification_settings WHERE user_id = ?1').bind(OLIVIA).first('mail_locale')).toBe(
      'de-de',
    )

    const refusals: Array<Record<string, string>> = [{ mail_locale: 'xx-yy' }, { mail_locale: 'en-gb', mail: 'everything' }]
    for (const fields of refusals) {
      const refused = await postForm('/portal/notifications/settings', fields, cookie)
      expect(refused.status, JSON.stringify(fields)).toBe(422)
      expect(await refused.text()).toContain('Choose a language from the list and the e-mails you want.')
    }
    // PRD does not offer ja-jp.
    const production = await visitWith({ ENVIRONMENT: 'PRD' }, '/portal/notifications/settings', {
      method: 'POST',
      body: new URLSearchParams({ _csrf: 'test-csrf-token-0123456789abcdefghijklmn', mail_locale: 'ja-jp' }),
      headers: { Cookie: cookie.replace('csrf=', '__Host-csrf='), Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    await production.arrayBuffer()
    expect([401, 422]).toContain(production.status)
    expect(await env.DB.prepare('SELECT mail_locale FROM notification_settings WHERE user_id = ?1').bind(OLIVIA).first('mail_locale')).toBe(
      'de-de',
    )
  })

  it('signing in remembers the language of the sign-in', async () => {
    const jar = new CookieJar()
    await signInThroughLocalProvider(jar, 'giulia.conti@visione-display.example')
    expect(
      await env.DB.prepare('SELECT last_locale FROM notification_settings WHERE user_id = ?1')
        .bind('usr-giulia-conti')
        .first('last_locale'),
    ).toBe('en-gb')
  })
})

describe('the local mailbox', () => {
  it('shows a signed-in person the e-mails sent to them, and their HTML sandboxed; nothing to anyone else', async () => {
    await notify(localContext(), event({ recipients: ['usr-aoife-byrne'] }))
    const cookie = await signedInCookies('usr-aoife-byrne')
    const page = await visit('/local-mailbox', { headers: { Cookie: cookie } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Your demo request for “Harbour showroom” was approved')
    const id = /href="\/local-mailbox\/([^"]+)"/.exec(html)![1]!
    const body = await visit(`/local-mailbox/${id}`, { headers: { Cookie: cookie } })
    expect(body.headers.get('Content-Security-Policy')).toBe("sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:")
    expect(await body.text()).toContain('<!DOCTYPE html>')
    const other = await visit(`/local-mailbox/${id}`, { headers: { Cookie: await signedInCookies(OLIVIA) } })
    await other.arrayBuffer()
    expect(other.status).toBe(404)
    const signedOut = await visit('/local-mailbox')
    await signedOut.arrayBuffer()
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.get('Location')).toBe('/portal/sign-in?return_to=%2Flocal-mailbox')
  })

  it('does not exist in UAT and PRD', async () => {
    for (const environment of ['UAT', 'PRD']) {
      const response = await visitWith({ ENVIRONMENT: environment }, '/local-mailbox')
      await response.arrayBuffer()
      expect(response.status, environment).toBe(404)
    }
    const list = await (await visit('/portal/notifications', { headers: { Cookie: await signedInCookies(OLIVIA) } })).text()
    expect(list, 'LOCAL links it from the notification centre').toContain('href="/local-mailbox"')
  })
})
