/** The portal's events: what is coming, and registration for partner events (places per partner). */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { EmptyState } from '../components/ListMessage.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { formatDateRange } from '../format/intl.ts'
import { isSafeHref } from '../routes/safe-url.ts'
import { eventKindLabel } from '../events/event-kind.ts'
import { noticeClass, portalTitleClass, problemClass } from '../portal/PortalLayout.tsx'
import type { PortalEvent } from './portal-event-rules.ts'

export function PortalEventsPage({
  intro,
  events,
  registerAction,
  csrfToken,
  notice,
  problem,
  iso,
}: {
  intro: string
  events: PortalEvent[]
  /** Where registration for an event posts, when the viewer may register. */
  registerAction: ((eventId: string) => string) | null
  csrfToken: string
  notice: string | null
  problem: string | null
  iso: string
}) {
  const { i18n } = useLingui()
  return (
    <section>
      <h1 className={portalTitleClass}>{i18n._({ id: 'portal.nav.events', message: 'Events' })}</h1>
      {notice ? (
        <p role="status" className={noticeClass} data-notice="">
          {notice}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className={problemClass} data-problem="">
          {problem}
        </p>
      ) : null}
      <p className={css({ textStyle: 'paragraph', mb: '6', maxWidth: '65ch' })}>{intro}</p>
      {events.length ? (
        <ul className={css({ listStyle: 'none', display: 'grid', gap: '4' })}>
          {events.map(({ event, registered, placesLeft }) => (
            <li
              key={event.id}
              data-portal-event={event.id}
              className={css({ borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg', p: '5', bg: 'white' })}
            >
              <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'brand.theme' })}>{eventKindLabel(i18n, event.kind)}</p>
              <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
                {isSafeHref(event.href) ? (
                  <a href={event.href} className={css({ color: 'brand.theme', textDecoration: 'underline' })}>
                    {event.title}
                  </a>
                ) : (
                  event.title
                )}
              </h2>
              <p className={css({ color: 'gray.700', mb: '2' })}>
                {formatDateRange(iso, event.startDate, event.endDate)} · {event.location}
              </p>
              <p className={css({ mb: '3', maxWidth: '65ch' })}>{event.summary}</p>
              {placesLeft !== null ? (
                <div className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
                  <p data-registration={registered ? 'registered' : 'open'}>
                    {registered
                      ? i18n._({ id: 'portal_events.registered', message: 'You are registered.' })
                      : i18n._({
                          id: 'portal_events.places_left',
                          message:
                            '{places, plural, =0 {No places left for your company.} one {# place left for your company.} other {# places left for your company.}}',
                          values: { places: placesLeft },
                        })}
                  </p>
                  {registerAction && (registered || placesLeft > 0) ? (
                    <form method="post" action={registerAction(event.id)}>
                      <CsrfField token={csrfToken} />
                      <input type="hidden" name="intent" value={registered ? 'cancel' : 'register'} />
                      <Button
                        type="submit"
                        kind={registered ? 'naked' : undefined}
                        aria-label={
                          registered
                            ? i18n._({
                                id: 'portal_events.cancel_named',
                                message: 'Cancel my registration for {event}',
                                values: { event: event.title },
                              })
                            : i18n._({
                                id: 'portal_events.register_named',
                                message: 'Register for {event}',
                                values: { event: event.title },
                              })
                        }
                      >
                        {registered
                          ? i18n._({ id: 'portal_events.cancel', message: 'Cancel my registration' })
                          : i18n._({ id: 'portal_events.register', message: 'Register' })}
                      </Button>
                    </form>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{i18n._({ id: 'portal.events.empty', message: 'There are no partner events planned at the moment.' })}</EmptyState>
      )}
    </section>
  )
}
