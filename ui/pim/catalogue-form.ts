/**
 * The PIM's edit forms for products, product lines and categories: their field names, a record
 * built from a posted form (plain post or the island's fetch: the same fields), and its check with
 * the content model's schemas (ui/content/catalogue-source.ts) plus what only the whole catalogue
 * knows (the line and category exist, the slug is free, related products exist). The browser
 * (CatalogueEditor island) and the worker run the same check. Free of server APIs.
 */
import { LOCALE_CODES } from '../../locales/registry.ts'
import {
  type CatalogueKind,
  type CatalogueRecordOf,
  type LocalisedText,
  type SourceCategory,
  type SourceImage,
  type SourceLine,
  type SourceProduct,
  TEXT_LANGUAGES,
  checkCatalogueRecord,
} from '../content/catalogue-source.ts'
import { PRODUCT_FACETS, type ProductFacet } from '../content/model.ts'
import { textIn } from '../portal/localised-text.ts'

/** Reads a posted form: URLSearchParams, FormData (its files are ignored) or the island's own fields. */
export interface FormFields {
  get(name: string): unknown
  getAll(name: string): unknown[]
}

/** The LED cabinet fields, in the order the form shows them. */
export const LED_FIELDS = [
  'pixelPitchMm',
  'cabinetWidthMm',
  'cabinetHeightMm',
  'cabinetResolutionWidth',
  'cabinetResolutionHeight',
  'weightKg',
  'brightnessNits',
  'maxPowerW',
  'typicalPowerW',
] as const
export type LedField = (typeof LED_FIELDS)[number]

export const PRODUCT_NUMBER_FIELDS = ['screenSizeInch', 'diagonalCm', 'resolutionWidth', 'resolutionHeight', 'brightnessNits'] as const
export type ProductNumberField = (typeof PRODUCT_NUMBER_FIELDS)[number]

/** The texts each kind has per language (its tab in the form), besides the picture's alt text. */
export const LOCALISED_FIELDS = {
  product: ['name', 'description', 'highlights'],
  line: ['title', 'slug', 'summary', 'intro'],
  category: ['title', 'slug', 'summary', 'intro'],
} as const satisfies Record<CatalogueKind, readonly string[]>
export type LocalisedField = (typeof LOCALISED_FIELDS)[CatalogueKind][number] | 'imageAlt'

/** The revision of the draft the form was opened on (a save over a newer one is refused). */
export const REVISION_FIELD = 'revision'
export const IMAGE_FIELDS = { src: 'image.src', width: 'image.width', height: 'image.height' } as const

export function localisedFieldName(field: LocalisedField, language: string): string {
  return `${field}.${language}`
}

export const CATALOGUE_FORM_PROBLEMS = [
  'required',
  'invalid',
  'unknown-line',
  'unknown-category',
  'unknown-product',
  'too-many-highlights',
  'slug-taken',
] as const
export type CatalogueFormProblem = (typeof CATALOGUE_FORM_PROBLEMS)[number]
export type CatalogueFormErrors = Record<string, CatalogueFormProblem>

/** What the check needs to know of the rest of the catalogue. */
export interface CatalogueFormContext {
  lines: ReadonlyArray<Pick<SourceLine, 'id' | 'categoryId' | 'slug'>>
  categories: ReadonlyArray<Pick<SourceCategory, 'id' | 'slug'>>
  productCtns: readonly string[]
  facetValues: Readonly<Record<ProductFacet, readonly string[]>>
}

function text(form: FormFields, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : ''
}

function texts(form: FormFields, name: string): string[] {
  return form.getAll(name).flatMap((value) => (typeof value === 'string' && value.trim() ? [value.trim()] : []))
}

/** American English is kept only where it differs from British English (it falls back to it), as the seed writes it. */
function keeps(language: string, value: string, british: string): boolean {
  return value !== '' && !(language === 'en-us' && value === british)
}

/** Text per language from `{field}.{language}`: British English always (empty when left empty), the others when filled in. */
function localisedText(form: FormFields, field: LocalisedField): LocalisedText {
  const british = text(form, localisedFieldName(field, 'en-gb'))
  const result: Record<string, string> = { 'en-gb': british }
  for (const language of TEXT_LANGUAGES) {
    if (language === 'en-gb') continue
    const value = text(form, localisedFieldName(field, language))
    if (keeps(language, value, british)) result[language] = value
  }
  return result as LocalisedText
}

/** A number as typed (a decimal comma accepted); undefined when empty, NaN when not a number. */
function numberField(form: FormFields, name: string): number | undefined {
  const value = text(form, name).replace(',', '.')
  if (!value) return undefined
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN
}

function withDefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T
}

function imageFrom(form: FormFields, base: SourceImage): SourceImage {
  return {
    src: text(form, IMAGE_FIELDS.src) || base.src,
    alt: localisedText(form, 'imageAlt'),
    width: numberField(form, IMAGE_FIELDS.width) ?? base.width,
    height: numberField(form, IMAGE_FIELDS.height) ?? base.height,
  }
}

/** One line per highlight, per language: the i-th lines of every language make highlight i. */
function highlightsFrom(form: FormFields): { highlights: LocalisedText[]; tooMany: string[] } {
  const linesOf = (language: string) =>
    text(form, localisedFieldName('highlights', language))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
  const british = linesOf('en-gb')
  const tooMany: string[] = []
  const highlights = british.map((line) => ({ 'en-gb': line }) as Record<string, string>)
  for (const language of TEXT_LANGUAGES) {
    if (language === 'en-gb') continue
    const lines = linesOf(language)
    if (lines.length > british.length) tooMany.push(localisedFieldName('highlights', language))
    lines.slice(0, british.length).forEach((line, index) => {
      if (keeps(language, line, british[index]!)) highlights[index]![language] = line
    })
  }
  return { highlights: highlights as LocalisedText[], tooMany }
}

function productFrom(form: FormFields, base: SourceProduct): { candidate: unknown; tooMany: string[] } {
  const { highlights, tooMany } = highlightsFrom(form)
  const ledValues = LED_FIELDS.map((field) => [field, numberField(form, `led.${field}`)] as const)
  const energyLabel = text(form, 'energyLabel')
  const related = [...new Set(texts(form, 'relatedProductCtns'))]
  const candidate = withDefined({
    ctn: base.ctn,
    lineId: text(form, 'lineId'),
    status: text(form, 'status'),
    name: localisedText(form, 'name'),
    description: localisedText(form, 'description'),
    highlights,
    image: imageFrom(form, base.image),
    facets: Object.fromEntries(PRODUCT_FACETS.map((facet) => [facet, [...new Set(texts(form, `facets.${facet}`))]])),
    ...Object.fromEntries(PRODUCT_NUMBER_FIELDS.map((field) => [field, numberField(form, field)])),
    energyLabel: energyLabel || undefined,
    led: ledValues.every(([, value]) => value === undefined) ? undefined : withDefined(Object.fromEntries(ledValues)),
    downloadIds: base.downloadIds,
    relatedProductCtns: related.length ? related : undefined,
  })
  return { candidate, tooMany }
}

function lineFrom(form: FormFields, base: SourceLine): unknown {
  return {
    id: base.id,
    categoryId: text(form, 'categoryId'),
    slug: localisedText(form, 'slug'),
    title: localisedText(form, 'title'),
    summary: localisedText(form, 'summary'),
    intro: localisedText(form, 'intro'),
    image: imageFrom(form, base.image),
  }
}

function categoryFrom(form: FormFields, base: SourceCategory): unknown {
  return {
    id: base.id,
    slug: localisedText(form, 'slug'),
    title: localisedText(form, 'title'),
    summary: localisedText(form, 'summary'),
    intro: localisedText(form, 'intro'),
    image: imageFrom(form, base.image),
  }
}

/** The form field a schema path belongs to (`highlights.2.de-de` → `highlights.de-de`, `image.alt.fr-fr` → `imageAlt.fr-fr`). */
export function formFieldOfPath(path: string): string {
  const [first, second, third] = path.split('.')
  switch (first) {
    case 'highlights':
      return localisedFieldName('highlights', third ?? 'en-gb')
    case 'image':
      return second === 'alt' ? localisedFieldName('imageAlt', third ?? 'en-gb') : 'image'
    case 'facets':
    case 'led':
      return second ? `${first}.${second}` : first === 'led' ? `led.${LED_FIELDS[0]}` : 'facets'
    case 'relatedProductCtns':
      return 'relatedProductCtns'
    default:
      return second ? `${first}.${second}` : (first ?? '')
  }
}

/** A slug used by another record of the same list (other lines of the category, other categories) in any locale. */
function takenSlugs(own: LocalisedText, others: ReadonlyArray<{ slug: LocalisedText }>, errors: CatalogueFormErrors): void {
  for (const code of LOCALE_CODES) {
    const slug = textIn(own, code)
    if (!others.some((other) => textIn(other.slug, code) === slug)) continue
    const language = TEXT_LANGUAGES.find((file) => own[file] === slug) ?? 'en-gb'
    errors[localisedFieldName('slug', language)] ??= 'slug-taken'
  }
}

export type CatalogueFormCheck<Kind extends CatalogueKind> =
  | { ok: true; record: CatalogueRecordOf[Kind] }
  | { ok: false; errors: CatalogueFormErrors }

/** The record a posted form describes, checked; `base` is the draft the form was opened on. */
export function checkCatalogueForm<Kind extends CatalogueKind>(
  kind: Kind,
  form: FormFields,
  base: CatalogueRecordOf[Kind],
  context: CatalogueFormContext,
): CatalogueFormCheck<Kind> {
  const errors: CatalogueFormErrors = {}
  let candidate: unknown
  if (kind === 'product') {
    const built = productFrom(form, base as SourceProduct)
    candidate = built.candidate
    for (const field of built.tooMany) errors[field] = 'too-many-highlights'
  } else candidate = kind === 'line' ? lineFrom(form, base as SourceLine) : categoryFrom(form, base as SourceCategory)
  return checkInCatalogue(kind, candidate, context, errors)
}

/**
 * A record checked against its schema and against the rest of the catalogue (a draft before it is
 * published, a form after it is read); `errors` are problems already found, by form field.
 */
export function checkInCatalogue<Kind extends CatalogueKind>(
  kind: Kind,
  candidate: unknown,
  context: CatalogueFormContext,
  errors: CatalogueFormErrors = {},
): CatalogueFormCheck<Kind> {
  const checked = checkCatalogueRecord(kind, candidate)
  if (!checked.ok) for (const { field, problem } of checked.problems) errors[formFieldOfPath(field)] ??= problem

  const record = candidate as Record<string, unknown>
  if (kind === 'product') {
    const product = record as Partial<SourceProduct>
    if (product.lineId && !context.lines.some((line) => line.id === product.lineId)) errors.lineId ??= 'unknown-line'
    for (const facet of PRODUCT_FACETS) {
      const allowed = context.facetValues[facet]
      if ((product.facets?.[facet] ?? []).some((value) => !allowed.includes(value))) errors[`facets.${facet}`] ??= 'invalid'
    }
    if ((product.relatedProductCtns ?? []).some((ctn) => ctn === product.ctn || !context.productCtns.includes(ctn)))
      errors.relatedProductCtns ??= 'unknown-product'
  } else if (kind === 'line') {
    const line = record as SourceLine
    if (line.categoryId && !context.categories.some((category) => category.id === line.categoryId)) errors.categoryId ??= 'unknown-category'
    takenSlugs(
      line.slug,
      context.lines.filter((other) => other.id !== line.id && other.categoryId === line.categoryId),
      errors,
    )
  } else {
    const category = record as SourceCategory
    takenSlugs(
      category.slug,
      context.categories.filter((other) => other.id !== category.id),
      errors,
    )
  }
  if (Object.keys(errors).length || !checked.ok) return { ok: false, errors: Object.keys(errors).length ? errors : { form: 'invalid' } }
  return { ok: true, record: checked.record }
}

/** The form's values of a record: what its fields show when the form opens. */
export function formValuesOf(kind: CatalogueKind, record: CatalogueRecordOf[CatalogueKind]): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  const putText = (field: LocalisedField, localised: LocalisedText) => {
    for (const language of TEXT_LANGUAGES) values[localisedFieldName(field, language)] = localised[language] ?? ''
  }
  for (const field of LOCALISED_FIELDS[kind]) {
    if (field === 'highlights') {
      const highlights = (record as SourceProduct).highlights
      // A language with any highlight shows all of them, British English where it has none (what the site shows).
      for (const language of TEXT_LANGUAGES)
        values[localisedFieldName('highlights', language)] = highlights.some((highlight) => highlight[language])
          ? highlights.map((highlight) => highlight[language] ?? highlight['en-gb']).join('\n')
          : ''
    } else putText(field, (record as unknown as Record<string, LocalisedText>)[field]!)
  }
  putText('imageAlt', record.image.alt)
  values[IMAGE_FIELDS.src] = record.image.src
  values[IMAGE_FIELDS.width] = String(record.image.width)
  values[IMAGE_FIELDS.height] = String(record.image.height)
  if (kind === 'product') {
    const product = record as SourceProduct
    values.status = product.status
    values.lineId = product.lineId
    for (const facet of PRODUCT_FACETS) values[`facets.${facet}`] = [...product.facets[facet]]
    for (const field of PRODUCT_NUMBER_FIELDS) values[field] = String(product[field])
    values.energyLabel = product.energyLabel ?? ''
    for (const field of LED_FIELDS) values[`led.${field}`] = product.led ? String(product.led[field]) : ''
    values.relatedProductCtns = [...(product.relatedProductCtns ?? [])]
  } else if (kind === 'line') values.categoryId = (record as SourceLine).categoryId
  return values
}

/** The fields of a form as values, read back (the island keeps its values in this shape). */
export function formFieldsOf(values: Readonly<Record<string, string | readonly string[]>>): FormFields {
  return {
    get: (name) => {
      const value = values[name]
      return Array.isArray(value) ? value[0] : value
    },
    getAll: (name) => {
      const value = values[name]
      return value === undefined ? [] : Array.isArray(value) ? [...value] : [value]
    },
  }
}
