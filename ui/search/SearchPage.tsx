/**
 * /search?q=…: a search form and the results, best first, each with its kind (product, insight,
 * event, …); 'No results found' when nothing matches.
 */
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { buttonClass } from '../components/Button.tsx'
import { EmptyState, LoadFailure } from '../components/ListMessage.tsx'
import { Pagination, pageOf, requestedPage } from '../components/Pagination.tsx'
import type { SearchDocument, SearchResultType } from '../content/model.ts'
import { isSafeHref } from '../routes/safe-url.ts'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'

export const SEARCH_PARAMETER = 'q'
export const SEARCH_RESULTS_PER_PAGE = 20

export type SearchLoad = { ok: true; results: SearchDocument[] } | { ok: false }

export function searchTypeLabel(i18n: I18n, type: SearchResultType): string {
  switch (type) {
    case 'product':
      return i18n._({ id: 'search.type.product', message: 'Product' })
    case 'insight':
      return i18n._({ id: 'search.type.insight', message: 'Insight' })
    case 'event':
      return i18n._({ id: 'search.type.event', message: 'Event' })
    case 'job':
      return i18n._({ id: 'search.type.job', message: 'Job opening' })
    case 'download':
      return i18n._({ id: 'search.type.download', message: 'Download' })
    case 'page':
      return i18n._({ id: 'search.type.page', message: 'Page' })
  }
}

const badgeClass = css({
  display: 'inline-block',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'brand.light',
  color: 'brand.theme',
  fontSize: 'xs',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
})

export function SearchPage({
  term,
  load,
  path,
  query,
}: {
  term: string
  load: SearchLoad | undefined
  path: string
  query: URLSearchParams
}) {
  const { i18n } = useLingui()
  const page = load?.ok ? pageOf(load.results, requestedPage(query), SEARCH_RESULTS_PER_PAGE) : undefined
  return (
    <section>
      <h1 id="search-page-title" className={pageTitleClass}>
        {i18n._({ id: 'search.title', message: 'Search' })}
      </h1>
      <form
        method="get"
        action={path}
        role="search"
        aria-labelledby="search-page-title"
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mb: '8', maxWidth: '2xl' })}
      >
        <label htmlFor="search-page-term" className={css({ srOnly: true })}>
          {i18n._({ id: 'search.label', message: 'Search the site' })}
        </label>
        <input
          id="search-page-term"
          type="search"
          name={SEARCH_PARAMETER}
          defaultValue={term}
          className={css({
            flex: '1',
            minWidth: '12rem',
            borderWidth: '1px',
            borderColor: 'gray.500',
            borderRadius: 'md',
            px: '3',
            py: '2',
          })}
        />
        <button type="submit" className={buttonClass({})}>
          {i18n._({ id: 'search.submit', message: 'Search' })}
        </button>
      </form>
      {!term ? (
        <p className={css({ textStyle: 'paragraph' })}>
          {i18n._({ id: 'search.prompt', message: 'Enter a product code, a product name or a topic.' })}
        </p>
      ) : !load?.ok ? (
        <LoadFailure>
          {i18n._({ id: 'search.load_failed', message: 'Something went wrong while searching. Please try again later.' })}
        </LoadFailure>
      ) : page!.total === 0 ? (
        <EmptyState>{i18n._({ id: 'generic.no_results', message: 'No results found' })}</EmptyState>
      ) : (
        <>
          <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })} data-result-count={page!.total}>
            {i18n._({
              id: 'search.result_count',
              message: '{count, plural, one {# result} other {# results}} for “{term}”',
              values: { count: page!.total, term },
            })}
          </h2>
          <ol className={css({ listStyle: 'none', display: 'grid', gap: '4' })} data-search-results="">
            {page!.items.map((result) => (
              <li
                key={`${result.type}-${result.href}`}
                className={css({ borderBottomWidth: '1px', borderColor: 'gray.200', pb: '4' })}
                data-result-type={result.type}
              >
                <span className={badgeClass}>{searchTypeLabel(i18n, result.type)}</span>
                <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', mt: '1' })}>
                  {isSafeHref(result.href) ? (
                    <a href={result.href} className={css({ color: 'brand.theme', _hover: { textDecoration: 'underline' } })}>
                      {result.title}
                    </a>
                  ) : (
                    result.title
                  )}
                </h3>
                {result.ctn ? <p className={css({ fontFamily: 'mono', fontSize: 'sm', color: 'gray.700' })}>{result.ctn}</p> : null}
                {result.summary ? <p className={css({ color: 'gray.700' })}>{result.summary}</p> : null}
              </li>
            ))}
          </ol>
          <Pagination path={path} query={query} page={page!.page} pageCount={page!.pageCount} />
        </>
      )}
    </section>
  )
}
