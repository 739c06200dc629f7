/** Site search: ranking tiers, CTN normalisation, typo tolerance. */
import { describe, expect, it } from 'vitest'
import type { SearchDocument } from '../../ui/content/model.ts'
import { compactCode, editDistance, normaliseText, searchDocuments, typoAllowance } from '../../worker/search/search-index.ts'

const product = (ctn: string, title: string, summary = '', keywords: string[] = []): SearchDocument => ({
  type: 'product',
  ctn,
  title,
  summary,
  href: `/p/${ctn}`,
  keywords,
})
const doc = (type: SearchDocument['type'], title: string, summary = '', keywords: string[] = []): SearchDocument => ({
  type,
  title,
  summary,
  href: `/${type}/${title}`,
  keywords,
})

const documents: SearchDocument[] = [
  doc('insight', 'Why 55VS4500 owners love brightness', 'About the 55VS4500/00'),
  product('55VS4500/12', '55" Signage display', 'A screen for shop windows'),
  product('55VS4500/00', '55" Signage display', 'A screen for shop windows'),
  product('55VS4500X/00', '55" Signage display X', 'Brighter'),
  product('65BDL3652T/00', '65" Multi-touch display', 'Interactive collaboration', ['Meeting rooms']),
  doc('page', 'Signage displays', 'All our signage'),
  doc('insight', 'Brightness for shop windows', 'How many nits a sunlit window needs', ['Guides']),
  doc('event', 'Trade show in Barcelona', 'Visit our stand with Signage products'),
  doc('job', 'Field engineer', 'Installs displays', ['Service', 'Leeds']),
  doc('page', 'Développement durable', 'Nos rapports'),
]
const hrefs = (query: string) => searchDocuments(documents, query).map((hit) => hit.href)

describe('text normalisation', () => {
  it('ignores case and accents; a CTN keeps only letters and digits', () => {
    expect(normaliseText('Développement DURABLE')).toBe('developpement durable')
    expect(compactCode('55VS4500 / 00')).toBe('55vs450000')
  })
})

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and neighbour transpositions as one edit', () => {
    expect(editDistance('signage', 'signage')).toBe(0)
    expect(editDistance('sigange', 'signage')).toBe(1)
    expect(editDistance('signge', 'signage')).toBe(1)
    expect(editDistance('signaage', 'signage')).toBe(1)
    expect(editDistance('sjgnage', 'signage')).toBe(1)
    expect(editDistance('abcd', 'badc')).toBe(2)
    expect(editDistance('kitten', 'sitting', 1)).toBe(2)
  })

  it('allows one typo from 4 characters and two from 8', () => {
    expect([3, 4, 7, 8, 12].map(typoAllowance)).toEqual([0, 1, 1, 2, 2])
  })
})

describe('searchDocuments ranking', () => {
  it('puts the exact CTN first, then CTNs it starts, then title matches, then summary matches', () => {
    const hits = searchDocuments(documents, '55VS4500/00')
    expect(hits.map((h) => [h.href, h.match])).toEqual([
      ['/p/55VS4500/00', 'ctn-exact'],
      // One edit (an inserted X) is nearer than two (/12 for /00): the nearer code first.
      ['/p/55VS4500X/00', 'ctn-typo'],
      // Two edits away from a 10-character code: still within typo distance.
      ['/p/55VS4500/12', 'ctn-typo'],
      ['/insight/Why 55VS4500 owners love brightness', 'title'],
    ])
    expect(searchDocuments(documents, '55VS4500').map((h) => [h.href, h.match])).toEqual([
      // The code without its /00 suffix is an exact match for /00 and /12 alike.
      ['/p/55VS4500/12', 'ctn-exact'],
      ['/p/55VS4500/00', 'ctn-exact'],
      ['/p/55VS4500X/00', 'ctn-prefix'],
      ['/insight/Why 55VS4500 owners love brightness', 'title'],
    ])
  })

  it('ignores case, the slash and spaces in product codes', () => {
    expect(hrefs('55vs4500').slice(0, 2)).toEqual(['/p/55VS4500/12', '/p/55VS4500/00'])
    expect(hrefs('55vs4500 00')[0]).toBe('/p/55VS4500/00')
    expect(hrefs('55VS 4500/00')[0]).toBe('/p/55VS4500/00')
    expect(hrefs('65bdl')).toEqual(['/p/65BDL3652T/00'])
  })

  it('tolerates typos in product codes', () => {
    const hits = searchDocuments(documents, '65BDL3625T')
    expect(hits[0]).toMatchObject({ href: '/p/65BDL3652T/00', match: 'ctn-typo' })
    expect(searchDocuments(documents, '65BDL3652X')[0]?.href).toBe('/p/65BDL3652T/00')
    // Too far away: three edits.
    expect(searchDocuments(documents, '65BDL9999T')).toEqual([])
  })

  it('ranks title matches above summary and keyword matches', () => {
    expect(hrefs('windows')).toEqual(['/insight/Brightness for shop windows', '/p/55VS4500/12', '/p/55VS4500/00'])
    expect(hrefs('signage')).toEqual([
      '/p/55VS4500/12',
      '/p/55VS4500/00',
      '/p/55VS4500X/00',
      '/page/Signage displays',
      '/event/Trade show in Barcelona',
    ])
    expect(hrefs('meeting rooms')).toEqual(['/p/65BDL3652T/00'])
  })

  it('needs every query word, each in any field', () => {
    expect(hrefs('shop windows')).toEqual(['/insight/Brightness for shop windows', '/p/55VS4500/12', '/p/55VS4500/00'])
    expect(hrefs('signage leeds')).toEqual([])
  })

  it('tolerates typos in names (one edit from 4 letters, two from 8), below exact matches', () => {
    expect(searchDocuments(documents, 'sigange')[0]).toMatchObject({ match: 'title-typo' })
    expect(hrefs('enginer')).toEqual(['/job/Field engineer'])
    expect(hrefs('collabrotaion')).toEqual(['/p/65BDL3652T/00'])
    expect(hrefs('fjeld')).toEqual(['/job/Field engineer'])
    // Three letters: no typos allowed.
    expect(hrefs('jbo')).toEqual([])
  })

  it('matches accented text without accents, and word starts', () => {
    expect(hrefs('developpement')).toEqual(['/page/Développement durable'])
    expect(hrefs('DÉVELOP')).toEqual(['/page/Développement durable'])
  })

  it('filters by type and answers nothing for an empty query', () => {
    expect(searchDocuments(documents, 'signage', { types: ['page'] }).map((h) => h.href)).toEqual(['/page/Signage displays'])
    expect(searchDocuments(documents, '   ')).toEqual([])
    expect(searchDocuments(documents, '/')).toEqual([])
  })
})
