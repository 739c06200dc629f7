/**
 * The typed content blocks (ui/content/published.ts, ui/content/block-schemas.ts) and the seed
 * that uses them: every published page and the block overview's samples match the schemas in
 * every locale, the home page is made of its blocks in six languages, the samples show every
 * block type in every variant, and blocks the components cannot render are refused.
 */
import { describe, expect, it } from 'vitest'
import { HOME_BLOCKS } from '../../kv-seed/content/home-page.ts'
import { type Seed, publishSeed } from '../../kv-seed/publish.ts'
import { seed } from '../../kv-seed/seed.ts'
import { LOCALE_CODES } from '../../locales/registry.ts'
import { BLOCK_TYPE_ORDER, BLOCK_VARIANTS, variantOf } from '../../ui/content-pages/block-catalogue.ts'
import { liveDataNeeded } from '../../ui/content-pages/block-data.ts'
import { BLOCK_LIVE_COUNT_MAX, blockText, checkBlocks, checkPublishedPage } from '../../ui/content/block-schemas.ts'
import { type ContentBlock, type PublishedPage, contentKeys } from '../../ui/content/published.ts'
import { pathFor } from '../../ui/routes/route-table.ts'

const published = new Map(publishSeed(seed).map((entry) => [entry.key, JSON.parse(entry.value) as unknown]))
const home = (code: (typeof LOCALE_CODES)[number]) => published.get(contentKeys.page(code, '')) as PublishedPage
const samples = (code: (typeof LOCALE_CODES)[number]) => published.get(contentKeys.blockSamples(code)) as ContentBlock[]

describe('the published seed matches the content model', () => {
  it('every page and feature record in every locale', () => {
    const pages = [...published].filter(([key]) => key.startsWith('pages/') || key.startsWith('records/'))
    expect(pages.length).toBeGreaterThan(LOCALE_CODES.length)
    for (const [key, value] of pages) {
      const checked = checkPublishedPage(value)
      expect(checked.ok ? '' : checked.problem, key).toBe('')
    }
  })

  it("the block overview's samples in every locale", () => {
    for (const code of LOCALE_CODES) {
      const checked = checkBlocks(samples(code))
      expect(checked.ok ? '' : checked.problem, code).toBe('')
    }
  })
})

describe('the home page', () => {
  it('is made of hero, products, categories, tools, industries, insights, events, a quote, figures and a CTA band', () => {
    for (const code of LOCALE_CODES) {
      expect(
        home(code).blocks.map((block) => block.type),
        code,
      ).toEqual([
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
      ])
    }
  })

  it('has its texts in each of the six languages, not English', () => {
    const english = home('en-gb').blocks.map(blockText)
    for (const code of ['fr-fr', 'it-it', 'de-de', 'es-es', 'ja-jp'] as const) {
      const texts = home(code).blocks.map(blockText)
      texts.forEach((text, index) => {
        // Blocks whose whole text is a name or a figure (none on the home page) would be the same.
        expect(text, `${code} block ${index}`).not.toBe(english[index])
      })
    }
  })

  it("leads to every tool, each in the visitor's language", () => {
    for (const code of LOCALE_CODES) {
      const tools = home(code).blocks.find((block) => block.type === 'tool-teasers')
      expect(tools?.type).toBe('tool-teasers')
      const hrefs = tools!.type === 'tool-teasers' ? tools!.items.map((item) => item.href) : []
      for (const route of [
        'led-configurator',
        'led-calculator',
        'product-chooser',
        'corporate-configurator',
        'retail-configurator',
        'project-request',
        'partner-finder',
      ] as const) {
        expect(hrefs, `${code} ${route}`).toContain(pathFor(route, code))
      }
    }
  })

  it('asks the loader for exactly the live data its blocks show', () => {
    expect(liveDataNeeded(home('en-gb').blocks)).toEqual({ products: true, insights: true, events: true, downloads: false })
    expect(liveDataNeeded([{ type: 'paragraph', text: 'x' }])).toEqual({
      products: false,
      insights: false,
      events: false,
      downloads: false,
    })
  })
})

describe("the block overview's samples", () => {
  it('hold every block type in every variant', () => {
    for (const code of LOCALE_CODES) {
      const blocks = samples(code)
      const content = BLOCK_TYPE_ORDER.filter((type) => !['heading', 'paragraph', 'link'].includes(type))
      for (const type of content)
        expect(
          blocks.some((block) => block.type === type),
          `${code} ${type}`,
        ).toBe(true)
      for (const [type, variants] of Object.entries(BLOCK_VARIANTS)) {
        const shown = blocks.filter((block) => block.type === type).map(variantOf)
        expect(shown.sort(), `${code} ${type}`).toEqual([...variants!].sort())
      }
    }
  })
})

describe('the schemas refuse blocks the components cannot render', () => {
  const image = { src: '/images/editorial/led-wall.svg', alt: 'A wall', width: 1200, height: 675 }
  const refused: Array<[string, unknown]> = [
    ['an unknown block type', { type: 'carousel', title: 'Slides' }],
    ['a heading without text', { type: 'heading', text: '' }],
    ['a javascript: link', { type: 'link', text: 'Click', href: 'javascript:alert(1)' }],
    ['a protocol-relative link', { type: 'link', text: 'Click', href: '//evil.example/' }],
    [
      'an image from elsewhere',
      { type: 'hero', variant: 'split', title: 'T', text: '', image: { ...image, src: 'https://evil.example/x.png' }, actions: [] },
    ],
    ['a hero variant that does not exist', { type: 'hero', variant: 'video', title: 'T', text: '', image, actions: [] }],
    [
      'a hero with three buttons',
      { type: 'hero', variant: 'split', title: 'T', text: '', image, actions: [1, 2, 3].map((n) => ({ label: `B${n}`, href: `/${n}` })) },
    ],
    ['a CTA band without a button', { type: 'cta-band', variant: 'brand', title: 'T', text: '', actions: [] }],
    ['an empty tile row', { type: 'category-tiles', title: 'T', items: [] }],
    ['more latest insights than a row holds', { type: 'latest-insights', title: 'T', count: BLOCK_LIVE_COUNT_MAX + 1 }],
    ['no latest insights', { type: 'latest-insights', title: 'T', count: 0 }],
    ['a product row without products', { type: 'product-teasers', title: 'T', ctns: [] }],
    ['a quote without its logo', { type: 'quote', quote: 'Q', author: 'A', role: '', company: 'C' }],
    ['an FAQ answer missing', { type: 'faq', title: 'T', items: [{ question: 'Why?' }] }],
  ]
  for (const [label, block] of refused) {
    it(label, () => {
      expect(checkBlocks([block]).ok).toBe(false)
    })
  }

  it('the publisher stops at a page with such a block, naming the locale', () => {
    const broken: Seed = structuredClone(seed)
    const page = broken.pages.find((each) => each.id === 'home')!
    page.blocks = [...HOME_BLOCKS, { type: 'latest-insights', title: { 'en-gb': 'Too many' }, count: 40 }]
    expect(() => publishSeed(broken)).toThrow(/Content blocks in en-gb do not match the content model/)
    const unknownCategory: Seed = structuredClone(seed)
    unknownCategory.pages.find((each) => each.id === 'home')!.blocks = [
      { type: 'category-tiles', title: { 'en-gb': 'Tiles' }, categoryIds: ['no-such'] },
    ]
    expect(() => publishSeed(unknownCategory)).toThrow(/Unknown product category "no-such"/)
  })
})
