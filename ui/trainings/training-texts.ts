/** The words of trainings in the reader's language. */
import type { I18n } from '@lingui/core'
import { fillTemplate, validationTemplates } from '../forms/validation-messages.ts'
import {
  type Attendance,
  MAXIMUM_SESSION_SEATS,
  type SessionField,
  type SessionProblem,
  PARTNER_TRAINING_MAXIMUM_EMPLOYEES,
  PARTNER_TRAINING_MINIMUM_EMPLOYEES,
  type TrainingFormat,
  type TrainingProgress,
  type TrainingRequestField,
  type TrainingRequestProblem,
  type TrainingView,
} from './training-rules.ts'

export function progressLabel(i18n: I18n, progress: TrainingProgress): string {
  switch (progress) {
    case 'start':
      return i18n._({ id: 'trainings.progress.start', message: 'Start' })
    case 'in-progress':
      return i18n._({ id: 'trainings.progress.in_progress', message: 'In progress' })
    case 'done':
      return i18n._({ id: 'trainings.progress.done', message: 'Done' })
  }
}

/** The button that moves progress on to `next`. */
/** The one move a trainee makes themselves (start → in progress); done comes from the trainer's confirmed attendance. */
export function progressAction(i18n: I18n, _next: TrainingProgress): string {
  return i18n._({ id: 'trainings.mark_in_progress', message: 'Mark as in progress' })
}

export function formatLabel(i18n: I18n, format: TrainingFormat): string {
  return format === 'online'
    ? i18n._({ id: 'trainings.format.online', message: 'Online' })
    : i18n._({ id: 'trainings.format.classroom', message: 'Classroom' })
}

export function trainingViewTitle(i18n: I18n, view: TrainingView): string {
  switch (view) {
    case 'upcoming':
      return i18n._({ id: 'trainings.upcoming', message: 'Upcoming trainings' })
    case 'past':
      return i18n._({ id: 'trainings.past', message: 'Past trainings' })
    case 'on-request':
      return i18n._({ id: 'trainings.on_request', message: 'Trainings on request' })
  }
}

export function trainingViewEmpty(i18n: I18n, view: TrainingView): string {
  switch (view) {
    case 'upcoming':
      return i18n._({ id: 'portal.trainings.empty', message: 'There are no trainings planned at the moment.' })
    case 'past':
      return i18n._({ id: 'trainings.past_empty', message: 'No trainings have taken place yet.' })
    case 'on-request':
      return i18n._({ id: 'trainings.on_request_empty', message: 'There are no trainings on request at the moment.' })
  }
}

export function trainingRequestFieldLabel(i18n: I18n, field: TrainingRequestField): string {
  return field === 'participants'
    ? i18n._({ id: 'trainings.field.participants', message: 'Number of employees' })
    : i18n._({ id: 'trainings.field.preferred_month', message: 'Preferred month' })
}

export function trainingRequestProblemText(i18n: I18n, field: TrainingRequestField, problem: TrainingRequestProblem): string {
  const label = trainingRequestFieldLabel(i18n, field)
  switch (problem) {
    case 'required':
      return fillTemplate(validationTemplates(i18n).required, { 0: label })
    case 'invalid':
      return fillTemplate(validationTemplates(i18n).invalid, { field: label })
    case 'too-few':
      return i18n._({
        id: 'trainings.problem.too_few',
        message: 'A partner training needs at least {minimum} employees.',
        values: { minimum: PARTNER_TRAINING_MINIMUM_EMPLOYEES },
      })
    case 'too-many':
      return i18n._({
        id: 'trainings.problem.too_many',
        message: 'One session takes at most {maximum} employees.',
        values: { maximum: PARTNER_TRAINING_MAXIMUM_EMPLOYEES },
      })
    case 'past-month':
      return i18n._({ id: 'trainings.problem.past_month', message: 'The preferred month cannot be in the past.' })
  }
}

export function attendanceLabel(i18n: I18n, attendance: Attendance): string {
  switch (attendance) {
    case 'booked':
      return i18n._({ id: 'trainings.attendance.booked', message: 'Attendance not confirmed yet' })
    case 'attended':
      return i18n._({ id: 'trainings.attendance.attended', message: 'Attended' })
    case 'absent':
      return i18n._({ id: 'trainings.attendance.absent', message: 'Absent' })
  }
}

export function sessionFieldLabel(i18n: I18n, field: SessionField): string {
  switch (field) {
    case 'date':
      return i18n._({ id: 'sessions.field.date', message: 'Day' })
    case 'startTime':
      return i18n._({ id: 'sessions.field.start', message: 'Starts at (UTC)' })
    case 'endTime':
      return i18n._({ id: 'sessions.field.end', message: 'Ends at (UTC)' })
    case 'place':
      return i18n._({ id: 'sessions.field.place', message: 'Place' })
    case 'link':
      return i18n._({ id: 'sessions.field.link', message: 'Online link (https)' })
    case 'seats':
      return i18n._({ id: 'sessions.field.seats', message: 'Seats' })
  }
}

export function sessionProblemText(i18n: I18n, problem: SessionProblem): string {
  switch (problem) {
    case 'required':
      return i18n._({ id: 'sessions.problem.required', message: 'Please fill this in.' })
    case 'invalid':
      return i18n._({ id: 'sessions.problem.invalid', message: 'This is not valid.' })
    case 'past':
      return i18n._({ id: 'sessions.problem.past', message: 'Choose today or a later day.' })
    case 'end-before-start':
      return i18n._({ id: 'sessions.problem.end_before_start', message: 'The session must end after it starts.' })
    case 'place-or-link':
      return i18n._({ id: 'sessions.problem.place_or_link', message: 'Give a place, an online link, or both.' })
    case 'too-many':
      return i18n._({ id: 'sessions.problem.too_many', message: 'At most {maximum} seats.', values: { maximum: MAXIMUM_SESSION_SEATS } })
    case 'too-few':
      return i18n._({ id: 'sessions.problem.too_few', message: 'At least one seat.' })
  }
}
