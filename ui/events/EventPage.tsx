/** One event: breadcrumbs, title, dates, place, kind, image, body and (while upcoming) registration. */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { ButtonLink } from '../components/Button.tsx'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { JsonLd, eventLd } from '../components/JsonLd.tsx'
import { ResponsiveImage } from '../components/ResponsiveImage.tsx'
import type { Breadcrumb, ContentEvent } from '../content/model.ts'
import { formatDateRange } from '../format/intl.ts'
import { isSafeHref } from '../routes/safe-url.ts'
import { ContentBlocks } from '../content-pages/ContentBlocks.tsx'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'
import { splitEvents } from './EventsPage.tsx'
import { eventKindLabel } from './event-kind.ts'

export function EventPage({ event, crumbs, now, iso }: { event: ContentEvent; crumbs: Breadcrumb[]; now: Date; iso: string }) {
  const { i18n } = useLingui()
  const upcoming = splitEvents([event], now).upcoming.length > 0
  return (
    <article>
      <Breadcrumbs crumbs={crumbs} />
      <JsonLd data={eventLd(event)} />
      <p className={css({ color: 'brand.progress', fontWeight: 'semibold', mb: '2' })}>
        {eventKindLabel(i18n, event.kind)}
        {upcoming ? null : ` · ${i18n._({ id: 'events.past_event', message: 'This event has taken place' })}`}
      </p>
      <h1 className={pageTitleClass}>{event.title}</h1>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', rowGap: '1', mb: '6' })}>
        <dt className={css({ fontWeight: 'semibold' })}>{i18n._({ id: 'events.date', message: 'Date' })}</dt>
        <dd>
          <time dateTime={event.startDate}>{formatDateRange(iso, event.startDate, event.endDate)}</time>
        </dd>
        <dt className={css({ fontWeight: 'semibold' })}>{i18n._({ id: 'events.location', message: 'Location' })}</dt>
        <dd>{event.location}</dd>
      </dl>
      <p className={css({ fontSize: 'xl', maxWidth: '65ch', mb: '8', color: 'gray.700' })}>{event.summary}</p>
      <ResponsiveImage
        image={event.image}
        aboveTheFold
        sizes="(min-width: 80em) 75rem, 100vw"
        className={css({ width: '100%', maxWidth: '4xl', height: 'auto', borderRadius: 'lg', mb: '8', bg: 'gray.50' })}
      />
      <ContentBlocks blocks={event.body} />
      {upcoming && event.registrationUrl && isSafeHref(event.registrationUrl) ? (
        <p className={css({ mt: '8' })}>
          <ButtonLink href={event.registrationUrl} trailingIcon="arrow-right">
            {i18n._({ id: 'events.register', message: 'Register for this event' })}
          </ButtonLink>
        </p>
      ) : null}
    </article>
  )
}
