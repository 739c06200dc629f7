/**
 * What the staff console has to show on a fresh LOCAL or DEV portal (issue 18), beside the demo
 * requests of portal-activity.ts: a technical ticket of Claire Martin the support team answered,
 * a portal suggestion nobody triaged yet, and the Wave request of Pacific Screens Distribution that
 * stopped in its second phase. Dates relative to the day of seeding. `INSERT OR IGNORE`: seeding
 * again restores what is missing and keeps edits.
 */
import { insert } from './partner-accounts.ts'

export const SEEDED_TICKET = 'lead-seeded-ticket'
export const SEEDED_SUGGESTION = 'sug-seeded-trainings-pdf'
export const SEEDED_WAVE_REQUEST = 'wave-seeded-pacific'

function at(today: Date, days: number, time: string): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days))
  return `${day.toISOString().slice(0, 10)}T${time}Z`
}

function audit(row: { at: string; actor: string; action: string; type: string; subject: string; after: unknown }): string {
  const value = (text: string) => `'${text.replace(/'/g, "''")}'`
  return `INSERT INTO audit_log (occurred_at, actor_id, action, subject_type, subject_id, after_json)
  SELECT ${value(row.at)}, ${value(row.actor)}, ${value(row.action)}, ${value(row.type)}, ${value(row.subject)}, ${value(JSON.stringify(row.after))}
  WHERE NOT EXISTS (SELECT 1 FROM audit_log WHERE subject_type = ${value(row.type)} AND subject_id = ${value(row.subject)} AND action = ${value(row.action)});`
}

export function staffConsoleSeedStatements(today = new Date()): string[] {
  const ticketValues = {
    first_name: 'Claire',
    last_name: 'Martin',
    email: 'claire.martin@lumiere-integration.example',
    company_name: 'Lumière Intégration',
    country: 'FR',
    product_type: 'signage',
    model_number: '55BDL4511D',
    serial_number: 'FZ1A2345678',
    firmware_version: 'FB02.10',
    problem_description: 'The display stays black after waking up from standby; only a power cycle brings the picture back.',
  }
  const waveValues = {
    first_name: 'Grace',
    last_name: 'Kim',
    email: 'grace.kim@pacific-screens.example',
    registered_company_name: 'Pacific Screens Distribution',
    business_country: 'US',
    phoneNumber: '+1 415 555 0134',
    job_title: 'Managing director',
    department: '',
    company_website: 'www.pacific-screens.example',
    street_and_number: '500 Market Street',
    industry_focus: 'retail',
    business_type: 'distributor',
    display_type: 'signage',
    consent_terms: true,
    consent_privacy: true,
    consent_marketing: false,
  }
  return [
    insert('leads', {
      id: SEEDED_TICKET,
      submission_key: 'seeded-ticket',
      form: 'contact-technical',
      locale: 'fr-fr',
      email: ticketValues.email,
      payload_json: JSON.stringify(ticketValues),
      consent_privacy: 1,
      consented_at: at(today, -6, '09:12:00.000'),
      bot_check: 'signed-in',
      status: 'delivered',
      attempts: 1,
      external_id: '00Q-seeded-ticket',
      received_at: at(today, -6, '09:12:00.000'),
      delivered_at: at(today, -6, '09:12:05.000'),
    }),
    insert('portal_support_tickets', {
      lead_id: SEEDED_TICKET,
      user_id: 'usr-claire-martin',
      case_number: 'TS-000001',
      status: 'answered',
      created_at: at(today, -6, '09:12:00.000'),
      updated_at: at(today, -5, '14:40:00.000'),
    }),
    insert('support_ticket_messages', {
      id: 'msg-seeded-ticket-answer',
      lead_id: SEEDED_TICKET,
      author_id: 'usr-ravi-mehta',
      side: 'staff',
      body: 'Thank you for the details. Firmware FB02.12 fixes the wake-up from standby: please update (Downloads, 55BDL4511D) and tell us whether the picture comes back.',
      created_at: at(today, -5, '14:40:00.000'),
    }),
    audit({
      at: at(today, -6, '09:12:00.000'),
      actor: 'usr-claire-martin',
      action: 'support.ticket-sent',
      type: 'lead',
      subject: SEEDED_TICKET,
      after: {},
    }),
    audit({
      at: at(today, -5, '14:40:00.000'),
      actor: 'usr-ravi-mehta',
      action: 'support.ticket-answered',
      type: 'lead',
      subject: SEEDED_TICKET,
      after: { status: 'answered' },
    }),
    insert('portal_suggestions', {
      id: SEEDED_SUGGESTION,
      user_id: 'usr-claire-martin',
      kind: 'feature',
      summary: 'Download the trainings list as a PDF',
      description: 'We print the list of upcoming trainings for our team meeting every month.',
      page_address: '/fr-fr/portail/formations',
      status: 'new',
      created_at: at(today, -2, '16:05:00.000'),
    }),
    audit({
      at: at(today, -2, '16:05:00.000'),
      actor: 'usr-claire-martin',
      action: 'support.suggestion-sent',
      type: 'portal-suggestion',
      subject: SEEDED_SUGGESTION,
      after: { kind: 'feature' },
    }),
    insert('wave_requests', {
      id: SEEDED_WAVE_REQUEST,
      organisation_id: 'org-pacific-screens',
      requested_by: 'usr-grace-kim',
      status: 'account-created',
      wave_account_id: 'wave-account-seeded-pacific',
      values_json: JSON.stringify(waveValues),
      last_error: 'finalise: The customer record system is unavailable: maintenance window',
      created_at: at(today, -1, '18:20:00.000'),
      updated_at: at(today, -1, '18:20:04.000'),
    }),
    // The Wave account phase one made, in the Wave service's stand-in (LOCAL and DEV only).
    insert('local_wave_accounts', {
      id: 'wave-account-seeded-pacific',
      request_reference: SEEDED_WAVE_REQUEST,
      organisation_name: 'Pacific Screens Distribution',
      country: 'US',
      admin_email: 'grace.kim@pacific-screens.example',
      admin_name: 'Grace Kim',
      created_at: at(today, -1, '18:20:02.000'),
    }),
    ...(['submitted', 'account-created', 'phase-failed'] as const).map((step, index) =>
      audit({
        at: at(today, -1, `18:20:0${index * 2}.000`),
        actor: 'usr-grace-kim',
        action: `wave-request.${step}`,
        type: 'wave-request',
        subject: SEEDED_WAVE_REQUEST,
        after: step === 'phase-failed' ? { phase: 'finalise' } : {},
      }),
    ),
  ]
}
