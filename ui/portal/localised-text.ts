/**
 * Texts that portal records (trainings, promotions) keep in D1: one text per catalog file. A locale
 * reads its catalog file's text; en-us and any missing language fall back to en-gb.
 */
import { type CatalogFile, type LocaleCode, localeFor } from '../../locales/registry.ts'

export type LocalisedTexts = Partial<Record<CatalogFile, string>> & { 'en-gb': string }

export function textIn(texts: LocalisedTexts, code: LocaleCode): string {
  return texts[localeFor(code, 'LOCAL').file] ?? texts['en-gb']
}

/** A stored JSON column of texts, read for a locale; an unreadable column reads as empty. */
export function storedTextIn(json: string, code: LocaleCode): string {
  try {
    return textIn(JSON.parse(json) as LocalisedTexts, code)
  } catch {
    return ''
  }
}
