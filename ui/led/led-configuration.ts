/**
 * What a visitor has chosen in the LED configurator or calculator, and how it travels in the URL
 * (so a reload or a shared link restores it, and the no-JavaScript GET forms carry it). Lengths
 * are millimetres (`w`, `h`); a step form may instead send `width`/`height` typed in the unit the
 * fields were shown in (`shown`), which is read here once and turned into millimetres.
 */
import {
  DEFAULT_REGION,
  DEFAULT_ROUNDING,
  DEFAULT_SPARE_PERCENT,
  REGIONS,
  WALL_ROUNDINGS,
  clampSparePercent,
  type LedModel,
  type LedWallRequest,
  type Region,
  type WallRounding,
} from './led-wall-layout.ts'
import { type LengthUnit, STORED_MM_DECIMALS, fromMillimetres, isLengthUnit, roundTo, toMillimetres } from './units.ts'

export const CONFIGURATOR_STEPS = ['size', 'model', 'area', 'summary'] as const
export type ConfiguratorStep = (typeof CONFIGURATOR_STEPS)[number]
export const CALCULATOR_STEPS = ['details', 'results'] as const
export type CalculatorStep = (typeof CALCULATOR_STEPS)[number]

/** A 4 × 2.25 m (16:9) wall until the visitor says otherwise. */
export const DEFAULT_WALL_MM = { width: 4000, height: 2250 } as const
/** Larger targets are refused as input (no series builds anything near 100 m). */
export const MAX_TARGET_MM = 100_000

export interface LedConfiguration {
  widthMm: number
  heightMm: number
  unit: LengthUnit
  region: Region
  /** Product slug of the chosen LED model. */
  model: string
  rounding: WallRounding
  sparePercent: number
}

/** URL parameter names. */
export const CONFIGURATION_PARAMS = {
  step: 'step',
  width: 'w',
  height: 'h',
  unit: 'unit',
  region: 'region',
  model: 'model',
  rounding: 'rounding',
  spare: 'spare',
  typedWidth: 'width',
  typedHeight: 'height',
  shownUnit: 'shown',
} as const

/** Region and unit a visitor most likely expects from the locale of the page. */
export function localeDefaults(code: string): { region: Region; unit: LengthUnit } {
  if (code === 'en-us') return { region: 'USA', unit: 'ft' }
  if (code === 'en-gb') return { region: 'UK', unit: 'cm' }
  if (code === 'ja-jp') return { region: 'other', unit: 'cm' }
  return { region: DEFAULT_REGION, unit: 'cm' }
}

function oneOf<T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T {
  return value !== null && value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : fallback
}

function positiveLength(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined
  const parsed = Number(value.replace(',', '.'))
  return Number.isFinite(parsed) && parsed > 0 && parsed <= MAX_TARGET_MM ? roundTo(parsed, STORED_MM_DECIMALS) : undefined
}

/**
 * Typed values are checked after conversion; a bad one keeps the previous length. A value equal to
 * what the field showed (rounded for its unit) keeps the exact millimetres, so switching units
 * through the GET forms never drifts.
 */
function typedLength(value: string | null, unit: LengthUnit, pitch: number, currentMm: number): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const parsed = Number(value.replace(',', '.'))
  if (!Number.isFinite(parsed)) return undefined
  if (parsed === fromMillimetres(currentMm, unit, pitch)) return currentMm
  return positiveLength(String(toMillimetres(parsed, unit, pitch)))
}

export interface ReadConfiguration {
  configuration: LedConfiguration
  /** A typed size was zero, negative or not a number. */
  invalidSize: boolean
}

/** The configuration a query string describes; anything missing or unknown falls back to a default. */
export function readConfiguration(query: URLSearchParams, models: readonly LedModel[], localeCode: string): ReadConfiguration {
  const defaults = localeDefaults(localeCode)
  const p = CONFIGURATION_PARAMS
  const model = models.find((candidate) => candidate.slug === query.get(p.model)) ?? models[0]
  const pitch = model?.cabinet.pixelPitchMm ?? 1
  const unit = isLengthUnit(query.get(p.unit)) ? (query.get(p.unit) as LengthUnit) : defaults.unit
  const shown = isLengthUnit(query.get(p.shownUnit)) ? (query.get(p.shownUnit) as LengthUnit) : unit
  let widthMm = positiveLength(query.get(p.width)) ?? DEFAULT_WALL_MM.width
  let heightMm = positiveLength(query.get(p.height)) ?? DEFAULT_WALL_MM.height
  let invalidSize = false
  const typedWidth = query.get(p.typedWidth)
  const typedHeight = query.get(p.typedHeight)
  if (typedWidth !== null) {
    const mm = typedLength(typedWidth, shown, pitch, widthMm)
    if (mm === undefined) invalidSize = true
    else widthMm = mm
  }
  if (typedHeight !== null) {
    const mm = typedLength(typedHeight, shown, pitch, heightMm)
    if (mm === undefined) invalidSize = true
    else heightMm = mm
  }
  const spare = query.get(p.spare)
  return {
    configuration: {
      widthMm,
      heightMm,
      unit,
      region: oneOf(REGIONS, query.get(p.region), defaults.region),
      model: model?.slug ?? '',
      rounding: oneOf(WALL_ROUNDINGS, query.get(p.rounding), DEFAULT_ROUNDING),
      sparePercent: spare === null || spare.trim() === '' ? DEFAULT_SPARE_PERCENT : clampSparePercent(Number(spare)),
    },
    invalidSize,
  }
}

export function readStep<Step extends string>(query: URLSearchParams, steps: readonly Step[]): Step {
  return oneOf(steps, query.get(CONFIGURATION_PARAMS.step), steps[0]!)
}

/** The canonical query of a configuration at a step (what the address bar shows). */
export function configurationQuery(configuration: LedConfiguration, step?: string): string {
  const p = CONFIGURATION_PARAMS
  const query = new URLSearchParams()
  if (step) query.set(p.step, step)
  query.set(p.width, String(configuration.widthMm))
  query.set(p.height, String(configuration.heightMm))
  query.set(p.unit, configuration.unit)
  query.set(p.region, configuration.region)
  query.set(p.model, configuration.model)
  query.set(p.rounding, configuration.rounding)
  query.set(p.spare, String(configuration.sparePercent))
  return query.toString()
}

export function wallRequestOf(configuration: LedConfiguration): LedWallRequest {
  return {
    widthMm: configuration.widthMm,
    heightMm: configuration.heightMm,
    rounding: configuration.rounding,
    region: configuration.region,
    sparePercent: configuration.sparePercent,
  }
}

/** The LED models of the catalogue: active products with cabinet data, in catalogue order. */
export function ledModelsOf(
  products: ReadonlyArray<{ ctn: string; slug: string; name: string; lineId: string; status: string; led?: LedModel['cabinet'] }>,
): LedModel[] {
  return products
    .filter((product) => product.status === 'active' && product.led)
    .map((product) => ({ ctn: product.ctn, slug: product.slug, name: product.name, lineId: product.lineId, cabinet: product.led! }))
}

/**
 * The step to show for a requested one: back to the size step while the typed size is unusable,
 * and never on to the last step (summary, results) while the wall cannot be built.
 */
export function reachableStep<Step extends string>(
  requested: Step,
  steps: readonly Step[],
  problems: { invalidSize: boolean; wallBuildable: boolean },
): Step {
  if (problems.invalidSize) return steps[0]!
  const last = steps[steps.length - 1]!
  if (requested === last && !problems.wallBuildable) return steps[steps.length - 2] ?? steps[0]!
  return requested
}
