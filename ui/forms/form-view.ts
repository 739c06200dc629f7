/**
 * A form laid out in the visitor's language, ready to render on the server and to pass to an
 * island as JSON: labels, hints, options and the control of every field.
 */
import type { I18n } from '@lingui/core'
import { STATE_NAMES, STATES_BY_COUNTRY, countryOptions } from './choices.ts'
import { SUPPORT_UPLOAD_ACCEPT, SUPPORT_UPLOAD_TYPES, TOTAL_UPLOAD_LIMIT_MB } from './field-rules.ts'
import type { FieldControl, LayoutField, LayoutSection, SectionTitle } from './form-layouts.ts'
import { layoutOf } from './form-layouts.ts'
import type { LocaleCode } from '../../locales/registry.ts'
import { CHOICE_LISTS, choiceLabels, consentLinks, consentTexts, fieldHints, fieldLabels } from './form-texts.ts'
import type { LeadFormId } from '../leads/lead-forms.ts'
import { FILE_SIZE_LIMIT_KB, KB_PER_MB } from './validators.ts'

export interface ChoiceOption {
  value: string
  label: string
}

export interface ChoiceGroup {
  label: string
  options: ChoiceOption[]
}

export interface FieldView {
  name: string
  label: string
  hint?: string
  control: FieldControl['kind']
  autoComplete?: string
  rows?: number
  accept?: string
  options?: ChoiceOption[]
  optionGroups?: ChoiceGroup[]
  /** The sentence beside a consent checkbox; `<0>…</0>` parts link to `statementLinks[0]` (ui/forms/linked-text.ts). */
  statement?: string
  statementLinks?: string[]
  /** Said to screen readers after the sentence: its links open in a new tab, so the form keeps what was typed. */
  statementLinkHint?: string
}

export interface SectionView {
  title: string
  fields: FieldView[]
}

/** Everything needed to show the field labels, hints and options of any form in one language. */
export interface FormVocabulary {
  labels: Record<string, string>
  hints: Record<string, string>
  choices: ReturnType<typeof choiceLabels>
  consents: ReturnType<typeof consentTexts>
  consentLinks: ReturnType<typeof consentLinks>
  newTabHint: string
  countries: ChoiceOption[]
  states: ChoiceGroup[]
  sections: Record<SectionTitle, string>
}

/** `iso` names the countries; `code` is the locale the consent sentences link pages in. */
export function formVocabulary(i18n: I18n, iso: string, code: LocaleCode): FormVocabulary {
  const countries = [...countryOptions(iso)]
  const countryName = (countryCode: string) => countries.find((country) => country.value === countryCode)?.label ?? countryCode
  return {
    labels: fieldLabels(i18n),
    hints: fieldHints(i18n, {
      fileSizeMb: FILE_SIZE_LIMIT_KB / KB_PER_MB,
      totalMb: TOTAL_UPLOAD_LIMIT_MB,
      fileTypes: Object.values(SUPPORT_UPLOAD_TYPES).join(', '),
    }),
    choices: choiceLabels(i18n),
    consents: consentTexts(i18n),
    consentLinks: consentLinks(code),
    newTabHint: i18n._({ id: 'forms.consent.opens_new_tab', message: '(The link opens in a new tab.)' }),
    countries,
    states: Object.entries(STATES_BY_COUNTRY).map(([country, codes]) => ({
      label: countryName(country),
      options: codes.map((code) => ({ value: code, label: STATE_NAMES[`${country}-${code}`] ?? code })),
    })),
    sections: {
      aboutYou: i18n._({ id: 'forms.section.about_you', message: 'About you' }),
      organisation: i18n._({ id: 'forms.section.organisation', message: 'Your organisation' }),
      request: i18n._({ id: 'forms.section.request', message: 'Your request' }),
      product: i18n._({ id: 'forms.section.product', message: 'Your product' }),
      application: i18n._({ id: 'careers.section.application', message: 'Your application' }),
      consents: i18n._({ id: 'forms.section.consents', message: 'Consents' }),
    },
  }
}

export function fieldView(vocabulary: FormVocabulary, field: LayoutField): FieldView {
  const { name, control } = field
  const view: FieldView = { name, label: vocabulary.labels[name] ?? name, control: control.kind }
  const hint = vocabulary.hints[name]
  if (hint) view.hint = hint
  if ('autoComplete' in control && control.autoComplete) view.autoComplete = control.autoComplete
  if (control.kind === 'textarea') view.rows = control.rows
  if (control.kind === 'files') view.accept = control.accept
  if (control.kind === 'consent') {
    const consent = name as keyof FormVocabulary['consents']
    view.statement = vocabulary.consents[consent]
    const links = vocabulary.consentLinks[consent]
    if (links?.length) {
      view.statementLinks = links
      view.statementLinkHint = vocabulary.newTabHint
    }
  }
  if (control.kind === 'select' || control.kind === 'radio' || control.kind === 'multiselect') {
    if (control.choices === 'countries') view.options = vocabulary.countries
    else if (control.choices === 'states') view.optionGroups = vocabulary.states
    else {
      const labels = vocabulary.choices[control.choices] ?? {}
      view.options = CHOICE_LISTS[control.choices].map((value) => ({ value, label: labels[value] ?? value }))
    }
  }
  return view
}

export function sectionViews(vocabulary: FormVocabulary, sections: readonly LayoutSection[]): SectionView[] {
  return sections.map((section) => ({
    title: vocabulary.sections[section.title],
    fields: section.fields.map((field) => fieldView(vocabulary, field)),
  }))
}

/** A lead form laid out in the vocabulary's language. */
export function leadFormView(form: LeadFormId, vocabulary: FormVocabulary): SectionView[] {
  return sectionViews(vocabulary, layoutOf(form, SUPPORT_UPLOAD_ACCEPT))
}
