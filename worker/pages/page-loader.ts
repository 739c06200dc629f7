/**
 * What a public page's loader gets and gives back. A loader reads what the page needs from KV
 * before the response starts (so a missing record can still answer 404), and hands slower lists
 * to the stream as promises.
 */
import type { I18n } from '@lingui/core'
import type { ReactElement } from 'react'
import type { Environment, LocaleCode } from '../../locales/registry.ts'
import type { DownloadViewer } from '../../ui/downloads/download-access.ts'
import type { Logger } from '../../ui/log/logger.ts'
import type { PublicAsset } from '../../ui/pim/assets.ts'
import type { RouteMatch } from '../../ui/routes/route-table.ts'
import type { ContentStore } from '../content/content-store.ts'
import type { ContentRepository } from '../content/repository.ts'
import type { Bindings } from '../env.ts'
import type { FormPageServices } from './form-page-state.ts'

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
