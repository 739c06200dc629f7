/**
 * Resolving source content (text per language) to one locale: texts, images, dates and
 * numbers (blocks: ./blocks.ts), and the section titles of breadcrumbs (from the UI catalogs).
 */
import type { I18n } from '@lingui/core'
import { LOCALE_CODES, type LocaleCode, localeFor } from '../../locales/registry.ts'
import type { Alternates, ContentImage } from '../../ui/content/model.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import type { LocalisedText, SourceImage } from '../source.ts'

/** The text in a locale: its catalog file's, en-us falling back to en-gb, anything else to en-gb. */
const catalogFile = new Map(LOCALE_CODES.map((code) => [code, localeFor(code, 'LOCAL').file]))

export function textIn(text: LocalisedText, code: LocaleCode): string {
  const file = catalogFile.get(code)!
  return text[file] ?? (file === 'en-us' ? text['en-gb'] : undefined) ?? text['en-gb']
}

export function imageIn(image: SourceImage, code: LocaleCode): ContentImage {
  return { src: image.src, alt: textIn(image.alt, code), width: image.width, height: image.height }
}

/** A path per locale, from a function of the locale. */
export function alternatesOf(pathIn: (code: LocaleCode) => string): Alternates {
  const alternates: Alternates = {}
  for (const code of LOCALE_CODES) alternates[code] = pathIn(code)
  return alternates
}

const i18nByLocale = new Map<LocaleCode, I18n>()

/** The UI catalog of a locale (section titles for breadcrumbs come from there, not from the seed). */
export function catalogOf(code: LocaleCode): I18n {
  let i18n = i18nByLocale.get(code)
  if (!i18n) {
    i18n = i18nFor(localeFor(code, 'LOCAL'))
    i18nByLocale.set(code, i18n)
  }
  return i18n
}

const numberFormats = new Map<string, Intl.NumberFormat>()

export function numberIn(value: number, code: LocaleCode, maximumFractionDigits = 2): string {
  const key = `${code}:${maximumFractionDigits}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(localeFor(code, 'LOCAL').iso, { maximumFractionDigits })
    numberFormats.set(key, format)
  }
  return format.format(value)
}

/** Throws when a value occurs twice (slugs per locale, ids). */
export function assertUnique(values: readonly string[], what: string): void {
  const seen = new Set<string>()
  for (const value of values) {
    if (seen.has(value)) throw new Error(`Duplicate ${what}: ${value}`)
    seen.add(value)
  }
}
