/**
 * Where the site's files live: the R2 key and the public path of each kind of file, shared by the
 * seed (which writes them), the publisher (which links them) and the worker (which serves them).
 *
 * - A download of the downloads index: `downloads/{updated}/{file name}`, served at
 *   `/files/downloads/{updated}/{file name}`. The date is the file's version: a new file gets a new
 *   date and so a new key, which is why these paths may be cached for a year as immutable. The
 *   unversioned `/files/downloads/{file name}` (older links) redirects to the current version.
 * - A product's own files, made from its catalogue data at seed time: its datasheet per language,
 *   its outline drawing (DXF), its EU energy label and product information sheet, under
 *   `products/{product slug}/{name}`,
 *   served at `/files/products/{product slug}/{name}`.
 */
import type { LocaleCode } from '../../locales/registry.ts'

export const FILES_PATH = '/files'
export const DOWNLOAD_FILES_PATH = `${FILES_PATH}/downloads`
export const PRODUCT_FILES_PATH = `${FILES_PATH}/products`

/** The locales a datasheet is written in; every other locale reads its language's. */
export const DATASHEET_LOCALES = ['en-gb', 'fr-fr', 'it-it', 'de-de', 'es-es', 'ja-jp'] as const
export type DatasheetLocale = (typeof DATASHEET_LOCALES)[number]

const DATASHEET_LOCALE_OF: Record<LocaleCode, DatasheetLocale> = {
  'en-gb': 'en-gb',
  'en-us': 'en-gb',
  'fr-fr': 'fr-fr',
  'it-it': 'it-it',
  'de-de': 'de-de',
  'es-es': 'es-es',
  'it-ch': 'it-it',
  'de-ch': 'de-de',
  'fr-ch': 'fr-fr',
  'ja-jp': 'ja-jp',
}

export function datasheetLocaleOf(code: LocaleCode): DatasheetLocale {
  return DATASHEET_LOCALE_OF[code]
}

/** A download's version: the date it was last updated (ISO, YYYY-MM-DD). */
export const DOWNLOAD_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}$/
/** File names the seed gives downloads and product files: no path, no spaces, one extension. */
export const FILE_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,150}\.(pdf|zip|bin|svg|dxf)$/
/** A product slug as it appears in URLs (ui/catalogue/product-slug.ts). */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]{0,60}$/

export function downloadFileKey(download: { updated: string; fileName: string }): string {
  return `downloads/${download.updated}/${download.fileName}`
}

export function downloadFileHref(download: { updated: string; fileName: string }): string {
  return `${DOWNLOAD_FILES_PATH}/${download.updated}/${encodeURIComponent(download.fileName)}`
}

/** The kinds of file the seed makes for each product. */
export type ProductFileKind = 'datasheet' | 'cad-drawing' | 'energy-label' | 'product-information-sheet'
export const PRODUCT_FILE_KINDS: readonly ProductFileKind[] = ['datasheet', 'cad-drawing', 'energy-label', 'product-information-sheet']

export function productFileName(kind: ProductFileKind, locale: DatasheetLocale): string {
  switch (kind) {
    case 'energy-label':
      // The EU label is the same in every language (pictograms and figures).
      return 'energy-label.svg'
    case 'cad-drawing':
      // Dimensions and the product code only: one drawing for every language.
      return 'outline-drawing.dxf'
    case 'datasheet':
      return `datasheet-${locale}.pdf`
    case 'product-information-sheet':
      return `product-information-sheet-${locale}.pdf`
  }
}

export function productFileKey(slug: string, name: string): string {
  return `products/${slug}/${name}`
}

export function productFileHref(slug: string, name: string): string {
  return `${PRODUCT_FILES_PATH}/${slug}/${name}`
}

export const CONTENT_TYPES: Record<'pdf' | 'zip' | 'bin' | 'svg' | 'dxf', string> = {
  pdf: 'application/pdf',
  dxf: 'image/vnd.dxf',
  zip: 'application/zip',
  bin: 'application/octet-stream',
  svg: 'image/svg+xml',
}

export function contentTypeOf(fileName: string): string {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES
  return CONTENT_TYPES[extension] ?? 'application/octet-stream'
}
