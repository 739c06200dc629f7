/** The seed's texts: one string per catalog language (`us` only where en-us differs), as LocalisedText. */
import type { LocalisedText } from '../source.ts'

export interface Tx {
  en: string
  us?: string
  fr: string
  it: string
  de: string
  es: string
  ja: string
}

export function tx(t: Tx): LocalisedText {
  const text: LocalisedText = { 'en-gb': t.en }
  if (t.us !== undefined) text['en-us'] = t.us
  text['fr-fr'] = t.fr
  text['it-it'] = t.it
  text['de-de'] = t.de
  text['es-es'] = t.es
  text['ja-jp'] = t.ja
  return text
}
