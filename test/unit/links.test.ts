/**
 * Link building from content records (SPEC.md point 2 "Link building from content records",
 * point 8: a missing record type warns and yields no link, a null link gives an empty path).
 */
import { describe, expect, it, vi } from 'vitest'
import type { LocaleCode } from '../../locales/registry.ts'
import type {
  EventRecord,
  FeatureRecord,
  InsightRecord,
  LinkRecord,
  LocalisedSlug,
  PageRecord,
  ProductGroupRecord,
  ProductRecord,
} from '../../ui/content/link-records.ts'
import { linkFor, slugIn } from '../../ui/routes/links.ts'
import type { Logger } from '../../ui/log/logger.ts'

function spyLogger() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Logger
}

function slugs(byLocale: Partial<Record<LocaleCode, string>>): LocalisedSlug[] {
  return Object.entries(byLocale).map(([locale, value]) => ({ locale: locale as LocaleCode, value }))
}

const hrefOf = (record: LinkRecord | null, code: LocaleCode, logger: Logger = spyLogger()) => linkFor(record, code, logger)?.href

const event: EventRecord = { __typename: 'EventRecord', slug: slugs({ 'en-gb': 'ise-barcelona', 'fr-fr': 'ise-barcelone' }) }
const insight: InsightRecord = {
  __typename: 'InsightRecord',
  slug: slugs({ 'en-gb': 'pixel-pitch', 'de-de': 'pixelabstand', 'es-es': 'distancia-entre-pixeles' }),
}
const feature: FeatureRecord = { __typename: 'FeatureRecord', slug: slugs({ 'en-gb': 'partner-programme', 'it-it': 'programma-partner' }) }

const topGroup: ProductGroupRecord = {
  __typename: 'ProductGroupRecord',
  slug: slugs({ 'en-gb': 'signage-displays', 'fr-fr': 'affichage-dynamique' }),
  parent: null,
}
const group: ProductGroupRecord = {
  __typename: 'ProductGroupRecord',
  slug: slugs({ 'en-gb': 'd-line', 'fr-fr': 'gamme-d' }),
  parent: topGroup,
}
const subGroup: ProductGroupRecord = { __typename: 'ProductGroupRecord', slug: slugs({ 'en-gb': 'outdoor' }), parent: group }
const product: ProductRecord = {
  __typename: 'ProductRecord',
  slug: slugs({ 'en-gb': '55bdl4511d_00' }),
  productGroup: group,
}

const aboutUs: PageRecord = { __typename: 'PageRecord', slug: slugs({ 'en-gb': 'about-us', 'fr-fr': 'a-propos' }), parent: null }
const sustainability: PageRecord = {
  __typename: 'PageRecord',
  slug: slugs({ 'en-gb': 'sustainability', 'fr-fr': 'durabilite' }),
  parent: aboutUs,
}
const reports: PageRecord = { __typename: 'PageRecord', slug: slugs({ 'en-gb': 'reports', 'fr-fr': 'rapports' }), parent: sustainability }

describe('records with a page', () => {
  it('event → /events/{slug}', () => {
    expect(linkFor(event, 'en-gb', spyLogger())).toEqual({ href: '/events/ise-barcelona', external: false, openInNewWindow: false })
    expect(hrefOf(event, 'fr-fr')).toBe('/fr-fr/events/ise-barcelone')
  })

  it('insight → /insights/{slug} with the localised insights segment', () => {
    expect(hrefOf(insight, 'en-gb')).toBe('/insights/pixel-pitch')
    expect(hrefOf(insight, 'de-de')).toBe('/de-de/einblicke/pixelabstand')
    expect(hrefOf(insight, 'es-es')).toBe('/es-es/comunicacion/distancia-entre-pixeles')
    expect(hrefOf(insight, 'fr-fr')).toBe('/fr-fr/apercus/pixel-pitch')
    expect(hrefOf(insight, 'it-it')).toBe('/it-it/approfondimenti/pixel-pitch')
  })

  it('feature → /partnership/{slug}', () => {
    expect(hrefOf(feature, 'en-gb')).toBe('/partnership/partner-programme')
    expect(hrefOf(feature, 'it-it')).toBe('/it-it/partnership/programma-partner')
  })

  it('product group → /display-solutions/ + parent slugs + own slug', () => {
    expect(hrefOf(topGroup, 'en-gb')).toBe('/display-solutions/signage-displays')
    expect(hrefOf(group, 'en-gb')).toBe('/display-solutions/signage-displays/d-line')
    expect(hrefOf(subGroup, 'en-gb')).toBe('/display-solutions/signage-displays/d-line/outdoor')
    expect(hrefOf(group, 'fr-fr')).toBe('/fr-fr/solutions-d-affichage/affichage-dynamique/gamme-d')
    expect(hrefOf(subGroup, 'fr-fr')).toBe('/fr-fr/solutions-d-affichage/affichage-dynamique/gamme-d/outdoor')
    expect(hrefOf(group, 'de-de')).toBe('/de-de/displaylosungen/signage-displays/d-line')
  })

  it('product → /display-solutions/{top-level group}/{group}/{product}', () => {
    expect(hrefOf(product, 'en-gb')).toBe('/display-solutions/signage-displays/d-line/55bdl4511d_00')
    expect(hrefOf(product, 'es-es')).toBe('/es-es/soluciones-de-pantallas/signage-displays/d-line/55bdl4511d_00')
    expect(hrefOf(product, 'fr-fr')).toBe('/fr-fr/solutions-d-affichage/affichage-dynamique/gamme-d/55bdl4511d_00')
    // In a deeper tree the top-level group is the root of the chain, the group the product's own.
    const deepProduct: ProductRecord = { __typename: 'ProductRecord', slug: slugs({ 'en-gb': 'p1' }), productGroup: subGroup }
    expect(hrefOf(deepProduct, 'en-gb')).toBe('/display-solutions/signage-displays/outdoor/p1')
  })

  it('page → its chain of parent slugs plus its own slug', () => {
    expect(hrefOf(aboutUs, 'en-gb')).toBe('/about-us')
    expect(hrefOf(sustainability, 'en-gb')).toBe('/about-us/sustainability')
    expect(hrefOf(reports, 'en-gb')).toBe('/about-us/sustainability/reports')
    expect(hrefOf(reports, 'fr-fr')).toBe('/fr-fr/a-propos/durabilite/rapports')
    expect(hrefOf(reports, 'en-us')).toBe('/en-us/about-us/sustainability/reports')
  })

  it('chooses the slug of the locale and falls back to the en-gb slug', () => {
    expect(slugIn(event.slug, 'fr-fr')).toBe('ise-barcelone')
    expect(slugIn(event.slug, 'de-de')).toBe('ise-barcelona')
    expect(hrefOf(event, 'de-de')).toBe('/de-de/events/ise-barcelona')
    expect(hrefOf(event, 'ja-jp')).toBe('/ja-jp/events/ise-barcelona')
    // Mixed: the French page below an English-only parent.
    const child: PageRecord = {
      __typename: 'PageRecord',
      slug: slugs({ 'en-gb': 'child', 'fr-fr': 'enfant' }),
      parent: { ...aboutUs, slug: slugs({ 'en-gb': 'about-us' }) },
    }
    expect(hrefOf(child, 'fr-fr')).toBe('/fr-fr/about-us/enfant')
  })

  it('a record with no slug in the locale nor in en-gb gets no link', () => {
    const frenchOnly: EventRecord = { __typename: 'EventRecord', slug: slugs({ 'fr-fr': 'salon' }) }
    expect(hrefOf(frenchOnly, 'fr-fr')).toBe('/fr-fr/events/salon')
    expect(linkFor(frenchOnly, 'de-de', spyLogger())).toBeUndefined()
  })
})

describe('internal links', () => {
  it('link to their record with query parameters given as a string', () => {
    const link: LinkRecord = { __typename: 'InternalLinkRecord', link: event, queryParameters: 'utm_source=mail&ref=footer' }
    expect(linkFor(link, 'en-gb', spyLogger())).toEqual({
      href: '/events/ise-barcelona?utm_source=mail&ref=footer',
      external: false,
      openInNewWindow: false,
    })
    expect(hrefOf({ __typename: 'InternalLinkRecord', link: event, queryParameters: '?a=1' }, 'en-gb')).toBe('/events/ise-barcelona?a=1')
  })

  it('link to their record with query parameters given as pairs, encoded', () => {
    const link: LinkRecord = { __typename: 'InternalLinkRecord', link: insight, queryParameters: { filter: 'led walls', page: '2' } }
    const href = hrefOf(link, 'de-de')!
    expect(href.startsWith('/de-de/einblicke/pixelabstand?')).toBe(true)
    expect(Object.fromEntries(new URL(href, 'http://x').searchParams)).toEqual({ filter: 'led walls', page: '2' })
    expect(href).not.toContain(' ')
  })

  it('add the anchor after the query', () => {
    const link: LinkRecord = { __typename: 'InternalLinkRecord', link: reports, queryParameters: 'year=2024', anchor: 'downloads' }
    expect(hrefOf(link, 'en-gb')).toBe('/about-us/sustainability/reports?year=2024#downloads')
    expect(hrefOf({ __typename: 'InternalLinkRecord', link: reports, anchor: '#top' }, 'fr-fr')).toBe(
      '/fr-fr/a-propos/durabilite/rapports#top',
    )
  })

  it('without query or anchor are the plain record link', () => {
    expect(hrefOf({ __typename: 'InternalLinkRecord', link: product, queryParameters: null, anchor: null }, 'en-gb')).toBe(
      '/display-solutions/signage-displays/d-line/55bdl4511d_00',
    )
    expect(hrefOf({ __typename: 'InternalLinkRecord', link: product, queryParameters: '' }, 'en-gb')).toBe(
      '/display-solutions/signage-displays/d-line/55bdl4511d_00',
    )
  })

  it('to an unknown record type warn and yield no link', () => {
    const logger = spyLogger()
    const link = { __typename: 'InternalLinkRecord', link: { __typename: 'MysteryRecord', slug: [] } } as unknown as LinkRecord
    expect(linkFor(link, 'en-gb', logger)).toBeUndefined()
    expect(logger.warn).toHaveBeenCalledTimes(1)
  })
})

describe('external links and files', () => {
  it('use their url and do not open a new window unless asked', () => {
    expect(linkFor({ __typename: 'ExternalLinkRecord', url: 'https://www.linkedin.com/company/x' }, 'fr-fr', spyLogger())).toEqual({
      href: 'https://www.linkedin.com/company/x',
      external: true,
      openInNewWindow: false,
    })
    expect(
      linkFor({ __typename: 'ExternalLinkRecord', url: 'https://example.com/a', openInNewWindow: false }, 'en-gb', spyLogger()),
    ).toEqual({
      href: 'https://example.com/a',
      external: true,
      openInNewWindow: false,
    })
  })

  it('open in a new window when openInNewWindow is set', () => {
    expect(
      linkFor({ __typename: 'ExternalLinkRecord', url: 'https://example.com/a', openInNewWindow: true }, 'en-gb', spyLogger()),
    ).toEqual({
      href: 'https://example.com/a',
      external: true,
      openInNewWindow: true,
    })
  })

  it('are not prefixed with the locale', () => {
    expect(hrefOf({ __typename: 'ExternalLinkRecord', url: 'mailto:sales@example.com' }, 'de-de')).toBe('mailto:sales@example.com')
    expect(hrefOf({ __typename: 'ExternalLinkRecord', url: 'tel:+441234567890' }, 'es-es')).toBe('tel:+441234567890')
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('refuse %j', (url) => {
    const logger = spyLogger()
    expect(linkFor({ __typename: 'ExternalLinkRecord', url, openInNewWindow: true }, 'en-gb', logger)).toBeUndefined()
    expect(linkFor({ __typename: 'FileRecord', url }, 'en-gb', logger)).toBeUndefined()
    expect(linkFor({ __typename: 'MetaItemFileRecord', file: { __typename: 'FileRecord', url } }, 'en-gb', logger)).toBeUndefined()
  })

  it('file records link to their url, also through a meta item', () => {
    const file = { __typename: 'FileRecord', url: 'https://files.example.com/brochure.pdf', filename: 'brochure.pdf' } as const
    expect(linkFor(file, 'fr-fr', spyLogger())).toMatchObject({ href: 'https://files.example.com/brochure.pdf', external: true })
    expect(linkFor({ __typename: 'MetaItemFileRecord', file }, 'it-it', spyLogger())).toMatchObject({
      href: 'https://files.example.com/brochure.pdf',
    })
  })

  it('a meta text item is no link and no warning', () => {
    const logger = spyLogger()
    expect(linkFor({ __typename: 'MetaItemTextRecord', text: 'Hello' }, 'en-gb', logger)).toBeUndefined()
    expect(logger.warn).not.toHaveBeenCalled()
  })
})

describe('missing records and types (SPEC.md point 8)', () => {
  it('null gives an empty path', () => {
    const logger = spyLogger()
    expect(linkFor(null, 'en-gb', logger)).toEqual({ href: '', external: false, openInNewWindow: false })
    expect(linkFor(null, 'fr-fr', logger)?.href).toBe('')
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('an internal link to null is an empty path with its query and anchor', () => {
    expect(hrefOf({ __typename: 'InternalLinkRecord', link: null, anchor: 'contact-form' }, 'en-gb')).toBe('#contact-form')
  })

  it('a record without __typename warns and yields no link', () => {
    const logger = spyLogger()
    expect(linkFor({ slug: slugs({ 'en-gb': 'x' }) } as unknown as LinkRecord, 'en-gb', logger)).toBeUndefined()
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(String(logger.warn.mock.calls[0]![0])).toMatch(/record type/i)
  })

  it('a record of an unknown __typename warns and yields no link', () => {
    const logger = spyLogger()
    expect(linkFor({ __typename: 'VideoRecord', slug: [] } as unknown as LinkRecord, 'de-de', logger)).toBeUndefined()
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(String(logger.warn.mock.calls[0]![0])).toContain('VideoRecord')
  })
})
