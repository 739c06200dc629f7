/**
 * The four product categories. Slugs, titles, summaries and intros are the translated texts of the
 * former kv-seed/content/records.json, unchanged.
 */
import type { SourceCategory } from '../../source.ts'
import { catalogueImage, L } from './helpers.ts'

export const categories: SourceCategory[] = [
  {
    id: 'signage-displays',
    slug: L(
      'signage-displays',
      'ecrans-d-affichage-dynamique',
      'display-digital-signage',
      'signage-displays',
      'pantallas-de-senalizacion-digital',
      'signage-displays',
    ),
    title: L(
      'Signage displays',
      'Écrans d’affichage dynamique',
      'Display per digital signage',
      'Signage-Displays',
      'Pantallas de señalización digital',
      'サイネージディスプレイ',
    ),
    summary: L(
      'Bright, 24/7 displays for shop windows, menus and wayfinding.',
      'Des écrans lumineux, conçus pour fonctionner 24 h/24 et 7 j/7, pour les vitrines, les menus et la signalétique.',
      'Display luminosi per l’uso 24/7 in vetrine, menu e sistemi di orientamento.',
      'Helle Displays für den 24/7-Betrieb in Schaufenstern, als Menütafeln und für Wegeleitsysteme.',
      'Pantallas de alto brillo para funcionar 24/7 en escaparates, menús y señalización de orientación.',
      'ショーウィンドウ、メニュー表示、案内表示に最適な、24時間365日稼働の高輝度ディスプレイ。',
      'Bright, 24/7 displays for store windows, menus and wayfinding.',
    ),
    intro: L(
      'Signage displays built for continuous operation, from 24 to 98 inches.',
      'Des écrans d’affichage dynamique conçus pour un fonctionnement en continu, de 24 à 98 pouces.',
      'Display per digital signage progettati per il funzionamento continuo, da 24 a 98 pollici.',
      'Signage-Displays für den Dauerbetrieb, von 24 bis 98 Zoll.',
      'Pantallas de señalización digital diseñadas para un funcionamiento continuo, de 24 a 98 pulgadas.',
      '連続稼働向けに設計された、24～98インチのサイネージディスプレイです。',
    ),
    image: catalogueImage(
      'category-signage-displays.svg',
      L(
        'Illustration of a landscape and a portrait signage display on stands',
        'Illustration d’un écran d’affichage dynamique horizontal et d’un écran vertical sur pied',
        'Illustrazione di un display per digital signage orizzontale e di uno verticale su piedistallo',
        'Illustration eines Signage-Displays im Querformat und eines im Hochformat auf Standfüßen',
        'Ilustración de una pantalla de señalización digital horizontal y otra vertical sobre soportes',
        'スタンドに設置された横型と縦型のサイネージディスプレイのイラスト',
      ),
    ),
  },
  {
    id: 'led-video-walls',
    slug: L('led-video-walls', 'murs-video-led', 'videowall-led', 'led-videowaende', 'videowalls-led', 'led-video-walls'),
    title: L('LED video walls', 'Murs vidéo LED', 'Videowall LED', 'LED-Videowände', 'Videowalls LED', 'LEDビデオウォール'),
    summary: L(
      'Seamless direct-view LED for lobbies, stages and control rooms.',
      'Des murs LED à affichage direct, sans jointure, pour les halls d’accueil, les scènes et les salles de contrôle.',
      'LED a visione diretta senza giunzioni per reception, palchi e sale di controllo.',
      'Nahtlose Direct-View-LED-Lösungen für Foyers, Bühnen und Kontrollräume.',
      'LED de visión directa sin juntas para vestíbulos, escenarios y salas de control.',
      'ロビー、ステージ、コントロールルームに最適な、継ぎ目のない直視型LED。',
    ),
    intro: L(
      'Direct-view LED cabinets that build walls of any size without visible seams.',
      'Des caissons LED à affichage direct pour créer des murs de toutes tailles sans jointure visible.',
      'Cabinet LED a visione diretta per realizzare videowall di qualsiasi dimensione senza giunzioni visibili.',
      'Direct-View-LED-Cabinets, aus denen sich Wände jeder Größe ohne sichtbare Fugen bauen lassen.',
      'Módulos LED de visión directa para construir videowalls de cualquier tamaño sin juntas visibles.',
      'あらゆるサイズの壁面を継ぎ目なく構築できる、直視型LEDキャビネットです。',
    ),
    image: catalogueImage(
      'category-led-video-walls.svg',
      L(
        'Illustration of a seamless LED video wall made of cabinets',
        'Illustration d’un mur vidéo LED sans jointure composé de caissons',
        'Illustrazione di un videowall LED senza giunzioni composto da cabinet',
        'Illustration einer nahtlosen LED-Videowand aus einzelnen Cabinets',
        'Ilustración de un videowall LED sin juntas formado por módulos',
        'キャビネットで構成された継ぎ目のないLEDビデオウォールのイラスト',
      ),
    ),
  },
  {
    id: 'professional-tvs',
    slug: L(
      'professional-tvs',
      'televiseurs-professionnels',
      'tv-professionali',
      'professionelle-tvs',
      'televisores-profesionales',
      'professional-tvs',
    ),
    title: L(
      'Professional TVs',
      'Téléviseurs professionnels',
      'TV professionali',
      'Professionelle TVs',
      'Televisores profesionales',
      '業務用テレビ',
    ),
    summary: L(
      'Hospitality and healthcare TVs with central management.',
      'Des téléviseurs pour l’hôtellerie et les établissements de santé, avec gestion centralisée.',
      'TV per il settore alberghiero e sanitario con gestione centralizzata.',
      'TVs für Hotellerie und Gesundheitswesen mit zentraler Verwaltung.',
      'Televisores para hostelería y sanidad con gestión centralizada.',
      '一元管理に対応した、ホテル・医療施設向けテレビ。',
    ),
    intro: L(
      'TVs for hotels, hospitals and cruise ships, managed centrally.',
      'Des téléviseurs pour les hôtels, les hôpitaux et les navires de croisière, gérés de manière centralisée.',
      'TV per hotel, ospedali e navi da crociera, gestite in modo centralizzato.',
      'TVs für Hotels, Krankenhäuser und Kreuzfahrtschiffe, zentral verwaltet.',
      'Televisores para hoteles, hospitales y cruceros, con gestión centralizada.',
      'ホテル、病院、クルーズ船向けのテレビを一元管理できます。',
    ),
    image: catalogueImage(
      'category-professional-tvs.svg',
      L(
        'Illustration of a professional TV with its remote control',
        'Illustration d’un téléviseur professionnel et de sa télécommande',
        'Illustrazione di una TV professionale con il suo telecomando',
        'Illustration eines professionellen TVs mit Fernbedienung',
        'Ilustración de un televisor profesional con su mando a distancia',
        '業務用テレビとリモコンのイラスト',
      ),
    ),
  },
  {
    id: 'monitors',
    slug: L('monitors', 'moniteurs', 'monitor', 'monitore', 'monitores', 'monitors'),
    title: L('Monitors', 'Moniteurs', 'Monitor', 'Monitore', 'Monitores', 'モニター'),
    summary: L(
      'Business monitors for offices, studios and control desks.',
      'Des moniteurs professionnels pour les bureaux, les studios et les postes de contrôle.',
      'Monitor professionali per uffici, studi e postazioni di controllo.',
      'Business-Monitore für Büros, Studios und Leitstände.',
      'Monitores profesionales para oficinas, estudios y puestos de control.',
      'オフィス、スタジオ、コントロールデスク向けのビジネスモニター。',
    ),
    intro: L(
      'Ergonomic monitors with USB-C docking for hybrid workplaces.',
      'Des moniteurs ergonomiques avec station d’accueil USB-C intégrée pour les espaces de travail hybrides.',
      'Monitor ergonomici con docking USB-C per ambienti di lavoro ibridi.',
      'Ergonomische Monitore mit USB-C-Docking für hybride Arbeitsplätze.',
      'Monitores ergonómicos con dock USB-C para entornos de trabajo híbridos.',
      'ハイブリッドワークに最適な、USB-Cドッキング機能搭載のエルゴノミクスモニターです。',
    ),
    image: catalogueImage(
      'category-monitors.svg',
      L(
        'Illustration of two business monitors on a desk',
        'Illustration de deux moniteurs professionnels sur un bureau',
        'Illustrazione di due monitor professionali su una scrivania',
        'Illustration zweier Business-Monitore auf einem Schreibtisch',
        'Ilustración de dos monitores profesionales sobre un escritorio',
        'デスクに並んだ2台のビジネスモニターのイラスト',
      ),
    ),
  },
]
