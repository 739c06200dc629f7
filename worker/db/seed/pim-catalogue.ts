/**
 * The PIM's catalogue as the seed has it (kv-seed/content/catalogue/): every category, line and
 * product, its draft and its published version the same (revision 1), so the PIM starts from what
 * the seed publishes to KV (decision 037). `INSERT OR IGNORE`: seeding again never overwrites what
 * editors changed. Used by `npm run seed` (scripts/seed-accounts.ts), the browser tests' sites, and
 * the worker tests that need the catalogue in D1 (test/worker/pim-catalogue-fixtures.ts).
 */
import { catalogue } from '../../../kv-seed/content/catalogue.ts'
import type { CatalogueKind, CatalogueRecords } from '../../../ui/content/catalogue-source.ts'
import { insert } from './partner-accounts.ts'

/** The seed's categories, lines and products. */
export function seededCatalogueRecords(): CatalogueRecords {
  return { categories: catalogue.categories, lines: catalogue.lines, products: catalogue.products }
}

export function pimCatalogueSeedStatements(records: CatalogueRecords = seededCatalogueRecords()): string[] {
  const rows: Array<[CatalogueKind, string, unknown]> = [
    ...records.categories.map((category): [CatalogueKind, string, unknown] => ['category', category.id, category]),
    ...records.lines.map((line): [CatalogueKind, string, unknown] => ['line', line.id, line]),
    ...records.products.map((product): [CatalogueKind, string, unknown] => ['product', product.ctn, product]),
  ]
  return rows.map(([kind, id, record], position) => {
    const json = JSON.stringify(record)
    return insert('pim_catalogue_records', {
      kind,
      id,
      position,
      draft_json: json,
      published_json: json,
      draft_revision: 1,
      published_revision: 1,
    })
  })
}
