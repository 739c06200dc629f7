/**
 * Trainings over HTTP: the lists, one training, enrolling, moving one's progress on and asking for
 * an on-request training. Bad input answers with the form and its translated errors (422) and
 * changes nothing; a move the training's state does not allow answers 409.
 */
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

const TRAINING_NOTICES = ['enrolled', 'progress', 'certified', 'requested'] as const
type TrainingNotice = (typeof TRAINING_NOTICES)[number]

function i18nOf(kit: PortalPageKit) {
  return kit.c.get('i18n')!
}

export async function trainingsPage(kit: PortalPageKit): Promise<Response> {
  const code = kit.match.locale.code
  const i18n = i18nOf(kit)
  const lists = await listTrainings(kit.c.env.DB, kit.viewer.person, code, new Date())
  return kit.render(
    i18n._({ id: 'portal.nav.trainings', message: 'Trainings and certification' }),
    <TrainingsPage intro={areaIntro(i18n, 'portal-trainings')} lists={lists} iso={isoOf(code)} />,
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
  const requests = training.view === 'on-request' ? await trainingRequestsOf(kit.c.env.DB, training.id, kit.viewer.person) : []
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
  return answer(kit, training, outcome, 'requested')
}

export const trainingRoutes = {
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
