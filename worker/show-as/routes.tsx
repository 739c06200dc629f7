/**
 * 'Show portal as' (SPEC.md point 6): a sales manager or user admin picks a partner organisation
 * and sees the portal as its partner executive, never beyond their own rights; the banner's form
 * returns to their own portal. Both are recorded in the audit trail.
 */
import { i18nOf } from '../render/request-i18n.ts'
import { isoOf } from '../../ui/format/intl.ts'
import { actingPerson } from '../../ui/portal/viewer.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { PARTNER_SEARCH_PARAMETER, ShowAsPage } from '../../ui/show-as/ShowAsPage.tsx'
import { writeSessionCookie } from '../auth/session.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'
import { auditIdentitiesOf, recordAudit } from '../partners/audit-trail-store.ts'
import { impersonationCandidates } from '../partners/partner-organisation-store.ts'
import { findPortalUser } from '../partners/portal-user-store.ts'
import type { PortalPageKit } from '../portal/portal-page-kit.ts'
import { searchOf } from '../users/routes.tsx'
import { impersonationScopeOf, mayShowPortalAs } from './impersonation-rules.ts'

async function showAsPage(kit: PortalPageKit, problem: string | null = null): Promise<Response> {
  const { c, match, viewer } = kit
  const code = match.locale.code
  const actor = actingPerson(viewer)
  const search = searchOf(c, PARTNER_SEARCH_PARAMETER)
  const scope = impersonationScopeOf(actor)
  const candidates = scope ? await impersonationCandidates(c.env.DB, { search, salesManagerId: scope.salesManagerId }) : []
  const i18n = i18nOf(c)
  return kit.render(
    i18n._({ id: 'show_as.title', message: 'Show portal as a partner' }),
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

async function startShowingAs(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
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
    const i18n = i18nOf(c)
    return showAsPage(kit, i18n._({ id: 'show_as.refused', message: 'You cannot show the portal as this partner.' }))
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

async function returnToOwnPortal(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
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

function showAsStartPage(kit: PortalPageKit): Promise<Response> {
  return showAsPage(kit)
}

/** The way back is a form post (the banner); a visit lands on the dashboard. */
function returnVisit(kit: PortalPageKit): Response {
  return kit.c.redirect(pathFor('portal', kit.match.locale.code), 302)
}

export const showAsRoutes = {
  'portal-show-as': portalPage(
    'portal-show-as',
    needs('impersonation.start', showAsStartPage),
    needs('impersonation.start', startShowingAs),
  ),
  'portal-show-as-return': portalPage(
    'portal-show-as',
    needs('impersonation.return', returnVisit),
    needs('impersonation.return', returnToOwnPortal),
  ),
} satisfies FeatureRoutes
