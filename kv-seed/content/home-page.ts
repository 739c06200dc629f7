/**
 * The home page's content blocks (kv-seed/source.ts SeedBlock) in every language, and the sample
 * blocks of the block overview: the home page's blocks plus the variants the home page does not
 * use. Products, insights and events in the live blocks are read when the page is served.
 */
import type { SeedBlock, SeedLink, SeedTile, SourceImage } from '../source.ts'
import { type Tx, tx } from './localised-text.ts'

const link = (label: Tx, route: SeedLink['route'], params?: Record<string, string>): SeedLink => ({
  label: tx(label),
  route,
  ...(params ? { params } : {}),
})

const WIDE = { width: 1200, height: 675 }
const image = (file: string, alt: Tx): SourceImage => ({ src: `/images/editorial/${file}`, alt: tx(alt), ...WIDE })

/** The products the home page features, one per category. */
export const FEATURED_PRODUCT_CTNS = ['55VS4500/00', '55HB6000/00', 'FP125H/00', '55HT5000/12']
/** How many insights and events the home page shows. */
export const HOME_LIVE_COUNT = 3

const tool = (title: Tx, summary: Tx, route: SeedTile['route']): SeedTile => ({ title: tx(title), summary: tx(summary), route })

const TOOLS: SeedTile[] = [
  tool(
    {
      en: 'LED wall configurator',
      fr: 'Configurateur de mur LED',
      it: 'Configuratore videowall LED',
      de: 'LED-Wand-Konfigurator',
      es: 'Configurador de videowall LED',
      ja: 'LEDウォール コンフィギュレーター',
    },
    {
      en: 'Size, model and layout of your LED wall, step by step, with a saved result.',
      fr: 'Taille, modèle et disposition de votre mur LED, étape par étape, avec un résultat enregistré.',
      it: 'Dimensioni, modello e disposizione del Suo videowall LED, passo dopo passo, con un risultato salvato.',
      de: 'Größe, Modell und Aufbau Ihrer LED-Wand Schritt für Schritt, mit gespeichertem Ergebnis.',
      es: 'Tamaño, modelo y disposición de su videowall LED, paso a paso, con un resultado guardado.',
      ja: 'LEDウォールのサイズ、モデル、レイアウトを順に決めて、結果を保存できます。',
    },
    'led-configurator',
  ),
  tool(
    { en: 'LED calculator', fr: 'Calculateur LED', it: 'Calcolatore LED', de: 'LED-Rechner', es: 'Calculadora LED', ja: 'LED計算ツール' },
    {
      en: 'Resolution, power, weight and viewing distance of any LED wall.',
      fr: 'Résolution, consommation, poids et distance de vision de tout mur LED.',
      it: 'Risoluzione, consumo, peso e distanza di visione di qualsiasi videowall LED.',
      de: 'Auflösung, Leistung, Gewicht und Betrachtungsabstand jeder LED-Wand.',
      es: 'Resolución, consumo, peso y distancia de visionado de cualquier videowall LED.',
      ja: 'あらゆるLEDウォールの解像度、消費電力、重量、視聴距離を算出します。',
    },
    'led-calculator',
  ),
  tool(
    {
      en: 'Product chooser',
      fr: 'Assistant de choix',
      it: 'Guida alla scelta',
      de: 'Produktberater',
      es: 'Asistente de elección',
      ja: '製品選択ガイド',
    },
    {
      en: 'Answer a few questions and compare the displays that fit.',
      fr: 'Répondez à quelques questions et comparez les écrans qui conviennent.',
      it: 'Risponda ad alcune domande e confronti i display adatti.',
      de: 'Beantworten Sie ein paar Fragen und vergleichen Sie die passenden Displays.',
      es: 'Responda a unas preguntas y compare las pantallas adecuadas.',
      ja: 'いくつかの質問に答えて、条件に合うディスプレイを比較できます。',
    },
    'product-chooser',
  ),
  tool(
    {
      en: 'Corporate solution configurator',
      fr: 'Configurateur de solutions entreprise',
      it: 'Configuratore soluzioni aziendali',
      de: 'Konfigurator für Unternehmenslösungen',
      es: 'Configurador de soluciones corporativas',
      ja: '法人向けソリューション コンフィギュレーター',
    },
    {
      en: 'Meeting rooms, lobbies and offices: a solution and a quote in minutes.',
      fr: 'Salles de réunion, halls et bureaux : une solution et un devis en quelques minutes.',
      it: 'Sale riunioni, reception e uffici: una soluzione e un preventivo in pochi minuti.',
      de: 'Besprechungsräume, Foyers und Büros: Lösung und Angebot in wenigen Minuten.',
      es: 'Salas de reuniones, vestíbulos y oficinas: una solución y un presupuesto en minutos.',
      ja: '会議室、ロビー、オフィスに最適な構成と見積もりを数分で。',
    },
    'corporate-configurator',
  ),
  tool(
    {
      en: 'Retail configurator',
      fr: 'Configurateur retail',
      it: 'Configuratore retail',
      de: 'Retail-Konfigurator',
      es: 'Configurador retail',
      ja: '小売向けコンフィギュレーター',
    },
    {
      en: 'Windows, shelves and menu boards for your store concept.',
      us: 'Windows, shelves and menu boards for your store concept.',
      fr: 'Vitrines, rayons et menus affichés pour votre concept de magasin.',
      it: 'Vetrine, scaffali e menu board per il Suo concept di negozio.',
      de: 'Schaufenster, Regale und Menüboards für Ihr Ladenkonzept.',
      es: 'Escaparates, estanterías y menús digitales para su concepto de tienda.',
      ja: '店舗コンセプトに合わせたウィンドウ、棚、メニューボード。',
    },
    'retail-configurator',
  ),
  tool(
    {
      en: 'Project request',
      fr: 'Demande de projet',
      it: 'Richiesta di progetto',
      de: 'Projektanfrage',
      es: 'Solicitud de proyecto',
      ja: 'プロジェクトのご相談',
    },
    {
      en: 'Describe your project and get a proposal from our solutions team.',
      fr: 'Décrivez votre projet et recevez une proposition de notre équipe solutions.',
      it: 'Descriva il Suo progetto e riceva una proposta dal nostro team soluzioni.',
      de: 'Beschreiben Sie Ihr Projekt und erhalten Sie einen Vorschlag unseres Lösungsteams.',
      es: 'Describa su proyecto y reciba una propuesta de nuestro equipo de soluciones.',
      ja: 'プロジェクトの内容をお知らせいただければ、ソリューションチームがご提案します。',
    },
    'project-request',
  ),
  tool(
    {
      en: 'Partner finder',
      fr: 'Trouver un partenaire',
      it: 'Trova un partner',
      de: 'Partnersuche',
      es: 'Buscador de partners',
      ja: 'パートナー検索',
    },
    {
      en: 'Certified installers and resellers near you.',
      fr: 'Installateurs et revendeurs certifiés près de chez vous.',
      it: 'Installatori e rivenditori certificati vicino a Lei.',
      de: 'Zertifizierte Installateure und Händler in Ihrer Nähe.',
      es: 'Instaladores y distribuidores certificados cerca de usted.',
      ja: 'お近くの認定施工業者・販売店を探せます。',
    },
    'partner-finder',
  ),
  tool(
    {
      en: 'Retail brochure',
      fr: 'Brochure retail',
      it: 'Brochure retail',
      de: 'Retail-Broschüre',
      es: 'Folleto retail',
      ja: '小売向けパンフレット',
    },
    {
      en: 'Ideas and references for shops and restaurants, as a PDF.',
      us: 'Ideas and references for stores and restaurants, as a PDF.',
      fr: 'Idées et références pour magasins et restaurants, en PDF.',
      it: 'Idee e referenze per negozi e ristoranti, in PDF.',
      de: 'Ideen und Referenzen für Geschäfte und Restaurants als PDF.',
      es: 'Ideas y referencias para tiendas y restaurantes, en PDF.',
      ja: '店舗・飲食店向けのアイデアと導入事例（PDF）。',
    },
    'retail-brochure',
  ),
]

const EXPLORE = link(
  {
    en: 'Explore display solutions',
    fr: 'Découvrir les solutions d’affichage',
    it: 'Scopra le soluzioni display',
    de: 'Display-Lösungen entdecken',
    es: 'Descubrir las soluciones de pantallas',
    ja: 'ディスプレイソリューションを見る',
  },
  'display-solutions',
)
const TALK = link(
  {
    en: 'Talk to an expert',
    fr: 'Parler à un expert',
    it: 'Parli con un esperto',
    de: 'Mit einem Experten sprechen',
    es: 'Hablar con un experto',
    ja: '専門スタッフに相談する',
  },
  'contact',
)
const LED_WALL = image('led-wall.svg', {
  en: 'Illustration of an LED video wall built from twelve cabinets',
  fr: 'Illustration d’un mur vidéo LED composé de douze caissons',
  it: 'Illustrazione di un videowall LED composto da dodici cabinet',
  de: 'Illustration einer LED-Videowand aus zwölf Kabinetten',
  es: 'Ilustración de un videowall LED formado por doce módulos',
  ja: '12台のキャビネットで構成されたLEDビデオウォールのイラスト',
})

export const HOME_BLOCKS: SeedBlock[] = [
  {
    type: 'hero',
    variant: 'split',
    title: tx({
      en: 'Professional displays that work as hard as you do',
      fr: 'Des écrans professionnels qui travaillent aussi dur que vous',
      it: 'Display professionali che lavorano sodo quanto Lei',
      de: 'Professionelle Displays, die genauso hart arbeiten wie Sie',
      es: 'Pantallas profesionales que trabajan tanto como usted',
      ja: 'ビジネスの現場で休まず働く、プロフェッショナルディスプレイ',
    }),
    text: tx({
      en: 'From shop windows to control rooms: displays built for 24/7 use, managed remotely and backed by a partner network in more than 40 countries.',
      us: 'From store windows to control rooms: displays built for 24/7 use, managed remotely and backed by a partner network in more than 40 countries.',
      fr: 'Des vitrines aux salles de contrôle : des écrans conçus pour fonctionner 24 h/24 et 7 j/7, gérés à distance et soutenus par un réseau de partenaires présent dans plus de 40 pays.',
      it: 'Dalle vetrine alle sale di controllo: display progettati per l’uso 24/7, gestiti da remoto e supportati da una rete di partner presente in oltre 40 paesi.',
      de: 'Vom Schaufenster bis zum Kontrollraum: Displays für den 24/7-Betrieb, aus der Ferne verwaltet und unterstützt von einem Partnernetzwerk in mehr als 40 Ländern.',
      es: 'De los escaparates a las salas de control: pantallas diseñadas para funcionar 24/7, gestionadas de forma remota y respaldadas por una red de partners en más de 40 países.',
      ja: 'ショーウィンドウからコントロールルームまで。24時間365日の稼働に対応し、リモートで管理でき、40か国以上に広がるパートナーネットワークがサポートするディスプレイです。',
    }),
    image: LED_WALL,
    actions: [EXPLORE, TALK],
  },
  {
    type: 'product-teasers',
    title: tx({
      en: 'Featured products',
      fr: 'Produits à la une',
      it: 'Prodotti in evidenza',
      de: 'Ausgewählte Produkte',
      es: 'Productos destacados',
      ja: '注目の製品',
    }),
    ctns: FEATURED_PRODUCT_CTNS,
    link: link(
      {
        en: 'All products',
        fr: 'Tous les produits',
        it: 'Tutti i prodotti',
        de: 'Alle Produkte',
        es: 'Todos los productos',
        ja: 'すべての製品',
      },
      'display-solutions',
    ),
  },
  {
    type: 'category-tiles',
    title: tx({
      en: 'Display solutions',
      fr: 'Solutions d’affichage',
      it: 'Soluzioni display',
      de: 'Display-Lösungen',
      es: 'Soluciones de pantallas',
      ja: 'ディスプレイソリューション',
    }),
    categoryIds: ['signage-displays', 'led-video-walls', 'professional-tvs', 'monitors'],
  },
  {
    type: 'tool-teasers',
    title: tx({
      en: 'Plan your project with our tools',
      fr: 'Préparez votre projet avec nos outils',
      it: 'Pianifichi il Suo progetto con i nostri strumenti',
      de: 'Planen Sie Ihr Projekt mit unseren Tools',
      es: 'Planifique su proyecto con nuestras herramientas',
      ja: 'ツールでプロジェクトを計画する',
    }),
    items: TOOLS,
  },
  {
    type: 'industry-tiles',
    title: tx({
      en: 'Solutions for your industry',
      fr: 'Des solutions pour votre secteur',
      it: 'Soluzioni per il Suo settore',
      de: 'Lösungen für Ihre Branche',
      es: 'Soluciones para su sector',
      ja: '業界別ソリューション',
    }),
    industryIds: ['retail', 'hospitality', 'corporate', 'education', 'healthcare', 'transport'],
    link: link(
      {
        en: 'All industries',
        fr: 'Tous les secteurs',
        it: 'Tutti i settori',
        de: 'Alle Branchen',
        es: 'Todos los sectores',
        ja: 'すべての業界',
      },
      'industry-display-solutions',
    ),
  },
  {
    type: 'latest-insights',
    title: tx({
      en: 'Latest insights',
      fr: 'Derniers articles',
      it: 'Ultimi approfondimenti',
      de: 'Neueste Insights',
      es: 'Últimos artículos',
      ja: '最新のインサイト',
    }),
    count: HOME_LIVE_COUNT,
    link: link(
      {
        en: 'All insights',
        fr: 'Tous les articles',
        it: 'Tutti gli approfondimenti',
        de: 'Alle Insights',
        es: 'Todos los artículos',
        ja: 'すべてのインサイト',
      },
      'insights',
    ),
  },
  {
    type: 'upcoming-events',
    title: tx({
      en: 'Upcoming events',
      fr: 'Événements à venir',
      it: 'Prossimi eventi',
      de: 'Kommende Veranstaltungen',
      es: 'Próximos eventos',
      ja: '今後のイベント',
    }),
    count: HOME_LIVE_COUNT,
    link: link(
      {
        en: 'All events',
        fr: 'Tous les événements',
        it: 'Tutti gli eventi',
        de: 'Alle Veranstaltungen',
        es: 'Todos los eventos',
        ja: 'すべてのイベント',
      },
      'events',
    ),
  },
  {
    type: 'quote',
    quote: tx({
      en: 'One platform now runs the TVs in all 1,150 rooms. We change the welcome screen for every hotel from one place, and guests cast their own films without any help.',
      fr: 'Une seule plateforme gère désormais les téléviseurs de nos 1 150 chambres. Nous modifions l’écran d’accueil de chaque hôtel depuis un seul endroit, et les clients diffusent leurs propres films sans aide.',
      it: 'Oggi un’unica piattaforma gestisce le TV di tutte le 1.150 camere. Cambiamo la schermata di benvenuto di ogni hotel da un solo punto e gli ospiti trasmettono i propri film senza alcun aiuto.',
      de: 'Eine Plattform steuert heute die TVs in allen 1.150 Zimmern. Wir ändern den Begrüßungsbildschirm jedes Hotels zentral, und Gäste streamen ihre eigenen Filme ohne Hilfe.',
      es: 'Una sola plataforma gestiona ahora los televisores de las 1150 habitaciones. Cambiamos la pantalla de bienvenida de cada hotel desde un único lugar y los huéspedes envían sus propias películas sin ayuda.',
      ja: '現在は1つのプラットフォームで全1,150室のテレビを管理しています。各ホテルのウェルカム画面を一か所から変更でき、ゲストは誰の手も借りずに自分の映画をキャストしています。',
    }),
    author: 'Marta Lindqvist',
    role: tx({
      en: 'Head of Guest Technology',
      fr: 'Responsable des technologies clients',
      it: 'Responsabile tecnologie per gli ospiti',
      de: 'Leiterin Gästetechnologie',
      es: 'Directora de tecnología para huéspedes',
      ja: 'ゲストテクノロジー責任者',
    }),
    company: 'Aurelia Hotels & Resorts',
    logo: {
      src: '/images/editorial/logo-aurelia-hotels.svg',
      alt: tx({
        en: 'Aurelia Hotels & Resorts logo',
        fr: 'Logo d’Aurelia Hotels & Resorts',
        it: 'Logo di Aurelia Hotels & Resorts',
        de: 'Logo von Aurelia Hotels & Resorts',
        es: 'Logotipo de Aurelia Hotels & Resorts',
        ja: 'Aurelia Hotels & Resortsのロゴ',
      }),
      width: 320,
      height: 160,
    },
    link: link(
      {
        en: 'Read the case study',
        fr: 'Lire l’étude de cas',
        it: 'Legga il caso di studio',
        de: 'Zur Fallstudie',
        es: 'Leer el caso de éxito',
        ja: '導入事例を読む',
      },
      'insights-slug',
      { slug: 'aurelia-hotels-guest-tv' },
    ),
  },
  {
    type: 'stats',
    title: tx({
      en: 'Vantage Displays in figures',
      fr: 'Vantage Displays en chiffres',
      it: 'Vantage Displays in cifre',
      de: 'Vantage Displays in Zahlen',
      es: 'Vantage Displays en cifras',
      ja: '数字で見るVantage Displays',
    }),
    items: [
      {
        value: '40+',
        label: tx({
          en: 'countries with certified partners',
          fr: 'pays avec des partenaires certifiés',
          it: 'paesi con partner certificati',
          de: 'Länder mit zertifizierten Partnern',
          es: 'países con partners certificados',
          ja: '認定パートナーのいる国',
        }),
      },
      {
        value: '24/7',
        label: tx({
          en: 'rated for continuous operation',
          fr: 'conçus pour un fonctionnement continu',
          it: 'progettati per il funzionamento continuo',
          de: 'für den Dauerbetrieb ausgelegt',
          es: 'diseñadas para funcionamiento continuo',
          ja: '連続稼働に対応',
        }),
      },
      {
        value: tx({ en: '3,000 nits', fr: '3 000 nits', it: '3.000 nit', de: '3.000 Nits', es: '3000 nits', ja: '3,000ニト' }),
        label: tx({
          en: 'for displays in sunlit windows',
          fr: 'pour les écrans en vitrine ensoleillée',
          it: 'per i display in vetrine soleggiate',
          de: 'für Displays in sonnigen Schaufenstern',
          es: 'para pantallas en escaparates soleados',
          ja: '日差しの入るウィンドウ向けディスプレイ',
        }),
      },
      {
        value: tx({ en: '0.9 mm', fr: '0,9 mm', it: '0,9 mm', de: '0,9 mm', es: '0,9 mm', ja: '0.9 mm' }),
        label: tx({
          en: 'finest LED pixel pitch',
          fr: 'pas de pixel LED le plus fin',
          it: 'passo pixel LED più fine',
          de: 'feinster LED-Pixelabstand',
          es: 'paso de píxel LED más fino',
          ja: '最小LEDピクセルピッチ',
        }),
      },
    ],
  },
  {
    type: 'cta-band',
    variant: 'brand',
    title: tx({
      en: 'Planning a display project?',
      fr: 'Vous préparez un projet d’affichage ?',
      it: 'Sta pianificando un progetto display?',
      de: 'Sie planen ein Display-Projekt?',
      es: '¿Está planificando un proyecto de pantallas?',
      ja: 'ディスプレイ導入をご検討中ですか？',
    }),
    text: tx({
      en: 'Tell us about your spaces and goals: our solutions team replies within two working days with a proposal and a partner near you.',
      fr: 'Parlez-nous de vos espaces et de vos objectifs : notre équipe solutions vous répond sous deux jours ouvrés avec une proposition et un partenaire près de chez vous.',
      it: 'Ci racconti i Suoi spazi e obiettivi: il nostro team soluzioni risponde entro due giorni lavorativi con una proposta e un partner vicino a Lei.',
      de: 'Erzählen Sie uns von Ihren Räumen und Zielen: Unser Lösungsteam antwortet innerhalb von zwei Werktagen mit einem Vorschlag und einem Partner in Ihrer Nähe.',
      es: 'Cuéntenos sus espacios y objetivos: nuestro equipo de soluciones le responde en dos días laborables con una propuesta y un partner cerca de usted.',
      ja: '設置場所と目的をお聞かせください。ソリューションチームが2営業日以内に、ご提案とお近くのパートナーをご案内します。',
    }),
    actions: [
      link(
        {
          en: 'Start a project request',
          fr: 'Lancer une demande de projet',
          it: 'Avvii una richiesta di progetto',
          de: 'Projektanfrage starten',
          es: 'Iniciar una solicitud de proyecto',
          ja: 'プロジェクトを相談する',
        },
        'project-request',
      ),
      link(
        { en: 'Contact us', fr: 'Nous contacter', it: 'Ci contatti', de: 'Kontakt aufnehmen', es: 'Contactar', ja: 'お問い合わせ' },
        'contact',
      ),
    ],
  },
]

/** Variants the home page does not use, so the block overview shows every block in every look. */
const MORE_VARIANTS: SeedBlock[] = [
  {
    type: 'hero',
    variant: 'banner',
    title: tx({
      en: 'Bright enough for the sunniest shop window',
      us: 'Bright enough for the sunniest store window',
      fr: 'Assez lumineux pour la vitrine la plus ensoleillée',
      it: 'Abbastanza luminoso per la vetrina più soleggiata',
      de: 'Hell genug für das sonnigste Schaufenster',
      es: 'Lo bastante brillante para el escaparate más soleado',
      ja: '最も日差しの強いショーウィンドウにも負けない明るさ',
    }),
    text: tx({
      en: 'High-brightness displays up to 3,000 nits stay readable at midday and dim themselves at night.',
      fr: 'Des écrans haute luminosité jusqu’à 3 000 nits restent lisibles à midi et baissent d’eux-mêmes la nuit.',
      it: 'I display ad alta luminosità fino a 3.000 nit restano leggibili a mezzogiorno e si attenuano da soli di notte.',
      de: 'Hochhelle Displays mit bis zu 3.000 Nits bleiben mittags lesbar und dimmen sich nachts selbst.',
      es: 'Las pantallas de alto brillo de hasta 3000 nits siguen siendo legibles a mediodía y se atenúan solas por la noche.',
      ja: '最大3,000ニトの高輝度ディスプレイは、真昼でも見やすく、夜間は自動で明るさを抑えます。',
    }),
    image: image('shop-window.svg', {
      en: 'Illustration of a shop window with two bright displays',
      us: 'Illustration of a store window with two bright displays',
      fr: 'Illustration d’une vitrine avec deux écrans lumineux',
      it: 'Illustrazione di una vetrina con due display luminosi',
      de: 'Illustration eines Schaufensters mit zwei hellen Displays',
      es: 'Ilustración de un escaparate con dos pantallas brillantes',
      ja: '明るいディスプレイ2台を設置したショーウィンドウのイラスト',
    }),
    actions: [EXPLORE, TALK],
  },
  {
    type: 'image-text',
    imagePosition: 'start',
    title: tx({
      en: 'Managed from anywhere with Wave',
      fr: 'Géré de partout avec Wave',
      it: 'Gestito ovunque con Wave',
      de: 'Von überall verwaltet mit Wave',
      es: 'Gestionado desde cualquier lugar con Wave',
      ja: 'Waveでどこからでも管理',
    }),
    text: tx({
      en: 'Switch inputs, update firmware and see the health of every screen in one dashboard, without a ladder or a site visit.',
      fr: 'Changez de source, mettez à jour le micrologiciel et surveillez l’état de chaque écran dans un seul tableau de bord, sans échelle ni déplacement.',
      it: 'Cambi sorgente, aggiorni il firmware e controlli lo stato di ogni schermo in un’unica dashboard, senza scale né sopralluoghi.',
      de: 'Eingänge umschalten, Firmware aktualisieren und den Zustand jedes Bildschirms in einem Dashboard sehen – ohne Leiter und ohne Vor-Ort-Termin.',
      es: 'Cambie de entrada, actualice el firmware y vea el estado de cada pantalla en un solo panel, sin escaleras ni visitas.',
      ja: '入力切替、ファームウェア更新、各画面の状態確認を1つのダッシュボードで。はしごも現地訪問も不要です。',
    }),
    image: image('remote-management.svg', {
      en: 'Illustration of a dashboard managing several displays',
      fr: 'Illustration d’un tableau de bord qui gère plusieurs écrans',
      it: 'Illustrazione di una dashboard che gestisce diversi display',
      de: 'Illustration eines Dashboards, das mehrere Displays verwaltet',
      es: 'Ilustración de un panel que gestiona varias pantallas',
      ja: '複数のディスプレイを管理するダッシュボードのイラスト',
    }),
    link: link(
      { en: 'About Wave', fr: 'À propos de Wave', it: 'Informazioni su Wave', de: 'Über Wave', es: 'Acerca de Wave', ja: 'Waveについて' },
      'innovations-wave',
    ),
  },
  {
    type: 'image-text',
    imagePosition: 'end',
    title: tx({
      en: 'Meeting rooms that just work',
      fr: 'Des salles de réunion qui fonctionnent, tout simplement',
      it: 'Sale riunioni che funzionano e basta',
      de: 'Besprechungsräume, die einfach funktionieren',
      es: 'Salas de reuniones que simplemente funcionan',
      ja: 'すぐに使える会議室',
    }),
    text: tx({
      en: 'Wireless sharing, one cable for video, power and data, and a screen that wakes up when someone walks in.',
      fr: 'Partage sans fil, un seul câble pour la vidéo, l’alimentation et les données, et un écran qui s’allume dès qu’on entre.',
      it: 'Condivisione wireless, un solo cavo per video, alimentazione e dati, e uno schermo che si accende quando qualcuno entra.',
      de: 'Drahtlos teilen, ein Kabel für Bild, Strom und Daten und ein Bildschirm, der aufwacht, sobald jemand hereinkommt.',
      es: 'Compartir sin cables, un solo cable para vídeo, alimentación y datos, y una pantalla que se enciende cuando alguien entra.',
      ja: 'ワイヤレス共有、映像・電源・データを1本のケーブルで。入室すると画面が自動で起動します。',
    }),
    image: image('meeting-room.svg', {
      en: 'Illustration of a meeting room with a large display',
      fr: 'Illustration d’une salle de réunion avec un grand écran',
      it: 'Illustrazione di una sala riunioni con un grande display',
      de: 'Illustration eines Besprechungsraums mit großem Display',
      es: 'Ilustración de una sala de reuniones con una pantalla grande',
      ja: '大型ディスプレイを備えた会議室のイラスト',
    }),
  },
  {
    type: 'rich-text',
    title: tx({
      en: 'Why 24/7 matters',
      fr: 'Pourquoi le 24/7 compte',
      it: 'Perché il 24/7 conta',
      de: 'Warum 24/7 zählt',
      es: 'Por qué importa el 24/7',
      ja: '24時間稼働が重要な理由',
    }),
    paragraphs: [
      tx({
        en: 'Consumer TVs are built for a few hours a day. Professional displays run around the clock without image retention or overheating.',
        fr: 'Les téléviseurs grand public sont conçus pour quelques heures par jour. Les écrans professionnels fonctionnent en continu, sans rémanence ni surchauffe.',
        it: 'I televisori consumer sono pensati per poche ore al giorno. I display professionali funzionano giorno e notte senza ritenzione d’immagine né surriscaldamento.',
        de: 'Consumer-TVs sind für wenige Stunden am Tag gebaut. Professionelle Displays laufen rund um die Uhr ohne Einbrennen oder Überhitzung.',
        es: 'Los televisores domésticos están pensados para unas horas al día. Las pantallas profesionales funcionan sin parar, sin retención de imagen ni sobrecalentamiento.',
        ja: '家庭用テレビは1日数時間の使用を想定しています。業務用ディスプレイは焼き付きや過熱なしに24時間稼働します。',
      }),
    ],
    bullets: [
      tx({
        en: 'Panels rated for continuous use',
        fr: 'Dalles conçues pour un usage continu',
        it: 'Pannelli progettati per l’uso continuo',
        de: 'Panels für den Dauerbetrieb',
        es: 'Paneles diseñados para uso continuo',
        ja: '連続使用に対応したパネル',
      }),
      tx({
        en: 'Temperature sensors and fan control',
        fr: 'Capteurs de température et ventilation régulée',
        it: 'Sensori di temperatura e controllo delle ventole',
        de: 'Temperatursensoren und Lüftersteuerung',
        es: 'Sensores de temperatura y control de ventiladores',
        ja: '温度センサーとファン制御',
      }),
      tx({
        en: 'Warranty for professional use',
        fr: 'Garantie pour un usage professionnel',
        it: 'Garanzia per uso professionale',
        de: 'Garantie für den professionellen Einsatz',
        es: 'Garantía para uso profesional',
        ja: '業務用途での保証',
      }),
    ],
  },
  {
    type: 'faq',
    title: tx({
      en: 'Frequently asked questions',
      fr: 'Questions fréquentes',
      it: 'Domande frequenti',
      de: 'Häufige Fragen',
      es: 'Preguntas frecuentes',
      ja: 'よくあるご質問',
    }),
    items: [
      {
        question: tx({
          en: 'Do you sell directly to end customers?',
          fr: 'Vendez-vous directement aux clients finaux ?',
          it: 'Vendete direttamente ai clienti finali?',
          de: 'Verkaufen Sie direkt an Endkunden?',
          es: '¿Venden directamente a clientes finales?',
          ja: 'エンドユーザーへの直接販売はありますか？',
        }),
        answer: tx({
          en: 'We sell through certified partners who plan, install and service your displays. The partner finder shows the ones near you.',
          fr: 'Nous vendons par l’intermédiaire de partenaires certifiés qui conçoivent, installent et entretiennent vos écrans. L’outil de recherche de partenaires vous indique les plus proches.',
          it: 'Vendiamo tramite partner certificati che progettano, installano e assistono i Suoi display. Il motore di ricerca partner mostra quelli vicini a Lei.',
          de: 'Wir verkaufen über zertifizierte Partner, die Ihre Displays planen, installieren und warten. Die Partnersuche zeigt Ihnen die nächstgelegenen.',
          es: 'Vendemos a través de partners certificados que planifican, instalan y mantienen sus pantallas. El buscador de partners le muestra los más cercanos.',
          ja: 'ディスプレイの設計・設置・保守を行う認定パートナーを通じて販売しています。パートナー検索でお近くのパートナーを探せます。',
        }),
      },
      {
        question: tx({
          en: 'Can I see a display before I buy?',
          fr: 'Puis-je voir un écran avant d’acheter ?',
          it: 'Posso vedere un display prima di acquistarlo?',
          de: 'Kann ich ein Display vor dem Kauf ansehen?',
          es: '¿Puedo ver una pantalla antes de comprar?',
          ja: '購入前にディスプレイを確認できますか？',
        }),
        answer: tx({
          en: 'Yes: our showrooms and partners arrange demonstrations, and partners can borrow demo equipment.',
          fr: 'Oui : nos showrooms et nos partenaires organisent des démonstrations, et les partenaires peuvent emprunter du matériel de démonstration.',
          it: 'Sì: i nostri showroom e i partner organizzano dimostrazioni, e i partner possono prendere in prestito apparecchiature demo.',
          de: 'Ja: Unsere Showrooms und Partner organisieren Vorführungen, und Partner können Demogeräte ausleihen.',
          es: 'Sí: nuestros showrooms y partners organizan demostraciones, y los partners pueden pedir equipos de demostración.',
          ja: 'はい。ショールームやパートナーがデモを手配します。パートナーはデモ機を借りることもできます。',
        }),
      },
    ],
  },
  {
    type: 'cta-band',
    variant: 'light',
    title: tx({
      en: 'Need a datasheet?',
      fr: 'Besoin d’une fiche technique ?',
      it: 'Le serve una scheda tecnica?',
      de: 'Sie brauchen ein Datenblatt?',
      es: '¿Necesita una ficha técnica?',
      ja: 'データシートが必要ですか？',
    }),
    text: tx({
      en: 'Brochures, datasheets, manuals and firmware are in the downloads area.',
      fr: 'Brochures, fiches techniques, manuels et micrologiciels se trouvent dans l’espace téléchargements.',
      it: 'Brochure, schede tecniche, manuali e firmware si trovano nell’area download.',
      de: 'Broschüren, Datenblätter, Handbücher und Firmware finden Sie im Downloadbereich.',
      es: 'Folletos, fichas técnicas, manuales y firmware están en el área de descargas.',
      ja: 'パンフレット、データシート、マニュアル、ファームウェアはダウンロードページにあります。',
    }),
    actions: [
      link(
        {
          en: 'Go to downloads',
          fr: 'Aller aux téléchargements',
          it: 'Vai ai download',
          de: 'Zu den Downloads',
          es: 'Ir a descargas',
          ja: 'ダウンロードページへ',
        },
        'downloads-slug',
      ),
    ],
  },
  {
    type: 'downloads',
    title: tx({
      en: 'Company brochures',
      fr: 'Brochures de l’entreprise',
      it: 'Brochure aziendali',
      de: 'Unternehmensbroschüren',
      es: 'Folletos de empresa',
      ja: '会社案内パンフレット',
    }),
    downloadIds: ['company-brochure-2026', 'signage-displays-brochure'],
  },
]

/** Every block type in every variant, for the block overview (kv-seed/publish.ts publishes them per locale). */
export const BLOCK_SAMPLES: SeedBlock[] = [...HOME_BLOCKS, ...MORE_VARIANTS]
