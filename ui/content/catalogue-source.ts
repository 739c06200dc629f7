/**
 * The catalogue's source model: categories, product lines and products as the PIM keeps them (D1,
 * docs/decisions/037-pim-owns-the-catalogue.md) and as the seed writes them (kv-seed/content/catalogue/),
 * one record with its texts per language. One arktype schema per record: the PIM's edit forms
 * check a draft with it in the browser and on the server, the draft store checks every row it
 * reads with it, and the publisher (kv-seed/publish.ts) refuses a catalogue that does not match it.
 * kv-seed/publish/catalogue.ts turns these records into the published model of ./model.ts.
 */
import { type Type, type } from 'arktype'
import { CATALOG_FILES, type CatalogFile } from '../../locales/registry.ts'
import { ENERGY_CLASSES } from '../catalogue/energy-label-svg.ts'
import { hasControlCharacters, hasLineBreaks } from '../forms/text-characters.ts'
import { PRODUCT_FACETS, type ProductFacet } from './model.ts'

/** Longest name or title, summary, description or intro, and highlight a record may have. */
export const CATALOGUE_TEXT_LIMITS = { title: 120, summary: 400, description: 4000, highlight: 200, alt: 200 } as const
/** Most highlights a product lists, and most related products it names (the product page shows four). */
export const PRODUCT_HIGHLIGHTS_MAX = 8
export const RELATED_PRODUCTS_MAX = 4
export const PRODUCT_STATUS_VALUES = ['active', 'disabled', 'archived'] as const

/** One line of text: no control characters, no line breaks, not only blanks. */
const oneLine = (maximum: number) =>
  type('string')
    .atMostLength(maximum)
    .narrow(
      (text, context) =>
        (text.trim().length > 0 && !hasLineBreaks(text) && !hasControlCharacters(text)) || context.mustBe('one line of text'),
    )

/** Text that may run over several lines (descriptions, intros). */
const lines = (maximum: number) =>
  type('string')
    .atMostLength(maximum)
    .narrow((text, context) => (text.trim().length > 0 && !hasControlCharacters(text)) || context.mustBe('text'))

/** Text per catalog file: British English always; the others optional (a missing one falls back, en-us to en-gb). */
function localised(text: Type<string>) {
  return type({ 'en-gb': text, 'en-us?': text, 'fr-fr?': text, 'it-it?': text, 'de-de?': text, 'es-es?': text, 'ja-jp?': text })
}

/** The catalog files a localised text is written in, British English (required) first. */
export const TEXT_LANGUAGES: readonly CatalogFile[] = CATALOG_FILES

export const localisedTitle = localised(oneLine(CATALOGUE_TEXT_LIMITS.title))
export const localisedSummary = localised(lines(CATALOGUE_TEXT_LIMITS.summary))
export const localisedDescription = localised(lines(CATALOGUE_TEXT_LIMITS.description))
export const localisedHighlight = localised(oneLine(CATALOGUE_TEXT_LIMITS.highlight))
export const localisedAlt = localised(oneLine(CATALOGUE_TEXT_LIMITS.alt))

/** A slug: lower-case letters and digits, words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const localisedSlug = localised(type('string').atMostLength(80).and(type(SLUG_PATTERN)))

/**
 * Where a catalogue picture may live: an illustration of the site (`/images/…`), a picture drawn
 * from a product's data (`/product-images/{slug}/{view}.svg`) or a photo uploaded in the PIM
 * (`/product-images/photos/{id}.{png|jpg}`, ui/catalogue/product-photos.ts).
 */
export const CATALOGUE_IMAGE_SRC =
  /^\/(images\/[\w./-]+|product-images\/[\w-]+\/(front|side|detail)\.svg|product-images\/photos\/[a-f0-9-]{36}\.(png|jpg))$/

export const sourceImage = type({
  src: type('string').atMostLength(200).and(type(CATALOGUE_IMAGE_SRC)),
  alt: localisedAlt,
  width: '0 < number.integer <= 10000',
  height: '0 < number.integer <= 10000',
})

export const sourceCategory = type({
  id: type(SLUG_PATTERN),
  slug: localisedSlug,
  title: localisedTitle,
  summary: localisedSummary,
  intro: localisedSummary,
  image: sourceImage,
})

export const sourceLine = type({
  id: type(SLUG_PATTERN),
  categoryId: type(SLUG_PATTERN),
  slug: localisedSlug,
  title: localisedTitle,
  summary: localisedSummary,
  intro: localisedSummary,
  image: sourceImage,
})

export const ledCabinet = type({
  cabinetWidthMm: '0 < number <= 5000',
  cabinetHeightMm: '0 < number <= 5000',
  cabinetResolutionWidth: '0 < number.integer <= 10000',
  cabinetResolutionHeight: '0 < number.integer <= 10000',
  pixelPitchMm: '0 < number <= 100',
  weightKg: '0 < number <= 500',
  maxPowerW: '0 < number <= 10000',
  typicalPowerW: '0 < number <= 10000',
  brightnessNits: '0 < number.integer <= 20000',
})

/** A commercial type number as written on the product (55BDL4511D/00). */
export const CTN_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,30}(\/[0-9A-Z]{2})?$/

const facetValues = type(/^[a-z0-9][a-z0-9.-]*$/)
  .array()
  .atMostLength(40)
const productFacets = type(
  Object.fromEntries(PRODUCT_FACETS.map((facet) => [facet, facetValues])) as Record<ProductFacet, typeof facetValues>,
)

export const sourceProduct = type({
  ctn: type(CTN_PATTERN),
  lineId: type(SLUG_PATTERN),
  status: type.enumerated(...PRODUCT_STATUS_VALUES),
  name: localisedTitle,
  description: localisedDescription,
  highlights: localisedHighlight.array().atMostLength(PRODUCT_HIGHLIGHTS_MAX),
  image: sourceImage,
  facets: productFacets,
  screenSizeInch: '0 <= number <= 1000',
  diagonalCm: '0 <= number <= 3000',
  resolutionWidth: '0 <= number.integer <= 20000',
  resolutionHeight: '0 <= number.integer <= 20000',
  brightnessNits: '0 <= number.integer <= 20000',
  'energyLabel?': type.enumerated(...ENERGY_CLASSES),
  'led?': ledCabinet,
  downloadIds: type('string > 0').array().atMostLength(100),
  /** Products the page offers beside this one, before the others of its category. */
  'relatedProductCtns?': type(CTN_PATTERN).array().atMostLength(RELATED_PRODUCTS_MAX),
})

export type LocalisedText = typeof localisedTitle.infer
export type SourceImage = typeof sourceImage.infer
export type SourceCategory = typeof sourceCategory.infer
export type SourceLine = typeof sourceLine.infer
export type SourceProduct = typeof sourceProduct.infer

/** The three kinds of catalogue record the PIM edits, and their schemas. */
export const CATALOGUE_KINDS = ['product', 'line', 'category'] as const
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number]

export interface CatalogueRecordOf {
  product: SourceProduct
  line: SourceLine
  category: SourceCategory
}

export const CATALOGUE_SCHEMAS = { product: sourceProduct, line: sourceLine, category: sourceCategory } as const

/** The id of a record: a product's CTN, a line's or category's id. */
export function catalogueIdOf<Kind extends CatalogueKind>(kind: Kind, record: CatalogueRecordOf[Kind]): string {
  return kind === 'product' ? (record as SourceProduct).ctn : (record as SourceLine | SourceCategory).id
}

/** The categories, lines and products the PIM publishes (facet definitions and spec labels stay with the seed). */
export interface CatalogueRecords {
  categories: SourceCategory[]
  lines: SourceLine[]
  products: SourceProduct[]
}

/** Where a record failed its schema: the path of the field (`name.fr-fr`, `highlights.2.de-de`) and what is wrong. */
export interface CatalogueProblem {
  field: string
  /** `required` (missing or empty) or `invalid` (there, but not acceptable). */
  problem: 'required' | 'invalid'
}

export type CatalogueCheck<Kind extends CatalogueKind> =
  | { ok: true; record: CatalogueRecordOf[Kind] }
  | { ok: false; problems: CatalogueProblem[] }

/** Checks a record of `kind` against its schema; the problems name each failing field once. */
export function checkCatalogueRecord<Kind extends CatalogueKind>(kind: Kind, candidate: unknown): CatalogueCheck<Kind> {
  const checked = CATALOGUE_SCHEMAS[kind](candidate)
  if (!(checked instanceof type.errors)) return { ok: true, record: checked as CatalogueRecordOf[Kind] }
  const problems = new Map<string, CatalogueProblem['problem']>()
  for (const error of checked) {
    const field = error.path.map(String).join('.')
    if (problems.has(field)) continue
    problems.set(field, error.code === 'required' || error.data === '' ? 'required' : 'invalid')
  }
  return { ok: false, problems: [...problems].map(([field, problem]) => ({ field, problem })) }
}
