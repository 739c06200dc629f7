/**
 * Damerau–Levenshtein ranking of product codes (a one-transposition typo puts the intended product
 * first, ahead of the line's other sizes), "did you mean" on an empty result, grouping by type and
 * the as-you-type suggestions with thumbnails.
 */
import { describe, expect, it } from 'vitest'
import type { ProductSummary, SearchDocument } from '../../ui/content/model.ts'
import { SUGGESTIONS_MAX, groupByType } from '../../ui/search/search-groups.ts'
import { CTN_TYPO_NEARNESS_BONUS, didYouMean, searchDocuments } from '../../worker/search/search-index.ts'
import { searchSuggestions } from '../../worker/search/search-suggestions.ts'

const product = (ctn: string, title = `${ctn.slice(0, 2)}" Signage display`): SearchDocument => ({
  type: 'product',
  ctn,
  title,
  summary: 'A display for shop windows',
  href: `/p/${ctn.replace('/', '_')}`,
  keywords: [],
})
const doc = (type: SearchDocument['type'], title: string): SearchDocument => ({
  type,
  title,
  summary: '',
  href: `/${type}/${title}`,
  keywords: [],
})

// A line in catalogue order: every size of one series, then an LED cabinet family.
const documents: SearchDocument[] = [
  product('43VS4500/00'),
  product('50VS4500/00'),
  product('55VS4500/00'),
  product('65VS4500/00'),
  product('65BDL3652T/00', '65" Multi-touch display'),
  product('FP125H/00', 'LED cabinet 1.25 mm'),
  product('FP152H/00', 'LED cabinet 1.52 mm'),
  doc('insight', 'Signage in shop windows'),
  doc('job', 'Field engineer'),
]

describe('product codes with one transposition', () => {
  it('put the intended product first, ahead of the other sizes of its line', () => {
    // 55VS5400: 4 and 5 swapped. One edit from 55VS4500, two from 50VS4500 and 65VS4500 (earlier in the index).
    const hits = searchDocuments(documents, '55VS5400')
    expect(hits[0]).toMatchObject({ ctn: '55VS4500/00', match: 'ctn-typo' })
    expect(hits.slice(1, 3).map((hit) => hit.ctn)).toEqual(['50VS4500/00', '65VS4500/00'])
    expect(hits[0]!.score - hits[1]!.score).toBe(CTN_TYPO_NEARNESS_BONUS)
    expect(searchDocuments(documents, '55vs4050')[0]?.ctn).toBe('55VS4500/00')
    expect(searchDocuments(documents, '65BDL3625T')[0]?.ctn).toBe('65BDL3652T/00')
  })

  it('prefer the exact code over a transposed neighbour that is also a product', () => {
    expect(searchDocuments(documents, 'FP152H')[0]).toMatchObject({ ctn: 'FP152H/00', match: 'ctn-exact' })
    expect(searchDocuments(documents, 'FP125H')[0]).toMatchObject({ ctn: 'FP125H/00', match: 'ctn-exact' })
  })
})

describe('did you mean', () => {
  it('proposes the nearest product code when a code is too far off for the search', () => {
    expect(searchDocuments(documents, '65BDL3999T')).toEqual([])
    expect(didYouMean(documents, '65BDL3999T')).toBe('65BDL3652T')
    expect(didYouMean(documents, '65BDL 3999T')).toBe('65BDL3652T')
  })

  it('proposes the nearest words when the words are too far off, and nothing when nothing is near', () => {
    expect(searchDocuments(documents, 'fjeldd')).toEqual([])
    expect(didYouMean(documents, 'fjeldd')).toBe('field')
    expect(didYouMean(documents, 'zzzzqqqq')).toBeUndefined()
    expect(didYouMean(documents, '')).toBeUndefined()
  })
})

describe('grouping by type', () => {
  it('keeps the rank inside a group and puts the best hit’s group first', () => {
    const groups = groupByType(searchDocuments(documents, 'signage'))
    expect(groups.map((group) => group.type)).toEqual(['product', 'insight'])
    expect(groups[0]!.items.map((hit) => hit.ctn)).toEqual(['43VS4500/00', '50VS4500/00', '55VS4500/00', '65VS4500/00'])
  })
})

describe('as-you-type suggestions', () => {
  const products = ['55VS4500/00', '50VS4500/00'].map(
    (ctn) =>
      ({
        ctn,
        image: { src: `/images/products/${ctn.slice(0, 8).toLowerCase()}.svg`, alt: '', width: 800, height: 450 },
      }) as ProductSummary,
  )

  it('lead with the intended product and carry a thumbnail of its picture', () => {
    const answer = searchSuggestions(documents, products, '55VS5400')
    expect(answer.data[0]).toMatchObject({ type: 'product', ctn: '55VS4500/00', href: '/p/55VS4500_00' })
    expect(answer.data[0]?.thumbnail).toEqual({ src: '/images/products/55vs4500.svg?w=64', width: 64, height: 36 })
    expect(answer.didYouMean).toBeUndefined()
  })

  it('are at most SUGGESTIONS_MAX, and offer "did you mean" when nothing matches', () => {
    const many = Array.from({ length: 20 }, (_, index) => doc('page', `Signage guide ${index}`))
    expect(searchSuggestions(many, [], 'signage').data).toHaveLength(SUGGESTIONS_MAX)
    expect(searchSuggestions(documents, products, '65BDL3999T')).toEqual({ query: '65BDL3999T', data: [], didYouMean: '65BDL3652T' })
    expect(searchSuggestions(documents, products, '   ')).toEqual({ query: '', data: [] })
  })
})
