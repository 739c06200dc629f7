/**
 * What each route of the route table shows. A loader reads what the page needs from KV before
 * the response starts (so a missing record can still answer 404), and hands slower lists to the
 * stream as promises.
 */
import type { I18n } from '@lingui/core'
import type { ReactElement } from 'react'
import type { LocaleCode } from '../../locales/registry.ts'
import { type PublishedCollection, type PublishedPage, contentKeys } from '../../ui/content/published.ts'
import { BlockOverviewPage } from '../../ui/pages/BlockOverviewPage.tsx'
import { type CollectionLoad, CollectionPage, type CollectionTexts } from '../../ui/pages/CollectionPage.tsx'
import { ContentPage } from '../../ui/pages/ContentPage.tsx'
import { HomePage } from '../../ui/pages/HomePage.tsx'
import type { RouteMatch, RouteName } from '../../ui/routes/route-table.ts'
import type { Logger } from '../../ui/log/logger.ts'
import type { ContentStore } from '../content/content-store.ts'
import { settleOrStream } from './streaming.ts'

export interface PageContext {
  match: RouteMatch
  code: LocaleCode
  i18n: I18n
  content: ContentStore
  logger: Logger
  /** Absolute URL of the page being rendered. */
  url: string
  /** Path of the route without the locale prefix, e.g. `/contatti`. */
  unprefixedPath: string
  userAgent: string | undefined
}

export interface LoadedPage {
  title: string
  description?: string
  /** Paths of this page in other locales, when they differ from the route table's. */
  alternates?: Partial<Record<LocaleCode, string>>
  body: ReactElement
}

export type PageLoader = (context: PageContext) => Promise<LoadedPage | null>

function contentPage(render: (page: PublishedPage, context: PageContext) => ReactElement = (page) => <ContentPage page={page} />): PageLoader {
  return async (context) => {
    const page = await context.content.json<PublishedPage>(contentKeys.page(context.code, context.unprefixedPath))
    if (!page) return null
    return { title: page.title, description: page.description, alternates: page.alternates, body: render(page, context) }
  }
}

function recordPage(type: string, slugOf: (params: Record<string, string>) => string): PageLoader {
  return async (context) => {
    const page = await context.content.json<PublishedPage>(contentKeys.record(type, context.code, slugOf(context.match.params)))
    if (!page) return null
    return { title: page.title, description: page.description, alternates: page.alternates, body: <ContentPage page={page} /> }
  }
}

function collectionPage(name: string | ((params: Record<string, string>) => string), texts: (i18n: I18n) => CollectionTexts): PageLoader {
  return async (context) => {
    const collection = typeof name === 'string' ? name : name(context.match.params)
    const pending: Promise<CollectionLoad> = context.content
      .json<PublishedCollection>(contentKeys.collection(collection, context.code))
      .then((found): CollectionLoad => ({ ok: true, items: found?.items ?? [] }))
      .catch((): CollectionLoad => ({ ok: false }))
    await settleOrStream(pending, context.userAgent)
    const pageTexts = texts(context.i18n)
    return { title: pageTexts.title, description: pageTexts.intro, body: <CollectionPage load={pending} texts={pageTexts} /> }
  }
}

const genericFailure = (i18n: I18n) =>
  i18n._({ id: 'lists.load_failed', message: 'Something went wrong while loading this list. Please try again later.' })

export const PAGE_LOADERS: Record<RouteName, PageLoader> = {
  index: contentPage((page, context) => <HomePage page={page} code={context.code} />),
  slug: contentPage(),
  contact: contentPage(),
  'innovations-wave': contentPage(),
  'wave-enquiry-form': contentPage(),
  'block-overview': async (context) => ({
    title: context.i18n._({ id: 'blocks.title', message: 'Block overview' }),
    body: <BlockOverviewPage pageUrl={context.url} />,
  }),
  careers: collectionPage('jobs', (i18n) => ({
    title: i18n._({ id: 'careers.title', message: 'Careers' }),
    empty: i18n._({ id: 'careers.empty', message: 'There are no job openings at the moment.' }),
    failed: i18n._({ id: 'careers.load_failed', message: 'Something went wrong while trying to load the job openings. Please try again later.' }),
  })),
  events: collectionPage('events', (i18n) => ({
    title: i18n._({ id: 'events.title', message: 'Events' }),
    empty: i18n._({ id: 'events.empty', message: 'There are no events planned at the moment.' }),
    failed: i18n._({ id: 'events.load_failed', message: 'Something went wrong while trying to load the events. Please try again later.' }),
  })),
  'events-slug': recordPage('event', (params) => params.slug!),
  insights: collectionPage('insights', (i18n) => ({
    title: i18n._({ id: 'insights.title', message: 'Insights' }),
    empty: i18n._({ id: 'insights.empty', message: 'There are no insights yet.' }),
    failed: i18n._({ id: 'insights.load_failed', message: 'Something went wrong while trying to load the insights. Please try again later.' }),
  })),
  'insights-slug': recordPage('insight', (params) => params.slug!),
  'industry-display-solutions': collectionPage('industries', (i18n) => ({
    title: i18n._({ id: 'industries.title', message: 'Industries' }),
    empty: i18n._({ id: 'generic.no_results', message: 'No results found' }),
    failed: genericFailure(i18n),
  })),
  'display-solutions': collectionPage('product-categories', (i18n) => ({
    title: i18n._({ id: 'products.title', message: 'Display solutions' }),
    empty: i18n._({ id: 'generic.no_results', message: 'No results found' }),
    failed: i18n._({ id: 'products.load_failed', message: 'Something went wrong while trying to load the products. Please try again later.' }),
  })),
  'display-solutions-productCategory': recordPage('product-category', (params) => params.productCategory!),
  'display-solutions-productCategory-productLine': recordPage('product-line', (params) => `${params.productCategory}/${params.productLine}`),
  'display-solutions-productCategory-productLine-productCtn': recordPage(
    'product',
    (params) => `${params.productCategory}/${params.productLine}/${params.productCtn!.toLowerCase()}`,
  ),
  'downloads-slug': collectionPage((params) => (params.slug ? `downloads/${params.slug}` : 'downloads'), (i18n) => ({
    title: i18n._({ id: 'downloads.title', message: 'Downloads' }),
    empty: i18n._({ id: 'downloads.empty', message: 'There are no downloads in this category yet.' }),
    failed: i18n._({ id: 'downloads.load_failed', message: 'Some downloads could not be fetched from the server. Please try again in a few minutes.' }),
  })),
  partnership: collectionPage('features', (i18n) => ({
    title: i18n._({ id: 'partnership.title', message: 'Partnership' }),
    empty: i18n._({ id: 'generic.no_results', message: 'No results found' }),
    failed: genericFailure(i18n),
  })),
  'partnership-slug': recordPage('feature', (params) => params.slug!),
  // Pages of the content issue (#3), built against ui/content/model.ts; until then they answer 404.
  'display-solutions-compare': async () => null,
  'industry-display-solutions-slug': async () => null,
  search: async () => null,
}
