/**
 * A partner's success story in the staff console (the marketing team): what the partner wrote,
 * the pictures and logos sent with it, and the review: approve (it is published in the insights)
 * or ask for changes with a comment (it goes back to the partner).
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { formatDate } from '../format/intl.ts'
import { PortalDetailHeader } from '../portal/PortalDetailHeader.tsx'
import { PortalField, portalControlClass } from '../portal/PortalField.tsx'
import { portalSectionTitleClass } from '../portal/PortalLayout.tsx'
import { STORY_REVIEW_OUTCOMES, type StoryReviewOutcome, type StoryStatus } from './success-story-form.ts'
import { storyReviewOutcomeLabel, storyStatusLabel } from './story-texts.ts'

const termClass = css({ fontWeight: 'semibold' })

export function StoryReviewPage({
  title,
  organisation,
  person,
  submittedAt,
  status,
  reviewComment,
  fields,
  files,
  publicHref,
  action,
  csrfToken,
  backHref,
  notice,
  problem,
  errors,
  posted,
  iso,
}: {
  title: string
  organisation: string | null
  person: string
  submittedAt: string
  status: StoryStatus
  reviewComment: string | null
  fields: Array<{ name: string; label: string; value: string }>
  files: Array<{ id: string; kind: 'picture' | 'logo'; name: string }>
  /** The published story on the site. */
  publicHref: string | null
  /** Where the review posts, while the story waits for one. */
  action: string | null
  csrfToken: string
  backHref: string
  notice: string | null
  problem: string | null
  errors: { outcome?: string; comment?: string }
  posted: { outcome: string; comment: string } | null
  iso: string
}) {
  const { i18n } = useLingui()
  return (
    <section data-story-review={status}>
      <PortalDetailHeader
        backHref={backHref}
        backLabel={i18n._({ id: 'story_review.back', message: 'All success stories' })}
        title={title}
        notice={notice}
        problem={problem}
      />
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '14rem 1fr' }, gap: '2', mb: '6' })}>
        <dt className={termClass}>{i18n._({ id: 'story_review.partner', message: 'Partner' })}</dt>
        <dd>{organisation ?? '—'}</dd>
        <dt className={termClass}>{i18n._({ id: 'tickets.sent_by', message: 'Sent by' })}</dt>
        <dd>
          {person} · {formatDate(iso, submittedAt, { dateStyle: 'long' })}
        </dd>
        <dt className={termClass}>{i18n._({ id: 'tickets.status', message: 'Status' })}</dt>
        <dd data-story-status={status}>{storyStatusLabel(i18n, status)}</dd>
        {reviewComment ? (
          <>
            <dt className={termClass}>{i18n._({ id: 'story_review.comment', message: 'Comment to the partner' })}</dt>
            <dd className={css({ whiteSpace: 'pre-wrap' })}>{reviewComment}</dd>
          </>
        ) : null}
        {publicHref ? (
          <>
            <dt className={termClass}>{i18n._({ id: 'story_review.public_page', message: 'On the website' })}</dt>
            <dd>
              <a href={publicHref} className={css({ textDecoration: 'underline' })} data-public-story="">
                {publicHref}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <h2 className={portalSectionTitleClass}>{i18n._({ id: 'story_review.story', message: 'The story' })}</h2>
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '14rem 1fr' }, gap: '2', mb: '6' })}>
        {fields.map((field) => (
          <div key={field.name} className={css({ display: 'contents' })}>
            <dt className={termClass}>{field.label}</dt>
            <dd className={css({ whiteSpace: 'pre-wrap', maxWidth: '70ch' })}>{field.value || '—'}</dd>
          </div>
        ))}
      </dl>
      <h2 className={portalSectionTitleClass}>{i18n._({ id: 'story_review.files', message: 'Pictures and logos' })}</h2>
      <ul className={css({ listStyle: 'disc', ps: '6', mb: '8' })}>
        {files.map((file) => (
          <li key={file.id}>
            {file.name} (
            {file.kind === 'picture'
              ? i18n._({ id: 'story_review.picture', message: 'picture' })
              : i18n._({ id: 'story_review.logo', message: 'logo' })}
            )
          </li>
        ))}
      </ul>
      {action ? (
        <form method="post" action={action} noValidate data-review-form="">
          <CsrfField token={csrfToken} />
          <fieldset
            className={css({ borderWidth: '0', p: '0', mb: '4' })}
            aria-describedby={errors.outcome ? 'review-outcome-error' : undefined}
          >
            <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
              {i18n._({ id: 'story_review.outcome', message: 'Your review' })}
            </legend>
            {errors.outcome ? (
              <p id="review-outcome-error" className={css({ color: 'red.700', fontWeight: 'semibold', mb: '2' })}>
                {errors.outcome}
              </p>
            ) : null}
            {STORY_REVIEW_OUTCOMES.map((value: StoryReviewOutcome) => (
              <label key={value} className={css({ display: 'flex', gap: '2', alignItems: 'center', mb: '1' })}>
                <input type="radio" name="outcome" value={value} defaultChecked={posted?.outcome === value} />
                <span>{storyReviewOutcomeLabel(i18n, value)}</span>
              </label>
            ))}
          </fieldset>
          <PortalField
            id="review-comment"
            label={i18n._({ id: 'story_review.comment', message: 'Comment to the partner' })}
            hint={i18n._({ id: 'story_review.comment_hint', message: 'Required when you ask for changes: say what to change.' })}
            error={errors.comment}
          >
            {(control) => (
              <textarea {...control} name="comment" rows={5} defaultValue={posted?.comment ?? ''} className={portalControlClass} />
            )}
          </PortalField>
          <Button type="submit">{i18n._({ id: 'story_review.save', message: 'Send the review' })}</Button>
        </form>
      ) : null}
    </section>
  )
}
