/**
 * The translated product templates per language (texts-*.ts), turned into LocalisedText for one
 * product. en-us is derived from en-gb where American spelling differs (colour → color…).
 */
import type { LocalisedText } from '../../source.ts'
import { type Lang, perLang } from './helpers.ts'
import type { HighlightKey, LangTexts, ProductFacts } from './product-facts.ts'
import { deDe } from './texts-de-de.ts'
import { enGb } from './texts-en-gb.ts'
import { esEs } from './texts-es-es.ts'
import { frFr } from './texts-fr-fr.ts'
import { itIt } from './texts-it-it.ts'
import { jaJp } from './texts-ja-jp.ts'

export const productTexts: Record<Lang, LangTexts> = {
  'en-gb': enGb,
  'fr-fr': frFr,
  'it-it': itIt,
  'de-de': deDe,
  'es-es': esEs,
  'ja-jp': jaJp,
}

export const productName = (f: ProductFacts): LocalisedText => perLang((lang) => productTexts[lang].name[f.kind](f))

export const productDescription = (f: ProductFacts): LocalisedText => perLang((lang) => productTexts[lang].description[f.lineId](f))

export const productHighlight = (key: HighlightKey, f: ProductFacts): LocalisedText =>
  perLang((lang) => productTexts[lang].highlight[key](f))
