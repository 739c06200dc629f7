/** Product texts in Italian. */
import { dim, num } from './helpers.ts'
import { cabinet, has, type LangTexts, type ProductFacts, type Usage } from './product-facts.ts'

const n = (value: number, digits = 2) => num(value, 'it-it', digits)
const usage: Record<Usage, string> = {
  '24-7': '24 ore su 24, 7 giorni su 7',
  '18-7': '18 ore su 24, 7 giorni su 7',
  '16-7': '16 ore su 24, 7 giorni su 7',
}
const sized = (f: ProductFacts, noun: string) => `${noun} ${f.resName} da ${f.inch}"`
const pitch = (f: ProductFacts) => `${n(cabinet(f).pixelPitchMm)} mm`
const cab = (f: ProductFacts) => `${dim(cabinet(f).cabinetWidthMm, 'it-it')} × ${dim(cabinet(f).cabinetHeightMm, 'it-it')} mm`
const pixels = (f: ProductFacts) => `${cabinet(f).cabinetResolutionWidth} × ${cabinet(f).cabinetResolutionHeight}`

export const itIt: LangTexts = {
  name: {
    signage: (f) => sized(f, 'Display per digital signage'),
    'high-bright': (f) => sized(f, 'Display ad alta luminosità'),
    touch: (f) => sized(f, 'Display touch'),
    interactive: (f) => sized(f, 'Display interattivo'),
    'led-fine': (f) => `Cabinet LED a passo fine da ${pitch(f)}, ${cab(f)}`,
    'led-fine-cob': (f) => `Cabinet LED COB da ${pitch(f)}, ${cab(f)}`,
    'led-indoor': (f) => `Cabinet LED per interni da ${pitch(f)}, ${cab(f)}`,
    'led-rental': (f) => `Cabinet LED per noleggio da ${pitch(f)}, ${cab(f)}`,
    'led-outdoor': (f) => `Cabinet LED per esterni da ${pitch(f)}, ${cab(f)}`,
    'led-outdoor-front': (f) => `Cabinet LED per esterni con manutenzione frontale da ${pitch(f)}, ${cab(f)}`,
    'hotel-tv': (f) => sized(f, 'TV per hotel'),
    'hotel-tv-cast': (f) => `${sized(f, 'TV per hotel')} con trasmissione per gli ospiti`,
    'premium-tv': (f) => sized(f, 'TV premium per hotel'),
    'oled-tv': (f) => sized(f, 'TV OLED per hotel'),
    'healthcare-tv': (f) => sized(f, 'TV per pazienti'),
    'healthcare-tv-am': (f) => sized(f, 'TV antimicrobica per pazienti'),
    monitor: (f) => sized(f, 'Monitor per ufficio'),
    'monitor-dock': (f) => sized(f, 'Monitor con docking USB-C'),
    'monitor-ultrawide': (f) => sized(f, 'Monitor ultra panoramico curvo'),
    creator: (f) => sized(f, 'Monitor calibrato'),
    'creator-oled': (f) => sized(f, 'Monitor OLED per creativi'),
    'creator-ultrawide': (f) => sized(f, 'Monitor ultra panoramico per creativi'),
    'control-room': (f) => sized(f, 'Monitor per sale di controllo'),
    'control-room-ultrawide': (f) => sized(f, 'Monitor ultra panoramico per sale di controllo'),
  },

  description: {
    'signage-standard': (f) =>
      `Questo display per digital signage ${f.resName} da ${f.inch} pollici offre ${n(f.nits)} cd/m² ed è certificato per funzionare ${usage[f.usage]} in negozi, uffici e spazi pubblici. ` +
      `Il SoC Android e il media player integrato riproducono le playlist senza player esterni${has(f, 'sdm-slot') ? ', e uno slot SDM accoglie un PC a innesto quando serve più potenza' : ''}.`,
    'signage-high-bright': (f) =>
      `Con ${n(f.nits)} cd/m², questo display ${f.resName} da ${f.inch} pollici resta leggibile in vetrina e alla luce diretta del sole, giorno e notte. ` +
      'Un sensore di luce ambientale regola la luminosità nel corso della giornata, per risparmiare energia e proteggere il pannello.',
    'signage-touch': (f) =>
      `Questo display ${f.resName} da ${f.inch} pollici unisce un touch capacitivo proiettato a ${f.touchPoints} punti e ${n(f.nits)} cd/m² per ${f.kind === 'interactive' ? 'aule e sale riunioni' : 'chioschi, orientamento e sale riunioni'}. ` +
      'Il vetro antiriflesso e anti-impronte mantiene i contenuti nitidi, e il SoC Android integrato esegue app interattive senza PC esterno.',
    'led-indoor-fine-pitch': (f) =>
      `Questo cabinet da ${cab(f)} ha un passo pixel di ${pitch(f)} e ${pixels(f)} pixel, abbastanza nitido per chi guarda da circa ${n(cabinet(f).pixelPitchMm, 1)} m. ` +
      `Offre ${n(f.nits)} cd/m² con un consumo tipico di ${n(cabinet(f).typicalPowerW)} W, e ${f.cob ? 'la superficie COB resiste a urti e polvere' : 'i moduli si sostituiscono dal fronte'}.`,
    'led-indoor-standard': (f) =>
      `Questo cabinet da ${cab(f)}, con passo pixel di ${pitch(f)} e ${pixels(f)} pixel, compone videowall per ${f.rental ? 'palchi, fiere ed eventi itineranti' : 'reception, centri commerciali e auditorium'}. ` +
      `Raggiunge ${n(f.nits)} cd/m², pesa ${n(cabinet(f).weightKg, 1)} kg e assorbe ${n(cabinet(f).typicalPowerW)} W nell’uso tipico${f.rental ? ', mentre le chiusure rapide con regolazione della curvatura velocizzano ogni allestimento' : ''}.`,
    'led-outdoor': (f) =>
      `Questo cabinet IP65 da ${cab(f)} con passo pixel di ${pitch(f)} offre ${n(f.nits)} cd/m² per facciate, stadi e cartelloni stradali. ` +
      `I suoi ${pixels(f)} pixel risultano nitidi da circa ${n(cabinet(f).pixelPitchMm, 1)} m, e ${has(f, 'front-service') ? 'la manutenzione interamente frontale consente pareti senza accesso posteriore' : 'lo sportello di servizio posteriore e il telaio pressofuso rendono rapida la manutenzione'}.`,
    'tv-hospitality': (f) =>
      `Questa TV per hotel ${f.resName} da ${f.inch} pollici accoglie gli ospiti con una pagina di benvenuto personalizzata, l’elenco dei canali e le informazioni dell’hotel appena la accendono. ` +
      `Impostazioni e contenuti si gestiscono in modo centralizzato per tutte le camere${has(f, 'casting') ? ', e gli ospiti possono trasmettere dai propri smartphone e tablet' : ''}.`,
    'tv-hospitality-premium': (f) =>
      `Questa TV ${f.resName} da ${f.inch} pollici porta ${f.panel === 'oled' ? 'pixel OLED autoilluminanti con neri perfetti' : f.resolution === 'uhd-8k' ? 'un pannello 8K con quattro volte i dettagli del 4K' : 'un pannello luminoso dalla gamma cromatica estesa'} in suite, hotel di lusso e navi da crociera. ` +
      `Il sistema audio da ${f.soundWatts} W e il design sottile si adattano agli interni di pregio, con la stessa gestione centralizzata di tutte le nostre TV per hotel.`,
    'tv-healthcare': (f) =>
      `Questa TV per pazienti ${f.resName} da ${f.inch} pollici ha una scocca ${has(f, 'antimicrobial') ? 'antimicrobica' : 'sigillata'}, facile da pulire, che resiste alla disinfezione quotidiana. ` +
      'Funziona con altoparlanti da cuscino e sistemi di chiamata infermieristica, e il personale gestisce canali e informazioni per i pazienti in modo centralizzato.',
    'monitor-business': (f) =>
      `Questo monitor ${f.resName} da ${f.inch} pollici con ${f.width} × ${f.height} pixel ha un pannello senza sfarfallio e una modalità a luce blu ridotta per giornate di lavoro confortevoli. ` +
      `${has(f, 'usb-c-docking') ? `Un solo cavo USB-C trasporta video, dati e fino a ${f.usbcWatts} W di alimentazione al portatile` : 'Gli ingressi HDMI e DisplayPort collegano sia computer desktop sia portatili'}, e il supporto si adatta a ogni scrivania.`,
    'monitor-creator': (f) =>
      `Questo monitor ${f.panel === 'oled' ? 'OLED' : 'IPS'} ${f.resName} da ${f.inch} pollici copre il ${f.gamut}% dello spazio colore DCI-P3 ed è calibrato in fabbrica con ΔE < 2. ` +
      `La calibrazione hardware mantiene i colori precisi nel tempo, e la porta USB-C fornisce fino a ${f.usbcWatts} W al portatile.`,
    'monitor-control-room': (f) =>
      `Questo monitor ${f.resName} da ${f.inch} pollici è certificato per il funzionamento 24/7 nelle postazioni operatore di sale di controllo, centrali di sicurezza e nodi di trasporto. ` +
      'La cornice sottile è ideale per le postazioni multischermo, e il controllo via RS-232 e LAN consente ai sistemi della sala di cambiare ingresso e verificarne lo stato.',
  },

  highlight: {
    brightness: (f) => `Luminosità di ${n(f.nits)} cd/m²`,
    usage: (f) => `Certificato per funzionare ${usage[f.usage]}`,
    resolution: (f) => `Risoluzione ${f.resName} (${f.width} × ${f.height})`,
    android: () => 'SoC Android con media player integrato',
    sdm: () => 'Slot SDM per PC a innesto',
    wave: () => 'Gestione remota con Wave',
    ambient: () => 'Sensore di luce ambientale per la regolazione automatica',
    daisy: () => 'Collegamento a catena tramite DisplayPort',
    touch: (f) => `Touch capacitivo proiettato a ${f.touchPoints} punti`,
    'anti-glare-glass': () => 'Vetro antiriflesso e anti-impronte',
    'anti-glare': () => 'Schermo opaco antiriflesso',
    pitch: (f) => `Passo pixel di ${pitch(f)}`,
    cabinet: (f) => `Cabinet da ${cab(f)} con ${pixels(f)} pixel`,
    cob: () => 'Superficie COB resistente agli urti',
    'front-service': () => 'Manutenzione interamente frontale',
    rental: () => 'Chiusure rapide e regolazione della curvatura per il noleggio',
    ip65: () => 'Protezione IP65 fronte e retro',
    'led-power': (f) => `Consumo tipico di ${n(cabinet(f).typicalPowerW)} W per cabinet`,
    hdr: () => 'Supporto HDR10 e HLG',
    welcome: () => 'Pagina di benvenuto ed elenco canali personalizzati',
    cms: () => 'Gestione centralizzata di tutte le camere',
    casting: () => 'Trasmissione da smartphone e tablet degli ospiti',
    oled: () => 'Pixel OLED autoilluminanti con neri perfetti',
    '8k': () => 'Pannello 8K con upscaling basato sull’IA',
    sound: (f) => `Sistema audio da ${f.soundWatts} W`,
    pillow: () => 'Supporto per altoparlante da cuscino e chiamata infermieristica',
    antimicrobial: () => 'Scocca antimicrobica per la disinfezione quotidiana',
    'usb-c': (f) => `Docking USB-C con alimentazione fino a ${f.usbcWatts} W`,
    ergonomic: () => 'Supporto regolabile in altezza e ruotabile',
    'eye-care': () => 'Senza sfarfallio, con modalità a luce blu ridotta',
    calibrated: () => 'Calibrato in fabbrica con ΔE < 2',
    gamut: (f) => `${f.gamut}% dello spazio colore DCI-P3`,
    kvm: () => 'Switch KVM integrato per due computer',
    'narrow-bezel': () => 'Cornice sottile per postazioni multischermo',
    rs232: () => 'Controllo via RS-232 e LAN',
    curved: () => 'Pannello ultra panoramico curvo',
  },
}
