/**
 * The fixed choices of the forms (select options, radio buttons) as stable codes. Their labels
 * are translated where the forms are rendered (`form-texts.ts`); the codes are what is stored
 * and handed to the customer record system.
 */

/** The four contact forms of SPEC.md point 1, chosen on the contact page. */
export const CONTACT_TOPICS = ['general', 'technical', 'project', 'partner'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

/** SPEC.md point 1: signage, LED video walls, professional TV, monitors. */
export const PRODUCT_TYPES = ['signage', 'led', 'tv', 'monitor'] as const

/** The desired branch (`contactFor`): the sector the visitor works in or buys for. */
export const BRANCHES = ['retail', 'hospitality', 'healthcare', 'education', 'corporate', 'transport', 'public-sector', 'other'] as const

export const PURCHASE_TIMINGS = ['within-3-months', '3-to-6-months', '6-to-12-months', 'later', 'unknown'] as const

export const FIELDS_OF_APPLICATION = ['digital-signage', 'video-wall', 'meeting-room', 'hospitality-tv', 'control-room', 'other'] as const

export const YES_NO = ['yes', 'no'] as const

/** SPEC.md point 3, Wave enquiry. */
export const WAVE_REQUEST_TYPES = ['wave_question', 'partner_request'] as const
export const BUSINESS_TYPES = ['reseller', 'system-integrator', 'end-user', 'distributor', 'other'] as const

/** SPEC.md point 3, project request: standalone, or a system with a system provider. */
export const SETUP_TYPES = ['standalone', 'system'] as const

/** Countries whose address has a state or province, chosen from a list. */
export const STATES_BY_COUNTRY = {
  US: [
    'AL',
    'AK',
    'AZ',
    'AR',
    'CA',
    'CO',
    'CT',
    'DE',
    'DC',
    'FL',
    'GA',
    'HI',
    'ID',
    'IL',
    'IN',
    'IA',
    'KS',
    'KY',
    'LA',
    'ME',
    'MD',
    'MA',
    'MI',
    'MN',
    'MS',
    'MO',
    'MT',
    'NE',
    'NV',
    'NH',
    'NJ',
    'NM',
    'NY',
    'NC',
    'ND',
    'OH',
    'OK',
    'OR',
    'PA',
    'RI',
    'SC',
    'SD',
    'TN',
    'TX',
    'UT',
    'VT',
    'VA',
    'WA',
    'WV',
    'WI',
    'WY',
  ],
  CA: ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'],
} as const satisfies Record<string, readonly string[]>
export type CountryWithStates = keyof typeof STATES_BY_COUNTRY

/** State and province names are proper names, written the same in every language of the site. */
export const STATE_NAMES: Record<string, string> = {
  'US-AL': 'Alabama',
  'US-AK': 'Alaska',
  'US-AZ': 'Arizona',
  'US-AR': 'Arkansas',
  'US-CA': 'California',
  'US-CO': 'Colorado',
  'US-CT': 'Connecticut',
  'US-DE': 'Delaware',
  'US-DC': 'District of Columbia',
  'US-FL': 'Florida',
  'US-GA': 'Georgia',
  'US-HI': 'Hawaii',
  'US-ID': 'Idaho',
  'US-IL': 'Illinois',
  'US-IN': 'Indiana',
  'US-IA': 'Iowa',
  'US-KS': 'Kansas',
  'US-KY': 'Kentucky',
  'US-LA': 'Louisiana',
  'US-ME': 'Maine',
  'US-MD': 'Maryland',
  'US-MA': 'Massachusetts',
  'US-MI': 'Michigan',
  'US-MN': 'Minnesota',
  'US-MS': 'Mississippi',
  'US-MO': 'Missouri',
  'US-MT': 'Montana',
  'US-NE': 'Nebraska',
  'US-NV': 'Nevada',
  'US-NH': 'New Hampshire',
  'US-NJ': 'New Jersey',
  'US-NM': 'New Mexico',
  'US-NY': 'New York',
  'US-NC': 'North Carolina',
  'US-ND': 'North Dakota',
  'US-OH': 'Ohio',
  'US-OK': 'Oklahoma',
  'US-OR': 'Oregon',
  'US-PA': 'Pennsylvania',
  'US-RI': 'Rhode Island',
  'US-SC': 'South Carolina',
  'US-SD': 'South Dakota',
  'US-TN': 'Tennessee',
  'US-TX': 'Texas',
  'US-UT': 'Utah',
  'US-VT': 'Vermont',
  'US-VA': 'Virginia',
  'US-WA': 'Washington',
  'US-WV': 'West Virginia',
  'US-WI': 'Wisconsin',
  'US-WY': 'Wyoming',
  'CA-AB': 'Alberta',
  'CA-BC': 'British Columbia',
  'CA-MB': 'Manitoba',
  'CA-NB': 'New Brunswick',
  'CA-NL': 'Newfoundland and Labrador',
  'CA-NS': 'Nova Scotia',
  'CA-NT': 'Northwest Territories',
  'CA-NU': 'Nunavut',
  'CA-ON': 'Ontario',
  'CA-PE': 'Prince Edward Island',
  'CA-QC': 'Quebec',
  'CA-SK': 'Saskatchewan',
  'CA-YT': 'Yukon',
}

export function hasStates(country: unknown): country is CountryWithStates {
  return typeof country === 'string' && Object.hasOwn(STATES_BY_COUNTRY, country)
}

export function statesOf(country: CountryWithStates): readonly string[] {
  return STATES_BY_COUNTRY[country]
}

/**
 * ISO 3166-1 alpha-2 codes of the countries a visitor can choose. Names come from
 * `Intl.DisplayNames` in the visitor's language.
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM ' +
  'FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN ' +
  'MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS ' +
  'PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL ' +
  'TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ')

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && COUNTRY_CODES.includes(value)
}

/** Sorted country lists per language, kept for the isolate's life: building one takes milliseconds. */
const countryOptionsByLanguage = new Map<string, readonly { value: string; label: string }[]>()

/** Countries by name in a language, for a select. */
export function countryOptions(iso: string): readonly { value: string; label: string }[] {
  let options = countryOptionsByLanguage.get(iso)
  if (!options) {
    const names = new Intl.DisplayNames([iso], { type: 'region' })
    const collator = new Intl.Collator(iso)
    options = Object.freeze(
      COUNTRY_CODES.map((code) => Object.freeze({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
        collator.compare(a.label, b.label),
      ),
    )
    countryOptionsByLanguage.set(iso, options)
  }
  return options
}
