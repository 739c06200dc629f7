/**
 * Search results grouped by kind (products, pages, insights, …) for the search page and the
 * as-you-type suggestions: a group per type, in the order of each type's best hit (so the best
 * hit's group comes first), hits keeping their rank inside a group. Pure.
 */
import type { SearchResultType } from '../content/model.ts'

export interface SearchGroup<Hit> {
  type: SearchResultType
  items: Hit[]
}

export function groupByType<Hit extends { type: SearchResultType }>(hits: readonly Hit[]): SearchGroup<Hit>[] {
  const groups = new Map<SearchResultType, Hit[]>()
  for (const hit of hits) {
    const items = groups.get(hit.type)
    if (items) items.push(hit)
    else groups.set(hit.type, [hit])
  }
  return [...groups].map(([type, items]) => ({ type, items }))
}

/** One as-you-type suggestion: what `/api/search/suggestions` answers per hit. */
export interface SearchSuggestion {
  type: SearchResultType
  title: string
  href: string
  ctn?: string
  /** A small rendition of the product's picture (products only). */
  thumbnail?: { src: string; width: number; height: number }
}

export interface SearchSuggestionsAnswer {
  query: string
  data: SearchSuggestion[]
  /** A nearby query that finds something, when this one finds nothing. */
  didYouMean?: string
}

/** Suggestions shown while typing, at most. */
export const SUGGESTIONS_MAX = 8
/** Characters typed before suggestions are asked for. */
export const SUGGESTIONS_MIN_LENGTH = 2
/** Width of a suggestion's thumbnail, CSS pixels. */
export const SUGGESTION_THUMBNAIL_WIDTH = 64
