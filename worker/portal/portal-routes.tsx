/**
 * The partner portal over HTTP: every portal page (GET) and form (POST) of the route table. Each
 * request first passes the gate (portal-access.ts, the permission table) for the route's action
 * (ui/portal/portal-areas.ts): signed out → the sign-in prompt, not allowed → the no-access
 * message. Logic lives in the modules beside this one; here HTTP meets them.
 */
import type { Context } from 'hono'
import type { ReactElement } from 'react'
import type { LocaleCode } from '../../locales/registry.ts'
import { isoOf } from '../../ui/format/intl.ts'
import { DashboardPage } from '../../ui/dashboard/DashboardPage.tsx'
import { NoAccess, SignInGate } from '../../ui/portal/PortalGates.tsx'
import { PortalLayout } from '../../ui/portal/PortalLayout.tsx'
import { PORTAL_FORM_ACTIONS, PORTAL_PAGE_ACTIONS } from '../../ui/portal/portal-areas.ts'
import { areaLabel, areaOf, portalNavigation } from '../../ui/portal/portal-navigation.ts'
import { type PortalAction, isAllowed, vendorDomainOf } from '../../ui/portal/permissions.ts'
import { ShowAsPage, PARTNER_SEARCH_PARAMETER } from '../../ui/show-as/ShowAsPage.tsx'
import { SignInPage } from '../../ui/sign-in/SignInPage.tsx'
import { RETURN_TO_PARAMETER, SIGN_IN_PROBLEM_PARAMETER, isSignInProblem } from '../../ui/sign-in/sign-in-problems.ts'
import { RemoveUserPage } from '../../ui/users/RemoveUserPage.tsx'
import { UserFormPage } from '../../ui/users/UserFormPage.tsx'
import { USER_SEARCH_PARAMETER, UsersPage } from '../../ui/users/UsersPage.tsx'
import {
  type UserFieldProblem,
  type UserFormField,
  type UserFormValues,
  checkUserForm,
  emptyUserForm,
  userFormValuesOf,
} from '../../ui/users/user-form.ts'
import { type PortalViewer, actingPerson } from '../../ui/portal/viewer.ts'
import { requestedPage } from '../../ui/components/Pagination.tsx'
import { type PortalRouteName, type RouteMatch, pathFor } from '../../ui/routes/route-table.ts'
import { AUTH_PATHS } from '../auth/auth-paths.ts'
import { SIGN_IN_OPTIONS, availableSignInOptions } from '../auth/identity-providers.ts'
import { allowSignInRedirects } from '../auth/sign-in-redirects.ts'
import { writeSessionCookie } from '../auth/session.ts'
import { PRIVATE_RESPONSE } from '../auth/session-step.ts'
import { safeReturnPath } from '../auth/sign-in.ts'
import { customerRecordsFor } from '../customer-records/customer-record-service.ts'
import type { AppEnv } from '../env.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import { headFor, routeAlternates } from '../pages/page-heads.ts'
import { auditIdentitiesOf, recordAudit } from '../partners/audit-trail-store.ts'
import { impersonationCandidates, listOrganisations } from '../partners/partner-organisation-store.ts'
import { findPortalUser, listPortalUsers } from '../partners/portal-user-store.ts'
import { dashboardBlocks } from '../dashboard/dashboard-blocks-store.ts'
import { demoRequestPage, demoRequestPost, demoRequestsPage, demoWizardPage, demoWizardPost } from '../demo-requests/routes.tsx'
import { eventSubPage, eventsPage, registrationPost } from '../portal-events/routes.tsx'
import { portalActivity } from '../dashboard/portal-activity.ts'
import type { PortalPageKit } from './portal-page-kit.ts'
import { promotionsPage } from '../promotions/routes.tsx'
import { enrolPost, progressPost, trainingPage, trainingRequestPost, trainingSubPage, trainingsPage } from '../trainings/routes.tsx'
import { impersonationScopeOf, mayShowPortalAs } from '../show-as/impersonation-rules.ts'
import { portalAccess } from './portal-access.ts'
import {
  type StaffRoleChange,
  type UserAccountsContext,
  type UserSaveProblem,
  createUserAccount,
  removalPlanFor,
  removeUserAccount,
  updateUserAccount,
} from '../users/user-account-store.ts'
import { sessionsPage, sessionsPost, userSessionsPage, userSessionsPost } from '../sessions/routes.tsx'
import { mailStaffRoleChange } from '../users/staff-role-mail.ts'
import type { PortalRender } from './portal-render.ts'
import { waveRequestPage as waveRequestWizardPage, waveRequestPost } from '../wave-requests/routes.tsx'
import { sendSuggestion, sendTicket, supportPage } from '../support/routes.tsx'
import { videoLibraryPage, videoPage } from '../videos/routes.tsx'
import { successStoriesPage, successStoryFilePost, successStoryWizardPage, successStoryWizardPost } from '../success-stories/routes.tsx'

export type PortalMatch = RouteMatch & { name: PortalRouteName }

export const USERS_PER_PAGE = 20
/** Longest search text taken from the query string. */
const MAXIMUM_SEARCH_LENGTH = 100
export const USER_NOTICE_PARAMETER = 'notice'
const USER_NOTICES = ['created', 'updated', 'removed'] as const
type UserNotice = (typeof USER_NOTICES)[number]

type Served = Response | Promise<Response>

function i18nOf(c: Context<AppEnv>) {
  return c.get('i18n')!
}

function searchOf(c: Context<AppEnv>, parameter: string): string {
  return (c.req.query(parameter) ?? '').trim().slice(0, MAXIMUM_SEARCH_LENGTH)
}

/** A portal page in the shell: the portal navigation beside it for a signed-in viewer. */
function renderPortal(
  c: Context<AppEnv>,
  match: PortalMatch,
  title: string,
  body: ReactElement,
  status?: 200 | 401 | 403 | 404 | 409 | 422 | 503,
): Served {
  if (status) c.status(status)
  c.header('Cache-Control', PRIVATE_RESPONSE)
  const viewer = c.get('viewer')
  const content = viewer ? (
    <PortalLayout viewer={viewer} code={match.locale.code} current={areaOf(match.name)}>
      {body}
    </PortalLayout>
  ) : (
    body
  )
  return c.render(content, { head: headFor(c, title, routeAlternates(c, match), { noindex: true }) })
}

/** The shell for the pages of the feature modules beside this file. */
function portalRenderer(c: Context<AppEnv>, match: PortalMatch): PortalRender {
  return (title, body, status) => renderPortal(c, match, title, body, status === 413 ? 422 : status)
}

/** mailto: the sales manager who looks after the viewer's organisation, or the contact page. */
export function contactSalesManagerHref(viewer: PortalViewer, code: LocaleCode): string {
  const salesManager = viewer.person.organisation?.salesManager
  return salesManager ? `mailto:${salesManager.email}` : pathFor('contact', code)
}

function signInHrefFor(c: Context<AppEnv>, code: LocaleCode): string {
  const url = new URL(c.req.url)
  const returnTo = c.req.method === 'GET' ? `${url.pathname}${url.search}` : pathFor('portal', code)
  return `${pathFor('portal-sign-in', code)}?${new URLSearchParams({ [RETURN_TO_PARAMETER]: returnTo })}`
}

/** The gate: a response when the viewer may not take `action` here, otherwise the viewer. */
function gate(c: Context<AppEnv>, match: PortalMatch, action: PortalAction): Served | PortalViewer {
  const i18n = i18nOf(c)
  const code = match.locale.code
  const access = portalAccess(c.get('viewer'), action)
  if (access.kind === 'allowed') return access.viewer
  if (access.kind === 'signed-out') {
    const unavailable = c.get('sessionUnavailable')
    if (unavailable) throw unavailable
    return renderPortal(
      c,
      match,
      i18n._({ id: 'gate.sign_in_title', message: 'Want to know more? Log in' }),
      <SignInGate signInHref={signInHrefFor(c, code)} becomePartnerHref={pathFor('partnership', code)} />,
      401,
    )
  }
  return renderPortal(
    c,
    match,
    i18n._({ id: 'gate.no_access_title', message: 'You have no access to this page' }),
    <NoAccess
      contactHref={contactSalesManagerHref(access.viewer, code)}
      dashboardHref={isAllowed(access.viewer, 'dashboard.view') ? pathFor('portal', code) : null}
      note={
        match.name === 'portal-wave-request' && access.viewer.person.organisation?.waveEnabled
          ? i18n._({ id: 'wave.contact_executive', message: 'Your organisation already uses Wave. Please contact your partner executive.' })
          : undefined
      }
    />,
    403,
  )
}

function isViewer(value: Served | PortalViewer): value is PortalViewer {
  return typeof value === 'object' && value !== null && 'person' in value
}

/** What a feature's pages need: the request, the viewer, the portal shell and the gate. */
function kitOf(c: Context<AppEnv>, match: PortalMatch, viewer: PortalViewer): PortalPageKit {
  return {
    c,
    match,
    viewer,
    render: (title, body, status) => renderPortal(c, match, title, body, status),
    refuse: (action) => {
      const allowed = gate(c, match, action)
      return isViewer(allowed) ? null : allowed
    },
  }
}

function userAccountsContext(c: Context<AppEnv>, viewer: PortalViewer): UserAccountsContext {
  const assigner = actingPerson(viewer)
  return {
    db: c.env.DB,
    customerRecords: customerRecordsFor(c.env, c.get('environment'), c.get('logger')),
    who: auditIdentitiesOf(viewer),
    assigner: { id: assigner.id, role: assigner.role },
    vendorDomain: vendorDomainOf(c.env.VENDOR_EMAIL_DOMAIN),
  }
}

/** Mails a staff role change to the person and the other user admins (staff-role-mail.ts). */
async function mailStaffRole(c: Context<AppEnv>, viewer: PortalViewer, change: StaffRoleChange | null): Promise<void> {
  if (!change) return
  const assigner = actingPerson(viewer)
  await mailStaffRoleChange(
    {
      db: c.env.DB,
      environment: c.get('environment'),
      settings: c.env,
      logger: c.get('logger'),
      i18n: i18nOf(c),
      assigner: { id: assigner.id, name: assigner.name, email: assigner.email },
    },
    change,
  )
}

/* ------------------------------------------------------------------ pages */

async function signInPage(c: Context<AppEnv>, match: PortalMatch): Promise<Response> {
  const code = match.locale.code
  const returnTo = safeReturnPath(c.req.query(RETURN_TO_PARAMETER), pathFor('portal', code))
  if (c.get('viewer')) return c.redirect(returnTo, 302)
  const problem = c.req.query(SIGN_IN_PROBLEM_PARAMETER) ?? null
  const options = availableSignInOptions(c.env, c.get('environment'))
  allowSignInRedirects(c)
  const actionFor = Object.fromEntries(SIGN_IN_OPTIONS.map((option) => [option, `${AUTH_PATHS.signIn}/${option}`])) as Record<
    (typeof SIGN_IN_OPTIONS)[number],
    string
  >
  return renderPortal(
    c,
    match,
    i18nOf(c)._({ id: 'sign_in.title', message: 'Partner portal login' }),
    <SignInPage
      options={options}
      actionFor={actionFor}
      returnTo={returnTo}
      code={code}
      problem={isSignInProblem(problem) ? problem : null}
      csrfToken={csrfTokenFor(c)}
      becomePartnerHref={pathFor('partnership', code)}
    />,
  )
}

async function dashboardPage(c: Context<AppEnv>, match: PortalMatch, viewer: PortalViewer): Promise<Response> {
  const code = match.locale.code
  const i18n = i18nOf(c)
  const blocks = await dashboardBlocks(c.env.DB, portalActivity(c.env.DB, viewer), viewer.person, code, new Date())
  const quickLinks = portalNavigation(i18n, viewer, code).filter((item) => item.area !== 'portal')
  return renderPortal(
    c,
    match,
    areaLabel(i18n, 'portal'),
    <DashboardPage
      viewer={viewer}
      code={code}
      iso={isoOf(code)}
      blocks={blocks}
      quickLinks={quickLinks}
      supportHref={isAllowed(viewer, 'support.view') ? pathFor('portal-support', code) : null}
    />,
  )
}

function noticeText(c: Context<AppEnv>, notice: UserNotice): string {
  const i18n = i18nOf(c)
  switch (notice) {
    case 'created':
      return i18n._({ id: 'users.notice_created', message: 'The user was added.' })
    case 'updated':
      return i18n._({ id: 'users.notice_updated', message: 'The changes were saved.' })
    case 'removed':
      return i18n._({ id: 'users.notice_removed', message: 'The user was deleted.' })
  }
}

async function usersPage(c: Context<AppEnv>, match: PortalMatch): Promise<Response> {
  const code = match.locale.code
  const url = new URL(c.req.url)
  const search = searchOf(c, USER_SEARCH_PARAMETER)
  const page = requestedPage(url.searchParams)
  const { users, total } = await listPortalUsers(c.env.DB, { search, page, perPage: USERS_PER_PAGE })
  const notice = c.req.query(USER_NOTICE_PARAMETER)
  const query = new URLSearchParams(url.searchParams)
  query.delete(USER_NOTICE_PARAMETER)
  return renderPortal(
    c,
    match,
    i18nOf(c)._({ id: 'users.title', message: 'User management' }),
    <UsersPage
      rows={users.map((user) => ({
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        level: user.level,
        organisation: user.organisation?.name ?? null,
        editHref: pathFor('portal-users-user', code, { userId: user.id }),
        removeHref: pathFor('portal-users-user-delete', code, { userId: user.id }),
        sessionsHref: pathFor('portal-users-user-sessions', code, { userId: user.id }),
      }))}
      search={search}
      total={total}
      page={page}
      pageCount={Math.max(1, Math.ceil(total / USERS_PER_PAGE))}
      path={pathFor('portal-users', code)}
      query={query}
      addHref={pathFor('portal-users-new', code)}
      notice={(USER_NOTICES as readonly string[]).includes(notice ?? '') ? noticeText(c, notice as UserNotice) : null}
    />,
  )
}

interface UserFormState {
  values: UserFormValues
  problems: Partial<Record<UserFormField, UserFieldProblem>>
  generalError: string | null
}

async function userFormPage(c: Context<AppEnv>, match: PortalMatch, state: UserFormState, status?: 409 | 422 | 503): Promise<Response> {
  const code = match.locale.code
  const i18n = i18nOf(c)
  const mode = match.name === 'portal-users-new' ? 'create' : 'edit'
  const organisations = await listOrganisations(c.env.DB)
  return renderPortal(
    c,
    match,
    mode === 'create'
      ? i18n._({ id: 'users.add_title', message: 'Add a user' })
      : i18n._({ id: 'users.edit_title', message: 'Edit {name}', values: { name: state.values.name } }),
    <UserFormPage
      mode={mode}
      action={pathFor(match.name, code, match.params)}
      values={state.values}
      problems={state.problems}
      generalError={state.generalError}
      organisations={organisations}
      vendorDomain={vendorDomainOf(c.env.VENDOR_EMAIL_DOMAIN)}
      csrfToken={csrfTokenFor(c)}
      cancelHref={pathFor('portal-users', code)}
    />,
    status,
  )
}

async function editUserPage(c: Context<AppEnv>, match: PortalMatch): Promise<Response> {
  const user = await findPortalUser(c.env.DB, match.params.userId!)
  if (!user) return renderNotFound(c)
  return userFormPage(c, match, {
    values: { name: user.name, email: user.email, role: user.role, organisationId: user.organisation?.id ?? '' },
    problems: {},
    generalError: null,
  })
}

function looksAfterPartnersText(c: Context<AppEnv>): string {
  return i18nOf(c)._({
    id: 'users.remove_refused_partners',
    message: 'This sales manager still looks after partners. Assign those partners to another sales manager first.',
  })
}

function customerRecordsFailure(c: Context<AppEnv>): string {
  return i18nOf(c)._({
    id: 'users.customer_records_failed',
    message: 'Something went wrong while saving the user in our customer records. Please try again later.',
  })
}

async function removeUserPage(
  c: Context<AppEnv>,
  match: PortalMatch,
  viewer: PortalViewer,
  generalError: string | null = null,
  status?: 409 | 503,
): Promise<Response> {
  const code = match.locale.code
  const plan = await removalPlanFor(c.env.DB, match.params.userId!, auditIdentitiesOf(viewer))
  if (!plan) return renderNotFound(c)
  return renderPortal(
    c,
    match,
    i18nOf(c)._({ id: 'users.remove_title', message: 'Delete {name}?', values: { name: plan.user.name } }),
    <RemoveUserPage
      user={plan.user}
      projectCount={plan.projectIds.length}
      handOverTo={plan.handOverTo}
      refusal={plan.refusal}
      generalError={generalError}
      action={pathFor('portal-users-user-delete', code, match.params)}
      csrfToken={csrfTokenFor(c)}
      cancelHref={pathFor('portal-users', code)}
    />,
    status,
  )
}

async function showAsPage(c: Context<AppEnv>, match: PortalMatch, viewer: PortalViewer, problem: string | null = null): Promise<Response> {
  const code = match.locale.code
  const actor = actingPerson(viewer)
  const search = searchOf(c, PARTNER_SEARCH_PARAMETER)
  const scope = impersonationScopeOf(actor)
  const candidates = scope ? await impersonationCandidates(c.env.DB, { search, salesManagerId: scope.salesManagerId }) : []
  return renderPortal(
    c,
    match,
    i18nOf(c)._({ id: 'show_as.title', message: 'Show portal as a partner' }),
    <ShowAsPage
      search={search}
      partners={candidates.map((candidate) => ({
        organisationId: candidate.id,
        name: candidate.name,
        country: candidate.country,
        level: candidate.level,
        accountName: candidate.accountName,
      }))}
      action={pathFor('portal-show-as', code)}
      csrfToken={csrfTokenFor(c)}
      iso={isoOf(code)}
      problem={problem}
    />,
    problem ? 422 : undefined,
  )
}

export async function servePortalPage(c: Context<AppEnv>, match: PortalMatch): Promise<Response> {
  const action = PORTAL_PAGE_ACTIONS[match.name]
  if (action === null) return signInPage(c, match)
  const allowed = gate(c, match, action)
  if (!isViewer(allowed)) return allowed
  const viewer = allowed
  switch (match.name) {
    case 'portal':
      return dashboardPage(c, match, viewer)
    case 'portal-trainings':
      return trainingsPage(kitOf(c, match, viewer))
    case 'portal-trainings-training':
      return trainingPage(kitOf(c, match, viewer))
    case 'portal-trainings-training-progress':
    case 'portal-trainings-training-request':
      return trainingSubPage(kitOf(c, match, viewer))
    case 'portal-promotions':
      return promotionsPage(kitOf(c, match, viewer))
    case 'portal-events':
      return eventsPage(kitOf(c, match, viewer))
    case 'portal-events-event':
      return eventSubPage(kitOf(c, match, viewer))
    case 'portal-demo-requests':
      return demoRequestsPage(kitOf(c, match, viewer))
    case 'portal-demo-requests-new':
      return demoWizardPage(kitOf(c, match, viewer))
    case 'portal-demo-requests-request':
      return demoRequestPage(kitOf(c, match, viewer))
    case 'portal-success-stories':
      return successStoriesPage(c, match, viewer, portalRenderer(c, match))
    case 'portal-videos':
      return videoLibraryPage(c, match, portalRenderer(c, match))
    case 'portal-videos-video':
      return videoPage(c, match, portalRenderer(c, match))
    case 'portal-success-stories-new':
    case 'portal-success-stories-files':
      return successStoryWizardPage(c, match, viewer, portalRenderer(c, match))
    case 'portal-support':
    case 'portal-support-ticket':
    case 'portal-support-suggestion':
      return supportPage(c, match, viewer, portalRenderer(c, match))
    case 'portal-wave-request':
      return waveRequestWizardPage(c, match, viewer, portalRenderer(c, match))
    case 'portal-users':
      return usersPage(c, match)
    case 'portal-users-new':
      return userFormPage(c, match, { values: emptyUserForm(), problems: {}, generalError: null })
    case 'portal-users-user':
      return editUserPage(c, match)
    case 'portal-users-user-delete':
      return removeUserPage(c, match, viewer)
    case 'portal-users-user-sessions':
      return userSessionsPage(kitOf(c, match, viewer))
    case 'portal-sessions':
      return sessionsPage(kitOf(c, match, viewer))
    case 'portal-show-as':
      return showAsPage(c, match, viewer)
    case 'portal-show-as-return':
      // The way back is a form post (the banner); a visit lands on the dashboard.
      return c.redirect(pathFor('portal', match.locale.code), 302)
    case 'portal-sign-in':
      return signInPage(c, match)
  }
}

/* ------------------------------------------------------------------ forms */

/** The problem a refused role assignment shows on the role field. */
const ROLE_FIELD_PROBLEMS: Partial<Record<UserSaveProblem, UserFieldProblem>> = {
  'own-role': 'own-role',
  'outside-vendor-domain': 'outside-vendor-domain',
  'not-allowed': 'not-allowed',
}

async function saveUser(c: Context<AppEnv>, match: PortalMatch, viewer: PortalViewer): Promise<Response> {
  const code = match.locale.code
  const mode = match.name === 'portal-users-new' ? 'create' : 'edit'
  const posted = userFormValuesOf(await c.req.parseBody())
  // When editing, the address shown is the account's: the form can neither change nor lose it.
  const stored = mode === 'edit' ? await findPortalUser(c.env.DB, match.params.userId!) : null
  if (mode === 'edit' && !stored) return renderNotFound(c)
  const values = stored && posted.email === '' ? { ...posted, email: stored.email } : posted
  const checked = checkUserForm(posted, mode)
  if (!checked.ok) return userFormPage(c, match, { values, problems: checked.problems, generalError: null }, 422)
  const context = userAccountsContext(c, viewer)
  const outcome =
    mode === 'create'
      ? await createUserAccount(context, checked.details)
      : await updateUserAccount(context, match.params.userId!, checked.details)
  if (outcome.ok) {
    await mailStaffRole(c, viewer, outcome.staffRoleChange)
    const notice: UserNotice = mode === 'create' ? 'created' : 'updated'
    return c.redirect(`${pathFor('portal-users', code)}?${USER_NOTICE_PARAMETER}=${notice}`, 303)
  }
  const roleProblem = ROLE_FIELD_PROBLEMS[outcome.problem]
  if (roleProblem)
    return userFormPage(
      c,
      match,
      { values: stored ? { ...values, email: stored.email } : values, problems: { role: roleProblem }, generalError: null },
      422,
    )
  switch (outcome.problem) {
    case 'not-found':
      return renderNotFound(c)
    case 'duplicate-email':
      return userFormPage(c, match, { values, problems: { email: 'duplicate' }, generalError: null }, 422)
    case 'unknown-organisation':
      return userFormPage(c, match, { values, problems: { organisationId: 'invalid' }, generalError: null }, 422)
    case 'needs-organisation':
      return userFormPage(c, match, { values, problems: { organisationId: 'required' }, generalError: null }, 422)
    case 'email-unchangeable':
      return userFormPage(
        c,
        match,
        { values: { ...values, email: stored!.email }, problems: { email: 'unchangeable' }, generalError: null },
        422,
      )
    case 'customer-records':
      return userFormPage(c, match, { values, problems: {}, generalError: customerRecordsFailure(c) }, 503)
    case 'looks-after-partners':
      return userFormPage(c, match, { values, problems: { role: 'invalid' }, generalError: looksAfterPartnersText(c) }, 409)
    default:
      return userFormPage(c, match, { values, problems: { role: 'not-allowed' }, generalError: null }, 422)
  }
}

async function removeUser(c: Context<AppEnv>, match: PortalMatch, viewer: PortalViewer): Promise<Response> {
  const outcome = await removeUserAccount(userAccountsContext(c, viewer), match.params.userId!)
  if (outcome.ok) await mailStaffRole(c, viewer, outcome.staffRoleChange)
  if (outcome.ok) return c.redirect(`${pathFor('portal-users', match.locale.code)}?${USER_NOTICE_PARAMETER}=removed`, 303)
  if (outcome.problem === 'not-found') return renderNotFound(c)
  if (outcome.problem === 'customer-records') return removeUserPage(c, match, viewer, customerRecordsFailure(c), 503)
  return removeUserPage(c, match, viewer, null, 409)
}

async function startShowingAs(c: Context<AppEnv>, match: PortalMatch, viewer: PortalViewer): Promise<Response> {
  const actor = actingPerson(viewer)
  const session = c.get('session')!
  const form = await c.req.parseBody()
  const organisationId = typeof form.organisation === 'string' ? form.organisation : ''
  const scope = impersonationScopeOf(actor)
  const candidate = scope
    ? (await impersonationCandidates(c.env.DB, { search: '', salesManagerId: scope.salesManagerId })).find(
        (one) => one.id === organisationId,
      )
    : undefined
  const person = candidate ? await findPortalUser(c.env.DB, candidate.accountId) : null
  if (!person || !mayShowPortalAs(actor, person)) {
    return showAsPage(c, match, viewer, i18nOf(c)._({ id: 'show_as.refused', message: 'You cannot show the portal as this partner.' }))
  }
  await writeSessionCookie(c, { sessionId: session.sessionId, userId: person.id, actorId: actor.id, signedInAt: session.signedInAt })
  await recordAudit(
    c.env.DB,
    { actorId: actor.id, onBehalfOfId: person.id },
    {
      action: 'impersonation.started',
      subjectType: 'user',
      subjectId: person.id,
      after: { organisationId: candidate!.id },
    },
  )
  return c.redirect(pathFor('portal', match.locale.code), 303)
}

async function returnToOwnPortal(c: Context<AppEnv>, match: PortalMatch, viewer: PortalViewer): Promise<Response> {
  const session = c.get('session')!
  if (viewer.actor) {
    await recordAudit(c.env.DB, auditIdentitiesOf(viewer), {
      action: 'impersonation.ended',
      subjectType: 'user',
      subjectId: viewer.person.id,
    })
    await writeSessionCookie(c, { sessionId: session.sessionId, userId: viewer.actor.id, actorId: null, signedInAt: session.signedInAt })
  }
  return c.redirect(pathFor('portal', match.locale.code), 303)
}

export async function servePortalForm(c: Context<AppEnv>, match: PortalMatch): Promise<Response> {
  c.header('Cache-Control', PRIVATE_RESPONSE)
  const action = PORTAL_FORM_ACTIONS[match.name]
  if (!action) {
    // Who may not open the page hears so (401/403) before learning which methods it takes.
    const pageAction = PORTAL_PAGE_ACTIONS[match.name]
    if (pageAction) {
      const mayOpen = gate(c, match, pageAction)
      if (!isViewer(mayOpen)) return mayOpen
    }
    c.header('Allow', 'GET')
    return c.text('Method Not Allowed', 405)
  }
  const allowed = gate(c, match, action)
  if (!isViewer(allowed)) return allowed
  switch (match.name) {
    case 'portal-users-new':
    case 'portal-users-user':
      return saveUser(c, match, allowed)
    case 'portal-users-user-delete':
      return removeUser(c, match, allowed)
    case 'portal-users-user-sessions':
      return userSessionsPost(kitOf(c, match, allowed))
    case 'portal-sessions':
      return sessionsPost(kitOf(c, match, allowed))
    case 'portal-show-as':
      return startShowingAs(c, match, allowed)
    case 'portal-show-as-return':
      return returnToOwnPortal(c, match, allowed)
    case 'portal-wave-request':
      return waveRequestPost(c, match, allowed, portalRenderer(c, match))
    case 'portal-support-ticket':
      return sendTicket(c, match, allowed, portalRenderer(c, match))
    case 'portal-success-stories-new':
      return successStoryWizardPost(c, match, allowed, portalRenderer(c, match))
    case 'portal-success-stories-files':
      return successStoryFilePost(c, match, allowed)
    case 'portal-support-suggestion':
      return sendSuggestion(c, match, allowed, portalRenderer(c, match))
    case 'portal-trainings-training':
      return enrolPost(kitOf(c, match, allowed))
    case 'portal-trainings-training-progress':
      return progressPost(kitOf(c, match, allowed))
    case 'portal-trainings-training-request':
      return trainingRequestPost(kitOf(c, match, allowed))
    case 'portal-events-event':
      return registrationPost(kitOf(c, match, allowed))
    case 'portal-demo-requests-new':
      return demoWizardPost(kitOf(c, match, allowed))
    case 'portal-demo-requests-request':
      return demoRequestPost(kitOf(c, match, allowed))
    default:
      return renderNotFound(c)
  }
}
