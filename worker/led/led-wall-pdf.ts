/**
 * The branded PDF of a saved LED wall, in the visitor's language: the summary (every figure of the
 * result page), the front view to scale, the blueprint, the data path and power wiring with their
 * chains in words, the bill of materials, and how to reach the vendor (contact, the online result,
 * the quote request). Every figure and drawing comes from the one core in ui/led/; the drawings are
 * the same shapes the pages draw as SVG (ui/led/led-drawings.ts), drawn here with pdf-lib.
 *
 * Texts Helvetica cannot show (Japanese) fall back to their English (worker/pdf/flowing-pdf.ts).
 */
import type { I18n } from '@lingui/core'
import { type Color, type PDFPage, degrees, rgb } from 'pdf-lib'
import { fillTemplate } from '../../ui/forms/validation-messages.ts'
import { formatDate } from '../../ui/format/intl.ts'
import {
  type Drawing,
  PERSON_BODY_PATH,
  PERSON_HEAD,
  PERSON_VIEWBOX,
  blueprintDrawing,
  colourOf,
  dataPathDrawing,
  frontViewDrawing,
  powerWiringDrawing,
} from '../../ui/led/led-drawings.ts'
import { bomRows, chainItems, ledFigureInputOf, ledFigureRows } from '../../ui/led/led-figure-rows.ts'
import { formatMillimetres, formatNumberIn, previewDescription } from '../../ui/led/led-format.ts'
import { ledPageTexts, ledResultTexts, ledToolTexts } from '../../ui/led/led-texts.ts'
import type { LedWallLayout } from '../../ui/led/led-wall-layout.ts'
import { A4, BRAND, FlowingPdf, GREY, MARGIN, newPdf, printable, savePdf } from '../pdf/flowing-pdf.ts'
import type { SavedLedConfiguration } from './saved-configuration-store.ts'

/** The largest height a drawing takes on a page, in points. */
const DRAWING_MAX_HEIGHT = 300

export interface LedWallPdfInput {
  /** The visitor's language, and English for what Helvetica cannot show in it. */
  i18n: I18n
  english: I18n
  iso: string
  saved: SavedLedConfiguration
  layout: LedWallLayout
  /** The company's contact; its address also in English, for what Helvetica cannot show. */
  company: { name: string; address: string; englishAddress: string; phone: string; email: string }
  links: { online: string; quote: string }
}

function colour(hex: string): Color {
  const value = Number.parseInt(hex.slice(1), 16)
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255)
}

/** Draws `drawing` at the cursor, scaled to the page's width (and at most DRAWING_MAX_HEIGHT high). */
function drawDrawing(pdf: FlowingPdf, drawing: Drawing): void {
  const room = A4[0] - 2 * MARGIN
  const scale = Math.min(room / drawing.width, DRAWING_MAX_HEIGHT / drawing.height)
  const height = drawing.height * scale
  pdf.ensure(height + 12)
  const page: PDFPage = pdf.page
  const left = MARGIN
  const top = pdf.y
  const x = (value: number) => left + value * scale
  const y = (value: number) => top - value * scale
  for (const shape of drawing.shapes) {
    switch (shape.kind) {
      case 'rect':
        page.drawRectangle({
          x: x(shape.x),
          y: y(shape.y + shape.height),
          width: shape.width * scale,
          height: shape.height * scale,
          ...(shape.fill ? { color: colour(colourOf(shape.fill)) } : {}),
          ...(shape.stroke ? { borderColor: colour(colourOf(shape.stroke)), borderWidth: (shape.weight ?? 1) * scale } : {}),
        })
        break
      case 'line':
        page.drawLine({
          start: { x: x(shape.x1), y: y(shape.y1) },
          end: { x: x(shape.x2), y: y(shape.y2) },
          thickness: Math.max(0.3, shape.weight * scale),
          color: colour(colourOf(shape.stroke)),
        })
        break
      case 'polyline':
        for (let index = 1; index < shape.points.length; index++) {
          const [x1, y1] = shape.points[index - 1]!
          const [x2, y2] = shape.points[index]!
          page.drawLine({
            start: { x: x(x1), y: y(y1) },
            end: { x: x(x2), y: y(y2) },
            thickness: Math.max(0.5, shape.weight * scale),
            color: colour(colourOf(shape.stroke)),
          })
        }
        break
      case 'polygon':
        page.drawSvgPath(`M ${shape.points.map(([px, py]) => `${px} ${py}`).join(' L ')} Z`, {
          x: left,
          y: top,
          scale,
          color: colour(colourOf(shape.fill)),
        })
        break
      case 'text': {
        const size = shape.size * scale
        const text = printable(pdf.fonts, shape.text)
        const width = pdf.fonts.regular.widthOfTextAtSize(text, size)
        const shift = shape.anchor === 'middle' ? width / 2 : shape.anchor === 'end' ? width : 0
        page.drawText(text, {
          x: shape.vertical ? x(shape.x) : x(shape.x) - shift,
          y: shape.vertical ? y(shape.y) - shift : y(shape.y),
          size,
          font: pdf.fonts.regular,
          color: colour(colourOf(shape.fill)),
          ...(shape.vertical ? { rotate: degrees(90) } : {}),
        })
        break
      }
      case 'person': {
        const unit = (shape.width / PERSON_VIEWBOX.width) * scale
        const grey = colour(colourOf('person'))
        page.drawCircle({
          x: x(shape.x) + PERSON_HEAD.cx * unit,
          y: y(shape.y) - PERSON_HEAD.cy * unit,
          size: PERSON_HEAD.r * unit,
          color: grey,
        })
        page.drawSvgPath(PERSON_BODY_PATH, { x: x(shape.x), y: y(shape.y), scale: unit, color: grey })
        break
      }
    }
  }
  pdf.y = top - height - 12
}

export async function ledWallPdf(input: LedWallPdfInput): Promise<Uint8Array> {
  const { i18n, english, iso, saved, layout, company, links } = input
  const { model, configuration } = saved
  const { englishAddress } = company
  const created = formatDate(iso, saved.createdAt)
  // What Helvetica cannot show falls back to English, dates too (a Japanese date has 年月日).
  const createdInEnglish = formatDate('en-GB', saved.createdAt)
  const [tool, englishTool] = [ledToolTexts(i18n), ledToolTexts(english)]
  const [result, englishResult] = [ledResultTexts(i18n), ledResultTexts(english)]
  const [page, englishPage] = [ledPageTexts(i18n), ledPageTexts(english)]
  const { doc, fonts } = await newPdf({
    title: `${result.title}: ${model.name}`,
    subject: `${model.name} (${model.ctn})`,
    language: iso,
    date: saved.createdAt.slice(0, 10),
    company: company.name,
    keywords: [model.ctn],
  })
  const show = (text: string, fallback: string) => printable(fonts, text, fallback)
  const pdf = new FlowingPdf(doc, fonts, { company: company.name, title: show(result.title, englishResult.title) })
  const figureInput = (texts: typeof tool) => ledFigureInputOf(iso, configuration, model, layout, texts)
  const pitch = model.cabinet.pixelPitchMm
  const n = (value: number) => formatNumberIn(iso, value, 0)

  pdf.text(show(model.name, model.name), { size: 18, font: fonts.bold, gap: 8 })
  pdf.text(
    `${model.ctn} - ${show(fillTemplate(page.pdfConfigured, { date: created }), fillTemplate(englishPage.pdfConfigured, { date: created }))}`,
    {
      size: 10,
      color: GREY,
      gap: 12,
    },
  )
  pdf.heading(show(page.pdfSummary, englishPage.pdfSummary))
  const englishRows = ledFigureRows(figureInput(englishTool))
  pdf.rows(
    ledFigureRows(figureInput(tool)).map(
      ([, label, value], index) => [show(label, englishRows[index]![1]), show(value, englishRows[index]![2])] as const,
    ),
  )

  pdf.heading(show(tool.views.front, englishTool.views.front))
  const preview = (texts: typeof tool) => previewDescription(iso, texts.previewDescription, layout, configuration.unit, pitch)
  drawDrawing(pdf, frontViewDrawing(layout))
  pdf.text(show(preview(tool), preview(englishTool)), { size: 9, color: GREY })

  pdf.newPage()
  pdf.heading(show(tool.views.blueprint, englishTool.views.blueprint))
  drawDrawing(pdf, blueprintDrawing(layout, { length: (mm) => formatMillimetres(iso, mm) }))
  const blueprint = (texts: typeof tool) =>
    fillTemplate(texts.views.blueprintDescription, {
      width: formatMillimetres(iso, layout.widthMm),
      height: formatMillimetres(iso, layout.heightMm),
      columns: n(layout.columns),
      rows: n(layout.rows),
      cabinetWidth: formatMillimetres(iso, model.cabinet.cabinetWidthMm),
      cabinetHeight: formatMillimetres(iso, model.cabinet.cabinetHeightMm),
    })
  pdf.text(show(blueprint(tool), blueprint(englishTool)), { size: 9, color: GREY })

  for (const kind of ['data', 'power'] as const) {
    pdf.newPage()
    const title = kind === 'data' ? [tool.views.dataPath, englishTool.views.dataPath] : [tool.views.power, englishTool.views.power]
    pdf.heading(show(title[0]!, title[1]!))
    drawDrawing(pdf, kind === 'data' ? dataPathDrawing(layout, String) : powerWiringDrawing(layout, String))
    const englishItems = chainItems(iso, layout, kind, englishTool.views)
    chainItems(iso, layout, kind, tool.views).forEach((item, index) => {
      pdf.text(`${item.number}. ${show(item.text, englishItems[index]?.text ?? '')}`, { size: 9, indent: 4, gap: 3 })
    })
  }

  pdf.newPage()
  pdf.heading(show(tool.bom.title, englishTool.bom.title))
  const englishBom = bomRows(iso, model, layout, configuration.unit, englishTool.bom)
  pdf.table(
    [tool.bom.item, tool.bom.code, tool.bom.quantity, tool.bom.notesHeading].map((text, index) =>
      show(text, [englishTool.bom.item, englishTool.bom.code, englishTool.bom.quantity, englishTool.bom.notesHeading][index]!),
    ),
    bomRows(iso, model, layout, configuration.unit, tool.bom).map((row, index) =>
      row.map((cell, column) => show(cell, englishBom[index]?.[column] ?? '')),
    ),
    [0.34, 0.16, 0.12, 0.38],
    [2],
  )

  pdf.heading(show(page.pdfContactTitle, englishPage.pdfContactTitle))
  pdf.text(show(page.pdfContact, englishPage.pdfContact), { gap: 6 })
  pdf.text(show(company.name, company.name), { font: fonts.bold })
  if (company.address) pdf.text(show(company.address, englishAddress))
  const reach = [company.phone, company.email].filter(Boolean).join(' - ')
  if (reach) pdf.text(show(reach, reach))
  pdf.space(6)
  const expiry = new Date(saved.expires).toISOString()
  pdf.text(
    show(
      fillTemplate(page.pdfOnline, { date: formatDate(iso, expiry) }),
      fillTemplate(englishPage.pdfOnline, { date: formatDate('en-GB', expiry) }),
    ),
    { font: fonts.bold, size: 9 },
  )
  pdf.unbroken(links.online, { color: BRAND })
  pdf.space(6)
  pdf.text(show(page.pdfQuote, englishPage.pdfQuote), { font: fonts.bold, size: 9 })
  pdf.unbroken(links.quote, { color: BRAND })

  pdf.footers(
    show(`${company.name} - ${model.ctn} - ${created}`, `${company.name} - ${model.ctn} - ${createdInEnglish}`),
    show(page.pdfPage, englishPage.pdfPage),
  )
  return savePdf(doc)
}
