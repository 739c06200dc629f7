/**
 * The asset list: search (title, version, file name, type number), filters (type, status,
 * availability, product line), sorting and pages, all in the query so a list can be bookmarked
 * and works without JavaScript; the way to add an asset for editors.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { buttonClass } from '../components/Button.tsx'
import { type PageSlice, Pagination } from '../components/Pagination.tsx'
import { controlClass, labelClass } from '../forms/components/FormField.tsx'
import { ASSET_AVAILABILITIES, ASSET_STATES, ASSET_TYPES, type PimAsset } from './assets.ts'
import { ASSET_SEARCH_MAX_LENGTH, ASSET_SORTS, type AssetListQuery, type AssetSort } from './asset-list.ts'
import { AssetTable } from './AssetTable.tsx'
import { PIM_PATHS } from './pim-paths.ts'
import { noticeClass, pimTitleClass } from './pim-styles.ts'
import { assetStateLabel, assetTypeLabel, availabilityLabel } from './pim-texts.ts'

const searchClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '4', mb: '6' })
const fieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 12rem' })

export function AssetsPage({
  slice,
  query,
  search,
  lines,
  iso,
  mayEdit,
  deleted = false,
}: {
  slice: PageSlice<PimAsset>
  query: AssetListQuery
  /** The request's query string, kept by the page links. */
  search: URLSearchParams
  lines: ReadonlyArray<{ id: string; title: string }>
  iso: string
  mayEdit: boolean
  /** An asset was deleted just before (its confirmation sent the editor here). */
  deleted?: boolean
}) {
  const { i18n } = useLingui()
  const title = i18n._({ id: 'pim.assets', message: 'Assets' })
  const all = i18n._({ id: 'pim.filter_all', message: 'All' })
  const sortLabels: Record<AssetSort, string> = {
    updated: i18n._({ id: 'pim.sort.updated', message: 'Last updated' }),
    title: i18n._({ id: 'pim.sort.title', message: 'Title' }),
    type: i18n._({ id: 'pim.field.type', message: 'Type' }),
    downloads: i18n._({ id: 'pim.sort.downloads', message: 'Most downloaded' }),
  }
  const filtered = Boolean(query.search || query.type || query.status || query.availability || query.lineId)
  const select = (id: string, name: string, label: string, value: string | null, options: ReadonlyArray<[string, string]>) => (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={controlClass}>
        <option value="">{all}</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <section>
      {deleted ? (
        <p role="status" className={noticeClass} data-pim-notice="deleted">
          {i18n._({ id: 'pim.notice.deleted', message: 'The asset and its files were deleted.' })}
        </p>
      ) : null}
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '4', flexWrap: 'wrap', mb: '4' })}>
        <h1 className={pimTitleClass}>{title}</h1>
        {mayEdit ? (
          <a href={PIM_PATHS.newAsset} className={buttonClass({})}>
            {i18n._({ id: 'pim.add_asset', message: 'Add asset' })}
          </a>
        ) : null}
      </div>
      <form
        method="get"
        action={PIM_PATHS.assets}
        role="search"
        aria-label={i18n._({ id: 'pim.assets_search_label', message: 'Find assets' })}
        className={searchClass}
        data-asset-search=""
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '2 1 16rem' })}>
          <label htmlFor="asset-search" className={labelClass}>
            {i18n._({ id: 'pim.assets_search', message: 'Search by title, version, file name or type number' })}
          </label>
          <input
            id="asset-search"
            type="search"
            name="q"
            maxLength={ASSET_SEARCH_MAX_LENGTH}
            defaultValue={query.search}
            className={controlClass}
          />
        </div>
        {select(
          'asset-type',
          'type',
          i18n._({ id: 'pim.field.type', message: 'Type' }),
          query.type,
          ASSET_TYPES.map((each) => [each, assetTypeLabel(i18n, each)]),
        )}
        {select(
          'asset-status',
          'status',
          i18n._({ id: 'pim.field.status', message: 'Status' }),
          query.status,
          ASSET_STATES.map((each) => [each, assetStateLabel(i18n, each)]),
        )}
        {select(
          'asset-availability',
          'availability',
          i18n._({ id: 'pim.field.availability', message: 'Availability' }),
          query.availability,
          ASSET_AVAILABILITIES.map((each) => [each, availabilityLabel(i18n, each)]),
        )}
        {select(
          'asset-line',
          'line',
          i18n._({ id: 'pim.catalogue.field.line', message: 'Product line' }),
          query.lineId,
          lines.map((line) => [line.id, line.title]),
        )}
        <div className={fieldClass}>
          <label htmlFor="asset-sort" className={labelClass}>
            {i18n._({ id: 'pim.sort', message: 'Sort by' })}
          </label>
          <select id="asset-sort" name="sort" defaultValue={query.sort} className={controlClass}>
            {ASSET_SORTS.map((each) => (
              <option key={each} value={each}>
                {sortLabels[each]}
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
          id: 'pim.assets_count',
          message: '{count, plural, one {# asset} other {# assets}}',
          values: { count: slice.total },
        })}
      </p>
      {slice.total === 0 && filtered ? (
        <p data-pim-empty="">
          {i18n._({
            id: 'pim.assets_none_found',
            message: 'No asset matches these filters. Remove a filter or search for something else.',
          })}
        </p>
      ) : (
        <AssetTable assets={slice.items} iso={iso} caption={title} />
      )}
      <div className={css({ mt: '6' })}>
        <Pagination path={PIM_PATHS.assets} query={search} page={slice.page} pageCount={slice.pageCount} />
      </div>
    </section>
  )
}
