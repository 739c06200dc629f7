/**
 * How each lead form is laid out: its sections and, per field, the control that edits it. The
 * definitions (`lead-forms.ts`) say what is valid; the layouts say what the visitor sees.
 */
import type { ChoiceListName } from './form-texts.ts'
import type { LeadFormId } from '../leads/lead-forms.ts'
import { CV_UPLOAD_ACCEPT } from './field-rules.ts'

export type FieldControl =
  | { kind: 'text' | 'email' | 'tel' | 'url' | 'date' | 'number'; autoComplete?: string }
  | { kind: 'textarea'; rows?: number }
  | { kind: 'select'; choices: ChoiceListName | 'countries' | 'states'; autoComplete?: string }
  | { kind: 'radio'; choices: ChoiceListName }
  | { kind: 'multiselect'; choices: 'countries' }
  | { kind: 'consent' }
  | { kind: 'files'; accept: string }

export type SectionTitle = 'aboutYou' | 'organisation' | 'request' | 'product' | 'application' | 'consents'

export interface LayoutField {
  name: string
  control: FieldControl
}

export interface LayoutSection {
  title: SectionTitle
  fields: LayoutField[]
}

const text = (name: string, autoComplete?: string): LayoutField => ({ name, control: { kind: 'text', autoComplete } })
const select = (name: string, choices: ChoiceListName | 'countries' | 'states', autoComplete?: string): LayoutField => ({
  name,
  control: { kind: 'select', choices, autoComplete },
})

const person: LayoutField[] = [
  text('first_name', 'given-name'),
  text('last_name', 'family-name'),
  { name: 'email', control: { kind: 'email', autoComplete: 'email' } },
]
const countryAndPhone: LayoutField[] = [
  select('country', 'countries', 'country'),
  select('state', 'states', 'address-level1'),
  text('postalCode', 'postal-code'),
  { name: 'phoneNumber', control: { kind: 'tel', autoComplete: 'tel' } },
]
const allConsents: LayoutSection = {
  title: 'consents',
  fields: [
    { name: 'consent_privacy', control: { kind: 'consent' } },
    { name: 'consent_terms', control: { kind: 'consent' } },
    { name: 'consent_marketing', control: { kind: 'consent' } },
  ],
}
const privacyAndMarketing: LayoutSection = {
  title: 'consents',
  fields: [
    { name: 'consent_privacy', control: { kind: 'consent' } },
    { name: 'consent_marketing', control: { kind: 'consent' } },
  ],
}
const message = (name: string, rows = 6): LayoutField => ({ name, control: { kind: 'textarea', rows } })

export function layoutOf(form: LeadFormId, accept: string): LayoutSection[] {
  switch (form) {
    case 'contact-general':
      return [
        { title: 'aboutYou', fields: [...person, text('organisation', 'organization'), ...countryAndPhone] },
        { title: 'request', fields: [text('subject'), message('body')] },
        allConsents,
      ]
    case 'contact-technical':
      return [
        { title: 'aboutYou', fields: [...person, text('company_name', 'organization'), ...countryAndPhone] },
        {
          title: 'product',
          fields: [
            { name: 'product_type', control: { kind: 'radio', choices: 'productTypes' } },
            text('product_line'),
            text('model_number'),
            text('serial_number'),
            text('firmware_version'),
          ],
        },
        { title: 'request', fields: [message('problem_description', 8), { name: 'files', control: { kind: 'files', accept } }] },
        allConsents,
      ]
    case 'contact-project':
      return [
        { title: 'aboutYou', fields: [...person, text('function', 'organization-title'), ...countryAndPhone] },
        {
          title: 'organisation',
          fields: [
            text('organisation', 'organization'),
            text('streetAddress', 'address-line1'),
            text('streetNumber'),
            text('suffix'),
            text('city', 'address-level2'),
          ],
        },
        { title: 'request', fields: [select('contactFor', 'branches'), select('purchaseTiming', 'purchaseTimings'), message('body')] },
        allConsents,
      ]
    case 'contact-partner':
      return [
        { title: 'aboutYou', fields: [...person, text('function', 'organization-title'), ...countryAndPhone] },
        {
          title: 'organisation',
          fields: [
            text('organisation', 'organization'),
            text('organisationVAT'),
            select('contactFor', 'branches'),
            { name: 'registeredCustomer', control: { kind: 'radio', choices: 'customerAnswers' } },
            text('registeredCustomerNumber'),
          ],
        },
        { title: 'request', fields: [message('body')] },
        allConsents,
      ]
    case 'enquiry':
      return [
        {
          title: 'aboutYou',
          fields: [...person, text('function', 'organization-title'), text('organisation', 'organization'), ...countryAndPhone],
        },
        { title: 'request', fields: [select('purchaseTiming', 'purchaseTimings'), message('body')] },
        allConsents,
      ]
    case 'wave-enquiry':
      return [
        {
          title: 'request',
          fields: [
            { name: 'request_type', control: { kind: 'radio', choices: 'waveRequestTypes' } },
            select('display_type', 'productTypes'),
            text('enquiry_title'),
            message('enquiry_description'),
          ],
        },
        {
          title: 'organisation',
          fields: [
            text('registered_company_name', 'organization'),
            select('business_country', 'countries', 'country'),
            select('state', 'states', 'address-level1'),
            text('street_and_number', 'address-line1'),
            { name: 'company_website', control: { kind: 'url', autoComplete: 'url' } },
            select('industry_focus', 'branches'),
            select('business_type', 'businessTypes'),
          ],
        },
        {
          title: 'aboutYou',
          fields: [
            ...person,
            text('job_title', 'organization-title'),
            text('department'),
            { name: 'phoneNumber', control: { kind: 'tel', autoComplete: 'tel' } },
          ],
        },
        privacyAndMarketing,
      ]
    case 'retail-brochure':
      return [
        { title: 'aboutYou', fields: [...person, text('organisation', 'organization'), select('country', 'countries', 'country')] },
        privacyAndMarketing,
      ]
    case 'job-application':
      return [
        {
          title: 'aboutYou',
          fields: [
            ...person,
            { name: 'phoneNumber', control: { kind: 'tel', autoComplete: 'tel' } },
            select('country', 'countries', 'country'),
          ],
        },
        {
          title: 'application',
          fields: [message('cover_letter', 8), { name: 'cv', control: { kind: 'files', accept: CV_UPLOAD_ACCEPT } }],
        },
        { title: 'consents', fields: [{ name: 'consent_privacy', control: { kind: 'consent' } }] },
      ]
    case 'corporate-quote':
      return [
        {
          title: 'aboutYou',
          fields: [
            ...person,
            text('organisation', 'organization'),
            select('country', 'countries', 'country'),
            { name: 'phoneNumber', control: { kind: 'tel', autoComplete: 'tel' } },
          ],
        },
        { title: 'request', fields: [message('body', 4)] },
        privacyAndMarketing,
      ]
  }
}

/** The controls of the project request wizard's fields (steps: project-request.ts). */
export const PROJECT_REQUEST_CONTROLS: readonly LayoutField[] = [
  text('first_name', 'given-name'),
  text('last_name', 'family-name'),
  { name: 'email', control: { kind: 'email', autoComplete: 'email' } },
  select('country', 'countries', 'country'),
  { name: 'phoneNumber', control: { kind: 'tel', autoComplete: 'tel' } },
  text('organisation', 'organization'),
  text('function', 'organization-title'),
  text('client_name'),
  text('project_name'),
  text('end_customer_name'),
  select('contactFor', 'branches'),
  select('field_of_application', 'fieldsOfApplication'),
  { name: 'tender', control: { kind: 'radio', choices: 'tenderAnswers' } },
  { name: 'decision_date', control: { kind: 'date' } },
  { name: 'international', control: { kind: 'radio', choices: 'internationalAnswers' } },
  { name: 'countries', control: { kind: 'multiselect', choices: 'countries' } },
  { name: 'setup_type', control: { kind: 'radio', choices: 'setupTypes' } },
  text('system_provider_name'),
  text('system_type'),
  message('description', 10),
  { name: 'products', control: { kind: 'text' } },
  { name: 'quantity', control: { kind: 'number' } },
  { name: 'delivery_count', control: { kind: 'number' } },
  { name: 'first_delivery_date', control: { kind: 'date' } },
  { name: 'last_delivery_date', control: { kind: 'date' } },
  { name: 'consent_privacy', control: { kind: 'consent' } },
  { name: 'consent_marketing', control: { kind: 'consent' } },
]
