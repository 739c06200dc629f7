/** Every asset, newest change first, with the way to add one for editors. */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { buttonClass } from '../components/Button.tsx'
import type { PimAsset } from './assets.ts'
import { AssetTable } from './AssetTable.tsx'
import { PIM_PATHS } from './pim-paths.ts'
import { pimTitleClass } from './pim-styles.ts'

export function AssetsPage({ assets, iso, mayEdit }: { assets: readonly PimAsset[]; iso: string; mayEdit: boolean }) {
  const { i18n } = useLingui()
  const title = i18n._({ id: 'pim.assets', message: 'Assets' })
  return (
    <section>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '4', flexWrap: 'wrap', mb: '4' })}>
        <h1 className={pimTitleClass}>{title}</h1>
        {mayEdit ? (
          <a href={PIM_PATHS.newAsset} className={buttonClass({})}>
            {i18n._({ id: 'pim.add_asset', message: 'Add asset' })}
          </a>
        ) : null}
      </div>
      <AssetTable assets={assets} iso={iso} caption={title} />
    </section>
  )
}
