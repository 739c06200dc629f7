/**
 * Content record kinds that links are built from (SPEC.md point 3). Records that have a page
 * carry their slug per locale as locale/value pairs.
 */
import type { LocaleCode } from '../../locales/registry.ts'

export interface LocalisedSlug {
  locale: LocaleCode
  value: string
}

export interface ExternalLinkRecord {
  __typename: 'ExternalLinkRecord'
  url: string
  openInNewWindow?: boolean
}

export interface InternalLinkRecord {
  __typename: 'InternalLinkRecord'
  link: LinkableRecord | null
  /** `a=1&b=2`, or pairs. */
  queryParameters?: string | Record<string, string> | null
  anchor?: string | null
}

export interface PageRecord {
  __typename: 'PageRecord'
  slug: LocalisedSlug[]
  parent?: PageRecord | null
}

export interface EventRecord {
  __typename: 'EventRecord'
  slug: LocalisedSlug[]
}

export interface InsightRecord {
  __typename: 'InsightRecord'
  slug: LocalisedSlug[]
}

export interface FeatureRecord {
  __typename: 'FeatureRecord'
  slug: LocalisedSlug[]
}

export interface ProductGroupRecord {
  __typename: 'ProductGroupRecord'
  slug: LocalisedSlug[]
  parent?: ProductGroupRecord | null
}

export interface ProductRecord {
  __typename: 'ProductRecord'
  slug: LocalisedSlug[]
  productGroup: ProductGroupRecord
}

export interface FileRecord {
  __typename: 'FileRecord'
  url: string
  filename?: string
}

export interface MetaItemFileRecord {
  __typename: 'MetaItemFileRecord'
  file: FileRecord
}

export interface MetaItemTextRecord {
  __typename: 'MetaItemTextRecord'
  text: string
}

export type LinkableRecord = PageRecord | EventRecord | InsightRecord | FeatureRecord | ProductGroupRecord | ProductRecord

export type LinkRecord = ExternalLinkRecord | InternalLinkRecord | LinkableRecord | FileRecord | MetaItemFileRecord | MetaItemTextRecord
