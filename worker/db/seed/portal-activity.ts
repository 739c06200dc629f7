/**
 * The seeded trainings, promotions, demo equipment and demo requests for LOCAL, DEV and tests
 * (docs/decisions/012-portal-activity.md). Dates are days relative to the day of seeding, so the
 * portal always has upcoming trainings and current promotions. Texts in every catalog language
 * (en-us reads en-gb). `INSERT OR IGNORE`: seeding again restores what is missing and keeps edits.
 */
import type { LocalisedTexts } from '../../../ui/portal/localised-text.ts'
import type { BusinessLine, PartnerLevel } from '../../../ui/portal/partner-roles.ts'
import { certificateExpiryOf } from '../../../ui/trainings/training-rules.ts'

type Texts = Required<Pick<LocalisedTexts, 'en-gb' | 'fr-fr' | 'it-it' | 'de-de' | 'es-es' | 'ja-jp'>>

interface SeededTraining {
  id: string
  schedule: 'scheduled' | 'on-request'
  /** Days from the day of seeding, and length in days (scheduled only). */
  startsInDays?: number
  days?: number
  format: 'classroom' | 'online'
  businessLine: BusinessLine
  title: Texts
  description: Texts
  location: Texts
  certification: Texts
}

const ONLINE: Texts = {
  'en-gb': 'Online',
  'fr-fr': 'En ligne',
  'it-it': 'Online (in diretta)',
  'de-de': 'Online-Schulung',
  'es-es': 'En línea',
  'ja-jp': 'オンライン',
}
const AMSTERDAM: Texts = {
  'en-gb': 'Training centre, Amsterdam',
  'fr-fr': 'Centre de formation, Amsterdam',
  'it-it': 'Centro di formazione, Amsterdam',
  'de-de': 'Schulungszentrum, Amsterdam',
  'es-es': 'Centro de formación, Ámsterdam',
  'ja-jp': 'アムステルダム・トレーニングセンター',
}
const FRANKFURT: Texts = {
  'en-gb': 'Training centre, Frankfurt',
  'fr-fr': 'Centre de formation, Francfort',
  'it-it': 'Centro di formazione, Francoforte',
  'de-de': 'Schulungszentrum, Frankfurt',
  'es-es': 'Centro de formación, Fráncfort',
  'ja-jp': 'フランクフルト・トレーニングセンター',
}
const AT_PARTNER: Texts = {
  'en-gb': 'At your premises or online',
  'fr-fr': 'Dans vos locaux ou en ligne',
  'it-it': 'Presso la vostra sede o online',
  'de-de': 'Bei Ihnen vor Ort oder online',
  'es-es': 'En sus instalaciones o en línea',
  'ja-jp': '貴社拠点またはオンライン',
}

export const SEEDED_TRAININGS: readonly SeededTraining[] = [
  {
    id: 'trn-led-installation',
    schedule: 'scheduled',
    startsInDays: 12,
    days: 2,
    format: 'classroom',
    businessLine: 'led',
    location: AMSTERDAM,
    title: {
      'en-gb': 'LED wall installation and calibration',
      'fr-fr': 'Installation et calibrage des murs LED',
      'it-it': 'Installazione e calibrazione dei videowall LED',
      'de-de': 'Installation und Kalibrierung von LED-Wänden',
      'es-es': 'Instalación y calibración de videowalls LED',
      'ja-jp': 'LEDウォールの設置とキャリブレーション',
    },
    description: {
      'en-gb':
        'Two hands-on days: mounting frames, cabling, receiving cards, seam correction and colour calibration of a fine-pitch LED wall.',
      'fr-fr':
        'Deux journées pratiques : structures de fixation, câblage, cartes de réception, correction des joints et calibrage colorimétrique d’un mur LED à pas fin.',
      'it-it':
        'Due giornate pratiche: strutture di montaggio, cablaggio, schede di ricezione, correzione delle giunzioni e calibrazione del colore di un videowall LED a passo fine.',
      'de-de':
        'Zwei praktische Tage: Montagerahmen, Verkabelung, Empfangskarten, Fugenkorrektur und Farbkalibrierung einer Fine-Pitch-LED-Wand.',
      'es-es':
        'Dos días prácticos: estructuras de montaje, cableado, tarjetas receptoras, corrección de juntas y calibración del color de un videowall LED de paso fino.',
      'ja-jp': '2日間の実習で、ファインピッチLEDウォールのフレーム取り付け、配線、受信カード、継ぎ目補正、色キャリブレーションを学びます。',
    },
    certification: {
      'en-gb': 'Certified LED installer',
      'fr-fr': 'Installateur LED certifié',
      'it-it': 'Installatore LED certificato',
      'de-de': 'Zertifizierter LED-Installateur',
      'es-es': 'Instalador LED certificado',
      'ja-jp': 'LED設置認定技術者',
    },
  },
  {
    id: 'trn-signage-content',
    schedule: 'scheduled',
    startsInDays: 26,
    days: 1,
    format: 'online',
    businessLine: 'signage',
    location: ONLINE,
    title: {
      'en-gb': 'Digital signage content management',
      'fr-fr': 'Gestion des contenus d’affichage dynamique',
      'it-it': 'Gestione dei contenuti di digital signage',
      'de-de': 'Content-Management für Digital Signage',
      'es-es': 'Gestión de contenidos de señalización digital',
      'ja-jp': 'デジタルサイネージのコンテンツ管理',
    },
    description: {
      'en-gb': 'Playlists, schedules and templates on our signage displays, and how to hand the content over to your customer.',
      'fr-fr':
        'Listes de lecture, plannings et modèles sur nos écrans d’affichage dynamique, et comment confier les contenus à votre client.',
      'it-it': 'Playlist, programmazioni e modelli sui nostri display di digital signage, e come affidare i contenuti al vostro cliente.',
      'de-de': 'Playlists, Zeitpläne und Vorlagen auf unseren Signage-Displays und wie Sie die Inhalte an Ihren Kunden übergeben.',
      'es-es':
        'Listas de reproducción, programaciones y plantillas en nuestras pantallas de señalización, y cómo entregar los contenidos a su cliente.',
      'ja-jp':
        '当社サイネージディスプレイでのプレイリスト、スケジュール、テンプレートの使い方と、お客様へのコンテンツ引き渡し方法を学びます。',
    },
    certification: {
      'en-gb': 'Signage content specialist',
      'fr-fr': 'Spécialiste des contenus d’affichage',
      'it-it': 'Specialista di contenuti signage',
      'de-de': 'Signage-Content-Spezialist',
      'es-es': 'Especialista en contenidos de señalización',
      'ja-jp': 'サイネージコンテンツスペシャリスト',
    },
  },
  {
    id: 'trn-hospitality-tv',
    schedule: 'scheduled',
    startsInDays: 45,
    days: 1,
    format: 'classroom',
    businessLine: 'pro',
    location: FRANKFURT,
    title: {
      'en-gb': 'Hospitality TV set-up and cloning',
      'fr-fr': 'Configuration et clonage des téléviseurs hôteliers',
      'it-it': 'Configurazione e clonazione delle TV per hotel',
      'de-de': 'Einrichtung und Klonen von Hotel-TVs',
      'es-es': 'Configuración y clonación de televisores para hoteles',
      'ja-jp': 'ホスピタリティTVの設定とクローン',
    },
    description: {
      'en-gb': 'Configure one room, clone it to hundreds, connect the property management system and keep guest casting secure.',
      'fr-fr':
        'Configurer une chambre, la cloner sur des centaines d’autres, connecter le système de gestion hôtelière et sécuriser la diffusion des clients.',
      'it-it':
        'Configurare una camera, clonarla su centinaia di altre, collegare il sistema gestionale dell’hotel e proteggere la trasmissione degli ospiti.',
      'de-de': 'Ein Zimmer konfigurieren, auf Hunderte klonen, das Hotelverwaltungssystem anbinden und das Casting der Gäste absichern.',
      'es-es':
        'Configurar una habitación, clonarla en cientos, conectar el sistema de gestión hotelera y proteger la transmisión de los huéspedes.',
      'ja-jp': '1室を設定して数百室へクローンし、ホテル管理システムと連携し、ゲストのキャストを安全に運用する方法を学びます。',
    },
    certification: {
      'en-gb': 'Hospitality TV expert',
      'fr-fr': 'Expert des téléviseurs hôteliers',
      'it-it': 'Esperto di TV per hotel',
      'de-de': 'Hotel-TV-Experte',
      'es-es': 'Experto en televisores para hoteles',
      'ja-jp': 'ホスピタリティTVエキスパート',
    },
  },
  {
    id: 'trn-wave-administration',
    schedule: 'scheduled',
    startsInDays: 70,
    days: 1,
    format: 'online',
    businessLine: 'signage',
    location: ONLINE,
    title: {
      'en-gb': 'Wave for administrators',
      'fr-fr': 'Wave pour les administrateurs',
      'it-it': 'Wave per amministratori',
      'de-de': 'Wave für Administratoren',
      'es-es': 'Wave para administradores',
      'ja-jp': '管理者向けWave',
    },
    description: {
      'en-gb': 'Managing a display network remotely: groups, schedules, firmware roll-outs, alerts and access for installers.',
      'fr-fr': 'Gérer un parc d’écrans à distance : groupes, plannings, déploiement du micrologiciel, alertes et accès des installateurs.',
      'it-it':
        'Gestire da remoto una rete di display: gruppi, programmazioni, distribuzione del firmware, avvisi e accessi per gli installatori.',
      'de-de':
        'Ein Display-Netzwerk aus der Ferne verwalten: Gruppen, Zeitpläne, Firmware-Verteilung, Warnungen und Zugänge für Installateure.',
      'es-es':
        'Gestionar una red de pantallas a distancia: grupos, programaciones, despliegue de firmware, alertas y acceso para instaladores.',
      'ja-jp': 'ディスプレイネットワークの遠隔管理：グループ、スケジュール、ファームウェア配信、アラート、設置業者のアクセス権。',
    },
    certification: {
      'en-gb': 'Wave administrator',
      'fr-fr': 'Administrateur Wave certifié',
      'it-it': 'Amministratore Wave certificato',
      'de-de': 'Zertifizierter Wave-Administrator',
      'es-es': 'Administrador de Wave certificado',
      'ja-jp': 'Wave認定管理者',
    },
  },
  {
    id: 'trn-led-service',
    schedule: 'scheduled',
    startsInDays: -40,
    days: 1,
    format: 'classroom',
    businessLine: 'led',
    location: AMSTERDAM,
    title: {
      'en-gb': 'LED service and module replacement',
      'fr-fr': 'Maintenance LED et remplacement des modules',
      'it-it': 'Assistenza LED e sostituzione dei moduli',
      'de-de': 'LED-Service und Modultausch',
      'es-es': 'Mantenimiento LED y sustitución de módulos',
      'ja-jp': 'LEDの保守とモジュール交換',
    },
    description: {
      'en-gb': 'Front and rear service, spare modules, diagnosing dead pixels and keeping a replaced module in colour.',
      'fr-fr':
        'Maintenance par l’avant et par l’arrière, modules de rechange, diagnostic des pixels morts et homogénéité des couleurs après remplacement.',
      'it-it':
        'Manutenzione frontale e posteriore, moduli di ricambio, diagnosi dei pixel spenti e uniformità del colore dopo la sostituzione.',
      'de-de': 'Front- und Rückservice, Ersatzmodule, Diagnose defekter Pixel und Farbtreue nach dem Modultausch.',
      'es-es':
        'Mantenimiento frontal y trasero, módulos de repuesto, diagnóstico de píxeles muertos y uniformidad del color tras la sustitución.',
      'ja-jp': '前面・背面保守、予備モジュール、ドット抜けの診断、交換後の色合わせについて学びます。',
    },
    certification: {
      'en-gb': 'LED service technician',
      'fr-fr': 'Technicien de maintenance LED',
      'it-it': 'Tecnico di assistenza LED',
      'de-de': 'LED-Servicetechniker',
      'es-es': 'Técnico de mantenimiento LED',
      'ja-jp': 'LEDサービス技術者',
    },
  },
  {
    id: 'trn-sales-essentials',
    schedule: 'scheduled',
    startsInDays: -90,
    days: 1,
    format: 'online',
    businessLine: 'pro',
    location: ONLINE,
    title: {
      'en-gb': 'Selling professional displays: the essentials',
      'fr-fr': 'Vendre des écrans professionnels : l’essentiel',
      'it-it': 'Vendere display professionali: le basi',
      'de-de': 'Professionelle Displays verkaufen: die Grundlagen',
      'es-es': 'Vender pantallas profesionales: lo esencial',
      'ja-jp': 'プロフェッショナルディスプレイ販売の基本',
    },
    description: {
      'en-gb': 'Our range, the questions to ask a customer, and how to choose between signage displays, professional TVs and LED.',
      'fr-fr':
        'Notre gamme, les questions à poser au client et comment choisir entre écrans d’affichage, téléviseurs professionnels et LED.',
      'it-it': 'La nostra gamma, le domande da porre al cliente e come scegliere tra display di signage, TV professionali e LED.',
      'de-de': 'Unser Sortiment, die richtigen Fragen an Kunden und die Wahl zwischen Signage-Displays, Profi-TVs und LED.',
      'es-es':
        'Nuestra gama, las preguntas que hay que hacer al cliente y cómo elegir entre pantallas de señalización, televisores profesionales y LED.',
      'ja-jp': '当社製品ラインアップ、お客様へのヒアリング項目、サイネージ・業務用TV・LEDの選び方を学びます。',
    },
    certification: {
      'en-gb': 'Display sales professional',
      'fr-fr': 'Professionnel de la vente d’écrans',
      'it-it': 'Professionista della vendita di display',
      'de-de': 'Display-Vertriebsprofi',
      'es-es': 'Profesional de venta de pantallas',
      'ja-jp': 'ディスプレイ販売プロフェッショナル',
    },
  },
  {
    id: 'trn-team-signage',
    schedule: 'on-request',
    format: 'classroom',
    businessLine: 'signage',
    location: AT_PARTNER,
    title: {
      'en-gb': 'Digital signage for your team',
      'fr-fr': 'L’affichage dynamique pour votre équipe',
      'it-it': 'Digital signage per il vostro team',
      'de-de': 'Digital Signage für Ihr Team',
      'es-es': 'Señalización digital para su equipo',
      'ja-jp': 'チーム向けデジタルサイネージ研修',
    },
    description: {
      'en-gb': 'A day for your sales and installation staff: the signage range, mounting, content and Wave, tailored to your projects.',
      'fr-fr':
        'Une journée pour vos équipes commerciales et d’installation : la gamme d’affichage, la fixation, les contenus et Wave, adaptés à vos projets.',
      'it-it':
        'Una giornata per il vostro personale commerciale e di installazione: la gamma signage, il montaggio, i contenuti e Wave, su misura per i vostri progetti.',
      'de-de':
        'Ein Tag für Ihr Vertriebs- und Installationsteam: Signage-Sortiment, Montage, Inhalte und Wave, zugeschnitten auf Ihre Projekte.',
      'es-es':
        'Una jornada para su personal comercial y de instalación: la gama de señalización, el montaje, los contenidos y Wave, adaptados a sus proyectos.',
      'ja-jp': '営業・設置担当者向けの1日研修。サイネージ製品、取り付け、コンテンツ、Waveを貴社のプロジェクトに合わせて解説します。',
    },
    certification: {
      'en-gb': 'Certified signage partner team',
      'fr-fr': 'Équipe partenaire certifiée en affichage',
      'it-it': 'Team partner certificato per il signage',
      'de-de': 'Zertifiziertes Signage-Partnerteam',
      'es-es': 'Equipo partner certificado en señalización',
      'ja-jp': 'サイネージ認定パートナーチーム',
    },
  },
  {
    id: 'trn-team-led',
    schedule: 'on-request',
    format: 'classroom',
    businessLine: 'led',
    location: AT_PARTNER,
    title: {
      'en-gb': 'LED projects for your team',
      'fr-fr': 'Les projets LED pour votre équipe',
      'it-it': 'Progetti LED per il vostro team',
      'de-de': 'LED-Projekte für Ihr Team',
      'es-es': 'Proyectos LED para su equipo',
      'ja-jp': 'チーム向けLEDプロジェクト研修',
    },
    description: {
      'en-gb': 'From site survey to handover: pitch and size, structure, power and data, and commissioning an LED wall with your own crew.',
      'fr-fr':
        'Du relevé de site à la réception : pas et taille, structure, alimentation et données, et mise en service d’un mur LED avec votre propre équipe.',
      'it-it':
        'Dal sopralluogo alla consegna: passo e dimensioni, struttura, alimentazione e dati, e messa in servizio di un videowall LED con la vostra squadra.',
      'de-de':
        'Von der Vor-Ort-Begehung bis zur Übergabe: Pixelabstand und Größe, Unterkonstruktion, Strom und Daten und die Inbetriebnahme einer LED-Wand mit Ihrem Team.',
      'es-es':
        'De la visita técnica a la entrega: paso y tamaño, estructura, alimentación y datos, y puesta en marcha de un videowall LED con su propio equipo.',
      'ja-jp': '現地調査から引き渡しまで。ピッチとサイズ、構造、電源とデータ、自社チームによるLEDウォールの立ち上げを学びます。',
    },
    certification: {
      'en-gb': 'Certified LED partner team',
      'fr-fr': 'Équipe partenaire certifiée LED',
      'it-it': 'Team partner certificato LED',
      'de-de': 'Zertifiziertes LED-Partnerteam',
      'es-es': 'Equipo partner certificado en LED',
      'ja-jp': 'LED認定パートナーチーム',
    },
  },
]

interface SeededPromotion {
  id: string
  kind: 'partner' | 'provider'
  minimumLevel: PartnerLevel
  businessLines: BusinessLine[]
  /** Days from the day of seeding. */
  validFromDays: number
  validUntilDays: number
  title: Texts
  description: Texts
}

export const SEEDED_PROMOTIONS: readonly SeededPromotion[] = [
  {
    id: 'prm-led-project-discount',
    kind: 'provider',
    minimumLevel: 'silver',
    businessLines: ['led'],
    validFromDays: -10,
    validUntilDays: 50,
    title: {
      'en-gb': 'Fine-pitch LED: 8% project discount',
      'fr-fr': 'LED à pas fin : 8 % de remise projet',
      'it-it': 'LED a passo fine: sconto progetto dell’8%',
      'de-de': 'Fine-Pitch-LED: 8 % Projektrabatt',
      'es-es': 'LED de paso fino: 8 % de descuento por proyecto',
      'ja-jp': 'ファインピッチLED：プロジェクト8%割引',
    },
    description: {
      'en-gb': 'Register an LED project of 20 cabinets or more this quarter and receive 8% off the cabinets and processors.',
      'fr-fr':
        'Enregistrez ce trimestre un projet LED de 20 caissons ou plus et bénéficiez de 8 % de remise sur les caissons et les processeurs.',
      'it-it': 'Registri in questo trimestre un progetto LED da almeno 20 cabinet e ottenga l’8% di sconto su cabinet e processori.',
      'de-de':
        'Registrieren Sie in diesem Quartal ein LED-Projekt ab 20 Cabinets und erhalten Sie 8 % Rabatt auf Cabinets und Prozessoren.',
      'es-es': 'Registre este trimestre un proyecto LED de 20 módulos o más y obtenga un 8 % de descuento en módulos y procesadores.',
      'ja-jp': '今四半期に20キャビネット以上のLEDプロジェクトを登録すると、キャビネットとプロセッサーが8%割引になります。',
    },
  },
  {
    id: 'prm-hospitality-trade-in',
    kind: 'partner',
    minimumLevel: 'blue',
    businessLines: ['pro'],
    validFromDays: -5,
    validUntilDays: 60,
    title: {
      'en-gb': 'Hospitality TV trade-in for your customers',
      'fr-fr': 'Reprise de téléviseurs hôteliers pour vos clients',
      'it-it': 'Permuta delle TV per hotel per i vostri clienti',
      'de-de': 'Hotel-TV-Inzahlungnahme für Ihre Kunden',
      'es-es': 'Recompra de televisores de hotel para sus clientes',
      'ja-jp': 'お客様向けホスピタリティTV下取りキャンペーン',
    },
    description: {
      'en-gb': 'Offer hotels a trade-in of their old room TVs: each replaced set earns them a credit on a new hospitality TV.',
      'fr-fr':
        'Proposez aux hôtels la reprise de leurs anciens téléviseurs : chaque appareil remplacé leur donne droit à un avoir sur un nouveau téléviseur hôtelier.',
      'it-it':
        'Offra agli hotel la permuta delle vecchie TV delle camere: ogni apparecchio sostituito dà diritto a un credito su una nuova TV per hotel.',
      'de-de':
        'Bieten Sie Hotels die Inzahlungnahme ihrer alten Zimmer-TVs an: Jedes ersetzte Gerät bringt eine Gutschrift auf einen neuen Hotel-TV.',
      'es-es':
        'Ofrezca a los hoteles la recompra de sus televisores antiguos: cada aparato sustituido les da un crédito para un nuevo televisor de hotel.',
      'ja-jp': 'ホテルに客室の旧型TVの下取りをご提案ください。交換1台ごとに新しいホスピタリティTVの購入に使えるクレジットが付与されます。',
    },
  },
  {
    id: 'prm-signage-starter',
    kind: 'provider',
    minimumLevel: 'gold',
    businessLines: ['signage'],
    validFromDays: -20,
    validUntilDays: 30,
    title: {
      'en-gb': 'Signage starter bundle with a year of Wave',
      'fr-fr': 'Pack de démarrage affichage avec un an de Wave',
      'it-it': 'Pacchetto signage iniziale con un anno di Wave',
      'de-de': 'Signage-Startpaket mit einem Jahr Wave',
      'es-es': 'Paquete inicial de señalización con un año de Wave',
      'ja-jp': 'Wave 1年間付きサイネージスターターバンドル',
    },
    description: {
      'en-gb': 'Four 55-inch signage displays with wall mounts and one year of Wave remote management at a bundle price.',
      'fr-fr': 'Quatre écrans d’affichage de 55 pouces avec supports muraux et un an de gestion à distance Wave à prix groupé.',
      'it-it': 'Quattro display signage da 55 pollici con staffe a parete e un anno di gestione remota Wave a prezzo di pacchetto.',
      'de-de': 'Vier 55-Zoll-Signage-Displays mit Wandhalterungen und ein Jahr Wave-Fernverwaltung zum Paketpreis.',
      'es-es': 'Cuatro pantallas de señalización de 55 pulgadas con soportes de pared y un año de gestión remota Wave a precio de paquete.',
      'ja-jp': '55インチのサイネージディスプレイ4台、壁掛け金具、Waveリモート管理1年分をセット価格でご提供します。',
    },
  },
  {
    id: 'prm-platinum-marketing-fund',
    kind: 'partner',
    minimumLevel: 'platinum',
    businessLines: ['pro', 'led', 'signage'],
    validFromDays: -2,
    validUntilDays: 90,
    title: {
      'en-gb': 'Co-marketing fund for platinum partners',
      'fr-fr': 'Fonds de co-marketing pour les partenaires platinum',
      'it-it': 'Fondo di co-marketing per i partner platinum',
      'de-de': 'Co-Marketing-Fonds für Platinum-Partner',
      'es-es': 'Fondo de co-marketing para partners platinum',
      'ja-jp': 'プラチナパートナー向け共同マーケティング基金',
    },
    description: {
      'en-gb':
        'We match your spend on customer events and showroom displays featuring our products, up to a budget agreed with your sales manager.',
      'fr-fr':
        'Nous doublons vos dépenses pour des événements clients et des présentations en showroom de nos produits, dans la limite d’un budget convenu avec votre responsable commercial.',
      'it-it':
        'Raddoppiamo la vostra spesa per eventi con i clienti ed esposizioni in showroom dei nostri prodotti, fino a un budget concordato con il vostro responsabile commerciale.',
      'de-de':
        'Wir verdoppeln Ihre Ausgaben für Kundenveranstaltungen und Showroom-Präsentationen mit unseren Produkten bis zu einem mit Ihrem Vertriebsmanager vereinbarten Budget.',
      'es-es':
        'Igualamos su inversión en eventos para clientes y exposiciones en showroom con nuestros productos, hasta un presupuesto acordado con su responsable comercial.',
      'ja-jp': '当社製品を使った顧客イベントやショールーム展示の費用を、担当営業と合意した予算の範囲で同額支援します。',
    },
  },
  {
    id: 'prm-monitor-summer',
    kind: 'provider',
    minimumLevel: 'blue',
    businessLines: ['pro'],
    validFromDays: -100,
    validUntilDays: -10,
    title: {
      'en-gb': 'Summer monitor offer',
      'fr-fr': 'Offre d’été sur les moniteurs',
      'it-it': 'Offerta estiva sui monitor',
      'de-de': 'Sommerangebot für Monitore',
      'es-es': 'Oferta de verano en monitores',
      'ja-jp': 'モニター夏季キャンペーン',
    },
    description: {
      'en-gb': 'Extended warranty on office monitors ordered over the summer.',
      'fr-fr': 'Garantie étendue sur les moniteurs de bureau commandés pendant l’été.',
      'it-it': 'Garanzia estesa sui monitor da ufficio ordinati durante l’estate.',
      'de-de': 'Verlängerte Garantie auf Büromonitore, die im Sommer bestellt werden.',
      'es-es': 'Garantía ampliada en los monitores de oficina pedidos durante el verano.',
      'ja-jp': '夏季にご注文のオフィス用モニターの保証を延長します。',
    },
  },
  {
    id: 'prm-spring-campaign',
    kind: 'partner',
    minimumLevel: 'blue',
    businessLines: ['pro', 'led', 'signage'],
    validFromDays: 20,
    validUntilDays: 80,
    title: {
      'en-gb': 'Spring campaign kit',
      'fr-fr': 'Kit de campagne de printemps',
      'it-it': 'Kit per la campagna di primavera',
      'de-de': 'Frühjahrs-Kampagnenpaket',
      'es-es': 'Kit de campaña de primavera',
      'ja-jp': '春のキャンペーンキット',
    },
    description: {
      'en-gb': 'Ready-made mailings and social posts for your spring campaign.',
      'fr-fr': 'Mailings et publications prêts à l’emploi pour votre campagne de printemps.',
      'it-it': 'Mailing e post social pronti all’uso per la vostra campagna di primavera.',
      'de-de': 'Fertige Mailings und Social-Media-Beiträge für Ihre Frühjahrskampagne.',
      'es-es': 'Envíos y publicaciones para redes sociales listos para su campaña de primavera.',
      'ja-jp': '春のキャンペーン用のメール配信とSNS投稿のテンプレートです。',
    },
  },
]

/** Demo equipment on hand (catalogue CTNs), as units with serial numbers. The high-brightness display is scarce on purpose. */
export const SEEDED_DEMO_STOCK: ReadonlyArray<{ ctn: string; units: number }> = [
  { ctn: '55VS3500/00', units: 6 },
  { ctn: '55HB4000/00', units: 1 },
  { ctn: '43TS4500/00', units: 3 },
  { ctn: 'FP125H/00', units: 16 },
  { ctn: 'IS390S/00', units: 24 },
]

function sql(value: string | number | null): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') return String(value)
  return `'${value.replace(/'/g, "''")}'`
}

function insert(table: string, row: Record<string, string | number | null>): string {
  const columns = Object.keys(row)
  return `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => sql(row[column]!)).join(', ')});`
}

/** The units of the demo pool, numbered per product as migration 0022 numbers them. */
export function seededDemoUnits(): Array<{ id: string; ctn: string; serial: string }> {
  return SEEDED_DEMO_STOCK.flatMap((stock) =>
    Array.from({ length: stock.units }, (_, index) => {
      const number = String(index + 1).padStart(2, '0')
      const code = stock.ctn.replace('/', '-')
      return { id: `du-${code.toLowerCase()}-${number}`, ctn: stock.ctn, serial: `VD-${code}-${number}` }
    }),
  )
}

function dayFrom(today: Date, days: number): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days)).toISOString().slice(0, 10)
}

function auditOnce(row: { actor: string; action: string; subject: string; at: string; after: unknown }): string {
  return `INSERT INTO audit_log (occurred_at, actor_id, action, subject_type, subject_id, after_json)
  SELECT ${sql(row.at)}, ${sql(row.actor)}, ${sql(row.action)}, 'demo-request', ${sql(row.subject)}, ${sql(JSON.stringify(row.after))}
  WHERE NOT EXISTS (SELECT 1 FROM audit_log WHERE subject_type = 'demo-request' AND subject_id = ${sql(row.subject)} AND action = ${sql(row.action)});`
}

/** The seed as SQL statements; runs after the partner accounts (partner-accounts.ts). */
export function portalActivitySeedStatements(today = new Date()): string[] {
  const at = (days: number, time: string) => `${dayFrom(today, days)}T${time}Z`
  const request = (id: string, fields: Record<string, string | number>) =>
    insert('demo_requests', {
      id,
      installation_type: 'floor-stand',
      street: 'Harbour Road',
      number: '12',
      bus: '',
      city: 'Manchester',
      zip: 'M50 2EQ',
      country: 'GB',
      installation_required: 0,
      remarks: '',
      ...fields,
    })
  return [
    ...SEEDED_TRAININGS.map((training) =>
      insert('trainings', {
        id: training.id,
        schedule: training.schedule,
        starts_at: training.startsInDays === undefined ? null : at(training.startsInDays, '08:00:00.000'),
        ends_at: training.startsInDays === undefined ? null : at(training.startsInDays + (training.days ?? 1) - 1, '16:00:00.000'),
        format: training.format,
        business_line: training.businessLine,
        title_json: JSON.stringify(training.title),
        description_json: JSON.stringify(training.description),
        location_json: JSON.stringify(training.location),
        certification_json: JSON.stringify(training.certification),
      }),
    ),
    // Tom Hughes (trainee, Brightline AV) attended the sales essentials (the trainer confirmed it) and holds its certification.
    insert('training_enrolments', {
      training_id: 'trn-sales-essentials',
      user_id: 'usr-tom-hughes',
      progress: 'done',
      attendance: 'attended',
      attendance_confirmed_by: 'usr-theo-grant',
      attendance_confirmed_at: at(-90, '16:30:00.000'),
      enrolled_at: at(-120, '09:00:00.000'),
      updated_at: at(-90, '16:30:00.000'),
    }),
    insert('certifications', {
      id: 'crt-tom-hughes-sales-essentials',
      user_id: 'usr-tom-hughes',
      training_id: 'trn-sales-essentials',
      earned_at: at(-90, '16:30:00.000'),
      expires_at: certificateExpiryOf(at(-90, '16:30:00.000')),
    }),
    ...SEEDED_PROMOTIONS.flatMap((promotion) => [
      insert('promotions', {
        id: promotion.id,
        kind: promotion.kind,
        minimum_level: promotion.minimumLevel,
        valid_from: dayFrom(today, promotion.validFromDays),
        valid_until: dayFrom(today, promotion.validUntilDays),
        title_json: JSON.stringify(promotion.title),
        description_json: JSON.stringify(promotion.description),
        // The seeded promotions are already known to the seeded partners (no announcement mail).
        announced_at: at(0, '00:00:00.000'),
      }),
      ...promotion.businessLines.map((line) => insert('promotion_business_lines', { promotion_id: promotion.id, business_line: line })),
    ]),
    ...seededDemoUnits().map((unit) => insert('demo_units', { id: unit.id, product_ctn: unit.ctn, serial: unit.serial })),
    // Brightline AV borrowed two signage displays for an open day; they are back (history) …
    request('dr-seeded-brightline', {
      organisation_id: 'org-brightline-av',
      requester_id: 'usr-olivia-bennett',
      status: 'handled',
      date_from: dayFrom(today, -60),
      date_until: dayFrom(today, -56),
      event: 'Retail technology open day',
      decision_note: 'Enjoy the open day.',
      carrier: 'DHL Express',
      tracking_number: 'JD014600006281234567',
      shipped_at: at(-63, '09:00:00.000'),
      due_back: dayFrom(today, -53),
      returned_at: at(-54, '14:00:00.000'),
      created_at: at(-75, '10:00:00.000'),
      updated_at: at(-54, '14:00:00.000'),
    }),
    insert('demo_request_products', { request_id: 'dr-seeded-brightline', product_ctn: '55VS3500/00', units: 2 }),
    insert('demo_allocations', { request_id: 'dr-seeded-brightline', unit_id: 'du-55vs3500-00-01' }),
    insert('demo_allocations', { request_id: 'dr-seeded-brightline', unit_id: 'du-55vs3500-00-02' }),
    ...(['requested', 'sent-for-approval', 'approved', 'allocated', 'shipped', 'returned'] as const).map((status, index) =>
      auditOnce({
        actor: index === 0 ? 'usr-olivia-bennett' : index === 1 ? 'usr-sam-carter' : 'usr-nadia-okafor',
        action: `demo-request.${status}`,
        subject: 'dr-seeded-brightline',
        at: at(-75 + index * 4, '10:00:00.000'),
        after: { status },
      }),
    ),
    // … and Atlas Visual Solutions waits for approval of an LED wall for a trade fair.
    request('dr-seeded-atlas', {
      organisation_id: 'org-atlas-visual',
      requester_id: 'usr-daan-visser',
      status: 'sent-for-approval',
      installation_type: 'video-wall',
      date_from: dayFrom(today, 30),
      date_until: dayFrom(today, 34),
      event: 'Smart City Expo stand',
      street: 'Europaplein',
      number: '24',
      city: 'Amsterdam',
      zip: '1078 GZ',
      country: 'NL',
      installation_required: 1,
      created_at: at(-3, '09:30:00.000'),
      updated_at: at(-1, '11:00:00.000'),
    }),
    insert('demo_request_products', { request_id: 'dr-seeded-atlas', product_ctn: 'FP125H/00', units: 8 }),
    ...(['requested', 'sent-for-approval'] as const).map((status, index) =>
      auditOnce({
        actor: index === 0 ? 'usr-daan-visser' : 'usr-sam-carter',
        action: `demo-request.${status}`,
        subject: 'dr-seeded-atlas',
        at: at(-3 + index * 2, '10:00:00.000'),
        after: { status },
      }),
    ),
  ]
}
