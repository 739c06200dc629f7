/**
 * 'Show portal as' (SPEC.md point 2): a partner picker by name. Choosing a partner shows the
 * portal as its partner executive sees it, within the viewer's own rights, until they return.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { buttonClass } from '../components/Button.tsx'
import { EmptyState } from '../components/ListMessage.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { countryName, levelLabel } from '../portal/labels.ts'
import type { PartnerLevel } from '../portal/partner-roles.ts'
import { portalTitleClass, problemClass } from '../portal/PortalLayout.tsx'

export const PARTNER_SEARCH_PARAMETER = 'q'

export interface PartnerChoice {
  organisationId: string
  name: string
  country: string
  level: PartnerLevel
  accountName: string
}

export function ShowAsPage({
  search,
  partners,
  action,
  csrfToken,
  iso,
  problem,
}: {
  search: string
  partners: PartnerChoice[]
  action: string
  csrfToken: string
  iso: string
  /** Shown when the chosen partner could not be shown. */
  problem: string | null
}) {
  const { i18n } = useLingui()
  return (
    <section>
      <h1 className={portalTitleClass}>{i18n._({ id: 'show_as.title', message: 'Show portal as a partner' })}</h1>
      <p className={css({ textStyle: 'paragraph', mb: '6', maxWidth: '65ch' })}>
        {i18n._({
          id: 'show_as.intro',
          message:
            'See the portal as one of your partners sees it. You keep your own rights: anything you may not do yourself stays closed. Every step is recorded.',
        })}
      </p>
      {problem ? (
        <p role="alert" className={problemClass}>
          {problem}
        </p>
      ) : null}
      <form
        role="search"
        method="get"
        action={action}
        className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap', mb: '6' })}
      >
        <div className={css({ display: 'grid', gap: '1' })}>
          <label htmlFor="partner-search" className={css({ fontWeight: 'semibold' })}>
            {i18n._({ id: 'show_as.search_label', message: 'Partner name' })}
          </label>
          <input
            id="partner-search"
            type="search"
            name={PARTNER_SEARCH_PARAMETER}
            defaultValue={search}
            className={css({ borderWidth: '1px', borderColor: 'gray.500', borderRadius: 'md', px: '3', py: '2', minWidth: '18rem' })}
          />
        </div>
        <button type="submit" className={buttonClass({ size: 'sm' })}>
          {i18n._({ id: 'show_as.search', message: 'Find partner' })}
        </button>
      </form>
      {partners.length ? (
        <ul className={css({ listStyle: 'none', display: 'grid', gap: '3' })}>
          {partners.map((partner) => (
            <li
              key={partner.organisationId}
              className={css({
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: '4',
                flexWrap: 'wrap',
                borderWidth: '1px',
                borderColor: 'gray.200',
                borderRadius: 'md',
                p: '4',
              })}
              data-partner={partner.name}
            >
              <div>
                <p className={css({ fontWeight: 'semibold', color: 'brand.theme' })}>{partner.name}</p>
                <p className={css({ fontSize: 'sm', color: 'gray.700' })}>
                  {levelLabel(i18n, partner.level)} · {countryName(iso, partner.country)} · {partner.accountName}
                </p>
              </div>
              <form method="post" action={action}>
                <CsrfField token={csrfToken} />
                <input type="hidden" name="organisation" value={partner.organisationId} />
                <button type="submit" className={buttonClass({ size: 'sm' })}>
                  {i18n._({ id: 'show_as.choose', message: 'Show portal as {partner}', values: { partner: partner.name } })}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>
          {search
            ? i18n._({ id: 'show_as.none_found', message: 'No partner matches “{search}”.', values: { search } })
            : i18n._({ id: 'show_as.none', message: 'There are no partners you can show the portal as.' })}
        </EmptyState>
      )}
    </section>
  )
}
