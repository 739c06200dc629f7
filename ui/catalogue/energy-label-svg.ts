/**
 * The EU energy label of an electronic display (Regulation (EU) 2019/2013) drawn from a product's
 * data: supplier and model, the A–G scale with the product's class pointed out, and its screen
 * diagonal and resolution. The label is language-neutral, so one SVG serves every locale. The seed
 * writes it to R2 as the product's label file; the product page shows that file.
 */

export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const
export type EnergyClass = (typeof ENERGY_CLASSES)[number]

/** The regulation's colours of the seven class bars, A (dark green) to G (red). */
export const ENERGY_CLASS_COLOURS: Record<EnergyClass, string> = {
  A: '#00a651',
  B: '#50b848',
  C: '#bed630',
  D: '#fff200',
  E: '#fdb913',
  F: '#f37021',
  G: '#ed1c24',
}

/** The label's size in SVG units (the regulation's 96 × 192 mm, at 2 units per mm). */
export const ENERGY_LABEL_WIDTH = 192
export const ENERGY_LABEL_HEIGHT = 384

export interface EnergyLabelData {
  supplier: string
  model: string
  energyClass: string
  diagonalCm: number
  screenSizeInch: number
  resolutionWidth: number
  resolutionHeight: number
}

export function isEnergyClass(value: string | undefined): value is EnergyClass {
  return value !== undefined && (ENERGY_CLASSES as readonly string[]).includes(value)
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const BAR_TOP = 78
const BAR_HEIGHT = 22
const BAR_GAP = 4
const BAR_MIN_WIDTH = 60
const BAR_STEP = 10

/** The label as an SVG document; throws for a class outside A–G (the seed checks every product). */
export function energyLabelSvg(data: EnergyLabelData): string {
  if (!isEnergyClass(data.energyClass)) throw new Error(`Energy class ${data.energyClass} of ${data.model} is not one of A–G`)
  const own = data.energyClass
  const bars = ENERGY_CLASSES.map((letter, index) => {
    const y = BAR_TOP + index * (BAR_HEIGHT + BAR_GAP)
    const width = BAR_MIN_WIDTH + index * BAR_STEP
    const dark = letter === 'D' || letter === 'C' || letter === 'E'
    const bar = `<path d="M12 ${y}h${width}l${BAR_HEIGHT / 2} ${BAR_HEIGHT / 2}l-${BAR_HEIGHT / 2} ${BAR_HEIGHT / 2}h-${width}z" fill="${ENERGY_CLASS_COLOURS[letter]}"/><text x="18" y="${y + 17}" font-size="17" font-weight="bold" fill="${dark ? '#000' : '#fff'}">${letter}</text>`
    if (letter !== own) return bar
    const arrowY = y - 3
    const pointer = `<path data-class="${letter}" d="M138 ${arrowY + (BAR_HEIGHT + 6) / 2}l14 -${(BAR_HEIGHT + 6) / 2}h34v${BAR_HEIGHT + 6}h-34z" fill="#000"/><text x="160" y="${arrowY + 22}" font-size="22" font-weight="bold" fill="#fff">${letter}</text>`
    return bar + pointer
  }).join('')
  const figuresY = BAR_TOP + ENERGY_CLASSES.length * (BAR_HEIGHT + BAR_GAP) + 24
  const inch = Number.isInteger(data.screenSizeInch) ? String(data.screenSizeInch) : data.screenSizeInch.toFixed(1)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ENERGY_LABEL_WIDTH} ${ENERGY_LABEL_HEIGHT}" width="${ENERGY_LABEL_WIDTH}" height="${ENERGY_LABEL_HEIGHT}" role="img" aria-label="EU energy label: class ${own}" font-family="Arial, Helvetica, sans-serif">`,
    `<title>EU energy label: class ${own} (${escapeXml(data.model)})</title>`,
    `<rect x="1" y="1" width="${ENERGY_LABEL_WIDTH - 2}" height="${ENERGY_LABEL_HEIGHT - 2}" rx="6" fill="#fff" stroke="#000" stroke-width="2"/>`,
    '<rect x="1" y="1" width="190" height="30" rx="6" fill="#0f4c9b"/>',
    '<text x="96" y="22" font-size="16" font-weight="bold" fill="#fff" text-anchor="middle">ENERG&#1049;&#1071; &#8226; ENERGY</text>',
    `<text x="12" y="50" font-size="11" font-weight="bold">${escapeXml(data.supplier)}</text>`,
    `<text x="12" y="66" font-size="11">${escapeXml(data.model)}</text>`,
    bars,
    `<line x1="12" y1="${figuresY - 14}" x2="180" y2="${figuresY - 14}" stroke="#000"/>`,
    `<text x="12" y="${figuresY + 6}" font-size="13" font-weight="bold">${data.diagonalCm} cm</text>`,
    `<text x="12" y="${figuresY + 24}" font-size="13" font-weight="bold">${inch}&#8243;</text>`,
    `<text x="180" y="${figuresY + 6}" font-size="13" font-weight="bold" text-anchor="end">${data.resolutionWidth} &#215; ${data.resolutionHeight}</text>`,
    `<text x="180" y="${figuresY + 24}" font-size="11" text-anchor="end">px</text>`,
    `<text x="96" y="${ENERGY_LABEL_HEIGHT - 14}" font-size="9" text-anchor="middle">2019/2013</text>`,
    '</svg>',
  ].join('')
}
