/**
 * /careers: the job openings with department, location and type; each job's description opens in
 * a <details> (no JavaScript) with links to the job's page (its application form and its
 * schema.org JobPosting) and to apply by e-mail.
 */
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { use } from 'react'
import { css } from 'styled-system/css'
import { Icon } from '../components/Icon.tsx'
import { EmptyState, LoadFailure } from '../components/ListMessage.tsx'
import { buttonClass } from '../components/Button.tsx'
import type { Job, JobIndex } from '../content/model.ts'
import { formatDate } from '../format/intl.ts'
import { ContentBlocks } from '../content-pages/ContentBlocks.tsx'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'

export type JobsLoad = { ok: true; index: JobIndex } | { ok: false }

export function employmentTypeLabel(i18n: I18n, type: Job['employmentType']): string {
  return type === 'FULL_TIME'
    ? i18n._({ id: 'careers.type.full_time', message: 'Full-time' })
    : i18n._({ id: 'careers.type.part_time', message: 'Part-time' })
}

function applyHref(job: Job, subject: string): string {
  return `mailto:${job.applyEmail}?subject=${encodeURIComponent(subject)}`
}

const summaryClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  cursor: 'pointer',
  color: 'brand.theme',
  fontWeight: 'semibold',
  '&::-webkit-details-marker': { display: 'none' },
  listStyle: 'none',
  '& svg': { transition: 'transform 0.15s' },
})
const detailsClass = css({ '&[open] > summary svg': { transform: 'rotate(180deg)' } })

function JobItem({ job, iso }: { job: Job; iso: string }) {
  const { i18n } = useLingui()
  const headingId = `job-${job.slug}`
  return (
    <article
      aria-labelledby={headingId}
      className={css({ borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg', p: '6' })}
      data-job={job.slug}
    >
      <h2 id={headingId} className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'brand.theme', mb: '2' })}>
        <a href={job.href} className={css({ color: 'inherit', _hover: { textDecoration: 'underline' } })}>
          {job.title}
        </a>
      </h2>
      <dl className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '6', rowGap: '1', mb: '3', fontSize: 'sm' })}>
        <div>
          <dt className={css({ display: 'inline', color: 'gray.700' })}>{i18n._({ id: 'careers.department', message: 'Department' })}: </dt>
          <dd className={css({ display: 'inline', fontWeight: 'semibold' })}>{job.department}</dd>
        </div>
        <div>
          <dt className={css({ display: 'inline', color: 'gray.700' })}>{i18n._({ id: 'careers.location', message: 'Location' })}: </dt>
          <dd className={css({ display: 'inline', fontWeight: 'semibold' })}>{job.location}</dd>
        </div>
        <div>
          <dt className={css({ display: 'inline', color: 'gray.700' })}>{i18n._({ id: 'careers.type', message: 'Type' })}: </dt>
          <dd className={css({ display: 'inline', fontWeight: 'semibold' })}>{employmentTypeLabel(i18n, job.employmentType)}</dd>
        </div>
        <div>
          <dt className={css({ display: 'inline', color: 'gray.700' })}>{i18n._({ id: 'careers.posted', message: 'Posted' })}: </dt>
          <dd className={css({ display: 'inline', fontWeight: 'semibold' })}>
            <time dateTime={job.datePosted}>{formatDate(iso, job.datePosted)}</time>
          </dd>
        </div>
      </dl>
      <p className={css({ textStyle: 'paragraph', mb: '3' })}>{job.summary}</p>
      <details className={detailsClass}>
        <summary className={summaryClass}>
          <span>
            {i18n._({ id: 'careers.show_description', message: 'Job description' })}
            <span className={css({ srOnly: true })}>: {job.title}</span>
          </span>
          <Icon name="chevron-down" />
        </summary>
        <div className={css({ pt: '4' })}>
          <ContentBlocks blocks={job.body} headingLevel={3} />
          <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'center', mt: '4' })}>
            <a className={buttonClass({})} href={job.href}>
              {i18n._({ id: 'careers.apply_online', message: 'Apply online' })}
              <span className={css({ srOnly: true })}>: {job.title}</span>
            </a>
            <a className={buttonClass({ kind: 'naked' })} href={applyHref(job, job.title)}>
              {i18n._({ id: 'careers.apply', message: 'Apply by e-mail' })}
              <span className={css({ srOnly: true })}>: {job.title}</span>
            </a>
          </div>
        </div>
      </details>
    </article>
  )
}

function JobList({ load, iso }: { load: Promise<JobsLoad>; iso: string }) {
  const { i18n } = useLingui()
  const result = use(load)
  if (!result.ok) {
    return (
      <LoadFailure>
        {i18n._({
          id: 'careers.load_failed',
          message: 'Something went wrong while trying to load the job openings. Please try again later.',
        })}
      </LoadFailure>
    )
  }
  if (!result.index.items.length) {
    return <EmptyState>{i18n._({ id: 'careers.empty', message: 'There are no job openings at the moment.' })}</EmptyState>
  }
  return (
    <ul className={css({ display: 'grid', gap: '6', listStyle: 'none' })} data-job-list="">
      {result.index.items.map((job) => (
        <li key={job.id}>
          <JobItem job={job} iso={iso} />
        </li>
      ))}
    </ul>
  )
}

export function CareersPage(props: { load: Promise<JobsLoad>; iso: string }) {
  const { i18n } = useLingui()
  return (
    <section>
      <h1 className={pageTitleClass}>{i18n._({ id: 'careers.title', message: 'Careers' })}</h1>
      <p className={css({ fontSize: 'xl', maxWidth: '65ch', mb: '8', color: 'gray.700' })}>
        {i18n._({ id: 'careers.intro', message: 'Help us bring professional displays to every space. These are our current openings.' })}
      </p>
      <JobList {...props} />
    </section>
  )
}
