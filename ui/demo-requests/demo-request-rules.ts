/**
 * Demo equipment requests (SPEC.md points 2, 3 and 4): the wizard's steps and rules, the status
 * workflow and who may move a request on. Shared by the worker and the pages.
 */
import { hasControlCharacters, hasLineBreaks } from '../forms/text-characters.ts'
import type { PortalAction } from '../portal/permissions.ts'
import { defineWizard, firstFailingStep } from '../portal/wizard/wizard-engine.ts'

export const DEMO_REQUEST_STATUSES = ['requested', 'sent-for-approval', 'approved', 'rejected', 'handled'] as const
export type DemoRequestStatus = (typeof DEMO_REQUEST_STATUSES)[number]

/** Still on its way (the pending list); the others are the request history. */
export const PENDING_DEMO_STATUSES: readonly DemoRequestStatus[] = ['requested', 'sent-for-approval', 'approved']

export function isPendingDemoStatus(status: DemoRequestStatus): boolean {
  return PENDING_DEMO_STATUSES.includes(status)
}

/** Each move of the workflow: the states it leaves, the state it reaches, and the permission it needs. */
export const DEMO_REQUEST_TRANSITIONS = {
  'send-for-approval': { from: ['requested'], to: 'sent-for-approval', action: 'demo-requests.review' },
  approve: { from: ['sent-for-approval'], to: 'approved', action: 'demo-requests.review' },
  reject: { from: ['sent-for-approval'], to: 'rejected', action: 'demo-requests.review' },
  handle: { from: ['approved'], to: 'handled', action: 'demo-requests.review' },
} as const satisfies Record<string, { from: readonly DemoRequestStatus[]; to: DemoRequestStatus; action: PortalAction }>

export type DemoRequestTransition = keyof typeof DEMO_REQUEST_TRANSITIONS
export const DEMO_REQUEST_TRANSITION_NAMES = Object.keys(DEMO_REQUEST_TRANSITIONS) as DemoRequestTransition[]

export function isDemoRequestTransition(value: unknown): value is DemoRequestTransition {
  return typeof value === 'string' && (DEMO_REQUEST_TRANSITION_NAMES as string[]).includes(value)
}

/** The moves open from a status. */
export function transitionsFrom(status: DemoRequestStatus): DemoRequestTransition[] {
  return DEMO_REQUEST_TRANSITION_NAMES.filter((name) =>
    (DEMO_REQUEST_TRANSITIONS[name].from as readonly DemoRequestStatus[]).includes(status),
  )
}

/* ------------------------------------------------------------------ the wizard */

/**
 * The demo request wizard on the portal's wizard engine: a draft per start, named in the page's
 * address; its form posts `step`, `move` and `draft`.
 */
export const DEMO_REQUEST_WIZARD = defineWizard({
  name: 'demo-request',
  steps: ['installation-type', 'dates', 'products', 'details', 'review'],
  postNames: { step: 'step', move: 'move', draft: 'draft' },
  drafts: 'per-start',
})
export const DEMO_WIZARD_STEPS = DEMO_REQUEST_WIZARD.steps
export type DemoWizardStep = (typeof DEMO_WIZARD_STEPS)[number]

export const DEMO_INSTALLATION_TYPES = ['wall-mounted', 'floor-stand', 'ceiling-hung', 'video-wall', 'table-top'] as const
export type DemoInstallationType = (typeof DEMO_INSTALLATION_TYPES)[number]

/** Shipping destinations of the demo pool (ISO 3166-1 alpha-2). */
export const DEMO_SHIPPING_COUNTRIES = ['AT', 'BE', 'CH', 'DE', 'ES', 'FR', 'GB', 'IE', 'IT', 'LU', 'NL', 'PT', 'US'] as const

/** The longest loan: demo equipment comes back within this many days. */
export const DEMO_LOAN_MAXIMUM_DAYS = 30
/** Requests are taken for loans starting within this many days. */
export const DEMO_REQUEST_HORIZON_DAYS = 365
/** The most units of one product a request may ask for (16 LED cabinets make a 4 × 4 demo wall). */
export const DEMO_REQUEST_MAXIMUM_UNITS = 16

export const DEMO_TEXT_LIMITS = { event: 120, street: 120, number: 10, bus: 10, city: 80, zip: 12, remarks: 1000 } as const

export interface DemoRequestAnswers {
  installationType?: DemoInstallationType
  /** ISO dates (YYYY-MM-DD). */
  from?: string
  until?: string
  /** Units per product CTN. */
  products?: Record<string, number>
  event?: string
  street?: string
  number?: string
  bus?: string
  city?: string
  zip?: string
  country?: string
  installationRequired?: boolean
  remarks?: string
}

export type DemoRequestField =
  | 'installationType'
  | 'from'
  | 'until'
  | 'products'
  | 'event'
  | 'street'
  | 'number'
  | 'bus'
  | 'city'
  | 'zip'
  | 'country'
  | 'remarks'

export type DemoRequestProblem =
  | 'required'
  | 'invalid'
  | 'too-long'
  | 'characters'
  | 'line-breaks'
  | 'past-date'
  | 'too-far'
  | 'until-not-after-from'
  | 'loan-too-long'
  | 'no-products'
  | 'too-many-units'

export type DemoRequestProblems = Partial<Record<DemoRequestField, DemoRequestProblem>>

/** The fields each step asks for, in page order (the error summary follows it). */
export const DEMO_STEP_FIELDS: Record<DemoWizardStep, readonly DemoRequestField[]> = {
  'installation-type': ['installationType'],
  dates: ['from', 'until'],
  products: ['products'],
  details: ['event', 'street', 'number', 'bus', 'city', 'zip', 'country', 'remarks'],
  review: [],
}

type FormFields = Record<string, string | File | (string | File)[]>

function text(form: FormFields, name: string): string {
  const value = form[name]
  return typeof value === 'string' ? value.trim() : ''
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

function daysBetween(from: string, until: string): number {
  return Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The answers a step's post gives (only that step's fields). */
export function answersFromStep(step: DemoWizardStep, form: FormFields, productCtns: readonly string[]): DemoRequestAnswers {
  switch (step) {
    case 'installation-type':
      return { installationType: text(form, 'installationType') as DemoInstallationType }
    case 'dates':
      return { from: text(form, 'from'), until: text(form, 'until') }
    case 'products': {
      const products: Record<string, number> = {}
      for (const ctn of productCtns) {
        const raw = text(form, `units:${ctn}`)
        if (raw === '') continue
        products[ctn] = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
      }
      return { products }
    }
    case 'details':
      return {
        event: text(form, 'event'),
        street: text(form, 'street'),
        number: text(form, 'number'),
        bus: text(form, 'bus'),
        city: text(form, 'city'),
        zip: text(form, 'zip'),
        country: text(form, 'country').toUpperCase(),
        installationRequired: text(form, 'installationRequired') === 'yes',
        remarks: text(form, 'remarks'),
      }
    case 'review':
      return {}
  }
}

/** Checks one step's answers; `today` is the requester's calendar day (ISO date). */
export function checkDemoStep(
  step: DemoWizardStep,
  answers: DemoRequestAnswers,
  today: string,
  productCtns: readonly string[],
): DemoRequestProblems {
  const problems: DemoRequestProblems = {}
  switch (step) {
    case 'installation-type':
      if (!answers.installationType) problems.installationType = 'required'
      else if (!(DEMO_INSTALLATION_TYPES as readonly string[]).includes(answers.installationType)) problems.installationType = 'invalid'
      break
    case 'dates': {
      const { from = '', until = '' } = answers
      if (!from) problems.from = 'required'
      else if (!isCalendarDate(from)) problems.from = 'invalid'
      else if (from < today) problems.from = 'past-date'
      else if (daysBetween(today, from) > DEMO_REQUEST_HORIZON_DAYS) problems.from = 'too-far'
      if (!until) problems.until = 'required'
      else if (!isCalendarDate(until)) problems.until = 'invalid'
      else if (until < today) problems.until = 'past-date'
      else if (!problems.from && until <= from) problems.until = 'until-not-after-from'
      else if (!problems.from && daysBetween(from, until) > DEMO_LOAN_MAXIMUM_DAYS) problems.until = 'loan-too-long'
      break
    }
    case 'products': {
      const chosen = Object.entries(answers.products ?? {})
      if (chosen.some(([ctn, units]) => !productCtns.includes(ctn) || !Number.isInteger(units) || units < 0)) problems.products = 'invalid'
      else if (chosen.some(([, units]) => units > DEMO_REQUEST_MAXIMUM_UNITS)) problems.products = 'too-many-units'
      else if (!chosen.some(([, units]) => units > 0)) problems.products = 'no-products'
      break
    }
    case 'details': {
      const required = ['event', 'street', 'number', 'city', 'zip', 'country'] as const
      for (const field of required) if (!answers[field]) problems[field] = 'required'
      for (const field of ['event', 'street', 'number', 'bus', 'city', 'zip', 'remarks'] as const) {
        const value = answers[field] ?? ''
        // Typed text holds no control or direction-override characters; only the remarks are more than one line.
        if (!problems[field] && hasControlCharacters(value)) problems[field] = 'characters'
        else if (!problems[field] && field !== 'remarks' && hasLineBreaks(value)) problems[field] = 'line-breaks'
        else if (!problems[field] && value.length > DEMO_TEXT_LIMITS[field]) problems[field] = 'too-long'
      }
      if (!problems.country && !(DEMO_SHIPPING_COUNTRIES as readonly string[]).includes(answers.country ?? '')) problems.country = 'invalid'
      break
    }
    case 'review':
      break
  }
  return problems
}

/** The first step whose answers are missing or no longer valid (dates move on), or null when all are complete. */
export function firstIncompleteStep(answers: DemoRequestAnswers, today: string, productCtns: readonly string[]): DemoWizardStep | null {
  return firstFailingStep(DEMO_REQUEST_WIZARD, (step) => Object.keys(checkDemoStep(step, answers, today, productCtns)).length > 0)
}
