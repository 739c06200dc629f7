/**
 * What a visitor has chosen in the LED configurator or calculator, and how it travels in the URL
 * (so a reload or a shared link restores it, and the no-JavaScript GET forms carry it). Lengths
 * are millimetres (`w`, `h`, `distance`); a step form may instead send `width`/`height` typed in
 * the unit the fields were shown in (`shown`) and `viewing` in metres or feet, which are read here
 * once and turned into millimetres.
 */
import {
  BIT_DEPTHS,
  type BitDepth,
  CIRCUIT_AMPERAGES,
  type CircuitAmperage,
  DEFAULT_BIT_DEPTH,
  DEFAULT_FRAME_RATE,
  DEFAULT_REGION,
  DEFAULT_ROUNDING,
  DEFAULT_SPARE_PERCENT,
  FRAME_RATES,
  type FrameRate,
  MAX_SPARE_PERCENT,
  REGION_MAINS,
  REGIONS,
  WALL_ROUNDINGS,
  clampSparePercent,
  type LedModel,
  type LedWallRequest,
  type Region,
  type WallRounding,
} from './led-wall-layout.ts'
import {
  DEFAULT_WALL_CONTENT,
  MAX_VIEWING_DISTANCE_MM,
  MIN_VIEWING_DISTANCE_MM,
  WALL_CONTENTS,
  type WallContent,
  isNativeContent,
  nativeTargetMm,
} from './led-content.ts'
import {
  type LengthUnit,
  MM_PER_DISTANCE_UNIT,
  STORED_MM_DECIMALS,
  distanceIn,
  distanceUnitOf,
  fromMillimetres,
  isLengthUnit,
  roundTo,
  toMillimetres,
} from './units.ts'

export const CONFIGURATOR_STEPS = ['size', 'model', 'area', 'summary'] as const
export type ConfiguratorStep = (typeof CONFIGURATOR_STEPS)[number]
/** The comparison is a view of the model step: it shows in the progress as that step. */
export const COMPARE_VIEW = 'compare'
export const CALCULATOR_STEPS = ['details', 'results'] as const
export type CalculatorStep = (typeof CALCULATOR_STEPS)[number]

/** A 4 × 2.25 m (16:9) wall until the visitor says otherwise. */
export const DEFAULT_WALL_MM = { width: 4000, height: 2250 } as const
/** Larger targets are refused as input (no series builds anything near 100 m). */
export const MAX_TARGET_MM = 100_000
/** The campaign codes quote requests from the LED tools carry into the lead pipeline. */
export const LED_QUOTE_CAMPAIGNS = { configurator: 'led-configurator', calculator: 'led-calculator' } as const

/** Models compared side by side at most (columns that still read on a phone turned sideways). */
export const LED_COMPARE_MAX = 3

export interface LedConfiguration {
  widthMm: number
  heightMm: number
  unit: LengthUnit
  region: Region
  /** Product slug of the chosen LED model. */
  model: string
  rounding: WallRounding
  sparePercent: number
  /** How far away people watch, when the visitor said (the model step ranks the models by it). */
  distanceMm?: number
  /** Native content sizes the wall from each model's pitch; 'size' keeps the size entered. */
  content: WallContent
  /** The circuits' breaker rating; without one, the region's usual circuit. */
  circuitAmps?: CircuitAmperage
  bitDepth: BitDepth
  frameRate: FrameRate
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
  distance: 'distance',
  content: 'content',
  amps: 'amps',
  bitDepth: 'bits',
  frameRate: 'hz',
  typedWidth: 'width',
  typedHeight: 'height',
  typedDistance: 'viewing',
  shownUnit: 'shown',
  /** Models ticked for the comparison (repeated). */
  compare: 'compare',
  /** The model chosen from the comparison: the configuration goes on with it to the LED area. */
  choose: 'choose',
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

function numberOf<T extends number>(values: readonly T[], value: string | null | undefined): T | undefined {
  return values.find((candidate) => String(candidate) === value)
}

function positiveLength(value: string | null | undefined, maximum = MAX_TARGET_MM): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined
  const parsed = Number(value.replace(',', '.'))
  return Number.isFinite(parsed) && parsed > 0 && parsed <= maximum ? roundTo(parsed, STORED_MM_DECIMALS) : undefined
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

function distanceWithin(mm: number): boolean {
  return mm >= MIN_VIEWING_DISTANCE_MM && mm <= MAX_VIEWING_DISTANCE_MM
}

/** A typed viewing distance (metres or feet as shown): undefined when cleared, 'invalid' when unusable. */
function typedDistance(value: string, shown: LengthUnit, currentMm: number | undefined): number | undefined | 'invalid' {
  if (value.trim() === '') return undefined
  const parsed = Number(value.replace(',', '.'))
  if (!Number.isFinite(parsed)) return 'invalid'
  const unit = distanceUnitOf(shown)
  if (currentMm !== undefined && parsed === distanceIn(currentMm, unit)) return currentMm
  const mm = Math.round(parsed * MM_PER_DISTANCE_UNIT[unit])
  return distanceWithin(mm) ? mm : 'invalid'
}

/**
 * The configuration as the wall is built from it: native content sets the target to the content's
 * pixels times `model`'s pitch, rounded up (the wall shows every pixel). A size entered stays.
 */
export function settleConfiguration(configuration: LedConfiguration, model: LedModel | undefined): LedConfiguration {
  if (!model || !isNativeContent(configuration.content)) return configuration
  const target = nativeTargetMm(configuration.content, model)
  return { ...configuration, widthMm: target.widthMm, heightMm: target.heightMm, rounding: 'up' }
}

export interface ReadConfiguration {
  configuration: LedConfiguration
  /** A typed size was zero, negative or not a number. */
  invalidSize: boolean
  /** A typed viewing distance was not a number between MIN_ and MAX_VIEWING_DISTANCE_MM. */
  invalidDistance: boolean
  /** The spare percentage asked for was outside 0–MAX_SPARE_PERCENT and was brought within it. */
  spareClamped: boolean
}

/** The configuration a query string describes; anything missing or unknown falls back to a default. */
export function readConfiguration(query: URLSearchParams, models: readonly LedModel[], localeCode: string): ReadConfiguration {
  const defaults = localeDefaults(localeCode)
  const p = CONFIGURATION_PARAMS
  const chosen = query.get(p.choose) ?? query.get(p.model)
  const model = models.find((candidate) => candidate.slug === chosen) ?? models[0]
  const pitch = model?.cabinet.pixelPitchMm ?? 1
  const unit = isLengthUnit(query.get(p.unit)) ? (query.get(p.unit) as LengthUnit) : defaults.unit
  const shown = isLengthUnit(query.get(p.shownUnit)) ? (query.get(p.shownUnit) as LengthUnit) : unit
  const content = oneOf(WALL_CONTENTS, query.get(p.content), DEFAULT_WALL_CONTENT)
  let widthMm = positiveLength(query.get(p.width)) ?? DEFAULT_WALL_MM.width
  let heightMm = positiveLength(query.get(p.height)) ?? DEFAULT_WALL_MM.height
  let invalidSize = false
  // Native content sizes the wall: typed sizes only count for a wall of the visitor's own size.
  if (!isNativeContent(content)) {
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
  }
  const storedDistance = positiveLength(query.get(p.distance), MAX_VIEWING_DISTANCE_MM)
  let distanceMm = storedDistance !== undefined && distanceWithin(storedDistance) ? Math.round(storedDistance) : undefined
  let invalidDistance = false
  const typed = query.get(p.typedDistance)
  if (typed !== null) {
    const read = typedDistance(typed, shown, distanceMm)
    if (read === 'invalid') invalidDistance = true
    else distanceMm = read
  }
  const spare = query.get(p.spare)
  const askedSpare = spare === null || spare.trim() === '' ? DEFAULT_SPARE_PERCENT : Number(spare.replace(',', '.'))
  const sparePercent = clampSparePercent(askedSpare)
  const configuration: LedConfiguration = {
    widthMm,
    heightMm,
    unit,
    region: oneOf(REGIONS, query.get(p.region), defaults.region),
    model: model?.slug ?? '',
    rounding: oneOf(WALL_ROUNDINGS, query.get(p.rounding), DEFAULT_ROUNDING),
    sparePercent,
    ...(distanceMm === undefined ? {} : { distanceMm }),
    content,
    ...(numberOf(CIRCUIT_AMPERAGES, query.get(p.amps)) ? { circuitAmps: numberOf(CIRCUIT_AMPERAGES, query.get(p.amps)) } : {}),
    bitDepth: numberOf(BIT_DEPTHS, query.get(p.bitDepth)) ?? DEFAULT_BIT_DEPTH,
    frameRate: numberOf(FRAME_RATES, query.get(p.frameRate)) ?? DEFAULT_FRAME_RATE,
  }
  return {
    configuration: settleConfiguration(configuration, model),
    invalidSize,
    invalidDistance,
    spareClamped: Number.isFinite(askedSpare) ? askedSpare !== sparePercent && (askedSpare < 0 || askedSpare > MAX_SPARE_PERCENT) : false,
  }
}

/** A configuration saved before a field existed, completed with that field's default. */
export function completeConfiguration(saved: Partial<LedConfiguration> & Pick<LedConfiguration, 'widthMm' | 'heightMm'>): LedConfiguration {
  return {
    unit: 'cm',
    region: DEFAULT_REGION,
    model: '',
    rounding: DEFAULT_ROUNDING,
    sparePercent: DEFAULT_SPARE_PERCENT,
    content: DEFAULT_WALL_CONTENT,
    bitDepth: DEFAULT_BIT_DEPTH,
    frameRate: DEFAULT_FRAME_RATE,
    ...saved,
  }
}

export function readStep<Step extends string>(query: URLSearchParams, steps: readonly Step[]): Step {
  return oneOf(steps, query.get(CONFIGURATION_PARAMS.step), steps[0]!)
}

/** The configurator's step or view: a model chosen from the comparison goes on to the LED area. */
export function readConfiguratorView(query: URLSearchParams): ConfiguratorStep | typeof COMPARE_VIEW {
  if (query.get(CONFIGURATION_PARAMS.choose)) return 'area'
  return readStep(query, [...CONFIGURATOR_STEPS, COMPARE_VIEW])
}

/** The models ticked for the comparison (known ones, each once, at most LED_COMPARE_MAX), and whether more were asked for. */
export function readCompared(query: URLSearchParams, models: readonly LedModel[]): { compared: string[]; overLimit: boolean } {
  const known = [...new Set(query.getAll(CONFIGURATION_PARAMS.compare))].filter((slug) => models.some((model) => model.slug === slug))
  return { compared: known.slice(0, LED_COMPARE_MAX), overLimit: known.length > LED_COMPARE_MAX }
}

/** The canonical query of a configuration at a step (what the address bar shows). */
export function configurationQuery(configuration: LedConfiguration, step?: string, compared: readonly string[] = []): string {
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
  if (configuration.distanceMm !== undefined) query.set(p.distance, String(configuration.distanceMm))
  query.set(p.content, configuration.content)
  if (configuration.circuitAmps !== undefined) query.set(p.amps, String(configuration.circuitAmps))
  query.set(p.bitDepth, String(configuration.bitDepth))
  query.set(p.frameRate, String(configuration.frameRate))
  for (const slug of compared) query.append(p.compare, slug)
  return query.toString()
}

/** The circuit rating the wall is planned with: the one chosen, or the region's usual one. */
export function circuitAmpsOf(configuration: LedConfiguration): CircuitAmperage {
  return configuration.circuitAmps ?? REGION_MAINS[configuration.region].amps
}

export function wallRequestOf(configuration: LedConfiguration): LedWallRequest {
  return {
    widthMm: configuration.widthMm,
    heightMm: configuration.heightMm,
    rounding: configuration.rounding,
    region: configuration.region,
    sparePercent: configuration.sparePercent,
    circuitAmps: circuitAmpsOf(configuration),
    bitDepth: configuration.bitDepth,
    frameRate: configuration.frameRate,
  }
}

/** The request `model` would get for this configuration (native content: sized from its own pitch). */
export function wallRequestFor(configuration: LedConfiguration, model: LedModel): LedWallRequest {
  return wallRequestOf(settleConfiguration(configuration, model))
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
 * The step to show for a requested one: back to the size step while the typed size or distance is
 * unusable, and never on to the last step (summary, results) while the wall cannot be built.
 */
export function reachableStep<Step extends string>(
  requested: Step,
  steps: readonly Step[],
  problems: { invalidSize: boolean; wallBuildable: boolean; invalidDistance?: boolean },
): Step {
  if (problems.invalidSize || problems.invalidDistance) return steps[0]!
  const last = steps[steps.length - 1]!
  if (requested === last && !problems.wallBuildable) return steps[steps.length - 2] ?? steps[0]!
  return requested
}
