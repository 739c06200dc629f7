/**
 * The corporate solution configurator (simulator) of SPEC.md point 2: start, locations (previous
 * and next location), solutions, request quote, share by email. Per location the visitor gives
 * the room type, its size, the audience and the use; the matching rules below turn that into at
 * most PROPOSALS_PER_LOCATION displays from the catalogue, or "no solution for this location".
 * The state lives in the query string (one `loc` per location), read by the server and by the
 * island alike. Decision record: docs/decisions/011-guides.md.
 */
import { type GuideProduct, byClosestSize } from './guide-products.ts'

export const CORPORATE_STEPS = ['start', 'location', 'solutions', 'quote'] as const
export type CorporateStep = (typeof CORPORATE_STEPS)[number]

export const ROOM_TYPES = [
  'meeting-room',
  'boardroom',
  'huddle-space',
  'training-room',
  'reception',
  'open-office',
  'canteen',
  'auditorium',
] as const
/** Floor area bands: small < 15 m², medium 15–40 m², large 40–100 m², hall > 100 m². */
export const ROOM_SIZES = ['small', 'medium', 'large', 'hall'] as const
/** People watching at once. */
export const AUDIENCES = ['up-to-6', '7-20', '21-60', 'over-60'] as const
export const ROOM_USES = ['presentation', 'video-conferencing', 'collaboration', 'information', 'welcome'] as const

export const LOCATION_FIELDS = ['roomType', 'size', 'audience', 'use'] as const
export type LocationField = (typeof LOCATION_FIELDS)[number]
export type CorporateLocation = Partial<Record<LocationField, string>>

const LOCATION_OPTIONS: Record<LocationField, readonly string[]> = {
  roomType: ROOM_TYPES,
  size: ROOM_SIZES,
  audience: AUDIENCES,
  use: ROOM_USES,
}

/** The most locations one configuration holds. */
export const MAX_LOCATIONS = 10
/** Displays proposed per location. */
export const PROPOSALS_PER_LOCATION = 3
/** Shown on the start and quote steps (SPEC.md point 9). */
export const ANSWER_WITHIN_HOURS = 24

/** A display for no LED wall: screen size range (inches) that reads well in a room of this size. */
export const SCREEN_INCHES_BY_ROOM_SIZE = {
  small: { min: 32, max: 55 },
  medium: { min: 55, max: 75 },
  large: { min: 75, max: 98 },
  hall: { min: 98, max: 98 },
} as const satisfies Record<(typeof ROOM_SIZES)[number], { min: number; max: number }>

/** The smallest screen everyone in the audience can read from the back row. */
export const MIN_INCHES_BY_AUDIENCE = {
  'up-to-6': 32,
  '7-20': 55,
  '21-60': 75,
  'over-60': 98,
} as const satisfies Record<(typeof AUDIENCES)[number], number>

/** Screens of 98" and more: a hall or a large audience gets an indoor LED wall instead. */
export const LED_WALL_FROM_INCHES = 98

/** What each use asks of a display. */
export const USE_REQUIREMENTS = {
  presentation: { connections: ['hdmi'] },
  'video-conferencing': { connections: ['usb-c'] },
  collaboration: { features: ['touch'] },
  information: { usage: ['24-7', '18-7'] },
  welcome: { usage: ['24-7', '18-7'] },
} as const satisfies Record<
  (typeof ROOM_USES)[number],
  { connections?: readonly string[]; features?: readonly string[]; usage?: readonly string[] }
>

/** Rooms whose displays may hang in portrait (signage); every other room needs landscape. */
export const PORTRAIT_ALLOWED_ROOMS: readonly string[] = ['reception', 'canteen', 'open-office']
/** Catalogue categories that hold room displays (monitors are desk screens, TVs are for hotels and hospitals). */
export const ROOM_DISPLAY_CATEGORIES: readonly string[] = ['signage-displays', 'led-video-walls']
/** Solutions a corporate room display must be made for; training rooms also take education displays. */
export const ROOM_SOLUTIONS: Record<string, readonly string[]> = { 'training-room': ['corporate', 'education'] }
const DEFAULT_ROOM_SOLUTIONS = ['corporate']

export const CORPORATE_PARAMETERS = {
  step: 'step',
  at: 'at',
  location: 'loc',
  go: 'go',
  roomType: 'room',
  size: 'size',
  audience: 'audience',
  use: 'use',
} as const

export type LocationErrors = Partial<Record<LocationField, 'required'>>

export interface CorporateState {
  step: CorporateStep
  locations: CorporateLocation[]
  /** The location being edited (location step). */
  at: number
  /** Missing answers of the location at `at`, after a move that needed them. */
  errors: LocationErrors
  /** A next location was refused: MAX_LOCATIONS reached. */
  full: boolean
}

function pick(field: LocationField, value: string | null | undefined): string | undefined {
  return LOCATION_OPTIONS[field].find((option) => option === value)
}

export function encodeLocation(location: CorporateLocation): string {
  return LOCATION_FIELDS.map((field) => location[field] ?? '').join('.')
}

export function decodeLocation(encoded: string): CorporateLocation {
  const parts = encoded.split('.')
  const location: CorporateLocation = {}
  LOCATION_FIELDS.forEach((field, index) => {
    const value = pick(field, parts[index])
    if (value) location[field] = value
  })
  return location
}

export function missingAnswers(location: CorporateLocation | undefined): LocationErrors {
  const errors: LocationErrors = {}
  for (const field of LOCATION_FIELDS) if (!location?.[field]) errors[field] = 'required'
  return errors
}

export function isComplete(location: CorporateLocation | undefined): boolean {
  return Object.keys(missingAnswers(location)).length === 0
}

const isEmpty = (location: CorporateLocation) => LOCATION_FIELDS.every((field) => !location[field])

/**
 * Reads the configurator's state from a query: the locations, the one being edited (its form's
 * fields replace it), then the button pressed (`go`): start, next, previous, remove, solutions,
 * quote, or `location` to edit the one at `at`. Moves that need complete answers stay put and
 * name what is missing.
 */
export function corporateStateOf(query: URLSearchParams): CorporateState {
  const locations = query.getAll(CORPORATE_PARAMETERS.location).slice(0, MAX_LOCATIONS).map(decodeLocation)
  const requested = Number.parseInt(query.get(CORPORATE_PARAMETERS.at) ?? '0', 10)
  let at = Number.isFinite(requested) ? Math.min(Math.max(requested, 0), Math.max(locations.length - 1, 0)) : 0
  const editing = LOCATION_FIELDS.some((field) => query.has(CORPORATE_PARAMETERS[field]))
  if (editing) {
    const edited: CorporateLocation = {}
    for (const field of LOCATION_FIELDS) {
      const value = pick(field, query.get(CORPORATE_PARAMETERS[field]))
      if (value) edited[field] = value
    }
    if (at >= locations.length) at = locations.length
    locations[at] = edited
  }
  const stepAsked = CORPORATE_STEPS.find((step) => step === query.get(CORPORATE_PARAMETERS.step)) ?? 'start'
  const go = query.get(CORPORATE_PARAMETERS.go)
  const state: CorporateState = { step: stepAsked, locations, at, errors: {}, full: false }
  const atLocation = (index: number, errors: LocationErrors = {}): CorporateState => {
    if (state.locations.length === 0) state.locations.push({})
    return { ...state, step: 'location', at: Math.min(index, state.locations.length - 1), errors }
  }
  /** Every location complete (empty extra ones dropped), or the first one that is not. */
  const allComplete = (then: CorporateStep): CorporateState => {
    const kept = state.locations.filter((location, index) => !isEmpty(location) || (index === 0 && state.locations.length === 1))
    state.locations = kept
    const firstIncomplete = kept.findIndex((location) => !isComplete(location))
    if (kept.length === 0 || firstIncomplete >= 0) {
      const index = Math.max(firstIncomplete, 0)
      return atLocation(index, go ? missingAnswers(kept[index]) : {})
    }
    return { ...state, step: then, at: 0 }
  }

  switch (go) {
    case 'start':
      return atLocation(0)
    case 'location':
      return atLocation(at)
    case 'next': {
      if (!isComplete(locations[at])) return atLocation(at, missingAnswers(locations[at]))
      if (at + 1 < locations.length) return atLocation(at + 1)
      if (locations.length >= MAX_LOCATIONS) return { ...atLocation(at), full: true }
      locations.push({})
      return atLocation(at + 1)
    }
    case 'previous':
      return at === 0 ? { ...state, step: 'start', at: 0 } : atLocation(at - 1)
    case 'remove': {
      locations.splice(at, 1)
      return atLocation(Math.min(at, Math.max(locations.length - 1, 0)))
    }
    case 'solutions':
      return allComplete('solutions')
    case 'quote':
      return allComplete('quote')
  }
  if (stepAsked === 'location') return atLocation(at)
  if (stepAsked === 'solutions' || stepAsked === 'quote') return allComplete(stepAsked)
  return state
}

/** The canonical query of a state (address bar, shared links, the quote's `configuration`). */
export function corporateQueryOf(state: Pick<CorporateState, 'step' | 'locations' | 'at'>): URLSearchParams {
  const query = new URLSearchParams()
  query.set(CORPORATE_PARAMETERS.step, state.step)
  if (state.step === 'location') query.set(CORPORATE_PARAMETERS.at, String(state.at))
  for (const location of state.locations) query.append(CORPORATE_PARAMETERS.location, encodeLocation(location))
  return query
}

export type LocationProposal =
  | { kind: 'displays'; ledWall: boolean; products: GuideProduct[] }
  /** Nothing in the catalogue fits: the visitor is offered a contact instead. */
  | { kind: 'none'; reason: 'room-too-small' | 'no-match' }

/** The screen size range a location needs, or undefined when its room cannot hold the audience's screen. */
export function screenRangeFor(location: CorporateLocation): { min: number; max: number; ledWall: boolean } | undefined {
  const room = SCREEN_INCHES_BY_ROOM_SIZE[location.size as keyof typeof SCREEN_INCHES_BY_ROOM_SIZE]
  const audienceMin = MIN_INCHES_BY_AUDIENCE[location.audience as keyof typeof MIN_INCHES_BY_AUDIENCE]
  if (!room || audienceMin === undefined) return undefined
  const min = Math.max(room.min, audienceMin)
  if (min > room.max) return undefined
  return { min, max: room.max, ledWall: min >= LED_WALL_FROM_INCHES }
}

function meetsUse(product: GuideProduct, use: string): boolean {
  const requirement: { connections?: readonly string[]; features?: readonly string[]; usage?: readonly string[] } =
    USE_REQUIREMENTS[use as keyof typeof USE_REQUIREMENTS] ?? {}
  if (requirement.connections && !requirement.connections.every((each) => product.connections.includes(each))) return false
  if (requirement.features && !requirement.features.every((each) => product.features.includes(each))) return false
  if (requirement.usage && !product.usage.some((each) => requirement.usage!.includes(each))) return false
  return true
}

/** The displays proposed for one complete location (rules: the constants above). */
export function proposeDisplays(products: readonly GuideProduct[], location: CorporateLocation): LocationProposal {
  const range = screenRangeFor(location)
  if (!range) return { kind: 'none', reason: 'room-too-small' }
  const solutions = ROOM_SOLUTIONS[location.roomType ?? ''] ?? DEFAULT_ROOM_SOLUTIONS
  const portraitAllowed = PORTRAIT_ALLOWED_ROOMS.includes(location.roomType ?? '')
  const fitting = products.filter((product) => {
    if (!ROOM_DISPLAY_CATEGORIES.includes(product.categoryId)) return false
    if (!product.solutions.some((solution) => solutions.includes(solution))) return false
    if (!portraitAllowed && !product.orientation.includes('landscape') && !product.led) return false
    if (!meetsUse(product, location.use ?? '')) return false
    if (range.ledWall) return product.led && !product.features.includes('ip65')
    return !product.led && product.screenSizeInch >= range.min && product.screenSizeInch <= range.max
  })
  if (fitting.length === 0) return { kind: 'none', reason: 'no-match' }
  const ideal = (range.min + range.max) / 2
  return { kind: 'displays', ledWall: range.ledWall, products: fitting.sort(byClosestSize(ideal)).slice(0, PROPOSALS_PER_LOCATION) }
}
