/**
 * The product chooser (SPEC.md points 1 and 2): five questions (use, size, brightness,
 * orientation, connectivity), each optional, then the matching products; up to
 * CHOOSER_MAX_SELECTED of them go to the comparison page. The whole state lives in the query
 * string, so the server renders any step from a link and the island computes the same thing.
 * Decision record: docs/decisions/011-guides.md.
 */
import { COMPARE_MAX, COMPARE_PARAMETER } from '../catalogue/compare-selection.ts'
import type { GuideProduct } from './guide-products.ts'

export const CHOOSER_STEPS = ['use', 'size', 'brightness', 'orientation', 'connectivity', 'results'] as const
export type ChooserStep = (typeof CHOOSER_STEPS)[number]
export type ChooserQuestion = Exclude<ChooserStep, 'results'>

/**
 * The most products a visitor can pick for the comparison: the comparison shows them side by
 * side, so the chooser's limit is the comparison's (COMPARE_MAX = 4).
 */
export const CHOOSER_MAX_SELECTED = COMPARE_MAX

/** The answers offered per question (catalogue facet value codes; their labels come from the catalogue). */
export const CHOOSER_OPTIONS = {
  use: [
    'retail',
    'corporate',
    'hospitality',
    'education',
    'healthcare',
    'transport',
    'control-room',
    'events',
    'outdoor-advertising',
    'creative',
  ],
  size: ['up-to-31', '32-42', '43-49', '50-59', '60-69', '70-79', '80-plus'],
  /** Brightness answers are minimums: brighter products also match. */
  brightness: ['0-499', '500-999', '1000-2499', '2500-plus'],
  orientation: ['landscape', 'portrait'],
  connectivity: ['hdmi', 'displayport', 'usb-c', 'hdbaset', 'lan', 'wifi', 'rs232', 'sdm-slot'],
} as const satisfies Record<ChooserQuestion, readonly string[]>

/** Query parameters; `ctn` is the comparison page's own, so the selection hands over as is. */
export const CHOOSER_PARAMETERS = {
  step: 'step',
  use: 'use',
  size: 'size',
  brightness: 'brightness',
  orientation: 'orientation',
  connectivity: 'connection',
  selected: COMPARE_PARAMETER,
  /** The button pressed in a step's form: `next`, `previous`, or a step name to jump to. */
  go: 'go',
} as const

export interface ChooserAnswers {
  use?: string
  size?: string
  brightness?: string
  orientation?: string
  connectivity: string[]
}

export interface ChooserState {
  step: ChooserStep
  answers: ChooserAnswers
  /** Picked CTNs, in the order picked, at most CHOOSER_MAX_SELECTED. */
  selected: string[]
  /** More were asked for than CHOOSER_MAX_SELECTED; the first ones were kept. */
  overLimit: boolean
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value)
}

function stepAfter(current: ChooserStep, go: string | null): ChooserStep {
  const index = CHOOSER_STEPS.indexOf(current)
  if (go === 'next') return CHOOSER_STEPS[Math.min(index + 1, CHOOSER_STEPS.length - 1)]!
  if (go === 'previous') return CHOOSER_STEPS[Math.max(index - 1, 0)]!
  return oneOf(CHOOSER_STEPS, go) ?? current
}

/** Reads the chooser's state from a query; unknown answers are dropped, the selection capped. */
export function chooserStateOf(query: URLSearchParams): ChooserState {
  const answers: ChooserAnswers = {
    use: oneOf(CHOOSER_OPTIONS.use, query.get(CHOOSER_PARAMETERS.use)),
    size: oneOf(CHOOSER_OPTIONS.size, query.get(CHOOSER_PARAMETERS.size)),
    brightness: oneOf(CHOOSER_OPTIONS.brightness, query.get(CHOOSER_PARAMETERS.brightness)),
    orientation: oneOf(CHOOSER_OPTIONS.orientation, query.get(CHOOSER_PARAMETERS.orientation)),
    connectivity: CHOOSER_OPTIONS.connectivity.filter((option) => query.getAll(CHOOSER_PARAMETERS.connectivity).includes(option)),
  }
  const picked = [
    ...new Set(
      query
        .getAll(CHOOSER_PARAMETERS.selected)
        .map((ctn) => ctn.trim())
        .filter(Boolean),
    ),
  ]
  const current = oneOf(CHOOSER_STEPS, query.get(CHOOSER_PARAMETERS.step)) ?? 'use'
  return {
    step: stepAfter(current, query.get(CHOOSER_PARAMETERS.go)),
    answers,
    selected: picked.slice(0, CHOOSER_MAX_SELECTED),
    overLimit: picked.length > CHOOSER_MAX_SELECTED,
  }
}

/** The canonical query of a state (what the address bar shows and a shared link carries). */
export function chooserQueryOf(state: Pick<ChooserState, 'step' | 'answers' | 'selected'>): URLSearchParams {
  const query = new URLSearchParams()
  query.set(CHOOSER_PARAMETERS.step, state.step)
  const { use, size, brightness, orientation, connectivity } = state.answers
  if (use) query.set(CHOOSER_PARAMETERS.use, use)
  if (size) query.set(CHOOSER_PARAMETERS.size, size)
  if (brightness) query.set(CHOOSER_PARAMETERS.brightness, brightness)
  if (orientation) query.set(CHOOSER_PARAMETERS.orientation, orientation)
  for (const connection of connectivity) query.append(CHOOSER_PARAMETERS.connectivity, connection)
  for (const ctn of state.selected) query.append(CHOOSER_PARAMETERS.selected, ctn)
  return query
}

function meetsBrightness(product: GuideProduct, minimum: string): boolean {
  const order: readonly string[] = CHOOSER_OPTIONS.brightness
  return product.brightness.some((bucket) => order.indexOf(bucket) >= order.indexOf(minimum))
}

/** Whether a product satisfies every given answer (an unanswered question accepts anything). */
export function matchesAnswers(product: GuideProduct, answers: ChooserAnswers): boolean {
  if (answers.use && !product.solutions.includes(answers.use)) return false
  if (answers.size && !product.screenSize.includes(answers.size)) return false
  if (answers.brightness && !meetsBrightness(product, answers.brightness)) return false
  if (answers.orientation && !product.orientation.includes(answers.orientation)) return false
  return answers.connectivity.every((connection) => product.connections.includes(connection))
}

/**
 * The matching displays, smallest screen first, then by CTN. LED cabinets are never among them:
 * an LED wall is chosen by the wall's size, not by a diagonal (their screen size is one cabinet's);
 * the chooser sends those answers to the LED configurator instead (ledHandOff).
 */
export function chooseProducts(products: readonly GuideProduct[], answers: ChooserAnswers): GuideProduct[] {
  return products
    .filter((product) => !product.led && matchesAnswers(product, answers))
    .sort((a, b) => a.screenSizeInch - b.screenSizeInch || a.ctn.localeCompare(b.ctn))
}

/** The diagonal a size answer stands for when it becomes an LED wall's target (16:9). */
export const CHOOSER_SIZE_INCHES: Record<(typeof CHOOSER_OPTIONS.size)[number], number> = {
  'up-to-31': 27,
  '32-42': 37,
  '43-49': 46,
  '50-59': 55,
  '60-69': 65,
  '70-79': 75,
  '80-plus': 98,
}

/** A 16:9 picture's width and height in mm for a diagonal in inches. */
export function sixteenByNineMm(inches: number): { widthMm: number; heightMm: number } {
  const diagonalMm = inches * 25.4
  const unit = diagonalMm / Math.hypot(16, 9)
  return { widthMm: Math.round(unit * 16), heightMm: Math.round(unit * 9) }
}

export interface LedHandOff {
  /** LED models meeting every answer but the size. */
  count: number
  /** The LED configurator at its first step with the first such model and, when a size was answered, that size as a 16:9 wall. */
  href: string
}

/** Where the chooser sends answers an LED wall can meet: the LED configurator, with what carries over. */
export function ledHandOff(products: readonly GuideProduct[], answers: ChooserAnswers, configuratorPath: string): LedHandOff | undefined {
  const matching = products.filter((product) => product.led && matchesAnswers(product, { ...answers, size: undefined }))
  const first = matching[0]
  if (!first) return undefined
  const query = new URLSearchParams({ step: 'size', model: first.slug })
  const size = answers.size as keyof typeof CHOOSER_SIZE_INCHES | undefined
  if (size) {
    const { widthMm, heightMm } = sixteenByNineMm(CHOOSER_SIZE_INCHES[size])
    query.set('w', String(widthMm))
    query.set('h', String(heightMm))
  }
  return { count: matching.length, href: `${configuratorPath}?${query}` }
}

export interface Relaxation {
  question: ChooserQuestion
  /** How many products would match without this answer. */
  count: number
}

/** When nothing matches: per answered question, how many products match if it is dropped. */
export function relaxations(products: readonly GuideProduct[], answers: ChooserAnswers): Relaxation[] {
  const answered = (['use', 'size', 'brightness', 'orientation', 'connectivity'] as const).filter((question) =>
    question === 'connectivity' ? answers.connectivity.length > 0 : answers[question] !== undefined,
  )
  return answered
    .map((question) => {
      const without: ChooserAnswers = question === 'connectivity' ? { ...answers, connectivity: [] } : { ...answers, [question]: undefined }
      return { question, count: chooseProducts(products, without).length }
    })
    .filter((relaxation) => relaxation.count > 0)
}

export type SelectionChange = { kind: 'added' | 'removed'; selected: string[] } | { kind: 'refused'; selected: string[] }

/** Picking or unpicking a product; a pick beyond CHOOSER_MAX_SELECTED is refused. */
export function toggleSelected(selected: readonly string[], ctn: string, pick: boolean): SelectionChange {
  if (!pick) return { kind: 'removed', selected: selected.filter((each) => each !== ctn) }
  if (selected.includes(ctn)) return { kind: 'added', selected: [...selected] }
  if (selected.length >= CHOOSER_MAX_SELECTED) return { kind: 'refused', selected: [...selected] }
  return { kind: 'added', selected: [...selected, ctn] }
}
