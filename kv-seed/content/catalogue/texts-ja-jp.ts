/** Product texts in Japanese. */
import { dim, num } from './helpers.ts'
import { cabinet, has, type LangTexts, type ProductFacts, type Usage } from './product-facts.ts'

const n = (value: number, digits = 2) => num(value, 'ja-jp', digits)
const usage: Record<Usage, string> = { '24-7': '24時間365日', '18-7': '1日18時間・週7日', '16-7': '1日16時間・週7日' }
const res = (f: ProductFacts) => (f.resolution === 'fhd' ? 'フルHD' : f.resName)
const sized = (f: ProductFacts, noun: string) => `${f.inch}インチ ${res(f)} ${noun}`
const pitch = (f: ProductFacts) => `${n(cabinet(f).pixelPitchMm)} mm`
const cab = (f: ProductFacts) => `${dim(cabinet(f).cabinetWidthMm, 'ja-jp')} × ${dim(cabinet(f).cabinetHeightMm, 'ja-jp')} mm`
const pixels = (f: ProductFacts) => `${cabinet(f).cabinetResolutionWidth} × ${cabinet(f).cabinetResolutionHeight}`

export const jaJp: LangTexts = {
  name: {
    signage: (f) => sized(f, 'サイネージディスプレイ'),
    'high-bright': (f) => sized(f, '高輝度ディスプレイ'),
    touch: (f) => sized(f, 'タッチディスプレイ'),
    interactive: (f) => sized(f, 'インタラクティブディスプレイ'),
    'led-fine': (f) => `${pitch(f)}ピッチ ファインピッチLEDキャビネット（${cab(f)}）`,
    'led-fine-cob': (f) => `${pitch(f)}ピッチ COB LEDキャビネット（${cab(f)}）`,
    'led-indoor': (f) => `${pitch(f)}ピッチ 屋内LEDキャビネット（${cab(f)}）`,
    'led-rental': (f) => `${pitch(f)}ピッチ レンタル用LEDキャビネット（${cab(f)}）`,
    'led-outdoor': (f) => `${pitch(f)}ピッチ 屋外LEDキャビネット（${cab(f)}）`,
    'led-outdoor-front': (f) => `${pitch(f)}ピッチ 前面メンテナンス対応屋外LEDキャビネット（${cab(f)}）`,
    'hotel-tv': (f) => sized(f, 'ホテル向けテレビ'),
    'hotel-tv-cast': (f) => sized(f, 'ゲストキャスト対応ホテル向けテレビ'),
    'premium-tv': (f) => sized(f, 'プレミアムホテル向けテレビ'),
    'oled-tv': (f) => sized(f, '有機ELホテル向けテレビ'),
    'healthcare-tv': (f) => sized(f, '患者向けテレビ'),
    'healthcare-tv-am': (f) => sized(f, '抗菌仕様 患者向けテレビ'),
    monitor: (f) => sized(f, 'ビジネスモニター'),
    'monitor-dock': (f) => sized(f, 'USB-Cドッキングモニター'),
    'monitor-ultrawide': (f) => sized(f, '曲面ウルトラワイドモニター'),
    creator: (f) => sized(f, 'カラーキャリブレーション済みモニター'),
    'creator-oled': (f) => sized(f, 'クリエイター向け有機ELモニター'),
    'creator-ultrawide': (f) => sized(f, 'クリエイター向けウルトラワイドモニター'),
    'control-room': (f) => sized(f, 'コントロールルーム向けモニター'),
    'control-room-ultrawide': (f) => sized(f, 'コントロールルーム向けウルトラワイドモニター'),
  },

  description: {
    'signage-standard': (f) =>
      `この${f.inch}インチ${res(f)}サイネージディスプレイは${n(f.nits)} cd/m²の輝度を備え、店舗、オフィス、公共スペースでの${usage[f.usage]}の稼働に対応します。` +
      `Android SoCとメディアプレーヤーを内蔵し、外部プレーヤーなしでプレイリストを再生できます${has(f, 'sdm-slot') ? 'が、より高い処理能力が必要な場合はSDMスロットにプラグインPCを装着することもできます' : ''}。`,
    'signage-high-bright': (f) =>
      `${n(f.nits)} cd/m²の高輝度により、この${f.inch}インチ${res(f)}ディスプレイはショーウィンドウや直射日光の下でも昼夜を問わず見やすさを保ちます。` +
      '環境光センサーが一日を通して輝度を自動調整し、省エネルギーとパネルの保護に貢献します。',
    'signage-touch': (f) =>
      `この${f.inch}インチ${res(f)}ディスプレイは、${f.touchPoints}点の投影型静電容量方式タッチと${n(f.nits)} cd/m²の輝度を備え、${f.kind === 'interactive' ? '教室や会議室' : 'キオスク、案内表示、会議室'}に最適です。` +
      'アンチグレア・指紋防止ガラスがコンテンツを見やすく保ち、内蔵のAndroid SoCで外部PCなしにインタラクティブアプリを動作させられます。',
    'led-indoor-fine-pitch': (f) =>
      `この${cab(f)}のキャビネットは、${pitch(f)}のピクセルピッチと${pixels(f)}ピクセルを備え、約${n(cabinet(f).pixelPitchMm, 1)} mの距離から鮮明に見えます。` +
      `${n(f.nits)} cd/m²の輝度を標準${n(cabinet(f).typicalPowerW)} Wで実現し、${f.cob ? 'COB表面は衝撃やほこりに強くなっています' : 'モジュールは前面から交換できます'}。`,
    'led-indoor-standard': (f) =>
      `${pitch(f)}ピッチ、${pixels(f)}ピクセルのこの${cab(f)}キャビネットで、${f.rental ? 'ステージ、展示会、ツアーイベント' : 'ロビー、ショッピングセンター、講堂'}向けのビデオウォールを構築できます。` +
      `輝度は${n(f.nits)} cd/m²、重量は${n(cabinet(f).weightKg, 1)} kg、標準消費電力は${n(cabinet(f).typicalPowerW)} W${f.rental ? 'で、カーブ調整機能付きのクイックロックにより設営もスピーディーに行えます' : 'です'}。`,
    'led-outdoor': (f) =>
      `${pitch(f)}ピッチのこの${cab(f)} IP65キャビネットは、${n(f.nits)} cd/m²の輝度でファサード、スタジアム、道路沿いのビルボードに対応します。` +
      `${pixels(f)}ピクセルの映像は約${n(cabinet(f).pixelPitchMm, 1)} m離れると鮮明に見え、${has(f, 'front-service') ? '完全な前面メンテナンスにより背面にアクセスできない壁面にも設置できます' : '背面のサービスドアとダイキャストフレームでメンテナンスを素早く行えます'}。`,
    'tv-hospitality': (f) =>
      `この${f.inch}インチ${res(f)}ホテル向けテレビは、電源を入れた瞬間にパーソナライズされたウェルカムページ、チャンネルリスト、ホテル案内でゲストをお迎えします。` +
      `設定とコンテンツは全客室を一元管理でき${has(f, 'casting') ? '、ゲストは自分のスマートフォンやタブレットから映像をキャストできます' : 'ます'}。`,
    'tv-hospitality-premium': (f) =>
      `この${f.inch}インチ${res(f)}テレビは、${f.panel === 'oled' ? '完全な黒を再現する自発光の有機ELピクセル' : f.resolution === 'uhd-8k' ? '4Kの4倍の精細さを誇る8Kパネル' : '広色域の明るいパネル'}をスイートルーム、高級ホテル、クルーズ船にお届けします。` +
      `${f.soundWatts} Wのサウンドシステムと薄型デザインは上質なインテリアに調和し、すべてのホテル向けテレビと同じ一元管理に対応します。`,
    'tv-healthcare': (f) =>
      `この${f.inch}インチ${res(f)}患者向けテレビは、毎日の消毒に耐える${has(f, 'antimicrobial') ? '抗菌仕様' : '密閉構造'}のお手入れしやすい筐体を採用しています。` +
      'ピロースピーカーやナースコールシステムと連携でき、スタッフはチャンネルや患者向け情報を一元管理できます。',
    'monitor-business': (f) =>
      `この${f.inch}インチ${res(f)}モニター（${f.width} × ${f.height}ピクセル）は、フリッカーフリーパネルとブルーライト低減モードで一日中快適に作業できます。` +
      `${has(f, 'usb-c-docking') ? `USB-Cケーブル1本で映像、データ、最大${f.usbcWatts} Wの給電をノートPCに届け` : 'HDMIとDisplayPort入力でデスクトップPCにもノートPCにも接続でき'}、スタンドはどのデスクにも合わせて調整できます。`,
    'monitor-creator': (f) =>
      `この${f.inch}インチ${res(f)} ${f.panel === 'oled' ? '有機EL' : 'IPS'}モニターは、DCI-P3色域の${f.gamut}%をカバーし、工場でΔE < 2にキャリブレーションされています。` +
      `ハードウェアキャリブレーションで長期にわたり正確な色を保ち、USB-CでノートPCに最大${f.usbcWatts} Wを給電します。`,
    'monitor-control-room': (f) =>
      `この${f.inch}インチ${res(f)}モニターは、コントロールルーム、セキュリティセンター、交通拠点のオペレーター席での24時間365日稼働に対応しています。` +
      '狭額縁でマルチモニター環境に最適なほか、RS-232とLANによる制御で、室内のシステムから入力切り替えや状態確認を行えます。',
  },

  highlight: {
    brightness: (f) => `${n(f.nits)} cd/m²の高輝度`,
    usage: (f) => `${usage[f.usage]}の稼働に対応`,
    resolution: (f) => `${res(f)}解像度（${f.width} × ${f.height}）`,
    android: () => 'メディアプレーヤー内蔵のAndroid SoC',
    sdm: () => 'プラグインPC用SDMスロット',
    wave: () => 'Waveによるリモート管理',
    ambient: () => '輝度を自動調整する環境光センサー',
    daisy: () => 'DisplayPortによるデイジーチェーン接続',
    touch: (f) => `${f.touchPoints}点の投影型静電容量方式タッチ`,
    'anti-glare-glass': () => 'アンチグレア・指紋防止ガラス',
    'anti-glare': () => 'ノングレアのマット画面',
    pitch: (f) => `ピクセルピッチ${pitch(f)}`,
    cabinet: (f) => `${cab(f)}キャビネット、${pixels(f)}ピクセル`,
    cob: () => '衝撃に強いCOB表面',
    'front-service': () => '完全前面メンテナンス',
    rental: () => 'レンタル向けのクイックロックとカーブ調整',
    ip65: () => '前面・背面ともIP65の防水・防塵性能',
    'led-power': (f) => `キャビネットあたり標準${n(cabinet(f).typicalPowerW)} Wの消費電力`,
    hdr: () => 'HDR10・HLG対応',
    welcome: () => 'パーソナライズ可能なウェルカムページとチャンネルリスト',
    cms: (f) => (f.lineId === 'tv-healthcare' ? '全病室の一元管理' : '全客室の一元管理'),
    casting: () => 'ゲストのスマートフォンやタブレットからキャスト',
    oled: () => '完全な黒を再現する自発光の有機ELピクセル',
    '8k': () => 'AIアップスケーリング搭載の8Kパネル',
    sound: (f) => `${f.soundWatts} Wのサウンドシステム`,
    pillow: () => 'ピロースピーカーとナースコールに対応',
    antimicrobial: () => '毎日の消毒に耐える抗菌筐体',
    'usb-c': (f) => `${f.usbcWatts} W給電対応のUSB-Cドッキング`,
    ergonomic: () => 'ピボット対応の高さ調整スタンド',
    'eye-care': () => 'フリッカーフリー・ブルーライト低減モード',
    calibrated: () => '工場出荷時にΔE < 2でキャリブレーション',
    gamut: (f) => `DCI-P3色域${f.gamut}%`,
    kvm: () => '2台のPCを切り替えられるKVMスイッチ内蔵',
    'narrow-bezel': () => 'マルチモニター環境に最適な狭額縁',
    rs232: () => 'RS-232・LANによる制御',
    curved: () => '曲面ウルトラワイドパネル',
  },
}
