/**
 * /events: upcoming events (soonest first) and past events (latest first), relative to the time of
 * the request. The list streams in behind the shell's loading text.
 */
import { useLingui } from '@lingui/react'
import { use } from 'react'
import { css } from 'styled-system/css'
import { EmptyState, LoadFailure } from '../components/ListMessage.tsx'
import { TeaserCard, cardGridClass } from '../components/TeaserCard.tsx'
import type { EventIndex, EventSummary } from '../content/model.ts'
import { formatDateRange } from '../format/intl.ts'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'
import { eventKindLabel } from './event-kind.ts'

export type EventsLoad = { ok: true; index: EventIndex } | { ok: false }

/** When an event is over: the end of its last day (plain dates), or its end time. */
function endsAt(event: EventSummary): number {
  const end = /^\d{4}-\d{2}-\d{2}$/.test(event.endDate) ? `${event.endDate}T23:59:59.999Z` : event.endDate
  return new Date(end).getTime()
}

export function splitEvents(events: readonly EventSummary[], now: Date): { upcoming: EventSummary[]; past: EventSummary[] } {
  const upcoming = events.filter((event) => endsAt(event) >= now.getTime()).sort((a, b) => a.startDate.localeCompare(b.startDate))
  const past = events.filter((event) => endsAt(event) < now.getTime()).sort((a, b) => b.startDate.localeCompare(a.startDate))
  return { upcoming, past }
}

const sectionTitleClass = css({ fontSize: '2xl', fontWeight: 'bold', mb: '4', color: 'brand.theme' })

function EventCards({ events, iso, aboveTheFold }: { events: EventSummary[]; iso: string; aboveTheFold: boolean }) {
  const { i18n } = useLingui()
  return (
    <ul className={cardGridClass}>
      {events.map((event, index) => (
        <li key={event.id}>
          <TeaserCard
            href={event.href}
            title={event.title}
            summary={event.summary}
            image={event.image}
            aboveTheFold={aboveTheFold && index < 3}
            meta={
              <>
                <time dateTime={event.startDate}>{formatDateRange(iso, event.startDate, event.endDate)}</time>
                {` · ${event.location} · ${eventKindLabel(i18n, event.kind)}`}
              </>
            }
          />
        </li>
      ))}
    </ul>
  )
}

function EventLists({ load, now, iso }: { load: Promise<EventsLoad>; now: Date; iso: string }) {
  const { i18n } = useLingui()
  const result = use(load)
  if (!result.ok) {
    return (
      <LoadFailure>
        {i18n._({ id: 'events.load_failed', message: 'Something went wrong while trying to load the events. Please try again later.' })}
      </LoadFailure>
    )
  }
  const { upcoming, past } = splitEvents(result.index.items, now)
  return (
    <>
      <section aria-labelledby="upcoming-events" className={css({ mb: '12' })} data-events="upcoming">
        <h2 id="upcoming-events" className={sectionTitleClass}>
          {i18n._({ id: 'events.upcoming', message: 'Upcoming events' })}
        </h2>
        {upcoming.length ? (
          <EventCards events={upcoming} iso={iso} aboveTheFold />
        ) : (
          <EmptyState>{i18n._({ id: 'events.empty', message: 'There are no events planned at the moment.' })}</EmptyState>
        )}
      </section>
      {past.length ? (
        <section aria-labelledby="past-events" data-events="past">
          <h2 id="past-events" className={sectionTitleClass}>
            {i18n._({ id: 'events.past', message: 'Past events' })}
          </h2>
          <EventCards events={past} iso={iso} aboveTheFold={false} />
        </section>
      ) : null}
    </>
  )
}

export function EventsPage(props: { load: Promise<EventsLoad>; now: Date; iso: string }) {
  const { i18n } = useLingui()
  return (
    <section>
      <h1 className={pageTitleClass}>{i18n._({ id: 'events.title', message: 'Events' })}</h1>
      <p className={css({ fontSize: 'xl', maxWidth: '65ch', mb: '8', color: 'gray.700' })}>
        {i18n._({ id: 'events.intro', message: 'Meet us at trade shows, webinars and partner events.' })}
      </p>
      <EventLists {...props} />
    </section>
  )
}
