/**
 * Insights (articles and success stories), events and industries: the lists stream in behind the
 * loading text; a detail page answers 404 when its record is not published.
 */
import { trailFor } from '../../ui/components/Breadcrumbs.tsx'
import type { ArticleSummary, ProductLine, ProductSummary } from '../../ui/content/model.ts'
import { isoOf } from '../../ui/format/intl.ts'
import { InsightPage } from '../../ui/insights/InsightPage.tsx'
import { type InsightsLoad, InsightsPage } from '../../ui/insights/InsightsPage.tsx'
import { EventPage } from '../../ui/events/EventPage.tsx'
import { type EventsLoad, EventsPage } from '../../ui/events/EventsPage.tsx'
import { type IndustriesLoad, IndustriesPage } from '../../ui/industries/IndustriesPage.tsx'
import { IndustryPage, type RelatedLoad } from '../../ui/industries/IndustryPage.tsx'
import { pathFor } from '../../ui/routes/route-table.ts'
import { homeCrumb } from './breadcrumbs.ts'
import type { PageLoader } from './loaders.tsx'
import { settleOrStream } from './streaming.ts'

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

export const eventsPage: PageLoader = async (context) => {
  const { code, i18n } = context
  const load: Promise<EventsLoad> = context.repository
    .events()
    .then((index): EventsLoad => ({ ok: true, index: index ?? { items: [] } }))
    .catch((): EventsLoad => ({ ok: false }))
  await settleOrStream(load, context.completePage)
  return {
    title: i18n._({ id: 'events.title', message: 'Events' }),
    description: i18n._({ id: 'events.intro', message: 'Meet us at trade shows, webinars and partner events.' }),
    body: <EventsPage load={load} now={context.now} iso={isoOf(code)} />,
  }
}

export const eventPage: PageLoader = async (context) => {
  const { code, i18n } = context
  const event = await context.repository.event(context.match.params.slug!)
  if (!event) return null
  return {
    title: event.title,
    description: event.summary,
    alternates: event.alternates,
    body: (
      <EventPage
        event={event}
        crumbs={trailFor(homeCrumb(i18n, code), event.breadcrumbs, { title: event.title, href: event.href })}
        now={context.now}
        iso={isoOf(code)}
      />
    ),
  }
}

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
