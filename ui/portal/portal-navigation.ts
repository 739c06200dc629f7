/** The portal's navigation for a viewer: every area they may open, in PORTAL_AREAS order. */
import type { I18n } from '@lingui/core'
import type { LocaleCode } from '../../locales/registry.ts'
import { pathFor } from '../routes/route-table.ts'
import { PORTAL_AREAS, type PortalArea } from './portal-areas.ts'
import { type PortalAction, isAllowed } from './permissions.ts'
import type { PortalViewer } from './viewer.ts'

export interface PortalNavigationItem {
  area: PortalArea
  href: string
  label: string
}

export function areaLabel(i18n: I18n, area: PortalArea): string {
  switch (area) {
    case 'portal':
      return i18n._({ id: 'portal.nav.dashboard', message: 'Dashboard' })
    case 'portal-staff':
      return i18n._({ id: 'portal.nav.staff', message: 'Staff console' })
    case 'portal-notifications':
      return i18n._({ id: 'portal.nav.notifications', message: 'Notifications' })
    case 'portal-trainings':
      return i18n._({ id: 'portal.nav.trainings', message: 'Trainings and certification' })
    case 'portal-promotions':
      return i18n._({ id: 'portal.nav.promotions', message: 'Promotions' })
    case 'portal-events':
      return i18n._({ id: 'portal.nav.events', message: 'Events' })
    case 'portal-demo-requests':
      return i18n._({ id: 'portal.nav.demo_requests', message: 'Demo equipment' })
    case 'portal-videos':
      return i18n._({ id: 'portal.nav.videos', message: 'Video library' })
    case 'portal-success-stories':
      return i18n._({ id: 'portal.nav.success_stories', message: 'Success stories' })
    case 'portal-support':
      return i18n._({ id: 'portal.nav.support', message: 'Support' })
    case 'portal-wave-request':
      return i18n._({ id: 'portal.nav.wave_request', message: 'Request Wave' })
    case 'portal-users':
      return i18n._({ id: 'portal.nav.users', message: 'User management' })
    case 'portal-team':
      return i18n._({ id: 'portal.nav.team', message: 'Your team' })
    case 'portal-company-profile':
      return i18n._({ id: 'portal.nav.company_profile', message: 'Company profile' })
    case 'portal-show-as':
      return i18n._({ id: 'portal.nav.show_as', message: 'Show portal as' })
    case 'portal-sessions':
      return i18n._({ id: 'portal.nav.sessions', message: 'Your sessions' })
  }
}

/**
 * The areas the viewer may open, in navigation order. `pageActionOf` is what each area's page
 * needs (the worker's route registry says; null: anyone).
 */
export function portalNavigation(
  i18n: I18n,
  viewer: PortalViewer,
  code: LocaleCode,
  pageActionOf: (area: PortalArea) => PortalAction | null,
): PortalNavigationItem[] {
  return PORTAL_AREAS.filter((area) => {
    // An organisation that already has Wave is not offered to request it.
    if (area === 'portal-wave-request' && viewer.person.organisation?.waveEnabled) return false
    const action = pageActionOf(area)
    return action !== null && isAllowed(viewer, action)
  }).map((area) => ({ area, href: pathFor(area, code), label: areaLabel(i18n, area) }))
}
