/** Insights (articles and success stories): the list streams in behind the loading text; an article answers 404 when it is not published. */
import { trailFor } from '../../ui/components/Breadcrumbs.tsx'
import type { ProductSummary } from '../../ui/content/model.ts'
import { isoOf } from '../../ui/format/intl.ts'
import { InsightPage } from '../../ui/insights/InsightPage.tsx'
import { type InsightsLoad, InsightsPage } from '../../ui/insights/InsightsPage.tsx'
import { pathFor } from '../../ui/routes/route-table.ts'
import { homeCrumb } from '../pages/breadcrumbs.ts'
import type { PageLoader } from '../pages/page-loader.ts'
import { settleOrStream } from '../pages/streaming.ts'
import { type FeatureRoutes, sitePage } from '../pages/route-definition.ts'

export const insightsPage: PageLoader = async (context) => {
  const { code, i18n } = context
  const load: Promise<InsightsLoad> = context.repository
    .insights()
    .then((index): InsightsLoad => ({ ok: true, index: index ?? { categories: [], items: [] } }))
    .catch((): InsightsLoad => ({ ok: false }))
  await settleOrStream(load, context.completePage)
  return {
    title: i18n._({ id: 'insights.title', message: 'Insights' }),
    description: i18n._({ id: 'insights.intro', message: 'Articles, success stories and news about professional displays.' }),
    body: <InsightsPage load={load} path={pathFor('insights', code)} query={context.query} iso={isoOf(code)} />,
  }
}

export const insightPage: PageLoader = async (context) => {
  const { code, i18n, repository } = context
  const insight = await repository.insight(context.match.params.slug!)
  if (!insight) return null
  const [index, catalogue] = await Promise.all([
    repository.insights().catch(() => null),
    insight.relatedProductCtns.length ? repository.catalogue().catch(() => null) : Promise.resolve(null),
  ])
  const relatedProducts = insight.relatedProductCtns
    .map((ctn) => catalogue?.products.find((product) => product.ctn === ctn))
    .filter((product): product is ProductSummary => product !== undefined)
  return {
    title: insight.title,
    description: insight.summary,
    alternates: insight.alternates,
    body: (
      <InsightPage
        insight={insight}
        crumbs={trailFor(homeCrumb(i18n, code), insight.breadcrumbs, { title: insight.title, href: insight.href })}
        categoryTitle={index?.categories.find((category) => category.id === insight.categoryId)?.title}
        relatedProducts={relatedProducts}
        iso={isoOf(code)}
      />
    ),
  }
}

export const insightRoutes = {
  insights: sitePage(insightsPage),
  'insights-slug': sitePage(insightPage),
} satisfies FeatureRoutes
