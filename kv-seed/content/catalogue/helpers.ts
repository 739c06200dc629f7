/**
 * Small helpers shared by the catalogue seed files: text in every language (with en-us derived
 * from en-gb where American spelling differs), number formatting per language, images.
 */
import type { LocalisedText, SourceImage } from '../../source.ts'

/** The languages every catalogue text is written in (en-us is derived, Swiss locales reuse these). */
export const LANGS = ['en-gb', 'fr-fr', 'it-it', 'de-de', 'es-es', 'ja-jp'] as const
export type Lang = (typeof LANGS)[number]

const AMERICAN: Array<[RegExp, string]> = [
  [/\bcolour/g, 'color'],
  [/\bColour/g, 'Color'],
  [/\bcentre/g, 'center'],
  [/\bCentre/g, 'Center'],
  [/\boptimis/g, 'optimiz'],
  [/\bOptimis/g, 'Optimiz'],
  [/\bminimis/g, 'minimiz'],
  [/\bmaximis/g, 'maximiz'],
  [/\bcustomis/g, 'customiz'],
  [/\borganis/g, 'organiz'],
  [/\bpersonalis/g, 'personaliz'],
  [/\bsynchronis/g, 'synchroniz'],
  [/\bmetres\b/g, 'meters'],
  [/\bmetre\b/g, 'meter'],
  [/\bmillimetres\b/g, 'millimeters'],
  [/\bgrey\b/g, 'gray'],
  [/\bfavourite/g, 'favorite'],
  [/\bbehaviour/g, 'behavior'],
  [/\blicence\b/g, 'license'],
  [/\bshop windows\b/g, 'store windows'],
  [/\bshop window\b/g, 'store window'],
]

/** American English spelling of a British English text. */
export function american(text: string): string {
  return AMERICAN.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text)
}

/**
 * Text in every language, in the order en-gb, fr-fr, it-it, de-de, es-es, ja-jp. en-us is added
 * only where it differs: given explicitly, or derived from en-gb by `american`.
 */
export function L(gb: string, fr: string, it: string, de: string, es: string, ja: string, us?: string): LocalisedText {
  const text: LocalisedText = { 'en-gb': gb, 'fr-fr': fr, 'it-it': it, 'de-de': de, 'es-es': es, 'ja-jp': ja }
  const usText = us ?? american(gb)
  if (usText !== gb) text['en-us'] = usText
  return text
}

/** Builds a LocalisedText from one function per language (en-us derived from en-gb). */
export function perLang(of: (lang: Lang) => string): LocalisedText {
  return L(of('en-gb'), of('fr-fr'), of('it-it'), of('de-de'), of('es-es'), of('ja-jp'))
}

const NUMBER_LOCALE: Record<Lang, string> = {
  'en-gb': 'en-GB',
  'fr-fr': 'fr-FR',
  'it-it': 'it-IT',
  'de-de': 'de-DE',
  'es-es': 'es-ES',
  'ja-jp': 'ja-JP',
}

/** A number as written in a language (decimal comma, thousands separator). */
export function num(value: number, lang: Lang, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[lang], { maximumFractionDigits }).format(value)
}

/** A dimension as written in a language: decimal comma where usual, no thousands separator (500 × 1000 mm). */
export function dim(value: number, lang: Lang): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[lang], { maximumFractionDigits: 1, useGrouping: false }).format(value)
}

/** Catalogue illustrations live in ui/public/images/catalogue/ (800 × 600 SVGs). */
export function catalogueImage(file: string, alt: LocalisedText): SourceImage {
  return { src: `/images/catalogue/${file}`, alt, width: 800, height: 600 }
}
