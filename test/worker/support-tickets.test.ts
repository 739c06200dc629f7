/**
 * Tickets and suggestions after they are sent (issue 18): "My tickets" with case numbers and
 * statuses (a partner sees only their own), the support team's answer and status in the staff
 * console (list, filters, search, CSV), the partner's reply, notifications on every step, and the
 * triage of portal suggestions (planned, or declined with a note) whose outcome the partner sees.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { localMailTo } from '../../worker/adapters/mail/local-mailbox-store.ts'
import { noteSignInLocale, notificationsAbout } from '../../worker/notifications/notification-store.ts'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { ORIGIN, asHtml, visit } from './helpers.ts'
import { TEST_CSRF_TOKEN, postForm, signedInCookies } from './portal-helpers.ts'

const HUGO = 'usr-hugo-lefebvre'
const DAAN = 'usr-daan-visser'
const AGENT = 'usr-ravi-mehta'

function ticketForm(email: string, model: string, description: string): FormData {
  const body = new FormData()
  const fields: Record<string, string> = {
    _csrf: TEST_CSRF_TOKEN,
    first_name: 'Someone',
    last_name: 'Partner',
    email,
    company_name: 'A partner',
    country: 'FR',
    product_type: 'signage',
    model_number: model,
    serial_number: 'SN0042',
    firmware_version: 'FW1.0',
    problem_description: description,
    consent_privacy: 'yes',
  }
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return body
}

/** Sends a ticket as `userId`; answers its lead id (the ticket's address) and case number. */
async function sendTicket(userId: string, email: string, model: string, description: string): Promise<{ id: string; caseNumber: string }> {
  const response = await visit('/portal/support/technical-ticket', {
    method: 'POST',
    body: ticketForm(email, model, description),
    headers: {
      Cookie: await signedInCookies(userId),
      Origin: ORIGIN,
      'CF-Connecting-IP': `192.0.2.${Math.floor(Math.random() * 200) + 1}`,
    },
  })
  expect(response.status).toBe(303)
  await response.arrayBuffer()
  const id = /\/portal\/support\/tickets\/([0-9a-f-]+)\?notice=sent$/.exec(response.headers.get('Location')!)![1]!
  const caseNumber = (await env.DB.prepare('SELECT case_number FROM portal_support_tickets WHERE lead_id = ?1')
    .bind(id)
    .first<string>('case_number'))!
  return { id, caseNumber }
}

beforeAll(async () => {
  // Hugo works in French: his e-mails come in French.
  await noteSignInLocale(env.DB, HUGO, 'fr-fr')
})

describe('my tickets', () => {
  it('a sent ticket gets the next case number and status received; the partner reads it under My tickets and is notified, the support agents too', async () => {
    const first = await sendTicket(HUGO, 'hugo.lefebvre@lumiere-integration.example', '55BDL4511D', 'The display restarts every evening.')
    const second = await sendTicket(HUGO, 'hugo.lefebvre@lumiere-integration.example', '43BDL3650Q', 'No picture on HDMI 2.')
    expect(Number(second.caseNumber.slice(3))).toBe(Number(first.caseNumber.slice(3)) + 1)

    const cookie = await signedInCookies(HUGO)
    const page = await visit(`/portal/support/tickets/${first.id}?notice=sent`, { headers: { Cookie: cookie } })
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain(`Ticket ${first.caseNumber}`)
    expect(html).toContain(`Your ticket ${first.caseNumber} was sent to our technical support team`)
    expect(html).toContain('data-ticket-status="received"')
    expect(html).toContain('The display restarts every evening.')

    const mine = await (await visit('/portal/support/tickets', { headers: { Cookie: cookie } })).text()
    expect(mine).toContain(`data-ticket="${first.caseNumber}"`)
    expect(mine).toContain(`data-ticket="${second.caseNumber}"`)
    expect(mine).toContain('55BDL4511D: The display restarts every evening.')
    const support = await (await visit('/portal/support', { headers: { Cookie: cookie } })).text()
    expect(support, 'the support page leads to My tickets').toContain('href="/portal/support/tickets"')

    const told = await notificationsAbout(env.DB, 'support-ticket', first.id)
    expect(told.map((one) => [one.userId, one.kind])).toEqual([
      [HUGO, 'ticket.received'],
      [AGENT, 'ticket.new'],
    ])
    expect((await localMailTo(env.DB, 'hugo.lefebvre@lumiere-integration.example')).map((mail) => mail.subject)).toContain(
      `Nous avons reçu votre ticket ${first.caseNumber}`,
    )
  })

  it('a partner sees only their own tickets', async () => {
    const ticket = await sendTicket(HUGO, 'hugo.lefebvre@lumiere-integration.example', '65BDL3000Q', 'Colours look washed out.')
    const other = await visit(`/portal/support/tickets/${ticket.id}`, { headers: { Cookie: await signedInCookies(DAAN) } })
    await other.arrayBuffer()
    expect(other.status).toBe(404)
    const reply = await postForm(`/portal/support/tickets/${ticket.id}`, { body: 'Me too' }, await signedInCookies(DAAN))
    await reply.arrayBuffer()
    expect(reply.status).toBe(404)
    const list = await (await visit('/portal/support/tickets', { headers: { Cookie: await signedInCookies(DAAN) } })).text()
    expect(list).not.toContain(ticket.caseNumber)
    expect(list).toContain('You have not sent a technical ticket yet.')
  })
})

describe('the support team', () => {
  it('answers and sets the status; the partner is notified, reads the answer, replies, and the ticket waits for the team again', async () => {
    const ticket = await sendTicket(HUGO, 'hugo.lefebvre@lumiere-integration.example', '75BDL4150D', 'The touch layer stops responding.')
    const agent = await signedInCookies(AGENT)
    const list = await (await visit('/portal/staff/tickets?status=open', { headers: { Cookie: agent } })).text()
    expect(list).toContain(`data-row="${ticket.caseNumber}"`)
    const found = await (await visit(`/portal/staff/tickets?q=${ticket.caseNumber}`, { headers: { Cookie: agent } })).text()
    expect(found).toContain(`data-row="${ticket.caseNumber}"`)
    expect(found).toContain('1 item')

    const empty = await postForm(`/portal/staff/tickets/${ticket.id}`, { body: '', status: 'received' }, agent)
    expect(empty.status).toBe(422)
    expect(await empty.text()).toContain('Write an answer or choose another status.')
    const bogus = await postForm(`/portal/staff/tickets/${ticket.id}`, { body: 'x', status: 'solved-by-magic' }, agent)
    expect(bogus.status).toBe(422)
    await bogus.arrayBuffer()

    const answered = await postForm(
      `/portal/staff/tickets/${ticket.id}`,
      { body: 'Please update the firmware to FW2.1 and tell us if it helps.', status: 'answered' },
      agent,
    )
    expect(answered.status).toBe(303)
    await answered.arrayBuffer()
    expect(await env.DB.prepare('SELECT status FROM portal_support_tickets WHERE lead_id = ?1').bind(ticket.id).first('status')).toBe(
      'answered',
    )
    const mail = (await localMailTo(env.DB, 'hugo.lefebvre@lumiere-integration.example'))[0]!
    expect(mail.subject).toBe(`Votre ticket ${ticket.caseNumber} a une réponse`)
    expect(mail.text).toContain(`http://127.0.0.1:8787/fr-fr/portail/assistance/tickets/${ticket.id}`)

    const partner = await signedInCookies(HUGO)
    const page = await (await visit(`/portal/support/tickets/${ticket.id}`, { headers: { Cookie: partner } })).text()
    expect(page).toContain('data-ticket-status="answered"')
    expect(page).toContain('Please update the firmware to FW2.1 and tell us if it helps.')
    expect(page).toContain('Support team (Ravi Mehta)')

    const noText = await postForm(`/portal/support/tickets/${ticket.id}`, { body: '' }, partner)
    expect(noText.status).toBe(422)
    expect(await noText.text()).toContain('Your message is required')
    const replied = await postForm(`/portal/support/tickets/${ticket.id}`, { body: 'FW2.1 fixed it, thank you.' }, partner)
    expect(replied.status).toBe(303)
    await replied.arrayBuffer()
    expect(await env.DB.prepare('SELECT status FROM portal_support_tickets WHERE lead_id = ?1').bind(ticket.id).first('status')).toBe(
      'in-progress',
    )

    const closed = await postForm(`/portal/staff/tickets/${ticket.id}`, { body: '', status: 'closed' }, agent)
    expect(closed.status).toBe(303)
    await closed.arrayBuffer()
    expect(
      (await notificationsAbout(env.DB, 'support-ticket', ticket.id)).map((one) => [one.userId, one.kind, one.values.status ?? '']),
    ).toEqual([
      [HUGO, 'ticket.received', 'received'],
      [AGENT, 'ticket.new', 'received'],
      [HUGO, 'ticket.answered', 'answered'],
      [AGENT, 'ticket.partner-replied', 'answered'],
      [HUGO, 'ticket.status-changed', 'closed'],
    ])
    expect((await auditTrailOf(env.DB, 'lead', ticket.id)).map((entry) => entry.action)).toEqual([
      'support.ticket-sent',
      'support.ticket-answered',
      'support.ticket-replied',
      'support.ticket-status-changed',
    ])
  })

  it('an answer to a ticket someone else changed meanwhile is refused, and nothing is written', async () => {
    const ticket = await sendTicket(HUGO, 'hugo.lefebvre@lumiere-integration.example', '32BDL3751E', 'The remote does not work.')
    const agent = await signedInCookies(AGENT)
    // Another agent answered in between: the status read is no longer the ticket's.
    await env.DB.prepare("UPDATE portal_support_tickets SET status = 'closed' WHERE lead_id = ?1").bind(ticket.id).run()
    const before = await env.DB.prepare('SELECT count(*) AS n FROM support_ticket_messages WHERE lead_id = ?1').bind(ticket.id).first('n')
    const { answerTicket, findTicket } = await import('../../worker/support/support-store.ts')
    const stale = { ...(await findTicket(env.DB, ticket.id, null))!, status: 'received' as const }
    expect(await answerTicket(env.DB, { actorId: AGENT, onBehalfOfId: null }, stale, { body: 'Late answer', status: 'answered' })).toBe(
      false,
    )
    expect(await env.DB.prepare('SELECT count(*) AS n FROM support_ticket_messages WHERE lead_id = ?1').bind(ticket.id).first('n')).toBe(
      before,
    )
    const page = await (await visit(`/portal/staff/tickets/${ticket.id}`, { headers: { Cookie: agent } })).text()
    expect(page).toContain('data-ticket-status="closed"')
  })

  it('exports the filtered tickets as CSV, with cells a spreadsheet would run as formulas defused', async () => {
    const ticket = await sendTicket(
      HUGO,
      'hugo.lefebvre@lumiere-integration.example',
      '49BDL4050D',
      '=HYPERLINK("http://evil.example","click")',
    )
    const response = await visit(`/portal/staff/tickets?q=${ticket.caseNumber}&format=csv`, {
      headers: { Cookie: await signedInCookies(AGENT) },
    })
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)], 'a UTF-8 byte order mark, so spreadsheets read accents right').toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.startsWith('case number,status,partner,person,e-mail,model number,serial number,problem,sent,last change\r\n')).toBe(true)
    expect(text).toContain(
      `${ticket.caseNumber},Received,Lumière Intégration,Hugo Lefebvre,hugo.lefebvre@lumiere-integration.example,49BDL4050D,SN0042,"'=HYPERLINK(""http://evil.example"",""click"")"`,
    )
  })
})

describe('portal suggestions', () => {
  it('the support team triages a suggestion: declining needs a note; the partner is notified and sees the outcome under My tickets', async () => {
    const partner = await signedInCookies(HUGO)
    const sent = await postForm(
      '/portal/support/suggestion',
      { kind: 'feature', summary: 'Dark mode for the portal', description: 'Easier on the eyes in a dim showroom.' },
      partner,
    )
    expect(sent.status).toBe(303)
    await sent.arrayBuffer()
    const id = (await env.DB.prepare('SELECT id FROM portal_suggestions WHERE summary = ?1')
      .bind('Dark mode for the portal')
      .first<string>('id'))!
    const agent = await signedInCookies(AGENT)
    const list = await (await visit('/portal/staff/suggestions?status=new&kind=feature', { headers: { Cookie: agent } })).text()
    expect(list).toContain(`data-row="${id}"`)
    const declinedWithoutNote = await postForm(`/portal/staff/suggestions/${id}`, { outcome: 'declined', note: '' }, agent)
    expect(declinedWithoutNote.status).toBe(422)
    expect(await declinedWithoutNote.text()).toContain('Note to the partner is required')
    const noOutcome = await postForm(`/portal/staff/suggestions/${id}`, { outcome: 'maybe', note: '' }, agent)
    expect(noOutcome.status).toBe(422)
    await noOutcome.arrayBuffer()
    const declined = await postForm(
      `/portal/staff/suggestions/${id}`,
      { outcome: 'declined', note: 'The portal follows your system setting already.' },
      agent,
    )
    expect(declined.status).toBe(303)
    await declined.arrayBuffer()
    const row = await env.DB.prepare('SELECT status, triage_note FROM portal_suggestions WHERE id = ?1').bind(id).first()
    expect(row).toEqual({ status: 'declined', triage_note: 'The portal follows your system setting already.' })
    const mine = await (await visit('/portal/support/tickets', { headers: { Cookie: partner } })).text()
    const item = mine.slice(mine.indexOf(`data-suggestion="${id}"`))
    expect(item).toContain('data-suggestion-status="declined"')
    expect(item).toContain('The portal follows your system setting already.')
    const notified = await notificationsAbout(env.DB, 'portal-suggestion', id)
    expect(notified.map((one) => [one.userId, one.kind, one.values.outcome])).toEqual([[HUGO, 'suggestion.triaged', 'declined']])
    expect((await auditTrailOf(env.DB, 'portal-suggestion', id)).map((entry) => entry.action)).toEqual([
      'support.suggestion-sent',
      'support.suggestion-triaged',
    ])
    const french = (await localMailTo(env.DB, 'hugo.lefebvre@lumiere-integration.example'))[0]!
    expect(french.subject).toBe(`Votre suggestion « Dark mode for the portal » a été refusée`)
    expect(french.html).toContain(asHtml('The portal follows your system setting already.'))
  })
})
