/**
 * Content blocks from the seed (kv-seed/source.ts SeedBlock) to one locale (ui/content/published.ts
 * ContentBlock): texts resolved, links built with the route table, category and industry tiles
 * filled from their records. Every block is checked against the content model's schemas
 * (ui/content/block-schemas.ts); a block that does not match stops the publish with its place.
 */
import type { LocaleCode } from '../../locales/registry.ts'
import { checkBlocks } from '../../ui/content/block-schemas.ts'
import type { BlockLink, BlockTile, ContentBlock } from '../../ui/content/published.ts'
import type { SeedBlock, SeedLink, SeedTile, SourceCategory, SourceIndustry } from '../source.ts'
import { imageIn, textIn } from './localise.ts'
import type { RouteHrefs } from './route-hrefs.ts'

/** The records tiles are made from; pages get them, article bodies do not need them. */
export interface BlockRecords {
  categories: readonly SourceCategory[]
  industries: readonly SourceIndustry[]
}

function linkIn(link: SeedLink, code: LocaleCode, hrefs: RouteHrefs): BlockLink {
  return { label: textIn(link.label, code), href: hrefs.href(link.route, code, link.params) }
}

function optionalLink(link: SeedLink | undefined, code: LocaleCode, hrefs: RouteHrefs): { link?: BlockLink } {
  return link ? { link: linkIn(link, code, hrefs) } : {}
}

function tileIn(tile: SeedTile, code: LocaleCode, hrefs: RouteHrefs): BlockTile {
  return {
    title: textIn(tile.title, code),
    summary: textIn(tile.summary, code),
    href: hrefs.href(tile.route, code, tile.params),
    ...(tile.image ? { image: imageIn(tile.image, code) } : {}),
  }
}

function recordsFor(records: BlockRecords | undefined, type: string): BlockRecords {
  if (!records) throw new Error(`A ${type} block needs the catalogue and industries (only pages may hold one)`)
  return records
}

function need<T>(found: T | undefined, what: string, id: string): T {
  if (found === undefined) throw new Error(`Unknown ${what} "${id}" in a content block`)
  return found
}

function blockIn(block: SeedBlock, code: LocaleCode, hrefs: RouteHrefs, records: BlockRecords | undefined): ContentBlock {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return { type: block.type, text: textIn(block.text, code) }
    case 'link':
      return { type: 'link', text: textIn(block.text, code), href: hrefs.href(block.route, code, block.params) }
    case 'hero':
      return {
        type: 'hero',
        variant: block.variant,
        title: textIn(block.title, code),
        text: textIn(block.text, code),
        image: imageIn(block.image, code),
        actions: block.actions.map((action) => linkIn(action, code, hrefs)),
      }
    case 'product-teasers':
      return { type: 'product-teasers', title: textIn(block.title, code), ctns: block.ctns, ...optionalLink(block.link, code, hrefs) }
    case 'category-tiles': {
      const { categories } = recordsFor(records, block.type)
      return {
        type: 'category-tiles',
        title: textIn(block.title, code),
        items: block.categoryIds.map((id) => {
          const category = need(
            categories.find((c) => c.id === id),
            'product category',
            id,
          )
          return {
            title: textIn(category.title, code),
            summary: textIn(category.summary, code),
            href: hrefs.category(id, code),
            image: imageIn(category.image, code),
          }
        }),
      }
    }
    case 'tool-teasers':
      return { type: 'tool-teasers', title: textIn(block.title, code), items: block.items.map((item) => tileIn(item, code, hrefs)) }
    case 'industry-tiles': {
      const { industries } = recordsFor(records, block.type)
      return {
        type: 'industry-tiles',
        title: textIn(block.title, code),
        items: block.industryIds.map((id) => {
          const industry = need(
            industries.find((i) => i.id === id),
            'industry',
            id,
          )
          return {
            title: textIn(industry.title, code),
            summary: textIn(industry.summary, code),
            href: hrefs.industry(id, code),
            image: imageIn(industry.image, code),
          }
        }),
        ...optionalLink(block.link, code, hrefs),
      }
    }
    case 'latest-insights':
    case 'upcoming-events':
      return { type: block.type, title: textIn(block.title, code), count: block.count, ...optionalLink(block.link, code, hrefs) }
    case 'quote':
      return {
        type: 'quote',
        quote: textIn(block.quote, code),
        author: block.author,
        role: textIn(block.role, code),
        company: block.company,
        logo: imageIn(block.logo, code),
        ...optionalLink(block.link, code, hrefs),
      }
    case 'stats':
      return {
        type: 'stats',
        title: textIn(block.title, code),
        items: block.items.map((item) => ({
          value: typeof item.value === 'string' ? item.value : textIn(item.value, code),
          label: textIn(item.label, code),
        })),
      }
    case 'cta-band':
      return {
        type: 'cta-band',
        variant: block.variant,
        title: textIn(block.title, code),
        text: textIn(block.text, code),
        actions: block.actions.map((action) => linkIn(action, code, hrefs)),
      }
    case 'rich-text':
      return {
        type: 'rich-text',
        ...(block.title ? { title: textIn(block.title, code) } : {}),
        paragraphs: block.paragraphs.map((paragraph) => textIn(paragraph, code)),
        bullets: block.bullets.map((bullet) => textIn(bullet, code)),
      }
    case 'image-text':
      return {
        type: 'image-text',
        title: textIn(block.title, code),
        text: textIn(block.text, code),
        image: imageIn(block.image, code),
        imagePosition: block.imagePosition,
        ...optionalLink(block.link, code, hrefs),
      }
    case 'faq':
      return {
        type: 'faq',
        title: textIn(block.title, code),
        items: block.items.map((item) => ({ question: textIn(item.question, code), answer: textIn(item.answer, code) })),
      }
    case 'downloads':
      return { type: 'downloads', title: textIn(block.title, code), downloadIds: block.downloadIds }
  }
}

/** The blocks in one locale, checked against the schemas; throws naming the first block that does not match. */
export function blocksIn(
  blocks: readonly SeedBlock[] | undefined,
  code: LocaleCode,
  hrefs: RouteHrefs,
  records?: BlockRecords,
): ContentBlock[] {
  const resolved = (blocks ?? []).map((block) => blockIn(block, code, hrefs, records))
  const checked = checkBlocks(resolved)
  if (!checked.ok) throw new Error(`Content blocks in ${code} do not match the content model: ${checked.problem}`)
  return checked.blocks
}
