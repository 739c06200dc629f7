/**
 * The company and legal pages (CMS pages): About us, Sustainability, privacy policy, terms and
 * conditions, imprint, cookie policy and accessibility statement, in every language of the seed.
 * Their ids and slugs are fixed in ui/content/company-pages.ts, because the footer's built-in
 * links and the forms' consent sentences link them; the publisher refuses a seed that moves them.
 */
import { COMPANY_PAGES, type CompanyPageId } from '../../ui/content/company-pages.ts'
import type { RouteName } from '../../ui/routes/route-table.ts'
import type { SeedPage } from '../publish.ts'
import type { SeedBlock } from '../source.ts'
import { type Tx, tx } from './localised-text.ts'

/** Text in every language; `us` only where American English differs from British English. */
const h = (t: Tx): SeedBlock => ({ type: 'heading', text: tx(t) })
const p = (t: Tx): SeedBlock => ({ type: 'paragraph', text: tx(t) })
const a = (route: RouteName, t: Tx, params?: Record<string, string>): SeedBlock => ({
  type: 'link',
  text: tx(t),
  route,
  ...(params ? { params } : {}),
})
/** A link to another CMS page, by its id. */
const toPage = (id: string, t: Tx): SeedBlock => a('slug', t, { slug: id })

function companyPage(id: CompanyPageId, content: Omit<SeedPage, 'id' | 'slug' | 'parent'>): SeedPage {
  const address = COMPANY_PAGES[id]
  return { id, parent: address.parent ?? null, slug: { ...address.slug }, ...content }
}

/** When the legal texts were last reviewed (the sitemaps' lastmod). */
const LEGAL_TEXTS_REVIEWED = '2026-10-01'
const COMPANY_TEXTS_REVIEWED = '2026-09-15'

const contactUs = a('contact', {
  en: 'Contact us',
  fr: 'Nous contacter',
  it: 'Ci contatti',
  de: 'Kontakt aufnehmen',
  es: 'Contacte con nosotros',
  ja: 'お問い合わせ',
})

/* ------------------------------------------------------------------ about us */

const aboutUs = companyPage('about-us', {
  updated: COMPANY_TEXTS_REVIEWED,
  title: tx({ en: 'About us', fr: 'À propos de nous', it: 'Chi siamo', de: 'Über uns', es: 'Sobre nosotros', ja: '私たちについて' }),
  description: tx({
    en: 'Who we are, what we make and how we work with partners and customers across more than 40 countries.',
    fr: 'Qui nous sommes, ce que nous fabriquons et comment nous travaillons avec nos partenaires et clients dans plus de 40 pays.',
    it: 'Chi siamo, che cosa produciamo e come lavoriamo con partner e clienti in oltre 40 paesi.',
    de: 'Wer wir sind, was wir herstellen und wie wir mit Partnern und Kunden in mehr als 40 Ländern zusammenarbeiten.',
    es: 'Quiénes somos, qué fabricamos y cómo trabajamos con partners y clientes en más de 40 países.',
    ja: '私たちの企業概要、製品、そして40か国以上のパートナーやお客様との協働についてご紹介します。',
  }),
  intro: tx({
    en: 'For more than 30 years we have designed displays for businesses that cannot afford a dark screen.',
    fr: 'Depuis plus de 30 ans, nous concevons des écrans pour les entreprises qui ne peuvent pas se permettre un écran noir.',
    it: 'Da oltre 30 anni progettiamo display per aziende che non possono permettersi uno schermo spento.',
    de: 'Seit mehr als 30 Jahren entwickeln wir Displays für Unternehmen, die sich keinen schwarzen Bildschirm leisten können.',
    es: 'Desde hace más de 30 años diseñamos pantallas para empresas que no pueden permitirse una pantalla en negro.',
    ja: '30年以上にわたり、画面が消えることの許されない企業のためにディスプレイを設計してきました。',
  }),
  blocks: [
    h({ en: 'Who we are', fr: 'Qui nous sommes', it: 'Chi siamo', de: 'Wer wir sind', es: 'Quiénes somos', ja: '私たちについて' }),
    p({
      en: 'Vantage Displays was founded in London in 1993 to build monitors for broadcast control rooms. Today 420 people work for us in London, Eindhoven, Munich, Lyon, Milan, Madrid and Tokyo, in engineering, product management, logistics, sales and service.',
      fr: 'Vantage Displays a été fondée à Londres en 1993 pour fabriquer des moniteurs destinés aux régies de télévision. Aujourd’hui, 420 personnes travaillent pour nous à Londres, Eindhoven, Munich, Lyon, Milan, Madrid et Tokyo, dans l’ingénierie, la gestion des produits, la logistique, la vente et le service.',
      it: 'Vantage Displays è stata fondata a Londra nel 1993 per produrre monitor per le regie televisive. Oggi 420 persone lavorano per noi a Londra, Eindhoven, Monaco di Baviera, Lione, Milano, Madrid e Tokyo, nell’ingegneria, nella gestione dei prodotti, nella logistica, nelle vendite e nell’assistenza.',
      de: 'Vantage Displays wurde 1993 in London gegründet, um Monitore für Sendeleitstellen zu bauen. Heute arbeiten 420 Menschen für uns in London, Eindhoven, München, Lyon, Mailand, Madrid und Tokio – in Entwicklung, Produktmanagement, Logistik, Vertrieb und Service.',
      es: 'Vantage Displays se fundó en Londres en 1993 para fabricar monitores para salas de control de televisión. Hoy trabajan para nosotros 420 personas en Londres, Eindhoven, Múnich, Lyon, Milán, Madrid y Tokio, en ingeniería, gestión de producto, logística, ventas y servicio.',
      ja: 'Vantage Displaysは1993年、放送局のコントロールルーム向けモニターを製造するためにロンドンで設立されました。現在はロンドン、アイントホーフェン、ミュンヘン、リヨン、ミラノ、マドリード、東京で420名が、エンジニアリング、製品管理、物流、営業、サービスに携わっています。',
    }),
    h({
      en: 'What we make',
      fr: 'Ce que nous fabriquons',
      it: 'Che cosa produciamo',
      de: 'Was wir herstellen',
      es: 'Qué fabricamos',
      ja: '製品について',
    }),
    p({
      en: 'Our range covers signage displays for shop windows and public spaces, fine-pitch LED video walls, professional TVs for hotels and hospitals, and monitors for offices and control rooms. Every model is rated for long daily use and can be managed remotely with Wave, our cloud service for display networks.',
      fr: 'Notre gamme comprend des écrans d’affichage dynamique pour les vitrines et les espaces publics, des murs vidéo LED à pas fin, des téléviseurs professionnels pour les hôtels et les hôpitaux, et des moniteurs pour les bureaux et les salles de contrôle. Chaque modèle est conçu pour une longue utilisation quotidienne et peut être géré à distance avec Wave, notre service cloud pour les réseaux d’écrans.',
      it: 'La nostra gamma comprende display per digital signage per vetrine e spazi pubblici, videowall LED a passo fine, TV professionali per hotel e ospedali e monitor per uffici e sale di controllo. Ogni modello è progettato per un uso quotidiano prolungato e può essere gestito da remoto con Wave, il nostro servizio cloud per le reti di display.',
      de: 'Unser Sortiment umfasst Signage-Displays für Schaufenster und öffentliche Räume, LED-Videowände mit feinem Pixelabstand, professionelle TVs für Hotels und Krankenhäuser sowie Monitore für Büros und Kontrollräume. Jedes Modell ist für lange tägliche Laufzeiten ausgelegt und lässt sich mit Wave, unserem Cloud-Dienst für Displaynetzwerke, aus der Ferne verwalten.',
      es: 'Nuestra gama incluye pantallas de señalización digital para escaparates y espacios públicos, videowalls LED de paso fino, televisores profesionales para hoteles y hospitales, y monitores para oficinas y salas de control. Cada modelo está diseñado para un uso diario prolongado y puede gestionarse de forma remota con Wave, nuestro servicio en la nube para redes de pantallas.',
      ja: '製品ラインアップは、ショーウィンドウや公共空間向けのサイネージディスプレイ、ファインピッチLEDビデオウォール、ホテルや病院向けの業務用テレビ、オフィスやコントロールルーム向けのモニターです。すべてのモデルが長時間の連続使用に対応し、ディスプレイネットワーク向けクラウドサービス「Wave」でリモート管理できます。',
    }),
    h({
      en: 'Working through partners',
      fr: 'Un travail avec nos partenaires',
      it: 'Il lavoro con i partner',
      de: 'Zusammenarbeit mit Partnern',
      es: 'Trabajo con partners',
      ja: 'パートナーとの協働',
    }),
    p({
      en: 'We sell through more than 300 certified integrators and distributors in over 40 countries. They plan, install and service the displays near you, and we support them with training, demo equipment, project pricing and a partner portal that gives them firmware, documents and direct access to our engineers.',
      fr: 'Nous vendons par l’intermédiaire de plus de 300 intégrateurs et distributeurs certifiés dans plus de 40 pays. Ils planifient, installent et entretiennent les écrans près de chez vous, et nous les accompagnons avec des formations, du matériel de démonstration, des prix projet et un portail partenaires qui leur donne accès aux micrologiciels, aux documents et directement à nos ingénieurs.',
      it: 'Vendiamo tramite oltre 300 integratori e distributori certificati in più di 40 paesi. Sono loro a progettare, installare e assistere i display vicino a Lei, e noi li supportiamo con formazione, apparecchiature demo, prezzi di progetto e un portale partner che offre firmware, documenti e accesso diretto ai nostri ingegneri.',
      de: 'Wir verkaufen über mehr als 300 zertifizierte Integratoren und Distributoren in über 40 Ländern. Sie planen, installieren und warten die Displays in Ihrer Nähe, und wir unterstützen sie mit Schulungen, Demogeräten, Projektpreisen und einem Partnerportal mit Firmware, Dokumenten und direktem Zugang zu unseren Ingenieuren.',
      es: 'Vendemos a través de más de 300 integradores y distribuidores certificados en más de 40 países. Ellos planifican, instalan y mantienen las pantallas cerca de usted, y nosotros les apoyamos con formación, equipos de demostración, precios de proyecto y un portal de partners con firmware, documentos y acceso directo a nuestros ingenieros.',
      ja: '当社は40か国以上、300社を超える認定インテグレーターおよび販売代理店を通じて製品を販売しています。パートナーがお客様の近くでディスプレイの計画、設置、保守を行い、当社はトレーニング、デモ機、プロジェクト価格、そしてファームウェアや資料、エンジニアへの直接相談を提供するパートナーポータルでパートナーを支援しています。',
    }),
    a('partnership', {
      en: 'Become a partner',
      fr: 'Devenir partenaire',
      it: 'Diventi partner',
      de: 'Partner werden',
      es: 'Hágase partner',
      ja: 'パートナーになる',
    }),
    h({
      en: 'Quality and service',
      fr: 'Qualité et service',
      it: 'Qualità e assistenza',
      de: 'Qualität und Service',
      es: 'Calidad y servicio',
      ja: '品質とサービス',
    }),
    p({
      en: 'Our quality management is certified to ISO 9001 and every display runs a 48-hour burn-in before it leaves the factory. Signage displays and LED walls come with a three-year warranty including advance replacement, and spare parts stay available for at least seven years after a model is discontinued.',
      fr: 'Notre management de la qualité est certifié ISO 9001 et chaque écran subit un rodage de 48 heures avant de quitter l’usine. Les écrans d’affichage dynamique et les murs LED bénéficient d’une garantie de trois ans avec échange anticipé, et les pièces détachées restent disponibles au moins sept ans après l’arrêt d’un modèle.',
      it: 'Il nostro sistema di gestione della qualità è certificato ISO 9001 e ogni display effettua un burn-in di 48 ore prima di lasciare la fabbrica. I display per digital signage e i videowall LED hanno una garanzia di tre anni con sostituzione anticipata, e i ricambi restano disponibili per almeno sette anni dalla fine della produzione di un modello.',
      de: 'Unser Qualitätsmanagement ist nach ISO 9001 zertifiziert, und jedes Display durchläuft vor dem Versand einen 48-stündigen Einbrenntest. Signage-Displays und LED-Wände haben drei Jahre Garantie mit Vorabaustausch, und Ersatzteile bleiben mindestens sieben Jahre nach dem Auslaufen eines Modells lieferbar.',
      es: 'Nuestra gestión de la calidad está certificada según ISO 9001 y cada pantalla pasa 48 horas de prueba de funcionamiento antes de salir de fábrica. Las pantallas de señalización digital y los videowalls LED tienen una garantía de tres años con sustitución anticipada, y las piezas de repuesto siguen disponibles al menos siete años después de que un modelo deje de fabricarse.',
      ja: '当社の品質マネジメントはISO 9001の認証を取得しており、すべてのディスプレイは出荷前に48時間のエージングテストを行います。サイネージディスプレイとLEDウォールには先出し交換付きの3年保証があり、補修部品はモデルの生産終了後も最低7年間供給します。',
    }),
    h({
      en: 'Our commitments',
      fr: 'Nos engagements',
      it: 'I nostri impegni',
      de: 'Unsere Verpflichtungen',
      es: 'Nuestros compromisos',
      ja: '私たちの約束',
    }),
    p({
      en: 'We design for low energy use, long life and repair, and we report our progress every year. We also want to be a good place to work: engineers, trainees and service staff grow with us through mentoring and training budgets for everyone.',
      fr: 'Nous concevons nos produits pour une faible consommation d’énergie, une longue durée de vie et la réparation, et nous rendons compte de nos progrès chaque année. Nous voulons aussi être un bon employeur : ingénieurs, apprentis et techniciens évoluent avec nous grâce au mentorat et à un budget de formation pour chacun.',
      it: 'Progettiamo per bassi consumi, lunga durata e riparabilità, e rendiamo conto dei nostri progressi ogni anno. Vogliamo anche essere un buon posto in cui lavorare: ingegneri, tirocinanti e tecnici crescono con noi grazie al mentoring e a un budget di formazione per tutti.',
      de: 'Wir entwickeln für geringen Energieverbrauch, lange Lebensdauer und Reparierbarkeit und berichten jedes Jahr über unsere Fortschritte. Außerdem wollen wir ein guter Arbeitgeber sein: Ingenieurinnen, Auszubildende und Servicetechniker wachsen mit uns, mit Mentoring und einem Weiterbildungsbudget für alle.',
      es: 'Diseñamos para un bajo consumo de energía, una larga vida útil y la reparación, e informamos de nuestros avances cada año. También queremos ser un buen lugar para trabajar: ingenieros, becarios y técnicos de servicio crecen con nosotros gracias a la mentoría y a un presupuesto de formación para todos.',
      ja: '当社は省エネルギー、長寿命、修理しやすさを重視して設計し、その進捗を毎年報告しています。また、働きがいのある職場であることも目指しており、エンジニア、研修生、サービススタッフが、メンタリングと全員に用意された研修予算を通じて成長しています。',
    }),
    toPage('sustainability', {
      en: 'Read about our sustainability work',
      fr: 'Découvrir nos actions de développement durable',
      it: 'Scopra il nostro impegno per la sostenibilità',
      de: 'Mehr über unsere Nachhaltigkeitsarbeit',
      es: 'Conozca nuestro trabajo en sostenibilidad',
      ja: 'サステナビリティへの取り組みを見る',
    }),
    a('careers', {
      en: 'See our open positions',
      fr: 'Voir nos postes ouverts',
      it: 'Veda le posizioni aperte',
      de: 'Offene Stellen ansehen',
      es: 'Ver nuestras ofertas de empleo',
      ja: '募集中の職種を見る',
    }),
  ],
})

/* ------------------------------------------------------------------ sustainability */

const sustainability = companyPage('sustainability', {
  updated: COMPANY_TEXTS_REVIEWED,
  title: tx({
    en: 'Sustainability',
    fr: 'Développement durable',
    it: 'Sostenibilità',
    de: 'Nachhaltigkeit',
    es: 'Sostenibilidad',
    ja: 'サステナビリティ',
  }),
  description: tx({
    en: 'How we reduce the energy use and footprint of our displays, from design to take-back.',
    fr: 'Comment nous réduisons la consommation d’énergie et l’empreinte de nos écrans, de la conception à la reprise.',
    it: 'Come riduciamo il consumo energetico e l’impatto dei nostri display, dalla progettazione al ritiro.',
    de: 'Wie wir den Energieverbrauch und den Fußabdruck unserer Displays senken – von der Entwicklung bis zur Rücknahme.',
    es: 'Cómo reducimos el consumo energético y la huella de nuestras pantallas, desde el diseño hasta la recogida.',
    ja: '設計から回収まで、ディスプレイのエネルギー使用量と環境負荷を削減する取り組みをご紹介します。',
  }),
  intro: tx({
    en: 'Displays that run all day should use as little energy as possible, last as long as possible and come back to us at the end of their life.',
    fr: 'Des écrans qui fonctionnent toute la journée doivent consommer le moins d’énergie possible, durer le plus longtemps possible et nous revenir en fin de vie.',
    it: 'I display che restano accesi tutto il giorno devono consumare meno energia possibile, durare il più a lungo possibile e tornare da noi a fine vita.',
    de: 'Displays, die den ganzen Tag laufen, sollten so wenig Energie wie möglich verbrauchen, so lange wie möglich halten und am Ende ihres Lebens zu uns zurückkommen.',
    es: 'Las pantallas que funcionan todo el día deben consumir la menor energía posible, durar lo máximo posible y volver a nosotros al final de su vida útil.',
    ja: '一日中稼働するディスプレイだからこそ、消費電力を抑え、できるだけ長く使え、寿命を迎えたら当社に戻ってくるべきだと考えています。',
  }),
  blocks: [
    h({
      en: 'Energy in operation',
      fr: 'L’énergie en fonctionnement',
      it: 'L’energia durante l’uso',
      de: 'Energie im Betrieb',
      es: 'La energía en funcionamiento',
      ja: '稼働時のエネルギー',
    }),
    p({
      en: 'Most of a display’s footprint comes from the electricity it uses over its life. Our signage displays adjust their brightness to the room with a light sensor, draw less than 0.5 W in standby and can be switched off on a schedule with Wave, which also reports the energy used by each screen for your own sustainability reporting.',
      fr: 'L’essentiel de l’empreinte d’un écran provient de l’électricité qu’il consomme pendant sa vie. Nos écrans d’affichage dynamique adaptent leur luminosité à la pièce grâce à un capteur, consomment moins de 0,5 W en veille et peuvent être éteints selon un planning avec Wave, qui indique aussi l’énergie consommée par chaque écran pour vos propres rapports.',
      it: 'Gran parte dell’impatto di un display deriva dall’elettricità che consuma nel corso della sua vita. I nostri display per digital signage regolano la luminosità in base all’ambiente con un sensore, assorbono meno di 0,5 W in standby e possono essere spenti secondo una programmazione con Wave, che riporta anche l’energia consumata da ogni schermo per la Sua rendicontazione di sostenibilità.',
      de: 'Der größte Teil des Fußabdrucks eines Displays entsteht durch den Strom, den es im Laufe seines Lebens verbraucht. Unsere Signage-Displays passen ihre Helligkeit per Lichtsensor an den Raum an, benötigen im Standby weniger als 0,5 W und lassen sich mit Wave nach Zeitplan abschalten; Wave meldet außerdem den Energieverbrauch jedes Bildschirms für Ihre eigene Nachhaltigkeitsberichterstattung.',
      es: 'La mayor parte de la huella de una pantalla procede de la electricidad que consume a lo largo de su vida. Nuestras pantallas de señalización digital ajustan su brillo a la sala con un sensor de luz, consumen menos de 0,5 W en espera y pueden apagarse según una programación con Wave, que además informa de la energía consumida por cada pantalla para sus propios informes de sostenibilidad.',
      ja: 'ディスプレイの環境負荷の大部分は、製品寿命全体で消費する電力から生じます。当社のサイネージディスプレイは照度センサーで室内に合わせて輝度を調整し、待機電力は0.5 W未満で、Waveを使ってスケジュールに沿って電源を切ることができます。Waveは画面ごとの消費電力も報告するため、お客様のサステナビリティ報告にご活用いただけます。',
    }),
    h({
      en: 'Materials and packaging',
      fr: 'Matériaux et emballages',
      it: 'Materiali e imballaggi',
      de: 'Materialien und Verpackung',
      es: 'Materiales y embalajes',
      ja: '素材と梱包',
    }),
    p({
      en: 'The rear covers of our current signage and monitor ranges contain at least 30% recycled plastic, and we avoid PVC and brominated flame retardants in housings. Packaging is 95% corrugated cardboard with moulded pulp instead of foam, printed with water-based inks.',
      fr: 'Les capots arrière de nos gammes actuelles d’écrans d’affichage dynamique et de moniteurs contiennent au moins 30 % de plastique recyclé, et nous évitons le PVC et les retardateurs de flamme bromés dans les boîtiers. Les emballages sont composés à 95 % de carton ondulé, avec de la pâte moulée à la place de la mousse, et imprimés avec des encres à l’eau.',
      it: 'Le cover posteriori delle nostre attuali gamme di display per digital signage e monitor contengono almeno il 30% di plastica riciclata, ed evitiamo il PVC e i ritardanti di fiamma bromurati negli chassis. Gli imballaggi sono al 95% in cartone ondulato, con polpa modellata al posto della schiuma, e stampati con inchiostri a base d’acqua.',
      de: 'Die Rückwände unserer aktuellen Signage- und Monitorserien bestehen zu mindestens 30 % aus recyceltem Kunststoff, und in Gehäusen verzichten wir auf PVC und bromierte Flammschutzmittel. Die Verpackung besteht zu 95 % aus Wellpappe, mit Formfaser statt Schaumstoff, bedruckt mit Farben auf Wasserbasis.',
      es: 'Las cubiertas traseras de nuestras gamas actuales de señalización digital y monitores contienen al menos un 30 % de plástico reciclado, y evitamos el PVC y los retardantes de llama bromados en las carcasas. El embalaje es en un 95 % cartón ondulado, con pulpa moldeada en lugar de espuma, e impreso con tintas al agua.',
      ja: '現行のサイネージおよびモニター製品の背面カバーには30%以上の再生プラスチックを使用し、筐体にはPVCや臭素系難燃剤を使用していません。梱包材は95%が段ボールで、発泡材の代わりにパルプモールドを用い、水性インクで印刷しています。',
    }),
    h({
      en: 'A longer life',
      fr: 'Une durée de vie plus longue',
      it: 'Una vita più lunga',
      de: 'Ein längeres Leben',
      es: 'Una vida más larga',
      ja: '長く使うために',
    }),
    p({
      en: 'A display that stays in service for ten years instead of five halves its footprint per year. We keep releasing firmware updates for at least seven years, design power supplies and LED modules to be replaced on site, and refurbish returned demo equipment so it can be sold again with a full warranty.',
      fr: 'Un écran qui reste en service dix ans au lieu de cinq divise par deux son empreinte annuelle. Nous publions des mises à jour du micrologiciel pendant au moins sept ans, concevons des alimentations et des modules LED remplaçables sur site, et reconditionnons le matériel de démonstration retourné afin qu’il soit revendu avec une garantie complète.',
      it: 'Un display che resta in servizio dieci anni invece di cinque dimezza il proprio impatto annuo. Rilasciamo aggiornamenti firmware per almeno sette anni, progettiamo alimentatori e moduli LED sostituibili sul posto e ricondizioniamo le apparecchiature demo restituite, che possono così essere rivendute con garanzia completa.',
      de: 'Ein Display, das zehn statt fünf Jahre im Einsatz bleibt, halbiert seinen Fußabdruck pro Jahr. Wir liefern mindestens sieben Jahre lang Firmware-Updates, konstruieren Netzteile und LED-Module so, dass sie vor Ort getauscht werden können, und bereiten zurückgegebene Demogeräte auf, damit sie mit voller Garantie erneut verkauft werden können.',
      es: 'Una pantalla que sigue en servicio diez años en lugar de cinco reduce a la mitad su huella anual. Publicamos actualizaciones de firmware durante al menos siete años, diseñamos fuentes de alimentación y módulos LED que se sustituyen in situ y reacondicionamos los equipos de demostración devueltos para venderlos de nuevo con garantía completa.',
      ja: '5年ではなく10年使われるディスプレイは、1年あたりの環境負荷が半分になります。当社は少なくとも7年間ファームウェアの更新を提供し、電源ユニットやLEDモジュールを現場で交換できるよう設計し、返却されたデモ機を整備して完全な保証付きで再販しています。',
    }),
    h({
      en: 'Take-back and recycling',
      fr: 'Reprise et recyclage',
      it: 'Ritiro e riciclo',
      de: 'Rücknahme und Recycling',
      es: 'Recogida y reciclaje',
      ja: '回収とリサイクル',
    }),
    p({
      en: 'At the end of their life, our partners return displays to approved recyclers under the WEEE rules of each country, free of charge for business customers. In 2025, 87% of the material of returned displays by weight was recovered for reuse or recycling.',
      fr: 'En fin de vie, nos partenaires confient les écrans à des recycleurs agréés selon la réglementation DEEE de chaque pays, gratuitement pour les clients professionnels. En 2025, 87 % du poids des écrans retournés a été valorisé par réemploi ou recyclage.',
      it: 'A fine vita, i nostri partner consegnano i display a riciclatori autorizzati secondo le norme RAEE di ciascun paese, gratuitamente per i clienti professionali. Nel 2025 è stato recuperato per il riutilizzo o il riciclo l’87% in peso dei materiali dei display restituiti.',
      de: 'Am Ende ihres Lebens geben unsere Partner die Displays nach den WEEE-Regeln des jeweiligen Landes an zugelassene Recyclingbetriebe zurück, für Geschäftskunden kostenlos. 2025 wurden 87 % des Gewichts der zurückgenommenen Displays wiederverwendet oder recycelt.',
      es: 'Al final de su vida útil, nuestros partners entregan las pantallas a recicladores autorizados conforme a la normativa RAEE de cada país, sin coste para los clientes empresariales. En 2025 se recuperó para reutilización o reciclaje el 87 % del peso de las pantallas devueltas.',
      ja: '使用を終えたディスプレイは、各国のWEEE規則に従ってパートナーが認定リサイクル業者に引き渡します。法人のお客様は無料です。2025年には、回収したディスプレイの重量の87%が再使用またはリサイクルされました。',
    }),
    h({
      en: 'Our own operations',
      fr: 'Nos propres activités',
      it: 'Le nostre attività',
      de: 'Unser eigener Betrieb',
      es: 'Nuestras propias operaciones',
      ja: '自社の事業活動',
    }),
    p({
      en: 'Our offices and warehouses run on renewable electricity, and we ship by sea and rail wherever delivery times allow. By 2030 we aim to cut the emissions of our own operations by 60% compared with 2022 and to publish science-based targets for our supply chain.',
      fr: 'Nos bureaux et entrepôts fonctionnent à l’électricité renouvelable, et nous expédions par voie maritime et ferroviaire chaque fois que les délais le permettent. D’ici 2030, nous visons une réduction de 60 % des émissions de nos propres activités par rapport à 2022 et la publication d’objectifs fondés sur la science pour notre chaîne d’approvisionnement.',
      it: 'I nostri uffici e magazzini utilizzano elettricità rinnovabile e spediamo via mare e su rotaia ogni volta che i tempi di consegna lo consentono. Entro il 2030 puntiamo a ridurre del 60% le emissioni delle nostre attività rispetto al 2022 e a pubblicare obiettivi basati sulla scienza per la nostra catena di fornitura.',
      de: 'Unsere Büros und Lager werden mit Ökostrom betrieben, und wir versenden per Schiff und Bahn, wo immer es die Lieferzeiten erlauben. Bis 2030 wollen wir die Emissionen unseres eigenen Betriebs gegenüber 2022 um 60 % senken und wissenschaftsbasierte Ziele für unsere Lieferkette veröffentlichen.',
      es: 'Nuestras oficinas y almacenes funcionan con electricidad renovable, y enviamos por mar y ferrocarril siempre que los plazos de entrega lo permiten. Para 2030 queremos reducir un 60 % las emisiones de nuestras propias operaciones respecto a 2022 y publicar objetivos basados en la ciencia para nuestra cadena de suministro.',
      ja: '当社のオフィスと倉庫は再生可能エネルギー由来の電力で運営しており、納期が許す限り海上輸送と鉄道輸送を利用しています。2030年までに自社の事業活動による排出量を2022年比で60%削減し、サプライチェーンについても科学的根拠に基づく目標を公表することを目指しています。',
    }),
    toPage('sustainability-reports', {
      en: 'Read our sustainability reports',
      fr: 'Lire nos rapports de développement durable',
      it: 'Legga i nostri bilanci di sostenibilità',
      de: 'Unsere Nachhaltigkeitsberichte lesen',
      es: 'Lea nuestros informes de sostenibilidad',
      ja: 'サステナビリティレポートを読む',
    }),
  ],
})

/* ------------------------------------------------------------------ privacy policy */

const privacyPolicy = companyPage('privacy-policy', {
  updated: LEGAL_TEXTS_REVIEWED,
  title: tx({
    en: 'Privacy policy',
    fr: 'Politique de confidentialité',
    it: 'Informativa sulla privacy',
    de: 'Datenschutzerklärung',
    es: 'Política de privacidad',
    ja: 'プライバシーポリシー',
  }),
  description: tx({
    en: 'How we handle your personal data: what we collect, why, who receives it, how long we keep it and your rights.',
    fr: 'Comment nous traitons vos données personnelles : ce que nous collectons, pourquoi, qui les reçoit, combien de temps nous les conservons et vos droits.',
    it: 'Come trattiamo i Suoi dati personali: che cosa raccogliamo, perché, chi li riceve, per quanto tempo li conserviamo e quali sono i Suoi diritti.',
    de: 'Wie wir mit Ihren personenbezogenen Daten umgehen: was wir erheben, wozu, wer sie erhält, wie lange wir sie speichern und welche Rechte Sie haben.',
    es: 'Cómo tratamos sus datos personales: qué recogemos, para qué, quién los recibe, cuánto tiempo los conservamos y cuáles son sus derechos.',
    ja: 'お客様の個人情報について、収集する内容、目的、提供先、保存期間、お客様の権利をご説明します。',
  }),
  intro: tx({
    en: 'We only process the personal data we need to answer your questions and serve you as a customer or partner.',
    fr: 'Nous ne traitons que les données personnelles nécessaires pour répondre à vos questions et vous servir en tant que client ou partenaire.',
    it: 'Trattiamo soltanto i dati personali necessari per rispondere alle Sue domande e per servirLa in qualità di cliente o partner.',
    de: 'Wir verarbeiten nur die personenbezogenen Daten, die wir benötigen, um Ihre Fragen zu beantworten und Sie als Kunde oder Partner zu betreuen.',
    es: 'Solo tratamos los datos personales que necesitamos para responder a sus preguntas y atenderle como cliente o partner.',
    ja: '当社は、お客様からのご質問への回答や、お客様・パートナー様へのサービス提供に必要な個人情報のみを取り扱います。',
  }),
  blocks: [
    h({
      en: 'Who is responsible',
      fr: 'Responsable du traitement',
      it: 'Titolare del trattamento',
      de: 'Verantwortliche Stelle',
      es: 'Responsable del tratamiento',
      ja: '個人情報の管理者',
    }),
    p({
      en: 'Vantage Displays Ltd, 12 Riverside Quay, London SE1 9PG, United Kingdom, is responsible for the processing described here. You can reach our data protection officer at privacy@vantage-displays.example or by post at the same address.',
      fr: 'Vantage Displays Ltd, 12 Riverside Quay, Londres SE1 9PG, Royaume-Uni, est responsable des traitements décrits ici. Vous pouvez joindre notre délégué à la protection des données à l’adresse privacy@vantage-displays.example ou par courrier à la même adresse.',
      it: 'Vantage Displays Ltd, 12 Riverside Quay, Londra SE1 9PG, Regno Unito, è titolare dei trattamenti qui descritti. Può contattare il nostro responsabile della protezione dei dati all’indirizzo privacy@vantage-displays.example o per posta allo stesso indirizzo.',
      de: 'Verantwortlich für die hier beschriebene Verarbeitung ist die Vantage Displays Ltd, 12 Riverside Quay, London SE1 9PG, Vereinigtes Königreich. Unseren Datenschutzbeauftragten erreichen Sie unter privacy@vantage-displays.example oder per Post unter derselben Anschrift.',
      es: 'Vantage Displays Ltd, 12 Riverside Quay, Londres SE1 9PG, Reino Unido, es responsable de los tratamientos descritos aquí. Puede contactar con nuestro delegado de protección de datos en privacy@vantage-displays.example o por correo postal en la misma dirección.',
      ja: 'ここに記載する取り扱いの管理者は、Vantage Displays Ltd（英国 ロンドン SE1 9PG リバーサイド・キー12）です。データ保護責任者には privacy@vantage-displays.example または同住所への郵送でご連絡いただけます。',
    }),
    h({
      en: 'What we collect',
      fr: 'Les données que nous collectons',
      it: 'Quali dati raccogliamo',
      de: 'Welche Daten wir erheben',
      es: 'Qué datos recogemos',
      ja: '収集する情報',
    }),
    p({
      en: 'When you send a form (contact, quote, project request, brochure or LED configuration), we store what you enter: your name, business e-mail address, phone number, organisation, country and your message. Partners who sign in to the portal also give us their role and organisation. Our servers record technical data for every request (address, browser, time) to keep the site secure.',
      us: 'When you send a form (contact, quote, project request, brochure or LED configuration), we store what you enter: your name, business e-mail address, phone number, organization, country and your message. Partners who sign in to the portal also give us their role and organization. Our servers record technical data for every request (address, browser, time) to keep the site secure.',
      fr: 'Lorsque vous envoyez un formulaire (contact, devis, demande de projet, brochure ou configuration LED), nous enregistrons ce que vous saisissez : votre nom, votre adresse e-mail professionnelle, votre numéro de téléphone, votre organisation, votre pays et votre message. Les partenaires qui se connectent au portail nous indiquent aussi leur rôle et leur organisation. Nos serveurs enregistrent des données techniques pour chaque requête (adresse, navigateur, heure) afin de sécuriser le site.',
      it: 'Quando invia un modulo (contatto, preventivo, richiesta di progetto, brochure o configurazione LED), conserviamo ciò che inserisce: nome, indirizzo e-mail aziendale, numero di telefono, organizzazione, paese e messaggio. I partner che accedono al portale ci forniscono anche il loro ruolo e la loro organizzazione. I nostri server registrano dati tecnici per ogni richiesta (indirizzo, browser, orario) per mantenere sicuro il sito.',
      de: 'Wenn Sie ein Formular senden (Kontakt, Angebot, Projektanfrage, Broschüre oder LED-Konfiguration), speichern wir Ihre Eingaben: Name, geschäftliche E-Mail-Adresse, Telefonnummer, Organisation, Land und Ihre Nachricht. Partner, die sich im Portal anmelden, teilen uns außerdem ihre Rolle und Organisation mit. Unsere Server protokollieren zu jeder Anfrage technische Daten (Adresse, Browser, Uhrzeit), um die Website sicher zu betreiben.',
      es: 'Cuando envía un formulario (contacto, presupuesto, solicitud de proyecto, folleto o configuración LED), guardamos lo que introduce: su nombre, su dirección de correo electrónico profesional, su teléfono, su organización, su país y su mensaje. Los partners que inician sesión en el portal también nos indican su función y su organización. Nuestros servidores registran datos técnicos de cada solicitud (dirección, navegador, hora) para mantener la seguridad del sitio.',
      ja: 'フォーム（お問い合わせ、お見積もり、プロジェクトのご相談、パンフレット、LED構成）を送信された場合、ご入力内容（氏名、勤務先メールアドレス、電話番号、組織名、国、メッセージ）を保存します。ポータルにサインインするパートナーからは、役割と所属組織もお預かりします。また、サイトの安全を保つため、サーバーはリクエストごとに技術情報（アドレス、ブラウザー、時刻）を記録します。',
    }),
    h({
      en: 'Why we use it',
      fr: 'Pourquoi nous les utilisons',
      it: 'Perché li utilizziamo',
      de: 'Wozu wir sie verwenden',
      es: 'Para qué los utilizamos',
      ja: '利用目的',
    }),
    p({
      en: 'We use your data to answer your request and prepare an offer (steps before a contract), to run the partner portal (the partner agreement), to protect the site against abuse (our legitimate interest) and, only if you tick the box, to send you news and offers by e-mail (your consent, which you can withdraw at any time).',
      fr: 'Nous utilisons vos données pour répondre à votre demande et préparer une offre (mesures précontractuelles), pour faire fonctionner le portail partenaires (contrat de partenariat), pour protéger le site contre les abus (notre intérêt légitime) et, uniquement si vous cochez la case, pour vous envoyer des actualités et des offres par e-mail (votre consentement, que vous pouvez retirer à tout moment).',
      it: 'Utilizziamo i Suoi dati per rispondere alla Sua richiesta e preparare un’offerta (misure precontrattuali), per gestire il portale partner (accordo di partnership), per proteggere il sito da abusi (nostro legittimo interesse) e, solo se spunta la casella, per inviarLe novità e offerte via e-mail (il Suo consenso, revocabile in qualsiasi momento).',
      de: 'Wir nutzen Ihre Daten, um Ihre Anfrage zu beantworten und ein Angebot zu erstellen (vorvertragliche Maßnahmen), um das Partnerportal zu betreiben (Partnervertrag), um die Website vor Missbrauch zu schützen (unser berechtigtes Interesse) und – nur wenn Sie das Kästchen ankreuzen – um Ihnen Neuigkeiten und Angebote per E-Mail zu senden (Ihre Einwilligung, die Sie jederzeit widerrufen können).',
      es: 'Utilizamos sus datos para responder a su solicitud y preparar una oferta (medidas precontractuales), para gestionar el portal de partners (acuerdo de partner), para proteger el sitio frente a abusos (nuestro interés legítimo) y, solo si marca la casilla, para enviarle novedades y ofertas por correo electrónico (su consentimiento, que puede retirar en cualquier momento).',
      ja: 'お客様の情報は、ご依頼への回答とお見積もりの作成（契約前の手続き）、パートナーポータルの運営（パートナー契約）、不正利用からのサイトの保護（当社の正当な利益）、そしてチェックボックスで同意いただいた場合に限り、メールによるニュースやご案内の送付（いつでも撤回できるお客様の同意）に利用します。',
    }),
    h({ en: 'Who receives it', fr: 'Qui les reçoit', it: 'Chi li riceve', de: 'Wer sie erhält', es: 'Quién los recibe', ja: '提供先' }),
    p({
      en: 'Your request is stored in our customer relationship system and, if you agree, passed to the certified partner in your country who will prepare the offer. Our hosting, e-mail and customer record providers process data only on our instructions. Where data leaves the United Kingdom or the European Economic Area, it is protected by standard contractual clauses.',
      fr: 'Votre demande est enregistrée dans notre système de gestion de la relation client et, si vous l’acceptez, transmise au partenaire certifié de votre pays qui préparera l’offre. Nos prestataires d’hébergement, d’e-mail et de gestion client ne traitent les données que sur nos instructions. Lorsque des données quittent le Royaume-Uni ou l’Espace économique européen, elles sont protégées par des clauses contractuelles types.',
      it: 'La Sua richiesta viene registrata nel nostro sistema di gestione dei clienti e, se acconsente, inoltrata al partner certificato del Suo paese che preparerà l’offerta. I nostri fornitori di hosting, e-mail e gestione clienti trattano i dati solo su nostra istruzione. Quando i dati lasciano il Regno Unito o lo Spazio economico europeo, sono protetti da clausole contrattuali standard.',
      de: 'Ihre Anfrage wird in unserem Kundenmanagementsystem gespeichert und, wenn Sie zustimmen, an den zertifizierten Partner in Ihrem Land weitergegeben, der das Angebot erstellt. Unsere Dienstleister für Hosting, E-Mail und Kundendaten verarbeiten Daten nur nach unserer Weisung. Verlassen Daten das Vereinigte Königreich oder den Europäischen Wirtschaftsraum, sind sie durch Standardvertragsklauseln geschützt.',
      es: 'Su solicitud se guarda en nuestro sistema de gestión de clientes y, si usted lo acepta, se transmite al partner certificado de su país que preparará la oferta. Nuestros proveedores de alojamiento, correo electrónico y gestión de clientes solo tratan los datos siguiendo nuestras instrucciones. Cuando los datos salen del Reino Unido o del Espacio Económico Europeo, están protegidos por cláusulas contractuales tipo.',
      ja: 'ご依頼の内容は当社の顧客管理システムに保存され、ご同意いただいた場合は、お見積もりを作成するお客様の国の認定パートナーに引き渡されます。ホスティング、メール、顧客管理の委託先は、当社の指示に基づいてのみ情報を取り扱います。情報が英国または欧州経済領域の外に移転される場合は、標準契約条項によって保護されます。',
    }),
    h({
      en: 'How long we keep it',
      fr: 'Durée de conservation',
      it: 'Per quanto tempo li conserviamo',
      de: 'Wie lange wir sie speichern',
      es: 'Cuánto tiempo los conservamos',
      ja: '保存期間',
    }),
    p({
      en: 'Enquiries are kept for three years after our last contact with you, portal accounts for 90 days after they are closed, saved LED configurations for 30 days and server logs for 30 days. Data we must keep by law, such as invoices, is kept for the period the law requires.',
      fr: 'Les demandes sont conservées trois ans après notre dernier contact avec vous, les comptes du portail 90 jours après leur fermeture, les configurations LED enregistrées 30 jours et les journaux des serveurs 30 jours. Les données que la loi nous oblige à garder, comme les factures, sont conservées pendant la durée légale.',
      it: 'Le richieste sono conservate per tre anni dall’ultimo contatto con Lei, gli account del portale per 90 giorni dopo la chiusura, le configurazioni LED salvate per 30 giorni e i log dei server per 30 giorni. I dati che la legge ci impone di conservare, come le fatture, sono conservati per il periodo previsto dalla legge.',
      de: 'Anfragen speichern wir drei Jahre nach unserem letzten Kontakt mit Ihnen, Portalkonten 90 Tage nach ihrer Schließung, gespeicherte LED-Konfigurationen 30 Tage und Serverprotokolle 30 Tage. Daten, die wir gesetzlich aufbewahren müssen, etwa Rechnungen, speichern wir für die gesetzlich vorgeschriebene Dauer.',
      es: 'Las solicitudes se conservan tres años después de nuestro último contacto con usted, las cuentas del portal 90 días después de cerrarse, las configuraciones LED guardadas 30 días y los registros de los servidores 30 días. Los datos que la ley nos obliga a conservar, como las facturas, se guardan durante el plazo legal.',
      ja: 'お問い合わせは最後のご連絡から3年間、ポータルのアカウントは閉鎖後90日間、保存されたLED構成は30日間、サーバーログは30日間保存します。請求書など法令で保存が義務付けられている情報は、法令で定められた期間保存します。',
    }),
    h({ en: 'Your rights', fr: 'Vos droits', it: 'I Suoi diritti', de: 'Ihre Rechte', es: 'Sus derechos', ja: 'お客様の権利' }),
    p({
      en: 'You may ask to see, correct or delete the data we hold about you at any time through the contact page, object to its use, ask us to restrict it or to hand it to you in a common format. You may also complain to a data protection authority; in the United Kingdom this is the Information Commissioner’s Office.',
      fr: 'Vous pouvez à tout moment demander, via la page de contact, à consulter, rectifier ou supprimer les données que nous détenons à votre sujet, vous opposer à leur utilisation, en demander la limitation ou leur remise dans un format courant. Vous pouvez également introduire une réclamation auprès d’une autorité de protection des données, en France la CNIL.',
      it: 'Può chiedere in qualsiasi momento, tramite la pagina dei contatti, di consultare, rettificare o cancellare i dati che conserviamo su di Lei, opporsi al loro utilizzo, chiederne la limitazione o riceverli in un formato di uso comune. Può inoltre presentare reclamo a un’autorità di protezione dei dati, in Italia il Garante per la protezione dei dati personali.',
      de: 'Über die Kontaktseite können Sie jederzeit Auskunft über Ihre bei uns gespeicherten Daten verlangen, deren Berichtigung oder Löschung beantragen, der Nutzung widersprechen, eine Einschränkung verlangen oder die Daten in einem gängigen Format erhalten. Sie können sich außerdem bei einer Datenschutzaufsichtsbehörde beschweren, etwa beim Landesbeauftragten für Datenschutz Ihres Bundeslandes.',
      es: 'Puede solicitar en cualquier momento, a través de la página de contacto, el acceso, la rectificación o la supresión de los datos que tenemos sobre usted, oponerse a su uso, pedir su limitación o recibirlos en un formato habitual. También puede presentar una reclamación ante una autoridad de protección de datos; en España, la Agencia Española de Protección de Datos.',
      ja: 'お問い合わせページから、当社が保有するお客様の情報の開示、訂正、削除をいつでもご請求いただけるほか、利用への異議、利用の制限、一般的な形式でのデータの提供もご請求いただけます。また、データ保護当局に苦情を申し立てることもできます。',
    }),
    contactUs,
    toPage('cookie-policy', {
      en: 'Read our cookie policy',
      fr: 'Lire notre politique relative aux cookies',
      it: 'Legga la nostra informativa sui cookie',
      de: 'Unsere Cookie-Richtlinie lesen',
      es: 'Lea nuestra política de cookies',
      ja: 'Cookieポリシーを読む',
    }),
  ],
})

/* ------------------------------------------------------------------ terms */

const terms = companyPage('terms', {
  updated: LEGAL_TEXTS_REVIEWED,
  title: tx({
    en: 'Terms and conditions',
    fr: 'Conditions générales',
    it: 'Condizioni generali',
    de: 'Allgemeine Geschäftsbedingungen',
    es: 'Condiciones generales',
    ja: '利用規約',
  }),
  description: tx({
    en: 'The terms for using this website, its tools and the partner portal.',
    fr: 'Les conditions d’utilisation de ce site, de ses outils et du portail partenaires.',
    it: 'Le condizioni d’uso di questo sito, dei suoi strumenti e del portale partner.',
    de: 'Die Bedingungen für die Nutzung dieser Website, ihrer Tools und des Partnerportals.',
    es: 'Las condiciones de uso de este sitio web, sus herramientas y el portal de partners.',
    ja: '本ウェブサイト、各種ツール、パートナーポータルのご利用条件です。',
  }),
  intro: tx({
    en: 'By using this website you accept these terms. Please read them before you send a request or sign in to the partner portal.',
    fr: 'En utilisant ce site, vous acceptez les présentes conditions. Veuillez les lire avant d’envoyer une demande ou de vous connecter au portail partenaires.',
    it: 'Utilizzando questo sito accetta le presenti condizioni. La preghiamo di leggerle prima di inviare una richiesta o di accedere al portale partner.',
    de: 'Mit der Nutzung dieser Website akzeptieren Sie diese Bedingungen. Bitte lesen Sie sie, bevor Sie eine Anfrage senden oder sich im Partnerportal anmelden.',
    es: 'Al utilizar este sitio web acepta estas condiciones. Léalas antes de enviar una solicitud o de iniciar sesión en el portal de partners.',
    ja: '本ウェブサイトをご利用いただくことで、本規約に同意したものとみなされます。ご依頼の送信やパートナーポータルへのサインインの前にお読みください。',
  }),
  blocks: [
    h({
      en: 'Scope',
      fr: 'Champ d’application',
      it: 'Ambito di applicazione',
      de: 'Geltungsbereich',
      es: 'Ámbito de aplicación',
      ja: '適用範囲',
    }),
    p({
      en: 'These terms apply to this website, its tools (such as the LED wall configurator, the product chooser and the configurators) and the partner portal, operated by Vantage Displays Ltd. Products are sold by our partners under their own terms of sale; a purchase is never concluded on this website.',
      fr: 'Les présentes conditions s’appliquent à ce site, à ses outils (comme le configurateur de murs LED, l’assistant de choix de produit et les configurateurs) et au portail partenaires, exploités par Vantage Displays Ltd. Les produits sont vendus par nos partenaires selon leurs propres conditions de vente ; aucun achat n’est conclu sur ce site.',
      it: 'Le presenti condizioni si applicano a questo sito, ai suoi strumenti (come il configuratore di videowall LED, la guida alla scelta del prodotto e i configuratori) e al portale partner, gestiti da Vantage Displays Ltd. I prodotti sono venduti dai nostri partner secondo le loro condizioni di vendita; nessun acquisto viene concluso su questo sito.',
      de: 'Diese Bedingungen gelten für diese Website, ihre Tools (etwa den LED-Wand-Konfigurator, den Produktberater und die Konfiguratoren) und das Partnerportal, betrieben von der Vantage Displays Ltd. Produkte verkaufen unsere Partner zu ihren eigenen Verkaufsbedingungen; auf dieser Website wird kein Kauf abgeschlossen.',
      es: 'Estas condiciones se aplican a este sitio web, a sus herramientas (como el configurador de videowalls LED, el asistente de selección de producto y los configuradores) y al portal de partners, gestionados por Vantage Displays Ltd. Los productos los venden nuestros partners según sus propias condiciones de venta; en este sitio nunca se formaliza una compra.',
      ja: '本規約は、Vantage Displays Ltdが運営する本ウェブサイト、各種ツール（LEDウォール構成ツール、製品選択ガイド、各構成ツールなど）およびパートナーポータルに適用されます。製品はパートナーが各社の販売条件に基づいて販売するもので、本ウェブサイト上で購入契約が成立することはありません。',
    }),
    h({
      en: 'Information and offers',
      fr: 'Informations et offres',
      it: 'Informazioni e offerte',
      de: 'Informationen und Angebote',
      es: 'Información y ofertas',
      ja: '掲載情報とお見積もり',
    }),
    p({
      en: 'We keep product information accurate and up to date, but specifications, availability and prices may change without notice. A quote request is not an order: an offer becomes binding only when a partner or we confirm it in writing.',
      fr: 'Nous veillons à l’exactitude des informations sur les produits, mais les caractéristiques, la disponibilité et les prix peuvent changer sans préavis. Une demande de devis n’est pas une commande : une offre n’engage qu’une fois confirmée par écrit par un partenaire ou par nous.',
      it: 'Manteniamo le informazioni sui prodotti accurate e aggiornate, ma specifiche, disponibilità e prezzi possono cambiare senza preavviso. Una richiesta di preventivo non è un ordine: un’offerta diventa vincolante solo quando un partner o noi la confermiamo per iscritto.',
      de: 'Wir halten Produktinformationen korrekt und aktuell, doch technische Daten, Verfügbarkeit und Preise können sich ohne Vorankündigung ändern. Eine Angebotsanfrage ist keine Bestellung: Ein Angebot wird erst verbindlich, wenn ein Partner oder wir es schriftlich bestätigen.',
      es: 'Mantenemos la información de los productos exacta y actualizada, pero las especificaciones, la disponibilidad y los precios pueden cambiar sin previo aviso. Una solicitud de presupuesto no es un pedido: una oferta solo es vinculante cuando un partner o nosotros la confirmamos por escrito.',
      ja: '製品情報は正確かつ最新に保つよう努めていますが、仕様、在庫状況、価格は予告なく変更される場合があります。お見積もりのご依頼は注文ではなく、パートナーまたは当社が書面で確認した時点で初めて拘束力を持ちます。',
    }),
    h({
      en: 'Tools and calculations',
      fr: 'Outils et calculs',
      it: 'Strumenti e calcoli',
      de: 'Tools und Berechnungen',
      es: 'Herramientas y cálculos',
      ja: 'ツールと計算結果',
    }),
    p({
      en: 'The results of the LED wall configurator, the LED calculator and the other tools are estimates based on the data you enter and our catalogue. They help you plan but do not replace a site survey: please have a partner confirm dimensions, power, weight and mounting before you order.',
      fr: 'Les résultats du configurateur de murs LED, du calculateur LED et des autres outils sont des estimations fondées sur les données que vous saisissez et sur notre catalogue. Ils vous aident à planifier mais ne remplacent pas une visite sur site : faites confirmer les dimensions, la puissance, le poids et la fixation par un partenaire avant de commander.',
      it: 'I risultati del configuratore di videowall LED, del calcolatore LED e degli altri strumenti sono stime basate sui dati inseriti e sul nostro catalogo. Aiutano a pianificare ma non sostituiscono un sopralluogo: prima di ordinare, faccia confermare da un partner dimensioni, potenza, peso e installazione.',
      de: 'Die Ergebnisse des LED-Wand-Konfigurators, des LED-Rechners und der anderen Tools sind Schätzungen auf Grundlage Ihrer Eingaben und unseres Katalogs. Sie helfen bei der Planung, ersetzen aber keine Begehung vor Ort: Lassen Sie Maße, Leistung, Gewicht und Montage vor der Bestellung von einem Partner bestätigen.',
      es: 'Los resultados del configurador de videowalls LED, de la calculadora LED y de las demás herramientas son estimaciones basadas en los datos que introduce y en nuestro catálogo. Le ayudan a planificar, pero no sustituyen una visita técnica: pida a un partner que confirme dimensiones, potencia, peso y montaje antes de hacer el pedido.',
      ja: 'LEDウォール構成ツール、LED計算ツールなどの結果は、ご入力いただいたデータと当社カタログに基づく概算です。計画の参考にはなりますが現地調査に代わるものではありません。ご注文の前に、寸法、電力、重量、設置方法をパートナーにご確認ください。',
    }),
    h({
      en: 'Partner portal accounts',
      fr: 'Comptes du portail partenaires',
      it: 'Account del portale partner',
      de: 'Konten im Partnerportal',
      es: 'Cuentas del portal de partners',
      ja: 'パートナーポータルのアカウント',
    }),
    p({
      en: 'Portal accounts are personal. Keep your sign-in to yourself, use the portal only for your organisation’s business with us and tell us at once if you suspect misuse. We may suspend an account that is misused or no longer belongs to an active partner.',
      us: 'Portal accounts are personal. Keep your sign-in to yourself, use the portal only for your organization’s business with us and tell us at once if you suspect misuse. We may suspend an account that is misused or no longer belongs to an active partner.',
      fr: 'Les comptes du portail sont personnels. Ne partagez pas vos identifiants, utilisez le portail uniquement pour les affaires de votre organisation avec nous et prévenez-nous immédiatement si vous soupçonnez un abus. Nous pouvons suspendre un compte utilisé de manière abusive ou qui n’appartient plus à un partenaire actif.',
      it: 'Gli account del portale sono personali. Non condivida le Sue credenziali, utilizzi il portale solo per le attività della Sua organizzazione con noi e ci avvisi subito se sospetta un uso improprio. Possiamo sospendere un account usato in modo improprio o che non appartiene più a un partner attivo.',
      de: 'Portalkonten sind persönlich. Geben Sie Ihre Anmeldung nicht weiter, nutzen Sie das Portal nur für die Geschäfte Ihrer Organisation mit uns und informieren Sie uns sofort bei Verdacht auf Missbrauch. Wir können ein Konto sperren, das missbraucht wird oder keinem aktiven Partner mehr gehört.',
      es: 'Las cuentas del portal son personales. No comparta su acceso, utilice el portal solo para los asuntos de su organización con nosotros y avísenos de inmediato si sospecha un uso indebido. Podemos suspender una cuenta que se utilice de forma indebida o que ya no pertenezca a un partner activo.',
      ja: 'ポータルのアカウントは個人に付与されるものです。サインイン情報を他人と共有せず、貴社と当社の取引のためにのみ利用し、不正利用の疑いがある場合は直ちにお知らせください。不正に利用されたアカウントや、有効なパートナーに属さなくなったアカウントは停止することがあります。',
    }),
    h({
      en: 'Intellectual property',
      fr: 'Propriété intellectuelle',
      it: 'Proprietà intellettuale',
      de: 'Geistiges Eigentum',
      es: 'Propiedad intelectual',
      ja: '知的財産',
    }),
    p({
      en: 'Texts, pictures, documents, firmware and the Vantage Displays and Wave names and logos belong to us or our licensors. You may use datasheets and pictures to plan, offer and document our products; any other use needs our written permission.',
      fr: 'Les textes, images, documents, micrologiciels ainsi que les noms et logos Vantage Displays et Wave nous appartiennent ou appartiennent à nos concédants. Vous pouvez utiliser les fiches techniques et les images pour planifier, proposer et documenter nos produits ; toute autre utilisation nécessite notre autorisation écrite.',
      it: 'Testi, immagini, documenti, firmware e i nomi e loghi Vantage Displays e Wave appartengono a noi o ai nostri licenzianti. Può utilizzare schede tecniche e immagini per progettare, offrire e documentare i nostri prodotti; qualsiasi altro uso richiede la nostra autorizzazione scritta.',
      de: 'Texte, Bilder, Dokumente, Firmware sowie die Namen und Logos Vantage Displays und Wave gehören uns oder unseren Lizenzgebern. Datenblätter und Bilder dürfen Sie verwenden, um unsere Produkte zu planen, anzubieten und zu dokumentieren; jede andere Nutzung bedarf unserer schriftlichen Zustimmung.',
      es: 'Los textos, imágenes, documentos, el firmware y los nombres y logotipos de Vantage Displays y Wave nos pertenecen a nosotros o a nuestros licenciantes. Puede utilizar las fichas técnicas y las imágenes para planificar, ofrecer y documentar nuestros productos; cualquier otro uso requiere nuestra autorización por escrito.',
      ja: '文章、画像、資料、ファームウェア、ならびにVantage DisplaysおよびWaveの名称とロゴは、当社またはライセンス許諾者に帰属します。データシートや画像は当社製品の計画、提案、文書化のために使用できますが、それ以外の利用には当社の書面による許可が必要です。',
    }),
    h({
      en: 'Liability and law',
      fr: 'Responsabilité et droit applicable',
      it: 'Responsabilità e legge applicabile',
      de: 'Haftung und anwendbares Recht',
      es: 'Responsabilidad y legislación aplicable',
      ja: '責任と準拠法',
    }),
    p({
      en: 'We are liable without limit for intent, gross negligence and injury to life or health; otherwise our liability for the free use of this website is limited to foreseeable damage. These terms are governed by the laws of England and Wales; if you are a consumer, the mandatory protections of your country still apply.',
      fr: 'Nous sommes responsables sans limite en cas de faute intentionnelle, de négligence grave et d’atteinte à la vie ou à la santé ; dans les autres cas, notre responsabilité pour l’utilisation gratuite de ce site est limitée aux dommages prévisibles. Les présentes conditions sont régies par le droit d’Angleterre et du pays de Galles ; si vous êtes un consommateur, les protections impératives de votre pays restent applicables.',
      it: 'Rispondiamo senza limiti in caso di dolo, colpa grave e danni alla vita o alla salute; negli altri casi la nostra responsabilità per l’uso gratuito di questo sito è limitata ai danni prevedibili. Le presenti condizioni sono disciplinate dalla legge di Inghilterra e Galles; se Lei è un consumatore, restano valide le tutele inderogabili del Suo paese.',
      de: 'Wir haften unbeschränkt bei Vorsatz, grober Fahrlässigkeit und Verletzung von Leben oder Gesundheit; im Übrigen ist unsere Haftung für die unentgeltliche Nutzung dieser Website auf vorhersehbare Schäden begrenzt. Es gilt das Recht von England und Wales; sind Sie Verbraucher, bleiben die zwingenden Schutzvorschriften Ihres Landes unberührt.',
      es: 'Respondemos sin límite en caso de dolo, negligencia grave y daños a la vida o la salud; en los demás casos, nuestra responsabilidad por el uso gratuito de este sitio se limita a los daños previsibles. Estas condiciones se rigen por la legislación de Inglaterra y Gales; si usted es consumidor, siguen siendo aplicables las protecciones imperativas de su país.',
      ja: '故意、重過失、生命または身体への損害については無制限に責任を負います。それ以外の場合、本ウェブサイトの無償利用に関する当社の責任は予見可能な損害に限られます。本規約はイングランドおよびウェールズの法律に準拠します。消費者の方には、お住まいの国の強行規定による保護が引き続き適用されます。',
    }),
    contactUs,
  ],
})

/* ------------------------------------------------------------------ imprint */

const imprint = companyPage('imprint', {
  updated: LEGAL_TEXTS_REVIEWED,
  title: tx({ en: 'Imprint', fr: 'Mentions légales', it: 'Note legali', de: 'Impressum', es: 'Aviso legal', ja: '法的表示' }),
  description: tx({
    en: 'The company behind this website: address, registration, representatives and contact.',
    fr: 'La société qui édite ce site : adresse, immatriculation, représentants et contact.',
    it: 'La società che gestisce questo sito: indirizzo, registrazione, rappresentanti e contatti.',
    de: 'Das Unternehmen hinter dieser Website: Anschrift, Registrierung, Vertretung und Kontakt.',
    es: 'La empresa responsable de este sitio web: dirección, registro, representantes y contacto.',
    ja: '本ウェブサイトの運営会社の所在地、登記情報、代表者、連絡先です。',
  }),
  intro: tx({
    en: 'This website is published by Vantage Displays Ltd.',
    fr: 'Ce site est édité par Vantage Displays Ltd.',
    it: 'Questo sito è pubblicato da Vantage Displays Ltd.',
    de: 'Diese Website wird von der Vantage Displays Ltd herausgegeben.',
    es: 'Este sitio web lo publica Vantage Displays Ltd.',
    ja: '本ウェブサイトはVantage Displays Ltdが運営しています。',
  }),
  blocks: [
    h({ en: 'Company', fr: 'Société', it: 'Società', de: 'Unternehmen', es: 'Empresa', ja: '会社' }),
    p({
      en: 'Vantage Displays Ltd, 12 Riverside Quay, London SE1 9PG, United Kingdom. Registered in England and Wales, company number 04812937. VAT number GB 298 4471 36.',
      fr: 'Vantage Displays Ltd, 12 Riverside Quay, Londres SE1 9PG, Royaume-Uni. Immatriculée en Angleterre et au pays de Galles sous le numéro 04812937. Numéro de TVA GB 298 4471 36.',
      it: 'Vantage Displays Ltd, 12 Riverside Quay, Londra SE1 9PG, Regno Unito. Registrata in Inghilterra e Galles con il numero 04812937. Partita IVA GB 298 4471 36.',
      de: 'Vantage Displays Ltd, 12 Riverside Quay, London SE1 9PG, Vereinigtes Königreich. Eingetragen in England und Wales unter der Nummer 04812937. Umsatzsteuer-Identifikationsnummer GB 298 4471 36.',
      es: 'Vantage Displays Ltd, 12 Riverside Quay, Londres SE1 9PG, Reino Unido. Inscrita en Inglaterra y Gales con el número 04812937. Número de IVA GB 298 4471 36.',
      ja: 'Vantage Displays Ltd（英国 ロンドン SE1 9PG リバーサイド・キー12）。イングランドおよびウェールズ登記、会社番号04812937。VAT番号 GB 298 4471 36。',
    }),
    h({ en: 'Represented by', fr: 'Représentée par', it: 'Rappresentata da', de: 'Vertreten durch', es: 'Representada por', ja: '代表者' }),
    p({
      en: 'Helen Marsh (Chief Executive Officer) and Rafael Ortega (Chief Financial Officer), directors of Vantage Displays Ltd.',
      fr: 'Helen Marsh (directrice générale) et Rafael Ortega (directeur financier), administrateurs de Vantage Displays Ltd.',
      it: 'Helen Marsh (amministratrice delegata) e Rafael Ortega (direttore finanziario), amministratori di Vantage Displays Ltd.',
      de: 'Helen Marsh (Geschäftsführerin) und Rafael Ortega (Finanzvorstand), Direktoren der Vantage Displays Ltd.',
      es: 'Helen Marsh (consejera delegada) y Rafael Ortega (director financiero), administradores de Vantage Displays Ltd.',
      ja: 'Vantage Displays Ltd 取締役 ヘレン・マーシュ（最高経営責任者）、ラファエル・オルテガ（最高財務責任者）。',
    }),
    h({ en: 'Contact', fr: 'Coordonnées', it: 'Contatti', de: 'Kontakt', es: 'Contacto', ja: '連絡先' }),
    p({
      en: 'Phone +44 20 7946 0321, e-mail info@vantage-displays.example. For questions about a product or a project, the contact form reaches the right team fastest.',
      fr: 'Téléphone +44 20 7946 0321, e-mail info@vantage-displays.example. Pour une question sur un produit ou un projet, le formulaire de contact est le moyen le plus rapide de joindre la bonne équipe.',
      it: 'Telefono +44 20 7946 0321, e-mail info@vantage-displays.example. Per domande su un prodotto o un progetto, il modulo di contatto raggiunge più rapidamente il team giusto.',
      de: 'Telefon +44 20 7946 0321, E-Mail info@vantage-displays.example. Bei Fragen zu einem Produkt oder Projekt erreicht das Kontaktformular das richtige Team am schnellsten.',
      es: 'Teléfono +44 20 7946 0321, correo electrónico info@vantage-displays.example. Para preguntas sobre un producto o un proyecto, el formulario de contacto llega antes al equipo adecuado.',
      ja: '電話 +44 20 7946 0321、メール info@vantage-displays.example。製品やプロジェクトに関するご質問は、お問い合わせフォームからご連絡いただくと担当チームに最も早く届きます。',
    }),
    h({
      en: 'Responsible for content',
      fr: 'Responsable de la publication',
      it: 'Responsabile dei contenuti',
      de: 'Verantwortlich für den Inhalt',
      es: 'Responsable del contenido',
      ja: 'コンテンツの責任者',
    }),
    p({
      en: 'Claire Hoffmann, Head of Marketing, at the address above. We check links to other websites when we set them, but we are not responsible for the content of those websites.',
      fr: 'Claire Hoffmann, responsable marketing, à l’adresse ci-dessus. Nous vérifions les liens vers d’autres sites lorsque nous les créons, mais nous ne sommes pas responsables du contenu de ces sites.',
      it: 'Claire Hoffmann, responsabile marketing, all’indirizzo sopra indicato. Verifichiamo i link ad altri siti quando li inseriamo, ma non siamo responsabili dei contenuti di tali siti.',
      de: 'Claire Hoffmann, Leiterin Marketing, Anschrift wie oben. Links auf andere Websites prüfen wir beim Setzen, für deren Inhalte sind wir jedoch nicht verantwortlich.',
      es: 'Claire Hoffmann, directora de marketing, en la dirección indicada. Comprobamos los enlaces a otros sitios web al crearlos, pero no somos responsables de su contenido.',
      ja: '上記住所のマーケティング責任者 クレア・ホフマン。他のウェブサイトへのリンクは設定時に確認していますが、リンク先の内容について当社は責任を負いません。',
    }),
    h({
      en: 'Dispute resolution',
      fr: 'Règlement des litiges',
      it: 'Risoluzione delle controversie',
      de: 'Streitbeilegung',
      es: 'Resolución de litigios',
      ja: '紛争解決',
    }),
    p({
      en: 'We sell to businesses through our partners and do not take part in dispute resolution proceedings before a consumer arbitration board.',
      fr: 'Nous vendons aux professionnels par l’intermédiaire de nos partenaires et ne participons pas à des procédures de règlement des litiges devant une instance de médiation de la consommation.',
      it: 'Vendiamo alle aziende tramite i nostri partner e non partecipiamo a procedure di risoluzione delle controversie dinanzi a un organismo di conciliazione per i consumatori.',
      de: 'Wir verkaufen über unsere Partner an Unternehmen und nehmen nicht an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teil.',
      es: 'Vendemos a empresas a través de nuestros partners y no participamos en procedimientos de resolución de litigios ante una entidad de arbitraje de consumo.',
      ja: '当社はパートナーを通じて法人向けに販売しており、消費者紛争の調停機関における紛争解決手続きには参加していません。',
    }),
    contactUs,
  ],
})

/* ------------------------------------------------------------------ cookie policy */

const cookiePolicy = companyPage('cookie-policy', {
  updated: LEGAL_TEXTS_REVIEWED,
  title: tx({
    en: 'Cookie policy',
    fr: 'Politique relative aux cookies',
    it: 'Informativa sui cookie',
    de: 'Cookie-Richtlinie',
    es: 'Política de cookies',
    ja: 'Cookieポリシー',
  }),
  description: tx({
    en: 'Which cookies this website sets, what they do, how long they last and how to change your choice.',
    fr: 'Les cookies déposés par ce site, leur rôle, leur durée et la manière de modifier votre choix.',
    it: 'Quali cookie imposta questo sito, a che cosa servono, quanto durano e come modificare la Sua scelta.',
    de: 'Welche Cookies diese Website setzt, wozu sie dienen, wie lange sie bestehen und wie Sie Ihre Wahl ändern.',
    es: 'Qué cookies utiliza este sitio web, para qué sirven, cuánto duran y cómo cambiar su elección.',
    ja: '本ウェブサイトが使用するCookieの種類、目的、保存期間、選択の変更方法をご説明します。',
  }),
  intro: tx({
    en: 'We set only the cookies the site needs to work until you choose otherwise in the cookie settings.',
    fr: 'Nous ne déposons que les cookies nécessaires au fonctionnement du site, sauf si vous en décidez autrement dans les paramètres des cookies.',
    it: 'Impostiamo solo i cookie necessari al funzionamento del sito, a meno che Lei non scelga diversamente nelle impostazioni dei cookie.',
    de: 'Wir setzen nur die Cookies, die die Website zum Funktionieren braucht, solange Sie in den Cookie-Einstellungen nichts anderes wählen.',
    es: 'Solo utilizamos las cookies que el sitio necesita para funcionar, salvo que usted elija otra cosa en la configuración de cookies.',
    ja: 'Cookie設定で別の選択をされない限り、サイトの動作に必要なCookieのみを使用します。',
  }),
  blocks: [
    h({
      en: 'What cookies are',
      fr: 'Qu’est-ce qu’un cookie',
      it: 'Che cosa sono i cookie',
      de: 'Was Cookies sind',
      es: 'Qué son las cookies',
      ja: 'Cookieとは',
    }),
    p({
      en: 'Cookies are small text files a website stores in your browser so it can recognise your choices on the next visit. Some are needed for the site to work; others only help us measure and improve it, and we set those only with your consent.',
      us: 'Cookies are small text files a website stores in your browser so it can recognize your choices on the next visit. Some are needed for the site to work; others only help us measure and improve it, and we set those only with your consent.',
      fr: 'Les cookies sont de petits fichiers texte qu’un site enregistre dans votre navigateur pour reconnaître vos choix lors de votre prochaine visite. Certains sont nécessaires au fonctionnement du site ; d’autres nous aident seulement à le mesurer et à l’améliorer, et nous ne les déposons qu’avec votre consentement.',
      it: 'I cookie sono piccoli file di testo che un sito memorizza nel Suo browser per riconoscere le Sue scelte alla visita successiva. Alcuni sono necessari al funzionamento del sito; altri ci aiutano solo a misurarlo e migliorarlo, e li impostiamo solo con il Suo consenso.',
      de: 'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert, um Ihre Einstellungen beim nächsten Besuch wiederzuerkennen. Manche sind für den Betrieb der Website nötig; andere helfen uns nur, sie zu messen und zu verbessern – diese setzen wir nur mit Ihrer Einwilligung.',
      es: 'Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador para reconocer sus preferencias en la siguiente visita. Algunas son necesarias para que el sitio funcione; otras solo nos ayudan a medirlo y mejorarlo, y solo las utilizamos con su consentimiento.',
      ja: 'Cookieとは、次回の訪問時にお客様の選択を認識するため、ウェブサイトがブラウザーに保存する小さなテキストファイルです。サイトの動作に必要なものと、サイトの測定や改善にのみ役立つものがあり、後者はお客様の同意がある場合にのみ使用します。',
    }),
    h({
      en: 'Necessary cookies',
      fr: 'Cookies nécessaires',
      it: 'Cookie necessari',
      de: 'Notwendige Cookies',
      es: 'Cookies necesarias',
      ja: '必須Cookie',
    }),
    p({
      en: '“consent” remembers your cookie choice for 180 days; “locale” remembers the language you chose for one year; “session” keeps partners signed in to the portal for at most 12 hours; “csrf” protects forms against forged submissions and “sign-in” carries a sign-in for a few minutes. They hold no advertising data and cannot be switched off.',
      fr: '« consent » mémorise votre choix en matière de cookies pendant 180 jours ; « locale » mémorise la langue choisie pendant un an ; « session » maintient la connexion des partenaires au portail pendant 12 heures au plus ; « csrf » protège les formulaires contre les envois falsifiés et « sign-in » accompagne une connexion pendant quelques minutes. Ils ne contiennent aucune donnée publicitaire et ne peuvent pas être désactivés.',
      it: '«consent» memorizza la Sua scelta sui cookie per 180 giorni; «locale» memorizza la lingua scelta per un anno; «session» mantiene l’accesso dei partner al portale per un massimo di 12 ore; «csrf» protegge i moduli da invii contraffatti e «sign-in» accompagna un accesso per pochi minuti. Non contengono dati pubblicitari e non possono essere disattivati.',
      de: '„consent“ speichert Ihre Cookie-Wahl 180 Tage; „locale“ speichert die gewählte Sprache ein Jahr; „session“ hält Partner höchstens 12 Stunden im Portal angemeldet; „csrf“ schützt Formulare vor gefälschten Übermittlungen und „sign-in“ begleitet eine Anmeldung für wenige Minuten. Sie enthalten keine Werbedaten und können nicht abgeschaltet werden.',
      es: '«consent» recuerda su elección sobre cookies durante 180 días; «locale» recuerda el idioma elegido durante un año; «session» mantiene a los partners conectados al portal un máximo de 12 horas; «csrf» protege los formularios frente a envíos falsificados y «sign-in» acompaña un inicio de sesión durante unos minutos. No contienen datos publicitarios y no se pueden desactivar.',
      ja: '「consent」はCookieに関する選択を180日間、「locale」は選択した言語を1年間記憶します。「session」はパートナーのポータルへのサインインを最長12時間維持し、「csrf」はフォームを偽装送信から保護し、「sign-in」はサインイン処理を数分間引き継ぎます。これらに広告用のデータは含まれず、無効にすることはできません。',
    }),
    h({
      en: 'Optional cookies',
      fr: 'Cookies facultatifs',
      it: 'Cookie facoltativi',
      de: 'Optionale Cookies',
      es: 'Cookies opcionales',
      ja: '任意のCookie',
    }),
    p({
      en: 'Functional cookies load web fonts and the feedback widget; statistics cookies count page views so we can see which pages help visitors; marketing cookies let our tag manager and advertising partners measure campaigns. Each group is loaded only after you allow it, and none is set when you choose “Necessary only”.',
      fr: 'Les cookies fonctionnels chargent les polices web et le widget d’avis ; les cookies de statistiques comptent les pages vues afin que nous sachions quelles pages aident les visiteurs ; les cookies marketing permettent à notre gestionnaire de balises et à nos partenaires publicitaires de mesurer les campagnes. Chaque groupe n’est chargé qu’après votre accord, et aucun n’est déposé si vous choisissez « Nécessaires uniquement ».',
      it: 'I cookie funzionali caricano i web font e il widget di feedback; i cookie statistici contano le pagine visualizzate per capire quali pagine aiutano i visitatori; i cookie di marketing consentono al nostro tag manager e ai partner pubblicitari di misurare le campagne. Ogni gruppo viene caricato solo dopo la Sua autorizzazione, e nessuno viene impostato se sceglie «Solo necessari».',
      de: 'Funktionale Cookies laden Webschriften und das Feedback-Widget; Statistik-Cookies zählen Seitenaufrufe, damit wir sehen, welche Seiten Besuchern helfen; Marketing-Cookies ermöglichen unserem Tag-Manager und unseren Werbepartnern, Kampagnen zu messen. Jede Gruppe wird erst geladen, wenn Sie sie erlauben, und keine wird gesetzt, wenn Sie „Nur notwendige“ wählen.',
      es: 'Las cookies funcionales cargan las fuentes web y el widget de opiniones; las cookies de estadística cuentan las páginas vistas para saber qué páginas ayudan a los visitantes; las cookies de marketing permiten a nuestro gestor de etiquetas y a nuestros socios publicitarios medir las campañas. Cada grupo se carga solo después de que usted lo permita, y ninguno se utiliza si elige «Solo necesarias».',
      ja: '機能Cookieはウェブフォントとフィードバックウィジェットを読み込み、統計Cookieはどのページが訪問者の役に立っているかを知るためにページビューを数え、マーケティングCookieはタグマネージャーや広告パートナーがキャンペーンを測定するために使われます。各グループはお客様が許可した後にのみ読み込まれ、「必須のみ」を選ぶといずれも使用されません。',
    }),
    h({
      en: 'Changing your choice',
      fr: 'Modifier votre choix',
      it: 'Modificare la Sua scelta',
      de: 'Ihre Wahl ändern',
      es: 'Cambiar su elección',
      ja: '選択の変更',
    }),
    p({
      en: 'Open “Cookie settings” at the bottom of any page to allow or refuse each group again. When you withdraw a consent, the page reloads without the tools of that group. You can also delete cookies in your browser at any time.',
      fr: 'Ouvrez « Paramètres des cookies » en bas de n’importe quelle page pour autoriser ou refuser de nouveau chaque groupe. Lorsque vous retirez un consentement, la page se recharge sans les outils de ce groupe. Vous pouvez aussi supprimer les cookies dans votre navigateur à tout moment.',
      it: 'Apra «Impostazioni cookie» in fondo a qualsiasi pagina per consentire o rifiutare di nuovo ogni gruppo. Quando revoca un consenso, la pagina si ricarica senza gli strumenti di quel gruppo. Può anche eliminare i cookie nel Suo browser in qualsiasi momento.',
      de: 'Öffnen Sie „Cookie-Einstellungen“ unten auf jeder Seite, um jede Gruppe erneut zu erlauben oder abzulehnen. Wenn Sie eine Einwilligung widerrufen, wird die Seite ohne die Tools dieser Gruppe neu geladen. Sie können Cookies außerdem jederzeit in Ihrem Browser löschen.',
      es: 'Abra «Configuración de cookies» al pie de cualquier página para permitir o rechazar de nuevo cada grupo. Si retira un consentimiento, la página se vuelve a cargar sin las herramientas de ese grupo. También puede borrar las cookies en su navegador en cualquier momento.',
      ja: 'どのページでも下部の「Cookie設定」を開くと、グループごとに許可または拒否を選び直せます。同意を撤回すると、そのグループのツールを除いてページが再読み込みされます。ブラウザーでCookieをいつでも削除することもできます。',
    }),
    toPage('privacy-policy', {
      en: 'Read our privacy policy',
      fr: 'Lire notre politique de confidentialité',
      it: 'Legga la nostra informativa sulla privacy',
      de: 'Unsere Datenschutzerklärung lesen',
      es: 'Lea nuestra política de privacidad',
      ja: 'プライバシーポリシーを読む',
    }),
  ],
})

/* ------------------------------------------------------------------ accessibility statement */

const accessibilityStatement = companyPage('accessibility-statement', {
  updated: LEGAL_TEXTS_REVIEWED,
  title: tx({
    en: 'Accessibility statement',
    fr: 'Déclaration d’accessibilité',
    it: 'Dichiarazione di accessibilità',
    de: 'Erklärung zur Barrierefreiheit',
    es: 'Declaración de accesibilidad',
    ja: 'アクセシビリティ方針',
  }),
  description: tx({
    en: 'How accessible this website is, how we test it, what is not yet accessible and how to tell us about a barrier.',
    fr: 'Le niveau d’accessibilité de ce site, nos méthodes de test, ce qui n’est pas encore accessible et comment nous signaler un obstacle.',
    it: 'Quanto è accessibile questo sito, come lo verifichiamo, che cosa non è ancora accessibile e come segnalarci un ostacolo.',
    de: 'Wie barrierefrei diese Website ist, wie wir sie prüfen, was noch nicht barrierefrei ist und wie Sie uns eine Barriere melden.',
    es: 'Cómo de accesible es este sitio web, cómo lo comprobamos, qué no es accesible todavía y cómo comunicarnos una barrera.',
    ja: '本ウェブサイトのアクセシビリティの状況、検証方法、未対応の箇所、障壁のご報告方法をご説明します。',
  }),
  intro: tx({
    en: 'We want everyone to be able to find a display, configure it and reach us, whatever device or assistive technology they use.',
    fr: 'Nous voulons que chacun puisse trouver un écran, le configurer et nous contacter, quels que soient l’appareil ou la technologie d’assistance utilisés.',
    it: 'Vogliamo che chiunque possa trovare un display, configurarlo e contattarci, qualunque dispositivo o tecnologia assistiva utilizzi.',
    de: 'Alle sollen ein Display finden, es konfigurieren und uns erreichen können – unabhängig von Gerät oder assistiver Technologie.',
    es: 'Queremos que cualquier persona pueda encontrar una pantalla, configurarla y contactar con nosotros, sea cual sea el dispositivo o la tecnología de apoyo que utilice.',
    ja: 'どのような端末や支援技術をお使いの方でも、ディスプレイを探し、構成し、当社に連絡できることを目指しています。',
  }),
  blocks: [
    h({
      en: 'Our standard',
      fr: 'Notre référentiel',
      it: 'Il nostro riferimento',
      de: 'Unser Maßstab',
      es: 'Nuestra referencia',
      ja: '準拠する基準',
    }),
    p({
      en: 'This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page works with a keyboard alone, with screen readers and at 400% zoom, and every form and tool works without JavaScript.',
      fr: 'Ce site vise la conformité aux Règles pour l’accessibilité des contenus web (WCAG) 2.2 niveau AA. Chaque page fonctionne au clavier seul, avec les lecteurs d’écran et avec un zoom à 400 %, et chaque formulaire et outil fonctionne sans JavaScript.',
      it: 'Questo sito mira a rispettare le Linee guida per l’accessibilità dei contenuti web (WCAG) 2.2 al livello AA. Ogni pagina funziona con la sola tastiera, con i lettori di schermo e con uno zoom al 400%, e ogni modulo e strumento funziona senza JavaScript.',
      de: 'Diese Website soll die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA erfüllen. Jede Seite lässt sich allein mit der Tastatur, mit Screenreadern und bei 400 % Zoom bedienen, und jedes Formular und Tool funktioniert ohne JavaScript.',
      es: 'Este sitio web pretende cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Cada página funciona solo con el teclado, con lectores de pantalla y con un zoom del 400 %, y cada formulario y herramienta funciona sin JavaScript.',
      ja: '本ウェブサイトは、ウェブコンテンツ・アクセシビリティ・ガイドライン（WCAG）2.2のレベルAAへの適合を目指しています。すべてのページはキーボードのみ、スクリーンリーダー、400%の拡大表示で利用でき、すべてのフォームとツールはJavaScriptなしでも動作します。',
    }),
    h({
      en: 'How we test',
      fr: 'Nos méthodes de test',
      it: 'Come verifichiamo',
      de: 'Wie wir prüfen',
      es: 'Cómo lo comprobamos',
      ja: '検証方法',
    }),
    p({
      en: 'Automated checks run on every kind of page in every language before each release, and they block a release with a serious finding. Our team also walks the main journeys by keyboard and with a screen reader on desktop and phone, from the home page to a product, a quote request and each tool.',
      fr: 'Des contrôles automatisés s’exécutent sur chaque type de page dans chaque langue avant chaque mise en production et bloquent la publication en cas de problème grave. Notre équipe parcourt aussi les principaux parcours au clavier et avec un lecteur d’écran, sur ordinateur et sur téléphone, de la page d’accueil à un produit, à une demande de devis et à chaque outil.',
      it: 'Prima di ogni rilascio vengono eseguiti controlli automatici su ogni tipo di pagina in ogni lingua, che bloccano il rilascio in caso di problemi gravi. Il nostro team percorre inoltre i principali percorsi con la tastiera e con un lettore di schermo, su computer e su telefono, dalla home page a un prodotto, a una richiesta di preventivo e a ogni strumento.',
      de: 'Vor jeder Veröffentlichung laufen automatische Prüfungen auf jeder Seitenart in jeder Sprache, und ein schwerwiegender Befund stoppt die Veröffentlichung. Unser Team geht außerdem die wichtigsten Wege mit Tastatur und Screenreader auf Desktop und Smartphone durch: von der Startseite zu einem Produkt, zu einer Angebotsanfrage und zu jedem Tool.',
      es: 'Antes de cada publicación se ejecutan comprobaciones automáticas en cada tipo de página y en cada idioma, que bloquean la publicación si encuentran un problema grave. Nuestro equipo también recorre los principales itinerarios con el teclado y con un lector de pantalla, en ordenador y en móvil, desde la página de inicio hasta un producto, una solicitud de presupuesto y cada herramienta.',
      ja: 'リリースのたびに、すべての言語のすべての種類のページで自動チェックを実行し、重大な問題が見つかった場合はリリースを停止します。さらにチームが、パソコンとスマートフォンでキーボードとスクリーンリーダーを使い、ホームページから製品、お見積もり依頼、各ツールまでの主要な操作を確認しています。',
    }),
    h({
      en: 'Known limitations',
      fr: 'Limites connues',
      it: 'Limiti noti',
      de: 'Bekannte Einschränkungen',
      es: 'Limitaciones conocidas',
      ja: '既知の制限事項',
    }),
    p({
      en: 'Some older PDF manuals and declarations in the downloads area are scanned documents without tagged text, and some product videos in the partner portal have captions in English only. We are replacing these documents as models are updated; until then we send an accessible version on request.',
      fr: 'Certains anciens manuels et déclarations au format PDF de l’espace de téléchargement sont des documents numérisés sans texte balisé, et certaines vidéos produits du portail partenaires n’ont des sous-titres qu’en anglais. Nous remplaçons ces documents au fil des mises à jour des modèles ; d’ici là, nous envoyons une version accessible sur demande.',
      it: 'Alcuni manuali e dichiarazioni in PDF meno recenti nell’area download sono documenti scansionati senza testo marcato, e alcuni video dei prodotti nel portale partner hanno sottotitoli solo in inglese. Stiamo sostituendo questi documenti man mano che i modelli vengono aggiornati; nel frattempo inviamo su richiesta una versione accessibile.',
      de: 'Einige ältere PDF-Handbücher und -Erklärungen im Downloadbereich sind gescannte Dokumente ohne getaggten Text, und einige Produktvideos im Partnerportal haben nur englische Untertitel. Wir ersetzen diese Dokumente, wenn die Modelle aktualisiert werden; bis dahin senden wir auf Anfrage eine barrierefreie Fassung.',
      es: 'Algunos manuales y declaraciones antiguos en PDF del área de descargas son documentos escaneados sin texto etiquetado, y algunos vídeos de producto del portal de partners solo tienen subtítulos en inglés. Estamos sustituyendo estos documentos a medida que se actualizan los modelos; mientras tanto, enviamos una versión accesible si nos la solicita.',
      ja: 'ダウンロードエリアにある一部の古いPDFマニュアルや宣言書はタグ付きテキストのないスキャン文書で、パートナーポータルの一部の製品動画は英語字幕のみです。モデルの更新に合わせてこれらの資料を順次差し替えており、それまではご依頼に応じてアクセシブルな版をお送りします。',
    }),
    h({
      en: 'Tell us about a barrier',
      fr: 'Signaler un obstacle',
      it: 'Segnalarci un ostacolo',
      de: 'Eine Barriere melden',
      es: 'Comuníquenos una barrera',
      ja: '障壁のご報告',
    }),
    p({
      en: 'If something on this website does not work for you, please tell us through the contact page or at accessibility@vantage-displays.example, naming the page and what happened. We reply within five working days and send the information you need in another format in the meantime.',
      fr: 'Si un élément de ce site ne fonctionne pas pour vous, signalez-le-nous via la page de contact ou à l’adresse accessibility@vantage-displays.example, en indiquant la page et ce qui s’est passé. Nous répondons sous cinq jours ouvrés et vous envoyons entre-temps les informations nécessaires dans un autre format.',
      it: 'Se qualcosa su questo sito non funziona per Lei, ce lo segnali tramite la pagina dei contatti o all’indirizzo accessibility@vantage-displays.example, indicando la pagina e che cosa è successo. Rispondiamo entro cinque giorni lavorativi e nel frattempo Le inviamo le informazioni necessarie in un altro formato.',
      de: 'Wenn etwas auf dieser Website für Sie nicht funktioniert, melden Sie es uns bitte über die Kontaktseite oder an accessibility@vantage-displays.example, mit der Seite und dem, was passiert ist. Wir antworten innerhalb von fünf Arbeitstagen und senden Ihnen die benötigten Informationen bis dahin in einem anderen Format.',
      es: 'Si algo de este sitio web no le funciona, comuníquenoslo a través de la página de contacto o en accessibility@vantage-displays.example, indicando la página y lo que ha ocurrido. Respondemos en un plazo de cinco días laborables y, mientras tanto, le enviamos la información que necesite en otro formato.',
      ja: '本ウェブサイトでうまく利用できない箇所がありましたら、お問い合わせページまたは accessibility@vantage-displays.example から、該当ページと発生した内容をお知らせください。5営業日以内に回答し、それまでの間、必要な情報を別の形式でお送りします。',
    }),
    contactUs,
  ],
})

/** The company and legal pages, in the order they are published. */
export const companyPages: SeedPage[] = [aboutUs, sustainability, privacyPolicy, terms, imprint, cookiePolicy, accessibilityStatement]
