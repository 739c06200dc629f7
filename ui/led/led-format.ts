/** Lengths and figures of the LED tools as shown, in the page's locale (Intl only: runs in islands). */
import type { LedWallLayout } from './led-wall-layout.ts'
import { type LengthUnit, UNIT_DECIMALS, fromMillimetres } from './units.ts'

/** Unit symbols are international; they are not translated. */
export const UNIT_SYMBOLS: Record<LengthUnit, string> = { cm: 'cm', in: 'in', ft: 'ft', px: 'px' }
export const SQUARE_FEET_PER_SQUARE_METRE = 10.7639
export const POUNDS_PER_KILOGRAM = 2.20462

export function formatNumberIn(iso: string, value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(iso, { maximumFractionDigits }).format(value)
}

export function formatLength(iso: string, mm: number, unit: LengthUnit, pixelPitchMm: number): string {
  return `${formatNumberIn(iso, fromMillimetres(mm, unit, pixelPitchMm), UNIT_DECIMALS[unit])} ${UNIT_SYMBOLS[unit]}`
}

export function formatSize(iso: string, widthMm: number, heightMm: number, unit: LengthUnit, pixelPitchMm: number): string {
  return `${formatLength(iso, widthMm, unit, pixelPitchMm)} × ${formatLength(iso, heightMm, unit, pixelPitchMm)}`
}

const imperial = (unit: LengthUnit) => unit === 'in' || unit === 'ft'

export interface FigureValues {
  cabinets: string
  resolution: string
  pixelPitch: string
  aspectRatio: string
  area: string
  weight: string
  maxPower: string
  typicalPower: string
  powerKits: string
  spareModules: string
  viewingDistance: string
  sendingCards: string
}

/** The computed figures as the visitor reads them (imperial units add square feet, pounds and feet). */
export function figureValues(iso: string, layout: LedWallLayout, unit: LengthUnit): FigureValues {
  const n = (value: number, digits = 2) => formatNumberIn(iso, value, digits)
  const metresOfViewing = layout.minViewingDistanceMm / 1000
  return {
    cabinets: `${n(layout.columns)} × ${n(layout.rows)} (${n(layout.cabinets)})`,
    resolution: `${n(layout.resolutionWidth)} × ${n(layout.resolutionHeight)} px`,
    pixelPitch: `${n(layout.pixelPitchMm, 4)} mm`,
    aspectRatio: layout.aspectRatio.label,
    area: imperial(unit) ? `${n(layout.areaM2)} m² (${n(layout.areaM2 * SQUARE_FEET_PER_SQUARE_METRE, 1)} ft²)` : `${n(layout.areaM2)} m²`,
    weight: imperial(unit)
      ? `${n(layout.weightKg, 1)} kg (${n(layout.weightKg * POUNDS_PER_KILOGRAM, 0)} lb)`
      : `${n(layout.weightKg, 1)} kg`,
    maxPower: `${n(layout.maxPowerW, 0)} W (${n(layout.maxBtuPerHour, 0)} BTU/h)`,
    typicalPower: `${n(layout.typicalPowerW, 0)} W (${n(layout.typicalBtuPerHour, 0)} BTU/h)`,
    powerKits: `${n(layout.powerKits)} × ${layout.voltage.replace('V', ' V')}`,
    spareModules: `${n(layout.spareModules)} / ${n(layout.modules)} (${n(layout.sparePercent)} %)`,
    viewingDistance: imperial(unit)
      ? `${n(metresOfViewing)} m (${n(layout.minViewingDistanceMm / 304.8, 1)} ft)`
      : `${n(metresOfViewing)} m`,
    sendingCards: n(layout.sendingCards),
  }
}
