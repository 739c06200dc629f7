/**
 * The schemas of the published content blocks (ui/content/published.ts): the publisher checks
 * every page it writes against them (kv-seed/publish.ts), and the publish endpoint refuses a page
 * record that does not match (worker/publish/routes.ts), so a page never reaches a visitor with a
 * block the components cannot render.
 */
import { type } from 'arktype'
import { CTA_VARIANTS, type ContentBlock, type ContentBlockType, HERO_VARIANTS, IMAGE_POSITIONS, type PublishedPage } from './published.ts'

/** Most items a tile row, stat row, FAQ or download list may hold; most products or articles a live block shows. */
export const BLOCK_ITEMS_MAX = 12
export const BLOCK_LIVE_COUNT_MAX = 6
/** Most buttons a hero or a CTA band carries. */
export const BLOCK_ACTIONS_MAX = 2

const text = type('string > 0')
/** Links are site paths, `#anchors` or https URLs (ui/routes/safe-url.ts renders nothing else). */
const href = type(/^(\/(?!\/)|#|https:\/\/)/)

const image = type({ src: /^\/images\/[\w./-]+$/, alt: 'string', width: 'number.integer > 0', height: 'number.integer > 0' })
const link = type({ label: text, href })
const tile = type({ title: text, summary: 'string', href, 'image?': image })
const oneOf = (values: readonly string[]) => type.enumerated(...values)

const heading = type({ type: "'heading'", text })
const paragraph = type({ type: "'paragraph'", text })
const textLink = type({ type: "'link'", text, href })
const hero = type({
  type: "'hero'",
  variant: oneOf(HERO_VARIANTS),
  title: text,
  text: 'string',
  image,
  actions: link.array().atMostLength(BLOCK_ACTIONS_MAX),
})
const productTeasers = type({
  type: "'product-teasers'",
  title: text,
  ctns: type('string > 0').array().moreThanLength(0).atMostLength(BLOCK_ITEMS_MAX),
  'link?': link,
})
const tiles = <Name extends string>(name: Name) =>
  type({ type: type.unit(name), title: text, items: tile.array().moreThanLength(0).atMostLength(BLOCK_ITEMS_MAX), 'link?': link })
const live = <Name extends string>(name: Name) =>
  type({ type: type.unit(name), title: text, count: type('number.integer').atLeast(1).atMost(BLOCK_LIVE_COUNT_MAX), 'link?': link })
const quote = type({ type: "'quote'", quote: text, author: text, role: 'string', company: text, logo: image, 'link?': link })
const stats = type({
  type: "'stats'",
  title: text,
  items: type({ value: text, label: text }).array().moreThanLength(0).atMostLength(BLOCK_ITEMS_MAX),
})
const ctaBand = type({
  type: "'cta-band'",
  variant: oneOf(CTA_VARIANTS),
  title: text,
  text: 'string',
  actions: link.array().moreThanLength(0).atMostLength(BLOCK_ACTIONS_MAX),
})
const richText = type({ type: "'rich-text'", 'title?': text, paragraphs: text.array(), bullets: text.array() })
const imageText = type({
  type: "'image-text'",
  title: text,
  text,
  image,
  imagePosition: oneOf(IMAGE_POSITIONS),
  'link?': link,
})
const faq = type({
  type: "'faq'",
  title: text,
  items: type({ question: text, answer: text }).array().moreThanLength(0).atMostLength(BLOCK_ITEMS_MAX),
})
const downloads = type({
  type: "'downloads'",
  title: text,
  downloadIds: type('string > 0').array().moreThanLength(0).atMostLength(BLOCK_ITEMS_MAX),
})

/** One schema per block type: a block is checked against its own type's only (fast, and the problem names it). */
const BLOCK_SCHEMAS: Record<ContentBlockType, (block: unknown) => unknown> = {
  heading,
  paragraph,
  link: textLink,
  hero,
  'product-teasers': productTeasers,
  'category-tiles': tiles('category-tiles'),
  'tool-teasers': tiles('tool-teasers'),
  'industry-tiles': tiles('industry-tiles'),
  'latest-insights': live('latest-insights'),
  'upcoming-events': live('upcoming-events'),
  quote,
  stats,
  'cta-band': ctaBand,
  'rich-text': richText,
  'image-text': imageText,
  faq,
  downloads,
}

export const CONTENT_BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS) as ContentBlockType[]

/** A page record without its blocks (they are checked one by one). */
const pageShape = type({
  id: text,
  title: text,
  'description?': 'string',
  'intro?': 'string',
  blocks: 'unknown[]',
  alternates: { '[string]': 'string' },
})

export type BlockCheck = { ok: true; blocks: ContentBlock[] } | { ok: false; problem: string }

/** Checks blocks against the schemas; the problem names the failing block (its place and type) and field. */
export function checkBlocks(blocks: unknown): BlockCheck {
  if (!Array.isArray(blocks)) return { ok: false, problem: 'blocks must be a list' }
  for (const [index, block] of blocks.entries()) {
    const kind = block && typeof block === 'object' ? (block as { type?: unknown }).type : undefined
    const schema = typeof kind === 'string' && Object.hasOwn(BLOCK_SCHEMAS, kind) ? BLOCK_SCHEMAS[kind as ContentBlockType] : undefined
    if (!schema) return { ok: false, problem: `block ${index}: unknown block type ${JSON.stringify(kind)}` }
    const checked = schema(block)
    if (checked instanceof type.errors) return { ok: false, problem: `block ${index} (${kind}): ${checked.summary}` }
  }
  return { ok: true, blocks: blocks as ContentBlock[] }
}

export type PageCheck = { ok: true; page: PublishedPage } | { ok: false; problem: string }

export function checkPublishedPage(page: unknown): PageCheck {
  const checked = pageShape(page)
  if (checked instanceof type.errors) return { ok: false, problem: checked.summary }
  const blocks = checkBlocks(checked.blocks)
  return blocks.ok ? { ok: true, page: checked as unknown as PublishedPage } : blocks
}

/** The readable text of a block (search index, job descriptions in structured data). */
export function blockText(block: ContentBlock): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
    case 'link':
      return block.text
    case 'hero':
    case 'cta-band':
    case 'image-text':
      return [block.title, block.text].filter(Boolean).join('\n')
    case 'rich-text':
      return [block.title ?? '', ...block.paragraphs, ...block.bullets].filter(Boolean).join('\n')
    case 'quote':
      return `${block.quote}\n${block.author}, ${block.company}`
    case 'stats':
      return [block.title, ...block.items.map((item) => `${item.value} ${item.label}`)].join('\n')
    case 'faq':
      return [block.title, ...block.items.flatMap((item) => [item.question, item.answer])].join('\n')
    case 'category-tiles':
    case 'tool-teasers':
    case 'industry-tiles':
      return [block.title, ...block.items.map((item) => item.title)].join('\n')
    case 'product-teasers':
    case 'latest-insights':
    case 'upcoming-events':
    case 'downloads':
      return block.title
  }
}
