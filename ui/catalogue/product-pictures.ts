/**
 * A product's pictures drawn from its catalogue data, so every product has its own (the worker
 * serves them, worker/catalogue/product-picture-routes.ts; the product page shows them as a
 * gallery):
 *
 * - `front`: the screen to scale against the largest of the catalogue (size, aspect from the
 *   resolution, portrait when the product is portrait-only), its bezel and a stand or wall mount by
 *   kind; an LED cabinet as a wall of cabinets with their modules.
 * - `side`: the depth profile of a panel, or of a cabinet.
 * - `detail`: the connection panel with one port per connection the product has, or for LED the
 *   pixels at their pitch.
 *
 * Pictures are language-neutral SVG (figures and codes only).
 */
import type { ProductSummary } from '../content/model.ts'
import { PICTURE_BACKGROUND } from '../styles/brand.ts'

export const PRODUCT_PICTURE_VIEWS = ['front', 'side', 'detail'] as const
export type ProductPictureView = (typeof PRODUCT_PICTURE_VIEWS)[number]

export const PICTURE_WIDTH = 800
export const PICTURE_HEIGHT = 600
/** The diagonal (inches) drawn at the largest size: every screen is drawn to this scale. */
const LARGEST_DIAGONAL_INCH = 110
/** The largest screen's diagonal on the picture, in SVG units. */
const LARGEST_DIAGONAL_UNITS = 860
/** Small screens are drawn at least this wide (SVG units), so a 24-inch monitor stays recognisable on a card. */
const MINIMUM_SCREEN_WIDTH = 300

export const PRODUCT_PICTURES_PATH = '/product-images'

export function productPictureHref(slug: string, view: ProductPictureView): string {
  return `${PRODUCT_PICTURES_PATH}/${slug}/${view}.svg`
}

export function isProductPictureView(value: string): value is ProductPictureView {
  return (PRODUCT_PICTURE_VIEWS as readonly string[]).includes(value)
}

type PictureProduct = Pick<
  ProductSummary,
  'ctn' | 'categoryId' | 'lineId' | 'screenSizeInch' | 'resolutionWidth' | 'resolutionHeight' | 'facets' | 'led' | 'brightnessNits'
>

const BACKGROUND = PICTURE_BACKGROUND
const BEZEL = '#1d1f24'
const METAL = '#8a919c'

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function svg(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" font-family="Arial, Helvetica, sans-serif"><title>${escapeXml(title)}</title><rect width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" fill="${BACKGROUND}"/>${body}</svg>`
}

function isPortraitOnly(product: PictureProduct): boolean {
  const orientation = product.facets.orientation ?? []
  return orientation.includes('portrait') && !orientation.includes('landscape')
}

/** Bezel width by kind: thin for signage and monitors, wider for TVs, a wide frame for touch displays. */
function bezelOf(product: PictureProduct): number {
  if (product.lineId === 'signage-touch') return 18
  if (product.categoryId === 'professional-tvs') return 10
  if (product.lineId === 'signage-high-bright') return 12
  return 6
}

/** The screen's hue from its brightness and line: a bright outdoor-like sky or an indoor scene. */
function screenGradient(product: PictureProduct, id: string): string {
  const bright = product.brightnessNits >= 1000
  const [from, to] = bright ? ['#3fa9f5', '#0b4f9c'] : product.categoryId === 'monitors' ? ['#5b6b8c', '#1d2a44'] : ['#2f6fd6', '#142a5c']
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
}

function sizeCaption(product: PictureProduct): string {
  const inch = Number.isInteger(product.screenSizeInch) ? product.screenSizeInch : product.screenSizeInch.toFixed(1)
  return `${escapeXml(product.ctn)} · ${inch}″ · ${product.resolutionWidth} × ${product.resolutionHeight}`
}

function ledFront(product: PictureProduct): string {
  const led = product.led!
  // A wall of 4 × 3 cabinets (16:9-ish for the common 500 × 500 and 600 × 337.5 cabinets).
  const columns = 4
  const rows = 3
  const aspect = led.cabinetHeightMm / led.cabinetWidthMm
  const cabinet = Math.min(640 / columns, 420 / (rows * aspect))
  const wallWidth = cabinet * columns
  const wallHeight = cabinet * aspect * rows
  const x = (PICTURE_WIDTH - wallWidth) / 2
  const y = (PICTURE_HEIGHT - 60 - wallHeight) / 2
  const modulesPerSide = led.cabinetWidthMm >= 600 ? 3 : 2
  let cells = ''
  for (let column = 0; column < columns; column++) {
    for (let row = 0; row < rows; row++) {
      const cx = x + column * cabinet
      const cy = y + row * cabinet * aspect
      cells += `<rect x="${cx.toFixed(1)}" y="${cy.toFixed(1)}" width="${cabinet.toFixed(1)}" height="${(cabinet * aspect).toFixed(1)}" fill="url(#screen)" stroke="#0a0a0a" stroke-width="2"/>`
      for (let m = 1; m < modulesPerSide; m++) {
        const mx = cx + (cabinet * m) / modulesPerSide
        const my = cy + (cabinet * aspect * m) / modulesPerSide
        cells += `<line x1="${mx.toFixed(1)}" y1="${cy.toFixed(1)}" x2="${mx.toFixed(1)}" y2="${(cy + cabinet * aspect).toFixed(1)}" stroke="#0a0a0a" stroke-opacity=".35"/>`
        cells += `<line x1="${cx.toFixed(1)}" y1="${my.toFixed(1)}" x2="${(cx + cabinet).toFixed(1)}" y2="${my.toFixed(1)}" stroke="#0a0a0a" stroke-opacity=".35"/>`
      }
    }
  }
  const caption = `${escapeXml(product.ctn)} · ${led.pixelPitchMm} mm · ${led.cabinetWidthMm} × ${led.cabinetHeightMm} mm`
  return `${screenGradient(product, 'screen')}${cells}<text x="${PICTURE_WIDTH / 2}" y="${PICTURE_HEIGHT - 28}" font-size="22" text-anchor="middle" fill="#333">${caption}</text>`
}

function panelFront(product: PictureProduct): string {
  const portrait = isPortraitOnly(product)
  const ratio = product.resolutionWidth / product.resolutionHeight
  const diagonal = Math.max((product.screenSizeInch / LARGEST_DIAGONAL_INCH) * LARGEST_DIAGONAL_UNITS, MINIMUM_SCREEN_WIDTH)
  const long = diagonal / Math.sqrt(1 + 1 / (ratio * ratio))
  const short = long / ratio
  const [width, height] = portrait ? [short, long] : [long, short]
  const scale = Math.min(1, 700 / width, 440 / height)
  const w = width * scale
  const h = height * scale
  const bezel = bezelOf(product)
  const x = (PICTURE_WIDTH - w) / 2
  const y = (PICTURE_HEIGHT - 80 - h) / 2
  const standHeight = 40
  const stand =
    product.categoryId === 'monitors' || product.categoryId === 'professional-tvs'
      ? `<rect x="${PICTURE_WIDTH / 2 - 12}" y="${(y + h).toFixed(1)}" width="24" height="${standHeight}" fill="${METAL}"/><rect x="${PICTURE_WIDTH / 2 - 90}" y="${(y + h + standHeight).toFixed(1)}" width="180" height="10" rx="5" fill="${METAL}"/>`
      : `<rect x="${(PICTURE_WIDTH / 2 - w / 4).toFixed(1)}" y="${(y - 14).toFixed(1)}" width="${(w / 2).toFixed(1)}" height="8" fill="${METAL}"/>`
  const touch =
    product.lineId === 'signage-touch'
      ? `<circle cx="${(x + w * 0.62).toFixed(1)}" cy="${(y + h * 0.55).toFixed(1)}" r="18" fill="#fff" fill-opacity=".55"/><circle cx="${(x + w * 0.62).toFixed(1)}" cy="${(y + h * 0.55).toFixed(1)}" r="30" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>`
      : ''
  return `${screenGradient(product, 'screen')}${stand}<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="6" fill="${BEZEL}"/><rect x="${(x + bezel).toFixed(1)}" y="${(y + bezel).toFixed(1)}" width="${(w - 2 * bezel).toFixed(1)}" height="${(h - 2 * bezel).toFixed(1)}" fill="url(#screen)"/><path d="M${(x + bezel).toFixed(1)} ${(y + h - bezel).toFixed(1)}L${(x + w * 0.55).toFixed(1)} ${(y + bezel).toFixed(1)}H${(x + w - bezel).toFixed(1)}V${(y + h * 0.35).toFixed(1)}z" fill="#fff" fill-opacity=".08"/>${touch}<text x="${PICTURE_WIDTH / 2}" y="${PICTURE_HEIGHT - 20}" font-size="22" text-anchor="middle" fill="#333">${sizeCaption(product)}</text>`
}

/** Depth in millimetres by kind, drawn as the profile's thickness. */
function depthOf(product: PictureProduct): number {
  if (product.led) return product.led.cabinetWidthMm >= 900 ? 120 : 75
  if (product.lineId === 'signage-high-bright') return 95
  if (product.categoryId === 'monitors') return 50
  if (product.categoryId === 'professional-tvs') return 70
  return 60
}

function side(product: PictureProduct): string {
  const portrait = isPortraitOnly(product)
  const heightMm = product.led
    ? product.led.cabinetHeightMm
    : (product.screenSizeInch * 25.4 * (portrait ? product.resolutionWidth : product.resolutionHeight)) /
      Math.hypot(product.resolutionWidth, product.resolutionHeight)
  const depth = depthOf(product)
  const scale = 420 / Math.max(heightMm, 300)
  const h = heightMm * scale
  const d = Math.max(depth * scale, 10)
  const x = PICTURE_WIDTH / 2 - d / 2
  const y = (PICTURE_HEIGHT - 60 - h) / 2
  return `<rect x="60" y="${(y - 20).toFixed(1)}" width="14" height="${(h + 40).toFixed(1)}" fill="#c9d1dc"/><rect x="74" y="${(y + h * 0.2).toFixed(1)}" width="${(x - 74).toFixed(1)}" height="10" fill="${METAL}"/><rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${d.toFixed(1)}" height="${h.toFixed(1)}" rx="4" fill="${BEZEL}"/><rect x="${(x + d).toFixed(1)}" y="${y.toFixed(1)}" width="3" height="${h.toFixed(1)}" fill="#3a7bd5"/><line x1="${x.toFixed(1)}" y1="${(y + h + 24).toFixed(1)}" x2="${(x + d).toFixed(1)}" y2="${(y + h + 24).toFixed(1)}" stroke="#333" stroke-width="2"/><text x="${PICTURE_WIDTH / 2}" y="${(y + h + 50).toFixed(1)}" font-size="20" text-anchor="middle" fill="#333">${depth} mm</text><text x="${PICTURE_WIDTH - 40}" y="${PICTURE_HEIGHT - 24}" font-size="18" text-anchor="end" fill="#555">${escapeXml(product.ctn)}</text>`
}

const PORT_SHAPES: Record<string, { label: string; width: number; height: number; radius: number }> = {
  hdmi: { label: 'HDMI', width: 56, height: 20, radius: 3 },
  displayport: { label: 'DP', width: 52, height: 20, radius: 2 },
  'usb-c': { label: 'USB-C', width: 36, height: 14, radius: 7 },
  hdbaset: { label: 'HDBaseT', width: 44, height: 36, radius: 2 },
  lan: { label: 'LAN', width: 44, height: 36, radius: 2 },
  wifi: { label: 'Wi-Fi', width: 30, height: 30, radius: 15 },
  rs232: { label: 'RS-232', width: 70, height: 26, radius: 8 },
  rf: { label: 'RF', width: 30, height: 30, radius: 15 },
  'sdm-slot': { label: 'SDM', width: 120, height: 24, radius: 2 },
}

function connectionPanel(product: PictureProduct): string {
  const ports = (product.facets.connections ?? []).filter((connection) => PORT_SHAPES[connection])
  const slot = 130
  const panelWidth = Math.max(ports.length * slot + 60, 300)
  const px = (PICTURE_WIDTH - panelWidth) / 2
  let body = `<rect x="${px}" y="170" width="${panelWidth}" height="220" rx="12" fill="#2a2d33"/>`
  ports.forEach((connection, index) => {
    const port = PORT_SHAPES[connection]!
    const cx = px + 30 + slot * index + slot / 2
    body += `<rect x="${(cx - port.width / 2).toFixed(1)}" y="${(270 - port.height / 2).toFixed(1)}" width="${port.width}" height="${port.height}" rx="${port.radius}" fill="#0b0c0e" stroke="#9aa3ae" stroke-width="2"/><text x="${cx.toFixed(1)}" y="330" font-size="16" text-anchor="middle" fill="#e6e9ee">${port.label}</text>`
  })
  return `${body}<text x="${PICTURE_WIDTH / 2}" y="${PICTURE_HEIGHT - 40}" font-size="20" text-anchor="middle" fill="#333">${escapeXml(product.ctn)}</text>`
}

function pixels(product: PictureProduct): string {
  const pitch = product.led!.pixelPitchMm
  // 60 mm of a module across the picture: finer pitches show more, smaller pixels (one pattern tile per pixel).
  const spacing = 640 / (60 / pitch)
  const r = Math.max(spacing * 0.12, 0.5)
  const tile = `<pattern id="pixel" width="${spacing.toFixed(2)}" height="${spacing.toFixed(2)}" patternUnits="userSpaceOnUse"><circle cx="${(spacing * 0.3).toFixed(2)}" cy="${(spacing * 0.5).toFixed(2)}" r="${r.toFixed(2)}" fill="#ff3b30"/><circle cx="${(spacing * 0.5).toFixed(2)}" cy="${(spacing * 0.5).toFixed(2)}" r="${r.toFixed(2)}" fill="#34c759"/><circle cx="${(spacing * 0.7).toFixed(2)}" cy="${(spacing * 0.5).toFixed(2)}" r="${r.toFixed(2)}" fill="#0a84ff"/></pattern>`
  return `<defs>${tile}</defs><rect x="80" y="80" width="640" height="400" fill="#101114"/><rect x="80" y="80" width="640" height="400" fill="url(#pixel)"/><text x="${PICTURE_WIDTH / 2}" y="${PICTURE_HEIGHT - 40}" font-size="20" text-anchor="middle" fill="#333">${escapeXml(product.ctn)} · ${pitch} mm</text>`
}

export function productPictureSvg(product: PictureProduct, view: ProductPictureView): string {
  switch (view) {
    case 'front':
      return svg(`${product.ctn} front`, product.led ? ledFront(product) : panelFront(product))
    case 'side':
      return svg(`${product.ctn} side`, side(product))
    case 'detail':
      return svg(`${product.ctn} detail`, product.led ? pixels(product) : connectionPanel(product))
  }
}
