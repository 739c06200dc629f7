/**
 * The rule sets the forms share (names, e-mail, phone, address, consents, uploads) and the
 * limits they use, so every form checks the same field the same way.
 */
import { BRANCHES, COUNTRY_CODES, PURCHASE_TIMINGS, hasStates, statesOf } from './choices.ts'
import type { FormValues } from './form-schema.ts'
import {
  type ValidationRule,
  alphaDash,
  email,
  fileCount,
  fileTypesAgree,
  hasPostalCodePattern,
  length,
  max,
  mimeTypeCumul,
  numeric,
  oneOf,
  phone,
  postalCodeOf,
  required,
  size,
  sizeCumul,
  url,
  FILE_SIZE_LIMIT_KB,
} from './validators.ts'

/** Longest text each kind of field takes (characters). */
export const TEXT_LIMITS = {
  name: 80,
  email: 254,
  shortText: 120,
  code: 40,
  postalCode: 20,
  vatNumber: 20,
  firmwareVersion: 20,
  longText: 4000,
} as const

/** A registered customer number has exactly this many digits. */
export const CUSTOMER_NUMBER_LENGTH = 8

/** SPEC.md point 9 leaves the cumulative upload limit open: all files of one form together. */
export const TOTAL_UPLOAD_LIMIT_MB = 5
/** At most this many files per form. */
export const MAX_UPLOAD_FILES = 5
/** What a support request may attach (screenshots, photos of the display, PDF reports), with the names people know. */
export const SUPPORT_UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'application/pdf': 'PDF',
}
export const SUPPORT_UPLOAD_ACCEPT = Object.keys(SUPPORT_UPLOAD_TYPES).join(',')
/** A job application's CV (and certificates): PDF only, the one format every recruiter opens safely. */
export const CV_UPLOAD_TYPES: Readonly<Record<string, string>> = { 'application/pdf': 'PDF' }
export const CV_UPLOAD_ACCEPT = Object.keys(CV_UPLOAD_TYPES).join(',')
/** A CV with its certificates: at most this many files. */
export const MAX_CV_FILES = 3

export const rules = {
  firstName: [required(), max(TEXT_LIMITS.name)],
  lastName: [required(), max(TEXT_LIMITS.name)],
  email: [required(), email(), max(TEXT_LIMITS.email)],
  phoneOptional: [phone()],
  phoneRequired: [required(), phone()],
  organisationRequired: [required(), max(TEXT_LIMITS.shortText)],
  optionalText: [max(TEXT_LIMITS.shortText)],
  requiredText: [required(), max(TEXT_LIMITS.shortText)],
  longTextRequired: [required(), max(TEXT_LIMITS.longText)],
  longTextOptional: [max(TEXT_LIMITS.longText)],
  country: [required(), oneOf(COUNTRY_CODES)],
  branch: [required(), oneOf(BRANCHES)],
  purchaseTiming: [oneOf(PURCHASE_TIMINGS)],
  website: [url(), max(TEXT_LIMITS.shortText)],
  vatNumber: [alphaDash(), max(TEXT_LIMITS.vatNumber)],
  customerNumber: [required(), numeric(), length(CUSTOMER_NUMBER_LENGTH)],
  privacyConsent: [required()],
  optionalConsent: [] as ValidationRule[],
  supportFiles: [
    size(FILE_SIZE_LIMIT_KB),
    sizeCumul(TOTAL_UPLOAD_LIMIT_MB),
    mimeTypeCumul(SUPPORT_UPLOAD_ACCEPT, SUPPORT_UPLOAD_TYPES),
    fileTypesAgree(),
    fileCount(MAX_UPLOAD_FILES),
  ],
  /** The same size, type and content checks as every upload; at least one file. */
  cvFiles: [
    required(),
    size(FILE_SIZE_LIMIT_KB),
    sizeCumul(TOTAL_UPLOAD_LIMIT_MB),
    mimeTypeCumul(CV_UPLOAD_ACCEPT, CV_UPLOAD_TYPES),
    fileTypesAgree(),
    fileCount(MAX_CV_FILES),
  ],
  /** A job's id (kv-seed jobs): lower-case words joined by hyphens. */
  jobId: [required(), alphaDash(), max(TEXT_LIMITS.code)],
} satisfies Record<string, readonly ValidationRule[]>

/** Rules of a postal code: the country's pattern where SPEC.md point 5 gives one (CA, NL, PL). */
export function postalCodeRules(countryField: string) {
  return (values: FormValues): readonly ValidationRule[] => {
    const country = values[countryField]
    return typeof country === 'string' && hasPostalCodePattern(country)
      ? [max(TEXT_LIMITS.postalCode), postalCodeOf(country)]
      : [max(TEXT_LIMITS.postalCode)]
  }
}

/** A state or province: required, from the country's list, where the country has them. */
export function stateRules(countryField: string) {
  return (values: FormValues): readonly ValidationRule[] => {
    const country = values[countryField]
    return hasStates(country) ? [required(), oneOf(statesOf(country))] : []
  }
}

export function countryHasStates(countryField: string) {
  return (values: FormValues) => hasStates(values[countryField])
}
