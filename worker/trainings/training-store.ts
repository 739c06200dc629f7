/**
 * Trainings and certification in D1: the lists (upcoming, past, on request) with the person's own
 * enrolment, enrolling, moving one's own progress from start to in progress (never to done: only a
 * trainer's confirmed attendance completes a training and certifies, training-session-store.ts)
 * and asking for an on-request training for the partner's team. Every change is audited in the
 * same batch.
 */
import type { LocaleCode } from '../../locales/registry.ts'
import { storedTextIn } from '../../ui/portal/localised-text.ts'
import type { PortalUser } from '../../ui/portal/partner-roles.ts'
import {
  type TrainingProgress,
  type TrainingSummaryRow,
  type TrainingView,
  certificateExpiryOf,
  nextProgress,
  traineeMayMoveTo,
  trainingViewOf,
} from '../../ui/trainings/training-rules.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { type AuditIdentities, auditStatement, auditStatementIfChanged } from '../partners/audit-trail-store.ts'
import { SQL_NOW } from '../db/d1-queries.ts'

interface TrainingRow {
  id: string
  schedule: 'scheduled' | 'on-request'
  starts_at: string | null
  ends_at: string | null
  format: 'classroom' | 'online'
  business_line: 'pro' | 'led' | 'signage'
  title_json: string
  description_json: string
  location_json: string
  certification_json: string
  progress: TrainingProgress | null
  certified_at: string | null
  certificate_id: string | null
  certificate_expires_at: string | null
}

const TRAINING_SELECT = `
  SELECT t.*, e.progress, c.earned_at AS certified_at, c.id AS certificate_id, c.expires_at AS certificate_expires_at
    FROM trainings t
    LEFT JOIN training_enrolments e ON e.training_id = t.id AND e.user_id = ?1
    LEFT JOIN certifications c ON c.training_id = t.id AND c.user_id = ?1`

function trainingOf(row: TrainingRow, code: LocaleCode, now: Date): TrainingSummaryRow {
  return {
    id: row.id,
    view: trainingViewOf(row.schedule, row.ends_at, now),
    title: storedTextIn(row.title_json, code),
    description: storedTextIn(row.description_json, code),
    location: storedTextIn(row.location_json, code),
    certification: storedTextIn(row.certification_json, code),
    format: row.format,
    businessLine: row.business_line,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    progress: row.progress,
    certifiedAt: row.certified_at,
    certificateId: row.certificate_id,
    certificateExpiresAt: row.certified_at ? (row.certificate_expires_at ?? certificateExpiryOf(row.certified_at)) : null,
    href: pathFor('portal-trainings-training', code, { trainingId: row.id }),
  }
}

export type TrainingLists = Record<TrainingView, TrainingSummaryRow[]>

export async function listTrainings(db: D1Database, person: PortalUser, code: LocaleCode, now: Date): Promise<TrainingLists> {
  const { results } = await db.prepare(`${TRAINING_SELECT} ORDER BY t.starts_at, t.id`).bind(person.id).all<TrainingRow>()
  const lists: TrainingLists = { upcoming: [], past: [], 'on-request': [] }
  for (const row of results) {
    const training = trainingOf(row, code, now)
    lists[training.view].push(training)
  }
  lists.past.reverse()
  return lists
}

export async function findTraining(
  db: D1Database,
  id: string,
  person: PortalUser,
  code: LocaleCode,
  now: Date,
): Promise<TrainingSummaryRow | null> {
  const row = await db.prepare(`${TRAINING_SELECT} WHERE t.id = ?2`).bind(person.id, id).first<TrainingRow>()
  return row ? trainingOf(row, code, now) : null
}

/** The next training that has not started yet, for the dashboard. */
export async function nextUpcomingTraining(
  db: D1Database,
  person: PortalUser,
  code: LocaleCode,
  now: Date,
): Promise<TrainingSummaryRow | null> {
  const row = await db
    .prepare(`${TRAINING_SELECT} WHERE t.schedule = 'scheduled' AND t.starts_at > ?2 ORDER BY t.starts_at LIMIT 1`)
    .bind(person.id, now.toISOString())
    .first<TrainingRow>()
  return row ? trainingOf(row, code, now) : null
}

export type TrainingChangeOutcome =
  | { ok: true }
  | {
      ok: false
      problem: 'not-found' | 'closed' | 'already-enrolled' | 'not-enrolled' | 'already-done' | 'not-on-request' | 'needs-attendance'
    }

/** Enrols the person in a scheduled training that has not started yet. */
export async function enrol(
  db: D1Database,
  who: AuditIdentities,
  person: PortalUser,
  training: TrainingSummaryRow,
  now: Date,
): Promise<TrainingChangeOutcome> {
  if (training.view === 'on-request' || !training.startsAt || new Date(training.startsAt).getTime() <= now.getTime())
    return { ok: false, problem: 'closed' }
  if (training.progress) return { ok: false, problem: 'already-enrolled' }
  const [inserted] = await db.batch([
    db.prepare('INSERT OR IGNORE INTO training_enrolments (training_id, user_id) VALUES (?1, ?2)').bind(training.id, person.id),
    auditStatementIfChanged(db, who, {
      action: 'training.enrolled',
      subjectType: 'training',
      subjectId: training.id,
      after: { userId: person.id, progress: 'start' },
    }),
  ])
  return inserted!.meta.changes === 1 ? { ok: true } : { ok: false, problem: 'already-enrolled' }
}

/**
 * Moves the person's own progress from start to in progress. Done is refused ('needs-attendance'):
 * only the trainer's confirmed attendance completes a training and issues its certificate
 * (confirmAttendance in training-session-store.ts), never the trainee alone.
 */
export async function advanceProgress(
  db: D1Database,
  who: AuditIdentities,
  person: PortalUser,
  training: TrainingSummaryRow,
): Promise<TrainingChangeOutcome> {
  if (!training.progress) return { ok: false, problem: 'not-enrolled' }
  const next = nextProgress(training.progress)
  if (!next) return { ok: false, problem: 'already-done' }
  if (!traineeMayMoveTo(next)) return { ok: false, problem: 'needs-attendance' }
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE training_enrolments SET progress = ?3, updated_at = ${SQL_NOW}
          WHERE training_id = ?1 AND user_id = ?2 AND progress = ?4 AND ?3 <> 'done'`,
      )
      .bind(training.id, person.id, next, training.progress),
    auditStatementIfChanged(db, who, {
      action: 'training.progress',
      subjectType: 'training',
      subjectId: training.id,
      before: { userId: person.id, progress: training.progress },
      after: { userId: person.id, progress: next },
    }),
  ])
  return updated!.meta.changes === 1 ? { ok: true } : { ok: false, problem: 'already-done' }
}

/** Records the partner executive's request for an on-request training for their team. */
export async function requestTraining(
  db: D1Database,
  who: AuditIdentities,
  person: PortalUser,
  training: TrainingSummaryRow,
  details: { participants: number; preferredMonth: string },
): Promise<TrainingChangeOutcome & { requestId?: string }> {
  if (training.view !== 'on-request' || !person.organisation) return { ok: false, problem: 'not-on-request' }
  const id = `trq-${crypto.randomUUID().slice(0, 8)}`
  await db.batch([
    db
      .prepare(
        'INSERT INTO training_requests (id, training_id, organisation_id, requester_id, participants, preferred_month) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
      )
      .bind(id, training.id, person.organisation.id, person.id, details.participants, details.preferredMonth),
    auditStatement(db, who, {
      action: 'training.requested',
      subjectType: 'training',
      subjectId: training.id,
      after: { requestId: id, organisationId: person.organisation.id, ...details },
    }),
  ])
  return { ok: true, requestId: id }
}

/** The organisation's requests for an on-request training, newest first. */
export async function trainingRequestsOf(
  db: D1Database,
  trainingId: string,
  person: PortalUser,
): Promise<Array<{ participants: number; preferredMonth: string; requestedAt: string }>> {
  if (!person.organisation) return []
  const { results } = await db
    .prepare(
      'SELECT participants, preferred_month, requested_at FROM training_requests WHERE training_id = ?1 AND organisation_id = ?2 ORDER BY requested_at DESC',
    )
    .bind(trainingId, person.organisation.id)
    .all<{ participants: number; preferred_month: string; requested_at: string }>()
  return results.map((row) => ({ participants: row.participants, preferredMonth: row.preferred_month, requestedAt: row.requested_at }))
}
