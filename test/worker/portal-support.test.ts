/**
 * The portal's support page (issue 7): the technical ticket with the support fields and an
 * attachment (taken in through the leads pipeline, upload checks included), the DOA/RMA phone
 * numbers from configuration, and portal bug reports and feature suggestions — each audited.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { DEFAULT_SERVICE_DESK_PHONE } from '../../worker/support/routes.tsx'
import { ORIGIN, visit } from './helpers.ts'
import { TEST_CSRF_TOKEN, postForm, signedInCookies } from './portal-helpers.ts'

const TRAINEE = 'usr-tom-hughes'
const PDF = new TextEncoder().encode('%PDF-1.4\n% a service report\n')

function ticket(files: File[], overrides: Record<string, string> = {}): FormData {
  const body = new FormData()
  const fields: Record<string, string> = {
    _csrf: TEST_CSRF_TOKEN,
    first_name: 'Tom',
    last_name: 'Hughes',
    email: 'tom.hughes@brightline-av.example',
    company_name: 'Brightline AV',
    country: 'GB',
    product_type: 'signage',
    model_number: '55BDL4511D',
    serial_number: 'AB1234567',
    firmware_version: 'FB01.23',
    problem_description: 'The display restarts every evening at 20:00.',
    consent_privacy: 'yes',
    ...overrides,
  }
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  for (const file of files) body.append('files', file)
  return body
}

async function sendTicket(body: FormData): Promise<Response> {
  return visit('/portal/support/technical-ticket', {
    method: 'POST',
    body,
    headers: { Cookie: await signedInCookies(TRAINEE), Origin: ORIGIN },
  })
}

describe('the support page', () => {
  it('shows the hotline and the service desk for service cases, the ticket form prefilled and the suggestion form', async () => {
    const response = await visit('/portal/support', { headers: { Cookie: await signedInCookies(TRAINEE) } })
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain(`href="tel:${DEFAULT_SERVICE_DESK_PHONE.replace(/ /g, '')}"`)
    expect(html).toContain('Service case: dead on arrival (DOA) or repair and return (RMA)')
    expect(html).toContain('name="serial_number"')
    expect(html).toContain('value="tom.hughes@brightline-av.example"')
    expect(html).toContain('enctype="multipart/form-data"'.replace('enctype', 'encType'))
    expect(html).toContain('data-support-suggestion')
  })

  it('a technical ticket with an attachment is stored as a lead with its file in R2, remembered and audited', async () => {
    const response = await sendTicket(ticket([new File([PDF], 'report.pdf', { type: 'application/pdf' })]))
    expect(response.status).toBe(303)
    await response.arrayBuffer()
    const row = await env.DB.prepare(
      'SELECT t.lead_id, t.case_number, t.status, l.form FROM portal_support_tickets t JOIN leads l ON l.id = t.lead_id WHERE t.user_id = ?1',
    )
      .bind(TRAINEE)
      .first<{ lead_id: string; case_number: string; status: string; form: string }>()
    expect(response.headers.get('Location')).toBe(`/portal/support/tickets/${row!.lead_id}?notice=sent`)
    expect(row!.form).toBe('contact-technical')
    expect(row!.case_number).toMatch(/^TS-\d{6}$/)
    expect(row!.status).toBe('received')
    const file = await env.DB.prepare('SELECT r2_key FROM lead_files WHERE lead_id = ?1').bind(row!.lead_id).first<{ r2_key: string }>()
    const object = await env.FILES.get(file!.r2_key)
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PDF)
    expect((await auditTrailOf(env.DB, 'lead', row!.lead_id)).map((entry) => entry.action)).toEqual(['support.ticket-sent'])
    await env.FILES.delete(file!.r2_key)
  })

  it('a ticket with a disguised attachment or a missing model number is refused with the reasons, and nothing is stored', async () => {
    const before = (await env.DB.prepare('SELECT count(*) AS n FROM portal_support_tickets').first<{ n: number }>())!.n
    const response = await sendTicket(
      ticket([new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'photo.jpg', { type: 'image/jpeg' })], { model_number: '' }),
    )
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toContain('Model number is required')
    expect(html).toContain('Only these file types are allowed: JPG, PNG, PDF')
    expect((await env.DB.prepare('SELECT count(*) AS n FROM portal_support_tickets').first<{ n: number }>())!.n).toBe(before)
  })

  it('a portal bug report is stored and audited; an empty one is refused', async () => {
    const cookie = await signedInCookies(TRAINEE)
    const empty = await postForm('/portal/support/suggestion', { kind: 'bug', summary: '', description: '' }, cookie)
    expect(empty.status).toBe(422)
    expect(await empty.text()).toContain('Summary is required')
    const sent = await postForm(
      '/portal/support/suggestion',
      {
        kind: 'bug',
        summary: 'Dates in the wrong format',
        description: 'The trainings list shows US dates.',
        page_address: '/portal/trainings',
      },
      cookie,
    )
    expect(sent.status).toBe(303)
    await sent.arrayBuffer()
    const row = await env.DB.prepare('SELECT id, kind, summary FROM portal_suggestions WHERE user_id = ?1')
      .bind(TRAINEE)
      .first<{ id: string; kind: string; summary: string }>()
    expect(row).toMatchObject({ kind: 'bug', summary: 'Dates in the wrong format' })
    expect((await auditTrailOf(env.DB, 'portal-suggestion', row!.id)).map((entry) => entry.action)).toEqual(['support.suggestion-sent'])
  })
})
