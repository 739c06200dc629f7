/**
 * The block overview's catalogue: every content block type in the order editors meet them, its
 * name in the UI catalogs, and the variants it comes in (ui/content/published.ts).
 */
import type { I18n } from '@lingui/core'
import { CTA_VARIANTS, type ContentBlock, type ContentBlockType, HERO_VARIANTS, IMAGE_POSITIONS } from '../content/published.ts'

export const BLOCK_TYPE_ORDER: readonly ContentBlockType[] = [
  'hero',
  'product-teasers',
  'category-tiles',
  'tool-teasers',
  'industry-tiles',
  'latest-insights',
  'upcoming-events',
  'quote',
  'stats',
  'cta-band',
  'rich-text',
  'image-text',
  'faq',
  'downloads',
  'heading',
  'paragraph',
  'link',
]

/** The variants of a block type; types with one look have none. */
export const BLOCK_VARIANTS: Partial<Record<ContentBlockType, readonly string[]>> = {
  hero: HERO_VARIANTS,
  'cta-band': CTA_VARIANTS,
  'image-text': IMAGE_POSITIONS,
}

export function variantOf(block: ContentBlock): string | undefined {
  switch (block.type) {
    case 'hero':
    case 'cta-band':
      return block.variant
    case 'image-text':
      return block.imagePosition
    default:
      return undefined
  }
}

export function blockTypeLabel(i18n: I18n, type: ContentBlockType): string {
  switch (type) {
    case 'hero':
      return i18n._({ id: 'blocks.type.hero', message: 'Hero with image' })
    case 'product-teasers':
      return i18n._({ id: 'blocks.type.product_teasers', message: 'Product teaser row' })
    case 'category-tiles':
      return i18n._({ id: 'blocks.type.category_tiles', message: 'Category tiles' })
    case 'tool-teasers':
      return i18n._({ id: 'blocks.type.tool_teasers', message: 'Tool teasers' })
    case 'industry-tiles':
      return i18n._({ id: 'blocks.type.industry_tiles', message: 'Industry tiles' })
    case 'latest-insights':
      return i18n._({ id: 'blocks.type.latest_insights', message: 'Latest insights' })
    case 'upcoming-events':
      return i18n._({ id: 'blocks.type.upcoming_events', message: 'Upcoming events' })
    case 'quote':
      return i18n._({ id: 'blocks.type.quote', message: 'Case-study quote with logo' })
    case 'stats':
      return i18n._({ id: 'blocks.type.stats', message: 'Key figures' })
    case 'cta-band':
      return i18n._({ id: 'blocks.type.cta_band', message: 'Call-to-action band' })
    case 'rich-text':
      return i18n._({ id: 'blocks.type.rich_text', message: 'Rich text' })
    case 'image-text':
      return i18n._({ id: 'blocks.type.image_text', message: 'Image and text' })
    case 'faq':
      return i18n._({ id: 'blocks.type.faq', message: 'Questions and answers' })
    case 'downloads':
      return i18n._({ id: 'blocks.type.downloads', message: 'Downloads list' })
    case 'heading':
      return i18n._({ id: 'blocks.type.heading', message: 'Heading' })
    case 'paragraph':
      return i18n._({ id: 'blocks.type.paragraph', message: 'Paragraph' })
    case 'link':
      return i18n._({ id: 'blocks.type.link', message: 'Text link' })
  }
}

export function variantLabel(i18n: I18n, variant: string): string {
  switch (variant) {
    case 'split':
      return i18n._({ id: 'blocks.variant.split', message: 'Text beside the image' })
    case 'banner':
      return i18n._({ id: 'blocks.variant.banner', message: 'Text over the image' })
    case 'brand':
      return i18n._({ id: 'blocks.variant.brand', message: 'Brand colour' })
    case 'light':
      return i18n._({ id: 'blocks.variant.light', message: 'Light' })
    case 'start':
      return i18n._({ id: 'blocks.variant.start', message: 'Image first' })
    case 'end':
      return i18n._({ id: 'blocks.variant.end', message: 'Image last' })
    default:
      return variant
  }
}

/** The anchor of a block type's section on the block overview. */
export function blockAnchor(type: string): string {
  return `block-${type}`
}
