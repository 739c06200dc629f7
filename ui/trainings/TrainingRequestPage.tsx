/**
 * A partner's training request in the staff console (trainers): what the partner asked for, the
 * form that schedules its session (day, times, place or link, seats), then the session: its seats,
 * its participants from the partner's own people, and — once it is over — their attendance.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { formatDate } from '../format/intl.ts'
import { PortalDetailHeader } from '../portal/PortalDetailHeader.tsx'
import { PortalField, portalControlClass } from '../portal/PortalField.tsx'
import { portalSectionTitleClass } from '../portal/PortalLayout.tsx'
import { type Attendance, MAXIMUM_SESSION_SEATS, type SessionField } from './training-rules.ts'
import { attendanceLabel, sessionFieldLabel } from './training-texts.ts'

const termClass = css({ fontWeight: 'semibold' })
const cellClass = css({ px: '3', py: '2', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'gray.200' })

export interface ScheduleFormState {
  values: Record<SessionField, string>
  errors: Partial<Record<SessionField, string>>
}

export function TrainingRequestPage({
  title,
  organisation,
  requester,
  participantsWanted,
  preferredMonth,
  requestedAt,
  session,
  participants,
  people,
  over,
  action,
  attendanceAction,
  requestId,
  trainingId,
  schedule,
  csrfToken,
  backHref,
  notice,
  problem,
  iso,
}: {
  title: string
  organisation: string
  requester: string
  participantsWanted: number
  preferredMonth: string
  requestedAt: string
  session: { startsAt: string; endsAt: string; place: string; link: string; seats: number } | null
  participants: Array<{ userId: string; name: string; attendance: Attendance }>
  /** The partner's people who have no seat yet. */
  people: Array<{ id: string; name: string }>
  /** The session is over: attendance can be confirmed, seats no longer change. */
  over: boolean
  action: string
  attendanceAction: string | null
  requestId: string
  trainingId: string
  schedule: ScheduleFormState
  csrfToken: string
  backHref: string
  notice: string | null
  problem: string | null
  iso: string
}) {
  const { i18n } = useLingui()
  const field = (name: SessionField, type: string, extra: Record<string, string | number> = {}) => (
    <PortalField id={`session-${name}`} label={sessionFieldLabel(i18n, name)} error={schedule.errors[name]}>
      {(control) => (
        <input {...control} type={type} name={name} defaultValue={schedule.values[name]} className={portalControlClass} {...extra} />
      )}
    </PortalField>
  )
  return (
    <section data-training-request={session ? 'scheduled' : 'to-schedule'}>
      <PortalDetailHeader
        backHref={backHref}
        backLabel={i18n._({ id: 'training_requests.back', message: 'All training requests' })}
        title={title}
        notice={notice}
        problem={problem}
      />
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '14rem 1fr' }, gap: '2', mb: '6' })}>
        <dt className={termClass}>{i18n._({ id: 'story_review.partner', message: 'Partner' })}</dt>
        <dd>{organisation}</dd>
        <dt className={termClass}>{i18n._({ id: 'tickets.sent_by', message: 'Sent by' })}</dt>
        <dd>
          {requester} · {formatDate(iso, requestedAt)}
        </dd>
        <dt className={termClass}>{i18n._({ id: 'training_requests.wanted', message: 'Asked for' })}</dt>
        <dd>
          {i18n._({
            id: 'trainings.requested_for',
            message: 'Requested for {participants} employees in {month}',
            values: {
              participants: participantsWanted,
              month: formatDate(iso, `${preferredMonth}-01`, { month: 'long', year: 'numeric' }),
            },
          })}
        </dd>
      </dl>

      {session ? (
        <>
          <h2 className={portalSectionTitleClass}>{i18n._({ id: 'training_requests.session', message: 'The session' })}</h2>
          <dl
            className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '14rem 1fr' }, gap: '2', mb: '4' })}
            data-session=""
          >
            <dt className={termClass}>{sessionFieldLabel(i18n, 'date')}</dt>
            <dd>
              {formatDate(iso, session.startsAt, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })} –{' '}
              {formatDate(iso, session.endsAt, { timeStyle: 'short', timeZone: 'UTC' })} (UTC)
            </dd>
            {session.place ? (
              <>
                <dt className={termClass}>{sessionFieldLabel(i18n, 'place')}</dt>
                <dd>{session.place}</dd>
              </>
            ) : null}
            {session.link ? (
              <>
                <dt className={termClass}>{sessionFieldLabel(i18n, 'link')}</dt>
                <dd>{session.link}</dd>
              </>
            ) : null}
            <dt className={termClass}>{sessionFieldLabel(i18n, 'seats')}</dt>
            <dd data-seats={session.seats}>
              {i18n._({
                id: 'training_requests.seats_taken',
                message: '{taken} of {seats} taken',
                values: { taken: participants.length, seats: session.seats },
              })}
            </dd>
          </dl>
          {!over ? (
            <form method="post" action={action} className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', mb: '6' })}>
              <CsrfField token={csrfToken} />
              <input type="hidden" name="intent" value="seats" />
              <PortalField id="session-seats-change" label={sessionFieldLabel(i18n, 'seats')}>
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    name="seats"
                    min={Math.max(1, participants.length)}
                    max={MAXIMUM_SESSION_SEATS}
                    defaultValue={session.seats}
                    className={portalControlClass}
                  />
                )}
              </PortalField>
              <Button type="submit" size="sm" kind="naked">
                {i18n._({ id: 'training_requests.change_seats', message: 'Change seats' })}
              </Button>
            </form>
          ) : null}

          <h2 className={portalSectionTitleClass}>{i18n._({ id: 'training_requests.participants', message: 'Participants' })}</h2>
          {participants.length ? (
            <table className={css({ width: '100%', borderCollapse: 'collapse', mb: '4' })} data-participants="">
              <caption className={css({ srOnly: true })}>
                {i18n._({ id: 'training_requests.participants', message: 'Participants' })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={cellClass}>
                    {i18n._({ id: 'trainings.team_person', message: 'Person' })}
                  </th>
                  <th scope="col" className={cellClass}>
                    {i18n._({ id: 'training_requests.attendance', message: 'Attendance' })}
                  </th>
                  <th scope="col" className={cellClass}>
                    <span className={css({ srOnly: true })}>{i18n._({ id: 'training_requests.actions', message: 'Actions' })}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {participants.map((participant) => (
                  <tr key={participant.userId} data-participant={participant.userId}>
                    <td className={cellClass}>{participant.name}</td>
                    <td className={cellClass}>{attendanceLabel(i18n, participant.attendance)}</td>
                    <td className={cellClass}>
                      {participant.attendance === 'booked' && over && attendanceAction ? (
                        <AttendanceButtons
                          action={attendanceAction}
                          csrfToken={csrfToken}
                          userId={participant.userId}
                          name={participant.name}
                          trainingId={trainingId}
                          requestId={requestId}
                        />
                      ) : null}
                      {participant.attendance === 'booked' && !over ? (
                        <form method="post" action={action}>
                          <CsrfField token={csrfToken} />
                          <input type="hidden" name="intent" value="remove" />
                          <input type="hidden" name="userId" value={participant.userId} />
                          <Button type="submit" size="sm" kind="naked">
                            {i18n._({
                              id: 'training_requests.remove',
                              message: 'Free the seat of {name}',
                              values: { name: participant.name },
                            })}
                          </Button>
                        </form>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className={css({ mb: '4' })}>{i18n._({ id: 'training_requests.no_participants', message: 'Nobody has a seat yet.' })}</p>
          )}
          {people.length > 0 && participants.length < session.seats ? (
            <form method="post" action={action} className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', mb: '6' })}>
              <CsrfField token={csrfToken} />
              <input type="hidden" name="intent" value="add" />
              <PortalField id="session-add-person" label={i18n._({ id: 'training_requests.add_person', message: 'Give a seat to' })}>
                {(control) => (
                  <select {...control} name="userId" className={portalControlClass}>
                    {people.map((person) => (
                      <option key={person.id} value={person.id}>
                        {person.name}
                      </option>
                    ))}
                  </select>
                )}
              </PortalField>
              <Button type="submit" size="sm">
                {i18n._({ id: 'training_requests.add', message: 'Add participant' })}
              </Button>
            </form>
          ) : null}
        </>
      ) : (
        <form method="post" action={action} noValidate data-schedule-form="">
          <h2 className={portalSectionTitleClass}>{i18n._({ id: 'training_requests.schedule_title', message: 'Schedule the session' })}</h2>
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value="schedule" />
          {field('date', 'date')}
          {field('startTime', 'time')}
          {field('endTime', 'time')}
          {field('place', 'text')}
          {field('link', 'url')}
          {field('seats', 'number', { min: 1, max: MAXIMUM_SESSION_SEATS })}
          <Button type="submit">{i18n._({ id: 'training_requests.schedule', message: 'Schedule and tell the partner' })}</Button>
        </form>
      )}
    </section>
  )
}

/** Confirm that a participant attended, or record them absent (only once their session is over). */
export function AttendanceButtons({
  action,
  csrfToken,
  userId,
  name,
  trainingId,
  requestId,
}: {
  action: string
  csrfToken: string
  userId: string
  name: string
  trainingId?: string
  requestId?: string
}) {
  const { i18n } = useLingui()
  return (
    <form method="post" action={action} className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })} data-attendance-form={userId}>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="userId" value={userId} />
      {trainingId ? <input type="hidden" name="trainingId" value={trainingId} /> : null}
      {requestId ? <input type="hidden" name="requestId" value={requestId} /> : null}
      <Button type="submit" size="sm" name="outcome" value="attended">
        {i18n._({ id: 'attendance.confirm', message: '{name} attended', values: { name } })}
      </Button>
      <Button type="submit" size="sm" kind="naked" name="outcome" value="absent">
        {i18n._({ id: 'attendance.absent', message: '{name} was absent', values: { name } })}
      </Button>
    </form>
  )
}
