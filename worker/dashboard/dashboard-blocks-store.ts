/**
 * The dashboard's blocks for a viewer. Contacts come from D1: a partner's sales manager (and, for
 * trainees, their partner executives); for the vendor's staff, the portal's user administrators.
 * Trainings, promotions and demo requests come from the portal features that record them in D1
 * (PortalActivity, worker/dashboard/portal-activity.ts).
 */
import type { LocaleCode } from '../../locales/registry.ts'
import type {
  DashboardBlocks,
  DemoRequestSummary,
  PortalContact,
  PromotionSummary,
  TrainingSummary,
} from '../../ui/dashboard/dashboard-blocks.ts'
import type { PortalUser } from '../../ui/portal/partner-roles.ts'

/** Where the dashboard reads what partners do in the portal. */
export interface PortalActivity {
  nextTraining(person: PortalUser, code: LocaleCode, now: Date): Promise<TrainingSummary | null>
  latestPromotion(person: PortalUser, code: LocaleCode, now: Date): Promise<PromotionSummary | null>
  openDemoRequests(person: PortalUser, code: LocaleCode): Promise<DemoRequestSummary[]>
}

export async function contactsOf(db: D1Database, person: PortalUser): Promise<PortalContact[]> {
  const contacts: PortalContact[] = []
  const salesManager = person.organisation?.salesManager
  if (salesManager) contacts.push({ name: salesManager.name, email: salesManager.email, relation: 'sales-manager' })
  if (person.role === 'trainee' && person.organisation) {
    const { results } = await db
      .prepare(`SELECT name, email FROM users WHERE organisation_id = ?1 AND role = 'partner-executive' ORDER BY name COLLATE NOCASE`)
      .bind(person.organisation.id)
      .all<{ name: string; email: string }>()
    contacts.push(...results.map((row) => ({ ...row, relation: 'partner-executive' as const })))
  }
  if (!person.organisation) {
    const { results } = await db
      .prepare(`SELECT name, email FROM users WHERE role = 'user-admin' AND id <> ?1 ORDER BY name COLLATE NOCASE`)
      .bind(person.id)
      .all<{ name: string; email: string }>()
    contacts.push(...results.map((row) => ({ ...row, relation: 'user-admin' as const })))
  }
  return contacts
}

export async function dashboardBlocks(
  db: D1Database,
  activity: PortalActivity,
  person: PortalUser,
  code: LocaleCode,
  now: Date,
): Promise<DashboardBlocks> {
  const [nextTraining, latestPromotion, openDemoRequests, contacts] = await Promise.all([
    activity.nextTraining(person, code, now),
    activity.latestPromotion(person, code, now),
    activity.openDemoRequests(person, code),
    contactsOf(db, person),
  ])
  return { nextTraining, latestPromotion, openDemoRequests, contacts }
}
