/** The PIM's product lines or categories: each one's title (opening it), its category (lines), and whether the site shows its draft. */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { CatalogueKind } from '../content/catalogue-source.ts'
import { PublishState } from './ProductsPage.tsx'
import { catalogueRecordPath } from './pim-paths.ts'
import { linkClass, pimTitleClass, tableClass } from './pim-styles.ts'

export interface CatalogueListing {
  id: string
  title: string
  /** A line's category. */
  parent?: string
  unpublishedChanges: boolean
  publishAt: string | null
  expiresAt: string | null
}

export function CatalogueListPage({
  kind,
  title,
  items,
}: {
  kind: Exclude<CatalogueKind, 'product'>
  title: string
  items: readonly CatalogueListing[]
}) {
  const { i18n } = useLingui()
  return (
    <section>
      <h1 className={pimTitleClass}>{title}</h1>
      <div className={css({ overflowX: 'auto' })}>
        <table className={tableClass}>
          <caption className={css({ srOnly: true })}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n._({ id: 'pim.catalogue.field.title', message: 'Title' })}</th>
              {kind === 'line' ? <th scope="col">{i18n._({ id: 'pim.catalogue.field.category', message: 'Category' })}</th> : null}
              <th scope="col">{i18n._({ id: 'pim.catalogue.on_site', message: 'On the site' })}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} data-pim-record={item.id}>
                <td>
                  <a href={catalogueRecordPath(kind, item.id)} className={linkClass}>
                    {item.title}
                  </a>
                </td>
                {kind === 'line' ? <td>{item.parent}</td> : null}
                <td>
                  <PublishState listing={item} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
