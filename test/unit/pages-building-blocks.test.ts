/** The pure parts of the content pages: srcset widths, download access, formatting, compare selection, pagination. */
import { describe, expect, it } from 'vitest'
import { jsonLdText } from '../../ui/components/JsonLd.tsx'
import { trailFor } from '../../ui/components/Breadcrumbs.tsx'
import { pageHref, pageOf, visiblePages } from '../../ui/components/Pagination.tsx'
import { renditionWidths, srcSetFor } from '../../ui/components/ResponsiveImage.tsx'
import { canDownload } from '../../ui/downloads/download-access.ts'
import type { ProductSummary } from '../../ui/content/model.ts'
import { formatDate, formatFileSize } from '../../ui/format/intl.ts'
import { COMPARE_MAX, compareHref, compareSelection } from '../../ui/catalogue/compare-selection.ts'
import { differs } from '../../ui/catalogue/product-attributes.ts'
import { splitEvents } from '../../ui/events/EventsPage.tsx'

describe('ResponsiveImage srcset', () => {
  it('uses the multipliers 0.25 to 4 of the width', () => {
    expect(renditionWidths(1200)).toEqual([300, 600, 900, 1200, 1800, 2400, 3600, 4800])
    expect(srcSetFor({ src: '/images/a.svg', width: 400 })).toBe(
      '/images/a.svg?w=100 100w, /images/a.svg?w=200 200w, /images/a.svg?w=300 300w, /images/a.svg?w=400 400w, /images/a.svg?w=600 600w, /images/a.svg?w=800 800w, /images/a.svg?w=1200 1200w, /images/a.svg?w=1600 1600w',
    )
  })

  it('drops widths under 50', () => {
    expect(renditionWidths(100)).toEqual([50, 75, 100, 150, 200, 300, 400])
    expect(renditionWidths(40)).toEqual([60, 80, 120, 160])
  })
})

describe('canDownload', () => {
  const publicFile = { access: 'public' as const }
  const partnerFile = { access: 'partner' as const }
  const goldFile = { access: 'partner' as const, minimumPartnerLevel: 'gold' as const }

  it('lets everyone download public files and no signed-out visitor download partner files', () => {
    expect(canDownload(publicFile, null)).toBe(true)
    expect(canDownload(partnerFile, null)).toBe(false)
    expect(canDownload(goldFile, null)).toBe(false)
  })

  it('lets partners download from their level up', () => {
    expect(canDownload(partnerFile, { partnerLevel: 'blue' })).toBe(true)
    expect(canDownload(goldFile, { partnerLevel: 'silver' })).toBe(false)
    expect(canDownload(goldFile, { partnerLevel: 'gold' })).toBe(true)
    expect(canDownload(goldFile, { partnerLevel: 'platinum' })).toBe(true)
    expect(canDownload(goldFile, {})).toBe(false)
  })
})

describe('formatting in the page locale', () => {
  it('writes file sizes for people, in the locale', () => {
    expect(formatFileSize('en-GB', 512)).toBe('512 byte')
    expect(formatFileSize('en-GB', 2_516_582)).toBe('2.4 MB')
    expect(formatFileSize('de-DE', 2_516_582)).toBe('2,4 MB')
    expect(formatFileSize('fr-FR', 1536)).toMatch(/^1,5\sko$/u)
  })

  it('writes dates in the locale without shifting calendar days', () => {
    expect(formatDate('en-GB', '2025-01-13')).toBe('13 January 2025')
    expect(formatDate('de-DE', '2025-01-13')).toBe('13. Januar 2025')
    expect(formatDate('ja-JP', '2025-01-13')).toBe('2025年1月13日')
  })
})

describe('compare selection', () => {
  const product = (ctn: string) => ({ ctn }) as ProductSummary
  const products = ['A1/00', 'B2/00', 'C3/00', 'D4/00', 'E5/00'].map(product)

  it('keeps the asked order, matches codes or URL slugs, drops duplicates and unknown codes', () => {
    const query = new URLSearchParams('ctn=B2/00&ctn=a1_00&ctn=B2%2F00&ctn=ZZ')
    const selection = compareSelection(query, products)
    expect(selection.products.map((p) => p.ctn)).toEqual(['B2/00', 'A1/00'])
    expect(selection.unknown).toEqual(['ZZ'])
    expect(selection.overLimit).toBe(false)
  })

  it(`keeps the first ${COMPARE_MAX} and says there were more`, () => {
    const query = new URLSearchParams(products.map((p) => `ctn=${encodeURIComponent(p.ctn)}`).join('&'))
    const selection = compareSelection(query, products)
    expect(selection.products).toHaveLength(COMPARE_MAX)
    expect(selection.overLimit).toBe(true)
    expect(compareHref('/display-solutions/compare', ['A1/00', 'B2/00'])).toBe('/display-solutions/compare?ctn=A1%2F00&ctn=B2%2F00')
  })

  it('marks a row as differing only when its values differ', () => {
    expect(differs(['1', '1'])).toBe(false)
    expect(differs(['1', '2'])).toBe(true)
  })
})

describe('pagination', () => {
  it('clamps to existing pages and keeps the query', () => {
    const items = Array.from({ length: 30 }, (_, index) => index)
    expect(pageOf(items, 2, 24).items).toHaveLength(6)
    expect(pageOf(items, 9, 24).page).toBe(2)
    expect(pageOf([], 1, 24).pageCount).toBe(1)
    expect(pageHref('/insights', new URLSearchParams('category=news&page=3'), 1)).toBe('/insights?category=news')
    expect(pageHref('/insights', new URLSearchParams('category=news'), 2)).toBe('/insights?category=news&page=2')
    expect(visiblePages(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
  })
})

describe('JSON-LD text', () => {
  it('cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script> & more' })
    expect(text).not.toContain('<')
    expect(text).not.toContain('>')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & more' })
  })
})

describe('breadcrumb trail', () => {
  it('adds home in front and the page at the end unless the published trail has them', () => {
    const home = { title: 'Home', href: '/' }
    const page = { title: 'Story', href: '/insights/story' }
    expect(trailFor(home, [{ title: 'Insights', href: '/insights' }], page)).toEqual([home, { title: 'Insights', href: '/insights' }, page])
    expect(trailFor(home, [home, page], page)).toEqual([home, page])
  })
})

describe('events split', () => {
  it('keeps an event upcoming until the end of its last day', () => {
    const event = { startDate: '2025-03-10', endDate: '2025-03-12' } as Parameters<typeof splitEvents>[0][number]
    expect(splitEvents([event], new Date('2025-03-12T22:00:00Z')).upcoming).toHaveLength(1)
    expect(splitEvents([event], new Date('2025-03-13T00:00:01Z')).past).toHaveLength(1)
  })
})
