/**
 * Numbers, dates and file sizes in the page's locale (`locale.iso`), through Intl. Shared by the
 * server-rendered pages; free of server APIs.
 */
import { type LocaleCode, localeFor } from '../../locales/registry.ts'

/** The BCP 47 tag of a locale (en-GB, fr-FR, …); the same in every environment. */
export function isoOf(code: LocaleCode): string {
  return localeFor(code, 'LOCAL').iso
}

/**
 * Formatters kept for the isolate's life: making one costs hundreds of microseconds (ICU data),
 * using one a few, and a product overview formats about two hundred numbers. They hold no request
 * state. The options come from code, so the number of distinct keys stays small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

/** The options of a plain number: its formatter is keyed by the locale alone. */
const PLAIN_NUMBER: Intl.NumberFormatOptions = Object.freeze({})

function numberFormat(iso: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options === PLAIN_NUMBER ? iso : `${iso}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(iso, options)
    numberFormats.set(key, format)
  }
  return format
}

function dateTimeFormat(iso: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${iso}|${JSON.stringify(options)}`
  let format = dateTimeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(iso, options)
    dateTimeFormats.set(key, format)
  }
  return format
}

export function formatNumber(iso: string, value: number, options: Intl.NumberFormatOptions = PLAIN_NUMBER): string {
  return numberFormat(iso, options).format(value)
}

/**
 * Dates and ranges already formatted with the default options, per locale: a page formats the
 * same few event and article dates on every request, and a range costs ICU's formatRange each time
 * (decision 052). Bounded; forgotten all at once when full.
 */
const formattedDates = new Map<string, string>()
const MAX_FORMATTED_DATES = 2000

function remembered(key: string, format: () => string): string {
  let text = formattedDates.get(key)
  if (text === undefined) {
    text = format()
    if (formattedDates.size >= MAX_FORMATTED_DATES) formattedDates.clear()
    formattedDates.set(key, text)
  }
  return text
}

/** An ISO date (`2025-03-14` or a full timestamp) as a long date in the locale. */
export function formatDate(iso: string, date: string, options?: Intl.DateTimeFormatOptions): string {
  if (!options) return remembered(`${iso}|${date}`, () => formatDateWith(iso, date, { dateStyle: 'long' }))
  return formatDateWith(iso, date, options)
}

function formatDateWith(iso: string, date: string, options: Intl.DateTimeFormatOptions): string {
  const parsed = new Date(date)
  if (Number.isNaN(parsed.getTime())) return date
  // Plain dates are calendar days: format them in UTC so no time zone moves them a day.
  const timeZone = /^\d{4}-\d{2}-\d{2}$/.test(date) ? 'UTC' : undefined
  return dateTimeFormat(iso, { timeZone, ...options }).format(parsed)
}

/** A date range (`14–16 March 2025`) in the locale; one day shows as one date. */
export function formatDateRange(iso: string, start: string, end: string): string {
  return remembered(`${iso}|${start}|${end}`, () => formatDateRangeNow(iso, start, end))
}

function formatDateRangeNow(iso: string, start: string, end: string): string {
  const from = new Date(start)
  const to = new Date(end)
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return formatDate(iso, start)
  const timeZone = /^\d{4}-\d{2}-\d{2}$/.test(start) ? 'UTC' : undefined
  const format = dateTimeFormat(iso, { dateStyle: 'long', timeZone })
  return to.getTime() <= from.getTime() ? format.format(from) : format.formatRange(from, to)
}

const FILE_SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/** A file size for people (`2.4 MB`, `2,4 Mo`): binary steps of 1024, at most one decimal. */
export function formatFileSize(iso: string, bytes: number): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return numberFormat(iso, {
    style: 'unit',
    unit: FILE_SIZE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value)
}
