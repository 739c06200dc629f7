/**
 * The attributes of a product as label/value rows in the page's locale (SPEC.md point 3 "Product
 * attributes"): key specs on cards, every row of the compare table, the LED cabinet table.
 */
import type { I18n } from '@lingui/core'
import { type Catalogue, type LedCabinet, PRODUCT_FACETS, type ProductSummary } from '../content/model.ts'
import { formatNumber } from '../format/intl.ts'

export interface AttributeRow {
  key: string
  label: string
  value: string
}

export function screenSizeText(iso: string, inches: number): string {
  return formatNumber(iso, inches, { style: 'unit', unit: 'inch', unitDisplay: 'short', maximumFractionDigits: 1 })
}

export function resolutionText(iso: string, width: number, height: number): string {
  return `${formatNumber(iso, width)} × ${formatNumber(iso, height)}`
}

export function brightnessText(iso: string, nits: number): string {
  return `${formatNumber(iso, nits)} cd/m²`
}

function millimetres(iso: string, value: number): string {
  return formatNumber(iso, value, { style: 'unit', unit: 'millimeter', unitDisplay: 'short', maximumFractionDigits: 2 })
}

/**
 * The specs a product card and the top of a product page show: screen size, resolution and
 * brightness; for an LED cabinet, its pixel pitch, size, resolution and brightness instead (the
 * "screen size" of one cabinet says little).
 */
export function keySpecs(product: ProductSummary, i18n: I18n, iso: string): AttributeRow[] {
  if (product.led) {
    const byKey = new Map(ledCabinetRows(product.led, i18n, iso).map((row) => [row.key, row]))
    return ['led.pixelPitch', 'led.cabinetSize', 'led.cabinetResolution', 'led.brightness'].map((key) => byKey.get(key)!)
  }
  return [
    {
      key: 'screenSize',
      label: i18n._({ id: 'products.spec.screen_size', message: 'Screen size' }),
      value: screenSizeText(iso, product.screenSizeInch),
    },
    {
      key: 'resolution',
      label: i18n._({ id: 'products.spec.resolution', message: 'Resolution' }),
      value: resolutionText(iso, product.resolutionWidth, product.resolutionHeight),
    },
    {
      key: 'brightness',
      label: i18n._({ id: 'products.spec.brightness', message: 'Brightness' }),
      value: brightnessText(iso, product.brightnessNits),
    },
  ]
}

/** The rows of an LED product's cabinet data. */
export function ledCabinetRows(led: LedCabinet, i18n: I18n, iso: string): AttributeRow[] {
  return [
    {
      key: 'led.cabinetSize',
      label: i18n._({ id: 'products.led.cabinet_size', message: 'Cabinet size (W × H)' }),
      value: `${millimetres(iso, led.cabinetWidthMm)} × ${millimetres(iso, led.cabinetHeightMm)}`,
    },
    {
      key: 'led.cabinetResolution',
      label: i18n._({ id: 'products.led.cabinet_resolution', message: 'Cabinet resolution (pixels)' }),
      value: resolutionText(iso, led.cabinetResolutionWidth, led.cabinetResolutionHeight),
    },
    {
      key: 'led.pixelPitch',
      label: i18n._({ id: 'products.led.pixel_pitch', message: 'Pixel pitch' }),
      value: millimetres(iso, led.pixelPitchMm),
    },
    {
      key: 'led.weight',
      label: i18n._({ id: 'products.led.weight', message: 'Cabinet weight' }),
      value: formatNumber(iso, led.weightKg, { style: 'unit', unit: 'kilogram', unitDisplay: 'short', maximumFractionDigits: 1 }),
    },
    {
      key: 'led.maxPower',
      label: i18n._({ id: 'products.led.max_power', message: 'Maximum power consumption' }),
      value: `${formatNumber(iso, led.maxPowerW)} W`,
    },
    {
      key: 'led.typicalPower',
      label: i18n._({ id: 'products.led.typical_power', message: 'Typical power consumption' }),
      value: `${formatNumber(iso, led.typicalPowerW)} W`,
    },
    {
      key: 'led.brightness',
      label: i18n._({ id: 'products.led.brightness', message: 'Cabinet brightness' }),
      value: brightnessText(iso, led.brightnessNits),
    },
  ]
}

/**
 * Every attribute of a product, for the compare table. A product without a value for a row shows
 * a dash, so rows line up across products.
 */
export function compareRows(
  products: readonly ProductSummary[],
  catalogue: Catalogue,
  i18n: I18n,
  iso: string,
): Array<{ key: string; label: string; values: string[] }> {
  const none = '–'
  const facetLabel = new Map(catalogue.facets.map((facet) => [facet.name, facet]))
  const lineTitle = new Map(catalogue.lines.map((line) => [line.id, line.title]))
  const rows: Array<{ key: string; label: string; values: string[] }> = []
  const add = (key: string, label: string, valueFor: (product: ProductSummary) => string | undefined) =>
    rows.push({ key, label, values: products.map((product) => valueFor(product) || none) })

  add('line', i18n._({ id: 'products.spec.product_line', message: 'Product line' }), (product) => lineTitle.get(product.lineId))
  add('screenSize', i18n._({ id: 'products.spec.screen_size', message: 'Screen size' }), (product) =>
    screenSizeText(iso, product.screenSizeInch),
  )
  add('diagonal', i18n._({ id: 'products.spec.diagonal', message: 'Screen diagonal' }), (product) =>
    formatNumber(iso, product.diagonalCm, { style: 'unit', unit: 'centimeter', unitDisplay: 'short', maximumFractionDigits: 1 }),
  )
  add('resolution', i18n._({ id: 'products.spec.resolution', message: 'Resolution' }), (product) =>
    resolutionText(iso, product.resolutionWidth, product.resolutionHeight),
  )
  add('brightness', i18n._({ id: 'products.spec.brightness', message: 'Brightness' }), (product) =>
    brightnessText(iso, product.brightnessNits),
  )
  for (const facet of PRODUCT_FACETS) {
    // Screen size, resolution and brightness are shown as measured values above.
    if (facet === 'screenSize' || facet === 'resolution' || facet === 'brightness') continue
    const definition = facetLabel.get(facet)
    if (!definition) continue
    const valueLabel = new Map(definition.values.map((value) => [value.value, value.label]))
    add(`facet.${facet}`, definition.label, (product) =>
      (product.facets[facet] ?? []).map((value) => valueLabel.get(value) ?? value).join(', '),
    )
  }
  add('energyLabel', i18n._({ id: 'products.spec.energy_label', message: 'Energy label' }), (product) => product.energyLabel)
  if (products.some((product) => product.led)) {
    const template = products.find((product) => product.led)!.led!
    const labels = ledCabinetRows(template, i18n, iso)
    labels.forEach((row, index) => {
      rows.push({
        key: row.key,
        label: row.label,
        values: products.map((product) => (product.led ? ledCabinetRows(product.led, i18n, iso)[index]!.value : none)),
      })
    })
  }
  return rows
}

/** True when the values of a row are not all the same. */
export function differs(values: readonly string[]): boolean {
  return new Set(values).size > 1
}
