/**
 * The validation rules of SPEC.md point 5, shared by the browser (islands) and the server (form
 * endpoints). A rule looks at one field's value and answers with nothing (it passes) or a
 * failure: the SPEC's message key and the values its message needs. Turning a failure into the
 * translated sentence is `validation-messages.ts`'s job, so this module stays free of Lingui.
 *
 * Every rule except `required` lets an empty value pass: an optional field may stay empty.
 * A field's rules run in order and stop at the first failure (`firstFailure`).
 */
import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js'
import { fileTypesAgree as identityAgrees } from './file-types.ts'
import { hasControlCharacters, hasLineBreaks } from './text-characters.ts'

export { hasControlCharacters, hasLineBreaks }

/** The message keys of SPEC.md points 5 and 8, plus the form default for anything else. */
export const VALIDATION_MESSAGE_KEYS = [
  'required',
  'email',
  'phone',
  'url',
  'max',
  'no_spaces',
  'length',
  'numeric',
  'country',
  'file_size',
  'file_size_cumul',
  'mime_type_cumul',
  'file_count',
  'file_type_mismatch',
  'line_breaks',
  'characters',
  'invalid',
] as const
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number]

/** The rule names of SPEC.md point 5 (alpha_dash answers with the key no_spaces, size with file_size…). */
export type RuleName =
  | 'required'
  | 'email'
  | 'phone'
  | 'url'
  | 'max'
  | 'alpha_dash'
  | 'length'
  | 'numeric'
  | 'country'
  | 'size'
  | 'size_cumul'
  | 'mime_type_cumul'
  | 'file_count'
  | 'file_types_agree'
  | 'one_of'
  | 'date'
  | 'whole_number'
  | 'single_line'
  | 'plain_text'

/**
 * Values a message is filled with. `{0}` is the field's label unless the rule sets it (the file
 * rules put the limit there, as SPEC.md's wording does).
 */
export type MessageValues = Readonly<Record<string, string | number>>

export interface ValidationFailure {
  key: ValidationMessageKey
  values: MessageValues
}

/**
 * A file as the rules see it: the browser's `File` and the server's parsed upload both fit. In the
 * browser `type` is what the browser declares; on the server it is the type sniffed from the
 * bytes, and `declaredType` is the browser's claim.
 */
export interface FileDescription {
  name: string
  size: number
  type: string
  declaredType?: string
}

export type FieldValue = string | boolean | readonly string[] | readonly FileDescription[] | readonly object[] | undefined

/** What a rule may know about the rest of the form. */
export interface RuleContext {
  /** ISO 3166 code used for phone numbers written without a country code. */
  phoneCountry?: string
}

export interface ValidationRule {
  name: RuleName
  check(value: FieldValue, context: RuleContext): ValidationFailure | undefined
}

/* ------------------------------------------------------------------ limits */

/** SPEC.md points 5 and 9: the phone parser reads at most 250 characters… */
export const PHONE_INPUT_MAX_LENGTH = 250
/** …and accepts national numbers of 2 to 17 digits. */
export const PHONE_NATIONAL_DIGITS = { min: 2, max: 17 } as const
/** SPEC.md point 5: an input this short without a country code is tolerated even when invalid. */
export const PHONE_SHORT_INPUT_LENGTH = 5
/** RFC 5321: an address longer than this cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254
/** Longer URLs are refused before the pattern runs. */
export const URL_MAX_LENGTH = 2048
/** SPEC.md points 5 and 9: a file may be at most 1024 KB. */
export const FILE_SIZE_LIMIT_KB = 1024
export const BYTES_PER_KB = 1024
export const KB_PER_MB = 1024

/* ------------------------------------------------------------------ value helpers */

function isFileList(value: FieldValue): value is readonly FileDescription[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'size' in item)
}

/** Empty: undefined, blank text, an unticked box, an empty list. */
export function isEmptyValue(value: FieldValue): boolean {
  if (value === undefined || value === false) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

/** Length in characters as people count them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}

function fail(key: ValidationMessageKey, values: MessageValues = {}): ValidationFailure {
  return { key, values }
}

/** A rule over non-empty text; other value kinds fail as not valid. */
function textRule(
  name: RuleName,
  passes: (text: string, context: RuleContext) => boolean,
  failure: () => ValidationFailure,
): ValidationRule {
  return {
    name,
    check(value, context) {
      if (isEmptyValue(value)) return undefined
      if (typeof value !== 'string') return fail('invalid')
      return passes(value, context) ? undefined : failure()
    },
  }
}

/* ------------------------------------------------------------------ the rules */

export function required(): ValidationRule {
  return { name: 'required', check: (value) => (isEmptyValue(value) ? fail('required') : undefined) }
}

const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/

export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text)
}

export function email(): ValidationRule {
  return textRule(
    'email',
    (text) => isEmailAddress(text.trim()),
    () => fail('email'),
  )
}

const INTERNATIONAL_PREFIX = /^\s*(?:\+|00)/

function phoneCountryOf(context: RuleContext): CountryCode | undefined {
  const code = context.phoneCountry?.toUpperCase()
  return code && /^[A-Z]{2}$/.test(code) && isSupportedCountry(code) ? (code as CountryCode) : undefined
}

/**
 * SPEC.md point 5: valid when the phone parser accepts it; also passes if no country code is
 * detected, the number is invalid and the input is 5 characters or fewer.
 */
export function isPhoneNumber(text: string, context: RuleContext = {}): boolean {
  if (text.length > PHONE_INPUT_MAX_LENGTH) return false
  let accepted = false
  try {
    const parsed = parsePhoneNumberFromString(text, { defaultCountry: phoneCountryOf(context) })
    const digits = parsed?.nationalNumber.length ?? 0
    accepted = !!parsed && parsed.isValid() && digits >= PHONE_NATIONAL_DIGITS.min && digits <= PHONE_NATIONAL_DIGITS.max
  } catch {
    accepted = false
  }
  if (accepted) return true
  return !INTERNATIONAL_PREFIX.test(text) && text.trim().length <= PHONE_SHORT_INPUT_LENGTH
}

export function phone(): ValidationRule {
  return textRule(
    'phone',
    (text, context) => isPhoneNumber(text, context),
    () => fail('phone'),
  )
}

/**
 * SPEC.md point 5: optional http(s) prefix, with or without www, then a host with a 2 to 5
 * letter top-level domain, optional port of 1 to 5 digits, optional path.
 */
const URL_PATTERN = /^(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+[a-z]{2,5}(?::\d{1,5})?(?:\/\S*)?$/i

export function isWebAddress(text: string): boolean {
  return text.length <= URL_MAX_LENGTH && URL_PATTERN.test(text)
}

export function url(): ValidationRule {
  return textRule(
    'url',
    (text) => isWebAddress(text.trim()),
    () => fail('url'),
  )
}

/** At most `maxLength` characters; the message shows the limit as `{1}`. */
export function max(maxLength: number): ValidationRule {
  return textRule(
    'max',
    (text) => characterCount(text) <= maxLength,
    () => fail('max', { 1: maxLength }),
  )
}

/** SPEC.md's alpha_dash: no spaces (any white space), message key no_spaces. */
export function alphaDash(): ValidationRule {
  return textRule(
    'alpha_dash',
    (text) => !/\s/.test(text),
    () => fail('no_spaces'),
  )
}

/** Exactly `fieldLength` characters; the message shows it as `{1}`. */
export function length(fieldLength: number): ValidationRule {
  return textRule(
    'length',
    (text) => characterCount(text) === fieldLength,
    () => fail('length', { 1: fieldLength }),
  )
}

/** Digits 0–9 only. */
export function numeric(): ValidationRule {
  return textRule(
    'numeric',
    (text) => /^[0-9]+$/.test(text),
    () => fail('numeric'),
  )
}

/** SPEC.md point 5: postal-code patterns by country. */
export const POSTAL_CODE_PATTERNS = {
  /** Letter-digit-letter, optional space, digit-letter-digit. */
  CA: /^[A-Za-z][0-9][A-Za-z] ?[0-9][A-Za-z][0-9]$/,
  /** First digit not 0, three more digits, optional space, two letters other than SA, SD or SS. */
  NL: /^[1-9][0-9]{3} ?(?![Ss][AaDdSs])[A-Za-z]{2}$/,
  /** Two digits, a hyphen, three digits. */
  PL: /^[0-9]{2}-[0-9]{3}$/,
} as const
export type PostalCodeCountry = keyof typeof POSTAL_CODE_PATTERNS

export function hasPostalCodePattern(country: string): country is PostalCodeCountry {
  return Object.hasOwn(POSTAL_CODE_PATTERNS, country)
}

/** SPEC.md point 5: any country without a pattern always fails. */
export function isPostalCode(text: string, country: string): boolean {
  return hasPostalCodePattern(country) && POSTAL_CODE_PATTERNS[country].test(text)
}

/** The postal code of `country`; message key country. */
export function postalCodeOf(country: string): ValidationRule {
  return textRule(
    'country',
    (text) => isPostalCode(text.trim(), country),
    () => fail('country'),
  )
}

/** One of the listed values (a select or a set of radio buttons); the form's generic message. */
export function oneOf(values: readonly string[]): ValidationRule {
  return textRule(
    'one_of',
    (text) => values.includes(text),
    () => fail('invalid'),
  )
}

/** Every value of a list (a group of checkboxes) is one of the listed values. */
export function eachOneOf(values: readonly string[]): ValidationRule {
  return {
    name: 'one_of',
    check(value) {
      if (isEmptyValue(value)) return undefined
      const fits = Array.isArray(value) && value.every((item) => typeof item === 'string' && values.includes(item))
      return fits ? undefined : fail('invalid')
    },
  }
}

/** A calendar date written YYYY-MM-DD (what `<input type="date">` sends). */
export function isCalendarDate(text: string): boolean {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export function calendarDate(): ValidationRule {
  return textRule('date', isCalendarDate, () => fail('invalid'))
}

/** A whole number from `least` to `most` (quantities, counts). */
export function wholeNumber(least: number, most: number): ValidationRule {
  return textRule(
    'whole_number',
    (text) => /^[0-9]{1,9}$/.test(text) && Number(text) >= least && Number(text) <= most,
    () => fail('invalid'),
  )
}

function fileRule(
  name: RuleName,
  passes: (files: readonly FileDescription[]) => boolean,
  failure: () => ValidationFailure,
): ValidationRule {
  return {
    name,
    check(value) {
      if (isEmptyValue(value)) return undefined
      if (!isFileList(value)) return fail('invalid')
      return passes(value) ? undefined : failure()
    },
  }
}

/** SPEC.md point 5 `size`: every file at most `limitKb`; the message shows size/1024 (MB). */
export function size(limitKb: number = FILE_SIZE_LIMIT_KB): ValidationRule {
  return fileRule(
    'size',
    (files) => files.every((file) => file.size <= limitKb * BYTES_PER_KB),
    () => fail('file_size', { 0: limitKb / KB_PER_MB }),
  )
}

/** SPEC.md point 5 `size_cumul`: all files together within `limitMb`; the message shows the limit in MB. */
export function sizeCumul(limitMb: number): ValidationRule {
  return fileRule(
    'size_cumul',
    (files) => files.reduce((total, file) => total + file.size, 0) <= limitMb * KB_PER_MB * BYTES_PER_KB,
    () => fail('file_size_cumul', { 0: limitMb }),
  )
}

/** At most `limit` files (SPEC.md is silent on a count: without one, thousands of tiny files would each cost an R2 write). */
export function fileCount(limit: number): ValidationRule {
  return fileRule(
    'file_count',
    (files) => files.length <= limit,
    () => fail('file_count', { 0: limit }),
  )
}

/**
 * SPEC.md point 5 `mime_type_cumul`: every file's type is one of the allowed comma-separated
 * types; the message lists them (by the names people know, e.g. "JPG, PNG, PDF").
 */
export function mimeTypeCumul(allowedTypes: string, displayNames: Readonly<Record<string, string>> = {}): ValidationRule {
  const allowed = allowedTypes
    .split(',')
    .map((type) => type.trim().toLowerCase())
    .filter(Boolean)
  const listed = allowed.map((type) => displayNames[type] ?? type).join(', ')
  return fileRule(
    'mime_type_cumul',
    (files) => files.every((file) => allowed.includes(file.type.toLowerCase())),
    () => fail('mime_type_cumul', { 0: listed }),
  )
}

/**
 * Every file's name, declared type and content agree (ui/forms/file-types.ts): a page named
 * `.html` with an image header, or a `.jpg` the browser calls text/html, is refused. The message
 * names the first file that does not.
 */
export function fileTypesAgree(): ValidationRule {
  return {
    name: 'file_types_agree',
    check(value) {
      if (isEmptyValue(value)) return undefined
      if (!isFileList(value)) return fail('invalid')
      const odd = value.find((file) =>
        file.declaredType === undefined
          ? !identityAgrees({ name: file.name, declared: file.type })
          : !identityAgrees({ name: file.name, declared: file.declaredType, sniffed: file.type }),
      )
      return odd ? fail('file_type_mismatch', { 0: odd.name }) : undefined
    },
  }
}

/* ------------------------------------------------------------------ characters of typed text */

function textsOf(value: FieldValue): string[] {
  if (typeof value === 'string') return [value]
  if (!Array.isArray(value)) return []
  return value.flatMap((item: unknown) =>
    typeof item === 'string'
      ? [item]
      : item && typeof item === 'object' && !('size' in item)
        ? Object.values(item).filter((part): part is string => typeof part === 'string')
        : [],
  )
}

/** No control or direction-override characters (multi-line text: line breaks and tabs allowed). */
export function plainText(): ValidationRule {
  return { name: 'plain_text', check: (value) => (textsOf(value).some(hasControlCharacters) ? fail('characters') : undefined) }
}

/** One line: no line breaks or tabs, and no control or direction-override characters. */
export function singleLine(): ValidationRule {
  return {
    name: 'single_line',
    check(value) {
      const texts = textsOf(value)
      if (texts.some(hasControlCharacters)) return fail('characters')
      return texts.some(hasLineBreaks) ? fail('line_breaks') : undefined
    },
  }
}

/** Runs rules in order and returns the first failure (SPEC.md point 5: validation stops there). */
export function firstFailure(
  rules: readonly ValidationRule[],
  value: FieldValue,
  context: RuleContext = {},
): ValidationFailure | undefined {
  for (const rule of rules) {
    const failure = rule.check(value, context)
    if (failure) return failure
  }
  return undefined
}
