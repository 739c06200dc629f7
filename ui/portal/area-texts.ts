/** What each portal area is for (the introduction under its title). */
import type { I18n } from '@lingui/core'
import type { PortalArea } from './portal-areas.ts'

export type ContentArea = Extract<
  PortalArea,
  'portal-trainings' | 'portal-promotions' | 'portal-events' | 'portal-demo-requests' | 'portal-videos' | 'portal-success-stories'
>

export function areaIntro(i18n: I18n, area: ContentArea): string {
  switch (area) {
    case 'portal-trainings':
      return i18n._({
        id: 'portal.trainings.intro',
        message: 'Trainings and certification for you and your team: upcoming, past and on request.',
      })
    case 'portal-promotions':
      return i18n._({
        id: 'portal.promotions.intro',
        message: 'Partner and provider promotions for your partner level and business lines.',
      })
    case 'portal-events':
      return i18n._({ id: 'portal.events.intro', message: 'Events for partners, with registration.' })
    case 'portal-demo-requests':
      return i18n._({
        id: 'portal.demo_requests.intro',
        message: 'Borrow demo equipment for your events and customer visits, and follow your requests.',
      })
    case 'portal-videos':
      return i18n._({ id: 'portal.videos.intro', message: 'Product videos, trainings and recordings, by collection.' })
    case 'portal-success-stories':
      return i18n._({ id: 'portal.success_stories.intro', message: 'Tell us about a project you delivered with our displays.' })
  }
}
