/**
 * The bill of materials of a wall: what to order, with quantities, all from the layout (one
 * receiving card per cabinet, one data cable from the controller to the first cabinet of each port
 * and a jumper between every two cabinets of a port's chain, one power kit per circuit and a power
 * jumper between every two cabinets of a circuit's chain, a mounting frame with a horizontal beam
 * above every row and below the last). Its CSV (RFC 4180, UTF-8 with a byte order mark so
 * spreadsheet programs read the accents) is built here too, from rows the caller translated.
 */
import type { LedModel, LedWallLayout } from './led-wall-layout.ts'

export const BOM_ITEMS = [
  'cabinet',
  'spare-module',
  'controller',
  'receiving-card',
  'data-cable',
  'data-jumper',
  'power-kit',
  'power-jumper',
  'mounting-frame',
  'frame-beam',
] as const
export type BomItem = (typeof BOM_ITEMS)[number]

export interface BomLine {
  item: BomItem
  /** The product code where the line is a catalogue product (the cabinets). */
  code: string
  quantity: number
}

export function billOfMaterials(model: LedModel, layout: LedWallLayout): BomLine[] {
  const quantities: Record<BomItem, number> = {
    cabinet: layout.cabinets,
    'spare-module': layout.spareModules,
    controller: layout.controllers,
    'receiving-card': layout.receivingCards,
    'data-cable': layout.ports,
    'data-jumper': layout.cabinets - layout.ports,
    'power-kit': layout.powerKits,
    'power-jumper': layout.cabinets - layout.circuits,
    'mounting-frame': 1,
    'frame-beam': layout.rows + 1,
  }
  return BOM_ITEMS.map((item) => ({ item, code: item === 'cabinet' ? model.ctn : '', quantity: quantities[item] })).filter(
    (line) => line.quantity > 0,
  )
}

export const CSV_BYTE_ORDER_MARK = '\uFEFF'

function csvField(value: string | number): string {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows as CSV: comma separated, quoted where needed, CRLF line ends, with the byte order mark. */
export function csvOf(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `${CSV_BYTE_ORDER_MARK}${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`
}
