/**
 * A product's own files (made at seed time from its catalogue data, kv-seed/seed-files.ts): its
 * datasheet in the page's language, its outline drawing, and where the product has an EU energy class, its energy label
 * and product information sheet. The product page lists them with the files of its line; the
 * worker names the saved file after them.
 */
import type { I18n } from '@lingui/core'
import type { LocaleCode } from '../../locales/registry.ts'
import { isEnergyClass } from '../catalogue/energy-label-svg.ts'
import type { ProductSummary } from '../content/model.ts'
import { type ProductFileKind, datasheetLocaleOf, productFileHref, productFileKey, productFileName } from './download-files.ts'

export interface ProductFile {
  kind: ProductFileKind
  /** The file's name in its product's folder. */
  name: string
  key: string
  href: string
}

export function productFileTitle(i18n: I18n, kind: ProductFileKind): string {
  switch (kind) {
    case 'datasheet':
      return i18n._({ id: 'downloads.file.datasheet', message: 'Datasheet' })
    case 'cad-drawing':
      return i18n._({ id: 'downloads.file.cad_drawing', message: 'CAD outline drawing (DXF)' })
    case 'energy-label':
      return i18n._({ id: 'downloads.file.energy_label', message: 'EU energy label' })
    case 'product-information-sheet':
      return i18n._({ id: 'downloads.file.product_information_sheet', message: 'Product information sheet' })
  }
}

/** The files the seed makes for `product`, in the language of `code`. */
export function productFilesOf(product: Pick<ProductSummary, 'slug' | 'energyLabel'>, code: LocaleCode): ProductFile[] {
  const locale = datasheetLocaleOf(code)
  const kinds: ProductFileKind[] = isEnergyClass(product.energyLabel)
    ? ['datasheet', 'cad-drawing', 'energy-label', 'product-information-sheet']
    : ['datasheet', 'cad-drawing']
  return kinds.map((kind) => {
    const name = productFileName(kind, locale)
    return { kind, name, key: productFileKey(product.slug, name), href: productFileHref(product.slug, name) }
  })
}
