/**
 * Typed access to the published content of one locale. Each method is one KV read (cached per
 * isolate by ContentStore); null means "not published". A KV failure throws
 * ContentUnavailableError, which list pages turn into their load-failure message.
 */
import type { LocaleCode } from '../../locales/registry.ts'
import {
  CONTENT_KEYS,
  type Catalogue,
  type ContentEvent,
  type DownloadIndex,
  type EventIndex,
  type Globals,
  type Industry,
  type IndustryIndex,
  type Insight,
  type InsightIndex,
  type JobIndex,
  type Navigation,
  type ProductDetail,
  type SearchIndex,
  type SuccessStory,
} from '../../ui/content/model.ts'
import type { ContentStore } from './content-store.ts'

export class ContentRepository {
  constructor(
    private readonly store: ContentStore,
    readonly code: LocaleCode,
  ) {}

  catalogue() {
    return this.store.json<Catalogue>(CONTENT_KEYS.catalogue(this.code))
  }

  product(slug: string) {
    return this.store.json<ProductDetail>(CONTENT_KEYS.product(this.code, slug.toLowerCase()))
  }

  insights() {
    return this.store.json<InsightIndex>(CONTENT_KEYS.insights(this.code))
  }

  insight(slug: string) {
    return this.store.json<Insight | SuccessStory>(CONTENT_KEYS.insight(this.code, slug))
  }

  events() {
    return this.store.json<EventIndex>(CONTENT_KEYS.events(this.code))
  }

  event(slug: string) {
    return this.store.json<ContentEvent>(CONTENT_KEYS.event(this.code, slug))
  }

  jobs() {
    return this.store.json<JobIndex>(CONTENT_KEYS.jobs(this.code))
  }

  industries() {
    return this.store.json<IndustryIndex>(CONTENT_KEYS.industries(this.code))
  }

  industry(slug: string) {
    return this.store.json<Industry>(CONTENT_KEYS.industry(this.code, slug))
  }

  downloads() {
    return this.store.json<DownloadIndex>(CONTENT_KEYS.downloads(this.code))
  }

  navigation() {
    return this.store.json<Navigation>(CONTENT_KEYS.navigation(this.code))
  }

  globals() {
    return this.store.json<Globals>(CONTENT_KEYS.globals(this.code))
  }

  search() {
    return this.store.json<SearchIndex>(CONTENT_KEYS.search(this.code))
  }
}
