/**
 * Who hears of each step of a demo request (issue 18 "every demo request transition"): the
 * requester of every step, and the staff who act next — the partner's sales manager of a new,
 * changed or withdrawn request, the demo coordinators of one sent for approval (or withdrawn or
 * changed while it waited for them) and of overdue equipment.
 */
import type { NotificationKind } from '../../ui/notifications/notification-kinds.ts'
import type { NotificationContext, NotificationEvent } from '../notifications/notification-service.ts'
import { notify } from '../notifications/notification-service.ts'
import { staffWithRole } from '../notifications/notification-store.ts'
import type { DemoRequest } from './demo-request-store.ts'

/** What just happened to a request. */
export type DemoRequestHappening =
  | 'requested'
  | 'sent-for-approval'
  | 'approved'
  | 'rejected'
  | 'withdrawn'
  | 'changed'
  | 'allocated'
  | 'shipped'
  | 'returned'
  | 'closed'
  | 'overdue'

const PARTNER_KIND: Record<DemoRequestHappening, NotificationKind> = {
  requested: 'demo-request.requested',
  'sent-for-approval': 'demo-request.sent-for-approval',
  approved: 'demo-request.approved',
  rejected: 'demo-request.rejected',
  withdrawn: 'demo-request.withdrawn',
  changed: 'demo-request.changed',
  allocated: 'demo-request.allocated',
  shipped: 'demo-request.shipped',
  returned: 'demo-request.returned',
  closed: 'demo-request.closed',
  overdue: 'demo-request.overdue',
}

/** The events of one happening (the coordinators' ids are looked up when they are concerned). */
export function demoRequestEvents(
  happening: DemoRequestHappening,
  request: DemoRequest,
  { coordinators, waitedForApproval = false, note = '' }: { coordinators: readonly string[]; waitedForApproval?: boolean; note?: string },
): NotificationEvent[] {
  const link = { route: 'portal-demo-requests-request' as const, params: { requestId: request.id } }
  const subject = { type: 'demo-request', id: request.id }
  const values = {
    event: request.event,
    organisation: request.organisationName,
    ...(note ? { reason: note } : {}),
    ...(happening === 'approved' && request.stockShort ? { stockShort: 'yes' } : {}),
    ...(request.carrier ? { carrier: request.carrier } : {}),
    ...(request.trackingNumber ? { tracking: request.trackingNumber } : {}),
    ...(request.dueBack ? { dueBack: request.dueBack } : {}),
  }
  const events: NotificationEvent[] = [{ kind: PARTNER_KIND[happening], recipients: [request.requesterId], subject, link, values }]
  const salesManager = request.salesManagerId ? [request.salesManagerId] : []
  const staff = (kind: NotificationKind, recipients: readonly string[]) => {
    if (recipients.length) events.push({ kind, recipients, subject, link, values })
  }
  switch (happening) {
    case 'requested':
      staff('demo-request.to-review', salesManager)
      break
    case 'sent-for-approval':
      staff('demo-request.to-approve', coordinators)
      break
    case 'changed':
      staff('demo-request.changed-by-partner', [...salesManager, ...(waitedForApproval ? coordinators : [])])
      break
    case 'withdrawn':
      staff('demo-request.withdrawn-by-partner', [...salesManager, ...(waitedForApproval ? coordinators : [])])
      break
    case 'overdue':
      staff('demo-request.overdue-for-staff', coordinators)
      break
    default:
      break
  }
  return events
}

/** Raises the notifications of a happening. */
export async function notifyDemoRequest(
  context: NotificationContext,
  happening: DemoRequestHappening,
  request: DemoRequest,
  options: { waitedForApproval?: boolean; note?: string } = {},
): Promise<void> {
  const needsCoordinators = happening === 'sent-for-approval' || happening === 'overdue' || options.waitedForApproval
  const coordinators = needsCoordinators ? await staffWithRole(context.db, 'demo-coordinator') : []
  await notify(context, demoRequestEvents(happening, request, { ...options, coordinators }))
}
