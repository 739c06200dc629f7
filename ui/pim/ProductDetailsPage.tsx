/** One catalogue product in the PIM: its type number, status and linked assets. */
import { useLingui } from '@lingui/react'
import { css, cx } from 'styled-system/css'
import type { ProductSummary } from '../content/model.ts'
import type { PimAsset } from './assets.ts'
import { AssetTable } from './AssetTable.tsx'
import { detailsListClass, pimSectionTitleClass, pimTitleClass } from './pim-styles.ts'
import { productStatusLabel } from './pim-texts.ts'

export function ProductDetailsPage({
  product,
  assets,
  iso,
}: {
  product: Pick<ProductSummary, 'ctn' | 'name' | 'status'>
  assets: readonly PimAsset[]
  iso: string
}) {
  const { i18n } = useLingui()
  const assetsTitle = i18n._({ id: 'pim.linked_assets', message: 'Linked assets' })
  return (
    <section>
      <h1 className={pimTitleClass}>{product.name}</h1>
      <dl className={detailsListClass}>
        <dt>{i18n._({ id: 'pim.field.ctn', message: 'Type number' })}</dt>
        <dd>{product.ctn}</dd>
        <dt>{i18n._({ id: 'pim.field.status', message: 'Status' })}</dt>
        <dd>{productStatusLabel(i18n, product.status)}</dd>
      </dl>
      <h2 className={cx(pimSectionTitleClass, css({ mt: '8' }))}>{assetsTitle}</h2>
      <AssetTable assets={assets} iso={iso} caption={assetsTitle} />
    </section>
  )
}
