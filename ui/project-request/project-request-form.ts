/**
 * The project request (bid) wizard of SPEC.md points 2, 3 and 5: one form definition split into
 * steps. A step cannot be left forward while its fields fail; the last step confirms and sends
 * the whole form, which the endpoint checks again with the same schema.
 */
import { COUNTRY_CODES, FIELDS_OF_APPLICATION, SETUP_TYPES, YES_NO } from '../forms/choices.ts'
import { rules } from '../forms/field-rules.ts'
import { type FormValues, defineForm, field } from '../forms/form-schema.ts'
import {
  type ValidationFailure,
  type ValidationRule,
  calendarDate,
  isCalendarDate,
  oneOf,
  required,
  wholeNumber,
} from '../forms/validators.ts'

/** SPEC.md point 5 leaves it open: a project request lists at most this many products. */
export const MAX_PROJECT_PRODUCTS = 10
/** The largest quantity of one product in a request. */
export const MAX_PRODUCT_QUANTITY = 9999
/** At most this many deliveries. */
export const MAX_DELIVERIES = 99
/** A request names at most this many countries. */
export const MAX_PROJECT_COUNTRIES = 50

/** Product codes as the catalogue writes them (55BDL4511D/00). */
const CTN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9./_-]{0,39}$/

export interface ProjectProduct extends Record<string, string> {
  ctn: string
  quantity: string
}

function productsRule(): ValidationRule {
  return {
    name: 'one_of',
    check(value): ValidationFailure | undefined {
      if (!Array.isArray(value) || value.length === 0) return { key: 'required', values: {} }
      if (value.length > MAX_PROJECT_PRODUCTS) return { key: 'invalid', values: {} }
      for (const item of value as readonly Partial<ProjectProduct>[]) {
        if (typeof item !== 'object' || item === null) return { key: 'invalid', values: {} }
        if (typeof item.ctn !== 'string' || !CTN_PATTERN.test(item.ctn)) return { key: 'invalid', values: {} }
        if (wholeNumber(1, MAX_PRODUCT_QUANTITY).check(item.quantity ?? '', {})) return { key: 'invalid', values: {} }
      }
      return undefined
    },
  }
}

function countriesRule(): ValidationRule {
  return {
    name: 'one_of',
    check(value) {
      if (!Array.isArray(value)) return { key: 'invalid', values: {} }
      if (value.length > MAX_PROJECT_COUNTRIES) return { key: 'invalid', values: {} }
      return value.every((code) => COUNTRY_CODES.includes(code as string)) ? undefined : { key: 'invalid', values: {} }
    },
  }
}

/** The last delivery cannot come before the first. */
function notBefore(earlierField: string) {
  return (values: FormValues): readonly ValidationRule[] => [
    required(),
    calendarDate(),
    {
      name: 'date',
      check(value) {
        const earlier = values[earlierField]
        if (typeof value !== 'string' || typeof earlier !== 'string' || !isCalendarDate(earlier)) return undefined
        return value < earlier ? { key: 'invalid', values: {} } : undefined
      },
    },
  ]
}

const hasTender = (values: FormValues) => values.tender === 'yes'
const isInternational = (values: FormValues) => values.international === 'yes'
const isSystem = (values: FormValues) => values.setup_type === 'system'

export const projectRequestForm = defineForm(
  'project-request',
  {
    // personal info
    first_name: field.text(rules.firstName),
    last_name: field.text(rules.lastName),
    email: field.text(rules.email),
    country: field.text(rules.country),
    phoneNumber: field.text(rules.phoneRequired),
    organisation: field.text(rules.organisationRequired),
    function: field.text(rules.optionalText),
    // general info
    client_name: field.text(rules.requiredText),
    project_name: field.text(rules.requiredText),
    end_customer_name: field.text(rules.optionalText),
    contactFor: field.text(rules.branch),
    field_of_application: field.text([required(), oneOf(FIELDS_OF_APPLICATION)]),
    tender: field.text([required(), oneOf(YES_NO)]),
    decision_date: field.text([required(), calendarDate()], hasTender),
    // international
    international: field.text([required(), oneOf(YES_NO)]),
    countries: field.list([required(), countriesRule()], isInternational),
    // set-up
    setup_type: field.text([required(), oneOf(SETUP_TYPES)]),
    system_provider_name: field.text(rules.requiredText, isSystem),
    system_type: field.text(rules.requiredText, isSystem),
    // description
    description: field.longText(rules.longTextRequired),
    // products
    products: field.items<ProjectProduct>(['ctn', 'quantity'], [productsRule()]),
    // delivery
    delivery_count: field.text([required(), wholeNumber(1, MAX_DELIVERIES)]),
    first_delivery_date: field.text([required(), calendarDate()]),
    last_delivery_date: field.text(notBefore('first_delivery_date')),
    // confirmation
    consent_privacy: field.flag(rules.privacyConsent),
    consent_marketing: field.flag(rules.optionalConsent),
  },
  { phoneCountryField: 'country' },
)

export type ProjectRequestField = (typeof projectRequestForm.fieldNames)[number]

/** SPEC.md point 2: the wizard's steps in order; success is shown after sending. */
export const PROJECT_REQUEST_STEPS = [
  { id: 'personal', fields: ['first_name', 'last_name', 'email', 'country', 'phoneNumber', 'organisation', 'function'] },
  {
    id: 'general',
    fields: ['client_name', 'project_name', 'end_customer_name', 'contactFor', 'field_of_application', 'tender', 'decision_date'],
  },
  { id: 'international', fields: ['international', 'countries'] },
  { id: 'setup', fields: ['setup_type', 'system_provider_name', 'system_type'] },
  { id: 'description', fields: ['description'] },
  { id: 'products', fields: ['products'] },
  { id: 'delivery', fields: ['delivery_count', 'first_delivery_date', 'last_delivery_date'] },
  { id: 'confirmation', fields: ['consent_privacy', 'consent_marketing'] },
] as const satisfies readonly { id: string; fields: readonly ProjectRequestField[] }[]

export type ProjectRequestStepId = (typeof PROJECT_REQUEST_STEPS)[number]['id'] | 'success'

export function stepIndexOf(id: string): number {
  return PROJECT_REQUEST_STEPS.findIndex((step) => step.id === id)
}

/** Failures of one step's fields. */
export function checkStep(index: number, values: FormValues) {
  const step = PROJECT_REQUEST_STEPS[index]
  return step ? projectRequestForm.checkFields(step.fields, values) : {}
}

/** Whether the product list is full: adding another is refused and a warning shown. */
export function productListFull(products: readonly unknown[]): boolean {
  return products.length >= MAX_PROJECT_PRODUCTS
}
