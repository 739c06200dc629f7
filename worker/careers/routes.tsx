/** The careers pages: the open jobs, and each job's page with its application form (a lead). */
import { isoOf } from '../../ui/format/intl.ts'
import { type JobsLoad, CareersPage } from '../../ui/careers/CareersPage.tsx'
import { JobPage } from '../../ui/careers/JobPage.tsx'
import { LeadFormIsland } from '../../ui/leads/LeadFormIsland.tsx'
import { leadFormPost, onlyForm } from '../leads/form-posts.tsx'
import { leadFormProps } from '../leads/routes.tsx'
import { routeCrumb, trail } from '../pages/breadcrumbs.ts'
import type { PageLoader } from '../pages/page-loader.ts'
import { settleOrStream } from '../pages/streaming.ts'
import { type FeatureRoutes, sitePage } from '../pages/route-definition.ts'

export const careersPage: PageLoader = async (context) => {
  const { code, i18n } = context
  const load: Promise<JobsLoad> = context.repository
    .jobs()
    .then((index): JobsLoad => ({ ok: true, index: index ?? { items: [] } }))
    .catch((): JobsLoad => ({ ok: false }))
  await settleOrStream(load, context.completePage)
  return {
    title: i18n._({ id: 'careers.title', message: 'Careers' }),
    description: i18n._({
      id: 'careers.intro',
      message: 'Help us bring professional displays to every space. These are our current openings.',
    }),
    body: <CareersPage load={load} iso={isoOf(code)} />,
  }
}

/** A job's page: unknown slugs are 404; the form names the job in a hidden field. */
export const jobPage: PageLoader = async (context) => {
  const { code, i18n } = context
  const slug = context.match.params.slug
  const job = (await context.repository.jobs())?.items.find((item) => item.slug === slug)
  if (!job) return null
  const props = leadFormProps(context, 'job-application', {
    action: job.href,
    hidden: { job: job.id },
    submit: i18n._({ id: 'careers.submit', message: 'Send application' }),
  })
  const careers = routeCrumb(i18n._({ id: 'careers.title', message: 'Careers' }), 'careers', code)
  return {
    title: job.title,
    description: job.summary,
    alternates: job.alternates,
    body: (
      <JobPage
        job={job}
        iso={isoOf(code)}
        crumbs={trail(i18n, code, careers, { title: job.title, href: job.href })}
        form={<LeadFormIsland props={props} />}
      />
    ),
  }
}

export const careerRoutes = {
  careers: sitePage(careersPage),
  'careers-slug': sitePage(jobPage, leadFormPost(onlyForm('job-application'), { stayOnPage: true })),
} satisfies FeatureRoutes
