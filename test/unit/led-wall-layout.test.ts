/**
 * The LED wall calculation core against hand-worked examples, the unit conversions (no drift
 * when switching), and the configuration carried in the URL.
 */
import { describe, expect, it } from 'vitest'
import type { LedCabinet } from '../../ui/content/model.ts'
import { configurationQuery, readConfiguration } from '../../ui/led/led-configuration.ts'
import { type LedModel, aspectRatioOf, ledWallLayout, powerKitWatts } from '../../ui/led/led-wall-layout.ts'
import { LENGTH_UNITS, fromMillimetres, toMillimetres } from '../../ui/led/units.ts'

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

describe('LED wall layout: hand-worked examples', () => {
  it('example 1: a 3 × 2 m target with 500 mm cabinets in the EU', () => {
    // columns = 3000 / 500 = 6, rows = 2000 / 500 = 4 → 24 cabinets, wall 3000 × 2000 mm
    // resolution 6 × 200 = 1200 by 4 × 200 = 800 px → 960,000 px; 1200:800 = 3:2; area 3 × 2 = 6 m²
    // weight 24 × 7.8 = 187.2 kg; max power 24 × 170 = 4080 W → × 3.412142 = 13,921.54 → 13,922 BTU/h
    // typical 24 × 57 = 1368 W → 4667.81 → 4668 BTU/h
    // 230 V kit = 230 × 16 × 0.8 = 2944 W → 4080 / 2944 = 1.39 → 2 kits
    // modules 24 × 4 = 96; 3 % spare = 2.88 → 3 modules; viewing distance 2.5 mm × 1 m/mm = 2.5 m
    // sending cards: 960,000 / 2,621,440 = 0.37 → 1
    const outcome = ledWallLayout(indoor, { widthMm: 3000, heightMm: 2000, rounding: 'nearest', region: 'EU', sparePercent: 3 })
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
        typicalPowerW: 1368,
        maxBtuPerHour: 13_922,
        typicalBtuPerHour: 4668,
        voltage: '230V',
        powerKits: 2,
        modules: 96,
        sparePercent: 3,
        spareModules: 3,
        minViewingDistanceMm: 2500,
        sendingCards: 1,
      },
    })
  })

  it('example 2: a 4 × 2.5 m target with 16:9 cabinets in the USA, rounded down, nearest and up', () => {
    // 4000 / 600 = 6.67 and 2500 / 337.5 = 7.41: down → 6 × 7, nearest → 7 × 7, up → 7 × 8
    // down: 42 cabinets, wall 3600 × 2362.5 mm, 2880 × 1890 px = 5,443,200 px; 2880:1890 = 32:21
    // area 3.6 × 2.3625 = 8.505 → 8.51 m²; weight 42 × 6.8 = 285.6 kg; max 42 × 120 = 5040 W → 17,197 BTU/h
    // 110 V kit = 110 × 20 × 0.8 = 1760 W → 5040 / 1760 = 2.86 → 3 kits
    // modules 42 × 2 = 84; 5 % = 4.2 → 5; sending cards 5,443,200 / 2,621,440 = 2.08 → 3; viewing 1.25 m
    const down = ledWallLayout(finePitch, { widthMm: 4000, heightMm: 2500, rounding: 'down', region: 'USA', sparePercent: 5 })
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
      maxBtuPerHour: 17_197,
      voltage: '110V',
      powerKits: 3,
      modules: 84,
      spareModules: 5,
      sendingCards: 3,
      minViewingDistanceMm: 1250,
    })
    const nearest = ledWallLayout(finePitch, { widthMm: 4000, heightMm: 2500, rounding: 'nearest', region: 'USA', sparePercent: 5 })
    expect(nearest.ok && [nearest.layout.columns, nearest.layout.rows]).toEqual([7, 7])
    const up = ledWallLayout(finePitch, { widthMm: 4000, heightMm: 2500, rounding: 'up', region: 'USA', sparePercent: 5 })
    expect(up.ok && [up.layout.columns, up.layout.rows, up.layout.widthMm, up.layout.heightMm]).toEqual([7, 8, 4200, 2700])
  })

  it('example 3: too small below one cabinet, impossible beyond what the series builds', () => {
    // 200 / 500 = 0.4 → nearest 0 columns: too small; rounding up makes it one cabinet (500 × 500)
    expect(ledWallLayout(indoor, { widthMm: 200, heightMm: 200, rounding: 'nearest', region: 'UK', sparePercent: 3 })).toEqual({
      ok: false,
      error: 'too-small',
    })
    const up = ledWallLayout(indoor, { widthMm: 200, heightMm: 200, rounding: 'up', region: 'UK', sparePercent: 3 })
    expect(up.ok && [up.layout.cabinets, up.layout.widthMm]).toEqual([1, 500])
    // fine pitch builds at most 12 m wide: 13,000 / 600 = 21.67 → 22 columns = 13,200 mm > 12,000
    expect(ledWallLayout(finePitch, { widthMm: 13_000, heightMm: 2000, rounding: 'nearest', region: 'EU', sparePercent: 3 })).toEqual({
      ok: false,
      error: 'impossible',
    })
    // 12 m exactly (20 columns) is still possible
    expect(ledWallLayout(finePitch, { widthMm: 12_000, heightMm: 2000, rounding: 'nearest', region: 'EU', sparePercent: 3 }).ok).toBe(true)
    expect(ledWallLayout(indoor, { widthMm: 0, heightMm: 2000, rounding: 'up', region: 'EU', sparePercent: 3 })).toEqual({
      ok: false,
      error: 'too-small',
    })
  })

  it('names aspect ratios with small terms and gives the others as a decimal', () => {
    expect(aspectRatioOf(1920, 1080).label).toBe('16:9')
    expect(aspectRatioOf(2000, 1080).label).toBe('1.85:1')
    expect(powerKitWatts('230V')).toBe(2944)
    expect(powerKitWatts('110V')).toBe(1760)
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
    })
    expect(readConfiguration(new URLSearchParams(configurationQuery(configuration, 'area')), models, 'de-de').configuration).toEqual(
      configuration,
    )
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
