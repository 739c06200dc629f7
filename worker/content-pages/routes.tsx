/**
 * Pages made of published content: the home page, the CMS pages (the route table's catch-all,
 * any depth), the Wave info page, the partnership feature collection and its records, and the
 * block overview (every content block type on one page).
 */
import type { I18n } from '@lingui/core'
import type { ReactElement } from 'react'
import type { BlockData } from '../../ui/content-pages/block-data.ts'
import { BlockOverviewPage } from '../../ui/content-pages/BlockOverviewPage.tsx'
import { type CollectionLoad, CollectionPage, type CollectionTexts } from '../../ui/content-pages/CollectionPage.tsx'
import { ContentPage } from '../../ui/content-pages/ContentPage.tsx'
import { HomePage } from '../../ui/content-pages/HomePage.tsx'
import { type ContentBlock, type PublishedCollection, type PublishedPage, contentKeys } from '../../ui/content/published.ts'
import type { PageLoader } from '../pages/page-loader.ts'
import { loadBlockData } from './block-data.ts'
import { type FeatureRoutes, sitePage } from '../pages/route-definition.ts'
import { settleOrStream } from '../pages/streaming.ts'

function contentPage(
  render: (page: PublishedPage, data: BlockData) => ReactElement = (page, data) => <ContentPage page={page} data={data} />,
): PageLoader {
  return async (context) => {
    const page = await context.content.json<PublishedPage>(contentKeys.page(context.code, context.unprefixedPath))
    if (!page) return null
    const data = await loadBlockData(page.blocks, context)
    return { title: page.title, description: page.description, alternates: page.alternates, body: render(page, data) }
  }
}

function recordPage(type: string, slugOf: (params: Record<string, string>) => string): PageLoader {
  return async (context) => {
    const page = await context.content.json<PublishedPage>(contentKeys.record(type, context.code, slugOf(context.match.params)))
    if (!page) return null
    const data = await loadBlockData(page.blocks, context)
    return { title: page.title, description: page.description, alternates: page.alternates, body: <ContentPage page={page} data={data} /> }
  }
}

function collectionPage(name: string | ((params: Record<string, string>) => string), texts: (i18n: I18n) => CollectionTexts): PageLoader {
  return async (context) => {
    const collection = typeof name === 'string' ? name : name(context.match.params)
    const pending: Promise<CollectionLoad> = context.content
      .json<PublishedCollection>(contentKeys.collection(collection, context.code))
      .then((found): CollectionLoad => ({ ok: true, items: found?.items ?? [] }))
      .catch((): CollectionLoad => ({ ok: false }))
    await settleOrStream(pending, context.completePage)
    const pageTexts = texts(context.i18n)
    return { title: pageTexts.title, description: pageTexts.intro, body: <CollectionPage load={pending} texts={pageTexts} /> }
  }
}

const genericFailure = (i18n: I18n) =>
  i18n._({ id: 'lists.load_failed', message: 'Something went wrong while loading this list. Please try again later.' })

export const contentPageRoutes = {
  index: sitePage(contentPage((page, data) => <HomePage page={page} data={data} />)),
  slug: sitePage(contentPage()),
  'innovations-wave': sitePage(contentPage()),
  'block-overview': sitePage(async (context) => {
    const samples = (await context.content.json<ContentBlock[]>(contentKeys.blockSamples(context.code))) ?? []
    const data = await loadBlockData(samples, context)
    return {
      title: context.i18n._({ id: 'blocks.title', message: 'Block overview' }),
      body: <BlockOverviewPage pageUrl={context.url} samples={samples} data={data} />,
    }
  }),
  partnership: sitePage(
    collectionPage('features', (i18n) => ({
      title: i18n._({ id: 'partnership.title', message: 'Partnership' }),
      empty: i18n._({ id: 'generic.no_results', message: 'No results found' }),
      failed: genericFailure(i18n),
    })),
  ),
  'partnership-slug': sitePage(recordPage('feature', (params) => params.slug!)),
} satisfies FeatureRoutes
