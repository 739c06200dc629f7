// biome-ignore-all lint/a11y/noAutofocus: this page asks to confirm one thing; the focus on that confirmation, without JavaScript, is the point.
/**
 * Deleting an asset, with confirmation (decision 051): a plain page and form that work without
 * JavaScript, with the focus on the confirmation. It says what goes (the record, its files) and
 * what happens around it: its products stop offering it, a newer version that superseded it
 * supersedes its previous version instead (or none). Archiving is offered as the way that can be undone.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { errorClass } from '../forms/components/FormField.tsx'
import { type PimAsset, assetStateOf } from './assets.ts'
import { assetActionPath, assetPath } from './pim-paths.ts'
import { linkClass, pimTitleClass, problemClass } from './pim-styles.ts'

/** The confirmation checkbox's name; the delete is refused unless it is ticked. */
export const DELETE_CONFIRMATION_FIELD = 'confirm'
export const DELETE_CONFIRMATION_VALUE = 'delete'

export interface AssetVersionName {
  id: string
  title: string
  version: string
}

const paragraphClass = css({ textStyle: 'paragraph', mb: '3' })

export function AssetDeletePage({
  asset,
  newer,
  older,
  csrfToken,
  unconfirmed,
}: {
  asset: PimAsset
  /** The version that superseded it, and the one it superseded. */
  newer: AssetVersionName | null
  older: AssetVersionName | null
  csrfToken: string
  /** The form was sent without the confirmation ticked. */
  unconfirmed: boolean
}) {
  const { i18n } = useLingui()
  const name = `${asset.title} ${asset.version}`
  const errorId = 'delete-confirmation-error'
  return (
    <section data-asset-delete={asset.id}>
      <h1 className={pimTitleClass}>{i18n._({ id: 'pim.delete.title', message: 'Delete {name}?', values: { name } })}</h1>
      <p className={paragraphClass}>
        {i18n._({
          id: 'pim.delete.text',
          message: 'The asset, its file and its release notes are deleted for good. This cannot be undone.',
        })}
      </p>
      <ul className={css({ listStyle: 'disc', pl: '6', mb: '4', '& li': { mb: '2' } })} data-delete-consequences="">
        <li data-consequence="products">
          {asset.productCtns.length
            ? i18n._({
                id: 'pim.delete.products',
                message:
                  '{count, plural, one {The linked product no longer offers it: {ctns}.} other {The # linked products no longer offer it: {ctns}.}}',
                values: { count: asset.productCtns.length, ctns: asset.productCtns.join(', ') },
              })
            : i18n._({ id: 'pim.delete.no_products', message: 'No product is linked to it.' })}
        </li>
        {newer ? (
          <li data-consequence="newer">
            {older
              ? i18n._({
                  id: 'pim.delete.newer_takes_older',
                  message: '{newer} superseded it; it will supersede {older} instead.',
                  values: { newer: `${newer.title} ${newer.version}`, older: `${older.title} ${older.version}` },
                })
              : i18n._({
                  id: 'pim.delete.newer_alone',
                  message: '{newer} superseded it; it will no longer name a previous version.',
                  values: { newer: `${newer.title} ${newer.version}` },
                })}
          </li>
        ) : null}
        {!newer && older ? (
          <li data-consequence="older">
            {i18n._({
              id: 'pim.delete.older_stays',
              message: 'It superseded {older}, which stays: the site offers that version again if it is active.',
              values: { older: `${older.title} ${older.version}` },
            })}
          </li>
        ) : null}
        {assetStateOf(asset) !== 'archived' ? (
          <li>
            {i18n._({
              id: 'pim.delete.archive_instead',
              message: 'To take it off the site but keep it, archive it instead: an archived asset can be restored.',
            })}
          </li>
        ) : null}
      </ul>
      {unconfirmed ? (
        <p role="alert" className={problemClass} data-general-error="">
          {i18n._({ id: 'pim.delete.unconfirmed', message: 'Tick the confirmation to delete the asset.' })}
        </p>
      ) : null}
      <form method="post" action={assetActionPath(asset.id, 'delete')} className={css({ display: 'grid', gap: '4' })}>
        <CsrfField token={csrfToken} />
        <div>
          <label className={css({ display: 'inline-flex', gap: '2', alignItems: 'flex-start', fontWeight: 'semibold' })}>
            <input
              type="checkbox"
              name={DELETE_CONFIRMATION_FIELD}
              value={DELETE_CONFIRMATION_VALUE}
              required
              autoFocus
              aria-invalid={unconfirmed ? true : undefined}
              aria-describedby={unconfirmed ? errorId : undefined}
              className={css({ mt: '1', width: '5', height: '5', flexShrink: 0 })}
              data-delete-confirmation=""
            />
            {i18n._({
              id: 'pim.delete.confirm_label',
              message: 'Yes, delete {name} and its files for good.',
              values: { name },
            })}
          </label>
          {unconfirmed ? (
            <p id={errorId} className={errorClass}>
              {i18n._({ id: 'pim.delete.unconfirmed', message: 'Tick the confirmation to delete the asset.' })}
            </p>
          ) : null}
        </div>
        <div className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
          <Button type="submit">{i18n._({ id: 'pim.delete.submit', message: 'Delete asset' })}</Button>
          <a href={assetPath(asset.id)} className={linkClass}>
            {i18n._({ id: 'pim.cancel', message: 'Cancel' })}
          </a>
        </div>
      </form>
    </section>
  )
}
