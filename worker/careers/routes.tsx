/** The careers page: the open jobs. */
import { isoOf } from '../../ui/format/intl.ts'
import { type JobsLoad, CareersPage } from '../../ui/careers/CareersPage.tsx'
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

export const careerRoutes = {
  careers: sitePage(careersPage),
} satisfies FeatureRoutes
