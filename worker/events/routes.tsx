/** Events: the list (upcoming and past) streams in behind the loading text; an event answers 404 when it is not published. */
import { trailFor } from '../../ui/components/Breadcrumbs.tsx'
import { isoOf } from '../../ui/format/intl.ts'
import { EventPage } from '../../ui/events/EventPage.tsx'
import { type EventsLoad, EventsPage } from '../../ui/events/EventsPage.tsx'
import { homeCrumb } from '../pages/breadcrumbs.ts'
import type { PageLoader } from '../pages/page-loader.ts'
import { settleOrStream } from '../pages/streaming.ts'
import { type FeatureRoutes, sitePage } from '../pages/route-definition.ts'

export const eventsPage: PageLoader = async (context) => {
  const { code, i18n } = context
  const load: Promise<EventsLoad> = context.repository
    .events()
    .then((index): EventsLoad => ({ ok: true, index: index ?? { items: [] } }))
    .catch((): EventsLoad => ({ ok: false }))
  await settleOrStream(load, context.completePage)
  return {
    title: i18n._({ id: 'events.title', message: 'Events' }),
    description: i18n._({ id: 'events.intro', message: 'Meet us at trade shows, webinars and partner events.' }),
    body: <EventsPage load={load} now={context.now} iso={isoOf(code)} />,
  }
}

export const eventPage: PageLoader = async (context) => {
  const { code, i18n } = context
  const event = await context.repository.event(context.match.params.slug!)
  if (!event) return null
  return {
    title: event.title,
    description: event.summary,
    alternates: event.alternates,
    body: (
      <EventPage
        event={event}
        crumbs={trailFor(homeCrumb(i18n, code), event.breadcrumbs, { title: event.title, href: event.href })}
        now={context.now}
        iso={isoOf(code)}
      />
    ),
  }
}

export const eventRoutes = {
  events: sitePage(eventsPage),
  'events-slug': sitePage(eventPage),
} satisfies FeatureRoutes
