/**
 * /insights: articles and success stories, newest first, filtered by category (plain links,
 * `?category=`), 12 per page. The list streams in behind the shell's loading text.
 */
import { useLingui } from '@lingui/react'
import { use } from 'react'
import { css, cx } from 'styled-system/css'
import { EmptyState, LoadFailure } from '../components/ListMessage.tsx'
import { Pagination, pageOf, requestedPage } from '../components/Pagination.tsx'
import { TeaserCard, cardGridClass } from '../components/TeaserCard.tsx'
import type { InsightIndex } from '../content/model.ts'
import { formatDate } from '../format/intl.ts'
import { pageIntroClass, pageTitleClass } from '../content-pages/ContentPage.tsx'

export const INSIGHTS_PER_PAGE = 12
export const INSIGHT_CATEGORY_PARAMETER = 'category'

export type InsightsLoad = { ok: true; index: InsightIndex } | { ok: false }

const filterLinkClass = css({
  display: 'inline-block',
  px: '4',
  py: '1.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'brand.theme',
  color: 'brand.theme',
  textDecoration: 'none',
  _hover: { bg: 'brand.light' },
})
const activeFilterClass = css({ bg: 'brand.theme', color: 'white', _hover: { bg: 'brand.theme' } })
const activeFilterLinkClass = cx(filterLinkClass, activeFilterClass)

// Class names computed once, not per render.
const categoryNavClass = css({ mb: '8' })
const categoryListClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })

function categoryHref(path: string, slug: string | undefined): string {
  return slug ? `${path}?${new URLSearchParams({ [INSIGHT_CATEGORY_PARAMETER]: slug })}` : path
}

function InsightList({ load, path, query, iso }: { load: Promise<InsightsLoad>; path: string; query: URLSearchParams; iso: string }) {
  const { i18n } = useLingui()
  const result = use(load)
  if (!result.ok) {
    return (
      <LoadFailure>
        {i18n._({ id: 'insights.load_failed', message: 'Something went wrong while trying to load the insights. Please try again later.' })}
      </LoadFailure>
    )
  }
  const { categories, items } = result.index
  const active = categories.find((category) => category.slug === query.get(INSIGHT_CATEGORY_PARAMETER))
  const categoryTitle = new Map(categories.map((category) => [category.id, category.title]))
  const shown = items.filter((item) => !active || item.categoryId === active.id).sort((a, b) => b.date.localeCompare(a.date))
  const page = pageOf(shown, requestedPage(query), INSIGHTS_PER_PAGE)
  return (
    <>
      {categories.length ? (
        <nav aria-label={i18n._({ id: 'insights.categories', message: 'Insight categories' })} className={categoryNavClass}>
          <ul className={categoryListClass}>
            <li>
              <a href={path} className={!active ? activeFilterLinkClass : filterLinkClass} aria-current={!active ? 'page' : undefined}>
                {i18n._({ id: 'insights.all', message: 'All insights' })}
              </a>
            </li>
            {categories.map((category) => (
              <li key={category.id}>
                <a
                  href={categoryHref(path, category.slug)}
                  className={active?.id === category.id ? activeFilterLinkClass : filterLinkClass}
                  aria-current={active?.id === category.id ? 'page' : undefined}
                >
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.total === 0 ? (
        <EmptyState>{i18n._({ id: 'insights.empty', message: 'There are no insights yet.' })}</EmptyState>
      ) : (
        <>
          <ul className={cardGridClass} data-insight-list="">
            {page.items.map((item, index) => (
              <li key={item.id}>
                <TeaserCard
                  href={item.href}
                  title={item.title}
                  summary={item.summary}
                  image={item.image}
                  headingLevel={2}
                  aboveTheFold={index < 3 && page.page === 1}
                  meta={
                    <>
                      <time dateTime={item.date}>{formatDate(iso, item.date)}</time>
                      {categoryTitle.get(item.categoryId) ? ` · ${categoryTitle.get(item.categoryId)}` : null}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination path={path} query={query} page={page.page} pageCount={page.pageCount} />
        </>
      )}
    </>
  )
}

export function InsightsPage(props: { load: Promise<InsightsLoad>; path: string; query: URLSearchParams; iso: string }) {
  const { i18n } = useLingui()
  return (
    <section>
      <h1 className={pageTitleClass}>{i18n._({ id: 'insights.title', message: 'Insights' })}</h1>
      <p className={pageIntroClass}>
        {i18n._({ id: 'insights.intro', message: 'Articles, success stories and news about professional displays.' })}
      </p>
      <InsightList {...props} />
    </section>
  )
}
