/** The words of demo equipment requests in the reader's language: statuses, steps, fields, problems. */
import type { I18n } from '@lingui/core'
import { fillTemplate, validationTemplates } from '../forms/validation-messages.ts'
import {
  DEMO_NOTE_MAXIMUM,
  DEMO_SHIPMENT_LIMITS,
  type DemoDecisionProblem,
  type DemoFulfilmentStage,
  type DemoShipmentField,
  type DemoShipmentProblem,
  DEMO_LOAN_MAXIMUM_DAYS,
  DEMO_REQUEST_HORIZON_DAYS,
  DEMO_REQUEST_MAXIMUM_UNITS,
  DEMO_TEXT_LIMITS,
  type DemoInstallationType,
  type DemoRequestField,
  type DemoRequestProblem,
  type DemoRequestStatus,
  type DemoRequestTransition,
  type DemoWizardStep,
} from './demo-request-rules.ts'

export function demoStatusLabel(i18n: I18n, status: DemoRequestStatus): string {
  switch (status) {
    case 'requested':
      return i18n._({ id: 'demo.status.requested', message: 'Requested' })
    case 'sent-for-approval':
      return i18n._({ id: 'demo.status.sent_for_approval', message: 'Sent for approval' })
    case 'approved':
      return i18n._({ id: 'demo.status.approved', message: 'Approved' })
    case 'rejected':
      return i18n._({ id: 'demo.status.rejected', message: 'Rejected' })
    case 'handled':
      return i18n._({ id: 'demo.status.handled', message: 'Handled' })
    case 'withdrawn':
      return i18n._({ id: 'demo.status.withdrawn', message: 'Withdrawn' })
  }
}

/** A step of a request's progress (the audit trail's demo-request actions). */
export function demoEventLabel(i18n: I18n, event: string): string {
  switch (event) {
    case 'requested':
    case 'sent-for-approval':
    case 'approved':
    case 'rejected':
    case 'handled':
    case 'withdrawn':
      return demoStatusLabel(i18n, event)
    case 'changed':
      return i18n._({ id: 'demo.event.changed', message: 'Changed' })
    case 'allocated':
      return i18n._({ id: 'demo.event.allocated', message: 'Units allocated' })
    case 'shipped':
      return i18n._({ id: 'demo.event.shipped', message: 'Shipped' })
    case 'returned':
      return i18n._({ id: 'demo.event.returned', message: 'Returned' })
    case 'closed':
      return i18n._({ id: 'demo.event.closed', message: 'Closed without shipping' })
    case 'overdue-reminder':
      return i18n._({ id: 'demo.event.overdue_reminder', message: 'Reminder: overdue' })
    default:
      return event
  }
}

export function demoStageLabel(i18n: I18n, stage: DemoFulfilmentStage): string {
  switch (stage) {
    case 'awaiting-allocation':
      return i18n._({ id: 'demo.stage.awaiting_allocation', message: 'Units to be allocated' })
    case 'allocated':
      return i18n._({ id: 'demo.stage.allocated', message: 'Allocated, ready to ship' })
    case 'shipped':
      return i18n._({ id: 'demo.stage.shipped', message: 'Shipped' })
    case 'returned':
      return i18n._({ id: 'demo.stage.returned', message: 'Returned' })
    case 'closed':
      return i18n._({ id: 'demo.stage.closed', message: 'Closed without shipping' })
  }
}

export function demoShipmentFieldLabel(i18n: I18n, field: DemoShipmentField): string {
  switch (field) {
    case 'carrier':
      return i18n._({ id: 'demo.field.carrier', message: 'Carrier' })
    case 'tracking':
      return i18n._({ id: 'demo.field.tracking', message: 'Tracking number' })
    case 'dueBack':
      return i18n._({ id: 'demo.field.due_back', message: 'Due back on' })
  }
}

export function demoShipmentProblemText(i18n: I18n, field: DemoShipmentField, problem: DemoShipmentProblem): string {
  const label = demoShipmentFieldLabel(i18n, field)
  const templates = validationTemplates(i18n)
  switch (problem) {
    case 'required':
      return fillTemplate(templates.required, { 0: label })
    case 'too-long':
      return fillTemplate(templates.max, { 0: label, 1: field === 'dueBack' ? '' : DEMO_SHIPMENT_LIMITS[field] })
    case 'characters':
      return fillTemplate(templates.characters, { 0: label })
    case 'line-breaks':
      return fillTemplate(templates.line_breaks, { 0: label })
    case 'invalid':
      return fillTemplate(templates.invalid, { field: label })
    case 'before-loan':
      return i18n._({ id: 'demo.problem.due_back_before_loan', message: 'The equipment cannot be due back before the loan ends.' })
  }
}

export function demoDecisionProblemText(i18n: I18n, problem: DemoDecisionProblem): string {
  const label = i18n._({ id: 'demo.field.note', message: 'Reason' })
  const templates = validationTemplates(i18n)
  switch (problem) {
    case 'required':
      return fillTemplate(templates.required, { 0: label })
    case 'too-long':
      return fillTemplate(templates.max, { 0: label, 1: DEMO_NOTE_MAXIMUM })
    case 'characters':
      return fillTemplate(templates.characters, { 0: label })
  }
}

export function demoTransitionLabel(i18n: I18n, transition: DemoRequestTransition): string {
  switch (transition) {
    case 'send-for-approval':
      return i18n._({ id: 'demo.transition.send_for_approval', message: 'Send for approval' })
    case 'approve':
      return i18n._({ id: 'demo.transition.approve', message: 'Approve' })
    case 'reject':
      return i18n._({ id: 'demo.transition.reject', message: 'Reject' })
    case 'withdraw':
      return i18n._({ id: 'demo.transition.withdraw', message: 'Withdraw the request' })
    case 'allocate':
      return i18n._({ id: 'demo.transition.allocate', message: 'Allocate these units' })
    case 'ship':
      return i18n._({ id: 'demo.transition.ship', message: 'Mark as shipped' })
    case 'return':
      return i18n._({ id: 'demo.transition.return', message: 'Mark as returned' })
    case 'close':
      return i18n._({ id: 'demo.transition.close', message: 'Close without shipping' })
  }
}

export function demoStepLabel(i18n: I18n, step: DemoWizardStep): string {
  switch (step) {
    case 'installation-type':
      return i18n._({ id: 'demo.step.installation_type', message: 'Installation type' })
    case 'dates':
      return i18n._({ id: 'demo.step.dates', message: 'Pick date' })
    case 'products':
      return i18n._({ id: 'demo.step.products', message: 'Define products' })
    case 'details':
      return i18n._({ id: 'demo.step.details', message: 'Add details' })
    case 'review':
      return i18n._({ id: 'demo.step.review', message: 'Review request' })
  }
}

export function installationTypeLabel(i18n: I18n, type: DemoInstallationType): string {
  switch (type) {
    case 'wall-mounted':
      return i18n._({ id: 'demo.installation.wall_mounted', message: 'Wall-mounted' })
    case 'floor-stand':
      return i18n._({ id: 'demo.installation.floor_stand', message: 'On a floor stand' })
    case 'ceiling-hung':
      return i18n._({ id: 'demo.installation.ceiling_hung', message: 'Hung from the ceiling' })
    case 'video-wall':
      return i18n._({ id: 'demo.installation.video_wall', message: 'Video wall' })
    case 'table-top':
      return i18n._({ id: 'demo.installation.table_top', message: 'On a table' })
  }
}

export function demoFieldLabel(i18n: I18n, field: DemoRequestField): string {
  switch (field) {
    case 'installationType':
      return i18n._({ id: 'demo.field.installation_type', message: 'Installation type' })
    case 'from':
      return i18n._({ id: 'demo.field.from', message: 'From' })
    case 'until':
      return i18n._({ id: 'demo.field.until', message: 'Until' })
    case 'products':
      return i18n._({ id: 'demo.field.products', message: 'Products' })
    case 'event':
      return i18n._({ id: 'demo.field.event', message: 'Event' })
    case 'street':
      return i18n._({ id: 'demo.field.street', message: 'Street' })
    case 'number':
      return i18n._({ id: 'demo.field.number', message: 'Number' })
    case 'bus':
      return i18n._({ id: 'demo.field.bus', message: 'Bus' })
    case 'city':
      return i18n._({ id: 'demo.field.city', message: 'City' })
    case 'zip':
      return i18n._({ id: 'demo.field.zip', message: 'Zip' })
    case 'country':
      return i18n._({ id: 'demo.field.country', message: 'Country' })
    case 'remarks':
      return i18n._({ id: 'demo.field.remarks', message: 'Remarks' })
  }
}

/** The sentence beside a field whose answer breaks a rule. */
export function demoProblemText(i18n: I18n, field: DemoRequestField, problem: DemoRequestProblem): string {
  const label = demoFieldLabel(i18n, field)
  const templates = validationTemplates(i18n)
  switch (problem) {
    case 'required':
      return fillTemplate(templates.required, { 0: label })
    case 'invalid':
      return fillTemplate(templates.invalid, { field: label })
    case 'too-long':
      return fillTemplate(templates.max, { 0: label, 1: DEMO_TEXT_LIMITS[field as keyof typeof DEMO_TEXT_LIMITS] ?? '' })
    case 'characters':
      return fillTemplate(templates.characters, { 0: label })
    case 'line-breaks':
      return fillTemplate(templates.line_breaks, { 0: label })
    case 'past-date':
      return i18n._({ id: 'demo.problem.past_date', message: '{field} cannot be in the past.', values: { field: label } })
    case 'too-far':
      return i18n._({
        id: 'demo.problem.too_far',
        message: 'We take requests for the next {days} days.',
        values: { days: DEMO_REQUEST_HORIZON_DAYS },
      })
    case 'until-not-after-from':
      return i18n._({ id: 'demo.problem.until_not_after_from', message: 'The until date must be after the from date.' })
    case 'loan-too-long':
      return i18n._({
        id: 'demo.problem.loan_too_long',
        message: 'Demo equipment can be borrowed for at most {days} days.',
        values: { days: DEMO_LOAN_MAXIMUM_DAYS },
      })
    case 'no-products':
      return i18n._({ id: 'demo.problem.no_products', message: 'Choose at least one product.' })
    case 'too-many-units':
      return i18n._({
        id: 'demo.problem.too_many_units',
        message: 'You can borrow at most {units} units of a product.',
        values: { units: DEMO_REQUEST_MAXIMUM_UNITS },
      })
    case 'not-enough-stock':
      return i18n._({
        id: 'demo.problem.not_enough_stock',
        message: 'There is not enough demo equipment free for your dates. Ask for fewer units or choose other dates.',
      })
  }
}
