/**
 * Trainings over HTTP: the lists, one training, enrolling, moving one's progress on (never to done:
 * the trainer's confirmed attendance does that), asking for an on-request training, one's
 * certificate as a PDF and the partner executive's team view. Bad input answers with the form and
 * its translated errors (422) and changes nothing; a move the training's state does not allow
 * answers 409. The trainers' side is in staff-routes.tsx.
 */
import { i18nOf } from '../render/request-i18n.ts'
import { isoOf } from '../../ui/format/intl.ts'
import { areaIntro } from '../../ui/portal/area-texts.ts'
import { isAllowed } from '../../ui/portal/permissions.ts'
import { TrainingPage, type TrainingRequestState } from '../../ui/trainings/TrainingPage.tsx'
import { TrainingsPage } from '../../ui/trainings/TrainingsPage.tsx'
import { type TrainingSummaryRow, checkTrainingRequest } from '../../ui/trainings/training-rules.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import { auditIdentitiesOf } from '../partners/audit-trail-store.ts'
import { type PortalPageKit, type PortalStatus, noticeOf, withNotice } from '../portal/portal-page-kit.ts'
import {
  type TrainingChangeOutcome,
  advanceProgress,
  enrol,
  findTraining,
  listTrainings,
  requestTraining,
  trainingRequestsOf,
} from './training-store.ts'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'
import { localeFor } from '../../locales/registry.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { COMPANY_NAME } from '../../ui/styles/brand.ts'
import { TeamTrainingsPage } from '../../ui/trainings/TeamTrainingsPage.tsx'
import { notify, notificationContextOf } from '../notifications/notification-service.ts'
import { staffWithRole } from '../notifications/notification-store.ts'
import { contentDisposition } from '../pim/file-responses.ts'
import { trainingStaffRoutes } from './staff-routes.tsx'
import { findCertificate, ownSessionOf, teamTrainings } from './training-session-store.ts'

const TRAINING_NOTICES = ['enrolled', 'progress', 'certified', 'requested'] as const
type TrainingNotice = (typeof TRAINING_NOTICES)[number]

export async function trainingsPage(kit: PortalPageKit): Promise<Response> {
  const code = kit.match.locale.code
  const i18n = i18nOf(kit)
  const lists = await listTrainings(kit.c.env.DB, kit.viewer.person, code, new Date())
  return kit.render(
    i18n._({ id: 'portal.nav.trainings', message: 'Trainings and certification' }),
    <TrainingsPage
      intro={areaIntro(i18n, 'portal-trainings')}
      lists={lists}
      iso={isoOf(code)}
      teamHref={isAllowed(kit.viewer, 'trainings.team') ? pathFor('portal-trainings-team', code) : null}
    />,
  )
}

function noticeText(kit: PortalPageKit, notice: TrainingNotice): string {
  const i18n = i18nOf(kit)
  switch (notice) {
    case 'enrolled':
      return i18n._({ id: 'trainings.notice.enrolled', message: 'You are enrolled.' })
    case 'progress':
      return i18n._({ id: 'trainings.notice.progress', message: 'Your progress was saved.' })
    case 'certified':
      return i18n._({ id: 'trainings.notice.certified', message: 'Well done: you completed the training and earned its certification.' })
    case 'requested':
      return i18n._({ id: 'trainings.notice.requested', message: 'Thank you. We will contact you to plan the training.' })
  }
}

function problemText(kit: PortalPageKit, problem: Exclude<TrainingChangeOutcome, { ok: true }>['problem']): string {
  const i18n = i18nOf(kit)
  switch (problem) {
    case 'closed':
      return i18n._({ id: 'trainings.problem.closed', message: 'Enrolment for this training is closed.' })
    case 'already-enrolled':
      return i18n._({ id: 'trainings.problem.already_enrolled', message: 'You are already enrolled in this training.' })
    case 'not-enrolled':
      return i18n._({ id: 'trainings.problem.not_enrolled', message: 'Enrol in the training first.' })
    case 'already-done':
      return i18n._({ id: 'trainings.problem.already_done', message: 'You have already completed this training.' })
    case 'needs-attendance':
      return i18n._({
        id: 'trainings.problem.needs_attendance',
        message:
          'Only your trainer can complete a training: they confirm your attendance after the session, and that earns the certificate.',
      })
    case 'not-on-request':
    case 'not-found':
      return i18n._({ id: 'trainings.problem.not_on_request', message: 'This training is not given on request.' })
  }
}

async function renderTraining(
  kit: PortalPageKit,
  training: TrainingSummaryRow,
  {
    problem = null,
    requestState = { values: { participants: '', preferredMonth: '' }, problems: {} },
  }: { problem?: string | null; requestState?: TrainingRequestState } = {},
  status?: PortalStatus,
): Promise<Response> {
  const code = kit.match.locale.code
  const params = { trainingId: training.id }
  const now = new Date()
  const open = training.view === 'upcoming' && !!training.startsAt && new Date(training.startsAt).getTime() > now.getTime()
  const [requests, session] = await Promise.all([
    training.view === 'on-request' ? trainingRequestsOf(kit.c.env.DB, training.id, kit.viewer.person) : Promise.resolve([]),
    ownSessionOf(kit.c.env.DB, training.id, kit.viewer.person.id),
  ])
  const notice = noticeOf(kit.c, TRAINING_NOTICES)
  return kit.render(
    training.title,
    <TrainingPage
      training={training}
      enrolAction={open && isAllowed(kit.viewer, 'trainings.enrol') ? pathFor('portal-trainings-training', code, params) : null}
      progressAction={isAllowed(kit.viewer, 'trainings.progress') ? pathFor('portal-trainings-training-progress', code, params) : null}
      requestAction={
        training.view === 'on-request' && isAllowed(kit.viewer, 'trainings.request')
          ? pathFor('portal-trainings-training-request', code, params)
          : null
      }
      requests={requests}
      requestState={requestState}
      session={session}
      certificateHref={
        training.certificateId && isAllowed(kit.viewer, 'trainings.certificate')
          ? pathFor('portal-trainings-certificate', code, { certificateId: training.certificateId })
          : null
      }
      thisMonth={now.toISOString().slice(0, 7)}
      csrfToken={csrfTokenFor(kit.c)}
      notice={notice && !problem ? noticeText(kit, notice) : null}
      problem={problem}
      backHref={pathFor('portal-trainings', code)}
      iso={isoOf(code)}
    />,
    status,
  )
}

async function trainingOf(kit: PortalPageKit): Promise<TrainingSummaryRow | null> {
  return findTraining(kit.c.env.DB, kit.match.params.trainingId!, kit.viewer.person, kit.match.locale.code, new Date())
}

export async function trainingPage(kit: PortalPageKit): Promise<Response> {
  const training = await trainingOf(kit)
  return training ? renderTraining(kit, training) : renderNotFound(kit.c)
}

/** The sub-pages of a training take posts only; a visit lands on the training. */
export function trainingSubPage(kit: PortalPageKit): Response {
  return kit.c.redirect(pathFor('portal-trainings-training', kit.match.locale.code, { trainingId: kit.match.params.trainingId! }), 302)
}

async function answer(
  kit: PortalPageKit,
  training: TrainingSummaryRow,
  outcome: TrainingChangeOutcome,
  notice: TrainingNotice,
): Promise<Response> {
  if (!outcome.ok) return renderTraining(kit, training, { problem: problemText(kit, outcome.problem) }, 409)
  return kit.c.redirect(withNotice(pathFor('portal-trainings-training', kit.match.locale.code, { trainingId: training.id }), notice), 303)
}

export async function enrolPost(kit: PortalPageKit): Promise<Response> {
  const training = await trainingOf(kit)
  if (!training) return renderNotFound(kit.c)
  return answer(
    kit,
    training,
    await enrol(kit.c.env.DB, auditIdentitiesOf(kit.viewer), kit.viewer.person, training, new Date()),
    'enrolled',
  )
}

export async function progressPost(kit: PortalPageKit): Promise<Response> {
  const training = await trainingOf(kit)
  if (!training) return renderNotFound(kit.c)
  const outcome = await advanceProgress(kit.c.env.DB, auditIdentitiesOf(kit.viewer), kit.viewer.person, training)
  return answer(kit, training, outcome, training.progress === 'in-progress' ? 'certified' : 'progress')
}

export async function trainingRequestPost(kit: PortalPageKit): Promise<Response> {
  const training = await trainingOf(kit)
  if (!training) return renderNotFound(kit.c)
  if (training.view !== 'on-request') return answer(kit, training, { ok: false, problem: 'not-on-request' }, 'requested')
  const form = await kit.c.req.parseBody()
  const values = {
    participants: typeof form.participants === 'string' ? form.participants : '',
    preferredMonth: typeof form.preferredMonth === 'string' ? form.preferredMonth : '',
  }
  const checked = checkTrainingRequest(values, new Date())
  if (!checked.ok) return renderTraining(kit, training, { requestState: { values, problems: checked.problems } }, 422)
  const outcome = await requestTraining(kit.c.env.DB, auditIdentitiesOf(kit.viewer), kit.viewer.person, training, checked)
  if (outcome.ok && outcome.requestId) {
    await notify(notificationContextOf(kit.c), {
      kind: 'training.requested',
      recipients: await staffWithRole(kit.c.env.DB, 'trainer'),
      subject: { type: 'training-request', id: outcome.requestId },
      link: { route: 'portal-staff-training-requests-request', params: { requestId: outcome.requestId } },
      values: { training: training.title, organisation: kit.viewer.person.organisation?.name ?? kit.viewer.person.name },
    })
  }
  return answer(kit, training, outcome, 'requested')
}

/**
 * A certificate as a PDF: the holder's own, or one of the partner executive's team (same
 * organisation, 'trainings.team'). Anyone else gets 404, as if there were none.
 */
export async function certificatePage(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const code = match.locale.code
  const certificate = await findCertificate(c.env.DB, match.params.certificateId!, code)
  const person = viewer.person
  const mayRead =
    certificate &&
    (certificate.userId === person.id ||
      (isAllowed(viewer, 'trainings.team') && !!person.organisation && certificate.organisationId === person.organisation.id))
  if (!certificate || !mayRead) return renderNotFound(c)
  const environment = c.get('environment')
  const logger = c.get('logger')
  const english = i18nFor(localeFor('en-gb', environment), logger)
  const englishCertificate = (await findCertificate(c.env.DB, certificate.id, 'en-gb'))!
  // pdf-lib is loaded on the first certificate, not at the worker's start (as the LED wall PDF).
  const { certificatePdf } = await import('./certificate-pdf.ts')
  const bytes = await certificatePdf({
    i18n: i18nOf(kit),
    english,
    iso: match.locale.iso,
    language: match.locale.iso,
    company: COMPANY_NAME,
    certificate,
    englishCertificate,
  })
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(`certificate-${certificate.id}.pdf`, 'attachment'),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** The partner executive's team: every enrolment of the organisation's people, their progress and certificates. */
export async function teamPage(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const organisation = viewer.person.organisation
  const rows = organisation ? await teamTrainings(c.env.DB, organisation.id, code) : []
  const title = i18n._({ id: 'trainings.team_title', message: 'Your team’s trainings and certificates' })
  return kit.render(
    title,
    <TeamTrainingsPage
      title={title}
      backHref={pathFor('portal-trainings', code)}
      rows={rows.map((row) => ({
        ...row,
        trainingHref: pathFor('portal-trainings-training', code, { trainingId: row.trainingId }),
        certificateHref: row.certificateId ? pathFor('portal-trainings-certificate', code, { certificateId: row.certificateId }) : null,
      }))}
      iso={isoOf(code)}
    />,
  )
}

export const trainingRoutes = {
  ...trainingStaffRoutes,
  'portal-trainings-team': portalPage('portal-trainings', needs('trainings.team', teamPage)),
  'portal-trainings-certificate': portalPage('portal-trainings', needs('trainings.certificate', certificatePage)),
  'portal-trainings': portalPage('portal-trainings', needs('trainings.view', trainingsPage)),
  'portal-trainings-training': portalPage('portal-trainings', needs('trainings.view', trainingPage), needs('trainings.enrol', enrolPost)),
  'portal-trainings-training-progress': portalPage(
    'portal-trainings',
    needs('trainings.view', trainingSubPage),
    needs('trainings.progress', progressPost),
  ),
  'portal-trainings-training-request': portalPage(
    'portal-trainings',
    needs('trainings.view', trainingSubPage),
    needs('trainings.request', trainingRequestPost),
  ),
} satisfies FeatureRoutes
