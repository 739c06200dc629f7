/**
 * The Wave request (issue 7, SPEC.md points 4, 5, 6 and 8): only a partner executive may open it,
 * the organisation's state decides whether a request may be made, the wizard keeps its draft in
 * D1, values from the customer records cannot be changed, and the submission runs in two phases
 * through the adapters — a failure in phase two is resumed or rolled back, never left half-made.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../../ui/log/logger.ts'
import { findPortalUser } from '../../worker/partners/portal-user-store.ts'
import { LocalCustomerRecords } from '../../worker/customer-records/local-customer-record-store.ts'
import { CustomerRecordsUnavailable } from '../../worker/customer-records/customer-record-service.ts'
import { LocalWaveAccounts } from '../../worker/adapters/wave-accounts/local-wave-account-store.ts'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { submitWaveRequest } from '../../worker/wave-requests/wave-request-store.ts'
import { asHtml, visit } from './helpers.ts'
import { postForm, signedInCookies } from './portal-helpers.ts'

const OLIVIA = 'usr-olivia-bennett'
const WAVE = '/portal/wave'

const CONTACT = {
  wizard_step: 'contact',
  wizard_action: 'next',
  phoneNumber: '+44 20 7946 0958',
  job_title: 'Managing director',
  department: 'Sales',
}
const ACCOUNT = {
  wizard_step: 'account',
  wizard_action: 'next',
  company_website: 'www.brightline-av.co.uk',
  street_and_number: '12 Harbour Street',
  industry_focus: 'retail',
  business_type: 'system-integrator',
  display_type: 'signage',
}
const DECLARATIONS = { wizard_step: 'declarations', wizard_action: 'next', consent_terms: 'yes', consent_privacy: 'yes' }
const CONFIRM = { wizard_step: 'overview', wizard_action: 'confirm' }

async function page(cookie: string, path = WAVE): Promise<{ status: number; html: string }> {
  const response = await visit(path, { headers: { Cookie: cookie } })
  return { status: response.status, html: await response.text() }
}

async function post(cookie: string, fields: Record<string, string>): Promise<{ status: number; location: string | null; html: string }> {
  const response = await postForm(WAVE, fields, cookie)
  return { status: response.status, location: response.headers.get('Location'), html: await response.text() }
}

async function walkToOverview(cookie: string): Promise<void> {
  for (const step of [CONTACT, ACCOUNT, DECLARATIONS]) {
    const answer = await post(cookie, step)
    expect(answer.status, step.wizard_step).toBe(303)
  }
}

/** Each test starts without Wave requests, drafts or stand-in records (storage lives per file). */
async function fresh(): Promise<void> {
  await env.DB.batch(
    ['wave_requests', 'local_wave_accounts', 'local_customer_wave_requests', 'wizard_drafts']
      .map((table) => env.DB.prepare(`DELETE FROM ${table}`))
      .concat(env.DB.prepare("DELETE FROM users WHERE id = 'usr-colleague'")),
  )
}

async function count(sql: string, ...bindings: string[]): Promise<number> {
  return (await env.DB.prepare(sql)
    .bind(...bindings)
    .first<{ n: number }>())!.n
}

const deps = (customerRecords = new LocalCustomerRecords(env.DB)) => ({
  db: env.DB,
  waveAccounts: new LocalWaveAccounts(env.DB),
  customerRecords,
  who: { actorId: OLIVIA, onBehalfOfId: null },
  logger: createLogger('silent'),
})

const VALID_VALUES = {
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

describe('who may open the Wave request', () => {
  it('a trainee gets the no-access message with a dashboard link', async () => {
    await fresh()
    const { status, html } = await page(await signedInCookies('usr-tom-hughes'))
    expect(status).toBe(403)
    expect(html).toContain('data-gate="no-access"')
    expect(html).toContain('Back to the dashboard')
    expect(html).not.toContain('data-no-access-note')
  })

  it('a trainee whose organisation has Wave is told to contact their partner executive', async () => {
    await fresh()
    const { status, html } = await page(await signedInCookies('usr-sanne-jansen'))
    expect(status).toBe(403)
    expect(html).toContain('Your organisation already uses Wave. Please contact your partner executive.')
  })

  it('a trainee cannot post a request either', async () => {
    await fresh()
    const answer = await post(await signedInCookies('usr-tom-hughes'), CONFIRM)
    expect(answer.status).toBe(403)
    expect(await count('SELECT count(*) AS n FROM wave_requests')).toBe(0)
  })
})

describe('the organisation states', () => {
  it('an organisation with Wave is confirmed and its account already set up: no form', async () => {
    await fresh()
    const { status, html } = await page(await signedInCookies('usr-daan-visser'))
    expect(status).toBe(200)
    expect(html).toContain('data-wave-request-state="confirmed"')
    expect(html).toContain('Atlas Visual Solutions is already registered for Wave.')
    expect(html).toContain('The Wave account of your organisation has already been set up.')
    expect(html).not.toContain('data-wizard')
  })

  it('an organisation where Wave is not available yet: the message, no form', async () => {
    await fresh()
    const { html } = await page(await signedInCookies('usr-jonas-weber'))
    expect(html).toContain('data-wave-request-state="not-available"')
    expect(html).toContain('Wave is not yet available in the business area of Pixelhaus Medientechnik.')
    expect(html).not.toContain('data-wizard')
  })

  it('an eligible organisation gets the wizard, its customer-record values read-only', async () => {
    await fresh()
    const { status, html } = await page(await signedInCookies(OLIVIA))
    expect(status).toBe(200)
    expect(html).toContain('data-wizard-step="contact"')
    expect(html).toContain('data-read-only="email"')
    expect(html).toMatch(/id="wave-request-email" readOnly="" aria-readonly="true"[^>]*value="olivia.bennett@brightline-av.example"/)
    expect(html).toContain('Sorry, this value cannot be changed')
  })
})

describe('the wizard', () => {
  it('a step with a missing field answers 422 with the message, and keeps what was typed', async () => {
    await fresh()
    const cookie = await signedInCookies(OLIVIA)
    const answer = await post(cookie, { ...CONTACT, phoneNumber: '' })
    expect(answer.status).toBe(422)
    expect(answer.html).toContain('Phone number is required')
    expect(answer.html).toContain('Please check the form data. Some fields were not (correctly) filled.')
    expect(answer.html).toContain('value="Managing director"')
  })

  it('a move that does not belong on the step (confirm before the overview, an unknown one) is refused and changes nothing', async () => {
    await fresh()
    const cookie = await signedInCookies(OLIVIA)
    for (const wizard_action of ['confirm', 'jump-to-overview']) {
      const answer = await post(cookie, { ...CONTACT, wizard_action })
      expect(answer.status, wizard_action).toBe(422)
      expect(answer.html).toContain('Something went wrong while sending the form.')
    }
    expect(await count("SELECT count(*) AS n FROM wizard_drafts WHERE user_id = ?1 AND wizard = 'wave-request'", OLIVIA)).toBe(0)
    expect((await page(cookie)).html).toContain('data-wizard-step="contact"')
  })

  it('a changed customer-record value is refused and nothing moves on', async () => {
    await fresh()
    const cookie = await signedInCookies(OLIVIA)
    const answer = await post(cookie, { ...CONTACT, email: 'someone.else@example.com' })
    expect(answer.status).toBe(422)
    expect(answer.html).toContain(asHtml("This value can't be changed"))
    expect((await page(cookie)).html).toContain('data-wizard-step="contact"')
  })

  it('the draft survives a reload: the next visit opens the step the executive reached, with the answers', async () => {
    await fresh()
    const cookie = await signedInCookies(OLIVIA)
    expect((await post(cookie, CONTACT)).status).toBe(303)
    const reloaded = await page(cookie)
    expect(reloaded.html).toContain('data-wizard-step="account"')
    expect((await post(cookie, { wizard_step: 'account', wizard_action: 'previous' })).status).toBe(303)
    expect((await page(cookie)).html).toContain('value="Managing director"')
  })

  it('privacy consent is required in the declarations', async () => {
    await fresh()
    const cookie = await signedInCookies(OLIVIA)
    const answer = await post(cookie, { ...DECLARATIONS, consent_privacy: '' })
    expect(answer.status).toBe(422)
    expect(answer.html).toContain('Privacy consent is required')
  })
})

describe('submitting in two phases', () => {
  it('creates the Wave account, finalises the request in the customer records, shows success and audits each phase', async () => {
    await fresh()
    const cookie = await signedInCookies(OLIVIA)
    await walkToOverview(cookie)
    const overview = await page(cookie)
    expect(overview.html).toContain('data-wave-overview')
    expect(overview.html).toContain('12 Harbour Street')
    const answer = await post(cookie, CONFIRM)
    expect(answer.status).toBe(303)
    expect(answer.location).toBe('/portal/wave?outcome=success')
    const success = await page(cookie, answer.location!)
    expect(success.html).toContain('data-wave-submission="success"')
    expect(success.html).toContain('data-phase-progress="done"')
    const request = await env.DB.prepare('SELECT id, status, wave_account_id FROM wave_requests WHERE organisation_id = ?1')
      .bind('org-brightline-av')
      .first<{ id: string; status: string; wave_account_id: string }>()
    expect(request!.status).toBe('finalised')
    expect(await count('SELECT count(*) AS n FROM local_wave_accounts WHERE id = ?1', request!.wave_account_id)).toBe(1)
    expect(await count('SELECT count(*) AS n FROM local_customer_wave_requests WHERE wave_account_id = ?1', request!.wave_account_id)).toBe(
      1,
    )
    expect(await count("SELECT count(*) AS n FROM wizard_drafts WHERE user_id = ?1 AND wizard = 'wave-request'", OLIVIA)).toBe(0)
    const trail = (await auditTrailOf(env.DB, 'wave-request', request!.id)).map((entry) => entry.action)
    expect(trail).toEqual(['wave-request.submitted', 'wave-request.account-created', 'wave-request.finalised'])
    // Afterwards the request is under consideration: no new one.
    const later = await page(cookie)
    expect(later.html).toContain('data-wave-request-state="in-progress"')
  })

  it('an earlier request by a colleague blocks a new one', async () => {
    await fresh()
    await env.DB.prepare(
      "INSERT INTO users (id, email, name, role, organisation_id) VALUES ('usr-colleague', 'ben.price@brightline-av.example', 'Ben Price', 'partner-executive', 'org-brightline-av')",
    ).run()
    const olivia = (await findPortalUser(env.DB, OLIVIA))!
    expect((await submitWaveRequest(deps(), olivia, VALID_VALUES)).kind).toBe('finalised')
    const cookie = await signedInCookies('usr-colleague')
    const shown = await page(cookie)
    expect(shown.html).toContain('data-wave-request-state="requested-by-colleague"')
    expect(shown.html).toContain('A request for Wave was already made by another partner executive of your organisation (Olivia Bennett).')
    const answer = await post(cookie, CONFIRM)
    expect(answer.status).toBe(409)
    expect(await count('SELECT count(*) AS n FROM wave_requests')).toBe(1)
  })
})

describe('a failure in phase two', () => {
  const failingFinalisation = () => {
    const records = new LocalCustomerRecords(env.DB)
    records.recordWaveRequest = () => Promise.reject(new CustomerRecordsUnavailable('down for maintenance'))
    return records
  }

  it('shows the error screen; resuming runs phase two only and finishes the request', async () => {
    await fresh()
    const olivia = (await findPortalUser(env.DB, OLIVIA))!
    const result = await submitWaveRequest(deps(failingFinalisation()), olivia, VALID_VALUES)
    expect(result).toMatchObject({ kind: 'failed', phase: 'finalise' })
    expect(await count("SELECT count(*) AS n FROM wave_requests WHERE status = 'account-created'")).toBe(1)

    const cookie = await signedInCookies(OLIVIA)
    const screen = await page(cookie)
    expect(screen.html).toContain('data-wave-submission="error"')
    expect(screen.html).toContain(
      'Something went wrong while processing your request for Wave. Please try again. If the problem persists, please contact customer service.',
    )
    expect(screen.html).toContain('data-phase="account" data-phase-progress="done"')
    expect(screen.html).toContain('data-phase="finalise" data-phase-progress="failed"')

    const resumed = await post(cookie, { wizard_action: 'resume' })
    expect(resumed.status).toBe(303)
    expect(resumed.location).toBe('/portal/wave?outcome=success')
    expect(await count("SELECT count(*) AS n FROM wave_requests WHERE status = 'finalised'")).toBe(1)
    expect(await count('SELECT count(*) AS n FROM local_wave_accounts')).toBe(1)
    expect(await count('SELECT count(*) AS n FROM local_customer_wave_requests')).toBe(1)
  })

  it('rolling back removes the Wave account and closes the request, so a new request can be made', async () => {
    await fresh()
    const olivia = (await findPortalUser(env.DB, OLIVIA))!
    const result = await submitWaveRequest(deps(failingFinalisation()), olivia, VALID_VALUES)
    expect(result.kind).toBe('failed')
    expect(await count('SELECT count(*) AS n FROM local_wave_accounts')).toBe(1)

    const cookie = await signedInCookies(OLIVIA)
    const rolledBack = await post(cookie, { wizard_action: 'roll-back' })
    expect(rolledBack.status).toBe(303)
    expect(rolledBack.location).toBe('/portal/wave?outcome=rolled-back')
    expect(await count("SELECT count(*) AS n FROM wave_requests WHERE status = 'rolled-back'")).toBe(1)
    expect(await count('SELECT count(*) AS n FROM local_wave_accounts')).toBe(0)
    expect(await count('SELECT count(*) AS n FROM local_customer_wave_requests')).toBe(0)
    expect((await page(cookie, rolledBack.location!)).html).toContain('data-wave-submission="rolled-back"')
    expect((await page(cookie)).html).toContain('data-wizard-step="contact"')
    const again = await submitWaveRequest(deps(), olivia, VALID_VALUES)
    expect(again.kind).toBe('finalised')
  })
})
