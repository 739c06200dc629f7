/**
 * The retail configurator: the visitor lays out a store by zones, gets for each zone the advice a
 * retail planner would give (size, brightness, orientation, touch, mounting) with the products that
 * meet it, and ends with a quote request carrying that proposal. State in the query string (`zone`
 * repeated, `step`), read by the server and the island alike. The rules and three sample stores:
 * docs/decisions/041-retail-zone-rules.md.
 */
import type { GuideProduct } from './guide-products.ts'

export const RETAIL_STEPS = ['layout', 'products', 'quote'] as const
export type RetailStep = (typeof RETAIL_STEPS)[number]

export const STORE_ZONES = ['window', 'wall', 'checkout', 'shelf', 'kiosk'] as const
export type StoreZone = (typeof STORE_ZONES)[number]

/** Products proposed per zone. */
export const PRODUCTS_PER_ZONE = 3

export type ZoneOrientation = 'portrait' | 'landscape'
/** Touch: the zone needs it (self-service), rules it out (behind glass, above a till), or takes either. */
export type ZoneTouch = 'required' | 'none' | 'either'
export type ZoneMounting = 'window-hanging' | 'wall-frame' | 'ceiling-or-counter' | 'shelf-edge' | 'floor-stand'

export interface ZoneRule {
  /** A screen by its diagonal, or an LED wall (sized by its viewing distance in the LED configurator). */
  display: 'screen' | 'led-wall'
  /** Screens: the diagonal range in inches and the size to come closest to. */
  minInch: number
  maxInch: number
  idealInch: number
  /** Brightness range in cd/m². */
  minNits: number
  maxNits: number
  orientation: ZoneOrientation
  touch: ZoneTouch
  mounting: ZoneMounting
  /** LED walls: where shoppers stand; the pitch is at most 1 mm per metre of it (decision 010). */
  viewingDistanceMm?: number
}

/**
 * What each zone needs (the table of decision 041):
 * - shop window: 43–65", at least 2,500 cd/m² (readable in sunlight through the glass), portrait
 *   like a poster, no touch behind glass, hung from the ceiling or on a stand facing the street;
 * - feature wall: an indoor LED wall at 600–1,500 cd/m² (never outdoor cabinets indoors), landscape,
 *   on a wall frame, pitch at most 3 mm for shoppers from 3 m;
 * - checkout: 32–43", 350–700 cd/m² (a brighter panel glares at the customer a metre away),
 *   landscape, no touch, above the till or on the counter;
 * - shelves: 21–32", 300–700 cd/m², landscape on the shelf edge or an aisle stand, touch welcome
 *   (a product finder) but not needed;
 * - self-service point: 32–55" touch, 350–700 cd/m², portrait kiosk on a floor stand.
 */
export const ZONE_RULES: Record<StoreZone, ZoneRule> = {
  window: {
    display: 'screen',
    minInch: 43,
    maxInch: 65,
    idealInch: 55,
    minNits: 2500,
    maxNits: Number.POSITIVE_INFINITY,
    orientation: 'portrait',
    touch: 'none',
    mounting: 'window-hanging',
  },
  wall: {
    display: 'led-wall',
    minInch: 0,
    maxInch: Number.POSITIVE_INFINITY,
    idealInch: 0,
    minNits: 600,
    maxNits: 1500,
    orientation: 'landscape',
    touch: 'none',
    mounting: 'wall-frame',
    viewingDistanceMm: 3000,
  },
  checkout: {
    display: 'screen',
    minInch: 32,
    maxInch: 43,
    idealInch: 43,
    minNits: 350,
    maxNits: 700,
    orientation: 'landscape',
    touch: 'none',
    mounting: 'ceiling-or-counter',
  },
  shelf: {
    display: 'screen',
    minInch: 21,
    maxInch: 32,
    idealInch: 24,
    minNits: 300,
    maxNits: 700,
    orientation: 'landscape',
    touch: 'either',
    mounting: 'shelf-edge',
  },
  kiosk: {
    display: 'screen',
    minInch: 32,
    maxInch: 55,
    idealInch: 43,
    minNits: 350,
    maxNits: 700,
    orientation: 'portrait',
    touch: 'required',
    mounting: 'floor-stand',
  },
}

/** An LED wall's largest pitch for its viewing distance: 1 mm per metre (VIEWING_DISTANCE_MM_PER_MM_PITCH). */
export const LED_MM_PITCH_PER_MM_DISTANCE = 1 / 1000

export const RETAIL_PARAMETERS = { step: 'step', zone: 'zone', go: 'go' } as const

export interface RetailState {
  step: RetailStep
  zones: StoreZone[]
  /** A move on from the layout without any zone. */
  noZone: boolean
}

/** An old link's last step (the brochure) is the quote step now. */
function stepOf(value: string | null): RetailStep {
  if (value === 'brochure') return 'quote'
  return RETAIL_STEPS.find((step) => step === value) ?? 'layout'
}

export function retailStateOf(query: URLSearchParams): RetailState {
  const asked = query.getAll(RETAIL_PARAMETERS.zone)
  const zones = STORE_ZONES.filter((zone) => asked.includes(zone))
  const current = stepOf(query.get(RETAIL_PARAMETERS.step))
  const go = query.get(RETAIL_PARAMETERS.go)
  const index = RETAIL_STEPS.indexOf(current)
  const wanted: RetailStep =
    go === 'next'
      ? RETAIL_STEPS[Math.min(index + 1, RETAIL_STEPS.length - 1)]!
      : go === 'previous'
        ? RETAIL_STEPS[Math.max(index - 1, 0)]!
        : current
  if (wanted !== 'layout' && zones.length === 0) return { step: 'layout', zones, noZone: go !== null }
  return { step: wanted, zones, noZone: false }
}

export function retailQueryOf(state: Pick<RetailState, 'step' | 'zones'>): URLSearchParams {
  const query = new URLSearchParams()
  query.set(RETAIL_PARAMETERS.step, state.step)
  for (const zone of state.zones) query.append(RETAIL_PARAMETERS.zone, zone)
  return query
}

/** Whether a product meets a zone's rule (retail products only; never outdoor IP65 kit inside a store). */
export function meetsZoneRule(product: GuideProduct, rule: ZoneRule): boolean {
  if (!product.solutions.includes('retail') || product.features.includes('ip65')) return false
  if (product.brightnessNits < rule.minNits || product.brightnessNits > rule.maxNits) return false
  if (rule.display === 'led-wall') {
    const maxPitch = (rule.viewingDistanceMm ?? 0) * LED_MM_PITCH_PER_MM_DISTANCE
    return product.led && product.pixelPitchMm !== undefined && product.pixelPitchMm <= maxPitch
  }
  if (product.led || product.screenSizeInch < rule.minInch || product.screenSizeInch > rule.maxInch) return false
  if (!product.orientation.includes(rule.orientation)) return false
  const touch = product.features.includes('touch')
  if (rule.touch === 'required' && !touch) return false
  if (rule.touch === 'none' && touch) return false
  return true
}

/**
 * The products proposed for a zone: those meeting its rule, ordered as a planner would look at them
 * (LED walls: the coarsest pitch that suits the distance first, the cheapest per m²; screens: the
 * brightest first in the window, else the size closest to the zone's ideal, then the dimmer, then
 * the code), one per product name (two series can share a name; the better one stays), at most
 * PRODUCTS_PER_ZONE.
 */
export function proposeForZone(products: readonly GuideProduct[], zone: StoreZone): GuideProduct[] {
  const rule = ZONE_RULES[zone]
  const ordered = products
    .filter((product) => meetsZoneRule(product, rule))
    .sort((a, b) => {
      if (rule.display === 'led-wall') return (b.pixelPitchMm ?? 0) - (a.pixelPitchMm ?? 0) || a.ctn.localeCompare(b.ctn)
      const bySize = Math.abs(a.screenSizeInch - rule.idealInch) - Math.abs(b.screenSizeInch - rule.idealInch)
      if (zone === 'window') return b.brightnessNits - a.brightnessNits || bySize || a.ctn.localeCompare(b.ctn)
      return bySize || a.brightnessNits - b.brightnessNits || a.ctn.localeCompare(b.ctn)
    })
  const names = new Set<string>()
  const proposed: GuideProduct[] = []
  for (const product of ordered) {
    if (names.has(product.name)) continue
    names.add(product.name)
    proposed.push(product)
    if (proposed.length === PRODUCTS_PER_ZONE) break
  }
  return proposed
}

/** The store's proposal: each chosen zone with its products, in store order. */
export function retailProposal(
  products: readonly GuideProduct[],
  zones: readonly StoreZone[],
): Array<{ zone: StoreZone; products: GuideProduct[] }> {
  return zones.map((zone) => ({ zone, products: proposeForZone(products, zone) }))
}
