/**
 * The LED wall calculation (SPEC.md points 1, 5 and 9): from a target size and an LED model, the
 * cabinet grid and everything that follows from it. Pure and synchronous; the configurator and
 * calculator islands run it in the browser, the result pages and the no-JavaScript steps run it on
 * the server. Constants are explained in docs/decisions/010-led-wall-calculation.md.
 */
import type { LedCabinet } from '../content/model.ts'

export const WALL_ROUNDINGS = ['nearest', 'down', 'up'] as const
export type WallRounding = (typeof WALL_ROUNDINGS)[number]
export const DEFAULT_ROUNDING: WallRounding = 'nearest'

export const REGIONS = ['EU', 'USA', 'UK', 'other'] as const
export type Region = (typeof REGIONS)[number]
export const DEFAULT_REGION: Region = 'EU'

export type PowerVoltage = '230V' | '110V'
/** Mains of each region: North America is 110/120 V, the rest of the sold world 230 V. */
export const REGION_VOLTAGE: Record<Region, PowerVoltage> = { EU: '230V', UK: '230V', USA: '110V', other: '230V' }

/**
 * One power connection kit feeds one branch circuit: 230 V × 16 A or 110 V × 20 A, loaded to at
 * most CIRCUIT_LOAD_FACTOR of its rating (continuous load), i.e. 2944 W and 1760 W per kit.
 */
export const POWER_KIT_CIRCUITS: Record<PowerVoltage, { volts: number; amps: number }> = {
  '230V': { volts: 230, amps: 16 },
  '110V': { volts: 110, amps: 20 },
}
export const CIRCUIT_LOAD_FACTOR = 0.8

export const BTU_PER_HOUR_PER_WATT = 3.412142

/** Spare modules, in percent of the wall's modules (rounded up to whole modules). */
export const DEFAULT_SPARE_PERCENT = 3
export const MAX_SPARE_PERCENT = 20

/** Rule of thumb: 1 m of minimum viewing distance per millimetre of pixel pitch. */
export const VIEWING_DISTANCE_MM_PER_MM_PITCH = 1000

/** One sending card (controller) drives 4 Gigabit ports of 655,360 pixels each. */
export const SENDING_CARD_PORT_PIXELS = 655_360
export const SENDING_CARD_PORTS = 4
export const SENDING_CARD_PIXELS = SENDING_CARD_PORT_PIXELS * SENDING_CARD_PORTS

/** LED modules per cabinet, by cabinet size in mm (the replaceable parts spares are counted in). */
export const MODULES_PER_CABINET: Record<string, number> = {
  '600x337.5': 2, // two 300 × 337.5 modules
  '500x500': 4, // 2 × 2 modules of 250 × 250
  '500x1000': 8, // 2 × 4 modules of 250 × 250
  '960x960': 9, // 3 × 3 modules of 320 × 320
}

/** The largest wall each product line can build (structure, hanging and cabling limits). */
export const SERIES_MAXIMUM_MM: Record<string, { width: number; height: number }> = {
  'led-indoor-fine-pitch': { width: 12_000, height: 6_000 },
  'led-indoor-standard': { width: 24_000, height: 10_000 },
  'led-outdoor': { width: 40_000, height: 20_000 },
}
export const OTHER_SERIES_MAXIMUM_MM = { width: 20_000, height: 10_000 }

/** Aspect ratios whose reduced terms stay at or below this are shown as such (16:9), others as 1.78:1. */
export const MAX_ASPECT_TERM = 32

export interface LedModel {
  ctn: string
  slug: string
  name: string
  lineId: string
  cabinet: LedCabinet
}

export interface LedWallRequest {
  widthMm: number
  heightMm: number
  rounding: WallRounding
  region: Region
  sparePercent: number
}

export interface LedWallLayout {
  columns: number
  rows: number
  cabinets: number
  widthMm: number
  heightMm: number
  resolutionWidth: number
  resolutionHeight: number
  pixels: number
  pixelPitchMm: number
  aspectRatio: { value: number; label: string }
  areaM2: number
  weightKg: number
  maxPowerW: number
  typicalPowerW: number
  maxBtuPerHour: number
  typicalBtuPerHour: number
  voltage: PowerVoltage
  powerKits: number
  modules: number
  sparePercent: number
  spareModules: number
  minViewingDistanceMm: number
  sendingCards: number
}

export type LedWallError = 'too-small' | 'impossible'
export type LedWallOutcome = { ok: true; layout: LedWallLayout } | { ok: false; error: LedWallError }

function roundCount(exact: number, rounding: WallRounding): number {
  // A hair of tolerance so 3000 / 600 stays 5 whatever the float arithmetic makes of it.
  const steady = Math.round(exact * 1e9) / 1e9
  if (rounding === 'down') return Math.floor(steady)
  if (rounding === 'up') return Math.ceil(steady)
  return Math.round(steady)
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b)
}

export function aspectRatioOf(width: number, height: number): { value: number; label: string } {
  const value = width / height
  const divisor = greatestCommonDivisor(Math.round(width), Math.round(height))
  const across = Math.round(width) / divisor
  const down = Math.round(height) / divisor
  if (across <= MAX_ASPECT_TERM && down <= MAX_ASPECT_TERM) return { value, label: `${across}:${down}` }
  return { value, label: `${(Math.round(value * 100) / 100).toFixed(2)}:1` }
}

export function modulesPerCabinet(cabinet: LedCabinet): number {
  return MODULES_PER_CABINET[`${cabinet.cabinetWidthMm}x${cabinet.cabinetHeightMm}`] ?? 1
}

export function seriesMaximum(lineId: string): { width: number; height: number } {
  return SERIES_MAXIMUM_MM[lineId] ?? OTHER_SERIES_MAXIMUM_MM
}

export function powerKitWatts(voltage: PowerVoltage): number {
  const { volts, amps } = POWER_KIT_CIRCUITS[voltage]
  return volts * amps * CIRCUIT_LOAD_FACTOR
}

export function clampSparePercent(percent: number): number {
  if (!Number.isFinite(percent)) return DEFAULT_SPARE_PERCENT
  return Math.min(MAX_SPARE_PERCENT, Math.max(0, Math.round(percent)))
}

/** The wall `model` builds for `request`, or why it cannot. */
export function ledWallLayout(model: LedModel, request: LedWallRequest): LedWallOutcome {
  const { cabinet } = model
  if (!(request.widthMm > 0) || !(request.heightMm > 0)) return { ok: false, error: 'too-small' }
  const columns = roundCount(request.widthMm / cabinet.cabinetWidthMm, request.rounding)
  const rows = roundCount(request.heightMm / cabinet.cabinetHeightMm, request.rounding)
  if (columns < 1 || rows < 1) return { ok: false, error: 'too-small' }
  const widthMm = columns * cabinet.cabinetWidthMm
  const heightMm = rows * cabinet.cabinetHeightMm
  const maximum = seriesMaximum(model.lineId)
  if (widthMm > maximum.width || heightMm > maximum.height) return { ok: false, error: 'impossible' }

  const cabinets = columns * rows
  const resolutionWidth = columns * cabinet.cabinetResolutionWidth
  const resolutionHeight = rows * cabinet.cabinetResolutionHeight
  const pixels = resolutionWidth * resolutionHeight
  const maxPowerW = cabinets * cabinet.maxPowerW
  const typicalPowerW = cabinets * cabinet.typicalPowerW
  const voltage = REGION_VOLTAGE[request.region]
  const modules = cabinets * modulesPerCabinet(cabinet)
  const sparePercent = clampSparePercent(request.sparePercent)
  return {
    ok: true,
    layout: {
      columns,
      rows,
      cabinets,
      widthMm,
      heightMm,
      resolutionWidth,
      resolutionHeight,
      pixels,
      pixelPitchMm: cabinet.pixelPitchMm,
      aspectRatio: aspectRatioOf(resolutionWidth, resolutionHeight),
      areaM2: Math.round((widthMm * heightMm) / 1e4) / 100,
      weightKg: Math.round(cabinets * cabinet.weightKg * 10) / 10,
      maxPowerW,
      typicalPowerW,
      maxBtuPerHour: Math.round(maxPowerW * BTU_PER_HOUR_PER_WATT),
      typicalBtuPerHour: Math.round(typicalPowerW * BTU_PER_HOUR_PER_WATT),
      voltage,
      powerKits: Math.max(1, Math.ceil(maxPowerW / powerKitWatts(voltage))),
      modules,
      sparePercent,
      spareModules: Math.ceil((modules * sparePercent) / 100 - 1e-9),
      minViewingDistanceMm: Math.round(cabinet.pixelPitchMm * VIEWING_DISTANCE_MM_PER_MM_PITCH),
      sendingCards: Math.ceil(pixels / SENDING_CARD_PIXELS),
    },
  }
}
