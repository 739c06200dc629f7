/**
 * Demo equipment over HTTP: the pending and history lists, the wizard (one plain post per step,
 * answers in a server-side draft), a request's page and its status moves. The permission table
 * decides who may ask (demo-requests.create) and who may move a request on (the transition's action).
 */
import { isoOf } from '../../ui/format/intl.ts'
import { areaIntro } from '../../ui/portal/area-texts.ts'
import {
  DEMO_REQUEST_TRANSITIONS,
  DEMO_REQUEST_WIZARD,
  type DemoRequestAnswers,
  type DemoRequestProblems,
  type DemoRequestTransition,
  type DemoWizardStep,
  answersFromStep,
  checkDemoStep,
  firstIncompleteStep,
  isDemoRequestTransition,
  isoDay,
  transitionsFrom,
} from '../../ui/demo-requests/demo-request-rules.ts'
import { firstStep, lastStep, moveOf, stepOrFirst, stepToShow, stepsUpTo, transitionOf } from '../../ui/portal/wizard/wizard-engine.ts'
import { demoStatusLabel } from '../../ui/demo-requests/demo-texts.ts'
import { DemoRequestPage } from '../../ui/demo-requests/DemoRequestPage.tsx'
import { DemoRequestsPage } from '../../ui/demo-requests/DemoRequestsPage.tsx'
import { type DemoPoolProduct, DemoRequestWizard } from '../../ui/demo-requests/DemoRequestWizard.tsx'
import { isAllowed } from '../../ui/portal/permissions.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { ContentRepository } from '../content/repository.ts'
import { ContentStore } from '../content/content-store.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import { auditIdentitiesOf } from '../partners/audit-trail-store.ts'
import {
  type DemoRequest,
  type DemoRequestDraft,
  demoPool,
  demoRequestSteps,
  findDemoRequest,
  listDemoRequests,
  moveDemoRequest,
  submitDraft,
} from './demo-request-store.ts'
import { discardWizardDraft, namedDraftKey, newDraftKey, readWizardDraft, saveWizardDraft } from '../portal/wizard-draft-store.ts'
import { type PortalPageKit, type PortalStatus, type Served, noticeOf, withNotice } from '../portal/portal-page-kit.ts'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'

const LIST_NOTICES = ['cancelled'] as const
const REQUEST_NOTICES = ['requested', ...Object.keys(DEMO_REQUEST_TRANSITIONS)] as const

async function poolFor(kit: PortalPageKit): Promise<DemoPoolProduct[]> {
  const repository = new ContentRepository(new ContentStore(kit.c.env.CONTENT, kit.c.get('logger')), kit.match.locale.code)
  const catalogue = await repository.catalogue()
  return demoPool(kit.c.env.DB, catalogue?.products ?? [])
}

function i18nOf(kit: PortalPageKit) {
  return kit.c.get('i18n')!
}

export async function demoRequestsPage(kit: PortalPageKit): Promise<Response> {
  const code = kit.match.locale.code
  const i18n = i18nOf(kit)
  const { pending, history } = await listDemoRequests(kit.c.env.DB, kit.viewer.person)
  const showOrganisation = !kit.viewer.person.organisation
  const rowOf = (request: DemoRequest) => ({
    id: request.id,
    event: request.event,
    from: request.from,
    until: request.until,
    status: request.status,
    stockShort: request.stockShort,
    organisation: request.organisationName,
    href: pathFor('portal-demo-requests-request', code, { requestId: request.id }),
  })
  const notice = noticeOf(kit.c, LIST_NOTICES)
  return kit.render(
    i18n._({ id: 'portal.nav.demo_requests', message: 'Demo equipment' }),
    <DemoRequestsPage
      intro={areaIntro(i18n, 'portal-demo-requests')}
      pending={pending.map(rowOf)}
      history={history.map(rowOf)}
      newHref={isAllowed(kit.viewer, 'demo-requests.create') ? pathFor('portal-demo-requests-new', code) : null}
      showOrganisation={showOrganisation}
      notice={notice ? i18n._({ id: 'demo.notice.cancelled', message: 'Your demo request was cancelled; nothing was sent.' }) : null}
      iso={isoOf(code)}
    />,
  )
}

/* ------------------------------------------------------------------ the wizard */

const WIZARD = DEMO_REQUEST_WIZARD
const POST_NAMES = WIZARD.postNames

function wizardHref(kit: PortalPageKit, draftId: string, step: DemoWizardStep): string {
  return `${pathFor('portal-demo-requests-new', kit.match.locale.code)}?${new URLSearchParams({ [POST_NAMES.draft]: draftId, [POST_NAMES.step]: step })}`
}

function renderWizard(
  kit: PortalPageKit,
  {
    step,
    draft,
    answers,
    problems,
    pool,
  }: {
    step: DemoWizardStep
    draft: DemoRequestDraft | null
    answers: DemoRequestAnswers
    problems: DemoRequestProblems
    pool: DemoPoolProduct[]
  },
  status?: PortalStatus,
): Served {
  const today = isoDay(new Date())
  const ctns = pool.map((product) => product.ctn)
  const incomplete = firstIncompleteStep(answers, today, ctns) ?? lastStep(WIZARD)
  const i18n = i18nOf(kit)
  return kit.render(
    i18n._({ id: 'demo.wizard.title', message: 'Request demo equipment' }),
    <DemoRequestWizard
      step={step}
      reachable={draft ? stepsUpTo(WIZARD, incomplete) : []}
      answers={answers}
      problems={problems}
      pool={pool}
      action={pathFor('portal-demo-requests-new', kit.match.locale.code)}
      draftId={draft?.key.id ?? null}
      stepHref={(one) => (draft ? wizardHref(kit, draft.key.id, one) : null)}
      csrfToken={csrfTokenFor(kit.c)}
      today={today}
      iso={isoOf(kit.match.locale.code)}
    />,
    status,
  )
}

export async function demoWizardPage(kit: PortalPageKit): Promise<Response> {
  const pool = await poolFor(kit)
  const draftId = kit.c.req.query(POST_NAMES.draft)
  if (!draftId) return renderWizard(kit, { step: firstStep(WIZARD), draft: null, answers: {}, problems: {}, pool })
  const draft = await readWizardDraft<DemoRequestAnswers>(kit.c.env.DB, namedDraftKey(WIZARD, kit.viewer.person.id, draftId))
  if (!draft) return kit.c.redirect(pathFor('portal-demo-requests-new', kit.match.locale.code), 302)
  const incomplete =
    firstIncompleteStep(
      draft.values,
      isoDay(new Date()),
      pool.map((product) => product.ctn),
    ) ?? lastStep(WIZARD)
  // A step further than the first unanswered one shows that one instead.
  const step = stepToShow(WIZARD, kit.c.req.query(POST_NAMES.step), incomplete)
  return renderWizard(kit, { step, draft, answers: draft.values, problems: {}, pool })
}

export async function demoWizardPost(kit: PortalPageKit): Promise<Response> {
  const { c } = kit
  const code = kit.match.locale.code
  const db = c.env.DB
  const person = kit.viewer.person
  const form = await c.req.parseBody()
  const pool = await poolFor(kit)
  const ctns = pool.map((product) => product.ctn)
  const today = isoDay(new Date())
  const step = stepOrFirst(WIZARD, form[POST_NAMES.step])
  const named = form[POST_NAMES.draft]
  let draft: DemoRequestDraft | null = null
  if (typeof named === 'string' && named) {
    draft = await readWizardDraft<DemoRequestAnswers>(db, namedDraftKey(WIZARD, person.id, named))
    if (!draft) return c.redirect(pathFor('portal-demo-requests-new', code), 303)
  }
  const transition = transitionOf(WIZARD, step, moveOf(form[POST_NAMES.move]))
  if (transition.kind === 'cancel') {
    if (draft) await discardWizardDraft(db, draft.key)
    return c.redirect(withNotice(pathFor('portal-demo-requests', code), 'cancelled'), 303)
  }
  const answers: DemoRequestAnswers = { ...draft?.values, ...answersFromStep(step, form, ctns) }
  const key = draft?.key ?? newDraftKey(WIZARD, person.id)
  switch (transition.kind) {
    case 'back':
      await saveWizardDraft(db, key, { step: transition.to, values: answers })
      return c.redirect(wizardHref(kit, key.id, transition.to), 303)
    case 'submit': {
      if (!draft) return renderWizard(kit, { step, draft, answers, problems: {}, pool }, 422)
      const outcome = await submitDraft(db, auditIdentitiesOf(kit.viewer), person, draft, today, ctns)
      if (outcome.ok)
        return c.redirect(withNotice(pathFor('portal-demo-requests-request', code, { requestId: outcome.id }), 'requested'), 303)
      const back = outcome.step ?? firstStep(WIZARD)
      return renderWizard(
        kit,
        { step: back, draft, answers: draft.values, problems: checkDemoStep(back, draft.values, today, ctns), pool },
        422,
      )
    }
    case 'refuse':
      return renderWizard(kit, { step, draft, answers, problems: {}, pool }, 422)
    case 'forward': {
      const problems = checkDemoStep(step, answers, today, ctns)
      if (Object.keys(problems).length) return renderWizard(kit, { step, draft, answers, problems, pool }, 422)
      await saveWizardDraft(db, key, { step: transition.to, values: answers })
      return c.redirect(wizardHref(kit, key.id, transition.to), 303)
    }
  }
}

/* ------------------------------------------------------------------ one request */

function answersOf(request: DemoRequest): DemoRequestAnswers {
  return {
    installationType: request.installationType,
    from: request.from,
    until: request.until,
    products: Object.fromEntries(request.products.map((product) => [product.ctn, product.units])),
    event: request.event,
    street: request.street,
    number: request.number,
    bus: request.bus,
    city: request.city,
    zip: request.zip,
    country: request.country,
    installationRequired: request.installationRequired,
    remarks: request.remarks,
  }
}

function transitionNotice(kit: PortalPageKit, notice: (typeof REQUEST_NOTICES)[number]): string {
  const i18n = i18nOf(kit)
  switch (notice) {
    case 'requested':
      return i18n._({ id: 'demo.notice.requested', message: 'Thank you. Your demo equipment request was sent to your sales manager.' })
    case 'send-for-approval':
      return i18n._({ id: 'demo.notice.sent_for_approval', message: 'The request was sent for approval.' })
    case 'approve':
      return i18n._({ id: 'demo.notice.approved', message: 'The request was approved.' })
    case 'reject':
      return i18n._({ id: 'demo.notice.rejected', message: 'The request was rejected.' })
    default:
      return i18n._({ id: 'demo.notice.handled', message: 'The request was marked as handled.' })
  }
}

async function renderRequest(
  kit: PortalPageKit,
  request: DemoRequest,
  problem: string | null = null,
  status?: PortalStatus,
): Promise<Response> {
  const code = kit.match.locale.code
  const [pool, steps] = await Promise.all([poolFor(kit), demoRequestSteps(kit.c.env.DB, request.id)])
  const notice = noticeOf(kit.c, REQUEST_NOTICES)
  return kit.render(
    request.event,
    <DemoRequestPage
      event={request.event}
      organisation={request.organisationName}
      requester={request.requesterName}
      status={request.status}
      stockShort={request.stockShort}
      answers={answersOf(request)}
      pool={pool}
      steps={steps}
      transitions={transitionsFrom(request.status).filter((transition) =>
        isAllowed(kit.viewer, DEMO_REQUEST_TRANSITIONS[transition].action),
      )}
      action={pathFor('portal-demo-requests-request', code, { requestId: request.id })}
      csrfToken={csrfTokenFor(kit.c)}
      notice={notice && !problem ? transitionNotice(kit, notice) : null}
      problem={problem}
      backHref={pathFor('portal-demo-requests', code)}
      iso={isoOf(code)}
    />,
    status,
  )
}

export async function demoRequestPage(kit: PortalPageKit): Promise<Response> {
  const request = await findDemoRequest(kit.c.env.DB, kit.match.params.requestId!, kit.viewer.person)
  return request ? renderRequest(kit, request) : renderNotFound(kit.c)
}

export async function demoRequestPost(kit: PortalPageKit): Promise<Response> {
  const { c } = kit
  const i18n = i18nOf(kit)
  const request = await findDemoRequest(c.env.DB, kit.match.params.requestId!, kit.viewer.person)
  if (!request) return renderNotFound(c)
  const form = await c.req.parseBody()
  const transition = form.transition
  if (!isDemoRequestTransition(transition)) {
    return renderRequest(
      kit,
      request,
      i18n._({ id: 'demo.problem.unknown_transition', message: 'Choose what should happen to the request.' }),
      422,
    )
  }
  const refused = kit.refuse(DEMO_REQUEST_TRANSITIONS[transition as DemoRequestTransition].action)
  if (refused) return refused
  const outcome = await moveDemoRequest(c.env.DB, auditIdentitiesOf(kit.viewer), request, transition)
  if (!outcome.ok) {
    const current = (await findDemoRequest(c.env.DB, request.id, kit.viewer.person)) ?? request
    return renderRequest(
      kit,
      current,
      i18n._({
        id: 'demo.problem.wrong_state',
        message: 'This cannot be done now: the request is {status}.',
        values: { status: demoStatusLabel(i18n, current.status).toLowerCase() },
      }),
      409,
    )
  }
  return c.redirect(withNotice(pathFor('portal-demo-requests-request', kit.match.locale.code, { requestId: request.id }), transition), 303)
}

export const demoRequestRoutes = {
  'portal-demo-requests': portalPage('portal-demo-requests', needs('demo-requests.view', demoRequestsPage)),
  'portal-demo-requests-new': portalPage(
    'portal-demo-requests',
    needs('demo-requests.create', demoWizardPage),
    needs('demo-requests.create', demoWizardPost),
  ),
  'portal-demo-requests-request': portalPage(
    'portal-demo-requests',
    needs('demo-requests.view', demoRequestPage),
    needs('demo-requests.review', demoRequestPost),
  ),
} satisfies FeatureRoutes
