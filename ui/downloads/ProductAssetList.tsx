/**
 * Firmware, software and documents from the product information area that the visitor may
 * download (the server lists only those): title and version, type, size and date, a download
 * link and the release notes. Each link asks for a short-lived signed link at click time.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Icon } from '../components/Icon.tsx'
import { formatDate, formatFileSize } from '../format/intl.ts'
import type { PublicAsset } from '../pim/assets.ts'
import { assetDownloadHref } from '../pim/pim-paths.ts'
import { assetTypeLabel } from '../pim/pim-texts.ts'
import { actionClass, itemClass } from './download-list-styles.ts'

export function ProductAssetList({ assets, iso, headingLevel = 3 }: { assets: readonly PublicAsset[]; iso: string; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={css({ listStyle: 'none' })}>
      {assets.map((asset) => (
        <li key={asset.id} className={itemClass} data-product-asset={asset.id}>
          <div>
            <Heading className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
              {i18n._({
                id: 'pam.asset_title',
                message: '{title}, version {version}',
                values: { title: asset.title, version: asset.version },
              })}
            </Heading>
            <p className={css({ color: 'gray.700', fontSize: 'sm' })}>
              <span>{assetTypeLabel(i18n, asset.type)}</span>
              {' · '}
              <span>{formatFileSize(iso, asset.file.size)}</span>
              {' · '}
              <span>
                {i18n._({ id: 'downloads.updated', message: 'Updated {date}', values: { date: formatDate(iso, asset.updated) } })}
              </span>
              {asset.availability === 'partners' ? (
                <>
                  {' · '}
                  <span>{i18n._({ id: 'downloads.partner_only', message: 'Partners only' })}</span>
                </>
              ) : null}
            </p>
          </div>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: { md: 'flex-end' } })}>
            <a className={actionClass} href={assetDownloadHref(asset.id, 'file')} data-no-prefetch="" data-no-swap="">
              <Icon name="download" />
              <span>
                {i18n._({ id: 'downloads.download', message: 'Download' })}
                <span className={css({ srOnly: true })}>
                  {' '}
                  {asset.title} {asset.version}
                </span>
              </span>
            </a>
            {asset.releaseNotes ? (
              <a
                className={actionClass}
                href={assetDownloadHref(asset.id, 'release-notes')}
                data-no-prefetch=""
                data-no-swap=""
                data-release-notes=""
              >
                <span>
                  {i18n._({ id: 'pam.release_notes', message: 'Release notes' })}
                  <span className={css({ srOnly: true })}>
                    {' '}
                    {asset.title} {asset.version}
                  </span>
                </span>
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
