/**
 * A product: breadcrumbs, a gallery of its pictures drawn from its data, name and CTN, highlights,
 * the actions that lead on (request a quote with the product's code, where to buy in the visitor's
 * country, for LED the configurator with this model, compare), its EU energy label, description,
 * the published spec tables, its downloads (its own datasheet, label and information sheet, then
 * the files of its line), the line's other sizes and related products. An LED product shows its
 * cabinet's key data (pixel pitch, size, resolution, brightness) at the top.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { ButtonLink } from '../components/Button.tsx'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { Icon } from '../components/Icon.tsx'
import { JsonLd, productLd } from '../components/JsonLd.tsx'
import { EmptyState, LoadFailure } from '../components/ListMessage.tsx'
import type { DownloadViewer } from '../downloads/download-access.ts'
import type { Breadcrumb, Download, ProductDetail, ProductSummary, SpecRow } from '../content/model.ts'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'
import { DownloadList } from '../downloads/DownloadList.tsx'
import { ProductAssetList } from '../downloads/ProductAssetList.tsx'
import type { PublicAsset } from '../pim/assets.ts'
import { sectionTitleClass } from './DisplaySolutionsPage.tsx'
import { ENERGY_LABEL_HEIGHT, ENERGY_LABEL_WIDTH } from './energy-label-svg.ts'
import { PICTURE_HEIGHT, PICTURE_WIDTH, type ProductPictureView, productPictureHref } from './product-pictures.ts'
import { isProductPhoto } from './product-photos.ts'
import { keySpecs, screenSizeText } from './product-attributes.ts'

export type ProductDownloadsLoad = { ok: true; downloads: Download[] } | { ok: false }

/** Where the product page leads on (built by the loader from the route table). */
export interface ProductActions {
  quoteHref: string
  whereToBuyHref: string
  /** LED products: the LED configurator with this model chosen. */
  configuratorHref?: string
  compareHref: string
}

/** The products the page suggests: the line's other sizes, and products of the same category in other lines. */
export interface ProductSuggestions {
  otherSizes: ProductSummary[]
  related: ProductSummary[]
}

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
const galleryClass = css({ display: 'grid', gap: '3' })
const galleryThumbsClass = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })
const galleryCaptionClass = css({ fontSize: 'sm', color: 'gray.700', mt: '1' })
const actionsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' })
const energyClass = css({ display: 'flex', gap: '4', alignItems: 'center', mt: '6' })
const energyImageClass = css({ width: '24', height: 'auto', flexShrink: 0 })
const suggestionListClass = css({
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
  gap: '4',
})
const suggestionClass = css({ borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg', p: '3', bg: 'white', height: '100%' })
const suggestionImageClass = css({ width: '100%', height: 'auto', bg: 'gray.50', borderRadius: 'md', mb: '2' })
const suggestionLinkClass = css({ fontWeight: 'semibold', color: 'brand.theme', _hover: { textDecoration: 'underline' } })
const suggestionMetaClass = css({ fontSize: 'sm', color: 'gray.700' })
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

function pictureAlt(i18n: ReturnType<typeof useLingui>['i18n'], product: ProductSummary, view: ProductPictureView): string {
  switch (view) {
    case 'front':
      return i18n._({ id: 'products.picture.front', message: '{name}, front view', values: { name: product.name } })
    case 'side':
      return i18n._({ id: 'products.picture.side', message: '{name}, side view with its depth', values: { name: product.name } })
    case 'detail':
      return product.led
        ? i18n._({ id: 'products.picture.pixels', message: '{name}, its pixels at their pitch', values: { name: product.name } })
        : i18n._({ id: 'products.picture.connections', message: '{name}, its connections', values: { name: product.name } })
  }
}

/**
 * The product's pictures: the front large (loaded first), side and detail below it (loaded
 * lazily). A photo uploaded in the PIM takes the front's place.
 */
function ProductGallery({ product }: { product: ProductSummary }) {
  const { i18n } = useLingui()
  const photo = isProductPhoto(product.image.src)
  return (
    <div className={galleryClass} data-product-gallery="">
      <img
        src={photo ? product.image.src : productPictureHref(product.slug, 'front')}
        width={photo ? product.image.width : PICTURE_WIDTH}
        height={photo ? product.image.height : PICTURE_HEIGHT}
        alt={photo ? product.image.alt : pictureAlt(i18n, product, 'front')}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className={productImageClass}
      />
      <div className={galleryThumbsClass}>
        {(['side', 'detail'] as const).map((view) => (
          <figure key={view}>
            <img
              src={productPictureHref(product.slug, view)}
              width={PICTURE_WIDTH}
              height={PICTURE_HEIGHT}
              alt={pictureAlt(i18n, product, view)}
              loading="lazy"
              decoding="async"
              className={productImageClass}
            />
            <figcaption className={galleryCaptionClass}>
              {view === 'side'
                ? i18n._({ id: 'products.picture.side_caption', message: 'Side view' })
                : product.led
                  ? i18n._({ id: 'products.picture.pixels_caption', message: 'Pixels' })
                  : i18n._({ id: 'products.picture.connections_caption', message: 'Connections' })}
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  )
}

function SuggestionList({ products, iso, id, title }: { products: readonly ProductSummary[]; iso: string; id: string; title: string }) {
  if (!products.length) return null
  return (
    <section aria-labelledby={id} className={productSectionClass} data-suggestions={id}>
      <h2 id={id} className={sectionTitleClass}>
        {title}
      </h2>
      <ul className={suggestionListClass}>
        {products.map((product) => (
          <li key={product.ctn} className={suggestionClass}>
            <img
              src={productPictureHref(product.slug, 'front')}
              width={PICTURE_WIDTH}
              height={PICTURE_HEIGHT}
              alt=""
              loading="lazy"
              decoding="async"
              className={suggestionImageClass}
            />
            <a href={product.href} className={suggestionLinkClass}>
              {product.name}
            </a>
            <p className={suggestionMetaClass}>
              <span className={ctnClass}>{product.ctn}</span>
              {product.led ? null : <> · {screenSizeText(iso, product.screenSizeInch)}</>}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function ProductPage({
  product,
  crumbs,
  downloads,
  productAssets,
  viewer,
  iso,
  actions,
  suggestions,
  energyLabelHref,
}: {
  product: ProductDetail
  crumbs: Breadcrumb[]
  downloads: ProductDownloadsLoad
  /** Firmware, software and documents from the PIM the viewer may download; null when they could not be read. */
  productAssets: PublicAsset[] | null
  viewer: DownloadViewer
  iso: string
  actions: ProductActions
  suggestions: ProductSuggestions
  /** The product's drawn EU energy label, when it has a class and the file exists. */
  energyLabelHref?: string
}) {
  const { i18n } = useLingui()
  return (
    <article>
      <Breadcrumbs crumbs={crumbs} />
      <JsonLd data={productLd(product)} />
      <div className={productSummaryClass}>
        <ProductGallery product={product} />
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
          <div className={actionsClass} data-product-actions="">
            <ButtonLink href={actions.quoteHref} trailingIcon="arrow-right">
              {i18n._({ id: 'products.action.quote', message: 'Request a quote' })}
              <span className={srOnlyClass}> {product.name}</span>
            </ButtonLink>
            {actions.configuratorHref ? (
              <ButtonLink href={actions.configuratorHref} kind="naked" trailingIcon="arrow-right">
                {i18n._({ id: 'products.action.configure_led', message: 'Plan an LED wall with this model' })}
              </ButtonLink>
            ) : null}
            <ButtonLink href={actions.whereToBuyHref} kind="naked" trailingIcon="arrow-right">
              {i18n._({ id: 'products.action.where_to_buy', message: 'Where to buy' })}
            </ButtonLink>
            <ButtonLink href={actions.compareHref} kind="naked" trailingIcon="arrow-right">
              {i18n._({ id: 'products.compare_action', message: 'Compare' })}
              <span className={srOnlyClass}> {product.name}</span>
            </ButtonLink>
          </div>
          {product.energyLabel && energyLabelHref ? (
            <div className={energyClass} data-energy-label={product.energyLabel}>
              <a href={energyLabelHref}>
                <img
                  src={energyLabelHref}
                  width={ENERGY_LABEL_WIDTH}
                  height={ENERGY_LABEL_HEIGHT}
                  alt={i18n._({
                    id: 'products.energy_label.alt',
                    message: 'EU energy label: class {energyClass}',
                    values: { energyClass: product.energyLabel },
                  })}
                  loading="lazy"
                  decoding="async"
                  className={energyImageClass}
                />
              </a>
              <p className={css({ fontSize: 'sm', color: 'gray.700', maxWidth: '40ch' })}>
                {i18n._({
                  id: 'products.energy_label.text',
                  message: 'Energy efficiency class {energyClass} on the EU scale from A to G. Open the label to enlarge it.',
                  values: { energyClass: product.energyLabel },
                })}
              </p>
            </div>
          ) : null}
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

      <section aria-labelledby="downloads-heading" className={productSectionClass}>
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

      <SuggestionList
        products={suggestions.otherSizes}
        iso={iso}
        id="other-sizes-heading"
        title={i18n._({ id: 'products.other_sizes', message: 'Other sizes in this line' })}
      />
      <SuggestionList
        products={suggestions.related}
        iso={iso}
        id="related-heading"
        title={i18n._({ id: 'products.related', message: 'Related products' })}
      />
    </article>
  )
}
