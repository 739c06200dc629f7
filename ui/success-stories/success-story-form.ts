/**
 * The success story (SPEC.md points 2, 3 and 5): the wizard's steps and the fields of each, with
 * the shared rules. Pictures (at least 3) and logos are uploaded separately and counted by the
 * server; the form itself holds the texts.
 */
import { BRANCHES, COUNTRY_CODES } from '../forms/choices.ts'
import { TEXT_LIMITS, rules } from '../forms/field-rules.ts'
import { defineForm, field } from '../forms/form-schema.ts'
import { max, oneOf, required } from '../forms/validators.ts'
import { PORTAL_WIZARD_POST_NAMES, defineWizard } from '../portal/wizard/wizard-engine.ts'

export const successStoryForm = defineForm('success-story', {
  project_name: field.text(rules.requiredText),
  partners: field.text(rules.optionalText),
  location: field.text(rules.requiredText),
  country: field.text([required(), oneOf(COUNTRY_CODES)]),
  contact_person: field.text(rules.requiredText),
  client_name: field.text(rules.requiredText),
  industry: field.text([required(), oneOf(BRANCHES)]),
  background: field.longText(rules.longTextRequired),
  why_chosen: field.longText(rules.longTextOptional),
  challenge_reason: field.longText(rules.longTextRequired),
  requirements: field.longText(rules.longTextOptional),
  products_used: field.longText(rules.longTextRequired),
  expectations: field.longText(rules.longTextRequired),
  implementation: field.longText(rules.longTextRequired),
  other_hardware_software: field.longText(rules.longTextOptional),
  benefits_gained: field.longText(rules.longTextRequired),
  intangible_results: field.longText(rules.longTextOptional),
  tangible_results: field.longText(rules.longTextOptional),
  quote: field.longText(rules.longTextOptional),
  extra_info: field.longText(rules.longTextOptional),
})

export type SuccessStoryField = (typeof successStoryForm.fieldNames)[number]

/** The success story on the portal's wizard engine: one draft per person. */
export const SUCCESS_STORY_WIZARD = defineWizard({
  name: 'success-story',
  steps: ['project', 'client', 'challenge', 'products', 'solution', 'benefits', 'additional'],
  postNames: PORTAL_WIZARD_POST_NAMES,
  drafts: 'personal',
})
/** The steps with fields; 'thanks' follows the submission. */
export const SUCCESS_STORY_STEPS = SUCCESS_STORY_WIZARD.steps
export type SuccessStoryStep = (typeof SUCCESS_STORY_STEPS)[number]

/** The move the remove buttons of the uploaded files post, followed by the file's id. */
export const REMOVE_STORY_FILE_MOVE = 'remove-file:'

export const STORY_STEP_FIELDS: Readonly<Record<SuccessStoryStep, readonly SuccessStoryField[]>> = {
  project: ['project_name', 'partners', 'location', 'country', 'contact_person'],
  client: ['client_name', 'industry', 'background', 'why_chosen'],
  challenge: ['challenge_reason', 'requirements'],
  products: ['products_used'],
  solution: ['expectations', 'implementation', 'other_hardware_software'],
  benefits: ['benefits_gained', 'intangible_results', 'tangible_results'],
  additional: ['quote', 'extra_info'],
}

/** SPEC.md points 5 and 9: at least 3 project pictures. */
export const MIN_STORY_PICTURES = 3
/** At most this many pictures and logos per story (the upload is refused beyond). */
export const MAX_STORY_PICTURES = 12
export const MAX_STORY_LOGOS = 4
/** Pictures and logos: JPEG or PNG, judged by their first bytes. */
export const STORY_IMAGE_TYPES: Readonly<Record<string, string>> = { 'image/jpeg': 'JPG', 'image/png': 'PNG' }
export const STORY_IMAGE_ACCEPT = Object.keys(STORY_IMAGE_TYPES).join(',')
export const STORY_FILE_KINDS = ['picture', 'logo'] as const
export type StoryFileKind = (typeof STORY_FILE_KINDS)[number]
/** The file inputs' names in the form post. */
export const STORY_FILE_FIELDS: Readonly<Record<StoryFileKind, string>> = { picture: 'pictures', logo: 'logos' }

/** Where a submitted story stands: waiting for the marketing team, sent back for changes, or published in the insights. */
export const STORY_STATUSES = ['submitted', 'changes-requested', 'published'] as const
export type StoryStatus = (typeof STORY_STATUSES)[number]

/** The marketing team's two outcomes of a review. */
export const STORY_REVIEW_OUTCOMES = ['approve', 'changes'] as const
export type StoryReviewOutcome = (typeof STORY_REVIEW_OUTCOMES)[number]

/** The review form: the outcome, and a comment (required when asking for changes: say what). */
export const storyReviewForm = defineForm('success-story-review', {
  outcome: field.text([required(), oneOf(STORY_REVIEW_OUTCOMES)]),
  comment: field.longText((values) =>
    values.outcome === 'changes' ? [required(), max(TEXT_LIMITS.longText)] : [max(TEXT_LIMITS.longText)],
  ),
})
