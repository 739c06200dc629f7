/**
 * What each route of the route table shows. A loader reads what the page needs from KV before
 * the response starts (so a missing record can still answer 404), and hands slower lists to the
 * stream as promises.
 */
import type { I18n } from '@lingui/core'
import type { ReactElement } from 'react'
import type { Environment, LocaleCode } from '../../locales/registry.ts'
import type { Bindings } from '../env.ts'
import { type PublishedCollection, type PublishedPage, contentKeys } from '../../ui/content/published.ts'
import { BlockOverviewPage } from '../../ui/content-pages/BlockOverviewPage.tsx'
import { type CollectionLoad, CollectionPage, type CollectionTexts } from '../../ui/content-pages/CollectionPage.tsx'
import { ContentPage } from '../../ui/content-pages/ContentPage.tsx'
import { HomePage } from '../../ui/content-pages/HomePage.tsx'
import type { PublicRouteName, RouteMatch } from '../../ui/routes/route-table.ts'
import type { Logger } from '../../ui/log/logger.ts'
import type { PublicAsset } from '../../ui/pim/assets.ts'
import type { DownloadViewer } from '../../ui/downloads/download-access.ts'
import type { ContentStore } from '../content/content-store.ts'
import type { ContentRepository } from '../content/repository.ts'
import { comparePage, displaySolutionsPage, productCategoryPage, productLinePage, productPage } from '../catalogue/routes.tsx'
import { careersPage, downloadsPage, searchPage } from './company-loaders.tsx'
import { eventPage, eventsPage, industriesPage, industryPage, insightPage, insightsPage } from './editorial-loaders.tsx'
import { settleOrStream } from './streaming.ts'
import { ledCalculatorPage, ledConfiguratorPage, ledResultPage } from '../led/routes.tsx'
import { corporateConfiguratorPage, productChooserPage, retailConfiguratorPage } from '../guides/routes.tsx'
import type { FormPageServices } from './form-page-state.ts'
import {
  contactPage,
  enquiryPage,
  partnerFinderPage,
  projectRequestPage,
  retailBrochurePage,
  thankYouPage,
  waveEnquiryPage,
} from '../leads/routes.tsx'

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
  /** Wait for all content before sending the page (crawlers, the client runtime's page swaps). */
  completePage: boolean
  /** Typed reads of this locale's published content (ui/content/model.ts). */
  repository: ContentRepository
  /** The request's query string (filters, page, search terms). */
  query: URLSearchParams
  /** When the request arrived: events are upcoming or past relative to it. */
  now: Date
  /** The signed-in viewer (their partner level decides gated downloads), or null when signed out. */
  viewer: DownloadViewer
  /** Assets of the product information area the viewer may download: of one product, or all. */
  productAssets: (ctn?: string) => Promise<PublicAsset[]>
  /** CSRF token, bot-protection widget and the state of a form posted back. */
  forms: FormPageServices
  /** The worker's bindings (D1, secrets) and environment, for pages that read more than content. */
  bindings: Bindings
  environment: Environment
}

export interface LoadedPage {
  title: string
  description?: string
  /** Paths of this page in other locales, when they differ from the route table's. */
  alternates?: Partial<Record<LocaleCode, string>>
  /** Pages that only reflect a query (search results, a comparison, a form's thank-you) are kept out of search engines. */
  noindex?: boolean
  /** A status other than 200 (an expired link: 410); such pages are never cached. */
  status?: 404 | 410
  body: ReactElement
}

export type PageLoader = (context: PageContext) => Promise<LoadedPage | null>

function contentPage(
  render: (page: PublishedPage, context: PageContext) => ReactElement = (page) => <ContentPage page={page} />,
): PageLoader {
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
    await settleOrStream(pending, context.completePage)
    const pageTexts = texts(context.i18n)
    return { title: pageTexts.title, description: pageTexts.intro, body: <CollectionPage load={pending} texts={pageTexts} /> }
  }
}

const genericFailure = (i18n: I18n) =>
  i18n._({ id: 'lists.load_failed', message: 'Something went wrong while loading this list. Please try again later.' })

/** The public site's pages; the portal's routes are served by worker/portal/portal-routes.tsx. */
export const PAGE_LOADERS: Record<PublicRouteName, PageLoader> = {
  index: contentPage((page, context) => <HomePage page={page} code={context.code} />),
  slug: contentPage(),
  contact: contactPage,
  'innovations-wave': contentPage(),
  'wave-enquiry-form': waveEnquiryPage,
  'block-overview': async (context) => ({
    title: context.i18n._({ id: 'blocks.title', message: 'Block overview' }),
    body: <BlockOverviewPage pageUrl={context.url} />,
  }),
  careers: careersPage,
  events: eventsPage,
  'events-slug': eventPage,
  insights: insightsPage,
  'insights-slug': insightPage,
  'industry-display-solutions': industriesPage,
  'industry-display-solutions-slug': industryPage,
  'display-solutions': displaySolutionsPage,
  'display-solutions-compare': comparePage,
  'display-solutions-productCategory': productCategoryPage,
  'display-solutions-productCategory-productLine': productLinePage,
  'display-solutions-productCategory-productLine-productCtn': productPage,
  'downloads-slug': downloadsPage,
  partnership: collectionPage('features', (i18n) => ({
    title: i18n._({ id: 'partnership.title', message: 'Partnership' }),
    empty: i18n._({ id: 'generic.no_results', message: 'No results found' }),
    failed: genericFailure(i18n),
  })),
  'partnership-slug': recordPage('feature', (params) => params.slug!),
  search: searchPage,
  enquiry: enquiryPage,
  'project-request': projectRequestPage,
  'retail-brochure': retailBrochurePage,
  'partner-finder': partnerFinderPage,
  'thank-you': thankYouPage,
  'led-configurator': ledConfiguratorPage,
  'led-configurator-result': ledResultPage,
  'led-calculator': ledCalculatorPage,
  'corporate-configurator': corporateConfiguratorPage,
  'retail-configurator': retailConfiguratorPage,
  'product-chooser': productChooserPage,
}
