/**
 * New promotions reach the partners they are for (issue 18 "Notifications"): once a day the cron
 * sweep takes every promotion that has started and was not announced yet, marks it announced
 * (so it is announced once, whatever runs in parallel) and notifies each active partner who may
 * open promotions (the permission table's `promotions.view`) in an organisation of at least the
 * promotion's level with one of its business lines: in the portal, and by e-mail unless they
 * turned off the "New promotions" e-mails. The title is the recipient's language's.
 */
import { DEFAULT_LOCALE } from '../../locales/registry.ts'
import { storedTextIn } from '../../ui/portal/localised-text.ts'
import { PARTNER_ROLES } from '../../ui/portal/partner-roles.ts'
import { grantOf } from '../../ui/portal/permissions.ts'
import { type NotificationContext, notify } from '../notifications/notification-service.ts'
import { recipientsOf } from '../notifications/notification-store.ts'
import { claimPromotionAnnouncement, partnersReachedBy, promotionsToAnnounce } from './promotion-store.ts'

/** The partner roles that see promotions. */
export function promotionAudienceRoles(): string[] {
  return PARTNER_ROLES.filter((role) => grantOf(role, 'promotions.view') !== undefined)
}

/** Announces the promotions that started by `today` (ISO date); answers how many were announced. */
export async function announceNewPromotions(context: NotificationContext, today: string): Promise<number> {
  let announced = 0
  for (const promotion of await promotionsToAnnounce(context.db, today)) {
    if (!(await claimPromotionAnnouncement(context.db, promotion.id))) continue
    announced++
    const partners = await partnersReachedBy(context.db, promotion, promotionAudienceRoles())
    const recipients = await recipientsOf(context.db, partners, 'promotions')
    await notify(
      context,
      recipients.map((recipient) => ({
        kind: 'promotion.new' as const,
        recipients: [recipient.id],
        subject: { type: 'promotion', id: promotion.id },
        link: { route: 'portal-promotions' as const },
        values: { title: storedTextIn(promotion.titleJson, recipient.locale ?? DEFAULT_LOCALE), validUntil: promotion.validUntil },
      })),
    )
  }
  return announced
}
