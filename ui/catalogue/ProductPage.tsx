/**
 * A product: breadcrumbs, image, name and CTN, highlights, description, the compare action, the
 * published spec tables and the product's downloads. An LED product shows its cabinet's key data
 * (pixel pitch, size, resolution, brightness) at the top, from its structured LED record.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { ButtonLink } from '../components/Button.tsx'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { Icon } from '../components/Icon.tsx'
import { JsonLd, productLd } from '../components/JsonLd.tsx'
import { EmptyState, LoadFailure } from '../components/ListMessage.tsx'
import { ResponsiveImage } from '../components/ResponsiveImage.tsx'
import type { DownloadViewer } from '../downloads/download-access.ts'
import type { Breadcrumb, Download, ProductDetail, SpecRow } from '../content/model.ts'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'
import { DownloadList } from '../downloads/DownloadList.tsx'
import { ProductAssetList } from '../downloads/ProductAssetList.tsx'
import type { PublicAsset } from '../pim/assets.ts'
import { sectionTitleClass } from './DisplaySolutionsPage.tsx'
import { keySpecs } from './product-attributes.ts'

export type ProductDownloadsLoad = { ok: true; downloads: Download[] } | { ok: false }

const tableClass = css({
  width: '100%',
  borderCollapse: 'collapse',
  mb: '8',
  '& caption': { textAlign: 'start', fontWeight: 'bold', fontSize: 'lg', py: '2', color: 'brand.theme' },
  '& th, & td': { textAlign: 'start', py: '2', px: '3', borderBottomWidth: '1px', borderColor: 'gray.200', verticalAlign: 'top' },
  '& th': { fontWeight: 'semibold', width: '40%', color: 'gray.800' },
  '& tbody tr:nth-of-type(odd)': { bg: 'gray.50' },
})

// Class names computed once, not per render.
const srOnlyClass = css({ srOnly: true })
const productSummaryClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
  gap: '10',
  mb: '12',
  alignItems: 'start',
})
const productImageClass = css({ width: '100%', height: 'auto', bg: 'gray.50', borderRadius: 'lg' })
const ctnClass = css({ fontFamily: 'mono', color: 'gray.700', mb: '4' })
const ledTitleClass = css({ fontSize: 'md', fontWeight: 'bold', color: 'gray.700', mb: '1' })
const keySpecListClass = css({ display: 'flex', flexWrap: 'wrap', gap: '6', mb: '6' })
const keySpecTermClass = css({ fontSize: 'sm', color: 'gray.700' })
const keySpecValueClass = css({ fontSize: 'lg', fontWeight: 'bold' })
const highlightsClass = css({ mb: '6' })
const highlightsTitleClass = css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })
const highlightListClass = css({ listStyle: 'none', display: 'grid', gap: '2' })
const highlightClass = css({ display: 'flex', gap: '2', alignItems: 'flex-start' })
const highlightIconClass = css({ color: 'brand.progress', pt: '0.5' })
const productSectionClass = css({ mb: '12' })
const descriptionClass = css({ textStyle: 'paragraph', maxWidth: '75ch' })

function SpecTable({ caption, rows }: { caption: string; rows: readonly SpecRow[] }) {
  const { i18n } = useLingui()
  return (
    <table className={tableClass}>
      <caption>{caption}</caption>
      <thead className={srOnlyClass}>
        <tr>
          <th scope="col">{i18n._({ id: 'products.spec.attribute', message: 'Specification' })}</th>
          <th scope="col">{i18n._({ id: 'products.spec.value', message: 'Value' })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${index}-${row.label}`}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function ProductPage({
  product,
  crumbs,
  downloads,
  productAssets,
  viewer,
  iso,
  compareHref,
}: {
  product: ProductDetail
  crumbs: Breadcrumb[]
  downloads: ProductDownloadsLoad
  /** Firmware, software and documents from the PIM the viewer may download; null when they could not be read. */
  productAssets: PublicAsset[] | null
  viewer: DownloadViewer
  iso: string
  compareHref: string
}) {
  const { i18n } = useLingui()
  return (
    <article>
      <Breadcrumbs crumbs={crumbs} />
      <JsonLd data={productLd(product)} />
      <div className={productSummaryClass}>
        <ResponsiveImage image={product.image} aboveTheFold sizes="(min-width: 64em) 40vw, 100vw" className={productImageClass} />
        <div>
          <h1 className={pageTitleClass}>{product.name}</h1>
          <p className={ctnClass} data-ctn="">
            <span className={srOnlyClass}>{i18n._({ id: 'products.ctn', message: 'Product code' })}: </span>
            {product.ctn}
          </p>
          {product.led ? <h2 className={ledTitleClass}>{i18n._({ id: 'products.led.title', message: 'LED cabinet' })}</h2> : null}
          <dl className={keySpecListClass} {...(product.led ? { 'data-led-cabinet': '' } : {})}>
            {keySpecs(product, i18n, iso).map((spec) => (
              <div key={spec.key}>
                <dt className={keySpecTermClass}>{spec.label}</dt>
                <dd className={keySpecValueClass}>{spec.value}</dd>
              </div>
            ))}
          </dl>
          {product.highlights.length ? (
            <section aria-labelledby="highlights-heading" className={highlightsClass}>
              <h2 id="highlights-heading" className={highlightsTitleClass}>
                {i18n._({ id: 'products.highlights', message: 'Highlights' })}
              </h2>
              <ul className={highlightListClass}>
                {product.highlights.map((highlight) => (
                  <li key={highlight} className={highlightClass}>
                    <span className={highlightIconClass}>
                      <Icon name="check" />
                    </span>
                    <span>{highlight}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <ButtonLink href={compareHref} leadingIcon="arrow-right">
            {i18n._({ id: 'products.compare_action', message: 'Compare' })}
            <span className={srOnlyClass}> {product.name}</span>
          </ButtonLink>
        </div>
      </div>

      <section aria-labelledby="description-heading" className={productSectionClass}>
        <h2 id="description-heading" className={sectionTitleClass}>
          {i18n._({ id: 'products.description', message: 'Description' })}
        </h2>
        <p className={descriptionClass}>{product.description}</p>
      </section>

      <section aria-labelledby="specs-heading" className={productSectionClass}>
        <h2 id="specs-heading" className={sectionTitleClass}>
          {i18n._({ id: 'products.specifications', message: 'Specifications' })}
        </h2>
        {product.specs.map((group) => (
          <SpecTable key={group.title} caption={group.title} rows={group.rows} />
        ))}
      </section>

      <section aria-labelledby="downloads-heading">
        <h2 id="downloads-heading" className={sectionTitleClass}>
          {i18n._({ id: 'products.downloads', message: 'Downloads' })}
        </h2>
        {!downloads.ok || productAssets === null ? (
          <LoadFailure>
            {i18n._({
              id: 'downloads.load_failed',
              message: 'Some downloads could not be fetched from the server. Please try again in a few minutes.',
            })}
          </LoadFailure>
        ) : null}
        {productAssets?.length ? <ProductAssetList assets={productAssets} iso={iso} /> : null}
        {downloads.ok && downloads.downloads.length ? <DownloadList downloads={downloads.downloads} viewer={viewer} iso={iso} /> : null}
        {downloads.ok && !downloads.downloads.length && productAssets?.length === 0 ? (
          <EmptyState>{i18n._({ id: 'products.no_downloads', message: 'There are no downloads for this product.' })}</EmptyState>
        ) : null}
      </section>
    </article>
  )
}
