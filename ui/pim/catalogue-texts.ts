/**
 * Texts of the PIM's catalogue screens in the reader's language: field labels (also for the
 * changes and history tables), hints, problems, notices and the editor island's texts (handed to
 * it as props: the browser gets no i18n runtime).
 */
import type { I18n } from '@lingui/core'
import { type CatalogFile, LOCALE_CODES, localeFor } from '../../locales/registry.ts'
import { RELATED_PRODUCTS_MAX, TEXT_LANGUAGES } from '../content/catalogue-source.ts'
import type { CatalogueAction } from './catalogue-status.ts'
import { type CatalogueFormProblem, LED_FIELDS, type LedField, PRODUCT_NUMBER_FIELDS, type ProductNumberField } from './catalogue-form.ts'

/** A language by its own name ("Français"); the two Englishes with their country. */
export function languageName(file: CatalogFile): string {
  const code = LOCALE_CODES.find((candidate) => candidate === file) ?? 'en-gb'
  const locale = localeFor(code, 'LOCAL')
  return file === 'en-gb' || file === 'en-us' ? `${locale.name} (${locale.countryShort})` : locale.name
}

export function catalogueProblemMessage(i18n: I18n, problem: CatalogueFormProblem | 'stale'): string {
  switch (problem) {
    case 'required':
      return i18n._({ id: 'pim.problem.required', message: 'Please fill in this field.' })
    case 'invalid':
      return i18n._({ id: 'pim.problem.invalid', message: 'This value is not valid.' })
    case 'unknown-line':
      return i18n._({ id: 'pim.catalogue.problem.unknown_line', message: 'Choose one of the product lines.' })
    case 'unknown-category':
      return i18n._({ id: 'pim.catalogue.problem.unknown_category', message: 'Choose one of the categories.' })
    case 'unknown-product':
      return i18n._({ id: 'pim.catalogue.problem.unknown_product', message: 'Choose products of the catalogue, other than this one.' })
    case 'too-many-highlights':
      return i18n._({
        id: 'pim.catalogue.problem.too_many_highlights',
        message: 'This language has more highlights than British English. Write the same highlights, one per line.',
      })
    case 'slug-taken':
      return i18n._({ id: 'pim.catalogue.problem.slug_taken', message: 'Another page of the catalogue already has this address.' })
    case 'stale':
      return i18n._({
        id: 'pim.catalogue.problem.stale',
        message: 'Someone saved this draft after you opened it. Reload the page to see their changes, then make yours again.',
      })
  }
}

function ledLabel(i18n: I18n, field: LedField): string {
  switch (field) {
    case 'pixelPitchMm':
      return i18n._({ id: 'pim.catalogue.field.pixel_pitch', message: 'Pixel pitch (mm)' })
    case 'cabinetWidthMm':
      return i18n._({ id: 'pim.catalogue.field.cabinet_width', message: 'Cabinet width (mm)' })
    case 'cabinetHeightMm':
      return i18n._({ id: 'pim.catalogue.field.cabinet_height', message: 'Cabinet height (mm)' })
    case 'cabinetResolutionWidth':
      return i18n._({ id: 'pim.catalogue.field.cabinet_resolution_width', message: 'Cabinet resolution, width (pixels)' })
    case 'cabinetResolutionHeight':
      return i18n._({ id: 'pim.catalogue.field.cabinet_resolution_height', message: 'Cabinet resolution, height (pixels)' })
    case 'weightKg':
      return i18n._({ id: 'pim.catalogue.field.cabinet_weight', message: 'Cabinet weight (kg)' })
    case 'brightnessNits':
      return i18n._({ id: 'pim.catalogue.field.cabinet_brightness', message: 'Cabinet brightness (cd/m²)' })
    case 'maxPowerW':
      return i18n._({ id: 'pim.catalogue.field.max_power', message: 'Maximum power (W)' })
    case 'typicalPowerW':
      return i18n._({ id: 'pim.catalogue.field.typical_power', message: 'Typical power (W)' })
  }
}

function numberLabel(i18n: I18n, field: ProductNumberField): string {
  switch (field) {
    case 'screenSizeInch':
      return i18n._({ id: 'pim.catalogue.field.screen_size', message: 'Screen size (inches)' })
    case 'diagonalCm':
      return i18n._({ id: 'pim.catalogue.field.diagonal', message: 'Diagonal (cm)' })
    case 'resolutionWidth':
      return i18n._({ id: 'pim.catalogue.field.resolution_width', message: 'Resolution, width (pixels)' })
    case 'resolutionHeight':
      return i18n._({ id: 'pim.catalogue.field.resolution_height', message: 'Resolution, height (pixels)' })
    case 'brightnessNits':
      return i18n._({ id: 'pim.catalogue.field.brightness', message: 'Brightness (cd/m²)' })
  }
}

/** Labels of the fields that are not per language, by form field name. */
function plainLabels(i18n: I18n, facetLabels: Readonly<Record<string, string>>): Record<string, string> {
  return {
    status: i18n._({ id: 'pim.field.status', message: 'Status' }),
    lineId: i18n._({ id: 'pim.catalogue.field.line', message: 'Product line' }),
    categoryId: i18n._({ id: 'pim.catalogue.field.category', message: 'Category' }),
    energyLabel: i18n._({ id: 'pim.catalogue.field.energy_class', message: 'EU energy class' }),
    relatedProductCtns: i18n._({ id: 'pim.catalogue.field.related', message: 'Related products' }),
    downloadIds: i18n._({ id: 'pim.catalogue.field.downloads', message: 'Downloads' }),
    image: i18n._({ id: 'pim.catalogue.field.picture', message: 'Picture' }),
    ctn: i18n._({ id: 'pim.field.ctn', message: 'Type number' }),
    id: i18n._({ id: 'pim.catalogue.field.id', message: 'Identifier' }),
    ...Object.fromEntries(PRODUCT_NUMBER_FIELDS.map((field) => [field, numberLabel(i18n, field)])),
    ...Object.fromEntries(LED_FIELDS.map((field) => [`led.${field}`, ledLabel(i18n, field)])),
    ...Object.fromEntries(Object.entries(facetLabels).map(([facet, label]) => [`facets.${facet}`, label])),
  }
}

/** Labels of the texts written per language, by field (without the language). */
function localisedLabels(i18n: I18n): Record<string, string> {
  return {
    name: i18n._({ id: 'pim.catalogue.field.name', message: 'Product name' }),
    description: i18n._({ id: 'pim.catalogue.field.description', message: 'Description' }),
    highlights: i18n._({ id: 'pim.catalogue.field.highlights', message: 'Highlights' }),
    title: i18n._({ id: 'pim.catalogue.field.title', message: 'Title' }),
    slug: i18n._({ id: 'pim.catalogue.field.slug', message: 'Address (slug)' }),
    summary: i18n._({ id: 'pim.catalogue.field.summary', message: 'Summary' }),
    intro: i18n._({ id: 'pim.catalogue.field.intro', message: 'Introduction' }),
    imageAlt: i18n._({ id: 'pim.catalogue.field.picture_alt', message: 'Picture description (alternative text)' }),
  }
}

/**
 * The label of a field path of the changes and history tables (`description.fr-fr` →
 * "Description (Français)", `image.alt.de-de` → "Picture description … (Deutsch)").
 */
export function fieldPathLabeller(i18n: I18n, facetLabels: Readonly<Record<string, string>>): (path: string) => string {
  const plain = plainLabels(i18n, facetLabels)
  const localised = localisedLabels(i18n)
  const pictureSource = i18n._({ id: 'pim.catalogue.field.picture_file', message: 'Picture file' })
  const pictureWidth = i18n._({ id: 'pim.catalogue.field.picture_width', message: 'Picture width (pixels)' })
  const pictureHeight = i18n._({ id: 'pim.catalogue.field.picture_height', message: 'Picture height (pixels)' })
  return (path) => {
    const parts = path.split('.')
    const language = parts.at(-1) as CatalogFile
    const inLanguage = (label: string) => `${label} (${languageName(language)})`
    if (parts[0] === 'image') {
      if (parts[1] === 'alt') return inLanguage(localised.imageAlt!)
      return parts[1] === 'width' ? pictureWidth : parts[1] === 'height' ? pictureHeight : pictureSource
    }
    if (parts.length === 2 && localised[parts[0]!] && (TEXT_LANGUAGES as readonly string[]).includes(language))
      return inLanguage(localised[parts[0]!]!)
    return plain[path] ?? path
  }
}

export interface CatalogueEditorTexts {
  /** Field labels by form field name without language (`description`, `status`, `facets.features`, `led.pixelPitchMm`). */
  labels: Record<string, string>
  hints: {
    highlights: string
    slug: string
    americanEnglish: string
    otherLanguage: string
    led: string
    related: string
    photo: string
    facets: string
  }
  legends: { general: string; texts: string; filters: string; figures: string; led: string; related: string; picture: string }
  languagesLabel: string
  languages: Record<CatalogFile, string>
  /** A tab whose fields have problems ("Français, has problems"). */
  languagesWithProblems: Record<CatalogFile, string>
  /** The labels of the related products' selects ("Related product 1" …). */
  relatedLabels: string[]
  none: string
  statuses: Record<string, string>
  photo: { choose: string; uploading: string; uploaded: string; failed: string; current: string }
  save: string
  saving: string
  summaryTitle: string
  fixErrors: string
  saveFailed: string
  problems: Record<CatalogueFormProblem | 'stale', string>
}

export function catalogueEditorTexts(i18n: I18n, facetLabels: Readonly<Record<string, string>>): CatalogueEditorTexts {
  const problems = Object.fromEntries(
    (
      ['required', 'invalid', 'unknown-line', 'unknown-category', 'unknown-product', 'too-many-highlights', 'slug-taken', 'stale'] as const
    ).map((problem) => [problem, catalogueProblemMessage(i18n, problem)]),
  ) as CatalogueEditorTexts['problems']
  return {
    labels: { ...plainLabels(i18n, facetLabels), ...localisedLabels(i18n) },
    hints: {
      highlights: i18n._({ id: 'pim.catalogue.hint.highlights', message: 'One highlight per line, in the same order in every language.' }),
      slug: i18n._({
        id: 'pim.catalogue.hint.slug',
        message:
          'Lower-case letters, digits and hyphens. Changing it changes the address of the page: links to the old address stop working.',
      }),
      americanEnglish: i18n._({
        id: 'pim.catalogue.hint.american_english',
        message: 'Leave a text as it is where American English is the same as British English.',
      }),
      otherLanguage: i18n._({ id: 'pim.catalogue.hint.other_language', message: 'A text left empty shows in British English.' }),
      led: i18n._({ id: 'pim.catalogue.hint.led', message: 'For LED products only: leave every field empty for other products.' }),
      related: i18n._({
        id: 'pim.catalogue.hint.related',
        message: 'Shown on the product page before other products of its category.',
      }),
      photo: i18n._({
        id: 'pim.catalogue.hint.photo',
        message: 'A PNG or JPEG file of at most 5 MB. Products without a photo show the picture drawn from their data.',
      }),
      facets: i18n._({ id: 'pim.catalogue.hint.facets', message: 'What visitors filter the product overview by.' }),
    },
    legends: {
      general: i18n._({ id: 'pim.catalogue.legend.general', message: 'General' }),
      texts: i18n._({ id: 'pim.catalogue.legend.texts', message: 'Texts per language' }),
      filters: i18n._({ id: 'pim.catalogue.legend.filters', message: 'Filters' }),
      figures: i18n._({ id: 'pim.catalogue.legend.figures', message: 'Key figures' }),
      led: i18n._({ id: 'pim.catalogue.legend.led', message: 'LED cabinet' }),
      related: i18n._({ id: 'pim.catalogue.field.related', message: 'Related products' }),
      picture: i18n._({ id: 'pim.catalogue.field.picture', message: 'Picture' }),
    },
    languagesLabel: i18n._({ id: 'pim.catalogue.languages', message: 'Languages' }),
    languages: Object.fromEntries(TEXT_LANGUAGES.map((file) => [file, languageName(file)])) as Record<CatalogFile, string>,
    languagesWithProblems: Object.fromEntries(
      TEXT_LANGUAGES.map((file) => [
        file,
        i18n._({
          id: 'pim.catalogue.language_with_problems',
          message: '{language}, has problems',
          values: { language: languageName(file) },
        }),
      ]),
    ) as Record<CatalogFile, string>,
    relatedLabels: Array.from({ length: RELATED_PRODUCTS_MAX }, (_, index) =>
      i18n._({ id: 'pim.catalogue.related_number', message: 'Related product {number}', values: { number: index + 1 } }),
    ),
    none: i18n._({ id: 'pim.none', message: 'None' }),
    statuses: {
      active: i18n._({ id: 'pim.product_status.active', message: 'Active' }),
      disabled: i18n._({ id: 'pim.product_status.disabled', message: 'Disabled' }),
      archived: i18n._({ id: 'pim.product_status.archived', message: 'Archived' }),
    },
    photo: {
      choose: i18n._({ id: 'pim.catalogue.photo.choose', message: 'New photo' }),
      uploading: i18n._({ id: 'pim.catalogue.photo.uploading', message: 'Uploading the photo…' }),
      uploaded: i18n._({ id: 'pim.catalogue.photo.uploaded', message: 'The photo is uploaded. Save the draft to keep it.' }),
      failed: i18n._({ id: 'pim.catalogue.photo.failed', message: 'The photo could not be uploaded. Please try again.' }),
      current: i18n._({ id: 'pim.catalogue.photo.current', message: 'Current picture' }),
    },
    save: i18n._({ id: 'pim.catalogue.save', message: 'Save draft' }),
    saving: i18n._({ id: 'pim.catalogue.saving', message: 'Saving the draft…' }),
    summaryTitle: i18n._({ id: 'forms.summary_title', message: 'There is a problem with the form' }),
    fixErrors: i18n._({ id: 'pim.problem.fix_fields', message: 'Please correct the marked fields.' }),
    saveFailed: i18n._({ id: 'pim.catalogue.save_failed', message: 'Something went wrong while saving the draft. Please try again.' }),
    problems,
  }
}

export function catalogueActionLabel(i18n: I18n, action: CatalogueAction): string {
  switch (action) {
    case 'saved':
      return i18n._({ id: 'pim.catalogue.action.saved', message: 'Draft saved' })
    case 'published':
      return i18n._({ id: 'pim.catalogue.action.published', message: 'Published' })
    case 'reverted':
      return i18n._({ id: 'pim.catalogue.action.reverted', message: 'Draft set back to an earlier version' })
    case 'scheduled':
      return i18n._({ id: 'pim.catalogue.action.scheduled', message: 'Schedule changed' })
    case 'expired':
      return i18n._({ id: 'pim.catalogue.action.expired', message: 'Expired: archived on schedule' })
    case 'schedule-failed':
      return i18n._({ id: 'pim.catalogue.action.schedule_failed', message: 'Scheduled change not made: schedule removed' })
  }
}
