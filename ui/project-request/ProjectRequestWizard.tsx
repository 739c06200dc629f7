/**
 * The project request (bid) wizard of SPEC.md point 2: personal info, general info,
 * international, set-up, description, products, delivery, confirmation, success.
 *
 * Without JavaScript every button posts the whole wizard to its page (the other steps' values
 * travel as hidden fields) and the server moves between steps. Hydrated, the same buttons work in
 * place, the state survives reloads (sessionStorage), a step cannot be left forward while invalid,
 * and the product list stops at its named maximum with a warning.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import type { BotWidget } from '../forms/bot-check.ts'
import { ErrorSummary } from '../forms/components/ErrorSummary.tsx'
import { FormField, controlClass, fieldId, hintClass, labelClass } from '../forms/components/FormField.tsx'
import { SubmissionFields } from '../forms/components/SubmissionFields.tsx'
import type { FormValues } from '../forms/form-schema.ts'
import type { ChoiceGroup, FieldView } from '../forms/form-view.ts'
import {
  MAX_PRODUCT_QUANTITY,
  MAX_PROJECT_PRODUCTS,
  PROJECT_REQUEST_STEPS,
  type ProjectProduct,
  productListFull,
  projectRequestForm,
} from './project-request-form.ts'
import { sendForm } from '../forms/send-form.ts'
import { editsBeforeHydration, useFormState } from '../forms/use-form-state.ts'
import { type ValidationTemplates, failureMessages, validationMessage } from '../forms/validation-messages.ts'
import { wholeNumber } from '../forms/validators.ts'

/** The button that was pressed travels as this field. */
export const WIZARD_ACTION_FIELD = 'wizard_action'
export const WIZARD_STEP_FIELD = 'wizard_step'
export const NEW_PRODUCT_FIELD = 'new_product'
export const NEW_QUANTITY_FIELD = 'new_quantity'
export const WIZARD_ACTIONS = {
  next: 'next',
  previous: 'previous',
  cancel: 'cancel',
  confirm: 'confirm',
  addProduct: 'add_product',
  removeProduct: 'remove_product:',
} as const
/** Where the hydrated wizard keeps its state between reloads (this tab only). */
export const WIZARD_STORAGE_KEY = 'project-request-wizard'
const STORAGE_VERSION = 1

export interface WizardTexts {
  next: string
  previous: string
  cancel: string
  confirm: string
  sending: string
  stepOf: string
  progress: string
  summaryTitle: string
  wizardStep: string
  sendFailed: string
  requiredMarker: string
  optionalMarker: string
  addProduct: string
  remove: string
  noProducts: string
  productsFull: string
  productsLimit: string
  chooseProduct: string
  confirmIntro: string
  notAnswered: string
  successTitle: string
  successText: string
  reference: string
}

export interface ProjectRequestWizardProps {
  action: string
  endpoint: string
  locale: string
  submissionId: string
  csrfToken: string
  bot: BotWidget
  /** 0-based step; the success step is only shown by the island. */
  step: number
  values: FormValues
  errors: Record<string, string>
  notice?: string
  stepTitles: Record<string, string>
  fields: Record<string, FieldView>
  productGroups: ChoiceGroup[]
  texts: WizardTexts
  templates: ValidationTemplates
}

interface StoredWizard {
  version: number
  step: number
  values: FormValues
  submissionId: string
}

const stepListClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '6', fontSize: 'sm', listStyle: 'none', p: '0' })
const stepItemClass = css({
  px: '3',
  py: '1',
  borderRadius: 'full',
  bg: 'gray.100',
  color: 'gray.700',
  '&[aria-current=step]': { bg: 'brand.theme', color: 'white', fontWeight: 'bold' },
})
const buttonRowClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6', alignItems: 'center' })
const headingClass = css({ fontSize: '2xl', fontWeight: 'bold', color: 'brand.theme', mb: '4', _focus: { outline: 'none' } })

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))

function productsOf(values: FormValues): ProjectProduct[] {
  const products = values.products
  return Array.isArray(products) ? (products as ProjectProduct[]) : []
}

function valuesAsText(value: unknown, field: FieldView | undefined, texts: WizardTexts): string {
  if (typeof value === 'boolean') return value ? '✓' : '—'
  if (Array.isArray(value)) {
    const labels = value.map((item) =>
      typeof item === 'string' ? (field?.options?.find((option) => option.value === item)?.label ?? item) : '',
    )
    return labels.filter(Boolean).join(', ') || texts.notAnswered
  }
  if (typeof value !== 'string' || value === '') return texts.notAnswered
  return field?.options?.find((option) => option.value === value)?.label ?? value
}

/** Hidden inputs carrying the values of the steps not shown, so a plain post keeps everything. */
function CarriedValues({ values, except }: { values: FormValues; except: readonly string[] }) {
  const inputs: Array<{ name: string; value: string }> = []
  for (const name of projectRequestForm.fieldNames) {
    if (except.includes(name)) continue
    const value = values[name]
    if (name === 'products') {
      for (const product of productsOf(values)) {
        inputs.push({ name: 'products_ctn', value: product.ctn }, { name: 'products_quantity', value: product.quantity })
      }
    } else if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'string') inputs.push({ name, value: item })
    } else if (typeof value === 'boolean') {
      if (value) inputs.push({ name, value: 'yes' })
    } else if (typeof value === 'string' && value !== '') inputs.push({ name, value })
  }
  return (
    <>
      {inputs.map((input, index) => (
        <input key={`${input.name}-${index}`} type="hidden" name={input.name} value={input.value} />
      ))}
    </>
  )
}

export function ProjectRequestWizard(props: ProjectRequestWizardProps) {
  const { texts, fields } = props
  const labels = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.label]))
  const state = useFormState(projectRequestForm, props.values, props.errors, labels, props.templates)
  const [step, setStep] = useState(props.step)
  // What went wrong at the last attempt to move on; it changes on the next attempt only, so fixing
  // a field does not move the step under the visitor's pointer.
  const [problems, setProblems] = useState<{ notice: string; errors: Record<string, string> } | undefined>(
    props.notice ? { notice: props.notice, errors: props.errors } : undefined,
  )
  const [productNotice, setProductNotice] = useState<string | undefined>()
  const [submissionId, setSubmissionId] = useState(props.submissionId)
  const [sending, setSending] = useState(false)
  const [sentId, setSentId] = useState<string | undefined>()
  const [newProduct, setNewProduct] = useState('')
  const [newQuantity, setNewQuantity] = useState('1')
  const formElement = useRef<HTMLFormElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const summary = useRef<HTMLDivElement>(null)
  const restored = useRef(false)
  const moved = useRef(false)

  const productNames = new Map(props.productGroups.flatMap((group) => group.options.map((option) => [option.value, option.label] as const)))
  const products = productsOf(state.values)
  const full = productListFull(products)
  const current = PROJECT_REQUEST_STEPS[step]
  const idPrefix = 'project-request'

  // Restore what this tab entered before a reload, unless the server shows a posted-back state.
  useEffect(() => {
    if (restored.current) return
    restored.current = true
    // What was typed before the island hydrated (it loads when the page is idle) becomes the state's.
    const adoptEdits = () => {
      if (formElement.current) state.adoptEdits(editsBeforeHydration(formElement.current, projectRequestForm.fieldNames))
    }
    if (props.step !== 0 || Object.keys(props.errors).length > 0 || props.notice) return adoptEdits()
    try {
      const stored = JSON.parse(sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? 'null') as StoredWizard | null
      if (!stored || stored.version !== STORAGE_VERSION) return adoptEdits()
      state.replaceValues({ ...(projectRequestForm.emptyValues() as FormValues), ...stored.values })
      setStep(Math.min(Math.max(0, stored.step), PROJECT_REQUEST_STEPS.length - 1))
      setSubmissionId(stored.submissionId)
    } catch {
      sessionStorage.removeItem(WIZARD_STORAGE_KEY)
    }
  }, [props.step, props.errors, props.notice, state])

  useEffect(() => {
    if (!restored.current || sentId) return
    const stored: StoredWizard = { version: STORAGE_VERSION, step, values: state.values, submissionId }
    sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(stored))
  }, [step, state.values, submissionId, sentId])

  // A new step is announced by moving focus to its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the step or the sent state changes.
  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [step, sentId])

  function goTo(next: number) {
    moved.current = true
    setStep(next)
    setProblems(undefined)
    setProductNotice(undefined)
  }

  function showProblems(notice: string, errors: Record<string, string> = {}) {
    setProblems({ notice, errors })
    requestAnimationFrame(() => summary.current?.focus())
  }

  function addProduct() {
    if (full) {
      setProductNotice(texts.productsFull)
      return
    }
    const problem = newProduct
      ? wholeNumber(1, MAX_PRODUCT_QUANTITY).check(newQuantity, {}) &&
        validationMessage(props.templates, { key: 'invalid', values: {} }, fields.quantity?.label ?? '')
      : validationMessage(props.templates, { key: 'required', values: {} }, texts.chooseProduct)
    if (problem) {
      state.replaceErrors({ ...state.errors, products: problem })
      showProblems(texts.wizardStep, { products: problem })
      return
    }
    const existing = products.findIndex((product) => product.ctn === newProduct)
    const next =
      existing >= 0
        ? products.map((product, index) => (index === existing ? { ...product, quantity: newQuantity } : product))
        : [...products, { ctn: newProduct, quantity: newQuantity }]
    state.commit('products', next)
    setNewProduct('')
    setNewQuantity('1')
    setProblems(undefined)
    setProductNotice(productListFull(next) ? texts.productsFull : undefined)
  }

  function removeProduct(index: number) {
    const next = products.filter((_, at) => at !== index)
    state.commit('products', next)
    setProductNotice(undefined)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Read before any await: React's event (and the DOM's) has no currentTarget once dispatched.
    const formNode = event.currentTarget
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const action = submitter?.value ?? WIZARD_ACTIONS.next
    if (action === WIZARD_ACTIONS.cancel) {
      sessionStorage.removeItem(WIZARD_STORAGE_KEY)
      state.replaceValues(projectRequestForm.emptyValues() as FormValues)
      state.replaceErrors({})
      setSubmissionId(crypto.randomUUID())
      goTo(0)
      return
    }
    if (action === WIZARD_ACTIONS.previous) return goTo(Math.max(0, step - 1))
    if (action === WIZARD_ACTIONS.addProduct) return addProduct()
    if (action.startsWith(WIZARD_ACTIONS.removeProduct)) return removeProduct(Number(action.slice(WIZARD_ACTIONS.removeProduct.length)))
    if (action === WIZARD_ACTIONS.next) {
      if (!state.isReady(current?.fields ?? [])) await state.whenReady()
      const found = state.checkNow(current?.fields ?? [])
      if (Object.keys(found).length > 0) return showProblems(texts.wizardStep, found)
      return goTo(Math.min(step + 1, PROJECT_REQUEST_STEPS.length - 1))
    }
    // confirm: the whole request (its whole schema, loaded now: arktype is needed nowhere else in the browser), then send it
    if (!state.isReady()) await state.whenReady()
    const { checkForm } = await import('../forms/form-check.ts')
    const checked = checkForm(projectRequestForm, state.values)
    if (!checked.ok) {
      const messages = failureMessages(checked.failures, labels, props.templates)
      state.replaceErrors(messages)
      const first = PROJECT_REQUEST_STEPS.findIndex((each) => each.fields.some((name) => name in checked.failures))
      if (first >= 0 && first !== step) {
        moved.current = true
        setStep(first)
      }
      return showProblems(texts.wizardStep, messages)
    }
    setSending(true)
    const outcome = await sendForm(props.endpoint, new FormData(formNode))
    setSending(false)
    if (outcome.kind === 'accepted') {
      sessionStorage.removeItem(WIZARD_STORAGE_KEY)
      moved.current = true
      setSentId(outcome.id)
      return
    }
    if (outcome.kind === 'invalid') {
      state.replaceErrors(outcome.errors)
      const first = PROJECT_REQUEST_STEPS.findIndex((each) => each.fields.some((name) => name in outcome.errors))
      if (first >= 0 && first !== step) {
        moved.current = true
        setStep(first)
      }
      return showProblems(texts.wizardStep, outcome.errors)
    }
    showProblems(outcome.message ?? texts.sendFailed)
  }

  if (sentId) {
    return (
      <section aria-labelledby="project-request-success" data-wizard-step="success">
        <h2 id="project-request-success" ref={heading} tabIndex={-1} className={headingClass}>
          {texts.successTitle}
        </h2>
        <p role="status" className={css({ textStyle: 'paragraph', mb: '2' })}>
          {texts.successText}
        </p>
        <p className={css({ color: 'gray.700' })}>{fill(texts.reference, { reference: sentId.slice(0, 8).toUpperCase() })}</p>
      </section>
    )
  }
  if (!current) return null

  const stepErrors = Object.entries(problems?.errors ?? {}).filter(
    ([name]) => (current.fields as readonly string[]).includes(name) && state.isShown(name),
  )
  const isLast = step === PROJECT_REQUEST_STEPS.length - 1
  const renderField = (name: string) => {
    const field = fields[name]
    if (!field || !state.isShown(name)) return null
    return (
      <FormField
        key={name}
        idPrefix={idPrefix}
        field={field}
        value={state.values[name]}
        error={state.errors[name]}
        required={state.isRequired(name)}
        markers={texts}
        onValue={state.setValue}
        onCommit={state.commit}
      />
    )
  }

  return (
    <form
      ref={formElement}
      method="post"
      action={props.action}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void state.prepare()}
      data-wizard-step={current.id}
      data-ready={state.hydrated ? '' : undefined}
    >
      <ol aria-label={texts.progress} className={stepListClass}>
        {PROJECT_REQUEST_STEPS.map((each, index) => (
          <li key={each.id} className={stepItemClass} aria-current={index === step ? 'step' : undefined}>
            {props.stepTitles[each.id]}
          </li>
        ))}
      </ol>
      <p className={hintClass}>{fill(texts.stepOf, { current: step + 1, total: PROJECT_REQUEST_STEPS.length })}</p>
      <h2 ref={heading} tabIndex={-1} className={headingClass}>
        {props.stepTitles[current.id]}
      </h2>
      {problems ? (
        <ErrorSummary
          ref={summary}
          title={texts.summaryTitle}
          message={problems.notice}
          items={stepErrors.map(([name, message]) => ({ target: fieldId(idPrefix, name), message }))}
        />
      ) : null}
      {/* The first submit button is what Enter presses: moving on, never back or removing a product. */}
      <button
        type="submit"
        name={WIZARD_ACTION_FIELD}
        value={isLast ? WIZARD_ACTIONS.confirm : WIZARD_ACTIONS.next}
        tabIndex={-1}
        aria-hidden="true"
        className={css({
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        })}
      >
        {isLast ? texts.confirm : texts.next}
      </button>
      <SubmissionFields
        csrfToken={props.csrfToken}
        submissionId={submissionId}
        formId="project-request"
        locale={props.locale}
        bot={props.bot}
      />
      <input type="hidden" name={WIZARD_STEP_FIELD} value={String(step)} />
      <CarriedValues values={state.values} except={current.fields} />

      {current.id === 'products' ? (
        <ProductsStep
          idPrefix={idPrefix}
          products={products}
          productNames={productNames}
          groups={props.productGroups}
          fields={fields}
          error={state.errors.products}
          full={full}
          notice={productNotice}
          texts={texts}
          newProduct={newProduct}
          newQuantity={newQuantity}
          onNewProduct={setNewProduct}
          onNewQuantity={setNewQuantity}
          onQuantity={(index, quantity) =>
            state.setValue(
              'products',
              products.map((product, at) => (at === index ? { ...product, quantity } : product)),
            )
          }
          onQuantityCommit={() => state.commit('products', products)}
        />
      ) : current.id === 'confirmation' ? (
        <>
          <p className={css({ mb: '4' })}>{texts.confirmIntro}</p>
          <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '16rem 1fr' }, gap: '2', mb: '8' })}>
            {PROJECT_REQUEST_STEPS.slice(0, -1).flatMap((each) =>
              each.fields
                .filter((name) => projectRequestForm.applies(name, state.values))
                .map((name) => (
                  <div key={name} className={css({ display: 'contents' })}>
                    <dt className={css({ fontWeight: 'semibold' })}>{fields[name]?.label ?? name}</dt>
                    <dd>
                      {name === 'products'
                        ? products.map((product) => `${product.quantity} × ${productNames.get(product.ctn) ?? product.ctn}`).join(', ') ||
                          texts.notAnswered
                        : valuesAsText(state.values[name], fields[name], texts)}
                    </dd>
                  </div>
                )),
            )}
          </dl>
          {current.fields.map(renderField)}
        </>
      ) : (
        current.fields.map(renderField)
      )}

      <div className={buttonRowClass}>
        {step > 0 ? (
          <Button type="submit" name={WIZARD_ACTION_FIELD} value={WIZARD_ACTIONS.previous} kind="naked" leadingIcon="arrow-left">
            {texts.previous}
          </Button>
        ) : null}
        {isLast ? (
          <Button type="submit" name={WIZARD_ACTION_FIELD} value={WIZARD_ACTIONS.confirm} loading={sending} loadingLabel={texts.sending}>
            {texts.confirm}
          </Button>
        ) : (
          <Button type="submit" name={WIZARD_ACTION_FIELD} value={WIZARD_ACTIONS.next} trailingIcon="arrow-right">
            {texts.next}
          </Button>
        )}
        <Button type="submit" name={WIZARD_ACTION_FIELD} value={WIZARD_ACTIONS.cancel} kind="naked" size="sm">
          {texts.cancel}
        </Button>
      </div>
    </form>
  )
}

interface ProductsStepProps {
  idPrefix: string
  products: ProjectProduct[]
  productNames: Map<string, string>
  groups: ChoiceGroup[]
  fields: Record<string, FieldView>
  error?: string
  full: boolean
  notice?: string
  texts: WizardTexts
  newProduct: string
  newQuantity: string
  onNewProduct(value: string): void
  onNewQuantity(value: string): void
  onQuantity(index: number, quantity: string): void
  onQuantityCommit(): void
}

function ProductsStep(props: ProductsStepProps) {
  const { texts, products, idPrefix } = props
  const listId = fieldId(idPrefix, 'products')
  const errorId = `${listId}-error`
  const limitId = `${listId}-limit`
  const quantityLabel = props.fields.quantity?.label ?? 'Quantity'
  return (
    <div>
      <p id={limitId} className={hintClass}>
        {fill(texts.productsLimit, { max: MAX_PROJECT_PRODUCTS })}
      </p>
      <div id={listId} tabIndex={-1} aria-describedby={props.error ? `${limitId} ${errorId}` : limitId} className={css({ my: '4' })}>
        {products.length === 0 ? <p className={css({ color: 'gray.700' })}>{texts.noProducts}</p> : null}
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {products.map((product, index) => {
            const name = props.productNames.get(product.ctn) ?? product.ctn
            const quantityId = `${listId}-quantity-${index}`
            return (
              <li
                key={product.ctn}
                className={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: '3',
                  alignItems: 'center',
                  borderBottomWidth: '1px',
                  borderColor: 'gray.200',
                  pb: '3',
                })}
              >
                <span className={css({ flex: '1', minWidth: '12rem', fontWeight: 'semibold' })}>
                  {name} <span className={css({ color: 'gray.700', fontWeight: 'normal' })}>({product.ctn})</span>
                </span>
                <input type="hidden" name="products_ctn" value={product.ctn} />
                <label htmlFor={quantityId} className={css({ srOnly: true })}>
                  {`${quantityLabel}: ${name}`}
                </label>
                <input
                  id={quantityId}
                  type="number"
                  min={1}
                  max={MAX_PRODUCT_QUANTITY}
                  name="products_quantity"
                  value={product.quantity}
                  className={css({ borderWidth: '1px', borderColor: 'gray.500', borderRadius: 'md', px: '2', py: '1', width: '6rem' })}
                  onChange={(event) => props.onQuantity(index, event.currentTarget.value)}
                  onBlur={props.onQuantityCommit}
                />
                <Button
                  type="submit"
                  name={WIZARD_ACTION_FIELD}
                  value={`${WIZARD_ACTIONS.removeProduct}${index}`}
                  kind="naked"
                  size="sm"
                  leadingIcon="close"
                >
                  {texts.remove}
                  <span className={css({ srOnly: true })}> {name}</span>
                </Button>
              </li>
            )
          })}
        </ul>
        {props.error ? (
          <p id={errorId} className={css({ color: 'red.700', fontWeight: 'semibold', mt: '2' })}>
            {props.error}
          </p>
        ) : null}
      </div>
      {props.full || props.notice ? (
        <p
          role="status"
          className={css({ borderLeftWidth: '4px', borderColor: 'orange.500', bg: 'orange.50', p: '3', mb: '4' })}
          data-products-warning=""
        >
          {props.notice ?? texts.productsFull}
        </p>
      ) : null}
      <fieldset
        disabled={props.full}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', borderWidth: '0', p: '0' })}
      >
        <legend className={css({ srOnly: true })}>{texts.addProduct}</legend>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '16rem' })}>
          <label htmlFor={`${listId}-new`} className={labelClass}>
            {texts.chooseProduct}
          </label>
          <select
            id={`${listId}-new`}
            name={NEW_PRODUCT_FIELD}
            value={props.newProduct}
            className={controlClass}
            onChange={(event) => props.onNewProduct(event.currentTarget.value)}
          >
            <option value="">—</option>
            {props.groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <label htmlFor={`${listId}-new-quantity`} className={labelClass}>
            {quantityLabel}
          </label>
          <input
            id={`${listId}-new-quantity`}
            type="number"
            min={1}
            max={MAX_PRODUCT_QUANTITY}
            name={NEW_QUANTITY_FIELD}
            value={props.newQuantity}
            className={css({ borderWidth: '1px', borderColor: 'gray.500', borderRadius: 'md', px: '2', py: '2', width: '7rem' })}
            onChange={(event) => props.onNewQuantity(event.currentTarget.value)}
          />
        </div>
        <Button type="submit" name={WIZARD_ACTION_FIELD} value={WIZARD_ACTIONS.addProduct} size="md">
          {texts.addProduct}
        </Button>
      </fieldset>
    </div>
  )
}
