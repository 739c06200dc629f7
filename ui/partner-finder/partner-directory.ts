/**
 * The public partner directory (SPEC.md point 1, partner lookup by country): published into KV
 * from `kv-seed/content/partners.json` as one record, read by the partner finder page. Partner
 * organisations of the portal (sign-in, users) live in D1; this is the public listing only.
 */
import { PARTNER_LEVELS, type PartnerLevel } from '../content/model.ts'

export const PARTNER_DIRECTORY_KEY = 'partners/directory'

/** SPEC.md point 1: business categories pro, led, signage. */
export const BUSINESS_LINES = ['pro', 'led', 'signage'] as const
export type BusinessLine = (typeof BUSINESS_LINES)[number]

/** The regions of the country/region selector. */
export const REGIONS = ['europe', 'americas', 'asia-pacific', 'middle-east-africa'] as const
export type Region = (typeof REGIONS)[number]

export interface DirectoryPartner {
  id: string
  name: string
  city: string
  /** ISO 3166-1 alpha-2. */
  country: string
  level: PartnerLevel
  businessLines: BusinessLine[]
  website?: string
  phone?: string
}

export interface DirectoryCountry {
  code: string
  region: Region
}

export interface PartnerDirectory {
  countries: DirectoryCountry[]
  partners: DirectoryPartner[]
}

/** Partners are listed by level, highest first. */
export const LEVEL_ORDER: readonly PartnerLevel[] = ['distributor', 'platinum', 'gold', 'silver', 'blue']

export function isBusinessLine(value: unknown): value is BusinessLine {
  return typeof value === 'string' && (BUSINESS_LINES as readonly string[]).includes(value)
}

export function isPartnerLevel(value: unknown): value is PartnerLevel {
  return typeof value === 'string' && (PARTNER_LEVELS as readonly string[]).includes(value)
}

/** The partners of a country, optionally of one business line, grouped by level (highest first). */
export function partnersByLevel(
  directory: PartnerDirectory,
  country: string,
  line?: BusinessLine,
): Array<{ level: PartnerLevel; partners: DirectoryPartner[] }> {
  const inCountry = directory.partners
    .filter((partner) => partner.country === country && (!line || partner.businessLines.includes(line)))
    .sort((a, b) => a.name.localeCompare(b.name))
  return LEVEL_ORDER.map((level) => ({ level, partners: inCountry.filter((partner) => partner.level === level) })).filter(
    (group) => group.partners.length > 0,
  )
}
