/**
 * Compact model definitions: one series per entry, expanded by products.ts into one product per
 * screen size (displays, TVs, monitors) or per pixel pitch (LED cabinets).
 *
 * CTN patterns: displays `{inch}{code}{suffix}` (55VS4500/00, 43HT5000/12); LED cabinets
 * `{code}{pitch × 100}{cabinet letter}/00` (FP125H/00 = 1.25 mm, 600 × 337.5 mm).
 */
import type { ProductStatus } from '../../../ui/content/model.ts'
import type { LineId } from './lines.ts'
import type { HighlightKey, NameKind, Usage } from './product-facts.ts'

interface SeriesBase {
  lineId: LineId
  code: string
  kind: NameKind
  usage: Usage
  solutions: string[]
  features: string[]
  connections: string[]
  highlights: [HighlightKey, HighlightKey, HighlightKey]
}

export interface DisplaySeries extends SeriesBase {
  type: 'display'
  suffix: '/00' | '/12'
  sizes: number[]
  resolution: 'fhd' | 'wuxga' | 'qhd' | 'ultrawide' | 'uhd-4k' | 'uhd-8k'
  /** Pixels per size where the resolution code does not fix them (ultrawide). */
  pixelsBySize?: Record<number, [number, number]>
  nits: number
  panel: 'lcd' | 'oled'
  orientation: string[]
  touchPoints?: number
  usbcWatts?: number
  soundWatts?: number
  gamut?: number
}

export interface LedSeries extends SeriesBase {
  type: 'led'
  /** Cabinet letter of the CTN: H 600 × 337.5, S 500 × 500, T 500 × 1000, Q 960 × 960. */
  cabinetCode: 'H' | 'S' | 'T' | 'Q'
  pitches: number[]
  /** Cabinet brightness, one for all pitches or one per pitch. */
  nits: number | number[]
  weightKg: number
  /** Maximum power of the coarsest pitch; each finer pitch draws 8% more. */
  maxPowerW: number
  cob?: boolean
  rental?: boolean
}

export type Series = DisplaySeries | LedSeries

export const CABINETS = { H: [600, 337.5], S: [500, 500], T: [500, 1000], Q: [960, 960] } as const

const signageIo = ['hdmi', 'displayport', 'lan', 'wifi', 'rs232']
const tvIo = ['hdmi', 'lan', 'rf', 'rs232']
const monitorIo = ['hdmi', 'displayport']
const dockIo = ['hdmi', 'displayport', 'usb-c', 'lan']
const both = ['landscape', 'portrait']
const landscape = ['landscape']

const display = (s: Omit<DisplaySeries, 'type'>): DisplaySeries => ({ type: 'display', ...s })
const led = (s: Omit<LedSeries, 'type' | 'kind' | 'usage' | 'connections'> & Partial<Pick<LedSeries, 'kind' | 'usage' | 'connections'>>): LedSeries => ({
  type: 'led',
  kind: 'led-indoor',
  usage: '24-7',
  connections: ['hdmi', 'lan'],
  ...s,
})

export const series: Series[] = [
  /* signage-standard: 16 */
  display({ lineId: 'signage-standard', code: 'VS3500', suffix: '/00', kind: 'signage', sizes: [32, 43, 50, 55], resolution: 'fhd', nits: 450, usage: '18-7', panel: 'lcd',
    solutions: ['retail', 'corporate', 'education'], features: ['built-in-media-player', 'android-soc', 'wave-ready'], orientation: both,
    connections: ['hdmi', 'lan', 'wifi', 'rs232'], highlights: ['android', 'usage', 'wave'] }),
  display({ lineId: 'signage-standard', code: 'VS4500', suffix: '/00', kind: 'signage', sizes: [43, 50, 55, 65, 75, 86], resolution: 'uhd-4k', nits: 500, usage: '18-7', panel: 'lcd',
    solutions: ['retail', 'corporate', 'education', 'hospitality'], features: ['built-in-media-player', 'android-soc', 'wave-ready'], orientation: both,
    connections: signageIo, highlights: ['resolution', 'android', 'wave'] }),
  display({ lineId: 'signage-standard', code: 'VS5500', suffix: '/00', kind: 'signage', sizes: [49, 55, 65, 75, 86, 98], resolution: 'uhd-4k', nits: 700, usage: '24-7', panel: 'lcd',
    solutions: ['retail', 'corporate', 'transport'], features: ['built-in-media-player', 'android-soc', 'wave-ready', 'daisy-chain'], orientation: both,
    connections: [...signageIo, 'sdm-slot'], highlights: ['usage', 'sdm', 'daisy'] }),

  /* signage-high-bright: 14 */
  display({ lineId: 'signage-high-bright', code: 'HB4000', suffix: '/00', kind: 'high-bright', sizes: [32, 43, 49, 55], resolution: 'fhd', nits: 1500, usage: '24-7', panel: 'lcd',
    solutions: ['retail', 'hospitality', 'transport'], features: ['built-in-media-player', 'android-soc', 'ambient-light-sensor'], orientation: both,
    connections: ['hdmi', 'lan', 'wifi', 'rs232'], highlights: ['brightness', 'ambient', 'android'] }),
  display({ lineId: 'signage-high-bright', code: 'HB6000', suffix: '/00', kind: 'high-bright', sizes: [43, 49, 55, 65, 75, 86], resolution: 'uhd-4k', nits: 2500, usage: '24-7', panel: 'lcd',
    solutions: ['retail', 'transport', 'hospitality'], features: ['built-in-media-player', 'android-soc', 'ambient-light-sensor', 'wave-ready'], orientation: both,
    connections: signageIo, highlights: ['brightness', 'resolution', 'wave'] }),
  display({ lineId: 'signage-high-bright', code: 'HB7000', suffix: '/00', kind: 'high-bright', sizes: [43, 55, 65, 75], resolution: 'uhd-4k', nits: 3500, usage: '24-7', panel: 'lcd',
    solutions: ['retail', 'transport'], features: ['built-in-media-player', 'android-soc', 'ambient-light-sensor', 'anti-glare'], orientation: both,
    connections: ['hdmi', 'displayport', 'lan', 'rs232', 'sdm-slot'], highlights: ['brightness', 'ambient', 'sdm'] }),

  /* signage-touch: 12 */
  display({ lineId: 'signage-touch', code: 'TS4500', suffix: '/00', kind: 'touch', sizes: [24, 32, 43, 55], resolution: 'fhd', nits: 400, usage: '18-7', panel: 'lcd', touchPoints: 10,
    solutions: ['retail', 'transport', 'healthcare', 'hospitality'], features: ['touch', 'anti-glare', 'android-soc', 'built-in-media-player'], orientation: both,
    connections: ['hdmi', 'usb-c', 'lan', 'wifi', 'rs232'], highlights: ['touch', 'anti-glare-glass', 'android'] }),
  display({ lineId: 'signage-touch', code: 'TS5500', suffix: '/00', kind: 'touch', sizes: [43, 55, 65, 75, 86], resolution: 'uhd-4k', nits: 500, usage: '18-7', panel: 'lcd', touchPoints: 20,
    solutions: ['retail', 'corporate', 'education'], features: ['touch', 'anti-glare', 'android-soc', 'built-in-media-player', 'wave-ready'], orientation: both,
    connections: ['hdmi', 'displayport', 'usb-c', 'lan', 'wifi', 'rs232'], highlights: ['touch', 'resolution', 'wave'] }),
  display({ lineId: 'signage-touch', code: 'TS6500', suffix: '/00', kind: 'interactive', sizes: [65, 75, 86], resolution: 'uhd-4k', nits: 450, usage: '16-7', panel: 'lcd', touchPoints: 40, usbcWatts: 65,
    solutions: ['education', 'corporate'], features: ['touch', 'anti-glare', 'android-soc', 'usb-c-docking'], orientation: landscape,
    connections: ['hdmi', 'displayport', 'usb-c', 'lan', 'wifi', 'rs232', 'sdm-slot'], highlights: ['touch', 'usb-c', 'sdm'] }),

  /* led-indoor-fine-pitch: 12 */
  led({ lineId: 'led-indoor-fine-pitch', code: 'FP', cabinetCode: 'H', kind: 'led-fine', pitches: [0.9375, 1.25, 1.5625], nits: 600, weightKg: 6.8, maxPowerW: 120,
    solutions: ['corporate', 'control-room', 'broadcast'], features: ['front-service', 'hdr', 'daisy-chain'], connections: ['hdmi', 'displayport', 'lan', 'hdbaset'],
    highlights: ['pitch', 'cabinet', 'front-service'] }),
  led({ lineId: 'led-indoor-fine-pitch', code: 'FP', cabinetCode: 'S', kind: 'led-fine', pitches: [0.9375, 1.25, 1.5625], nits: 600, weightKg: 7.5, maxPowerW: 130,
    solutions: ['corporate', 'control-room', 'broadcast'], features: ['front-service', 'hdr', 'daisy-chain'], connections: ['hdmi', 'displayport', 'lan', 'hdbaset'],
    highlights: ['pitch', 'cabinet', 'led-power'] }),
  led({ lineId: 'led-indoor-fine-pitch', code: 'FC', cabinetCode: 'H', kind: 'led-fine-cob', pitches: [0.9375, 1.25, 1.5625], nits: 800, weightKg: 7.2, maxPowerW: 110, cob: true,
    solutions: ['corporate', 'control-room', 'broadcast', 'retail'], features: ['front-service', 'hdr', 'daisy-chain'], connections: ['hdmi', 'displayport', 'lan', 'hdbaset'],
    highlights: ['pitch', 'cob', 'hdr'] }),
  led({ lineId: 'led-indoor-fine-pitch', code: 'FC', cabinetCode: 'S', kind: 'led-fine-cob', pitches: [0.9375, 1.25, 1.5625], nits: 800, weightKg: 7.9, maxPowerW: 120, cob: true,
    solutions: ['corporate', 'control-room', 'broadcast', 'retail'], features: ['front-service', 'hdr', 'daisy-chain'], connections: ['hdmi', 'displayport', 'lan', 'hdbaset'],
    highlights: ['pitch', 'cob', 'cabinet'] }),

  /* led-indoor-standard: 12 */
  led({ lineId: 'led-indoor-standard', code: 'IS', cabinetCode: 'S', pitches: [2.5, 2.976, 3.9], nits: 900, weightKg: 7.8, maxPowerW: 170,
    solutions: ['retail', 'corporate', 'transport', 'education'], features: ['front-service', 'daisy-chain'], connections: ['hdmi', 'lan', 'hdbaset'],
    highlights: ['pitch', 'cabinet', 'front-service'] }),
  led({ lineId: 'led-indoor-standard', code: 'IS', cabinetCode: 'T', pitches: [2.5, 2.976, 3.9], nits: 900, weightKg: 13.9, maxPowerW: 330,
    solutions: ['retail', 'corporate', 'transport', 'education'], features: ['front-service', 'daisy-chain'], connections: ['hdmi', 'lan', 'hdbaset'],
    highlights: ['pitch', 'cabinet', 'led-power'] }),
  led({ lineId: 'led-indoor-standard', code: 'IR', cabinetCode: 'S', kind: 'led-rental', usage: '18-7', pitches: [2.5, 2.976, 3.9], nits: 1200, weightKg: 7.2, maxPowerW: 190, rental: true,
    solutions: ['events', 'corporate'], features: ['daisy-chain', 'hdr'], highlights: ['pitch', 'rental', 'brightness'] }),
  led({ lineId: 'led-indoor-standard', code: 'IR', cabinetCode: 'T', kind: 'led-rental', usage: '18-7', pitches: [2.5, 2.976, 3.9], nits: 1200, weightKg: 12.8, maxPowerW: 370, rental: true,
    solutions: ['events', 'corporate'], features: ['daisy-chain', 'hdr'], highlights: ['pitch', 'rental', 'cabinet'] }),

  /* led-outdoor: 10 */
  led({ lineId: 'led-outdoor', code: 'OD', cabinetCode: 'Q', kind: 'led-outdoor', pitches: [4, 5, 6.67, 8, 10], nits: [6000, 6500, 7000, 7500, 8000], weightKg: 27.5, maxPowerW: 850,
    solutions: ['outdoor-advertising', 'sports', 'transport', 'retail'], features: ['ip65', 'ambient-light-sensor', 'daisy-chain'], highlights: ['pitch', 'ip65', 'brightness'] }),
  led({ lineId: 'led-outdoor', code: 'OF', cabinetCode: 'T', kind: 'led-outdoor-front', pitches: [4, 5, 6.67, 8, 10], nits: [5000, 5500, 6000, 6500, 7000], weightKg: 14.5, maxPowerW: 450,
    solutions: ['outdoor-advertising', 'retail', 'transport'], features: ['ip65', 'front-service', 'ambient-light-sensor'], highlights: ['pitch', 'front-service', 'ip65'] }),

  /* tv-hospitality: 14 */
  display({ lineId: 'tv-hospitality', code: 'HT4000', suffix: '/12', kind: 'hotel-tv', sizes: [24, 32, 43], resolution: 'fhd', nits: 300, usage: '16-7', panel: 'lcd',
    solutions: ['hospitality'], features: ['wave-ready'], orientation: landscape, connections: tvIo, highlights: ['welcome', 'cms', 'resolution'] }),
  display({ lineId: 'tv-hospitality', code: 'HT5000', suffix: '/12', kind: 'hotel-tv', sizes: [43, 50, 55, 65, 75], resolution: 'uhd-4k', nits: 350, usage: '16-7', panel: 'lcd',
    solutions: ['hospitality'], features: ['wave-ready', 'hdr'], orientation: landscape, connections: tvIo, highlights: ['resolution', 'hdr', 'cms'] }),
  display({ lineId: 'tv-hospitality', code: 'HT6000', suffix: '/12', kind: 'hotel-tv-cast', sizes: [43, 50, 55, 65, 75, 86], resolution: 'uhd-4k', nits: 400, usage: '16-7', panel: 'lcd',
    solutions: ['hospitality'], features: ['wave-ready', 'hdr', 'casting'], orientation: landscape, connections: [...tvIo, 'wifi'], highlights: ['casting', 'hdr', 'welcome'] }),

  /* tv-hospitality-premium: 12 */
  display({ lineId: 'tv-hospitality-premium', code: 'HP7000', suffix: '/12', kind: 'premium-tv', sizes: [50, 55, 65, 75, 85], resolution: 'uhd-4k', nits: 500, usage: '16-7', panel: 'lcd', soundWatts: 30,
    solutions: ['hospitality'], features: ['wave-ready', 'hdr', 'casting'], orientation: landscape, connections: [...tvIo, 'wifi'], highlights: ['hdr', 'sound', 'casting'] }),
  display({ lineId: 'tv-hospitality-premium', code: 'HP8000', suffix: '/12', kind: 'oled-tv', sizes: [48, 55, 65, 77], resolution: 'uhd-4k', nits: 650, usage: '16-7', panel: 'oled', soundWatts: 40,
    solutions: ['hospitality'], features: ['wave-ready', 'hdr', 'casting'], orientation: landscape, connections: [...tvIo, 'wifi'], highlights: ['oled', 'sound', 'hdr'] }),
  display({ lineId: 'tv-hospitality-premium', code: 'HP9000', suffix: '/12', kind: 'premium-tv', sizes: [65, 75, 85], resolution: 'uhd-8k', nits: 700, usage: '16-7', panel: 'lcd', soundWatts: 60,
    solutions: ['hospitality'], features: ['wave-ready', 'hdr', 'casting'], orientation: landscape, connections: [...tvIo, 'wifi'], highlights: ['8k', 'hdr', 'sound'] }),

  /* tv-healthcare: 10 */
  display({ lineId: 'tv-healthcare', code: 'HC3000', suffix: '/12', kind: 'healthcare-tv', sizes: [24, 32, 43], resolution: 'fhd', nits: 300, usage: '18-7', panel: 'lcd',
    solutions: ['healthcare'], features: ['pillow-speaker', 'wave-ready'], orientation: landscape, connections: tvIo, highlights: ['pillow', 'cms', 'resolution'] }),
  display({ lineId: 'tv-healthcare', code: 'HC4000', suffix: '/12', kind: 'healthcare-tv', sizes: [43, 50, 55], resolution: 'uhd-4k', nits: 350, usage: '18-7', panel: 'lcd',
    solutions: ['healthcare'], features: ['pillow-speaker', 'wave-ready', 'hdr'], orientation: landscape, connections: tvIo, highlights: ['pillow', 'resolution', 'cms'] }),
  display({ lineId: 'tv-healthcare', code: 'HC5000', suffix: '/12', kind: 'healthcare-tv-am', sizes: [43, 50, 55, 65], resolution: 'uhd-4k', nits: 350, usage: '18-7', panel: 'lcd',
    solutions: ['healthcare', 'hospitality'], features: ['antimicrobial', 'pillow-speaker', 'wave-ready', 'hdr'], orientation: landscape, connections: [...tvIo, 'wifi'],
    highlights: ['antimicrobial', 'pillow', 'cms'] }),

  /* monitor-business: 14 */
  display({ lineId: 'monitor-business', code: 'MB3000', suffix: '/00', kind: 'monitor', sizes: [22, 24, 27], resolution: 'fhd', nits: 250, usage: '16-7', panel: 'lcd',
    solutions: ['corporate', 'education'], features: ['anti-glare'], orientation: landscape, connections: monitorIo, highlights: ['resolution', 'eye-care', 'anti-glare'] }),
  display({ lineId: 'monitor-business', code: 'MB3100', suffix: '/00', kind: 'monitor', sizes: [24], resolution: 'wuxga', nits: 300, usage: '16-7', panel: 'lcd',
    solutions: ['corporate', 'education', 'healthcare'], features: ['anti-glare'], orientation: both, connections: monitorIo, highlights: ['resolution', 'ergonomic', 'eye-care'] }),
  display({ lineId: 'monitor-business', code: 'MB4000', suffix: '/00', kind: 'monitor', sizes: [24, 27, 32], resolution: 'qhd', nits: 350, usage: '16-7', panel: 'lcd',
    solutions: ['corporate', 'education'], features: ['anti-glare', 'daisy-chain'], orientation: both, connections: monitorIo, highlights: ['resolution', 'daisy', 'ergonomic'] }),
  display({ lineId: 'monitor-business', code: 'MB4100', suffix: '/00', kind: 'monitor-dock', sizes: [24, 27, 32], resolution: 'qhd', nits: 350, usage: '16-7', panel: 'lcd', usbcWatts: 90,
    solutions: ['corporate'], features: ['anti-glare', 'usb-c-docking', 'daisy-chain'], orientation: both, connections: dockIo, highlights: ['usb-c', 'daisy', 'ergonomic'] }),
  display({ lineId: 'monitor-business', code: 'MB5000', suffix: '/00', kind: 'monitor-dock', sizes: [27, 32], resolution: 'uhd-4k', nits: 350, usage: '16-7', panel: 'lcd', usbcWatts: 90,
    solutions: ['corporate'], features: ['anti-glare', 'usb-c-docking', 'kvm'], orientation: both, connections: dockIo, highlights: ['resolution', 'usb-c', 'kvm'] }),
  display({ lineId: 'monitor-business', code: 'MB6000', suffix: '/00', kind: 'monitor-ultrawide', sizes: [34, 49], resolution: 'ultrawide', pixelsBySize: { 34: [3440, 1440], 49: [5120, 1440] },
    nits: 300, usage: '16-7', panel: 'lcd', usbcWatts: 90,
    solutions: ['corporate'], features: ['usb-c-docking', 'kvm', 'curved'], orientation: landscape, connections: dockIo, highlights: ['curved', 'usb-c', 'kvm'] }),

  /* monitor-creator: 12 */
  display({ lineId: 'monitor-creator', code: 'MC6000', suffix: '/00', kind: 'creator', sizes: [24, 27], resolution: 'qhd', nits: 350, usage: '16-7', panel: 'lcd', gamut: 95, usbcWatts: 65,
    solutions: ['creative', 'education'], features: ['colour-calibrated', 'usb-c-docking'], orientation: both, connections: ['hdmi', 'displayport', 'usb-c'],
    highlights: ['calibrated', 'gamut', 'usb-c'] }),
  display({ lineId: 'monitor-creator', code: 'MC7000', suffix: '/00', kind: 'creator', sizes: [27, 32], resolution: 'uhd-4k', nits: 400, usage: '16-7', panel: 'lcd', gamut: 98, usbcWatts: 90,
    solutions: ['creative'], features: ['colour-calibrated', 'usb-c-docking', 'hdr'], orientation: both, connections: ['hdmi', 'displayport', 'usb-c'],
    highlights: ['calibrated', 'gamut', 'hdr'] }),
  display({ lineId: 'monitor-creator', code: 'MC7500', suffix: '/00', kind: 'creator', sizes: [27, 32], resolution: 'uhd-4k', nits: 400, usage: '16-7', panel: 'lcd', gamut: 98, usbcWatts: 90,
    solutions: ['creative', 'corporate'], features: ['colour-calibrated', 'usb-c-docking', 'hdr', 'kvm', 'daisy-chain'], orientation: both, connections: dockIo,
    highlights: ['kvm', 'usb-c', 'calibrated'] }),
  display({ lineId: 'monitor-creator', code: 'MC8000', suffix: '/00', kind: 'creator-oled', sizes: [27, 32, 42], resolution: 'uhd-4k', nits: 450, usage: '16-7', panel: 'oled', gamut: 99, usbcWatts: 90,
    solutions: ['creative', 'broadcast'], features: ['colour-calibrated', 'usb-c-docking', 'hdr'], orientation: landscape, connections: ['hdmi', 'displayport', 'usb-c'],
    highlights: ['oled', 'gamut', 'calibrated'] }),
  display({ lineId: 'monitor-creator', code: 'MC9000', suffix: '/00', kind: 'creator', sizes: [32], resolution: 'uhd-8k', nits: 400, usage: '16-7', panel: 'lcd', gamut: 98, usbcWatts: 90,
    solutions: ['creative', 'broadcast'], features: ['colour-calibrated', 'usb-c-docking', 'hdr'], orientation: landscape, connections: ['hdmi', 'displayport', 'usb-c'],
    highlights: ['resolution', 'calibrated', 'gamut'] }),
  display({ lineId: 'monitor-creator', code: 'MC5000', suffix: '/00', kind: 'creator-ultrawide', sizes: [34, 40], resolution: 'ultrawide', pixelsBySize: { 34: [3440, 1440], 40: [5120, 2160] },
    nits: 350, usage: '16-7', panel: 'lcd', gamut: 95, usbcWatts: 90,
    solutions: ['creative'], features: ['colour-calibrated', 'usb-c-docking', 'curved'], orientation: landscape, connections: dockIo, highlights: ['curved', 'calibrated', 'usb-c'] }),

  /* monitor-control-room: 12 */
  display({ lineId: 'monitor-control-room', code: 'MR4000', suffix: '/00', kind: 'control-room', sizes: [24, 27, 32], resolution: 'fhd', nits: 300, usage: '24-7', panel: 'lcd',
    solutions: ['control-room', 'transport'], features: ['anti-glare'], orientation: landscape, connections: [...monitorIo, 'lan', 'rs232'],
    highlights: ['usage', 'narrow-bezel', 'rs232'] }),
  display({ lineId: 'monitor-control-room', code: 'MR5000', suffix: '/00', kind: 'control-room', sizes: [27, 32, 43, 55], resolution: 'uhd-4k', nits: 400, usage: '24-7', panel: 'lcd',
    solutions: ['control-room', 'transport', 'broadcast'], features: ['anti-glare', 'daisy-chain'], orientation: landscape, connections: [...monitorIo, 'lan', 'rs232'],
    highlights: ['usage', 'resolution', 'rs232'] }),
  display({ lineId: 'monitor-control-room', code: 'MR6000', suffix: '/00', kind: 'control-room', sizes: [27, 32], resolution: 'qhd', nits: 350, usage: '24-7', panel: 'lcd',
    solutions: ['control-room', 'transport'], features: ['anti-glare', 'kvm'], orientation: landscape, connections: [...monitorIo, 'usb-c', 'lan', 'rs232'],
    highlights: ['usage', 'kvm', 'narrow-bezel'] }),
  display({ lineId: 'monitor-control-room', code: 'MR7000', suffix: '/00', kind: 'control-room-ultrawide', sizes: [34, 38, 49], resolution: 'ultrawide',
    pixelsBySize: { 34: [3440, 1440], 38: [3840, 1600], 49: [5120, 1440] }, nits: 300, usage: '24-7', panel: 'lcd',
    solutions: ['control-room', 'transport'], features: ['anti-glare', 'kvm', 'curved'], orientation: landscape, connections: [...monitorIo, 'usb-c', 'lan', 'rs232'],
    highlights: ['curved', 'kvm', 'usage'] }),
]

/** Products that are not simply active: withdrawn from sale (disabled) or kept only for reference (archived). */
export const STATUS_OVERRIDES: Record<string, ProductStatus> = {
  '98VS5500/00': 'disabled',
  '32HB4000/00': 'disabled',
  '24TS4500/00': 'disabled',
  'OF1000T/00': 'disabled',
  '85HP9000/12': 'disabled',
  '49MR7000/00': 'disabled',
  '32VS3500/00': 'archived',
  '24HT4000/12': 'archived',
  '22MB3000/00': 'archived',
  'FP094S/00': 'archived',
}
