/** The words of a success story's review: its status and the marketing team's outcomes. */
import type { I18n } from '@lingui/core'
import type { StoryReviewOutcome, StoryStatus } from './success-story-form.ts'

export function storyStatusLabel(i18n: I18n, status: StoryStatus): string {
  switch (status) {
    case 'submitted':
      return i18n._({ id: 'story.status.submitted', message: 'Waiting for review' })
    case 'changes-requested':
      return i18n._({ id: 'story.status.changes_requested', message: 'Changes asked for' })
    case 'published':
      return i18n._({ id: 'story.status.published', message: 'Published' })
  }
}

export function storyReviewOutcomeLabel(i18n: I18n, outcome: StoryReviewOutcome): string {
  return outcome === 'approve'
    ? i18n._({ id: 'story_review.approve', message: 'Approve and publish on the website' })
    : i18n._({ id: 'story_review.changes', message: 'Ask the partner for changes' })
}

/** A language's name in the reader's language (for the translation tasks). */
export function languageName(iso: string, language: string): string {
  try {
    return new Intl.DisplayNames([iso], { type: 'language' }).of(language) ?? language
  } catch {
    return language
  }
}

/** The labels of the story's fields (the wizard's, and the marketing team's review screen). */
export function storyLabels(i18n: I18n): Record<string, string> {
  return {
    project_name: i18n._({ id: 'forms.field.project_name', message: 'Project name' }),
    partners: i18n._({ id: 'story.field.partners', message: 'Partners involved' }),
    location: i18n._({ id: 'story.field.location', message: 'Location' }),
    country: i18n._({ id: 'forms.field.country', message: 'Country' }),
    contact_person: i18n._({ id: 'story.field.contact_person', message: 'Contact person' }),
    client_name: i18n._({ id: 'forms.field.client_name', message: 'Client name' }),
    industry: i18n._({ id: 'story.field.industry', message: 'Industry' }),
    background: i18n._({ id: 'story.field.background', message: 'Background of the client' }),
    why_chosen: i18n._({ id: 'story.field.why_chosen', message: 'Why did the client choose you and our displays?' }),
    challenge_reason: i18n._({ id: 'story.field.challenge_reason', message: 'Why did the client start this project?' }),
    requirements: i18n._({ id: 'story.field.requirements', message: 'Requirements' }),
    products_used: i18n._({ id: 'story.field.products_used', message: 'Which of our products were used, and how many?' }),
    expectations: i18n._({ id: 'story.field.expectations', message: 'What did the client expect of the solution?' }),
    implementation: i18n._({ id: 'story.field.implementation', message: 'How was the solution implemented?' }),
    other_hardware_software: i18n._({ id: 'story.field.other_hardware_software', message: 'Other hardware or software (not ours)' }),
    benefits_gained: i18n._({ id: 'story.field.benefits_gained', message: 'Benefits gained' }),
    intangible_results: i18n._({ id: 'story.field.intangible_results', message: 'Intangible results' }),
    tangible_results: i18n._({ id: 'story.field.tangible_results', message: 'Tangible results (figures)' }),
    quote: i18n._({ id: 'story.field.quote', message: 'A quote from the client' }),
    extra_info: i18n._({ id: 'story.field.extra_info', message: 'Anything else we should know' }),
    pictures: i18n._({ id: 'story.field.pictures', message: 'Project pictures' }),
    logos: i18n._({ id: 'story.field.logos', message: 'Logos (the client’s and yours)' }),
  }
}
