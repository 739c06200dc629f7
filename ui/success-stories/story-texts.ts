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
