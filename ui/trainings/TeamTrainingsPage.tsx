// biome-ignore-all lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways: its region takes focus so that keyboard users can scroll it (WCAG 2.1.1).
/** The partner executive's view of the team: each person's trainings, progress, attendance and certificates (with their expiry). */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { EmptyState } from '../components/ListMessage.tsx'
import { formatDate } from '../format/intl.ts'
import { portalTitleClass } from '../portal/PortalLayout.tsx'
import type { Attendance, TrainingProgress } from './training-rules.ts'
import { attendanceLabel, progressLabel } from './training-texts.ts'

export interface TeamTrainingRow {
  userId: string
  personName: string
  trainingId: string
  trainingTitle: string
  trainingHref: string
  progress: TrainingProgress
  attendance: Attendance
  startsAt: string | null
  certificateHref: string | null
  expiresAt: string | null
}

const cellClass = css({ px: '3', py: '2', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'gray.200' })

export function TeamTrainingsPage({
  title,
  backHref,
  rows,
  iso,
}: {
  title: string
  backHref: string
  rows: TeamTrainingRow[]
  iso: string
}) {
  const { i18n } = useLingui()
  return (
    <section data-team-trainings="">
      <p className={css({ mb: '2' })}>
        <a href={backHref} className={css({ color: 'brand.theme', textDecoration: 'underline' })}>
          {i18n._({ id: 'trainings.back', message: 'All trainings' })}
        </a>
      </p>
      <h1 className={portalTitleClass}>{title}</h1>
      {rows.length ? (
        <div className={css({ overflowX: 'auto', mt: '4' })} role="region" aria-label={title} tabIndex={0}>
          <table className={css({ width: '100%', borderCollapse: 'collapse' })}>
            <caption className={css({ srOnly: true })}>{title}</caption>
            <thead>
              <tr>
                <th scope="col" className={cellClass}>
                  {i18n._({ id: 'trainings.team_person', message: 'Person' })}
                </th>
                <th scope="col" className={cellClass}>
                  {i18n._({ id: 'trainings.team_training', message: 'Training' })}
                </th>
                <th scope="col" className={cellClass}>
                  {i18n._({ id: 'trainings.progress', message: 'Your progress' })}
                </th>
                <th scope="col" className={cellClass}>
                  {i18n._({ id: 'trainings.team_certificate', message: 'Certificate' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.userId}-${row.trainingId}`} data-team-row={row.userId}>
                  <td className={cellClass}>{row.personName}</td>
                  <td className={cellClass}>
                    <a href={row.trainingHref} className={css({ textDecoration: 'underline' })}>
                      {row.trainingTitle}
                    </a>
                    {row.startsAt ? <div className={css({ color: 'gray.700' })}>{formatDate(iso, row.startsAt)}</div> : null}
                  </td>
                  <td className={cellClass}>
                    {progressLabel(i18n, row.progress)} · {attendanceLabel(i18n, row.attendance)}
                  </td>
                  <td className={cellClass}>
                    {row.certificateHref && row.expiresAt ? (
                      <a href={row.certificateHref} download className={css({ textDecoration: 'underline' })}>
                        {i18n._({
                          id: 'trainings.team_certificate_until',
                          message: 'PDF, valid until {date}',
                          values: { date: formatDate(iso, row.expiresAt) },
                        })}
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState>{i18n._({ id: 'trainings.team_empty', message: 'Nobody in your team is enrolled in a training yet.' })}</EmptyState>
      )}
    </section>
  )
}
