/** Lengths and figures of the LED tools as shown, in the page's locale (Intl only: runs in islands). */
import { fillTemplate } from '../forms/validation-messages.ts'
import { HUMAN_HEIGHT_MM } from './led-drawings.ts'
import { type DistanceUnit, type LengthUnit, UNIT_DECIMALS, distanceIn, fromMillimetres } from './units.ts'

/** Unit symbols are international; they are not translated. */
export const UNIT_SYMBOLS: Record<LengthUnit, string> = { cm: 'cm', in: 'in', ft: 'ft', px: 'px' }
export const DISTANCE_SYMBOLS: Record<DistanceUnit, string> = { m: 'm', ft: 'ft' }
/** Pixel pitches are shown to two decimals (0.9375 mm reads 0.94 mm, as the products are named). */
export const PITCH_DECIMALS = 2

export function formatNumberIn(iso: string, value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(iso, { maximumFractionDigits }).format(value)
}

export function formatLength(iso: string, mm: number, unit: LengthUnit, pixelPitchMm: number): string {
  return `${formatNumberIn(iso, fromMillimetres(mm, unit, pixelPitchMm), UNIT_DECIMALS[unit])} ${UNIT_SYMBOLS[unit]}`
}

export function formatSize(iso: string, widthMm: number, heightMm: number, unit: LengthUnit, pixelPitchMm: number): string {
  return `${formatLength(iso, widthMm, unit, pixelPitchMm)} × ${formatLength(iso, heightMm, unit, pixelPitchMm)}`
}

export function formatPitch(iso: string, pitchMm: number): string {
  return `${formatNumberIn(iso, pitchMm, PITCH_DECIMALS)} mm`
}

export function formatDistance(iso: string, mm: number, unit: DistanceUnit): string {
  return `${formatNumberIn(iso, distanceIn(mm, unit))} ${DISTANCE_SYMBOLS[unit]}`
}

/** Millimetres as a drawing's dimension (whole millimetres, or tenths where a cabinet has them). */
export function formatMillimetres(iso: string, mm: number): string {
  return `${formatNumberIn(iso, mm, 1)} mm`
}

/** The front view's words: 'A wall of {width} × {height} beside a person of {person} for scale'. */
export function previewDescription(
  iso: string,
  template: string,
  wall: { widthMm: number; heightMm: number },
  unit: LengthUnit,
  pixelPitchMm: number,
): string {
  return fillTemplate(template, {
    width: formatLength(iso, wall.widthMm, unit, pixelPitchMm),
    height: formatLength(iso, wall.heightMm, unit, pixelPitchMm),
    person: formatLength(iso, HUMAN_HEIGHT_MM, physicalUnit(unit), pixelPitchMm),
  })
}

/** Cabinet sizes are never shown in pixels. */
export function physicalUnit(unit: LengthUnit): Exclude<LengthUnit, 'px'> {
  return unit === 'px' ? 'cm' : unit
}
