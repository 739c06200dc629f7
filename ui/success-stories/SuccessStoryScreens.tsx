/** The success story list (what the person submitted) and the wizard's thanks screen. */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button, ButtonLink } from '../components/Button.tsx'
import { EmptyState } from '../components/ListMessage.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { noticeClass, portalTitleClass } from '../portal/PortalLayout.tsx'
import type { StoryStatus } from './success-story-form.ts'
import { storyStatusLabel } from './story-texts.ts'

export interface StoryRow {
  id: string
  projectName: string
  clientName: string
  submittedOn: string
  pictureCount: number
  status: StoryStatus
  /** The marketing team's comment. */
  reviewComment: string | null
  /** Where "edit and send again" posts (a story sent back for changes). */
  changeAction: string | null
  /** The published story on the website. */
  publicHref: string | null
}

export function SuccessStoriesPage({
  title,
  intro,
  stories,
  submitHref,
  csrfToken,
}: {
  title: string
  intro: string
  stories: StoryRow[]
  submitHref: string | null
  csrfToken: string
}) {
  const { i18n } = useLingui()
  return (
    <section>
      <h1 className={portalTitleClass}>{title}</h1>
      <p className={css({ textStyle: 'paragraph', mb: '6', maxWidth: '65ch' })}>{intro}</p>
      {submitHref ? (
        <p className={css({ mb: '6' })}>
          <ButtonLink href={submitHref} leadingIcon="arrow-right">
            {i18n._({ id: 'portal.success_stories.submit', message: 'Submit a success story' })}
          </ButtonLink>
        </p>
      ) : null}
      {stories.length ? (
        <table
          className={css({
            w: '100%',
            borderCollapse: 'collapse',
            '& th, & td': { textAlign: 'start', py: '2', px: '3', borderBottomWidth: '1px', borderColor: 'gray.300' },
          })}
          data-success-stories=""
        >
          <caption className={css({ srOnly: true })}>
            {i18n._({ id: 'portal.success_stories.list_caption', message: 'Your submitted success stories' })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{i18n._({ id: 'forms.field.project_name', message: 'Project name' })}</th>
              <th scope="col">{i18n._({ id: 'forms.field.client_name', message: 'Client name' })}</th>
              <th scope="col">{i18n._({ id: 'portal.success_stories.submitted_on', message: 'Submitted on' })}</th>
              <th scope="col">{i18n._({ id: 'portal.success_stories.pictures', message: 'Pictures' })}</th>
              <th scope="col">{i18n._({ id: 'tickets.status', message: 'Status' })}</th>
            </tr>
          </thead>
          <tbody>
            {stories.map((story) => (
              <tr key={story.id}>
                <td>{story.projectName}</td>
                <td>{story.clientName}</td>
                <td>{story.submittedOn}</td>
                <td>{story.pictureCount}</td>
                <td data-story-status={story.status}>
                  <p>{storyStatusLabel(i18n, story.status)}</p>
                  {story.reviewComment ? <p className={css({ whiteSpace: 'pre-wrap', maxWidth: '50ch' })}>{story.reviewComment}</p> : null}
                  {story.publicHref ? (
                    <a href={story.publicHref} className={css({ textDecoration: 'underline' })}>
                      {i18n._({ id: 'portal.success_stories.on_website', message: 'See it on the website' })}
                    </a>
                  ) : null}
                  {story.changeAction ? (
                    <form method="post" action={story.changeAction} className={css({ mt: '2' })}>
                      <CsrfField token={csrfToken} />
                      <Button type="submit" size="sm">
                        {i18n._({ id: 'portal.success_stories.edit_again', message: 'Edit and send again' })}
                      </Button>
                    </form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <EmptyState>
          {i18n._({ id: 'portal.success_stories.empty', message: 'You have not submitted any success stories yet.' })}
        </EmptyState>
      )}
    </section>
  )
}

export function SuccessStoryThanks({ title, steps, listHref }: { title: string; steps: string[]; listHref: string }) {
  const { i18n } = useLingui()
  return (
    <section data-wizard="success-story" data-wizard-step="thanks">
      <h1 className={portalTitleClass}>{title}</h1>
      <nav aria-label={i18n._({ id: 'portal.success_stories.steps_label', message: 'Steps of the success story' })}>
        <ol className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', mb: '6', fontSize: 'sm' })}>
          {steps.map((step, index) => (
            <li
              key={step}
              aria-current={index === steps.length - 1 ? 'step' : undefined}
              className={css({ px: '3', py: '1', borderRadius: 'full', borderWidth: '1px', borderColor: 'gray.400' })}
            >
              {`${index + 1}. ${step}`}
            </li>
          ))}
        </ol>
      </nav>
      <p role="status" className={noticeClass}>
        {i18n._({
          id: 'portal.success_stories.thanks',
          message: 'Thank you for your success story. Our marketing team will review it and contact you before anything is published.',
        })}
      </p>
      <ButtonLink href={listHref}>{i18n._({ id: 'portal.success_stories.to_list', message: 'See your success stories' })}</ButtonLink>
    </section>
  )
}
