/**
 * The published content model (SPEC.md point 3): what the worker reads from KV, one record per
 * locale, every text already in that locale, every link already built. The seed's source format
 * (text per language) lives in kv-seed/source.ts; kv-seed/publish.ts turns one into the other.
 */
import type { LocaleCode } from '../../locales/registry.ts'
import type { ContentBlock } from './published.ts'

export type Alternates = Partial<Record<LocaleCode, string>>

export interface ContentImage {
  /** Path of the largest rendition under /images/, e.g. /images/products/55bdl4511d.svg */
  src: string
  alt: string
  width: number
  height: number
}

export interface Breadcrumb {
  title: string
  href: string
}

export const PARTNER_LEVELS = ['blue', 'silver', 'gold', 'platinum', 'distributor'] as const
export type PartnerLevel = (typeof PARTNER_LEVELS)[number]

/* ------------------------------------------------------------------ catalogue */

/** The nine product filters of SPEC.md point 2, in display order; also the URL query names. */
export const PRODUCT_FACETS = [
  'screenSize',
  'resolution',
  'brightness',
  'displayType',
  'solutions',
  'features',
  'usage',
  'orientation',
  'connections',
] as const
export type ProductFacet = (typeof PRODUCT_FACETS)[number]

export type ProductStatus = 'active' | 'disabled' | 'archived'

export interface LedCabinet {
  cabinetWidthMm: number
  cabinetHeightMm: number
  cabinetResolutionWidth: number
  cabinetResolutionHeight: number
  pixelPitchMm: number
  weightKg: number
  maxPowerW: number
  typicalPowerW: number
  brightnessNits: number
}

export interface ProductSummary {
  /** Commercial type number, e.g. 55BDL4511D/00. */
  ctn: string
  /** The CTN as it appears in URLs: lower case, `/` as `_` (55bdl4511d_00). */
  slug: string
  name: string
  categoryId: string
  lineId: string
  href: string
  image: ContentImage
  status: ProductStatus
  /** Facet value codes per facet (labels come from the catalogue's facet definitions). */
  facets: Record<ProductFacet, string[]>
  screenSizeInch: number
  diagonalCm: number
  resolutionWidth: number
  resolutionHeight: number
  brightnessNits: number
  energyLabel?: string
  led?: LedCabinet
}

export interface SpecRow {
  label: string
  value: string
}

export interface SpecGroup {
  title: string
  rows: SpecRow[]
}

export interface ProductDetail extends ProductSummary {
  description: string
  highlights: string[]
  specs: SpecGroup[]
  downloadIds: string[]
  /** Products chosen in the PIM to show beside this one (before the others of its category). */
  relatedProductCtns?: string[]
  alternates: Alternates
  breadcrumbs: Breadcrumb[]
}

export interface ProductCategory {
  id: string
  slug: string
  title: string
  summary: string
  intro: string
  href: string
  image: ContentImage
  lineIds: string[]
  alternates: Alternates
}

export interface ProductLine {
  id: string
  categoryId: string
  slug: string
  title: string
  summary: string
  intro: string
  href: string
  image: ContentImage
  alternates: Alternates
}

export interface FacetValue {
  value: string
  label: string
}

export interface FacetDefinition {
  name: ProductFacet
  label: string
  values: FacetValue[]
}

/** One KV record per locale: everything the overview, filters and compare pages need. */
export interface Catalogue {
  categories: ProductCategory[]
  lines: ProductLine[]
  products: ProductSummary[]
  facets: FacetDefinition[]
}

/* ------------------------------------------------------------------ editorial */

export interface InsightCategory {
  id: string
  slug: string
  title: string
}

export interface ArticleSummary {
  id: string
  slug: string
  title: string
  summary: string
  href: string
  image: ContentImage
  /** ISO date of publication. */
  date: string
  categoryId: string
}

export interface Insight extends ArticleSummary {
  author: string
  /** The page presenting the author. */
  authorUrl?: string
  /** ISO date of the last change (the publication date when it never changed). */
  dateModified?: string
  body: ContentBlock[]
  relatedProductCtns: string[]
  alternates: Alternates
  breadcrumbs: Breadcrumb[]
}

export interface SuccessStory extends Insight {
  client: string
  industryId: string
}

export interface EventSummary {
  id: string
  slug: string
  title: string
  summary: string
  href: string
  image: ContentImage
  /** ISO dates. */
  startDate: string
  endDate: string
  location: string
  kind: 'trade-show' | 'webinar' | 'partner-event'
}

/** A postal address as schema.org's PostalAddress wants it (country as ISO 3166-1 alpha-2). */
export interface PostalAddress {
  streetAddress: string
  addressLocality: string
  postalCode: string
  addressCountry: string
}

export interface ContentEvent extends EventSummary {
  /** When the event starts and ends, with the venue's UTC offset (`2026-02-03T10:00:00+01:00`). */
  startsAt?: string
  endsAt?: string
  /** The venue's address (events on site). */
  address?: PostalAddress
  body: ContentBlock[]
  registrationUrl?: string
  alternates: Alternates
  breadcrumbs: Breadcrumb[]
}

/** Where a job is based. */
export type JobAddress = PostalAddress

export interface Job {
  id: string
  slug: string
  title: string
  summary: string
  location: string
  department: string
  employmentType: 'FULL_TIME' | 'PART_TIME'
  datePosted: string
  /** ISO date after which the opening closes. */
  validThrough: string
  address: JobAddress
  body: ContentBlock[]
  applyEmail: string
  /** The job's own page (careers-slug), and its path in every locale. */
  href: string
  alternates: Alternates
}

export interface IndustryGroup {
  id: string
  title: string
  industryIds: string[]
}

export interface Industry {
  id: string
  slug: string
  groupId: string
  title: string
  summary: string
  intro: string
  href: string
  image: ContentImage
  body: ContentBlock[]
  recommendedLineIds: string[]
  successStoryIds: string[]
  alternates: Alternates
  breadcrumbs: Breadcrumb[]
}

export interface DownloadCategory {
  id: string
  slug: string
  title: string
  href: string
  /** The same category in every locale (hreflang): category slugs differ per language. */
  alternates?: Alternates
}

export type DownloadAccess = 'public' | 'partner'

export interface Download {
  id: string
  title: string
  categoryId: string
  fileName: string
  /** `svg` and `dxf`: a product's EU energy label and outline drawing (the downloads index itself holds pdf, zip and bin files). */
  fileType: 'pdf' | 'zip' | 'bin' | 'svg' | 'dxf'
  sizeBytes: number
  /** Where the file is served from (R2 via the worker). */
  href: string
  productCtns: string[]
  access: DownloadAccess
  /** Only for partner downloads: the lowest partner level that may download it. */
  minimumPartnerLevel?: PartnerLevel
  updated: string
}

/* ------------------------------------------------------------------ site-wide */

export interface NavigationItem {
  title: string
  href: string
  children?: NavigationItem[]
}

export interface Navigation {
  main: NavigationItem[]
  footer: NavigationItem[]
}

export interface Globals {
  companyName: string
  tagline: string
  contactEmail: string
  phone: string
  address: string
  social: Array<{ network: 'linkedin' | 'youtube' | 'instagram'; url: string }>
}

export type SearchResultType = 'product' | 'insight' | 'event' | 'job' | 'download' | 'page'

export interface SearchDocument {
  type: SearchResultType
  title: string
  summary: string
  href: string
  /** Product code for products (matched with typo tolerance). */
  ctn?: string
  keywords: string[]
  /**
   * The record's id, on documents the seed does not publish: a partner success story published
   * from the staff console (`partner-story-…`), which a content publish keeps in the index.
   */
  id?: string
}

/** KV keys of the published content, per locale. */
export const CONTENT_KEYS = {
  catalogue: (code: LocaleCode) => `catalogue/${code}`,
  product: (code: LocaleCode, slug: string) => `product/${code}/${slug}`,
  insights: (code: LocaleCode) => `insights/${code}`,
  insight: (code: LocaleCode, slug: string) => `insight/${code}/${slug}`,
  events: (code: LocaleCode) => `events/${code}`,
  event: (code: LocaleCode, slug: string) => `event/${code}/${slug}`,
  jobs: (code: LocaleCode) => `jobs/${code}`,
  industries: (code: LocaleCode) => `industries/${code}`,
  industry: (code: LocaleCode, slug: string) => `industry/${code}/${slug}`,
  downloads: (code: LocaleCode) => `downloads/${code}`,
  navigation: (code: LocaleCode) => `navigation/${code}`,
  globals: (code: LocaleCode) => `globals/${code}`,
  search: (code: LocaleCode) => `search/${code}`,
} as const

/* ------------------------------------------------------------------ list records (one per locale) */

/** Success stories are articles too: they appear in the insights list under their own category. */
export const SUCCESS_STORY_CATEGORY_ID = 'success-stories'

export interface InsightIndex {
  categories: InsightCategory[]
  items: ArticleSummary[]
}

export interface EventIndex {
  items: EventSummary[]
}

export interface JobIndex {
  items: Job[]
}

export type IndustrySummary = Omit<Industry, 'body' | 'breadcrumbs'>

export interface IndustryIndex {
  groups: IndustryGroup[]
  items: IndustrySummary[]
}

export interface DownloadIndex {
  categories: DownloadCategory[]
  items: Download[]
}

export interface SearchIndex {
  documents: SearchDocument[]
}
