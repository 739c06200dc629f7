/**
 * Partner self-service (docs/decisions/048-partner-self-service.md): the partner executive's team
 * (invite by e-mail, withdraw an invitation, deactivate, reactivate), the company profile, and the
 * page an invitation's link opens. Every page is behind the permission table's `organisation.*`
 * actions and reaches only the viewer's own organisation; every change is audited (team-store.ts,
 * company-profile-store.ts).
 */
import { i18nOf } from '../render/request-i18n.ts'
import type { Context } from 'hono'
import { renderToStaticMarkup } from 'react-dom/server'
import { localeFor } from '../../locales/registry.ts'
import { formatDate, isoOf } from '../../ui/format/intl.ts'
import { mailPlainText } from '../../ui/notifications/mail-plain-text.ts'
import { CompanyProfilePage } from '../../ui/organisation/CompanyProfilePage.tsx'
import { InvitationMail, invitationMailSubject } from '../../ui/organisation/InvitationMail.tsx'
import {
  type CompanyProfile,
  type FieldProblem,
  type InvitationField,
  type InvitationValues,
  type ProfileProblems,
  checkCompanyProfile,
  checkInvitation,
  companyProfileOf,
  invitationValuesOf,
} from '../../ui/organisation/organisation-forms.ts'
import { InvitationPage, InvitePage, TeamInvitationPage, TeamMemberPage, TeamPage } from '../../ui/organisation/TeamPages.tsx'
import type { PortalRole } from '../../ui/portal/partner-roles.ts'
import { actingPerson } from '../../ui/portal/viewer.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { deliverMail, mailSenderFor } from '../adapters/mail/mail-sender.ts'
import { SIGN_IN_OPTIONS, availableSignInOptions } from '../auth/identity-providers.ts'
import { AUTH_PATHS } from '../auth/auth-paths.ts'
import { allowSignInRedirects } from '../auth/sign-in-redirects.ts'
import { seconds } from '../auth/session.ts'
import type { AppEnv } from '../env.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'
import { auditIdentitiesOf, recordAudit } from '../partners/audit-trail-store.ts'
import { type OpenPortalPageKit, type PortalPageKit, noticeOf, withNotice } from '../portal/portal-page-kit.ts'
import { readCompanyProfile, saveCompanyProfile } from './company-profile-store.ts'
import { INVITATION_TOKEN_PARAMETER, checkInvitationToken, rememberInvitation, signInvitation } from './invitation-link.ts'
import {
  INVITATION_VALIDITY_SECONDS,
  type InvitationProblem,
  createInvitation,
  findInvitationOf,
  findTeamMember,
  isPending,
  listPendingInvitations,
  listTeam,
  setMemberActive,
  withdrawInvitation,
} from './team-store.ts'

/** What the invite form marks for each invitation the store refused. */
const INVITATION_PROBLEM_FIELDS: Record<InvitationProblem, Partial<Record<InvitationField, FieldProblem>>> = {
  'already-has-account': { email: 'duplicate' },
  'already-invited': { email: 'pending-invitation' },
  'not-a-partner-role': { role: 'not-allowed' },
}

const TEAM_NOTICES = ['invited', 'withdrawn', 'deactivated', 'reactivated'] as const
type TeamNotice = (typeof TEAM_NOTICES)[number]

/** The organisation the executive manages (a partner executive always has one). */
function organisationOf(kit: PortalPageKit) {
  return kit.viewer.person.organisation
}

function teamNoticeText(c: Context<AppEnv>, notice: TeamNotice): string {
  const i18n = i18nOf(c)
  switch (notice) {
    case 'invited':
      return i18n._({ id: 'team.notice_invited', message: 'The invitation was sent.' })
    case 'withdrawn':
      return i18n._({ id: 'team.notice_withdrawn', message: 'Invitation withdrawn.' })
    case 'deactivated':
      return i18n._({ id: 'team.notice_deactivated', message: 'The account was deactivated and its sessions ended.' })
    case 'reactivated':
      return i18n._({ id: 'team.notice_reactivated', message: 'The account was reactivated.' })
  }
}

async function teamPage(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const organisation = organisationOf(kit)
  if (!organisation) return renderNotFound(c)
  const code = match.locale.code
  const [members, invitations] = await Promise.all([
    listTeam(c.env.DB, organisation.id),
    listPendingInvitations(c.env.DB, organisation.id, seconds(new Date())),
  ])
  const notice = noticeOf(c, TEAM_NOTICES)
  return kit.render(
    i18nOf(c)._({ id: 'team.title', message: 'Your team' }),
    <TeamPage
      rows={members.map((member) => ({
        id: member.id,
        name: member.name,
        email: member.email,
        role: member.role,
        active: member.deactivatedAt === null,
        changeHref: member.id === actingPerson(viewer).id ? null : pathFor('portal-team-member', code, { userId: member.id }),
      }))}
      invitations={invitations.map((invitation) => ({
        ...invitation,
        expiresAt: new Date(invitation.expiresAt * 1000).toISOString(),
        withdrawHref: pathFor('portal-team-invitation', code, { invitationId: invitation.id }),
      }))}
      inviteHref={pathFor('portal-team-invite', code)}
      notice={notice ? teamNoticeText(c, notice) : null}
      iso={isoOf(code)}
    />,
  )
}

function invitePage(
  kit: PortalPageKit,
  values: InvitationValues = { name: '', email: '', role: '' },
  problems: Partial<Record<InvitationField, FieldProblem>> = {},
  status?: 422,
): Served {
  const { c, match } = kit
  const code = match.locale.code
  return kit.render(
    i18nOf(c)._({ id: 'team.invite_title', message: 'Invite a colleague' }),
    <InvitePage
      action={pathFor('portal-team-invite', code)}
      values={values}
      problems={problems}
      organisation={organisationOf(kit)?.name ?? ''}
      validityDays={INVITATION_VALIDITY_SECONDS / 86400}
      csrfToken={csrfTokenFor(c)}
      cancelHref={pathFor('portal-team', code)}
    />,
    status,
  )
}

type Served = Response | Promise<Response>

async function sendInvitation(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const organisation = organisationOf(kit)
  if (!organisation) return renderNotFound(c)
  const code = match.locale.code
  const values = invitationValuesOf(await c.req.parseBody())
  const checked = checkInvitation(values)
  if (!checked.ok) return invitePage(kit, values, checked.problems, 422)
  const now = new Date()
  const created = await createInvitation(
    c.env.DB,
    auditIdentitiesOf(viewer),
    { organisationId: organisation.id, ...checked.invitation },
    seconds(now),
  )
  if (!created.ok) return invitePage(kit, values, INVITATION_PROBLEM_FIELDS[created.problem], 422)
  // The invitation is stored; now the link goes out (a failed mail is logged and audited, the invitation stays pending).
  const token = await signInvitation(c, { id: created.id, organisationId: organisation.id, expiresAt: created.expiresAt })
  const acceptHref = `${new URL(c.env.SITE_ORIGIN).origin}${pathFor('portal-invitation', code)}?${new URLSearchParams({ [INVITATION_TOKEN_PARAMETER]: token })}`
  const locale = localeFor(code, c.get('environment'))
  const i18n = i18nOf(c)
  const element = (
    <InvitationMail
      i18n={i18n}
      lang={locale.iso}
      name={checked.invitation.name}
      inviter={actingPerson(viewer).name}
      organisation={organisation.name}
      role={checked.invitation.role}
      acceptHref={acceptHref}
      validUntil={formatDate(locale.iso, new Date(created.expiresAt * 1000).toISOString(), { dateStyle: 'long', timeStyle: 'short' })}
    />
  )
  const sent = await deliverMail(mailSenderFor(c.get('environment'), c.env, c.get('logger')), {
    to: { email: checked.invitation.email, name: checked.invitation.name },
    subject: invitationMailSubject(i18n, organisation.name),
    text: mailPlainText(element),
    html: `<!DOCTYPE html>${renderToStaticMarkup(element)}`,
    purpose: 'organisation-invitation',
  })
  if (!sent.ok) {
    c.get('logger').error(`The invitation ${created.id} could not be mailed: ${sent.reason}`)
    await recordAudit(c.env.DB, auditIdentitiesOf(viewer), {
      action: 'organisation.invitation-mail-failed',
      subjectType: 'organisation',
      subjectId: organisation.id,
      after: { invitation: created.id, reason: sent.reason },
    })
  }
  return c.redirect(withNotice(pathFor('portal-team', code), 'invited'), 303)
}

async function teamMemberPage(kit: PortalPageKit, problem: string | null = null, status?: 409): Promise<Response> {
  const { c, match } = kit
  const organisation = organisationOf(kit)
  const member = organisation ? await findTeamMember(c.env.DB, organisation.id, match.params.userId!) : null
  if (!member || member.id === actingPerson(kit.viewer).id) return renderNotFound(c)
  const code = match.locale.code
  const active = member.deactivatedAt === null
  const i18n = i18nOf(c)
  return kit.render(
    active
      ? i18n._({ id: 'team.deactivate_title', message: 'Deactivate {name}?', values: { name: member.name } })
      : i18n._({ id: 'team.reactivate_title', message: 'Reactivate {name}?', values: { name: member.name } }),
    <TeamMemberPage
      member={{ name: member.name, email: member.email, active }}
      problem={problem}
      action={pathFor('portal-team-member', code, match.params)}
      csrfToken={csrfTokenFor(c)}
      cancelHref={pathFor('portal-team', code)}
    />,
    status,
  )
}

async function changeTeamMember(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const organisation = organisationOf(kit)
  if (!organisation) return renderNotFound(c)
  const posted = (await c.req.parseBody()).active
  if (posted !== 'true' && posted !== 'false') return teamMemberPage(kit, null, 409)
  const active = posted === 'true'
  const outcome = await setMemberActive(c.env.DB, auditIdentitiesOf(viewer), organisation.id, match.params.userId!, active)
  if (outcome.ok) return c.redirect(withNotice(pathFor('portal-team', match.locale.code), active ? 'reactivated' : 'deactivated'), 303)
  // `i18n._` (not `i18nOf(c)._`): the catalog extraction finds only calls on `i18n`.
  const i18n = i18nOf(c)
  if (outcome.problem === 'unchanged')
    return teamMemberPage(
      kit,
      i18n._({ id: 'team.problem_unchanged', message: 'Someone else changed this account in the meantime. Please check it again.' }),
      409,
    )
  return renderNotFound(c)
}

/** Confirming the withdrawal of a pending invitation of the organisation (any other: 404). */
async function invitationWithdrawalPage(kit: PortalPageKit): Promise<Response> {
  const { c, match } = kit
  const organisation = organisationOf(kit)
  const invitation = organisation ? await findInvitationOf(c.env.DB, organisation.id, match.params.invitationId!) : null
  if (!invitation || !isPending(invitation, seconds(new Date()))) return renderNotFound(c)
  return renderInvitationWithdrawal(kit, invitation, null)
}

function renderInvitationWithdrawal(
  kit: PortalPageKit,
  invitation: { name: string; email: string; role: PortalRole },
  problem: string | null,
): Served {
  const { c, match } = kit
  const code = match.locale.code
  const i18n = i18nOf(c)
  return kit.render(
    i18n._({ id: 'team.withdraw_title', message: 'Withdraw the invitation for {name}?', values: { name: invitation.name } }),
    <TeamInvitationPage
      invitation={invitation}
      problem={problem}
      action={problem ? null : pathFor('portal-team-invitation', code, match.params)}
      csrfToken={csrfTokenFor(c)}
      cancelHref={pathFor('portal-team', code)}
    />,
    problem ? 409 : undefined,
  )
}

async function withdraw(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const organisation = organisationOf(kit)
  if (!organisation) return renderNotFound(c)
  const invitationId = match.params.invitationId!
  const outcome = await withdrawInvitation(c.env.DB, auditIdentitiesOf(viewer), organisation.id, invitationId, seconds(new Date()))
  if (outcome.ok) return c.redirect(withNotice(pathFor('portal-team', match.locale.code), 'withdrawn'), 303)
  if (outcome.problem === 'not-found') return renderNotFound(c)
  const i18n = i18nOf(c)
  return renderInvitationWithdrawal(
    kit,
    outcome.invitation,
    i18n._({
      id: 'team.problem_not_pending',
      message: 'This invitation is no longer pending: it was accepted, withdrawn or has expired in the meantime.',
    }),
  )
}

async function companyProfilePage(
  kit: PortalPageKit,
  posted: { profile: CompanyProfile; problems: ProfileProblems } | null = null,
): Promise<Response> {
  const { c, match } = kit
  const organisation = organisationOf(kit)
  const profile = posted?.profile ?? (organisation ? await readCompanyProfile(c.env.DB, organisation.id) : null)
  if (!profile) return renderNotFound(c)
  const code = match.locale.code
  const i18n = i18nOf(c)
  return kit.render(
    i18n._({ id: 'profile.title', message: 'Company profile' }),
    <CompanyProfilePage
      profile={profile}
      problems={posted?.problems ?? {}}
      notice={noticeOf(c, ['saved'] as const) ? i18n._({ id: 'profile.notice_saved', message: 'The company profile was saved.' }) : null}
      action={pathFor('portal-company-profile', code)}
      csrfToken={csrfTokenFor(c)}
      iso={isoOf(code)}
    />,
    posted ? 422 : undefined,
  )
}

async function saveProfile(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const organisation = organisationOf(kit)
  if (!organisation) return renderNotFound(c)
  const profile = companyProfileOf(await c.req.parseBody())
  const problems = checkCompanyProfile(profile)
  if (Object.keys(problems).length) return companyProfilePage(kit, { profile, problems })
  await saveCompanyProfile(c.env.DB, auditIdentitiesOf(viewer), organisation.id, profile)
  return c.redirect(withNotice(pathFor('portal-company-profile', match.locale.code), 'saved'), 303)
}

/** The invitation's link: who invites them where, and the sign-in options; the token goes into a cookie for the sign-in's callback. */
async function invitationPage(kit: OpenPortalPageKit): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const i18n = i18nOf(c)
  const token = c.req.query(INVITATION_TOKEN_PARAMETER) ?? ''
  const checked = token ? await checkInvitationToken(c, token, new Date()) : null
  const options = availableSignInOptions(c.env, c.get('environment'))
  allowSignInRedirects(c)
  const actionFor = Object.fromEntries(SIGN_IN_OPTIONS.map((option) => [option, `${AUTH_PATHS.signIn}/${option}`])) as Record<
    (typeof SIGN_IN_OPTIONS)[number],
    string
  >
  let invitation = null
  if (checked?.ok) {
    rememberInvitation(c, token)
    const organisation = await readCompanyProfile(c.env.DB, checked.invitation.organisationId)
    invitation = {
      name: checked.invitation.name,
      email: checked.invitation.email,
      organisation: organisation?.displayName ?? '',
      role: checked.invitation.role,
    }
  }
  // The link's token must not travel on to other sites in a Referer header ('no-referrer' would make
  // the sign-in form's Origin `null`, which the CSRF check refuses).
  c.header('Referrer-Policy', 'same-origin')
  return kit.render(
    invitation
      ? i18n._({ id: 'invitation.title', message: 'Join {organisation}', values: { organisation: invitation.organisation } })
      : i18n._({ id: 'invitation.unusable_title', message: 'This invitation cannot be used' }),
    <InvitationPage
      invitation={invitation}
      withdrawn={checked?.ok === false && checked.reason === 'withdrawn'}
      options={options}
      actionFor={actionFor}
      returnTo={pathFor('portal', code)}
      code={code}
      csrfToken={csrfTokenFor(c)}
    />,
    invitation ? undefined : 404,
  )
}

export const organisationRoutes = {
  'portal-team': portalPage('portal-team', needs('organisation.team.view', teamPage)),
  'portal-team-invite': portalPage(
    'portal-team',
    needs('organisation.team.invite', (kit) => invitePage(kit)),
    needs('organisation.team.invite', sendInvitation),
  ),
  'portal-team-member': portalPage(
    'portal-team',
    needs('organisation.team.deactivate', (kit) => teamMemberPage(kit)),
    needs('organisation.team.deactivate', changeTeamMember),
  ),
  // Who may invite may withdraw an invitation.
  'portal-team-invitation': portalPage(
    'portal-team',
    needs('organisation.team.invite', invitationWithdrawalPage),
    needs('organisation.team.invite', withdraw),
  ),
  'portal-company-profile': portalPage(
    'portal-company-profile',
    needs('organisation.profile.edit', (kit) => companyProfilePage(kit)),
    needs('organisation.profile.edit', saveProfile),
  ),
  'portal-invitation': portalPage(null, { permission: null, serve: invitationPage }),
} satisfies FeatureRoutes
