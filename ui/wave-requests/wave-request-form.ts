/**
 * The Wave request of the portal (SPEC.md points 2, 3, 4 and 6): steps Contact, Account,
 * Declarations, Overview, with the fields of the Wave enquiry. Who the executive is and which
 * organisation they request for come from the customer records and are read-only.
 */
import { BRANCHES, BUSINESS_TYPES, PRODUCT_TYPES } from '../forms/choices.ts'
import { rules } from '../forms/field-rules.ts'
import { defineForm, field } from '../forms/form-schema.ts'
import { oneOf, required } from '../forms/validators.ts'
import { PORTAL_WIZARD_POST_NAMES, defineWizard } from '../portal/wizard/wizard-engine.ts'

export const waveRequestForm = defineForm(
  'wave-request',
  {
    first_name: field.text(rules.firstName),
    last_name: field.text(rules.lastName),
    email: field.text(rules.email),
    phoneNumber: field.text(rules.phoneRequired),
    job_title: field.text(rules.requiredText),
    department: field.text(rules.optionalText),
    registered_company_name: field.text(rules.organisationRequired),
    business_country: field.text(rules.country),
    company_website: field.text([required(), ...rules.website]),
    street_and_number: field.text(rules.requiredText),
    industry_focus: field.text([required(), oneOf(BRANCHES)]),
    business_type: field.text([required(), oneOf(BUSINESS_TYPES)]),
    display_type: field.text([required(), oneOf(PRODUCT_TYPES)]),
    consent_terms: field.flag([required()]),
    consent_privacy: field.flag(rules.privacyConsent),
    consent_marketing: field.flag(rules.optionalConsent),
  },
  { phoneCountryField: 'business_country' },
)

export type WaveRequestField = (typeof waveRequestForm.fieldNames)[number]

/** The Wave request on the portal's wizard engine: one draft per person. */
export const WAVE_REQUEST_WIZARD = defineWizard({
  name: 'wave-request',
  steps: ['contact', 'account', 'declarations', 'overview'],
  postNames: PORTAL_WIZARD_POST_NAMES,
  drafts: 'personal',
})
export const WAVE_REQUEST_STEPS = WAVE_REQUEST_WIZARD.steps
export type WaveRequestStep = (typeof WAVE_REQUEST_STEPS)[number]

/** The moves of the error screen after a failed submission (SPEC.md point 8), besides the wizard's. */
export const WAVE_RECOVERY_MOVES = { resume: 'resume', rollBack: 'roll-back' } as const

/** The fields of each step; the overview shows them all and asks for the confirmation. */
export const WAVE_STEP_FIELDS: Readonly<Record<WaveRequestStep, readonly WaveRequestField[]>> = {
  contact: ['first_name', 'last_name', 'email', 'phoneNumber', 'job_title', 'department'],
  account: [
    'registered_company_name',
    'business_country',
    'company_website',
    'street_and_number',
    'industry_focus',
    'business_type',
    'display_type',
  ],
  declarations: ['consent_terms', 'consent_privacy', 'consent_marketing'],
  overview: [],
}

/** Values that come from the customer records: shown, never taken from the form (SPEC.md point 5). */
export const WAVE_READ_ONLY_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'registered_company_name',
  'business_country',
] as const satisfies readonly WaveRequestField[]

/**
 * Where an organisation stands with Wave for the executive who opens the request (SPEC.md point 4):
 * the organisation states, and the other states that block a new request.
 */
export type WaveRequestState =
  | { kind: 'eligible' }
  | { kind: 'confirmed' }
  | { kind: 'not-available' }
  /** This executive's own request is under consideration. */
  | { kind: 'in-progress' }
  /** A colleague (another partner executive) already requested Wave for the organisation. */
  | { kind: 'requested-by-colleague'; colleague: string }
  /** Phase two failed on this executive's request: resume or roll back. */
  | { kind: 'unfinished'; requestId: string }
