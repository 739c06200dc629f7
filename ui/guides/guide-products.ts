/**
 * The slice of the catalogue the guides (product chooser, corporate and retail configurators)
 * reason about. Small enough to travel as island props; the same objects feed the server's
 * result pages, so both sides propose the same products.
 */
import type { Catalogue, ProductSummary } from '../content/model.ts'

export interface GuideProduct {
  ctn: string
  /** The product's slug in URLs (the LED configurator's `model`). */
  slug: string
  name: string
  href: string
  categoryId: string
  lineId: string
  screenSizeInch: number
  brightnessNits: number
  /** LED cabinets are sold by the square metre; their screen size is the wall's, not theirs. */
  led: boolean
  /** LED cabinets: their pixel pitch in mm. */
  pixelPitchMm?: number
  screenSize: string[]
  brightness: string[]
  displayType: string[]
  solutions: string[]
  features: string[]
  usage: string[]
  orientation: string[]
  connections: string[]
}

function guideProductOf(product: ProductSummary): GuideProduct {
  const { facets } = product
  return {
    ctn: product.ctn,
    slug: product.slug,
    name: product.name,
    href: product.href,
    categoryId: product.categoryId,
    lineId: product.lineId,
    screenSizeInch: product.screenSizeInch,
    brightnessNits: product.brightnessNits,
    led: product.led !== undefined,
    ...(product.led ? { pixelPitchMm: product.led.pixelPitchMm } : {}),
    screenSize: facets.screenSize,
    brightness: facets.brightness,
    displayType: facets.displayType,
    solutions: facets.solutions,
    features: facets.features,
    usage: facets.usage,
    orientation: facets.orientation,
    connections: facets.connections,
  }
}

/** Only active products are proposed: disabled and archived ones can no longer be ordered. */
export function guideProductsOf(catalogue: Catalogue): GuideProduct[] {
  return catalogue.products.filter((product) => product.status === 'active').map(guideProductOf)
}

/** Facet value labels of the catalogue (already in the page's language), by facet and value. */
export type FacetLabels = Record<string, Record<string, string>>

export function facetLabelsOf(catalogue: Catalogue): FacetLabels {
  return Object.fromEntries(
    catalogue.facets.map((facet) => [facet.name, Object.fromEntries(facet.values.map((value) => [value.value, value.label]))]),
  )
}

/** How well a product matches: used to order proposals, largest first. */
export function byClosestSize(idealInch: number) {
  return (a: GuideProduct, b: GuideProduct) =>
    Math.abs(a.screenSizeInch - idealInch) - Math.abs(b.screenSizeInch - idealInch) || a.ctn.localeCompare(b.ctn)
}
