/**
 * The partner finder (SPEC.md points 1 and 2): a country/region selector (a plain GET form, so it
 * works without JavaScript) and the partners of the chosen country by level and business line.
 */
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { controlClass, labelClass } from '../forms/components/FormField.tsx'
import type { ChoiceGroup, ChoiceOption } from '../forms/form-view.ts'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'
import { isSafeHref } from '../routes/safe-url.ts'

export interface PartnerListing {
  name: string
  city: string
  lines: string
  website?: string
  phone?: string
}

export interface PartnerFinderPageProps {
  title: string
  intro: string
  action: string
  texts: {
    country: string
    line: string
    allLines: string
    show: string
    website: string
    phone: string
    empty: string
    resultsTitle: string
  }
  regions: ChoiceGroup[]
  lines: ChoiceOption[]
  country?: string
  line?: string
  groups: Array<{ level: string; partners: PartnerListing[] }>
}

const cardClass = css({
  borderWidth: '1px',
  borderColor: 'gray.300',
  borderRadius: 'md',
  p: '4',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
})

export function PartnerFinderPage(props: PartnerFinderPageProps) {
  const { texts } = props
  return (
    <article>
      <h1 className={pageTitleClass}>{props.title}</h1>
      <p className={css({ fontSize: 'xl', mb: '8', color: 'gray.700', maxWidth: '65ch' })}>{props.intro}</p>
      <form
        method="get"
        action={props.action}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end', mb: '10' })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '16rem' })}>
          <label htmlFor="partner-country" className={labelClass}>
            {texts.country}
          </label>
          <select id="partner-country" name="country" defaultValue={props.country ?? ''} className={controlClass}>
            <option value="">—</option>
            {props.regions.map((region) => (
              <optgroup key={region.label} label={region.label}>
                {region.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '12rem' })}>
          <label htmlFor="partner-line" className={labelClass}>
            {texts.line}
          </label>
          <select id="partner-line" name="line" defaultValue={props.line ?? ''} className={controlClass}>
            <option value="">{texts.allLines}</option>
            {props.lines.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" leadingIcon="search">
          {texts.show}
        </Button>
      </form>
      {props.country ? (
        <section aria-labelledby="partner-results">
          <h2 id="partner-results" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>
            {texts.resultsTitle}
          </h2>
          {props.groups.length === 0 ? <p className={css({ textStyle: 'paragraph' })}>{texts.empty}</p> : null}
          {props.groups.map((group) => (
            <section key={group.level} aria-label={group.level} className={css({ mb: '8' })}>
              <h3 className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'brand.theme', mb: '3' })}>{group.level}</h3>
              <ul className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}>
                {group.partners.map((partner) => (
                  <li key={partner.name} className={cardClass}>
                    <strong>{partner.name}</strong>
                    <span>{partner.city}</span>
                    <span className={css({ color: 'gray.700', fontSize: 'sm' })}>{partner.lines}</span>
                    {partner.phone ? (
                      <span>
                        {texts.phone}: <a href={`tel:${partner.phone.replace(/\s+/g, '')}`}>{partner.phone}</a>
                      </span>
                    ) : null}
                    {partner.website && isSafeHref(partner.website) ? (
                      <a href={partner.website} rel="noopener" className={css({ color: 'brand.progress', textDecoration: 'underline' })}>
                        {texts.website}
                        <span className={css({ srOnly: true })}> {partner.name}</span>
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ) : null}
    </article>
  )
}
