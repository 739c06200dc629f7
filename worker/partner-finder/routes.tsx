/** The partner finder: the published partner directory by country and business line (kv-seed/content/partners.json). */
import { type LocaleCode, localeFor } from '../../locales/registry.ts'
import { countryOptions } from '../../ui/forms/choices.ts'
import { PartnerFinderPage } from '../../ui/partner-finder/PartnerFinderPage.tsx'
import {
  BUSINESS_LINES,
  PARTNER_DIRECTORY_KEY,
  type PartnerDirectory,
  REGIONS,
  isBusinessLine,
  partnersByLevel,
} from '../../ui/partner-finder/partner-directory.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import type { PageLoader } from '../pages/page-loader.ts'
import { type FeatureRoutes, sitePage } from '../pages/route-definition.ts'

function homeCountryOf(code: LocaleCode): string {
  return localeFor(code, 'PRD').iso.split('-')[1] ?? ''
}

export const partnerFinderPage: PageLoader = async (context) => {
  const { code, i18n } = context
  const iso = context.match.locale.iso
  const directory = (await context.content.json<PartnerDirectory>(PARTNER_DIRECTORY_KEY)) ?? { countries: [], partners: [] }
  const names = new Map(countryOptions(iso).map((option) => [option.value, option.label]))
  const listed = new Set(directory.countries.map((country) => country.code))
  const requested = context.query.get('country')?.toUpperCase()
  const country =
    requested !== undefined
      ? requested && listed.has(requested)
        ? requested
        : undefined
      : listed.has(homeCountryOf(code))
        ? homeCountryOf(code)
        : undefined
  const lineParameter = context.query.get('line')
  const line = isBusinessLine(lineParameter) ? lineParameter : undefined
  const regionLabels: Record<string, string> = {
    europe: i18n._({ id: 'partners.region.europe', message: 'Europe' }),
    americas: i18n._({ id: 'partners.region.americas', message: 'Americas' }),
    'asia-pacific': i18n._({ id: 'partners.region.asia_pacific', message: 'Asia Pacific' }),
    'middle-east-africa': i18n._({ id: 'partners.region.middle_east_africa', message: 'Middle East and Africa' }),
  }
  const lineLabels: Record<string, string> = {
    pro: i18n._({ id: 'partners.line.pro', message: 'Professional TV' }),
    led: i18n._({ id: 'partners.line.led', message: 'LED' }),
    signage: i18n._({ id: 'partners.line.signage', message: 'Signage' }),
  }
  const levelLabels: Record<string, string> = {
    distributor: i18n._({ id: 'partners.level.distributor', message: 'Distributors' }),
    platinum: i18n._({ id: 'partners.level.platinum', message: 'Platinum partners' }),
    gold: i18n._({ id: 'partners.level.gold', message: 'Gold partners' }),
    silver: i18n._({ id: 'partners.level.silver', message: 'Silver partners' }),
    blue: i18n._({ id: 'partners.level.blue', message: 'Blue partners' }),
  }
  const title = i18n._({ id: 'partners.title', message: 'Find a partner' })
  const intro = i18n._({
    id: 'partners.intro',
    message: 'Our certified partners advise on, install and service our displays. Choose your country to see the partners near you.',
  })
  const countryName = country ? (names.get(country) ?? country) : ''
  return {
    title,
    description: intro,
    body: (
      <PartnerFinderPage
        title={title}
        intro={intro}
        action={pathFor('partner-finder', code)}
        texts={{
          country: i18n._({ id: 'partners.country', message: 'Country or region' }),
          line: i18n._({ id: 'partners.business_line', message: 'Business line' }),
          allLines: i18n._({ id: 'partners.all_lines', message: 'All business lines' }),
          show: i18n._({ id: 'partners.show', message: 'Show partners' }),
          website: i18n._({ id: 'partners.website', message: 'Website' }),
          phone: i18n._({ id: 'partners.phone', message: 'Phone' }),
          empty: i18n._({
            id: 'partners.empty',
            message: 'There are no partners for this choice yet. Please contact us and we will help you find one.',
          }),
          resultsTitle: i18n._({ id: 'partners.results', message: 'Partners in {country}', values: { country: countryName } }),
        }}
        regions={REGIONS.map((region) => ({
          label: regionLabels[region] ?? region,
          options: directory.countries
            .filter((each) => each.region === region)
            .map((each) => ({ value: each.code, label: names.get(each.code) ?? each.code }))
            .sort((a, b) => a.label.localeCompare(b.label, iso)),
        })).filter((region) => region.options.length > 0)}
        lines={BUSINESS_LINES.map((value) => ({ value, label: lineLabels[value] ?? value }))}
        country={country}
        line={line}
        groups={
          country
            ? partnersByLevel(directory, country, line).map((group) => ({
                level: levelLabels[group.level] ?? group.level,
                partners: group.partners.map((partner) => ({
                  name: partner.name,
                  city: partner.city,
                  lines: partner.businessLines.map((each) => lineLabels[each] ?? each).join(' · '),
                  website: partner.website,
                  phone: partner.phone,
                })),
              }))
            : []
        }
      />
    ),
  }
}

export const partnerFinderRoutes = {
  'partner-finder': sitePage(partnerFinderPage),
} satisfies FeatureRoutes
