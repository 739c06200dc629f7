/**
 * The LED wall calculation core against hand-worked examples, the unit conversions (no drift
 * when switching), and the configuration carried in the URL.
 */
import { describe, expect, it } from 'vitest'
import type { LedCabinet } from '../../ui/content/model.ts'
import { billOfMaterials, csvOf } from '../../ui/led/led-bill-of-materials.ts'
import { configurationQuery, readCompared, readConfiguration, wallRequestFor } from '../../ui/led/led-configuration.ts'
import { blueprintDrawing, dataPathDrawing } from '../../ui/led/led-drawings.ts'
import { chainItems } from '../../ui/led/led-figure-rows.ts'
import { formatPitch } from '../../ui/led/led-format.ts'
import type { LedViewTexts } from '../../ui/led/led-texts.ts'
import { nativeTargetMm } from '../../ui/led/led-content.ts'
import { comfortableWidthMm, pitchRange, rankModels } from '../../ui/led/led-viewing.ts'
import { type LedModel, aspectRatioOf, circuitWatts, ledWallLayout, portPixels } from '../../ui/led/led-wall-layout.ts'
import { chainsOf, controllerPortOf, dataPorts, powerCircuits, serpentine } from '../../ui/led/led-wiring.ts'
import { LENGTH_UNITS, fromMillimetres, toMillimetres } from '../../ui/led/units.ts'

/** Wiring lists in a short form of the real templates, to read the figures the core fills in. */
const VIEW_TEXTS = {
  portItem: '{number}/{controller}/{output}: {count} {fromRow},{fromColumn}→{toRow},{toColumn}',
  circuitItem: '{number}: {count} {watts} W {fromRow},{fromColumn}→{toRow},{toColumn}',
} as LedViewTexts

const square: LedCabinet = {
  cabinetWidthMm: 500,
  cabinetHeightMm: 500,
  cabinetResolutionWidth: 200,
  cabinetResolutionHeight: 200,
  pixelPitchMm: 2.5,
  weightKg: 7.8,
  maxPowerW: 170,
  typicalPowerW: 57,
  brightnessNits: 900,
}
const widescreen: LedCabinet = {
  cabinetWidthMm: 600,
  cabinetHeightMm: 337.5,
  cabinetResolutionWidth: 480,
  cabinetResolutionHeight: 270,
  pixelPitchMm: 1.25,
  weightKg: 6.8,
  maxPowerW: 120,
  typicalPowerW: 40,
  brightnessNits: 600,
}
const indoor: LedModel = { ctn: 'IS250S/00', slug: 'is250s_00', name: 'IS250S', lineId: 'led-indoor-standard', cabinet: square }
const finePitch: LedModel = { ctn: 'FP125H/00', slug: 'fp125h_00', name: 'FP125H', lineId: 'led-indoor-fine-pitch', cabinet: widescreen }

const EU_SIGNAL = { circuitAmps: 16, bitDepth: 8, frameRate: 60 } as const
const US_SIGNAL = { circuitAmps: 20, bitDepth: 8, frameRate: 60 } as const

describe('LED wall layout: hand-worked examples', () => {
  it('example 1: a 3 × 2 m target with 500 mm cabinets in the EU, 16 A circuits, 8 bit at 60 Hz', () => {
    // columns = 3000 / 500 = 6, rows = 2000 / 500 = 4 → 24 cabinets, wall 3000 × 2000 mm
    // resolution 6 × 200 = 1200 by 4 × 200 = 800 px → 960,000 px; 1200:800 = 3:2; area 3 × 2 = 6 m²
    // weight 24 × 7.8 = 187.2 kg; max power 24 × 170 = 4080 W → × 3.412142 = 13,921.54 → 13,922 BTU/h
    // typical: the indoor standard series' factor 0.35 → 4080 × 0.35 = 1428 W → 4872.54 → 4873 BTU/h
    // circuit 230 V × 16 A × 0.8 = 2944 W → ⌊2944 / 170⌋ = 17 cabinets per circuit → ⌈24 / 17⌉ = 2 circuits = 2 kits
    // modules 24 × 4 = 96; 3 % spare = 2.88 → 3 modules; viewing distance 2.5 mm × 1 m/mm = 2.5 m
    // port: 943,718,400 / (3 × 8 × 60) = 655,360 px → ⌊655,360 / (200 × 200)⌋ = 16 cabinets per port
    // → ⌈24 / 16⌉ = 2 ports → ⌈2 / 4⌉ = 1 controller; 24 receiving cards
    const outcome = ledWallLayout(indoor, {
      widthMm: 3000,
      heightMm: 2000,
      rounding: 'nearest',
      region: 'EU',
      sparePercent: 3,
      ...EU_SIGNAL,
    })
    expect(outcome).toEqual({
      ok: true,
      layout: {
        columns: 6,
        rows: 4,
        cabinets: 24,
        widthMm: 3000,
        heightMm: 2000,
        resolutionWidth: 1200,
        resolutionHeight: 800,
        pixels: 960_000,
        pixelPitchMm: 2.5,
        aspectRatio: { value: 1.5, label: '3:2' },
        areaM2: 6,
        weightKg: 187.2,
        maxPowerW: 4080,
        typicalPowerFactor: 0.35,
        typicalPowerW: 1428,
        maxBtuPerHour: 13_922,
        typicalBtuPerHour: 4873,
        volts: 230,
        circuitAmps: 16,
        circuitWatts: 2944,
        cabinetsPerCircuit: 17,
        circuits: 2,
        powerKits: 2,
        modules: 96,
        sparePercent: 3,
        spareModules: 3,
        minViewingDistanceMm: 2500,
        bitDepth: 8,
        frameRate: 60,
        portPixels: 655_360,
        cabinetsPerPort: 16,
        ports: 2,
        controllers: 1,
        receivingCards: 24,
      },
    })
  })

  it('example 2: a 4 × 2.5 m target with 16:9 cabinets in the USA, rounded down, nearest and up; 10 bit colour', () => {
    // 4000 / 600 = 6.67 and 2500 / 337.5 = 7.41: down → 6 × 7, nearest → 7 × 7, up → 7 × 8
    // down: 42 cabinets, wall 3600 × 2362.5 mm, 2880 × 1890 px = 5,443,200 px; 2880:1890 = 32:21
    // area 3.6 × 2.3625 = 8.505 → 8.51 m²; weight 42 × 6.8 = 285.6 kg; max 42 × 120 = 5040 W → 17,197 BTU/h
    // typical: the fine pitch series' factor 0.3 → 1512 W → 5159.16 → 5159 BTU/h
    // circuit 110 V × 20 A × 0.8 = 1760 W → ⌊1760 / 120⌋ = 14 cabinets → ⌈42 / 14⌉ = 3 circuits
    // modules 42 × 2 = 84; 5 % = 4.2 → 5; viewing 1.25 m
    // 10 bit: 943,718,400 / (3 × 10 × 60) = 524,288 px per port → ⌊524,288 / (480 × 270 = 129,600)⌋ = 4 cabinets
    // → ⌈42 / 4⌉ = 11 ports → ⌈11 / 4⌉ = 3 controllers
    const request = { widthMm: 4000, heightMm: 2500, region: 'USA', sparePercent: 5, ...US_SIGNAL, bitDepth: 10 } as const
    const down = ledWallLayout(finePitch, { ...request, rounding: 'down' })
    expect(down.ok && down.layout).toMatchObject({
      columns: 6,
      rows: 7,
      cabinets: 42,
      widthMm: 3600,
      heightMm: 2362.5,
      resolutionWidth: 2880,
      resolutionHeight: 1890,
      pixels: 5_443_200,
      aspectRatio: { label: '32:21' },
      areaM2: 8.51,
      weightKg: 285.6,
      maxPowerW: 5040,
      typicalPowerFactor: 0.3,
      typicalPowerW: 1512,
      maxBtuPerHour: 17_197,
      typicalBtuPerHour: 5159,
      volts: 110,
      circuitWatts: 1760,
      cabinetsPerCircuit: 14,
      circuits: 3,
      powerKits: 3,
      modules: 84,
      spareModules: 5,
      portPixels: 524_288,
      cabinetsPerPort: 4,
      ports: 11,
      controllers: 3,
      minViewingDistanceMm: 1250,
    })
    const nearest = ledWallLayout(finePitch, { ...request, rounding: 'nearest' })
    expect(nearest.ok && [nearest.layout.columns, nearest.layout.rows]).toEqual([7, 7])
    const up = ledWallLayout(finePitch, { ...request, rounding: 'up' })
    expect(up.ok && [up.layout.columns, up.layout.rows, up.layout.widthMm, up.layout.heightMm]).toEqual([7, 8, 4200, 2700])
  })

  it('example 3: too small below one cabinet, impossible beyond what the series builds', () => {
    // 200 / 500 = 0.4 → nearest 0 columns: too small; rounding up makes it one cabinet (500 × 500)
    const small = { widthMm: 200, heightMm: 200, region: 'UK', sparePercent: 3, ...EU_SIGNAL } as const
    expect(ledWallLayout(indoor, { ...small, rounding: 'nearest' })).toEqual({ ok: false, error: 'too-small' })
    const up = ledWallLayout(indoor, { ...small, rounding: 'up' })
    expect(up.ok && [up.layout.cabinets, up.layout.widthMm, up.layout.circuits, up.layout.ports]).toEqual([1, 500, 1, 1])
    // fine pitch builds at most 12 m wide: 13,000 / 600 = 21.67 → 22 columns = 13,200 mm > 12,000
    const wide = { heightMm: 2000, rounding: 'nearest', region: 'EU', sparePercent: 3, ...EU_SIGNAL } as const
    expect(ledWallLayout(finePitch, { ...wide, widthMm: 13_000 })).toEqual({ ok: false, error: 'impossible' })
    // 12 m exactly (20 columns) is still possible
    expect(ledWallLayout(finePitch, { ...wide, widthMm: 12_000 }).ok).toBe(true)
    expect(ledWallLayout(indoor, { ...wide, widthMm: 0, rounding: 'up' })).toEqual({ ok: false, error: 'too-small' })
  })

  it('example 4: 32 A circuits carry more cabinets; a cabinet heavier than one port at 12 bit and 120 Hz cannot be driven', () => {
    // 230 V × 32 A × 0.8 = 5888 W → ⌊5888 / 170⌋ = 34 cabinets per circuit: the 24 of example 1 on one circuit
    const big = ledWallLayout(indoor, {
      widthMm: 3000,
      heightMm: 2000,
      rounding: 'nearest',
      region: 'EU',
      sparePercent: 3,
      ...EU_SIGNAL,
      circuitAmps: 32,
    })
    expect(big.ok && [big.layout.circuitWatts, big.layout.cabinetsPerCircuit, big.layout.circuits]).toEqual([5888, 34, 1])
    // 12 bit at 120 Hz: 943,718,400 / (3 × 12 × 120) = 218,453 px per port < 640 × 360 = 230,400 px of a 0.9375 mm cabinet
    expect(portPixels(12, 120)).toBe(218_453)
    expect(portPixels(8, 50)).toBe(786_432)
    const fine: LedModel = {
      ...finePitch,
      cabinet: { ...widescreen, pixelPitchMm: 0.9375, cabinetResolutionWidth: 640, cabinetResolutionHeight: 360 },
    }
    const request = { widthMm: 2400, heightMm: 1350, rounding: 'nearest', region: 'EU', sparePercent: 3, circuitAmps: 16 } as const
    expect(ledWallLayout(fine, { ...request, bitDepth: 12, frameRate: 120 })).toEqual({ ok: false, error: 'data-rate' })
    // at 60 Hz one port (436,906 px) drives one such cabinet: 16 cabinets → 16 ports → 4 controllers
    const sixty = ledWallLayout(fine, { ...request, bitDepth: 12, frameRate: 60 })
    expect(sixty.ok && [sixty.layout.portPixels, sixty.layout.cabinetsPerPort, sixty.layout.ports, sixty.layout.controllers]).toEqual([
      436_906, 1, 16, 4,
    ])
  })

  it('names aspect ratios with small terms and gives the others as a decimal', () => {
    expect(aspectRatioOf(1920, 1080).label).toBe('16:9')
    expect(aspectRatioOf(2000, 1080).label).toBe('1.85:1')
    expect(circuitWatts('EU', 16)).toBe(2944)
    expect(circuitWatts('USA', 20)).toBe(1760)
    expect(circuitWatts('UK', 32)).toBe(5888)
  })
})

describe('data path and power wiring', () => {
  it('runs a serpentine from the top left: left to right, then right to left', () => {
    expect(serpentine(3, 2)).toEqual([
      { column: 0, row: 0 },
      { column: 1, row: 0 },
      { column: 2, row: 0 },
      { column: 2, row: 1 },
      { column: 1, row: 1 },
      { column: 0, row: 1 },
    ])
    expect(chainsOf(3, 2, 4).map((chain) => [chain.number, chain.cabinets.length])).toEqual([
      [1, 4],
      [2, 2],
    ])
    expect(controllerPortOf(6, 4)).toEqual({ controller: 2, output: 2 })
  })

  it('example 1: 2 ports of up to 16 cabinets, 2 circuits of up to 17', () => {
    const outcome = ledWallLayout(indoor, {
      widthMm: 3000,
      heightMm: 2000,
      rounding: 'nearest',
      region: 'EU',
      sparePercent: 3,
      ...EU_SIGNAL,
    })
    if (!outcome.ok) throw new Error('example 1 builds')
    // Port 1: row 1 (6), row 2 (6, back), row 3 columns 1–4; port 2: row 3 columns 5–6, row 4 back to column 1.
    const ports = dataPorts(outcome.layout)
    expect(ports.map((port) => port.cabinets.length)).toEqual([16, 8])
    expect(ports[0]!.cabinets.at(-1)).toEqual({ column: 3, row: 2 })
    expect(ports[1]!.cabinets[0]).toEqual({ column: 4, row: 2 })
    expect(ports[1]!.cabinets.at(-1)).toEqual({ column: 0, row: 3 })
    expect(powerCircuits(outcome.layout).map((circuit) => circuit.cabinets.length)).toEqual([17, 7])
    const items = chainItems('en-GB', outcome.layout, 'data', VIEW_TEXTS)
    expect(items.map((item) => item.text)).toEqual(['1/1/1: 16 1,1→3,4', '2/1/2: 8 3,5→4,1'])
    // 7 cabinets of 170 W on circuit 2: 1190 W
    expect(chainItems('en-GB', outcome.layout, 'power', VIEW_TEXTS)[1]!.text).toBe('2: 7 1,190 W 3,6→4,1')
  })

  it('draws each chain in its colour with its number on its first cabinet and an arrow at its end', () => {
    const outcome = ledWallLayout(indoor, {
      widthMm: 3000,
      heightMm: 2000,
      rounding: 'nearest',
      region: 'EU',
      sparePercent: 3,
      ...EU_SIGNAL,
    })
    if (!outcome.ok) throw new Error('example 1 builds')
    const drawing = dataPathDrawing(outcome.layout, String)
    expect(drawing.shapes.filter((shape) => shape.kind === 'polyline')).toHaveLength(2)
    expect(drawing.shapes.filter((shape) => shape.kind === 'polygon')).toHaveLength(2)
    expect(drawing.shapes.filter((shape) => shape.kind === 'text').map((shape) => shape.kind === 'text' && shape.text)).toEqual(['1', '2'])
    // Margins of 0.3 × the 500 mm cell on each side: 3300 × 2300.
    expect([drawing.width, drawing.height]).toEqual([3300, 2300])
    const blueprint = blueprintDrawing(outcome.layout, { length: (mm) => `${mm} mm` })
    expect(blueprint.shapes.filter((shape) => shape.kind === 'text').map((shape) => shape.kind === 'text' && shape.text)).toEqual([
      '3000 mm',
      '2000 mm',
      '500 mm',
      '500 mm',
    ])
    // 5 lines between 6 columns and 3 between 4 rows, besides the dimension lines and their ticks.
    expect(blueprint.shapes.filter((shape) => shape.kind === 'line' && shape.stroke === 'grid')).toHaveLength(8)
  })
})

describe('bill of materials', () => {
  it('example 1: what to order for 24 cabinets on 2 ports and 2 circuits', () => {
    const outcome = ledWallLayout(indoor, {
      widthMm: 3000,
      heightMm: 2000,
      rounding: 'nearest',
      region: 'EU',
      sparePercent: 3,
      ...EU_SIGNAL,
    })
    if (!outcome.ok) throw new Error('example 1 builds')
    // data jumpers 24 − 2 ports = 22; power jumpers 24 − 2 circuits = 22; frame beams 4 rows + 1 = 5
    expect(billOfMaterials(indoor, outcome.layout).map((line) => [line.item, line.code, line.quantity])).toEqual([
      ['cabinet', 'IS250S/00', 24],
      ['spare-module', '', 3],
      ['controller', '', 1],
      ['receiving-card', '', 24],
      ['data-cable', '', 2],
      ['data-jumper', '', 22],
      ['power-kit', '', 2],
      ['power-jumper', '', 22],
      ['mounting-frame', '', 1],
      ['frame-beam', '', 5],
    ])
  })

  it('writes RFC 4180 CSV with a byte order mark, quoting what needs it', () => {
    expect(
      csvOf([
        ['Item', 'Quantity'],
        ['Cabinets, 500 × 500', 24],
        ['a "quoted" note', 1],
      ]),
    ).toBe('\uFEFFItem,Quantity\r\n"Cabinets, 500 × 500",24\r\n"a ""quoted"" note",1\r\n')
  })
})

describe('viewing distance first', () => {
  const finer: LedModel = {
    ...finePitch,
    ctn: 'FP094H/00',
    slug: 'fp094h_00',
    cabinet: { ...widescreen, pixelPitchMm: 0.9375, cabinetResolutionWidth: 640, cabinetResolutionHeight: 360 },
  }
  const outdoor4: LedModel = {
    ctn: 'OD400Q/00',
    slug: 'od400q_00',
    name: 'OD400Q',
    lineId: 'led-outdoor',
    cabinet: {
      ...square,
      cabinetWidthMm: 960,
      cabinetHeightMm: 960,
      cabinetResolutionWidth: 240,
      cabinetResolutionHeight: 240,
      pixelPitchMm: 4,
      maxPowerW: 850,
    },
  }
  const outdoor5: LedModel = {
    ...outdoor4,
    ctn: 'OD500Q/00',
    slug: 'od500q_00',
    cabinet: { ...outdoor4.cabinet, cabinetResolutionWidth: 192, cabinetResolutionHeight: 192, pixelPitchMm: 5 },
  }

  it('gives the pitches that fit 4 m with Full HD content', () => {
    // finest: 4000 / 3438 = 1.1635 mm; coarsest: min(4000 / 1000 = 4, 2 × 4000 × tan 20° = 2911.76 mm / 1920 px = 1.5165 mm)
    const range = pitchRange(4000, 'full-hd')
    expect(range.finestMm).toBeCloseTo(1.1635, 4)
    expect(range.coarsestMm).toBeCloseTo(1.5165, 4)
    expect(comfortableWidthMm(4000)).toBeCloseTo(2911.76, 2)
    // a wall of the visitor's own size: only the pixels count, up to 4 mm
    expect(pitchRange(4000, 'size').coarsestMm).toBe(4)
    // Full HD on 1.25 mm: 1920 × 1.25 = 2400 mm by 1080 × 1.25 = 1350 mm
    expect(nativeTargetMm('full-hd', finePitch)).toEqual({ widthMm: 2400, heightMm: 1350 })
  })

  it('ranks the models for 4 m and Full HD: fitting first (coarsest pitch first), then the ones that do not fit, closest first', () => {
    // 1.25 mm H: 2400 × 1350 = 4 × 4 cabinets, 2400 mm ≤ 2911.76: fits
    // 0.9375 mm H: 1800 × 1012.5 = 3 × 3, fits, but finer than 1.1635 mm: finer than needed
    // 2.5 mm S: 4800 × 2700 → ⌈9.6⌉ × ⌈5.4⌉ = 10 × 6 cabinets = 5000 mm > 2911.76: too wide
    // 4 mm Q: 7680 × 4320 → 8 × 5 = 7680 mm: too wide (4 mm × 1000 = 4000 mm is still no dots)
    // 5 mm Q: 5 × 1000 = 5000 mm > 4000 mm: pixels visible
    const configuration = { ...readConfiguration(new URLSearchParams('content=full-hd&distance=4000'), [indoor], 'en-gb').configuration }
    const ranked = rankModels(
      [outdoor5, indoor, outdoor4, finer, finePitch],
      (model) => wallRequestFor(configuration, model),
      4000,
      'full-hd',
    )
    expect(ranked.map((entry) => [entry.model.slug, entry.verdict])).toEqual([
      ['fp125h_00', 'fits'],
      ['fp094h_00', 'finer-than-needed'],
      ['is250s_00', 'too-wide'],
      ['od400q_00', 'too-wide'],
      ['od500q_00', 'pixels-visible'],
    ])
    const first = ranked[0]!.outcome
    expect(first.ok && [first.layout.columns, first.layout.rows, first.layout.widthMm]).toEqual([4, 4, 2400])
    const square25 = ranked[2]!.outcome
    expect(square25.ok && [square25.layout.columns, square25.layout.rows, square25.layout.widthMm]).toEqual([10, 6, 5000])
  })
})

describe('length units', () => {
  it('switches between every unit and back without drift, also through the step forms', () => {
    // The no-JavaScript step form sends the rounded values it showed; 3456.7 mm is 11.34 ft on
    // screen, which read back naively would be 3456.43 mm.
    const models = [indoor]
    let query = 'w=3456.7&h=1999.9&unit=cm&model=is250s_00'
    for (let round = 0; round < 10; round++) {
      for (const next of [...LENGTH_UNITS, 'cm'] as const) {
        const { configuration } = readConfiguration(new URLSearchParams(query), models, 'en-gb')
        const shown = configuration.unit
        const typed = `width=${fromMillimetres(configuration.widthMm, shown, 2.5)}&height=${fromMillimetres(configuration.heightMm, shown, 2.5)}`
        query = `${configurationQuery({ ...configuration }).replace(/unit=[a-z]+/, `unit=${next}`)}&${typed}&shown=${shown}`
      }
    }
    const { configuration } = readConfiguration(new URLSearchParams(query), models, 'en-gb')
    expect([configuration.widthMm, configuration.heightMm]).toEqual([3456.7, 1999.9])
    const mm = 3456.7
    expect(fromMillimetres(mm, 'cm', 2.5)).toBe(345.7)
    expect(fromMillimetres(2540, 'in', 2.5)).toBe(100)
    expect(fromMillimetres(3048, 'ft', 2.5)).toBe(10)
    expect(fromMillimetres(3000, 'px', 2.5)).toBe(1200)
    // A value typed in a unit comes back as typed in that unit.
    for (const [value, unit] of [
      [33.33, 'in'],
      [12.5, 'ft'],
      [401.3, 'cm'],
      [1234, 'px'],
    ] as const) {
      const typedMm = toMillimetres(value, unit, 1.5625)
      expect(fromMillimetres(typedMm, unit, 1.5625)).toBe(value)
    }
  })
})

describe('configuration in the URL', () => {
  const models = [indoor, finePitch]

  it('restores a configuration from its own query', () => {
    const query = new URLSearchParams('w=3000&h=2000&unit=ft&region=USA&model=fp125h_00&rounding=up&spare=7')
    const { configuration } = readConfiguration(query, models, 'de-de')
    expect(configuration).toEqual({
      widthMm: 3000,
      heightMm: 2000,
      unit: 'ft',
      region: 'USA',
      model: 'fp125h_00',
      rounding: 'up',
      sparePercent: 7,
      content: 'size',
      bitDepth: 8,
      frameRate: 60,
    })
    expect(readConfiguration(new URLSearchParams(configurationQuery(configuration, 'area')), models, 'de-de').configuration).toEqual(
      configuration,
    )
    const planned = readConfiguration(
      new URLSearchParams('w=3000&h=2000&model=fp125h_00&distance=6000&amps=32&bits=10&hz=50'),
      models,
      'de-de',
    )
    expect(planned.configuration).toMatchObject({ distanceMm: 6000, circuitAmps: 32, bitDepth: 10, frameRate: 50 })
    expect(readConfiguration(new URLSearchParams(configurationQuery(planned.configuration)), models, 'de-de').configuration).toEqual(
      planned.configuration,
    )
  })

  it('reads a viewing distance typed in metres, or in feet where lengths are imperial, and refuses one out of range', () => {
    // 4.5 m → 4500 mm; 15 ft × 304.8 = 4572 mm; 0.2 m is below the 0.5 m the tool accepts
    expect(readConfiguration(new URLSearchParams('viewing=4,5&shown=cm'), models, 'de-de').configuration.distanceMm).toBe(4500)
    expect(readConfiguration(new URLSearchParams('viewing=15&shown=ft'), models, 'en-us').configuration.distanceMm).toBe(4572)
    const tooClose = readConfiguration(new URLSearchParams('distance=3000&viewing=0.2&shown=cm'), models, 'en-gb')
    expect([tooClose.invalidDistance, tooClose.configuration.distanceMm]).toEqual([true, 3000])
    // an emptied field forgets the distance
    const cleared = readConfiguration(new URLSearchParams('distance=3000&viewing=&shown=cm'), models, 'en-gb')
    expect([cleared.invalidDistance, cleared.configuration.distanceMm]).toEqual([false, undefined])
  })

  it('sizes the wall from native content and the chosen model, ignoring a typed size', () => {
    // 4K on 1.25 mm: 3840 × 1.25 = 4800 mm by 2160 × 1.25 = 2700 mm, rounded up to whole cabinets
    const { configuration } = readConfiguration(new URLSearchParams('content=uhd-4k&model=fp125h_00&width=100&shown=cm'), models, 'en-gb')
    expect([configuration.widthMm, configuration.heightMm, configuration.rounding]).toEqual([4800, 2700, 'up'])
    // a model chosen from the comparison takes the place of the model
    expect(readConfiguration(new URLSearchParams('model=fp125h_00&choose=is250s_00'), models, 'en-gb').configuration.model).toBe(
      'is250s_00',
    )
  })

  it('says when a spare percentage beyond 0–20 % was brought within it', () => {
    const high = readConfiguration(new URLSearchParams('spare=25'), models, 'en-gb')
    expect([high.configuration.sparePercent, high.spareClamped]).toEqual([20, true])
    const low = readConfiguration(new URLSearchParams('spare=-2'), models, 'en-gb')
    expect([low.configuration.sparePercent, low.spareClamped]).toEqual([0, true])
    expect(readConfiguration(new URLSearchParams('spare=20'), models, 'en-gb').spareClamped).toBe(false)
  })

  it('keeps at most three known models for the comparison and says when more were ticked', () => {
    const query = new URLSearchParams('compare=is250s_00&compare=nope&compare=fp125h_00&compare=is250s_00')
    expect(readCompared(query, models)).toEqual({ compared: ['is250s_00', 'fp125h_00'], overLimit: false })
    const many = [indoor, finePitch, { ...indoor, slug: 'a' }, { ...indoor, slug: 'b' }]
    expect(readCompared(new URLSearchParams('compare=is250s_00&compare=fp125h_00&compare=a&compare=b'), many)).toEqual({
      compared: ['is250s_00', 'fp125h_00', 'a'],
      overLimit: true,
    })
  })

  it('shows pixel pitches to two decimals in the locale', () => {
    expect(formatPitch('de-DE', 0.9375)).toBe('0,94 mm')
    expect(formatPitch('en-GB', 2.976)).toBe('2.98 mm')
    expect(formatPitch('fr-FR', 1.25)).toBe('1,25 mm')
  })

  it('reads sizes typed in the unit they were shown in, then shows them in the chosen unit', () => {
    const query = new URLSearchParams('w=3000&h=2000&width=10&height=5&shown=ft&unit=cm&model=is250s_00')
    const { configuration, invalidSize } = readConfiguration(query, models, 'en-gb')
    expect(invalidSize).toBe(false)
    expect([configuration.widthMm, configuration.heightMm, configuration.unit]).toEqual([3048, 1524, 'cm'])
  })

  it('keeps the previous size and flags a typed size that is not a positive number', () => {
    const { configuration, invalidSize } = readConfiguration(new URLSearchParams('w=3000&h=2000&width=-4&shown=cm'), models, 'fr-fr')
    expect(invalidSize).toBe(true)
    expect(configuration.widthMm).toBe(3000)
  })

  it('falls back to the locale defaults and the first model for unknown values', () => {
    const { configuration } = readConfiguration(new URLSearchParams('region=Mars&unit=furlong&model=nope&spare=99'), models, 'en-us')
    expect(configuration).toMatchObject({ region: 'USA', unit: 'ft', model: 'is250s_00', sparePercent: 20, widthMm: 4000, heightMm: 2250 })
  })
})
