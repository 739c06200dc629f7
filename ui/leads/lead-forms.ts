/**
 * The public lead forms (SPEC.md points 1 and 3): the four contact forms, the enquiry form, the
 * Wave enquiry form and the retail brochure download. Each is one definition: arktype schema,
 * rules and reading of submissions, used as is by the islands and by the form endpoints.
 */
import { BUSINESS_TYPES, BRANCHES, PRODUCT_TYPES, WAVE_REQUEST_TYPES, YES_NO } from '../forms/choices.ts'
import { countryHasStates, postalCodeRules, rules, stateRules, TEXT_LIMITS } from '../forms/field-rules.ts'
import { type AnyFormDefinition, defineForm, field } from '../forms/form-schema.ts'
import { alphaDash, max, oneOf, required } from '../forms/validators.ts'

/** Fields every contact form has: who is asking and where, and the consents. */
const contactPerson = {
  first_name: field.text(rules.firstName),
  last_name: field.text(rules.lastName),
  email: field.text(rules.email),
  country: field.text(rules.country),
  state: field.text(stateRules('country'), countryHasStates('country')),
  postalCode: field.text(postalCodeRules('country')),
  phoneNumber: field.text(rules.phoneOptional),
}

const consents = {
  consent_privacy: field.flag(rules.privacyConsent),
  consent_terms: field.flag(rules.optionalConsent),
  consent_marketing: field.flag(rules.optionalConsent),
}

export const contactGeneralForm = defineForm(
  'contact-general',
  {
    ...contactPerson,
    organisation: field.text(rules.optionalText),
    subject: field.text(rules.requiredText),
    body: field.longText(rules.longTextRequired),
    ...consents,
  },
  { phoneCountryField: 'country' },
)

/** The support request (SPEC.md point 3 "Support contact form") with its file upload. */
export const contactTechnicalForm = defineForm(
  'contact-technical',
  {
    ...contactPerson,
    company_name: field.text(rules.organisationRequired),
    product_type: field.text([required(), oneOf(PRODUCT_TYPES)]),
    product_line: field.text(rules.optionalText),
    model_number: field.text([required(), alphaDash(), max(TEXT_LIMITS.code)]),
    serial_number: field.text([alphaDash(), max(TEXT_LIMITS.code)]),
    firmware_version: field.text([alphaDash(), max(TEXT_LIMITS.firmwareVersion)]),
    problem_description: field.longText(rules.longTextRequired),
    files: field.files(rules.supportFiles),
    ...consents,
  },
  { phoneCountryField: 'country' },
)

export const contactProjectForm = defineForm(
  'contact-project',
  {
    ...contactPerson,
    phoneNumber: field.text(rules.phoneRequired),
    organisation: field.text(rules.organisationRequired),
    function: field.text(rules.optionalText),
    contactFor: field.text(rules.branch),
    purchaseTiming: field.text(rules.purchaseTiming),
    streetAddress: field.text(rules.optionalText),
    streetNumber: field.text([max(TEXT_LIMITS.code)]),
    suffix: field.text([max(TEXT_LIMITS.code)]),
    city: field.text(rules.optionalText),
    body: field.longText(rules.longTextRequired),
    ...consents,
  },
  { phoneCountryField: 'country' },
)

export const contactPartnerForm = defineForm(
  'contact-partner',
  {
    ...contactPerson,
    organisation: field.text(rules.organisationRequired),
    organisationVAT: field.text([required(), ...rules.vatNumber]),
    function: field.text(rules.optionalText),
    contactFor: field.text(rules.branch),
    registeredCustomer: field.text([required(), oneOf(YES_NO)]),
    registeredCustomerNumber: field.text(rules.customerNumber, (values) => values.registeredCustomer === 'yes'),
    body: field.longText(rules.longTextOptional),
    ...consents,
  },
  { phoneCountryField: 'country' },
)

/** The enquiry form: a campaign lead (a quote request, optionally about a product). */
export const enquiryForm = defineForm(
  'enquiry',
  {
    ...contactPerson,
    organisation: field.text(rules.organisationRequired),
    function: field.text(rules.optionalText),
    purchaseTiming: field.text(rules.purchaseTiming),
    body: field.longText(rules.longTextRequired),
    campaign: field.text([max(TEXT_LIMITS.code)]),
    product: field.text([max(TEXT_LIMITS.code)]),
    ...consents,
  },
  { phoneCountryField: 'country' },
)

/** SPEC.md point 3 "Wave enquiry". */
export const waveEnquiryForm = defineForm(
  'wave-enquiry',
  {
    request_type: field.text([required(), oneOf(WAVE_REQUEST_TYPES)]),
    first_name: field.text(rules.firstName),
    last_name: field.text(rules.lastName),
    email: field.text(rules.email),
    registered_company_name: field.text(rules.organisationRequired),
    business_country: field.text(rules.country),
    state: field.text(stateRules('business_country'), countryHasStates('business_country')),
    phoneNumber: field.text(rules.phoneOptional),
    company_website: field.text(rules.website),
    street_and_number: field.text(rules.optionalText),
    job_title: field.text(rules.requiredText),
    department: field.text(rules.optionalText),
    industry_focus: field.text([required(), oneOf(BRANCHES)]),
    business_type: field.text([required(), oneOf(BUSINESS_TYPES)]),
    display_type: field.text([required(), oneOf(PRODUCT_TYPES)]),
    enquiry_title: field.text(rules.requiredText),
    enquiry_description: field.longText(rules.longTextRequired),
    consent_privacy: field.flag(rules.privacyConsent),
    consent_marketing: field.flag(rules.optionalConsent),
  },
  { phoneCountryField: 'business_country' },
)

/** The retail brochure download: a short lead form, then the file. */
export const retailBrochureForm = defineForm('retail-brochure', {
  first_name: field.text(rules.firstName),
  last_name: field.text(rules.lastName),
  email: field.text(rules.email),
  organisation: field.text(rules.organisationRequired),
  country: field.text(rules.country),
  consent_privacy: field.flag(rules.privacyConsent),
  consent_marketing: field.flag(rules.optionalConsent),
})

/**
 * The corporate configurator's quote request: who asks, and the configuration (the
 * configurator's canonical query, ui/guides/corporate-configurator.ts) it is about.
 */
export const corporateQuoteForm = defineForm(
  'corporate-quote',
  {
    first_name: field.text(rules.firstName),
    last_name: field.text(rules.lastName),
    email: field.text(rules.email),
    organisation: field.text(rules.organisationRequired),
    country: field.text(rules.country),
    phoneNumber: field.text(rules.phoneOptional),
    body: field.longText(rules.longTextOptional),
    configuration: field.text([required(), max(TEXT_LIMITS.longText)]),
    consent_privacy: field.flag(rules.privacyConsent),
    consent_marketing: field.flag(rules.optionalConsent),
  },
  { phoneCountryField: 'country' },
)

/** An application for a job opening (careers-slug): the person, the job, a cover letter and the CV. */
export const jobApplicationForm = defineForm(
  'job-application',
  {
    first_name: field.text(rules.firstName),
    last_name: field.text(rules.lastName),
    email: field.text(rules.email),
    phoneNumber: field.text(rules.phoneOptional),
    country: field.text(rules.country),
    job: field.text(rules.jobId),
    cover_letter: field.longText(rules.longTextOptional),
    cv: field.files(rules.cvFiles),
    consent_privacy: field.flag(rules.privacyConsent),
  },
  { phoneCountryField: 'country' },
)

export const CONTACT_FORMS = {
  general: contactGeneralForm,
  technical: contactTechnicalForm,
  project: contactProjectForm,
  partner: contactPartnerForm,
} as const

/** Every single-page lead form by id. */
export const LEAD_FORMS = {
  'contact-general': contactGeneralForm,
  'contact-technical': contactTechnicalForm,
  'contact-project': contactProjectForm,
  'contact-partner': contactPartnerForm,
  enquiry: enquiryForm,
  'wave-enquiry': waveEnquiryForm,
  'retail-brochure': retailBrochureForm,
  'corporate-quote': corporateQuoteForm,
  'job-application': jobApplicationForm,
} as const satisfies Record<string, AnyFormDefinition>

export type LeadFormId = keyof typeof LEAD_FORMS

export function isLeadFormId(value: unknown): value is LeadFormId {
  return typeof value === 'string' && Object.hasOwn(LEAD_FORMS, value)
}
