/**
 * The seed's files, made from the seed's own data when it is loaded (kv-seed/seed-contents.ts
 * lists them, scripts/local-state.ts puts them into R2; the worker serves them,
 * worker/downloads/download-files.ts):
 *
 * - every file of the downloads index: PDFs (pdf-lib) with the download's titles and the products
 *   of its lines, ZIP archives (stored entries: a read-me and a manifest) and firmware images (a
 *   header with the version, then a deterministic payload);
 * - per product with a public page, a datasheet PDF in each datasheet language, built from its
 *   published record in that language (name, code, key figures, highlights, description, the spec
 *   tables), its front outline as a DXF drawing, and for products with an EU energy class, the energy label (SVG,
 *   ui/catalogue/energy-label-svg.ts) and a product information sheet PDF per language.
 *
 * Every file is deterministic (fixed dates, no random ids), so a download's declared size in the
 * seed is the size of its file (test/unit/seed-files.test.ts holds them equal).
 *
 * Fonts: the PDFs use the standard Helvetica of every PDF reader (WinAnsi: English, French,
 * Italian, German, Spanish). No font covering Japanese is available to the seed offline, so the
 * Japanese datasheets print each text that Helvetica can show (codes, figures, Latin names) in
 * Japanese and fall back to the English text for the rest; their title in the document
 * properties is Japanese.
 */
import { rgb } from 'pdf-lib'
import { type LocaleCode, localeFor } from '../locales/registry.ts'
import { energyLabelSvg, isEnergyClass, ENERGY_CLASS_COLOURS, ENERGY_CLASSES } from '../ui/catalogue/energy-label-svg.ts'
import { productSlug } from '../ui/catalogue/product-slug.ts'
import { CONTENT_KEYS, type ProductDetail } from '../ui/content/model.ts'
import {
  DATASHEET_LOCALES,
  type DatasheetLocale,
  contentTypeOf,
  downloadFileKey,
  productFileKey,
  productFileName,
} from '../ui/downloads/download-files.ts'
import type { KvEntry, Seed } from './publish.ts'
import { textIn } from './publish/localise.ts'
import type { SourceDownload } from './source.ts'
import { A4, BLACK, BRAND, FlowingPdf, GREY, MARGIN, WHITE, newPdf, printable, savePdf as saved } from '../worker/pdf/flowing-pdf.ts'

export interface SeedFile {
  key: string
  bytes: Uint8Array
  contentType: string
}

/** The date the product files carry (their content changes with the catalogue, not this date). */
export const PRODUCT_FILES_DATE = '2026-11-01'
/** Bytes of a seeded firmware image after its header. */
export const FIRMWARE_PAYLOAD_BYTES = 64 * 1024

/* ------------------------------------------------------------------ texts */

type LabelKey =
  | 'datasheet'
  | 'productCode'
  | 'highlights'
  | 'description'
  | 'productsCovered'
  | 'size'
  | 'resolution'
  | 'brightness'
  | 'informationSheet'
  | 'supplier'
  | 'model'
  | 'energyClass'
  | 'diagonal'
  | 'updated'
  | 'page'

/** The files' own words, per datasheet language (Japanese ones name the PDF; the page falls back to English). */
const LABELS: Record<DatasheetLocale, Record<LabelKey, string>> = {
  'en-gb': {
    datasheet: 'Datasheet',
    productCode: 'Product code',
    highlights: 'Highlights',
    description: 'Description',
    productsCovered: 'Products covered',
    size: 'Size',
    resolution: 'Resolution',
    brightness: 'Brightness',
    informationSheet: 'Product information sheet',
    supplier: 'Supplier',
    model: 'Model identifier',
    energyClass: 'Energy efficiency class (SDR)',
    diagonal: 'Visible screen diagonal',
    updated: 'Updated',
    page: 'Page',
  },
  'fr-fr': {
    datasheet: 'Fiche technique',
    productCode: 'Référence',
    highlights: 'Points forts',
    description: 'Description',
    productsCovered: 'Produits concernés',
    size: 'Taille',
    resolution: 'Résolution',
    brightness: 'Luminosité',
    informationSheet: 'Fiche d’information produit',
    supplier: 'Fournisseur',
    model: 'Référence du modèle',
    energyClass: 'Classe d’efficacité énergétique (SDR)',
    diagonal: 'Diagonale visible de l’écran',
    updated: 'Mis à jour',
    page: 'Page',
  },
  'it-it': {
    datasheet: 'Scheda tecnica',
    productCode: 'Codice prodotto',
    highlights: 'Caratteristiche principali',
    description: 'Descrizione',
    productsCovered: 'Prodotti interessati',
    size: 'Dimensione',
    resolution: 'Risoluzione',
    brightness: 'Luminosità',
    informationSheet: 'Scheda informativa del prodotto',
    supplier: 'Fornitore',
    model: 'Identificativo del modello',
    energyClass: 'Classe di efficienza energetica (SDR)',
    diagonal: 'Diagonale visibile dello schermo',
    updated: 'Aggiornato',
    page: 'Pagina',
  },
  'de-de': {
    datasheet: 'Datenblatt',
    productCode: 'Produktcode',
    highlights: 'Highlights',
    description: 'Beschreibung',
    productsCovered: 'Betroffene Produkte',
    size: 'Größe',
    resolution: 'Auflösung',
    brightness: 'Helligkeit',
    informationSheet: 'Produktdatenblatt (EU)',
    supplier: 'Lieferant',
    model: 'Modellkennung',
    energyClass: 'Energieeffizienzklasse (SDR)',
    diagonal: 'Sichtbare Bildschirmdiagonale',
    updated: 'Aktualisiert',
    page: 'Seite',
  },
  'es-es': {
    datasheet: 'Ficha técnica',
    productCode: 'Código de producto',
    highlights: 'Características destacadas',
    description: 'Descripción',
    productsCovered: 'Productos cubiertos',
    size: 'Tamaño',
    resolution: 'Resolución',
    brightness: 'Brillo',
    informationSheet: 'Ficha de información del producto',
    supplier: 'Proveedor',
    model: 'Identificador del modelo',
    energyClass: 'Clase de eficiencia energética (SDR)',
    diagonal: 'Diagonal visible de la pantalla',
    updated: 'Actualizado',
    page: 'Página',
  },
  'ja-jp': {
    datasheet: 'データシート',
    productCode: '製品コード',
    highlights: '主な特長',
    description: '説明',
    productsCovered: '対象製品',
    size: 'サイズ',
    resolution: '解像度',
    brightness: '輝度',
    informationSheet: '製品情報シート',
    supplier: '供給者',
    model: 'モデル識別子',
    energyClass: 'エネルギー効率クラス（SDR）',
    diagonal: '表示画面の対角サイズ',
    updated: '更新日',
    page: 'ページ',
  },
}

/* ------------------------------------------------------------------ product files */

/** The product's outline at the top right of a datasheet, and the room the texts beside it leave. */
const OUTLINE_WIDTH = 150
const OUTLINE_ROOM = OUTLINE_WIDTH + 20

function productRecord(published: ReadonlyMap<string, string>, code: LocaleCode, slug: string): ProductDetail {
  const value = published.get(CONTENT_KEYS.product(code, slug))
  if (!value) throw new Error(`No published record for product ${slug} in ${code}`)
  return JSON.parse(value) as ProductDetail
}

/** The product's outline on the datasheet: the screen to scale (landscape), or an LED cabinet with its module grid. */
/** Draws the outline at the top right; returns its height. */
function drawOutline(pdf: FlowingPdf, product: ProductDetail, top: number): number {
  const boxWidth = OUTLINE_WIDTH
  const x = A4[0] - MARGIN - boxWidth
  const led = product.led
  const aspect = led ? led.cabinetHeightMm / led.cabinetWidthMm : product.resolutionHeight / product.resolutionWidth
  const height = boxWidth * aspect
  pdf.page.drawRectangle({ x, y: top - height, width: boxWidth, height, color: rgb(0.1, 0.1, 0.12), borderColor: GREY, borderWidth: 1 })
  if (led) {
    const modules = 4
    for (let i = 1; i < modules; i++) {
      pdf.page.drawLine({
        start: { x: x + (boxWidth * i) / modules, y: top },
        end: { x: x + (boxWidth * i) / modules, y: top - height },
        thickness: 0.5,
        color: GREY,
      })
      pdf.page.drawLine({
        start: { x, y: top - (height * i) / modules },
        end: { x: x + boxWidth, y: top - (height * i) / modules },
        thickness: 0.5,
        color: GREY,
      })
    }
  } else {
    const bezel = 4
    pdf.page.drawRectangle({ x: x + bezel, y: top - height + bezel, width: boxWidth - 2 * bezel, height: height - 2 * bezel, color: BRAND })
  }
  return height
}

/** A product PDF in a datasheet language: its properties, fonts, its header and the text in the fonts' reach. */
async function productPdf(
  product: ProductDetail,
  locale: DatasheetLocale,
  company: string,
  kind: 'datasheet' | 'informationSheet',
  title: string,
) {
  const labels = LABELS[locale]
  const en = LABELS['en-gb']
  const { doc, fonts } = await newPdf({
    title: `${labels[kind]}: ${title}`,
    subject: `${product.name} (${product.ctn})`,
    language: localeFor(locale, 'LOCAL').iso,
    date: PRODUCT_FILES_DATE,
    company,
    keywords: kind === 'datasheet' ? [product.ctn] : [product.ctn, 'EU 2019/2013'],
  })
  const show = (text: string, fallback: string) => printable(fonts, text, fallback)
  const pdf = new FlowingPdf(doc, fonts, { company, title: show(labels[kind], en[kind]) })
  return { doc, fonts, pdf, show, labels, en }
}

async function datasheet(product: ProductDetail, english: ProductDetail, locale: DatasheetLocale, company: string): Promise<Uint8Array> {
  const { doc, fonts, pdf, show, labels, en } = await productPdf(product, locale, company, 'datasheet', product.name)
  const top = pdf.y
  pdf.text(show(product.name, english.name), { size: 18, font: fonts.bold, gap: 8, right: OUTLINE_ROOM })
  pdf.text(`${show(labels.productCode, en.productCode)}: ${product.ctn}`, {
    size: 11,
    font: fonts.mono,
    color: GREY,
    gap: 10,
    right: OUTLINE_ROOM,
  })
  const outlineHeight = drawOutline(pdf, product, top)
  const figures = [
    `${show(labels.size, en.size)}: ${product.screenSizeInch}" (${product.diagonalCm} cm)`,
    `${show(labels.resolution, en.resolution)}: ${product.resolutionWidth} x ${product.resolutionHeight}`,
    `${show(labels.brightness, en.brightness)}: ${product.brightnessNits} cd/m2`,
    ...(product.energyLabel ? [`${show(labels.energyClass, en.energyClass)}: ${product.energyLabel}`] : []),
  ]
  for (const figure of figures) pdf.text(figure, { size: 10, gap: 5, right: OUTLINE_ROOM })
  // Below the outline before the long texts start.
  pdf.y = Math.min(pdf.y, top - outlineHeight) - 16
  if (product.highlights.length) {
    pdf.heading(show(labels.highlights, en.highlights))
    product.highlights.forEach((highlight, index) => {
      pdf.text(`- ${show(highlight, english.highlights[index] ?? '')}`, { indent: 6 })
    })
  }
  pdf.heading(show(labels.description, en.description))
  pdf.text(show(product.description, english.description), { gap: 4 })
  product.specs.forEach((group, groupIndex) => {
    const englishGroup = english.specs[groupIndex]
    pdf.heading(show(group.title, englishGroup?.title ?? ''))
    pdf.rows(
      group.rows.map((row, rowIndex) => {
        const englishRow = englishGroup?.rows[rowIndex]
        return [show(row.label, englishRow?.label ?? ''), show(row.value, englishRow?.value ?? '')] as const
      }),
    )
  })
  pdf.footers(`${company} - ${product.ctn} - ${show(labels.updated, en.updated)} ${PRODUCT_FILES_DATE}`, show(labels.page, en.page))
  return saved(doc)
}

/** The EU product information sheet: the regulation's fields the catalogue holds, with the class drawn on its scale. */
async function informationSheet(product: ProductDetail, locale: DatasheetLocale, company: string): Promise<Uint8Array> {
  const { doc, fonts, pdf, show, labels, en } = await productPdf(product, locale, company, 'informationSheet', product.ctn)
  pdf.text(show(labels.informationSheet, en.informationSheet), { size: 16, font: fonts.bold, gap: 6 })
  pdf.text('Regulation (EU) 2019/2013', { size: 9, color: GREY, gap: 14 })
  pdf.rows([
    [show(labels.supplier, en.supplier), company],
    [show(labels.model, en.model), product.ctn],
    [show(labels.energyClass, en.energyClass), product.energyLabel ?? ''],
    [show(labels.diagonal, en.diagonal), `${product.diagonalCm} cm / ${product.screenSizeInch}"`],
    [show(labels.resolution, en.resolution), `${product.resolutionWidth} x ${product.resolutionHeight}`],
  ])
  pdf.space(16)
  pdf.ensure(ENERGY_CLASSES.length * 18)
  ENERGY_CLASSES.forEach((letter, index) => {
    const y = pdf.y - index * 18
    const hex = ENERGY_CLASS_COLOURS[letter]
    const colour = rgb(
      Number.parseInt(hex.slice(1, 3), 16) / 255,
      Number.parseInt(hex.slice(3, 5), 16) / 255,
      Number.parseInt(hex.slice(5, 7), 16) / 255,
    )
    pdf.page.drawRectangle({ x: MARGIN, y, width: 60 + index * 12, height: 14, color: colour })
    pdf.page.drawText(letter, { x: MARGIN + 4, y: y + 3, size: 10, font: fonts.bold, color: BLACK })
    if (letter === product.energyLabel) {
      pdf.page.drawRectangle({ x: MARGIN + 160, y, width: 30, height: 14, color: BLACK })
      pdf.page.drawText(letter, { x: MARGIN + 170, y: y + 3, size: 10, font: fonts.bold, color: WHITE })
    }
  })
  pdf.y -= ENERGY_CLASSES.length * 18
  pdf.footers(`${company} - ${product.ctn} - ${PRODUCT_FILES_DATE}`, show(labels.page, en.page))
  return saved(doc)
}

/** Bezel (mm) around the active area on the outline drawing, by kind (the catalogue has no outer dimensions). */
function drawingBezelMm(product: ProductDetail): number {
  if (product.lineId === 'signage-touch') return 30
  if (product.categoryId === 'professional-tvs') return 15
  if (product.lineId === 'signage-high-bright') return 18
  return 9
}

/**
 * The product's front outline as a DXF drawing (R12 entities, millimetres): outer outline and
 * active area of a panel from its diagonal and aspect, or an LED cabinet's size with its modules,
 * and the product code with the outer size as text.
 */
export function outlineDrawingDxf(product: ProductDetail): string {
  const lines: Array<[number, number, number, number]> = []
  const rectangle = (x: number, y: number, width: number, height: number) => {
    lines.push([x, y, x + width, y], [x + width, y, x + width, y + height], [x + width, y + height, x, y + height], [x, y + height, x, y])
  }
  let width: number
  let height: number
  if (product.led) {
    width = product.led.cabinetWidthMm
    height = product.led.cabinetHeightMm
    rectangle(0, 0, width, height)
    const modules = width >= 600 ? 3 : 2
    for (let i = 1; i < modules; i++) {
      lines.push([(width * i) / modules, 0, (width * i) / modules, height], [0, (height * i) / modules, width, (height * i) / modules])
    }
  } else {
    const diagonalMm = product.screenSizeInch * 25.4
    const hypotenuse = Math.hypot(product.resolutionWidth, product.resolutionHeight)
    const activeWidth = (diagonalMm * product.resolutionWidth) / hypotenuse
    const activeHeight = (diagonalMm * product.resolutionHeight) / hypotenuse
    const bezel = drawingBezelMm(product)
    width = activeWidth + 2 * bezel
    height = activeHeight + 2 * bezel
    rectangle(0, 0, width, height)
    rectangle(bezel, bezel, activeWidth, activeHeight)
  }
  const round = (value: number) => value.toFixed(2)
  const out: string[] = ['0', 'SECTION', '2', 'ENTITIES']
  for (const [x1, y1, x2, y2] of lines) {
    out.push('0', 'LINE', '8', 'OUTLINE', '10', round(x1), '20', round(y1), '30', '0.0', '11', round(x2), '21', round(y2), '31', '0.0')
  }
  const textHeight = Math.max(Math.round(height / 25), 5)
  out.push('0', 'TEXT', '8', 'TEXT', '10', '0.00', '20', round(-2 * textHeight), '30', '0.0', '40', String(textHeight))
  out.push('1', `${product.ctn}  ${round(width)} x ${round(height)} mm`)
  out.push('0', 'ENDSEC', '0', 'EOF')
  return `${out.join('\n')}\n`
}

/**
 * Every product file the seed makes: datasheets, and for products with an energy class, label and
 * information sheet; of every product with a public page, or of the CTNs in `only`.
 */
export async function productFiles(seed: Seed, entries: readonly KvEntry[], only?: ReadonlySet<string>): Promise<SeedFile[]> {
  const published = new Map(entries.map((entry) => [entry.key, entry.value]))
  const company = seed.editorial.globals.companyName
  const files: SeedFile[] = []
  for (const source of seed.catalogue.products) {
    if (source.status === 'disabled' || (only && !only.has(source.ctn))) continue
    const slug = productSlug(source.ctn)
    const english = productRecord(published, 'en-gb', slug)
    for (const locale of DATASHEET_LOCALES) {
      const product = productRecord(published, locale, slug)
      const name = productFileName('datasheet', locale)
      files.push({
        key: productFileKey(slug, name),
        bytes: await datasheet(product, english, locale, company),
        contentType: contentTypeOf(name),
      })
      if (isEnergyClass(product.energyLabel)) {
        const sheet = productFileName('product-information-sheet', locale)
        files.push({
          key: productFileKey(slug, sheet),
          bytes: await informationSheet(product, locale, company),
          contentType: contentTypeOf(sheet),
        })
      }
    }
    const drawing = productFileName('cad-drawing', 'en-gb')
    files.push({
      key: productFileKey(slug, drawing),
      bytes: new TextEncoder().encode(outlineDrawingDxf(english)),
      contentType: contentTypeOf(drawing),
    })
    if (isEnergyClass(english.energyLabel)) {
      const name = productFileName('energy-label', 'en-gb')
      const svg = energyLabelSvg({
        supplier: company,
        model: english.ctn,
        energyClass: english.energyLabel,
        diagonalCm: english.diagonalCm,
        screenSizeInch: english.screenSizeInch,
        resolutionWidth: english.resolutionWidth,
        resolutionHeight: english.resolutionHeight,
      })
      files.push({ key: productFileKey(slug, name), bytes: new TextEncoder().encode(svg), contentType: contentTypeOf(name) })
    }
  }
  return files
}

/* ------------------------------------------------------------------ the downloads index's files */

const TITLE_LANGUAGES: readonly DatasheetLocale[] = ['en-gb', 'fr-fr', 'it-it', 'de-de', 'es-es']

async function downloadPdf(seed: Seed, download: SourceDownload): Promise<Uint8Array> {
  const company = seed.editorial.globals.companyName
  const title = textIn(download.title, 'en-gb')
  const { doc, fonts } = await newPdf({
    title,
    subject: download.fileName,
    language: 'en-GB',
    date: download.updated,
    company,
    keywords: [download.id, download.categoryId],
  })
  const category = seed.editorial.downloadCategories.find((candidate) => candidate.id === download.categoryId)
  const pdf = new FlowingPdf(doc, fonts, { company, title: printable(fonts, textIn(category?.title ?? download.title, 'en-gb')) })
  pdf.text(printable(fonts, title), { size: 18, font: fonts.bold, gap: 8 })
  for (const code of TITLE_LANGUAGES.slice(1)) pdf.text(printable(fonts, textIn(download.title, code)), { size: 10, color: GREY })
  pdf.space(8)
  pdf.text(`${LABELS['en-gb'].updated}: ${download.updated}`, { size: 9, color: GREY, gap: 12 })
  const products = seed.catalogue.products.filter(
    (product) =>
      product.status !== 'disabled' && ((download.lineIds ?? []).includes(product.lineId) || download.productCtns.includes(product.ctn)),
  )
  if (products.length) {
    pdf.heading(LABELS['en-gb'].productsCovered)
    pdf.rows(
      products.map(
        (product) =>
          [
            product.ctn,
            printable(
              fonts,
              `${textIn(product.name, 'en-gb')} - ${product.screenSizeInch}", ${product.resolutionWidth} x ${product.resolutionHeight}, ${product.brightnessNits} cd/m2`,
            ),
          ] as const,
      ),
    )
  }
  pdf.footers(`${company} - ${download.fileName}`, LABELS['en-gb'].page)
  return saved(doc)
}

/* A ZIP archive of stored (uncompressed) entries: local headers, data, central directory (APPNOTE 6.3). */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function dosDateTime(date: string): { time: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return { time: 0, day: ((year - 1980) << 9) | (month << 5) | day }
}

export function storedZip(entries: ReadonlyArray<{ name: string; bytes: Uint8Array }>, date: string): Uint8Array {
  const { time, day } = dosDateTime(date)
  const parts: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name)
    const crc = crc32(entry.bytes)
    const local = new DataView(new ArrayBuffer(30))
    local.setUint32(0, 0x04034b50, true)
    local.setUint16(4, 20, true)
    local.setUint16(6, 0x0800, true) // UTF-8 names
    local.setUint16(8, 0, true) // stored
    local.setUint16(10, time, true)
    local.setUint16(12, day, true)
    local.setUint32(14, crc, true)
    local.setUint32(18, entry.bytes.length, true)
    local.setUint32(22, entry.bytes.length, true)
    local.setUint16(26, name.length, true)
    local.setUint16(28, 0, true)
    const header = new DataView(new ArrayBuffer(46))
    header.setUint32(0, 0x02014b50, true)
    header.setUint16(4, 20, true)
    header.setUint16(6, 20, true)
    header.setUint16(8, 0x0800, true)
    header.setUint16(10, 0, true)
    header.setUint16(12, time, true)
    header.setUint16(14, day, true)
    header.setUint32(16, crc, true)
    header.setUint32(20, entry.bytes.length, true)
    header.setUint32(24, entry.bytes.length, true)
    header.setUint16(28, name.length, true)
    header.setUint32(42, offset, true)
    parts.push(new Uint8Array(local.buffer), name, entry.bytes)
    central.push(new Uint8Array(header.buffer), name)
    offset += 30 + name.length + entry.bytes.length
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0)
  const end = new DataView(new ArrayBuffer(22))
  end.setUint32(0, 0x06054b50, true)
  end.setUint16(8, entries.length, true)
  end.setUint16(10, entries.length, true)
  end.setUint32(12, centralSize, true)
  end.setUint32(16, offset, true)
  const all = [...parts, ...central, new Uint8Array(end.buffer)]
  const bytes = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of all) {
    bytes.set(part, at)
    at += part.length
  }
  return bytes
}

function manifestOf(download: SourceDownload): string {
  return `${JSON.stringify({ id: download.id, file: download.fileName, version: download.updated, lines: download.lineIds ?? [] }, null, 2)}\n`
}

function downloadZip(download: SourceDownload, company: string): Uint8Array {
  const encoder = new TextEncoder()
  const readMe = `${company}\n${textIn(download.title, 'en-gb')}\n${download.fileName}\n${download.updated}\n`
  return storedZip(
    [
      { name: 'README.txt', bytes: encoder.encode(readMe) },
      { name: 'manifest.json', bytes: encoder.encode(manifestOf(download)) },
    ],
    download.updated,
  )
}

/** A firmware image: magic, the manifest's length and the manifest, then a payload from a seeded generator. */
function firmwareImage(download: SourceDownload): Uint8Array {
  const magic = new TextEncoder().encode('VANTAGEFW\0')
  const manifest = new TextEncoder().encode(manifestOf(download))
  const bytes = new Uint8Array(magic.length + 4 + manifest.length + FIRMWARE_PAYLOAD_BYTES)
  bytes.set(magic, 0)
  new DataView(bytes.buffer).setUint32(magic.length, manifest.length, true)
  bytes.set(manifest, magic.length + 4)
  let state = crc32(manifest) || 1
  for (let i = magic.length + 4 + manifest.length; i < bytes.length; i++) {
    // xorshift32: the same bytes on every run
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    bytes[i] = state & 0xff
  }
  return bytes
}

export async function downloadFile(seed: Seed, download: SourceDownload): Promise<SeedFile> {
  const company = seed.editorial.globals.companyName
  const bytes =
    download.fileType === 'pdf'
      ? await downloadPdf(seed, download)
      : download.fileType === 'zip'
        ? downloadZip(download, company)
        : firmwareImage(download)
  return { key: downloadFileKey(download), bytes, contentType: contentTypeOf(download.fileName) }
}

/** The files of the downloads index. */
export function downloadFiles(seed: Seed): Promise<SeedFile[]> {
  return Promise.all(seed.editorial.downloads.map((download) => downloadFile(seed, download)))
}
