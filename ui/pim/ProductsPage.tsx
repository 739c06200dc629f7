/**
 * The PIM's product list: search by name or type number (any language), narrowed to a status or
 * all of them; per product its line, status, whether its draft has changes the site does not show
 * yet, a scheduled publish or expiry, and how many assets it has. Each name opens the product.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import type { ProductStatus } from '../content/model.ts'
import { buttonClass } from '../components/Button.tsx'
import { controlClass, labelClass } from '../forms/components/FormField.tsx'
import { PRODUCT_STATUSES } from './assets.ts'
import { PIM_PATHS, productPath } from './pim-paths.ts'
import { linkClass, pimTitleClass, tableClass } from './pim-styles.ts'
import { productStatusLabel } from './pim-texts.ts'

export interface ProductListing {
  ctn: string
  name: string
  line: string
  status: ProductStatus
  unpublishedChanges: boolean
  /** Formatted dates of a scheduled publish or expiry. */
  publishAt: string | null
  expiresAt: string | null
  assets: number
}

/** The list's filter: one status or every one. */
export type ProductStatusFilter = ProductStatus | 'all'

export const PRODUCT_SEARCH_PARAMETER = 'q'

const searchClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '4', mb: '6' })
const searchFieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 16rem' })

export function ProductsPage({
  products,
  status,
  query,
}: {
  products: readonly ProductListing[]
  status: ProductStatusFilter
  query: string
}) {
  const { i18n } = useLingui()
  const title =
    status === 'all'
      ? i18n._({ id: 'pim.products_all', message: 'Products: all' })
      : i18n._({ id: 'pim.products_of_status', message: 'Products: {status}', values: { status: productStatusLabel(i18n, status) } })
  const caption = query
    ? i18n._({
        id: 'pim.products_found',
        message: '{count, plural, one {# product} other {# products}} for “{query}”',
        values: { count: products.length, query },
      })
    : title
  return (
    <section>
      <h1 className={pimTitleClass}>{title}</h1>
      <form
        method="get"
        action={PIM_PATHS.products}
        role="search"
        aria-label={i18n._({ id: 'pim.products_search_label', message: 'Products' })}
        className={searchClass}
        data-product-search=""
      >
        <div className={searchFieldClass}>
          <label htmlFor="product-search" className={labelClass}>
            {i18n._({ id: 'pim.products_search', message: 'Search by name or type number' })}
          </label>
          <input id="product-search" type="search" name={PRODUCT_SEARCH_PARAMETER} defaultValue={query} className={controlClass} />
        </div>
        <div className={searchFieldClass}>
          <label htmlFor="product-status" className={labelClass}>
            {i18n._({ id: 'pim.field.status', message: 'Status' })}
          </label>
          <select id="product-status" name="status" defaultValue={status} className={controlClass}>
            <option value="all">{i18n._({ id: 'pim.all_statuses', message: 'All statuses' })}</option>
            {PRODUCT_STATUSES.map((each) => (
              <option key={each} value={each}>
                {productStatusLabel(i18n, each)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass({})}>
          {i18n._({ id: 'pim.search', message: 'Search' })}
        </button>
      </form>
      <p role="status" className={css({ mb: '3', color: 'gray.700' })} data-pim-count="">
        {i18n._({
          id: 'pim.products_count',
          message: '{count, plural, one {# product} other {# products}}',
          values: { count: products.length },
        })}
      </p>
      {products.length ? (
        <div className={css({ overflowX: 'auto' })}>
          <table className={tableClass}>
            <caption className={css({ srOnly: true })}>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{i18n._({ id: 'pim.field.product', message: 'Product' })}</th>
                <th scope="col">{i18n._({ id: 'pim.field.ctn', message: 'Type number' })}</th>
                <th scope="col">{i18n._({ id: 'pim.catalogue.field.line', message: 'Product line' })}</th>
                <th scope="col">{i18n._({ id: 'pim.field.status', message: 'Status' })}</th>
                <th scope="col">{i18n._({ id: 'pim.catalogue.on_site', message: 'On the site' })}</th>
                <th scope="col">{i18n._({ id: 'pim.assets', message: 'Assets' })}</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.ctn} data-pim-product={product.ctn}>
                  <td>
                    <a href={productPath(product.ctn)} className={linkClass}>
                      {product.name}
                    </a>
                  </td>
                  <td>{product.ctn}</td>
                  <td>{product.line}</td>
                  <td>{productStatusLabel(i18n, product.status)}</td>
                  <td>
                    <PublishState listing={product} />
                  </td>
                  <td>{product.assets}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p data-pim-empty="">
          {query
            ? i18n._({
                id: 'pim.products_none_found',
                message: 'No product matches “{query}”. Check the spelling or search all statuses.',
                values: { query },
              })
            : i18n._({ id: 'pim.products_empty', message: 'No products with this status.' })}
        </p>
      )}
    </section>
  )
}

/** Whether the site shows the draft, and what is scheduled. */
export function PublishState({ listing }: { listing: Pick<ProductListing, 'unpublishedChanges' | 'publishAt' | 'expiresAt'> }) {
  const { i18n } = useLingui()
  return (
    <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
      {listing.unpublishedChanges ? (
        <span className={badge({ tone: 'warning' })}>{i18n._({ id: 'pim.catalogue.unpublished', message: 'Unpublished changes' })}</span>
      ) : (
        <span className={badge({ tone: 'success' })}>{i18n._({ id: 'pim.catalogue.up_to_date', message: 'Up to date' })}</span>
      )}
      {listing.publishAt ? (
        <span className={badge({ tone: 'info' })}>
          {i18n._({ id: 'pim.catalogue.publishes_at', message: 'Publishes {date}', values: { date: listing.publishAt } })}
        </span>
      ) : null}
      {listing.expiresAt ? (
        <span className={badge({ tone: 'info' })}>
          {i18n._({ id: 'pim.catalogue.expires_at', message: 'Expires {date}', values: { date: listing.expiresAt } })}
        </span>
      ) : null}
    </span>
  )
}
