/**
 * A list of files: title, type, size (in the page's locale) and either a download link or, for a
 * partner-only file the visitor may not have, a lock with the reason. `canDownload` decides.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Icon } from '../components/Icon.tsx'
import { type DownloadViewer, canDownload } from './download-access.ts'
import type { Download } from '../content/model.ts'
import { formatDate, formatFileSize } from '../format/intl.ts'
import { isSafeHref } from '../routes/safe-url.ts'
import { actionClass, itemClass } from './download-list-styles.ts'

export function DownloadList({
  downloads,
  viewer,
  iso,
  headingLevel = 3,
}: {
  downloads: readonly Download[]
  viewer: DownloadViewer
  iso: string
  headingLevel?: 2 | 3
}) {
  const { i18n } = useLingui()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={css({ listStyle: 'none' })}>
      {downloads.map((download) => {
        const allowed = canDownload(download, viewer) && isSafeHref(download.href)
        return (
          <li key={download.id} className={itemClass} data-download={download.id}>
            <div>
              <Heading className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{download.title}</Heading>
              <p className={css({ color: 'gray.700', fontSize: 'sm' })}>
                <span>{download.fileType.toUpperCase()}</span>
                {' · '}
                <span data-file-size="">{formatFileSize(iso, download.sizeBytes)}</span>
                {' · '}
                <span>
                  {i18n._({ id: 'downloads.updated', message: 'Updated {date}', values: { date: formatDate(iso, download.updated) } })}
                </span>
                {download.access === 'partner' ? (
                  <>
                    {' · '}
                    <span>{i18n._({ id: 'downloads.partner_only', message: 'Partners only' })}</span>
                  </>
                ) : null}
              </p>
            </div>
            {allowed ? (
              <a className={actionClass} href={download.href} download={download.fileName}>
                <Icon name="download" />
                <span>
                  {i18n._({ id: 'downloads.download', message: 'Download' })}
                  <span className={css({ srOnly: true })}> {download.title}</span>
                </span>
              </a>
            ) : (
              <p className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'gray.700' })} data-gated="">
                <Icon name="lock" />
                <span>
                  {viewer === null
                    ? i18n._({ id: 'downloads.sign_in', message: 'Sign in to download' })
                    : i18n._({
                        id: 'downloads.level_required',
                        message: 'Available from partner level {level}',
                        values: { level: download.minimumPartnerLevel ?? '' },
                      })}
                </span>
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
