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
 * Within tier 3 the nearer code ranks first (a one-transposition typo of 55VS4500 is one edit
 * from it but two from its sizes 50VS4500 and 65VS4500), so the intended product leads.
 * `didYouMean` proposes a nearby query when a search finds nothing.
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
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
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

/** The most typos any word may contain. */
const MOST_TYPOS = typoAllowance(Number.POSITIVE_INFINITY)
/** Score per edit a product code is nearer to the query than the allowance: nearer codes rank first. */
export const CTN_TYPO_NEARNESS_BONUS = 100

/** The nearest distance of a query to a code (its base or full form) within the typo allowance, or undefined. */
function ctnTypoDistance(compactQuery: string, ctn: { full: string; base: string }): number | undefined {
  let nearest: number | undefined
  for (const code of [ctn.base, ctn.full]) {
    const allowed = typoAllowance(Math.min(compactQuery.length, code.length))
    if (allowed === 0) continue
    const distance = editDistance(compactQuery, code, allowed)
    if (distance <= allowed && (nearest === undefined || distance < nearest)) nearest = distance
  }
  return nearest
}

type WordMatch = 'exact' | 'prefix' | 'inside' | 'typo'
const WORD_BONUS: Record<WordMatch, number> = { exact: 30, prefix: 20, inside: 10, typo: 0 }

const MATCH_RANK: Record<WordMatch, number> = { exact: 4, prefix: 3, inside: 2, typo: 1 }

function better(a: WordMatch | undefined, b: WordMatch): WordMatch {
  return a && MATCH_RANK[a] >= MATCH_RANK[b] ? a : b
}

/** How a query word matches one word of a document (a query word has no spaces, so "inside" stays inside one word). */
function classify(word: string, candidate: string): WordMatch | undefined {
  if (candidate === word) return 'exact'
  if (candidate.startsWith(word)) return 'prefix'
  if (word.length >= 2 && candidate.includes(word)) return 'inside'
  if (withinTypos(word, candidate)) return 'typo'
  return undefined
}

interface PreparedDocument {
  document: SearchDocument
  ctn?: { full: string; base: string }
}

/** Every distinct word of the index with the documents that have it in the title and elsewhere. */
interface VocabularyEntry {
  word: string
  title: number[]
  rest: number[]
}

interface PreparedIndex {
  documents: PreparedDocument[]
  vocabulary: VocabularyEntry[]
}

function prepareIndex(documents: readonly SearchDocument[]): PreparedIndex {
  const vocabulary = new Map<string, VocabularyEntry>()
  const note = (word: string, field: 'title' | 'rest', order: number) => {
    let entry = vocabulary.get(word)
    if (!entry) {
      entry = { word, title: [], rest: [] }
      vocabulary.set(word, entry)
    }
    if (entry[field].at(-1) !== order) entry[field].push(order)
  }
  const prepared = documents.map((document, order): PreparedDocument => {
    for (const word of wordsOf(document.title)) note(word, 'title', order)
    for (const word of wordsOf([document.summary, ...document.keywords, document.ctn ?? ''].join(' '))) note(word, 'rest', order)
    return document.ctn
      ? { document, ctn: { full: compactCode(document.ctn), base: compactCode(document.ctn.split('/')[0] ?? document.ctn) } }
      : { document }
  })
  return { documents: prepared, vocabulary: [...vocabulary.values()] }
}

function ctnMatch(compactQuery: string, ctn: { full: string; base: string }): { match: SearchMatch; bonus: number } | undefined {
  if (compactQuery === ctn.full || compactQuery === ctn.base) return { match: 'ctn-exact', bonus: 0 }
  if (compactQuery.length >= 2 && ctn.full.startsWith(compactQuery)) {
    // The closer the query is to the whole code, the better.
    return { match: 'ctn-prefix', bonus: 100 - Math.min(99, ctn.full.length - compactQuery.length) }
  }
  const distance = ctnTypoDistance(compactQuery, ctn)
  if (distance !== undefined) return { match: 'ctn-typo', bonus: CTN_TYPO_NEARNESS_BONUS * (MOST_TYPOS - distance) }
  return undefined
}

/** Per query word: the best match in each document's title and in the rest of it. */
function wordMatches(word: string, index: PreparedIndex) {
  const title = new Map<number, WordMatch>()
  const rest = new Map<number, WordMatch>()
  for (const entry of index.vocabulary) {
    const kind = classify(word, entry.word)
    if (!kind) continue
    for (const order of entry.title) title.set(order, better(title.get(order), kind))
    for (const order of entry.rest) rest.set(order, better(rest.get(order), kind))
  }
  return { title, rest }
}

function wordsMatch(matches: ReturnType<typeof wordMatches>[], order: number): { match: SearchMatch; bonus: number } | undefined {
  let inTitle = true
  let typo = false
  let bonus = 0
  for (const { title: titleMatches, rest: restMatches } of matches) {
    const title = titleMatches.get(order)
    const found = title && title !== 'typo' ? title : (restMatches.get(order) ?? title)
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

/** Prepared indexes (normalised words): the content cache keeps one index object for a minute. */
const preparedIndexes = new WeakMap<readonly SearchDocument[], PreparedIndex>()

function preparedOf(documents: readonly SearchDocument[]): PreparedIndex {
  let prepared = preparedIndexes.get(documents)
  if (!prepared) {
    prepared = prepareIndex(documents)
    preparedIndexes.set(documents, prepared)
  }
  return prepared
}

/** The documents matching `query`, best first (ties keep index order). */
export function searchDocuments(documents: readonly SearchDocument[], query: string, options: SearchOptions = {}): SearchHit[] {
  const queryWords = [...new Set(wordsOf(query))]
  const compactQuery = compactCode(query)
  if (!queryWords.length || !compactQuery) return []
  const index = preparedOf(documents)
  const matches = queryWords.map((word) => wordMatches(word, index))
  const hits: Array<SearchHit & { order: number }> = []
  index.documents.forEach((prepared, order) => {
    const { document } = prepared
    if (options.types && !options.types.includes(document.type)) return
    const candidates = [prepared.ctn ? ctnMatch(compactQuery, prepared.ctn) : undefined, wordsMatch(matches, order)]
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

/** How far (edits) a "did you mean" word may be from the word typed: looser than the search's typo allowance. */
export function suggestionAllowance(length: number): number {
  if (length >= 8) return 3
  if (length >= 4) return 2
  return length >= 3 ? 1 : 0
}

/** The index word (or product code) nearest to `word` within the suggestion allowance. */
function nearestWord(word: string, index: PreparedIndex): string | undefined {
  const allowed = suggestionAllowance(word.length)
  if (allowed === 0) return undefined
  let best: { word: string; distance: number } | undefined
  const consider = (candidate: string, shown: string) => {
    const distance = editDistance(word, candidate, allowed)
    if (distance <= allowed && (!best || distance < best.distance)) best = { word: shown, distance }
  }
  for (const prepared of index.documents) {
    if (prepared.ctn) consider(prepared.ctn.base, prepared.document.ctn!.split('/')[0]!)
  }
  for (const entry of index.vocabulary) consider(entry.word, entry.word)
  return best?.word
}

/**
 * A query that finds something, made of the nearest index words to the words of a query that
 * found nothing (`sgnage` → `signage`, `55VS9500` → `55VS4500`), or undefined when no word of the
 * query is near enough to one of the index.
 */
export function didYouMean(documents: readonly SearchDocument[], query: string): string | undefined {
  const queryWords = [...new Set(wordsOf(query))]
  if (!queryWords.length) return undefined
  const index = preparedOf(documents)
  const whole = compactCode(query)
  // A product code typed with spaces or a slash is one word to compare.
  const wholeCode = queryWords.length > 1 && /\d/.test(whole) ? nearestWord(whole, index) : undefined
  const candidate = wholeCode ?? queryWords.map((word) => nearestWord(word, index) ?? word).join(' ')
  if (compactCode(candidate) === whole) return undefined
  return searchDocuments(documents, candidate).length ? candidate : undefined
}
