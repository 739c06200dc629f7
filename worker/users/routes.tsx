/**
 * User management (SPEC.md point 6): the list with search, adding, editing and deleting a portal
 * user, each behind the permission gate; staff role changes are mailed (staff-role-mail.ts).
 */
import { i18nOf } from '../render/request-i18n.ts'
import type { Context } from 'hono'
import { requestedPage } from '../../ui/components/Pagination.tsx'
import { vendorDomainOf } from '../../ui/portal/permissions.ts'
import { actingPerson, type PortalViewer } from '../../ui/portal/viewer.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
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
import { customerRecordsFor } from '../customer-records/customer-record-service.ts'
import type { AppEnv } from '../env.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'
import { auditIdentitiesOf } from '../partners/audit-trail-store.ts'
import { listOrganisations } from '../partners/partner-organisation-store.ts'
import { findPortalUser, listPortalUsers } from '../partners/portal-user-store.ts'
import { NOTICE_PARAMETER, type PortalPageKit, noticeOf, withNotice } from '../portal/portal-page-kit.ts'
import { mailStaffRoleChange } from './staff-role-mail.ts'
import { notificationContextOf, notify } from '../notifications/notification-service.ts'
import {
  type RoleChange,
  type StaffRoleChange,
  type UserAccountsContext,
  type UserSaveProblem,
  createUserAccount,
  removalPlanFor,
  removeUserAccount,
  updateUserAccount,
} from './user-account-store.ts'

export const USERS_PER_PAGE = 20
/** Longest search text taken from the query string. */
export const MAXIMUM_SEARCH_LENGTH = 100
const USER_NOTICES = ['created', 'updated', 'removed'] as const
type UserNotice = (typeof USER_NOTICES)[number]

/** A search text from the query string, trimmed and cut to its longest length. */
export function searchOf(c: Context<AppEnv>, parameter: string): string {
  return (c.req.query(parameter) ?? '').trim().slice(0, MAXIMUM_SEARCH_LENGTH)
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

/** Tells the person their role changed (in the portal, and by e-mail whatever their settings: it concerns their security). */
async function notifyRoleChange(c: Context<AppEnv>, userId: string, change: RoleChange | null): Promise<void> {
  if (!change) return
  await notify(notificationContextOf(c), {
    kind: 'account.role-changed',
    recipients: [userId],
    subject: { type: 'user', id: userId },
    link: { route: 'portal' },
    values: { before: change.before ?? '', after: change.after },
  })
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

async function usersPage(kit: PortalPageKit): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const url = new URL(c.req.url)
  const search = searchOf(c, USER_SEARCH_PARAMETER)
  const page = requestedPage(url.searchParams)
  const { users, total } = await listPortalUsers(c.env.DB, { search, page, perPage: USERS_PER_PAGE })
  const notice = noticeOf(c, USER_NOTICES)
  const query = new URLSearchParams(url.searchParams)
  query.delete(NOTICE_PARAMETER)
  const i18n = i18nOf(c)
  return kit.render(
    i18n._({ id: 'users.title', message: 'User management' }),
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
      notice={notice ? noticeText(c, notice) : null}
    />,
  )
}

interface UserFormState {
  values: UserFormValues
  problems: Partial<Record<UserFormField, UserFieldProblem>>
  generalError: string | null
}

async function userFormPage(kit: PortalPageKit, state: UserFormState, status?: 409 | 422 | 503): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const i18n = i18nOf(c)
  const mode = match.name === 'portal-users-new' ? 'create' : 'edit'
  const organisations = await listOrganisations(c.env.DB)
  return kit.render(
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

async function editUserPage(kit: PortalPageKit): Promise<Response> {
  const { c, match } = kit
  const user = await findPortalUser(c.env.DB, match.params.userId!)
  if (!user) return renderNotFound(c)
  return userFormPage(kit, {
    values: { name: user.name, email: user.email, role: user.role, organisationId: user.organisation?.id ?? '' },
    problems: {},
    generalError: null,
  })
}

function looksAfterPartnersText(c: Context<AppEnv>): string {
  const i18n = i18nOf(c)
  return i18n._({
    id: 'users.remove_refused_partners',
    message: 'This sales manager still looks after partners. Assign those partners to another sales manager first.',
  })
}

function customerRecordsFailure(c: Context<AppEnv>): string {
  const i18n = i18nOf(c)
  return i18n._({
    id: 'users.customer_records_failed',
    message: 'Something went wrong while saving the user in our customer records. Please try again later.',
  })
}

async function removeUserPage(kit: PortalPageKit, generalError: string | null = null, status?: 409 | 503): Promise<Response> {
  const { c, match, viewer } = kit
  const code = match.locale.code
  const plan = await removalPlanFor(c.env.DB, match.params.userId!, auditIdentitiesOf(viewer))
  if (!plan) return renderNotFound(c)
  const i18n = i18nOf(c)
  return kit.render(
    i18n._({ id: 'users.remove_title', message: 'Delete {name}?', values: { name: plan.user.name } }),
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

/** The problem a refused role assignment shows on the role field. */
const ROLE_FIELD_PROBLEMS: Partial<Record<UserSaveProblem, UserFieldProblem>> = {
  'own-role': 'own-role',
  'outside-vendor-domain': 'outside-vendor-domain',
  'not-allowed': 'not-allowed',
}

async function saveUser(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const code = match.locale.code
  const mode = match.name === 'portal-users-new' ? 'create' : 'edit'
  const posted = userFormValuesOf(await c.req.parseBody())
  // When editing, the address shown is the account's: the form can neither change nor lose it.
  const stored = mode === 'edit' ? await findPortalUser(c.env.DB, match.params.userId!) : null
  if (mode === 'edit' && !stored) return renderNotFound(c)
  const values = stored && posted.email === '' ? { ...posted, email: stored.email } : posted
  const checked = checkUserForm(posted, mode)
  if (!checked.ok) return userFormPage(kit, { values, problems: checked.problems, generalError: null }, 422)
  const context = userAccountsContext(c, viewer)
  const outcome =
    mode === 'create'
      ? await createUserAccount(context, checked.details)
      : await updateUserAccount(context, match.params.userId!, checked.details)
  if (outcome.ok) {
    await mailStaffRole(c, viewer, outcome.staffRoleChange)
    await notifyRoleChange(c, outcome.userId, outcome.roleChange)
    const notice: UserNotice = mode === 'create' ? 'created' : 'updated'
    return c.redirect(withNotice(pathFor('portal-users', code), notice), 303)
  }
  const roleProblem = ROLE_FIELD_PROBLEMS[outcome.problem]
  if (roleProblem)
    return userFormPage(
      kit,
      { values: stored ? { ...values, email: stored.email } : values, problems: { role: roleProblem }, generalError: null },
      422,
    )
  switch (outcome.problem) {
    case 'not-found':
      return renderNotFound(c)
    case 'duplicate-email':
      return userFormPage(kit, { values, problems: { email: 'duplicate' }, generalError: null }, 422)
    case 'unknown-organisation':
      return userFormPage(kit, { values, problems: { organisationId: 'invalid' }, generalError: null }, 422)
    case 'needs-organisation':
      return userFormPage(kit, { values, problems: { organisationId: 'required' }, generalError: null }, 422)
    case 'email-unchangeable':
      return userFormPage(
        kit,
        { values: { ...values, email: stored!.email }, problems: { email: 'unchangeable' }, generalError: null },
        422,
      )
    case 'customer-records':
      return userFormPage(kit, { values, problems: {}, generalError: customerRecordsFailure(c) }, 503)
    case 'looks-after-partners':
      return userFormPage(kit, { values, problems: { role: 'invalid' }, generalError: looksAfterPartnersText(c) }, 409)
    default:
      return userFormPage(kit, { values, problems: { role: 'not-allowed' }, generalError: null }, 422)
  }
}

async function removeUser(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const outcome = await removeUserAccount(userAccountsContext(c, viewer), match.params.userId!)
  if (outcome.ok) await mailStaffRole(c, viewer, outcome.staffRoleChange)
  if (outcome.ok) return c.redirect(withNotice(pathFor('portal-users', match.locale.code), 'removed'), 303)
  if (outcome.problem === 'not-found') return renderNotFound(c)
  if (outcome.problem === 'customer-records') return removeUserPage(kit, customerRecordsFailure(c), 503)
  return removeUserPage(kit, null, 409)
}

function newUserPage(kit: PortalPageKit): Promise<Response> {
  return userFormPage(kit, { values: emptyUserForm(), problems: {}, generalError: null })
}

function removeUserPageOf(kit: PortalPageKit): Promise<Response> {
  return removeUserPage(kit)
}

export const userRoutes = {
  'portal-users': portalPage('portal-users', needs('users.view', usersPage)),
  'portal-users-new': portalPage('portal-users', needs('users.create', newUserPage), needs('users.create', saveUser)),
  'portal-users-user': portalPage('portal-users', needs('users.update', editUserPage), needs('users.update', saveUser)),
  'portal-users-user-delete': portalPage('portal-users', needs('users.delete', removeUserPageOf), needs('users.delete', removeUser)),
} satisfies FeatureRoutes
