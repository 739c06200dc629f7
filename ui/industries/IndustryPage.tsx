/** One industry: breadcrumbs, title, intro, image, body, recommended product lines, success stories. */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { LoadFailure } from '../components/ListMessage.tsx'
import { ResponsiveImage } from '../components/ResponsiveImage.tsx'
import { TeaserCard, cardGridClass } from '../components/TeaserCard.tsx'
import type { ArticleSummary, Breadcrumb, Industry, ProductLine } from '../content/model.ts'
import { formatDate } from '../format/intl.ts'
import { ContentBlocks } from '../content-pages/ContentBlocks.tsx'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'

/** A related list read besides the industry itself: its items, or undefined when the read failed. */
export type RelatedLoad<T> = T[] | undefined

const sectionTitleClass = css({ fontSize: '2xl', fontWeight: 'bold', mb: '4', color: 'brand.theme' })

export function IndustryPage({
  industry,
  crumbs,
  lines,
  stories,
  iso,
}: {
  industry: Industry
  crumbs: Breadcrumb[]
  lines: RelatedLoad<ProductLine>
  stories: RelatedLoad<ArticleSummary>
  iso: string
}) {
  const { i18n } = useLingui()
  return (
    <article>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={pageTitleClass}>{industry.title}</h1>
      <p className={css({ fontSize: 'xl', maxWidth: '65ch', mb: '8', color: 'gray.700' })}>{industry.intro}</p>
      <ResponsiveImage
        image={industry.image}
        aboveTheFold
        sizes="(min-width: 80em) 75rem, 100vw"
        className={css({ width: '100%', maxWidth: '4xl', height: 'auto', borderRadius: 'lg', mb: '8', bg: 'gray.50' })}
      />
      <ContentBlocks blocks={industry.body} />
      {industry.recommendedLineIds.length ? (
        <section aria-labelledby="recommended-lines" className={css({ mt: '12' })} data-recommended-lines="">
          <h2 id="recommended-lines" className={sectionTitleClass}>
            {i18n._({ id: 'industries.recommended_lines', message: 'Recommended product lines' })}
          </h2>
          {lines === undefined ? (
            <LoadFailure>
              {i18n._({
                id: 'products.load_failed',
                message: 'Something went wrong while trying to load the products. Please try again later.',
              })}
            </LoadFailure>
          ) : (
            <ul className={cardGridClass}>
              {lines.map((line) => (
                <li key={line.id}>
                  <TeaserCard href={line.href} title={line.title} summary={line.summary} image={line.image} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {industry.successStoryIds.length ? (
        <section aria-labelledby="success-stories" className={css({ mt: '12' })} data-success-stories="">
          <h2 id="success-stories" className={sectionTitleClass}>
            {i18n._({ id: 'industries.success_stories', message: 'Success stories' })}
          </h2>
          {stories === undefined ? (
            <LoadFailure>
              {i18n._({
                id: 'insights.load_failed',
                message: 'Something went wrong while trying to load the insights. Please try again later.',
              })}
            </LoadFailure>
          ) : (
            <ul className={cardGridClass}>
              {stories.map((story) => (
                <li key={story.id}>
                  <TeaserCard
                    href={story.href}
                    title={story.title}
                    summary={story.summary}
                    image={story.image}
                    meta={<time dateTime={story.date}>{formatDate(iso, story.date)}</time>}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </article>
  )
}
