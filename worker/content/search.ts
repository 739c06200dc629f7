/**
 * Site search over a locale's SearchIndex. Pure. Ranking, best first:
 *   1. the query is a product code (CTN), exactly (`55BDL4511D/00`, or without the `/00` suffix)
 *   2. a CTN starts with the query
 *   3. a CTN within typo distance of the query
 *   4. every query word found in the title (whole word, word start or inside a word)
 *   5. … in the title with typos
 *   6. every query word found in the title, summary, keywords or CTN
 *   7. … with typos
 * Case, accents, and the CTN's `/` and spaces are ignored: `55vs4500` finds `55VS4500/00`.
 * Typos: Damerau-Levenshtein distance ≤ 1 for words of 4 or more characters, ≤ 2 from 8.
 */
import type { SearchDocument, SearchResultType } from '../../ui/content/model.ts'

export type SearchMatch = 'ctn-exact' | 'ctn-prefix' | 'ctn-typo' | 'title' | 'title-typo' | 'text' | 'text-typo'

export interface SearchHit extends SearchDocument {
  score: number
  match: SearchMatch
}

const TIER: Record<SearchMatch, number> = {
  'ctn-exact': 7000,
  'ctn-prefix': 6000,
  'ctn-typo': 5000,
  title: 4000,
  'title-typo': 3000,
  text: 2000,
  'text-typo': 1000,
}

/** Lower case, accents removed (é → e, ü → u), width-normalised. */
export function normaliseText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase()
}

/** A product code reduced to its letters and digits: `55VS4500/00` → `55vs450000`. */
export function compactCode(text: string): string {
  return normaliseText(text).replace(/[^\p{L}\p{N}]+/gu, '')
}

export function wordsOf(text: string): string[] {
  return normaliseText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
}

/** Edits a word of this length may contain and still match. */
export function typoAllowance(length: number): number {
  if (length >= 8) return 2
  if (length >= 4) return 1
  return 0
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions, deletions, substitutions
 * and transpositions of neighbours), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  let previousPrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMinimum = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2]! + 1)
      }
      current.push(value)
      rowMinimum = Math.min(rowMinimum, value)
    }
    if (rowMinimum > max) return max + 1
    previousPrevious = previous
    previous = current
  }
  return previous[b.length]!
}

function withinTypos(query: string, candidate: string): boolean {
  const allowed = typoAllowance(Math.min(query.length, candidate.length))
  return allowed > 0 && editDistance(query, candidate, allowed) <= allowed
}

type WordMatch = 'exact' | 'prefix' | 'inside' | 'typo'
const WORD_BONUS: Record<WordMatch, number> = { exact: 30, prefix: 20, inside: 10, typo: 0 }

interface Field {
  words: string[]
  text: string
}

function fieldOf(text: string): Field {
  const words = wordsOf(text)
  return { words, text: words.join(' ') }
}

function matchWord(word: string, field: Field): WordMatch | undefined {
  if (field.words.includes(word)) return 'exact'
  if (field.words.some((candidate) => candidate.startsWith(word))) return 'prefix'
  if (word.length >= 2 && field.text.includes(word)) return 'inside'
  if (field.words.some((candidate) => withinTypos(word, candidate))) return 'typo'
  return undefined
}

interface PreparedDocument {
  document: SearchDocument
  title: Field
  rest: Field
  ctn?: { full: string; base: string }
}

function prepare(document: SearchDocument): PreparedDocument {
  const restText = [document.summary, ...document.keywords, document.ctn ?? ''].join(' ')
  return {
    document,
    title: fieldOf(document.title),
    rest: fieldOf(restText),
    ...(document.ctn
      ? { ctn: { full: compactCode(document.ctn), base: compactCode(document.ctn.split('/')[0] ?? document.ctn) } }
      : {}),
  }
}

function ctnMatch(compactQuery: string, ctn: { full: string; base: string }): { match: SearchMatch; bonus: number } | undefined {
  if (compactQuery === ctn.full || compactQuery === ctn.base) return { match: 'ctn-exact', bonus: 0 }
  if (compactQuery.length >= 2 && ctn.full.startsWith(compactQuery)) {
    // The closer the query is to the whole code, the better.
    return { match: 'ctn-prefix', bonus: 100 - Math.min(99, ctn.full.length - compactQuery.length) }
  }
  if (withinTypos(compactQuery, ctn.base) || withinTypos(compactQuery, ctn.full)) return { match: 'ctn-typo', bonus: 0 }
  return undefined
}

function wordsMatch(queryWords: string[], prepared: PreparedDocument): { match: SearchMatch; bonus: number } | undefined {
  let inTitle = true
  let typo = false
  let bonus = 0
  for (const word of queryWords) {
    const title = matchWord(word, prepared.title)
    const found = title && title !== 'typo' ? title : (matchWord(word, prepared.rest) ?? title)
    if (!found) return undefined
    if (found !== title) inTitle = false
    if (found === 'typo') typo = true
    bonus += WORD_BONUS[found]
  }
  const match: SearchMatch = inTitle ? (typo ? 'title-typo' : 'title') : typo ? 'text-typo' : 'text'
  return { match, bonus }
}

export interface SearchOptions {
  /** Only documents of these types. */
  types?: readonly SearchResultType[]
}

/** The documents matching `query`, best first (ties keep index order). */
export function searchDocuments(documents: readonly SearchDocument[], query: string, options: SearchOptions = {}): SearchHit[] {
  const queryWords = wordsOf(query)
  const compactQuery = compactCode(query)
  if (!queryWords.length || !compactQuery) return []
  const hits: Array<SearchHit & { order: number }> = []
  documents.forEach((document, order) => {
    if (options.types && !options.types.includes(document.type)) return
    const prepared = prepare(document)
    const candidates = [prepared.ctn ? ctnMatch(compactQuery, prepared.ctn) : undefined, wordsMatch(queryWords, prepared)]
    let best: SearchHit | undefined
    for (const found of candidates) {
      if (!found) continue
      const score = TIER[found.match] + found.bonus
      if (!best || score > best.score) best = { ...document, match: found.match, score }
    }
    if (best) hits.push({ ...best, order })
  })
  hits.sort((a, b) => b.score - a.score || a.order - b.order)
  return hits.map(({ order: _order, ...hit }) => hit)
}
