/** The site search page: results from the search index (search-index.ts). */
import { SEARCH_PARAMETER, type SearchLoad, SearchPage } from '../../ui/search/SearchPage.tsx'
import { pathFor } from '../../ui/routes/route-table.ts'
import { didYouMean, searchDocuments } from './search-index.ts'
import type { PageLoader } from '../pages/page-loader.ts'
import { type FeatureRoutes, sitePage } from '../pages/route-definition.ts'

export const searchPage: PageLoader = async (context) => {
  const { code, i18n } = context
  const term = (context.query.get(SEARCH_PARAMETER) ?? '').trim().slice(0, 200)
  let load: SearchLoad | undefined
  if (term) {
    try {
      const documents = (await context.repository.search())?.documents ?? []
      const results = searchDocuments(documents, term)
      const suggestion = results.length ? undefined : didYouMean(documents, term)
      load = suggestion ? { ok: true, results, didYouMean: suggestion } : { ok: true, results }
    } catch {
      load = { ok: false }
    }
  }
  const title = i18n._({ id: 'search.title', message: 'Search' })
  return {
    title: term ? i18n._({ id: 'search.title_with_term', message: 'Search: {term}', values: { term } }) : title,
    noindex: true,
    body: <SearchPage term={term} load={load} path={pathFor('search', code)} query={context.query} code={code} />,
  }
}

export const searchRoutes = {
  search: sitePage(searchPage),
} satisfies FeatureRoutes
