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
