/**
 * The files the seed makes from its data (kv-seed/seed-files.ts): every download of the index is
 * a real file of its type and of the size the lists show; datasheets and information sheets are
 * PDFs of the product in each language; the energy label is drawn from the product's class.
 */
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { publishSeed, textIn } from '../../kv-seed/publish.ts'
import { type SeedFile, crc32, downloadFiles, productFiles } from '../../kv-seed/seed-files.ts'
import { seed } from '../../kv-seed/seed.ts'
import { ENERGY_CLASSES, energyLabelSvg } from '../../ui/catalogue/energy-label-svg.ts'
import { productSlug } from '../../ui/catalogue/product-slug.ts'
import { downloadFileKey, productFileKey } from '../../ui/downloads/download-files.ts'

const decoder = new TextDecoder()
const head = (bytes: Uint8Array, length: number) => decoder.decode(bytes.slice(0, length))

/** Making the 40 files of the index takes a second or two; on a loaded machine several. */
const MAKE_FILES_TIMEOUT_MS = 30_000

let downloads: SeedFile[]
beforeAll(async () => {
  downloads = await downloadFiles(seed)
}, MAKE_FILES_TIMEOUT_MS)

describe('the files of the downloads index', () => {
  it('exist for every download, at its versioned key, each of the size the lists show', () => {
    expect(downloads).toHaveLength(seed.editorial.downloads.length)
    for (const download of seed.editorial.downloads) {
      const file = downloads.find((candidate) => candidate.key === downloadFileKey(download))
      expect(file, download.id).toBeDefined()
      expect(file!.bytes.length, `${download.id}: declared sizeBytes`).toBe(download.sizeBytes)
    }
  })

  it('are real files of their type: PDFs that open, ZIP archives with a read-me, firmware images', async () => {
    for (const download of seed.editorial.downloads) {
      const { bytes, contentType } = downloads.find((candidate) => candidate.key === downloadFileKey(download))!
      if (download.fileType === 'pdf') {
        expect(head(bytes, 5)).toBe('%PDF-')
        expect(contentType).toBe('application/pdf')
        const pdf = await PDFDocument.load(bytes, { updateMetadata: false })
        expect(pdf.getTitle()).toBe(textIn(download.title, 'en-gb'))
        expect(pdf.getPageCount()).toBeGreaterThan(0)
      } else if (download.fileType === 'zip') {
        expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
        const view = new DataView(bytes.buffer, bytes.byteOffset)
        const size = view.getUint32(18, true)
        const nameLength = view.getUint16(26, true)
        expect(decoder.decode(bytes.slice(30, 30 + nameLength))).toBe('README.txt')
        const content = bytes.slice(30 + nameLength, 30 + nameLength + size)
        expect(view.getUint32(14, true)).toBe(crc32(content))
        expect(decoder.decode(content)).toContain(download.fileName)
      } else {
        expect(head(bytes, 9)).toBe('VANTAGEFW')
        expect(decoder.decode(bytes)).toContain(`"version": "${download.updated}"`)
      }
    }
  })

  it(
    'come out byte for byte the same on every run',
    async () => {
      const again = await downloadFiles(seed)
      expect(again.map((file) => file.bytes)).toEqual(downloads.map((file) => file.bytes))
    },
    MAKE_FILES_TIMEOUT_MS,
  )
})

describe('a product’s files', () => {
  const lcd = seed.catalogue.products.find((product) => product.status === 'active' && product.energyLabel)!
  const led = seed.catalogue.products.find((product) => product.status === 'active' && product.led)!
  const disabled = seed.catalogue.products.find((product) => product.status === 'disabled')!
  let files: SeedFile[]
  beforeAll(async () => {
    files = await productFiles(seed, publishSeed(seed), new Set([lcd.ctn, led.ctn, disabled.ctn]))
  }, MAKE_FILES_TIMEOUT_MS)
  const file = (ctn: string, name: string) => files.find((candidate) => candidate.key === productFileKey(productSlug(ctn), name))

  it('are a datasheet per language, and label and information sheet only with an energy class; none for a disabled product', () => {
    for (const locale of ['en-gb', 'fr-fr', 'it-it', 'de-de', 'es-es', 'ja-jp']) {
      expect(file(lcd.ctn, `datasheet-${locale}.pdf`), locale).toBeDefined()
      expect(file(lcd.ctn, `product-information-sheet-${locale}.pdf`), locale).toBeDefined()
      expect(file(led.ctn, `datasheet-${locale}.pdf`), locale).toBeDefined()
      expect(file(led.ctn, `product-information-sheet-${locale}.pdf`), locale).toBeUndefined()
    }
    expect(file(lcd.ctn, 'energy-label.svg')).toBeDefined()
    expect(file(led.ctn, 'energy-label.svg')).toBeUndefined()
    expect(file(lcd.ctn, 'outline-drawing.dxf')).toBeDefined()
    expect(file(led.ctn, 'outline-drawing.dxf')).toBeDefined()
    expect(files.some((candidate) => candidate.key.includes(productSlug(disabled.ctn)))).toBe(false)
  })

  it('make the datasheet from the product’s record in its language', async () => {
    const french = await PDFDocument.load(file(lcd.ctn, 'datasheet-fr-fr.pdf')!.bytes, { updateMetadata: false })
    expect(french.getTitle()).toBe(`Fiche technique: ${textIn(lcd.name, 'fr-fr')}`)
    expect(french.getSubject()).toContain(lcd.ctn)
    expect(french.getKeywords()).toBe(lcd.ctn)
    const german = await PDFDocument.load(file(lcd.ctn, 'datasheet-de-de.pdf')!.bytes, { updateMetadata: false })
    expect(german.getTitle()).toBe(`Datenblatt: ${textIn(lcd.name, 'de-de')}`)
    // Japanese: the title (document properties) is Japanese; the page falls back to English text.
    const japanese = await PDFDocument.load(file(lcd.ctn, 'datasheet-ja-jp.pdf')!.bytes, { updateMetadata: false })
    expect(japanese.getTitle()).toBe(`データシート: ${textIn(lcd.name, 'ja-jp')}`)
  })

  it('draw the outline in millimetres: an LED cabinet at its size, a panel wider than its active area', () => {
    const ledDrawing = decoder.decode(file(led.ctn, 'outline-drawing.dxf')!.bytes)
    expect(ledDrawing.startsWith('0\nSECTION\n2\nENTITIES\n')).toBe(true)
    expect(ledDrawing.endsWith('0\nENDSEC\n0\nEOF\n')).toBe(true)
    expect(ledDrawing).toContain(`${led.ctn}  ${led.led!.cabinetWidthMm.toFixed(2)} x ${led.led!.cabinetHeightMm.toFixed(2)} mm`)
    const panel = decoder.decode(file(lcd.ctn, 'outline-drawing.dxf')!.bytes)
    const activeWidth = (lcd.screenSizeInch * 25.4 * lcd.resolutionWidth) / Math.hypot(lcd.resolutionWidth, lcd.resolutionHeight)
    const outer = Number(/ {2}([\d.]+) x /.exec(panel)![1])
    expect(outer).toBeGreaterThan(activeWidth)
    expect(panel.match(/\nLINE\n/g)).toHaveLength(8)
  })

  it('draw the energy label with the product’s class pointed out on the A–G scale', () => {
    const svg = decoder.decode(file(lcd.ctn, 'energy-label.svg')!.bytes)
    expect(svg).toContain(`data-class="${lcd.energyLabel}"`)
    expect(svg).toContain(lcd.ctn)
    expect(svg.match(/data-class=/g)).toHaveLength(1)
  })
})

describe('energyLabelSvg', () => {
  const data = {
    supplier: 'Vantage Displays',
    model: 'X/00',
    diagonalCm: 139,
    screenSizeInch: 55,
    resolutionWidth: 3840,
    resolutionHeight: 2160,
  }

  it('points at each class it is given, and refuses one outside A–G', () => {
    for (const energyClass of ENERGY_CLASSES) expect(energyLabelSvg({ ...data, energyClass })).toContain(`data-class="${energyClass}"`)
    expect(() => energyLabelSvg({ ...data, energyClass: 'H' })).toThrow(/A–G/)
  })

  it('escapes the supplier and model it is given', () => {
    expect(energyLabelSvg({ ...data, energyClass: 'C', model: '<script>' })).not.toContain('<script>')
  })
})
