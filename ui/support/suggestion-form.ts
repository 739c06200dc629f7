/** A portal bug report or feature suggestion (SPEC.md point 1, support page). */
import { TEXT_LIMITS, rules } from '../forms/field-rules.ts'
import { defineForm, field } from '../forms/form-schema.ts'
import { max, oneOf, required } from '../forms/validators.ts'

export const SUGGESTION_KINDS = ['bug', 'feature'] as const
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number]

export const suggestionForm = defineForm('portal-suggestion', {
  kind: field.text([required(), oneOf(SUGGESTION_KINDS)]),
  summary: field.text(rules.requiredText),
  description: field.longText(rules.longTextRequired),
  page_address: field.text([max(TEXT_LIMITS.shortText)]),
})
