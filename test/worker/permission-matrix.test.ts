/**
 * The whole permission matrix (SPEC.md point 6), written out here independently of the table in
 * ui/portal/permissions.ts: first the table, and the permission each portal route's definition in
 * the route registry (worker/pages/route-registry.ts) asks for, must say exactly this; then every
 * role (and a signed-out visitor, and every kind of impersonation) is sent to every portal page
 * and every portal form over HTTP, and the server must let through exactly what the matrix allows.
 */
import { describe, expect, it } from 'vitest'
import { type PortalAction, PERMISSIONS, PORTAL_ACTIONS } from '../../ui/portal/permissions.ts'
import { PORTAL_ROLES, type PortalRole } from '../../ui/portal/partner-roles.ts'
import { PORTAL_ROUTE_NAMES, type PortalRouteName, pathFor } from '../../ui/routes/route-table.ts'
import { ROUTE_REGISTRY } from '../../worker/pages/route-registry.ts'
import { visit } from './helpers.ts'
import { TEST_CSRF_TOKEN, postForm, signedInCookies } from './portal-helpers.ts'

/** A seeded training, and a seeded demo request of Brightline AV (looked after by the sales manager below). */
const SEEDED_TRAINING = 'trn-led-installation'
const SEEDED_DEMO_REQUEST = 'dr-seeded-brightline'

const EXECUTIVE: PortalRole = 'partner-executive'
const TRAINEE: PortalRole = 'trainee'
const SALES_MANAGER: PortalRole = 'sales-manager'
const USER_ADMIN: PortalRole = 'user-admin'
const PIM_EDITOR: PortalRole = 'pim-editor'
const PIM_VIEWER: PortalRole = 'pim-viewer'
const COORDINATOR: PortalRole = 'demo-coordinator'
const SUPPORT_AGENT: PortalRole = 'support-agent'
const MARKETING: PortalRole = 'marketing'
const TRAINER: PortalRole = 'trainer'
/** Every role of the portal. */
const EVERYONE = [EXECUTIVE, TRAINEE, SALES_MANAGER, USER_ADMIN, COORDINATOR, SUPPORT_AGENT, MARKETING, TRAINER]
/** Everyone who can sign in, the PIM's staff included. */
const EVERY_ACCOUNT = [...EVERYONE, PIM_EDITOR, PIM_VIEWER]

/** Who may take each action. */
const MATRIX: Record<PortalAction, PortalRole[]> = {
  'dashboard.view': EVERYONE,
  'trainings.view': EVERYONE,
  'events.view': EVERYONE,
  'videos.view': EVERYONE,
  'support.view': EVERYONE,
  'support.ticket': EVERYONE,
  'support.suggestion': EVERYONE,
  'promotions.view': [EXECUTIVE, SALES_MANAGER, USER_ADMIN],
  'demo-requests.view': [EXECUTIVE, SALES_MANAGER, COORDINATOR],
  'success-stories.view': [EXECUTIVE, SALES_MANAGER],
  'success-stories.submit': [EXECUTIVE, SALES_MANAGER],
  'wave-request.view': [EXECUTIVE],
  'wave-request.submit': [EXECUTIVE],
  'users.view': [USER_ADMIN],
  'users.create': [USER_ADMIN],
  'users.update': [USER_ADMIN],
  'users.delete': [USER_ADMIN],
  'impersonation.start': [SALES_MANAGER, USER_ADMIN],
  'impersonation.return': EVERYONE,
  'customer-record.view': EVERYONE,
  'pim.view': [PIM_EDITOR, PIM_VIEWER],
  'pim.assets.edit': [PIM_EDITOR],
  'pim.catalogue.edit': [PIM_EDITOR],
  'trainings.enrol': [EXECUTIVE, TRAINEE],
  'trainings.progress': [EXECUTIVE, TRAINEE],
  'trainings.request': [EXECUTIVE],
  'events.register': [EXECUTIVE, TRAINEE],
  'demo-requests.create': [EXECUTIVE],
  'demo-requests.review': [SALES_MANAGER],
  'sessions.view': EVERY_ACCOUNT,
  'sessions.end': EVERY_ACCOUNT,
  'users.sessions.end': [USER_ADMIN],
  'staff.inbox': [SALES_MANAGER, USER_ADMIN, COORDINATOR, SUPPORT_AGENT, MARKETING, TRAINER],
  'demo-requests.approve': [COORDINATOR],
  'demo-requests.fulfil': [COORDINATOR],
  'demo-requests.change': [EXECUTIVE],
  'demo-pool.view': [COORDINATOR],
  'support.tickets.handle': [SUPPORT_AGENT],
  'support.suggestions.triage': [SUPPORT_AGENT],
  'wave-requests.handle': [SUPPORT_AGENT],
  'audit-log.view': [USER_ADMIN],
  'notifications.view': EVERY_ACCOUNT,
  'notifications.update': EVERY_ACCOUNT,
  'success-stories.review': [MARKETING],
  'trainings.schedule': [TRAINER],
  'trainings.attendance': [TRAINER],
  'trainings.certificate': [EXECUTIVE, TRAINEE],
  'trainings.team': [EXECUTIVE],
  'organisation.team.view': [EXECUTIVE],
  'organisation.team.invite': [EXECUTIVE],
  'organisation.team.deactivate': [EXECUTIVE],
  'organisation.profile.edit': [EXECUTIVE],
}

/** The action each portal page and form needs. */
const PAGE_ACTION: Record<PortalRouteName, PortalAction | null> = {
  portal: 'dashboard.view',
  'portal-sign-in': null,
  'portal-trainings': 'trainings.view',
  'portal-promotions': 'promotions.view',
  'portal-events': 'events.view',
  'portal-demo-requests': 'demo-requests.view',
  'portal-videos': 'videos.view',
  'portal-videos-video': 'videos.view',
  'portal-success-stories': 'success-stories.view',
  'portal-success-stories-new': 'success-stories.submit',
  'portal-success-stories-files': 'success-stories.submit',
  'portal-support': 'support.view',
  'portal-support-ticket': 'support.view',
  'portal-support-suggestion': 'support.view',
  'portal-wave-request': 'wave-request.view',
  'portal-users': 'users.view',
  'portal-users-new': 'users.create',
  'portal-users-user': 'users.update',
  'portal-users-user-delete': 'users.delete',
  'portal-users-user-sessions': 'users.sessions.end',
  'portal-sessions': 'sessions.view',
  'portal-show-as': 'impersonation.start',
  'portal-show-as-return': 'impersonation.return',
  'portal-trainings-training': 'trainings.view',
  'portal-trainings-training-progress': 'trainings.view',
  'portal-trainings-training-request': 'trainings.view',
  'portal-events-event': 'events.view',
  'portal-demo-requests-new': 'demo-requests.create',
  'portal-demo-requests-request': 'demo-requests.view',
  'portal-demo-requests-request-change': 'demo-requests.change',
  'portal-support-tickets': 'support.ticket',
  'portal-support-tickets-ticket': 'support.ticket',
  'portal-notifications': 'notifications.view',
  'portal-notifications-settings': 'notifications.view',
  'portal-notifications-notification': 'notifications.view',
  'portal-staff': 'staff.inbox',
  'portal-staff-demo-pool': 'demo-pool.view',
  'portal-staff-tickets': 'support.tickets.handle',
  'portal-staff-tickets-ticket': 'support.tickets.handle',
  'portal-staff-suggestions': 'support.suggestions.triage',
  'portal-staff-suggestions-suggestion': 'support.suggestions.triage',
  'portal-staff-wave-requests': 'wave-requests.handle',
  'portal-staff-wave-requests-request': 'wave-requests.handle',
  'portal-staff-audit-log': 'audit-log.view',
  'portal-trainings-team': 'trainings.team',
  'portal-trainings-certificate': 'trainings.certificate',
  'portal-success-stories-story-change': 'success-stories.view',
  'portal-staff-success-stories': 'success-stories.review',
  'portal-staff-success-stories-story': 'success-stories.review',
  'portal-staff-translations': 'success-stories.review',
  'portal-staff-training-requests': 'trainings.schedule',
  'portal-staff-training-requests-request': 'trainings.schedule',
  'portal-staff-attendance': 'trainings.attendance',
  'portal-team': 'organisation.team.view',
  'portal-team-invite': 'organisation.team.invite',
  'portal-team-member': 'organisation.team.deactivate',
  'portal-team-invitation': 'organisation.team.invite',
  'portal-company-profile': 'organisation.profile.edit',
  'portal-invitation': null,
}
const FORM_ACTION: Partial<Record<PortalRouteName, PortalAction>> = {
  'portal-users-new': 'users.create',
  'portal-users-user': 'users.update',
  'portal-users-user-delete': 'users.delete',
  'portal-users-user-sessions': 'users.sessions.end',
  'portal-sessions': 'sessions.end',
  'portal-show-as': 'impersonation.start',
  'portal-show-as-return': 'impersonation.return',
  'portal-wave-request': 'wave-request.submit',
  'portal-success-stories-new': 'success-stories.submit',
  'portal-success-stories-files': 'success-stories.submit',
  'portal-support-ticket': 'support.ticket',
  'portal-support-suggestion': 'support.suggestion',
  'portal-trainings-training': 'trainings.enrol',
  'portal-trainings-training-progress': 'trainings.progress',
  'portal-trainings-training-request': 'trainings.request',
  'portal-events-event': 'events.register',
  'portal-demo-requests-new': 'demo-requests.create',
  // Reaching the request needs demo-requests.view; each move then needs its own action (tested in portal-demo-requests.test.ts).
  'portal-demo-requests-request': 'demo-requests.view',
  'portal-demo-requests-request-change': 'demo-requests.change',
  'portal-support-tickets-ticket': 'support.ticket',
  'portal-notifications': 'notifications.update',
  'portal-notifications-settings': 'notifications.update',
  'portal-notifications-notification': 'notifications.update',
  'portal-staff-tickets-ticket': 'support.tickets.handle',
  'portal-staff-suggestions-suggestion': 'support.suggestions.triage',
  'portal-staff-wave-requests-request': 'wave-requests.handle',
  'portal-success-stories-story-change': 'success-stories.submit',
  'portal-staff-success-stories-story': 'success-stories.review',
  'portal-staff-translations': 'success-stories.review',
  'portal-staff-training-requests-request': 'trainings.schedule',
  'portal-staff-attendance': 'trainings.attendance',
  'portal-team-invite': 'organisation.team.invite',
  'portal-team-member': 'organisation.team.deactivate',
  'portal-team-invitation': 'organisation.team.invite',
  'portal-company-profile': 'organisation.profile.edit',
}

/** The wizards: a signed-out post is held and answered with the way to sign in (docs/decisions/049). */
const WIZARD_ROUTE_NAMES: readonly PortalRouteName[] = ['portal-demo-requests-new', 'portal-success-stories-new', 'portal-wave-request']

/** The pages anyone may open: signing in, and an invitation's link (which, without a valid token, says it cannot be used: 404). */
const OPEN_ROUTES: readonly PortalRouteName[] = ['portal-sign-in', 'portal-invitation']

/** A seeded person of each role: the trainee's organisation is looked after by the sales manager. */
const PERSON: Record<PortalRole, string> = {
  'partner-executive': 'usr-olivia-bennett',
  trainee: 'usr-tom-hughes',
  'sales-manager': 'usr-sam-carter',
  'user-admin': 'usr-uma-patel',
  'pim-editor': 'usr-priya-nair',
  'pim-viewer': 'usr-felix-braun',
  'demo-coordinator': 'usr-nadia-okafor',
  'support-agent': 'usr-ravi-mehta',
  marketing: 'usr-mia-laurent',
  trainer: 'usr-theo-grant',
}

/** Route parameters that name nobody, so that an allowed form changes nothing. */
const PARAMS: Partial<Record<PortalRouteName, Record<string, string>>> = {
  'portal-videos-video': { videoSlug: 'installing-an-led-wall' },
  'portal-users-user': { userId: 'usr-grace-kim' },
  'portal-users-user-delete': { userId: 'usr-grace-kim' },
  'portal-users-user-sessions': { userId: 'usr-grace-kim' },
  'portal-trainings-training': { trainingId: SEEDED_TRAINING },
  'portal-trainings-training-progress': { trainingId: SEEDED_TRAINING },
  'portal-trainings-training-request': { trainingId: SEEDED_TRAINING },
  'portal-events-event': { eventId: 'partner-kick-off-2027' },
  'portal-demo-requests-request': { requestId: SEEDED_DEMO_REQUEST },
  'portal-demo-requests-request-change': { requestId: SEEDED_DEMO_REQUEST },
  // Things nobody has: an allowed viewer passes the gate and is told there is no such thing (404).
  'portal-support-tickets-ticket': { ticketId: 'lead-nobody' },
  'portal-notifications-notification': { notificationId: 'ntf-nobody' },
  'portal-staff-tickets-ticket': { ticketId: 'lead-nobody' },
  'portal-staff-suggestions-suggestion': { suggestionId: 'suggestion-nobody' },
  'portal-staff-wave-requests-request': { waveRequestId: 'wave-nobody' },
  'portal-trainings-certificate': { certificateId: 'crt-nobody' },
  'portal-success-stories-story-change': { storyId: 'story-nobody' },
  'portal-staff-success-stories-story': { storyId: 'story-nobody' },
  'portal-staff-training-requests-request': { requestId: 'trq-nobody' },
  // Someone of another organisation: the executive is told there is no such person in their team (404).
  'portal-team-member': { userId: 'usr-grace-kim' },
  'portal-team-invitation': { invitationId: 'inv-nobody' },
}
const FORM_PARAMS: Partial<Record<PortalRouteName, Record<string, string>>> = {
  'portal-users-user': { userId: 'usr-nobody' },
  'portal-users-user-delete': { userId: 'usr-nobody' },
  'portal-users-user-sessions': { userId: 'usr-nobody' },
  'portal-trainings-training': { trainingId: 'trn-nobody' },
  'portal-trainings-training-progress': { trainingId: 'trn-nobody' },
  'portal-trainings-training-request': { trainingId: 'trn-nobody' },
  'portal-events-event': { eventId: 'no-such-event' },
  'portal-demo-requests-request': { requestId: 'dr-nobody' },
  'portal-demo-requests-request-change': { requestId: 'dr-nobody' },
  'portal-support-tickets-ticket': { ticketId: 'lead-nobody' },
  'portal-notifications-notification': { notificationId: 'ntf-nobody' },
  'portal-staff-tickets-ticket': { ticketId: 'lead-nobody' },
  'portal-staff-suggestions-suggestion': { suggestionId: 'suggestion-nobody' },
  'portal-staff-wave-requests-request': { waveRequestId: 'wave-nobody' },
  'portal-success-stories-story-change': { storyId: 'story-nobody' },
  'portal-staff-success-stories-story': { storyId: 'story-nobody' },
  'portal-staff-training-requests-request': { requestId: 'trq-nobody' },
  'portal-trainings-certificate': { certificateId: 'crt-nobody' },
  'portal-team-member': { userId: 'usr-nobody' },
  'portal-team-invitation': { invitationId: 'inv-nobody' },
}

function may(roles: PortalRole[], action: PortalAction | null): boolean {
  return action === null || roles.every((role) => MATRIX[action].includes(role))
}

/** What a page answers when it may be opened: 200, or the redirect of the form-only routes. */
const OPEN_STATUS: Partial<Record<PortalRouteName, number>> = {
  'portal-show-as-return': 302,
  'portal-trainings-training-progress': 302,
  'portal-trainings-training-request': 302,
  'portal-events-event': 302,
  'portal-demo-requests-request-change': 302,
  'portal-notifications-notification': 302,
  'portal-support-tickets-ticket': 404,
  'portal-staff-tickets-ticket': 404,
  'portal-staff-suggestions-suggestion': 404,
  'portal-staff-wave-requests-request': 404,
  'portal-trainings-certificate': 404,
  'portal-success-stories-story-change': 302,
  'portal-staff-success-stories-story': 404,
  'portal-staff-training-requests-request': 404,
  'portal-team-member': 404,
  'portal-team-invitation': 404,
}

async function pageStatus(route: PortalRouteName, cookie: string | null): Promise<number> {
  const response = await visit(pathFor(route, 'en-gb', PARAMS[route]), cookie ? { headers: { Cookie: cookie } } : {})
  await response.arrayBuffer()
  return response.status
}

async function formStatus(route: PortalRouteName, cookie: string): Promise<number> {
  const response = await postForm(pathFor(route, 'en-gb', FORM_PARAMS[route]), {}, cookie)
  await response.arrayBuffer()
  return response.status
}

describe('the permission table', () => {
  it('grants exactly the matrix, for every action and role', () => {
    expect([...PORTAL_ACTIONS].sort()).toEqual(Object.keys(MATRIX).sort())
    for (const action of PORTAL_ACTIONS) {
      expect(Object.keys(PERMISSIONS[action]).sort(), action).toEqual([...MATRIX[action]].sort())
    }
  })

  it('covers every portal route, page and form', () => {
    const PORTAL_PAGE_ACTIONS = Object.fromEntries(PORTAL_ROUTE_NAMES.map((route) => [route, ROUTE_REGISTRY[route].get.permission]))
    const PORTAL_FORM_ACTIONS = Object.fromEntries(
      PORTAL_ROUTE_NAMES.flatMap((route) => {
        const post = ROUTE_REGISTRY[route].post
        return post ? [[route, post.permission]] : []
      }),
    )
    expect([...PORTAL_ROUTE_NAMES].sort()).toEqual(Object.keys(PAGE_ACTION).sort())
    expect(PORTAL_PAGE_ACTIONS).toEqual(PAGE_ACTION)
    expect(PORTAL_FORM_ACTIONS).toEqual(FORM_ACTION)
  })
})

describe('every role on every portal page', () => {
  it('signed out: every page but the sign-in page asks to log in (401)', async () => {
    for (const route of PORTAL_ROUTE_NAMES) {
      const expected = route === 'portal-sign-in' ? 200 : route === 'portal-invitation' ? 404 : 401
      expect(await pageStatus(route, null), route).toBe(expected)
    }
  })

  for (const role of PORTAL_ROLES) {
    it(`${role}: allowed pages open, the others answer no access (403)`, async () => {
      const cookie = await signedInCookies(PERSON[role])
      for (const route of PORTAL_ROUTE_NAMES) {
        if (OPEN_ROUTES.includes(route)) continue
        const expected = may([role], PAGE_ACTION[route]) ? (OPEN_STATUS[route] ?? 200) : 403
        expect(await pageStatus(route, cookie), `${role} GET ${route}`).toBe(expected)
      }
    })
  }
})

describe('every role on every portal form', () => {
  it('signed out: every form asks to log in (401)', async () => {
    for (const route of Object.keys(FORM_ACTION) as PortalRouteName[]) {
      const response = await visit(pathFor(route, 'en-gb', FORM_PARAMS[route]), {
        method: 'POST',
        body: new URLSearchParams({ _csrf: TEST_CSRF_TOKEN }),
        headers: { Cookie: `csrf=${TEST_CSRF_TOKEN}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      })
      await response.arrayBuffer()
      // A wizard step is held and the person sent to sign in (session expiry mid-wizard).
      expect(response.status, route).toBe(WIZARD_ROUTE_NAMES.includes(route) ? 303 : 401)
    }
  })

  for (const role of PORTAL_ROLES) {
    it(`${role}: allowed forms are handled, the others refused (403)`, async () => {
      const cookie = await signedInCookies(PERSON[role])
      for (const [route, action] of Object.entries(FORM_ACTION) as Array<[PortalRouteName, PortalAction]>) {
        const status = await formStatus(route, cookie)
        if (may([role], action)) expect([303, 404, 422], `${role} POST ${route}`).toContain(status)
        else expect(status, `${role} POST ${route}`).toBe(403)
      }
    })
  }

  it('a page that takes no form answers 405', async () => {
    const response = await postForm('/portal/trainings', {}, await signedInCookies(PERSON[EXECUTIVE]))
    expect(response.status).toBe(405)
    await response.arrayBuffer()
  })
})

describe('impersonation never reaches beyond the impersonator’s own rights', () => {
  const CASES: Array<{ actor: PortalRole; person: PortalRole }> = [
    { actor: SALES_MANAGER, person: EXECUTIVE },
    { actor: SALES_MANAGER, person: TRAINEE },
    { actor: USER_ADMIN, person: EXECUTIVE },
    { actor: USER_ADMIN, person: TRAINEE },
  ]

  for (const { actor, person } of CASES) {
    it(`${actor} showing the portal as a ${person}: only what both may open`, async () => {
      const cookie = await signedInCookies(PERSON[person], PERSON[actor])
      const page = await (await visit('/portal', { headers: { Cookie: cookie } })).text()
      expect(page, 'the impersonation is in force').toContain('data-impersonation-banner')
      for (const route of PORTAL_ROUTE_NAMES) {
        if (OPEN_ROUTES.includes(route)) continue
        const expected = may([actor, person], PAGE_ACTION[route]) ? (OPEN_STATUS[route] ?? 200) : 403
        expect(await pageStatus(route, cookie), `${actor} as ${person}: GET ${route}`).toBe(expected)
      }
    })
  }
})

/** A same-site POST with the CSRF token to every portal route: the form's action, or 405 where the page takes none. */
function postExpectation(roles: PortalRole[], route: PortalRouteName): number[] {
  const formAction = FORM_ACTION[route]
  if (!formAction) return may(roles, PAGE_ACTION[route]) ? [405] : [403]
  return may(roles, formAction) ? [303, 404, 422] : [403]
}

describe('every portal route answers POST by the permission table, also while impersonating', () => {
  it('signed out: every route but the sign-in page asks to log in (401)', async () => {
    for (const route of PORTAL_ROUTE_NAMES) {
      if (OPEN_ROUTES.includes(route)) continue
      const response = await visit(pathFor(route, 'en-gb', FORM_PARAMS[route] ?? PARAMS[route]), {
        method: 'POST',
        body: new URLSearchParams({ _csrf: TEST_CSRF_TOKEN }),
        headers: {
          Cookie: `csrf=${TEST_CSRF_TOKEN}`,
          Origin: 'http://127.0.0.1:8787',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
      })
      await response.arrayBuffer()
      expect(response.status, `POST ${route}`).toBe(WIZARD_ROUTE_NAMES.includes(route) ? 303 : 401)
    }
  })

  const PEOPLE: Array<{ label: string; roles: PortalRole[]; cookie: () => Promise<string> }> = [
    ...PORTAL_ROLES.map((role) => ({ label: role, roles: [role], cookie: () => signedInCookies(PERSON[role]) })),
    {
      label: 'sales manager as a partner executive',
      roles: [SALES_MANAGER, EXECUTIVE],
      cookie: () => signedInCookies(PERSON[EXECUTIVE], PERSON[SALES_MANAGER]),
    },
    { label: 'user admin as a trainee', roles: [USER_ADMIN, TRAINEE], cookie: () => signedInCookies(PERSON[TRAINEE], PERSON[USER_ADMIN]) },
  ]

  for (const person of PEOPLE) {
    it(`${person.label}: every route, GET and POST`, async () => {
      const cookie = await person.cookie()
      for (const route of PORTAL_ROUTE_NAMES) {
        if (OPEN_ROUTES.includes(route)) continue
        const impersonating = person.roles.length > 1
        // Returning from an impersonation is every impersonator's right, whatever the table says of the partner.
        if (impersonating && route === 'portal-show-as-return') continue
        const status = await formStatus(route, cookie)
        expect(postExpectation(person.roles, route), `${person.label} POST ${route} answered ${status}`).toContain(status)
      }
    })
  }
})
