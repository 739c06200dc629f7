/**
 * Which cabinets each data port and each power circuit feeds: both run as a serpentine (snake)
 * through the cabinet grid, starting at the top left, left to right along the first row, right to
 * left along the next, and so on, so every link is between neighbouring cabinets. A port takes the
 * next `cabinetsPerPort` cabinets of the snake, a circuit the next `cabinetsPerCircuit`.
 * Pure; the drawings (led-drawings.ts), the bill of materials and the PDF read the same plans.
 */
import type { LedWallLayout } from './led-wall-layout.ts'

/** A cabinet by its place in the grid, counted from 0 at the top left. */
export interface CabinetPlace {
  column: number
  row: number
}

/** One chain of the plan: its number (from 1) and its cabinets in the order the cable links them. */
export interface CabinetChain {
  number: number
  cabinets: CabinetPlace[]
}

/** The cabinets of a `columns` × `rows` grid in serpentine order. */
export function serpentine(columns: number, rows: number): CabinetPlace[] {
  const order: CabinetPlace[] = []
  for (let row = 0; row < rows; row++) {
    for (let step = 0; step < columns; step++) order.push({ column: row % 2 === 0 ? step : columns - 1 - step, row })
  }
  return order
}

/** The snake cut into chains of at most `perChain` cabinets. */
export function chainsOf(columns: number, rows: number, perChain: number): CabinetChain[] {
  const order = serpentine(columns, rows)
  const chains: CabinetChain[] = []
  for (let start = 0; start < order.length; start += perChain) {
    chains.push({ number: chains.length + 1, cabinets: order.slice(start, start + perChain) })
  }
  return chains
}

/** The data plan: which cabinets each port drives (ports of controller n are numbered on from the previous one's). */
export function dataPorts(layout: LedWallLayout): CabinetChain[] {
  return chainsOf(layout.columns, layout.rows, layout.cabinetsPerPort)
}

/** The power plan: which cabinets each circuit feeds. */
export function powerCircuits(layout: LedWallLayout): CabinetChain[] {
  return chainsOf(layout.columns, layout.rows, layout.cabinetsPerCircuit)
}

/** Port `number` (from 1) as controller and output of that controller (both from 1). */
export function controllerPortOf(number: number, portsPerController: number): { controller: number; output: number } {
  return { controller: Math.floor((number - 1) / portsPerController) + 1, output: ((number - 1) % portsPerController) + 1 }
}
