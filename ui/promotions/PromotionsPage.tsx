/** Promotions for the viewer's partner level and business lines, filtered by kind; an empty state. */
import { useLingui } from '@lingui/react'
import { css, cx } from 'styled-system/css'
import { EmptyState } from '../components/ListMessage.tsx'
import { formatDate } from '../format/intl.ts'
import { businessLineLabel, levelLabel } from '../portal/labels.ts'
import { portalTitleClass } from '../portal/PortalLayout.tsx'
import type { Promotion, PromotionKind } from './promotion-rules.ts'

const filterClass = css({
  px: '3',
  py: '1',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'brand.theme',
  color: 'brand.theme',
  textDecoration: 'none',
  _hover: { bg: 'brand.light' },
})
const currentFilterClass = css({ bg: 'brand.theme', color: 'white', _hover: { bg: 'brand.theme' } })

export function promotionKindLabel(i18n: ReturnType<typeof useLingui>['i18n'], kind: PromotionKind): string {
  return kind === 'partner'
    ? i18n._({ id: 'promotions.kind.partner', message: 'Partner promotion' })
    : i18n._({ id: 'promotions.kind.provider', message: 'Provider promotion' })
}

export function PromotionsPage({
  intro,
  promotions,
  kind,
  filterHref,
  iso,
}: {
  intro: string
  promotions: Promotion[]
  kind: PromotionKind | null
  filterHref: (kind: PromotionKind | null) => string
  iso: string
}) {
  const { i18n } = useLingui()
  const filters: Array<{ kind: PromotionKind | null; label: string }> = [
    { kind: null, label: i18n._({ id: 'promotions.filter.all', message: 'All promotions' }) },
    { kind: 'partner', label: i18n._({ id: 'promotions.filter.partner', message: 'Partner promotions' }) },
    { kind: 'provider', label: i18n._({ id: 'promotions.filter.provider', message: 'Provider promotions' }) },
  ]
  return (
    <section>
      <h1 className={portalTitleClass}>{i18n._({ id: 'portal.nav.promotions', message: 'Promotions' })}</h1>
      <p className={css({ textStyle: 'paragraph', mb: '6', maxWidth: '65ch' })}>{intro}</p>
      <nav aria-label={i18n._({ id: 'promotions.filter', message: 'Show' })} className={css({ mb: '6' })}>
        <ul className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', listStyle: 'none' })}>
          {filters.map((filter) => (
            <li key={filter.kind ?? 'all'}>
              <a
                href={filterHref(filter.kind)}
                aria-current={filter.kind === kind ? 'page' : undefined}
                className={cx(filterClass, filter.kind === kind ? currentFilterClass : undefined)}
              >
                {filter.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {promotions.length ? (
        <ul className={css({ listStyle: 'none', display: 'grid', gap: '4' })}>
          {promotions.map((promotion) => (
            <li
              key={promotion.id}
              id={`promotion-${promotion.id}`}
              data-promotion={promotion.id}
              className={css({ borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg', p: '5', bg: 'white' })}
            >
              <p
                className={css({
                  fontSize: 'sm',
                  fontWeight: 'semibold',
                  color: 'brand.theme',
                  textTransform: 'uppercase',
                  letterSpacing: 'wide',
                })}
              >
                {promotionKindLabel(i18n, promotion.kind)}
              </p>
              <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>{promotion.title}</h2>
              <p className={css({ mb: '3', maxWidth: '65ch' })}>{promotion.description}</p>
              <p className={css({ fontSize: 'sm', color: 'gray.700' })}>
                {i18n._({
                  id: 'promotions.valid',
                  message: 'Valid from {from} until {until}',
                  values: { from: formatDate(iso, promotion.validFrom), until: formatDate(iso, promotion.validUntil) },
                })}
                {' · '}
                {i18n._({
                  id: 'promotions.for',
                  message: '{level} partners and up · {lines}',
                  values: {
                    level: levelLabel(i18n, promotion.minimumLevel),
                    lines: new Intl.ListFormat(iso, { type: 'conjunction' }).format(
                      promotion.businessLines.map((line) => businessLineLabel(i18n, line)),
                    ),
                  },
                })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{i18n._({ id: 'portal.promotions.empty', message: 'There are no promotions for you at the moment.' })}</EmptyState>
      )}
    </section>
  )
}
