/**
 * The seeded video library of the partner portal (LOCAL, DEV and tests): collections and videos
 * with their titles, descriptions and captions in every language of the site. The media
 * (a short WebM and a poster per video, made by scripts/sample-videos.ts) sit in
 * kv-seed/files/videos/ and go into R2 with the seed; captions are WebVTT made from the cues here.
 */
import { insert } from './partner-accounts.ts'

/** The languages of the site's locales (en-gb and en-us share English, the Swiss locales their language). */
export const VIDEO_LANGUAGES = ['en', 'fr', 'it', 'de', 'es', 'ja'] as const
export type VideoLanguage = (typeof VIDEO_LANGUAGES)[number]
type Texts = Record<VideoLanguage, string>

export interface SeededCollection {
  id: string
  slug: string
  titles: Texts
  position: number
}

export interface SeededVideo {
  id: string
  slug: string
  collectionId: string
  titles: Texts
  descriptions: Texts
  durationSeconds: number
  addedAt: string
  /** Caption cues: start and end in seconds, and the text per language. */
  cues: ReadonlyArray<{ start: number; end: number; text: Texts }>
}

const COLLECTIONS: SeededCollection[] = [
  {
    id: 'col-installation',
    slug: 'installation-and-service',
    position: 1,
    titles: {
      en: 'Installation and service',
      fr: 'Installation et service',
      it: 'Installazione e assistenza',
      de: 'Installation und Service',
      es: 'Instalación y servicio',
      ja: '設置とサービス',
    },
  },
  {
    id: 'col-software',
    slug: 'software-and-wave',
    position: 2,
    titles: {
      en: 'Software and Wave',
      fr: 'Logiciels et Wave',
      it: 'Software e Wave',
      de: 'Software und Wave',
      es: 'Software y Wave',
      ja: 'ソフトウェアとWave',
    },
  },
  {
    id: 'col-sales',
    slug: 'sales-and-customer-stories',
    position: 3,
    titles: {
      en: 'Sales and customer stories',
      fr: 'Vente et témoignages clients',
      it: 'Vendite e storie dei clienti',
      de: 'Vertrieb und Kundengeschichten',
      es: 'Ventas y casos de clientes',
      ja: '販売とお客様事例',
    },
  },
  {
    id: 'col-webinars',
    slug: 'partner-webinars',
    position: 4,
    titles: {
      en: 'Partner webinars',
      fr: 'Webinaires partenaires',
      it: 'Webinar per i partner',
      de: 'Partner-Webinare',
      es: 'Webinars para partners',
      ja: 'パートナー向けウェビナー',
    },
  },
]

const VIDEOS: SeededVideo[] = [
  {
    id: 'vid-led-wall',
    slug: 'installing-an-led-wall',
    collectionId: 'col-installation',
    durationSeconds: 4,
    addedAt: '2026-11-12T09:00:00.000Z',
    titles: {
      en: 'Installing an LED video wall',
      fr: 'Installer un mur vidéo LED',
      it: 'Installare un videowall LED',
      de: 'Eine LED-Videowand installieren',
      es: 'Instalar un videowall LED',
      ja: 'LEDビデオウォールの設置',
    },
    descriptions: {
      en: 'Mounting the cabinets, connecting power and data, and calibrating the wall.',
      fr: 'Montage des caissons, raccordement de l’alimentation et des données, puis calibrage du mur.',
      it: 'Montaggio dei cabinet, collegamento di alimentazione e dati e calibrazione del videowall.',
      de: 'Kabinette montieren, Strom und Daten anschließen und die Wand kalibrieren.',
      es: 'Montaje de los módulos, conexión de alimentación y datos, y calibración de la pantalla.',
      ja: 'キャビネットの取り付け、電源とデータの接続、ウォールのキャリブレーション。',
    },
    cues: [
      {
        start: 0,
        end: 2,
        text: {
          en: 'Start with the bottom row of cabinets.',
          fr: 'Commencez par la rangée inférieure de caissons.',
          it: 'Iniziate dalla fila inferiore di cabinet.',
          de: 'Beginnen Sie mit der unteren Reihe der Kabinette.',
          es: 'Empiece por la fila inferior de módulos.',
          ja: '最下段のキャビネットから始めます。',
        },
      },
      {
        start: 2,
        end: 4,
        text: {
          en: 'Then connect power and data to each cabinet.',
          fr: 'Raccordez ensuite l’alimentation et les données à chaque caisson.',
          it: 'Poi collegate alimentazione e dati a ogni cabinet.',
          de: 'Schließen Sie dann Strom und Daten an jedes Kabinett an.',
          es: 'Después conecte la alimentación y los datos a cada módulo.',
          ja: '次に各キャビネットに電源とデータを接続します。',
        },
      },
    ],
  },
  {
    id: 'vid-firmware-usb',
    slug: 'updating-firmware-by-usb',
    collectionId: 'col-installation',
    durationSeconds: 4,
    addedAt: '2026-10-28T09:00:00.000Z',
    titles: {
      en: 'Updating display firmware by USB',
      fr: 'Mettre à jour le micrologiciel d’un écran par USB',
      it: 'Aggiornare il firmware del display tramite USB',
      de: 'Display-Firmware per USB aktualisieren',
      es: 'Actualizar el firmware de la pantalla por USB',
      ja: 'USBでディスプレイのファームウェアを更新する',
    },
    descriptions: {
      en: 'Where to find the firmware, how to prepare the USB stick and what the display shows during the update.',
      fr: 'Où trouver le micrologiciel, comment préparer la clé USB et ce que l’écran affiche pendant la mise à jour.',
      it: 'Dove trovare il firmware, come preparare la chiavetta USB e cosa mostra il display durante l’aggiornamento.',
      de: 'Wo Sie die Firmware finden, wie Sie den USB-Stick vorbereiten und was das Display während des Updates zeigt.',
      es: 'Dónde encontrar el firmware, cómo preparar la memoria USB y qué muestra la pantalla durante la actualización.',
      ja: 'ファームウェアの入手先、USBメモリの準備、更新中のディスプレイ表示について。',
    },
    cues: [
      {
        start: 0,
        end: 2,
        text: {
          en: 'Copy the firmware file to an empty USB stick.',
          fr: 'Copiez le fichier du micrologiciel sur une clé USB vide.',
          it: 'Copiate il file del firmware su una chiavetta USB vuota.',
          de: 'Kopieren Sie die Firmware-Datei auf einen leeren USB-Stick.',
          es: 'Copie el archivo de firmware en una memoria USB vacía.',
          ja: 'ファームウェアファイルを空のUSBメモリにコピーします。',
        },
      },
      {
        start: 2,
        end: 4,
        text: {
          en: 'Do not switch the display off during the update.',
          fr: 'N’éteignez pas l’écran pendant la mise à jour.',
          it: 'Non spegnete il display durante l’aggiornamento.',
          de: 'Schalten Sie das Display während des Updates nicht aus.',
          es: 'No apague la pantalla durante la actualización.',
          ja: '更新中はディスプレイの電源を切らないでください。',
        },
      },
    ],
  },
  {
    id: 'vid-wave-start',
    slug: 'getting-started-with-wave',
    collectionId: 'col-software',
    durationSeconds: 4,
    addedAt: '2026-11-05T09:00:00.000Z',
    titles: {
      en: 'Getting started with Wave remote management',
      fr: 'Premiers pas avec la gestion à distance Wave',
      it: 'Primi passi con la gestione remota Wave',
      de: 'Erste Schritte mit der Fernverwaltung Wave',
      es: 'Primeros pasos con la gestión remota Wave',
      ja: 'Waveリモート管理を始める',
    },
    descriptions: {
      en: 'Adding displays to Wave, grouping them by site and scheduling content.',
      fr: 'Ajouter des écrans à Wave, les regrouper par site et planifier les contenus.',
      it: 'Aggiungere display a Wave, raggrupparli per sede e programmare i contenuti.',
      de: 'Displays zu Wave hinzufügen, nach Standort gruppieren und Inhalte planen.',
      es: 'Añadir pantallas a Wave, agruparlas por sede y programar contenidos.',
      ja: 'Waveへのディスプレイ追加、拠点ごとのグループ化、コンテンツのスケジュール設定。',
    },
    cues: [
      {
        start: 0,
        end: 2,
        text: {
          en: 'Sign in to Wave with your partner account.',
          fr: 'Connectez-vous à Wave avec votre compte partenaire.',
          it: 'Accedete a Wave con il vostro account partner.',
          de: 'Melden Sie sich mit Ihrem Partnerkonto bei Wave an.',
          es: 'Inicie sesión en Wave con su cuenta de partner.',
          ja: 'パートナーアカウントでWaveにサインインします。',
        },
      },
      {
        start: 2,
        end: 4,
        text: {
          en: 'Add a display by its serial number.',
          fr: 'Ajoutez un écran avec son numéro de série.',
          it: 'Aggiungete un display tramite il numero di serie.',
          de: 'Fügen Sie ein Display über seine Seriennummer hinzu.',
          es: 'Añada una pantalla con su número de serie.',
          ja: 'シリアル番号でディスプレイを追加します。',
        },
      },
    ],
  },
  {
    id: 'vid-retail-story',
    slug: 'signage-in-retail',
    collectionId: 'col-sales',
    durationSeconds: 4,
    addedAt: '2026-09-30T09:00:00.000Z',
    titles: {
      en: 'Signage displays in retail: a customer story',
      fr: 'Affichage dynamique dans le commerce : un témoignage client',
      it: 'Digital signage nel retail: la storia di un cliente',
      de: 'Signage-Displays im Einzelhandel: eine Kundengeschichte',
      es: 'Señalización digital en retail: un caso de cliente',
      ja: '小売業のサイネージディスプレイ：お客様事例',
    },
    descriptions: {
      en: 'How a fashion chain replaced printed posters with signage displays in forty stores.',
      fr: 'Comment une chaîne de mode a remplacé ses affiches imprimées par des écrans dans quarante magasins.',
      it: 'Come una catena di moda ha sostituito i poster stampati con display di signage in quaranta negozi.',
      de: 'Wie eine Modekette in vierzig Filialen gedruckte Plakate durch Signage-Displays ersetzt hat.',
      es: 'Cómo una cadena de moda sustituyó los carteles impresos por pantallas en cuarenta tiendas.',
      ja: 'あるファッションチェーンが40店舗で印刷ポスターをサイネージに置き換えた事例。',
    },
    cues: [
      {
        start: 0,
        end: 2,
        text: {
          en: 'Forty stores, one content plan.',
          fr: 'Quarante magasins, un seul plan de contenus.',
          it: 'Quaranta negozi, un unico piano dei contenuti.',
          de: 'Vierzig Filialen, ein Inhaltsplan.',
          es: 'Cuarenta tiendas, un solo plan de contenidos.',
          ja: '40店舗、ひとつのコンテンツ計画。',
        },
      },
      {
        start: 2,
        end: 4,
        text: {
          en: 'Campaigns now change in minutes, not weeks.',
          fr: 'Les campagnes changent désormais en quelques minutes, et non en semaines.',
          it: 'Ora le campagne cambiano in pochi minuti, non in settimane.',
          de: 'Kampagnen wechseln jetzt in Minuten statt in Wochen.',
          es: 'Ahora las campañas cambian en minutos, no en semanas.',
          ja: 'キャンペーンの切り替えが数週間から数分に。',
        },
      },
    ],
  },
]

export const VIDEO_LIBRARY = { collections: COLLECTIONS, videos: VIDEOS } as const

/** Where a video's media live in R2. */
export function videoMediaKeys(slug: string) {
  return {
    video: `videos/${slug}/video.webm`,
    poster: `videos/${slug}/poster.png`,
    captionsPrefix: `videos/${slug}/captions/`,
  }
}

function timestamp(seconds: number): string {
  const whole = Math.floor(seconds)
  return `00:${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}.000`
}

/** A video's captions in one language, as WebVTT. */
export function captionsOf(video: SeededVideo, language: VideoLanguage): string {
  return [
    'WEBVTT',
    '',
    ...video.cues.flatMap((cue, index) => [`${index + 1}`, `${timestamp(cue.start)} --> ${timestamp(cue.end)}`, cue.text[language], '']),
  ].join('\n')
}

export function videoLibrarySeedStatements(): string[] {
  return [
    ...COLLECTIONS.map((collection) =>
      insert('portal_video_collections', {
        id: collection.id,
        slug: collection.slug,
        titles_json: JSON.stringify(collection.titles),
        position: collection.position,
      }),
    ),
    ...VIDEOS.map((video) => {
      const keys = videoMediaKeys(video.slug)
      return insert('portal_videos', {
        id: video.id,
        slug: video.slug,
        collection_id: video.collectionId,
        titles_json: JSON.stringify(video.titles),
        descriptions_json: JSON.stringify(video.descriptions),
        duration_seconds: video.durationSeconds,
        video_key: keys.video,
        video_type: 'video/webm',
        poster_key: keys.poster,
        captions_prefix: keys.captionsPrefix,
        added_at: video.addedAt,
      })
    }),
  ]
}

/** The R2 files of the library: media from kv-seed/files/videos/, captions made here. */
export function videoLibraryFiles(): Array<{ key: string; type: string } & ({ file: string } | { text: string })> {
  return VIDEOS.flatMap((video) => {
    const keys = videoMediaKeys(video.slug)
    return [
      { key: keys.video, type: 'video/webm', file: `kv-seed/files/${keys.video}` },
      { key: keys.poster, type: 'image/png', file: `kv-seed/files/${keys.poster}` },
      ...VIDEO_LANGUAGES.map((language) => ({
        key: `${keys.captionsPrefix}${language}.vtt`,
        type: 'text/vtt',
        text: captionsOf(video, language),
      })),
    ]
  })
}
