/**
 * Every text of the LED configurator, calculator and result page, translated on the server and
 * handed to the islands as props (no i18n runtime reaches the browser). `{name}` placeholders are
 * filled where the values are known (fillTemplate).
 */
import type { I18n } from '@lingui/core'
import type { Region, WallRounding } from './led-wall-layout.ts'
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
  powerKits: string
  spareModules: string
  viewingDistance: string
  sendingCards: string
  model: string
  cabinetSize: string
  region: string
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
    powerKits: i18n._({ id: 'led.figure.power_kits', message: 'Power connection kits' }),
    spareModules: i18n._({ id: 'led.figure.spare_modules', message: 'Spare modules' }),
    viewingDistance: i18n._({ id: 'led.figure.viewing_distance', message: 'Recommended minimum viewing distance' }),
    sendingCards: i18n._({ id: 'led.figure.sending_cards', message: 'Controllers (sending cards)' }),
    model: i18n._({ id: 'led.figure.model', message: 'LED model' }),
    cabinetSize: i18n._({ id: 'led.figure.cabinet_size', message: 'Cabinet size' }),
    region: i18n._({ id: 'led.region', message: 'Region' }),
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
  }
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
    quoteBody: i18n._({
      id: 'led.quote.body',
      message: 'Please send me a quote for this LED wall: {summary}',
      values: { summary: '{summary}' },
    }),
  }
}
