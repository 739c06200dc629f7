/**
 * Who hears of a Wave request's state changes: the executive who asked, of every outcome (done,
 * stopped, cancelled, a note from the support team); the support agents, of a new request and of
 * one that stopped in a phase (so that somebody retries it or writes to the partner).
 */
import { notify, type NotificationContext, type NotificationEvent } from '../notifications/notification-service.ts'
import { staffWithRole } from '../notifications/notification-store.ts'
import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { notificationContextOf } from '../notifications/notification-service.ts'
import { type WavePhase, type WaveRequestRow, type WaveSubmission, findWaveRequest } from './wave-request-store.ts'

export type WaveHappening =
  | { kind: 'submitted' }
  | { kind: 'finalised' }
  | { kind: 'failed'; phase: WavePhase; error: string }
  | { kind: 'rolled-back' }
  | { kind: 'note'; note: string }

export async function notifyWaveRequest(context: NotificationContext, request: WaveRequestRow, happening: WaveHappening): Promise<void> {
  const subject = { type: 'wave-request', id: request.id }
  const partnerLink = { route: 'portal-wave-request' as const }
  const staffLink = { route: 'portal-staff-wave-requests-request' as const, params: { waveRequestId: request.id } }
  const organisation = String(request.values.registered_company_name ?? '')
  const agents = happening.kind === 'submitted' || happening.kind === 'failed' ? await staffWithRole(context.db, 'support-agent') : []
  const events: NotificationEvent[] = []
  const toPartner = (kind: NotificationEvent['kind'], values: Record<string, string> = {}) =>
    events.push({ kind, recipients: [request.requestedBy], subject, link: partnerLink, values: { organisation, ...values } })
  switch (happening.kind) {
    case 'submitted':
      events.push({ kind: 'wave-request.submitted', recipients: agents, subject, link: staffLink, values: { organisation } })
      break
    case 'finalised':
      toPartner('wave-request.finalised')
      break
    case 'failed':
      toPartner('wave-request.failed', { phase: happening.phase })
      events.push({
        kind: 'wave-request.needs-attention',
        recipients: agents,
        subject,
        link: staffLink,
        values: { organisation, phase: happening.phase, error: happening.error.slice(0, 200) },
      })
      break
    case 'rolled-back':
      toPartner('wave-request.rolled-back')
      break
    case 'note':
      toPartner('wave-request.note', { note: happening.note })
      break
  }
  await notify(context, events)
}

/** Tells the executive (and, when it stopped, the support team) how a run of the phases ended. */
export async function notifyOutcome(c: Context<AppEnv>, result: WaveSubmission): Promise<void> {
  if (result.kind === 'blocked') return
  const request = await findWaveRequest(c.env.DB, result.requestId)
  if (!request) return
  await notifyWaveRequest(
    notificationContextOf(c),
    request,
    result.kind === 'finalised' ? { kind: 'finalised' } : { kind: 'failed', phase: result.phase, error: request.lastError ?? '' },
  )
}
