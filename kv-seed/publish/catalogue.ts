/**
 * The catalogue of one locale (`catalogue/{code}`: categories, lines, product summaries, facet
 * definitions) and its product detail records (`product/{code}/{slug}`: spec table, breadcrumbs,
 * alternates, download ids).
 */
import type { LocaleCode } from '../../locales/registry.ts'
import {
  type Catalogue,
  type FacetDefinition,
  PRODUCT_FACETS,
  type ProductCategory,
  type ProductDetail,
  type ProductFacet,
  type ProductLine,
  type ProductSummary,
  type SpecGroup,
  type SpecRow,
} from '../../ui/content/model.ts'
import { productSlug } from '../../ui/catalogue/product-slug.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import type { SourceCatalogue, SourceCategory, SourceDownload, SourceLine, SourceProduct } from '../source.ts'
import { type CatalogueKind, checkCatalogueRecord } from '../../ui/content/catalogue-source.ts'
import { alternatesOf, assertUnique, catalogOf, imageIn, numberIn, textIn } from './localise.ts'
import type { RouteHrefs } from './route-hrefs.ts'

/** Checks the catalogue's own references; throws on the first broken one. */
export function checkCatalogue(source: SourceCatalogue, downloads: readonly SourceDownload[]): void {
  // Every record as the PIM's forms check it (ui/content/catalogue-source.ts).
  const records: Array<[CatalogueKind, ReadonlyArray<SourceCategory | SourceLine | SourceProduct>]> = [
    ['category', source.categories],
    ['line', source.lines],
    ['product', source.products],
  ]
  for (const [kind, list] of records) {
    for (const record of list) {
      const checked = checkCatalogueRecord(kind, record)
      if (!checked.ok) {
        const id = 'ctn' in record ? record.ctn : record.id
        throw new Error(`The ${kind} ${id} does not match its schema: ${checked.problems.map((p) => `${p.field} ${p.problem}`).join(', ')}`)
      }
    }
  }
  assertUnique(
    source.categories.map((c) => c.id),
    'category id',
  )
  assertUnique(
    source.lines.map((l) => l.id),
    'line id',
  )
  assertUnique(
    source.products.map((p) => p.ctn),
    'CTN',
  )
  assertUnique(
    source.products.map((p) => productSlug(p.ctn)),
    'product slug',
  )
  const categories = new Set(source.categories.map((c) => c.id))
  const lines = new Set(source.lines.map((l) => l.id))
  for (const line of source.lines) {
    if (!categories.has(line.categoryId)) throw new Error(`Line ${line.id} has an unknown category ${line.categoryId}`)
  }
  const facetValues = new Map(source.facets.map((f) => [f.name, new Set(f.values.map((v) => v.value))]))
  for (const facet of PRODUCT_FACETS) {
    if (!facetValues.has(facet)) throw new Error(`The catalogue has no facet definition for ${facet}`)
  }
  const downloadIds = new Set(downloads.map((d) => d.id))
  for (const download of downloads) {
    for (const lineId of download.lineIds ?? []) {
      if (!lines.has(lineId)) throw new Error(`Download ${download.id} names an unknown line ${lineId}`)
    }
  }
  for (const product of source.products) {
    if (!lines.has(product.lineId)) throw new Error(`Product ${product.ctn} has an unknown line ${product.lineId}`)
    for (const facet of PRODUCT_FACETS) {
      for (const value of product.facets[facet] ?? []) {
        if (!facetValues.get(facet)!.has(value)) throw new Error(`Product ${product.ctn} has an undefined ${facet} value "${value}"`)
      }
    }
    for (const id of product.downloadIds) {
      if (!downloadIds.has(id)) throw new Error(`Product ${product.ctn} names an unknown download ${id}`)
    }
    for (const ctn of product.relatedProductCtns ?? []) {
      if (ctn === product.ctn || !source.products.some((other) => other.ctn === ctn))
        throw new Error(`Product ${product.ctn} names an unknown related product ${ctn}`)
    }
  }
}

interface CatalogueInLocale {
  catalogue: Catalogue
  products: ProductDetail[]
}

/** Download ids of a product: those it names itself and those for its CTN or its line, in download order. */
export function downloadIdsFor(product: SourceProduct, downloads: readonly SourceDownload[]): string[] {
  const named = new Set(product.downloadIds)
  return downloads
    .filter((d) => named.has(d.id) || d.productCtns.includes(product.ctn) || (d.lineIds?.includes(product.lineId) ?? false))
    .map((d) => d.id)
}

export function publishCatalogue(
  source: SourceCatalogue,
  downloads: readonly SourceDownload[],
  code: LocaleCode,
  hrefs: RouteHrefs,
): CatalogueInLocale {
  const lineById = new Map(source.lines.map((line) => [line.id, line]))
  const facets: FacetDefinition[] = PRODUCT_FACETS.map((name) => {
    const facet = source.facets.find((f) => f.name === name)!
    return {
      name,
      label: textIn(facet.label, code),
      values: facet.values.map((value) => ({ value: value.value, label: textIn(value.label, code) })),
    }
  })
  const facetLabel = (name: ProductFacet, value: string) =>
    facets.find((f) => f.name === name)?.values.find((v) => v.value === value)?.label ?? value

  const categories: ProductCategory[] = source.categories.map((category) => ({
    id: category.id,
    slug: textIn(category.slug, code),
    title: textIn(category.title, code),
    summary: textIn(category.summary, code),
    intro: textIn(category.intro, code),
    href: hrefs.category(category.id, code),
    image: imageIn(category.image, code),
    lineIds: source.lines.filter((line) => line.categoryId === category.id).map((line) => line.id),
    alternates: alternatesOf((other) => hrefs.category(category.id, other)),
  }))
  const lines: ProductLine[] = source.lines.map((line) => ({
    id: line.id,
    categoryId: line.categoryId,
    slug: textIn(line.slug, code),
    title: textIn(line.title, code),
    summary: textIn(line.summary, code),
    intro: textIn(line.intro, code),
    href: hrefs.line(line.id, code),
    image: imageIn(line.image, code),
    alternates: alternatesOf((other) => hrefs.line(line.id, other)),
  }))
  assertUnique(
    categories.map((c) => c.slug),
    `category slug in ${code}`,
  )
  for (const category of categories) {
    assertUnique(
      lines.filter((l) => l.categoryId === category.id).map((l) => l.slug),
      `line slug in ${category.id} in ${code}`,
    )
  }

  const summaries: ProductSummary[] = source.products.map((product) => {
    const line = lineById.get(product.lineId)!
    return {
      ctn: product.ctn,
      slug: productSlug(product.ctn),
      name: textIn(product.name, code),
      categoryId: line.categoryId,
      lineId: line.id,
      href: hrefs.product(product.ctn, code),
      image: imageIn(product.image, code),
      status: product.status,
      facets: Object.fromEntries(PRODUCT_FACETS.map((facet) => [facet, [...(product.facets[facet] ?? [])]])) as ProductSummary['facets'],
      screenSizeInch: product.screenSizeInch,
      diagonalCm: product.diagonalCm,
      resolutionWidth: product.resolutionWidth,
      resolutionHeight: product.resolutionHeight,
      brightnessNits: product.brightnessNits,
      ...(product.energyLabel ? { energyLabel: product.energyLabel } : {}),
      ...(product.led ? { led: product.led } : {}),
    }
  })

  const i18n = catalogOf(code)
  const productsTitle = i18n._({ id: 'products.title', message: 'Display solutions' })
  const details: ProductDetail[] = source.products.map((product, index) => {
    const summary = summaries[index]!
    const category = categories.find((c) => c.id === summary.categoryId)!
    const line = lines.find((l) => l.id === summary.lineId)!
    return {
      ...summary,
      description: textIn(product.description, code),
      highlights: product.highlights.map((text) => textIn(text, code)),
      specs: specTable(source, product, code, { facetLabel, category, line }),
      downloadIds: downloadIdsFor(product, downloads),
      ...(product.relatedProductCtns?.length ? { relatedProductCtns: [...product.relatedProductCtns] } : {}),
      alternates: alternatesOf((other) => hrefs.product(product.ctn, other)),
      breadcrumbs: [
        { title: productsTitle, href: pathFor('display-solutions', code) },
        { title: category.title, href: category.href },
        { title: line.title, href: line.href },
        { title: summary.name, href: summary.href },
      ],
    }
  })

  return { catalogue: { categories, lines, products: summaries, facets }, products: details }
}

/* ------------------------------------------------------------------ spec table */

/**
 * The rows of the spec table, by the key of their label in `specLabels`; a facet row falls back
 * to the facet's own label. Rows without a value for the product are left out.
 */
interface SpecContext {
  facetLabel: (name: ProductFacet, value: string) => string
  category: ProductCategory
  line: ProductLine
}

type RowValue = (product: SourceProduct, code: LocaleCode, context: SpecContext) => string | undefined

const facetRow =
  (facet: ProductFacet): RowValue =>
  (product, _code, { facetLabel }) => {
    const values = product.facets[facet] ?? []
    return values.length ? values.map((value) => facetLabel(facet, value)).join(', ') : undefined
  }

const SPEC_GROUPS: Array<{ group: string; rows: Array<[string, RowValue]> }> = [
  {
    group: 'group.general',
    rows: [
      ['ctn', (p) => p.ctn],
      ['category', (_p, _code, { category }) => category.title],
      ['productLine', (_p, _code, { line }) => line.title],
    ],
  },
  {
    group: 'group.display',
    rows: [
      ['screenSize', (p, code) => (p.screenSizeInch > 0 ? `${numberIn(p.screenSizeInch, code, 1)}"` : undefined)],
      ['diagonal', (p, code) => (p.diagonalCm > 0 ? `${numberIn(p.diagonalCm, code, 1)} cm` : undefined)],
      ['resolution', (p) => (p.resolutionWidth > 0 ? `${p.resolutionWidth} × ${p.resolutionHeight}` : undefined)],
      ['brightness', (p, code) => (p.brightnessNits > 0 ? `${numberIn(p.brightnessNits, code, 0)} cd/m²` : undefined)],
      ['displayType', facetRow('displayType')],
      ['orientation', facetRow('orientation')],
    ],
  },
  {
    group: 'group.led',
    rows: [
      ['pixelPitch', (p, code) => (p.led ? `${numberIn(p.led.pixelPitchMm, code, 2)} mm` : undefined)],
      ['cabinetSize', (p) => (p.led ? `${p.led.cabinetWidthMm} × ${p.led.cabinetHeightMm} mm` : undefined)],
      ['cabinetResolution', (p) => (p.led ? `${p.led.cabinetResolutionWidth} × ${p.led.cabinetResolutionHeight}` : undefined)],
      ['cabinetWeight', (p, code) => (p.led ? `${numberIn(p.led.weightKg, code, 1)} kg` : undefined)],
      ['cabinetBrightness', (p, code) => (p.led ? `${numberIn(p.led.brightnessNits, code, 0)} cd/m²` : undefined)],
      ['maxPower', (p, code) => (p.led ? `${numberIn(p.led.maxPowerW, code, 0)} W` : undefined)],
      ['typicalPower', (p, code) => (p.led ? `${numberIn(p.led.typicalPowerW, code, 0)} W` : undefined)],
    ],
  },
  {
    group: 'group.connectivity',
    rows: [['connections', facetRow('connections')]],
  },
  {
    group: 'group.application',
    rows: [
      ['solutions', facetRow('solutions')],
      ['features', facetRow('features')],
      ['usage', facetRow('usage')],
    ],
  },
  {
    group: 'group.power',
    rows: [['energyLabel', (p) => p.energyLabel]],
  },
]

/** The label keys the spec table needs in `specLabels`. */
export const SPEC_LABEL_KEYS = SPEC_GROUPS.flatMap(({ group, rows }) => [group, ...rows.map(([key]) => key)])

function specTable(source: SourceCatalogue, product: SourceProduct, code: LocaleCode, context: SpecContext): SpecGroup[] {
  const label = (key: string): string => {
    const text = source.specLabels[key]
    if (text) return textIn(text, code)
    const facet = source.facets.find((f) => f.name === key)
    if (facet) return textIn(facet.label, code)
    throw new Error(`The catalogue's specLabels lack "${key}"`)
  }
  const groups: SpecGroup[] = []
  for (const { group, rows } of SPEC_GROUPS) {
    const filled: SpecRow[] = []
    for (const [key, value] of rows) {
      const text = value(product, code, context)
      if (text !== undefined && text !== '') filled.push({ label: label(key), value: text })
    }
    if (filled.length) groups.push({ title: label(group), rows: filled })
  }
  return groups
}
