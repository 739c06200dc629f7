/** Catalogue products of one status (active, disabled or archived) with how many assets each has. */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { ProductStatus, ProductSummary } from '../content/model.ts'
import { productPath } from './pim-paths.ts'
import { linkClass, pimTitleClass, tableClass } from './pim-styles.ts'
import { productStatusLabel } from './pim-texts.ts'

export function ProductsPage({
  products,
  status,
  assetCounts,
}: {
  products: readonly Pick<ProductSummary, 'ctn' | 'name'>[]
  status: ProductStatus
  assetCounts: Readonly<Record<string, number>>
}) {
  const { i18n } = useLingui()
  const title = i18n._({
    id: 'pim.products_of_status',
    message: 'Products: {status}',
    values: { status: productStatusLabel(i18n, status) },
  })
  return (
    <section>
      <h1 className={pimTitleClass}>{title}</h1>
      {products.length ? (
        <div className={css({ overflowX: 'auto' })}>
          <table className={tableClass}>
            <caption className={css({ srOnly: true })}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{i18n._({ id: 'pim.field.product', message: 'Product' })}</th>
                <th scope="col">{i18n._({ id: 'pim.field.ctn', message: 'Type number' })}</th>
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
                  <td>{assetCounts[product.ctn] ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p data-pim-empty="">{i18n._({ id: 'pim.products_empty', message: 'No products with this status.' })}</p>
      )}
    </section>
  )
}
