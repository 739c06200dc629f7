/**
 * Every text of the LED configurator, calculator and result page, translated on the server and
 * handed to the islands as props (no i18n runtime reaches the browser). `{name}` placeholders are
 * filled where the values are known (fillTemplate).
 */
import type { I18n } from '@lingui/core'
import type { BomItem } from './led-bill-of-materials.ts'
import type { WallContent } from './led-content.ts'
import type { ModelVerdict } from './led-viewing.ts'
import type { LedWallError, Region, WallRounding } from './led-wall-layout.ts'
import type { LengthUnit } from './units.ts'

export interface LedFigureLabels {
  targetSize: string
  realSize: string
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
  model: string
  cabinetSize: string
  region: string
  /** '{power} ({percent} % of the maximum)' */
  typicalPowerValue: string
  /** '{max} BTU/h at most, {typical} BTU/h typically' */
  heatValue: string
  /** '{count} × {amps} A at {volts} V ({watts} W each, up to {cabinets} cabinets per circuit)' */
  circuitsValue: string
  /** '{bits} bit per colour at {hz} Hz ({pixels} pixels per port)' */
  signalValue: string
  /** '{count} (up to {cabinets} cabinets per port)' */
  portsValue: string
  /** '{count} ({ports} ports each)' */
  controllersValue: string
}

export interface LedToolTexts {
  steps: Record<string, string>
  /** 'Step {current} of {total}: {title}' */
  stepOf: string
  progress: string
  next: string
  previous: string
  update: string
  width: string
  height: string
  unit: string
  unitNames: Record<LengthUnit, string>
  region: string
  regionNames: Record<Region, string>
  chooseModel: string
  rounding: string
  roundingNames: Record<WallRounding, string>
  sparePercent: string
  tooSmall: string
  impossible: string
  contactUs: string
  invalidSize: string
  previewTitle: string
  /** 'A wall of {width} × {height} beside a person of {person} for scale' */
  previewDescription: string
  background: string
  /** '… in the proportions of your wall ({ratio})' */
  backgroundHint: string
  backgroundWrongType: string
  /** The file's name, type and content do not agree (a page named .jpg). */
  backgroundMismatch: string
  /** '{file}' and '{wall}' are ratios */
  backgroundWrongRatio: string
  backgroundAdded: string
  backgroundRemove: string
  save: string
  saving: string
  figures: LedFigureLabels
  /** 'Viewing distance ({unit})' */
  viewingDistance: string
  viewingHint: string
  /** 'Please enter a viewing distance from {min} to {max}.' */
  invalidDistance: string
  contentLegend: string
  contentNames: Record<WallContent, string>
  /** '{distance} away, {content}: pixel pitches from {finest} to {coarsest} fit.' */
  rankingIntro: string
  /** When no model fits: 'No model fits … from {distance}: …' */
  rankingNone: string
  verdicts: Record<ModelVerdict, string>
  fittingModels: string
  otherModels: string
  /** '{size}, {resolution}' the wall a model builds */
  modelWall: string
  compareTick: string
  compareSelected: string
  /** 'Tick at least two models to compare them.' */
  compareTooFew: string
  /** 'You can compare up to {max} models: the first {max} are shown.' */
  compareOverLimit: string
  compareTitle: string
  compareCaption: string
  compareVerdict: string
  chooseThis: string
  backToModels: string
  powerLegend: string
  circuitAmps: string
  /** '{amps} A' and '{amps} A (usual in {region})' */
  ampsOption: string
  ampsUsual: string
  signalLegend: string
  bitDepth: string
  /** '{bits} bit per colour' */
  bitsOption: string
  frameRate: string
  /** '{hz} Hz' */
  hzOption: string
  /** '… limited to {max} %: {used} % are planned.' */
  spareClamped: string
  dataRate: string
  views: LedViewTexts
  bom: LedBomTexts
  continueConfigurator: string
  requestQuote: string
  loading: string
}

/** The drawings' titles and descriptions, and the wiring lists. */
export interface LedViewTexts {
  title: string
  front: string
  blueprint: string
  dataPath: string
  power: string
  /** 'Blueprint of the wall: {width} × {height}, {columns} columns and {rows} rows of {cabinetWidth} × {cabinetHeight} cabinets' */
  blueprintDescription: string
  /** 'Data path: {ports} ports, each driving up to {perPort} cabinets in a serpentine from the top left' */
  dataPathDescription: string
  /** 'Power wiring: {circuits} circuits of {amps} A, each feeding up to {perCircuit} cabinets in a serpentine from the top left' */
  powerDescription: string
  /** 'Port {number} (controller {controller}, output {output}): {count} cabinets, row {fromRow} column {fromColumn} to row {toRow} column {toColumn}' */
  portItem: string
  /** 'Circuit {number}: {count} cabinets, up to {watts} W, row {fromRow} column {fromColumn} to row {toRow} column {toColumn}' */
  circuitItem: string
}

export interface LedBomTexts {
  title: string
  item: string
  code: string
  quantity: string
  items: Record<BomItem, string>
  /** The notes column: what each line is, with its figures filled in. */
  notes: Record<BomItem, string>
  notesHeading: string
  csv: string
}

export function ledFigureLabels(i18n: I18n): LedFigureLabels {
  return {
    targetSize: i18n._({ id: 'led.figure.target_size', message: 'Your target size' }),
    realSize: i18n._({ id: 'led.figure.real_size', message: 'Real wall size' }),
    cabinets: i18n._({ id: 'led.figure.cabinets', message: 'Cabinets (columns × rows)' }),
    resolution: i18n._({ id: 'led.figure.resolution', message: 'Resolution' }),
    pixelPitch: i18n._({ id: 'led.figure.pixel_pitch', message: 'Pixel pitch' }),
    aspectRatio: i18n._({ id: 'led.figure.aspect_ratio', message: 'Aspect ratio' }),
    area: i18n._({ id: 'led.figure.area', message: 'Area' }),
    weight: i18n._({ id: 'led.figure.weight', message: 'Total weight' }),
    maxPower: i18n._({ id: 'led.figure.max_power', message: 'Maximum power' }),
    typicalPower: i18n._({ id: 'led.figure.typical_power', message: 'Typical power' }),
    heat: i18n._({ id: 'led.figure.heat', message: 'Heat' }),
    circuits: i18n._({ id: 'led.figure.circuits', message: 'Power circuits' }),
    powerKits: i18n._({ id: 'led.figure.power_kits', message: 'Power connection kits' }),
    spareModules: i18n._({ id: 'led.figure.spare_modules', message: 'Spare modules' }),
    viewingDistance: i18n._({ id: 'led.figure.viewing_distance', message: 'Recommended minimum viewing distance' }),
    signal: i18n._({ id: 'led.figure.signal', message: 'Video signal' }),
    ports: i18n._({ id: 'led.figure.ports', message: 'Data ports' }),
    controllers: i18n._({ id: 'led.figure.sending_cards', message: 'Controllers (sending cards)' }),
    model: i18n._({ id: 'led.figure.model', message: 'LED model' }),
    cabinetSize: i18n._({ id: 'led.figure.cabinet_size', message: 'Cabinet size' }),
    region: i18n._({ id: 'led.region', message: 'Region' }),
    typicalPowerValue: i18n._({
      id: 'led.figure.typical_power_value',
      message: '{power} ({percent} % of the maximum)',
      values: { power: '{power}', percent: '{percent}' },
    }),
    heatValue: i18n._({
      id: 'led.figure.heat_value',
      message: '{max} BTU/h at most, {typical} BTU/h typically',
      values: { max: '{max}', typical: '{typical}' },
    }),
    circuitsValue: i18n._({
      id: 'led.figure.circuits_value',
      message: '{count} × {amps} A at {volts} V ({watts} W each, up to {cabinets} cabinets per circuit)',
      values: { count: '{count}', amps: '{amps}', volts: '{volts}', watts: '{watts}', cabinets: '{cabinets}' },
    }),
    signalValue: i18n._({
      id: 'led.figure.signal_value',
      message: '{bits} bit per colour at {hz} Hz ({pixels} pixels per port)',
      values: { bits: '{bits}', hz: '{hz}', pixels: '{pixels}' },
    }),
    portsValue: i18n._({
      id: 'led.figure.ports_value',
      message: '{count} (up to {cabinets} cabinets per port)',
      values: { count: '{count}', cabinets: '{cabinets}' },
    }),
    controllersValue: i18n._({
      id: 'led.figure.controllers_value',
      message: '{count} ({ports} ports each)',
      values: { count: '{count}', ports: '{ports}' },
    }),
  }
}

export function ledToolTexts(i18n: I18n): LedToolTexts {
  return {
    steps: {
      size: i18n._({ id: 'led.step.size', message: 'Wall size' }),
      model: i18n._({ id: 'led.step.model', message: 'LED model' }),
      area: i18n._({ id: 'led.step.area', message: 'LED area' }),
      summary: i18n._({ id: 'led.step.summary', message: 'Summary' }),
      details: i18n._({ id: 'led.step.details', message: 'Model details' }),
      results: i18n._({ id: 'led.step.results', message: 'Results' }),
    },
    stepOf: i18n._({
      id: 'led.step_of',
      message: 'Step {current} of {total}: {title}',
      values: { current: '{current}', total: '{total}', title: '{title}' },
    }),
    progress: i18n._({ id: 'led.progress', message: 'Progress' }),
    next: i18n._({ id: 'led.next', message: 'Next' }),
    previous: i18n._({ id: 'led.previous', message: 'Previous' }),
    update: i18n._({ id: 'led.update', message: 'Update' }),
    width: i18n._({ id: 'led.width', message: 'Width' }),
    height: i18n._({ id: 'led.height', message: 'Height' }),
    unit: i18n._({ id: 'led.unit', message: 'Unit' }),
    unitNames: {
      cm: i18n._({ id: 'led.unit.cm', message: 'Centimetres' }),
      in: i18n._({ id: 'led.unit.in', message: 'Inches' }),
      ft: i18n._({ id: 'led.unit.ft', message: 'Feet' }),
      px: i18n._({ id: 'led.unit.px', message: 'Pixels' }),
    },
    region: i18n._({ id: 'led.region', message: 'Region' }),
    regionNames: {
      EU: i18n._({ id: 'led.region.eu', message: 'European Union' }),
      USA: i18n._({ id: 'led.region.usa', message: 'United States' }),
      UK: i18n._({ id: 'led.region.uk', message: 'United Kingdom' }),
      other: i18n._({ id: 'led.region.other', message: 'Other countries' }),
    },
    chooseModel: i18n._({ id: 'led.choose_model', message: 'Choose the LED model' }),
    rounding: i18n._({ id: 'led.rounding', message: 'Fit the cabinets to your size' }),
    roundingNames: {
      nearest: i18n._({ id: 'led.rounding.nearest', message: 'Nearest to my size' }),
      down: i18n._({ id: 'led.rounding.down', message: 'Round down (no larger than my size)' }),
      up: i18n._({ id: 'led.rounding.up', message: 'Round up (at least my size)' }),
    },
    sparePercent: i18n._({ id: 'led.spare_percent', message: 'Spare modules (percent)' }),
    tooSmall: i18n._({ id: 'led.error.too_small', message: 'The size of your wall is too small' }),
    impossible: i18n._({ id: 'led.error.impossible', message: 'The chosen size is impossible with this product series' }),
    contactUs: i18n._({ id: 'led.contact_us', message: 'Contact us about your wall' }),
    invalidSize: i18n._({ id: 'led.error.invalid_size', message: 'Please enter a width and height greater than zero.' }),
    previewTitle: i18n._({ id: 'led.preview.title', message: 'Preview to scale' }),
    previewDescription: i18n._({
      id: 'led.preview.description',
      message: 'A wall of {width} × {height} beside a person of {person} for scale',
      values: { width: '{width}', height: '{height}', person: '{person}' },
    }),
    background: i18n._({ id: 'led.background', message: 'Background image or video' }),
    backgroundHint: i18n._({
      id: 'led.background.hint',
      message: 'A JPG image or an MP4 or MOV video in the proportions of your wall ({ratio}).',
      values: { ratio: '{ratio}' },
    }),
    backgroundWrongType: i18n._({ id: 'led.background.wrong_type', message: 'Please choose a JPG image or an MP4 or MOV video.' }),
    backgroundMismatch: i18n._({
      id: 'led.background.mismatch',
      message: 'This file is not what its name says. Please choose a JPG image or an MP4 or MOV video.',
    }),
    backgroundWrongRatio: i18n._({
      id: 'led.background.wrong_ratio',
      message: 'The proportions of this file ({file}) do not match your wall ({wall}).',
      values: { file: '{file}', wall: '{wall}' },
    }),
    backgroundAdded: i18n._({ id: 'led.background.added', message: 'The background is shown on your wall.' }),
    backgroundRemove: i18n._({ id: 'led.background.remove', message: 'Remove the background' }),
    save: i18n._({ id: 'led.save', message: 'Save and show the result' }),
    saving: i18n._({ id: 'led.saving', message: 'Saving…' }),
    figures: ledFigureLabels(i18n),
    viewingDistance: i18n._({ id: 'led.viewing.distance', message: 'Viewing distance ({unit})', values: { unit: '{unit}' } }),
    viewingHint: i18n._({
      id: 'led.viewing.hint',
      message: 'Where most people will watch from. With a distance we rank the models for you; leave it empty if you do not know it yet.',
    }),
    invalidDistance: i18n._({
      id: 'led.error.invalid_distance',
      message: 'Please enter a viewing distance from {min} to {max}.',
      values: { min: '{min}', max: '{max}' },
    }),
    contentLegend: i18n._({ id: 'led.content.legend', message: 'What will the wall show?' }),
    contentNames: {
      size: i18n._({ id: 'led.content.size', message: 'Any content: I enter the size of the wall' }),
      'full-hd': i18n._({ id: 'led.content.full_hd', message: 'Full HD content (1920 × 1080) at its native resolution' }),
      'uhd-4k': i18n._({ id: 'led.content.uhd_4k', message: '4K content (3840 × 2160) at its native resolution' }),
    },
    rankingIntro: i18n._({
      id: 'led.ranking.intro',
      message:
        'Viewed from {distance}: pixel pitches from {finest} to {coarsest} fit. The models that fit come first, the coarsest pitch first.',
      values: { distance: '{distance}', finest: '{finest}', coarsest: '{coarsest}' },
    }),
    rankingNone: i18n._({
      id: 'led.ranking.none',
      message:
        'No model fits a viewing distance of {distance} with this content. The closest ones come first; or contact us about your wall.',
      values: { distance: '{distance}' },
    }),
    verdicts: {
      fits: i18n._({ id: 'led.verdict.fits', message: 'Fits this viewing distance' }),
      'finer-than-needed': i18n._({ id: 'led.verdict.finer', message: 'Fits, but finer than the eye can see from there' }),
      'too-wide': i18n._({ id: 'led.verdict.too_wide', message: 'Too wide to take in from this distance' }),
      'pixels-visible': i18n._({ id: 'led.verdict.pixels_visible', message: 'Pixels visible from this distance' }),
      'cannot-build': i18n._({ id: 'led.verdict.cannot_build', message: 'Cannot build this wall' }),
    },
    fittingModels: i18n._({ id: 'led.ranking.fitting', message: 'Models that fit' }),
    otherModels: i18n._({ id: 'led.ranking.others', message: 'Other models' }),
    modelWall: i18n._({
      id: 'led.ranking.wall',
      message: 'Builds {size} with {resolution}',
      values: { size: '{size}', resolution: '{resolution}' },
    }),
    compareTick: i18n._({ id: 'led.compare.tick', message: 'Compare' }),
    compareSelected: i18n._({ id: 'led.compare.selected', message: 'Compare the ticked models' }),
    compareTooFew: i18n._({ id: 'led.compare.too_few', message: 'Tick at least two models to compare them.' }),
    compareOverLimit: i18n._({
      id: 'led.compare.over_limit',
      message: 'You can compare up to {max} models at a time: the first {max} you ticked are shown.',
      values: { max: '{max}' },
    }),
    compareTitle: i18n._({ id: 'led.compare.title', message: 'Compare the models for your wall' }),
    compareCaption: i18n._({
      id: 'led.compare.caption',
      message: 'The wall each model builds for your size or content, side by side',
    }),
    compareVerdict: i18n._({ id: 'led.compare.verdict', message: 'For your viewing distance' }),
    chooseThis: i18n._({ id: 'led.compare.choose', message: 'Choose this model' }),
    backToModels: i18n._({ id: 'led.compare.back', message: 'Back to the models' }),
    powerLegend: i18n._({ id: 'led.power.legend', message: 'Power' }),
    circuitAmps: i18n._({ id: 'led.power.circuit_amps', message: 'Circuits (breaker rating)' }),
    ampsOption: i18n._({ id: 'led.power.amps', message: '{amps} A circuits', values: { amps: '{amps}' } }),
    ampsUsual: i18n._({ id: 'led.power.amps_usual', message: '{amps} A circuits (usual in your region)', values: { amps: '{amps}' } }),
    signalLegend: i18n._({ id: 'led.signal.legend', message: 'Video signal' }),
    bitDepth: i18n._({ id: 'led.signal.bit_depth', message: 'Colour depth' }),
    bitsOption: i18n._({ id: 'led.signal.bits', message: '{bits} bit per colour', values: { bits: '{bits}' } }),
    frameRate: i18n._({ id: 'led.signal.frame_rate', message: 'Frame rate' }),
    hzOption: i18n._({ id: 'led.signal.hz', message: '{hz} frames per second', values: { hz: '{hz}' } }),
    spareClamped: i18n._({
      id: 'led.spare_clamped',
      message: 'Spare modules are limited to 0–{max} %: {used} % are planned.',
      values: { max: '{max}', used: '{used}' },
    }),
    dataRate: i18n._({
      id: 'led.error.data_rate',
      message:
        'At this colour depth and frame rate one data port cannot drive a single cabinet of this model. Please choose a lower frame rate or colour depth.',
    }),
    views: ledViewTexts(i18n),
    bom: ledBomTexts(i18n),
    continueConfigurator: i18n._({ id: 'led.calculator.continue', message: 'Continue in the configurator' }),
    requestQuote: i18n._({ id: 'led.calculator.quote', message: 'Request a quote for this wall' }),
    loading: i18n._({ id: 'led.loading', message: 'Loading…' }),
  }
}

export function ledViewTexts(i18n: I18n): LedViewTexts {
  return {
    title: i18n._({ id: 'led.views.title', message: 'Views' }),
    front: i18n._({ id: 'led.views.front', message: 'Front view to scale' }),
    blueprint: i18n._({ id: 'led.views.blueprint', message: 'Blueprint' }),
    dataPath: i18n._({ id: 'led.views.data_path', message: 'Data path' }),
    power: i18n._({ id: 'led.views.power', message: 'Power wiring' }),
    blueprintDescription: i18n._({
      id: 'led.views.blueprint_description',
      message: 'Blueprint of the wall: {width} × {height}, {columns} columns and {rows} rows of {cabinetWidth} × {cabinetHeight} cabinets',
      values: {
        width: '{width}',
        height: '{height}',
        columns: '{columns}',
        rows: '{rows}',
        cabinetWidth: '{cabinetWidth}',
        cabinetHeight: '{cabinetHeight}',
      },
    }),
    dataPathDescription: i18n._({
      id: 'led.views.data_path_description',
      message: 'Data path: {ports} ports, each driving up to {perPort} cabinets in a serpentine from the top left',
      values: { ports: '{ports}', perPort: '{perPort}' },
    }),
    powerDescription: i18n._({
      id: 'led.views.power_description',
      message: 'Power wiring: {circuits} circuits of {amps} A, each feeding up to {perCircuit} cabinets in a serpentine from the top left',
      values: { circuits: '{circuits}', amps: '{amps}', perCircuit: '{perCircuit}' },
    }),
    portItem: i18n._({
      id: 'led.views.port_item',
      message:
        'Port {number} (controller {controller}, output {output}): {count} cabinets, from row {fromRow} column {fromColumn} to row {toRow} column {toColumn}',
      values: {
        number: '{number}',
        controller: '{controller}',
        output: '{output}',
        count: '{count}',
        fromRow: '{fromRow}',
        fromColumn: '{fromColumn}',
        toRow: '{toRow}',
        toColumn: '{toColumn}',
      },
    }),
    circuitItem: i18n._({
      id: 'led.views.circuit_item',
      message:
        'Circuit {number}: {count} cabinets, up to {watts} W, from row {fromRow} column {fromColumn} to row {toRow} column {toColumn}',
      values: {
        number: '{number}',
        count: '{count}',
        watts: '{watts}',
        fromRow: '{fromRow}',
        fromColumn: '{fromColumn}',
        toRow: '{toRow}',
        toColumn: '{toColumn}',
      },
    }),
  }
}

export function ledBomTexts(i18n: I18n): LedBomTexts {
  return {
    title: i18n._({ id: 'led.bom.title', message: 'Bill of materials' }),
    item: i18n._({ id: 'led.bom.item', message: 'Item' }),
    code: i18n._({ id: 'led.bom.code', message: 'Product code' }),
    quantity: i18n._({ id: 'led.bom.quantity', message: 'Quantity' }),
    notesHeading: i18n._({ id: 'led.bom.notes', message: 'Notes' }),
    items: {
      cabinet: i18n._({ id: 'led.bom.cabinet', message: 'LED cabinets' }),
      'spare-module': i18n._({ id: 'led.bom.spare_module', message: 'Spare LED modules' }),
      controller: i18n._({ id: 'led.bom.controller', message: 'Controllers (sending cards)' }),
      'receiving-card': i18n._({ id: 'led.bom.receiving_card', message: 'Receiving cards' }),
      'data-cable': i18n._({ id: 'led.bom.data_cable', message: 'Data cables from the controller to the wall' }),
      'data-jumper': i18n._({ id: 'led.bom.data_jumper', message: 'Data jumper cables between cabinets' }),
      'power-kit': i18n._({ id: 'led.bom.power_kit', message: 'Power connection kits' }),
      'power-jumper': i18n._({ id: 'led.bom.power_jumper', message: 'Power jumper cables between cabinets' }),
      'mounting-frame': i18n._({ id: 'led.bom.mounting_frame', message: 'Mounting frame' }),
      'frame-beam': i18n._({ id: 'led.bom.frame_beam', message: 'Horizontal frame beams' }),
    },
    notes: {
      cabinet: i18n._({
        id: 'led.bom.note.cabinet',
        message: '{columns} columns × {rows} rows',
        values: { columns: '{columns}', rows: '{rows}' },
      }),
      'spare-module': i18n._({
        id: 'led.bom.note.spare_module',
        message: '{percent} % of {modules} modules',
        values: { percent: '{percent}', modules: '{modules}' },
      }),
      controller: i18n._({ id: 'led.bom.note.controller', message: '{ports} Gigabit outputs each', values: { ports: '{ports}' } }),
      'receiving-card': i18n._({ id: 'led.bom.note.receiving_card', message: 'One in every cabinet' }),
      'data-cable': i18n._({ id: 'led.bom.note.data_cable', message: 'Cat 6, one per data port' }),
      'data-jumper': i18n._({ id: 'led.bom.note.data_jumper', message: 'Cat 6, between neighbouring cabinets of a port' }),
      'power-kit': i18n._({
        id: 'led.bom.note.power_kit',
        message: 'One per circuit of {amps} A at {volts} V',
        values: { amps: '{amps}', volts: '{volts}' },
      }),
      'power-jumper': i18n._({ id: 'led.bom.note.power_jumper', message: 'Between neighbouring cabinets of a circuit' }),
      'mounting-frame': i18n._({ id: 'led.bom.note.mounting_frame', message: 'For a wall of {size}', values: { size: '{size}' } }),
      'frame-beam': i18n._({
        id: 'led.bom.note.frame_beam',
        message: '{width} long, one above every row and one below',
        values: { width: '{width}' },
      }),
    },
    csv: i18n._({ id: 'led.bom.csv', message: 'Download the bill of materials (CSV)' }),
  }
}

/** What the tool says about a wall that cannot be built. */
export function wallErrorText(texts: Pick<LedToolTexts, 'tooSmall' | 'impossible' | 'dataRate'>, error: LedWallError): string {
  return error === 'too-small' ? texts.tooSmall : error === 'impossible' ? texts.impossible : texts.dataRate
}

export interface LedResultTexts {
  title: string
  /** 'This link is valid until {date}.' */
  validUntil: string
  print: string
  mailTitle: string
  email: string
  send: string
  sending: string
  /** '{email}' */
  mailSent: string
  mailFailed: string
  quoteTitle: string
  quoteIntro: string
  newConfiguration: string
  pdf: string
  documentsTitle: string
}

export function ledResultTexts(i18n: I18n): LedResultTexts {
  return {
    title: i18n._({ id: 'led.result.title', message: 'Your LED wall' }),
    validUntil: i18n._({
      id: 'led.result.valid_until',
      message: 'This link to your configuration is valid until {date}.',
      values: { date: '{date}' },
    }),
    print: i18n._({ id: 'led.result.print', message: 'Print' }),
    mailTitle: i18n._({ id: 'led.result.mail_title', message: 'Mail me this configuration' }),
    email: i18n._({ id: 'led.result.email', message: 'E-mail address' }),
    send: i18n._({ id: 'led.result.send', message: 'Send' }),
    sending: i18n._({ id: 'led.result.sending', message: 'Sending…' }),
    mailSent: i18n._({ id: 'led.result.mail_sent', message: 'We have sent your configuration to {email}.', values: { email: '{email}' } }),
    mailFailed: i18n._({ id: 'led.result.mail_failed', message: 'Something went wrong while sending the e-mail. Please try again later.' }),
    quoteTitle: i18n._({ id: 'led.result.quote_title', message: 'Request a quote' }),
    quoteIntro: i18n._({ id: 'led.result.quote_intro', message: 'Send us your configuration and we will prepare a quote for this wall.' }),
    newConfiguration: i18n._({ id: 'led.result.new', message: 'Configure a new wall' }),
    pdf: i18n._({ id: 'led.result.pdf', message: 'Download as PDF' }),
    documentsTitle: i18n._({ id: 'led.result.documents', message: 'Your documents' }),
  }
}

export function ledPageTexts(i18n: I18n) {
  return {
    configuratorTitle: i18n._({ id: 'led.configurator.title', message: 'LED wall configurator' }),
    configuratorIntro: i18n._({
      id: 'led.configurator.intro',
      message:
        'Plan your LED video wall: enter the size you want, choose a model and see the wall it builds, with its resolution, weight and power.',
    }),
    calculatorTitle: i18n._({ id: 'led.calculator.title', message: 'LED calculator' }),
    calculatorIntro: i18n._({
      id: 'led.calculator.intro',
      message: 'Enter a model and a size for a quick calculation of the wall it builds.',
    }),
    linkExpiredTitle: i18n._({ id: 'led.link.expired_title', message: 'This link has expired' }),
    linkExpiredText: i18n._({
      id: 'led.link.expired_text',
      message: 'Links to a configuration are valid for 30 days. Please configure your wall again.',
    }),
    linkInvalidTitle: i18n._({ id: 'led.link.invalid_title', message: 'This link is not valid' }),
    linkInvalidText: i18n._({
      id: 'led.link.invalid_text',
      message: 'The link to this configuration is incomplete or has been changed. Please check it or configure your wall again.',
    }),
    mailSubject: i18n._({ id: 'led.mail.subject', message: 'Your LED wall configuration' }),
    mailIntro: i18n._({ id: 'led.mail.intro', message: 'Here is the LED wall you configured on our website.' }),
    mailLink: i18n._({ id: 'led.mail.link', message: 'See it online (the link is valid until {date}):', values: { date: '{date}' } }),
    mailPdf: i18n._({ id: 'led.mail.pdf', message: 'Download it as a PDF with the drawings and the bill of materials:' }),
    pdfSummary: i18n._({ id: 'led.pdf.summary', message: 'Summary' }),
    pdfContactTitle: i18n._({ id: 'led.pdf.contact_title', message: 'Contact' }),
    pdfContact: i18n._({
      id: 'led.pdf.contact',
      message: 'Questions about this wall? Our project team is glad to help and prepares your quote.',
    }),
    pdfOnline: i18n._({ id: 'led.pdf.online', message: 'Online until {date}:', values: { date: '{date}' } }),
    pdfQuote: i18n._({ id: 'led.pdf.quote', message: 'Request a quote:' }),
    pdfPage: i18n._({ id: 'led.pdf.page', message: 'Page' }),
    pdfConfigured: i18n._({ id: 'led.pdf.configured', message: 'Configured on {date}', values: { date: '{date}' } }),
    quoteBody: i18n._({
      id: 'led.quote.body',
      message: 'Please send me a quote for this LED wall: {summary}',
      values: { summary: '{summary}' },
    }),
  }
}
