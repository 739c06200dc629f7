/**
 * One asset: every field, its file and release notes (downloadable by PIM staff), its version
 * chain, the unique link of a private asset (and replacing it), the ways to edit it, add its next
 * version, archive or restore it and delete it, and its change history from the audit trail.
 */
import { useLingui } from '@lingui/react'
import { css, cx } from 'styled-system/css'
import { Button, buttonClass } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { formatDate, formatFileSize } from '../format/intl.ts'
import { levelLabel } from '../portal/labels.ts'
import type { AssetVersionName } from './AssetDeletePage.tsx'
import { type AssetFileKind, type PimAsset, type StoredFile, assetStateOf } from './assets.ts'
import { type AssetAction, assetActionPath, assetPath, editAssetPath, newVersionPath, productPath } from './pim-paths.ts'
import { detailsListClass, linkClass, noticeClass, pimSectionTitleClass, pimTitleClass, tableClass } from './pim-styles.ts'
import { assetStateLabel, assetTypeLabel, availabilityLabel } from './pim-texts.ts'

export const ASSET_HISTORY_ACTIONS = ['created', 'updated', 'archived', 'restored', 'link-rotated'] as const
export type AssetHistoryAction = (typeof ASSET_HISTORY_ACTIONS)[number]

export interface AssetHistoryEntry {
  occurredAt: string
  who: string
  action: AssetHistoryAction
  /** Names of the fields that changed. */
  changed: string[]
}

export const ASSET_NOTICES = ['created', 'updated', 'archived', 'restored', 'link-rotated'] as const
export type AssetNotice = (typeof ASSET_NOTICES)[number]

/** The asset's version chain: what it supersedes and what superseded it, nearest first. */
export interface AssetVersionChain {
  older: AssetVersionName[]
  newer: AssetVersionName[]
}

const actionsClass = css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })

export function AssetDetailsPage({
  asset,
  iso,
  mayEdit,
  fileHref,
  uniqueLink,
  history,
  notice,
  chain,
  csrfToken,
}: {
  asset: PimAsset
  iso: string
  mayEdit: boolean
  fileHref: (kind: AssetFileKind) => string
  /** The unique link of a private asset (the only way to it from outside the PIM). */
  uniqueLink: string | null
  history: readonly AssetHistoryEntry[]
  notice: AssetNotice | null
  chain: AssetVersionChain
  csrfToken: string
}) {
  const { i18n } = useLingui()
  const none = '–'
  const state = assetStateOf(asset)
  const versionLink = (version: AssetVersionName, marker: string) => (
    <a href={assetPath(version.id)} className={linkClass} data-version-link={marker}>
      {`${version.title} ${version.version}`}
    </a>
  )
  const postButton = (action: AssetAction, label: string, naked = false) => (
    <form method="post" action={assetActionPath(asset.id, action)}>
      <CsrfField token={csrfToken} />
      <Button type="submit" kind={naked ? 'naked' : undefined}>
        {label}
      </Button>
    </form>
  )
  const noticeText: Record<AssetNotice, string> = {
    created: i18n._({ id: 'pim.notice.created', message: 'The asset was added.' }),
    updated: i18n._({ id: 'pim.notice.updated', message: 'The asset was saved.' }),
    archived: i18n._({
      id: 'pim.notice.archived',
      message: 'The asset was archived: no public or partner page offers it any more. You can restore it.',
    }),
    restored: i18n._({ id: 'pim.notice.restored', message: 'The asset was restored.' }),
    'link-rotated': i18n._({
      id: 'pim.notice.link_rotated',
      message: 'The link was replaced. The previous link no longer works; send the new one to those who need it.',
    }),
  }
  const historyText = (entry: AssetHistoryEntry) => {
    switch (entry.action) {
      case 'created':
        return i18n._({ id: 'pim.history.created', message: 'Added the asset' })
      case 'archived':
        return i18n._({ id: 'pim.history.archived', message: 'Archived the asset' })
      case 'restored':
        return i18n._({ id: 'pim.history.restored', message: 'Restored the asset' })
      case 'link-rotated':
        return i18n._({ id: 'pim.history.link_rotated', message: 'Replaced the private link' })
      default:
        return i18n._({
          id: 'pim.history.updated',
          message: 'Changed: {fields}',
          values: { fields: entry.changed.join(', ') || '–' },
        })
    }
  }
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
          {noticeText[notice]}
        </p>
      ) : null}
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '4', flexWrap: 'wrap', mb: '4' })}>
        <h1 className={pimTitleClass}>{asset.title}</h1>
        {mayEdit ? (
          <div className={actionsClass} data-asset-actions="">
            <a href={editAssetPath(asset.id)} className={buttonClass({})}>
              {i18n._({ id: 'pim.edit_asset', message: 'Edit asset' })}
            </a>
            {chain.newer.length === 0 ? (
              <a href={newVersionPath(asset.id)} className={buttonClass({ kind: 'naked' })}>
                {i18n._({ id: 'pim.new_version', message: 'Add a new version' })}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
      {state === 'archived' && asset.archivedAt ? (
        <p className={noticeClass} data-archived-banner="">
          {i18n._({
            id: 'pim.archived_banner',
            message: 'Archived on {date}: no public or partner page offers it. Restore it to offer it again.',
            values: { date: formatDate(iso, asset.archivedAt, { dateStyle: 'medium', timeStyle: 'short' }) },
          })}
        </p>
      ) : null}
      <dl className={detailsListClass}>
        <dt>{i18n._({ id: 'pim.field.version', message: 'Version' })}</dt>
        <dd>{asset.version}</dd>
        <dt>{i18n._({ id: 'pim.field.type', message: 'Type' })}</dt>
        <dd>{assetTypeLabel(i18n, asset.type)}</dd>
        <dt>{i18n._({ id: 'pim.field.status', message: 'Status' })}</dt>
        <dd data-pim-status={state}>{assetStateLabel(i18n, state)}</dd>
        <dt>{i18n._({ id: 'pim.field.supersedes', message: 'Supersedes' })}</dt>
        <dd data-version-older="">{chain.older[0] ? versionLink(chain.older[0], 'older') : none}</dd>
        <dt>{i18n._({ id: 'pim.field.superseded_by', message: 'Superseded by' })}</dt>
        <dd data-version-newer="">{chain.newer[0] ? versionLink(chain.newer[0], 'newer') : none}</dd>
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
            <dt>{i18n._({ id: 'pim.field.link_rotated_at', message: 'Link last replaced' })}</dt>
            <dd data-link-rotated-at="">
              {asset.linkRotatedAt
                ? formatDate(iso, asset.linkRotatedAt, { dateStyle: 'medium', timeStyle: 'short' })
                : i18n._({ id: 'pim.link_never_rotated', message: 'Never (the link is the one made when the asset was added)' })}
            </dd>
          </>
        ) : null}
      </dl>
      {chain.older.length + chain.newer.length > 1 ? (
        <>
          <h2 className={cx(pimSectionTitleClass, css({ mt: '8' }))}>{i18n._({ id: 'pim.versions', message: 'All versions' })}</h2>
          <ol className={css({ listStyle: 'decimal', pl: '6', '& li': { mb: '1' } })} data-version-chain="">
            {[...chain.newer].reverse().map((version) => (
              <li key={version.id}>{versionLink(version, 'chain')}</li>
            ))}
            <li aria-current="page">
              {i18n._({
                id: 'pim.this_version',
                message: '{version} (this version)',
                values: { version: `${asset.title} ${asset.version}` },
              })}
            </li>
            {chain.older.map((version) => (
              <li key={version.id}>{versionLink(version, 'chain')}</li>
            ))}
          </ol>
        </>
      ) : null}
      {mayEdit ? (
        <>
          <h2 className={cx(pimSectionTitleClass, css({ mt: '8' }))}>
            {i18n._({ id: 'pim.lifecycle', message: 'Archive, link and delete' })}
          </h2>
          <div className={css({ display: 'grid', gap: '4' })}>
            {uniqueLink ? (
              <div>
                <p className={css({ mb: '2' })}>
                  {i18n._({
                    id: 'pim.rotate_link.text',
                    message:
                      'Replacing the unique link ends every link sent so far at once: whoever opens one is told it is no longer valid.',
                  })}
                </p>
                {postButton('rotate-link', i18n._({ id: 'pim.rotate_link', message: 'Replace the unique link' }), true)}
              </div>
            ) : null}
            <div className={actionsClass}>
              {state === 'archived'
                ? postButton('restore', i18n._({ id: 'pim.restore', message: 'Restore asset' }), true)
                : postButton('archive', i18n._({ id: 'pim.archive', message: 'Archive asset' }), true)}
              <a href={assetActionPath(asset.id, 'delete')} className={linkClass}>
                {i18n._({ id: 'pim.delete', message: 'Delete asset…' })}
              </a>
            </div>
          </div>
        </>
      ) : null}
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
            <tr key={`${entry.occurredAt}-${entry.action}`} data-history-action={entry.action}>
              <td>{formatDate(iso, entry.occurredAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
              <td>{entry.who}</td>
              <td>{historyText(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
