/** Valid submissions of every form, and helpers to send them to the real worker. */
import { LOCAL_BOT_TEST_TOKEN } from '../../worker/adapters/bot-protection/local-bot-check.ts'
import type { FormId } from '../../ui/forms/form-endpoints.ts'
import { visit } from './helpers.ts'

const person = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  country: 'NL',
  postalCode: '1234 AB',
  phoneNumber: '+31 20 123 4567',
}

export const VALID_SUBMISSIONS: Record<FormId, Record<string, unknown>> = {
  'contact-general': { ...person, subject: 'Opening hours', body: 'When is your showroom open?', consent_privacy: true },
  'contact-technical': {
    ...person,
    company_name: 'Analytical Engines B.V.',
    product_type: 'signage',
    model_number: '55BDL4511D/00',
    serial_number: 'AB1234567890',
    firmware_version: 'FB02.11',
    problem_description: 'The display does not wake up from standby.',
    consent_privacy: true,
  },
  'contact-project': {
    ...person,
    organisation: 'Analytical Engines B.V.',
    contactFor: 'retail',
    purchaseTiming: 'within-3-months',
    body: 'We are fitting out twelve stores.',
    consent_privacy: true,
    consent_marketing: true,
  },
  'contact-partner': {
    ...person,
    organisation: 'Analytical Engines B.V.',
    organisationVAT: 'NL123456789B01',
    contactFor: 'corporate',
    registeredCustomer: 'yes',
    registeredCustomerNumber: '12345678',
    consent_privacy: true,
    consent_terms: true,
  },
  enquiry: {
    ...person,
    organisation: 'Analytical Engines B.V.',
    body: 'A quote for 10 displays, please.',
    product: '55BDL4511D/00',
    consent_privacy: true,
  },
  'wave-enquiry': {
    request_type: 'partner_request',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    registered_company_name: 'Analytical Engines B.V.',
    business_country: 'NL',
    company_website: 'www.example.com',
    job_title: 'IT manager',
    industry_focus: 'retail',
    business_type: 'end-user',
    display_type: 'signage',
    enquiry_title: 'Managing 200 displays',
    enquiry_description: 'We would like to manage our displays remotely.',
    consent_privacy: true,
  },
  'retail-brochure': {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    organisation: 'Analytical Engines B.V.',
    country: 'GB',
    consent_privacy: true,
  },
  'corporate-quote': {
    ...person,
    organisation: 'Analytical Engines B.V.',
    configuration: 'step=solutions&loc=meeting-room.medium.7-20.presentation',
    consent_privacy: true,
  },
  'job-application': {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '+31 20 123 4567',
    country: 'NL',
    job: 'software-engineer-wave',
    cover_letter: 'I would like to work on Wave.',
    consent_privacy: true,
  },
  'project-request': {
    ...person,
    organisation: 'Analytical Engines B.V.',
    client_name: 'Babbage Retail',
    project_name: 'Store roll-out 2027',
    contactFor: 'retail',
    field_of_application: 'digital-signage',
    tender: 'yes',
    decision_date: '2027-03-01',
    international: 'yes',
    countries: ['NL', 'BE'],
    setup_type: 'system',
    system_provider_name: 'Difference Systems',
    system_type: 'CMS',
    description: 'Twelve stores with window displays and a video wall each.',
    products: [
      { ctn: '55BDL4511D/00', quantity: '24' },
      { ctn: '49BDL3650Q/00', quantity: '12' },
    ],
    delivery_count: '2',
    first_delivery_date: '2027-04-01',
    last_delivery_date: '2027-06-01',
    consent_privacy: true,
  },
}

export const ENDPOINT_OF: Record<FormId, string> = {
  'contact-general': '/api/contact-request',
  'contact-technical': '/api/contact-request',
  'contact-project': '/api/contact-request',
  'contact-partner': '/api/contact-request',
  'wave-enquiry': '/api/contact-request',
  enquiry: '/api/campaign-lead',
  'retail-brochure': '/api/campaign-lead',
  'corporate-quote': '/api/campaign-lead',
  'job-application': '/api/contact-request',
  'project-request': '/api/project-request',
}

/** A small real PDF: what a CV upload carries in the tests. */
export const CV_PDF = new TextEncoder().encode('%PDF-1.4\n% curriculum vitae\n')

/** Forms that cannot be sent without a file: their valid submission goes as multipart with it. */
export const REQUIRED_FILES: Partial<Record<FormId, { field: string; name: string; type: string; bytes: Uint8Array }>> = {
  'job-application': { field: 'cv', name: 'ada-lovelace-cv.pdf', type: 'application/pdf', bytes: CV_PDF },
}

let clientNumber = 0
/** A client address of its own per call, so rate limits of other tests never count. */
export function freshClient(): string {
  clientNumber++
  return `198.51.100.${clientNumber % 250}:${clientNumber}`
}

export interface SendOptions {
  locale?: string
  client?: string
  headers?: Record<string, string>
  botToken?: string | null
}

export function postJson(path: string, body: Record<string, unknown>, options: SendOptions = {}): Promise<Response> {
  const withBot = options.botToken === null ? body : { 'cf-turnstile-response': options.botToken ?? LOCAL_BOT_TEST_TOKEN, ...body }
  return visit(path, {
    method: 'POST',
    body: JSON.stringify(options.locale ? { locale: options.locale, ...withBot } : withBot),
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': options.client ?? freshClient(), ...options.headers },
  })
}

let emailNumber = 0
/**
 * An address no other test uses. Test storage is shared by the tests of a file, so each test
 * finds its own leads by address (and identical values would be deduplicated across tests).
 */
export function uniqueEmail(): string {
  emailNumber++
  return `ada.${emailNumber}.${crypto.randomUUID().slice(0, 8)}@example.com`
}

/** The valid submission as the island checks it: required files as their descriptions (name, size, type). */
export function validWithFileDescriptions(form: FormId): Record<string, unknown> {
  const file = REQUIRED_FILES[form]
  return file
    ? { ...VALID_SUBMISSIONS[form], [file.field]: [{ name: file.name, size: file.bytes.byteLength, type: file.type }] }
    : VALID_SUBMISSIONS[form]
}

export function sendValid(form: FormId, overrides: Record<string, unknown> = {}, options: SendOptions = {}): Promise<Response> {
  const values = { form, ...VALID_SUBMISSIONS[form], email: uniqueEmail(), ...overrides }
  const file = REQUIRED_FILES[form]
  if (!file) return postJson(ENDPOINT_OF[form], values, options)
  // As the lead form island sends a form with files: multipart, answered in JSON.
  const body = new FormData()
  const withBot = {
    'cf-turnstile-response': options.botToken ?? LOCAL_BOT_TEST_TOKEN,
    ...(options.locale ? { locale: options.locale } : {}),
    ...values,
  }
  for (const [name, value] of asFormBody(withBot)) body.append(name, value)
  body.append(file.field, new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }))
  return visit(ENDPOINT_OF[form], {
    method: 'POST',
    body,
    headers: { Accept: 'application/json', 'CF-Connecting-IP': options.client ?? freshClient(), ...options.headers },
  })
}

export async function leadCountFor(db: D1Database, email: string): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM leads WHERE email = ?').bind(email).first<{ n: number }>()
  return row?.n ?? 0
}

/** A form post as a browser without JavaScript sends it (urlencoded, lists repeated, products as pairs). */
export function asFormBody(values: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(values)) {
    if (name === 'products' && Array.isArray(value)) {
      for (const product of value as Array<{ ctn: string; quantity: string }>) {
        body.append('products_ctn', product.ctn)
        body.append('products_quantity', product.quantity)
      }
    } else if (Array.isArray(value)) for (const item of value) body.append(name, String(item))
    else if (typeof value === 'boolean') {
      if (value) body.append(name, 'yes')
    } else body.append(name, String(value))
  }
  return body
}
