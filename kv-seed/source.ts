/**
 * The seed's source format: content as editors write it, one record with its text per language.
 * kv-seed/publish.ts turns it into the published model of ui/content/model.ts (one record per
 * locale). Language-neutral values (codes, numbers, dates) are written once.
 */
import type { CatalogFile } from '../locales/registry.ts'
import type { DownloadAccess, LedCabinet, PartnerLevel, ProductFacet, ProductStatus } from '../ui/content/model.ts'
import type { RouteName } from '../ui/routes/route-table.ts'

/** Text per catalog file; en-us falls back to en-gb, the Swiss locales read their language's. */
export type LocalisedText = Partial<Record<CatalogFile, string>> & { 'en-gb': string }

export type SeedBlock =
  | { type: 'heading'; text: LocalisedText }
  | { type: 'paragraph'; text: LocalisedText }
  | { type: 'link'; text: LocalisedText; route: RouteName; params?: Record<string, string> }

export interface SourceImage {
  /** A file under ui/public/images/ (served at /images/...), SVG or small WebP; or a product's drawn picture (/product-images/...). */
  src: string
  alt: LocalisedText
  width: number
  height: number
}

/* catalogue */

export interface SourceCategory {
  id: string
  slug: LocalisedText
  title: LocalisedText
  summary: LocalisedText
  intro: LocalisedText
  image: SourceImage
}

export interface SourceLine {
  id: string
  categoryId: string
  slug: LocalisedText
  title: LocalisedText
  summary: LocalisedText
  intro: LocalisedText
  image: SourceImage
}

export interface SourceFacet {
  name: ProductFacet
  label: LocalisedText
  values: Array<{ value: string; label: LocalisedText }>
}

export interface SourceProduct {
  ctn: string
  lineId: string
  status: ProductStatus
  name: LocalisedText
  description: LocalisedText
  highlights: LocalisedText[]
  image: SourceImage
  facets: Record<ProductFacet, string[]>
  screenSizeInch: number
  diagonalCm: number
  resolutionWidth: number
  resolutionHeight: number
  brightnessNits: number
  energyLabel?: string
  led?: LedCabinet
  downloadIds: string[]
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
  /** External links only (absolute https URL). */
  url?: string
  children?: SourceNavigationItem[]
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
