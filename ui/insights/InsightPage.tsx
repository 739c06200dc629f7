/** One article or success story: breadcrumbs, title, date and author, image, body, related products. */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { JsonLd, articleLd } from '../components/JsonLd.tsx'
import { ResponsiveImage } from '../components/ResponsiveImage.tsx'
import { TeaserCard, cardGridClass } from '../components/TeaserCard.tsx'
import type { Breadcrumb, Insight, ProductSummary, SuccessStory } from '../content/model.ts'
import { formatDate } from '../format/intl.ts'
import { ContentBlocks } from '../content-pages/ContentBlocks.tsx'
import { pageIntroClass, pageTitleClass } from '../content-pages/ContentPage.tsx'
import { sectionTitleClass } from '../catalogue/DisplaySolutionsPage.tsx'

// Class names computed once, not per render.
const categoryClass = css({ color: 'brand.progress', fontWeight: 'semibold', mb: '2' })
const articleMetaClass = css({ color: 'gray.700', mb: '6' })
const articleImageClass = css({ width: '100%', maxWidth: '4xl', height: 'auto', borderRadius: 'lg', mb: '8', bg: 'gray.50' })
const relatedProductsClass = css({ mt: '12' })

function isSuccessStory(insight: Insight | SuccessStory): insight is SuccessStory {
  return 'client' in insight && typeof insight.client === 'string'
}

export function InsightPage({
  insight,
  crumbs,
  categoryTitle,
  relatedProducts,
  iso,
}: {
  insight: Insight | SuccessStory
  crumbs: Breadcrumb[]
  categoryTitle?: string
  relatedProducts: ProductSummary[]
  iso: string
}) {
  const { i18n } = useLingui()
  return (
    <article>
      <Breadcrumbs crumbs={crumbs} />
      <JsonLd data={articleLd(insight)} />
      {categoryTitle ? <p className={categoryClass}>{categoryTitle}</p> : null}
      <h1 className={pageTitleClass}>{insight.title}</h1>
      <p className={articleMetaClass} data-article-meta="">
        <time dateTime={insight.date}>{formatDate(iso, insight.date)}</time>
        {' · '}
        {i18n._({ id: 'insights.by_author', message: 'By {author}', values: { author: insight.author } })}
        {isSuccessStory(insight) ? (
          <>
            {' · '}
            {i18n._({ id: 'insights.client', message: 'Client: {client}', values: { client: insight.client } })}
          </>
        ) : null}
      </p>
      <p className={pageIntroClass}>{insight.summary}</p>
      <ResponsiveImage image={insight.image} aboveTheFold sizes="(min-width: 80em) 75rem, 100vw" className={articleImageClass} />
      <ContentBlocks blocks={insight.body} />
      {relatedProducts.length ? (
        <section aria-labelledby="related-products-heading" className={relatedProductsClass}>
          <h2 id="related-products-heading" className={sectionTitleClass}>
            {i18n._({ id: 'insights.related_products', message: 'Related products' })}
          </h2>
          <ul className={cardGridClass}>
            {relatedProducts.map((product) => (
              <li key={product.ctn}>
                <TeaserCard href={product.href} title={product.name} image={product.image} meta={product.ctn} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
