/**
 * The language-neutral facts of one generated product that the per-language text templates
 * (texts-*.ts) fill in, and the shape of those templates.
 */
import type { LedCabinet } from '../../../ui/content/model.ts'
import type { LineId } from './lines.ts'

/** The kind of product, which picks the name template. */
export const NAME_KINDS = [
  'signage',
  'high-bright',
  'touch',
  'interactive',
  'led-fine',
  'led-fine-cob',
  'led-indoor',
  'led-rental',
  'led-outdoor',
  'led-outdoor-front',
  'hotel-tv',
  'hotel-tv-cast',
  'premium-tv',
  'oled-tv',
  'healthcare-tv',
  'healthcare-tv-am',
  'monitor',
  'monitor-dock',
  'monitor-ultrawide',
  'creator',
  'creator-oled',
  'creator-ultrawide',
  'control-room',
  'control-room-ultrawide',
] as const
export type NameKind = (typeof NAME_KINDS)[number]

/** Highlight templates; each product model names three. */
export const HIGHLIGHT_KEYS = [
  'brightness',
  'usage',
  'resolution',
  'android',
  'sdm',
  'wave',
  'ambient',
  'daisy',
  'touch',
  'anti-glare-glass',
  'anti-glare',
  'pitch',
  'cabinet',
  'cob',
  'front-service',
  'rental',
  'ip65',
  'led-power',
  'hdr',
  'welcome',
  'cms',
  'casting',
  'oled',
  '8k',
  'sound',
  'pillow',
  'antimicrobial',
  'usb-c',
  'ergonomic',
  'eye-care',
  'calibrated',
  'gamut',
  'kvm',
  'narrow-bezel',
  'rs232',
  'curved',
] as const
export type HighlightKey = (typeof HIGHLIGHT_KEYS)[number]

export type Usage = '24-7' | '18-7' | '16-7'

export interface ProductFacts {
  ctn: string
  lineId: LineId
  kind: NameKind
  /** Screen size in inches (LED: the cabinet diagonal). */
  inch: number
  /** Resolution facet code and its neutral name (Full HD, 4K UHD, UWQHD…). */
  resolution: string
  resName: string
  width: number
  height: number
  nits: number
  usage: Usage
  panel: 'lcd' | 'oled' | 'led'
  features: readonly string[]
  connections: readonly string[]
  /** Touch points (touch displays), USB-C power delivery in W, speaker power in W, DCI-P3 coverage in %; 0 when not applicable. */
  touchPoints: number
  usbcWatts: number
  soundWatts: number
  gamut: number
  led?: LedCabinet
  /** LED only: chip-on-board surface, rental frame. */
  cob: boolean
  rental: boolean
}

export type Template = (f: ProductFacts) => string

/** Everything one language writes about products. */
export interface LangTexts {
  name: Record<NameKind, Template>
  description: Record<LineId, Template>
  highlight: Record<HighlightKey, Template>
}

/** The LED cabinet of a product (templates of LED lines only run for LED products). */
export function cabinet(f: ProductFacts): LedCabinet {
  if (!f.led) throw new Error(`${f.ctn} is not an LED product`)
  return f.led
}

export const has = (f: ProductFacts, feature: string): boolean => f.features.includes(feature) || f.connections.includes(feature)
