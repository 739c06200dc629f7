/**
 * Labels of the product spec table: group titles (`group.*`) and rows, by the keys the publisher
 * uses (kv-seed/publish/catalogue.ts SPEC_LABEL_KEYS) plus a few general ones (ctn, productLine…).
 */
import type { LocalisedText } from '../../source.ts'
import { facetLabels } from './facets.ts'
import { L } from './helpers.ts'

export const specLabels: Record<string, LocalisedText> = {
  'group.general': L('General', 'Généralités', 'Informazioni generali', 'Allgemein', 'Información general', '一般'),
  'group.display': L('Display', 'Affichage', 'Schermo', 'Anzeige', 'Pantalla', 'ディスプレイ'),
  'group.led': L('LED cabinet', 'Caisson LED', 'Cabinet LED', 'LED-Cabinet', 'Módulo LED', 'LEDキャビネット'),
  'group.connectivity': L('Connectivity', 'Connectivité', 'Connettività', 'Konnektivität', 'Conectividad', '接続性'),
  'group.application': L('Application', 'Utilisation', 'Applicazione', 'Einsatzbereich', 'Aplicación', '用途'),
  'group.power': L(
    'Power and energy',
    'Alimentation et énergie',
    'Alimentazione ed energia',
    'Strom und Energie',
    'Alimentación y energía',
    '電源・エネルギー',
  ),

  ctn: L(
    'Product code (CTN)',
    'Référence produit (CTN)',
    'Codice prodotto (CTN)',
    'Produktcode (CTN)',
    'Código de producto (CTN)',
    '製品コード（CTN）',
  ),
  productLine: L('Product line', 'Gamme de produits', 'Linea di prodotti', 'Produktlinie', 'Línea de productos', '製品ライン'),
  category: L('Category', 'Catégorie', 'Categoria', 'Kategorie', 'Categoría', 'カテゴリー'),

  screenSize: facetLabels.screenSize,
  diagonal: L(
    'Screen diagonal',
    'Diagonale d’écran',
    'Diagonale dello schermo',
    'Bilddiagonale',
    'Diagonal de pantalla',
    '画面の対角サイズ',
  ),
  resolution: facetLabels.resolution,
  brightness: facetLabels.brightness,
  displayType: facetLabels.displayType,
  orientation: facetLabels.orientation,

  pixelPitch: L('Pixel pitch', 'Pas de pixel', 'Passo pixel', 'Pixelabstand', 'Distancia entre píxeles', 'ピクセルピッチ'),
  cabinetSize: L(
    'Cabinet size',
    'Dimensions du caisson',
    'Dimensioni del cabinet',
    'Cabinet-Abmessungen',
    'Tamaño del módulo',
    'キャビネットサイズ',
  ),
  cabinetResolution: L(
    'Cabinet resolution',
    'Résolution du caisson',
    'Risoluzione del cabinet',
    'Cabinet-Auflösung',
    'Resolución del módulo',
    'キャビネット解像度',
  ),
  cabinetWeight: L('Cabinet weight', 'Poids du caisson', 'Peso del cabinet', 'Cabinet-Gewicht', 'Peso del módulo', 'キャビネット重量'),
  cabinetBrightness: L(
    'Cabinet brightness',
    'Luminosité du caisson',
    'Luminosità del cabinet',
    'Cabinet-Helligkeit',
    'Brillo del módulo',
    'キャビネット輝度',
  ),
  weight: L('Weight', 'Poids', 'Peso', 'Gewicht', 'Peso', '重量'),
  maxPower: L(
    'Maximum power consumption',
    'Consommation maximale',
    'Consumo massimo',
    'Maximale Leistungsaufnahme',
    'Consumo máximo',
    '最大消費電力',
  ),
  typicalPower: L(
    'Typical power consumption',
    'Consommation typique',
    'Consumo tipico',
    'Typische Leistungsaufnahme',
    'Consumo típico',
    '標準消費電力',
  ),

  connections: facetLabels.connections,
  solutions: facetLabels.solutions,
  features: facetLabels.features,
  usage: facetLabels.usage,
  energyLabel: L(
    'Energy label',
    'Étiquette énergie',
    'Etichetta energetica',
    'Energieeffizienzklasse',
    'Etiqueta energética',
    'エネルギーラベル',
  ),
}
