/**
 * The nine product facets (filters) with their value codes, in display order. Every value a
 * product uses must be defined here (kv-seed/publish/catalogue.ts checks it).
 */
import { PRODUCT_FACETS, type ProductFacet } from '../../../ui/content/model.ts'
import type { LocalisedText, SourceFacet } from '../../source.ts'
import { L } from './helpers.ts'

type Values = Array<[string, LocalisedText]>

export const facetLabels: Record<ProductFacet, LocalisedText> = {
  screenSize: L('Screen size', 'Taille d’écran', 'Dimensione dello schermo', 'Bildschirmgröße', 'Tamaño de pantalla', '画面サイズ'),
  resolution: L('Resolution', 'Résolution', 'Risoluzione', 'Auflösung', 'Resolución', '解像度'),
  brightness: L('Brightness', 'Luminosité', 'Luminosità', 'Helligkeit', 'Brillo', '輝度'),
  displayType: L('Display type', 'Type d’écran', 'Tipo di display', 'Displaytyp', 'Tipo de pantalla', 'ディスプレイタイプ'),
  solutions: L('Solutions', 'Domaines d’application', 'Soluzioni', 'Lösungen', 'Soluciones', 'ソリューション'),
  features: L('Features', 'Fonctionnalités', 'Funzionalità', 'Funktionen', 'Características', '機能'),
  usage: L('Usage', 'Durée d’utilisation', 'Utilizzo', 'Betriebsdauer', 'Uso', '稼働時間'),
  orientation: L('Orientation', 'Sens d’affichage', 'Orientamento', 'Ausrichtung', 'Orientación', '設置方向'),
  connections: L('Connections', 'Connectique', 'Connessioni', 'Anschlüsse', 'Conexiones', '接続端子'),
}

const screenSize: Values = [
  ['up-to-31', L('Up to 31"', 'Jusqu’à 31"', 'Fino a 31"', 'Bis 31"', 'Hasta 31"', '31インチ以下')],
  ['32-42', L('32" to 42"', 'De 32" à 42"', 'Da 32" a 42"', '32" bis 42"', 'De 32" a 42"', '32～42インチ')],
  ['43-49', L('43" to 49"', 'De 43" à 49"', 'Da 43" a 49"', '43" bis 49"', 'De 43" a 49"', '43～49インチ')],
  ['50-59', L('50" to 59"', 'De 50" à 59"', 'Da 50" a 59"', '50" bis 59"', 'De 50" a 59"', '50～59インチ')],
  ['60-69', L('60" to 69"', 'De 60" à 69"', 'Da 60" a 69"', '60" bis 69"', 'De 60" a 69"', '60～69インチ')],
  ['70-79', L('70" to 79"', 'De 70" à 79"', 'Da 70" a 79"', '70" bis 79"', 'De 70" a 79"', '70～79インチ')],
  ['80-plus', L('80" and above', '80" et plus', '80" e oltre', 'Ab 80"', '80" o más', '80インチ以上')],
]

const resolution: Values = [
  [
    'fhd',
    L(
      'Full HD (1920 × 1080)',
      'Full HD (1920 × 1080 pixels)',
      'Full HD (1920 × 1080 pixel)',
      'Full HD (1920 × 1080 Pixel)',
      'Full HD (1920 × 1080 píxeles)',
      'フルHD（1920 × 1080）',
    ),
  ],
  [
    'wuxga',
    L(
      'WUXGA (1920 × 1200)',
      'WUXGA (1920 × 1200 pixels)',
      'WUXGA (1920 × 1200 pixel)',
      'WUXGA (1920 × 1200 Pixel)',
      'WUXGA (1920 × 1200 píxeles)',
      'WUXGA（1920 × 1200）',
    ),
  ],
  [
    'qhd',
    L(
      'QHD (2560 × 1440)',
      'QHD (2560 × 1440 pixels)',
      'QHD (2560 × 1440 pixel)',
      'QHD (2560 × 1440 Pixel)',
      'QHD (2560 × 1440 píxeles)',
      'QHD（2560 × 1440）',
    ),
  ],
  [
    'ultrawide',
    L(
      'Ultrawide (21:9 and wider)',
      'Ultra-large (21:9 et plus)',
      'Ultra panoramico (21:9 e oltre)',
      'Ultrabreit (21:9 und breiter)',
      'Ultrapanorámica (21:9 o más)',
      'ウルトラワイド（21:9以上）',
    ),
  ],
  [
    'uhd-4k',
    L(
      '4K UHD (3840 × 2160)',
      '4K UHD (3840 × 2160 pixels)',
      '4K UHD (3840 × 2160 pixel)',
      '4K UHD (3840 × 2160 Pixel)',
      '4K UHD (3840 × 2160 píxeles)',
      '4K UHD（3840 × 2160）',
    ),
  ],
  [
    'uhd-8k',
    L(
      '8K UHD (7680 × 4320)',
      '8K UHD (7680 × 4320 pixels)',
      '8K UHD (7680 × 4320 pixel)',
      '8K UHD (7680 × 4320 Pixel)',
      '8K UHD (7680 × 4320 píxeles)',
      '8K UHD（7680 × 4320）',
    ),
  ],
  [
    'led-custom',
    L(
      'LED, per cabinet',
      'LED, selon le caisson',
      'LED, in base al cabinet',
      'LED, je nach Cabinet',
      'LED, según el módulo',
      'LED（キャビネット単位）',
    ),
  ],
]

const brightness: Values = [
  ['0-499', L('Up to 499 cd/m²', 'Jusqu’à 499 cd/m²', 'Fino a 499 cd/m²', 'Bis 499 cd/m²', 'Hasta 499 cd/m²', '499 cd/m²以下')],
  [
    '500-999',
    L('500 to 999 cd/m²', 'De 500 à 999 cd/m²', 'Da 500 a 999 cd/m²', '500 bis 999 cd/m²', 'De 500 a 999 cd/m²', '500～999 cd/m²'),
  ],
  [
    '1000-2499',
    L(
      '1,000 to 2,499 cd/m²',
      'De 1 000 à 2 499 cd/m²',
      'Da 1.000 a 2.499 cd/m²',
      '1.000 bis 2.499 cd/m²',
      'De 1000 a 2499 cd/m²',
      '1,000～2,499 cd/m²',
    ),
  ],
  [
    '2500-plus',
    L('2,500 cd/m² and above', '2 500 cd/m² et plus', '2.500 cd/m² e oltre', 'Ab 2.500 cd/m²', '2500 cd/m² o más', '2,500 cd/m²以上'),
  ],
]

const displayType: Values = [
  ['lcd', L('LCD', 'Écran LCD', 'Display LCD', 'LCD-Display', 'Pantalla LCD', '液晶（LCD）')],
  ['oled', L('OLED', 'Écran OLED', 'Display OLED', 'OLED-Display', 'Pantalla OLED', '有機EL（OLED）')],
  ['led', L('Direct-view LED', 'LED à affichage direct', 'LED a visione diretta', 'Direct-View-LED', 'LED de visión directa', '直視型LED')],
]

const solutions: Values = [
  ['retail', L('Retail', 'Commerce de détail', 'Vendita al dettaglio', 'Einzelhandel', 'Comercio minorista', '小売')],
  ['corporate', L('Corporate', 'Entreprises', 'Aziende', 'Unternehmen', 'Empresas', '企業')],
  ['hospitality', L('Hospitality', 'Hôtellerie', 'Ospitalità', 'Hotellerie', 'Hostelería', 'ホスピタリティ')],
  ['education', L('Education', 'Éducation', 'Istruzione', 'Bildung', 'Educación', '教育')],
  ['healthcare', L('Healthcare', 'Santé', 'Sanità', 'Gesundheitswesen', 'Sanidad', '医療')],
  ['transport', L('Transport', 'Transports', 'Trasporti', 'Verkehr', 'Transporte', '交通', 'Transportation')],
  ['control-room', L('Control rooms', 'Salles de contrôle', 'Sale di controllo', 'Leitstellen', 'Salas de control', 'コントロールルーム')],
  [
    'events',
    L(
      'Events and rental',
      'Événementiel et location',
      'Eventi e noleggio',
      'Veranstaltungen und Vermietung',
      'Eventos y alquiler',
      'イベント・レンタル',
    ),
  ],
  [
    'broadcast',
    L('Broadcast studios', 'Studios de télévision', 'Studi televisivi', 'Fernsehstudios', 'Platós de televisión', '放送スタジオ'),
  ],
  [
    'outdoor-advertising',
    L('Outdoor advertising', 'Publicité extérieure', 'Pubblicità esterna', 'Außenwerbung', 'Publicidad exterior', '屋外広告'),
  ],
  [
    'sports',
    L('Stadiums and sports', 'Stades et sport', 'Stadi e sport', 'Stadien und Sport', 'Estadios y deportes', 'スタジアム・スポーツ'),
  ],
  [
    'creative',
    L(
      'Creative production',
      'Production créative',
      'Produzione creativa',
      'Kreativproduktion',
      'Producción creativa',
      'クリエイティブ制作',
    ),
  ],
]

const features: Values = [
  ['touch', L('Touch screen', 'Écran tactile', 'Schermo tattile', 'Touchscreen', 'Pantalla táctil', 'タッチ操作')],
  [
    'built-in-media-player',
    L(
      'Built-in media player',
      'Lecteur multimédia intégré',
      'Media player integrato',
      'Integrierter Mediaplayer',
      'Reproductor multimedia integrado',
      'メディアプレーヤー内蔵',
    ),
  ],
  ['android-soc', L('Android SoC', 'SoC Android', 'SoC Android', 'Android-SoC', 'SoC Android', 'Android SoC搭載')],
  ['wave-ready', L('Wave-ready', 'Compatible Wave', 'Compatibile con Wave', 'Wave-kompatibel', 'Compatible con Wave', 'Wave対応')],
  [
    'ambient-light-sensor',
    L(
      'Ambient light sensor',
      'Capteur de luminosité ambiante',
      'Sensore di luce ambientale',
      'Umgebungslichtsensor',
      'Sensor de luz ambiental',
      '環境光センサー',
    ),
  ],
  ['anti-glare', L('Anti-glare', 'Antireflet', 'Antiriflesso', 'Entspiegelt', 'Antirreflejos', 'アンチグレア')],
  [
    'daisy-chain',
    L(
      'Daisy chaining',
      'Connexion en chaîne',
      'Collegamento a catena',
      'Reihenschaltung (Daisy Chain)',
      'Conexión en cadena',
      'デイジーチェーン',
    ),
  ],
  [
    'front-service',
    L('Front service', 'Maintenance par l’avant', 'Manutenzione frontale', 'Frontservice', 'Mantenimiento frontal', '前面メンテナンス'),
  ],
  ['hdr', L('HDR support', 'Compatible HDR', 'Supporto HDR', 'HDR-fähig', 'Compatible con HDR', 'HDR対応')],
  [
    'ip65',
    L(
      'Weatherproof (IP65)',
      'Étanche (IP65)',
      'Resistente alle intemperie (IP65)',
      'Wetterfest (IP65)',
      'Resistente a la intemperie (IP65)',
      '防水・防塵（IP65）',
    ),
  ],
  [
    'casting',
    L(
      'Guest casting',
      'Diffusion depuis les appareils des clients',
      'Trasmissione dai dispositivi degli ospiti',
      'Casting für Gäste',
      'Transmisión desde dispositivos de huéspedes',
      'ゲストキャスト',
    ),
  ],
  [
    'antimicrobial',
    L(
      'Antimicrobial housing',
      'Boîtier antimicrobien',
      'Scocca antimicrobica',
      'Antimikrobielles Gehäuse',
      'Carcasa antimicrobiana',
      '抗菌筐体',
    ),
  ],
  [
    'pillow-speaker',
    L(
      'Pillow-speaker support',
      'Compatible haut-parleur d’oreiller',
      'Supporto per altoparlante da cuscino',
      'Kissenlautsprecher-Anschluss',
      'Compatible con altavoz de almohada',
      'ピロースピーカー対応',
    ),
  ],
  ['usb-c-docking', L('USB-C docking', 'Station d’accueil USB-C', 'Docking USB-C', 'USB-C-Docking', 'Dock USB-C', 'USB-Cドッキング')],
  [
    'kvm',
    L(
      'Built-in KVM switch',
      'Commutateur KVM intégré',
      'Switch KVM integrato',
      'Integrierter KVM-Switch',
      'Conmutador KVM integrado',
      'KVMスイッチ内蔵',
    ),
  ],
  [
    'colour-calibrated',
    L(
      'Colour-calibrated',
      'Couleurs calibrées en usine',
      'Colori calibrati in fabbrica',
      'Farbkalibriert',
      'Color calibrado de fábrica',
      'カラーキャリブレーション済み',
    ),
  ],
  ['curved', L('Curved screen', 'Écran incurvé', 'Schermo curvo', 'Gewölbter Bildschirm', 'Pantalla curva', '曲面スクリーン')],
]

const usage: Values = [
  [
    '24-7',
    L(
      '24/7',
      '24 h/24, 7 j/7',
      '24 ore su 24, 7 giorni su 7',
      '24 Stunden, 7 Tage die Woche',
      '24 horas al día, 7 días a la semana',
      '1日24時間・週7日',
    ),
  ],
  [
    '18-7',
    L(
      '18/7',
      '18 h/24, 7 j/7',
      '18 ore su 24, 7 giorni su 7',
      '18 Stunden, 7 Tage die Woche',
      '18 horas al día, 7 días a la semana',
      '1日18時間・週7日',
    ),
  ],
  [
    '16-7',
    L(
      '16/7',
      '16 h/24, 7 j/7',
      '16 ore su 24, 7 giorni su 7',
      '16 Stunden, 7 Tage die Woche',
      '16 horas al día, 7 días a la semana',
      '1日16時間・週7日',
    ),
  ],
]

const orientation: Values = [
  ['landscape', L('Landscape', 'Format paysage', 'Orizzontale', 'Querformat', 'Horizontal', '横向き')],
  ['portrait', L('Portrait', 'Format portrait', 'Verticale', 'Hochformat', 'Vertical', '縦向き')],
]

const connections: Values = [
  ['hdmi', L('HDMI', 'HDMI', 'HDMI', 'HDMI', 'HDMI', 'HDMI')],
  ['displayport', L('DisplayPort', 'DisplayPort', 'DisplayPort', 'DisplayPort', 'DisplayPort', 'DisplayPort')],
  ['usb-c', L('USB-C', 'USB-C', 'USB-C', 'USB-C', 'USB-C', 'USB-C')],
  ['hdbaset', L('HDBaseT', 'HDBaseT', 'HDBaseT', 'HDBaseT', 'HDBaseT', 'HDBaseT')],
  ['lan', L('LAN (RJ-45)', 'Réseau LAN (RJ-45)', 'Rete LAN (RJ-45)', 'LAN-Netzwerk (RJ-45)', 'Red LAN (RJ-45)', 'LAN（RJ-45）')],
  ['wifi', L('Wi-Fi', 'Wi-Fi', 'Wi-Fi', 'WLAN', 'Wi-Fi', '無線LAN（Wi-Fi）')],
  ['rs232', L('RS-232 control', 'Commande RS-232', 'Controllo RS-232', 'RS-232-Steuerung', 'Control RS-232', 'RS-232制御')],
  ['rf', L('RF antenna input', 'Entrée antenne RF', 'Ingresso antenna RF', 'RF-Antenneneingang', 'Entrada de antena RF', 'RFアンテナ入力')],
  ['sdm-slot', L('SDM slot', 'Emplacement SDM', 'Slot SDM', 'SDM-Steckplatz', 'Ranura SDM', 'SDMスロット')],
]

const VALUES: Record<ProductFacet, Values> = {
  screenSize,
  resolution,
  brightness,
  displayType,
  solutions,
  features,
  usage,
  orientation,
  connections,
}

export const facets: SourceFacet[] = PRODUCT_FACETS.map((name) => ({
  name,
  label: facetLabels[name],
  values: VALUES[name].map(([value, label]) => ({ value, label })),
}))
