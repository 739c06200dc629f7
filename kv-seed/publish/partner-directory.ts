/**
 * The public partner directory, checked and published as one KV record (PARTNER_DIRECTORY_KEY):
 * partner names are not translated, so one record serves every locale.
 */
import { COUNTRY_CODES } from '../../ui/forms/choices.ts'
import {
  BUSINESS_LINES,
  type PartnerDirectory,
  REGIONS,
  isBusinessLine,
  isPartnerLevel,
} from '../../ui/partner-finder/partner-directory.ts'

export function checkPartnerDirectory(directory: PartnerDirectory): void {
  const listed = new Set(directory.countries.map((country) => country.code))
  for (const country of directory.countries) {
    if (!COUNTRY_CODES.includes(country.code)) throw new Error(`Partner directory: unknown country ${country.code}`)
    if (!(REGIONS as readonly string[]).includes(country.region)) throw new Error(`Partner directory: unknown region ${country.region}`)
  }
  const ids = new Set<string>()
  for (const partner of directory.partners) {
    if (ids.has(partner.id)) throw new Error(`Partner directory: duplicate id ${partner.id}`)
    ids.add(partner.id)
    if (!listed.has(partner.country)) throw new Error(`Partner directory: ${partner.id} is in ${partner.country}, which is not listed`)
    if (!isPartnerLevel(partner.level)) throw new Error(`Partner directory: ${partner.id} has level ${partner.level}`)
    if (partner.businessLines.length === 0 || !partner.businessLines.every(isBusinessLine)) {
      throw new Error(`Partner directory: ${partner.id} needs business lines from ${BUSINESS_LINES.join(', ')}`)
    }
  }
}

export function publishPartnerDirectory(directory: PartnerDirectory): PartnerDirectory {
  checkPartnerDirectory(directory)
  return { countries: directory.countries, partners: [...directory.partners].sort((a, b) => a.id.localeCompare(b.id)) }
}
