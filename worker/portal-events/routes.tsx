/** The portal's events over HTTP: the list, and registering for (or cancelling) a partner event. */
import { isoOf } from '../../ui/format/intl.ts'
import { areaIntro } from '../../ui/portal/area-texts.ts'
import { isoDay } from '../../ui/demo-requests/demo-request-rules.ts'
import { PortalEventsPage } from '../../ui/portal-events/PortalEventsPage.tsx'
import { isAllowed } from '../../ui/portal/permissions.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { ContentRepository } from '../content/repository.ts'
import { ContentStore } from '../content/content-store.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { auditIdentitiesOf } from '../partners/audit-trail-store.ts'
import { type RegistrationOutcome, changeRegistration, portalEvents } from './partner-event-store.ts'
import { type PortalPageKit, type PortalStatus, noticeOf, withNotice } from '../portal/portal-page-kit.ts'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'

const EVENT_NOTICES = ['registered', 'cancelled'] as const

async function publishedEvents(kit: PortalPageKit) {
  const repository = new ContentRepository(new ContentStore(kit.c.env.CONTENT, kit.c.get('logger')), kit.match.locale.code)
  return (await repository.events())?.items ?? []
}

async function renderEvents(kit: PortalPageKit, problem: string | null = null, status?: PortalStatus): Promise<Response> {
  const code = kit.match.locale.code
  const i18n = kit.c.get('i18n')!
  const events = await portalEvents(kit.c.env.DB, await publishedEvents(kit), kit.viewer.person, isoDay(new Date()))
  const notice = noticeOf(kit.c, EVENT_NOTICES)
  return kit.render(
    i18n._({ id: 'portal.nav.events', message: 'Events' }),
    <PortalEventsPage
      intro={areaIntro(i18n, 'portal-events')}
      events={events}
      registerAction={
        isAllowed(kit.viewer, 'events.register') && kit.viewer.person.organisation
          ? (eventId) => pathFor('portal-events-event', code, { eventId })
          : null
      }
      csrfToken={csrfTokenFor(kit.c)}
      notice={
        notice && !problem
          ? notice === 'registered'
            ? i18n._({ id: 'portal_events.notice.registered', message: 'You are registered. We look forward to seeing you.' })
            : i18n._({ id: 'portal_events.notice.cancelled', message: 'Your registration was cancelled.' })
          : null
      }
      problem={problem}
      iso={isoOf(code)}
    />,
    status,
  )
}

export function eventsPage(kit: PortalPageKit): Promise<Response> {
  return renderEvents(kit)
}

/** An event's portal address takes posts only; a visit lands on the list. */
export function eventSubPage(kit: PortalPageKit): Response {
  return kit.c.redirect(pathFor('portal-events', kit.match.locale.code), 302)
}

function problemText(kit: PortalPageKit, problem: Exclude<RegistrationOutcome, { ok: true }>['problem']): string {
  const i18n = kit.c.get('i18n')!
  switch (problem) {
    case 'full':
      return i18n._({ id: 'portal_events.problem.full', message: 'Your company has no places left for this event.' })
    case 'over':
      return i18n._({ id: 'portal_events.problem.over', message: 'This event is over.' })
    case 'not-registered':
      return i18n._({ id: 'portal_events.problem.not_registered', message: 'You were not registered for this event.' })
    case 'not-a-partner-event':
    case 'not-found':
      return i18n._({ id: 'portal_events.problem.not_a_partner_event', message: 'Registration for this event is not done in the portal.' })
  }
}

export async function registrationPost(kit: PortalPageKit): Promise<Response> {
  const form = await kit.c.req.parseBody()
  const intent = form.intent === 'cancel' ? 'cancel' : 'register'
  const event = (await publishedEvents(kit)).find((one) => one.id === kit.match.params.eventId)
  if (!event) return renderEvents(kit, problemText(kit, 'not-found'), 404)
  const outcome = await changeRegistration(
    kit.c.env.DB,
    auditIdentitiesOf(kit.viewer),
    kit.viewer.person,
    event,
    intent,
    isoDay(new Date()),
  )
  if (!outcome.ok)
    return renderEvents(
      kit,
      problemText(kit, outcome.problem),
      outcome.problem === 'full' || outcome.problem === 'over' || outcome.problem === 'not-registered' ? 409 : 422,
    )
  return kit.c.redirect(withNotice(pathFor('portal-events', kit.match.locale.code), outcome.registered ? 'registered' : 'cancelled'), 303)
}

export const portalEventRoutes = {
  'portal-events': portalPage('portal-events', needs('events.view', eventsPage)),
  'portal-events-event': portalPage('portal-events', needs('events.view', eventSubPage), needs('events.register', registrationPost)),
} satisfies FeatureRoutes
