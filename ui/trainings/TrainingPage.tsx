/**
 * One training: what it covers and the certification it earns; enrolment, the viewer's session,
 * progress (start → in progress; done only when the trainer confirms attendance), the certificate
 * PDF and, for trainings on request, the partner executive's request form.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { formatDate } from '../format/intl.ts'
import { PortalField, portalControlClass } from '../portal/PortalField.tsx'
import { PortalDetailHeader } from '../portal/PortalDetailHeader.tsx'
import { noticeClass, portalSectionTitleClass } from '../portal/PortalLayout.tsx'
import { progressAction, progressLabel, trainingRequestFieldLabel, trainingRequestProblemText } from './training-texts.ts'
import { TrainingCardFacts } from './TrainingsPage.tsx'
import {
  PARTNER_TRAINING_MAXIMUM_EMPLOYEES,
  PARTNER_TRAINING_MINIMUM_EMPLOYEES,
  type TrainingRequestField,
  type TrainingRequestProblem,
  type TrainingSummaryRow,
  nextProgress,
  traineeMayMoveTo,
} from './training-rules.ts'

export interface TrainingRequestState {
  values: { participants: string; preferredMonth: string }
  problems: Partial<Record<TrainingRequestField, TrainingRequestProblem>>
}

export function TrainingPage({
  training,
  enrolAction,
  progressAction: progressHref,
  requestAction,
  requests,
  requestState,
  session,
  certificateHref,
  thisMonth,
  csrfToken,
  notice,
  problem,
  backHref,
  iso,
}: {
  training: TrainingSummaryRow
  /** Where enrolment posts, when the viewer may enrol and the training is open. */
  enrolAction: string | null
  /** Where progress posts, when the viewer may move their own progress. */
  progressAction: string | null
  /** Where an on-request training is asked for, when the viewer may. */
  requestAction: string | null
  requests: Array<{ participants: number; preferredMonth: string }>
  requestState: TrainingRequestState
  /** The viewer's own session of an on-request training. */
  session: { startsAt: string; endsAt: string; place: string; link: string } | null
  /** The viewer's certificate (PDF), once a trainer confirmed their attendance. */
  certificateHref: string | null
  thisMonth: string
  csrfToken: string
  notice: string | null
  problem: string | null
  backHref: string
  iso: string
}) {
  const { i18n } = useLingui()
  const next = training.progress ? nextProgress(training.progress) : null
  const monthName = (month: string) => formatDate(iso, `${month}-01`, { month: 'long', year: 'numeric' })
  const errorOf = (field: TrainingRequestField) =>
    requestState.problems[field] ? trainingRequestProblemText(i18n, field, requestState.problems[field]!) : undefined
  return (
    <section>
      <PortalDetailHeader
        backHref={backHref}
        backLabel={i18n._({ id: 'trainings.back', message: 'All trainings' })}
        title={training.title}
        notice={notice}
        problem={problem}
      />
      <TrainingCardFacts training={training} iso={iso} />
      <p className={css({ textStyle: 'paragraph', my: '4', maxWidth: '65ch' })}>{training.description}</p>
      <p className={css({ mb: '6' })}>
        {i18n._({
          id: 'trainings.certification',
          message: 'Certification on completion: {certification}',
          values: { certification: training.certification },
        })}
      </p>

      {session ? (
        <section aria-labelledby="training-session" className={css({ mb: '6' })} data-own-session="">
          <h2 id="training-session" className={portalSectionTitleClass}>
            {i18n._({ id: 'trainings.your_session', message: 'Your session' })}
          </h2>
          <p>{formatDate(iso, session.startsAt, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })}</p>
          {session.place ? <p>{session.place}</p> : null}
          {session.link ? (
            <p>
              <a href={session.link} rel="noopener noreferrer" className={css({ textDecoration: 'underline' })}>
                {i18n._({ id: 'trainings.session_link', message: 'Join online' })}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}

      {training.progress ? (
        <section aria-labelledby="training-progress" className={css({ mb: '6' })}>
          <h2 id="training-progress" className={portalSectionTitleClass}>
            {i18n._({ id: 'trainings.progress', message: 'Your progress' })}
          </h2>
          <ol className={css({ display: 'flex', gap: '2', listStyle: 'none', mb: '4' })} data-progress={training.progress}>
            {(['start', 'in-progress', 'done'] as const).map((step) => (
              <li
                key={step}
                aria-current={step === training.progress ? 'step' : undefined}
                className={css({
                  px: '3',
                  py: '1',
                  borderRadius: 'full',
                  borderWidth: '1px',
                  borderColor: 'brand.theme',
                  '&[aria-current=step]': { bg: 'brand.theme', color: 'white', fontWeight: 'bold' },
                })}
              >
                {progressLabel(i18n, step)}
              </li>
            ))}
          </ol>
          {training.certifiedAt ? (
            <p className={noticeClass} data-certified="">
              {i18n._({
                id: 'trainings.certified_on',
                message: '{certification}, earned on {date}',
                values: { certification: training.certification, date: formatDate(iso, training.certifiedAt) },
              })}{' '}
              {training.certificateExpiresAt
                ? i18n._({
                    id: 'trainings.certificate_valid_until',
                    message: '(valid until {date})',
                    values: { date: formatDate(iso, training.certificateExpiresAt) },
                  })
                : null}
            </p>
          ) : null}
          {certificateHref ? (
            <p className={css({ mb: '4' })}>
              <a
                href={certificateHref}
                download
                className={css({ fontWeight: 'semibold', textDecoration: 'underline' })}
                data-certificate=""
              >
                {i18n._({ id: 'trainings.certificate_download', message: 'Download your certificate (PDF)' })}
              </a>
            </p>
          ) : null}
          {next && !traineeMayMoveTo(next) ? (
            <p className={css({ maxWidth: '65ch' })} data-awaiting-attendance="">
              {i18n._({
                id: 'trainings.awaiting_attendance',
                message: 'Your trainer confirms attendance after the session: that completes the training and earns the certificate.',
              })}
            </p>
          ) : null}
          {next && traineeMayMoveTo(next) && progressHref ? (
            <form method="post" action={progressHref}>
              <CsrfField token={csrfToken} />
              <Button type="submit">{progressAction(i18n, next)}</Button>
            </form>
          ) : null}
        </section>
      ) : enrolAction ? (
        <form method="post" action={enrolAction} className={css({ mb: '6' })}>
          <CsrfField token={csrfToken} />
          <Button type="submit">{i18n._({ id: 'trainings.enrol', message: 'Enrol' })}</Button>
        </form>
      ) : null}

      {training.view === 'on-request' ? (
        <section aria-labelledby="training-request">
          <h2 id="training-request" className={portalSectionTitleClass}>
            {i18n._({ id: 'trainings.request_title', message: 'Request this training for your team' })}
          </h2>
          <p className={css({ mb: '4', maxWidth: '65ch' })}>
            {i18n._({
              id: 'trainings.request_text',
              message:
                'We give this training at your premises or online for your own team. A partner training needs at least {minimum} employees.',
              values: { minimum: PARTNER_TRAINING_MINIMUM_EMPLOYEES },
            })}
          </p>
          {requests.length ? (
            <ul className={css({ listStyle: 'disc', ps: '6', mb: '4' })} data-training-requests="">
              {requests.map((request, index) => (
                <li key={index}>
                  {i18n._({
                    id: 'trainings.requested_for',
                    message: 'Requested for {participants} employees in {month}',
                    values: { participants: request.participants, month: monthName(request.preferredMonth) },
                  })}
                </li>
              ))}
            </ul>
          ) : null}
          {requestAction ? (
            <form method="post" action={requestAction} noValidate data-training-request-form="">
              <CsrfField token={csrfToken} />
              <PortalField
                id="training-participants"
                label={trainingRequestFieldLabel(i18n, 'participants')}
                error={errorOf('participants')}
              >
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    name="participants"
                    min={PARTNER_TRAINING_MINIMUM_EMPLOYEES}
                    max={PARTNER_TRAINING_MAXIMUM_EMPLOYEES}
                    defaultValue={requestState.values.participants}
                    required
                    className={portalControlClass}
                  />
                )}
              </PortalField>
              <PortalField
                id="training-preferred-month"
                label={trainingRequestFieldLabel(i18n, 'preferredMonth')}
                error={errorOf('preferredMonth')}
              >
                {(control) => (
                  <input
                    {...control}
                    type="month"
                    name="preferredMonth"
                    min={thisMonth}
                    defaultValue={requestState.values.preferredMonth}
                    required
                    className={portalControlClass}
                  />
                )}
              </PortalField>
              <Button type="submit">{i18n._({ id: 'trainings.request', message: 'Request training' })}</Button>
            </form>
          ) : (
            <p className={css({ color: 'gray.700' })}>
              {i18n._({
                id: 'trainings.request_ask_executive',
                message: 'Your partner executive can request this training for your team.',
              })}
            </p>
          )}
        </section>
      ) : null}
    </section>
  )
}
