/**
 * A wall's figures, bill of materials and wiring in words, in the page's locale: the summary, the
 * result page, the PDF, the CSV and the configuration e-mail all read these rows.
 */
import { fillTemplate } from '../forms/validation-messages.ts'
import { type BomItem, billOfMaterials } from './led-bill-of-materials.ts'
import { formatLength, formatNumberIn, formatPitch, formatSize, physicalUnit } from './led-format.ts'
import type { LedConfiguration } from './led-configuration.ts'
import type { LedBomTexts, LedFigureLabels, LedToolTexts, LedViewTexts } from './led-texts.ts'
import { type LedModel, type LedWallLayout, PORTS_PER_CONTROLLER } from './led-wall-layout.ts'
import { controllerPortOf, dataPorts, powerCircuits } from './led-wiring.ts'
import type { LengthUnit } from './units.ts'

export const SQUARE_FEET_PER_SQUARE_METRE = 10.7639
export const POUNDS_PER_KILOGRAM = 2.20462

const imperial = (unit: LengthUnit) => unit === 'in' || unit === 'ft'

export interface FigureValues {
  cabinets: string
  resolution: string
  pixelPitch: string
  aspectRatio: string
  area: string
  weight: string
  maxPower: string
  typicalPower: string
  heat: string
  circuits: string
  powerKits: string
  spareModules: string
  viewingDistance: string
  signal: string
  ports: string
  controllers: string
}

/** The computed figures as the visitor reads them (imperial units add square feet, pounds and feet). */
export function figureValues(iso: string, layout: LedWallLayout, unit: LengthUnit, labels: LedFigureLabels): FigureValues {
  const n = (value: number, digits = 2) => formatNumberIn(iso, value, digits)
  const metresOfViewing = layout.minViewingDistanceMm / 1000
  return {
    cabinets: `${n(layout.columns)} × ${n(layout.rows)} (${n(layout.cabinets)})`,
    resolution: `${n(layout.resolutionWidth)} × ${n(layout.resolutionHeight)} px`,
    pixelPitch: formatPitch(iso, layout.pixelPitchMm),
    aspectRatio: layout.aspectRatio.label,
    area: imperial(unit) ? `${n(layout.areaM2)} m² (${n(layout.areaM2 * SQUARE_FEET_PER_SQUARE_METRE, 1)} ft²)` : `${n(layout.areaM2)} m²`,
    weight: imperial(unit)
      ? `${n(layout.weightKg, 1)} kg (${n(layout.weightKg * POUNDS_PER_KILOGRAM, 0)} lb)`
      : `${n(layout.weightKg, 1)} kg`,
    maxPower: `${n(layout.maxPowerW, 0)} W`,
    typicalPower: fillTemplate(labels.typicalPowerValue, {
      power: `${n(layout.typicalPowerW, 0)} W`,
      percent: n(layout.typicalPowerFactor * 100, 0),
    }),
    heat: fillTemplate(labels.heatValue, { max: n(layout.maxBtuPerHour, 0), typical: n(layout.typicalBtuPerHour, 0) }),
    circuits: fillTemplate(labels.circuitsValue, {
      count: n(layout.circuits),
      amps: n(layout.circuitAmps),
      volts: n(layout.volts),
      watts: n(layout.circuitWatts, 0),
      cabinets: n(layout.cabinetsPerCircuit),
    }),
    powerKits: n(layout.powerKits),
    spareModules: `${n(layout.spareModules)} / ${n(layout.modules)} (${n(layout.sparePercent)} %)`,
    viewingDistance: imperial(unit)
      ? `${n(metresOfViewing)} m (${n(layout.minViewingDistanceMm / 304.8, 1)} ft)`
      : `${n(metresOfViewing)} m`,
    signal: fillTemplate(labels.signalValue, { bits: n(layout.bitDepth), hz: n(layout.frameRate), pixels: n(layout.portPixels) }),
    ports: fillTemplate(labels.portsValue, { count: n(layout.ports), cabinets: n(layout.cabinetsPerPort) }),
    controllers: fillTemplate(labels.controllersValue, { count: n(layout.controllers), ports: n(PORTS_PER_CONTROLLER) }),
  }
}

export type LedFigureRow = [key: string, label: string, value: string]

export interface LedFigureInput {
  iso: string
  model: LedModel
  layout: LedWallLayout
  target: { widthMm: number; heightMm: number }
  unit: LengthUnit
  regionName: string
  labels: LedFigureLabels
}

/** The figures of `layout` as a configuration asked for them, labelled in `texts`' language. */
export function ledFigureInputOf(
  iso: string,
  configuration: LedConfiguration,
  model: LedModel,
  layout: LedWallLayout,
  texts: Pick<LedToolTexts, 'regionNames' | 'figures'>,
): LedFigureInput {
  return {
    iso,
    model,
    layout,
    unit: configuration.unit,
    target: { widthMm: configuration.widthMm, heightMm: configuration.heightMm },
    regionName: texts.regionNames[configuration.region],
    labels: texts.figures,
  }
}

/** The rows of the figures table: the pages, the PDF and the lines of the configuration e-mail. */
export function ledFigureRows({ iso, model, layout, target, unit, regionName, labels }: LedFigureInput): LedFigureRow[] {
  const values = figureValues(iso, layout, unit, labels)
  const pitch = model.cabinet.pixelPitchMm
  return [
    ['model', labels.model, `${model.name} (${model.ctn})`],
    [
      'cabinet-size',
      labels.cabinetSize,
      formatSize(iso, model.cabinet.cabinetWidthMm, model.cabinet.cabinetHeightMm, physicalUnit(unit), pitch),
    ],
    ['region', labels.region, regionName],
    ['target-size', labels.targetSize, formatSize(iso, target.widthMm, target.heightMm, unit, pitch)],
    ['real-size', labels.realSize, formatSize(iso, layout.widthMm, layout.heightMm, unit, pitch)],
    ['cabinets', labels.cabinets, values.cabinets],
    ['resolution', labels.resolution, values.resolution],
    ['pixel-pitch', labels.pixelPitch, values.pixelPitch],
    ['aspect-ratio', labels.aspectRatio, values.aspectRatio],
    ['area', labels.area, values.area],
    ['weight', labels.weight, values.weight],
    ['max-power', labels.maxPower, values.maxPower],
    ['typical-power', labels.typicalPower, values.typicalPower],
    ['heat', labels.heat, values.heat],
    ['circuits', labels.circuits, values.circuits],
    ['power-kits', labels.powerKits, values.powerKits],
    ['spare-modules', labels.spareModules, values.spareModules],
    ['viewing-distance', labels.viewingDistance, values.viewingDistance],
    ['signal', labels.signal, values.signal],
    ['ports', labels.ports, values.ports],
    ['controllers', labels.controllers, values.controllers],
  ]
}

/** The bill of materials as the visitor reads it: item, product code, quantity, notes (the table, the CSV and the PDF). */
export function bomRows(iso: string, model: LedModel, layout: LedWallLayout, unit: LengthUnit, texts: LedBomTexts): string[][] {
  const n = (value: number) => formatNumberIn(iso, value, 2)
  const pitch = model.cabinet.pixelPitchMm
  const shownUnit = physicalUnit(unit)
  const noteValues: Record<BomItem, Record<string, string>> = {
    cabinet: { columns: n(layout.columns), rows: n(layout.rows) },
    'spare-module': { percent: n(layout.sparePercent), modules: n(layout.modules) },
    controller: { ports: n(PORTS_PER_CONTROLLER) },
    'receiving-card': {},
    'data-cable': {},
    'data-jumper': {},
    'power-kit': { amps: n(layout.circuitAmps), volts: n(layout.volts) },
    'power-jumper': {},
    'mounting-frame': { size: formatSize(iso, layout.widthMm, layout.heightMm, shownUnit, pitch) },
    'frame-beam': { width: formatLength(iso, layout.widthMm, shownUnit, pitch) },
  }
  return billOfMaterials(model, layout).map((line) => [
    texts.items[line.item],
    line.code,
    String(line.quantity),
    fillTemplate(texts.notes[line.item], noteValues[line.item]),
  ])
}

export interface ChainItem {
  number: number
  text: string
}

/** Each port's or circuit's chain in words: where it starts and ends (rows and columns counted from 1). */
export function chainItems(iso: string, layout: LedWallLayout, kind: 'data' | 'power', texts: LedViewTexts): ChainItem[] {
  const n = (value: number) => formatNumberIn(iso, value, 0)
  const chains = kind === 'data' ? dataPorts(layout) : powerCircuits(layout)
  return chains.map((chain) => {
    const first = chain.cabinets[0]!
    const last = chain.cabinets[chain.cabinets.length - 1]!
    const places = {
      number: n(chain.number),
      count: n(chain.cabinets.length),
      fromRow: n(first.row + 1),
      fromColumn: n(first.column + 1),
      toRow: n(last.row + 1),
      toColumn: n(last.column + 1),
    }
    if (kind === 'data') {
      const { controller, output } = controllerPortOf(chain.number, PORTS_PER_CONTROLLER)
      return { number: chain.number, text: fillTemplate(texts.portItem, { ...places, controller: n(controller), output: n(output) }) }
    }
    const watts = n(chain.cabinets.length * (layout.maxPowerW / layout.cabinets))
    return { number: chain.number, text: fillTemplate(texts.circuitItem, { ...places, watts }) }
  })
}
