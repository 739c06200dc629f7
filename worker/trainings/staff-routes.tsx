/**
 * The trainers' side of trainings (staff console): every training request with filters, search,
 * paging and CSV; one request's page, where a trainer schedules its session, changes its seats and
 * gives seats to the partner's people; and the participants whose session is over and whose
 * attendance waits to be confirmed. Confirming attendance completes the training and issues the
 * certificate (training-session-store.ts); the people concerned are notified at each step.
 */
import { i18nOf } from '../render/request-i18n.ts'
import type { I18n } from '@lingui/core'
import { formatDate, isoOf } from '../../ui/format/intl.ts'
import { storedTextIn } from '../../ui/portal/localised-text.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { StaffListPage } from '../../ui/staff/StaffListPage.tsx'
import { AttendanceButtons, type ScheduleFormState, TrainingRequestPage } from '../../ui/trainings/TrainingRequestPage.tsx'
import { isAllowed } from '../../ui/portal/permissions.ts'
import {
  ATTENDANCE_OUTCOMES,
  MAXIMUM_SESSION_SEATS,
  type AttendanceOutcome,
  type SessionField,
  checkSessionSchedule,
} from '../../ui/trainings/training-rules.ts'
import { sessionProblemText } from '../../ui/trainings/training-texts.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { notify, notificationContextOf } from '../notifications/notification-service.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'
import { auditIdentitiesOf } from '../partners/audit-trail-store.ts'
import { type PortalPageKit, type PortalStatus, noticeOf, withNotice } from '../portal/portal-page-kit.ts'
import { csvHrefOf, csvResponse, filterValue, pageCountOf, staffListQuery } from '../staff/staff-lists.ts'
import {
  type SessionChange,
  type StaffTrainingRequest,
  TRAINING_REQUEST_STATUSES,
  type TrainingRequestStatus,
  addParticipant,
  attendanceToConfirm,
  changeSeats,
  confirmAttendance,
  findTrainingRequest,
  listTrainingRequestsForStaff,
  organisationPeople,
  removeParticipant,
  scheduleSession,
  sessionParticipants,
} from './training-session-store.ts'

const REQUEST_NOTICES = ['scheduled', 'seats', 'added', 'removed', 'attendance'] as const

function requestStatusLabel(i18n: I18n, status: TrainingRequestStatus): string {
  return status === 'to-schedule'
    ? i18n._({ id: 'training_requests.status_to_schedule', message: 'To schedule' })
    : i18n._({ id: 'training_requests.status_scheduled', message: 'Scheduled' })
}

export async function staffTrainingRequestsPage(kit: PortalPageKit): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const iso = isoOf(code)
  const query = staffListQuery(c)
  const status = filterValue(c, 'status', TRAINING_REQUEST_STATUSES)
  const { requests, total } = await listTrainingRequestsForStaff(c.env.DB, code, {
    status,
    search: query.search,
    ...query.rows,
  })
  const statusOf = (request: StaffTrainingRequest) => requestStatusLabel(i18n, request.session ? 'scheduled' : 'to-schedule')
  if (query.csv) {
    return csvResponse(
      'training-requests',
      ['id', 'training', 'partner', 'person', 'participants', 'month', 'requested', 'status', 'session starts', 'seats'],
      requests.map((request) => [
        request.id,
        request.trainingTitle,
        request.organisationName,
        request.requesterName,
        request.participants,
        request.preferredMonth,
        request.requestedAt,
        statusOf(request),
        request.session?.startsAt,
        request.session?.seats,
      ]),
    )
  }
  const title = i18n._({ id: 'training_requests.title', message: 'Training requests' })
  return kit.render(
    title,
    <StaffListPage
      id="training-requests"
      title={title}
      backHref={pathFor('portal-staff', code)}
      filters={[
        {
          name: 'status',
          label: i18n._({ id: 'tickets.status', message: 'Status' }),
          kind: 'select',
          value: status ?? '',
          options: [
            { value: '', label: i18n._({ id: 'staff.all', message: 'All' }) },
            ...TRAINING_REQUEST_STATUSES.map((value) => ({ value, label: requestStatusLabel(i18n, value) })),
          ],
        },
        {
          name: 'q',
          label: i18n._({ id: 'training_requests.search', message: 'Training, partner or person' }),
          kind: 'search',
          value: query.search,
        },
      ]}
      columns={[
        { key: 'training', label: i18n._({ id: 'trainings.team_training', message: 'Training' }) },
        { key: 'partner', label: i18n._({ id: 'story_review.partner', message: 'Partner' }) },
        { key: 'wanted', label: i18n._({ id: 'training_requests.wanted', message: 'Asked for' }) },
        { key: 'status', label: i18n._({ id: 'tickets.status', message: 'Status' }) },
      ]}
      rows={requests.map((request) => ({
        id: request.id,
        href: pathFor('portal-staff-training-requests-request', code, { requestId: request.id }),
        cells: {
          training: request.trainingTitle,
          partner: `${request.organisationName} (${request.requesterName})`,
          wanted: `${request.participants} · ${formatDate(iso, `${request.preferredMonth}-01`, { month: 'long', year: 'numeric' })}`,
          status: request.session ? `${statusOf(request)}: ${formatDate(iso, request.session.startsAt)}` : statusOf(request),
        },
      }))}
      total={total}
      page={query.page}
      pageCount={pageCountOf(total)}
      path={pathFor('portal-staff-training-requests', code)}
      query={query.url.searchParams}
      csvHref={csvHrefOf(query)}
      emptyText={i18n._({ id: 'training_requests.empty', message: 'No training requests match.' })}
      caption={title}
    />,
  )
}

const EMPTY_SCHEDULE: ScheduleFormState = {
  values: { date: '', startTime: '09:00', endTime: '16:00', place: '', link: '', seats: '' },
  errors: {},
}

async function renderRequest(
  kit: PortalPageKit,
  request: StaffTrainingRequest,
  state: { schedule?: ScheduleFormState; problem?: string; status?: PortalStatus } = {},
): Promise<Response> {
  const { c, match, viewer } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const [participants, people] = await Promise.all([
    request.session ? sessionParticipants(c.env.DB, request.session.id) : Promise.resolve([]),
    organisationPeople(c.env.DB, request.organisationId),
  ])
  const seated = new Set(participants.map((participant) => participant.userId))
  const over = !!request.session && new Date(request.session.endsAt).getTime() <= Date.now()
  const notice = noticeOf(c, REQUEST_NOTICES)
  return kit.render(
    request.trainingTitle,
    <TrainingRequestPage
      title={request.trainingTitle}
      organisation={request.organisationName}
      requester={request.requesterName}
      participantsWanted={request.participants}
      preferredMonth={request.preferredMonth}
      requestedAt={request.requestedAt}
      session={request.session}
      participants={participants}
      people={people.filter((person) => !seated.has(person.id))}
      over={over}
      action={pathFor('portal-staff-training-requests-request', code, { requestId: request.id })}
      attendanceAction={isAllowed(viewer, 'trainings.attendance') ? pathFor('portal-staff-attendance', code) : null}
      requestId={request.id}
      trainingId={request.trainingId}
      schedule={state.schedule ?? { ...EMPTY_SCHEDULE, values: { ...EMPTY_SCHEDULE.values, seats: String(request.participants) } }}
      csrfToken={csrfTokenFor(c)}
      backHref={pathFor('portal-staff-training-requests', code)}
      notice={notice && !state.problem && !state.schedule ? noticeText(i18n, notice) : null}
      problem={state.problem ?? null}
      iso={isoOf(code)}
    />,
    state.status,
  )
}

function noticeText(i18n: I18n, notice: (typeof REQUEST_NOTICES)[number]): string {
  switch (notice) {
    case 'scheduled':
      return i18n._({ id: 'training_requests.notice_scheduled', message: 'Scheduled; the partner has been told.' })
    case 'seats':
      return i18n._({ id: 'training_requests.notice_seats', message: 'The seats were changed.' })
    case 'added':
      return i18n._({ id: 'training_requests.notice_added', message: 'The seat is given; the participant has been told.' })
    case 'removed':
      return i18n._({ id: 'training_requests.notice_removed', message: 'The seat is free again.' })
    case 'attendance':
      return i18n._({ id: 'attendance.notice_saved', message: 'Attendance saved; the participant has been told.' })
  }
}

function changeProblemText(i18n: I18n, problem: Exclude<SessionChange, { ok: true }>['problem']): string {
  switch (problem) {
    case 'already-scheduled':
      return i18n._({ id: 'training_requests.problem_already_scheduled', message: 'This request already has a session.' })
    case 'not-scheduled':
      return i18n._({ id: 'training_requests.problem_not_scheduled', message: 'Schedule the session first.' })
    case 'seats-below-booked':
      return i18n._({ id: 'training_requests.problem_seats', message: 'More people already have a seat: free seats first.' })
    case 'full':
      return i18n._({ id: 'training_requests.problem_full', message: 'Every seat is taken.' })
    case 'not-in-organisation':
      return i18n._({ id: 'training_requests.problem_not_in_organisation', message: 'Only the partner’s own people can take a seat.' })
    case 'already-booked':
      return i18n._({ id: 'training_requests.problem_already_booked', message: 'This person is already enrolled in this training.' })
    case 'not-booked':
      return i18n._({ id: 'training_requests.problem_not_booked', message: 'This person has no seat to free.' })
  }
}

export async function staffTrainingRequestPage(kit: PortalPageKit): Promise<Response> {
  const request = await findTrainingRequest(kit.c.env.DB, kit.match.params.requestId!, kit.match.locale.code)
  return request ? renderRequest(kit, request) : renderNotFound(kit.c)
}

function formText(form: Record<string, unknown>, name: string): string {
  const value = form[name]
  return typeof value === 'string' ? value : ''
}

export async function staffTrainingRequestPost(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const request = await findTrainingRequest(c.env.DB, match.params.requestId!, code)
  if (!request) return renderNotFound(c)
  const form = await c.req.parseBody()
  const who = auditIdentitiesOf(viewer)
  const back = (notice: (typeof REQUEST_NOTICES)[number]) =>
    c.redirect(withNotice(pathFor('portal-staff-training-requests-request', code, { requestId: request.id }), notice), 303)
  const refuse = (outcome: SessionChange) =>
    renderRequest(kit, request, { problem: outcome.ok ? undefined : changeProblemText(i18n, outcome.problem), status: 409 })
  const now = new Date()
  switch (formText(form, 'intent')) {
    case 'schedule': {
      const values = {
        date: formText(form, 'date'),
        startTime: formText(form, 'startTime'),
        endTime: formText(form, 'endTime'),
        place: formText(form, 'place'),
        link: formText(form, 'link'),
        seats: formText(form, 'seats'),
      }
      const checked = checkSessionSchedule(values, now)
      if (!checked.ok) {
        const errors = Object.fromEntries(
          Object.entries(checked.problems).map(([field, problem]) => [field, sessionProblemText(i18n, problem)]),
        ) as Partial<Record<SessionField, string>>
        return renderRequest(kit, request, { schedule: { values, errors }, status: 422 })
      }
      const outcome = await scheduleSession(c.env.DB, who, request, checked.schedule)
      if (!outcome.ok) return refuse(outcome)
      await notify(notificationContextOf(c), {
        kind: 'training.scheduled',
        recipients: [request.requesterId],
        subject: { type: 'training-request', id: request.id },
        link: { route: 'portal-trainings-training', params: { trainingId: request.trainingId } },
        values: {
          training: request.trainingTitle,
          startsAt: checked.schedule.startsAt,
          where: [checked.schedule.place, checked.schedule.link].filter(Boolean).join(' · '),
        },
      })
      return back('scheduled')
    }
    case 'seats': {
      const seats = Number(formText(form, 'seats'))
      if (!request.session) return refuse({ ok: false, problem: 'not-scheduled' })
      if (!Number.isInteger(seats) || seats < 1 || seats > MAXIMUM_SESSION_SEATS)
        return renderRequest(kit, request, { problem: sessionProblemText(i18n, 'invalid'), status: 422 })
      const outcome = await changeSeats(c.env.DB, who, request.session, seats)
      return outcome.ok ? back('seats') : refuse(outcome)
    }
    case 'add': {
      const userId = formText(form, 'userId')
      const outcome = await addParticipant(c.env.DB, who, request, userId)
      if (!outcome.ok) return refuse(outcome)
      await notify(notificationContextOf(c), {
        kind: 'training.scheduled',
        recipients: [userId],
        subject: { type: 'training-request', id: request.id },
        link: { route: 'portal-trainings-training', params: { trainingId: request.trainingId } },
        values: {
          training: request.trainingTitle,
          startsAt: request.session!.startsAt,
          where: [request.session!.place, request.session!.link].filter(Boolean).join(' · '),
        },
      })
      return back('added')
    }
    case 'remove': {
      const outcome = await removeParticipant(c.env.DB, who, request, formText(form, 'userId'))
      return outcome.ok ? back('removed') : refuse(outcome)
    }
    default:
      return renderRequest(kit, request, { problem: sessionProblemText(i18n, 'invalid'), status: 422 })
  }
}

/* ------------------------------------------------------------------ attendance */

export async function attendancePage(kit: PortalPageKit, problem?: string, status?: PortalStatus): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const iso = isoOf(code)
  const query = staffListQuery(c)
  const { rows, total } = await attendanceToConfirm(c.env.DB, code, new Date(), {
    search: query.search,
    ...query.rows,
  })
  if (query.csv) {
    return csvResponse(
      'attendance-to-confirm',
      ['training', 'person', 'partner', 'starts', 'ends'],
      rows.map((row) => [row.trainingTitle, row.personName, row.organisationName, row.startsAt, row.endsAt]),
    )
  }
  const title = i18n._({ id: 'inbox.attendance', message: 'Attendance to confirm' })
  const action = pathFor('portal-staff-attendance', code)
  const csrfToken = csrfTokenFor(c)
  return kit.render(
    title,
    <StaffListPage
      id="attendance"
      title={title}
      intro={i18n._({
        id: 'attendance.intro',
        message:
          'Confirming that someone attended completes their training and issues their certificate. Only you can do this, after the session.',
      })}
      backHref={pathFor('portal-staff', code)}
      notice={problem ?? (noticeOf(c, ['attendance'] as const) ? noticeText(i18n, 'attendance') : null)}
      filters={[
        {
          name: 'q',
          label: i18n._({ id: 'attendance.search', message: 'Person, partner or training' }),
          kind: 'search',
          value: query.search,
        },
      ]}
      columns={[
        { key: 'person', label: i18n._({ id: 'trainings.team_person', message: 'Person' }) },
        { key: 'training', label: i18n._({ id: 'trainings.team_training', message: 'Training' }) },
        { key: 'ended', label: i18n._({ id: 'attendance.ended', message: 'Session ended' }) },
        { key: 'confirm', label: i18n._({ id: 'training_requests.attendance', message: 'Attendance' }) },
      ]}
      rows={rows.map((row) => ({
        id: `${row.trainingId}-${row.userId}`,
        cells: {
          person: row.organisationName ? `${row.personName} (${row.organisationName})` : row.personName,
          training: row.trainingTitle,
          ended: formatDate(iso, row.endsAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
          confirm: (
            <AttendanceButtons
              action={action}
              csrfToken={csrfToken}
              userId={row.userId}
              name={row.personName}
              trainingId={row.trainingId}
            />
          ),
        },
      }))}
      total={total}
      page={query.page}
      pageCount={pageCountOf(total)}
      path={action}
      query={query.url.searchParams}
      csvHref={csvHrefOf(query)}
      emptyText={i18n._({ id: 'attendance.empty', message: 'No attendance to confirm.' })}
      caption={title}
    />,
    status,
  )
}

export async function attendancePost(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const form = await c.req.parseBody()
  const trainingId = formText(form, 'trainingId')
  const userId = formText(form, 'userId')
  const outcome = formText(form, 'outcome')
  if (!trainingId || !userId) return renderNotFound(c)
  if (!(ATTENDANCE_OUTCOMES as readonly string[]).includes(outcome))
    return attendancePage(kit, i18n._({ id: 'attendance.problem_outcome', message: 'Choose attended or absent.' }), 422)
  const confirmed = await confirmAttendance(
    c.env.DB,
    auditIdentitiesOf(viewer),
    { trainingId, userId, outcome: outcome as AttendanceOutcome },
    new Date(),
  )
  if (!confirmed.ok) {
    if (confirmed.problem === 'not-found') return renderNotFound(c)
    const problem =
      confirmed.problem === 'not-over'
        ? i18n._({ id: 'attendance.problem_not_over', message: 'Attendance can be confirmed only after the session.' })
        : i18n._({ id: 'attendance.problem_already', message: 'Attendance was already confirmed.' })
    return attendancePage(kit, problem, 409)
  }
  const context = notificationContextOf(c)
  const training = storedTextIn(confirmed.trainingTitleJson, code)
  const link = { route: 'portal-trainings-training' as const, params: { trainingId } }
  await notify(context, [
    {
      kind: 'training.attendance-confirmed',
      recipients: [userId],
      subject: { type: 'training', id: trainingId },
      link,
      values: { training, attendance: outcome },
    },
    ...(confirmed.certificate
      ? [
          {
            kind: 'training.certificate-issued' as const,
            recipients: [userId],
            subject: { type: 'certificate', id: confirmed.certificate.id },
            link,
            values: { training, expiresAt: confirmed.certificate.expiresAt },
          },
        ]
      : []),
  ])
  const requestId = formText(form, 'requestId')
  if (/^trq-[a-z0-9-]+$/.test(requestId))
    return c.redirect(withNotice(pathFor('portal-staff-training-requests-request', code, { requestId }), 'attendance'), 303)
  return c.redirect(withNotice(pathFor('portal-staff-attendance', code), 'attendance'), 303)
}

export const trainingStaffRoutes = {
  'portal-staff-training-requests': portalPage('portal-staff', needs('trainings.schedule', staffTrainingRequestsPage)),
  'portal-staff-training-requests-request': portalPage(
    'portal-staff',
    needs('trainings.schedule', staffTrainingRequestPage),
    needs('trainings.schedule', staffTrainingRequestPost),
  ),
  'portal-staff-attendance': portalPage(
    'portal-staff',
    needs('trainings.attendance', (kit) => attendancePage(kit)),
    needs('trainings.attendance', attendancePost),
  ),
} satisfies FeatureRoutes
