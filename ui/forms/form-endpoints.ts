/**
 * Which form is sent to which endpoint (SPEC.md point 7: /api/contact-request and
 * /api/campaign-lead, plus /api/project-request), and the reserved fields every submission may
 * carry besides the form's own.
 */
import type { AnyFormDefinition } from './form-schema.ts'
import { LEAD_FORMS, type LeadFormId } from '../leads/lead-forms.ts'
import { projectRequestForm } from '../project-request/project-request-form.ts'

export const FORMS = { ...LEAD_FORMS, 'project-request': projectRequestForm } as const satisfies Record<string, AnyFormDefinition>
export type FormId = keyof typeof FORMS

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && Object.hasOwn(FORMS, value)
}

export const FORM_ENDPOINTS = {
  'contact-request': {
    path: '/api/contact-request',
    forms: ['contact-general', 'contact-technical', 'contact-project', 'contact-partner', 'wave-enquiry', 'job-application'],
    defaultForm: 'contact-general',
  },
  'campaign-lead': { path: '/api/campaign-lead', forms: ['enquiry', 'retail-brochure', 'corporate-quote'], defaultForm: 'enquiry' },
  'project-request': { path: '/api/project-request', forms: ['project-request'], defaultForm: 'project-request' },
} as const satisfies Record<string, { path: string; forms: readonly FormId[]; defaultForm: FormId }>

export type FormEndpointName = keyof typeof FORM_ENDPOINTS

export function endpointOf(form: FormId): FormEndpointName {
  for (const [name, endpoint] of Object.entries(FORM_ENDPOINTS) as Array<[FormEndpointName, (typeof FORM_ENDPOINTS)[FormEndpointName]]>) {
    if ((endpoint.forms as readonly string[]).includes(form)) return name
  }
  throw new Error(`Form ${form} has no endpoint`)
}

/** Reserved submission fields. */
export const SUBMISSION_FIELDS = {
  /** Which form of the endpoint this is (contact-technical…). */
  form: 'form',
  /** The locale the visitor used; messages of a 422 answer are in it. */
  locale: 'locale',
  /** Generated when the form is shown: sending it twice stores one lead. */
  submissionId: 'submission_id',
} as const

export type { LeadFormId }
