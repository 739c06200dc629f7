/** A table of assets: title and version, type, status, availability, linked products, last updated. */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { formatDate } from '../format/intl.ts'
import { type PimAsset, assetStateOf } from './assets.ts'
import { assetPath } from './pim-paths.ts'
import { linkClass, tableClass } from './pim-styles.ts'
import { assetStateLabel, assetTypeLabel, availabilityLabel } from './pim-texts.ts'

export function AssetTable({ assets, iso, caption }: { assets: readonly PimAsset[]; iso: string; caption: string }) {
  const { i18n } = useLingui()
  if (!assets.length) {
    return <p data-pim-empty="">{i18n._({ id: 'pim.assets_empty', message: 'No assets yet.' })}</p>
  }
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={tableClass}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._({ id: 'pim.field.title', message: 'Title' })}</th>
            <th scope="col">{i18n._({ id: 'pim.field.version', message: 'Version' })}</th>
            <th scope="col">{i18n._({ id: 'pim.field.type', message: 'Type' })}</th>
            <th scope="col">{i18n._({ id: 'pim.field.status', message: 'Status' })}</th>
            <th scope="col">{i18n._({ id: 'pim.field.availability', message: 'Availability' })}</th>
            <th scope="col">{i18n._({ id: 'pim.field.linked_products', message: 'Linked products' })}</th>
            <th scope="col">{i18n._({ id: 'pim.field.last_updated', message: 'Last updated' })}</th>
          </tr>
        </thead>
        <tbody>
          {assets.map((asset) => (
            <tr key={asset.id} data-pim-asset={asset.id}>
              <td>
                <a href={assetPath(asset.id)} className={linkClass}>
                  {asset.title}
                </a>
              </td>
              <td>{asset.version}</td>
              <td>{assetTypeLabel(i18n, asset.type)}</td>
              <td data-asset-state={assetStateOf(asset)}>{assetStateLabel(i18n, assetStateOf(asset))}</td>
              <td>{availabilityLabel(i18n, asset.availability)}</td>
              <td>{asset.productCtns.length ? asset.productCtns.join(', ') : '–'}</td>
              <td>{formatDate(iso, asset.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
