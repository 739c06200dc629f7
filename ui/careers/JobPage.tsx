/**
 * One job opening (careers-slug): breadcrumbs, title, the job's facts, its description and the
 * application form (a lead form island with the CV drop zone) beside the facts, with the job's
 * schema.org JobPosting. The form works without JavaScript.
 */
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { JsonLd, jobPostingLd } from '../components/JsonLd.tsx'
import { blockText } from '../content/block-schemas.ts'
import type { Breadcrumb, Job } from '../content/model.ts'
import { ContentBlocks } from '../content-pages/ContentBlocks.tsx'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'
import { formatDate } from '../format/intl.ts'
import { AsideCard } from '../leads/FormAside.tsx'
import { employmentTypeLabel } from './CareersPage.tsx'

const columnsClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 48rem) minmax(16rem, 22rem)' },
  gap: { base: '8', lg: '12' },
  alignItems: 'start',
})
const factsClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  '& dt': { fontSize: 'sm', color: 'gray.700' },
  '& dd': { fontWeight: 'semibold', mb: '1' },
})
const applyTitleClass = css({ fontSize: '2xl', fontWeight: 'bold', color: 'brand.theme', mt: '10', mb: '4' })
const addressClass = css({ fontStyle: 'normal' })

/** The job's description as plain text (structured data). */
export function jobDescription(job: Job): string {
  return job.body.map(blockText).join('\n\n') || job.summary
}

export function JobPage({ job, iso, crumbs, form }: { job: Job; iso: string; crumbs: Breadcrumb[]; form: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <article data-job-page={job.id}>
      <JsonLd data={jobPostingLd(job, jobDescription(job))} />
      <Breadcrumbs crumbs={crumbs} />
      <p className={css({ mb: '3' })}>
        <span className={badge({ tone: 'info' })}>{job.department}</span>
      </p>
      <h1 className={pageTitleClass}>{job.title}</h1>
      <p className={css({ fontSize: 'xl', maxWidth: '48rem', mb: '8', color: 'gray.700' })}>{job.summary}</p>
      <div className={columnsClass}>
        <div>
          <ContentBlocks blocks={job.body} idPrefix="job" />
          <section aria-labelledby="job-apply">
            <h2 id="job-apply" className={applyTitleClass}>
              {i18n._({ id: 'careers.apply_title', message: 'Apply for this job' })}
            </h2>
            {form}
          </section>
        </div>
        <aside data-job-facts="">
          <AsideCard title={i18n._({ id: 'careers.facts_title', message: 'The job at a glance' })}>
            <dl className={factsClass}>
              <dt>{i18n._({ id: 'careers.location', message: 'Location' })}</dt>
              <dd>
                <address className={addressClass}>
                  {job.address.streetAddress}
                  <br />
                  {`${job.address.postalCode} ${job.address.addressLocality}`}
                  <br />
                  {job.location}
                </address>
              </dd>
              <dt>{i18n._({ id: 'careers.type', message: 'Type' })}</dt>
              <dd>{employmentTypeLabel(i18n, job.employmentType)}</dd>
              <dt>{i18n._({ id: 'careers.posted', message: 'Posted' })}</dt>
              <dd>
                <time dateTime={job.datePosted}>{formatDate(iso, job.datePosted)}</time>
              </dd>
              <dt>{i18n._({ id: 'careers.valid_through', message: 'Apply by' })}</dt>
              <dd>
                <time dateTime={job.validThrough}>{formatDate(iso, job.validThrough)}</time>
              </dd>
              <dt>{i18n._({ id: 'careers.questions', message: 'Questions?' })}</dt>
              <dd>
                <a href={`mailto:${job.applyEmail}`} className={css({ color: 'brand.theme', textDecoration: 'underline' })}>
                  {job.applyEmail}
                </a>
              </dd>
            </dl>
          </AsideCard>
        </aside>
      </div>
    </article>
  )
}
