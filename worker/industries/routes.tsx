/** Industries: the list streams in behind the loading text; an industry answers 404 when it is not published. */
import { trailFor } from '../../ui/components/Breadcrumbs.tsx'
import type { ArticleSummary, ProductLine } from '../../ui/content/model.ts'
import { isoOf } from '../../ui/format/intl.ts'
import { type IndustriesLoad, IndustriesPage } from '../../ui/industries/IndustriesPage.tsx'
import { IndustryPage, type RelatedLoad } from '../../ui/industries/IndustryPage.tsx'
import { homeCrumb } from '../pages/breadcrumbs.ts'
import type { PageLoader } from '../pages/page-loader.ts'
import { settleOrStream } from '../pages/streaming.ts'
import { type FeatureRoutes, sitePage } from '../pages/route-definition.ts'

export const industriesPage: PageLoader = async (context) => {
  const { i18n } = context
  const load: Promise<IndustriesLoad> = context.repository
    .industries()
    .then((index): IndustriesLoad => ({ ok: true, index: index ?? { groups: [], items: [] } }))
    .catch((): IndustriesLoad => ({ ok: false }))
  await settleOrStream(load, context.completePage)
  return {
    title: i18n._({ id: 'industries.title', message: 'Industries' }),
    description: i18n._({
      id: 'industries.intro',
      message: 'Display solutions for retail, hospitality, education, healthcare, transport and more.',
    }),
    body: <IndustriesPage load={load} />,
  }
}

export const industryPage: PageLoader = async (context) => {
  const { code, i18n, repository } = context
  const industry = await repository.industry(context.match.params.slug!)
  if (!industry) return null
  const [catalogue, insights] = await Promise.all([
    industry.recommendedLineIds.length ? repository.catalogue().catch(() => undefined) : Promise.resolve(null),
    industry.successStoryIds.length ? repository.insights().catch(() => undefined) : Promise.resolve(null),
  ])
  const lines: RelatedLoad<ProductLine> =
    catalogue === undefined
      ? undefined
      : industry.recommendedLineIds
          .map((id) => catalogue?.lines.find((line) => line.id === id))
          .filter((line): line is ProductLine => line !== undefined)
  const stories: RelatedLoad<ArticleSummary> =
    insights === undefined
      ? undefined
      : industry.successStoryIds
          .map((id) => insights?.items.find((item) => item.id === id))
          .filter((item): item is ArticleSummary => item !== undefined)
  return {
    title: industry.title,
    description: industry.summary,
    alternates: industry.alternates,
    body: (
      <IndustryPage
        industry={industry}
        crumbs={trailFor(homeCrumb(i18n, code), industry.breadcrumbs, { title: industry.title, href: industry.href })}
        lines={lines}
        stories={stories}
        iso={isoOf(code)}
      />
    ),
  }
}

export const industryRoutes = {
  'industry-display-solutions': sitePage(industriesPage),
  'industry-display-solutions-slug': sitePage(industryPage),
} satisfies FeatureRoutes
