/**
 * The retail configurator: the visitor lays out a store by zones (window, wall, checkout, shelf),
 * gets products proposed per zone, and ends with the retail brochure download. State in the
 * query string (`zone` repeated, `step`), read by the server and the island alike.
 * Decision record: docs/decisions/011-guides.md.
 */
import type { GuideProduct } from './guide-products.ts'

export const RETAIL_STEPS = ['layout', 'products', 'brochure'] as const
export type RetailStep = (typeof RETAIL_STEPS)[number]

export const STORE_ZONES = ['window', 'wall', 'checkout', 'shelf'] as const
export type StoreZone = (typeof STORE_ZONES)[number]

/** Products proposed per zone. */
export const PRODUCTS_PER_ZONE = 3

/**
 * What a zone needs. Window: readable in sunlight through glass (at least 2,500 cd/m²). Wall: an
 * indoor LED wall. Checkout: a compact screen beside the till (up to 43"). Shelf: a shelf-edge
 * screen (up to 31"). Every zone takes retail products only.
 */
export const ZONE_RULES = {
  window: { minNits: 2500, led: false, maxInch: 98, order: 'brightest' },
  wall: { minNits: 0, led: true, maxInch: Infinity, order: 'brightest' },
  checkout: { minNits: 0, led: false, maxInch: 43, order: 'largest' },
  shelf: { minNits: 0, led: false, maxInch: 31, order: 'largest' },
} as const satisfies Record<StoreZone, { minNits: number; led: boolean; maxInch: number; order: 'brightest' | 'largest' }>

export const RETAIL_PARAMETERS = { step: 'step', zone: 'zone', go: 'go' } as const

export interface RetailState {
  step: RetailStep
  zones: StoreZone[]
  /** A move on from the layout without any zone. */
  noZone: boolean
}

export function retailStateOf(query: URLSearchParams): RetailState {
  const asked = query.getAll(RETAIL_PARAMETERS.zone)
  const zones = STORE_ZONES.filter((zone) => asked.includes(zone))
  const current = RETAIL_STEPS.find((step) => step === query.get(RETAIL_PARAMETERS.step)) ?? 'layout'
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

/** The products proposed for a zone (rules: ZONE_RULES). */
export function proposeForZone(products: readonly GuideProduct[], zone: StoreZone): GuideProduct[] {
  const rule = ZONE_RULES[zone]
  return products
    .filter(
      (product) =>
        product.solutions.includes('retail') &&
        product.led === rule.led &&
        !product.features.includes('ip65') &&
        product.brightnessNits >= rule.minNits &&
        (rule.led || product.screenSizeInch <= rule.maxInch),
    )
    .sort((a, b) =>
      rule.order === 'brightest'
        ? b.brightnessNits - a.brightnessNits || a.ctn.localeCompare(b.ctn)
        : b.screenSizeInch - a.screenSizeInch || a.ctn.localeCompare(b.ctn),
    )
    .slice(0, PRODUCTS_PER_ZONE)
}
