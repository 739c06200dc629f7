/**
 * The LED wall calculation (SPEC.md points 1, 5 and 9): from a target size and an LED model, the
 * cabinet grid and everything that follows from it: resolution, weight, power (maximum and typical,
 * circuits of the region's amperage), heat, spares and the data ports and controllers the signal
 * needs. Pure and synchronous; the configurator and calculator islands run it in the browser, the
 * result pages, the PDF, the CSV and the no-JavaScript steps run it on the server. Every constant
 * is explained in docs/decisions/010-led-wall-calculation.md.
 */
import type { LedCabinet } from '../content/model.ts'

export const WALL_ROUNDINGS = ['nearest', 'down', 'up'] as const
export type WallRounding = (typeof WALL_ROUNDINGS)[number]
export const DEFAULT_ROUNDING: WallRounding = 'nearest'

export const REGIONS = ['EU', 'USA', 'UK', 'other'] as const
export type Region = (typeof REGIONS)[number]
export const DEFAULT_REGION: Region = 'EU'

/** Branch circuits a wall can be fed from, by their breaker rating in amperes. */
export const CIRCUIT_AMPERAGES = [16, 20, 32] as const
export type CircuitAmperage = (typeof CIRCUIT_AMPERAGES)[number]

/**
 * Mains of each region: its voltage and the circuit an installer offers first. North America is
 * 110/120 V (counted at 110 V, the low end) on 20 A circuits; the rest of the sold world 230 V on
 * 16 A circuits (32 A for large walls, by choice).
 */
export const REGION_MAINS: Record<Region, { volts: number; amps: CircuitAmperage }> = {
  EU: { volts: 230, amps: 16 },
  UK: { volts: 230, amps: 16 },
  USA: { volts: 110, amps: 20 },
  other: { volts: 230, amps: 16 },
}

/** A circuit is loaded to at most this share of its rating (continuous load). */
export const CIRCUIT_LOAD_FACTOR = 0.8

/**
 * Typical power as a share of the maximum, per product series: what the wall draws with video
 * content at its usual brightness. Fine pitch walls show mostly dark user interfaces in meeting and
 * control rooms; standard indoor walls mixed video; outdoor walls bright content in daylight with
 * the ambient sensor raising the brightness.
 */
export const TYPICAL_POWER_FACTOR: Record<string, number> = {
  'led-indoor-fine-pitch': 0.3,
  'led-indoor-standard': 0.35,
  'led-outdoor': 0.45,
}
export const OTHER_TYPICAL_POWER_FACTOR = 0.35

export const BTU_PER_HOUR_PER_WATT = 3.412142

/** Spare modules, in percent of the wall's modules (rounded up to whole modules). */
export const DEFAULT_SPARE_PERCENT = 3
export const MAX_SPARE_PERCENT = 20

/** Rule of thumb: 1 m of minimum viewing distance per millimetre of pixel pitch. */
export const VIEWING_DISTANCE_MM_PER_MM_PITCH = 1000

/** Colour depth (bits per colour) and frame rates the signal can be planned for. */
export const BIT_DEPTHS = [8, 10, 12] as const
export type BitDepth = (typeof BIT_DEPTHS)[number]
export const FRAME_RATES = [50, 60, 120] as const
export type FrameRate = (typeof FRAME_RATES)[number]
export const DEFAULT_BIT_DEPTH: BitDepth = 8
export const DEFAULT_FRAME_RATE: FrameRate = 60
/** Red, green and blue. */
export const COLOUR_CHANNELS = 3
/**
 * What one Gigabit output of a sending card carries: its rated load of 655,360 pixels at 8 bits per
 * colour and 60 Hz, i.e. 655,360 × 24 × 60 = 943,718,400 bit/s. Deeper colour or a higher frame
 * rate leaves fewer pixels per port.
 */
export const PORT_PAYLOAD_BITS_PER_SECOND = 943_718_400
/** One sending card (controller) has four Gigabit outputs. */
export const PORTS_PER_CONTROLLER = 4

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
  circuitAmps: CircuitAmperage
  bitDepth: BitDepth
  frameRate: FrameRate
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
  typicalPowerFactor: number
  typicalPowerW: number
  maxBtuPerHour: number
  typicalBtuPerHour: number
  volts: number
  circuitAmps: CircuitAmperage
  /** What one circuit may carry: volts × amps × CIRCUIT_LOAD_FACTOR. */
  circuitWatts: number
  cabinetsPerCircuit: number
  circuits: number
  /** One power connection kit (mains lead and connector) per circuit. */
  powerKits: number
  modules: number
  sparePercent: number
  spareModules: number
  minViewingDistanceMm: number
  bitDepth: BitDepth
  frameRate: FrameRate
  portPixels: number
  cabinetsPerPort: number
  ports: number
  /** Sending cards of PORTS_PER_CONTROLLER ports. */
  controllers: number
  /** One receiving card in every cabinet. */
  receivingCards: number
}

/** Why a wall cannot be built: below one cabinet, beyond the series, or one cabinet more than a data port carries. */
export type LedWallError = 'too-small' | 'impossible' | 'data-rate'
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

export function typicalPowerFactor(lineId: string): number {
  return TYPICAL_POWER_FACTOR[lineId] ?? OTHER_TYPICAL_POWER_FACTOR
}

/** What one circuit of `amps` in `region` may carry, in watts. */
export function circuitWatts(region: Region, amps: CircuitAmperage): number {
  return Math.round(REGION_MAINS[region].volts * amps * CIRCUIT_LOAD_FACTOR)
}

/** Pixels one data port drives at a colour depth and frame rate. */
export function portPixels(bitDepth: BitDepth, frameRate: FrameRate): number {
  return Math.floor(PORT_PAYLOAD_BITS_PER_SECOND / (COLOUR_CHANNELS * bitDepth * frameRate))
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
  const perPort = portPixels(request.bitDepth, request.frameRate)
  const cabinetPixels = cabinet.cabinetResolutionWidth * cabinet.cabinetResolutionHeight
  const cabinetsPerPort = Math.floor(perPort / cabinetPixels)
  if (cabinetsPerPort < 1) return { ok: false, error: 'data-rate' }

  const cabinets = columns * rows
  const resolutionWidth = columns * cabinet.cabinetResolutionWidth
  const resolutionHeight = rows * cabinet.cabinetResolutionHeight
  const pixels = resolutionWidth * resolutionHeight
  const maxPowerW = cabinets * cabinet.maxPowerW
  const factor = typicalPowerFactor(model.lineId)
  const typicalPowerW = Math.round(maxPowerW * factor)
  const perCircuit = circuitWatts(request.region, request.circuitAmps)
  const cabinetsPerCircuit = Math.max(1, Math.floor(perCircuit / cabinet.maxPowerW))
  const circuits = Math.ceil(cabinets / cabinetsPerCircuit)
  const ports = Math.ceil(cabinets / cabinetsPerPort)
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
      typicalPowerFactor: factor,
      typicalPowerW,
      maxBtuPerHour: Math.round(maxPowerW * BTU_PER_HOUR_PER_WATT),
      typicalBtuPerHour: Math.round(typicalPowerW * BTU_PER_HOUR_PER_WATT),
      volts: REGION_MAINS[request.region].volts,
      circuitAmps: request.circuitAmps,
      circuitWatts: perCircuit,
      cabinetsPerCircuit,
      circuits,
      powerKits: circuits,
      modules,
      sparePercent,
      spareModules: Math.ceil((modules * sparePercent) / 100 - 1e-9),
      minViewingDistanceMm: Math.round(cabinet.pixelPitchMm * VIEWING_DISTANCE_MM_PER_MM_PITCH),
      bitDepth: request.bitDepth,
      frameRate: request.frameRate,
      portPixels: perPort,
      cabinetsPerPort,
      ports,
      controllers: Math.ceil(ports / PORTS_PER_CONTROLLER),
      receivingCards: cabinets,
    },
  }
}
