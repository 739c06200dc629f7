/** Product texts in French. */
import { dim, num } from './helpers.ts'
import { cabinet, has, type LangTexts, type ProductFacts, type Usage } from './product-facts.ts'

const n = (value: number, digits = 2) => num(value, 'fr-fr', digits)
const usage: Record<Usage, string> = { '24-7': '24 h/24, 7 j/7', '18-7': '18 h/24, 7 j/7', '16-7': '16 h/24, 7 j/7' }
const sized = (f: ProductFacts, noun: string) => `${noun} ${f.resName} ${f.inch}"`
const pitch = (f: ProductFacts) => `${n(cabinet(f).pixelPitchMm)} mm`
const cab = (f: ProductFacts) => `${dim(cabinet(f).cabinetWidthMm, 'fr-fr')} × ${dim(cabinet(f).cabinetHeightMm, 'fr-fr')} mm`
const pixels = (f: ProductFacts) => `${cabinet(f).cabinetResolutionWidth} × ${cabinet(f).cabinetResolutionHeight}`

export const frFr: LangTexts = {
  name: {
    signage: (f) => sized(f, 'Écran d’affichage dynamique'),
    'high-bright': (f) => sized(f, 'Écran haute luminosité'),
    touch: (f) => sized(f, 'Écran tactile'),
    interactive: (f) => sized(f, 'Écran interactif'),
    'led-fine': (f) => `Caisson LED à pas fin de ${pitch(f)}, ${cab(f)}`,
    'led-fine-cob': (f) => `Caisson LED COB de ${pitch(f)}, ${cab(f)}`,
    'led-indoor': (f) => `Caisson LED intérieur de ${pitch(f)}, ${cab(f)}`,
    'led-rental': (f) => `Caisson LED de location de ${pitch(f)}, ${cab(f)}`,
    'led-outdoor': (f) => `Caisson LED extérieur de ${pitch(f)}, ${cab(f)}`,
    'led-outdoor-front': (f) => `Caisson LED extérieur à maintenance frontale de ${pitch(f)}, ${cab(f)}`,
    'hotel-tv': (f) => sized(f, 'Téléviseur pour hôtel'),
    'hotel-tv-cast': (f) => `${sized(f, 'Téléviseur pour hôtel')} avec diffusion pour les clients`,
    'premium-tv': (f) => sized(f, 'Téléviseur premium pour hôtel'),
    'oled-tv': (f) => sized(f, 'Téléviseur OLED pour hôtel'),
    'healthcare-tv': (f) => sized(f, 'Téléviseur pour patients'),
    'healthcare-tv-am': (f) => sized(f, 'Téléviseur antimicrobien pour patients'),
    monitor: (f) => sized(f, 'Moniteur de bureau'),
    'monitor-dock': (f) => sized(f, 'Moniteur avec station d’accueil USB-C'),
    'monitor-ultrawide': (f) => sized(f, 'Moniteur ultra-large incurvé'),
    creator: (f) => sized(f, 'Moniteur calibré'),
    'creator-oled': (f) => sized(f, 'Moniteur OLED pour créateurs'),
    'creator-ultrawide': (f) => sized(f, 'Moniteur ultra-large pour créateurs'),
    'control-room': (f) => sized(f, 'Moniteur pour salle de contrôle'),
    'control-room-ultrawide': (f) => sized(f, 'Moniteur ultra-large pour salle de contrôle'),
  },

  description: {
    'signage-standard': (f) =>
      `Cet écran d’affichage dynamique ${f.resName} de ${f.inch} pouces offre ${n(f.nits)} cd/m² et fonctionne ${usage[f.usage]} dans les boutiques, les bureaux et les espaces publics. ` +
      `Son SoC Android et son lecteur multimédia intégré diffusent les playlists sans lecteur externe${has(f, 'sdm-slot') ? ', et un emplacement SDM accueille un PC enfichable quand il faut plus de puissance' : ''}.`,
    'signage-high-bright': (f) =>
      `Avec ${n(f.nits)} cd/m², cet écran ${f.resName} de ${f.inch} pouces reste lisible en vitrine et en plein soleil, jour et nuit. ` +
      'Un capteur de luminosité ambiante ajuste la luminosité au fil de la journée, ce qui économise de l’énergie et préserve la dalle.',
    'signage-touch': (f) =>
      `Cet écran ${f.resName} de ${f.inch} pouces associe une dalle tactile capacitive projetée à ${f.touchPoints} points et ${n(f.nits)} cd/m² pour ${f.kind === 'interactive' ? 'les salles de classe et les salles de réunion' : 'les bornes, l’orientation et les salles de réunion'}. ` +
      'Son verre antireflet et anti-traces garde le contenu lisible, et son SoC Android intégré exécute des applications interactives sans PC externe.',
    'led-indoor-fine-pitch': (f) =>
      `Ce caisson de ${cab(f)} présente un pas de pixel de ${pitch(f)} et ${pixels(f)} pixels, une netteté suffisante pour un public placé à environ ${n(cabinet(f).pixelPitchMm, 1)} m. ` +
      `Il offre ${n(f.nits)} cd/m² pour une consommation typique de ${n(cabinet(f).typicalPowerW)} W, et ${f.cob ? 'sa surface COB résiste aux chocs et à la poussière' : 'ses modules se remplacent par l’avant'}.`,
    'led-indoor-standard': (f) =>
      `Ce caisson de ${cab(f)}, avec un pas de pixel de ${pitch(f)} et ${pixels(f)} pixels, permet de construire des murs pour ${f.rental ? 'les scènes, les salons et les tournées' : 'les halls, les centres commerciaux et les auditoriums'}. ` +
      `Il atteint ${n(f.nits)} cd/m², pèse ${n(cabinet(f).weightKg, 1)} kg et consomme ${n(cabinet(f).typicalPowerW)} W en usage typique${f.rental ? ', et ses verrous rapides avec réglage de courbure accélèrent chaque montage' : ''}.`,
    'led-outdoor': (f) =>
      `Ce caisson IP65 de ${cab(f)} au pas de pixel de ${pitch(f)} offre ${n(f.nits)} cd/m² pour les façades, les stades et les panneaux en bord de route. ` +
      `Ses ${pixels(f)} pixels restent nets à partir d’environ ${n(cabinet(f).pixelPitchMm, 1)} m, et ${has(f, 'front-service') ? 'sa maintenance entièrement frontale permet des murs sans accès arrière' : 'sa trappe de service arrière et son cadre en fonte d’aluminium facilitent l’entretien'}.`,
    'tv-hospitality': (f) =>
      `Ce téléviseur pour hôtel ${f.resName} de ${f.inch} pouces accueille vos clients avec une page de bienvenue personnalisée, votre liste de chaînes et les informations de l’hôtel dès la mise en marche. ` +
      `Les réglages et les contenus se gèrent de manière centralisée pour toutes les chambres${has(f, 'casting') ? ', et les clients peuvent diffuser depuis leur téléphone ou leur tablette' : ''}.`,
    'tv-hospitality-premium': (f) =>
      `Ce téléviseur ${f.resName} de ${f.inch} pouces offre aux suites, aux hôtels de luxe et aux navires de croisière ${f.panel === 'oled' ? 'des pixels OLED autoémissifs aux noirs parfaits' : f.resolution === 'uhd-8k' ? 'une dalle 8K quatre fois plus détaillée que la 4K' : 'une dalle lumineuse aux couleurs étendues'}. ` +
      `Son système audio de ${f.soundWatts} W et son design fin s’intègrent aux intérieurs haut de gamme, avec la même gestion centralisée que tous nos téléviseurs d’hôtel.`,
    'tv-healthcare': (f) =>
      `Ce téléviseur pour patients ${f.resName} de ${f.inch} pouces dispose d’un boîtier ${has(f, 'antimicrobial') ? 'antimicrobien' : 'étanche'}, facile à nettoyer, qui supporte une désinfection quotidienne. ` +
      'Il fonctionne avec les haut-parleurs d’oreiller et les systèmes d’appel infirmier, et le personnel gère les chaînes et les informations aux patients de manière centralisée.',
    'monitor-business': (f) =>
      `Ce moniteur ${f.resName} de ${f.inch} pouces, d’une définition de ${f.width} × ${f.height} pixels, possède une dalle sans scintillement et un mode lumière bleue réduite pour des journées de travail confortables. ` +
      `${has(f, 'usb-c-docking') ? `Un seul câble USB-C transporte l’image, les données et jusqu’à ${f.usbcWatts} W d’alimentation vers votre ordinateur portable` : 'Ses entrées HDMI et DisplayPort accueillent aussi bien les ordinateurs de bureau que les portables'}, et son pied s’adapte à chaque poste de travail.`,
    'monitor-creator': (f) =>
      `Ce moniteur ${f.panel === 'oled' ? 'OLED' : 'IPS'} ${f.resName} de ${f.inch} pouces couvre ${f.gamut} % de l’espace colorimétrique DCI-P3 et est calibré en usine à ΔE < 2. ` +
      `Le calibrage matériel garantit des couleurs justes dans la durée, et l’USB-C fournit jusqu’à ${f.usbcWatts} W à votre ordinateur portable.`,
    'monitor-control-room': (f) =>
      `Ce moniteur ${f.resName} de ${f.inch} pouces est conçu pour fonctionner 24 h/24, 7 j/7 aux postes opérateurs des salles de contrôle, des centres de sécurité et des nœuds de transport. ` +
      'Ses bords fins conviennent aux postes multi-écrans, et la commande par RS-232 et LAN permet aux systèmes de la salle de changer d’entrée et de vérifier son état.',
  },

  highlight: {
    brightness: (f) => `Luminosité de ${n(f.nits)} cd/m²`,
    usage: (f) => `Conçu pour fonctionner ${usage[f.usage]}`,
    resolution: (f) => `Résolution ${f.resName} (${f.width} × ${f.height})`,
    android: () => 'SoC Android avec lecteur multimédia intégré',
    sdm: () => 'Emplacement SDM pour PC enfichable',
    wave: () => 'Gestion à distance avec Wave',
    ambient: () => 'Capteur de luminosité ambiante pour un réglage automatique',
    daisy: () => 'Connexion en chaîne via DisplayPort',
    touch: (f) => `Tactile capacitif projeté à ${f.touchPoints} points`,
    'anti-glare-glass': () => 'Verre antireflet et anti-traces',
    'anti-glare': () => 'Dalle mate antireflet',
    pitch: (f) => `Pas de pixel de ${pitch(f)}`,
    cabinet: (f) => `Caisson de ${cab(f)} et ${pixels(f)} pixels`,
    cob: () => 'Surface COB résistante aux chocs',
    'front-service': () => 'Maintenance entièrement par l’avant',
    rental: () => 'Verrous rapides et réglage de courbure pour la location',
    ip65: () => 'Protection IP65 à l’avant et à l’arrière',
    'led-power': (f) => `Consommation typique de ${n(cabinet(f).typicalPowerW)} W par caisson`,
    hdr: () => 'Compatible HDR10 et HLG',
    welcome: () => 'Page de bienvenue et liste de chaînes personnalisées',
    cms: () => 'Gestion centralisée de toutes les chambres',
    casting: () => 'Diffusion depuis les téléphones et tablettes des clients',
    oled: () => 'Pixels OLED autoémissifs aux noirs parfaits',
    '8k': () => 'Dalle 8K avec mise à l’échelle par IA',
    sound: (f) => `Système audio de ${f.soundWatts} W`,
    pillow: () => 'Compatible haut-parleur d’oreiller et appel infirmier',
    antimicrobial: () => 'Boîtier antimicrobien pour une désinfection quotidienne',
    'usb-c': (f) => `Station d’accueil USB-C avec alimentation de ${f.usbcWatts} W`,
    ergonomic: () => 'Pied réglable en hauteur et pivotant',
    'eye-care': () => 'Sans scintillement, avec mode lumière bleue réduite',
    calibrated: () => 'Calibré en usine à ΔE < 2',
    gamut: (f) => `${f.gamut} % de l’espace colorimétrique DCI-P3`,
    kvm: () => 'Commutateur KVM intégré pour deux ordinateurs',
    'narrow-bezel': () => 'Bords fins pour les postes multi-écrans',
    rs232: () => 'Commande par RS-232 et LAN',
    curved: () => 'Dalle ultra-large incurvée',
  },
}
