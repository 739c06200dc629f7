/**
 * Every lead form's `autocomplete` hints are autofill field names of the HTML standard, and fit
 * their control: `street-address` is a multi-line token (a textarea's), never a one-line input's.
 */
import { describe, expect, it } from 'vitest'
import { type LayoutField, PROJECT_REQUEST_CONTROLS, layoutOf } from '../../ui/forms/form-layouts.ts'
import { LEAD_FORMS, type LeadFormId } from '../../ui/leads/lead-forms.ts'

/** The autofill field names of the HTML standard (4.10.18.7.1) this site may use. */
const AUTOFILL_FIELD_NAMES = new Set([
  'name',
  'honorific-prefix',
  'given-name',
  'additional-name',
  'family-name',
  'honorific-suffix',
  'nickname',
  'username',
  'new-password',
  'current-password',
  'one-time-code',
  'organization-title',
  'organization',
  'street-address',
  'address-line1',
  'address-line2',
  'address-line3',
  'address-level4',
  'address-level3',
  'address-level2',
  'address-level1',
  'country',
  'country-name',
  'postal-code',
  'cc-name',
  'cc-given-name',
  'cc-additional-name',
  'cc-family-name',
  'cc-number',
  'cc-exp',
  'cc-exp-month',
  'cc-exp-year',
  'cc-csc',
  'cc-type',
  'transaction-currency',
  'transaction-amount',
  'language',
  'bday',
  'bday-day',
  'bday-month',
  'bday-year',
  'sex',
  'url',
  'photo',
  'tel',
  'tel-country-code',
  'tel-national',
  'tel-area-code',
  'tel-local',
  'tel-extension',
  'email',
  'impp',
])
/** Tokens the standard allows only on multi-line controls (textarea). */
const MULTILINE_FIELD_NAMES = new Set(['street-address'])

function autocompleteFields(fields: readonly LayoutField[]): Array<{ name: string; kind: string; token: string }> {
  return fields.flatMap((field) =>
    'autoComplete' in field.control && field.control.autoComplete
      ? [{ name: field.name, kind: field.control.kind, token: field.control.autoComplete }]
      : [],
  )
}

const everyForm = (Object.keys(LEAD_FORMS) as LeadFormId[]).map((form) => ({
  form,
  fields: autocompleteFields(layoutOf(form, '.pdf').flatMap((section) => section.fields)),
}))

describe('autocomplete hints of the lead forms', () => {
  it('use only autofill field names of the HTML standard', () => {
    for (const { form, fields } of [...everyForm, { form: 'project-request', fields: autocompleteFields(PROJECT_REQUEST_CONTROLS) }]) {
      for (const field of fields) expect(AUTOFILL_FIELD_NAMES.has(field.token), `${form}: ${field.name} = ${field.token}`).toBe(true)
    }
  })

  it('never put a multi-line token such as street-address on a one-line input (the Wave form street field)', () => {
    const misplaced = everyForm.flatMap(({ form, fields }) =>
      fields.filter((field) => MULTILINE_FIELD_NAMES.has(field.token)).map((field) => `${form}: ${field.name} (${field.kind})`),
    )
    expect(misplaced).toEqual([])
    const wave = everyForm.find(({ form }) => form === 'wave-enquiry')
    expect(wave?.fields.find((field) => field.name === 'street_and_number')?.token).toBe('address-line1')
  })
})
