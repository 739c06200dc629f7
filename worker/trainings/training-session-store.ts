/**
 * Trainings run by trainers in D1 (docs/decisions/047-trainer-confirmed-certification.md): the
 * partners' training requests and the sessions trainers schedule for them (date and time, place
 * or link, seats, participants from the partner's own people), the attendance trainers confirm
 * once a session is over, the certificates only confirmed attendance earns (with their expiry),
 * and the partner executive's view of the team. Every change is audited in its batch.
 */
import type { LocaleCode } from '../../locales/registry.ts'
import { storedTextIn } from '../../ui/portal/localised-text.ts'
import {
  type Attendance,
  type AttendanceOutcome,
  type SessionSchedule,
  type TrainingProgress,
  certificateExpiryOf,
} from '../../ui/trainings/training-rules.ts'
import { SQL_NOW } from '../db/d1-queries.ts'
import { type AuditIdentities, auditStatementIfChanged } from '../partners/audit-trail-store.ts'
import { likePattern } from '../partners/portal-user-store.ts'

/* ------------------------------------------------------------------ requests and sessions */

export interface TrainingSession {
  id: string
  startsAt: string
  endsAt: string
  place: string
  link: string
  seats: number
}

export interface SessionParticipant {
  userId: string
  name: string
  email: string
  attendance: Attendance
  certificateId: string | null
}

export interface StaffTrainingRequest {
  id: string
  trainingId: string
  trainingTitle: string
  organisationId: string
  organisationName: string
  requesterId: string
  requesterName: string
  participants: number
  preferredMonth: string
  requestedAt: string
  session: TrainingSession | null
}

export const TRAINING_REQUEST_STATUSES = ['to-schedule', 'scheduled'] as const
export type TrainingRequestStatus = (typeof TRAINING_REQUEST_STATUSES)[number]

interface RequestRow {
  id: string
  training_id: string
  title_json: string
  organisation_id: string
  organisation_name: string
  requester_id: string
  requester_name: string
  participants: number
  preferred_month: string
  requested_at: string
  session_id: string | null
  starts_at: string | null
  ends_at: string | null
  place: string | null
  link: string | null
  seats: number | null
}

const REQUEST_SELECT = `
  SELECT r.id, r.training_id, t.title_json, r.organisation_id, o.name AS organisation_name, r.requester_id,
         u.name AS requester_name, r.participants, r.preferred_month, r.requested_at,
         s.id AS session_id, s.starts_at, s.ends_at, s.place, s.link, s.seats
    FROM training_requests r
    JOIN trainings t ON t.id = r.training_id
    JOIN partner_organisations o ON o.id = r.organisation_id
    JOIN users u ON u.id = r.requester_id
    LEFT JOIN training_sessions s ON s.request_id = r.id`

function requestOf(row: RequestRow, code: LocaleCode): StaffTrainingRequest {
  return {
    id: row.id,
    trainingId: row.training_id,
    trainingTitle: storedTextIn(row.title_json, code),
    organisationId: row.organisation_id,
    organisationName: row.organisation_name,
    requesterId: row.requester_id,
    requesterName: row.requester_name,
    participants: row.participants,
    preferredMonth: row.preferred_month,
    requestedAt: row.requested_at,
    session: row.session_id
      ? {
          id: row.session_id,
          startsAt: row.starts_at!,
          endsAt: row.ends_at!,
          place: row.place ?? '',
          link: row.link ?? '',
          seats: row.seats!,
        }
      : null,
  }
}

export async function listTrainingRequestsForStaff(
  db: D1Database,
  code: LocaleCode,
  filters: { status: TrainingRequestStatus | null; search: string; page: number; perPage: number },
): Promise<{ requests: StaffTrainingRequest[]; total: number }> {
  const where = `WHERE (?1 IS NULL OR (?1 = 'scheduled') = (s.id IS NOT NULL))
    AND (?2 IS NULL OR o.name LIKE ?2 ESCAPE '\\' OR u.name LIKE ?2 ESCAPE '\\' OR t.title_json LIKE ?2 ESCAPE '\\')`
  const parameters = [filters.status, filters.search ? likePattern(filters.search) : null] as const
  const [rows, count] = await db.batch<unknown>([
    db
      .prepare(`${REQUEST_SELECT} ${where} ORDER BY r.requested_at DESC LIMIT ?3 OFFSET ?4`)
      .bind(...parameters, filters.perPage, (filters.page - 1) * filters.perPage),
    db
      .prepare(
        `SELECT count(*) AS total FROM training_requests r JOIN trainings t ON t.id = r.training_id
           JOIN partner_organisations o ON o.id = r.organisation_id JOIN users u ON u.id = r.requester_id
           LEFT JOIN training_sessions s ON s.request_id = r.id ${where}`,
      )
      .bind(...parameters),
  ])
  return {
    requests: (rows!.results as RequestRow[]).map((row) => requestOf(row, code)),
    total: Number((count!.results[0] as { total: number } | undefined)?.total ?? 0),
  }
}

export async function findTrainingRequest(db: D1Database, id: string, code: LocaleCode): Promise<StaffTrainingRequest | null> {
  const row = await db.prepare(`${REQUEST_SELECT} WHERE r.id = ?1`).bind(id).first<RequestRow>()
  return row ? requestOf(row, code) : null
}

/** Training requests no trainer scheduled yet (the staff inbox). */
export async function trainingRequestsToScheduleCount(db: D1Database): Promise<number> {
  const row = await db
    .prepare('SELECT count(*) AS n FROM training_requests r WHERE NOT EXISTS (SELECT 1 FROM training_sessions s WHERE s.request_id = r.id)')
    .first<{ n: number }>()
  return row?.n ?? 0
}

export async function sessionParticipants(db: D1Database, sessionId: string): Promise<SessionParticipant[]> {
  const { results } = await db
    .prepare(
      `SELECT e.user_id, u.name, u.email, e.attendance, c.id AS certificate_id
         FROM training_enrolments e JOIN users u ON u.id = e.user_id
         LEFT JOIN certifications c ON c.user_id = e.user_id AND c.training_id = e.training_id
        WHERE e.session_id = ?1 ORDER BY u.name`,
    )
    .bind(sessionId)
    .all<{ user_id: string; name: string; email: string; attendance: Attendance; certificate_id: string | null }>()
  return results.map((row) => ({
    userId: row.user_id,
    name: row.name,
    email: row.email,
    attendance: row.attendance,
    certificateId: row.certificate_id,
  }))
}

/** The partner's own people (who may take a seat in its session). */
export async function organisationPeople(db: D1Database, organisationId: string): Promise<Array<{ id: string; name: string }>> {
  const { results } = await db
    .prepare(
      "SELECT id, name FROM users WHERE organisation_id = ?1 AND role IN ('partner-executive', 'trainee') ORDER BY name COLLATE NOCASE",
    )
    .bind(organisationId)
    .all<{ id: string; name: string }>()
  return results
}

export type SessionChange =
  | { ok: true }
  | {
      ok: false
      problem:
        | 'already-scheduled'
        | 'not-scheduled'
        | 'seats-below-booked'
        | 'full'
        | 'not-in-organisation'
        | 'already-booked'
        | 'not-booked'
    }

/** Turns a request into a session; a request gets one session (a second answers 'already-scheduled'). */
export async function scheduleSession(
  db: D1Database,
  who: AuditIdentities,
  request: StaffTrainingRequest,
  schedule: SessionSchedule,
): Promise<SessionChange & { sessionId?: string }> {
  if (request.session) return { ok: false, problem: 'already-scheduled' }
  const id = `tss-${crypto.randomUUID()}`
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO training_sessions (id, request_id, training_id, organisation_id, starts_at, ends_at, place, link, seats, trainer_id)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
      )
      .bind(
        id,
        request.id,
        request.trainingId,
        request.organisationId,
        schedule.startsAt,
        schedule.endsAt,
        schedule.place,
        schedule.link,
        schedule.seats,
        who.actorId,
      ),
    auditStatementIfChanged(db, who, {
      action: 'training.scheduled',
      subjectType: 'training-request',
      subjectId: request.id,
      after: { sessionId: id, ...schedule },
    }),
  ])
  return inserted!.meta.changes === 1 ? { ok: true, sessionId: id } : { ok: false, problem: 'already-scheduled' }
}

/** Changes a session's seats; never below the seats already taken. */
export async function changeSeats(db: D1Database, who: AuditIdentities, session: TrainingSession, seats: number): Promise<SessionChange> {
  const [updated] = await db.batch([
    db
      .prepare(
        'UPDATE training_sessions SET seats = ?2 WHERE id = ?1 AND ?2 >= (SELECT count(*) FROM training_enrolments WHERE session_id = ?1)',
      )
      .bind(session.id, seats),
    auditStatementIfChanged(db, who, {
      action: 'training.seats-changed',
      subjectType: 'training-session',
      subjectId: session.id,
      before: { seats: session.seats },
      after: { seats },
    }),
  ])
  return updated!.meta.changes === 1 ? { ok: true } : { ok: false, problem: 'seats-below-booked' }
}

/**
 * Gives a person of the partner a seat while seats are free; also after the session, so that a
 * trainer can record someone of the partner who came without a seat before confirming attendance.
 */
export async function addParticipant(
  db: D1Database,
  who: AuditIdentities,
  request: StaffTrainingRequest,
  userId: string,
): Promise<SessionChange> {
  const session = request.session
  if (!session) return { ok: false, problem: 'not-scheduled' }
  const member = await db
    .prepare("SELECT id FROM users WHERE id = ?1 AND organisation_id = ?2 AND role IN ('partner-executive', 'trainee')")
    .bind(userId, request.organisationId)
    .first<{ id: string }>()
  if (!member) return { ok: false, problem: 'not-in-organisation' }
  const booked = await db
    .prepare('SELECT session_id FROM training_enrolments WHERE training_id = ?1 AND user_id = ?2')
    .bind(request.trainingId, userId)
    .first<{ session_id: string | null }>()
  if (booked) return { ok: false, problem: 'already-booked' }
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO training_enrolments (training_id, user_id, session_id)
         SELECT ?1, ?2, ?3 WHERE (SELECT count(*) FROM training_enrolments WHERE session_id = ?3) < ?4`,
      )
      .bind(request.trainingId, userId, session.id, session.seats),
    auditStatementIfChanged(db, who, {
      action: 'training.participant-added',
      subjectType: 'training-session',
      subjectId: session.id,
      after: { userId },
    }),
  ])
  return inserted!.meta.changes === 1 ? { ok: true } : { ok: false, problem: 'full' }
}

/** Frees a seat (before attendance was confirmed). */
export async function removeParticipant(
  db: D1Database,
  who: AuditIdentities,
  request: StaffTrainingRequest,
  userId: string,
): Promise<SessionChange> {
  if (!request.session) return { ok: false, problem: 'not-scheduled' }
  const [deleted] = await db.batch([
    db
      .prepare("DELETE FROM training_enrolments WHERE session_id = ?1 AND user_id = ?2 AND attendance = 'booked'")
      .bind(request.session.id, userId),
    auditStatementIfChanged(db, who, {
      action: 'training.participant-removed',
      subjectType: 'training-session',
      subjectId: request.session.id,
      before: { userId },
    }),
  ])
  return deleted!.meta.changes === 1 ? { ok: true } : { ok: false, problem: 'not-booked' }
}

/* ------------------------------------------------------------------ attendance */

export interface AttendanceToConfirm {
  trainingId: string
  trainingTitle: string
  userId: string
  personName: string
  organisationName: string
  startsAt: string
  endsAt: string
}

/** Where a participant's session ended: their session's end, or the training's own for a scheduled training. */
const ENROLMENT_END = 'COALESCE(s.ends_at, t.ends_at)'
const ENROLMENT_START = 'COALESCE(s.starts_at, t.starts_at)'
const ATTENDANCE_FROM = `
    FROM training_enrolments e
    JOIN trainings t ON t.id = e.training_id
    JOIN users u ON u.id = e.user_id
    LEFT JOIN partner_organisations o ON o.id = u.organisation_id
    LEFT JOIN training_sessions s ON s.id = e.session_id
   WHERE e.attendance = 'booked' AND ${ENROLMENT_END} IS NOT NULL AND ${ENROLMENT_END} < ?1`

export async function attendanceToConfirm(
  db: D1Database,
  code: LocaleCode,
  now: Date,
  filters: { search: string; page: number; perPage: number },
): Promise<{ rows: AttendanceToConfirm[]; total: number }> {
  const search = filters.search ? likePattern(filters.search) : null
  const where = `${ATTENDANCE_FROM} AND (?2 IS NULL OR u.name LIKE ?2 ESCAPE '\\' OR o.name LIKE ?2 ESCAPE '\\' OR t.title_json LIKE ?2 ESCAPE '\\')`
  const [rows, count] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT e.training_id, t.title_json, e.user_id, u.name AS person_name, COALESCE(o.name, '') AS organisation_name,
                ${ENROLMENT_START} AS starts_at, ${ENROLMENT_END} AS ends_at
         ${where} ORDER BY ends_at, u.name LIMIT ?3 OFFSET ?4`,
      )
      .bind(now.toISOString(), search, filters.perPage, (filters.page - 1) * filters.perPage),
    db.prepare(`SELECT count(*) AS total ${where}`).bind(now.toISOString(), search),
  ])
  type Row = {
    training_id: string
    title_json: string
    user_id: string
    person_name: string
    organisation_name: string
    starts_at: string
    ends_at: string
  }
  return {
    rows: (rows!.results as Row[]).map((row) => ({
      trainingId: row.training_id,
      trainingTitle: storedTextIn(row.title_json, code),
      userId: row.user_id,
      personName: row.person_name,
      organisationName: row.organisation_name,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
    })),
    total: Number((count!.results[0] as { total: number } | undefined)?.total ?? 0),
  }
}

/** Participants whose session is over and whose attendance nobody confirmed yet (the staff inbox). */
export async function attendanceToConfirmCount(db: D1Database, now: Date): Promise<number> {
  const row = await db.prepare(`SELECT count(*) AS n ${ATTENDANCE_FROM}`).bind(now.toISOString()).first<{ n: number }>()
  return row?.n ?? 0
}

export type AttendanceConfirmation =
  | { ok: true; trainingTitleJson: string; certificate: { id: string; expiresAt: string } | null }
  | { ok: false; problem: 'not-found' | 'not-over' | 'already-confirmed' }

/**
 * The trainer's word on one participant, only once their session is over. Attended: progress is
 * done and the training's certificate is issued with its expiry (CERTIFICATE_VALIDITY_MONTHS).
 * The only way to a certificate: trainees cannot move themselves to done.
 */
export async function confirmAttendance(
  db: D1Database,
  who: AuditIdentities,
  { trainingId, userId, outcome }: { trainingId: string; userId: string; outcome: AttendanceOutcome },
  now: Date,
): Promise<AttendanceConfirmation> {
  const enrolment = await db
    .prepare(
      `SELECT e.attendance, e.progress, e.session_id, t.title_json, ${ENROLMENT_END} AS ends_at
         FROM training_enrolments e JOIN trainings t ON t.id = e.training_id
         LEFT JOIN training_sessions s ON s.id = e.session_id
        WHERE e.training_id = ?1 AND e.user_id = ?2`,
    )
    .bind(trainingId, userId)
    .first<{ attendance: Attendance; progress: TrainingProgress; session_id: string | null; title_json: string; ends_at: string | null }>()
  if (!enrolment) return { ok: false, problem: 'not-found' }
  if (!enrolment.ends_at || new Date(enrolment.ends_at).getTime() > now.getTime()) return { ok: false, problem: 'not-over' }
  if (enrolment.attendance !== 'booked') return { ok: false, problem: 'already-confirmed' }
  const earnedAt = now.toISOString()
  const certificate = outcome === 'attended' ? { id: `crt-${crypto.randomUUID()}`, expiresAt: certificateExpiryOf(earnedAt) } : null
  const statements = [
    db
      .prepare(
        `UPDATE training_enrolments
            SET attendance = ?3, attendance_confirmed_by = ?4, attendance_confirmed_at = ?5, updated_at = ${SQL_NOW},
                progress = CASE WHEN ?3 = 'attended' THEN 'done' ELSE progress END
          WHERE training_id = ?1 AND user_id = ?2 AND attendance = 'booked'`,
      )
      .bind(trainingId, userId, outcome, who.actorId, earnedAt),
    auditStatementIfChanged(db, who, {
      action: 'training.attendance-confirmed',
      subjectType: 'training',
      subjectId: trainingId,
      before: { userId, attendance: 'booked', progress: enrolment.progress },
      after: { userId, attendance: outcome },
    }),
  ]
  if (certificate) {
    statements.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO certifications (id, user_id, training_id, earned_at, expires_at, session_id)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6
            WHERE (SELECT attendance FROM training_enrolments WHERE training_id = ?3 AND user_id = ?2) = 'attended'`,
        )
        .bind(certificate.id, userId, trainingId, earnedAt, certificate.expiresAt, enrolment.session_id),
      auditStatementIfChanged(db, who, {
        action: 'certification.issued',
        subjectType: 'training',
        subjectId: trainingId,
        after: { userId, certificateId: certificate.id, expiresAt: certificate.expiresAt },
      }),
    )
  }
  const [updated] = await db.batch(statements)
  if (updated!.meta.changes !== 1) return { ok: false, problem: 'already-confirmed' }
  return { ok: true, trainingTitleJson: enrolment.title_json, certificate }
}

/* ------------------------------------------------------------------ certificates and the team */

export interface Certificate {
  id: string
  userId: string
  personName: string
  organisationId: string | null
  organisationName: string | null
  trainingTitle: string
  certification: string
  earnedAt: string
  expiresAt: string
}

export async function findCertificate(db: D1Database, id: string, code: LocaleCode): Promise<Certificate | null> {
  const row = await db
    .prepare(
      `SELECT c.id, c.user_id, u.name AS person_name, u.organisation_id, o.name AS organisation_name, t.title_json,
              t.certification_json, c.earned_at, c.expires_at
         FROM certifications c JOIN users u ON u.id = c.user_id JOIN trainings t ON t.id = c.training_id
         LEFT JOIN partner_organisations o ON o.id = u.organisation_id
        WHERE c.id = ?1`,
    )
    .bind(id)
    .first<{
      id: string
      user_id: string
      person_name: string
      organisation_id: string | null
      organisation_name: string | null
      title_json: string
      certification_json: string
      earned_at: string
      expires_at: string | null
    }>()
  if (!row) return null
  return {
    id: row.id,
    userId: row.user_id,
    personName: row.person_name,
    organisationId: row.organisation_id,
    organisationName: row.organisation_name,
    trainingTitle: storedTextIn(row.title_json, code),
    certification: storedTextIn(row.certification_json, code),
    earnedAt: row.earned_at,
    expiresAt: row.expires_at ?? certificateExpiryOf(row.earned_at),
  }
}

export interface TeamTraining {
  userId: string
  personName: string
  trainingId: string
  trainingTitle: string
  progress: TrainingProgress
  attendance: Attendance
  startsAt: string | null
  certificateId: string | null
  expiresAt: string | null
}

/** Every enrolment of the organisation's people, with their certificates (the partner executive's team view). */
export async function teamTrainings(db: D1Database, organisationId: string, code: LocaleCode): Promise<TeamTraining[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id AS user_id, u.name AS person_name, e.training_id, t.title_json, e.progress, e.attendance,
              COALESCE(s.starts_at, t.starts_at) AS starts_at, c.id AS certificate_id, c.earned_at, c.expires_at
         FROM training_enrolments e JOIN users u ON u.id = e.user_id JOIN trainings t ON t.id = e.training_id
         LEFT JOIN training_sessions s ON s.id = e.session_id
         LEFT JOIN certifications c ON c.user_id = e.user_id AND c.training_id = e.training_id
        WHERE u.organisation_id = ?1
        ORDER BY u.name COLLATE NOCASE, starts_at`,
    )
    .bind(organisationId)
    .all<{
      user_id: string
      person_name: string
      training_id: string
      title_json: string
      progress: TrainingProgress
      attendance: Attendance
      starts_at: string | null
      certificate_id: string | null
      earned_at: string | null
      expires_at: string | null
    }>()
  return results.map((row) => ({
    userId: row.user_id,
    personName: row.person_name,
    trainingId: row.training_id,
    trainingTitle: storedTextIn(row.title_json, code),
    progress: row.progress,
    attendance: row.attendance,
    startsAt: row.starts_at,
    certificateId: row.certificate_id,
    expiresAt: row.certificate_id ? (row.expires_at ?? certificateExpiryOf(row.earned_at!)) : null,
  }))
}

/** The session a person has a seat in for a training (shown on the training's page). */
export async function ownSessionOf(db: D1Database, trainingId: string, userId: string): Promise<TrainingSession | null> {
  const row = await db
    .prepare(
      `SELECT s.id, s.starts_at, s.ends_at, s.place, s.link, s.seats FROM training_enrolments e
         JOIN training_sessions s ON s.id = e.session_id WHERE e.training_id = ?1 AND e.user_id = ?2`,
    )
    .bind(trainingId, userId)
    .first<{ id: string; starts_at: string; ends_at: string; place: string; link: string; seats: number }>()
  return row ? { id: row.id, startsAt: row.starts_at, endsAt: row.ends_at, place: row.place, link: row.link, seats: row.seats } : null
}

/** The certificate a person holds for a training, if any. */
export async function certificateIdOf(db: D1Database, trainingId: string, userId: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT id FROM certifications WHERE training_id = ?1 AND user_id = ?2')
    .bind(trainingId, userId)
    .first<{ id: string }>()
  return row?.id ?? null
}
