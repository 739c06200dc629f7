/**
 * Writing branded A4 PDFs with pdf-lib: a flowing document (a cursor down the page, a new page
 * with the brand header when the next block does not fit), wrapped text, two-column rows, tables
 * and page footers. Used by the seed's datasheets and download files (kv-seed/seed-files.ts, on
 * Node) and by the LED wall PDF (worker/led/led-wall-pdf.ts, in the worker): plain pdf-lib, no
 * Node or worker API, and only erasable TypeScript (the seed runs on Node's type stripping).
 *
 * Fonts: the standard Helvetica of every PDF reader (WinAnsi: English, French, Italian, German,
 * Spanish). No font covering Japanese is at hand offline or small enough for a worker, so a text
 * Helvetica cannot show falls back to its English (`printable`).
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib'

export const A4: [number, number] = [595.28, 841.89]
export const MARGIN = 50
export const HEADER_HEIGHT = 64
export const FOOTER_Y = 30
export const BRAND = rgb(0.06, 0.3, 0.61)
export const GREY = rgb(0.35, 0.35, 0.35)
export const LIGHT = rgb(0.94, 0.95, 0.97)
export const BLACK = rgb(0, 0, 0)
export const WHITE = rgb(1, 1, 1)

/** Typographic spaces and primes Helvetica's WinAnsi lacks, as the nearest character it has. */
const WINANSI_SUBSTITUTES: Record<string, string> = { '\u202f': ' ', '\u2009': ' ', '\u2033': '"', '\u2032': "'", '\u2212': '-' }

export interface Fonts {
  regular: PDFFont
  bold: PDFFont
  mono: PDFFont
  /** Code points Helvetica can show. */
  characters: Set<number>
}

function normalised(text: string): string {
  return text.replace(/[\u202f\u2009\u2033\u2032\u2212]/g, (c) => WINANSI_SUBSTITUTES[c] ?? c)
}

function showable(fonts: Fonts, text: string): boolean {
  for (const char of text) if (!fonts.characters.has(char.codePointAt(0)!) && char !== '\n') return false
  return true
}

/** The text as Helvetica can show it: itself, or (Japanese) its fallback; any character still missing becomes '?'. */
export function printable(fonts: Fonts, text: string, fallback?: string): string {
  const own = normalised(text)
  if (showable(fonts, own)) return own
  const other = fallback === undefined ? own : normalised(fallback)
  return [...other].map((char) => (fonts.characters.has(char.codePointAt(0)!) ? char : '?')).join('')
}

export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}

/** A flowing document: a cursor down the page, a new page (with its header) when the next block does not fit. */
export class FlowingPdf {
  page!: PDFPage
  y = 0
  readonly doc: PDFDocument
  readonly fonts: Fonts
  private readonly header: { company: string; title: string }

  // Plain fields, not parameter properties: the seed runs on Node's type stripping.
  constructor(doc: PDFDocument, fonts: Fonts, header: { company: string; title: string }) {
    this.doc = doc
    this.fonts = fonts
    this.header = header
    this.newPage()
  }

  newPage(): void {
    this.page = this.doc.addPage(A4)
    const [width, height] = A4
    this.page.drawRectangle({ x: 0, y: height - HEADER_HEIGHT, width, height: HEADER_HEIGHT, color: BRAND })
    this.page.drawText(this.header.company, { x: MARGIN, y: height - 38, size: 18, font: this.fonts.bold, color: WHITE })
    const titleWidth = this.fonts.regular.widthOfTextAtSize(this.header.title, 12)
    this.page.drawText(this.header.title, {
      x: width - MARGIN - titleWidth,
      y: height - 36,
      size: 12,
      font: this.fonts.regular,
      color: WHITE,
    })
    this.y = height - HEADER_HEIGHT - 36
  }

  ensure(height: number): void {
    if (this.y - height < FOOTER_Y + 30) this.newPage()
  }

  /** Wrapped text from the cursor down; `right` keeps room at the right (beside the product's outline). */
  text(text: string, { size = 10, font = this.fonts.regular, color = BLACK, indent = 0, gap = 4, right = 0 } = {}): void {
    const width = A4[0] - 2 * MARGIN - indent - right
    for (const line of wrap(font, text, size, width)) {
      this.ensure(size + gap)
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color })
      this.y -= size + gap
    }
  }

  /** A text without spaces to wrap at (a link), broken wherever the line is full. */
  unbroken(text: string, { size = 8, font = this.fonts.regular, color = BLACK, gap = 3 } = {}): void {
    const width = A4[0] - 2 * MARGIN
    let line = ''
    const lines: string[] = []
    for (const char of text) {
      if (line && font.widthOfTextAtSize(line + char, size) > width) {
        lines.push(line)
        line = ''
      }
      line += char
    }
    if (line) lines.push(line)
    for (const part of lines) {
      this.ensure(size + gap)
      this.page.drawText(part, { x: MARGIN, y: this.y, size, font, color })
      this.y -= size + gap
    }
  }

  space(points: number): void {
    this.y -= points
  }

  heading(text: string): void {
    this.ensure(40)
    this.space(8)
    this.text(text, { size: 13, font: this.fonts.bold, color: BRAND, gap: 8 })
  }

  /** Two columns: a label and its value, the value wrapped; shaded every other row. */
  rows(rows: ReadonlyArray<readonly [string, string]>): void {
    const labelWidth = 190
    const valueWidth = A4[0] - 2 * MARGIN - labelWidth - 12
    const size = 9.5
    rows.forEach(([label, value], index) => {
      const labelLines = wrap(this.fonts.bold, label, size, labelWidth - 8)
      const valueLines = wrap(this.fonts.regular, value, size, valueWidth)
      const height = Math.max(labelLines.length, valueLines.length) * (size + 3) + 6
      this.ensure(height)
      if (index % 2 === 0)
        this.page.drawRectangle({ x: MARGIN, y: this.y - height + size + 2, width: A4[0] - 2 * MARGIN, height, color: LIGHT })
      labelLines.forEach((line, i) => {
        this.page.drawText(line, { x: MARGIN + 4, y: this.y - i * (size + 3), size, font: this.fonts.bold, color: BLACK })
      })
      valueLines.forEach((line, i) => {
        this.page.drawText(line, { x: MARGIN + labelWidth + 8, y: this.y - i * (size + 3), size, font: this.fonts.regular, color: BLACK })
      })
      this.y -= height
    })
  }

  /**
   * A table: a bold header row, then the rows; each column gets its share of the width (`shares`
   * add up to 1), cells wrap, columns listed in `numeric` are right-aligned.
   */
  table(
    header: readonly string[],
    rows: ReadonlyArray<readonly string[]>,
    shares: readonly number[],
    numeric: readonly number[] = [],
  ): void {
    const size = 9
    const full = A4[0] - 2 * MARGIN
    const widths = shares.map((share) => share * full)
    const line = (cells: readonly string[], font: PDFFont, shaded: boolean) => {
      const wrapped = cells.map((cell, column) => wrap(font, cell, size, (widths[column] ?? 0) - 8))
      const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * (size + 3) + 6
      this.ensure(height)
      if (shaded) this.page.drawRectangle({ x: MARGIN, y: this.y - height + size + 2, width: full, height, color: LIGHT })
      let x = MARGIN
      wrapped.forEach((lines, column) => {
        const width = widths[column] ?? 0
        lines.forEach((text, index) => {
          const right = numeric.includes(column)
          const textX = right ? x + width - 4 - font.widthOfTextAtSize(text, size) : x + 4
          this.page.drawText(text, { x: textX, y: this.y - index * (size + 3), size, font, color: BLACK })
        })
        x += width
      })
      this.y -= height
    }
    line(header, this.fonts.bold, false)
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + size + 1 },
      end: { x: MARGIN + full, y: this.y + size + 1 },
      thickness: 0.8,
      color: GREY,
    })
    rows.forEach((row, index) => {
      line(row, this.fonts.regular, index % 2 === 0)
    })
  }

  /** The footer of every page: company, what and when, page n of m. */
  footers(left: string, pageLabel: string): void {
    const pages = this.doc.getPages()
    pages.forEach((page, index) => {
      page.drawLine({ start: { x: MARGIN, y: FOOTER_Y + 12 }, end: { x: A4[0] - MARGIN, y: FOOTER_Y + 12 }, thickness: 0.5, color: GREY })
      page.drawText(left, { x: MARGIN, y: FOOTER_Y, size: 8, font: this.fonts.regular, color: GREY })
      const right = `${pageLabel} ${index + 1} / ${pages.length}`
      const width = this.fonts.regular.widthOfTextAtSize(right, 8)
      page.drawText(right, { x: A4[0] - MARGIN - width, y: FOOTER_Y, size: 8, font: this.fonts.regular, color: GREY })
    })
  }
}

export async function newPdf(meta: {
  title: string
  subject: string
  language: string
  date: string
  company: string
  keywords: string[]
}) {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const date = new Date(`${meta.date}T00:00:00Z`)
  doc.setTitle(meta.title, { showInWindowTitleBar: true })
  doc.setSubject(meta.subject)
  doc.setAuthor(meta.company)
  doc.setCreator(meta.company)
  doc.setProducer('pdf-lib')
  doc.setLanguage(meta.language)
  doc.setKeywords(meta.keywords)
  doc.setCreationDate(date)
  doc.setModificationDate(date)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const fonts: Fonts = {
    regular,
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
    characters: new Set(regular.getCharacterSet()),
  }
  return { doc, fonts }
}

export function savePdf(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ useObjectStreams: false })
}
