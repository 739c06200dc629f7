/** Product texts in British English (American English is derived from these by `american`). */
import { dim, num } from './helpers.ts'
import { cabinet, has, type LangTexts, type ProductFacts, type Usage } from './product-facts.ts'

const n = (value: number, digits = 2) => num(value, 'en-gb', digits)
const usage: Record<Usage, string> = { '24-7': '24/7', '18-7': '18/7', '16-7': '16/7' }
const sized = (f: ProductFacts, noun: string) => `${f.inch}" ${f.resName} ${noun}`
const pitch = (f: ProductFacts) => `${n(cabinet(f).pixelPitchMm)} mm`
const cab = (f: ProductFacts) => `${dim(cabinet(f).cabinetWidthMm, 'en-gb')} × ${dim(cabinet(f).cabinetHeightMm, 'en-gb')} mm`
const pixels = (f: ProductFacts) => `${cabinet(f).cabinetResolutionWidth} × ${cabinet(f).cabinetResolutionHeight}`

export const enGb: LangTexts = {
  name: {
    signage: (f) => sized(f, 'signage display'),
    'high-bright': (f) => sized(f, 'high-brightness display'),
    touch: (f) => sized(f, 'touch display'),
    interactive: (f) => sized(f, 'interactive display'),
    'led-fine': (f) => `${pitch(f)} fine-pitch LED cabinet, ${cab(f)}`,
    'led-fine-cob': (f) => `${pitch(f)} chip-on-board LED cabinet, ${cab(f)}`,
    'led-indoor': (f) => `${pitch(f)} indoor LED cabinet, ${cab(f)}`,
    'led-rental': (f) => `${pitch(f)} rental LED cabinet, ${cab(f)}`,
    'led-outdoor': (f) => `${pitch(f)} outdoor LED cabinet, ${cab(f)}`,
    'led-outdoor-front': (f) => `${pitch(f)} front-service outdoor LED cabinet, ${cab(f)}`,
    'hotel-tv': (f) => sized(f, 'hotel TV'),
    'hotel-tv-cast': (f) => sized(f, 'hotel TV with guest casting'),
    'premium-tv': (f) => sized(f, 'premium hotel TV'),
    'oled-tv': (f) => sized(f, 'OLED hotel TV'),
    'healthcare-tv': (f) => sized(f, 'patient TV'),
    'healthcare-tv-am': (f) => sized(f, 'antimicrobial patient TV'),
    monitor: (f) => sized(f, 'business monitor'),
    'monitor-dock': (f) => sized(f, 'USB-C docking monitor'),
    'monitor-ultrawide': (f) => sized(f, 'curved ultrawide monitor'),
    creator: (f) => sized(f, 'colour-calibrated monitor'),
    'creator-oled': (f) => sized(f, 'OLED creator monitor'),
    'creator-ultrawide': (f) => sized(f, 'ultrawide creator monitor'),
    'control-room': (f) => sized(f, 'control-room monitor'),
    'control-room-ultrawide': (f) => sized(f, 'ultrawide control-room monitor'),
  },

  description: {
    'signage-standard': (f) =>
      `This ${f.inch}-inch ${f.resName} signage display delivers ${n(f.nits)} cd/m² and is rated for ${usage[f.usage]} operation in shops, offices and public spaces. ` +
      `Its Android SoC and built-in media player run playlists without an external player${has(f, 'sdm-slot') ? ', and an SDM slot takes a plug-in PC when you need more power' : ''}.`,
    'signage-high-bright': (f) =>
      `With ${n(f.nits)} cd/m², this ${f.inch}-inch ${f.resName} display stays readable in shop windows and in direct sunlight, around the clock. ` +
      'An ambient light sensor adjusts the brightness through the day, saving energy and protecting the panel.',
    'signage-touch': (f) =>
      `This ${f.inch}-inch ${f.resName} display combines ${f.touchPoints}-point projected capacitive touch with ${n(f.nits)} cd/m² for ${f.kind === 'interactive' ? 'classrooms and meeting rooms' : 'kiosks, wayfinding and meeting rooms'}. ` +
      'Anti-glare, anti-fingerprint glass keeps content clear, and the built-in Android SoC runs interactive apps without an external PC.',
    'led-indoor-fine-pitch': (f) =>
      `This ${cab(f)} cabinet has a ${pitch(f)} pixel pitch and ${pixels(f)} pixels, sharp enough for viewers from about ${n(cabinet(f).pixelPitchMm, 1)} m away. ` +
      `It delivers ${n(f.nits)} cd/m² at a typical ${n(cabinet(f).typicalPowerW)} W, and its ${f.cob ? 'chip-on-board surface shrugs off knocks and dust' : 'modules are serviced from the front'}.`,
    'led-indoor-standard': (f) =>
      `This ${cab(f)} cabinet with a ${pitch(f)} pixel pitch and ${pixels(f)} pixels builds walls for ${f.rental ? 'stages, exhibitions and touring events' : 'lobbies, shopping centres and auditoriums'}. ` +
      `It reaches ${n(f.nits)} cd/m², weighs ${n(cabinet(f).weightKg, 1)} kg and draws ${n(cabinet(f).typicalPowerW)} W in typical use${f.rental ? ', and quick locks with curve settings speed up every set-up' : ''}.`,
    'led-outdoor': (f) =>
      `This IP65 cabinet of ${cab(f)} with a ${pitch(f)} pixel pitch delivers ${n(f.nits)} cd/m² for façades, stadiums and roadside billboards. ` +
      `Its ${pixels(f)} pixels look sharp from about ${n(cabinet(f).pixelPitchMm, 1)} m, and ${has(f, 'front-service') ? 'full front service allows walls without rear access' : 'a rear service door and a die-cast frame keep maintenance quick'}.`,
    'tv-hospitality': (f) =>
      `This ${f.inch}-inch ${f.resName} hotel TV greets guests with a personalised welcome page, your channel list and hotel information the moment they switch it on. ` +
      `Settings and content are managed centrally for every room${has(f, 'casting') ? ', and guests can cast from their own phones and tablets' : ''}.`,
    'tv-hospitality-premium': (f) =>
      `This ${f.inch}-inch ${f.resName} TV brings ${f.panel === 'oled' ? 'self-lit OLED pixels with perfect blacks' : f.resolution === 'uhd-8k' ? 'an 8K panel with four times the detail of 4K' : 'a bright, wide-colour panel'} to suites, luxury hotels and cruise ships. ` +
      `Its ${f.soundWatts} W sound system and slim design suit premium interiors, and it shares the central management of every hotel TV.`,
    'tv-healthcare': (f) =>
      `This ${f.inch}-inch ${f.resName} patient TV has ${has(f, 'antimicrobial') ? 'an antimicrobial' : 'a sealed'}, easy-clean housing that withstands daily disinfection. ` +
      'It works with pillow speakers and nurse-call systems, and staff manage channels and patient information centrally.',
    'monitor-business': (f) =>
      `This ${f.inch}-inch ${f.resName} monitor with ${f.width} × ${f.height} pixels has a flicker-free panel and a low-blue-light mode for comfortable working days. ` +
      `${has(f, 'usb-c-docking') ? `A single USB-C cable carries video, data and up to ${f.usbcWatts} W of power to your laptop` : 'HDMI and DisplayPort inputs connect desktops and laptops alike'}, and the stand adjusts to every desk.`,
    'monitor-creator': (f) =>
      `This ${f.inch}-inch ${f.resName} ${f.panel === 'oled' ? 'OLED' : 'IPS'} monitor covers ${f.gamut}% of the DCI-P3 colour space and is factory-calibrated to ΔE < 2. ` +
      `Hardware calibration keeps colours accurate over time, and USB-C delivers up to ${f.usbcWatts} W to your laptop.`,
    'monitor-control-room': (f) =>
      `This ${f.inch}-inch ${f.resName} monitor is rated for 24/7 operation at operator desks in control rooms, security centres and transport hubs. ` +
      'Its narrow bezel suits multi-screen desks, and RS-232 and LAN control let the room’s systems switch inputs and check its status.',
  },

  highlight: {
    brightness: (f) => `${n(f.nits)} cd/m² brightness`,
    usage: (f) => `Rated for ${usage[f.usage]} operation`,
    resolution: (f) => `${f.resName} resolution (${f.width} × ${f.height})`,
    android: () => 'Android SoC with built-in media player',
    sdm: () => 'SDM slot for a plug-in PC',
    wave: () => 'Remote management with Wave',
    ambient: () => 'Ambient light sensor for automatic dimming',
    daisy: () => 'Daisy chaining over DisplayPort',
    touch: (f) => `${f.touchPoints}-point projected capacitive touch`,
    'anti-glare-glass': () => 'Anti-glare, anti-fingerprint glass',
    'anti-glare': () => 'Anti-glare matte screen',
    pitch: (f) => `${pitch(f)} pixel pitch`,
    cabinet: (f) => `${cab(f)} cabinet with ${pixels(f)} pixels`,
    cob: () => 'Chip-on-board surface that resists knocks',
    'front-service': () => 'Full front service',
    rental: () => 'Quick locks and curve settings for rental',
    ip65: () => 'IP65 protection front and back',
    'led-power': (f) => `${n(cabinet(f).typicalPowerW)} W typical power per cabinet`,
    hdr: () => 'HDR10 and HLG support',
    welcome: () => 'Personalised welcome page and channel list',
    cms: () => 'Central management for every room',
    casting: () => 'Guest casting from phones and tablets',
    oled: () => 'Self-lit OLED pixels with perfect blacks',
    '8k': () => '8K panel with AI upscaling',
    sound: (f) => `${f.soundWatts} W sound system`,
    pillow: () => 'Pillow-speaker and nurse-call support',
    antimicrobial: () => 'Antimicrobial housing for daily disinfection',
    'usb-c': (f) => `USB-C docking with ${f.usbcWatts} W power delivery`,
    ergonomic: () => 'Height-adjustable stand with pivot',
    'eye-care': () => 'Flicker-free with low-blue-light mode',
    calibrated: () => 'Factory-calibrated to ΔE < 2',
    gamut: (f) => `${f.gamut}% DCI-P3 colour space`,
    kvm: () => 'Built-in KVM switch for two computers',
    'narrow-bezel': () => 'Narrow bezel for multi-screen desks',
    rs232: () => 'RS-232 and LAN control',
    curved: () => 'Curved ultrawide panel',
  },
}
