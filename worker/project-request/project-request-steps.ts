/**
 * The project request wizard without JavaScript: every button posts the whole wizard, and this
 * decides what comes next. A step is only left forward when its fields pass; going back keeps
 * what was entered; the product list stops at its maximum.
 */
import { checkForm } from '../../ui/forms/form-check.ts'
import type { FieldFailures, FormValues } from '../../ui/forms/form-schema.ts'
import {
  MAX_PRODUCT_QUANTITY,
  PROJECT_REQUEST_STEPS,
  type ProjectProduct,
  checkStep,
  productListFull,
  projectRequestForm,
} from '../../ui/project-request/project-request-form.ts'
import { WIZARD_ACTIONS } from '../../ui/project-request/ProjectRequestWizard.tsx'
import { required, wholeNumber } from '../../ui/forms/validators.ts'

export type WizardMove =
  | { kind: 'show'; step: number; values: FormValues; failures: FieldFailures; stepInvalid: boolean }
  | { kind: 'cancel' }
  | { kind: 'submit'; values: FormValues }

const LAST_STEP = PROJECT_REQUEST_STEPS.length - 1

export function clampStep(value: unknown): number {
  const step = Number(value)
  return Number.isInteger(step) ? Math.min(Math.max(step, 0), LAST_STEP) : 0
}

function productsOf(values: FormValues): ProjectProduct[] {
  return Array.isArray(values.products) ? (values.products as ProjectProduct[]) : []
}

function show(step: number, values: FormValues, failures: FieldFailures = {}): WizardMove {
  return { kind: 'show', step, values, failures, stepInvalid: Object.keys(failures).length > 0 }
}

export function moveWizard(values: FormValues, step: number, action: string, newProduct: { ctn: string; quantity: string }): WizardMove {
  const products = productsOf(values)
  if (action === WIZARD_ACTIONS.cancel) return { kind: 'cancel' }
  if (action === WIZARD_ACTIONS.previous) return show(Math.max(0, step - 1), values)
  if (action.startsWith(WIZARD_ACTIONS.removeProduct)) {
    const index = Number(action.slice(WIZARD_ACTIONS.removeProduct.length))
    return show(step, { ...values, products: products.filter((_, at) => at !== index) })
  }
  if (action === WIZARD_ACTIONS.addProduct) {
    // A full list shows its warning; nothing is added.
    if (productListFull(products)) return show(step, values)
    const failures: FieldFailures = {}
    const missing = required().check(newProduct.ctn, {})
    if (missing) failures.new_product = missing
    const quantity = wholeNumber(1, MAX_PRODUCT_QUANTITY).check(newProduct.quantity, {})
    if (quantity) failures.quantity = quantity
    if (Object.keys(failures).length > 0) return show(step, values, failures)
    const existing = products.findIndex((product) => product.ctn === newProduct.ctn)
    const next =
      existing >= 0
        ? products.map((product, index) => (index === existing ? { ...product, quantity: newProduct.quantity } : product))
        : [...products, { ctn: newProduct.ctn, quantity: newProduct.quantity }]
    return show(step, { ...values, products: next })
  }
  if (action === WIZARD_ACTIONS.confirm && step === LAST_STEP) {
    const checked = checkForm(projectRequestForm, values)
    if (checked.ok) return { kind: 'submit', values }
    const first = PROJECT_REQUEST_STEPS.findIndex((each) => each.fields.some((name) => name in checked.failures))
    return show(first >= 0 ? first : step, values, checked.failures)
  }
  // next (also Enter in a field)
  const failures = checkStep(step, values)
  if (Object.keys(failures).length > 0) return show(step, values, failures)
  return show(Math.min(step + 1, LAST_STEP), values)
}
