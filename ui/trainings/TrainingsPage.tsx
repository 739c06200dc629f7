/** Trainings and certification: upcoming, past and on request, with the viewer's own progress. */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { EmptyState } from '../components/ListMessage.tsx'
import { formatDate, formatDateRange } from '../format/intl.ts'
import { businessLineLabel } from '../portal/labels.ts'
import { portalSectionTitleClass, portalTitleClass } from '../portal/PortalLayout.tsx'
import { formatLabel, progressLabel, trainingViewEmpty, trainingViewTitle } from './training-texts.ts'
import { TRAINING_VIEWS, type TrainingSummaryRow, type TrainingView } from './training-rules.ts'

const cardClass = css({ borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg', p: '4', bg: 'white' })
const linkClass = css({
  color: 'brand.theme',
  fontWeight: 'bold',
  fontSize: 'lg',
  textDecoration: 'underline',
  _hover: { textDecoration: 'none' },
})
const metaClass = css({ color: 'gray.700', fontSize: 'sm' })

export function TrainingCardFacts({ training, iso }: { training: TrainingSummaryRow; iso: string }) {
  const { i18n } = useLingui()
  return (
    <p className={metaClass}>
      {training.startsAt && training.endsAt
        ? `${formatDateRange(iso, training.startsAt.slice(0, 10), training.endsAt.slice(0, 10))} · `
        : null}
      {formatLabel(i18n, training.format)} · {training.location} · {businessLineLabel(i18n, training.businessLine)}
    </p>
  )
}

export function TrainingsPage({
  intro,
  lists,
  iso,
  teamHref = null,
}: {
  intro: string
  lists: Record<TrainingView, TrainingSummaryRow[]>
  iso: string
  /** The partner executive's team view. */
  teamHref?: string | null
}) {
  const { i18n } = useLingui()
  const certified = TRAINING_VIEWS.flatMap((view) => lists[view]).filter((training) => training.certifiedAt)
  return (
    <section>
      <h1 className={portalTitleClass}>{i18n._({ id: 'portal.nav.trainings', message: 'Trainings and certification' })}</h1>
      <p className={css({ textStyle: 'paragraph', mb: '6', maxWidth: '65ch' })}>{intro}</p>
      {teamHref ? (
        <p className={css({ mb: '6' })}>
          <a href={teamHref} className={css({ fontWeight: 'semibold', textDecoration: 'underline' })} data-team-link="">
            {i18n._({ id: 'trainings.team_title', message: 'Your team’s trainings and certificates' })}
          </a>
        </p>
      ) : null}
      {certified.length ? (
        <section aria-labelledby="trainings-certifications" className={css({ mb: '8' })} data-certifications="">
          <h2 id="trainings-certifications" className={portalSectionTitleClass}>
            {i18n._({ id: 'trainings.certifications', message: 'Your certifications' })}
          </h2>
          <ul className={css({ listStyle: 'disc', ps: '6' })}>
            {certified.map((training) => (
              <li key={training.id}>
                {i18n._({
                  id: 'trainings.certified_on',
                  message: '{certification}, earned on {date}',
                  values: { certification: training.certification, date: formatDate(iso, training.certifiedAt!) },
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {TRAINING_VIEWS.map((view) => (
        <section key={view} aria-labelledby={`trainings-${view}`} className={css({ mb: '8' })} data-training-list={view}>
          <h2 id={`trainings-${view}`} className={portalSectionTitleClass}>
            {trainingViewTitle(i18n, view)}
          </h2>
          {lists[view].length ? (
            <ul className={css({ listStyle: 'none', display: 'grid', gap: '3' })}>
              {lists[view].map((training) => (
                <li key={training.id} className={cardClass} data-training={training.id}>
                  <a href={training.href} className={linkClass}>
                    {training.title}
                  </a>
                  <TrainingCardFacts training={training} iso={iso} />
                  {training.progress ? (
                    <p className={css({ mt: '1', fontWeight: 'semibold' })} data-progress={training.progress}>
                      {i18n._({
                        id: 'trainings.your_progress',
                        message: 'Your progress: {progress}',
                        values: { progress: progressLabel(i18n, training.progress) },
                      })}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState>{trainingViewEmpty(i18n, view)}</EmptyState>
          )}
        </section>
      ))}
    </section>
  )
}
