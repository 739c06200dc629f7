/**
 * The PIM's edit forms and the catalogue's schemas (decisions 037, 038): every seeded record passes
 * its schema and reads back unchanged through its form; a form is refused field by field for what
 * the schema or the rest of the catalogue forbids; the changes between two versions name their
 * fields; schedule times and photo sizes are read as the PIM and the worker read them.
 */
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../kv-seed/content/catalogue.ts'
import { imageSizeOf } from '../../ui/catalogue/product-photos.ts'
import { type CatalogueKind, type SourceProduct, checkCatalogueRecord } from '../../ui/content/catalogue-source.ts'
import type { ProductFacet } from '../../ui/content/model.ts'
import { canonicalJson, catalogueChanges } from '../../ui/pim/catalogue-diff.ts'
import { type CatalogueFormContext, checkCatalogueForm, formFieldsOf, formValuesOf } from '../../ui/pim/catalogue-form.ts'
import { scheduleInputOf, scheduledTimeOf } from '../../ui/pim/schedule-times.ts'

const context: CatalogueFormContext = {
  lines: catalogue.lines,
  categories: catalogue.categories,
  productCtns: catalogue.products.map((product) => product.ctn),
  facetValues: Object.fromEntries(catalogue.facets.map((facet) => [facet.name, facet.values.map((value) => value.value)])) as Record<
    ProductFacet,
    string[]
  >,
}
const product = catalogue.products.find((candidate) => candidate.status === 'active' && !candidate.led)!

function formOf(record: SourceProduct, changes: Record<string, string | string[]>) {
  return formFieldsOf({ ...formValuesOf('product', record), ...changes })
}

function errorsOf(changes: Record<string, string | string[]>) {
  const checked = checkCatalogueForm('product', formOf(product, changes), product, context)
  return checked.ok ? {} : checked.errors
}

describe('the seeded catalogue', () => {
  const records: Array<[CatalogueKind, ReadonlyArray<{ id?: string; ctn?: string }>]> = [
    ['category', catalogue.categories],
    ['line', catalogue.lines],
    ['product', catalogue.products],
  ]
  it('passes the schemas and reads back unchanged through the edit forms', () => {
    const failures: string[] = []
    for (const [kind, list] of records) {
      for (const record of list) {
        const name = `${kind} ${record.ctn ?? record.id}`
        if (!checkCatalogueRecord(kind, record).ok) failures.push(`${name}: schema`)
        const read = checkCatalogueForm(kind, formFieldsOf(formValuesOf(kind, record as never)), record as never, context)
        if (!read.ok) failures.push(`${name}: ${JSON.stringify(read.errors)}`)
        else if (canonicalJson(read.record) !== canonicalJson(record)) failures.push(`${name}: changed`)
      }
    }
    expect(failures).toEqual([])
  })
})

describe('a product form', () => {
  it('is refused field by field for what the schema forbids', () => {
    expect(
      errorsOf({
        'name.en-gb': '',
        'name.fr-fr': 'Deux\nlignes',
        'description.de-de': 'Steuer\u0007zeichen',
        status: 'gone',
        screenSizeInch: '-3',
        resolutionWidth: '1920.5',
        energyLabel: 'Z',
        'image.src': 'javascript:alert(1)',
        'led.pixelPitchMm': '1.2',
      }),
    ).toEqual({
      'name.en-gb': 'required',
      'name.fr-fr': 'invalid',
      'description.de-de': 'invalid',
      status: 'invalid',
      screenSizeInch: 'invalid',
      resolutionWidth: 'invalid',
      energyLabel: 'invalid',
      image: 'invalid',
      // One LED field filled makes the cabinet's other fields required.
      ...Object.fromEntries(
        [
          'cabinetWidthMm',
          'cabinetHeightMm',
          'cabinetResolutionWidth',
          'cabinetResolutionHeight',
          'weightKg',
          'brightnessNits',
          'maxPowerW',
          'typicalPowerW',
        ].map((field) => [`led.${field}`, 'required']),
      ),
    })
  })

  it('is refused for what the rest of the catalogue forbids', () => {
    expect(
      errorsOf({
        lineId: 'no-such-line',
        'facets.features': ['no-such-feature'],
        relatedProductCtns: [product.ctn],
        'highlights.it-it': 'uno\ndue\ntre\nquattro\ncinque\nsei\nsette\notto\nnove',
      }),
    ).toEqual({
      lineId: 'unknown-line',
      'facets.features': 'invalid',
      relatedProductCtns: 'unknown-product',
      'highlights.it-it': 'too-many-highlights',
    })
  })

  it('keeps American English only where it differs, and a decimal comma', () => {
    const checked = checkCatalogueForm(
      'product',
      formOf(product, { 'name.en-us': product.name['en-gb'], 'description.en-us': 'Color, not colour.', diagonalCm: '138,8' }),
      product,
      context,
    )
    expect(checked.ok).toBe(true)
    const record = (checked as { record: SourceProduct }).record
    expect(record.name['en-us']).toBeUndefined()
    expect(record.description['en-us']).toBe('Color, not colour.')
    expect(record.diagonalCm).toBe(138.8)
  })
})

describe('a line form', () => {
  it('refuses the address of another line of its category, in the language where it clashes', () => {
    const category = catalogue.categories.find((each) => catalogue.lines.filter((line) => line.categoryId === each.id).length > 1)!
    const [line, sibling] = catalogue.lines.filter((candidate) => candidate.categoryId === category.id)
    const values = { ...formValuesOf('line', line!), 'slug.es-es': sibling!.slug['es-es']!, categoryId: 'nowhere' }
    const checked = checkCatalogueForm('line', formFieldsOf(values), line!, context)
    expect(checked.ok ? {} : checked.errors).toEqual({ categoryId: 'unknown-category' })
    const clash = checkCatalogueForm('line', formFieldsOf({ ...values, categoryId: category.id }), line!, context)
    expect(clash.ok ? {} : clash.errors).toEqual({ 'slug.es-es': 'slug-taken' })
  })
})

describe('the changes between two versions', () => {
  it('name each changed field, texts by language', () => {
    const changed: SourceProduct = {
      ...product,
      description: { ...product.description, 'fr-fr': 'Nouveau texte' },
      facets: { ...product.facets, features: [...product.facets.features, 'new-feature'] },
      highlights: product.highlights.map((highlight, index) => (index === 0 ? { ...highlight, 'de-de': 'Neu' } : highlight)),
    }
    expect(catalogueChanges(product, changed).map((change) => change.field)).toEqual([
      'description.fr-fr',
      'highlights.de-de',
      'facets.features',
    ])
    expect(catalogueChanges(product, product)).toEqual([])
    expect(catalogueChanges(null, product).length).toBeGreaterThan(20)
  })
})

describe('schedule times', () => {
  it('are read as UTC from a datetime-local value; empty is none; anything else is refused', () => {
    expect(scheduledTimeOf('2030-05-01T08:00')).toBe('2030-05-01T08:00:00.000Z')
    expect(scheduledTimeOf('')).toBeNull()
    expect(scheduledTimeOf(undefined)).toBeNull()
    expect(scheduledTimeOf('next tuesday')).toBeUndefined()
    expect(scheduledTimeOf('2030-13-45T99:00')).toBeUndefined()
    expect(scheduleInputOf('2030-05-01T08:00:00.000Z')).toBe('2030-05-01T08:00')
  })
})

describe('photo sizes', () => {
  it('are read from a PNG header and a JPEG frame', () => {
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
      (character) => character.charCodeAt(0),
    )
    expect(imageSizeOf(png, 'image/png')).toEqual({ width: 1, height: 1 })
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc2, 0x00, 0x11, 0x08, 0x04, 0x38, 0x07, 0x80, 0x03, 0x01, 0x22, 0x00, 0x02,
      0x11, 0x01,
    ])
    expect(imageSizeOf(jpeg, 'image/jpeg')).toEqual({ width: 1920, height: 1080 })
    expect(imageSizeOf(new Uint8Array([0xff, 0xd8, 0x00]), 'image/jpeg')).toBeUndefined()
  })
})
