/** Product texts in Spanish (Spain). */
import { dim, num } from './helpers.ts'
import { cabinet, has, type LangTexts, type ProductFacts, type Usage } from './product-facts.ts'

const n = (value: number, digits = 2) => num(value, 'es-es', digits)
const usage: Record<Usage, string> = { '24-7': '24/7', '18-7': '18/7', '16-7': '16/7' }
const sized = (f: ProductFacts, noun: string) => `${noun} ${f.resName} de ${f.inch}"`
const pitch = (f: ProductFacts) => `${n(cabinet(f).pixelPitchMm)} mm`
const cab = (f: ProductFacts) => `${dim(cabinet(f).cabinetWidthMm, 'es-es')} × ${dim(cabinet(f).cabinetHeightMm, 'es-es')} mm`
const pixels = (f: ProductFacts) => `${cabinet(f).cabinetResolutionWidth} × ${cabinet(f).cabinetResolutionHeight}`

export const esEs: LangTexts = {
  name: {
    signage: (f) => sized(f, 'Pantalla de señalización digital'),
    'high-bright': (f) => sized(f, 'Pantalla de alto brillo'),
    touch: (f) => sized(f, 'Pantalla táctil'),
    interactive: (f) => sized(f, 'Pantalla interactiva'),
    'led-fine': (f) => `Módulo LED de paso fino de ${pitch(f)}, ${cab(f)}`,
    'led-fine-cob': (f) => `Módulo LED COB de ${pitch(f)}, ${cab(f)}`,
    'led-indoor': (f) => `Módulo LED de interior de ${pitch(f)}, ${cab(f)}`,
    'led-rental': (f) => `Módulo LED de alquiler de ${pitch(f)}, ${cab(f)}`,
    'led-outdoor': (f) => `Módulo LED de exterior de ${pitch(f)}, ${cab(f)}`,
    'led-outdoor-front': (f) => `Módulo LED de exterior con mantenimiento frontal de ${pitch(f)}, ${cab(f)}`,
    'hotel-tv': (f) => sized(f, 'Televisor para hoteles'),
    'hotel-tv-cast': (f) => `${sized(f, 'Televisor para hoteles')} con transmisión para huéspedes`,
    'premium-tv': (f) => sized(f, 'Televisor premium para hoteles'),
    'oled-tv': (f) => sized(f, 'Televisor OLED para hoteles'),
    'healthcare-tv': (f) => sized(f, 'Televisor para pacientes'),
    'healthcare-tv-am': (f) => sized(f, 'Televisor antimicrobiano para pacientes'),
    monitor: (f) => sized(f, 'Monitor de oficina'),
    'monitor-dock': (f) => sized(f, 'Monitor con dock USB-C'),
    'monitor-ultrawide': (f) => sized(f, 'Monitor ultrapanorámico curvo'),
    creator: (f) => sized(f, 'Monitor calibrado'),
    'creator-oled': (f) => sized(f, 'Monitor OLED para creativos'),
    'creator-ultrawide': (f) => sized(f, 'Monitor ultrapanorámico para creativos'),
    'control-room': (f) => sized(f, 'Monitor para salas de control'),
    'control-room-ultrawide': (f) => sized(f, 'Monitor ultrapanorámico para salas de control'),
  },

  description: {
    'signage-standard': (f) =>
      `Esta pantalla de señalización digital ${f.resName} de ${f.inch} pulgadas ofrece ${n(f.nits)} cd/m² y está preparada para funcionar ${usage[f.usage]} en tiendas, oficinas y espacios públicos. ` +
      `Su SoC Android y su reproductor multimedia integrado reproducen listas sin reproductor externo${has(f, 'sdm-slot') ? ', y una ranura SDM admite un PC enchufable cuando se necesita más potencia' : ''}.`,
    'signage-high-bright': (f) =>
      `Con ${n(f.nits)} cd/m², esta pantalla ${f.resName} de ${f.inch} pulgadas se lee bien en escaparates y a pleno sol, las 24 horas del día. ` +
      'Un sensor de luz ambiental ajusta el brillo a lo largo del día, lo que ahorra energía y protege el panel.',
    'signage-touch': (f) =>
      `Esta pantalla ${f.resName} de ${f.inch} pulgadas combina tecnología táctil capacitiva proyectada de ${f.touchPoints} puntos con ${n(f.nits)} cd/m² para ${f.kind === 'interactive' ? 'aulas y salas de reuniones' : 'quioscos, orientación y salas de reuniones'}. ` +
      'Su cristal antirreflejos y antihuellas mantiene el contenido nítido, y el SoC Android integrado ejecuta aplicaciones interactivas sin PC externo.',
    'led-indoor-fine-pitch': (f) =>
      `Este módulo de ${cab(f)} tiene una distancia entre píxeles de ${pitch(f)} y ${pixels(f)} píxeles, con nitidez suficiente para verse a unos ${n(cabinet(f).pixelPitchMm, 1)} m. ` +
      `Ofrece ${n(f.nits)} cd/m² con un consumo típico de ${n(cabinet(f).typicalPowerW)} W, y ${f.cob ? 'su superficie COB resiste golpes y polvo' : 'sus módulos se sustituyen por la parte frontal'}.`,
    'led-indoor-standard': (f) =>
      `Este módulo de ${cab(f)}, con una distancia entre píxeles de ${pitch(f)} y ${pixels(f)} píxeles, forma videowalls para ${f.rental ? 'escenarios, ferias y giras' : 'vestíbulos, centros comerciales y auditorios'}. ` +
      `Alcanza ${n(f.nits)} cd/m², pesa ${n(cabinet(f).weightKg, 1)} kg y consume ${n(cabinet(f).typicalPowerW)} W en uso típico${f.rental ? ', y sus cierres rápidos con ajuste de curvatura agilizan cada montaje' : ''}.`,
    'led-outdoor': (f) =>
      `Este módulo IP65 de ${cab(f)} con una distancia entre píxeles de ${pitch(f)} ofrece ${n(f.nits)} cd/m² para fachadas, estadios y vallas junto a la carretera. ` +
      `Sus ${pixels(f)} píxeles se ven nítidos a partir de unos ${n(cabinet(f).pixelPitchMm, 1)} m, y ${has(f, 'front-service') ? 'el mantenimiento totalmente frontal permite muros sin acceso trasero' : 'una puerta de servicio trasera y un marco de fundición agilizan el mantenimiento'}.`,
    'tv-hospitality': (f) =>
      `Este televisor para hoteles ${f.resName} de ${f.inch} pulgadas recibe a los huéspedes con una página de bienvenida personalizada, su lista de canales y la información del hotel nada más encenderlo. ` +
      `Los ajustes y los contenidos se gestionan de forma centralizada para todas las habitaciones${has(f, 'casting') ? ', y los huéspedes pueden transmitir desde sus propios móviles y tabletas' : ''}.`,
    'tv-hospitality-premium': (f) =>
      `Este televisor ${f.resName} de ${f.inch} pulgadas lleva ${f.panel === 'oled' ? 'píxeles OLED autoiluminados con negros perfectos' : f.resolution === 'uhd-8k' ? 'un panel 8K con cuatro veces más detalle que el 4K' : 'un panel luminoso con una amplia gama de colores'} a suites, hoteles de lujo y cruceros. ` +
      `Su sistema de sonido de ${f.soundWatts} W y su diseño fino encajan en interiores exclusivos, con la misma gestión centralizada que todos nuestros televisores para hoteles.`,
    'tv-healthcare': (f) =>
      `Este televisor para pacientes ${f.resName} de ${f.inch} pulgadas tiene una carcasa ${has(f, 'antimicrobial') ? 'antimicrobiana' : 'sellada'} y fácil de limpiar que soporta la desinfección diaria. ` +
      'Funciona con altavoces de almohada y sistemas de llamada a enfermería, y el personal gestiona los canales y la información para pacientes de forma centralizada.',
    'monitor-business': (f) =>
      `Este monitor ${f.resName} de ${f.inch} pulgadas con ${f.width} × ${f.height} píxeles tiene un panel sin parpadeo y un modo de luz azul reducida para jornadas de trabajo cómodas. ` +
      `${has(f, 'usb-c-docking') ? `Un solo cable USB-C transmite imagen, datos y hasta ${f.usbcWatts} W de carga al portátil` : 'Sus entradas HDMI y DisplayPort conectan tanto ordenadores de sobremesa como portátiles'}, y el soporte se adapta a cada escritorio.`,
    'monitor-creator': (f) =>
      `Este monitor ${f.panel === 'oled' ? 'OLED' : 'IPS'} ${f.resName} de ${f.inch} pulgadas cubre el ${f.gamut} % del espacio de color DCI-P3 y viene calibrado de fábrica con ΔE < 2. ` +
      `La calibración por hardware mantiene los colores precisos con el tiempo, y el puerto USB-C suministra hasta ${f.usbcWatts} W al portátil.`,
    'monitor-control-room': (f) =>
      `Este monitor ${f.resName} de ${f.inch} pulgadas está preparado para funcionar 24/7 en puestos de operador de salas de control, centros de seguridad y nodos de transporte. ` +
      'Su marco estrecho es ideal para puestos con varias pantallas, y el control por RS-232 y LAN permite a los sistemas de la sala cambiar de entrada y comprobar su estado.',
  },

  highlight: {
    brightness: (f) => `Brillo de ${n(f.nits)} cd/m²`,
    usage: (f) => `Funcionamiento ${usage[f.usage]} garantizado`,
    resolution: (f) => `Resolución ${f.resName} (${f.width} × ${f.height})`,
    android: () => 'SoC Android con reproductor multimedia integrado',
    sdm: () => 'Ranura SDM para PC enchufable',
    wave: () => 'Gestión remota con Wave',
    ambient: () => 'Sensor de luz ambiental para el ajuste automático del brillo',
    daisy: () => 'Conexión en cadena por DisplayPort',
    touch: (f) => `Táctil capacitivo proyectado de ${f.touchPoints} puntos`,
    'anti-glare-glass': () => 'Cristal antirreflejos y antihuellas',
    'anti-glare': () => 'Pantalla mate antirreflejos',
    pitch: (f) => `Distancia entre píxeles de ${pitch(f)}`,
    cabinet: (f) => `Módulo de ${cab(f)} con ${pixels(f)} píxeles`,
    cob: () => 'Superficie COB resistente a los golpes',
    'front-service': () => 'Mantenimiento totalmente frontal',
    rental: () => 'Cierres rápidos y ajuste de curvatura para alquiler',
    ip65: () => 'Protección IP65 delantera y trasera',
    'led-power': (f) => `Consumo típico de ${n(cabinet(f).typicalPowerW)} W por módulo`,
    hdr: () => 'Compatible con HDR10 y HLG',
    welcome: () => 'Página de bienvenida y lista de canales personalizadas',
    cms: () => 'Gestión centralizada de todas las habitaciones',
    casting: () => 'Transmisión desde móviles y tabletas de los huéspedes',
    oled: () => 'Píxeles OLED autoiluminados con negros perfectos',
    '8k': () => 'Panel 8K con escalado mediante IA',
    sound: (f) => `Sistema de sonido de ${f.soundWatts} W`,
    pillow: () => 'Compatible con altavoz de almohada y llamada a enfermería',
    antimicrobial: () => 'Carcasa antimicrobiana para la desinfección diaria',
    'usb-c': (f) => `Dock USB-C con ${f.usbcWatts} W de carga`,
    ergonomic: () => 'Soporte regulable en altura y giratorio',
    'eye-care': () => 'Sin parpadeo, con modo de luz azul reducida',
    calibrated: () => 'Calibrado de fábrica con ΔE < 2',
    gamut: (f) => `${f.gamut} % del espacio de color DCI-P3`,
    kvm: () => 'Conmutador KVM integrado para dos ordenadores',
    'narrow-bezel': () => 'Marco estrecho para puestos con varias pantallas',
    rs232: () => 'Control por RS-232 y LAN',
    curved: () => 'Panel ultrapanorámico curvo',
  },
}
