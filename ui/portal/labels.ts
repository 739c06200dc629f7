/** The names of roles, partner levels and business lines in the reader's language. */
import type { I18n } from '@lingui/core'
import type { BusinessLine, PartnerLevel, PortalRole } from './partner-roles.ts'

export function roleLabel(i18n: I18n, role: PortalRole): string {
  switch (role) {
    case 'partner-executive':
      return i18n._({ id: 'portal.role.partner_executive', message: 'Partner executive' })
    case 'trainee':
      return i18n._({ id: 'portal.role.trainee', message: 'Trainee' })
    case 'sales-manager':
      return i18n._({ id: 'portal.role.sales_manager', message: 'Sales manager' })
    case 'user-admin':
      return i18n._({ id: 'portal.role.user_admin', message: 'User administrator' })
    case 'pim-editor':
      return i18n._({ id: 'portal.role.pim_editor', message: 'PIM editor' })
    case 'pim-viewer':
      return i18n._({ id: 'portal.role.pim_viewer', message: 'PIM viewer' })
    case 'demo-coordinator':
      return i18n._({ id: 'portal.role.demo_coordinator', message: 'Demo coordinator' })
    case 'support-agent':
      return i18n._({ id: 'portal.role.support_agent', message: 'Support agent' })
    case 'marketing':
      return i18n._({ id: 'portal.role.marketing', message: 'Marketing' })
    case 'trainer':
      return i18n._({ id: 'portal.role.trainer', message: 'Trainer' })
  }
}

export function levelLabel(i18n: I18n, level: PartnerLevel): string {
  switch (level) {
    case 'blue':
      return i18n._({ id: 'portal.level.blue', message: 'Blue' })
    case 'silver':
      return i18n._({ id: 'portal.level.silver', message: 'Silver' })
    case 'gold':
      return i18n._({ id: 'portal.level.gold', message: 'Gold' })
    case 'platinum':
      return i18n._({ id: 'portal.level.platinum', message: 'Platinum' })
    case 'distributor':
      return i18n._({ id: 'portal.level.distributor', message: 'Distributor' })
  }
}

export function businessLineLabel(i18n: I18n, line: BusinessLine): string {
  switch (line) {
    case 'pro':
      return i18n._({ id: 'portal.business_line.pro', message: 'Professional TV' })
    case 'led':
      return i18n._({ id: 'portal.business_line.led', message: 'LED video walls' })
    case 'signage':
      return i18n._({ id: 'portal.business_line.signage', message: 'Digital signage' })
  }
}

/** A country's name from its ISO code, in the page's language. */
export function countryName(iso: string, country: string): string {
  try {
    return new Intl.DisplayNames([iso], { type: 'region' }).of(country) ?? country
  } catch {
    return country
  }
}
