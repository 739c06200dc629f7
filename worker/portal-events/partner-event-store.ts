/**
 * The portal's events: the published events (KV) that have not ended, and for partner events the
 * registrations in D1. A partner may send at most PARTNER_EVENT_PLACES_PER_PARTNER people.
 */
import type { EventSummary } from '../../ui/content/model.ts'
import type { PortalUser } from '../../ui/portal/partner-roles.ts'
import { PARTNER_EVENT_PLACES_PER_PARTNER, type PortalEvent } from '../../ui/portal-events/portal-event-rules.ts'
import { type AuditIdentities, auditStatementIfChanged } from '../partners/audit-trail-store.ts'

/** The events still to come (or running) at `today`, soonest first, with the person's registration. */
export async function portalEvents(
  db: D1Database,
  events: readonly EventSummary[],
  person: PortalUser,
  today: string,
): Promise<PortalEvent[]> {
  const current = events.filter((event) => event.endDate >= today).sort((a, b) => a.startDate.localeCompare(b.startDate))
  const partnerEventIds = current.filter((event) => event.kind === 'partner-event').map((event) => event.id)
  const registrations = new Map<string, { mine: boolean; colleagues: number }>()
  if (partnerEventIds.length && person.organisation) {
    const { results } = await db
      .prepare(
        `SELECT event_id, sum(user_id = ?1) AS mine, count(*) AS taken FROM event_registrations
          WHERE organisation_id = ?2 AND event_id IN (SELECT value FROM json_each(?3)) GROUP BY event_id`,
      )
      .bind(person.id, person.organisation.id, JSON.stringify(partnerEventIds))
      .all<{ event_id: string; mine: number; taken: number }>()
    for (const row of results) registrations.set(row.event_id, { mine: row.mine > 0, colleagues: row.taken })
  }
  return current.map((event) => {
    const registration = registrations.get(event.id)
    return {
      event,
      registered: registration?.mine ?? false,
      // The vendor's staff host partner events; only partner companies have places.
      placesLeft:
        event.kind === 'partner-event' && person.organisation
          ? Math.max(0, PARTNER_EVENT_PLACES_PER_PARTNER - (registration?.colleagues ?? 0))
          : null,
    }
  })
}

export type RegistrationOutcome =
  | { ok: true; registered: boolean }
  | { ok: false; problem: 'not-found' | 'not-a-partner-event' | 'over' | 'full' | 'not-registered' }

/** Registers the person for a partner event (or cancels their registration), audited. */
export async function changeRegistration(
  db: D1Database,
  who: AuditIdentities,
  person: PortalUser,
  event: EventSummary | undefined,
  intent: 'register' | 'cancel',
  today: string,
): Promise<RegistrationOutcome> {
  if (!event || !person.organisation) return { ok: false, problem: 'not-found' }
  if (event.kind !== 'partner-event') return { ok: false, problem: 'not-a-partner-event' }
  if (event.endDate < today) return { ok: false, problem: 'over' }
  if (intent === 'cancel') {
    const [removed] = await db.batch([
      db.prepare('DELETE FROM event_registrations WHERE event_id = ?1 AND user_id = ?2').bind(event.id, person.id),
      auditStatementIfChanged(db, who, {
        action: 'event.registration-cancelled',
        subjectType: 'event',
        subjectId: event.id,
        before: { userId: person.id },
      }),
    ])
    return removed!.meta.changes === 1 ? { ok: true, registered: false } : { ok: false, problem: 'not-registered' }
  }
  // Insert only while the partner has places left: the count and the insert are one statement.
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO event_registrations (event_id, user_id, organisation_id)
         SELECT ?1, ?2, ?3 WHERE (SELECT count(*) FROM event_registrations WHERE event_id = ?1 AND organisation_id = ?3) < ?4`,
      )
      .bind(event.id, person.id, person.organisation.id, PARTNER_EVENT_PLACES_PER_PARTNER),
    auditStatementIfChanged(db, who, {
      action: 'event.registered',
      subjectType: 'event',
      subjectId: event.id,
      after: { userId: person.id, organisationId: person.organisation.id },
    }),
  ])
  if (inserted!.meta.changes === 1) return { ok: true, registered: true }
  const mine = await db
    .prepare('SELECT 1 AS yes FROM event_registrations WHERE event_id = ?1 AND user_id = ?2')
    .bind(event.id, person.id)
    .first()
  return mine ? { ok: true, registered: true } : { ok: false, problem: 'full' }
}
