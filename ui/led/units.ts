/**
 * Length units of the LED tools (SPEC.md point 9: centimetres, inch, feet, pixels). Every length
 * is kept in millimetres; a unit only changes how it is shown and read, so switching units back
 * and forth never changes the wall (no drift). Pixels need the pixel pitch of the chosen model.
 */
export const LENGTH_UNITS = ['cm', 'in', 'ft', 'px'] as const
export type LengthUnit = (typeof LENGTH_UNITS)[number]

export const MM_PER_UNIT = { cm: 10, in: 25.4, ft: 304.8 } as const

/** Decimals a length is shown with per unit (pixels: whole pixels). */
export const UNIT_DECIMALS: Record<LengthUnit, number> = { cm: 1, in: 2, ft: 2, px: 0 }

/** Millimetres are kept to the micrometre, enough to give back any typed value in any unit. */
export const STORED_MM_DECIMALS = 3

export function isLengthUnit(value: unknown): value is LengthUnit {
  return typeof value === 'string' && (LENGTH_UNITS as readonly string[]).includes(value)
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

/** A length typed in `unit` as millimetres. */
export function toMillimetres(value: number, unit: LengthUnit, pixelPitchMm: number): number {
  const mm = unit === 'px' ? value * pixelPitchMm : value * MM_PER_UNIT[unit]
  return roundTo(mm, STORED_MM_DECIMALS)
}

/** Millimetres in `unit`, rounded as the unit is shown. */
export function fromMillimetres(mm: number, unit: LengthUnit, pixelPitchMm: number): number {
  const value = unit === 'px' ? mm / pixelPitchMm : mm / MM_PER_UNIT[unit]
  return roundTo(value, UNIT_DECIMALS[unit])
}

/** Viewing distances are read and shown in metres, or in feet where lengths are imperial. */
export type DistanceUnit = 'm' | 'ft'
export const MM_PER_DISTANCE_UNIT: Record<DistanceUnit, number> = { m: 1000, ft: 304.8 }
export const DISTANCE_DECIMALS: Record<DistanceUnit, number> = { m: 2, ft: 1 }

export function distanceUnitOf(unit: LengthUnit): DistanceUnit {
  return unit === 'in' || unit === 'ft' ? 'ft' : 'm'
}

/** A distance in millimetres as shown in `unit` (rounded as shown). */
export function distanceIn(mm: number, unit: DistanceUnit): number {
  return roundTo(mm / MM_PER_DISTANCE_UNIT[unit], DISTANCE_DECIMALS[unit])
}
