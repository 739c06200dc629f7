/** Product texts in German. */
import { dim, num } from './helpers.ts'
import { cabinet, has, type LangTexts, type ProductFacts, type Usage } from './product-facts.ts'

const n = (value: number, digits = 2) => num(value, 'de-de', digits)
const usage: Record<Usage, string> = { '24-7': '24/7', '18-7': '18/7', '16-7': '16/7' }
const pitch = (f: ProductFacts) => `${n(cabinet(f).pixelPitchMm)} mm`
const cab = (f: ProductFacts) => `${dim(cabinet(f).cabinetWidthMm, 'de-de')} × ${dim(cabinet(f).cabinetHeightMm, 'de-de')} mm`
const pixels = (f: ProductFacts) => `${cabinet(f).cabinetResolutionWidth} × ${cabinet(f).cabinetResolutionHeight}`
/** "Full HD", "4K UHD" as the first part of a German compound. */
const res = (f: ProductFacts) => f.resName.replace(' ', '-')
const sized = (f: ProductFacts, noun: string) => `${f.inch}" ${res(f)}-${noun}`

export const deDe: LangTexts = {
  name: {
    signage: (f) => `${f.inch}" ${res(f)}-Signage-Display`,
    'high-bright': (f) => `${f.inch}" ${res(f)}-Display mit hoher Helligkeit`,
    touch: (f) => `${f.inch}" ${res(f)}-Touch-Display`,
    interactive: (f) => `${f.inch}" ${res(f)}-Interaktivdisplay`,
    'led-fine': (f) => `Fine-Pitch-LED-Cabinet mit ${pitch(f)} Pixelabstand, ${cab(f)}`,
    'led-fine-cob': (f) => `COB-LED-Cabinet mit ${pitch(f)} Pixelabstand, ${cab(f)}`,
    'led-indoor': (f) => `LED-Cabinet für Innenräume mit ${pitch(f)} Pixelabstand, ${cab(f)}`,
    'led-rental': (f) => `Rental-LED-Cabinet mit ${pitch(f)} Pixelabstand, ${cab(f)}`,
    'led-outdoor': (f) => `Outdoor-LED-Cabinet mit ${pitch(f)} Pixelabstand, ${cab(f)}`,
    'led-outdoor-front': (f) => `Frontseitig wartbares Outdoor-LED-Cabinet mit ${pitch(f)} Pixelabstand, ${cab(f)}`,
    'hotel-tv': (f) => `${f.inch}" ${res(f)}-Hotelfernseher`,
    'hotel-tv-cast': (f) => `${f.inch}" ${res(f)}-Hotelfernseher mit Casting für Gäste`,
    'premium-tv': (f) => `${f.inch}" ${res(f)}-Premium-Hotelfernseher`,
    'oled-tv': (f) => `${f.inch}" ${res(f)}-OLED-Hotelfernseher`,
    'healthcare-tv': (f) => `${f.inch}" ${res(f)}-Patientenfernseher`,
    'healthcare-tv-am': (f) => `${f.inch}" ${res(f)}-Patientenfernseher mit antimikrobiellem Gehäuse`,
    monitor: (f) => sized(f, 'Büromonitor'),
    'monitor-dock': (f) => sized(f, 'Monitor mit USB-C-Docking'),
    'monitor-ultrawide': (f) => sized(f, 'Curved-Ultrawide-Monitor'),
    creator: (f) => `${f.inch}" ${res(f)}-Monitor, farbkalibriert`,
    'creator-oled': (f) => sized(f, 'OLED-Monitor für Kreative'),
    'creator-ultrawide': (f) => sized(f, 'Ultrawide-Monitor für Kreative'),
    'control-room': (f) => sized(f, 'Leitstandmonitor'),
    'control-room-ultrawide': (f) => sized(f, 'Ultrawide-Leitstandmonitor'),
  },

  description: {
    'signage-standard': (f) =>
      `Dieses ${f.inch}-Zoll-${res(f)}-Signage-Display liefert ${n(f.nits)} cd/m² und ist für den ${usage[f.usage]}-Betrieb in Geschäften, Büros und öffentlichen Räumen ausgelegt. ` +
      `Android-SoC und integrierter Mediaplayer spielen Playlists ohne externen Player ab${has(f, 'sdm-slot') ? ', und ein SDM-Steckplatz nimmt einen Einschub-PC auf, wenn mehr Leistung gefragt ist' : ''}.`,
    'signage-high-bright': (f) =>
      `Mit ${n(f.nits)} cd/m² bleibt dieses ${f.inch}-Zoll-${res(f)}-Display im Schaufenster und in direktem Sonnenlicht rund um die Uhr lesbar. ` +
      'Ein Umgebungslichtsensor passt die Helligkeit im Tagesverlauf an, spart Energie und schont das Panel.',
    'signage-touch': (f) =>
      `Dieses ${f.inch}-Zoll-${res(f)}-Display verbindet projiziert-kapazitiven ${f.touchPoints}-Punkt-Touch mit ${n(f.nits)} cd/m² für ${f.kind === 'interactive' ? 'Klassenzimmer und Besprechungsräume' : 'Kioske, Wegeleitsysteme und Besprechungsräume'}. ` +
      'Entspiegeltes Glas mit Anti-Fingerprint-Beschichtung hält die Inhalte gut sichtbar, und der integrierte Android-SoC führt interaktive Apps ohne externen PC aus.',
    'led-indoor-fine-pitch': (f) =>
      `Dieses Cabinet mit ${cab(f)} hat einen Pixelabstand von ${pitch(f)} und ${pixels(f)} Pixel – scharf genug für Betrachter ab etwa ${n(cabinet(f).pixelPitchMm, 1)} m Abstand. ` +
      `Es liefert ${n(f.nits)} cd/m² bei typisch ${n(cabinet(f).typicalPowerW)} W, und ${f.cob ? 'seine COB-Oberfläche ist unempfindlich gegen Stöße und Staub' : 'seine Module lassen sich von vorn tauschen'}.`,
    'led-indoor-standard': (f) =>
      `Mit diesem Cabinet (${cab(f)}, ${pitch(f)} Pixelabstand, ${pixels(f)} Pixel) entstehen Videowände für ${f.rental ? 'Bühnen, Messen und Tourneen' : 'Foyers, Einkaufszentren und Hörsäle'}. ` +
      `Es erreicht ${n(f.nits)} cd/m², wiegt ${n(cabinet(f).weightKg, 1)} kg und nimmt im typischen Betrieb ${n(cabinet(f).typicalPowerW)} W auf${f.rental ? '; Schnellverschlüsse mit Kurveneinstellung beschleunigen jeden Aufbau' : ''}.`,
    'led-outdoor': (f) =>
      `Dieses IP65-Cabinet mit ${cab(f)} und ${pitch(f)} Pixelabstand liefert ${n(f.nits)} cd/m² für Fassaden, Stadien und Werbetafeln an Straßen. ` +
      `Seine ${pixels(f)} Pixel wirken ab etwa ${n(cabinet(f).pixelPitchMm, 1)} m scharf, und ${has(f, 'front-service') ? 'dank vollständigem Frontservice sind Wände ohne rückseitigen Zugang möglich' : 'eine rückseitige Serviceklappe und ein Druckgussrahmen machen die Wartung schnell'}.`,
    'tv-hospitality': (f) =>
      `Dieser ${f.inch}-Zoll-${res(f)}-Hotelfernseher begrüßt Gäste beim Einschalten mit einer persönlichen Willkommensseite, Ihrer Senderliste und Hotelinformationen. ` +
      `Einstellungen und Inhalte werden für alle Zimmer zentral verwaltet${has(f, 'casting') ? ', und Gäste können Inhalte von ihrem eigenen Smartphone oder Tablet streamen' : ''}.`,
    'tv-hospitality-premium': (f) =>
      `Dieser ${f.inch}-Zoll-${res(f)}-Fernseher bringt ${f.panel === 'oled' ? 'selbstleuchtende OLED-Pixel mit perfektem Schwarz' : f.resolution === 'uhd-8k' ? 'ein 8K-Panel mit viermal so vielen Details wie 4K' : 'ein helles Panel mit großem Farbraum'} in Suiten, Luxushotels und auf Kreuzfahrtschiffe. ` +
      `Sein ${f.soundWatts}-W-Soundsystem und das schlanke Design passen zu hochwertigen Interieurs, und er nutzt dieselbe zentrale Verwaltung wie alle unsere Hotelfernseher.`,
    'tv-healthcare': (f) =>
      `Dieser ${f.inch}-Zoll-${res(f)}-Patientenfernseher hat ein ${has(f, 'antimicrobial') ? 'antimikrobielles' : 'abgedichtetes'}, leicht zu reinigendes Gehäuse, das die tägliche Desinfektion übersteht. ` +
      'Er funktioniert mit Kissenlautsprechern und Schwesternrufsystemen, und das Personal verwaltet Sender und Patienteninformationen zentral.',
    'monitor-business': (f) =>
      `Dieser ${f.inch}-Zoll-${res(f)}-Monitor mit ${f.width} × ${f.height} Pixeln hat ein flimmerfreies Panel und einen Blaulichtfilter für angenehme Arbeitstage. ` +
      `${has(f, 'usb-c-docking') ? `Ein einziges USB-C-Kabel überträgt Bild, Daten und bis zu ${f.usbcWatts} W Ladeleistung zum Laptop` : 'HDMI- und DisplayPort-Eingänge verbinden Desktop-PCs und Laptops gleichermaßen'}, und der Standfuß passt sich jedem Arbeitsplatz an.`,
    'monitor-creator': (f) =>
      `Dieser ${f.inch}-Zoll-${res(f)}-${f.panel === 'oled' ? 'OLED' : 'IPS'}-Monitor deckt ${f.gamut} % des DCI-P3-Farbraums ab und ist werkseitig auf ΔE < 2 kalibriert. ` +
      `Die Hardwarekalibrierung hält die Farben dauerhaft präzise, und über USB-C erhält Ihr Laptop bis zu ${f.usbcWatts} W.`,
    'monitor-control-room': (f) =>
      `Dieser ${f.inch}-Zoll-${res(f)}-Monitor ist für den 24/7-Betrieb an Bedienplätzen in Leitstellen, Sicherheitszentralen und Verkehrsknotenpunkten ausgelegt. ` +
      'Sein schmaler Rahmen eignet sich für Mehrschirm-Arbeitsplätze, und über RS-232 und LAN können die Systeme im Raum Eingänge umschalten und seinen Status abfragen.',
  },

  highlight: {
    brightness: (f) => `${n(f.nits)} cd/m² Helligkeit`,
    usage: (f) => `Ausgelegt für den ${usage[f.usage]}-Betrieb`,
    resolution: (f) => `${res(f)}-Auflösung (${f.width} × ${f.height})`,
    android: () => 'Android-SoC mit integriertem Mediaplayer',
    sdm: () => 'SDM-Steckplatz für einen Einschub-PC',
    wave: () => 'Fernverwaltung mit Wave',
    ambient: () => 'Umgebungslichtsensor für automatische Helligkeitsanpassung',
    daisy: () => 'Reihenschaltung über DisplayPort',
    touch: (f) => `Projiziert-kapazitiver ${f.touchPoints}-Punkt-Touch`,
    'anti-glare-glass': () => 'Entspiegeltes Glas mit Anti-Fingerprint-Beschichtung',
    'anti-glare': () => 'Matter, entspiegelter Bildschirm',
    pitch: (f) => `${pitch(f)} Pixelabstand`,
    cabinet: (f) => `Cabinet mit ${cab(f)} und ${pixels(f)} Pixeln`,
    cob: () => 'Stoßfeste COB-Oberfläche',
    'front-service': () => 'Vollständiger Frontservice',
    rental: () => 'Schnellverschlüsse und Kurveneinstellung für den Verleih',
    ip65: () => 'Schutzart IP65 vorn und hinten',
    'led-power': (f) => `Typisch ${n(cabinet(f).typicalPowerW)} W Leistungsaufnahme pro Cabinet`,
    hdr: () => 'Unterstützt HDR10 und HLG',
    welcome: () => 'Persönliche Willkommensseite und Senderliste',
    cms: () => 'Zentrale Verwaltung aller Zimmer',
    casting: () => 'Casting von Smartphones und Tablets der Gäste',
    oled: () => 'Selbstleuchtende OLED-Pixel mit perfektem Schwarz',
    '8k': () => '8K-Panel mit KI-Hochskalierung',
    sound: (f) => `${f.soundWatts}-W-Soundsystem`,
    pillow: () => 'Unterstützt Kissenlautsprecher und Schwesternruf',
    antimicrobial: () => 'Antimikrobielles Gehäuse für die tägliche Desinfektion',
    'usb-c': (f) => `USB-C-Docking mit ${f.usbcWatts} W Ladeleistung`,
    ergonomic: () => 'Höhenverstellbarer Standfuß mit Pivot-Funktion',
    'eye-care': () => 'Flimmerfrei, mit Blaulichtfilter',
    calibrated: () => 'Werkseitig auf ΔE < 2 kalibriert',
    gamut: (f) => `${f.gamut} % des DCI-P3-Farbraums`,
    kvm: () => 'Integrierter KVM-Switch für zwei Computer',
    'narrow-bezel': () => 'Schmaler Rahmen für Mehrschirm-Arbeitsplätze',
    rs232: () => 'Steuerung über RS-232 und LAN',
    curved: () => 'Gewölbtes Ultrawide-Panel',
  },
}
