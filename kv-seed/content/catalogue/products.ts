/**
 * The deterministic product generator: expands the series of product-models.ts into products
 * (one per screen size or pixel pitch) with translated names, descriptions and highlights, all
 * nine facets, and the LED cabinet data of LED products.
 */
import type { LedCabinet, ProductFacet } from '../../../ui/content/model.ts'
import { typicalPowerFactor } from '../../../ui/led/led-wall-layout.ts'
import type { SourceProduct } from '../../source.ts'
import { lines } from './lines.ts'
import { PICTURE_HEIGHT, PICTURE_WIDTH, productPictureHref } from '../../../ui/catalogue/product-pictures.ts'
import { productSlug } from '../../../ui/catalogue/product-slug.ts'
import type { EnergyClass } from '../../../ui/catalogue/energy-label-svg.ts'
import type { ProductFacts } from './product-facts.ts'
import { CABINETS, type DisplaySeries, type LedSeries, series, STATUS_OVERRIDES } from './product-models.ts'
import { productDescription, productHighlight, productName } from './product-texts.ts'

const PIXELS: Record<string, [number, number]> = {
  fhd: [1920, 1080],
  wuxga: [1920, 1200],
  qhd: [2560, 1440],
  'uhd-4k': [3840, 2160],
  'uhd-8k': [7680, 4320],
}

/** Neutral resolution names by pixel count (used as is in every language but Japanese Full HD). */
const RESOLUTION_NAMES: Record<string, string> = {
  '1920x1080': 'Full HD',
  '1920x1200': 'WUXGA',
  '2560x1440': 'QHD',
  '3840x2160': '4K UHD',
  '7680x4320': '8K UHD',
  '3440x1440': 'UWQHD',
  '3840x1600': 'WQHD+',
  '5120x1440': 'DQHD',
  '5120x2160': '5K2K',
}

const round1 = (value: number) => Math.round(value * 10) / 10

function screenSizeFacet(inch: number): string {
  if (inch < 32) return 'up-to-31'
  if (inch < 43) return '32-42'
  if (inch < 50) return '43-49'
  if (inch < 60) return '50-59'
  if (inch < 70) return '60-69'
  if (inch < 80) return '70-79'
  return '80-plus'
}

function brightnessFacet(nits: number): string {
  if (nits < 500) return '0-499'
  if (nits < 1000) return '500-999'
  if (nits < 2500) return '1000-2499'
  return '2500-plus'
}

/** EU energy class (A–G) of an LCD or OLED product; LED cabinets carry none. */
function energyLabel(s: DisplaySeries, inch: number): EnergyClass {
  if (s.resolution === 'uhd-8k' || s.nits >= 1000) return 'G'
  if (s.panel === 'oled') return 'F'
  if (s.resolution === 'uhd-4k') return s.nits >= 500 ? 'G' : 'F'
  if (s.resolution === 'qhd' || s.resolution === 'ultrawide') return 'F'
  if (inch <= 24) return 'D'
  return inch <= 32 ? 'E' : 'F'
}

const lineImage = new Map(lines.map((line) => [line.id, line.image]))

function build(
  facts: ProductFacts,
  s: DisplaySeries | LedSeries,
  facets: Record<ProductFacet, string[]>,
  energy?: EnergyClass,
): SourceProduct {
  const name = productName(facts)
  if (!lineImage.has(s.lineId)) throw new Error(`No image for line ${s.lineId}`)
  // Each product's own picture, drawn from its data (ui/catalogue/product-pictures.ts); the line keeps its picture.
  const image = { src: productPictureHref(productSlug(facts.ctn), 'front'), width: PICTURE_WIDTH, height: PICTURE_HEIGHT }
  return {
    ctn: facts.ctn,
    lineId: s.lineId,
    status: STATUS_OVERRIDES[facts.ctn] ?? 'active',
    name,
    description: productDescription(facts),
    highlights: s.highlights.map((key) => productHighlight(key, facts)),
    image: { ...image, alt: name },
    facets,
    screenSizeInch: facts.inch,
    diagonalCm: round1(facts.inch * 2.54),
    resolutionWidth: facts.width,
    resolutionHeight: facts.height,
    brightnessNits: facts.nits,
    ...(energy ? { energyLabel: energy } : {}),
    ...(facts.led ? { led: facts.led } : {}),
    downloadIds: [],
  }
}

function displayProducts(s: DisplaySeries): SourceProduct[] {
  return s.sizes.map((inch) => {
    const [width, height] = s.pixelsBySize?.[inch] ?? PIXELS[s.resolution] ?? [0, 0]
    const facts: ProductFacts = {
      ctn: `${inch}${s.code}${s.suffix}`,
      lineId: s.lineId,
      kind: s.kind,
      inch,
      resolution: s.resolution,
      resName: RESOLUTION_NAMES[`${width}x${height}`] ?? `${width} × ${height}`,
      width,
      height,
      nits: s.nits,
      usage: s.usage,
      panel: s.panel,
      features: s.features,
      connections: s.connections,
      touchPoints: s.touchPoints ?? 0,
      usbcWatts: s.usbcWatts ?? 0,
      soundWatts: s.soundWatts ?? 0,
      gamut: s.gamut ?? 0,
      cob: false,
      rental: false,
    }
    return build(
      facts,
      s,
      {
        screenSize: [screenSizeFacet(inch)],
        resolution: [s.resolution],
        brightness: [brightnessFacet(s.nits)],
        displayType: [s.panel],
        solutions: [...s.solutions],
        features: [...s.features],
        usage: [s.usage],
        orientation: [...s.orientation],
        connections: [...s.connections],
      },
      energyLabel(s, inch),
    )
  })
}

function ledProducts(s: LedSeries): SourceProduct[] {
  const [widthMm, heightMm] = CABINETS[s.cabinetCode]
  return s.pitches.map((pitch, index) => {
    const finer = s.pitches.length - 1 - index
    const nits = Array.isArray(s.nits) ? (s.nits[index] ?? 0) : s.nits
    const maxPowerW = Math.round(s.maxPowerW * (1 + 0.08 * finer))
    const led: LedCabinet = {
      cabinetWidthMm: widthMm,
      cabinetHeightMm: heightMm,
      cabinetResolutionWidth: Math.round(widthMm / pitch),
      cabinetResolutionHeight: Math.round(heightMm / pitch),
      pixelPitchMm: pitch,
      weightKg: round1(s.weightKg + 0.1 * finer),
      maxPowerW,
      // The series' named factor (ui/led/led-wall-layout.ts), so product pages and the configurator agree.
      typicalPowerW: Math.round(maxPowerW * typicalPowerFactor(s.lineId)),
      brightnessNits: nits,
    }
    const inch = round1(Math.hypot(widthMm, heightMm) / 25.4)
    const facts: ProductFacts = {
      ctn: `${s.code}${String(Math.round(pitch * 100)).padStart(3, '0')}${s.cabinetCode}/00`,
      lineId: s.lineId,
      kind: s.kind,
      inch,
      resolution: 'led-custom',
      resName: `${led.cabinetResolutionWidth} × ${led.cabinetResolutionHeight}`,
      width: led.cabinetResolutionWidth,
      height: led.cabinetResolutionHeight,
      nits,
      usage: s.usage,
      panel: 'led',
      features: s.features,
      connections: s.connections,
      touchPoints: 0,
      usbcWatts: 0,
      soundWatts: 0,
      gamut: 0,
      led,
      cob: s.cob ?? false,
      rental: s.rental ?? false,
    }
    return build(facts, s, {
      screenSize: [screenSizeFacet(inch)],
      resolution: ['led-custom'],
      brightness: [brightnessFacet(nits)],
      displayType: ['led'],
      solutions: [...s.solutions],
      features: [...s.features],
      usage: [s.usage],
      orientation: ['landscape', 'portrait'],
      connections: [...s.connections],
    })
  })
}

export const products: SourceProduct[] = series.flatMap((s) => (s.type === 'led' ? ledProducts(s) : displayProducts(s)))

for (const ctn of Object.keys(STATUS_OVERRIDES)) {
  if (!products.some((p) => p.ctn === ctn)) throw new Error(`STATUS_OVERRIDES names an unknown CTN ${ctn}`)
}
