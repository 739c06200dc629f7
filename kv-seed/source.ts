/**
 * The seed's source format: content as editors write it, one record with its text per language.
 * kv-seed/publish.ts turns it into the published model of ui/content/model.ts (one record per
 * locale). Language-neutral values (codes, numbers, dates) are written once.
 */
import type { CatalogFile } from '../locales/registry.ts'
import type { SourceCategory, SourceImage, SourceLine, SourceProduct } from '../ui/content/catalogue-source.ts'
import type { DownloadAccess, PartnerLevel, ProductFacet } from '../ui/content/model.ts'
import type { RouteName } from '../ui/routes/route-table.ts'

/** Text per catalog file; en-us falls back to en-gb, the Swiss locales read their language's. */
export type LocalisedText = Partial<Record<CatalogFile, string>> & { 'en-gb': string }

/** A link in the seed: a route (its parameters may name a record by id) and its label per language. */
export interface SeedLink {
  label: LocalisedText
  route: RouteName
  params?: Record<string, string>
}

/** A tile written out in the seed (tool teasers); category and industry tiles come from their records. */
export interface SeedTile {
  title: LocalisedText
  summary: LocalisedText
  route: RouteName
  params?: Record<string, string>
  image?: SourceImage
}

/** The seed form of the content blocks of ui/content/published.ts (kv-seed/publish/blocks.ts resolves them). */
export type SeedBlock =
  | { type: 'heading'; text: LocalisedText }
  | { type: 'paragraph'; text: LocalisedText }
  | { type: 'link'; text: LocalisedText; route: RouteName; params?: Record<string, string> }
  | { type: 'hero'; variant: 'split' | 'banner'; title: LocalisedText; text: LocalisedText; image: SourceImage; actions: SeedLink[] }
  | { type: 'product-teasers'; title: LocalisedText; ctns: string[]; link?: SeedLink }
  | { type: 'category-tiles'; title: LocalisedText; categoryIds: string[] }
  | { type: 'tool-teasers'; title: LocalisedText; items: SeedTile[] }
  | { type: 'industry-tiles'; title: LocalisedText; industryIds: string[]; link?: SeedLink }
  | { type: 'latest-insights' | 'upcoming-events'; title: LocalisedText; count: number; link?: SeedLink }
  | {
      type: 'quote'
      quote: LocalisedText
      author: string
      role: LocalisedText
      company: string
      logo: SourceImage
      link?: SeedLink
    }
  /** A figure written the same in every language (`40+`) is a plain string. */
  | { type: 'stats'; title: LocalisedText; items: Array<{ value: LocalisedText | string; label: LocalisedText }> }
  | { type: 'cta-band'; variant: 'brand' | 'light'; title: LocalisedText; text: LocalisedText; actions: SeedLink[] }
  | { type: 'rich-text'; title?: LocalisedText; paragraphs: LocalisedText[]; bullets: LocalisedText[] }
  | {
      type: 'image-text'
      title: LocalisedText
      text: LocalisedText
      image: SourceImage
      imagePosition: 'start' | 'end'
      link?: SeedLink
    }
  | { type: 'faq'; title: LocalisedText; items: Array<{ question: LocalisedText; answer: LocalisedText }> }
  | { type: 'downloads'; title: LocalisedText; downloadIds: string[] }

/* catalogue: categories, lines and products are owned by the PIM; their schemas are ui/content/catalogue-source.ts */

export type { SourceCategory, SourceImage, SourceLine, SourceProduct } from '../ui/content/catalogue-source.ts'

export interface SourceFacet {
  name: ProductFacet
  label: LocalisedText
  values: Array<{ value: string; label: LocalisedText }>
}

export interface SourceCatalogue {
  categories: SourceCategory[]
  lines: SourceLine[]
  facets: SourceFacet[]
  /** Labels of the spec table rows and groups, by key (e.g. `brightness`, `group.display`). */
  specLabels: Record<string, LocalisedText>
  products: SourceProduct[]
}

/* editorial */

export interface SourceInsightCategory {
  id: string
  slug: LocalisedText
  title: LocalisedText
}

export interface SourceInsight {
  id: string
  categoryId: string
  slug: LocalisedText
  title: LocalisedText
  summary: LocalisedText
  author: string
  /** ISO date. */
  date: string
  /** ISO date of the last change, when the article changed after publication. */
  updated?: string
  image: SourceImage
  body: SeedBlock[]
  relatedProductCtns: string[]
}

export interface SourceSuccessStory extends SourceInsight {
  client: string
  industryId: string
}

export interface SourceEvent {
  id: string
  slug: LocalisedText
  title: LocalisedText
  summary: LocalisedText
  image: SourceImage
  startDate: string
  endDate: string
  location: LocalisedText
  kind: 'trade-show' | 'webinar' | 'partner-event'
  /** Opening hours each day, local time, and the venue's offset from UTC then (`+01:00`). */
  times?: { start: string; end: string; utcOffset: string }
  /** The venue (events on site), written as the post writes it locally; the country as ISO 3166-1 alpha-2. */
  address?: { street: string; locality: string; postalCode: string; country: string }
  body: SeedBlock[]
  registrationUrl?: string
}

export interface SourceJob {
  id: string
  slug: LocalisedText
  title: LocalisedText
  summary: LocalisedText
  location: LocalisedText
  department: LocalisedText
  employmentType: 'FULL_TIME' | 'PART_TIME'
  datePosted: string
  /** ISO date after which the opening closes. */
  validThrough: string
  /** The office the job is based at, written as the post writes it locally; the country as ISO 3166-1 alpha-2. */
  address: { street: string; locality: string; postalCode: string; country: string }
  body: SeedBlock[]
  applyEmail: string
}

export interface SourceIndustryGroup {
  id: string
  title: LocalisedText
}

export interface SourceIndustry {
  id: string
  groupId: string
  slug: LocalisedText
  title: LocalisedText
  summary: LocalisedText
  intro: LocalisedText
  image: SourceImage
  body: SeedBlock[]
  recommendedLineIds: string[]
  successStoryIds: string[]
}

export interface SourceDownloadCategory {
  id: string
  slug: LocalisedText
  title: LocalisedText
}

export interface SourceDownload {
  id: string
  categoryId: string
  title: LocalisedText
  fileName: string
  fileType: 'pdf' | 'zip' | 'bin'
  sizeBytes: number
  productCtns: string[]
  /** Product lines the file is for: every product of these lines lists it on its page. */
  lineIds?: string[]
  access: DownloadAccess
  minimumPartnerLevel?: PartnerLevel
  updated: string
}

export interface SourceNavigationItem {
  title: LocalisedText
  route?: RouteName
  params?: Record<string, string>
  /** Query parameters of an internal link (e.g. the contact page's topic). */
  query?: Record<string, string>
  /** External links only (absolute https URL). */
  url?: string
  children?: SourceNavigationItem[]
  /** Children filled in from the content when it is published: the catalogue's categories with their lines, or the industries. */
  expand?: 'catalogue' | 'industries'
}

export interface SourceEditorial {
  insightCategories: SourceInsightCategory[]
  insights: SourceInsight[]
  successStories: SourceSuccessStory[]
  events: SourceEvent[]
  jobs: SourceJob[]
  industryGroups: SourceIndustryGroup[]
  industries: SourceIndustry[]
  downloadCategories: SourceDownloadCategory[]
  downloads: SourceDownload[]
  navigation: { main: SourceNavigationItem[]; footer: SourceNavigationItem[] }
  globals: {
    companyName: string
    tagline: LocalisedText
    contactEmail: string
    phone: string
    address: LocalisedText
    social: Array<{ network: 'linkedin' | 'youtube' | 'instagram'; url: string }>
  }
}
