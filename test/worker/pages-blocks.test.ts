/**
 * Pages made of content blocks, with the published seed: the home page in two languages (every
 * block, live products, insights and events, no page JavaScript), the block overview (every block
 * type and variant, every design-system component), and the publish endpoint refusing a page whose
 * blocks do not match the content model.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { HOME_LIVE_COUNT, FEATURED_PRODUCT_CTNS } from '../../kv-seed/content/home-page.ts'
import { LOCAL_PUBLISH_SECRET } from '../../kv-seed/publish-changes.ts'
import { seed } from '../../kv-seed/seed.ts'
import { BLOCK_TYPE_ORDER, BLOCK_VARIANTS, blockAnchor } from '../../ui/content-pages/block-catalogue.ts'
import { COMPONENT_SECTIONS } from '../../ui/content-pages/component-catalogue.ts'
import { contentKeys } from '../../ui/content/published.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { loadSeedFor, settle, visit } from './helpers.ts'

const PAGES = ['/', '/fr-fr', '/block-overview', '/de-de/block-overview']

beforeAll(async () => {
  await loadSeedFor(PAGES)
})

const HOME_BLOCKS = [
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
]

function count(html: string, pattern: RegExp): number {
  return [...html.matchAll(pattern)].length
}

describe('the home page', () => {
  for (const [path, code] of [
    ['/', 'en-gb'],
    ['/fr-fr', 'fr-fr'],
  ] as const) {
    it(`${path} is made of its blocks in order, with live products, insights and events, and no page JavaScript`, async () => {
      const { status, body } = await settle(await visit(path))
      expect(status).toBe(200)
      const order = [...body.matchAll(/data-block="([a-z-]+)"/g)].map((match) => match[1])
      expect(order).toEqual(HOME_BLOCKS)
      // The hero carries the page's one h1.
      expect(count(body, /<h1[\s>]/g)).toBe(1)
      expect(body).toMatch(/data-block="hero"[^>]*>[\s\S]*?<h1/)
      expect(count(body, /data-product="/g)).toBe(FEATURED_PRODUCT_CTNS.length)
      expect(count(body, /data-insight="/g)).toBe(HOME_LIVE_COUNT)
      expect(count(body, /data-event="/g)).toBeGreaterThan(0)
      for (const tool of [
        'led-configurator',
        'led-calculator',
        'product-chooser',
        'corporate-configurator',
        'retail-configurator',
        'project-request',
        'partner-finder',
      ] as const) {
        expect(body, tool).toContain(`href="${pathFor(tool, code)}"`)
      }
      expect(body).not.toContain('data-island=')
    })
  }

  it('shows only events not yet over, soonest first', async () => {
    const { body } = await settle(await visit('/'))
    const ids = [...body.matchAll(/data-event="([^"]+)"/g)].map((match) => match[1]!)
    const events = ids.map((id) => seed.editorial.events.find((event) => event.id === id)!)
    const today = new Date().toISOString().slice(0, 10)
    for (const event of events) expect(event.endDate >= today, event.id).toBe(true)
    const starts = events.map((event) => event.startDate)
    expect([...starts].sort()).toEqual(starts)
  })
})

describe('the block overview', () => {
  it('shows every block type in every variant and every component of the design system, translated', async () => {
    const { status, body } = await settle(await visit('/de-de/block-overview'))
    expect(status).toBe(200)
    for (const type of BLOCK_TYPE_ORDER.filter((t) => !['heading', 'paragraph', 'link'].includes(t))) {
      expect(body, type).toContain(`id="${blockAnchor(type)}"`)
      for (const variant of BLOCK_VARIANTS[type] ?? [])
        expect(body, `${type} ${variant}`).toMatch(new RegExp(`data-sample="${type}" data-variant="${variant}"`))
    }
    for (const section of COMPONENT_SECTIONS) expect(body, section.id).toContain(`id="${blockAnchor(section.id)}"`)
    for (const state of ['hover', 'focus']) expect(body).toContain(`data-preview="${state}"`)
    expect(body).toContain('disabled=""')
    expect(body).toContain('aria-invalid="true"')
    expect(body).toContain('Blockübersicht')
  })

  it('/api/block-overview lists the same sections', async () => {
    const response = await visit('/api/block-overview?locale=en-gb')
    const { data } = (await response.json()) as { data: Array<{ id: string; anchor: string }> }
    expect(data.map((section) => section.id)).toEqual([...BLOCK_TYPE_ORDER, ...COMPONENT_SECTIONS.map((s) => s.id)])
    const { body } = await settle(await visit('/block-overview'))
    for (const section of data.filter((s) => !['heading', 'paragraph', 'link'].includes(s.id)))
      expect(body).toContain(`id="${section.anchor.slice(1)}"`)
  })
})

describe('publishing pages made of blocks', () => {
  function publish(entries: Array<{ key: string; value: string }>) {
    return visit('/publish', {
      method: 'POST',
      body: JSON.stringify({ entries }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${LOCAL_PUBLISH_SECRET}` },
    })
  }
  const key = contentKeys.page('en-gb', '/block-test')
  const page = (blocks: unknown[]) =>
    JSON.stringify({ id: 'block-test', title: 'Block test', blocks, alternates: { 'en-gb': '/block-test' } })

  it('refuses a page whose blocks the components cannot render and writes nothing', async () => {
    const broken = [
      [{ type: 'carousel', title: 'Not a block type' }],
      [{ type: 'cta-band', variant: 'brand', title: 'Go', text: '', actions: [{ label: 'Go', href: 'javascript:alert(1)' }] }],
      [{ type: 'latest-insights', title: 'Too many', count: 50 }],
      [{ type: 'hero', variant: 'split', title: 'No image', text: '', actions: [] }],
    ]
    for (const blocks of broken) {
      const response = await publish([{ key, value: page(blocks) }])
      expect(response.status, JSON.stringify(blocks)).toBe(422)
      await response.arrayBuffer()
    }
    expect(await env.CONTENT.get(key)).toBeNull()
  })

  it('publishes a page of valid blocks, which then renders them', async () => {
    const response = await publish([
      {
        key,
        value: page([
          { type: 'stats', title: 'In figures', items: [{ value: '40+', label: 'countries' }] },
          { type: 'rich-text', paragraphs: ['Hello'], bullets: ['One'] },
          { type: 'faq', title: 'Questions', items: [{ question: 'Is it bright?', answer: 'Up to <3,000> nits.' }] },
          { type: 'faq', title: 'More questions', items: [{ question: 'Is it loud?', answer: 'No fan noise.' }] },
        ]),
      },
    ])
    expect(response.status).toBe(200)
    await response.arrayBuffer()
    const { status, body } = await settle(await visit('/block-test'))
    expect(status).toBe(200)
    expect(body).toContain('data-block="stats"')
    expect(body).toContain('data-block="rich-text"')
    // Every question of the page in one FAQPage (search engines take one per page).
    const structured = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string; mainEntity?: unknown },
    )
    expect(structured.filter((data) => data['@type'] === 'FAQPage')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          { '@type': 'Question', name: 'Is it bright?', acceptedAnswer: { '@type': 'Answer', text: 'Up to <3,000> nits.' } },
          { '@type': 'Question', name: 'Is it loud?', acceptedAnswer: { '@type': 'Answer', text: 'No fan noise.' } },
        ],
      },
    ])
  })

  it('gives the block overview’s FAQ samples no structured data (they are not the page’s questions)', async () => {
    const { body } = await settle(await visit('/block-overview'))
    expect(body).toContain('data-block="faq"')
    expect(body).not.toContain('"FAQPage"')
  })
})
