/**
 * The as-you-type suggestions of `/api/search/suggestions`: the best SUGGESTIONS_MAX hits of the
 * site search, each with a thumbnail of the product's picture, plus "did you mean" when nothing
 * matches. Pure: the search index and the catalogue's products in, the answer out.
 */
import { renditionUrl } from '../../ui/components/ResponsiveImage.tsx'
import type { ProductSummary, SearchDocument } from '../../ui/content/model.ts'
import {
  SUGGESTIONS_MAX,
  SUGGESTION_THUMBNAIL_WIDTH,
  type SearchSuggestion,
  type SearchSuggestionsAnswer,
} from '../../ui/search/search-groups.ts'
import { isSafeHref } from '../../ui/routes/safe-url.ts'
import { didYouMean, searchDocuments } from './search-index.ts'

/** The longest query the suggestions look at (longer input is cut). */
export const SUGGESTION_QUERY_MAX_LENGTH = 100

export function searchSuggestions(
  documents: readonly SearchDocument[],
  products: readonly ProductSummary[],
  typed: string,
): SearchSuggestionsAnswer {
  const query = typed.trim().slice(0, SUGGESTION_QUERY_MAX_LENGTH)
  if (!query) return { query, data: [] }
  const byCtn = new Map(products.map((product) => [product.ctn, product]))
  const data = searchDocuments(documents, query)
    .filter((hit) => isSafeHref(hit.href))
    .slice(0, SUGGESTIONS_MAX)
    .map((hit): SearchSuggestion => {
      const image = hit.ctn ? byCtn.get(hit.ctn)?.image : undefined
      const height = image ? Math.round((image.height / image.width) * SUGGESTION_THUMBNAIL_WIDTH) : 0
      return {
        type: hit.type,
        title: hit.title,
        href: hit.href,
        ...(hit.ctn ? { ctn: hit.ctn } : {}),
        ...(image
          ? { thumbnail: { src: renditionUrl(image.src, SUGGESTION_THUMBNAIL_WIDTH), width: SUGGESTION_THUMBNAIL_WIDTH, height } }
          : {}),
      }
    })
  if (data.length) return { query, data }
  const suggestion = didYouMean(documents, query)
  return suggestion ? { query, data, didYouMean: suggestion } : { query, data }
}
