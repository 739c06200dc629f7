/**
 * /search?q=…: a search form whose field suggests as you type (the SearchSuggestions island), and
 * the results, best first, grouped by kind (the best hit's group first); when nothing matches,
 * 'No results found' with a "did you mean" query that finds something and help on searching.
 */
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { buttonClass } from '../components/Button.tsx'
import { EmptyState, LoadFailure } from '../components/ListMessage.tsx'
import { Pagination, pageOf, requestedPage } from '../components/Pagination.tsx'
import type { SearchDocument, SearchResultType } from '../content/model.ts'
import { Island } from '../islands/Island.tsx'
import type { LocaleCode } from '../../locales/registry.ts'
import { pathFor } from '../routes/route-table.ts'
import { isSafeHref } from '../routes/safe-url.ts'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'
import { groupByType } from './search-groups.ts'
import { SearchSuggestions } from './SearchSuggestions.tsx'

export const SEARCH_PARAMETER = 'q'
export const SEARCH_RESULTS_PER_PAGE = 20
/** A product code the empty-result help shows as an example. */
export const SEARCH_EXAMPLE_CODE = '55BDL4511D'

export type SearchLoad = { ok: true; results: SearchDocument[]; didYouMean?: string } | { ok: false }

/** The heading of a group of results of one kind. */
export function searchGroupLabel(i18n: I18n, type: SearchResultType): string {
  switch (type) {
    case 'product':
      return i18n._({ id: 'search.group.product', message: 'Products' })
    case 'insight':
      return i18n._({ id: 'search.group.insight', message: 'Insights' })
    case 'event':
      return i18n._({ id: 'search.group.event', message: 'Events' })
    case 'job':
      return i18n._({ id: 'search.group.job', message: 'Job openings' })
    case 'download':
      return i18n._({ id: 'search.group.download', message: 'Downloads' })
    case 'page':
      return i18n._({ id: 'search.group.page', message: 'Pages' })
  }
}

const SEARCH_RESULT_TYPES: readonly SearchResultType[] = ['product', 'insight', 'event', 'job', 'download', 'page']

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

const searchInputClass = css({
  flex: '1',
  minWidth: '12rem',
  borderWidth: '1px',
  borderColor: 'gray.500',
  borderRadius: 'md',
  px: '3',
  py: '2',
})
const groupHeadingClass = css({ fontSize: 'md', fontWeight: 'bold', color: 'gray.700', mt: '6', mb: '3' })
const linkClass = css({ color: 'brand.theme', textDecoration: 'underline' })
const helpClass = css({ mt: '4', display: 'grid', gap: '2', textStyle: 'paragraph' })
const helpLinksClass = css({ display: 'flex', flexWrap: 'wrap', gap: '4', listStyle: 'none' })

function EmptyResultHelp({ path, code, didYouMean }: { path: string; code: LocaleCode; didYouMean: string | undefined }) {
  const { i18n } = useLingui()
  return (
    <div className={helpClass} data-search-help="">
      {didYouMean ? (
        <p data-did-you-mean="">
          {i18n._({ id: 'search.did_you_mean', message: 'Did you mean:' })}{' '}
          <a href={`${path}?${new URLSearchParams({ [SEARCH_PARAMETER]: didYouMean })}`} className={linkClass}>
            {didYouMean}
          </a>
        </p>
      ) : null}
      <p>
        {i18n._({
          id: 'search.empty_help',
          message: 'Check the spelling, use fewer or more general words, or type a product code such as {example}.',
          values: { example: SEARCH_EXAMPLE_CODE },
        })}
      </p>
      <ul className={helpLinksClass}>
        <li>
          <a href={pathFor('display-solutions', code)} className={linkClass}>
            {i18n._({ id: 'products.title', message: 'Display solutions' })}
          </a>
        </li>
        <li>
          <a href={pathFor('contact', code)} className={linkClass}>
            {i18n._({ id: 'forms.contact.title', message: 'Contact' })}
          </a>
        </li>
      </ul>
    </div>
  )
}

export function SearchPage({
  term,
  load,
  path,
  query,
  code,
}: {
  term: string
  load: SearchLoad | undefined
  path: string
  query: URLSearchParams
  code: LocaleCode
}) {
  const { i18n } = useLingui()
  const page = load?.ok ? pageOf(load.results, requestedPage(query), SEARCH_RESULTS_PER_PAGE) : undefined
  const headingId = 'search-page-heading'
  return (
    <section>
      <h1 id={headingId} className={pageTitleClass}>
        {i18n._({ id: 'search.title', message: 'Search' })}
      </h1>
      <form
        method="get"
        action={path}
        role="search"
        aria-labelledby={headingId}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mb: '8', maxWidth: '2xl' })}
      >
        <label htmlFor="search-page-term" className={css({ srOnly: true })}>
          {i18n._({ id: 'search.label', message: 'Search the site' })}
        </label>
        <Island
          name="SearchSuggestions"
          component={SearchSuggestions}
          props={{
            searchPath: path,
            inputId: 'search-page-term',
            name: SEARCH_PARAMETER,
            defaultValue: term,
            endpoint: `/api/search/suggestions?locale=${code}`,
            inputClassName: searchInputClass,
            texts: {
              suggestions: i18n._({ id: 'search.suggestions', message: 'Suggestions' }),
              didYouMean: i18n._({ id: 'search.did_you_mean', message: 'Did you mean:' }),
              groups: Object.fromEntries(SEARCH_RESULT_TYPES.map((type) => [type, searchGroupLabel(i18n, type)])) as Record<
                SearchResultType,
                string
              >,
            },
          }}
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
        <>
          <EmptyState>{i18n._({ id: 'generic.no_results', message: 'No results found' })}</EmptyState>
          <EmptyResultHelp path={path} code={code} didYouMean={load.didYouMean} />
        </>
      ) : (
        <>
          <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })} data-result-count={page!.total}>
            {i18n._({
              id: 'search.result_count',
              message: '{count, plural, one {# result} other {# results}} for “{term}”',
              values: { count: page!.total, term },
            })}
          </h2>
          <div data-search-results="">
            {groupByType(page!.items).map((group) => (
              <section key={group.type} aria-labelledby={`search-group-${group.type}`} data-search-group={group.type}>
                <h3 id={`search-group-${group.type}`} className={groupHeadingClass}>
                  {searchGroupLabel(i18n, group.type)}
                </h3>
                <ol className={css({ listStyle: 'none', display: 'grid', gap: '4' })}>
                  {group.items.map((result) => (
                    <li
                      key={`${result.type}-${result.href}`}
                      className={css({ borderBottomWidth: '1px', borderColor: 'gray.200', pb: '4' })}
                      data-result-type={result.type}
                    >
                      <span className={badgeClass}>{searchTypeLabel(i18n, result.type)}</span>
                      <h4 className={css({ fontSize: 'lg', fontWeight: 'bold', mt: '1' })}>
                        {isSafeHref(result.href) ? (
                          <a href={result.href} className={css({ color: 'brand.theme', _hover: { textDecoration: 'underline' } })}>
                            {result.title}
                          </a>
                        ) : (
                          result.title
                        )}
                      </h4>
                      {result.ctn ? <p className={css({ fontFamily: 'mono', fontSize: 'sm', color: 'gray.700' })}>{result.ctn}</p> : null}
                      {result.summary ? <p className={css({ color: 'gray.700' })}>{result.summary}</p> : null}
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
          <Pagination path={path} query={query} page={page!.page} pageCount={page!.pageCount} />
        </>
      )}
    </section>
  )
}
