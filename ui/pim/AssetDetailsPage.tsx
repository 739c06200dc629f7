/**
 * One asset: every field, its file and release notes (downloadable by PIM staff), the unique link
 * of a private asset, the way to edit it, and its change history from the audit trail.
 */
import { useLingui } from '@lingui/react'
import { css, cx } from 'styled-system/css'
import { buttonClass } from '../components/Button.tsx'
import { formatDate, formatFileSize } from '../format/intl.ts'
import { levelLabel } from '../portal/labels.ts'
import type { AssetFileKind, PimAsset, StoredFile } from './assets.ts'
import { editAssetPath, productPath } from './pim-paths.ts'
import { detailsListClass, linkClass, noticeClass, pimSectionTitleClass, pimTitleClass, tableClass } from './pim-styles.ts'
import { assetStatusLabel, assetTypeLabel, availabilityLabel } from './pim-texts.ts'

export interface AssetHistoryEntry {
  occurredAt: string
  who: string
  action: 'created' | 'updated'
  /** Names of the fields that changed. */
  changed: string[]
}

export type AssetNotice = 'created' | 'updated'

export function AssetDetailsPage({
  asset,
  iso,
  mayEdit,
  fileHref,
  uniqueLink,
  history,
  notice,
}: {
  asset: PimAsset
  iso: string
  mayEdit: boolean
  fileHref: (kind: AssetFileKind) => string
  /** The unique link of a private asset (the only way to it from outside the PIM). */
  uniqueLink: string | null
  history: readonly AssetHistoryEntry[]
  notice: AssetNotice | null
}) {
  const { i18n } = useLingui()
  const none = '–'
  const fileEntry = (file: StoredFile | null, kind: AssetFileKind) =>
    file ? (
      <a href={fileHref(kind)} className={linkClass} data-pim-file={kind}>
        {file.name} ({formatFileSize(iso, file.size)}, {file.type})
      </a>
    ) : (
      none
    )
  return (
    <section>
      {notice ? (
        <p role="status" className={noticeClass} data-pim-notice={notice}>
          {notice === 'created'
            ? i18n._({ id: 'pim.notice.created', message: 'The asset was added.' })
            : i18n._({ id: 'pim.notice.updated', message: 'The asset was saved.' })}
        </p>
      ) : null}
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '4', flexWrap: 'wrap', mb: '4' })}>
        <h1 className={pimTitleClass}>{asset.title}</h1>
        {mayEdit ? (
          <a href={editAssetPath(asset.id)} className={buttonClass({})}>
            {i18n._({ id: 'pim.edit_asset', message: 'Edit asset' })}
          </a>
        ) : null}
      </div>
      <dl className={detailsListClass}>
        <dt>{i18n._({ id: 'pim.field.version', message: 'Version' })}</dt>
        <dd>{asset.version}</dd>
        <dt>{i18n._({ id: 'pim.field.type', message: 'Type' })}</dt>
        <dd>{assetTypeLabel(i18n, asset.type)}</dd>
        <dt>{i18n._({ id: 'pim.field.status', message: 'Status' })}</dt>
        <dd data-pim-status={asset.status}>{assetStatusLabel(i18n, asset.status)}</dd>
        <dt>{i18n._({ id: 'pim.field.availability', message: 'Availability' })}</dt>
        <dd>{availabilityLabel(i18n, asset.availability)}</dd>
        <dt>{i18n._({ id: 'pim.field.partner_level', message: 'Partner level' })}</dt>
        <dd>{asset.partnerLevel ? levelLabel(i18n, asset.partnerLevel) : none}</dd>
        <dt>{i18n._({ id: 'pim.field.minimum_partner_level', message: 'Minimum partner level' })}</dt>
        <dd>{asset.minimumPartnerLevel ? levelLabel(i18n, asset.minimumPartnerLevel) : none}</dd>
        <dt>{i18n._({ id: 'pim.field.linked_products', message: 'Linked products' })}</dt>
        <dd>
          {asset.productCtns.length
            ? asset.productCtns.map((ctn, index) => (
                <span key={ctn}>
                  {index ? ', ' : ''}
                  <a href={productPath(ctn)} className={linkClass}>
                    {ctn}
                  </a>
                </span>
              ))
            : none}
        </dd>
        <dt>{i18n._({ id: 'pim.field.file', message: 'File' })}</dt>
        <dd>{fileEntry(asset.file, 'file')}</dd>
        <dt>{i18n._({ id: 'pim.field.checksum', message: 'SHA-256 checksum' })}</dt>
        <dd>
          <code className={css({ wordBreak: 'break-all' })} data-file-checksum="">
            {asset.fileSha256 ?? none}
          </code>
        </dd>
        <dt>{i18n._({ id: 'pim.field.downloads', message: 'Downloads from the site' })}</dt>
        <dd data-download-count="">{asset.downloadCount}</dd>
        <dt>{i18n._({ id: 'pim.field.release_notes', message: 'Release notes' })}</dt>
        <dd>{fileEntry(asset.releaseNotes, 'release-notes')}</dd>
        {asset.publishAt ? (
          <>
            <dt>{i18n._({ id: 'pim.field.publish_at', message: 'Activate at (UTC)' })}</dt>
            <dd data-pim-schedule="publish">
              {formatDate(iso, asset.publishAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })}
            </dd>
          </>
        ) : null}
        {asset.expiresAt ? (
          <>
            <dt>{i18n._({ id: 'pim.field.expires_at', message: 'Deactivate at (UTC)' })}</dt>
            <dd data-pim-schedule="expiry">
              {formatDate(iso, asset.expiresAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })}
            </dd>
          </>
        ) : null}
        <dt>{i18n._({ id: 'pim.field.last_updated', message: 'Last updated' })}</dt>
        <dd>{formatDate(iso, asset.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        {uniqueLink ? (
          <>
            <dt>{i18n._({ id: 'pim.field.unique_link', message: 'Unique link' })}</dt>
            <dd>
              <code className={css({ fontSize: 'sm' })} data-pim-unique-link="">
                {uniqueLink}
              </code>
            </dd>
          </>
        ) : null}
      </dl>
      <h2 className={cx(pimSectionTitleClass, css({ mt: '8' }))}>{i18n._({ id: 'pim.history', message: 'Change history' })}</h2>
      <table className={tableClass}>
        <caption className={css({ srOnly: true })}>{i18n._({ id: 'pim.history', message: 'Change history' })}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._({ id: 'pim.history.when', message: 'When' })}</th>
            <th scope="col">{i18n._({ id: 'pim.history.who', message: 'Who' })}</th>
            <th scope="col">{i18n._({ id: 'pim.history.what', message: 'What' })}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => (
            <tr key={`${entry.occurredAt}-${entry.action}`}>
              <td>{formatDate(iso, entry.occurredAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
              <td>{entry.who}</td>
              <td>
                {entry.action === 'created'
                  ? i18n._({ id: 'pim.history.created', message: 'Added the asset' })
                  : i18n._({
                      id: 'pim.history.updated',
                      message: 'Changed: {fields}',
                      values: { fields: entry.changed.join(', ') || '–' },
                    })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
