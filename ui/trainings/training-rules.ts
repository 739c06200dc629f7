/**
 * Trainings and certification (SPEC.md points 1, 4 and 9): trainings are upcoming, past or on
 * request; a trainee's progress goes start → in progress → done, and done earns the training's
 * certification. Shared by the worker and the pages.
 */

/** SPEC.md point 9: a partner training (on request, for the partner's own team) needs at least this many employees. */
export const PARTNER_TRAINING_MINIMUM_EMPLOYEES = 4
/** The most people one on-request training session takes. */
export const PARTNER_TRAINING_MAXIMUM_EMPLOYEES = 20

export const TRAINING_PROGRESS = ['start', 'in-progress', 'done'] as const
export type TrainingProgress = (typeof TRAINING_PROGRESS)[number]

export const TRAINING_VIEWS = ['upcoming', 'past', 'on-request'] as const
export type TrainingView = (typeof TRAINING_VIEWS)[number]

export type TrainingFormat = 'classroom' | 'online'

/** The progress after `progress`, or null once done. */
export function nextProgress(progress: TrainingProgress): TrainingProgress | null {
  return TRAINING_PROGRESS[TRAINING_PROGRESS.indexOf(progress) + 1] ?? null
}

export interface TrainingSummaryRow {
  id: string
  view: TrainingView
  title: string
  description: string
  location: string
  certification: string
  format: TrainingFormat
  businessLine: 'pro' | 'led' | 'signage'
  /** ISO date-times; null for on-request trainings. */
  startsAt: string | null
  endsAt: string | null
  /** The viewer's own enrolment. */
  progress: TrainingProgress | null
  certifiedAt: string | null
  /** The viewer's certificate (its PDF) and when it expires. */
  certificateId: string | null
  certificateExpiresAt: string | null
  href: string
}

/** Which list a training belongs in at `now`. */
export function trainingViewOf(schedule: 'scheduled' | 'on-request', endsAt: string | null, now: Date): TrainingView {
  if (schedule === 'on-request' || !endsAt) return 'on-request'
  return new Date(endsAt).getTime() < now.getTime() ? 'past' : 'upcoming'
}

export type TrainingRequestField = 'participants' | 'preferredMonth'
export type TrainingRequestProblem = 'required' | 'too-few' | 'too-many' | 'past-month' | 'invalid'

/** The on-request form: how many employees and which month (`YYYY-MM`, not before this month). */
export function checkTrainingRequest(
  form: { participants: string; preferredMonth: string },
  now: Date,
):
  | { ok: true; participants: number; preferredMonth: string }
  | { ok: false; problems: Partial<Record<TrainingRequestField, TrainingRequestProblem>> } {
  const problems: Partial<Record<TrainingRequestField, TrainingRequestProblem>> = {}
  const participants = Number(form.participants.trim())
  if (!form.participants.trim()) problems.participants = 'required'
  else if (!Number.isInteger(participants)) problems.participants = 'invalid'
  else if (participants < PARTNER_TRAINING_MINIMUM_EMPLOYEES) problems.participants = 'too-few'
  else if (participants > PARTNER_TRAINING_MAXIMUM_EMPLOYEES) problems.participants = 'too-many'
  const month = form.preferredMonth.trim()
  const thisMonth = now.toISOString().slice(0, 7)
  if (!month) problems.preferredMonth = 'required'
  else if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) problems.preferredMonth = 'invalid'
  else if (month < thisMonth) problems.preferredMonth = 'past-month'
  if (Object.keys(problems).length) return { ok: false, problems }
  return { ok: true, participants, preferredMonth: month }
}

/** How long a certificate is valid after the trainer confirmed attendance (it names its expiry date). */
export const CERTIFICATE_VALIDITY_MONTHS = 24

/** A certificate's expiry: CERTIFICATE_VALIDITY_MONTHS after it was earned (ISO date-time in, ISO date-time out). */
export function certificateExpiryOf(earnedAt: string): string {
  const earned = new Date(earnedAt)
  const expires = new Date(earned)
  expires.setUTCMonth(expires.getUTCMonth() + CERTIFICATE_VALIDITY_MONTHS)
  return expires.toISOString()
}

/** Attendance as the trainer confirms it; only `attended` certifies. */
export const ATTENDANCE_OUTCOMES = ['attended', 'absent'] as const
export type AttendanceOutcome = (typeof ATTENDANCE_OUTCOMES)[number]
export type Attendance = 'booked' | AttendanceOutcome

/** Whether a trainee may move their own progress to `next`: never to done (confirmed attendance certifies). */
export function traineeMayMoveTo(next: TrainingProgress | null): boolean {
  return next !== null && next !== 'done'
}

/** The most seats a trainer may give one session. */
export const MAXIMUM_SESSION_SEATS = PARTNER_TRAINING_MAXIMUM_EMPLOYEES

export interface SessionSchedule {
  /** ISO date-times. */
  startsAt: string
  endsAt: string
  place: string
  link: string
  seats: number
}

export type SessionField = 'date' | 'startTime' | 'endTime' | 'place' | 'seats' | 'link'
export type SessionProblem = 'required' | 'invalid' | 'past' | 'end-before-start' | 'place-or-link' | 'too-many' | 'too-few'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** The trainer's scheduling form: a day from today on, start and end time (UTC), a place or an https link, 1–MAXIMUM_SESSION_SEATS seats. */
export function checkSessionSchedule(
  form: { date: string; startTime: string; endTime: string; place: string; link: string; seats: string },
  now: Date,
): { ok: true; schedule: SessionSchedule } | { ok: false; problems: Partial<Record<SessionField, SessionProblem>> } {
  const problems: Partial<Record<SessionField, SessionProblem>> = {}
  const date = form.date.trim()
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date
  if (!date) problems.date = 'required'
  else if (!validDay) problems.date = 'invalid'
  else if (date < now.toISOString().slice(0, 10)) problems.date = 'past'
  const start = form.startTime.trim()
  const end = form.endTime.trim()
  if (!start) problems.startTime = 'required'
  else if (!TIME.test(start)) problems.startTime = 'invalid'
  if (!end) problems.endTime = 'required'
  else if (!TIME.test(end)) problems.endTime = 'invalid'
  else if (TIME.test(start) && end <= start) problems.endTime = 'end-before-start'
  const place = form.place.trim().slice(0, 200)
  const link = form.link.trim()
  if (link) {
    const url = URL.canParse(link) ? new URL(link) : null
    if (url?.protocol !== 'https:' || link.length > 500) problems.link = 'invalid'
  }
  if (!place && !link) problems.place = 'place-or-link'
  const seatsText = form.seats.trim()
  const seats = Number(seatsText)
  if (!seatsText) problems.seats = 'required'
  else if (!Number.isInteger(seats)) problems.seats = 'invalid'
  else if (seats < 1) problems.seats = 'too-few'
  else if (seats > MAXIMUM_SESSION_SEATS) problems.seats = 'too-many'
  if (Object.keys(problems).length) return { ok: false, problems }
  return {
    ok: true,
    schedule: { startsAt: `${date}T${start}:00.000Z`, endsAt: `${date}T${end}:00.000Z`, place, link, seats },
  }
}
