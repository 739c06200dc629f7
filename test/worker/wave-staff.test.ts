/**
 * Wave requests in the staff console (issue 18): the support agent lists requests by phase, opens
 * one that stopped (its last error, its history), retries the missing phases through the same
 * adapters as the executive's "Try again", and writes notes the executive reads on the Wave page;
 * every state change is notified to the executive (and a stop to the support agents).
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../../ui/log/logger.ts'
import { LocalWaveAccounts } from '../../worker/adapters/wave-accounts/local-wave-account-store.ts'
import { CustomerRecordsUnavailable } from '../../worker/customer-records/customer-record-service.ts'
import { LocalCustomerRecords } from '../../worker/customer-records/local-customer-record-store.ts'
import { notificationsAbout } from '../../worker/notifications/notification-store.ts'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { findPortalUser } from '../../worker/partners/portal-user-store.ts'
import { submitWaveRequest } from '../../worker/wave-requests/wave-request-store.ts'
import { visit } from './helpers.ts'
import { postForm, signedInCookies } from './portal-helpers.ts'

const OLIVIA = 'usr-olivia-bennett'
const AGENT = 'usr-ravi-mehta'

const VALUES = {
  first_name: 'Olivia',
  last_name: 'Bennett',
  email: 'olivia.bennett@brightline-av.example',
  registered_company_name: 'Brightline AV',
  business_country: 'GB',
  phoneNumber: '+44 20 7946 0958',
  job_title: 'Managing director',
  department: '',
  company_website: 'www.brightline-av.co.uk',
  street_and_number: '12 Harbour Street',
  industry_focus: 'retail',
  business_type: 'system-integrator',
  display_type: 'signage',
  consent_terms: true,
  consent_privacy: true,
  consent_marketing: false,
}

/** A request stored and stopped in phase two (the customer record system was down). */
async function stoppedRequest(): Promise<string> {
  const records = new LocalCustomerRecords(env.DB)
  records.recordWaveRequest = () => Promise.reject(new CustomerRecordsUnavailable('down for maintenance'))
  const olivia = (await findPortalUser(env.DB, OLIVIA))!
  const result = await submitWaveRequest(
    {
      db: env.DB,
      waveAccounts: new LocalWaveAccounts(env.DB),
      customerRecords: records,
      who: { actorId: OLIVIA, onBehalfOfId: null },
      logger: createLogger('silent'),
    },
    olivia,
    VALUES,
  )
  expect(result).toMatchObject({ kind: 'failed', phase: 'finalise' })
  return result.kind === 'failed' ? result.requestId : ''
}

describe('Wave requests in the staff console', () => {
  it('lists a stopped request with its phase; the support agent retries it and the executive is told it is complete', async () => {
    const id = await stoppedRequest()
    const agent = await signedInCookies(AGENT)
    const inbox = await (await visit('/portal/staff', { headers: { Cookie: agent } })).text()
    // The seeded request of Pacific Screens and this one.
    expect(inbox.slice(inbox.indexOf('data-inbox-queue="wave-requests"'))).toMatch(/^[^>]*>\s*<span[^>]*data-inbox-count="2"/)
    const list = await (await visit('/portal/staff/wave-requests?status=unfinished', { headers: { Cookie: agent } })).text()
    expect(list).toContain(`data-row="${id}"`)
    expect(list).toContain('data-row="wave-seeded-pacific"')
    expect(list).toContain('Phase 2: account created, not recorded with the customer yet')
    const finished = await (await visit('/portal/staff/wave-requests?status=finalised', { headers: { Cookie: agent } })).text()
    expect(finished).not.toContain(`data-row="${id}"`)

    const page = await (await visit(`/portal/staff/wave-requests/${id}`, { headers: { Cookie: agent } })).text()
    expect(page).toContain('data-wave-status="account-created"')
    expect(page).toContain('down for maintenance')
    expect(page).toContain('data-wave-error')
    expect(page).toContain('A phase failed')

    const retried = await postForm(`/portal/staff/wave-requests/${id}`, { action: 'retry' }, agent)
    expect(retried.status).toBe(303)
    expect(retried.headers.get('Location')).toBe(`/portal/staff/wave-requests/${id}?notice=retried`)
    await retried.arrayBuffer()
    expect(await env.DB.prepare('SELECT status FROM wave_requests WHERE id = ?1').bind(id).first('status')).toBe('finalised')
    const finalised = (await auditTrailOf(env.DB, 'wave-request', id)).at(-1)!
    expect([finalised.action, finalised.actorId]).toEqual(['wave-request.finalised', AGENT])
    expect((await notificationsAbout(env.DB, 'wave-request', id)).map((one) => [one.userId, one.kind])).toEqual([
      [OLIVIA, 'wave-request.finalised'],
    ])
    const again = await postForm(`/portal/staff/wave-requests/${id}`, { action: 'retry' }, agent)
    expect(again.status, 'nothing left to retry').toBe(409)
    await again.arrayBuffer()
  })

  it('a note to the partner needs text; the executive reads it on the Wave page and as a notification', async () => {
    await env.DB.batch([env.DB.prepare('DELETE FROM wave_request_notes'), env.DB.prepare('DELETE FROM wave_requests')])
    const id = await stoppedRequest()
    const agent = await signedInCookies(AGENT)
    const empty = await postForm(`/portal/staff/wave-requests/${id}`, { action: 'note', note: ' ' }, agent)
    expect(empty.status).toBe(422)
    expect(await empty.text()).toContain('Write to the partner is required')
    const noted = await postForm(
      `/portal/staff/wave-requests/${id}`,
      { action: 'note', note: 'Our customer records are back on Monday; we will finish your request then.' },
      agent,
    )
    expect(noted.status).toBe(303)
    await noted.arrayBuffer()
    const wave = await (await visit('/portal/wave', { headers: { Cookie: await signedInCookies(OLIVIA) } })).text()
    expect(wave).toContain('data-wave-notes')
    expect(wave).toContain('Our customer records are back on Monday; we will finish your request then.')
    const note = (await notificationsAbout(env.DB, 'wave-request', id)).at(-1)!
    expect([note.userId, note.kind, note.values.note]).toEqual([
      OLIVIA,
      'wave-request.note',
      'Our customer records are back on Monday; we will finish your request then.',
    ])
  })

  it('the executive’s own submission tells the support agents, and the executive how it ended', async () => {
    await env.DB.batch(
      ['wave_request_notes', 'wave_requests', 'local_wave_accounts', 'local_customer_wave_requests'].map((table) =>
        env.DB.prepare(`DELETE FROM ${table}`),
      ),
    )
    const cookie = await signedInCookies(OLIVIA)
    const steps: Array<Record<string, string>> = [
      {
        wizard_step: 'contact',
        wizard_action: 'next',
        phoneNumber: '+44 20 7946 0958',
        job_title: 'Managing director',
        department: 'Sales',
      },
      {
        wizard_step: 'account',
        wizard_action: 'next',
        company_website: 'www.brightline-av.co.uk',
        street_and_number: '12 Harbour Street',
        industry_focus: 'retail',
        business_type: 'system-integrator',
        display_type: 'signage',
      },
      { wizard_step: 'declarations', wizard_action: 'next', consent_terms: 'yes', consent_privacy: 'yes' },
    ]
    for (const step of steps) {
      const response = await postForm('/portal/wave', step, cookie)
      expect(response.status, step.wizard_step).toBe(303)
      await response.arrayBuffer()
    }
    const submitted = await postForm('/portal/wave', { wizard_step: 'overview', wizard_action: 'confirm' }, cookie)
    expect(submitted.status).toBe(303)
    await submitted.arrayBuffer()
    const id = (await env.DB.prepare('SELECT id FROM wave_requests').first<string>('id'))!
    expect((await notificationsAbout(env.DB, 'wave-request', id)).map((one) => [one.userId, one.kind])).toEqual([
      [AGENT, 'wave-request.submitted'],
      [OLIVIA, 'wave-request.finalised'],
    ])
  })

  it('is the support agents’ only', async () => {
    for (const person of [OLIVIA, 'usr-sam-carter', 'usr-uma-patel', 'usr-nadia-okafor']) {
      const response = await visit('/portal/staff/wave-requests', { headers: { Cookie: await signedInCookies(person) } })
      await response.arrayBuffer()
      expect(response.status, person).toBe(403)
    }
  })
})
