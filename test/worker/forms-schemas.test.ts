/**
 * The arktype schemas of every form (the one check browser and server both run): valid values
 * pass, fields that depend on others follow them, submissions are read the same from a form post
 * and from JSON, the wizard's steps hold their fields, and a fuzz run per schema (a few thousand
 * generated submissions: never a throw, always a verdict with known message keys).
 */
import { checkForm } from '../../ui/forms/form-check.ts'
import { describe, expect, it } from 'vitest'
import { FORMS, type FormId } from '../../ui/forms/form-endpoints.ts'
import { type FormValues, formDataValues, jsonValues } from '../../ui/forms/form-schema.ts'
import {
  MAX_PROJECT_PRODUCTS,
  PROJECT_REQUEST_STEPS,
  checkStep,
  projectRequestForm,
} from '../../ui/project-request/project-request-form.ts'
import { contactPartnerForm, contactGeneralForm, waveEnquiryForm } from '../../ui/leads/lead-forms.ts'
import { VALIDATION_MESSAGE_KEYS } from '../../ui/forms/validators.ts'
import { WIZARD_ACTIONS } from '../../ui/project-request/ProjectRequestWizard.tsx'
import { moveWizard } from '../../worker/project-request/project-request-steps.ts'
import { REQUIRED_FILES, VALID_SUBMISSIONS, asFormBody, validWithFileDescriptions } from './forms-fixtures.ts'
import { randomText, randomValue, seededRandom } from '../fuzz.ts'

describe('every form schema', () => {
  for (const [form, definition] of Object.entries(FORMS) as Array<[FormId, (typeof FORMS)[FormId]]>) {
    it(`${form}: the fixture passes, and reads the same from a form post and from JSON`, () => {
      const fromJson = definition.read(jsonValues(validWithFileDescriptions(form)))
      expect(checkForm(definition, fromJson)).toMatchObject({ ok: true })
      const body = new FormData()
      for (const [name, value] of asFormBody(VALID_SUBMISSIONS[form])) body.append(name, value)
      const fromPost = definition.read(formDataValues(body))
      // A required file arrives as a File in a post (checked by its bytes on the server), as its description in JSON.
      const file = REQUIRED_FILES[form]
      expect(fromPost).toEqual(file ? { ...fromJson, [file.field]: [] } : fromJson)
    })

    it(`${form}: an empty submission fails on its required fields with the key required`, () => {
      const checked = checkForm(definition, definition.read(jsonValues({})))
      expect(checked.ok).toBe(false)
      if (checked.ok) return
      expect(Object.values(checked.failures).every((failure) => failure.key === 'required')).toBe(true)
      expect(Object.keys(checked.failures)).toContain('email')
    })
  }
})

describe('fields that depend on others', () => {
  it("the state is required (and must be one of the country's) only for the United States and Canada", () => {
    const base = { ...VALID_SUBMISSIONS['contact-general'], postalCode: '' }
    expect(contactGeneralForm.checkField('state', { ...base, country: 'US', state: '' })?.key).toBe('required')
    expect(contactGeneralForm.checkField('state', { ...base, country: 'US', state: 'ON' })?.key).toBe('invalid')
    expect(contactGeneralForm.checkField('state', { ...base, country: 'CA', state: 'ON' })).toBeUndefined()
    expect(contactGeneralForm.checkField('state', { ...base, country: 'NL', state: '' })).toBeUndefined()
    // a state sent for a country without states is dropped
    expect(contactGeneralForm.read(jsonValues({ ...base, country: 'NL', state: 'TX' })).state).toBe('')
  })

  it("the postal code follows the country's pattern for CA, NL and PL, and is free text elsewhere", () => {
    const base = VALID_SUBMISSIONS['contact-general']
    expect(contactGeneralForm.checkField('postalCode', { ...base, country: 'PL', postalCode: '00950' })?.key).toBe('country')
    expect(contactGeneralForm.checkField('postalCode', { ...base, country: 'PL', postalCode: '00-950' })).toBeUndefined()
    expect(contactGeneralForm.checkField('postalCode', { ...base, country: 'FR', postalCode: '75001' })).toBeUndefined()
  })

  it('a phone number without country code is read in the chosen country', () => {
    expect(contactGeneralForm.checkField('phoneNumber', { country: 'GB', phoneNumber: '020 7946 0958' })).toBeUndefined()
    expect(contactGeneralForm.checkField('phoneNumber', { country: 'NL', phoneNumber: '020 7946 0958' })?.key).toBe('phone')
    expect(waveEnquiryForm.checkField('phoneNumber', { business_country: 'GB', phoneNumber: '020 7946 0958' })).toBeUndefined()
  })

  it('a registered customer gives an 8-digit customer number', () => {
    const base = VALID_SUBMISSIONS['contact-partner']
    expect(contactPartnerForm.checkField('registeredCustomerNumber', { ...base, registeredCustomerNumber: '1234567' })?.key).toBe('length')
    expect(contactPartnerForm.checkField('registeredCustomerNumber', { ...base, registeredCustomerNumber: '1234567a' })?.key).toBe(
      'numeric',
    )
    expect(
      contactPartnerForm.checkField('registeredCustomerNumber', { ...base, registeredCustomer: 'no', registeredCustomerNumber: '' }),
    ).toBeUndefined()
  })

  it('project request: decision date with a tender, countries when international, provider for a system, deliveries in order', () => {
    const base = VALID_SUBMISSIONS['project-request'] as FormValues
    expect(projectRequestForm.checkField('decision_date', { ...base, decision_date: '' })?.key).toBe('required')
    expect(projectRequestForm.checkField('decision_date', { ...base, tender: 'no', decision_date: '' })).toBeUndefined()
    expect(projectRequestForm.checkField('countries', { ...base, countries: [] })?.key).toBe('required')
    expect(projectRequestForm.checkField('countries', { ...base, countries: ['NL', 'XX'] })?.key).toBe('invalid')
    expect(projectRequestForm.checkField('countries', { ...base, international: 'no', countries: [] })).toBeUndefined()
    expect(projectRequestForm.checkField('system_provider_name', { ...base, system_provider_name: '' })?.key).toBe('required')
    expect(
      projectRequestForm.checkField('system_provider_name', { ...base, setup_type: 'standalone', system_provider_name: '' }),
    ).toBeUndefined()
    expect(projectRequestForm.checkField('last_delivery_date', { ...base, last_delivery_date: '2027-03-31' })?.key).toBe('invalid')
  })

  it(`project request: 1 to ${MAX_PROJECT_PRODUCTS} products, each with a quantity`, () => {
    const base = VALID_SUBMISSIONS['project-request'] as FormValues
    const products = (count: number, quantity = '1') => Array.from({ length: count }, (_, index) => ({ ctn: `TEST${index}/00`, quantity }))
    expect(projectRequestForm.checkField('products', { ...base, products: [] })?.key).toBe('required')
    expect(projectRequestForm.checkField('products', { ...base, products: products(MAX_PROJECT_PRODUCTS) })).toBeUndefined()
    expect(projectRequestForm.checkField('products', { ...base, products: products(MAX_PROJECT_PRODUCTS + 1) })?.key).toBe('invalid')
    expect(projectRequestForm.checkField('products', { ...base, products: products(1, '0') })?.key).toBe('invalid')
    expect(projectRequestForm.checkField('products', { ...base, products: products(1, 'many') })?.key).toBe('invalid')
  })
})

describe('the project request wizard steps', () => {
  const valid = projectRequestForm.read(jsonValues(VALID_SUBMISSIONS['project-request']))

  it('cover every field exactly once', () => {
    const stepped = PROJECT_REQUEST_STEPS.flatMap((step) => step.fields as readonly string[])
    expect([...stepped].sort()).toEqual([...projectRequestForm.fieldNames].sort())
  })

  it('cannot be left forward while invalid; going back keeps the values', () => {
    const empty = projectRequestForm.read(jsonValues({}))
    const stuck = moveWizard(empty, 0, WIZARD_ACTIONS.next, { ctn: '', quantity: '' })
    expect(stuck).toMatchObject({ kind: 'show', step: 0, stepInvalid: true })
    const onward = moveWizard(valid, 0, WIZARD_ACTIONS.next, { ctn: '', quantity: '' })
    expect(onward).toMatchObject({ kind: 'show', step: 1, stepInvalid: false })
    const back = moveWizard(valid, 3, WIZARD_ACTIONS.previous, { ctn: '', quantity: '' })
    expect(back).toMatchObject({ kind: 'show', step: 2, values: valid })
    expect(moveWizard(valid, 3, WIZARD_ACTIONS.cancel, { ctn: '', quantity: '' })).toEqual({ kind: 'cancel' })
  })

  it('adds products up to the maximum and removes them', () => {
    const productsStep = PROJECT_REQUEST_STEPS.findIndex((step) => step.id === 'products')
    let values: FormValues = { ...valid, products: [] }
    for (let index = 0; index < MAX_PROJECT_PRODUCTS; index++) {
      const move = moveWizard(values, productsStep, WIZARD_ACTIONS.addProduct, { ctn: `TEST${index}/00`, quantity: '2' })
      expect(move.kind).toBe('show')
      if (move.kind === 'show') values = move.values
    }
    expect(values.products).toHaveLength(MAX_PROJECT_PRODUCTS)
    const full = moveWizard(values, productsStep, WIZARD_ACTIONS.addProduct, { ctn: 'ONE/MORE', quantity: '1' })
    expect(full.kind === 'show' && full.values.products).toHaveLength(MAX_PROJECT_PRODUCTS)
    const removed = moveWizard(values, productsStep, `${WIZARD_ACTIONS.removeProduct}0`, { ctn: '', quantity: '' })
    expect(removed.kind === 'show' && removed.values.products).toHaveLength(MAX_PROJECT_PRODUCTS - 1)
    const badQuantity = moveWizard({ ...valid, products: [] }, productsStep, WIZARD_ACTIONS.addProduct, { ctn: 'A/00', quantity: '0' })
    expect(badQuantity).toMatchObject({ kind: 'show', stepInvalid: true })
  })

  it('confirming an invalid request goes back to the first step with a problem', () => {
    const move = moveWizard({ ...valid, description: '' }, PROJECT_REQUEST_STEPS.length - 1, WIZARD_ACTIONS.confirm, {
      ctn: '',
      quantity: '',
    })
    expect(move).toMatchObject({
      kind: 'show',
      step: PROJECT_REQUEST_STEPS.findIndex((step) => step.id === 'description'),
      stepInvalid: true,
    })
    expect(moveWizard(valid, PROJECT_REQUEST_STEPS.length - 1, WIZARD_ACTIONS.confirm, { ctn: '', quantity: '' })).toMatchObject({
      kind: 'submit',
    })
    expect(Object.keys(checkStep(0, valid))).toEqual([])
  })
})

describe('fuzzing every form schema', () => {
  const RUNS_PER_FORM = 2000

  for (const [form, definition] of Object.entries(FORMS) as Array<[FormId, (typeof FORMS)[FormId]]>) {
    it(`${form}: ${RUNS_PER_FORM} generated submissions, each gets a verdict without throwing`, () => {
      const random = seededRandom(form.split('').reduce((sum, character) => sum * 31 + character.charCodeAt(0), 7) >>> 0)
      const valid = validWithFileDescriptions(form)
      let accepted = 0
      for (let run = 0; run < RUNS_PER_FORM; run++) {
        // Start from the valid submission and break a few fields, or send something shapeless.
        const submission: Record<string, unknown> = random.chance(0.1) ? {} : { ...valid }
        for (const name of definition.fieldNames) {
          if (random.chance(0.15)) submission[name] = random.chance(0.7) ? randomText(random, 60) : randomValue(random)
        }
        if (random.chance(0.05)) submission.__proto__polluted = { admin: true }
        const source = random.chance(0.5)
          ? jsonValues(random.chance(0.02) ? randomValue(random) : submission)
          : formDataValues(toFormData(submission))
        const values = definition.read(source)
        const checked = checkForm(definition, values)
        if (checked.ok) {
          accepted++
          expect(Object.keys(checked.values as object).sort()).toEqual([...definition.fieldNames].sort())
        } else {
          for (const [name, failure] of Object.entries(checked.failures)) {
            expect([...definition.fieldNames, 'form']).toContain(name)
            expect(VALIDATION_MESSAGE_KEYS).toContain(failure.key)
          }
        }
      }
      expect(accepted, `${form} accepted nothing`).toBeGreaterThan(0)
      expect(accepted, `${form} accepted everything`).toBeLessThan(RUNS_PER_FORM)
    })
  }
})

function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const item of value) form.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item))
    else if (value !== undefined && value !== null) form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  return form
}
