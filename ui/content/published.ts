/**
 * The publish format the pages read from KV (written by `kv-seed/`): one record per page and
 * locale, already resolved to that locale, with the page's path in every other locale.
 */
import type { LocaleCode } from '../../locales/registry.ts'

/** An image as published: path of its largest rendition under /images/, its text and its size. */
export interface BlockImage {
  src: string
  alt: string
  width: number
  height: number
}

/** A link a block leads on with (a button, a "see all" link). */
export interface BlockLink {
  label: string
  href: string
}

/** One tile of a tile row (categories, industries, tools): resolved at publish time. */
export interface BlockTile {
  title: string
  summary: string
  href: string
  image?: BlockImage
}

export interface BlockStat {
  value: string
  label: string
}

export interface BlockQuestion {
  question: string
  answer: string
}

/** The looks a hero and a CTA band come in (the block overview shows each). */
export const HERO_VARIANTS = ['split', 'banner'] as const
export const CTA_VARIANTS = ['brand', 'light'] as const
export const IMAGE_POSITIONS = ['start', 'end'] as const

/**
 * The typed content blocks pages are made of (SPEC.md: template block overview). Blocks showing
 * live data (product teasers, latest insights, upcoming events, downloads) carry only what to show; the page
 * loader reads the data (worker/content-pages/block-data.ts). Schemas: ui/content/block-schemas.ts.
 */
export type ContentBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'link'; text: string; href: string }
  | { type: 'hero'; variant: (typeof HERO_VARIANTS)[number]; title: string; text: string; image: BlockImage; actions: BlockLink[] }
  | { type: 'product-teasers'; title: string; ctns: string[]; link?: BlockLink }
  | { type: 'category-tiles'; title: string; items: BlockTile[] }
  | { type: 'tool-teasers'; title: string; items: BlockTile[] }
  | { type: 'industry-tiles'; title: string; items: BlockTile[]; link?: BlockLink }
  | { type: 'latest-insights'; title: string; count: number; link?: BlockLink }
  | { type: 'upcoming-events'; title: string; count: number; link?: BlockLink }
  | { type: 'quote'; quote: string; author: string; role: string; company: string; logo: BlockImage; link?: BlockLink }
  | { type: 'stats'; title: string; items: BlockStat[] }
  | { type: 'cta-band'; variant: (typeof CTA_VARIANTS)[number]; title: string; text: string; actions: BlockLink[] }
  | { type: 'rich-text'; title?: string; paragraphs: string[]; bullets: string[] }
  | {
      type: 'image-text'
      title: string
      text: string
      image: BlockImage
      imagePosition: (typeof IMAGE_POSITIONS)[number]
      link?: BlockLink
    }
  | { type: 'faq'; title: string; items: BlockQuestion[] }
  | { type: 'downloads'; title: string; downloadIds: string[] }

export type ContentBlockType = ContentBlock['type']
export type BlockOf<Type extends ContentBlockType> = Extract<ContentBlock, { type: Type }>

export interface PublishedPage {
  id: string
  title: string
  description?: string
  intro?: string
  blocks: ContentBlock[]
  /** Path of this page in each locale it exists in (no origin). */
  alternates: Partial<Record<LocaleCode, string>>
}

export interface CollectionItem {
  title: string
  summary?: string
  href: string
}

export interface PublishedCollection {
  items: CollectionItem[]
}

export const contentKeys = {
  page: (code: LocaleCode, path: string) => `pages/${code}${path === '' ? '/' : path}`,
  record: (type: string, code: LocaleCode, slug: string) => `records/${type}/${code}/${slug}`,
  collection: (name: string, code: LocaleCode) => `collections/${name}/${code}`,
  /** The block overview's samples: every block type in every variant (ContentBlock[]). */
  blockSamples: (code: LocaleCode) => `block-samples/${code}`,
} as const
