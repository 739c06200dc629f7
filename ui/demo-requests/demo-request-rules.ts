/**
 * Demo equipment requests (SPEC.md points 2, 3 and 4): the wizard's steps and rules, the status
 * workflow and who may move a request on. Shared by the worker and the pages.
 */
import { hasControlCharacters, hasLineBreaks } from '../forms/text-characters.ts'
import type { PortalAction } from '../portal/permissions.ts'
import { defineWizard, firstFailingStep } from '../portal/wizard/wizard-engine.ts'

/**
 * SPEC.md point 4's statuses, and `withdrawn` (the partner took the request back before it was
 * approved). `approved` lasts while the equipment is allocated, shipped and out (the fulfilment
 * stage below); `handled` means the loan is over: the equipment is back, or the coordinator closed
 * the request without shipping (docs/decisions/033-staff-console-and-demo-fulfilment.md).
 */
export const DEMO_REQUEST_STATUSES = ['requested', 'sent-for-approval', 'approved', 'rejected', 'handled', 'withdrawn'] as const
export type DemoRequestStatus = (typeof DEMO_REQUEST_STATUSES)[number]

export function isDemoRequestStatus(value: unknown): value is DemoRequestStatus {
  return typeof value === 'string' && (DEMO_REQUEST_STATUSES as readonly string[]).includes(value)
}

/** Still on its way (the pending list); the others are the request history. */
export const PENDING_DEMO_STATUSES: readonly DemoRequestStatus[] = ['requested', 'sent-for-approval', 'approved']

export function isPendingDemoStatus(status: DemoRequestStatus): boolean {
  return PENDING_DEMO_STATUSES.includes(status)
}

/** The partner may still withdraw or change the request. */
export const CHANGEABLE_DEMO_STATUSES: readonly DemoRequestStatus[] = ['requested', 'sent-for-approval']

/**
 * Where an approved request's equipment stands (alongside the status): waiting for units to be
 * allocated, allocated, shipped (out with the partner), back (returned) or closed without shipping.
 */
export type DemoFulfilmentStage = 'awaiting-allocation' | 'allocated' | 'shipped' | 'returned' | 'closed'

export interface DemoFulfilment {
  status: DemoRequestStatus
  allocatedUnits: number
  shippedAt: string | null
  returnedAt: string | null
}

/** The fulfilment stage of an approved or handled request; null before approval and for rejected or withdrawn ones. */
export function fulfilmentStageOf(request: DemoFulfilment): DemoFulfilmentStage | null {
  if (request.status === 'handled') return request.returnedAt ? 'returned' : 'closed'
  if (request.status !== 'approved') return null
  if (request.shippedAt) return 'shipped'
  return request.allocatedUnits > 0 ? 'allocated' : 'awaiting-allocation'
}

/** Shipped, not back, and its due-back day (ISO date) is before `today`. */
export function isOverdue(request: DemoFulfilment & { dueBack: string | null }, today: string): boolean {
  return fulfilmentStageOf(request) === 'shipped' && !!request.dueBack && request.dueBack < today
}

/** What a move needs besides the button: a note (required or optional), the units, or the shipment. */
export type DemoTransitionInput = 'none' | 'optional-note' | 'required-note' | 'units' | 'shipment'

interface DemoTransitionRule {
  from: readonly DemoRequestStatus[]
  /** For moves within `approved`: the fulfilment stages they leave. */
  stages?: readonly DemoFulfilmentStage[]
  to: DemoRequestStatus
  action: PortalAction
  input: DemoTransitionInput
}

/**
 * Each move of the workflow: the states (and fulfilment stages) it leaves, the state it reaches,
 * the permission it needs and what it asks for. The sales manager who looks after the partner
 * sends the request for approval; the demo coordinator approves or rejects it with a reason, then
 * allocates the units, ships them and takes them back (or closes the request without shipping);
 * the partner withdraws it until it is approved.
 */
export const DEMO_REQUEST_TRANSITIONS = {
  'send-for-approval': { from: ['requested'], to: 'sent-for-approval', action: 'demo-requests.review', input: 'none' },
  approve: { from: ['sent-for-approval'], to: 'approved', action: 'demo-requests.approve', input: 'optional-note' },
  reject: { from: ['sent-for-approval'], to: 'rejected', action: 'demo-requests.approve', input: 'required-note' },
  withdraw: { from: CHANGEABLE_DEMO_STATUSES, to: 'withdrawn', action: 'demo-requests.change', input: 'none' },
  allocate: { from: ['approved'], stages: ['awaiting-allocation'], to: 'approved', action: 'demo-requests.fulfil', input: 'units' },
  ship: { from: ['approved'], stages: ['allocated'], to: 'approved', action: 'demo-requests.fulfil', input: 'shipment' },
  return: { from: ['approved'], stages: ['shipped'], to: 'handled', action: 'demo-requests.fulfil', input: 'none' },
  close: {
    from: ['approved'],
    stages: ['awaiting-allocation', 'allocated'],
    to: 'handled',
    action: 'demo-requests.fulfil',
    input: 'required-note',
  },
} as const satisfies Record<string, DemoTransitionRule>

export type DemoRequestTransition = keyof typeof DEMO_REQUEST_TRANSITIONS
export const DEMO_REQUEST_TRANSITION_NAMES = Object.keys(DEMO_REQUEST_TRANSITIONS) as DemoRequestTransition[]

export function isDemoRequestTransition(value: unknown): value is DemoRequestTransition {
  return typeof value === 'string' && (DEMO_REQUEST_TRANSITION_NAMES as string[]).includes(value)
}

function ruleOf(transition: DemoRequestTransition): DemoTransitionRule {
  return DEMO_REQUEST_TRANSITIONS[transition]
}

/** Whether a move may be made from where the request stands (status and fulfilment stage). */
export function isOpenFrom(transition: DemoRequestTransition, request: DemoFulfilment): boolean {
  const rule = ruleOf(transition)
  if (!rule.from.includes(request.status)) return false
  if (!rule.stages) return true
  const stage = fulfilmentStageOf(request)
  return stage !== null && rule.stages.includes(stage)
}

/** The moves open from where the request stands. */
export function transitionsFrom(request: DemoFulfilment): DemoRequestTransition[] {
  return DEMO_REQUEST_TRANSITION_NAMES.filter((name) => isOpenFrom(name, request))
}

export function transitionInputOf(transition: DemoRequestTransition): DemoTransitionInput {
  return ruleOf(transition).input
}

/** The longest reason of a decision, and the limits of a shipment's fields. */
export const DEMO_NOTE_MAXIMUM = 1000
export const DEMO_SHIPMENT_LIMITS = { carrier: 80, tracking: 80 } as const
/** Days after the loan's last day the equipment is due back, unless the coordinator says otherwise. */
export const DEMO_RETURN_DAYS = 3

export type DemoDecisionProblem = 'required' | 'too-long' | 'characters'
export type DemoShipmentField = 'carrier' | 'tracking' | 'dueBack'
export type DemoShipmentProblem = 'required' | 'too-long' | 'characters' | 'line-breaks' | 'invalid' | 'before-loan'

/** The reason of a decision (approve, reject, close): required for reject and close. */
export function checkDecisionNote(transition: DemoRequestTransition, note: string): DemoDecisionProblem | null {
  const input = transitionInputOf(transition)
  if (input === 'required-note' && !note.trim()) return 'required'
  if (hasControlCharacters(note)) return 'characters'
  if (note.length > DEMO_NOTE_MAXIMUM) return 'too-long'
  return null
}

export interface DemoShipment {
  carrier: string
  tracking: string
  /** ISO date. */
  dueBack: string
}

/** A shipment's fields: carrier and tracking number on one line each, due back on or after the loan's last day. */
export function checkShipment(shipment: DemoShipment, loanUntil: string): Partial<Record<DemoShipmentField, DemoShipmentProblem>> {
  const problems: Partial<Record<DemoShipmentField, DemoShipmentProblem>> = {}
  for (const field of ['carrier', 'tracking'] as const) {
    const value = shipment[field]
    if (!value.trim()) problems[field] = 'required'
    else if (hasControlCharacters(value)) problems[field] = 'characters'
    else if (hasLineBreaks(value)) problems[field] = 'line-breaks'
    else if (value.length > DEMO_SHIPMENT_LIMITS[field]) problems[field] = 'too-long'
  }
  if (!shipment.dueBack) problems.dueBack = 'required'
  else if (!isCalendarDate(shipment.dueBack)) problems.dueBack = 'invalid'
  else if (shipment.dueBack < loanUntil) problems.dueBack = 'before-loan'
  return problems
}

/** The day the equipment is due back by default: a few days after the loan's last day. */
export function defaultDueBack(loanUntil: string): string {
  return isoDay(new Date(Date.parse(`${loanUntil}T00:00:00Z`) + DEMO_RETURN_DAYS * 86_400_000))
}

/**
 * Units chosen for an allocation, per product: exactly the units asked for, each of the product
 * and among the free ones. Null when the choice fits; otherwise the products it does not fit.
 */
export function allocationProblems(
  asked: ReadonlyArray<{ ctn: string; units: number }>,
  chosen: readonly string[],
  freeUnits: ReadonlyArray<{ id: string; ctn: string }>,
): string[] | null {
  const byId = new Map(freeUnits.map((unit) => [unit.id, unit.ctn]))
  if (chosen.some((id) => !byId.has(id)) || new Set(chosen).size !== chosen.length) return asked.map((product) => product.ctn)
  const wrong = asked.filter((product) => chosen.filter((id) => byId.get(id) === product.ctn).length !== product.units)
  const extra = chosen.some((id) => !asked.some((product) => product.ctn === byId.get(id)))
  return wrong.length || extra ? wrong.map((product) => product.ctn) : null
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
  /** Set when the draft changes an existing request (its id) instead of making a new one. */
  changing?: string
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
  | 'not-enough-stock'

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
