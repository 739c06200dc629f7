/**
 * The wall's drawings as plain shapes in millimetres (y grows downwards): the front view to scale
 * with a person, the blueprint with its dimensions, the data path and the power wiring. One
 * geometry for every output: the server renders it as SVG (LedDrawing.tsx) on the pages and the
 * PDF draws the same shapes (worker/led/led-wall-pdf.ts). Pure; texts come in already translated.
 */
import type { LedWallLayout } from './led-wall-layout.ts'
import { type CabinetChain, dataPorts, powerCircuits } from './led-wiring.ts'

/** Colours by role; the renderers map them (chains cycle through CHAIN_COLOURS). */
export type Tone = 'wall' | 'grid' | 'outline' | 'dimension' | 'person' | 'floor' | 'paper' | { chain: number }

export type Shape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill?: Tone; stroke?: Tone; weight?: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: Tone; weight: number }
  | { kind: 'polyline'; points: Array<[number, number]>; stroke: Tone; weight: number }
  | { kind: 'polygon'; points: Array<[number, number]>; fill: Tone }
  | { kind: 'text'; x: number; y: number; text: string; size: number; anchor: 'start' | 'middle' | 'end'; fill: Tone; vertical?: boolean }
  | { kind: 'person'; x: number; y: number; width: number; height: number }

export interface Drawing {
  width: number
  height: number
  shapes: Shape[]
}

/** Chain colours: distinguishable from each other and dark enough for white text (WCAG AA on 4.5:1). */
export const CHAIN_COLOURS = ['#1d4ed8', '#b45309', '#047857', '#b91c1c', '#6d28d9', '#0f766e', '#a21caf', '#4d7c0f'] as const

export function chainColour(chain: number): string {
  return CHAIN_COLOURS[(chain - 1) % CHAIN_COLOURS.length]!
}

export const TONE_COLOURS = {
  wall: '#111827',
  grid: '#9ca3af',
  outline: '#111827',
  dimension: '#1f2937',
  person: '#4b5563',
  floor: '#374151',
  paper: '#ffffff',
} as const

export function colourOf(tone: Tone): string {
  return typeof tone === 'string' ? TONE_COLOURS[tone] : chainColour(tone.chain)
}

/** The person standing beside the wall in the front view. */
export const HUMAN_HEIGHT_MM = 1750
export const HUMAN_WIDTH_MM = 450
/** Space between the person and the wall. */
export const HUMAN_GAP_MM = 300
/** Room above the taller of wall and person. */
export const HEADROOM = 1.05
/** The person's outline in a 45 × 175 box (scaled to HUMAN_WIDTH_MM × HUMAN_HEIGHT_MM). */
export const PERSON_VIEWBOX = { width: 45, height: 175 } as const
export const PERSON_HEAD = { cx: 22.5, cy: 11, r: 10 } as const
export const PERSON_BODY_PATH = 'M9 25h27c4 0 6 3 6 7v50h-7V45h-2v127h-9V98h-3v74h-9V45h-2v37H3V32c0-4 2-7 6-7z'

export interface FrontViewGeometry {
  width: number
  height: number
  wall: { x: number; y: number; width: number; height: number }
  person: { x: number; y: number; width: number; height: number }
  /** x of the lines between columns, y of the lines between rows. */
  columnLines: number[]
  rowLines: number[]
}

/** The front view: the person at the left, the wall beside them, both standing on the floor. */
export function frontViewGeometry(widthMm: number, heightMm: number, columns: number, rows: number): FrontViewGeometry {
  const width = HUMAN_WIDTH_MM + HUMAN_GAP_MM + widthMm
  const height = Math.max(heightMm, HUMAN_HEIGHT_MM) * HEADROOM
  const wall = { x: HUMAN_WIDTH_MM + HUMAN_GAP_MM, y: height - heightMm, width: widthMm, height: heightMm }
  return {
    width,
    height,
    wall,
    person: { x: 0, y: height - HUMAN_HEIGHT_MM, width: HUMAN_WIDTH_MM, height: HUMAN_HEIGHT_MM },
    columnLines: Array.from({ length: columns - 1 }, (_, index) => wall.x + ((index + 1) * widthMm) / columns),
    rowLines: Array.from({ length: rows - 1 }, (_, index) => wall.y + ((index + 1) * heightMm) / rows),
  }
}

export function frontViewDrawing(layout: LedWallLayout): Drawing {
  const geometry = frontViewGeometry(layout.widthMm, layout.heightMm, layout.columns, layout.rows)
  const { wall } = geometry
  const thin = Math.max(geometry.width, geometry.height) / 800
  return {
    width: geometry.width,
    height: geometry.height,
    shapes: [
      { kind: 'rect', x: 0, y: 0, width: geometry.width, height: geometry.height, fill: 'paper' },
      { kind: 'person', ...geometry.person },
      { kind: 'rect', ...wall, fill: 'wall' },
      ...geometry.columnLines.map(
        (x): Shape => ({ kind: 'line', x1: x, x2: x, y1: wall.y, y2: wall.y + wall.height, stroke: 'grid', weight: thin }),
      ),
      ...geometry.rowLines.map(
        (y): Shape => ({ kind: 'line', x1: wall.x, x2: wall.x + wall.width, y1: y, y2: y, stroke: 'grid', weight: thin }),
      ),
      { kind: 'line', x1: 0, x2: geometry.width, y1: geometry.height, y2: geometry.height, stroke: 'floor', weight: thin * 4 },
    ],
  }
}

/** Lengths written on the blueprint, already formatted (e.g. "3,000 mm"). */
export interface BlueprintLabels {
  length: (mm: number) => string
}

function dimension(
  from: [number, number],
  to: [number, number],
  text: string,
  textAt: [number, number],
  size: number,
  weight: number,
  vertical: boolean,
): Shape[] {
  const tick = size * 0.6
  const [x1, y1] = from
  const [x2, y2] = to
  const ticks: Shape[] = vertical
    ? [
        { kind: 'line', x1: x1 - tick, x2: x1 + tick, y1, y2: y1, stroke: 'dimension', weight },
        { kind: 'line', x1: x2 - tick, x2: x2 + tick, y1: y2, y2, stroke: 'dimension', weight },
      ]
    : [
        { kind: 'line', x1, x2: x1, y1: y1 - tick, y2: y1 + tick, stroke: 'dimension', weight },
        { kind: 'line', x1: x2, x2, y1: y2 - tick, y2: y2 + tick, stroke: 'dimension', weight },
      ]
  return [
    { kind: 'line', x1, y1, x2, y2, stroke: 'dimension', weight },
    ...ticks,
    { kind: 'text', x: textAt[0], y: textAt[1], text, size, anchor: 'middle', fill: 'dimension', vertical },
  ]
}

/**
 * The blueprint: the wall's outline and cabinet grid with the overall width (above), the overall
 * height (left), one cabinet's width (below) and height (right).
 */
export function blueprintDrawing(layout: LedWallLayout, labels: BlueprintLabels): Drawing {
  const { widthMm: w, heightMm: h, columns, rows } = layout
  const size = Math.max(w, h) * 0.035
  const margin = size * 4
  const weight = size / 10
  const cabinetWidth = w / columns
  const cabinetHeight = h / rows
  const x0 = margin
  const y0 = margin
  const shapes: Shape[] = [
    { kind: 'rect', x: 0, y: 0, width: w + 2 * margin, height: h + 2 * margin, fill: 'paper' },
    { kind: 'rect', x: x0, y: y0, width: w, height: h, stroke: 'outline', weight: weight * 2 },
    ...Array.from(
      { length: columns - 1 },
      (_, index): Shape => ({
        kind: 'line',
        x1: x0 + (index + 1) * cabinetWidth,
        x2: x0 + (index + 1) * cabinetWidth,
        y1: y0,
        y2: y0 + h,
        stroke: 'grid',
        weight,
      }),
    ),
    ...Array.from(
      { length: rows - 1 },
      (_, index): Shape => ({
        kind: 'line',
        x1: x0,
        x2: x0 + w,
        y1: y0 + (index + 1) * cabinetHeight,
        y2: y0 + (index + 1) * cabinetHeight,
        stroke: 'grid',
        weight,
      }),
    ),
    ...dimension([x0, y0 - size * 2], [x0 + w, y0 - size * 2], labels.length(w), [x0 + w / 2, y0 - size * 2.6], size, weight, false),
    ...dimension([x0 - size * 2, y0], [x0 - size * 2, y0 + h], labels.length(h), [x0 - size * 2.6, y0 + h / 2], size, weight, true),
    ...dimension(
      [x0, y0 + h + size * 1.5],
      [x0 + cabinetWidth, y0 + h + size * 1.5],
      labels.length(cabinetWidth),
      [x0 + cabinetWidth / 2, y0 + h + size * 3.1],
      size * 0.8,
      weight,
      false,
    ),
    ...dimension(
      [x0 + w + size * 1.5, y0],
      [x0 + w + size * 1.5, y0 + cabinetHeight],
      labels.length(cabinetHeight),
      [x0 + w + size * 3.1, y0 + cabinetHeight / 2],
      size * 0.8,
      weight,
      true,
    ),
  ]
  return { width: w + 2 * margin, height: h + 2 * margin, shapes }
}

/** Chains drawn over the grid: each chain's cabinets in its colour, its number on the first, the cable through them with an arrow. */
function chainDrawing(layout: LedWallLayout, chains: CabinetChain[], label: (chain: number) => string): Drawing {
  const { widthMm: w, heightMm: h, columns, rows } = layout
  const cabinetWidth = w / columns
  const cabinetHeight = h / rows
  const cell = Math.min(cabinetWidth, cabinetHeight)
  const margin = cell * 0.3
  const weight = cell / 30
  const centre = (column: number, row: number): [number, number] => [
    margin + (column + 0.5) * cabinetWidth,
    margin + (row + 0.5) * cabinetHeight,
  ]
  const shapes: Shape[] = [{ kind: 'rect', x: 0, y: 0, width: w + 2 * margin, height: h + 2 * margin, fill: 'paper' }]
  for (const chain of chains) {
    for (const place of chain.cabinets) {
      shapes.push({
        kind: 'rect',
        x: margin + place.column * cabinetWidth,
        y: margin + place.row * cabinetHeight,
        width: cabinetWidth,
        height: cabinetHeight,
        fill: 'paper',
        stroke: { chain: chain.number },
        weight,
      })
    }
  }
  for (const chain of chains) {
    const points = chain.cabinets.map((place) => centre(place.column, place.row))
    if (points.length > 1) shapes.push({ kind: 'polyline', points, stroke: { chain: chain.number }, weight: weight * 2.5 })
    const last = points[points.length - 1]!
    const before = points[points.length - 2]
    if (before) shapes.push(arrowHead(before, last, cell * 0.18, { chain: chain.number }))
    const [x, y] = points[0]!
    shapes.push({
      kind: 'rect',
      x: x - cell * 0.22,
      y: y - cell * 0.16,
      width: cell * 0.44,
      height: cell * 0.32,
      fill: { chain: chain.number },
    })
    shapes.push({ kind: 'text', x, y: y + cell * 0.07, text: label(chain.number), size: cell * 0.2, anchor: 'middle', fill: 'paper' })
  }
  return { width: w + 2 * margin, height: h + 2 * margin, shapes }
}

function arrowHead(from: [number, number], to: [number, number], length: number, fill: Tone): Shape {
  const angle = Math.atan2(to[1] - from[1], to[0] - from[0])
  const tip: [number, number] = [to[0] + Math.cos(angle) * length * 0.6, to[1] + Math.sin(angle) * length * 0.6]
  const side = (turn: number): [number, number] => [tip[0] - Math.cos(angle + turn) * length, tip[1] - Math.sin(angle + turn) * length]
  return { kind: 'polygon', points: [tip, side(0.5), side(-0.5)], fill }
}

/** The data path: each port's serpentine chain of cabinets. */
export function dataPathDrawing(layout: LedWallLayout, label: (port: number) => string): Drawing {
  return chainDrawing(layout, dataPorts(layout), label)
}

/** The power wiring: each circuit's serpentine chain of cabinets. */
export function powerWiringDrawing(layout: LedWallLayout, label: (circuit: number) => string): Drawing {
  return chainDrawing(layout, powerCircuits(layout), label)
}
