/**
 * Demo equipment over HTTP: the partner's pending and history lists (staff get the filterable
 * list with CSV), the wizard (one plain post per step, answers in a server-side draft; it also
 * changes a request that is not approved yet), a request's page with every move the viewer may
 * make, and the demo pool's calendar. The permission table decides who may ask
 * (demo-requests.create), change or withdraw (demo-requests.change), send for approval
 * (demo-requests.review), decide (demo-requests.approve) and fulfil (demo-requests.fulfil); every
 * move is audited and notified (demo-request-notifications.ts).
 */
import { i18nOf } from '../render/request-i18n.ts'
import type { I18n } from '@lingui/core'
import { isoOf } from '../../ui/format/intl.ts'
import { areaIntro } from '../../ui/portal/area-texts.ts'
import {
  DEMO_REQUEST_STATUSES,
  DEMO_REQUEST_TRANSITIONS,
  DEMO_REQUEST_WIZARD,
  DEMO_SHIPPING_COUNTRIES,
  type DemoRequestAnswers,
  type DemoRequestProblems as WizardProblems,
  type DemoRequestTransition,
  type DemoWizardStep,
  allocationProblems,
  answersFromStep,
  checkDecisionNote,
  checkDemoStep,
  checkShipment,
  defaultDueBack,
  firstIncompleteStep,
  fulfilmentStageOf,
  isDemoRequestTransition,
  isOverdue,
  isoDay,
  transitionsFrom,
} from '../../ui/demo-requests/demo-request-rules.ts'
import { firstStep, lastStep, moveOf, stepOrFirst, stepToShow, stepsUpTo, transitionOf } from '../../ui/portal/wizard/wizard-engine.ts'
import { demoDecisionProblemText, demoShipmentProblemText, demoStageLabel, demoStatusLabel } from '../../ui/demo-requests/demo-texts.ts'
import { ButtonLink } from '../../ui/components/Button.tsx'
import { DemoPoolPage } from '../../ui/demo-requests/DemoPoolPage.tsx'
import { type DemoRequestActions, DemoRequestPage, type DemoRequestProblems } from '../../ui/demo-requests/DemoRequestPage.tsx'
import { DemoRequestsPage } from '../../ui/demo-requests/DemoRequestsPage.tsx'
import { type DemoPoolProduct, DemoRequestWizard } from '../../ui/demo-requests/DemoRequestWizard.tsx'
import { formatDate, formatDateRange } from '../../ui/format/intl.ts'
import { isAllowed, permissionFor } from '../../ui/portal/permissions.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { StaffListPage } from '../../ui/staff/StaffListPage.tsx'
import { ContentRepository } from '../content/repository.ts'
import { ContentStore } from '../content/content-store.ts'
import { postedValues } from '../forms/form-request.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { notificationContextOf } from '../notifications/notification-service.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import { auditIdentitiesOf } from '../partners/audit-trail-store.ts'
import { csvHrefOf, csvResponse, filterValue, pageCountOf, staffListQuery } from '../staff/staff-lists.ts'
import {
  type DemoRequest,
  type DemoRequestDraft,
  type DemoRequestScope,
  type TransitionOutcome,
  allocateUnits,
  answersOfRequest,
  applyChangeDraft,
  demoPool,
  demoRequestSteps,
  demoScopeOf,
  findDemoRequest,
  freeUnitsFor,
  freeUnitsOf,
  fulfilmentOf,
  listDemoRequests,
  listDemoRequestsForStaff,
  moveDemoRequest,
  poolCalendar,
  shipRequest,
  stockShortages,
  submitDraft,
  unallocatedDemand,
} from './demo-request-store.ts'
import { type DemoRequestHappening, notifyDemoRequest } from './demo-request-notifications.ts'
import { shippingAddressesOf } from '../organisation/company-profile-store.ts'
import { takeHeldWizardStep } from '../portal/held-wizard-posts.ts'
import { discardWizardDraft, namedDraftKey, newDraftKey, readWizardDraft, saveWizardDraft } from '../portal/wizard-draft-store.ts'
import { type PortalPageKit, type PortalStatus, type Served, noticeOf, withNotice } from '../portal/portal-page-kit.ts'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'

const LIST_NOTICES = ['cancelled'] as const
const REQUEST_NOTICES = ['requested', 'changed', 'change-cancelled', ...Object.keys(DEMO_REQUEST_TRANSITIONS)] as const
/** The staff list's status filter: every status, and three views of the fulfilment. */
const STAFF_STATUS_FILTERS = [...DEMO_REQUEST_STATUSES, 'to-ship', 'out', 'overdue'] as const
/** `?confirm=withdraw` on a request's page asks the partner to confirm. */
const CONFIRM_PARAMETER = 'confirm'

function today(): string {
  return isoDay(new Date())
}

/** Whose requests the viewer reaches (demo-requests.view's scope). */
function viewScope(kit: PortalPageKit): DemoRequestScope | null {
  return demoScopeOf(kit.viewer.person, permissionFor(kit.viewer, 'demo-requests.view'))
}

async function poolFor(kit: PortalPageKit): Promise<DemoPoolProduct[]> {
  const repository = new ContentRepository(new ContentStore(kit.c.env.CONTENT, kit.c.get('logger')), kit.match.locale.code)
  const catalogue = await repository.catalogue()
  return demoPool(kit.c.env.DB, catalogue?.products ?? [])
}

function nameIn(pool: readonly DemoPoolProduct[], ctn: string): string {
  return pool.find((product) => product.ctn === ctn)?.name ?? ctn
}

/* ------------------------------------------------------------------ the lists */

export async function demoRequestsPage(kit: PortalPageKit): Promise<Response> {
  const scope = viewScope(kit)
  if (!scope) return renderNotFound(kit.c)
  if (scope.kind !== 'organisation') return staffDemoList(kit, scope)
  const code = kit.match.locale.code
  const i18n = i18nOf(kit)
  const { pending, history } = await listDemoRequests(kit.c.env.DB, scope)
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
      showOrganisation={false}
      notice={notice ? i18n._({ id: 'demo.notice.cancelled', message: 'Your demo request was cancelled; nothing was sent.' }) : null}
      iso={isoOf(code)}
    />,
  )
}

function statusText(i18n: I18n, request: DemoRequest, day: string): string {
  const stage = fulfilmentStageOf(fulfilmentOf(request))
  const overdue = isOverdue(fulfilmentOf(request), day)
  return [
    demoStatusLabel(i18n, request.status),
    stage && request.status === 'approved' ? demoStageLabel(i18n, stage) : null,
    overdue ? i18n._({ id: 'demo.overdue', message: 'overdue' }) : null,
  ]
    .filter(Boolean)
    .join(' · ')
}

/** The staff's list: every request in their reach, filtered, searched, paged, or as CSV. */
async function staffDemoList(kit: PortalPageKit, scope: DemoRequestScope): Promise<Response> {
  const { c } = kit
  const code = kit.match.locale.code
  const i18n = i18nOf(kit)
  const iso = isoOf(code)
  const query = staffListQuery(c)
  const status = filterValue(c, 'status', STAFF_STATUS_FILTERS)
  const day = today()
  const { requests, total } = await listDemoRequestsForStaff(c.env.DB, scope, {
    status,
    search: query.search,
    ...query.rows,
    today: day,
  })
  if (query.csv) {
    return csvResponse(
      'demo-requests',
      [
        'id',
        'event',
        'partner',
        'requester',
        'from',
        'until',
        'status',
        'products',
        'carrier',
        'tracking number',
        'due back',
        'created',
        'updated',
      ],
      requests.map((request) => [
        request.id,
        request.event,
        request.organisationName,
        request.requesterName,
        request.from,
        request.until,
        statusText(i18n, request, day),
        request.products.map((product) => `${product.units} × ${product.ctn}`).join('; '),
        request.carrier,
        request.trackingNumber,
        request.dueBack,
        request.createdAt,
        request.updatedAt,
      ]),
    )
  }
  const viewLabel = (value: (typeof STAFF_STATUS_FILTERS)[number]) => {
    switch (value) {
      case 'to-ship':
        return i18n._({ id: 'demo.filter.to_ship', message: 'Approved, not shipped yet' })
      case 'out':
        return i18n._({ id: 'demo.filter.out', message: 'Out with the partner' })
      case 'overdue':
        return i18n._({ id: 'demo.filter.overdue', message: 'Overdue' })
      default:
        return demoStatusLabel(i18n, value)
    }
  }
  return kit.render(
    i18n._({ id: 'portal.nav.demo_requests', message: 'Demo equipment' }),
    <StaffListPage
      id="demo-requests"
      title={i18n._({ id: 'portal.nav.demo_requests', message: 'Demo equipment' })}
      backHref={isAllowed(kit.viewer, 'staff.inbox') ? pathFor('portal-staff', code) : undefined}
      actions={
        isAllowed(kit.viewer, 'demo-pool.view') ? (
          <ButtonLink href={pathFor('portal-staff-demo-pool', code)} size="sm" kind="naked">
            {i18n._({ id: 'demo.pool_calendar', message: 'Demo pool calendar' })}
          </ButtonLink>
        ) : undefined
      }
      filters={[
        {
          name: 'status',
          label: i18n._({ id: 'demo.status', message: 'Status' }),
          kind: 'select',
          value: status ?? '',
          options: [
            { value: '', label: i18n._({ id: 'staff.all', message: 'All' }) },
            ...STAFF_STATUS_FILTERS.map((value) => ({ value, label: viewLabel(value) })),
          ],
        },
        { name: 'q', label: i18n._({ id: 'demo.search', message: 'Event, partner or requester' }), kind: 'search', value: query.search },
      ]}
      columns={[
        { key: 'event', label: i18n._({ id: 'demo.field.event', message: 'Event' }) },
        { key: 'partner', label: i18n._({ id: 'demo.partner', message: 'Partner' }) },
        { key: 'dates', label: i18n._({ id: 'demo.review.dates', message: 'Dates' }) },
        { key: 'status', label: i18n._({ id: 'demo.status', message: 'Status' }) },
      ]}
      rows={requests.map((request) => ({
        id: request.id,
        href: pathFor('portal-demo-requests-request', code, { requestId: request.id }),
        cells: {
          event: request.event,
          partner: `${request.organisationName} · ${request.requesterName}`,
          dates: formatDateRange(iso, request.from, request.until),
          status: statusText(i18n, request, day),
        },
      }))}
      total={total}
      page={query.page}
      pageCount={pageCountOf(total)}
      path={pathFor('portal-demo-requests', code)}
      query={query.url.searchParams}
      csvHref={csvHrefOf(query)}
      emptyText={i18n._({ id: 'demo.staff_empty', message: 'No demo equipment requests match.' })}
      caption={i18n._({ id: 'demo.staff_caption', message: 'Demo equipment requests' })}
    />,
  )
}

/* ------------------------------------------------------------------ the wizard */

const WIZARD = DEMO_REQUEST_WIZARD
const POST_NAMES = WIZARD.postNames

function wizardHref(kit: PortalPageKit, draftId: string, step: DemoWizardStep): string {
  return `${pathFor('portal-demo-requests-new', kit.match.locale.code)}?${new URLSearchParams({ [POST_NAMES.draft]: draftId, [POST_NAMES.step]: step })}`
}

/** The pool with what is free for the answers' dates (when they are valid). */
async function poolWithFree(kit: PortalPageKit, pool: DemoPoolProduct[], answers: DemoRequestAnswers): Promise<DemoPoolProduct[]> {
  const day = today()
  if (Object.keys(checkDemoStep('dates', answers, day, [])).length) return pool
  const free = await freeUnitsFor(kit.c.env.DB, {
    from: answers.from!,
    until: answers.until!,
    exceptId: answers.changing ?? '',
    today: day,
  })
  return pool.map((product) => ({ ...product, free: free.get(product.ctn)?.free ?? 0 }))
}

async function renderWizard(
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
    problems: WizardProblems
    pool: DemoPoolProduct[]
  },
  status?: PortalStatus,
): Promise<Response> {
  const day = today()
  const ctns = pool.map((product) => product.ctn)
  const incomplete = firstIncompleteStep(answers, day, ctns) ?? lastStep(WIZARD)
  const i18n = i18nOf(kit)
  const shown = step === 'products' ? await poolWithFree(kit, pool, answers) : pool
  return kit.render(
    answers.changing
      ? i18n._({ id: 'demo.wizard.change_title', message: 'Change your demo equipment request' })
      : i18n._({ id: 'demo.wizard.title', message: 'Request demo equipment' }),
    <DemoRequestWizard
      step={step}
      reachable={draft ? stepsUpTo(WIZARD, incomplete) : []}
      answers={answers}
      problems={problems}
      pool={shown}
      action={pathFor('portal-demo-requests-new', kit.match.locale.code)}
      draftId={draft?.key.id ?? null}
      stepHref={(one) => (draft ? wizardHref(kit, draft.key.id, one) : null)}
      csrfToken={csrfTokenFor(kit.c)}
      today={day}
      iso={isoOf(kit.match.locale.code)}
      changing={!!answers.changing}
    />,
    status,
  )
}

export async function demoWizardPage(kit: PortalPageKit): Promise<Response> {
  // Back from signing in after the session ended mid-step: that step's typing goes into the draft.
  const held = await takeHeldWizardStep(kit.c, kit.match.name)
  if (held) return demoWizardPost(kit, held)
  const pool = await poolFor(kit)
  const draftId = kit.c.req.query(POST_NAMES.draft)
  if (!draftId) return renderWizard(kit, { step: firstStep(WIZARD), draft: null, answers: {}, problems: {}, pool })
  const draft = await readWizardDraft<DemoRequestAnswers>(kit.c.env.DB, namedDraftKey(WIZARD, kit.viewer.person.id, draftId))
  if (!draft) return kit.c.redirect(pathFor('portal-demo-requests-new', kit.match.locale.code), 302)
  const incomplete =
    firstIncompleteStep(
      draft.values,
      today(),
      pool.map((product) => product.ctn),
    ) ?? lastStep(WIZARD)
  // A step further than the first unanswered one shows that one instead.
  const step = stepToShow(WIZARD, kit.c.req.query(POST_NAMES.step), incomplete)
  const answers =
    step === 'details' ? await withShippingAddress(kit.c.env.DB, kit.viewer.person.organisation?.id ?? null, draft.values) : draft.values
  return renderWizard(kit, { step, draft, answers, problems: {}, pool })
}

/**
 * The shipping step starts from the organisation's first shipping address (its company profile)
 * while nothing of the address has been typed yet; the fields stay editable.
 */
export async function withShippingAddress(
  db: D1Database,
  organisationId: string | null,
  answers: DemoRequestAnswers,
): Promise<DemoRequestAnswers> {
  if (!organisationId || answers.street || answers.city || answers.zip || answers.number) return answers
  const [address] = await shippingAddressesOf(db, organisationId)
  if (!address) return answers
  const country = (DEMO_SHIPPING_COUNTRIES as readonly string[]).includes(address.country) ? address.country : answers.country
  return { ...answers, street: address.street, number: address.number, bus: address.bus, city: address.city, zip: address.zip, country }
}

/** The step's problems, with the pool's stock for the dates once the products are otherwise fine. */
async function stepProblems(
  kit: PortalPageKit,
  step: DemoWizardStep,
  answers: DemoRequestAnswers,
  ctns: string[],
): Promise<WizardProblems> {
  const day = today()
  const problems = checkDemoStep(step, answers, day, ctns)
  if (step !== 'products' || Object.keys(problems).length) return problems
  const asked = Object.entries(answers.products ?? {})
    .filter(([, units]) => units > 0)
    .map(([ctn, units]) => ({ ctn, units }))
  const short = await stockShortages(kit.c.env.DB, asked, {
    from: answers.from!,
    until: answers.until!,
    exceptId: answers.changing ?? '',
    today: day,
  })
  return short.length ? { products: 'not-enough-stock' } : problems
}

/** A step's post; `held`: the step posted before the session ended (held-wizard-posts.ts), handed back after signing in. */
export async function demoWizardPost(kit: PortalPageKit, held: FormData | null = null): Promise<Response> {
  const { c } = kit
  const code = kit.match.locale.code
  const db = c.env.DB
  const person = kit.viewer.person
  const form = held ? Object.fromEntries(held.entries()) : await c.req.parseBody()
  const pool = await poolFor(kit)
  const ctns = pool.map((product) => product.ctn)
  const day = today()
  const step = stepOrFirst(WIZARD, form[POST_NAMES.step])
  const named = form[POST_NAMES.draft]
  let draft: DemoRequestDraft | null = null
  if (typeof named === 'string' && named) {
    draft = await readWizardDraft<DemoRequestAnswers>(db, namedDraftKey(WIZARD, person.id, named))
    if (!draft) return c.redirect(pathFor('portal-demo-requests-new', code), 303)
  }
  const changing = draft?.values.changing
  const transition = transitionOf(WIZARD, step, moveOf(form[POST_NAMES.move]))
  if (transition.kind === 'cancel') {
    if (draft) await discardWizardDraft(db, draft.key)
    if (changing)
      return c.redirect(withNotice(pathFor('portal-demo-requests-request', code, { requestId: changing }), 'change-cancelled'), 303)
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
      const who = auditIdentitiesOf(kit.viewer)
      const scope = viewScope(kit)
      const before = changing ? await findDemoRequest(db, changing, scope) : null
      if (changing && !before) return renderNotFound(c)
      const outcome = before
        ? await applyChangeDraft(db, who, person, draft, before, day, ctns)
        : await submitDraft(db, who, person, draft, day, ctns)
      if (outcome.ok) {
        const stored = (await findDemoRequest(db, outcome.id, scope))!
        await notifyDemoRequest(notificationContextOf(c), before ? 'changed' : 'requested', stored, {
          waitedForApproval: before?.status === 'sent-for-approval',
        })
        return c.redirect(
          withNotice(pathFor('portal-demo-requests-request', code, { requestId: outcome.id }), before ? 'changed' : 'requested'),
          303,
        )
      }
      if ('unchangeable' in outcome) {
        await discardWizardDraft(db, draft.key)
        return c.redirect(pathFor('portal-demo-requests-request', code, { requestId: changing! }), 303)
      }
      const back = outcome.step ?? firstStep(WIZARD)
      const problems: WizardProblems = outcome.shortages ? { products: 'not-enough-stock' } : checkDemoStep(back, draft.values, day, ctns)
      return renderWizard(kit, { step: back, draft, answers: draft.values, problems, pool }, 422)
    }
    case 'refuse':
      return renderWizard(kit, { step, draft, answers, problems: {}, pool }, 422)
    case 'forward': {
      const problems = await stepProblems(kit, step, answers, ctns)
      if (Object.keys(problems).length) return renderWizard(kit, { step, draft, answers, problems, pool }, 422)
      await saveWizardDraft(db, key, { step: transition.to, values: answers })
      return c.redirect(wizardHref(kit, key.id, transition.to), 303)
    }
  }
}

/* ------------------------------------------------------------------ one request */

function transitionNotice(i18n: I18n, notice: (typeof REQUEST_NOTICES)[number]): string {
  switch (notice) {
    case 'requested':
      return i18n._({ id: 'demo.notice.requested', message: 'Thank you. Your demo equipment request was sent to your sales manager.' })
    case 'changed':
      return i18n._({ id: 'demo.notice.changed', message: 'Your changes are saved; your sales manager has been told.' })
    case 'change-cancelled':
      return i18n._({ id: 'demo.notice.change_cancelled', message: 'Nothing was changed.' })
    case 'send-for-approval':
      return i18n._({ id: 'demo.notice.sent_for_approval', message: 'The request was sent for approval.' })
    case 'approve':
      return i18n._({ id: 'demo.notice.approved', message: 'The request was approved.' })
    case 'reject':
      return i18n._({ id: 'demo.notice.rejected', message: 'The request was rejected.' })
    case 'withdraw':
      return i18n._({ id: 'demo.notice.withdrawn', message: 'The request was withdrawn.' })
    case 'allocate':
      return i18n._({ id: 'demo.notice.allocated', message: 'The units are allocated.' })
    case 'ship':
      return i18n._({ id: 'demo.notice.shipped', message: 'The equipment is marked as shipped.' })
    case 'return':
      return i18n._({ id: 'demo.notice.returned', message: 'The equipment is back; the request is handled.' })
    case 'close':
      return i18n._({ id: 'demo.notice.closed', message: 'The request was closed without shipping.' })
    default:
      return ''
  }
}

interface RequestPageState {
  problem?: string | null
  problems?: DemoRequestProblems
  postedNote?: string
  status?: PortalStatus
}

async function renderRequest(kit: PortalPageKit, request: DemoRequest, state: RequestPageState = {}): Promise<Response> {
  const { c, viewer } = kit
  const code = kit.match.locale.code
  const i18n = i18nOf(kit)
  const day = today()
  const db = c.env.DB
  const fulfilment = fulfilmentOf(request)
  const open = transitionsFrom(fulfilment)
  const may = (transition: DemoRequestTransition) =>
    open.includes(transition) && isAllowed(viewer, DEMO_REQUEST_TRANSITIONS[transition].action)
  const [pool, steps] = await Promise.all([poolFor(kit), demoRequestSteps(db, request.id)])
  const free = may('allocate') ? await freeUnitsOf(db, request, day) : []
  const actions: DemoRequestActions = {
    sendForApproval: may('send-for-approval'),
    decide: may('approve'),
    allocate: may('allocate')
      ? request.products.map((product) => ({
          ctn: product.ctn,
          name: nameIn(pool, product.ctn),
          asked: product.units,
          units: free.filter((unit) => unit.ctn === product.ctn).map((unit) => ({ id: unit.id, serial: unit.serial })),
        }))
      : null,
    ship: may('ship') ? { defaultDueBack: defaultDueBack(request.until), minimumDueBack: request.until } : null,
    markReturned: may('return'),
    close: may('close'),
    withdraw: may('withdraw'),
    changeAction: may('withdraw') ? pathFor('portal-demo-requests-request-change', code, { requestId: request.id }) : null,
  }
  const showStock = isAllowed(viewer, 'demo-requests.approve') && (request.status === 'sent-for-approval' || may('allocate'))
  const freeForDates = showStock
    ? await freeUnitsFor(db, { from: request.from, until: request.until, exceptId: request.id, today: day })
    : null
  const notice = noticeOf(c, REQUEST_NOTICES)
  const here = pathFor('portal-demo-requests-request', code, { requestId: request.id })
  return kit.render(
    request.event,
    <DemoRequestPage
      event={request.event}
      organisation={request.organisationName}
      requester={request.requesterName}
      status={request.status}
      stage={fulfilmentStageOf(fulfilment)}
      overdue={isOverdue(fulfilment, day)}
      stockShort={request.stockShort}
      decisionNote={request.decisionNote}
      shipment={
        request.shippedAt && request.carrier && request.trackingNumber && request.dueBack
          ? { carrier: request.carrier, tracking: request.trackingNumber, shippedAt: request.shippedAt, dueBack: request.dueBack }
          : null
      }
      allocatedUnits={request.allocatedUnits.map((unit) => ({ serial: unit.serial, name: nameIn(pool, unit.ctn) }))}
      answers={answersOfRequest(request)}
      pool={pool}
      stock={
        freeForDates
          ? request.products.map((product) => ({
              ctn: product.ctn,
              name: nameIn(pool, product.ctn),
              asked: product.units,
              free: freeForDates.get(product.ctn)?.free ?? 0,
              total: freeForDates.get(product.ctn)?.total ?? 0,
            }))
          : null
      }
      steps={steps}
      actions={actions}
      confirmWithdraw={c.req.query(CONFIRM_PARAMETER) === 'withdraw'}
      withdrawHref={`${here}?${CONFIRM_PARAMETER}=withdraw`}
      action={here}
      csrfToken={csrfTokenFor(c)}
      notice={notice && !state.problem ? transitionNotice(i18n, notice) || null : null}
      problem={state.problem ?? null}
      problems={state.problems ?? {}}
      postedNote={state.postedNote ?? ''}
      backHref={pathFor('portal-demo-requests', code)}
      iso={isoOf(code)}
    />,
    state.status,
  )
}

export async function demoRequestPage(kit: PortalPageKit): Promise<Response> {
  const request = await findDemoRequest(kit.c.env.DB, kit.match.params.requestId!, viewScope(kit))
  return request ? renderRequest(kit, request) : renderNotFound(kit.c)
}

const HAPPENING: Record<DemoRequestTransition, DemoRequestHappening> = {
  'send-for-approval': 'sent-for-approval',
  approve: 'approved',
  reject: 'rejected',
  withdraw: 'withdrawn',
  allocate: 'allocated',
  ship: 'shipped',
  return: 'returned',
  close: 'closed',
}

export async function demoRequestPost(kit: PortalPageKit): Promise<Response> {
  const { c } = kit
  const i18n = i18nOf(kit)
  const db = c.env.DB
  const scope = viewScope(kit)
  const request = await findDemoRequest(db, kit.match.params.requestId!, scope)
  if (!request) return renderNotFound(c)
  const posted = await postedValues(c)
  const transition = posted?.text('transition')
  if (!posted || !isDemoRequestTransition(transition)) {
    return renderRequest(kit, request, {
      problem: i18n._({ id: 'demo.problem.unknown_transition', message: 'Choose what should happen to the request.' }),
      status: 422,
    })
  }
  const refused = kit.refuse(DEMO_REQUEST_TRANSITIONS[transition].action)
  if (refused) return refused
  // Withdrawing is the partner's own: only a request of their organisation.
  if (transition === 'withdraw' && scope?.kind !== 'organisation') return renderNotFound(c)
  const who = auditIdentitiesOf(kit.viewer)
  const day = today()
  const noteText = posted.text('note')
  const note = typeof noteText === 'string' ? noteText : ''
  let outcome: TransitionOutcome
  switch (transition) {
    case 'allocate': {
      const chosen = posted.all('unit').filter((value): value is string => typeof value === 'string')
      const free = await freeUnitsOf(db, request, day)
      const wrong = allocationProblems(request.products, chosen, free)
      if (wrong) {
        return renderRequest(kit, request, {
          problems: {
            units: i18n._({
              id: 'demo.problem.allocation',
              message: 'Choose exactly the number of units asked for of each product, among the free ones.',
            }),
          },
          status: 422,
        })
      }
      outcome = await allocateUnits(db, who, request, chosen, day)
      break
    }
    case 'ship': {
      const field = (name: string) => {
        const value = posted.text(name)
        return typeof value === 'string' ? value.trim() : ''
      }
      const shipment = { carrier: field('carrier'), tracking: field('tracking'), dueBack: field('dueBack') }
      const problems = checkShipment(shipment, request.until)
      if (Object.keys(problems).length) {
        return renderRequest(kit, request, {
          problems: {
            shipment: Object.fromEntries(
              Object.entries(problems).map(([name, problem]) => [
                name,
                demoShipmentProblemText(i18n, name as keyof typeof problems, problem!),
              ]),
            ),
          },
          status: 422,
        })
      }
      outcome = await shipRequest(db, who, request, shipment)
      break
    }
    default: {
      const noteProblem = checkDecisionNote(transition, note)
      if (noteProblem) {
        return renderRequest(kit, request, {
          problems: { note: demoDecisionProblemText(i18n, noteProblem) },
          postedNote: note,
          status: 422,
        })
      }
      outcome = await moveDemoRequest(db, who, request, transition, { note, today: day })
    }
  }
  if (!outcome.ok) {
    const current = (await findDemoRequest(db, request.id, scope)) ?? request
    return renderRequest(kit, current, {
      problem:
        outcome.problem === 'units-taken'
          ? i18n._({ id: 'demo.problem.units_taken', message: 'Some of these units were just given to another loan. Choose again.' })
          : i18n._({
              id: 'demo.problem.wrong_state',
              message: 'This cannot be done now: the request is {status}.',
              values: { status: demoStatusLabel(i18n, current.status).toLowerCase() },
            }),
      status: 409,
    })
  }
  const moved = (await findDemoRequest(db, request.id, scope)) ?? request
  await notifyDemoRequest(notificationContextOf(c), HAPPENING[transition], moved, {
    note: note.trim(),
    waitedForApproval: transition === 'withdraw' && request.status === 'sent-for-approval',
  })
  return c.redirect(withNotice(pathFor('portal-demo-requests-request', kit.match.locale.code, { requestId: request.id }), transition), 303)
}

/** "Change the request": a draft of the wizard made from the request, opened at its review step. */
export async function demoChangePost(kit: PortalPageKit): Promise<Response> {
  const { c } = kit
  const request = await findDemoRequest(c.env.DB, kit.match.params.requestId!, viewScope(kit))
  if (!request || request.organisationId !== kit.viewer.person.organisation?.id) return renderNotFound(c)
  if (!transitionsFrom(fulfilmentOf(request)).includes('withdraw')) {
    const i18n = i18nOf(kit)
    return renderRequest(kit, request, {
      problem: i18n._({
        id: 'demo.problem.wrong_state',
        message: 'This cannot be done now: the request is {status}.',
        values: { status: demoStatusLabel(i18n, request.status).toLowerCase() },
      }),
      status: 409,
    })
  }
  const key = newDraftKey(WIZARD, kit.viewer.person.id)
  await saveWizardDraft(c.env.DB, key, { step: 'review', values: { ...answersOfRequest(request), changing: request.id } })
  return c.redirect(wizardHref(kit, key.id, 'review'), 303)
}

/** The change route has no page of its own. */
export function demoChangePage(kit: PortalPageKit): Served {
  return kit.c.redirect(pathFor('portal-demo-requests-request', kit.match.locale.code, { requestId: kit.match.params.requestId! }), 302)
}

/* ------------------------------------------------------------------ the pool's calendar */

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/

/** The month shown (`?month=YYYY-MM`, else this month): its first and last day. */
function monthOf(value: string | undefined): { month: string; first: string; last: string; days: string[] } {
  const now = new Date()
  const match = MONTH_PATTERN.exec(value ?? '')
  const year = match ? Number(match[1]) : now.getUTCFullYear()
  const monthIndex = match ? Number(match[2]) - 1 : now.getUTCMonth()
  const first = new Date(Date.UTC(year, monthIndex, 1))
  const last = new Date(Date.UTC(year, monthIndex + 1, 0))
  const days: string[] = []
  for (let day = 1; day <= last.getUTCDate(); day++) days.push(isoDay(new Date(Date.UTC(year, monthIndex, day))))
  return { month: isoDay(first).slice(0, 7), first: isoDay(first), last: isoDay(last), days }
}

function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number]
  return isoDay(new Date(Date.UTC(year, index - 1 + by, 1))).slice(0, 7)
}

export async function demoPoolPage(kit: PortalPageKit): Promise<Response> {
  const { c } = kit
  const code = kit.match.locale.code
  const i18n = i18nOf(kit)
  const iso = isoOf(code)
  const shown = monthOf(c.req.query('month'))
  const [pool, units, demand] = await Promise.all([
    poolFor(kit),
    poolCalendar(c.env.DB, { from: shown.first, until: shown.last, today: today() }),
    unallocatedDemand(c.env.DB, { from: shown.first, until: shown.last }),
  ])
  const here = pathFor('portal-staff-demo-pool', code)
  const requestHref = (requestId: string) => pathFor('portal-demo-requests-request', code, { requestId })
  return kit.render(
    i18n._({ id: 'demo.pool_calendar', message: 'Demo pool calendar' }),
    <DemoPoolPage
      monthLabel={formatDate(iso, shown.first, { month: 'long', year: 'numeric' })}
      days={shown.days}
      previousHref={`${here}?month=${shiftMonth(shown.month, -1)}`}
      nextHref={`${here}?month=${shiftMonth(shown.month, 1)}`}
      products={pool.map((product) => ({
        ctn: product.ctn,
        name: product.name,
        units: units
          .filter((unit) => unit.ctn === product.ctn)
          .map((unit) => ({ ...unit, loans: unit.loans.map((loan) => ({ ...loan, href: requestHref(loan.requestId) })) })),
      }))}
      demand={demand.map((entry) => ({
        ...entry,
        href: requestHref(entry.requestId),
        products: entry.products.map((product) => ({ name: nameIn(pool, product.ctn), units: product.units })),
      }))}
      backHref={pathFor('portal-demo-requests', code)}
      iso={iso}
    />,
  )
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
    // Every move needs demo-requests.view to reach the request; each then needs its own action (DEMO_REQUEST_TRANSITIONS).
    needs('demo-requests.view', demoRequestPost),
  ),
  'portal-demo-requests-request-change': portalPage(
    'portal-demo-requests',
    needs('demo-requests.change', demoChangePage),
    needs('demo-requests.change', demoChangePost),
  ),
  'portal-staff-demo-pool': portalPage('portal-staff', needs('demo-pool.view', demoPoolPage)),
} satisfies FeatureRoutes
