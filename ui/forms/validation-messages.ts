/**
 * The translated wording of every validation failure (SPEC.md point 5), and the form-level
 * messages. The server reads the templates from the request's Lingui catalog; islands receive the
 * same templates as props (no i18n runtime in the browser) and fill them with the same function.
 */
import type { I18n } from '@lingui/core'
import type { MessageValues, ValidationFailure, ValidationMessageKey } from './validators.ts'

export type ValidationTemplates = Record<ValidationMessageKey, string>

/** Placeholders kept as written, so the translated sentence can travel as a template. */
const KEEP_PLACEHOLDERS = { 0: '{0}', 1: '{1}', field: '{field}' }

/** Every validation message in the i18n instance's language, placeholders unfilled. */
export function validationTemplates(i18n: I18n): ValidationTemplates {
  return {
    required: i18n._({ id: 'validation.required', message: '{0} is required', values: KEEP_PLACEHOLDERS }),
    email: i18n._({ id: 'validation.email', message: '{0} is not a valid format', values: KEEP_PLACEHOLDERS }),
    phone: i18n._({ id: 'validation.phone', message: '{0} is not a valid phone number', values: KEEP_PLACEHOLDERS }),
    url: i18n._({ id: 'validation.url', message: '{0} is not a valid URL.', values: KEEP_PLACEHOLDERS }),
    max: i18n._({ id: 'validation.max', message: 'A maximum of {1} characters are allowed', values: KEEP_PLACEHOLDERS }),
    no_spaces: i18n._({ id: 'validation.no_spaces', message: 'Spaces are not allowed', values: KEEP_PLACEHOLDERS }),
    length: i18n._({ id: 'validation.length', message: '{0} should be {1} characters long', values: KEEP_PLACEHOLDERS }),
    numeric: i18n._({ id: 'validation.numeric', message: '{0} should only consist of numbers', values: KEEP_PLACEHOLDERS }),
    country: i18n._({ id: 'validation.country', message: '{0} is not valid', values: KEEP_PLACEHOLDERS }),
    file_size: i18n._({ id: 'validation.file_size', message: 'The file size should not exceed {0}MB', values: KEEP_PLACEHOLDERS }),
    file_size_cumul: i18n._({
      id: 'validation.file_size_cumul',
      message: 'The files together should not exceed {0}MB',
      values: KEEP_PLACEHOLDERS,
    }),
    mime_type_cumul: i18n._({
      id: 'validation.mime_type_cumul',
      message: 'Only these file types are allowed: {0}',
      values: KEEP_PLACEHOLDERS,
    }),
    file_count: i18n._({ id: 'validation.file_count', message: 'You can attach at most {0} files', values: KEEP_PLACEHOLDERS }),
    file_type_mismatch: i18n._({
      id: 'validation.file_type_mismatch',
      message: '{0}: the file name, its type and its content do not match',
      values: KEEP_PLACEHOLDERS,
    }),
    line_breaks: i18n._({ id: 'validation.line_breaks', message: '{0} must fit on one line', values: KEEP_PLACEHOLDERS }),
    characters: i18n._({
      id: 'validation.characters',
      message: '{0} contains characters that are not allowed (control or text-direction characters)',
      values: KEEP_PLACEHOLDERS,
    }),
    invalid: i18n._({ id: 'validation.invalid', message: '{field} is not valid.', values: KEEP_PLACEHOLDERS }),
  }
}

/** Fills `{0}`, `{1}`, `{field}` placeholders; unknown placeholders stay as written. */
export function fillTemplate(template: string, values: MessageValues): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder))
}

/** The sentence a visitor reads for a failure of the field labelled `label`. */
export function validationMessage(templates: ValidationTemplates, failure: ValidationFailure, label: string): string {
  return fillTemplate(templates[failure.key], { 0: label, field: label, ...failure.values })
}

/** Messages about the whole form, in the i18n instance's language. */
export interface FormMessages {
  /** SPEC.md point 5, incomplete form. */
  incomplete: string
  /** SPEC.md point 5, a wizard step that is not (correctly) filled. */
  wizardStep: string
  /** SPEC.md point 8, any other problem while sending. */
  sendFailed: string
  /** Too many submissions from one client. */
  rateLimited: string
  /** The bot-protection check refused the submission. */
  botCheckFailed: string
  /** Heading of the error summary. */
  summaryTitle: string
  /** Shown beside a field that must be filled. */
  requiredMarker: string
  /** Shown beside a field that may stay empty. */
  optionalMarker: string
  /** The loading button's announcement. */
  sending: string
  /** The file drop zone's prompt. */
  dropFiles: string
}

export function formMessages(i18n: I18n): FormMessages {
  return {
    incomplete: i18n._({ id: 'forms.incomplete', message: 'Please fill out all required fields and submit the form again.' }),
    wizardStep: i18n._({
      id: 'forms.wizard_step_invalid',
      message: 'Please check the form data. Some fields were not (correctly) filled.',
    }),
    sendFailed: i18n._({ id: 'forms.send_failed', message: 'Something went wrong while sending the form.' }),
    rateLimited: i18n._({
      id: 'forms.rate_limited',
      message: 'You have sent this form several times in a short while. Please wait a few minutes and try again.',
    }),
    botCheckFailed: i18n._({ id: 'forms.bot_check_failed', message: 'We could not confirm that you are not a robot. Please try again.' }),
    summaryTitle: i18n._({ id: 'forms.summary_title', message: 'There is a problem with the form' }),
    requiredMarker: i18n._({ id: 'forms.required_marker', message: 'required' }),
    optionalMarker: i18n._({ id: 'forms.optional_marker', message: 'optional' }),
    sending: i18n._({ id: 'forms.sending', message: 'Sending…' }),
    dropFiles: i18n._({ id: 'forms.drop_files', message: 'Drop files here or click to choose them' }),
  }
}

/** One sentence per failing field, labels from `labels` (the field's name when it has none). */
export function failureMessages(
  failures: Readonly<Record<string, ValidationFailure>>,
  labels: Readonly<Record<string, string>>,
  templates: ValidationTemplates,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(failures).map(([name, failure]) => [name, validationMessage(templates, failure, labels[name] ?? name)]),
  )
}
