/** Promotions over HTTP: those for the viewer's level and business lines, optionally of one kind. */
import { isoOf } from '../../ui/format/intl.ts'
import { areaIntro } from '../../ui/portal/area-texts.ts'
import { isoDay } from '../../ui/demo-requests/demo-request-rules.ts'
import { PromotionsPage } from '../../ui/promotions/PromotionsPage.tsx'
import { isPromotionKind } from '../../ui/promotions/promotion-rules.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import type { PortalPageKit } from '../portal/portal-page-kit.ts'
import { listPromotions } from './promotion-store.ts'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'

export const PROMOTION_KIND_PARAMETER = 'kind'

export async function promotionsPage(kit: PortalPageKit): Promise<Response> {
  const code = kit.match.locale.code
  const i18n = kit.c.get('i18n')!
  const requested = kit.c.req.query(PROMOTION_KIND_PARAMETER)
  const kind = isPromotionKind(requested) ? requested : null
  const promotions = await listPromotions(kit.c.env.DB, kit.viewer.person, code, isoDay(new Date()), kind)
  const path = pathFor('portal-promotions', code)
  return kit.render(
    i18n._({ id: 'portal.nav.promotions', message: 'Promotions' }),
    <PromotionsPage
      intro={areaIntro(i18n, 'portal-promotions')}
      promotions={promotions}
      kind={kind}
      filterHref={(one) => (one ? `${path}?${new URLSearchParams({ [PROMOTION_KIND_PARAMETER]: one })}` : path)}
      iso={isoOf(code)}
    />,
  )
}

export const promotionRoutes = {
  'portal-promotions': portalPage('portal-promotions', needs('promotions.view', promotionsPage)),
} satisfies FeatureRoutes
