/** What each portal area is for, and what it says while it holds nothing for the viewer. */
import type { I18n } from '@lingui/core'
import type { PortalArea } from './portal-areas.ts'

export type ContentArea = Extract<
  PortalArea,
  'portal-trainings' | 'portal-promotions' | 'portal-events' | 'portal-demo-requests' | 'portal-videos' | 'portal-success-stories'
>

export function areaIntro(i18n: I18n, area: ContentArea): string {
  switch (area) {
    case 'portal-trainings':
      return i18n._({ id: 'portal.trainings.intro', message: 'Trainings and certification for you and your team: upcoming, past and on request.' })
    case 'portal-promotions':
      return i18n._({ id: 'portal.promotions.intro', message: 'Partner and provider promotions for your partner level and business lines.' })
    case 'portal-events':
      return i18n._({ id: 'portal.events.intro', message: 'Events for partners, with registration.' })
    case 'portal-demo-requests':
      return i18n._({ id: 'portal.demo_requests.intro', message: 'Borrow demo equipment for your events and customer visits, and follow your requests.' })
    case 'portal-videos':
      return i18n._({ id: 'portal.videos.intro', message: 'Product videos, trainings and recordings, by collection.' })
    case 'portal-success-stories':
      return i18n._({ id: 'portal.success_stories.intro', message: 'Tell us about a project you delivered with our displays.' })
  }
}

export function areaEmpty(i18n: I18n, area: ContentArea): string {
  switch (area) {
    case 'portal-trainings':
      return i18n._({ id: 'portal.trainings.empty', message: 'There are no trainings planned at the moment.' })
    case 'portal-promotions':
      return i18n._({ id: 'portal.promotions.empty', message: 'There are no promotions for you at the moment.' })
    case 'portal-events':
      return i18n._({ id: 'portal.events.empty', message: 'There are no partner events planned at the moment.' })
    case 'portal-demo-requests':
      return i18n._({ id: 'portal.demo_requests.empty', message: 'You have no demo equipment requests.' })
    case 'portal-videos':
      return i18n._({ id: 'portal.videos.empty', message: 'There are no videos in the library yet.' })
    case 'portal-success-stories':
      return i18n._({ id: 'portal.success_stories.empty', message: 'You have not submitted any success stories yet.' })
  }
}
