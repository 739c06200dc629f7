/**
 * The words of the forms in the visitor's language: field labels and hints, the labels of the
 * fixed choices, section titles. The server reads them from the request's catalog; islands get
 * them as props. Field names are the same in every form, so one label per field name.
 */
import type { I18n } from '@lingui/core'
import type { LocaleCode } from '../../locales/registry.ts'
import { companyPagePath } from '../content/company-pages.ts'
import {
  BRANCHES,
  BUSINESS_TYPES,
  CONTACT_TOPICS,
  FIELDS_OF_APPLICATION,
  PRODUCT_TYPES,
  PURCHASE_TIMINGS,
  SETUP_TYPES,
  WAVE_REQUEST_TYPES,
  YES_NO,
} from './choices.ts'
import { MAX_CV_FILES } from './field-rules.ts'

export function fieldLabels(i18n: I18n): Record<string, string> {
  return {
    first_name: i18n._({ id: 'forms.field.first_name', message: 'First name' }),
    last_name: i18n._({ id: 'forms.field.last_name', message: 'Last name' }),
    email: i18n._({ id: 'forms.field.email', message: 'Email address' }),
    phoneNumber: i18n._({ id: 'forms.field.phone_number', message: 'Phone number' }),
    country: i18n._({ id: 'forms.field.country', message: 'Country' }),
    state: i18n._({ id: 'forms.field.state', message: 'State or province' }),
    postalCode: i18n._({ id: 'forms.field.postal_code', message: 'Postal code' }),
    organisation: i18n._({ id: 'forms.field.organisation', message: 'Organisation' }),
    organisationVAT: i18n._({ id: 'forms.field.organisation_vat', message: 'VAT number' }),
    function: i18n._({ id: 'forms.field.function', message: 'Job title' }),
    subject: i18n._({ id: 'forms.field.subject', message: 'Subject' }),
    body: i18n._({ id: 'forms.field.body', message: 'Your message' }),
    streetAddress: i18n._({ id: 'forms.field.street_address', message: 'Street' }),
    streetNumber: i18n._({ id: 'forms.field.street_number', message: 'House number' }),
    suffix: i18n._({ id: 'forms.field.suffix', message: 'Suffix' }),
    city: i18n._({ id: 'forms.field.city', message: 'City' }),
    contactFor: i18n._({ id: 'forms.field.contact_for', message: 'Sector' }),
    purchaseTiming: i18n._({ id: 'forms.field.purchase_timing', message: 'When do you plan to buy?' }),
    registeredCustomer: i18n._({ id: 'forms.field.registered_customer', message: 'Are you a registered customer?' }),
    registeredCustomerNumber: i18n._({ id: 'forms.field.registered_customer_number', message: 'Customer number' }),
    company_name: i18n._({ id: 'forms.field.company_name', message: 'Company name' }),
    product_type: i18n._({ id: 'forms.field.product_type', message: 'Product type' }),
    product_line: i18n._({ id: 'forms.field.product_line', message: 'Product line' }),
    model_number: i18n._({ id: 'forms.field.model_number', message: 'Model number' }),
    serial_number: i18n._({ id: 'forms.field.serial_number', message: 'Serial number' }),
    firmware_version: i18n._({ id: 'forms.field.firmware_version', message: 'Firmware version' }),
    problem_description: i18n._({ id: 'forms.field.problem_description', message: 'Description of the problem' }),
    files: i18n._({ id: 'forms.field.files', message: 'Attachments' }),
    cv: i18n._({ id: 'careers.field.cv', message: 'CV and certificates' }),
    cover_letter: i18n._({ id: 'careers.field.cover_letter', message: 'Cover letter' }),
    job: i18n._({ id: 'careers.field.job', message: 'Job' }),
    campaign: i18n._({ id: 'forms.field.campaign', message: 'Campaign' }),
    product: i18n._({ id: 'forms.field.product', message: 'Product' }),
    consent_privacy: i18n._({ id: 'forms.field.consent_privacy', message: 'Privacy consent' }),
    consent_terms: i18n._({ id: 'forms.field.consent_terms', message: 'Terms and conditions' }),
    consent_marketing: i18n._({ id: 'forms.field.consent_marketing', message: 'Marketing opt-in' }),
    request_type: i18n._({ id: 'forms.field.request_type', message: 'What would you like to do?' }),
    registered_company_name: i18n._({ id: 'forms.field.registered_company_name', message: 'Organisation (full official name)' }),
    business_country: i18n._({ id: 'forms.field.business_country', message: 'Business country' }),
    company_website: i18n._({ id: 'forms.field.company_website', message: 'Company website' }),
    street_and_number: i18n._({ id: 'forms.field.street_and_number', message: 'Street and house number' }),
    job_title: i18n._({ id: 'forms.field.job_title', message: 'Job title' }),
    department: i18n._({ id: 'forms.field.department', message: 'Department' }),
    industry_focus: i18n._({ id: 'forms.field.industry_focus', message: 'Industry focus' }),
    business_type: i18n._({ id: 'forms.field.business_type', message: 'Type of business' }),
    display_type: i18n._({ id: 'forms.field.display_type', message: 'Display type' }),
    enquiry_title: i18n._({ id: 'forms.field.enquiry_title', message: 'Title of your enquiry' }),
    enquiry_description: i18n._({ id: 'forms.field.enquiry_description', message: 'Your enquiry' }),
    client_name: i18n._({ id: 'forms.field.client_name', message: 'Client name' }),
    project_name: i18n._({ id: 'forms.field.project_name', message: 'Project name' }),
    end_customer_name: i18n._({ id: 'forms.field.end_customer_name', message: 'End customer name' }),
    field_of_application: i18n._({ id: 'forms.field.field_of_application', message: 'Field of application' }),
    tender: i18n._({ id: 'forms.field.tender', message: 'Is this a tender (RFP/RFQ)?' }),
    decision_date: i18n._({ id: 'forms.field.decision_date', message: 'Decision date' }),
    international: i18n._({ id: 'forms.field.international', message: 'Is this an international project?' }),
    countries: i18n._({ id: 'forms.field.countries', message: 'Countries' }),
    setup_type: i18n._({ id: 'forms.field.setup_type', message: 'Set-up' }),
    system_provider_name: i18n._({ id: 'forms.field.system_provider_name', message: 'System provider' }),
    system_type: i18n._({ id: 'forms.field.system_type', message: 'Type of system' }),
    description: i18n._({ id: 'forms.field.description', message: 'Project description' }),
    products: i18n._({ id: 'forms.field.products', message: 'Products' }),
    quantity: i18n._({ id: 'forms.field.quantity', message: 'Quantity' }),
    delivery_count: i18n._({ id: 'forms.field.delivery_count', message: 'Number of deliveries' }),
    first_delivery_date: i18n._({ id: 'forms.field.first_delivery_date', message: 'First delivery date' }),
    last_delivery_date: i18n._({ id: 'forms.field.last_delivery_date', message: 'Last delivery date' }),
    'cf-turnstile-response': i18n._({ id: 'forms.field.bot_check', message: 'Security check' }),
    form: i18n._({ id: 'forms.field.form', message: 'Form' }),
  }
}

/** Help shown under some fields. */
export function fieldHints(i18n: I18n, limits: { fileSizeMb: number; totalMb: number; fileTypes: string }): Record<string, string> {
  return {
    phoneNumber: i18n._({ id: 'forms.hint.phone_number', message: 'With the country code, e.g. +44 20 7946 0958' }),
    postalCode: i18n._({ id: 'forms.hint.postal_code', message: 'As written in your address' }),
    state: i18n._({ id: 'forms.hint.state', message: 'For addresses in the United States and Canada' }),
    organisationVAT: i18n._({ id: 'forms.hint.organisation_vat', message: 'Without spaces, e.g. NL123456789B01' }),
    registeredCustomerNumber: i18n._({ id: 'forms.hint.registered_customer_number', message: 'The 8 digits on your invoices' }),
    model_number: i18n._({ id: 'forms.hint.model_number', message: 'On the label at the back of the display, e.g. 55BDL4511D/00' }),
    serial_number: i18n._({ id: 'forms.hint.serial_number', message: 'On the same label, without spaces' }),
    files: i18n._({
      id: 'forms.hint.files',
      message: 'Up to {fileSizeMb} MB per file and {totalMb} MB in total; {fileTypes}',
      values: limits,
    }),
    cv: i18n._({
      id: 'careers.hint.cv',
      message: 'PDF, up to {fileSizeMb} MB per file, at most {count} files',
      values: { fileSizeMb: limits.fileSizeMb, count: MAX_CV_FILES },
    }),
    company_website: i18n._({ id: 'forms.hint.company_website', message: 'e.g. www.example.com' }),
    countries: i18n._({ id: 'forms.hint.countries', message: 'Hold Ctrl (or Cmd) to choose several countries' }),
    decision_date: i18n._({ id: 'forms.hint.decision_date', message: 'When the tender will be decided' }),
  }
}

/**
 * The consent checkboxes' own sentences. `<0>…</0>` marks the words that link to the page the
 * sentence names (consentLinks), in the visitor's language.
 */
export function consentTexts(i18n: I18n) {
  return {
    consent_privacy: i18n._({
      id: 'forms.consent.privacy_linked',
      message: 'I have read the <0>privacy policy</0> and agree that my data is processed to answer my request.',
    }),
    consent_terms: i18n._({ id: 'forms.consent.terms_linked', message: 'I accept the <0>terms and conditions</0>.' }),
    consent_marketing: i18n._({
      id: 'forms.consent.marketing',
      message: 'I would like to receive news and offers by email. I can unsubscribe at any time.',
    }),
  }
}

/** The pages each consent sentence links to, by tag number. */
export function consentLinks(code: LocaleCode): Record<keyof ReturnType<typeof consentTexts>, string[]> {
  return {
    consent_privacy: [companyPagePath('privacy-policy', code)],
    consent_terms: [companyPagePath('terms', code)],
    consent_marketing: [],
  }
}

export type ChoiceLabels = Record<string, Record<string, string>>

/** Labels of the fixed choices, by choice list and code. */
export function choiceLabels(i18n: I18n): ChoiceLabels {
  const labels: ChoiceLabels = {
    topics: {
      general: i18n._({ id: 'forms.topic.general', message: 'General question' }),
      technical: i18n._({ id: 'forms.topic.technical', message: 'Technical support' }),
      project: i18n._({ id: 'forms.topic.project', message: 'Project' }),
      partner: i18n._({ id: 'forms.topic.partner', message: 'Become a partner' }),
    },
    productTypes: {
      signage: i18n._({ id: 'forms.product_type.signage', message: 'Signage display' }),
      led: i18n._({ id: 'forms.product_type.led', message: 'LED video wall' }),
      tv: i18n._({ id: 'forms.product_type.tv', message: 'Professional TV' }),
      monitor: i18n._({ id: 'forms.product_type.monitor', message: 'Monitor' }),
    },
    branches: {
      retail: i18n._({ id: 'forms.branch.retail', message: 'Retail' }),
      hospitality: i18n._({ id: 'forms.branch.hospitality', message: 'Hospitality' }),
      healthcare: i18n._({ id: 'forms.branch.healthcare', message: 'Healthcare' }),
      education: i18n._({ id: 'forms.branch.education', message: 'Education' }),
      corporate: i18n._({ id: 'forms.branch.corporate', message: 'Corporate' }),
      transport: i18n._({ id: 'forms.branch.transport', message: 'Transport' }),
      'public-sector': i18n._({ id: 'forms.branch.public_sector', message: 'Public sector' }),
      other: i18n._({ id: 'forms.branch.other', message: 'Other' }),
    },
    purchaseTimings: {
      'within-3-months': i18n._({ id: 'forms.purchase_timing.within_3_months', message: 'Within 3 months' }),
      '3-to-6-months': i18n._({ id: 'forms.purchase_timing.3_to_6_months', message: 'In 3 to 6 months' }),
      '6-to-12-months': i18n._({ id: 'forms.purchase_timing.6_to_12_months', message: 'In 6 to 12 months' }),
      later: i18n._({ id: 'forms.purchase_timing.later', message: 'Later than 12 months' }),
      unknown: i18n._({ id: 'forms.purchase_timing.unknown', message: 'Not decided yet' }),
    },
    fieldsOfApplication: {
      'digital-signage': i18n._({ id: 'forms.application.digital_signage', message: 'Digital signage' }),
      'video-wall': i18n._({ id: 'forms.application.video_wall', message: 'Video wall' }),
      'meeting-room': i18n._({ id: 'forms.application.meeting_room', message: 'Meeting room' }),
      'hospitality-tv': i18n._({ id: 'forms.application.hospitality_tv', message: 'Hospitality TV' }),
      'control-room': i18n._({ id: 'forms.application.control_room', message: 'Control room' }),
      other: i18n._({ id: 'forms.application.other', message: 'Other' }),
    },
    customerAnswers: {
      yes: i18n._({ id: 'forms.registered_customer.yes', message: 'Yes, I have a customer number' }),
      no: i18n._({ id: 'forms.registered_customer.no', message: 'No, not yet' }),
    },
    tenderAnswers: {
      yes: i18n._({ id: 'forms.tender.yes', message: 'Yes, it is a tender' }),
      no: i18n._({ id: 'forms.tender.no', message: 'No, it is not a tender' }),
    },
    internationalAnswers: {
      yes: i18n._({ id: 'forms.international.yes', message: 'Yes, in more than one country' }),
      no: i18n._({ id: 'forms.international.no', message: 'No, in one country' }),
    },
    waveRequestTypes: {
      wave_question: i18n._({ id: 'forms.wave_request.question', message: 'I have a question about Wave' }),
      partner_request: i18n._({ id: 'forms.wave_request.partner_request', message: 'I would like to become a Wave user' }),
    },
    businessTypes: {
      reseller: i18n._({ id: 'forms.business_type.reseller', message: 'Reseller' }),
      'system-integrator': i18n._({ id: 'forms.business_type.system_integrator', message: 'System integrator' }),
      'end-user': i18n._({ id: 'forms.business_type.end_user', message: 'End user' }),
      distributor: i18n._({ id: 'forms.business_type.distributor', message: 'Distributor' }),
      other: i18n._({ id: 'forms.business_type.other', message: 'Other' }),
    },
    setupTypes: {
      standalone: i18n._({ id: 'forms.setup.standalone', message: 'Standalone' }),
      system: i18n._({ id: 'forms.setup.system', message: 'Part of a system with a system provider' }),
    },
  }
  return labels
}

/** Every code of each choice list has a label (a test checks it against `choices.ts`). */
export const CHOICE_LISTS = {
  topics: CONTACT_TOPICS,
  productTypes: PRODUCT_TYPES,
  branches: BRANCHES,
  purchaseTimings: PURCHASE_TIMINGS,
  fieldsOfApplication: FIELDS_OF_APPLICATION,
  customerAnswers: YES_NO,
  tenderAnswers: YES_NO,
  internationalAnswers: YES_NO,
  waveRequestTypes: WAVE_REQUEST_TYPES,
  businessTypes: BUSINESS_TYPES,
  setupTypes: SETUP_TYPES,
} as const satisfies Record<string, readonly string[]>

export type ChoiceListName = keyof typeof CHOICE_LISTS
